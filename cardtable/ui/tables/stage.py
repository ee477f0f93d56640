"""The sprites follow the engine's state: :meth:`Stage.sync`, a mixin of
:class:`~cardtable.ui.tables.base.TableView`.

After every action the view lays the cards out from the new state, and each card moves
from where it was to where the state now puts it.  The action's events say where a card
came from and in which order things happened; :func:`cardtable.ui.tables.choreo.schedule`
times them in beats, and a card that moves twice in one action (a cover that lands and
leaves with its bout) travels in legs (:meth:`CardSprite.follow`), stopping at
:meth:`Stage.transit_place`.  The table as it lay before it was cleared is kept in
``last_bout`` for the "last bout" overlay.
"""

from __future__ import annotations

import copy

from cardtable.ui import anim
from cardtable.ui.tables import choreo
from cardtable.ui.tables.view_fields import TableViewFields  # typed fields (object at run time)


class Stage(TableViewFields):
    """Sprite bookkeeping of a table view (needs ``sprites``, ``fading``, ``layout``,
    ``zone_pos``, ``zone_face_up``, ``interaction``, ``ctx`` from TableView)."""

    def sync(self, events=(), *, instant: bool = False) -> None:
        """Move every sprite to the current state; ``events`` (in order) animate the moves,
        timed in beats by :func:`choreo.schedule` (``ctx.actor``: who acted; the viewer's
        own action does not wait before the table is cleared)."""
        self.geometry(self.ctx.size)
        self._synced_geom = self.geom_key
        view = self.view()
        places = self.layout(view)
        factor = 0.0 if instant else self.ctx.speed
        dur = anim.BASE_MOVE * factor
        steps = choreo.schedule(self._seen(events), factor, own=self.ctx.actor == self.viewer)
        old = set(self.sprites)
        new_backs: dict[int, list] = {}
        for k in places:
            if k[0] == "b" and k not in old:
                new_backs.setdefault(k[1], []).append(k)
        paths: dict[tuple, list] = {}        # a card's moves in this batch, in order
        for st in steps:
            ident = ("c", st.ev.card) if st.ev.card is not None else ("anon", st.index)
            paths.setdefault(ident, []).append(st)
        starts: dict[tuple, tuple] = {}      # key -> (pos, face up, card shown while hidden)
        routes: dict[tuple, list] = {}       # key -> its moves (the last one ends at its place)
        leaving: dict[tuple, list] = {}      # sprite key -> its moves off the layout
        passing: list[tuple] = []             # (card, moves): seen only on its way (no sprite before or after)
        self._record_bout(steps, events)
        for ident, path in paths.items():
            first, last = path[0].ev, path[-1].ev
            ck = ident if ident[0] == "c" else None
            dst = last.dst
            key = ck if ck in places else None
            if key is None and dst is not None and dst.kind == "hand" and new_backs.get(dst.seat):
                key = new_backs[dst.seat].pop(0)
            src_sprite = self.sprites.get(ck) if ck is not None else None
            if key is not None:
                if key not in starts:
                    if src_sprite is not None and key != ck:
                        x, y, _a = src_sprite.current()
                        starts[key] = ((x, y), src_sprite.shown_face_up()[0], src_sprite.card)
                    elif key not in self.sprites:
                        starts[key] = (self.zone_pos(first.src), self.zone_face_up(first.src), None)
                routes.setdefault(key, path)
            elif ck is not None and src_sprite is not None:     # (a sprite is found only by ck)
                leaving[ck] = path
            elif ck is not None and dur > 0 and len(path) > 1:
                passing.append((ck[1], path))
        # the hands left at a deal's end turn over where their backs lay, one after another,
        # once the last moves have landed (choreo's beats): the fool's cards are seen turning
        opened_at = (max((st.start for st in steps), default=0.0) + dur + choreo.HOLD["reveal"] * factor
                     if dur > 0 else 0.0)
        opened = 0
        for key, pl in places.items():
            sp = self.sprites.get(key)
            size = pl.size or (self.card_w, self.card_h)
            reveal = pl.reveal and sp is None and key not in starts and dur > 0
            if sp is None:
                pos, up, was = starts.get(key, (pl.pos, pl.face_up, None))
                if reveal:
                    up = False
                sp = anim.CardSprite(key, self.faces_kind, pl.card, up, pos, pl.angle, pl.z, size)
                if was is not None and dur > 0:
                    sp.extra["was"] = was
                self.sprites[key] = sp
            before = sp.shown_face_up()[0]
            sp.card, sp.z = pl.card, pl.z
            route = routes.get(key)
            if route is not None and dur > 0 and len(route) > 1:
                sp.follow(self._waypoints(route) + [(route[-1].start, pl.pos, pl.angle, pl.face_up, size)], dur)
            else:
                sp.size = size
                sp.face_up = pl.face_up
                if before != pl.face_up and (dur > 0):
                    sp.flip_from = before
                delay = route[0].start if route else 0.0
                ease = anim.ease_out_cubic if route else anim.ease_in_out_cubic
                if reveal:             # a flip in place (CardSprite.shown_face_up squashes it)
                    sp.move_to(pl.pos, pl.angle, dur, opened_at + opened * anim.BASE_STAGGER * factor)
                    opened += 1
                else:
                    sp.move_to(pl.pos, pl.angle, dur if (route or sp.current()[:2] != pl.pos) else 0, delay, ease)
            sp.extra["hand"] = pl.hand
        for key in old - set(places):
            sp = self.sprites.pop(key)
            off = leaving.get(key)
            if off is not None and dur > 0:
                last = off[-1]
                sp.follow(self._waypoints(off) + [(last.start, self.zone_pos(last.ev.dst), 0.0,
                                                    last.ev.face_up, None)], dur)
                sp.z = 500 + sp.z
                self.fading.append(sp)
        for card, path in passing:             # e.g. an AI's cover that lands and leaves with its bout
            src, last = path[0].ev.src, path[-1]
            sp = anim.CardSprite(("p", card), self.faces_kind, card, self.zone_face_up(src), self.zone_pos(src),
                                 0.0, 0, (self.card_w, self.card_h))
            sp.follow(self._waypoints(path) + [(last.start, self.zone_pos(last.ev.dst), 0.0,
                                                last.ev.face_up, None)], dur)
            sp.z = 1000
            self.fading.append(sp)
        self.fading.sort(key=lambda s: s.z)
        self._shown_view = copy.deepcopy(view)
        drag = self.interaction.drag
        if drag is not None and not all(k in self.sprites and self.sprites[k].extra.get("hand")
                                        for k in drag["keys"]):
            self.interaction.drag = None     # the held cards left the hand under the pointer
        self.interaction.refresh()

    def _seen(self, events) -> list:
        """The events as the viewer sees them (GEN-2), except that a card the viewer has
        already seen face up — on the table, or turned up earlier in this batch — keeps
        its identity when it goes face down (a bout to the discard), so it can be followed."""
        known = {k[1] for k in self.sprites if k[0] == "c"}
        out = []
        for ev in events:
            seen = ev.for_viewer(self.viewer)
            if seen.kind == "move":
                if seen.card is None and ev.card in known:
                    seen = ev
                elif seen.card is not None and seen.face_up:
                    known.add(seen.card)
            out.append(seen)
        return out

    def _waypoints(self, path: list) -> list[tuple]:
        """The stops of a card that moves more than once in one batch: where each move but
        the last puts it (see :meth:`transit_place`), at that move's start time."""
        out = []
        for st in path[:-1]:
            pos, angle, size = self.transit_place(st.ev.dst)
            out.append((st.start, pos, angle, st.ev.face_up, size))
        return out

    def _record_bout(self, steps: list, events) -> None:
        """Remember the table as it lay just before cards left it (a bout beaten or taken,
        a round collected), for the "last bout" overlay: every card that leaves the
        centre in the batch's first clearing beat, where it lay, and the messages said
        since the bout began (who took, "Beaten" …)."""
        said = [m for m in map(self.event_message, events) if m]
        clearing = [st for st in steps if choreo.is_centre(st.ev.src) and st.ev.card is not None]
        if not clearing:
            self._bout_lines = (self._bout_lines + said)[-4:]
            return
        beat = clearing[0].beat
        landed = {st.ev.card: st for st in steps if st.beat < beat and choreo.is_centre(st.ev.dst)}
        lay: list[tuple] = []        # (card, pos, angle, size, z) of each card that leaves
        for st in clearing:
            if st.beat != beat:
                continue
            card = st.ev.card
            sp = self.sprites.get(("c", card))
            if card in landed:
                pos, angle, size = self.transit_place(landed[card].ev.dst)
                lay.append((card, pos, angle, size or (self.card_w, self.card_h), 900 + len(lay)))
            elif sp is not None:
                lay.append((sp.card, sp.pos, sp.angle, sp.size, sp.z))
        lines = (self._bout_lines + said)[-2:]
        self._bout_lines = []
        if not lay:
            return
        kind = "round" if any(ev.kind == "round_end" for ev in events) else "bout"
        self.last_bout = {"cards": sorted(lay, key=lambda c: c[4]), "kind": kind, "lines": lines,
                          "faces": self.faces_kind}

    def transit_place(self, zone) -> tuple:
        """``(pos, angle, size or None)`` of a card that passes through ``zone`` within one
        action (a cover that lands before its bout leaves); :attr:`_shown_view` is the
        state the screen showed before.  Default: :meth:`zone_pos`, upright."""
        return self.zone_pos(zone), 0.0, None

