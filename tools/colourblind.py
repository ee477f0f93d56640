"""See the table as a colour-blind player does: deuteranopia and protanopia, simulated on
screenshots (issue 34, item 12) — plain Python over pygame surfaces, no numpy.

    python tools/colourblind.py shot.png [more.png …] [--out DIR]

writes ``shot-deuteranopia.png`` and ``shot-protanopia.png`` beside each input (or into DIR).
The simulation is Machado, Oliveira & Fernandes (2009) at full severity: a 3×3 matrix applied
to linear RGB (the sRGB curve undone first, redone after). ``simulate(surface, kind)`` returns
a new surface; ``simulate_rgb(rgb, kind)`` one colour — the tests use both.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

# Machado et al. 2009, severity 1.0 (linear RGB)
MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
}
KINDS = tuple(MATRICES)

_TO_LINEAR = [((v / 255) / 12.92) if v <= 10 else (((v / 255) + 0.055) / 1.055) ** 2.4 for v in range(256)]


def _to_srgb(x: float) -> int:
    x = min(1.0, max(0.0, x))
    v = x * 12.92 if x <= 0.0031308 else 1.055 * x ** (1 / 2.4) - 0.055
    return int(round(v * 255))


def simulate_rgb(rgb: tuple[int, int, int], kind: str) -> tuple[int, int, int]:
    """One sRGB colour as a person with ``kind`` (:data:`KINDS`) sees it."""
    m = MATRICES[kind]
    lin = [_TO_LINEAR[c] for c in rgb[:3]]
    return tuple(_to_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def simulate(surface: pygame.Surface, kind: str) -> pygame.Surface:
    """A copy of ``surface`` as a person with ``kind`` sees it (alpha kept)."""
    w, h = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGBA")
    out = bytearray(raw)
    seen: dict[int, tuple[int, int, int]] = {}
    for i in range(0, len(raw), 4):
        key = raw[i] << 16 | raw[i + 1] << 8 | raw[i + 2]
        sim = seen.get(key)
        if sim is None:
            sim = seen[key] = simulate_rgb((raw[i], raw[i + 1], raw[i + 2]), kind)
        out[i], out[i + 1], out[i + 2] = sim
    return pygame.image.frombytes(bytes(out), (w, h), "RGBA")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("images", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, default=None, help="directory for the results (default: beside each)")
    args = parser.parse_args(argv)
    for path in args.images:
        img = pygame.image.load(str(path))
        for kind in KINDS:
            folder = args.out or path.parent
            folder.mkdir(parents=True, exist_ok=True)
            target = folder / f"{path.stem}-{kind}.png"
            pygame.image.save(simulate(img, kind), str(target))
            print(target)


if __name__ == "__main__":
    main(sys.argv[1:])
