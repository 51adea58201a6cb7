"""Counters (a number on a badge over an icon) and token piles (a stack of tokens
with its count): scores, jewels, stones, supply."""
from __future__ import annotations

import pygame

from .images import ImageCache
from .text import TextCache, colour


def draw_badge(surface: pygame.Surface, texts: TextCache, value: int | str,
               centre: tuple[int, int], radius: int, fill: str = "evil_dark") -> None:
    """A round badge with a number, outlined so it reads on any background."""
    pygame.draw.circle(surface, colour(fill), centre, radius)
    pygame.draw.circle(surface, colour("text"), centre, radius, 1)
    digit = texts.get(str(value), max(9, int(radius * 1.3)), "text", True)
    surface.blit(digit, digit.get_rect(center=(centre[0], centre[1] - 1)))


def draw_counter(surface: pygame.Surface, texts: TextCache, images: ImageCache, icon: str,
                 value: int | str, centre: tuple[int, int], size: int,
                 fill: str = "evil_dark") -> pygame.Rect:
    """``icon`` (an art file) at ``size`` with ``value`` on a badge at its upper right."""
    rect = pygame.Rect(0, 0, size, size)
    rect.center = centre
    img = images.get(icon, (size, size))
    if img is not None:
        surface.blit(img, rect)
    else:
        pygame.draw.circle(surface, colour("panel_light"), centre, size // 2)
    radius = max(7, size // 4)
    draw_badge(surface, texts, value, (rect.right - radius // 2, rect.top + radius // 2),
               radius, fill)
    return rect


def pile_offsets(count: int, shown: int = 8, step: int = 3) -> list[tuple[int, int]]:
    """Where the tokens of a pile sit relative to its base: upwards, a few at most."""
    return [(0, -i * step) for i in range(min(count, shown))]


def draw_pile(surface: pygame.Surface, texts: TextCache, images: ImageCache, token: str,
              count: int, base: tuple[int, int], size: int, shown: int = 8,
              label: bool = True) -> pygame.Rect:
    """A stack of ``token`` (art file) centred on ``base``, at most ``shown`` drawn,
    with the count underneath (0: an empty outline). Returns the pile's rect."""
    img = images.get(token, (size, size))
    step = max(2, size // 8)
    rect = pygame.Rect(0, 0, size, size)
    rect.center = base
    if count <= 0:
        pygame.draw.circle(surface, colour("panel_border"), base, size // 2, 1)
    for dx, dy in pile_offsets(count, shown, step):
        spot = rect.move(dx, dy)
        if img is not None:
            surface.blit(img, spot)
        else:
            pygame.draw.circle(surface, colour("silver"), spot.center, size // 2)
            pygame.draw.circle(surface, colour("shadow"), spot.center, size // 2, 1)
    whole = rect.union(rect.move(0, -step * (min(count, shown) - 1))) if count else rect
    if label:
        text = texts.get(str(count), max(12, size // 2), "text", True)
        spot = text.get_rect(midtop=(base[0], rect.bottom + 2))
        surface.blit(text, spot)
        whole = whole.union(spot)
    return whole
