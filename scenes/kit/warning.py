"""Warnings that matter (the deciding vote...), drawn by the table kit for any game.

A game scene returns the words from its ``warning(view)`` hook; the table draws them
in the action bar, right of the buttons, with a warning sign, so they stay in sight
while the player proposes or votes. When the buttons leave too little room, the
warning goes just above the action bar."""
from __future__ import annotations

from typing import Any

import pygame

from .text import colour

TRIES = ((16, 1), (15, 1), (14, 1), (14, 2), (13, 2), (12, 2))
MIN_ROOM = 170


def warning_rect(scene: Any) -> pygame.Rect:
    """Where the warning goes: right of the action buttons, else above the bar."""
    bar = scene.action_rect
    x = bar.x + scene._action_x + 4
    if bar.right - x >= MIN_ROOM:
        return pygame.Rect(x, bar.y + 2, bar.right - x, bar.height - 4)
    return pygame.Rect(bar.x, bar.y - 44, bar.width, 40)


def draw_warning(scene: Any, surface: pygame.Surface, text: str) -> pygame.Rect:
    """The warning sign and ``text`` in ``warning_rect``; returns the area drawn."""
    rect = warning_rect(scene)
    sign = max(10, min(14, rect.height // 3))
    words = scene.texts.block(text, rect.width - 2 * sign - 22, TRIES, "danger", True, "left")
    box = pygame.Rect(rect.x, 0, 2 * sign + 18 + words.get_width(), words.get_height() + 10)
    box.centery = rect.centery
    surface.blit(scene._backdrop(box.size), box.topleft)
    pygame.draw.rect(surface, colour("danger"), box, 1, border_radius=8)
    centre = (box.x + 6 + sign, box.centery)
    pygame.draw.circle(surface, colour("danger"), centre, sign)
    mark = scene.texts.get("!", int(sign * 1.5), "text", True)
    surface.blit(mark, mark.get_rect(center=centre))
    surface.blit(words, words.get_rect(midleft=(box.x + 2 * sign + 14, box.centery)))
    return box
