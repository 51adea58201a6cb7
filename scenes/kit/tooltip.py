"""A tooltip drawn by the scene (over the board, where pygame_gui's do not reach)."""
from __future__ import annotations

import pygame

from .text import TextCache, colour


def draw_tooltip(surface: pygame.Surface, texts: TextCache, text: str,
                 anchor: tuple[int, int], size: int = 15, width: int = 360,
                 within: pygame.Rect | None = None) -> pygame.Rect:
    """``text`` on a panel just above ``anchor`` (the mouse), wrapped to ``width`` and
    kept inside ``within`` (the window by default); below ``anchor`` when there is no
    room above. Text with line breaks shows one left-aligned line per part.
    Returns the panel's rect."""
    bounds = within if within is not None else surface.get_rect()
    parts = text.split("\n")
    if len(parts) == 1:
        lines = texts.block(text, width, ((size, 1), (size, 2), (size - 1, 3)), "text")
    else:
        rows = [texts.fit(p, width, size, "text") for p in parts]
        lines = pygame.Surface((max(r.get_width() for r in rows),
                                sum(r.get_height() for r in rows)), pygame.SRCALPHA)
        y = 0
        for r in rows:
            lines.blit(r, (0, y))
            y += r.get_height()
    box = lines.get_rect(midbottom=(anchor[0], anchor[1] - 14)).inflate(16, 10)
    if box.top < bounds.top:
        box.top = anchor[1] + 14
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, colour("panel"), box, border_radius=6)
    pygame.draw.rect(surface, colour("panel_border"), box, 1, border_radius=6)
    surface.blit(lines, lines.get_rect(center=box.center))
    return box
