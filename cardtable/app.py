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

import cardtable

SEAT_WORDS = ("human", "easy", "normal", "hard", "random")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardtable", description="Card Table: Russian card games on a desktop "
                                "card table, against AI or hot-seat.")
    p.add_argument("--version", action="version", version=f"cardtable {cardtable.__version__}")
    game = p.add_argument_group("start a game directly")
    game.add_argument("--game", help="game id (durak, witch_durak, strong_witchcraft, donkey, pirate_party)")
    game.add_argument("--players", type=int, help="number of players")
    game.add_argument("--seats", help="comma-separated seat kinds: human, easy, normal, hard, random "
                      "(optionally Name:kind); default: one human, the rest normal AI")
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
    auto = p.add_argument_group("automation")
    auto.add_argument("--frames", type=int, help="exit (status 0) after this many frames")
    auto.add_argument("--screenshot", help="save the last frame to this PNG file")
    auto.add_argument("--frame-stats", help="write frame-time statistics (JSON) to this file")
    # The lead adds --selftest and --continue here (add_lead_arguments).
    add_lead_arguments(p)
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


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        return max(320, int(w)), max(240, int(h))
    except ValueError:
        raise SystemExit(f"cardtable: --size expects WxH, e.g. 1280x720, not {text!r}") from None


def make_seats(args, players: int):
    from cardtable.match import Seat, clean_name
    from cardtable.ui.scenes.setup import default_name

    words = [w.strip() for w in args.seats.split(",")] if args.seats else (
        ["human"] + ["normal"] * (players - 1))
    if len(words) != players:
        raise ValueError(f"--seats lists {len(words)} seats for {players} players")
    seats = []
    for i, w in enumerate(words):
        name, _, kind = w.rpartition(":")
        kind = kind.lower()
        if kind not in SEAT_WORDS:
            raise ValueError(f"seat {i + 1}: {kind!r} is not one of {', '.join(SEAT_WORDS)}")
        if args.autoplay and kind == "human":
            kind = "normal"
        # a name is printable and at most 32 characters ($'\xff:human' arrives as a lone surrogate)
        seats.append(Seat(clean_name(name) or default_name(i, kind), "human" if kind == "human" else "ai",
                          "normal" if kind == "human" else kind))
    return seats


def parse_options(items: list[str], info) -> dict:
    """``NAME=VALUE`` strings to an options dict (int options as numbers; the engine
    checks and normalises the rest)."""
    out: dict = {}
    for item in items:
        if "=" not in item:
            raise ValueError(f"--option expects NAME=VALUE, not {item!r}")
        k, v = (x.strip() for x in item.split("=", 1))
        try:
            opt = info.option(k)
        except KeyError:
            raise ValueError(f"{info.id} has no option {k!r}") from None
        out[k] = int(v) if opt.type == "int" and v.lstrip("-").isdigit() else v
    return out


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.selftest:
        from cardtable import selftest
        return selftest.run()
    app = start(args)
    try:
        if isinstance(app, int):
            return app
        if args.dump_state or args.stop_at_match_end:
            from cardtable import statedump
            return statedump.run(app, args.frames, args.screenshot, args.frame_stats,
                                 args.dump_state, args.stop_at_match_end)
        return app.run(args.frames, args.screenshot, args.frame_stats)
    finally:
        if "pygame" in sys.modules:
            sys.modules["pygame"].quit()


def start(args):
    """Everything before the frame loop: the window, the player's files, the first scenes
    (a game from the command line, ``--continue``).  Returns the :class:`App`, or an exit
    status when there is nothing to run (tests drive the returned app frame by frame)."""
    from cardtable.ui import i18n

    i18n.set_language(args.lang or i18n.system_language())
    size = parse_size(args.size)
    match = None
    if args.game:
        import random

        from cardtable import engine
        from cardtable.match import Match
        try:
            info = engine.game_info(args.game)
            players = args.players or (len(args.seats.split(",")) if args.seats else
                                       max(info.min_players, min(4, info.max_players)))
            seats = make_seats(args, players)
            seed = args.seed if args.seed is not None else random.randrange(2**31)
            options = parse_options(args.option, info)
            match = Match(args.game, seats, options, seed)
        except ValueError as exc:
            print(f"cardtable: {exc}", file=sys.stderr)
            return 2
    elif (args.autoplay and not args.resume) or args.players or args.seats or args.option:
        print("cardtable: --autoplay, --players, --seats and --option need --game", file=sys.stderr)
        return 2

    from cardtable.ui.scene import App
    from cardtable.ui.scenes.menu import MenuScene

    headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
    settings = {"speed": args.speed or ("fast" if args.autoplay else "normal"), "autoplay": args.autoplay,
                "autosave": args.autosave}
    app = App(size, fullscreen=args.fullscreen, fixed_dt=(1 / 60 if headless else None), settings=settings)
    # measured runs keep the real 60 FPS pace of a game (sleeping between frames), so the
    # numbers are those of a player's session; other headless runs go as fast as they can
    app.throttle = bool(args.frame_stats)
    userdata = None
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
    if match is not None:
        from cardtable.ui.scenes.table import TableScene
        app.push(TableScene(app, match, autoplay=args.autoplay))
    if args.resume:
        if userdata is None or not userdata.continue_game(app, autoplay=args.autoplay):
            print("cardtable: there is no saved game to continue", file=sys.stderr)
            if args.frames is not None:
                return 1
    if not args.autoplay and userdata is not None:
        userdata.show_messages(app)     # a damaged settings/statistics file was set aside
    return app


if __name__ == "__main__":
    sys.exit(main())
