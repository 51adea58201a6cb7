"""A card that turns over: its back narrows to nothing, then its face widens."""
from __future__ import annotations

import pygame


def flip_frame(k: float) -> tuple[bool, float]:
    """At ``k`` in 0..1 through the turn: (face showing?, width scale)."""
    if k < 0.5:
        return False, 1 - 2 * max(0.0, k)
    return True, min(1.0, 2 * k - 1)


def draw_flip(surface: pygame.Surface, back: pygame.Surface | None,
              face: pygame.Surface | None, centre: tuple[int, int], k: float) -> None:
    """Draw the card at ``k`` through its turn (1: face up, 0 or less: back up)."""
    showing, scale = flip_frame(k)
    img = face if showing else back
    if img is None:
        return
    w, h = img.get_size()
    width = max(1, int(w * scale))
    if width != w:
        img = pygame.transform.scale(img, (width, h))
    surface.blit(img, img.get_rect(center=centre))
