"""The Hard player's hooks are declared (cardtable/ai/hooks.py) and every game's AI module uses
only declared names: a misspelt ``HARD_TRUST_z`` would otherwise be silently ignored."""

from __future__ import annotations

from dataclasses import fields

from cardtable.ai.base import heuristic_module
from cardtable.ai.hard import HardAgent
from cardtable.ai.hooks import HardHooks
from cardtable.engine import games

DECLARED = {f.name for f in fields(HardHooks)}
PREFIXES = ("HARD_", "ROLLOUT_", "PLAYOUT_")


def test_every_hook_like_name_of_a_game_module_is_declared():
    for info in games():
        mod = heuristic_module(info.id)
        if mod is None:
            continue
        names = {n for n in vars(mod) if n.startswith(PREFIXES)}
        assert names <= DECLARED, (info.id, sorted(names - DECLARED))


def test_hard_reads_its_settings_from_the_declared_hooks():
    for info in games():
        agent = HardAgent(info.id)
        hooks = HardHooks.of(heuristic_module(info.id))
        assert agent.hooks == hooks
        assert (agent.trust, agent.world_cost, agent.playout_cost, agent.exact, agent.reference,
                agent.own) == (hooks.HARD_TRUST, hooks.HARD_WORLD_COST, hooks.HARD_PLAYOUT_COST,
                               hooks.exact_search, hooks.hard_reference, hooks.playout_own)
    assert HardHooks.of(None) == HardHooks()
