"""An exact "does this seat win against every defence" search (AND-OR proof search), for
puzzles (:mod:`cardtable.puzzles`).  No hidden information: it searches the full state, so it
is asked only where the seat can know every card that matters
(:func:`cardtable.ai.witchcraft_endgame.exact_world` for Strong Witchcraft).

The seat wins a finished deal when it is not among the losers and the deal is not a draw.
At the seat's decisions one winning move suffices (OR); at every other seat's decisions
every move must still lose for them (AND).  Positions are memoised by their position text; a
position met again on the line being searched counts as no win (going round in circles
proves nothing), and a line longer than :data:`MAX_DEPTH` neither.  ``None`` when the node
budget runs out.  Strong Witchcraft's puzzle module names it as its solver.
"""

from __future__ import annotations

from cardtable.engine import GameState

MAX_DEPTH = 200


class _Budget(Exception):
    """The node budget ran out."""


def wins(state: GameState, seat: int, budget: int) -> bool | None:
    """Whether ``seat`` wins ``state`` against every defence (None: budget exhausted)."""
    memo: dict[str, bool] = {}
    on_line: set[str] = set()
    left = [budget]

    def search(s: GameState, depth: int) -> bool:
        if s.is_over:
            r = s.result
            assert r is not None
            return not r.draw and seat not in r.losers
        if depth > MAX_DEPTH:
            return False
        key = s.to_position()
        known = memo.get(key)
        if known is not None:
            return known
        if key in on_line:
            return False
        left[0] -= 1
        if left[0] < 0:
            raise _Budget
        on_line.add(key)
        mine = s.to_act == seat
        result = not mine
        for action in s.legal_actions():
            child = s.clone()
            child.apply(action)
            if search(child, depth + 1) == mine:
                result = mine
                break
        on_line.discard(key)
        memo[key] = result
        return result

    try:
        return search(state.clone(), 0)
    except _Budget:
        return None

