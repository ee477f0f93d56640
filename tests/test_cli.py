"""The command line (issue 18, items 10 and 12): every argument or option error is one
sentence for a player (exact text, English and Russian); no display means a message and exit
status 1, not an invisible window; ``--continue`` with nothing saved says so in the window
too; the window class is "cardtable"."""

from __future__ import annotations

import os
import sys

import pytest

from cardtable import app as cli
from cardtable.ui import i18n


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    yield tmp_path
    i18n.set_language("en")


def error_of(capsys, *argv) -> tuple[int, str]:
    try:
        code = cli.main([*argv, "--frames", "1"])
    except SystemExit as exc:       # argparse's exit
        code = exc.code
    return code, capsys.readouterr().err.strip()


CASES_EN = [
    (["--game", "durak", "--players", "1"], "cardtable: Durak is played by 2 to 6 players, not 1."),
    (["--game", "durak", "--option", "deals=0"],
     "cardtable: “Deals in the match” (deals) must be from 1 to 99, not 0."),
    (["--game", "durak", "--option", "variant=foo"],
     "cardtable: “Variant” (variant) must be one of throw_in, transfer or simple, not “foo”."),
    (["--game", "durak", "--option", "italian=maybe"],
     "cardtable: “Italian: the taker also picks up the discard pile” (italian) is on or off: write italian=true "
     "or italian=false, not “maybe”."),
    (["--game", "durak", "--option", "teams=2x2", "--players", "3"],
     "cardtable: Teams 2×2 need exactly 4 players, not 3."),
    (["--game", "durak", "--option", "no_transfer_first_bout=true"],
     "cardtable: “No transfer in the first bout” works only in transfer durak: add variant=transfer."),
    (["--game", "pirate_party", "--option", "double_play=true"],
     "cardtable: Double play needs jump-in: add jump_in=true."),
    (["--game", "pirate_party", "--option", "target=-5"],
     "cardtable: “Match target (0 = 500 collect / 200 penalty)” (target) must be from 0 to 10000, not -5."),
    (["--game", "witch_durak", "--option", "enchanted_ranks=5,6"],
     "cardtable: “Enchanted ranks (game 1: 6 7; game 2: 6-10; game 3: 6-Q)” (enchanted_ranks) takes only 6, 7, 8, 9, 10, J, Q, K, A, game1, game2, "
     "game3, all; “5” is not one of them."),
    (["--game", "foo"], "cardtable: There is no game “foo”. The games are: durak, witch_durak, "
     "strong_witchcraft, donkey, pirate_party."),
    (["--game", "durak", "--option", "nope=1"], "cardtable: Durak has no option “nope”. Its options are: "
     "variant, no_transfer_first_bout, transfer_by_showing_trump, italian, teams, next_deal_leader, deals, "
     "loss_limit."),
    (["--game", "durak", "--option", "deals"],
     "cardtable: Write each option as NAME=VALUE, for example variant=transfer, not “deals”."),
    (["--game", "durak", "--seats", "human,bot"],
     "cardtable: Seat 2: “bot” is not a kind of player; use human, easy, normal, hard, random "
     "or engine=COMMAND (an outside program)."),
    # once «“b” is not a kind of player»: a three-part seat is Name:kind:gender
    (["--game", "durak", "--seats", "a:b:human,normal"],
     "cardtable: Seat 1: “a:b:human” is neither Name:kind nor Name:kind:m|f (a name cannot hold “:”); "
     "the kinds are human, easy, normal, hard and random."),
    (["--game", "durak", "--seats", "human", "--players", "3"],
     "cardtable: --seats lists 1 seat, but the game has 3 players."),
    (["--game", "durak", "--seats", "human,normal", "--players", "3"],
     "cardtable: --seats lists 2 seats, but the game has 3 players."),
    (["--players", "3"], "cardtable: Choose the game with --game to use --players, --seats, --option or --autoplay."),
    (["--size", "big"], "cardtable: --size is the window size as WIDTHxHEIGHT, for example 1280x720, not “big”."),
    (["--lang", "de"], "cardtable: --lang must be ru or en, not “de”."),
    (["--speed", "warp"], "cardtable: --speed must be slow, normal, fast or instant, not “warp”."),
    (["--players", "x"], "cardtable: --players needs a whole number, not “x”."),
    (["--game"], "cardtable: --game needs a value."),
    (["--bogus"], "cardtable: Unknown argument: --bogus. “cardtable --help” lists them all."),
    # once taken as "no --players" (the default 4 players, or no complaint without --game)
    (["--game", "donkey", "--players", "0"], "cardtable: Who's the Donkey? is played by 3 to 12 players, not 0."),
    (["--players", "0"], "cardtable: Choose the game with --game to use --players, --seats, --option or --autoplay."),
    # once a traceback after the whole run, when the file was to be written
    (["--game", "durak", "--screenshot", "/no/such/folder/shot.png"],
     "cardtable: --screenshot cannot write “/no/such/folder/shot.png”: there is no folder “/no/such/folder”."),
    (["--frame-stats", "/no/such/folder/stats.json"],
     "cardtable: --frame-stats cannot write “/no/such/folder/stats.json”: there is no folder “/no/such/folder”."),
    (["--game", "durak", "--dump-state", "/no/such/folder/dump.json"],
     "cardtable: --dump-state cannot write “/no/such/folder/dump.json”: there is no folder “/no/such/folder”."),
]


