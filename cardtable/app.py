"""The command line and start-up of the desktop program (``cardtable`` / ``python -m cardtable``).

    cardtable                                  # main menu
    cardtable --game durak --players 4 --seats human,normal,normal,normal --option variant=transfer --seed 7
    cardtable --autoplay --game durak --players 6 --seed 3 --speed fast --frames 1500 --screenshot out.png
    cardtable ... --frame-stats stats.json     # frames, median/p95/p99/max frame time in ms
    also: --lang ru|en, --version, --fullscreen, --size WxH
"""

from __future__ import annotations

import argparse
import os
import sys
from types import ModuleType

import cardtable
from cardtable import plugins

SEAT_WORDS = ("human", "easy", "normal", "hard", "random")
APP_ID = "cardtable"
#: SDL's hints for the X11 WM_CLASS and the Wayland app id, read when the window is made
APP_ID_HINTS = ("SDL_APP_ID", "SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS")


def set_app_id() -> None:
    """The window's class is "cardtable" (window managers, docks, ``xprop WM_CLASS``).
    pygame sets the X11 class to the program's file name ("__main__.py") when it is
    imported; that default (or none) is replaced, a class the user chose is kept."""
    default = os.path.basename(sys.argv[0]) if sys.argv else ""
    for hint in APP_ID_HINTS:
        if os.environ.get(hint) in (None, "", default):
            os.environ[hint] = APP_ID


class Parser(argparse.ArgumentParser):
    """argparse whose errors are one sentence for a player (cardtable.ui.explain), exit status 2."""

    def error(self, message: str):
        from cardtable.ui import explain
        self.exit(2, t_err(explain.argparse_problem(message)) + "\n")


def t_err(text: str) -> str:
    from cardtable.ui.i18n import t
    return t("err.prefix", text=text)


def guess_language(argv: list[str]) -> str:
    """The language of messages before the arguments are parsed: ``--lang`` if given, else the system's."""
    from cardtable.ui import i18n
    for i, a in enumerate(argv):
        value = a.split("=", 1)[1] if a.startswith("--lang=") else (
            argv[i + 1] if a == "--lang" and i + 1 < len(argv) else None)
        if value in i18n.LANGUAGES:
            return value
    return i18n.system_language()


def no_display() -> bool:
    """True on Linux with no X11/Wayland display and no explicit SDL video driver: a window
    would be invisible, so the program says so and exits instead."""
    env = os.environ
    return (sys.platform.startswith("linux") and not env.get("SDL_VIDEODRIVER")
            and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"))


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="cardtable", description="Card Table: Russian card games on a desktop "
                                "card table, against AI or hot-seat.")
    p.add_argument("--version", action="version", version=f"cardtable {cardtable.__version__}")
    game = p.add_argument_group("start a game directly")
    ids = ", ".join(entry.id for entry in plugins.plugins())
    game.add_argument("--game", help=f"game id ({ids})")
    game.add_argument("--players", type=int, help="number of players")
    game.add_argument("--seats", help="comma-separated seat kinds: human, easy, normal, hard, random "
                      "(optionally Name:kind or Name:kind:m|f, m/f the player's gender), or an outside engine "
                      "engine=COMMAND / Name:engine=COMMAND; default: one human, the rest normal AI")
    game.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a game or match option, e.g. variant=transfer, deals=3 (repeatable)")
    game.add_argument("--seed", type=int, help="seed of the match (same seed, same deals)")
    game.add_argument("--autoplay", action="store_true",
                      help="every seat is AI; keeps playing deals and new matches")
    show = p.add_argument_group("display")
    show.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), help="animation speed")
    show.add_argument("--lang", choices=("ru", "en"), help="language (default: the system's)")
    show.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    show.add_argument("--size", default="1280x720", help="window size WxH (default 1280x720)")
    show.add_argument("--replay", metavar="FILE", help="watch a deal: a record or save file (issue 35)")
    auto = p.add_argument_group("automation")
    auto.add_argument("--frames", type=int, help="exit (status 0) after this many frames")
    auto.add_argument("--screenshot", help="save the last frame to this PNG file")
    auto.add_argument("--frame-stats", help="write frame-time statistics (JSON) to this file")
    # The lead adds --selftest and --continue here (add_lead_arguments).
    add_lead_arguments(p)
    net = p.add_argument_group("network play (docs/protocol.md; `cardtable host --help` to host)")
    net.add_argument("--join", metavar="ADDRESS", help="take a seat at a hosted table (host:port)")
    net.add_argument("--room", help="the table's room code (with --join)")
    net.add_argument("--name", help="your name at that table (with --join)")
    net.add_argument("--gender", choices=("m", "f"), help="your name's gender, for messages (with --join)")
    net.add_argument("--token", help="your seat token, to rejoin (with --join)")
    return p


