"""``cardtable host …``: a headless host (no window) holding one or many tables.

    cardtable host --game durak --players 4 --seats remote,remote,hard,hard --port 8765
    cardtable host --game durak --players 2 --seats "remote,Greedy:engine=python3 examples/bots/greedy_bot.py"
    cardtable host --continue --port 8765          # take up the saved tables after a stop or crash

Each table it opens is printed on stdout as one JSON line (``{"table", "room", "port",
"game", "players", "seats"}``) so a script can hand out the room codes.  Tables are
autosaved after every action in ``--save-dir`` (default: ``hosted/`` in the program's data
folder); ``--continue`` reopens every unfinished one with its room code and seat tokens,
and the clients rejoin.  The host listens on 127.0.0.1 unless ``--bind`` says otherwise
(``--bind 0.0.0.0`` for friends on the LAN or the internet); ``--cert``/``--key`` turn on
TLS (``wss://``).  SIGINT/SIGTERM stop it (everything is saved already).

A seat ``engine=COMMAND`` (``Name:engine=COMMAND``) is an outside engine the host plays
there, as in a local game (docs/protocol.md, "Outside engines"): started with the table, its
faults counted and its failed moves made by Normal, its stderr kept in ``engines/`` beside the
saves.  A table taken up with ``--continue`` starts no program (a save never does): its
engine seats are played by their AI level, and the host says so on stderr.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import signal
import sys
from pathlib import Path
from typing import Any

from cardtable.match import AI_LEVELS, Match, Seat, clean_name
from cardtable.match.names import computer_name, computer_names
from cardtable.stats import percentile

DEFAULT_PORT = 8765


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cardtable host", description="Host tables for friends over the network "
                                "(no window).")
    p.add_argument("--game", help="game id (README: the games)")
    p.add_argument("--players", type=int, help="number of seats")
    p.add_argument("--seats", help="comma-separated: remote (a friend over the network), an AI level "
                   "(random, easy, normal, hard) or an outside engine engine=COMMAND, optionally "
                   "Name:kind / Name:engine=COMMAND; default: all remote")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game or match option")
    p.add_argument("--seed", type=int, help="seed of the first table's match (table i gets seed+i)")
    p.add_argument("--tables", type=int, default=1, help="how many such tables (default 1)")
    p.add_argument("--name", default="", help="the table's name (default: the game's)")
    p.add_argument("--bind", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT}; 0: any free one)")
    p.add_argument("--save-dir", help="where tables are autosaved (default: the data folder's hosted/)")
    p.add_argument("--no-save", action="store_true", help="do not autosave (benchmarks)")
    p.add_argument("--continue", dest="resume", action="store_true", help="reopen the saved unfinished tables")
    p.add_argument("--between-deals", type=float, default=2.0, help="seconds between deals (default 2)")
    p.add_argument("--cert", help="TLS certificate (PEM); with --key")
    p.add_argument("--key", help="TLS private key (PEM)")
    p.add_argument("--lan", action="store_true", help="announce the tables on the local network (zeroconf)")
    return p


def parse_seats(text: str | None, players: int) -> tuple[list[str], list[Seat]]:
    """Seat kinds ("remote"/"ai": an engine seat is played by the host, as an AI's) and the
    match's seats from ``--seats``; ValueError naming the seat that is wrong."""
    from cardtable.net.engine_process import (
        EngineError,
        engine_argv,
        parse_engine_seat,
        program_name,
        split_seats,
    )

    words = split_seats(text) if text else ["remote"] * players
    if len(words) != players:
        raise ValueError(f"--seats names {len(words)} seats for {players} players")
    kinds, seats = [], []
    for i, w in enumerate(words):
        engine = parse_engine_seat(w)
        if engine is not None:
            given, command = engine
            try:
                engine_argv(command)
            except EngineError as exc:
                raise ValueError(f"seat {i + 1}: {exc}") from None
            kinds.append("ai")
            name = clean_name(given) or program_name(command) or f"Engine {i + 1}"
            seats.append(Seat(name, "engine", "normal", None, command.strip()))
            continue
        name, _, kind = w.rpartition(":")
        kind = kind.lower()
        if kind == "remote":
            kinds.append("remote")
            seats.append(Seat(clean_name(name) or f"Player {i + 1}", "human"))
        elif kind in AI_LEVELS:
            kinds.append("ai")
            given = clean_name(name)
            if given:
                seats.append(Seat(given, "ai", kind))
            else:
                default, gender = _computer_name(i, words)
                seats.append(Seat(default, "ai", kind, gender))
        else:
            raise ValueError(f"seat {i + 1}: {kind!r} is not remote, an AI level ({', '.join(AI_LEVELS)}) "
                             "or engine=COMMAND")
    return kinds, seats


def _computer_name(i: int, words: list[str]) -> tuple[str, str]:
    """Seat ``i``'s default computer name, as a local game names it (``computer_name``: the
    clients show it in their own language, with its gender), or the next of that gender's that
    no seat of ``--seats`` was given by name."""
    name, gender = computer_name(i)
    given = {w.rpartition(":")[0].strip().casefold() for w in words}
    if name.casefold() not in given:
        return name, gender
    spare = [n for n in computer_names(gender) if n.casefold() not in given]
    return (spare[0] if spare else f"{name} {i + 1}"), gender


def start_engines(tables: list, log_dir: Path | None, restored: bool) -> tuple[list[Any], list[str]]:
    """The outside engines of the tables' engine seats, started (``MatchEngines``), and what to
    tell the operator: a table taken up from a save starts none (a save never starts a program),
    and its engine seats are played by their AI level."""
    from cardtable.net.engine_seat import MatchEngines

    engines: list[MatchEngines] = []
    notes: list[str] = []
    for table in tables:
        seats = [p for p, s in enumerate(table.match.seats) if s.kind == "engine"]
        if not seats:
            continue
        if restored:
            notes.extend(f"table {table.id}: seat {p + 1} ({table.match.seats[p].name}) is played by "
                         f"{table.match.seats[p].level}, its engine is not started from a save" for p in seats)
            continue
        engines.append(MatchEngines(table.match, log_dir=log_dir))
    return engines, notes


def make_tables(args) -> list:
    from cardtable import engine
    from cardtable.net.table import HostedTable

    if not args.game:
        raise ValueError("--game is needed (or --continue)")
    info = engine.game_info(args.game)
    from cardtable.net.engine_process import split_seats

    players = args.players or (len(split_seats(args.seats)) if args.seats else info.min_players)
    options: dict = {}
    for item in args.option:
        k, sep, v = item.partition("=")
        if not sep:
            raise ValueError(f"--option {item!r}: NAME=VALUE")
        opt = info.option(k.strip())
        v = v.strip()
        options[k.strip()] = int(v) if opt.type == "int" and v.lstrip("-").isdigit() else v
    seed = args.seed if args.seed is not None else random.randrange(2**31)
    tables = []
    for i in range(max(1, args.tables)):
        kinds, seats = parse_seats(args.seats, players)
        match = Match(args.game, seats, options, seed + i)
        tables.append(HostedTable(match, kinds, name=args.name))
    return tables


def ssl_context(args):
    if not args.cert:
        return None
    import ssl
    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ctx.load_cert_chain(args.cert, args.key)
    return ctx


async def serve(args, tables: list) -> int:
    from cardtable.net.host import Host

    save_dir = None
    if not args.no_save:
        if args.save_dir:
            save_dir = Path(args.save_dir).expanduser()
        else:
            from cardtable.match.storage import data_dir
            save_dir = data_dir() / "hosted"
    host = Host(bind=args.bind, port=args.port, save_dir=save_dir, between_deals=args.between_deals,
                ssl=ssl_context(args))
    if args.resume:
        from cardtable.net.host import load_tables
        if save_dir is None:
            print("--continue needs the save folder (not --no-save)", file=sys.stderr)
            return 2
        tables, problems = load_tables(save_dir)
        for text in problems:
            print(f"set aside: {text}", file=sys.stderr)
        if not tables:
            print(f"no unfinished table saved in {save_dir}", file=sys.stderr)
            return 1
    engines, notes = start_engines(tables, save_dir / "engines" if save_dir else None, args.resume)
    for text in notes:
        print(text, file=sys.stderr)
    for table in tables:
        host.add_table(table)
    try:
        port = await host.start()
    except OSError:
        for e in engines:
            e.close()
        raise
    announcer = None
    if args.lan:
        from cardtable.net.discovery import Announcer
        announcer = Announcer()
        for table in tables:
            announcer.announce(table.name, table.id, port, table.match.game_id, len(table.remote_seats()))
    for table in tables:
        print(json.dumps({"table": table.id, "room": table.room, "port": port, "bind": args.bind,
                          "game": table.match.game_id, "players": table.players, "seats": table.kinds}),
              flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):    # Windows: Ctrl+C raises KeyboardInterrupt
            pass
    try:
        await stop.wait()
    finally:
        if announcer is not None:
            announcer.close()
        await host.stop()
        for e in engines:          # each engine said bye, ended and reaped; how it played, on stderr
            e.close()
            print(json.dumps({"engine_seats": {str(p + 1): r for p, r in e.report().items()}}),
                  file=sys.stderr, flush=True)
        if host.act_ms:       # on stderr: how fast it answered (the benchmark reads it)
            ms = sorted(host.act_ms)
            print(json.dumps({"host_act_ms": {"n": len(ms), "median": round(percentile(ms, 0.5), 2),
                                              "p95": round(percentile(ms, 0.95), 2)}}),
                  file=sys.stderr, flush=True)
    return 0


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    try:
        tables = [] if args.resume else make_tables(args)
    except ValueError as exc:
        print(f"cardtable host: {exc}", file=sys.stderr)
        return 2
    try:
        return asyncio.run(serve(args, tables))
    except KeyboardInterrupt:
        return 0
    except OSError as exc:
        print(f"cardtable host: cannot listen on {args.bind}:{args.port}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
