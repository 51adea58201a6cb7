"""Draw every BluffBox image: ``python -m art.make_art`` (writes the PNGs next to it).

Everything is drawn with pygame at several times the final size and scaled down
smoothly (anti-aliasing). Noise comes from fixed seeds, so re-running gives the
same pictures. The makers live by subject: ``common`` (textures, cards, tokens),
``icons`` (interface and app icons) and one module per game; this module gathers
their ``MAKERS`` and writes the files."""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from . import DIR, SEAT_COLOURS, SEAT_SHAPES, agent_avenue, avalon, aztec, common, icons, names, saul
from .common import Maker
from .draw import col

#: every asset's maker, gathered from the modules that draw them
MAKERS: dict[str, Maker] = {}
for _module in (common, icons, avalon, saul, agent_avenue, aztec):
    MAKERS.update(_module.MAKERS)


def build(folder: Path = DIR, only: list[str] | None = None) -> list[Path]:
    """Draw and save every asset (or just ``only``); returns the files written."""
    every = names()
    missing = set(every) - set(MAKERS)
    extra = set(MAKERS) - set(every)
    if missing or extra:
        raise SystemExit(f"art.names() and make_art disagree: missing {sorted(missing)}, "
                         f"extra {sorted(extra)}")
    pygame.display.init()
    written = []
    for name in only or every:
        surf = MAKERS[name]()
        target = folder / name
        pygame.image.save(surf, str(target))
        written.append(target)
    return written


def contact_sheet(target: Path, folder: Path = DIR, scale: float = 1.0) -> None:
    """Every asset on one labelled sheet, to check them by eye. Seat tokens and icons
    are shown tinted as the scenes will use them."""
    pygame.font.init()
    font = pygame.font.Font(None, 16)
    cells = []
    for name in names():
        img = pygame.image.load(str(folder / name))
        if name.startswith("seat_"):
            img = img.copy()
            colour = SEAT_COLOURS[SEAT_SHAPES.index(name[5:-4])]
            img.fill(col(colour), special_flags=pygame.BLEND_RGBA_MULT)
        if scale != 1.0:
            img = pygame.transform.smoothscale_by(img, scale)
        cells.append((name, img))
    width, pad = 1400, 8
    x = y = pad
    row_h = 0
    placed = []
    for name, img in cells:
        w, h = img.get_width(), img.get_height() + 16
        if x + w > width - pad:
            x, y, row_h = pad, y + row_h + pad, 0
        placed.append((name, img, x, y))
        x += max(w, 90) + pad
        row_h = max(row_h, h)
    sheet = pygame.Surface((width, y + row_h + pad))
    sheet.fill(col("panel")[:3])
    for name, img, x, y in placed:
        sheet.blit(img, (x, y))
        sheet.blit(font.render(name, True, col("text")[:3]), (x, y + img.get_height() + 2))
    pygame.image.save(sheet, str(target))


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--sheet"]:
        pygame.display.init()
        contact_sheet(Path(args[1]) if len(args) > 1 else Path("contact.png"))
        return
    total = 0
    for target in build(only=args or None):
        size = target.stat().st_size
        total += size
        print(f"{target.name}: {size} bytes")
    print(f"total {total / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