def add_lead_arguments(parser: argparse.ArgumentParser) -> None:
    """Start-up commands beyond a plain game: the self-test and resuming the autosave."""
    extra = parser.add_argument_group("checks and recovery")
    extra.add_argument("--selftest", action="store_true",
                       help="play one short all-AI deal of every game, check the screen, exit 0 if all is well")
    extra.add_argument("--continue", dest="resume", action="store_true",
                       help="reopen the autosaved game at once (as the menu's Continue)")
    extra.add_argument("--autosave", action="store_true",
                       help="with --autoplay: autosave after every action as a player's game does")
    extra.add_argument("--dump-state", metavar="FILE",
                       help="write the table's match on the first and last frame as JSON (checks)")
    extra.add_argument("--stop-at-match-end", action="store_true",
                       help="exit (status 0) once the table's match is over")


MAX_SIZE = (7680, 4320)      # the largest window --size opens (8K)


def parse_size(text: str) -> tuple[int, int]:
    """``--size WxH`` as (w, h), at most :data:`MAX_SIZE` (``100000x100000`` made SDL open a
    16384×16384 window: 3.2 GB and 21 s for two frames); the App raises it to 960×600."""
    from cardtable.ui.explain import UserError
    from cardtable.ui.i18n import t
    try:
        w, h = text.lower().split("x")
        return min(MAX_SIZE[0], max(320, int(w))), min(MAX_SIZE[1], max(240, int(h)))
    except ValueError:
        raise UserError(t("err.size", text=text)) from None


OUTPUTS = (("screenshot", "--screenshot"), ("frame_stats", "--frame-stats"), ("dump_state", "--dump-state"))


def check_outputs(args) -> None:
    """``--frames`` is not negative and the files the run writes at its end can be written
    there (their folder exists), said before a window opens; raises UserError."""
    from pathlib import Path

    from cardtable.ui.explain import UserError
    from cardtable.ui.i18n import t
    if args.frames is not None and args.frames < 0:
        raise UserError(t("err.frames", n=args.frames))
    for name, arg in OUTPUTS:
        path = getattr(args, name, None)
        if path:
            folder = Path(path).parent
            if not folder.is_dir():
                raise UserError(t("err.out_folder", arg=arg, path=path, folder=str(folder)))


def write_failed(args, exc: Exception) -> str:
    """What to say when a file of ``--screenshot``, ``--frame-stats`` or ``--dump-state``
    could not be written at the end of the run (``exc``: the OSError or pygame.error)."""
    from cardtable.ui.i18n import t
    given = [(arg, getattr(args, name)) for name, arg in OUTPUTS if getattr(args, name, None)]
    where = str(getattr(exc, "filename", None) or "")
    arg, path = next(((a, p) for a, p in given if where.startswith(p)), given[0] if given else ("", where))
    return t("err.out_write", arg=arg, path=path, reason=write_reason(path, exc))


def write_reason(path: str, exc: Exception) -> str:
    """Why ``path`` could not be written, in the player's language for the common causes (no
    such folder, a folder in the way, no permission, a full disk); the OS text for the rest.
    pygame.error has no errno, so the place itself is looked at then."""
    import errno

    from cardtable.ui.i18n import t
    code = getattr(exc, "errno", None)
    if code is None and path:
        folder = os.path.dirname(os.path.abspath(path))
        code = (errno.EISDIR if os.path.isdir(path) else errno.ENOENT if not os.path.isdir(folder)
                else errno.EACCES if not os.access(folder, os.W_OK) else None)
    key = {errno.ENOENT: "no_folder", errno.ENOTDIR: "no_folder", errno.EISDIR: "is_folder",
           errno.EACCES: "denied", errno.EPERM: "denied", errno.EROFS: "denied",
           errno.ENOSPC: "full", errno.EDQUOT: "full"}.get(code) if code is not None else None
    return t(f"err.out_why.{key}") if key else str(getattr(exc, "strerror", None) or exc)


