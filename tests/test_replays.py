"""Replays (issue 35): the viewer's loader reads records, saves, matches and kept deals; every
step back and forward is exact (the view at every step is the view of a fresh replay cut there);
and damaged or hostile data is refused with :class:`ReplayError` only, changing nothing."""

from __future__ import annotations

import copy
import hashlib
import json
import random

import pytest

from cardtable import engine
from cardtable.match import Match, Seat, play_deal
from cardtable.match.replays import CHECKPOINT, ReplayError, from_data, load_file

GAMES = [info.id for info in engine.games()]


def finished_match(game: str, seed: int = 5) -> Match:
    info = engine.game_info(game)
    n = max(info.min_players, min(3, info.max_players))
    m = Match(game, [Seat("Anna", "human")] + [Seat(f"Bot{i}", "ai", "easy") for i in range(1, n)], {}, seed=seed)
    play_deal(m)
    return m


def digest(state, viewer: int) -> str:
    """What the viewer shows: the seat's view (history included) and the deal's position."""
    view = state.view(viewer).to_dict()
    view["history"] = list(state.view(viewer).history)
    text = json.dumps(engine.core.jsonable(view), sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def fresh(record: dict, i: int):
    return engine.replay({**record, "actions": record["actions"][:i]})


@pytest.mark.parametrize("game", GAMES)
def test_step_forward_and_back_are_exact(game):
    m = finished_match(game)
    record = m.state.to_record()
    replay = from_data(m.to_json())
    assert replay.actions == record["actions"] and replay.names[0] == "Anna" and replay.viewer == 0
    n = len(replay)
    assert n > CHECKPOINT
    want = [digest(fresh(record, i), 0) for i in range(n + 1)]
    forward = [digest(replay.state_at(i), 0) for i in range(n + 1)]
    backward = [digest(replay.state_at(i), 0) for i in range(n, -1, -1)][::-1]
    assert forward == want and backward == want
    assert replay.state_at(n).is_over
    # jumping to a bout lands on its first action: the bout before it has ended
    for b, start in enumerate(replay.bouts):
        assert replay.bout_of(start) == b
    # each step's events are the engine's for that action
    assert [str(e) for e in replay.events_of(0)] == [str(e) for e in fresh(record, 0).apply(record["actions"][0])]


def test_bouts_of_a_durak_deal_end_with_bout_end_events():
    m = finished_match("durak")
    replay = from_data(m.state.to_record())
    assert len(replay.bouts) > 2
    for start in replay.bouts[1:]:
        assert any(e.kind == "bout_end" for e in replay.events_of(start - 1))


def test_every_source_reads(tmp_path):
    m = finished_match("strong_witchcraft")
    record = m.state.to_record()
    save = {"version": 1, "match": m.to_json(), "viewer": 0}
    kept = {"game": m.game_id, "names": ["Anna", "Bot1", "Bot2"][:m.players], "record": record, "viewer": 1}
    for data in (record, save, m.to_json(), kept):
        path = tmp_path / "r.json"
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        assert load_file(path).actions == record["actions"]
    assert from_data(kept).viewer == 1


@pytest.mark.parametrize("content, code", [
    (b"", "damaged"), (b"{not json", "damaged"), (b"[1, 2]", "damaged"), (b'{"a": 1}', "damaged"),
    (b"\xff\xfe", "damaged"), (b'{"version": 1, "actions": "x"}', "invalid"),
])
def test_a_damaged_file_says_so_and_is_left_as_it_was(tmp_path, content, code):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(ReplayError) as exc:
        load_file(path)
    assert exc.value.code == code
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]


def test_missing_folder_and_huge_files(tmp_path):
    with pytest.raises(ReplayError) as exc:
        load_file(tmp_path / "none.json")
    assert exc.value.code == "missing"
    with pytest.raises(ReplayError) as exc:
        load_file(tmp_path)
    assert exc.value.code == "not_a_file"
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (4 * 1024 * 1024 + 1))
    with pytest.raises(ReplayError) as exc:
        load_file(big)
    assert exc.value.code == "too_large"


def test_an_illegal_action_is_refused():
    m = finished_match("durak")
    record = m.state.to_record()
    record["actions"][3] = record["actions"][2]
    with pytest.raises(ReplayError) as exc:
        from_data(record)
    assert exc.value.code == "invalid"


