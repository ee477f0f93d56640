"""An outside engine's process: a child program spoken to in lines of text over its
stdin and stdout, kept inside hard limits.  No game or protocol here
(:mod:`cardtable.net.engine_seat` speaks the seat protocol through it).

Contract:

- :func:`engine_argv` reads a command line the way a shell would split it (``shlex``),
  never through a shell: ``python3 mybot.py --level 2`` is a program and its arguments.
- :class:`EngineProcess` starts the program in its own process group (POSIX: a new
  session), with stdin, stdout and stderr piped.  Writing never blocks the caller (a
  writer thread; an engine that stops reading is cut off once :data:`MAX_PENDING_BYTES`
  wait for it).  Reading (:meth:`EngineProcess.read_line`) returns one line at a time with
  a deadline; a line longer than ``max_line`` bytes is not kept, only reported
  (``TOO_LONG``); more than ``max_output`` bytes on stdout in all (a flood) ends the
  engine (``FLOOD``); the program ending is ``EOF``.
- stderr goes to a log file, at most ``log_cap`` bytes of it (the rest is counted, and
  drained so the engine never blocks on it).
- :meth:`EngineProcess.close` ends it: stdin closed, a short grace to exit, then the
  whole process group killed, the child reaped (no zombie) and every thread joined.
  Engines still open when the program exits are closed by an ``atexit`` hook.
"""

from __future__ import annotations

import atexit
import os
import queue
import shlex
import shutil
import signal
import subprocess
import sys
import threading
import weakref
from pathlib import Path
from typing import IO

#: longest command line accepted for an engine (characters)
MAX_COMMAND = 1000
#: longest line an engine may write (bytes, newline excluded); a seat's answer is far shorter
MAX_LINE = 64 * 1024
#: stdout bytes after which an engine is a flood and is ended
MAX_OUTPUT = 10 * 1024 * 1024
#: bytes of stderr kept in the log file
LOG_CAP = 1024 * 1024
#: bytes written to an engine that it has not read yet, before it is cut off
MAX_PENDING_BYTES = 32 * 1024 * 1024

EOF = "eof"            # the program closed stdout (it ended, or is about to)
TOO_LONG = "too_long"  # a line over the limit (not kept)
FLOOD = "flood"        # more output than MAX_OUTPUT: the engine is ended
TIMEOUT = "timeout"    # nothing within the deadline

_LIVE: weakref.WeakSet[EngineProcess] = weakref.WeakSet()


class EngineError(ValueError):
    """A command line that cannot start an engine (said to the person who typed it):
    ``code`` is ``empty``, ``too_long``, ``unreadable``, ``missing`` or ``cannot_start``;
    ``program`` the program it names, if any."""

    def __init__(self, code: str, reason: str, program: str = ""):
        super().__init__(reason)
        self.code = code
        self.program = program


def program_name(command: str) -> str:
    """The name an engine seat goes by: its script's or program's name (``greedy_bot``), or ""."""
    from pathlib import PurePath

    from cardtable.match import clean_name

    try:
        argv = shlex.split(command, posix=os.name != "nt")
    except ValueError:
        argv = command.split()
    files = [a for a in argv[1:] if not a.startswith("-") and "." in PurePath(a).name]
    return clean_name(PurePath(files[0]).stem if files else (PurePath(argv[0]).stem if argv else ""))


def parse_engine_seat(word: str) -> tuple[str, str] | None:
    """``(name, command)`` of a ``--seats`` word that is an outside engine (``engine=COMMAND`` or
    ``Name:engine=COMMAND``; the name may be empty), else None.  The command may hold ":" and
    "engine=" itself: only the first "engine=" counts, right after the start or a name's ":"."""
    head, eq, command = word.partition("engine=")
    if eq and (not head or head.endswith(":")):
        return head[:-1], command
    return None


def split_seats(text: str) -> list[str]:
    """A ``--seats`` list split at its commas, but not at a comma inside quotes: an engine's
    command may hold one (``human,engine="python3 bot.py --ranks 6,7"``); the quotes stay, for
    :func:`engine_argv` to read (which says so of a quote never closed).  Each seat stripped
    of spaces."""
    seats: list[str] = []
    word: list[str] = []
    quote = ""
    for ch in text:
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch == ",":
            seats.append("".join(word).strip())
            word = []
            continue
        word.append(ch)
    if quote:           # a quote never closed guards nothing: every comma parts seats
        return [w.strip() for w in text.split(",")]
    seats.append("".join(word).strip())
    return seats


