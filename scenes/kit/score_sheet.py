"""A score sheet: one column per player, one row per scoring line, then a few closing
sentences (the winner, a tie-break). The scene shows it line by line (a ``Sequence``
of ``sheet_steps`` items, Space skips) and whole on the end screen."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from .images import ImageCache
from .text import TextCache, colour


@dataclass(frozen=True)
class SheetRow:
    label: str                   # translated
    cells: tuple[str, ...]       # one per player
    icon: str | None = None      # art file before the label (a jewel's cut)
    strong: bool = False         # the total
    dim: bool = False            # told, not counted


def sheet_steps(rows: Sequence[SheetRow], notes: Sequence[str]) -> int:
    """How many steps the sheet shows in: each row, then each sentence."""
    return len(rows) + len(notes)


def draw_score_sheet(surface: pygame.Surface, texts: TextCache, images: ImageCache,
                     rect: pygame.Rect, heads: Sequence[str], rows: Sequence[SheetRow],
                     notes: Sequence[str] = (), shown: int | None = None,
                     winners: Sequence[int] = (), opaque: bool = False) -> list[pygame.Rect]:
    """The sheet inside ``rect`` on a panel (``opaque``: hiding what is under it), its
    first ``shown`` steps (None: all); the winners' columns outlined. Returns the rect
    of each line drawn (for layout tests)."""
    steps = sheet_steps(rows, notes) if shown is None else shown
    lines = 1 + len(rows) + len(notes)
    row_h = max(15, min(30, (rect.height - 12) // max(1, lines)))
    size = max(11, min(17, row_h - 9))
    label_w = max(90, min(int(rect.width * 0.36), 280))
    cell_w = (rect.width - 16 - label_w) // max(1, len(heads))
    panel = pygame.Rect(rect.x, rect.y, rect.width, min(rect.height, lines * row_h + 12))
    bg = pygame.Surface(panel.size, pygame.SRCALPHA)
    pygame.draw.rect(bg, (*colour("panel"), 255 if opaque else 235), bg.get_rect(),
                     border_radius=10)
    pygame.draw.rect(bg, colour("panel_border"), bg.get_rect(), 1, border_radius=10)
    surface.blit(bg, panel)
    x0, y = panel.x + 8, panel.y + 6
    out: list[pygame.Rect] = []
    for k in winners:
        # the heads and the rows only: the notes under the table span the whole panel
        col = pygame.Rect(x0 + label_w + k * cell_w, y - 2, cell_w,
                          min(panel.bottom - 4, y + (1 + len(rows)) * row_h) - y + 2)
        pygame.draw.rect(surface, colour("accent"), col.inflate(-2, 0), 2, border_radius=6)
    for k, head in enumerate(heads):
        text = texts.fit(head, cell_w - 6, size, "accent" if k in winners else "text", True)
        spot = text.get_rect(midtop=(x0 + label_w + k * cell_w + cell_w // 2, y))
        surface.blit(text, spot)
        out.append(spot)
    y += row_h
    for i, row in enumerate(rows):
        if i >= steps:
            return out
        fg = "text_dim" if row.dim else ("accent" if row.strong else "text")
        x = x0
        if row.icon is not None:
            img = images.get(row.icon, (size + 2, size + 2))
            if img is not None:
                surface.blit(img, (x, y))
            x += size + 6
        label = texts.fit(row.label, label_w - (x - x0) - 4, size, fg, row.strong)
        surface.blit(label, (x, y))
        out.append(label.get_rect(topleft=(x, y)))
        for k, cell in enumerate(row.cells):
            text = texts.get(cell, size, fg, row.strong)
            spot = text.get_rect(midtop=(x0 + label_w + k * cell_w + cell_w // 2, y))
            surface.blit(text, spot)
            out.append(spot)
        if row.strong:
            pygame.draw.line(surface, colour("panel_border"), (x0, y - 2), (panel.right - 8, y - 2))
        y += row_h
    for i, note in enumerate(notes):
        if len(rows) + i >= steps:
            break
        text = texts.fit(note, panel.width - 16, size, "highlight", True)
        spot = text.get_rect(midtop=(panel.centerx, y))
        surface.blit(text, spot)
        out.append(spot)
        y += row_h
    return out
