"""Synthesise the table's sound effects into assets/sounds/*.wav (standard library only).

    python tools/make_sounds.py [OUTDIR]

Effects: deal, play, cover, take, shuffle, win, lose — soft card snaps, swishes
of filtered noise and a short chime.  22050 Hz, mono, 16-bit, each under one
second.  Deterministic (fixed seeds), so re-running gives identical files.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def lowpass(xs: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass filter."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs: list[float], cutoff: float) -> list[float]:
    low = lowpass(xs, cutoff)
    return [x - lo for x, lo in zip(xs, low)]


def bandpass(xs: list[float], lo: float, hi: float) -> list[float]:
    return lowpass(highpass(xs, lo), hi)


def envelope(xs: list[float], attack: float, decay: float) -> list[float]:
    """Linear attack, exponential decay (both in seconds)."""
    na = max(1, int(RATE * attack))
    out = []
    for i, x in enumerate(xs):
        if i < na:
            g = i / na
        else:
            g = math.exp(-(i - na) / (RATE * decay))
        out.append(x * g)
    return out


def swish_envelope(xs: list[float]) -> list[float]:
    """A rise-and-fall (sine window) for sliding sounds."""
    n = len(xs)
    return [x * math.sin(math.pi * i / n) ** 2 for i, x in enumerate(xs)]


def mix(*tracks: tuple[float, list[float]]) -> list[float]:
    """Mix (offset seconds, samples) tracks."""
    length = max(int(off * RATE) + len(t) for off, t in tracks)
    out = [0.0] * length
    for off, t in tracks:
        start = int(off * RATE)
        for i, x in enumerate(t):
            out[start + i] += x
    return out


def normalise(xs: list[float], peak: float) -> list[float]:
    m = max(abs(x) for x in xs) or 1.0
    return [x * peak / m for x in xs]


def fade_out(xs: list[float], seconds: float = 0.01) -> list[float]:
    n = min(len(xs), int(RATE * seconds))
    out = list(xs)
    for i in range(n):
        out[len(xs) - n + i] *= 1.0 - (i + 1) / n
    return out


def tone(freq: float, seconds: float, decay: float, harmonics=((1, 1.0), (2, 0.35), (3, 0.12))):
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * freq * h * t) for h, a in harmonics)
        out.append(v * math.exp(-t / decay) * min(1.0, i / (RATE * 0.004)))
    return out


# -- the effects ----------------------------------------------------------------

def snap(rng: random.Random, bright: float = 3500, body: float = 180, length: float = 0.09):
    """A card landing on cloth: a short bright click over a soft low thump."""
    click = envelope(bandpass(noise(length, rng), 900, bright), 0.002, 0.012)
    thump = envelope(tone(body, length, 0.02, ((1, 1.0),)), 0.001, 0.02)
    return mix((0, click), (0, [0.5 * x for x in thump]))


def swish(rng: random.Random, length: float, lo: float, hi: float) -> list[float]:
    return swish_envelope(bandpass(noise(length, rng), lo, hi))


def make_deal() -> list[float]:
    rng = random.Random(1)
    return mix((0, swish(rng, 0.13, 1500, 6000)), (0.10, [0.8 * x for x in snap(rng, 4000)]))


def make_play() -> list[float]:
    rng = random.Random(2)
    return mix((0, [0.4 * x for x in swish(rng, 0.07, 1200, 5000)]), (0.05, snap(rng, 3200, 160)))


def make_cover() -> list[float]:
    rng = random.Random(3)
    return mix((0, [0.35 * x for x in swish(rng, 0.06, 1500, 6000)]),
               (0.04, snap(rng, 5000, 230, 0.08)))


def make_take() -> list[float]:
    rng = random.Random(4)
    return mix((0, swish(rng, 0.32, 600, 3500)), (0.12, [0.6 * x for x in swish(rng, 0.25, 900, 4500)]))


def make_shuffle() -> list[float]:
    rng = random.Random(5)
    tracks = [(0.0, [0.5 * x for x in swish(rng, 0.65, 800, 5000)])]
    t = 0.03
    while t < 0.58:
        tracks.append((t, [rng.uniform(0.25, 0.5) * x for x in snap(rng, 6000, 300, 0.03)]))
        t += rng.uniform(0.025, 0.045)
    return mix(*tracks)


def make_win() -> list[float]:
    # a short rising major arpeggio, bell-like (C6, E6, G6, C7)
    notes = [1046.5, 1318.5, 1568.0, 2093.0]
    bell = ((1, 1.0), (2.76, 0.25), (5.4, 0.08))
    return mix(*[(i * 0.09, tone(f, 0.55, 0.22, bell)) for i, f in enumerate(notes)])


def make_lose() -> list[float]:
    # two soft falling notes (G4 then D4, a little flat)
    soft = ((1, 1.0), (2, 0.2))
    return mix((0, tone(392.0, 0.4, 0.18, soft)), (0.22, tone(290.0, 0.55, 0.25, soft)))


EFFECTS = {
    "deal": (make_deal, 0.6), "play": (make_play, 0.7), "cover": (make_cover, 0.65),
    "take": (make_take, 0.6), "shuffle": (make_shuffle, 0.6), "win": (make_win, 0.55),
    "lose": (make_lose, 0.55),
}


def write_wav(path: Path, samples: list[float]) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(x * 32767)))) for x in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "assets" / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    for name, (make, peak) in EFFECTS.items():
        samples = fade_out(normalise(make(), peak))
        assert len(samples) < RATE, name
        write_wav(out / f"{name}.wav", samples)
        print(f"{name}.wav  {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