def make_seats(args, players: int):
    """The seats of ``--seats`` (``kind``, ``Name:kind`` or ``Name:kind:m|f``; an outside
    engine ``engine=COMMAND`` or ``Name:engine=COMMAND``), or one human and normal AIs;
    raises :class:`~cardtable.ui.explain.UserError`."""
    from cardtable.match import Seat, clean_name
    from cardtable.net.engine_process import parse_engine_seat, split_seats
    from cardtable.ui.explain import UserError
    from cardtable.ui.i18n import t, tn
    from cardtable.ui.scenes.setup import default_seat, engine_seat_name
    from cardtable.ui.words import distinct_names

    words = split_seats(args.seats) if args.seats else (
        ["human"] + ["normal"] * (players - 1))
    if len(words) != players:
        raise UserError(tn("err.seats_count", len(words), players=players))
    kinds: list[tuple[str, str, str | None]] = []     # name, kind, gender per seat
    engines: dict[int, str] = {}
    for i, w in enumerate(words):
        engine = parse_engine_seat(w)
        if engine is not None:
            engines[i] = engine_command(engine[1], i)
            kinds.append((engine[0], "engine", None))
            continue
        parts = w.split(":")
        gender = parts.pop().lower() if len(parts) == 3 else None
        kind = parts[-1].lower()
        name = ":".join(parts[:-1])
        if kind not in SEAT_WORDS:   # three parts or more: a name holding ":", most likely
            raise UserError(t("err.seat_form" if w.count(":") >= 2 else "err.seat_kind",
                              i=i + 1, kind=kind, seat=w))
        if gender not in (None, "m", "f"):
            raise UserError(t("err.seat_gender", i=i + 1, gender=gender))
        if args.autoplay and kind == "human":
            kind = "normal"
        kinds.append((name, kind, gender))
    humans = sum(kind == "human" for _n, kind, _g in kinds)
    named = []
    for i, (name, kind, gender) in enumerate(kinds):
        auto_name, auto_gender = (engine_seat_name(engines[i]), None) if i in engines else default_seat(i, kind, humans)
        # a name is printable and at most 32 characters ($'\xff:human' arrives as a lone surrogate)
        name = clean_name(name)
        named.append((name or auto_name, gender or (auto_gender if not name else None),
                      not name and kind != "human"))
    # a computer's default name never repeats a name given on the command line ("Ivan:human")
    return [Seat(name, "engine", "normal", None, engines[i]) if i in engines else
            Seat(name, "human" if kind == "human" else "ai", "normal" if kind == "human" else kind, gender)
            for i, ((name, gender), (_n, kind, _g)) in enumerate(zip(distinct_names(named), kinds))]


def engine_command(command: str, i: int) -> str:
    """An engine seat's command line, checked (it can be run); raises UserError."""
    from cardtable.net.engine_process import EngineError, engine_argv
    from cardtable.ui.explain import UserError
    from cardtable.ui.i18n import t

    try:
        argv = engine_argv(command)
    except EngineError as exc:
        raise UserError(t(f"err.engine.{exc.code}", i=i + 1, program=exc.program)) from None
    return command.strip() if argv else ""


def parse_options(items: list[str], info) -> dict:
    """``NAME=VALUE`` strings to an options dict (int options as numbers; the engine
    checks and normalises the rest); raises :class:`~cardtable.ui.explain.UserError`."""
    from cardtable.ui.explain import UserError, option_problem
    from cardtable.ui.i18n import t
    out: dict = {}
    for item in items:
        if "=" not in item:
            raise UserError(t("err.option_form", text=item))
        k, v = (x.strip() for x in item.split("=", 1))
        problem = option_problem(info, k, v)
        if problem:
            raise UserError(problem)
        opt = info.option(k)
        out[k] = int(v) if opt.type == "int" and v.lstrip("-").isdigit() else v
    return out


def _fail(text: str, status: int = 2) -> int:
    print(t_err(text), file=sys.stderr)
    return status


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["host"]:           # the headless network host: no window, no pygame
        from cardtable.net.cli import main as host_main
        return host_main(argv[1:])
    set_app_id()
    from cardtable.ui import i18n

    i18n.set_language(guess_language(argv))
    args = build_parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.selftest:
        from cardtable import selftest
        return selftest.run()
    app = start(args)
    try:
        if isinstance(app, int):
            return app
        try:
            if args.dump_state or args.stop_at_match_end:
                from cardtable import statedump
                rc = statedump.run(app, args.frames, args.screenshot, args.frame_stats,
                                   args.dump_state, args.stop_at_match_end)
            else:
                rc = app.run(args.frames, args.screenshot, args.frame_stats)
        except (OSError, sys.modules["pygame"].error) as exc:    # a file of --screenshot … not written
            return _fail(write_failed(args, exc), 1)
        return rc or (1 if app.nothing_to_continue else 0)
    finally:
        if "pygame" in sys.modules:
            sys.modules["pygame"].quit()


