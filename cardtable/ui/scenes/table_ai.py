"""The table scene's computer seats: when an AI seat moves (at once at the instant speed, in a
worker thread for the searching levels and outside engines, so frames keep coming), how its
move is applied, and the outside engines a table starts and closes (issue 36).

A mixin of :class:`~cardtable.ui.scenes.table.TableScene`, typed through
:class:`~cardtable.ui.scenes.table_fields.TableSceneFields` like the others.  A network
table's scene overrides :meth:`AISeats._ai_turn`: its host plays every other seat.
"""

from __future__ import annotations

import threading

from cardtable.engine import IllegalAction
from cardtable.match import Match
from cardtable.ui import i18n
from cardtable.ui.i18n import t
from cardtable.ui.scenes.table_fields import TableSceneFields  # typed fields (object at run time)


def start_engines(match: Match, restored: bool = False):
    """The match's outside engines, started (None without engine seats); their stderr goes
    to ``engines/`` in the player's data folder.  A match restored from a save starts none:
    a program is run only when the player named it (command line, setup), never because a
    file says so; its seats play at their own AI level instead (said on the table)."""
    if restored or not any(s.kind == "engine" for s in match.seats):
        return None
    from cardtable.match.storage import data_dir
    from cardtable.net.engine_seat import MatchEngines

    return MatchEngines(match, log_dir=data_dir() / "engines")


def engine_lines(match: Match, notes: list) -> list[str]:
    """The game log's lines of engine faults (cardtable.net.engine_seat.EngineNote)."""
    return [t("log.engine.retired_timeouts" if n.fault == "timeout" and n.retires else f"log.engine.{n.fault}",
              name=match.seats[n.seat].name) for n in notes]


class AISeats(TableSceneFields):
    """The computer seats of a table scene (see the module docstring)."""

    def _instant(self) -> bool:
        return self.speed_factor() == 0

    def _ai_turn(self, p: int) -> None:
        if self._instant():
            # instant speed: several AI moves per frame, synchronously
            for _ in range(40):
                st = self.match.state
                q = st.to_act
                if q is None or q in self.humans:
                    break
                self._apply_ai(q, self.match.ai_choose(q, budget=0.05))
                if self.table.animating():
                    break
            return
        if not self._threaded(p):
            # quick levels (heuristics, random) decide in well under a millisecond: no thread
            self._apply_ai(p, self.match.ai_choose(p))
            return
        self._start_ai_early()
        job = self.ai_job
        if job is not None and job["done"]:
            self.ai_job = None
            state = self.match.state
            if job["hist"] != (id(state), len(state.history)) or job["action"] is None:
                return
            self._apply_ai(job["player"], job["action"])

    def _threaded(self, p: int) -> bool:
        """Searching levels (Hard) and outside engines think in a worker thread so frames
        keep coming."""
        seat = self.match.seats[p]
        return seat.level == "hard" or seat.kind == "engine"

    def _start_ai_early(self) -> None:
        """Start the AI's thinking in a worker thread while animations/delays run."""
        m = self.match
        p = m.state.to_act
        if p is None or p in self.humans or self._instant() or not self._threaded(p):
            return
        key = (id(m.state), len(m.state.history))
        if self.ai_job is not None and self.ai_job["hist"] == key:
            return
        job = {"player": p, "hist": key, "action": None, "done": False}
        self.ai_job = job
        budget = float(self.app.settings.get("ai_budget", 0.5))

        def work() -> None:
            try:
                job["action"] = m.ai_choose(p, budget=budget)
            except Exception:  # noqa: BLE001 - a broken agent must not freeze the table
                legal = m.state.legal_actions(p)
                job["action"] = legal[0] if legal else None
            finally:
                job["done"] = True

        threading.Thread(target=work, daemon=True).start()

    def apply_ai(self, p: int, action) -> None:
        """Apply an AI seat's action (also for out-of-turn moves a game table schedules)."""
        self._apply_ai(p, action)

    def _apply_ai(self, p: int, action) -> None:
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:  # pragma: no cover - agents only choose legal actions
            self.toast(i18n.refusal(exc), error=True)
            return
        self._after(events, p)
        if self.engines is not None:
            for line in engine_lines(self.match, self.engines.take_notes()):
                key = (self.match.deal_no, len(self.match.state.history) - 1)
                self.engine_log.setdefault(key, []).append(line)
                self.toast(line, error=True)

    def leave(self) -> None:
        if self.engines is not None:          # the engines end with their table (reaped)
            self.engines.close()
            self.engines = None