def engine_argv(command: str) -> list[str]:
    """``command`` split into a program and its arguments (``shlex``, no shell); the program
    must exist (a path, or a name on PATH).  Raises :class:`EngineError`."""
    if type(command) is not str or not command.strip():
        raise EngineError("empty", "an engine is a program to run, e.g. python3 mybot.py")
    if len(command) > MAX_COMMAND or not command.isprintable():
        raise EngineError("too_long", f"an engine's command is at most {MAX_COMMAND} printable characters")
    try:
        argv = shlex.split(command, posix=os.name != "nt")
    except ValueError as exc:                  # an unclosed quote
        raise EngineError("unreadable", f"cannot read the engine's command: {exc}") from None
    if not argv:
        raise EngineError("empty", "an engine is a program to run, e.g. python3 mybot.py")
    if shutil.which(argv[0]) is None:
        raise EngineError("missing", f"no program {argv[0]!r} to run", argv[0][:60])
    return argv


class EngineProcess:
    """A running engine program (see the module docstring)."""

    def __init__(self, argv: list[str], *, log_path: Path | None = None, max_line: int = MAX_LINE,
                 max_output: int = MAX_OUTPUT, log_cap: int = LOG_CAP, cwd: str | None = None):
        self.argv = list(argv)
        self.max_line = max_line
        self.max_output = max_output
        self.log_cap = log_cap
        self.output_bytes = 0          # stdout bytes read so far
        self.stderr_bytes = 0          # stderr bytes seen (kept or not)
        self.flooded = False
        self.cut_off = False           # stopped reading its stdin
        self._lines: queue.Queue[tuple[str, bytes]] = queue.Queue()
        self._out: queue.Queue[bytes | None] = queue.Queue()
        self._pending = 0
        self._lock = threading.Lock()
        self._closed = False
        self._log: IO[bytes] | None = None
        if log_path is not None:
            log_path.parent.mkdir(parents=True, exist_ok=True)
            self._log = open(log_path, "wb")     # noqa: SIM115 - closed by the stderr thread
        kwargs: dict = {"start_new_session": True} if os.name != "nt" else {
            "creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}
        try:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, bufsize=0, close_fds=True, cwd=cwd,
                                         **kwargs)
        except OSError as exc:
            if self._log is not None:
                self._log.close()
            raise EngineError("cannot_start", f"cannot start {self.argv[0]!r}: {exc.strerror or exc}",
                              self.argv[0][:60]) from None
        self._threads = [threading.Thread(target=self._pump_stdout, daemon=True, name="engine-stdout"),
                         threading.Thread(target=self._pump_stderr, daemon=True, name="engine-stderr"),
                         threading.Thread(target=self._pump_stdin, daemon=True, name="engine-stdin")]
        for th in self._threads:
            th.start()
        _LIVE.add(self)

    # -- the pipes ----------------------------------------------------------------------------
    def _pump_stdout(self) -> None:
        assert self.proc.stdout is not None
        buf = bytearray()
        dropping = False
        out = self.proc.stdout
        while True:
            try:
                chunk = out.read(65536)
            except (OSError, ValueError):
                chunk = b""
            if not chunk:
                self._lines.put((EOF, b""))
                return
            self.output_bytes += len(chunk)
            if self.output_bytes > self.max_output:
                self.flooded = True
                self._lines.put((FLOOD, b""))
                self.kill()
                return
            start = 0
            while True:
                nl = chunk.find(b"\n", start)
                piece = chunk[start:] if nl < 0 else chunk[start:nl]
                if not dropping:
                    buf += piece
                    if len(buf) > self.max_line:
                        dropping = True
                        buf.clear()
                if nl < 0:
                    break
                if dropping:
                    self._lines.put((TOO_LONG, b""))
                    dropping = False
                else:
                    self._lines.put(("line", bytes(buf).rstrip(b"\r")))
                buf.clear()
                start = nl + 1

    def _pump_stderr(self) -> None:
        assert self.proc.stderr is not None
        log = self._log
        noted = False
        try:
            while True:
                try:
                    chunk = self.proc.stderr.read(65536)
                except (OSError, ValueError):
                    chunk = b""
                if not chunk:
                    return
                room = self.log_cap - self.stderr_bytes
                self.stderr_bytes += len(chunk)
                if log is None:
                    continue
                if room > 0:
                    log.write(chunk[:room])
                    log.flush()
                if self.stderr_bytes > self.log_cap and not noted:
                    noted = True
                    log.write(f"\n[the rest of the engine's stderr is not kept: over {self.log_cap} bytes]\n"
                              .encode())
                    log.flush()
        finally:
            if log is not None:
                log.close()

    def _pump_stdin(self) -> None:
        assert self.proc.stdin is not None
        while True:
            data = self._out.get()
            if data is None:
                break
            try:
                self.proc.stdin.write(data)
                self.proc.stdin.flush()
            except (OSError, ValueError):
                break                               # the engine ended or closed its stdin
            finally:
                with self._lock:
                    self._pending -= len(data) if data is not None else 0
        try:
            self.proc.stdin.close()
        except OSError:
            pass

    # -- talking ------------------------------------------------------------------------------
    def send_line(self, text: str) -> bool:
        """Queue one line for the engine; False when it is closed or cut off (it stopped
        reading while :data:`MAX_PENDING_BYTES` waited for it: then it is ended)."""
        if self._closed or self.cut_off:
            return False
        data = text.encode("utf-8") + b"\n"
        with self._lock:
            if self._pending + len(data) > MAX_PENDING_BYTES:
                self.cut_off = True
            else:
                self._pending += len(data)
        if self.cut_off:
            self.kill()
            return False
        self._out.put(data)
        return True

    def read_line(self, timeout: float) -> tuple[str, bytes]:
        """The engine's next line within ``timeout`` seconds: ``("line", bytes)``, or
        ``(TOO_LONG | FLOOD | EOF | TIMEOUT, b"")``.  After EOF or FLOOD it stays so."""
        try:
            item = self._lines.get(timeout=max(0.0, timeout))
        except queue.Empty:
            return (TIMEOUT, b"")
        if item[0] in (EOF, FLOOD):
            self._lines.put(item)                   # every later read says so too
        return item

    def pending_lines(self) -> list[tuple[str, bytes]]:
        """Lines already read and not yet taken (without waiting); EOF/FLOOD stay queued."""
        out: list[tuple[str, bytes]] = []
        while True:
            try:
                item = self._lines.get_nowait()
            except queue.Empty:
                return out
            if item[0] in (EOF, FLOOD):
                self._lines.put(item)
                return out
            out.append(item)

    @property
    def running(self) -> bool:
        return self.proc.poll() is None

    @property
    def returncode(self) -> int | None:
        return self.proc.poll()

    # -- the end -------------------------------------------------------------------------------
    def kill(self) -> None:
        """Kill the engine and everything it started (its process group)."""
        if self.proc.poll() is not None and os.name == "nt":
            return
        try:
            if os.name != "nt":
                os.killpg(self.proc.pid, signal.SIGKILL)
            else:
                self.proc.kill()
        except (ProcessLookupError, PermissionError, OSError):
            pass

    def close(self, grace: float = 1.0) -> int | None:
        """End the engine (see the module docstring); returns its exit status."""
        if self._closed:
            return self.proc.returncode
        self._closed = True
        self._out.put(None)                         # the writer closes stdin after what is queued
        try:
            self.proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            pass
        # the group also holds whatever the engine started (a shell's children)
        self.kill()
        try:
            self.proc.wait(timeout=5.0)
        except subprocess.TimeoutExpired:          # pragma: no cover - SIGKILL is not refused
            pass
        for th in self._threads:
            th.join(timeout=2.0)
        for pipe in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                if pipe is not None:
                    pipe.close()
            except OSError:
                pass
        _LIVE.discard(self)
        return self.proc.returncode

    def __enter__(self) -> EngineProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def live_engines() -> int:
    """How many engine processes are open (tests check that none is left)."""
    return len(_LIVE)


@atexit.register
def _close_all() -> None:
    for proc in list(_LIVE):
        try:
            proc.close(grace=0.2)
        except Exception:  # noqa: BLE001 - exiting: close every other engine anyway
            print(f"could not close engine {proc.argv[0]}", file=sys.stderr)

