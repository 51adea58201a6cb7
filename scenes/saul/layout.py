"""Where the camp's pieces go: pure geometry from the table's rectangles and the seats'
places, never drawing (unit-tested without a window, tests/test_saul_layout.py).

In the middle of the board the fire, the phase line (or the dawn's news) above it and
the viewer's card box at the bottom; by each seat the General's star (upper left),
the lovers' heart (upper right), the Spies' picks (right) and the latest ballot's
votes (left). The night's veil covers the whole table column (top bar, board and
action bar); the talk menu opens where it covers no seat; the panel offered to a
human who is out sits over the fire."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

Point = tuple[int, int]
Size = tuple[int, int]


def seat_radius(seat_r: int, players: int) -> int:
    """Up to 16 seats round the fire: smaller tokens past 10, the same ring."""
    return max(11, seat_r * 10 // players) if players > 10 else seat_r


def fire_size(board: pygame.Rect) -> int:
    """The fire's size (its glow is six times as wide)."""
    return max(18, min(board.width, board.height) // 7)


def phase_spot(board: pygame.Rect, size: int) -> Point:
    """The bottom middle of the phase line (or dawn banner) above the fire."""
    return board.centerx, board.centery - int(size * 1.4)


def fire_rect(board: pygame.Rect, size: int) -> pygame.Rect:
    """The fire itself (logs and flames), for its explanation."""
    rect = pygame.Rect(0, 0, 2 * size, int(size * 1.7))
    rect.midbottom = (board.centerx, board.centery + size // 2 + 2)
    return rect


def light_area(top: pygame.Rect, board: pygame.Rect, action: pygame.Rect) -> pygame.Rect:
    """The night's veil: the whole table column, from the top bar to the window's
    bottom (the action bar too, whose buttons are drawn over it)."""
    return top.union(board).union(action)


def private_box(board: pygame.Rect, size: Size) -> pygame.Rect:
    """The viewer's card box of ``size``, at the bottom middle of the board."""
    box = pygame.Rect(0, 0, *size)
    box.midbottom = (board.centerx, board.bottom - 2)
    return box


def private_width(board: pygame.Rect) -> int:
    return min(board.width, 520)


def private_room(board: pygame.Rect) -> int:
    """The most the card box may take up: half the board."""
    return board.height // 2 - 10


@dataclass(frozen=True)
class SeatSpots:
    """Where a seat's camp marks go: each a centre and a radius."""

    general: tuple[Point, int]      # the General's star (upper left)
    lover: tuple[Point, int]        # the lovers' heart (upper right)
    picks: tuple[Point, int]        # the Spies' picks this night (right)
    tally: tuple[Point, int]        # the latest ballot's votes (left)
    token: pygame.Rect              # the token

    @staticmethod
    def rect(spot: tuple[Point, int]) -> pygame.Rect:
        (x, y), rad = spot
        return pygame.Rect(x - rad - 1, y - rad - 1, 2 * rad + 2, 2 * rad + 2)


def seat_spots(centre: Point, r: int) -> SeatSpots:
    x, y = centre
    half = max(8, r // 2)
    return SeatSpots(general=((x - r, y - r), half), lover=((x + r, y - r), max(6, r // 2)),
                     picks=((x + r, y + r // 2), half), tally=((x - r, y + r // 2), half),
                     token=pygame.Rect(x - r, y - r, 2 * r, 2 * r))


def free_half(cx: int, y0: int, y1: int, boxes: Sequence[pygame.Rect], half: int) -> int:
    """Half the width round ``cx`` between heights ``y0`` and ``y1`` that none of
    ``boxes`` (the seats' tokens, marks and words) reaches, at most ``half``."""
    for box in boxes:
        if box.bottom < y0 or box.top > y1:
            continue
        if box.left <= cx <= box.right:
            return 0
        half = min(half, box.left - cx if box.left > cx else cx - box.right)
    return max(0, half - 4)


def seat_boxes(centre: Point, r: int, words_w: int) -> list[pygame.Rect]:
    """What the camp draws round a seat: its token, star, heart, badges and words."""
    spots = seat_spots(centre, r)
    x, y = centre
    return [spots.token.inflate(8, 8), *(SeatSpots.rect(s) for s in (
        spots.general, spots.lover, spots.picks, spots.tally)),
        pygame.Rect(x - words_w // 2, y + r + 4, words_w, 40)]


def talk_rect(board: pygame.Rect, inner: pygame.Rect, button: pygame.Rect, size: Size,
              seat_pos: Sequence[Point], seat_r: int) -> pygame.Rect:
    """The talk menu's list of ``size``: under its button when it covers no seat,
    else the place nearest the table's middle that covers no seat's token and name,
    else none's token (800x600: the names of the side seats may be under it); as wide
    as asked (its lines must fit) and as tall as it can be, down to three rows (the
    list scrolls); always inside the board."""
    w, h = min(size[0], board.width), min(size[1], board.height)
    named = [pygame.Rect(x - seat_r - 4, y - seat_r - 4, 2 * seat_r + 8, 2 * seat_r + 30)
             for x, y in seat_pos]
    tokens = [pygame.Rect(x - seat_r - 3, y - seat_r - 3, 2 * seat_r + 6, 2 * seat_r + 6)
              for x, y in seat_pos]
    rect = pygame.Rect(0, 0, w, h)
    rect.topright = (button.right, button.bottom + 4)
    rect.clamp_ip(board)
    if rect.collidelist(named) < 0:
        return rect
    lefts = sorted(range(board.x, board.right - w + 1, 8),
                   key=lambda x: abs(x + w // 2 - inner.centerx)) or [board.x]
    for seats in (named, tokens):
        height = h
        while True:
            tops = sorted(range(board.y, board.bottom - height + 1, 6),
                          key=lambda y: abs(y + height // 2 - inner.centery))
            for top in tops:
                for left in lefts:
                    rect = pygame.Rect(left, top, w, height)
                    if rect.collidelist(seats) < 0:
                        return rect
            if height <= min(h, 90):
                break
            height = max(min(h, 90), height - 18)
    rect = pygame.Rect(0, 0, w, min(h, 126))
    rect.center = inner.center
    return rect.clamp(board)


def out_panel(board: pygame.Rect, size: Size, top: int) -> pygame.Rect:
    """The "you are out" panel of ``size``, its top at ``top`` (under the fire),
    inside the board."""
    rect = pygame.Rect(0, 0, min(size[0], board.width - 16), size[1])
    rect.midtop = (board.centerx, top)
    rect.clamp_ip(board)
    return rect