# -- hostile data ----------------------------------------------------------------------------

JUNK = [None, True, 0, -1, 2**70, 1.5, float("1e308"), "", "x" * 5000, "0:attack 6♠", [], {}, [1] * 50,
        {"a": [None]}, "9:take", "0:play 200000000x8", "\u0000", "😀" * 20]


def mutate(data, rng: random.Random):
    """One random change somewhere in nested JSON: a value replaced, a key dropped or added,
    a list item removed, duplicated or swapped, an action's text garbled."""
    data = copy.deepcopy(data)
    holders = []

    def walk(node):
        if isinstance(node, dict):
            holders.append(node)
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            holders.append(node)
            for v in node:
                walk(v)

    walk(data)
    node = rng.choice(holders)
    what = rng.random()
    if isinstance(node, dict) and node:
        key = rng.choice(list(node))
        if what < 0.4:
            node[key] = rng.choice(JUNK)
        elif what < 0.6:
            del node[key]
        elif what < 0.8 and isinstance(node[key], str):
            s = node[key]
            k = rng.randrange(len(s) + 1)
            node[key] = s[:k] + rng.choice(["", "9", "♠", " ", "x", "/", "@7", "!", "=♥"]) + s[k + 1:]
        else:
            node[rng.choice(["extra", "position", "deck", "options", key])] = rng.choice(JUNK)
    elif isinstance(node, list) and node:
        k = rng.randrange(len(node))
        if what < 0.3:
            del node[k]
        elif what < 0.5:
            node.insert(k, node[k])
        elif what < 0.7 and isinstance(node[k], str):
            s = node[k]
            j = rng.randrange(len(s) + 1)
            node[k] = s[:j] + rng.choice(["1", "♥", " ", "x", "10", "/6♠", "@0"]) + s[j + 1:]
        elif what < 0.85:
            j = rng.randrange(len(node))
            node[k], node[j] = node[j], node[k]
        else:
            node[k] = rng.choice(JUNK)
    return data


def _sources() -> list:
    out = []
    for game in GAMES:
        m = finished_match(game, seed=11)
        out += [m.state.to_record(), {"version": 1, "match": m.to_json()}]
    return out


def _hostile(count: int) -> None:
    rng = random.Random(35)
    sources = _sources()
    outcomes = {"ok": 0, "refused": 0}
    for k in range(count):
        data = sources[k % len(sources)]
        for _ in range(rng.randrange(1, 4)):
            data = mutate(data, rng)
        try:
            replay = from_data(data)
        except ReplayError:
            outcomes["refused"] += 1
            continue
        outcomes["ok"] += 1
        replay.state_at(len(replay))          # a replay that loads can be watched to its end
    assert outcomes["refused"] > count // 4     # the mutations reach the checks


def test_a_thousand_mutated_records_never_raise_anything_but_replay_error():
    _hostile(1000)


@pytest.mark.soak
def test_ten_thousand_mutated_records_never_raise_anything_but_replay_error():
    _hostile(10_000)


def test_statistics_with_hostile_kept_deals_and_progress_read_without_raising():
    """The statistics file's ``deals`` and ``progress`` (match/archive.py): a bad entry is
    dropped and named, the good ones kept; nothing but that happens, whatever the data."""
    from cardtable.match.stats import Stats

    m = finished_match("durak", seed=2)
    good = Stats()
    good.keep_deal("durak", [s.name for s in m.seats], m.state.to_record(), 0, "2026-11-28T10:00:00")
    good.mark_done("lessons", "durak.cover")
    base = json.loads(json.dumps(good.to_json(), ensure_ascii=False))
    stats, bad = Stats.from_json(base)
    assert bad == [] and len(stats.deals) == 1 and stats.progress["lessons"] == ["durak.cover"]
    rng = random.Random(7)
    for _ in range(400):
        data = mutate(base, rng)
        stats, bad = Stats.from_json(data) if isinstance(data, dict) else (Stats(), [])
        assert isinstance(stats.deals, list) and isinstance(stats.progress, dict)
        for entry in stats.deals:
            assert entry["names"] and entry["record"]["players"] == len(entry["names"])
