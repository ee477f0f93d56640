"""The project's benchmark: `python -m cardtable.bench [--quick] [--json] [--only PART] [--peer-path DIR]`.

Single-threaded (one core), reporting the median of several runs:
- engine: random deals per second and actions per second for every game at the player
  counts its plugin names (2 and 4 by default; Durak adds 6, Donkey is 3, 4, 8) — uniformly random legal
  actions, applied in the engine's playout mode (``state.step``, as the AI's search and RLCard's
  loop apply them) and, alternated in the same run, with ``apply_unchecked`` (history and events);
- ai: decision time median/p95 per AI level per game (2 players, 3 for Donkey; Hard at its
  think budget, ``--budget``);
- ui: frame time median/p95/p99 of the menu's first game (Durak) autoplayed at its largest
  table (six players) at 1280×720 under
  the dummy video driver, at a player's 60 FPS pace (wall clock and the UI thread's CPU
  time), and the time from starting ``python -m cardtable`` to its first drawn frame;
- idle: the process's CPU while nothing moves (the menu, a table waiting for a person),
  with the loop sleeping until input and, for the ratio, redrawing every frame;
- peers: when another project's engine is installed (`pip install .[bench]`: OpenSpiel,
  RLCard; ``--peer-path`` a checkout of jorisperrenet/durak), our deals/s and the peer's,
  alternated run by run in the same window, and their ratio — each game's plugin names its
  peers (``bench_peers``; the drivers are in :mod:`cardtable.bench_peers`); a missing peer
  prints "peer not installed".

The machine and its load (load average, CPU count) are printed first.
``--quick`` finishes within a minute.  Wall time is measured here and only here: tests
never assert it (machines are shared).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time

from cardtable import bench_peers, plugins
from cardtable.engine import games, new_game
from cardtable.stats import percentile


def player_counts(game_id: str) -> tuple[int, ...]:
    """The player counts the engine benchmark measures (the game's plugin says; else 2 and 4)."""
    entry = plugins.plugin(game_id)
    return entry.bench_players if entry is not None else (2, 4)


def peer_pairs(uniform_chance: bool = False) -> list[tuple[str, int, str]]:
    """(game, players, peer name) of every peer comparison the plugins ask for; with
    ``uniform_chance`` each peer that has a ``/uniform`` variant (bench_peers: one pick among
    equally likely chance outcomes) is measured by it instead."""
    pairs = [(p.id, n, name) for p in plugins.plugins() for n, name in p.bench_peers]
    if uniform_chance:
        pairs = [(g, n, name + "/uniform" if name + "/uniform" in bench_peers.PEERS else name)
                 for g, n, name in pairs]
    return pairs


def machine() -> dict:
    """Where the numbers come from."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    info: dict[str, object] = {"cpu": cpu, "cores": os.cpu_count(), "python": sys.version.split()[0],
            "platform": platform.platform(), "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    try:
        info["load_avg"] = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        pass
    try:
        import pygame
        info["pygame"] = pygame.version.ver
    except ImportError:
        pass
    return info


# -- engine -----------------------------------------------------------------------------------

def random_deals(game_id: str, players: int, seconds: float, seed: int = 0,
                 playout: bool = True) -> tuple[float, float]:
    """Play uniformly random legal actions for about ``seconds`` (whole deals, at least one);
    return (deals/s, actions/s) per second of this process's CPU time — "on one core", so
    other processes on a shared machine do not halve the figure.  ``playout``: applied in the
    engine's playout mode (``state.step``: no history, no events, as the AI's search plays),
    else with ``apply_unchecked`` (history and events, as a played deal).

    The pick is ``legal[int(random() * len(legal))]``, as uniform as ``rng.choice`` but without
    its Python-level rejection loop (about 40 bytecodes a move, 5% of a Durak deal's time), so
    the figure is the engine's; RLCard's UNO below is driven the same way."""
    rng = random.Random(seed)
    rand = rng.random
    deals = actions = 0
    start = time.process_time()
    end = start + seconds
    while True:
        state = new_game(game_id, players, seed=rng.randrange(2**31))
        advance = state.step if playout else state.apply_unchecked
        while not state.is_over:
            legal = state.legal_actions()
            advance(legal[int(rand() * len(legal))])
            actions += 1
        deals += 1
        if time.process_time() >= end:
            break
    elapsed = time.process_time() - start
    return deals / elapsed, actions / elapsed


def settle_heap() -> None:
    """Before a row's figures: collect, then freeze what is alive (``gc.freeze``).  The tables
    and caches that earlier rows built (other games', kept for the process's life by design)
    are then left out of the cyclic collector's later passes, so each row is measured as in a
    process that plays only its game, as a player's does (after the other games' rows, a
    Donkey 3-player run read about 15% slower with 190,000 more objects to scan)."""
    gc.collect()
    gc.freeze()


def bench_engine(quick: bool, seconds: float | None = None, runs: int | None = None,
                 only: list[str] | None = None) -> list[dict]:
    rows = []
    runs = runs or (3 if quick else 5)
    seconds = seconds or (0.35 if quick else 2.0)
    for info in games():
        if only and info.id not in only:
            continue
        for n in player_counts(info.id):
            if not info.min_players <= n <= info.max_players:
                continue
            settle_heap()
            samples, played = [], []  # the two modes alternated, run by run
            for i in range(runs):
                samples.append(random_deals(info.id, n, seconds, seed=i))
                played.append(random_deals(info.id, n, seconds, seed=i, playout=False))
            rows.append({
                "game": info.id, "players": n,
                "deals_per_s": round(statistics.median(s[0] for s in samples), 1),
                "actions_per_s": round(statistics.median(s[1] for s in samples)),
                "actions_per_deal": round(statistics.median(s[1] / s[0] for s in samples), 1),
                "recorded_deals_per_s": round(statistics.median(s[0] for s in played), 1),
            })
    return rows


# -- AI ---------------------------------------------------------------------------------------

def bench_ai(quick: bool, budget: float, decisions: int | None = None) -> list[dict]:
    try:
        from cardtable.ai import make_agent
    except ImportError:
        return []
    rows = []
    decisions = decisions or (30 if quick else 200)
    for info in games():
        players = max(2, info.min_players)
        for level in ("easy", "normal", "hard"):
            agent = make_agent(level, info.id)
            want = decisions if level != "hard" else max(5, decisions // 8)
            rng = random.Random(1)
            times: list[float] = []
            seed = 0
            while len(times) < want:
                state = new_game(info.id, players, seed=seed)
                seed += 1
                while not state.is_over and len(times) < want:
                    p = state.to_act
                    assert p is not None, "a deal that is not over has a seat to act"
                    legal = state.legal_actions(p)
                    if len(legal) > 1 and rng.random() < 0.3:
                        view = state.view(p)
                        t0 = time.perf_counter()
                        action = agent.choose(view, legal, random.Random(seed), budget)
                        times.append((time.perf_counter() - t0) * 1000)
                    else:
                        action = rng.choice(legal)
                    state.apply_unchecked(action)
            rows.append({"game": info.id, "players": players, "level": level, "decisions": len(times),
                         "median_ms": round(statistics.median(times), 2),
                         "p95_ms": round(percentile(times, 0.95), 2),
                         "max_ms": round(max(times), 2)})
    return rows


# -- UI ---------------------------------------------------------------------------------------

def bench_ui(quick: bool) -> dict:
    """Frame times of the menu's first game autoplayed at its largest table (6-player Durak),
    and time to first frame."""
    info = games()[0]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    out: dict = {"table": f"{info.max_players}-player {info.name_en}"}
    with tempfile.TemporaryDirectory() as tmp:
        env["CARDTABLE_HOME"] = tmp
        stats = os.path.join(tmp, "stats.json")
        frames = 480 if quick else 3600
        cmd = [sys.executable, "-m", "cardtable", "--autoplay", "--game", info.id,
               "--players", str(info.max_players), "--seed", "3", "--speed", "fast", "--size", "1280x720", "--frames", str(frames),
               "--frame-stats", stats]
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
        if proc.returncode == 0 and os.path.exists(stats):
            with open(stats, encoding="utf-8") as f:
                out["frame_stats"] = json.load(f)
        else:
            out["frame_stats_error"] = (proc.stderr or proc.stdout)[-400:]
        firsts = []
        for _ in range(3 if quick else 7):
            t0 = time.perf_counter()
            proc = subprocess.run([sys.executable, "-m", "cardtable", "--frames", "1"], env=env,
                                  capture_output=True, text=True, timeout=120)
            if proc.returncode == 0:
                firsts.append((time.perf_counter() - t0) * 1000)
        out["start_to_first_frame_ms"] = round(statistics.median(firsts)) if firsts else None
        out["start_to_first_frame_runs_ms"] = [round(x) for x in firsts]
    return out


# -- the idle frame loop ---------------------------------------------------------------------------

def idle_probe(where: str, seconds: float, sleep: bool = True) -> dict:
    """CPU use of the real-time frame loop (as a player's program runs it, not ``--frames``
    pacing) while nothing moves: the main menu, or a two-player table of the menu's first
    game (Durak) waiting for a person's move.  ``sleep=False`` redraws every frame as the loop did before it slept when idle.
    Runs in this process (dummy video driver)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from cardtable.match import Match, Seat
    from cardtable.ui.scene import App
    from cardtable.ui.scenes.menu import MenuScene
    from cardtable.ui.scenes.table import TableScene

    class AwakeApp(App):
        """The loop as it was before it slept when idle: every frame is drawn."""

        def _nothing_moves(self) -> bool:
            return False

    app = App((1280, 720)) if sleep else AwakeApp((1280, 720))
    app.push(MenuScene(app))
    if where == "table":
        m = Match(games()[0].id, [Seat("Anna", "human"), Seat("Bot", "ai", "normal")], {}, seed=1)
        app.push(TableScene(app, m))
    end = time.monotonic() + 15
    while time.monotonic() < end and not (app.frames > 30 and app.stack[-1].idle()):
        app.step()              # the deal is dealt and the AI has moved: now only the person may act
    c0, w0, f0 = time.process_time(), time.monotonic(), app.frames
    while time.monotonic() - w0 < seconds:
        app.step()
    wall = time.monotonic() - w0
    return {"where": where, "sleep": sleep, "idle": app.stack[-1].idle(),
            "cpu_percent": round(100 * (time.process_time() - c0) / wall, 2),
            "frames_per_s": round((app.frames - f0) / wall, 1)}


