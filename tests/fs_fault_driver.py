"""Inside a private mount namespace (``unshare -rm``), with the data folder on a small
tmpfs: play a saved match to its end while the disk is full or read-only, and print what
happened as JSON (for tests/test_fs_faults.py).  ``python fs_fault_driver.py HOME full|ro``"""

import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import robust_kit as kit  # noqa: E402


class Patch:
    def setattr(self, obj, name, value):
        setattr(obj, name, value)


def snapshot(home: Path) -> dict:
    return {p.name: p.read_bytes().hex() for p in sorted(home.iterdir()) if p.is_file() and p.name != "filler"}


def main() -> None:
    home, mode = Path(sys.argv[1]), sys.argv[2]
    os.environ.update(CARDTABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    saves = dict(kit.real_saves())
    (home / "autosave.json").write_bytes(kit.save_bytes(saves["durak-deal1-0"]))
    (home / "statistics.json").write_text('{"version": 1, "games": {"durak": {"Anna": {"deals": 1}, '
                                          '"Boris": {"deals": 1}}}}\n', "utf-8")
    if mode == "ro":
        (home / "settings.json").write_text("{garbage", "utf-8")
        subprocess.run(["mount", "-o", "remount,ro", str(home)], check=True)
    else:
        with open(home / "filler", "wb", buffering=0) as f:   # fill the disk to the last byte
            for size in (4096, 256, 1):
                try:
                    while True:
                        f.write(b"\0" * size)
                except OSError:
                    pass
    before = snapshot(home)
    app = kit.fuzz_app()
    out = kit.continue_to_end(Patch(), app)
    after_full = snapshot(home)
    report = {"restored": out.restored, "finished": out.finished, "reported": out.reported,
              "unchanged": {k: after_full.get(k) == v for k, v in before.items()},
              "files": sorted(p.name for p in home.iterdir())}
    if mode == "full":
        # space again: the match the full disk ended is still saved (its statistics were not
        # written), and Continue counts its last deal and the match (issue 37)
        (home / "filler").unlink()
        resumed = kit.continue_to_end(Patch(), app)
        report["resumed"] = {"restored": resumed.restored, "finished": resumed.finished,
                             "reported": resumed.reported, "save_left": (home / "autosave.json").exists(),
                             "stats": json.loads((home / "statistics.json").read_text("utf-8"))["games"]}
        # the next match writes normally
        (home / "autosave.json").write_bytes(kit.save_bytes(saves["durak-deal1-0"]))
        again = kit.continue_to_end(Patch(), app)
        report["again"] = {"finished": again.finished, "reported": again.reported,
                           "stats": json.loads((home / "statistics.json").read_text("utf-8"))["games"]}
    print("RESULT " + json.dumps(report))


main()
