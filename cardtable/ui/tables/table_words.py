"""What a game table says in words: a deal's result, a score sheet's cells and headings, the
tie-break note, the messages of the engine's events and the game log's variants, the seats'
roles and the status line. The defaults, for every game; a game's table overrides what its
game says otherwise (durak names its fool and its throw-ins, Pirate Party its colours).

A mixin of :class:`~cardtable.ui.tables.base.TableView`, typed through
:class:`~cardtable.ui.tables.view_fields.TableViewFields` like the others.
"""

from __future__ import annotations

from cardtable.engine import Event, View
from cardtable.ui import words
from cardtable.ui.i18n import t
from cardtable.ui.tables.view_fields import TableViewFields  # typed fields (object at run time)
from cardtable.ui.words import say


class TableWords(TableViewFields):
    """The table's words (see the module docstring)."""

    def result_lines(self, result) -> list[str]:
        """Lines describing a finished deal (override for game-specific notes)."""
        if result is None:
            return []
        if result.draw:
            return [t("result.draw")]
        lines = []
        for key, who in (("result.lost", result.losers), ("result.won", result.winners)):
            if len(who) == 1:
                lines.append(say(key, self.person(who[0])))
            elif who:
                lines.append(t(f"{key}_many", names=words.names([self.person(p) for p in who])))
        return lines

    def deal_cell(self, deal: dict, p: int) -> str:
        """Player ``p``'s mark in one deal's column of the score sheet (``deal`` is a
        Result as a dict): the deal's score if it has scores, else ● for a loser."""
        scores = deal.get("scores")
        if scores is not None and p < len(scores):
            return str(scores[p])
        return "●" if p in (deal.get("losers") or []) else ""

    def event_message(self, ev: Event) -> str | None:
        """What the players are told of one engine event (a toast, the cleared bout's lines);
        None: nothing.  A game's table names its own events."""
        return None

    def log_variants(self, history: list[str]) -> list[str | None]:
        """Per entry of ``history``, a variant of its game-log line the table knows from the
        entries before it (durak: a "done" that ends a beaten bout); None: the plain line."""
        return [None] * len(history)

    def log_cards(self, kind: str, text: str) -> str:
        """The cards of a ``kind`` action's notation as the game log writes them."""
        return text

    def message_moves(self, ev) -> int | None:
        """How many further moves the message of ``ev`` (:meth:`event_message`) stays true:
        None — its seconds only; a game says 1 for a message the next move makes stale."""
        return None

    def tie_note(self, sheet: dict, players: list[int]) -> str:
        """Why ``players`` (best first), equal in total, were ranked apart by the game's
        tie-break (the engine's ``MatchRules.rank_key``), said in words under the match's
        score sheet; "" for a game without a tie-break."""
        return ""

    def tie_items(self, players: list[int], counts: list[int]) -> str:
        """The names of ``players`` each with its tie-break count, for :meth:`tie_note`
        («Пётр — 1, Маша — 0»); a name and its number never split across lines."""
        return ", ".join(t("result.tie_item", name=self.ctx.seat_name(p), n=counts[p]).replace(" ", words.NBSP)
                         for p in players)

    def total_label(self) -> str:
        """The heading of the score sheet's total column."""
        return t("result.total")

    def score_meaning(self) -> str:
        """What the running score on every name plate counts, for the strip at the top:
        "Deal 2 · Score: {this}"."""
        return t("hud.what")

    def seat_role(self, view: View, p: int) -> str:
        """Short role text under a seat's name (attacker, defender …)."""
        return ""

    def status_text(self, view: View) -> str:
        """One line about whose turn it is (override for game phases)."""
        to_act = self.ctx.to_act
        if to_act is None:
            return ""
        return say("table.turn_of", self.person(to_act))