def bench_idle(quick: bool) -> list[dict]:
    """:func:`idle_probe` in fresh processes: the menu and a table waiting for a person,
    sleeping when idle and (for the ratio, same run) redrawing every frame."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        env["CARDTABLE_HOME"] = tmp
        for where in ("menu", "table"):
            for sleep in (True, False):
                code = (f"import json; from cardtable.bench import idle_probe; "
                        f"print(json.dumps(idle_probe({where!r}, {3.0 if quick else 10.0}, {sleep})))")
                proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                                      timeout=300)
                if proc.returncode == 0:
                    rows.append(json.loads(proc.stdout.strip().splitlines()[-1]))
                else:
                    rows.append({"where": where, "sleep": sleep, "error": proc.stderr[-400:]})
    return rows


# -- peers: other projects' engines, same window ---------------------------------------------------

def bench_peers_part(seconds: float, runs: int, peer_path: str | None = None,
                     pairs: list[tuple[str, int, str]] | None = None,
                     uniform_chance: bool = False) -> list[dict]:
    """For each (game, players, peer) of ``pairs`` (default: :func:`peer_pairs`), ours and the
    peer's deals per CPU second, alternated run by run (ours, peer, ours, peer …) so both see the
    same load; medians and the ratio ours ÷ peer.  A missing peer gives a row with ``missing``."""
    rows = []
    for game, players, name in (peer_pairs(uniform_chance) if pairs is None else pairs):
        row: dict = {"game": game, "players": players, "peer": name,
                     "peer_label": bench_peers.PEERS[name].label}
        try:
            rate, version = bench_peers.load(name, players, peer_path)
        except bench_peers.PeerMissing as exc:
            row["missing"] = str(exc)
            rows.append(row)
            continue
        random_deals(game, players, 0.0)      # warm up both (imports, caches) outside the figures
        rate(0.0, 0)
        settle_heap()
        ours, theirs = [], []
        for i in range(runs):
            ours.append(random_deals(game, players, seconds, seed=i)[0])
            theirs.append(rate(seconds, i))
        row["peer_version"] = version
        row["deals_per_s"] = round(statistics.median(ours), 1)
        row["peer_deals_per_s"] = round(statistics.median(theirs), 1)
        row["ratio"] = round(row["deals_per_s"] / row["peer_deals_per_s"], 2)
        rows.append(row)
    return rows


def peer_line(row: dict) -> str:
    """The report's line for one row of :func:`bench_peers_part`."""
    head = f"peer   {row['game']:18} {row['players']:2}p"
    if "missing" in row:
        return f"{head}  vs {row['peer_label']}: peer not installed ({row['missing']})"
    peer = " ".join(filter(None, (row["peer_label"], row["peer_version"])))
    return (f"{head}  {row['deals_per_s']:10.1f} deals/s  vs {peer}"
            f" {row['peer_deals_per_s']:.1f} deals/s  ratio {row['ratio']:.2f}x")


