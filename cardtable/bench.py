"""The project's benchmark: `python -m cardtable.bench [--quick] [--json] [--only PART]`.

Measures on one core, reporting the median of several runs:
- engine: random deals per second and actions per second for every game at 2 and 4
  players (and 6 for Durak, 8 for Donkey);
- ai: decision time median/p95 per AI level per game (2 players, Hard at its budget);
- ui: frame time median/p95/p99 of a six-player Durak table at 1280×720 under the dummy
  video driver, and the time from start to the first drawn frame from source;
- rlcard: when RLCard is installed (`pip install .[bench]`), its UNO random games per
  second next to Pirate Party's, as a ratio.

Wall time is measured here and only here: tests never assert it (machines are shared).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from cardtable.engine import games, new_game

PLAYER_COUNTS = {"durak": (2, 4, 6), "donkey": (3, 4, 8)}


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    k = min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))
    return s[k]


def random_deals(game_id: str, players: int, seconds: float, seed: int = 0) -> tuple[float, float]:
    """Play uniformly random legal actions; return (deals/s, actions/s)."""
    rng = random.Random(seed)
    deals = actions = 0
    start = time.perf_counter()
    end = start + seconds
    while True:
        state = new_game(game_id, players, seed=rng.randrange(2**31))
        while not state.is_over:
            legal = state.legal_actions()
            state.apply_unchecked(rng.choice(legal))
            actions += 1
        deals += 1
        if time.perf_counter() >= end:
            break
    elapsed = time.perf_counter() - start
    return deals / elapsed, actions / elapsed


def bench_engine(quick: bool) -> list[dict]:
    rows = []
    runs = 3 if quick else 5
    seconds = 0.6 if quick else 2.0
    for info in games():
        counts = PLAYER_COUNTS.get(info.id, (2, 4))
        for n in counts:
            if not info.min_players <= n <= info.max_players:
                continue
            samples = [random_deals(info.id, n, seconds, seed=i) for i in range(runs)]
            rows.append({
                "game": info.id, "players": n,
                "deals_per_s": round(statistics.median(s[0] for s in samples), 1),
                "actions_per_s": round(statistics.median(s[1] for s in samples)),
            })
    return rows


def bench_ai(quick: bool, budget: float) -> list[dict]:
    try:
        from cardtable.ai import make_agent
    except ImportError:
        return []
    rows = []
    decisions = 40 if quick else 200
    for info in games():
        for level in ("easy", "normal", "hard"):
            agent = make_agent(level, info.id)
            rng = random.Random(1)
            times: list[float] = []
            seed = 0
            while len(times) < (decisions if level != "hard" else max(5, decisions // 8)):
                state = new_game(info.id, max(2, info.min_players), seed=seed)
                seed += 1
                while not state.is_over and len(times) < decisions:
                    p = state.to_act
                    legal = state.legal_actions(p)
                    if len(legal) > 1 and rng.random() < 0.3:
                        t0 = time.perf_counter()
                        action = agent.choose(state.view(p), legal, random.Random(seed), budget)
                        times.append((time.perf_counter() - t0) * 1000)
                    else:
                        action = rng.choice(legal)
                    state.apply_unchecked(action)
                if level == "hard" and len(times) >= max(5, decisions // 8):
                    break
            rows.append({"game": info.id, "level": level, "decisions": len(times),
                         "median_ms": round(statistics.median(times), 2) if times else None,
                         "p95_ms": round(_percentile(times, 95), 2)})
    return rows


def bench_ui(quick: bool) -> dict:
    """Frame times of an autoplayed 6-player Durak table, and time to first frame."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        env["CARDTABLE_HOME"] = tmp
        stats = os.path.join(tmp, "stats.json")
        frames = 600 if quick else 2400
        cmd = [sys.executable, "-m", "cardtable", "--autoplay", "--game", "durak", "--players", "6",
               "--seed", "3", "--speed", "fast", "--frames", str(frames), "--frame-stats", stats]
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
        if proc.returncode == 0 and os.path.exists(stats):
            with open(stats, encoding="utf-8") as f:
                out["frame_stats"] = json.load(f)
        else:
            out["frame_stats_error"] = (proc.stderr or proc.stdout)[-400:]
        firsts = []
        for _ in range(3 if quick else 5):
            t0 = time.perf_counter()
            proc = subprocess.run([sys.executable, "-m", "cardtable", "--frames", "1"], env=env,
                                  capture_output=True, text=True, timeout=120)
            if proc.returncode == 0:
                firsts.append((time.perf_counter() - t0) * 1000)
        out["start_to_first_frame_ms"] = round(statistics.median(firsts)) if firsts else None
    return out


def bench_rlcard(seconds: float) -> dict | None:
    try:
        import rlcard  # noqa: F401
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    import numpy as np
    game = UnoGame(num_players=2)
    game.np_random = np.random.RandomState(0)
    rng = random.Random(0)
    deals = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, player = game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(rng.choice(legal))
        deals += 1
    return {"uno_engine_deals_per_s": round(deals / (time.perf_counter() - start), 1)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cardtable.bench", description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a short run (under a minute)")
    ap.add_argument("--json", action="store_true", help="print one JSON object on the last line")
    ap.add_argument("--only", choices=("engine", "ai", "ui", "rlcard"), action="append")
    ap.add_argument("--budget", type=float, default=0.2, help="Hard level think time per decision, s")
    args = ap.parse_args(argv)
    parts = set(args.only or ("engine", "ai", "ui", "rlcard"))
    report: dict = {"python": sys.version.split()[0], "quick": args.quick}
    if "engine" in parts:
        report["engine"] = bench_engine(args.quick)
        for row in report["engine"]:
            print(f"engine {row['game']:18} {row['players']:2}p  {row['deals_per_s']:10.1f} deals/s"
                  f"  {row['actions_per_s']:10d} actions/s")
    if "ai" in parts:
        report["ai"] = bench_ai(args.quick, args.budget)
        for row in report["ai"]:
            print(f"ai     {row['game']:18} {row['level']:7} median {row['median_ms']} ms"
                  f"  p95 {row['p95_ms']} ms  ({row['decisions']} decisions)")
    if "ui" in parts:
        report["ui"] = bench_ui(args.quick)
        print(f"ui     {report['ui']}")
    if "rlcard" in parts:
        rl = bench_rlcard(3.0 if args.quick else 10.0)
        report["rlcard"] = rl
        if rl:
            ours = next((r for r in report.get("engine", []) if r["game"] == "pirate_party"
                         and r["players"] == 2), None)
            if ours:
                rl["pirate_party_ratio"] = round(ours["deals_per_s"] / rl["uno_engine_deals_per_s"], 2)
            print(f"rlcard {rl}")
        else:
            print("rlcard not installed (pip install .[bench]) — comparison skipped")
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
