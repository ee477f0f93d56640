"""`--dump-state FILE` and `--stop-at-match-end`: let outside checks observe the table.

The crash-recovery and soak tests (tests/test_crash_recovery.py, tests/test_ui_soak.py)
start the real program in a subprocess; this module runs its frame loop and then writes,
as JSON, the match the table showed on the first frame (``"start"`` — after ``--continue``
that is the restored match) and on the last (``"end"``), whether the save file still
exists, and the process's memory use (RSS from /proc, or the peak from ``resource``).
"""

from __future__ import annotations

import json
import os
from typing import Any


def current_match(app) -> Any:
    """The match of the table scene on the app's stack, or None."""
    from cardtable.ui.scenes.table import TableScene

    table = app.find(TableScene)
    return table.match if table is not None else None


def rss_kb() -> int | None:
    """Resident memory now (Linux /proc), else the peak (``resource``), in KiB."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    try:
        import resource
        import sys
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak // 1024 if sys.platform == "darwin" else peak
    except (ImportError, OSError):
        return None


def run(app, frames: int | None, screenshot: str | None, frame_stats: str | None,
        dump: str | None, stop_at_match_end: bool) -> int:
    """The app's frame loop (as ``App.run``), stopping early once the table's match is
    over when asked; then the dump."""
    first = current_match(app)
    # through JSON at once: Match.to_json shares the live score sheet
    start = json.loads(json.dumps(first.to_json())) if first is not None else None
    doc: dict = {"start": start, "rss_kb": [rss_kb()],
                 "deals_seen": 0}
    seen: set = set()
    while app.running and (frames is None or app.frames < frames):
        match = current_match(app)
        if match is not None:
            key = (id(match), match.deal_no)
            if key not in seen and match.deal_over:
                seen.add(key)
                doc["deals_seen"] += 1
                doc["rss_kb"].append(rss_kb())
            if stop_at_match_end and match.is_over:
                break
        app.step()
    status = app.run(app.frames, screenshot, frame_stats)   # screenshot and stats only
    userdata = getattr(app, "userdata", None)
    if userdata is not None:
        userdata.flush()                                     # the autosave written or cleared
    if dump:
        last = current_match(app)
        doc.update({
            "end": last.to_json() if last is not None else None,
            "match_over": bool(last is not None and last.is_over),
            "deal_over": bool(last is not None and last.deal_over),
            "frames": app.frames,
            "save_exists": bool(userdata is not None and userdata.store.has_save()),
        })
        doc["rss_kb"].append(rss_kb())
        tmp = f"{dump}.tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(doc, f)
        os.replace(tmp, dump)
    return status
