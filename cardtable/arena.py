"""The arena: AI levels play each other headless and the win rates are printed.

    python -m cardtable.arena durak --players 2 --seats hard,normal --deals 400 --seed 1 \
        [--option variant=transfer] [--budget 0.2] [--json] [--workers 2]
    python -m cardtable.arena durak --seats hard@1,hard@0.25 --duplicate   # per-seat budgets
    python -m cardtable.arena durak --players 2 --seats "engine=python3 examples/bots/greedy_bot.py,hard"

A seat ``engine=COMMAND`` is an outside engine (docs/protocol.md, "Outside engines"): a
fresh process per deal, its faults counted and its failed moves made by Normal.

Deals are played in "duplicate": each deal seed is played once per different rotation of
the seats, so every level gets every hand and no level keeps the first move (a seat list that
repeats itself, ``hard@1,hard@0.25,hard@1,hard@0.25``, has two different rotations, not four:
the others would replay the same games move for move).
Deals run in parallel processes; each deal is reproducible from (game, options,
seats, seed) because every agent's randomness comes from a per-deal, per-seat
seed and Hard counts iterations (no wall-clock guard).  Per level it reports
seat-deals, losses (the fool), draws, the loss rate with a 95% Wilson interval,
the average score per deal for games that score, and decision times (the report is
:mod:`cardtable.arena_report`).

A seat is a level (``hard``), or a level with its own think budget in seconds
(``hard@0.25``, ``ismcts@4``); a seat without one thinks for ``--budget``.  Seats
are reported by what was given (``hard@1`` and ``hard@0.25`` are two players).
Besides the game's levels the arena seats ``ismcts``, the reference plain
information-set MCTS of :mod:`cardtable.ai.ismcts`, and ``hardtree``, Hard with its tree
search (:mod:`cardtable.ai.tree`) at every budget and table, whatever the game's own choice
(docs/ai.md), and in durak ``hardinfer``, Hard whose worlds are dealt by inference from play
(:mod:`cardtable.ai.durak_infer`) whatever durak's default.  ``--log FILE`` keeps every
finished deal and resumes a stopped run.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
import time

from cardtable.ai import LEVELS, make_agent
from cardtable.ai.cycles import ARENA_DRAW_AFTER, cycle_period
from cardtable.arena_report import ENGINE, duplicate, format_table, seatings, summarize
from cardtable.engine import game_info, new_game
from cardtable.stats import wilson as wilson  # arena.wilson: the name tests and tools use

# Levels the arena seats besides the game's (LEVELS): the reference search of the literature.
ARENA_LEVELS = LEVELS + ("ismcts", "hardtree", "hardinfer")
MAX_SEAT_BUDGET = 60.0
LOG_VERSION = 1
LOG_LINE_LIMIT = 4 << 20     # one deal's line: its decision times, far below this

_AGENTS: dict = {}


def seat_spec(seat: str) -> tuple[str, float | None]:
    """``"hard@0.25"`` -> (``"hard"``, 0.25); ``"normal"`` -> (``"normal"``, None): a seat's
    level and its own think budget in seconds (None: the arena's ``--budget``)."""
    level, sep, budget = seat.partition("@")
    if level not in ARENA_LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(ARENA_LEVELS)}")
    if not sep:
        return level, None
    try:
        seconds = float(budget)
    except ValueError:
        raise ValueError(f"seat {seat!r}: the budget after @ is seconds, e.g. {level}@0.25") from None
    if not 0 <= seconds <= MAX_SEAT_BUDGET:  # also refuses nan
        raise ValueError(f"seat {seat!r}: the budget is 0 … {MAX_SEAT_BUDGET:g} seconds")
    return level, seconds


def _agent(level: str, game_id: str):
    key = (level, game_id)
    if key not in _AGENTS:
        if level == "ismcts":
            from cardtable.ai.ismcts import IsmctsAgent
            _AGENTS[key] = IsmctsAgent(game_id)
        elif level == "hardtree":
            from cardtable.ai.hard import HardAgent
            _AGENTS[key] = HardAgent(game_id, tree_from=0.0)   # Hard with the tree at every budget
        elif level == "hardinfer":
            from cardtable.ai import heuristic_module
            from cardtable.ai.hard import HardAgent
            # the game's AI module names its inference dealer (durak: durak_infer.sample_world)
            infer = getattr(heuristic_module(game_id), "infer_world", None)
            if infer is None:
                raise ValueError(f"hardinfer: {game_id} deals no worlds by inference from play "
                                 "(its AI module has no infer_world)")
            _AGENTS[key] = HardAgent(game_id, sample_world=infer)  # worlds by inference
        else:
            _AGENTS[key] = make_agent(level, game_id, deterministic=True)
    return _AGENTS[key]


