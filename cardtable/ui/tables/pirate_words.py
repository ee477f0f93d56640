"""Pirate Party's cards and actions in a player's words, for the log and the hint.

``card_words("R5")`` is "red 5" / «5 (красная)» (Russian names the colour after the card,
so the phrase reads right after any verb: «кладёт», «пробует», «отдаёт в обмен»);
``take_variants(history)`` words for the log what each "take" took (the engine's
``take_costs``: the turn a Skip costs, PIR-7, or the Draw Two / Draw Four cards, PIR-8/10/18).
"""

from __future__ import annotations

from cardtable.engine.pirate.actions import take_costs
from cardtable.engine.pirate.cards import COLOURS, DRAW2, FACE, REVERSE, SKIP
from cardtable.ui.i18n import t

_FACE_WORDS = {"S": "skip", "R": "reverse", "+2": "draw2"}


def face_words(card: int) -> str:
    """The face of a coloured card as a prompt names it: its number, or its action in words
    ("Skip", «Пропусти ход» — a sentence read aloud has no "⊘" in it)."""
    action = {SKIP: "skip", DRAW2: "draw2", REVERSE: "reverse"}.get(FACE[card])
    return t(f"pirate.card.{action}").strip("«»") if action else str(FACE[card])


def card_words(text: str) -> str:
    """Card notation in words: "R5" -> "red 5", "GS" -> "green Skip", "W+4 g" -> "Wild Draw Four,
    calling green" (the letter after a black card is the colour called)."""
    tokens = text.split()
    if not tokens:
        return text
    code = tokens[0]
    if code in ("W", "W+4"):
        card = t("pirate.card.wild4" if code == "W+4" else "pirate.card.wild")
    elif len(code) >= 2 and code[0].lower() in COLOURS:
        colour = t(f"pirate.card.colour.{code[0].lower()}")
        face = code[1:]
        if face in _FACE_WORDS:
            card = t("pirate.card.action", colour=colour, face=t(f"pirate.card.{_FACE_WORDS[face]}"))
        else:
            card = t("pirate.card.number", colour=colour, face=face)
    else:
        return text
    if len(tokens) > 1 and tokens[1] in COLOURS:
        return t("log.calling", card=card, colour=t(f"pirate.colour.{tokens[1]}"))
    return card


def take_variants(history: list[str], stacking: bool = False, starter: str = "") -> list[str | None]:
    """The log's variant of each history entry, from the engine's ``take_costs``: ``"skip"``,
    ``"draw N"`` (N penalty cards), ``"draw"`` (a count not known), else None."""
    return [c if c is None or c == "skip" else f"draw {c}" if c else "draw"
            for c in take_costs(history, stacking, starter)]


def actor(text: str) -> int | None:
    """The seat whose move a history entry is ("3:draw" -> 3); None for an entry of no seat."""
    head = text.partition(" ")[0]
    p = head.partition(":")[0]
    return int(p) if p.isdigit() else None


def _kind(text: str) -> str:
    return text.partition(" ")[0].partition(":")[2]


def outcome_variants(history: list[str], variants: list[str | None], *, stacking: bool = False,
                     starter: str = "", seven_zero: bool = False, to_act: int | None = None,
                     own_draws: dict[int, str] | None = None) -> list[str | None]:
    """``variants`` (:func:`take_variants`) with the outcomes a public history shows only later:

    - a challenge (PIR-11) ``"bluff N"`` (the Draw Four's player drew N) or ``"honest N"`` (the
      challenger drew N): after a caught bluff the challenger plays his own turn, after an honest
      Draw Four he misses it — so the next entry that is not somebody's catch or jump-in, or
      else ``to_act`` now, tells which;
    - a 0 laid with Seven–Zero on (PIR-17): ``"zero"``, every hand passed on;
    - a draw of the log's own reader: ``"seen R6"``, the card he drew (``own_draws``: history
      index -> card; only the drawer's own draws are ever in it — GEN-2)."""
    out = list(variants)
    own_draws = own_draws or {}
    for i, text in enumerate(history):
        kind = _kind(text)
        if kind == "challenge":
            p = actor(text)
            nxt = next((actor(h) for h in history[i + 1:] if _kind(h) not in ("catch", "jump")), to_act)
            # what was pending on the challenged Draw Four: what a take would have cost (PIR-11/18)
            pending = take_costs(history[:i] + [f"{p}:take"], stacking, starter)[-1]
            pending = pending if isinstance(pending, int) and pending else 4
            out[i] = f"bluff {pending}" if nxt == p else f"honest {pending + 2}"
        elif kind in ("play", "jump") and seven_zero and text.partition(" ")[2][1:2] == "0":
            out[i] = "zero"
        elif kind == "draw" and i in own_draws:
            out[i] = f"seen {own_draws[i]}"
    return out
