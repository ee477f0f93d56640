"""Other projects' card engines the benchmark compares ours with ("peers").

A peer is named ``"<source>:<game>"`` (:data:`PEERS`); a game's plugin lists its peers as
``bench_peers = ((players, name), …)``.  :func:`load` returns ``rate(seconds, seed) ->
deals/s``: whole deals (at least one) of the peer's game with uniformly random legal actions,
per second of this process's CPU time, driven as ``bench.random_deals`` drives ours (a pick is
``legal[int(random() * len(legal))]``; chance nodes are sampled by their probabilities).
:func:`load` raises :class:`PeerMissing` (its text says what to install) when the peer is not
here: the peers are optional (``pip install .[bench]``: OpenSpiel, RLCard), and
jorisperrenet/durak on GitHub is not a package at all — ``--peer-path`` names a checkout of it.

Nothing here imports a peer at module level: the benchmark runs without any of them.
"""

from __future__ import annotations

import importlib.util
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

Rate = Callable[[float, int], float]


class PeerMissing(Exception):
    """The peer is not installed here; the message says how to get it."""


@dataclass(frozen=True)
class Peer:
    """One peer: ``label`` for the report, ``make(players, peer_path) -> (rate, version)``
    (``version`` "" when unknown)."""

    name: str
    label: str
    make: Callable[[int, str | None], tuple[Rate, str]]


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "?"


def _timed(deal: Callable[[], None], seconds: float) -> float:
    """Deals per CPU second of ``deal()`` repeated for about ``seconds`` (at least once)."""
    deals = 0
    start = time.process_time()
    while True:
        deal()
        deals += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return deals / max(elapsed, 1e-9)


# -- RLCard's UNO ------------------------------------------------------------------------------

def _rlcard_uno(env: bool) -> Callable[[int, str | None], tuple[Rate, str]]:
    def make(players: int, peer_path: str | None) -> tuple[Rate, str]:
        try:
            import numpy as np
            import rlcard
            from rlcard.games.uno.game import UnoGame
        except ImportError as exc:
            raise PeerMissing("pip install .[bench] (rlcard)") from exc

        def rate(seconds: float, seed: int) -> float:
            rand = random.Random(seed).random
            if env:
                game = rlcard.make("uno", config={"seed": seed})
                reset, step = game.reset, game.step
            else:
                game = UnoGame(num_players=players)
                game.np_random = np.random.RandomState(seed)
                reset, step = game.init_game, game.step

            def deal() -> None:
                state, _ = reset()
                while not game.is_over():
                    legal = state["legal_actions"]   # a list (game) or an OrderedDict (env)
                    if type(legal) is not list:
                        legal = list(legal)
                    state, _ = step(legal[int(rand() * len(legal))])
            return _timed(deal, seconds)
        return rate, getattr(rlcard, "__version__", _version("rlcard"))
    return make


# -- OpenSpiel (C++ games through pyspiel) -------------------------------------------------------

def _open_spiel(game: str, fixed_players: int | None = None,
                uniform: bool = False) -> Callable[[int, str | None], tuple[Rate, str]]:
    """OpenSpiel's ``game`` driven from Python.  A chance node's outcome is drawn by the
    cumulative sum of its probabilities (any game); with ``uniform``, by one pick
    ``outcomes[int(r * len(outcomes))]`` wherever the first and the last outcome are equally
    likely (every chance node of crazy_eights and dou_dizhu: a card dealt from the rest of the
    deck), the cheapest driving from Python there is — about 10–15 % more deals/s for those two
    than the sum (``pyspiel.sample_action`` is about 15 % slower than the sum)."""
    def make(players: int, peer_path: str | None) -> tuple[Rate, str]:
        try:
            import pyspiel
        except ImportError as exc:
            raise PeerMissing("pip install .[bench] (open_spiel)") from exc
        params = {} if fixed_players else {"players": players}
        spiel_game = pyspiel.load_game(game, params)

        def rate(seconds: float, seed: int) -> float:
            rand = random.Random(seed).random

            def deal() -> None:
                state = spiel_game.new_initial_state()
                while not state.is_terminal():
                    if state.is_chance_node():
                        r = rand()
                        outcomes = state.chance_outcomes()
                        if uniform and outcomes[0][1] == outcomes[-1][1]:
                            state.apply_action(outcomes[int(r * len(outcomes))][0])
                            continue
                        pick = outcomes[-1][0]
                        for action, p in outcomes:
                            r -= p
                            if r < 0:
                                pick = action
                                break
                        state.apply_action(pick)
                    else:
                        legal = state.legal_actions()
                        state.apply_action(legal[int(rand() * len(legal))])
            return _timed(deal, seconds)
        return rate, _version("open_spiel")
    return make


