"""Settings, statistics and autosave files: atomic writes, damaged files kept aside,
defaults, versions (issue 10: "Save and resume", "Bad files")."""

from __future__ import annotations

import json
import os

import pytest

from cardtable.match import storage
from cardtable.match.stats import Stats
from cardtable.match.storage import Settings, Store


def damaged_files(folder, name):
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(name + ".damaged-"))


SAVE = {"match": {"version": 1, "game": "durak", "seats": ["Anna", "Bot"], "deal": [1, 2, 3]},
        "ui": {"seat": 0}}


# -- folders and atomic writes ------------------------------------------------------

def test_cardtable_home_overrides_both_folders(home):
    assert storage.config_dir() == home
    assert storage.data_dir() == home
    s = Store()
    assert s.settings_path == home / "settings.json"
    assert s.stats_path == home / "statistics.json"
    assert s.save_path == home / "autosave.json"


def test_platformdirs_used_without_override(monkeypatch):
    import platformdirs
    monkeypatch.delenv("CARDTABLE_HOME", raising=False)
    assert str(storage.config_dir()) == platformdirs.user_config_dir("cardtable", appauthor=False)
    assert str(storage.data_dir()) == platformdirs.user_data_dir("cardtable", appauthor=False)


def test_atomic_write_creates_folder_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "a" / "b" / "x.json"
    storage.atomic_write_json(target, {"version": 1, "ж": [1, 2]})
    assert json.loads(target.read_text("utf-8")) == {"version": 1, "ж": [1, 2]}
    assert [p.name for p in target.parent.iterdir()] == ["x.json"]


