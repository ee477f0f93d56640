"""Helpers shared by the Durak-family rule tests: card and hand shorthands, playing a list
of action texts, and reading the legal actions and the table as text."""

from cardtable.engine.durak.cards import parse_card, parse_cards


def C(text):
    """One card from its text, e.g. ``C("10♥")``."""
    return parse_card(text)


def H(text):
    """A sorted hand from space-separated card texts."""
    return sorted(parse_cards(text))


def hand(s, p):
    return sorted(s.hands[p])


def play(s, *texts):
    """Apply each action text in turn; return the events of the last one."""
    events = []
    for t in texts:
        events = s.apply(t)
    return events


def legal(s, p=None):
    return [str(a) for a in s.legal_actions(p)]


def table(s):
    return [[a, c] for a, c in zip(s.att, s.cov)]
