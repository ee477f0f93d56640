"""What a file or the command line brings, session 11 (DESIGN "Data the program keeps"): a
match of any seed the command line takes is saved and restored; a file an editor saved with a
byte order mark is read; and, as a property, any bytes in any of the player's files either
load or are set aside byte for byte with the project's own problem, never another exception,
never touching the other files.  (Earlier attacks: tests/test_storage.py,
tests/test_robust_files.py, tests/test_save_fuzz.py.)"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.match import Match, Seat, play_deal
from cardtable.match.schema import MAX_SEED
from cardtable.match.stats import Stats
from cardtable.match.storage import Settings, Store

FILES = {"settings.json": "settings", "statistics.json": "statistics", "autosave.json": "save"}


def _restore(data: dict) -> Match:
    return Match.from_json(data["match"])


def _seats() -> list[Seat]:
    return [Seat("Anna", "human"), Seat("Bot", "ai", "random")]


# -- seeds ------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [10**20, -(10**20), MAX_SEED + 1, 9 * 10**4000],
                         ids=["1e20", "-1e20", "max+1", "4001-digits"])
def test_a_match_of_any_seed_is_saved_and_restored(home, seed):
    """``--seed 100000000000000000000`` started a match whose every autosave was refused on
    Continue (seed beyond the 2**63 a save holds) and set aside: the game was lost."""
    m = Match("durak", _seats(), {"deals": 2}, seed=seed)
    for _ in range(5):
        m.apply(m.ai_choose(m.state.to_act))
    assert -MAX_SEED <= m.seed <= MAX_SEED and m.seed == seed % MAX_SEED
    store = Store()
    assert store.save_game({"match": m.to_json()})
    back = Store().load_game(_restore)
    assert back is not None and back.to_json() == m.to_json()
    # the same seed deals the same deals, deal after deal
    again = Match("durak", _seats(), {"deals": 2}, seed=seed)
    play_deal(again)
    again.next_deal()
    twin = Match("durak", _seats(), {"deals": 2}, seed=seed)
    play_deal(twin)
    twin.next_deal()
    assert again.state.to_record() == twin.state.to_record()


@pytest.mark.parametrize("seed", [0, 7, -5, MAX_SEED, -MAX_SEED])
def test_a_seed_a_save_holds_is_kept_as_it_is(seed):
    assert Match("durak", _seats(), seed=seed).seed == seed


def test_continue_restores_a_game_started_with_a_huge_seed(home):
    """The real program: ``--seed 10**20 --autosave``, then ``--continue`` restores the game."""
    from cardtable import app as app_mod

    assert app_mod.main(["--game", "durak", "--seed", str(10**20), "--autoplay", "--autosave",
                         "--speed", "normal", "--frames", "20"]) == 0
    saved = json.loads((home / "autosave.json").read_text("utf-8"))
    assert app_mod.main(["--continue", "--frames", "5"]) == 0
    assert not [p.name for p in home.iterdir() if ".damaged-" in p.name]
    assert Match.from_json(saved["match"]).seed == 10**20 % MAX_SEED


# -- byte order marks -------------------------------------------------------------------------

def test_files_an_editor_saved_with_a_byte_order_mark_are_read(home):
    """A settings file saved by Windows Notepad (UTF-8 with a BOM) was refused as damaged:
    every setting back to its default."""
    text = json.dumps({"version": 1, "language": "ru", "speed": "fast", "volume": 30})
    (home / "settings.json").write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    stats = Stats()
    stats.record_deal("durak", ["Анна", "Bot"], {"order": [0, 1], "losers": [1]})
    (home / "statistics.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(stats.to_json()).encode("utf-8"))
    store = Store()
    s = store.load_settings()
    assert (s.language, s.speed, s.volume) == ("ru", "fast", 30)
    assert [r.name for r in store.load_stats().rows("durak")] == ["Bot", "Анна"]
    assert store.problems == []
    # a BOM is all that is forgiven: UTF-16, or a BOM twice, is still a damaged file
    for raw in (b"\xff\xfe" + text.encode("utf-16-le"), b"\xef\xbb\xbf" * 2 + text.encode("utf-8")):
        (home / "settings.json").write_bytes(raw)
        again = Store()
        assert again.load_settings() == Settings()
        assert [(p.file, p.code) for p in again.problems] == [("settings", "damaged")]


# -- any bytes in any file ----------------------------------------------------------------------

_KEYS = ["version", "games", "counted", "language", "volume", "speed", "think_ms", "card_back", "sound",
         "match", "durak", "donkey", "Anna", "deals", "wins", "losses", "epaulettes", "seats", "record"]
_LEAF = st.one_of(st.none(), st.booleans(), st.integers(min_value=-2**70, max_value=2**70),
                  st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=20),
                  st.sampled_from(["en", "ru", "fast", "red", "durak", "Anna", 1, 1000, 70]))
_JSON = st.recursive(_LEAF, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.one_of(st.sampled_from(_KEYS), st.text(max_size=8)), inner, max_size=5)),
    max_leaves=25)
_VERSIONED = st.dictionaries(st.sampled_from(_KEYS), _JSON, max_size=6).map(lambda d: {**d, "version": 1})
_COUNTERS = st.dictionaries(st.sampled_from(["deals", "wins", "losses", "draws", "epaulettes", "undone",
                                             "score_total", "scored_deals", "matches", "match_wins"]),
                            st.one_of(st.integers(-3, 10), st.integers(), st.floats(), st.none()), max_size=5)
_STATS = st.fixed_dictionaries({"version": st.just(1), "games": st.dictionaries(
    st.sampled_from(["durak", "donkey", "pirate_party", "chess"]),
    st.dictionaries(st.text(max_size=6), _COUNTERS, max_size=3), max_size=3)})
_BYTES = st.one_of(st.one_of(_JSON, _VERSIONED, _STATS).map(lambda d: json.dumps(d).encode("utf-8")),
                   st.binary(max_size=300))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(name=st.sampled_from(sorted(FILES)), raw=_BYTES, bom=st.booleans())
def test_any_bytes_in_any_file_load_or_are_set_aside(name, raw, bom):
    """Property: whatever one file holds, the program gets usable settings, statistics it can
    show and count into, and a save or none; a file not used as it was is kept aside byte for
    byte and reported; the other files are not touched."""
    raw = (b"\xef\xbb\xbf" if bom else b"") + raw
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        good = Store(home, home)
        stats = Stats()
        stats.record_deal("durak", ["Anna", "Bot"], {"order": [0, 1], "losers": [1]})
        for other in FILES:
            if other == "settings.json":
                good.save_settings(Settings(language="ru"))
            elif other == "statistics.json":
                good.save_stats(stats)
        (home / name).write_bytes(raw)
        others = {p.name: p.read_bytes() for p in home.iterdir() if p.name != name}
        store = Store(home, home)
        assert isinstance(store.load_settings(), Settings)
        loaded = store.load_stats()
        for game in ("durak", "donkey", "pirate_party"):
            for row in loaded.rows(game):
                assert row.deals >= row.wins >= 0 and row.name.isprintable()
        loaded.record_deal("durak", ["Anna", "Bot"], {"order": [0, 1], "losers": [1]})
        json.dumps(loaded.to_json(), allow_nan=False)
        store.load_game(_restore)
        problems = [p for p in store.problems if p.file == FILES[name]]
        assert all(p.code in ("damaged", "invalid_values", "old_version", "new_version", "restore_failed",
                              "too_large") for p in store.problems)
        files = {p.name: p.read_bytes() for p in home.iterdir()}
        if problems:
            kept = [p for p in problems if p.kept_as]
            assert kept and Path(kept[0].kept_as).read_bytes() == raw
        for other, content in others.items():
            assert files[other] == content


# -- a home that is not a folder ----------------------------------------------------------------

def test_a_bad_file_that_cannot_be_moved_is_reported_once(home, monkeypatch):
    """CARDTABLE_HOME names a file: nothing can be read or set aside there.  Each look for a save
    (the menu asks again and again) reported the save anew — the start-up message said it twice
    and a stray problem waited behind it; now each file is reported once, and the program starts."""
    from cardtable import app as app_mod

    not_a_folder = home / "home"
    not_a_folder.write_text("x", "utf-8")
    monkeypatch.setenv("CARDTABLE_HOME", str(not_a_folder))
    store = Store()
    assert (store.has_save(), store.has_save(), store.load_game(_restore)) == (False, False, None)
    assert store.load_settings() == Settings() and store.load_stats().games == {}
    assert [(p.file, p.code, p.kept_as) for p in store.problems] == [
        ("save", "damaged", None), ("settings", "damaged", None), ("statistics", "damaged", None)]
    app = app_mod.start(app_mod.build_parser().parse_args(["--frames", "5"]))
    try:
        app.run(5)
        lines = app.top.lines
        assert len(lines) == 3 and lines[2] == "The saved game could not be read: its file is damaged."
        app.pop()                                  # the player closes the message: the menu
        app.run(60)
        assert type(app.top).__name__ == "MenuScene" and app.userdata.store.problems == []
    finally:
        import pygame
        pygame.quit()
    assert not_a_folder.read_text("utf-8") == "x"


def test_a_home_folder_given_with_a_tilde_is_under_the_users_home(tmp_path, monkeypatch):
    from cardtable.match import storage
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("CARDTABLE_HOME", "~/cards")
    monkeypatch.chdir(tmp_path / "..")
    assert storage.config_dir() == storage.data_dir() == tmp_path / "cards"
    store = Store()
    store.save_settings(store.load_settings())   # written there, not into a folder named "~" here
    assert (tmp_path / "cards" / "settings.json").is_file()
    assert not Path("~").exists()