def start(args):
    """Everything before the frame loop: the window, the player's files, the first scenes
    (a game from the command line, ``--continue``).  Returns the :class:`App`, or an exit
    status when there is nothing to run (tests drive the returned app frame by frame)."""
    from cardtable.ui import i18n
    from cardtable.ui.explain import UserError, game_problem, setup_problem

    i18n.set_language(args.lang or i18n.system_language())
    match = None
    try:
        size = parse_size(args.size)
        if args.game:
            import random

            from cardtable import engine
            from cardtable.match import Match, distinct_names
            from cardtable.net.engine_process import split_seats
            problem = game_problem(args.game)
            if problem:
                raise UserError(problem)
            info = engine.game_info(args.game)
            players = args.players if args.players is not None else (
                len(split_seats(args.seats)) if args.seats else max(info.min_players, min(4, info.max_players)))
            options = parse_options(args.option, info)
            problem = setup_problem(args.game, players, options)
            if problem:
                raise UserError(problem)
            seats = make_seats(args, players)
            seed = args.seed if args.seed is not None else random.randrange(2**31)
            match = Match(args.game, distinct_names(seats), options, seed)
        elif (args.autoplay and not args.resume) or args.players is not None or args.seats or args.option:
            raise UserError(i18n.t("err.need_game"))
        check_outputs(args)
    except UserError as exc:
        return _fail(str(exc))
    if no_display():
        return _fail(i18n.t("err.no_display"), 1)

    from cardtable.ui.scene import App
    from cardtable.ui.scenes.menu import MenuScene

    headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
    settings = {"speed": args.speed or ("fast" if args.autoplay else "normal"), "autoplay": args.autoplay,
                "autosave": args.autosave}
    app = App(size, fullscreen=args.fullscreen, fixed_dt=(1 / 60 if headless else None), settings=settings)
    # measured runs keep the real 60 FPS pace of a game (sleeping between frames), so the
    # numbers are those of a player's session; other headless runs go as fast as they can
    app.throttle = bool(args.frame_stats)
    userdata: ModuleType | None = None
    if not args.autoplay or args.autosave or args.resume:
        # settings, statistics, autosave and the Continue/Settings/Rules menu entries (issue 10);
        # an autoplay run leaves the player's files alone unless asked to autosave
        try:
            from cardtable.ui.scenes import userdata
        except ImportError:
            userdata = None
        if userdata is not None:
            userdata.install(app, lang=args.lang, speed=args.speed, fullscreen=True if args.fullscreen else None)
    app.push(MenuScene(app))
    if args.join:
        from cardtable.net.client import ClientSeat, NetError
        from cardtable.ui.scenes.net_table import NetTableScene
        client = ClientSeat(args.join, args.room or "", auto_rejoin=True)
        try:
            if args.token:
                seat = client.rejoin(args.token)
            else:
                from cardtable.ui.scenes.net_lobby import take_seat
                seat = take_seat(client, args.name or "Player", args.gender)
        except NetError as exc:
            return _fail(i18n.t("err.join", reason=exc.reason), 1)
        print(i18n.t("net.seated", seat=seat + 1, token=client.token), flush=True)
        app.push(NetTableScene(app, client))
    if match is not None:
        from cardtable.ui.scenes.table import TableScene
        app.push(TableScene(app, match, autoplay=args.autoplay))
    if getattr(args, "replay", None):
        from cardtable.ui.scenes.replay_list import open_file
        problem = open_file(app, args.replay)
        if problem:             # said in the window and on stderr; nothing was changed
            _fail(problem, 1)
            from cardtable.ui.scenes.message import MessageScene
            app.push(MessageScene(app, i18n.t("replay.title"), [problem]))
    if args.resume:
        if userdata is None or not userdata.continue_game(app, autoplay=args.autoplay):
            # said in the window (unless a message about a damaged save is shown already) and
            # on stderr; the exit status is 1 (main)
            app.nothing_to_continue = True
            from cardtable.ui.scenes.message import MessageScene
            if isinstance(app.top, MessageScene):     # the save was damaged: what the window says
                for line in app.top.lines:
                    _fail(line, 1)
            else:
                _fail(i18n.t("err.no_save"), 1)
                app.push(MessageScene(app, i18n.t("err.no_save.title"), [i18n.t("err.no_save")]))
    if not args.autoplay and userdata is not None:
        userdata.show_messages(app)     # a damaged settings/statistics file was set aside
    return app


if __name__ == "__main__":
    sys.exit(main())
