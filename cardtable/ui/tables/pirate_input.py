"""How the player's hand becomes an action at the Pirate Party table.

Sprites carry physical ids (:mod:`.pirate_faces`) while the engine's legal actions name
faces, so selection and drop targets translate one to the other; one card is played at a
time.  With two cards in hand a play exists twice, with and without the "All hands on
deck!" call (PIR-12): the big call button arms the called variant and :func:`calls` tells
them apart.  A black card dropped on the pile opens the colour chooser first (PIR-10).
"""

from __future__ import annotations

import pygame

from cardtable.engine import Action
from cardtable.engine.pirate.cards import BLACK, COLOUR
from cardtable.ui.tables.intents import HANDLED, Intent
from cardtable.ui.tables.interact import Interaction
from cardtable.ui.tables.pirate_faces import FACE_OF


def calls(a: Action) -> bool:
    """The action is the variant with "All hands on deck!" called (PIR-12)."""
    return isinstance(a.arg, str) and a.arg.endswith("!")


class PirateInteraction(Interaction):
    """Sprites carry physical ids; legal actions name faces.  One card at a time; the
    call button decides which variant (with or without "!") a drop means."""

    def refresh(self) -> None:
        table = self.table
        self.legal = table.scene.human_actions()
        faces = {c for a in self.legal for c in a.cards}
        hand = {k for k, sp in table.sprites.items() if sp.extra.get("hand") and sp.card is not None}
        self.selected = [k for k in self.selected if k in hand and FACE_OF[table.sprites[k].card] in faces][:1]
        if not any(calls(a) for a in self.legal):
            table.call_armed = False
        self._show_hand(lambda c: FACE_OF[c] in faces, lambda sp: sp.key in self.selected)

    def _keyed(self) -> bool:
        return True          # _toggle below takes sprite keys (a click used to select nothing)

    def _toggle(self, key) -> None:
        faces = {c for a in self.legal for c in a.cards}
        sp = self.table.sprites.get(key)
        if key in self.selected:
            self.selected = []
        elif sp is not None and sp.card is not None and FACE_OF[sp.card] in faces:
            self.selected = [key]
        self.refresh()

    def _matching(self, chosen: tuple) -> list:
        """The actions playing the chosen card's face; of a play with and without the call
        (PIR-12), the variant the call button has armed."""
        face = FACE_OF[chosen[0]]
        armed = self.table.call_armed
        called = any(calls(b) for b in self.legal)
        return [a for a in self.legal if a.cards == (face,)
                and not (a.kind in ("play", "jump") and called and calls(a) != armed)]

    def _play(self, chosen: tuple, zone, action):
        """A black card (PIR-10) goes nowhere until its colour is called: the chooser opens
        with the colours the engine allows for this play; Esc puts the card back."""
        if chosen and zone.zone == "discard" and COLOUR[FACE_OF[chosen[0]]] == BLACK:
            if action is None:
                action = self.table.action_for_drop(chosen, zone.zone, self.legal)
            if action is not None and self.table.open_colour_chooser(chosen[0], action):
                return HANDLED
        return super()._play(chosen, zone, action)

    def handle(self, event: pygame.event.Event) -> Intent | None:
        rect = self.table.call_rect
        if (self.drag is None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and rect is not None and rect.collidepoint(event.pos) and any(calls(a) for a in self.legal)):
            self.table.call_armed = not self.table.call_armed
            self._light()
            return HANDLED
        return super().handle(event)
