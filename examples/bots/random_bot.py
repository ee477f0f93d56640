#!/usr/bin/env python3
"""A Card Table engine that plays a random legal action (standard library only).

Run it in a seat:  python3 -m cardtable --game durak --seats "Bot:engine=python3 examples/bots/random_bot.py",human
The protocol (one JSON object per line on stdin/stdout) is docs/protocol.md, "Outside engines".
An optional first argument seeds it; the same seed and table give the same moves.
"""

import json
import random
import sys


def send(msg: dict) -> None:
    print(json.dumps(msg, ensure_ascii=False), flush=True)


def main() -> None:
    seed = sys.argv[1] if len(sys.argv) > 1 else "0"
    seat = None
    for line in sys.stdin:
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "seat":                      # the table greets us: answer hello
            seat = msg["seat"]
            send({"v": 1, "type": "hello", "room": msg["room"], "name": "Random"})
        elif kind == "state" and "request" in msg:  # our turn: pick any legal action
            rng = random.Random(f"{seed}:{msg['deal']}:{msg['at']}:{seat}")
            send({"v": 1, "type": "act", "id": msg["request"], "deal": msg["deal"], "at": msg["at"],
                  "action": rng.choice(msg["legal"])})
        elif kind == "bye":
            break


if __name__ == "__main__":
    main()