def test_atomic_write_failure_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "x.json"
    storage.atomic_write_json(target, {"version": 1, "n": 1})

    def boom(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(storage.os, "replace", boom)
    with pytest.raises(OSError):
        storage.atomic_write_json(target, {"version": 1, "n": 2})
    monkeypatch.undo()
    assert json.loads(target.read_text("utf-8")) == {"version": 1, "n": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_unserialisable_data_is_refused_and_old_file_kept(tmp_path):
    target = tmp_path / "x.json"
    storage.atomic_write_json(target, {"version": 1})
    with pytest.raises(TypeError):
        storage.atomic_write_json(target, {"version": 1, "bad": object()})
    with pytest.raises(ValueError):
        storage.atomic_write_json(target, {"version": 1, "bad": float("nan")})
    assert json.loads(target.read_text("utf-8")) == {"version": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_write_failure_is_reported_not_raised(home, monkeypatch):
    s = Store()

    def boom(path, data, **kw):
        raise OSError("read-only")

    monkeypatch.setattr(storage, "atomic_write_json", boom)
    assert s.save_game(SAVE) is False
    assert s.save_settings(Settings()) is False
    assert [(p.file, p.code) for p in s.take_problems()] == [("save", "write_failed"),
                                                             ("settings", "write_failed")]
    assert s.problems == []


# -- settings -------------------------------------------------------------------

def test_settings_defaults_when_no_file(home):
    s = Store()
    st = s.load_settings()
    assert (st.speed, st.think_ms, st.sound, st.volume, st.fullscreen, st.card_back,
            st.four_colour) == ("normal", 1000, True, 70, False, "red", False)
    assert st.language in ("en", "ru")
    assert s.problems == []


def test_settings_round_trip(home):
    s = Store()
    st = Settings(language="ru", speed="instant", think_ms=2000, sound=False, volume=15,
                  fullscreen=True, card_back="green", four_colour=True)
    assert s.save_settings(st)
    data = json.loads(s.settings_path.read_text("utf-8"))
    assert data["version"] == storage.SETTINGS_VERSION
    assert Store().load_settings() == st


def test_system_language_follows_locale(monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert storage.system_language() == "ru"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert storage.system_language() == "en"


@pytest.mark.parametrize("content", [
    b"", b"{", b"\x00\x01\xff garbage", b"[1, 2, 3]", b'"settings"', b"{}",
    b'{"version": "1", "speed": "fast"}', b'{"version": true}', b"null",
])
def test_damaged_settings_kept_aside_and_defaults_used(home, content):
    # A stats file and a save exist and must survive the damaged settings.
    s0 = Store()
    st = Stats()
    st.record_deal("durak", ["Anna", "Bot"], {"order": [0, 1], "losers": [1]})
    s0.save_stats(st)
    s0.save_game(SAVE)
    stats_before = s0.stats_path.read_bytes()
    save_before = s0.save_path.read_bytes()

    (home / "settings.json").write_bytes(content)
    s = Store()
    assert s.load_settings() == Settings()
    [p] = s.problems
    assert (p.file, p.code) == ("settings", "damaged")
    kept = damaged_files(home, "settings.json")
    assert len(kept) == 1 and p.kept_as.endswith(kept[0])
    assert (home / kept[0]).read_bytes() == content
    assert not (home / "settings.json").exists()
    # the other files are untouched
    assert s.stats_path.read_bytes() == stats_before
    assert s.save_path.read_bytes() == save_before


def test_hand_edited_bad_values_fall_back_field_by_field(home):
    original = json.dumps({"version": 1, "language": "fr", "speed": "fast", "volume": 300,
                           "think_ms": 500, "sound": "yes", "card_back": "blue", "future": 1})
    (home / "settings.json").write_text(original, "utf-8")
    s = Store()
    st = s.load_settings()
    assert (st.speed, st.think_ms, st.card_back) == ("fast", 500, "blue")     # kept
    assert (st.volume, st.sound) == (70, True)                               # defaults
    assert st.language == Settings().language
    [p] = s.problems
    assert (p.file, p.code) == ("settings", "invalid_values")
    assert "language" in p.detail and "volume" in p.detail and "sound" in p.detail
    [kept] = damaged_files(home, "settings.json")
    assert (home / kept).read_text("utf-8") == original
    # a clean file was written back
    assert Store().load_settings() == st


def test_two_damaged_files_in_the_same_second_are_both_kept(home):
    for content in (b"one", b"two"):
        (home / "settings.json").write_bytes(content)
        Store().load_settings()
    kept = damaged_files(home, "settings.json")
    assert len(kept) == 2
    assert sorted((home / k).read_bytes() for k in kept) == [b"one", b"two"]


def test_newer_settings_version_refused(home):
    (home / "settings.json").write_text('{"version": 99, "speed": "fast"}')
    s = Store()
    assert s.load_settings() == Settings()
    assert [(p.file, p.code) for p in s.problems] == [("settings", "new_version")]


# -- statistics --------------------------------------------------------------------

def test_stats_record_durak_deal_and_match():
    st = Stats()
    st.record_deal("durak", ["Anna", "Bot 1", "Bot 2"],
                   {"order": [2, 0, 1], "losers": [1], "draw": False, "scores": None,
                    "winners": [], "notes": {"fool": 1, "epaulettes": True}})
    st.record_deal("durak", ["Anna", "Bot 1", "Bot 2"],
                   {"order": [0, 1, 2], "losers": [], "draw": True, "winners": []})
    st.record_match("durak", ["Anna", "Bot 1", "Bot 2"], [0, 2])
    rows = {r.name: r for r in st.rows("durak")}
    a, b1, b2 = rows["Anna"], rows["Bot 1"], rows["Bot 2"]
    assert (a.deals, a.wins, a.losses, a.draws, a.matches, a.match_wins) == (2, 0, 0, 1, 1, 1)
    assert (b1.deals, b1.wins, b1.losses, b1.epaulettes, b1.match_wins) == (2, 0, 1, 1, 0)
    assert (b2.deals, b2.wins, b2.losses) == (2, 1, 0)   # first out of the first deal
    assert a.average_score is None and b2.win_rate == 0.5


def test_stats_donkey_average_penalty_and_pirate_points():
    st = Stats()
    st.record_deal("donkey", ["A", "B", "C"],
                   {"order": [0], "losers": [2], "scores": [0, 12, 40], "winners": [0]})
    st.record_deal("donkey", ["A", "B", "C"],
                   {"order": [1], "losers": [0], "scores": [30, 0, 20], "winners": [1]})
    rows = {r.name: r for r in st.rows("donkey")}
    assert rows["A"].average_score == 15 and rows["B"].average_score == 6
    assert rows["C"].average_score == 30 and rows["C"].losses == 1
    assert (rows["A"].wins, rows["B"].wins, rows["C"].wins) == (1, 1, 0)
    st.record_deal("pirate_party", ["A", "B"],
                   {"order": [1], "losers": [], "scores": [0, 87], "winners": [1]})
    assert {r.name: r.score_total for r in st.rows("pirate_party")} == {"A": 0, "B": 87}


def test_stats_record_accepts_engine_result():
    from cardtable.engine import Result
    st = Stats()
    st.record_deal("durak", ["X", "Y"], Result(order=[1, 0], losers=[0]))
    rows = {r.name: r for r in st.rows("durak")}
    assert (rows["X"].losses, rows["Y"].wins) == (1, 1)


def test_stats_reset_one_game_or_all(home):
    st = Stats()
    st.record_deal("durak", ["A"], {"order": [0], "losers": []})
    st.record_deal("donkey", ["A"], {"order": [0], "losers": []})
    st.reset("durak")
    assert st.rows("durak") == [] and len(st.rows("donkey")) == 1
    st.reset()
    assert st.games == {}


def test_stats_round_trip_and_bad_entries_dropped(home):
    s = Store()
    st = Stats()
    st.record_deal("durak", ["Анна", "Bot"], {"order": [0, 1], "losers": [1]})
    assert s.save_stats(st)
    assert Store().load_stats().games == st.games
    data = json.loads(s.stats_path.read_text("utf-8"))
    data["games"]["durak"]["Hacker"] = {"deals": -5}
    data["games"]["donkey"] = "nonsense"
    s.stats_path.write_text(json.dumps(data), "utf-8")
    s2 = Store()
    loaded = s2.load_stats()
    assert loaded.games == st.games
    assert [(p.file, p.code) for p in s2.problems] == [("statistics", "invalid_values")]
    assert len(damaged_files(home, "statistics.json")) == 1


def test_damaged_stats_file_gives_empty_stats(home):
    (home / "statistics.json").write_text('{"version": 1, "games": ')
    s = Store()
    assert s.load_stats().games == {}
    assert [(p.file, p.code) for p in s.problems] == [("statistics", "damaged")]


# -- autosave --------------------------------------------------------------------

def test_save_load_clear(home):
    s = Store()
    assert s.load_game() is None and not s.has_save()
    assert s.save_game(SAVE)
    assert s.has_save()
    data = s.load_game()
    assert data["version"] == storage.SAVE_VERSION and "saved_at" in data
    assert data["match"] == SAVE["match"] and data["ui"] == SAVE["ui"]
    assert s.load_game(restore=lambda d: d["match"]["seats"]) == ["Anna", "Bot"]
    s.clear_game()
    assert not s.has_save() and s.load_game() is None
    s.clear_game()   # clearing twice is fine
    assert s.problems == []


def test_save_that_does_not_restore_is_kept_aside(home):
    s = Store()
    s.save_game(SAVE)

    def restore(data):
        raise KeyError("deal")

    assert s.load_game(restore=restore) is None
    assert [(p.file, p.code) for p in s.problems] == [("save", "restore_failed")]
    assert not s.has_save() and len(damaged_files(home, "autosave.json")) == 1


def test_truncated_save_at_every_byte_offset_is_refused_cleanly(home):
    s = Store()
    s.save_game(SAVE)
    full = s.save_path.read_bytes()
    assert len(full) > 100
    for n in range(len(full) - 1):   # the last byte is a newline: dropping it is harmless
        s.save_path.write_bytes(full[:n])
        s2 = Store()
        assert s2.load_game() is None, n
        assert len(s2.problems) == 1 and s2.problems[0].code == "damaged", n
        assert not s2.has_save()
        for p in home.iterdir():
            if p.name.startswith("autosave.json.damaged-"):
                p.unlink()


@pytest.mark.parametrize("content", [
    b"\xff\xfe\x00garbage", b"\x00" * 64, b"[" * 100000, b'{"version": 1}',
    b'{"version": 1, "match": 5}', b'{"version": -1, "match": {}}', os.urandom(200),
])
def test_garbage_save_refused_cleanly(home, content):
    (home / "autosave.json").write_bytes(content)
    s = Store()
    assert s.load_game() is None
    [p] = s.problems
    assert (p.file, p.code) == ("save", "damaged")
    assert (home / damaged_files(home, "autosave.json")[0]).read_bytes() == content


def test_newer_save_refused_with_message(home):
    (home / "autosave.json").write_text(json.dumps({"version": 7, "match": {}}))
    s = Store()
    assert s.load_game() is None
    [p] = s.problems
    assert (p.file, p.code) == ("save", "new_version") and "7" in p.detail


def test_older_save_without_migration_refused(home, monkeypatch):
    monkeypatch.setattr(storage, "SAVE_VERSION", 3)
    monkeypatch.setitem(storage.MIGRATIONS, "save", {2: lambda d: d})
    (home / "autosave.json").write_text(json.dumps({"version": 1, "match": {}}))
    s = Store()
    assert s.load_game() is None
    [p] = s.problems
    assert (p.file, p.code) == ("save", "old_version")
    assert len(damaged_files(home, "autosave.json")) == 1


def test_older_save_is_migrated(home, monkeypatch):
    def v1_to_v2(d):
        d["match"] = d.pop("game")
        return d

    def v2_to_v3(d):
        d["match"]["seats"] = [s.upper() for s in d["match"]["seats"]]
        return d

    monkeypatch.setattr(storage, "SAVE_VERSION", 3)
    monkeypatch.setitem(storage.MIGRATIONS, "save", {1: v1_to_v2, 2: v2_to_v3})
    (home / "autosave.json").write_text(json.dumps({"version": 1, "game": {"seats": ["a", "b"]}}))
    s = Store()
    data = s.load_game()
    assert data == {"version": 3, "match": {"seats": ["A", "B"]}}
    assert s.problems == []


def test_failing_migration_refused_not_crashing(home, monkeypatch):
    monkeypatch.setattr(storage, "SAVE_VERSION", 2)
    monkeypatch.setitem(storage.MIGRATIONS, "save", {1: lambda d: d["missing"]})
    (home / "autosave.json").write_text(json.dumps({"version": 1, "match": {}}))
    s = Store()
    assert s.load_game() is None
    assert [(p.file, p.code) for p in s.problems] == [("save", "old_version")]


def test_damaged_save_leaves_settings_and_stats_alone(home):
    s = Store()
    s.save_settings(Settings(speed="fast"))
    st = Stats()
    st.record_deal("durak", ["A", "B"], {"order": [0, 1], "losers": [1]})
    s.save_stats(st)
    s.save_path.write_text("{garbage")
    s2 = Store()
    assert s2.load_game() is None
    assert s2.load_settings().speed == "fast"
    assert s2.load_stats().games == st.games
    assert [(p.file, p.code) for p in s2.problems] == [("save", "damaged")]


def test_tampered_real_saves_never_crash_the_restore(home):
    """Random byte flips, cuts and hand edits of a real autosave: the restore either
    gives a match or refuses with a reported problem; it never raises."""
    import random

    from cardtable.match import Match, Seat

    m = Match("durak", [Seat("Anna", "human"), Seat("Bot", "ai", "random")], {"deals": 2}, seed=9)
    rng = random.Random(4)
    for _ in range(12):
        m.apply(rng.choice(m.state.legal_actions(m.state.to_act)))
    s = Store()
    s.save_game({"match": m.to_json(), "viewer": 0})
    good = s.save_path.read_bytes()

    def restore(data):
        return Match.from_json(data["match"])

    assert s.load_game(restore).state.history == m.state.history
    outcomes = {"restored": 0, "refused": 0}
    for i in range(300):
        data = bytearray(good)
        how = i % 3
        if how == 0:                       # flip one byte
            k = rng.randrange(len(data))
            data[k] = (data[k] + rng.randrange(1, 256)) % 256
        elif how == 1:                     # cut a piece out
            a = rng.randrange(len(data))
            del data[a:a + rng.randrange(1, 40)]
        else:                              # hand-edit a value in the JSON
            obj = json.loads(good)
            actions = obj["match"]["record"]["actions"]
            choice = rng.randrange(4)
            if choice == 0:
                actions.insert(rng.randrange(len(actions)), rng.choice(actions))
            elif choice == 1:
                obj["match"]["seats"].pop()
            elif choice == 2:
                obj["match"]["record"]["seed"] = "seven"
            else:
                obj["match"]["options"]["variant"] = "chess"
            data = bytearray(json.dumps(obj).encode())
        s.save_path.write_bytes(bytes(data))
        store = Store()
        result = store.load_game(restore)
        if result is None:
            outcomes["refused"] += 1
            assert len(store.problems) == 1 and not store.has_save()
        else:
            outcomes["restored"] += 1
            assert isinstance(result, Match) and store.problems == []
        for p in home.iterdir():
            if ".damaged-" in p.name:
                p.unlink()
    assert outcomes["refused"] > 100