@pytest.mark.parametrize("argv,text", CASES_EN, ids=[" ".join(a) for a, _t in CASES_EN])
def test_command_line_errors_are_sentences(home, capsys, argv, text):
    code, err = error_of(capsys, *argv)
    assert code == 2
    assert err == text


def test_command_line_errors_speak_the_chosen_language(home, capsys):
    assert error_of(capsys, "--lang", "ru", "--game", "durak", "--players", "1") == (
        2, "cardtable: В игру «Дурак» играют от 2 до 6 человек, а не 1.")
    assert error_of(capsys, "--lang", "ru", "--game", "durak", "--option", "deals=0") == (
        2, "cardtable: «Раздач в матче» (deals) — число от 1 до 99, а не 0.")
    assert error_of(capsys, "--lang=ru", "--speed", "warp") == (
        2, "cardtable: --speed — slow, normal, fast или instant, а не «warp».")
    assert error_of(capsys, "--lang", "ru", "--game", "durak", "--seats", "human,normal,normal,normal,normal",
                    "--players", "3") == (2, "cardtable: В --seats 5 мест, а игроков в партии 3.")
    assert error_of(capsys, "--lang", "ru", "--game", "durak", "--seats", "normal,Маша:Иванова:human") == (
        2, "cardtable: Место 2: «Маша:Иванова:human» — это ни Имя:тип, ни Имя:тип:m|f (в имени не может быть "
        "двоеточия); типы: human, easy, normal, hard, random.")


def test_seats_carry_a_gender(home):
    import argparse
    args = argparse.Namespace(seats="Anna:human:f,hard,Lev:easy", autoplay=False)
    seats = cli.make_seats(args, 3)
    assert [(s.name, s.kind, s.level, s.gender) for s in seats] == [
        ("Anna", "human", "normal", "f"), ("Boris", "ai", "hard", "m"), ("Lev", "ai", "easy", None)]
    # a person named like a computer's default: the computer takes an unused name, not a second "Ivan"
    args = argparse.Namespace(seats="Ivan:human:m" + ",normal" * 11, autoplay=False)
    seats = cli.make_seats(args, 12)
    assert [(s.name, s.gender) for s in seats] == [
        ("Ivan", "m"), ("Boris", "m"), ("Vera", "f"), ("Gleb", "m"), ("Dasha", "f"), ("Egor", "m"), ("Zoya", "f"),
        ("Anna", "f"), ("Katya", "f"), ("Lev", "m"), ("Masha", "f"), ("Nikita", "m")]
    args = argparse.Namespace(seats="Vera:human:f,normal,normal,Gleb:easy", autoplay=False)
    assert [(s.name, s.gender) for s in cli.make_seats(args, 4)] == [
        ("Vera", "f"), ("Boris", "m"), ("Anna", "f"), ("Gleb", None)]
    args = argparse.Namespace(seats="human,human", autoplay=False)      # hot-seat: "Player 1", "Player 2"
    assert [s.name for s in cli.make_seats(args, 2)] == ["Player 1", "Player 2"]


def test_no_display_is_said_and_exits(home, capsys, monkeypatch):
    monkeypatch.setattr(sys, "platform", "linux")
    for var in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(var, raising=False)
    code, err = error_of(capsys, "--lang", "en")
    assert code == 1
    assert err == ("cardtable: No display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
                   "Start Card Table from a desktop session; for a run without a window set SDL_VIDEODRIVER=dummy.")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")       # an explicit driver: tests, --selftest, CI
    assert not cli.no_display()
    monkeypatch.delenv("SDL_VIDEODRIVER")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    assert not cli.no_display()


def test_continue_with_nothing_saved_says_so_in_the_window(home, capsys, monkeypatch):
    from cardtable.ui.scene import App
    from cardtable.ui.scenes.message import MessageScene
    shown = []
    real_run = App.run

    def run(self, *a, **k):
        shown.append(self.top)
        return real_run(self, *a, **k)
    monkeypatch.setattr(App, "run", run)
    code, err = error_of(capsys, "--lang", "en", "--continue")
    assert code == 1
    assert err == ("cardtable: There is no saved game: the last one was finished or none was started. "
                   "Choose Play to start a new game.")
    assert isinstance(shown[0], MessageScene)
    assert shown[0].title == "Nothing to continue" and shown[0].lines == [err.removeprefix("cardtable: ")]
    code, err = error_of(capsys, "--lang", "ru", "--continue")
    assert code == 1        # «ещё ни одной не начато» did not agree with «игры»
    assert err == ("cardtable: Сохранённой игры нет: прошлая закончена или ещё ни одна не начата. "
                   "Нажмите «Играть», чтобы начать новую.")