# -- jorisperrenet/durak (pure Python, a checkout) -----------------------------------------------

def _joris_durak(players: int, peer_path: str | None) -> tuple[Rate, str]:
    """Its own ``Random`` players (``random.choice`` of ``allowed_plays()``) at a
    ``GameTree(players, computer_shuffle=True, print_info=False)``; the checkout's
    ``python_version`` folder (or the folder itself) holds main.py, players.py, tools.py."""
    hint = "a checkout of jorisperrenet/durak (GitHub): --peer-path DIR"
    if not peer_path:
        raise PeerMissing(hint)
    root = Path(peer_path)
    folder = root / "python_version" if (root / "python_version").is_dir() else root
    if not (folder / "main.py").is_file():
        raise PeerMissing(f"{hint} (no main.py in {folder})")
    names = ("tools", "players", "mcts")
    saved = {n: sys.modules.pop(n) for n in names if n in sys.modules}
    sys.path.insert(0, str(folder))
    try:           # its modules import each other by the plain names tools/players/mcts
        spec = importlib.util.spec_from_file_location("_peer_joris_durak", folder / "main.py")
        # a .py path always gets a spec with a source loader; None only for unknown suffixes
        assert spec is not None and spec.loader is not None, f"no loader for {folder / 'main.py'}"
        main = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(main)
        random_player = sys.modules["players"].Random
    finally:
        sys.path.remove(str(folder))
        for n in names:
            sys.modules.pop(n, None)
        sys.modules.update(saved)

    def rate(seconds: float, seed: int) -> float:
        random.seed(seed)           # the peer draws from the random module's shared generator

        def deal() -> None:
            seats = [random_player(f"P{i}") for i in range(players)]
            game = main.GameTree(seats, True, main_attacker="P0", print_info=False)
            while not game.is_end_state:
                game.next()
        return _timed(deal, seconds)
    return rate, ""


PEERS: dict[str, Peer] = {p.name: p for p in (
    Peer("rlcard:uno", "RLCard UNO bare game", _rlcard_uno(env=False)),
    Peer("rlcard:uno-env", "RLCard UNO environment", _rlcard_uno(env=True)),
    Peer("open_spiel:crazy_eights", "OpenSpiel crazy_eights (C++)", _open_spiel("crazy_eights")),
    Peer("open_spiel:dou_dizhu", "OpenSpiel dou_dizhu (C++, 3p)", _open_spiel("dou_dizhu", 3)),
    # the same with one pick among equally likely chance outcomes (bench --uniform-chance)
    Peer("open_spiel:crazy_eights/uniform", "OpenSpiel crazy_eights (C++), uniform chance",
         _open_spiel("crazy_eights", uniform=True)),
    Peer("open_spiel:dou_dizhu/uniform", "OpenSpiel dou_dizhu (C++, 3p), uniform chance",
         _open_spiel("dou_dizhu", 3, uniform=True)),
    Peer("jorisperrenet:durak", "jorisperrenet/durak (Python)", _joris_durak),
)}


def load(name: str, players: int, peer_path: str | None = None) -> tuple[Rate, str]:
    """``(rate, version)`` of peer ``name`` at ``players``; :class:`PeerMissing` if absent."""
    return PEERS[name].make(players, peer_path)
