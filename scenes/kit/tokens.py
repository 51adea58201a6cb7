"""Seat tokens: colour plus shape, so colour-blind players tell seats apart."""
from __future__ import annotations

import math

import pygame

import art

from .text import colour


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    def ring(n: int, rad: float, start: float = -90.0) -> list[tuple[float, float]]:
        return [(cx + rad * math.cos(math.radians(start + i * 360 / n)),
                 cy + rad * math.sin(math.radians(start + i * 360 / n))) for i in range(n)]
    if shape == "square":
        return ring(4, r * 1.05, -45)
    if shape == "triangle":
        return ring(3, r * 1.1)
    if shape == "diamond":
        return ring(4, r * 1.1)
    if shape == "hexagon":
        return ring(6, r)
    if shape == "pentagon":
        return ring(5, r)
    if shape == "star":
        pts = []
        for i in range(10):
            rad = r * 1.1 if i % 2 == 0 else r * 0.45
            a = math.radians(-90 + i * 36)
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        return pts
    if shape == "cross":
        w = r * 0.38
        return [(cx - w, cy - r), (cx + w, cy - r), (cx + w, cy - w), (cx + r, cy - w),
                (cx + r, cy + w), (cx + w, cy + w), (cx + w, cy + r), (cx - w, cy + r),
                (cx - w, cy + w), (cx - r, cy + w), (cx - r, cy - w), (cx - w, cy - w)]
    if shape in art.SHAPE_POINTS:
        return [(cx + px * r, cy + py * r) for px, py in art.SHAPE_POINTS[shape]]
    if shape == "heart":
        pts = []
        for i in range(24):
            a = 2 * math.pi * i / 24
            x = 16 * math.sin(a) ** 3
            y = 13 * math.cos(a) - 5 * math.cos(2 * a) - 2 * math.cos(3 * a) - math.cos(4 * a)
            pts.append((cx + x * r / 16, cy - y * r / 16 + r * 0.1))
        return pts
    return []


def seat_shape(seat: int) -> str:
    """Seat ``seat``'s shape. Past the last colour the colours start again, each with
    a shape three further on, so up to 16 seats wear 16 different colour-shape pairs."""
    shapes, lap = art.SEAT_SHAPES, seat // len(art.SEAT_COLOURS)
    return shapes[(seat + 3 * lap) % len(shapes)]


def draw_token(surface: pygame.Surface, seat: int, centre: tuple[int, int], r: int,
               colourblind: bool = False) -> None:
    """The seat's disc in its colour with its shape in ink on top."""
    colours = art.CB_SEAT_COLOURS if colourblind else art.SEAT_COLOURS
    fill = art.rgb(colours[seat % len(colours)])
    shape = seat_shape(seat)
    cx, cy = centre
    pygame.draw.circle(surface, colour("shadow"), (cx + 2, cy + 3), r)
    pygame.draw.circle(surface, fill, centre, r)
    pygame.draw.circle(surface, colour("ink"), centre, r, 2)
    inner = r * 0.55
    ink = colour("ink")
    if shape == "circle":
        pygame.draw.circle(surface, ink, centre, int(inner * 0.8), 0)
    elif shape == "moon":
        pygame.draw.circle(surface, ink, centre, int(inner))
        pygame.draw.circle(surface, fill, (int(cx + inner * 0.45), int(cy - inner * 0.25)),
                           int(inner * 0.85))
    elif shape == "ring":
        pygame.draw.circle(surface, ink, centre, int(inner), max(2, int(inner * 0.4)))
    elif shape == "bars":
        for dy in (-0.45, 0.15):
            pygame.draw.rect(surface, ink, pygame.Rect(int(cx - inner * 0.85), int(cy + dy * inner),
                                                       int(inner * 1.7), max(2, int(inner * 0.42))))
    else:
        pygame.draw.polygon(surface, ink, shape_points(shape, cx, cy, inner))


def seat_colour(seat: int, colourblind: bool = False) -> tuple[int, int, int]:
    colours = art.CB_SEAT_COLOURS if colourblind else art.SEAT_COLOURS
    return art.rgb(colours[seat % len(colours)])