def test_window_class_is_cardtable(home, monkeypatch):
    import os
    monkeypatch.setattr(sys, "argv", ["/x/cardtable/__main__.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")     # what importing pygame sets
    monkeypatch.delenv("SDL_APP_ID", raising=False)
    cli.set_app_id()
    assert os.environ["SDL_APP_ID"] == "cardtable" and os.environ["SDL_VIDEO_X11_WMCLASS"] == "cardtable"
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "mine")                  # a class the user chose stays
    cli.set_app_id()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "mine"


def test_frames_and_output_files_are_checked(home, capsys, tmp_path, monkeypatch):
    """--frames -5 once ran no frame and exited 0; a file that cannot be written at the end of
    the run (here: a folder stands where the screenshot or the statistics should go) once
    ended in a traceback: now a sentence and status 1."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert cli.main(["--frames", "-5"]) == 2
    assert capsys.readouterr().err == ("cardtable: --frames is how many frames to run before exiting: 0 or more, "
                                       "not -5.\n")
    assert cli.main(["--lang", "ru", "--frames", "-1"]) == 2
    assert capsys.readouterr().err == "cardtable: --frames — сколько кадров показать перед выходом: 0 или больше, а не -1.\n"
    folder = tmp_path / "shots"
    folder.mkdir()
    # the Russian sentence once ended in the OS's English ("Is a directory")
    said = {"en": "cardtable: Could not write {arg} “{path}”: a folder of that name is in the way.\n",
            "ru": "cardtable: Не удалось записать {arg} «{path}»: на этом месте папка с таким именем.\n"}
    for lang in ("en", "ru"):
        for arg in ("--frame-stats", "--screenshot"):
            assert cli.main(["--lang", lang, "--frames", "1", arg, str(folder)]) == 1
            assert capsys.readouterr().err == said[lang].format(arg=arg, path=folder)


def test_write_reasons_are_said_in_russian(tmp_path):
    """The common causes of a failed write read wholly in Russian; a rare one keeps the OS text."""
    import errno

    import pygame
    i18n.set_language("ru")
    try:
        path = str(tmp_path / "shot.png")
        for code, text in ((errno.ENOENT, "такой папки нет"), (errno.EISDIR, "на этом месте папка с таким именем"),
                           (errno.EACCES, "нет прав на запись туда"), (errno.EPERM, "нет прав на запись туда"),
                           (errno.ENOSPC, "диск заполнен")):
            assert cli.write_reason(path, OSError(code, os.strerror(code), path)) == text
        assert cli.write_reason(path, OSError(errno.EIO, "Input/output error", path)) == "Input/output error"
        gone = str(tmp_path / "gone" / "shot.png")                   # pygame.error has no errno
        assert cli.write_reason(gone, pygame.error("Couldn't open")) == "такой папки нет"
    finally:
        i18n.set_language("en")


def test_a_huge_size_opens_at_most_an_8k_window():
    """``--size 100000x100000`` was accepted as given: SDL made a 16384×16384 window, 3.2 GB and
    21 s for two frames (rb11, session 11).  It is clamped to 7680×4320; a usual size is kept."""
    assert cli.parse_size("100000x100000") == (7680, 4320)
    assert cli.parse_size("1280x720") == (1280, 720)
    assert cli.parse_size("9000x600") == (7680, 600)


def test_an_engine_command_may_hold_a_comma_inside_quotes(home):
    """--seats splits at commas, not at one inside quotes: an outside engine's arguments may
    hold one (once the command was cut there and the seat count came out wrong)."""
    import argparse
    import sys

    from cardtable.net.engine_process import engine_argv, split_seats
    command = f'"{sys.executable}" bot.py --ranks "6,7" --name \'a,b\''
    assert split_seats(f"Ann:human:f, Bot:engine={command} ,hard") == [
        "Ann:human:f", f"Bot:engine={command}", "hard"]
    assert split_seats("human,normal,") == ["human", "normal", ""]
    assert split_seats("engine=python3 'x.py,normal") == ["engine=python3 'x.py", "normal"]
    args = argparse.Namespace(seats=f"Ann:human:f,Bot:engine={command},hard", autoplay=False)
    seats = cli.make_seats(args, 3)
    assert [(s.name, s.kind) for s in seats] == [("Ann", "human"), ("Bot", "engine"), ("Vera", "ai")]
    assert seats[1].engine == command
    assert engine_argv(seats[1].engine) == [sys.executable, "bot.py", "--ranks", "6,7", "--name", "a,b"]
