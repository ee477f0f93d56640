"""A hostile outside engine for tests/test_engine_seat.py: it greets the table, then
misbehaves in the way its first argument names (the second, a file, gets what it must
tell the test: a grandchild's pid, or every line it was sent).

  garbage     answers lines that are not the protocol's
  late        answers its first request after the time allowed, then plays well
  flood       prints 11 MB on one line when asked
  lines       prints 11 MB of short lines when asked
  exit        exits (status 3) when first asked
  other_seat  answers with the next seat's action
  stale       answers with another request id
  illegal     answers an action that is not legal
  silent      never says hello, never answers
  deaf        says hello, then never reads stdin again and sleeps
  child       starts a sleeping grandchild (its pid to the file), then plays
  stderr      writes 3 MB to stderr, then plays
  record      plays, writing every line it was sent to the file
"""

import json
import subprocess
import sys
import time

mode = sys.argv[1]
out = sys.argv[2] if len(sys.argv) > 2 else None


def send(msg: dict | str) -> None:
    sys.stdout.write((msg if isinstance(msg, str) else json.dumps(msg)) + "\n")
    sys.stdout.flush()


def act(msg: dict, action: str, **over: object) -> dict:
    return {"v": 1, "type": "act", "id": msg["request"], "deal": msg["deal"], "at": msg["at"],
            "action": action, **over}


seat = 0
record = open(out, "w") if mode == "record" else None
for line in sys.stdin:
    if record:
        record.write(line)
        record.flush()
    msg = json.loads(line)
    if msg["type"] == "seat":
        seat = msg["seat"]
        if mode == "silent":
            time.sleep(60)
        send({"v": 1, "type": "hello", "room": msg["room"], "name": f"Hostile {mode}"})
        if mode == "deaf":
            time.sleep(60)
        if mode == "child":
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
            with open(out, "w") as f:
                f.write(str(child.pid))
        if mode == "stderr":
            sys.stderr.write("x" * 3_000_000 + "\n")
            sys.stderr.flush()
        continue
    if msg["type"] == "bye":
        break
    if msg["type"] != "state" or "request" not in msg:
        continue
    legal = msg["legal"]
    if mode == "garbage":
        send(["not json {", '{"v": 1}', "[1, 2]", '{"v": 1, "type": "act"}'][msg["request"] % 4])
    elif mode == "late" and msg["request"] == 1:
        time.sleep(msg["time_ms"] / 1000 + 0.15)
        send(act(msg, legal[0]))
    elif mode == "flood":
        send("x" * 11_000_000)
    elif mode == "lines":
        sys.stdout.write(("y" * 99 + "\n") * 110_000)
        sys.stdout.flush()
    elif mode == "exit":
        sys.exit(3)
    elif mode == "other_seat":
        send(act(msg, f"{(seat + 1) % len(msg['view']['hand_sizes'])}:{legal[0].split(':', 1)[1]}"))
    elif mode == "stale":
        send(act(msg, legal[0], id=msg["request"] + 1000))
    elif mode == "illegal":
        send(act(msg, f"{seat}:take" if not any(a.endswith(":take") for a in legal) else f"{seat}:attack 6♠ 6♠"))
    else:
        send(act(msg, legal[0]))
