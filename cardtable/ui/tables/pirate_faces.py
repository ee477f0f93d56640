"""Card faces of Pirate Party (PIR-1) and the table's physical card ids.

The engine names a card by its face (two copies share one int, so nothing leaks
through copies), but every sprite of the UI needs its own int.  The table therefore
draws *physical* ids 0…107 — the index of the card in
:data:`~cardtable.engine.pirate.cards.FULL_DECK` — and ``FACE_OF[phys]`` is the
engine's card.  Faces: a coloured card with a white tilted oval and a big number or
symbol (⊘ Skip, +2 Draw Two, ⇄ Reverse); black cards with a four-colour oval (W, +4).
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from cardtable.engine import zone
from cardtable.engine.pirate.cards import (
    COLOUR,
    DRAW2,
    FACE,
    FULL_DECK,
    REVERSE,
    SKIP,
    WILD,
    WILD4,
    card_str,
)
from cardtable.engine.pirate.cards import card as colour_card
from cardtable.engine.pirate.view import PirateView
from cardtable.engine.zone import DISCARD
from cardtable.ui import assets, cards, colour_marks
from cardtable.ui.i18n import t

FACE_OF = FULL_DECK
PHYS_BY_FACE: dict[int, tuple[int, ...]] = {}
for _i, _c in enumerate(FULL_DECK):
    PHYS_BY_FACE[_c] = PHYS_BY_FACE.get(_c, ()) + (_i,)

COLOUR_RGB = ((215, 45, 45), (240, 190, 25), (40, 155, 75), (35, 95, 205))
BLACK_RGB = (28, 28, 32)
SYMBOL = {SKIP: "⊘", DRAW2: "+2", REVERSE: "⇄"}


def colour_rgb(colour: int) -> tuple:
    return COLOUR_RGB[colour] if 0 <= colour < 4 else BLACK_RGB


def face_text(face: int) -> str:
    """The big text on a card."""
    if face == WILD:
        return "W"
    if face == WILD4:
        return "+4"
    f = FACE[face]
    return SYMBOL.get(f, str(f))


class PirateFaces(cards.CardFaces):
    kind = "pirate"

    def name(self, card: int) -> str:
        return card_str(FACE_OF[card])

    def draw_face(self, surf: pygame.Surface, card: int, w: int, h: int) -> None:
        face = FACE_OF[card]
        col = COLOUR[face]
        black = col == 4
        fill = BLACK_RGB if black else COLOUR_RGB[col]
        cards._card_base(surf, w, h, fill=(250, 250, 248), edge=(60, 60, 60))
        m = max(3, w // 16)
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        pygame.draw.rect(surf, fill, inner, border_radius=max(3, w // 12))
        # the tilted white oval
        oval = pygame.Surface((int(w * 0.78), int(h * 0.62)), pygame.SRCALPHA)
        pygame.draw.ellipse(oval, (255, 255, 255), oval.get_rect())
        if black:
            self._quadrants(oval)
        tilted = pygame.transform.rotate(oval, 28)
        surf.blit(tilted, tilted.get_rect(center=(w // 2, h // 2)))
        text = face_text(face)
        size = int(h * (0.34 if len(text) == 1 else 0.27))
        ink = BLACK_RGB if black else fill
        big = assets.font_px(size, True).render(text, True, ink)
        outline = assets.font_px(size, True).render(text, True, (255, 255, 255) if black else (20, 20, 20))
        c = (w // 2, h // 2)
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            surf.blit(outline, outline.get_rect(center=(c[0] + dx * w // 200, c[1] + dy * w // 200)))
        surf.blit(big, big.get_rect(center=c))
        small = assets.font_px(int(h * 0.13), True).render(text, True, (255, 255, 255))
        pad = int(m * 1.6)
        surf.blit(small, (pad, pad))
        flipped = pygame.transform.rotate(small, 180)
        surf.blit(flipped, (w - flipped.get_width() - pad, h - flipped.get_height() - pad))
        if colour_marks.on() and not black:     # under each index: the colour's shape (issue 34.12)
            r = h * 0.07
            x = pad + small.get_width() / 2
            y = pad + small.get_height() + r * 1.15
            colour_marks.draw_shape(surf, col, (x, y), r)
            colour_marks.draw_shape(surf, col, (w - x, h - y), r)

    @staticmethod
    def _quadrants(oval: pygame.Surface) -> None:
        ow, oh = oval.get_size()
        mask = pygame.Surface((ow, oh), pygame.SRCALPHA)
        for i, (x, y) in enumerate(((0, 0), (1, 0), (1, 1), (0, 1))):
            pygame.draw.rect(mask, (*COLOUR_RGB[i], 255), (x * ow // 2, y * oh // 2, ow // 2 + 1, oh // 2 + 1))
        shape = pygame.Surface((ow, oh), pygame.SRCALPHA)
        pygame.draw.ellipse(shape, (255, 255, 255, 255), shape.get_rect().inflate(-ow // 8, -oh // 8))
        mask.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        oval.blit(mask, (0, 0))

    def draw_back(self, surf: pygame.Surface, w: int, h: int) -> None:
        cards._card_base(surf, w, h, fill=(250, 250, 248), edge=(60, 60, 60))
        m = max(3, w // 16)
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        pygame.draw.rect(surf, BLACK_RGB, inner, border_radius=max(3, w // 12))
        oval = pygame.Surface((int(w * 0.8), int(h * 0.55)), pygame.SRCALPHA)
        pygame.draw.ellipse(oval, (200, 35, 35), oval.get_rect())
        tilted = pygame.transform.rotate(oval, 28)
        surf.blit(tilted, tilted.get_rect(center=(w // 2, h // 2)))
        label = assets.font_px(int(h * 0.2), True).render(t("pirate.back"), True, (250, 210, 60))
        surf.blit(label, label.get_rect(center=(w // 2, h // 2)))


FACES = cards.register_faces(PirateFaces())
# the Settings preview's sample (plugin ``colour_sample``): a red, yellow, green and blue 7
COLOUR_SAMPLE = (FACES.kind, tuple(PHYS_BY_FACE[colour_card(colour, 7)][0] for colour in range(4)))


class PhysicalIds:
    """Physical ids of the cards the viewer sees: his hand and the top ``shown`` cards of
    the discard pile.  Ids of cards that stay (or move between the two) are kept, so
    their sprites glide; events get the ids so new cards fly in from their zone."""

    def __init__(self, shown: int):
        self.shown = shown
        self.hand: list[int] = []
        self.discard: list[int] = []

    def assign(self, view: PirateView, events: list, viewer: int) -> list:
        """Give the viewer's hand and the shown discard cards physical ids, keeping the
        ids of cards that stayed (or moved between the two), and translate the events'
        faces into those ids so the base animates them from where they came from."""
        hand_faces = list(view.hand)
        top_faces = list(view.discard)[-self.shown:]
        new_hand, rel_hand = _keep(self.hand, hand_faces)
        new_disc, rel_disc = _keep(self.discard, top_faces)
        used = {x for x in new_hand + new_disc if x is not None}
        released: dict[int, list[int]] = {}
        for x in rel_hand + rel_disc:
            released.setdefault(FACE_OF[x], []).append(x)
        fresh: dict[int, list[int]] = {}
        for lst, faces in ((new_disc, top_faces), (new_hand, hand_faces)):
            for i, x in enumerate(lst):
                if x is not None:
                    continue
                f = faces[i]
                pool = [y for y in released.get(f, []) if y not in used]
                if pool:
                    x = pool[0]
                else:
                    x = next(y for y in PHYS_BY_FACE[f] if y not in used and y not in
                             {z for v in released.values() for z in v})
                    fresh.setdefault(f, []).append(x)
                used.add(x)
                lst[i] = x
        gone = {f: [y for y in ys if y not in used] for f, ys in released.items()}
        self.hand, self.discard = new_hand, new_disc
        me = zone.hand(viewer) if viewer is not None else None
        out = []
        for ev in events:
            if ev.kind != "move":
                out.append(ev)
                continue
            ev = ev.for_viewer(viewer)
            f = ev.card
            phys = None
            if f is not None:
                if ev.dst in (me, DISCARD) and fresh.get(f):
                    phys = fresh[f].pop(0)
                elif ev.src in (me, DISCARD) and gone.get(f):
                    phys = gone[f].pop(0)
            out.append(replace(ev, card=phys))
        return out


def _keep(old: list[int], faces: list[int]) -> tuple[list, list[int]]:
    """Reuse the old ids for the faces still there (in order); the rest is released."""
    avail: dict[int, list[int]] = {}
    for x in old:
        avail.setdefault(FACE_OF[x], []).append(x)
    out: list = []
    for f in faces:
        lst = avail.get(f)
        out.append(lst.pop(0) if lst else None)
    released = [x for lst in avail.values() for x in lst]
    return out, released

