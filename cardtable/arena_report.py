"""The arena's report: per-level totals of a run's deal results, the paired comparison of
duplicate deals, and the table ``python -m cardtable.arena`` prints.

Its input is the list of deal results :func:`cardtable.arena.play_one` returns (one dict a
deal: ``levels`` by seat, ``losers``, ``winners``, ``draw``, ``scores``, ``first``, the
decision times, search counts and, for outside engines, ``engines`` reports); its output is
plain data that ``--json`` prints as it is (:func:`summarize`, :func:`duplicate`) and the text
table (:func:`format_table`).  It plays nothing and reads no clock: the same results give the
same report.  It imports nothing of the arena (the arena imports it).
"""

from __future__ import annotations

import math

from cardtable.ai.cycles import ARENA_DRAW_AFTER
from cardtable.stats import mean_ci, spread_ms, wilson

ENGINE = "engine="      # a seat given as ``engine=COMMAND`` is an outside engine


def summarize(results: list[dict], seats: list[str]) -> dict:
    """Per-level totals over every seat-deal."""
    out: dict = {}
    for level in dict.fromkeys(seats):
        seat_deals = losses = draws = firsts = wins = 0
        scores: list[float] = []
        times: list[float] = []
        cpu_times: list[float] = []
        search_times: list[float] = []
        iters = searches = 0
        secs = cpu = 0.0
        for r in results:
            for p, lv in enumerate(r["levels"]):
                if lv != level:
                    continue
                seat_deals += 1
                losses += p in r["losers"]
                wins += p in r["winners"]
                draws += r["draw"]
                firsts += r["first"] == p
                if r["scores"] is not None:
                    scores.append(r["scores"][p])
                times.extend(r["times"][p])
                cpu_times.extend(r["cpu_times"][p])
                search_times.extend(r["search_cpu_times"][p])
                iters += r["iterations"][p]
                searches += r["searches"][p]
                secs += r["search_seconds"][p]
                cpu += r["search_cpu_seconds"][p]
        lo, hi = wilson(losses, seat_deals)
        entry = {"deals": seat_deals, "losses": losses, "draws": draws, "first_moves": firsts,
                 "loss_rate": losses / seat_deals if seat_deals else 0.0, "loss_ci95": [lo, hi],
                 "wins": wins, "win_rate": wins / seat_deals if seat_deals else 0.0,
                 "win_ci95": list(wilson(wins, seat_deals)),
                 "decisions": len(times),
                 "time_ms": spread_ms(times), "cpu_ms": spread_ms(cpu_times)}
        if scores:
            entry["avg_score"] = sum(scores) / len(scores)
        if level.startswith(ENGINE):
            entry["engine"] = _engine_totals(results, level)
        if iters:
            entry["iterations_per_second"] = iters / secs if secs else 0.0
            entry["iterations_per_cpu_second"] = iters / cpu if cpu else 0.0
            entry["searches"] = searches
            entry["iterations_per_search"] = iters / max(1, searches)
            entry["search_cpu_ms"] = spread_ms(search_times)
        out[level] = entry
    return out


def _engine_totals(results: list[dict], level: str) -> dict:
    """An engine level's moves, its stand-in's moves and its faults over every seat-deal."""
    out: dict = {"engine_moves": 0, "standin_moves": 0, "late_answers": 0, "faults": {}, "retired": 0}
    for r in results:
        for p, lv in enumerate(r["levels"]):
            rep = r.get("engines", {}).get(p)
            if lv != level or rep is None:
                continue
            for key in ("engine_moves", "standin_moves", "late_answers"):
                out[key] += rep[key]
            for fault, n in rep["faults"].items():
                out["faults"][fault] = out["faults"].get(fault, 0) + n
            out["retired"] += rep["retired"] is not None
    return out


def seatings(seats: list[str]) -> int:
    """How many different seatings the rotations of ``seats`` give: the table's size, or fewer
    when the list repeats itself.  ``hard@1,hard@0.25,hard@1,hard@0.25`` has two: every agent's
    randomness comes from the deal and the seat, so its third rotation would replay the first
    move for move (a copy, not a new game) — the arena plays each seating once."""
    n = len(seats)
    return next(r for r in range(1, n + 1) if n % r == 0 and seats[r:] + seats[:r] == seats)


def duplicate(results: list[dict], seats: list[str]) -> dict:
    """The paired comparison of duplicate deals: every deck (deal seed) is played in every
    different rotation of the seats (:func:`seatings`), so each level's result on a deck is its
    average over the seats it held there, and the difference between two levels is measured
    deck by deck — the luck of the deal cancels out.  Compares the first level of ``seats`` with
    each other level: the mean per-deck difference of loss rate, win rate and score, with a 95%
    interval over decks.
    """
    n = seatings(seats)
    sets: dict[int, list[dict]] = {}
    for r in results:
        sets.setdefault(r["seed"], []).append(r)
    full = [rs for rs in sets.values() if len(rs) == n]
    levels = list(dict.fromkeys(seats))
    per: dict[str, dict[str, list[float]]] = {lv: {"loss": [], "win": [], "score": []} for lv in levels}
    for rs in full:
        for lv in levels:
            cnt = loss = win = score = 0.0
            for r in rs:
                for p, x in enumerate(r["levels"]):
                    if x == lv:
                        cnt += 1
                        loss += p in r["losers"]
                        win += p in r["winners"]
                        if r["scores"] is not None:
                            score += r["scores"][p]
            per[lv]["loss"].append(loss / cnt)
            per[lv]["win"].append(win / cnt)
            per[lv]["score"].append(score / cnt)
    has_score = any(r["scores"] is not None for r in results)
    ref = levels[0]
    versus: dict[str, dict[str, object]] = {}
    out = {"decks": len(full), "reference": ref, "versus": versus}
    for lv in levels[1:]:
        entry: dict[str, object] = {}
        for key in ("loss", "win") + (("score",) if has_score else ()):
            diffs = [a - b for a, b in zip(per[ref][key], per[lv][key])]
            m, lo, hi = mean_ci(diffs)
            entry[key] = {"diff": m, "ci95": [lo, hi], "decks_to_clear": decks_to_clear(m, lo, hi, len(diffs))}
        if has_score:
            a, b = sum(per[ref]["score"]), sum(per[lv]["score"])
            entry["score_ratio"] = a / b if b else 0.0
        versus[lv] = entry
    return out


