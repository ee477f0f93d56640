"""Run Card Table (``python tests/kill_child.py ARGS…``) and SIGKILL it at one chosen step of
its file writes, for tests/test_kill_writes.py.

Steps counted: the temporary file's data half written (then killed), each ``os.fsync``
(of the file and of its folder) and each ``os.replace``, before and after.  Environment:
``CARDTABLE_KILL_AT`` = the step to die at (0: never), ``CARDTABLE_KILL_COUNT`` = a file
to write the number of steps seen to at exit (a reference run)."""

import atexit
import os
import signal
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

KILL_AT = int(os.environ.get("CARDTABLE_KILL_AT", "0"))
COUNT_FILE = os.environ.get("CARDTABLE_KILL_COUNT")
steps = [0]


def step() -> bool:
    steps[0] += 1
    return steps[0] == KILL_AT


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def wrap(fn):
    def inner(*a, **k):
        if step():
            die()
        out = fn(*a, **k)
        if step():
            die()
        return out
    return inner


real_fdopen = os.fdopen


class HalfWriter:
    def __init__(self, f):
        self.f = f

    def write(self, data):
        if step():
            self.f.write(data[: len(data) // 2])
            self.f.flush()
            die()
        return self.f.write(data)

    def __getattr__(self, name):
        return getattr(self.f, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return self.f.__exit__(*exc)


os.fsync = wrap(os.fsync)
os.replace = wrap(os.replace)
os.fdopen = lambda *a, **k: HalfWriter(real_fdopen(*a, **k))

if COUNT_FILE:
    atexit.register(lambda: Path(COUNT_FILE).write_text(str(steps[0])))

from cardtable import app  # noqa: E402

sys.exit(app.main(sys.argv[1:]))
