"""Durak's rule constants and the DUR-7 limits, written once (docs/rules.md DUR-4, DUR-7).

Every path of the engine — the readable transitions, the fast playout step, the legal-action
lists, the throw-in windows, Witch durak's mask path, the position checks — asks these;
changing a rule here changes it everywhere, and the differential tests
(tests/test_durak_paths.py) fail if some path keeps its own copy.
"""

from __future__ import annotations

HAND = 6  # DUR-4: cards dealt to each player; DUR-10: everyone draws up to this many


def bout_limit(defended_once: bool) -> int:
    """DUR-7: the most attack cards of one bout — one less than a hand (5) until someone has
    defended successfully this deal, then a whole hand (6)."""
    return HAND if defended_once else HAND - 1


# bout_limit by ``defended_once`` (a bool indexes as 0/1): the hot paths read this table
BOUT_LIMIT = (bout_limit(False), bout_limit(True))


def room_for_one_more(attack_cards: int, uncovered: int, defender_holds: int,
                      defended_once: bool) -> bool:
    """DUR-7: may one more card be added to a bout of ``attack_cards`` cards, ``uncovered`` of
    them not yet beaten, the defender holding ``defender_holds`` cards?  Within the bout limit,
    and never more cards to beat than he holds."""
    return attack_cards < BOUT_LIMIT[defended_once] and uncovered < defender_holds


def lead_most(defender_holds: int, defended_once: bool) -> int:
    """DUR-7 for a lead: the most cards it may have (every one of them is still to be beaten)."""
    most = BOUT_LIMIT[defended_once]
    return defender_holds if defender_holds < most else most


# lead_most by ``defended_once`` and the defender's card count (at most the whole pack): the
# legal-action lists read this table
LEAD_MOST = tuple(tuple(lead_most(holds, once) for holds in range(37)) for once in (False, True))
