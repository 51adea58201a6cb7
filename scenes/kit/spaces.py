"""Spaces of a board: a ring (Agent Avenue's street of 14) or a track (a score or
temple track), their places in a rect, which space a click hit, and where pawns
stand when several share a space. Drawing the spaces is the game's (its art);
``draw_spaces`` is a plain default."""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from .text import TextCache, colour


class Spaces:
    """``count`` spaces; ``layout(rect)`` places them, ``rects`` holds the result."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.rects: list[pygame.Rect] = []

    def layout(self, rect: pygame.Rect) -> list[pygame.Rect]:
        raise NotImplementedError

    def space_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.rects) if r.collidepoint(pos)), None)

    def pawn_spots(self, space: int, pawns: int) -> list[tuple[int, int]]:
        """Where ``pawns`` pawns on ``space`` stand, side by side inside it."""
        r = self.rects[space]
        if pawns <= 1:
            return [r.center]
        step = r.width / (pawns + 1)
        return [(int(r.x + step * (i + 1)), r.centery) for i in range(pawns)]


class Ring(Spaces):
    """Spaces around an ellipse, space 0 at ``start`` degrees (90: bottom), clockwise."""

    def __init__(self, count: int, start: float = 90.0) -> None:
        super().__init__(count)
        self.start = start

    def layout(self, rect: pygame.Rect) -> list[pygame.Rect]:
        # the side that just fills the ring, less a gap between neighbours
        side = max(12, int(min(rect.width, rect.height) * math.pi / (self.count + math.pi) * 0.85))
        rx, ry = (rect.width - side) / 2, (rect.height - side) / 2
        self.rects = []
        for i in range(self.count):
            a = math.radians(self.start + 360 * i / self.count)
            cx, cy = rect.centerx + rx * math.cos(a), rect.centery + ry * math.sin(a)
            self.rects.append(pygame.Rect(int(cx - side / 2), int(cy - side / 2), side, side))
        return self.rects


class Track(Spaces):
    """Spaces in rows, left to right, the next row back the other way (a snake);
    ``rows=1`` is a straight track."""

    def __init__(self, count: int, rows: int = 1, gap: int = 6) -> None:
        super().__init__(count)
        self.rows, self.gap = rows, gap

    def layout(self, rect: pygame.Rect) -> list[pygame.Rect]:
        per_row = math.ceil(self.count / self.rows)
        side = min((rect.width - self.gap * (per_row - 1)) // per_row,
                   (rect.height - self.gap * (self.rows - 1)) // self.rows)
        side = max(8, side)
        width = per_row * side + (per_row - 1) * self.gap
        height = self.rows * side + (self.rows - 1) * self.gap
        x0, y0 = rect.centerx - width // 2, rect.centery - height // 2
        self.rects = []
        for i in range(self.count):
            row, col = divmod(i, per_row)
            if row % 2:
                col = per_row - 1 - col
            self.rects.append(pygame.Rect(x0 + col * (side + self.gap),
                                          y0 + row * (side + self.gap), side, side))
        return self.rects


def draw_spaces(surface: pygame.Surface, texts: TextCache, spaces: Spaces,
                fill: Callable[[int], str] = lambda i: "parchment",
                label: Callable[[int], str] = lambda i: "",
                highlight: set[int] | None = None) -> None:
    """A plain rounded square per space: colour names from ``fill``, a small label."""
    for i, r in enumerate(spaces.rects):
        pygame.draw.rect(surface, colour("shadow"), r.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, colour(fill(i)), r, border_radius=6)
        ring = "highlight" if highlight and i in highlight else "gold_dark"
        pygame.draw.rect(surface, colour(ring), r, 3 if ring == "highlight" else 1,
                         border_radius=6)
        text = label(i)
        if text:
            cap = texts.fit(text, r.width - 4, max(10, r.height // 4), "ink", True)
            surface.blit(cap, cap.get_rect(center=r.center))
