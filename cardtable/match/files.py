"""Low-level file operations of the player's data: atomic writes, guarded reads, setting
a bad file aside, and cleaning the temporary files of interrupted writes.

Contract:

- :func:`atomic_write_json` writes a temporary file in the same folder (named
  ``.<name>.<pid>-<random>.tmp``), ``fsync``\\ s it and renames it over the target, so a
  crash leaves the old file or the new one, never half of one.
- :func:`read_limited` reads only a *regular* file (a link to one is fine), at most
  ``limit`` bytes, without ever blocking: a folder, a FIFO, a device (``/dev/zero``), a
  socket in place of the file, or a file over the limit, raise :class:`FileDamaged`
  before anything is read.
- :func:`keep_aside` renames a bad file (whatever it is) to ``<name>.damaged-<stamp>``;
  nothing the player kept is ever deleted.
- :func:`clean_temp_files` removes the temporary files left by a writer that no longer
  runs (killed mid-write); a live writer's files are left alone.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

TEMP_SUFFIX = ".tmp"


class FileDamaged(Exception):
    """A file that exists but cannot be used; ``code`` says why (for messages):
    ``damaged``, ``not_a_file``, ``too_large``, ``old_version``, ``new_version``."""

    def __init__(self, code: str, detail: str):
        super().__init__(detail)
        self.code = code
        self.detail = detail


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json(raw: bytes) -> Any:
    """Strict JSON from UTF-8 bytes (no NaN/Infinity); raises FileDamaged("damaged").
    A leading UTF-8 byte order mark (an editor's, e.g. Windows Notepad's) is skipped."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        value = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise FileDamaged("damaged", f"not valid JSON: {str(exc)[:200]}") from None
    return value


def read_limited(path: Path, limit: int) -> bytes | None:
    """The bytes of ``path`` (None when there is no file there, or only a link to nothing).

    Raises :class:`FileDamaged`: ``not_a_file`` (a folder, FIFO, device, socket),
    ``too_large`` (over ``limit`` bytes), ``damaged`` (cannot be read).
    """
    path = Path(path)
    try:
        st = os.stat(path)                   # follows links: a link to a regular file is fine
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise FileDamaged("damaged", f"cannot read: {exc}") from None
    _check_stat(st, limit)
    # O_NONBLOCK: a FIFO swapped in after the stat must not hang the start-up
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise FileDamaged("damaged", f"cannot read: {exc}") from None
    try:
        _check_stat(os.fstat(fd), limit)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except BlockingIOError:
        raise FileDamaged("not_a_file", "not a regular file") from None
    except OSError as exc:
        raise FileDamaged("damaged", f"cannot read: {exc}") from None
    finally:
        os.close(fd)
    if size > limit:
        raise FileDamaged("too_large", f"larger than {limit} bytes")
    return b"".join(chunks)


def read_limited_check(path: Path, limit: int) -> None:
    """Raise :class:`FileDamaged` as :func:`read_limited` would for what is at ``path``
    (a missing file is fine), without opening it."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise FileDamaged("damaged", f"cannot read: {exc}") from None
    _check_stat(st, limit)


def _check_stat(st: os.stat_result, limit: int) -> None:
    if not stat.S_ISREG(st.st_mode):
        kind = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file"
        raise FileDamaged("not_a_file", kind)
    if st.st_size > limit:
        raise FileDamaged("too_large", f"{st.st_size} bytes, more than {limit}")


def atomic_write_json(path: Path, data: Any, max_bytes: int | None = None, compact: bool = False) -> None:
    """Write ``data`` as JSON to ``path`` atomically (temp file, fsync, rename).

    Raises ``OSError`` (disk full, read-only folder, a folder in the way) or
    ``TypeError``/``ValueError`` (data not JSON-serialisable, a lone surrogate, over
    ``max_bytes``); the
    old file is then left as it was and no temporary file remains.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # compact: one line, written by json's C encoder (an autosave after every action); else
    # indented for a person to read
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, **(
        {"separators": (",", ":")} if compact else {"indent": 1})) + "\n"
    raw = text.encode("utf-8")           # a lone surrogate fails here, before any file exists
    if max_bytes is not None and len(raw) > max_bytes:
        raise ValueError(f"{len(raw)} bytes, more than the {max_bytes} a reader takes")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(path.parent)


def fsync_dir(folder: Path) -> None:
    """Make a rename durable (POSIX only; Windows cannot open folders)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def keep_aside(path: Path) -> Path | None:
    """Rename a bad file (or a folder, FIFO, link in its place) to
    ``<name>.damaged-<timestamp>`` (never overwriting an earlier one); return the new
    path, or None if it could not be moved (a read-only folder)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        os.rename(path, target)
    except OSError:
        return None
    return target


def _writer_alive(pid: int) -> bool:
    """Whether the process that named a temporary file may still be writing it."""
    if pid == os.getpid() or os.name != "posix":
        # our own files at start-up are leftovers of an earlier process with our pid; on
        # Windows a file still open by its writer cannot be removed anyway
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True              # exists, owned by someone else
    return True


def clean_temp_files(folder: Path, names: tuple[str, ...]) -> list[str]:
    """Remove ``.<name>.*.tmp`` files (of the given file names) whose writer is gone;
    return the names removed.  Never raises."""
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        base = next((n for n in names if entry.name.startswith(f".{n}.")), None)
        if base is None or not entry.name.endswith(TEMP_SUFFIX):
            continue
        middle = entry.name[len(base) + 2:-len(TEMP_SUFFIX)]
        pid_text = middle.split("-", 1)[0]
        if "-" in middle and pid_text.isdigit() and _writer_alive(int(pid_text)):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            os.unlink(entry.path)
            removed.append(entry.name)
        except OSError:
            pass
    return removed
