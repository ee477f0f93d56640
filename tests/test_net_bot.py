"""The network AI seat (cardtable/net/bot.py) against a host that refuses its move."""

from __future__ import annotations

import threading

from cardtable.engine import new_game
from cardtable.net import bot


class PausingSeat:
    """A client seat whose first move crosses the host's pause of another, dropped seat: the
    host refuses it ("paused"), the table pauses and resumes, and — the table being the same —
    no new state arrives.  The second move is taken and ends the match."""

    def __init__(self):
        self.state_obj = new_game("durak", 2, seed=4)
        p = self.state_obj.to_act
        self.seat = p
        view = self.state_obj.view(p)
        self.state = {"deal": 1, "at": 0, "view": view.to_dict(),
                      "legal": [str(a) for a in self.state_obj.legal_actions(p)]}
        self.info = {"game": "durak", "players": 2}
        self.joins = 1
        self.connected = True
        self.halted = False
        self.match_over = None
        self.refusals: dict[int, dict] = {}
        self.acts: list[str] = []

    def act(self, text: str, st: dict) -> int:
        self.acts.append(text)
        req = len(self.acts)
        if req == 1:
            self.refusals[req] = {"code": "paused"}
            self.halted = True                 # the host's "pause" arrives after the move left
        else:
            self.match_over = {"places": []}
        return req

    def wait_for(self, pred, timeout: float = 5.0) -> bool:
        if self.halted:
            self.halted = False                # "resume": the same table, no new state message
        return pred(self)


def test_a_move_refused_by_a_pause_is_sent_again_after_the_resume():
    seat = PausingSeat()
    stop = threading.Event()
    t = threading.Thread(target=bot.play, args=(seat, "normal", 1), kwargs={"stop": stop}, daemon=True)
    t.start()
    t.join(5)
    stop.set()
    t.join(5)
    assert len(seat.acts) == 2 and seat.acts[0] == seat.acts[1]
    assert seat.match_over is not None
