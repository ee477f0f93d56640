#!/usr/bin/env node
// A Card Table engine in JavaScript (Node, no packages): it plays its lowest card,
// and takes, draws or passes only when it must.  Proof that the seat protocol
// (docs/protocol.md, "Outside engines") needs no Python: one JSON object per line.
"use strict";
const readline = require("readline");

const FACES = { J: 11, Q: 12, K: 13, A: 14, D: 20, W: 25 };
const LAST = { take: 1000, draw: 900, challenge: 800, done: 500, pass: 500, keep: 500 };

function cost(text) {
  const [kind, ...rest] = text.slice(text.indexOf(":") + 1).split(" ");
  if (kind in LAST) return LAST[kind];
  const card = (rest[0] || "").split("/")[0];
  const digits = card.replace(/[^0-9]/g, "");
  return digits ? Number(digits) : (FACES[card[0]] || 0);
}

function send(msg) {
  process.stdout.write(JSON.stringify(msg) + "\n");
}

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const msg = JSON.parse(line);
  if (msg.type === "seat") {
    send({ v: 1, type: "hello", room: msg.room, name: "Cheapest (JS)" });
  } else if (msg.type === "state" && "request" in msg) {
    let best = msg.legal[0];
    for (const a of msg.legal) {
      if (cost(a) < cost(best) || (cost(a) === cost(best) && a < best)) best = a;
    }
    send({ v: 1, type: "act", id: msg.request, deal: msg.deal, at: msg.at, action: best });
  } else if (msg.type === "bye") {
    lines.close();
  }
});