def deal_plan(seats: list[str], deals: int, seed: int) -> list[tuple[int, int, list[str]]]:
    """(job number, deal seed, level per seat) for every deal: the different seat rotations
    (:func:`~cardtable.arena_report.seatings`) of each seed."""
    n, per_deck = len(seats), seatings(seats)
    plan = []
    for k in range(deals):
        rot = k % per_deck
        levels = [seats[(p + rot) % n] for p in range(n)]
        plan.append((k, seed * 1_000_003 + k // per_deck, levels))
    return plan


def _engines(levels: list[str], game_id: str, options: dict, state, engine_time: float) -> dict:
    """The engine seats of one deal, started and told the deal (cardtable.net.engine_seat)."""
    from cardtable.net.engine_seat import EngineSeat, public_seats

    seats = public_seats(["Engine" if lv.startswith(ENGINE) else lv for lv in levels],
                         ["engine" if lv.startswith(ENGINE) else "ai" for lv in levels])
    out = {}
    for p, lv in enumerate(levels):
        if lv.startswith(ENGINE):
            out[p] = EngineSeat(p, lv[len(ENGINE):], move_time=engine_time)
            out[p].start(game_id, len(levels), options, seats)
            out[p].observe(state, 0, list(state.initial_events))
    return out


# An arena deal whose last actions are one short cycle repeated CYCLE_REPEATS times is scored a
# draw.  No rule ends such a deal (two durak players with an empty stock can pass the same cards
# back and forth by transfers and takes for ever, each side's exact search valuing the loop as
# a draw and every way out as a loss): an AI level leaves such a cycle after
# ``cycles.LEAVE_AFTER`` rounds (``Agent.play``); one that still goes on (outside engines, a level
# that cannot leave it) the arena adjudicates, as a tournament director would, instead of playing
# to ``max_actions``; the summary counts these deals (``repetition_draws``).
CYCLE_REPEATS = ARENA_DRAW_AFTER     # 8, kept in ai.cycles beside LEAVE_AFTER (the report prints it)
CYCLE_MAX_PERIOD = 16
CYCLE_CHECK_EVERY = 16


def cycling(history) -> bool:
    """The last actions are one cycle of at most ``CYCLE_MAX_PERIOD`` actions played
    ``CYCLE_REPEATS`` times running (compared by notation)."""
    return cycle_period(history, CYCLE_REPEATS, CYCLE_MAX_PERIOD) is not None


def play_one(job: tuple) -> dict:
    """Play one deal; return its result and every decision's time (in a worker)."""
    k, game_id, players, deal_seed, levels, options, budget, max_actions = job[:8]
    engine_time = job[8] if len(job) > 8 else 2.0
    state = new_game(game_id, players, seed=deal_seed, options=options)
    engines = _engines(levels, game_id, options, state, engine_time)
    try:
        return _play(k, game_id, state, levels, engines, deal_seed, budget, max_actions)
    finally:
        for e in engines.values():
            e.close()


def _play(k: int, game_id: str, state, levels: list[str], engines: dict, deal_seed: int, budget: float,
          max_actions: int) -> dict:
    players = len(levels)
    specs = [(lv, None) if p in engines else seat_spec(lv) for p, lv in enumerate(levels)]
    agents = [engines[p] if p in engines else _agent(level, game_id) for p, (level, _) in enumerate(specs)]
    budgets = [budget if own is None else own for _, own in specs]
    rngs = [random.Random(f"arena:{deal_seed}:{p}") for p in range(players)]
    times: list[list[float]] = [[] for _ in range(players)]
    cpu_times: list[list[float]] = [[] for _ in range(players)]
    iters = [0] * players
    searches = [0] * players
    search_s = [0.0] * players
    search_cpu = [0.0] * players
    search_cpu_times: list[list[float]] = [[] for _ in range(players)]
    first = state.to_act
    for _ in range(max_actions):
        p = state.to_act
        if p is None:
            break
        legal = state.legal_actions(p)
        view = state.view(p)
        t0 = time.perf_counter()
        c0 = time.process_time()
        action = getattr(agents[p], "play", agents[p].choose)(view, legal, rngs[p], budgets[p])
        times[p].append(time.perf_counter() - t0)
        cpu_times[p].append(time.process_time() - c0)
        st = agents[p].last_stats
        if st.get("iterations"):
            iters[p] += st["iterations"]
            searches[p] += 1
            search_s[p] += st["seconds"]
            search_cpu[p] += st.get("cpu_seconds", 0.0)
            search_cpu_times[p].append(cpu_times[p][-1])
            st.clear()
        events = state.apply(action)  # checked: an illegal choice raises here
        for e in engines.values():
            e.observe(state, 0, events)
        if not engines and not len(state.history) % CYCLE_CHECK_EVERY and cycling(state.history):
            break
    else:
        raise RuntimeError(f"deal {deal_seed} did not end within {max_actions} actions")
    res = state.result
    if res is None:
        # adjudicated: the players passed the same cards round and round (see ``cycling``)
        return {"k": k, "seed": deal_seed, "levels": levels, "first": first, "losers": [],
                "winners": [], "draw": True, "repetition": True, "scores": None,
                "times": times, "cpu_times": cpu_times, "iterations": iters, "searches": searches,
                "search_seconds": search_s, "search_cpu_seconds": search_cpu,
                "search_cpu_times": search_cpu_times, "actions": len(state.history)}
    places = [2 if p in res.losers else 1 for p in range(players)]      # a deal is the arena's match
    for e in engines.values():
        e.deal_over(res.to_dict(), {}, places, True)
        e.match_over({}, places, sorted(range(players), key=places.__getitem__))
    return {"k": k, "seed": deal_seed, "levels": levels, "first": first, "losers": list(res.losers),
            "winners": list(res.winners or ()), "draw": bool(res.draw), "scores": res.scores,
            "times": times, "cpu_times": cpu_times, "iterations": iters, "searches": searches,
            "search_seconds": search_s, "search_cpu_seconds": search_cpu,
            "search_cpu_times": search_cpu_times, "actions": len(state.history),
            "engines": {p: e.report() for p, e in engines.items()}}


def run(game_id: str, players: int, seats: list[str], deals: int, seed: int, options: dict,
        budget: float, workers: int = 2, max_actions: int = 20_000,
        duplicate_report: bool = False, engine_time: float = 2.0, log: str | None = None) -> dict:
    """Play the arena and return the summary (what ``--json`` prints).

    ``duplicate_report`` rounds ``deals`` up to whole sets of seat rotations (every deck
    played in every seating) and adds the paired comparison of :func:`duplicate`.
    ``log`` names a file that gets every finished deal as one JSON line as soon as it ends
    (a long run shows its progress and survives being stopped); deals already in it for the
    same game, options, seats and budget are read back instead of played again.
    """
    info = game_info(game_id)
    resolved = info.resolve_options(players, options)
    seats = [seats[i % len(seats)] for i in range(players)]
    if duplicate_report:
        deals = -(-deals // seatings(seats)) * seatings(seats)
    for lv in seats:
        if lv.startswith(ENGINE):
            from cardtable.net.engine_process import engine_argv

            engine_argv(lv[len(ENGINE):])       # EngineError (a ValueError) when it cannot run
        else:
            seat_spec(lv)  # refuses an unknown level or a bad budget before any deal is played
    jobs = [(k, game_id, players, s, lv, resolved, budget, max_actions, engine_time)
            for k, s, lv in deal_plan(seats, deals, seed)]
    run_key = {"game": game_id, "options": _plain(resolved), "seats": seats, "budget": budget}
    done = read_log(log, run_key, {(j[0], j[3]): j[4] for j in jobs}) if log else {}
    todo = [j for j in jobs if (j[0], j[3]) not in done]
    t0 = time.perf_counter()
    results = list(done.values())
    sink = open(log, "a", encoding="utf-8") if log else None
    try:
        if workers > 1 and len(todo) > 1:
            with multiprocessing.get_context("fork").Pool(workers) as pool:
                for r in pool.imap_unordered(play_one, todo, chunksize=1 if sink else max(1, len(todo) // (8 * workers))):
                    results.append(_logged(sink, run_key, r))
        else:
            results += [_logged(sink, run_key, play_one(j)) for j in todo]
    finally:
        if sink:
            sink.close()
    wall = time.perf_counter() - t0
    results.sort(key=lambda r: r["k"])
    return {"game": game_id, "players": players, "seats": seats, "deals": len(results), "seed": seed,
            "options": {k: (list(v) if isinstance(v, tuple) else v) for k, v in options.items()},
            "budget": budget, "workers": workers, "wall_seconds": wall,
            "draws": sum(r["draw"] for r in results),
            "repetition_draws": sum(bool(r.get("repetition")) for r in results),
            "avg_actions": sum(r["actions"] for r in results) / max(1, len(results)),
            "levels": summarize(results, seats),
            **({"duplicate": duplicate(results, seats)} if duplicate_report else {})}


def _plain(value):
    """Options as JSON gives them back (tuples become lists), so a logged run key compares equal."""
    return json.loads(json.dumps(value, sort_keys=True, default=list))


def _logged(sink, run_key: dict, result: dict) -> dict:
    if sink is not None:
        sink.write(json.dumps({"version": LOG_VERSION, "run": run_key, "deal": result}) + "\n")
        sink.flush()
    return result


def read_log(path: str, run_key: dict, wanted: dict[tuple[int, int], list[str]]) -> dict[tuple[int, int], dict]:
    """The deals of an arena log that belong to this run: (job number, deal seed) -> result.

    ``wanted`` maps each deal of this run's plan to its levels by seat.  A line of another run
    (other game, options, seats or budget), of another version, longer than
    ``LOG_LINE_LIMIT``, cut short by a stop mid-write, not a deal of the plan, or whose result
    is not well formed (:func:`_well_formed`) is skipped: that deal is played again.
    """
    out: dict[tuple[int, int], dict] = {}
    if not os.path.exists(path):
        return out
    with open(path, encoding="utf-8", errors="replace") as f:
        while line := f.readline(LOG_LINE_LIMIT + 1):
            if len(line) > LOG_LINE_LIMIT:
                while line and not line.endswith("\n"):     # skip the rest of an overlong line
                    line = f.readline(LOG_LINE_LIMIT)
                continue
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if not isinstance(rec, dict) or rec.get("version") != LOG_VERSION or rec.get("run") != run_key:
                continue
            deal = rec.get("deal")
            if not isinstance(deal, dict) or type(deal.get("k")) is not int or type(deal.get("seed")) is not int:
                continue
            key = (deal["k"], deal["seed"])
            if key in wanted and _well_formed(deal, wanted[key]):
                out[key] = deal
    return out


def _numbers(xs: object, n: int | None = None) -> bool:
    return (isinstance(xs, list) and (n is None or len(xs) == n)
            and all(type(x) in (int, float) and math.isfinite(x) for x in xs))


def _well_formed(deal: dict, levels: list[str]) -> bool:
    """A logged deal result has every field the summaries read, of the right type and size for
    its levels (seats in range, one list per seat).  Deals with an outside engine are not read
    back (their per-seat reports are keyed by seat number, which JSON turns into text)."""
    n = len(levels)
    seats = range(n)
    if deal.get("levels") != levels or deal.get("engines", {}) != {}:
        return False
    if type(deal.get("first")) is not int or deal["first"] not in seats:
        return False
    for key in ("losers", "winners"):
        got = deal.get(key)
        if not isinstance(got, list) or any(type(p) is not int or p not in seats for p in got):
            return False
    if type(deal.get("draw")) is not bool or type(deal.get("actions")) is not int:
        return False
    if deal.get("scores") is not None and not _numbers(deal.get("scores"), n):
        return False
    for key in ("times", "cpu_times", "search_cpu_times"):
        got = deal.get(key)
        if not isinstance(got, list) or len(got) != n or not all(_numbers(x) for x in got):
            return False
    return all(_numbers(deal.get(key), n) for key in
               ("iterations", "searches", "search_seconds", "search_cpu_seconds"))


def parse_args(argv: list[str]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="python -m cardtable.arena", description=__doc__.split("\n")[0])
    ap.add_argument("game", help="game id, e.g. durak")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seats", default="normal,random",
                    help="levels by seat, comma-separated (repeated to fill the table), each "
                         "optionally with its own budget in seconds, e.g. hard@1,hard@0.25: "
                         + ", ".join(ARENA_LEVELS) + ", or engine=COMMAND (an outside engine)")
    ap.add_argument("--engine-time", type=float, default=2.0, help="an engine's time per move (s)")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--budget", type=float, default=1.0,
                    help="think time per decision (s) of a searching seat without its own @budget")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--duplicate", action="store_true",
                    help="whole sets of seatings per deck, and the paired per-deck comparison")
    ap.add_argument("--json", action="store_true", help="print one JSON object on the last line")
    ap.add_argument("--log", metavar="FILE",
                    help="append every finished deal to FILE (JSON lines); deals already there are not played again")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    options = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            print(f"--option expects NAME=VALUE, got {item!r}", file=sys.stderr)
            return 2
        options[name.strip()] = value.strip()
    from cardtable.net import engine_process

    try:
        summary = run(args.game, args.players, [s for s in engine_process.split_seats(args.seats) if s],
                      args.deals, args.seed, options, args.budget, max(1, args.workers),
                      duplicate_report=args.duplicate, engine_time=args.engine_time, log=args.log)
    except ValueError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    print(format_table(summary))
    if args.json:
        print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
