"""A tooltip drawn by the scene (over the board, where pygame_gui's do not reach)."""
from __future__ import annotations

import pygame

from ..text import TextCache, colour


def draw_tooltip(surface: pygame.Surface, texts: TextCache, text: str,
                 anchor: tuple[int, int], size: int = 15, width: int = 360) -> pygame.Rect:
    """``text`` on a panel just above ``anchor`` (the mouse), wrapped to ``width`` and
    kept inside the window. Returns the panel's rect."""
    lines = texts.block(text, width, ((size, 1), (size, 2), (size - 1, 3)), "text")
    box = lines.get_rect(midbottom=(anchor[0], anchor[1] - 14)).inflate(16, 10)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, colour("panel"), box, border_radius=6)
    pygame.draw.rect(surface, colour("panel_border"), box, 1, border_radius=6)
    surface.blit(lines, lines.get_rect(center=box.center))
    return box