def machine_line(info: dict) -> str:
    """The report's first line: where the numbers come from and how busy the machine was."""
    load = info.get("load_avg")
    load_text = " ".join(f"{x:.2f}" for x in load) + " (1/5/15 min)" if load else "unknown"
    return (f"machine {info['cpu']}, {info['cores']} CPUs, load average {load_text}, "
            f"Python {info['python']}, {info['date']}")


# -- the command --------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m cardtable.bench", description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a short run (under a minute)")
    ap.add_argument("--json", action="store_true", help="print one JSON object on the last line")
    ap.add_argument("--out", help="also write the JSON report to this file")
    ap.add_argument("--only", choices=("engine", "ai", "ui", "idle", "peers", "rlcard", "net"), action="append",
                    help="run only these parts (rlcard: the same as peers; net: network play on loopback)")
    ap.add_argument("--net-tables", type=int, help="tables of the net load run (default 200, --quick 20)")
    ap.add_argument("--budget", type=float, default=0.2, help="Hard level think time per decision, s")
    ap.add_argument("--peer-path", help="a checkout of jorisperrenet/durak (the Durak peer)")
    ap.add_argument("--uniform-chance", action="store_true",
                    help="drive the OpenSpiel peers' chance nodes by one pick among equally likely "
                         "outcomes instead of the cumulative sum (their cheapest driving from Python)")
    ap.add_argument("--seconds", type=float, help="CPU seconds of one engine/peer run")
    ap.add_argument("--runs", type=int, help="runs per engine/peer figure (the median is reported)")
    args = ap.parse_args(argv)
    parts = set(args.only or ("engine", "ai", "ui", "idle", "peers"))
    if "rlcard" in parts:
        parts.add("peers")
    t_start = time.perf_counter()
    report: dict = {"machine": machine(), "quick": args.quick}
    print(machine_line(report["machine"]))
    if "engine" in parts:
        report["engine"] = bench_engine(args.quick, seconds=args.seconds, runs=args.runs)
        for row in report["engine"]:
            print(f"engine {row['game']:18} {row['players']:2}p  {row['deals_per_s']:10.1f} deals/s"
                  f"  {row['actions_per_s']:10d} actions/s  ({row['actions_per_deal']} actions/deal)"
                  f"  with history and events {row['recorded_deals_per_s']:10.1f} deals/s")
    if "ai" in parts:
        report["ai"] = bench_ai(args.quick, args.budget)
        report["ai_budget_s"] = args.budget
        for row in report["ai"]:
            print(f"ai     {row['game']:18} {row['level']:7} median {row['median_ms']:8.2f} ms"
                  f"  p95 {row['p95_ms']:8.2f} ms  ({row['decisions']} decisions)")
    if "ui" in parts:
        report["ui"] = bench_ui(args.quick)
        fs = report["ui"].get("frame_stats", {})
        print(f"ui     {report['ui']['table']} 1280x720: {fs.get('frames')} frames, median {fs.get('median_ms')} ms, "
              f"p95 {fs.get('p95_ms')} ms, p99 {fs.get('p99_ms')} ms (CPU: median {fs.get('cpu_median_ms')}"
              f", p99 {fs.get('cpu_p99_ms')} ms); start to first frame "
              f"{report['ui'].get('start_to_first_frame_ms')} ms")
        if "frame_stats_error" in report["ui"]:
            print(f"ui     frame stats failed: {report['ui']['frame_stats_error']}")
    if "idle" in parts:
        report["idle"] = bench_idle(args.quick)
        for row in report["idle"]:
            print(f"idle   {row['where']:6} {'sleeping' if row['sleep'] else 'redrawing':9} "
                  f"{row.get('cpu_percent', row.get('error'))}% of a core, {row.get('frames_per_s')} frames/s")
    if "peers" in parts:
        report["peers"] = bench_peers_part(args.seconds or (0.35 if args.quick else 2.0),
                                           args.runs or (3 if args.quick else 5), args.peer_path,
                                           uniform_chance=args.uniform_chance)
        for row in report["peers"]:
            print(peer_line(row))
    if "net" in parts:
        from cardtable import bench_net
        report["net"] = bench_net.bench_net(args.quick, args.net_tables)
        for line in bench_net.report_lines(report["net"]):
            print(line)
    report["seconds"] = round(time.perf_counter() - t_start, 1)
    print(f"bench: {report['seconds']} s")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