def decks_to_clear(mean: float, lo: float, hi: float, decks: int) -> int | None:
    """How many decks an interval that reaches past zero would want for this mean to clear it,
    the spread staying as it is (the half-width shrinks as the square root of the decks); None
    where it is clear already, or the mean is zero.  A plan for a run, not a promise: the mean
    moves as decks come in."""
    if decks < 2 or mean == 0 or lo > 0 or hi < 0:
        return None
    half = (hi - lo) / 2
    return math.floor(decks * (half / mean) ** 2) + 1


def format_table(summary: dict) -> str:
    """The text the arena prints for a run's summary (what :func:`cardtable.arena.run` returns):
    the run's line, one row a level, the outside engines' moves and faults, the deals adjudicated
    a draw and, for a duplicate run, the paired comparison."""
    lines = [f"{summary['game']}  {summary['players']} players  seats {','.join(summary['seats'])}  "
             f"{summary['deals']} deals  seed {summary['seed']}  budget {summary['budget']}s  "
             f"options {summary['options'] or '{}'}  ({summary['wall_seconds']:.1f}s)"]
    has_score = any("avg_score" in e for e in summary["levels"].values())
    has_wins = any(e["wins"] for e in summary["levels"].values())
    width = max(8, *(len(lv) for lv in summary["levels"]))
    head = f"{'level':{width}} {'deals':>6} {'losses':>6} {'draws':>5} {'loss rate':>9} {'95% CI':>15}"
    head += f" {'win rate':>8}" if has_wins else ""
    head += f" {'avg score':>9}" if has_score else ""
    head += f" {'median ms':>9} {'p95 ms':>8} {'max ms':>8} {'cpu p95':>8}  iters/s (per CPU s)"
    lines.append(head)
    for level, e in summary["levels"].items():
        lo, hi = e["loss_ci95"]
        row = (f"{level:{width}} {e['deals']:>6} {e['losses']:>6} {e['draws']:>5} {100 * e['loss_rate']:>8.1f}%"
               f" {f'{100 * lo:.1f}–{100 * hi:.1f}%':>15}")
        if has_wins:
            row += f" {100 * e['win_rate']:>7.1f}%"
        if has_score:
            row += f" {e.get('avg_score', 0.0):>9.2f}"
        t = e["time_ms"]
        row += f" {t['median']:>9.2f} {t['p95']:>8.2f} {t['max']:>8.2f} {e['cpu_ms']['p95']:>8.2f}"
        if "iterations_per_second" in e:
            row += f"  {e['iterations_per_second']:.0f} ({e['iterations_per_cpu_second']:.0f})"
            sc = e["search_cpu_ms"]
            row += f"  searches: {e['searches']}, CPU ms median {sc['median']:.0f} p95 {sc['p95']:.0f}"
        else:
            row += "  -"
        lines.append(row)
    for level, e in summary["levels"].items():
        eng = e.get("engine")
        if eng is not None:
            faults = ", ".join(f"{k} {v}" for k, v in sorted(eng["faults"].items())) or "none"
            lines.append(f"{level}: {eng['engine_moves']} moves by the engine, {eng['standin_moves']} by Normal "
                         f"for it; faults: {faults}; retired in {eng['retired']} deals")
    if summary.get("repetition_draws"):
        lines.append(f"{summary['repetition_draws']} deals adjudicated a draw: the same cycle of moves "
                     f"repeated {ARENA_DRAW_AFTER} times")
    dup = summary.get("duplicate")
    if dup:
        lines.append(f"duplicate: {dup['decks']} decks, each played in every seating; "
                     f"{dup['reference']} minus the other level, per deck (95% CI)")
        for lv, e in dup["versus"].items():
            parts = []
            for key, scale, unit in (("loss", 100, " points"), ("win", 100, " points"), ("score", 1, "")):
                if key in e and (key != "win" or has_wins):
                    d, (lo, hi) = e[key]["diff"], e[key]["ci95"]
                    more = e[key].get("decks_to_clear")
                    wanted = f"; not clear: ~{more} decks at this mean" if more else ""
                    parts.append(f"{key} {scale * d:+.1f}{unit} ({scale * lo:+.1f} … {scale * hi:+.1f}{wanted})")
            if "score_ratio" in e:
                parts.append(f"score ratio {e['score_ratio']:.3f}")
            lines.append(f"  vs {lv}: " + "; ".join(parts))
    return "\n".join(lines)
