"""Make the application icon from the program's own card drawing.

Draws the ace of spades fanned over the queen of hearts with the same renderer the table
uses (cardtable/ui/cards.py) and writes assets/icon.png (256×256, used for the window and
the macOS bundle) and assets/icon.ico (PNG-compressed ICO for Windows, 256/64/48/32/16).
Run: `python tools/make_icon.py` (pygame only; no Pillow).
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from cardtable.engine.durak.cards import card  # noqa: E402
from cardtable.ui import cards  # noqa: E402


def draw_icon(size: int = 256) -> pygame.Surface:
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    h = int(size * 0.8)
    w = int(h * cards.ASPECT)
    queen = pygame.transform.rotozoom(cards.face("french36", card(12, 1), w, h), 14, 1.0)
    ace = pygame.transform.rotozoom(cards.face("french36", card(14, 0), w, h), -10, 1.0)
    icon.blit(queen, queen.get_rect(center=(int(size * 0.40), size // 2)))
    icon.blit(ace, ace.get_rect(center=(int(size * 0.60), int(size * 0.52))))
    return icon


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def write_ico(path: Path, big: pygame.Surface, sizes=(256, 64, 48, 32, 16)) -> None:
    """An ICO whose entries are PNG images (supported since Windows Vista)."""
    images = [png_bytes(pygame.transform.smoothscale(big, (s, s)) if s != big.get_width() else big)
              for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for s, data in zip(sizes, images):
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.write_bytes(header + entries + b"".join(images))


def main() -> int:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    icon = draw_icon(256)
    out = ROOT / "assets"
    pygame.image.save(icon, str(out / "icon.png"))
    write_ico(out / "icon.ico", icon)
    print(f"wrote {out / 'icon.png'} and {out / 'icon.ico'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
