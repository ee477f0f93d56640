"""An AI-driven seat at a hosted table: a test client, a benchmark load, and the shape an
outside engine takes (it sees exactly what a remote person would).

:func:`play` answers every table the host sends where the seat is to act with its agent's
choice.  Its decision RNG is :meth:`cardtable.match.Match.decision_rng`'s, from a seed
given to the bot (never by the host: a match's seed would tell its deals), so a bot told
the match's seed plays exactly the moves the same seat's AI would in a local game.

``python -m cardtable.net.bot --address 127.0.0.1:8765 --room CODE --level normal``
(also ``--token`` to rejoin, ``--seed``, ``--name``): plays until the match is over.
"""

from __future__ import annotations

import argparse
import random
import sys
import threading
import time

from cardtable.engine import View, determinize, view_type
from cardtable.net.client import ClientSeat, NetError

# Refusals of a move that may be made again at the same table: the host's rate limit and load,
# and a pause (the move crossed the host's "pause" of a dropped seat: on "resume" the table is
# the same, so the seat gets no new table to answer and must send its move again)
RETRY = ("too_fast", "busy", "paused")

def read_table(game: str, players: int, view_data: dict, legal: list[str]) -> tuple[View, list]:
    """A state message's view as the game's typed view (:meth:`View.from_dict`, checked: the
    same view a local table reads; ``ValueError`` for a malformed one, or one of another game
    or table), and its legal actions' texts as the game's actions.  Some notations are read
    against the seat's hand (Who's the Donkey?'s sets), so they are read in a world made from
    the view (GEN-2: nothing else is known)."""
    view = view_type(game, players).from_dict(view_data)
    if view.game != game or view.players != players:
        raise ValueError(f"a view of {str(view.game)[:20]} at {view.players}, not of {game} at {players}")
    world = determinize(view, random.Random(0))
    return view, [world.parse_action(text) for text in legal]


def choose(seat: ClientSeat, st: dict | None, agent, seed: int | None, budget: float = 1.0) -> str | None:
    """The agent's action text for the table ``st`` (a state message), or None when the seat
    is not to act there."""
    if st is None or seat.halted or not st["legal"]:
        return None
    view_data = st["view"]
    if view_data.get("to_act") != seat.seat:
        return None
    view, legal = read_table(seat.info["game"], seat.info["players"], view_data, st["legal"])
    rng = random.Random(f"{seed}:{st['deal']}:{st['at']}:{seat.seat}") if seed is not None else random.Random()
    return str(agent.play(view, legal, rng, budget))


def play(seat: ClientSeat, level: str = "normal", seed: int | None = None,
         stop: threading.Event | None = None, budget: float = 1.0, delay: float = 0.0) -> None:
    """Play the seat until the match is over (or ``stop`` is set), waiting ``delay``
    seconds before each move."""
    from cardtable.ai import make_agent

    agent = make_agent(level, seat.info["game"])
    done: tuple | None = None
    req: int | None = None
    while not (stop is not None and stop.is_set()):
        if seat.match_over is not None:
            return
        if req is not None and seat.refusals.get(req, {}).get("code") in RETRY:
            time.sleep(0.05)                   # the host could not take it now: try the same move again
            req = done = None
        st = seat.state
        key = (st["deal"], st["at"], seat.joins) if st else None
        halted = seat.halted
        if st is not None and key != done and seat.connected:
            text = choose(seat, st, agent, seed, budget)
            if text is not None and delay:
                time.sleep(delay)
            if text is not None:
                try:
                    req = seat.act(text, st)
                    done = key
                except NetError:
                    pass
        seat.wait_for(lambda s, k=key, h=halted, r=req: s.match_over is not None or s.halted != h or r in s.refusals or (
            s.state is not None and (s.state["deal"], s.state["at"], s.joins) != k), 0.5)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="cardtable-bot", description="An AI seat at a hosted table.")
    ap.add_argument("--address", required=True)
    ap.add_argument("--room", required=True)
    ap.add_argument("--name", default="Bot")
    ap.add_argument("--token")
    ap.add_argument("--seat", type=int)
    ap.add_argument("--level", default="normal", choices=("random", "easy", "normal", "hard"))
    ap.add_argument("--seed", type=int)
    ap.add_argument("--print-token", action="store_true", help="print the seat and its token on stdout")
    args = ap.parse_args(argv)
    seat = ClientSeat(args.address, args.room, auto_rejoin=True)
    try:
        if args.token:
            seat.rejoin_within(seat.rejoin_for, args.token)
        else:
            seat.join(args.name, seat=args.seat)
    except NetError as exc:
        print(f"cannot take a seat: {exc}", file=sys.stderr)
        return 1
    if args.print_token:
        print(f"{seat.seat} {seat.token}", flush=True)
    play(seat, args.level, args.seed)
    seat.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
