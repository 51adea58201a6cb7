"""The camp's geometry (scenes/saul/layout.py), without a window: every piece inside
the table, the night's veil down to the window's bottom, the talk menu clear of the
seats, the seat marks round their token."""
from __future__ import annotations

import math

import pygame
import pytest

from scenes.saul import layout

SIZES = ((1280, 720), (800, 600))


def table(size, players):
    """The kit's rectangles for a window of ``size`` (as scenes/kit/table_frame.py)."""
    w, h = size
    log_w = max(220, min(360, int(w * 0.26)))
    log = pygame.Rect(w - log_w - 8, 8, log_w, h - 16)
    top = pygame.Rect(8, 8, log.x - 16, 44)
    action = pygame.Rect(8, h - 60, top.width, 52)
    board = pygame.Rect(8, 54, top.width, action.y - 60)
    r = max(13, min(26, int(min(board.width, board.height) / 16)))
    r = layout.seat_radius(r, players)
    seat_w = max(90, min(150, int(board.width / max(4, players * 0.75))))
    rx, ry = board.width / 2 - seat_w // 2 - 4, board.height / 2 - r - 54
    cx, cy = board.center
    seats = [(int(cx + rx * math.cos(math.radians(90 + 360 * s / players))),
              int(cy - 16 + ry * math.sin(math.radians(90 + 360 * s / players))))
             for s in range(players)]
    felt = pygame.Rect(0, 0, int(rx * 1.55), int(ry * 1.45))
    felt.center = (cx, cy - 8)
    inner = felt.inflate(-int(felt.width * 0.18), -int(felt.height * 0.2))
    button = pygame.Rect(top.right - 300, top.y + 4, 90, 32)
    return board, top, action, inner, seats, r, button


@pytest.mark.parametrize("size", SIZES)
def test_the_night_veil_reaches_the_window_bottom(size):
    board, top, action, *_ = table(size, 10)
    area = layout.light_area(top, board, action)
    assert area.bottom >= size[1] - 8 and area.top <= top.top
    assert area.contains(board) and area.contains(action)


@pytest.mark.parametrize("size, players, width", [
    *(((1280, 720), n, 420) for n in (6, 10, 16)), ((800, 600), 6, 420), ((800, 600), 8, 300),
    ((800, 600), 10, 200), ((800, 600), 16, 160)])
def test_the_talk_menu_covers_no_seat(size, players, width):
    """The whole list clear of every token; at 800x600 with many seats only a narrow
    step (names) finds room between them."""
    board, _top, _action, inner, seats, r, button = table(size, players)
    for rows in (3, 6, 10):
        rect = layout.talk_rect(board, inner, button, (width, 30 * rows + 6), seats, r)
        assert board.contains(rect)
        for x, y in seats:
            token = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
            assert not rect.colliderect(token), (size, players, rows, rect, token)
        assert rect.width == min(width, board.width) and rect.height >= min(30 * rows + 6, 90)


@pytest.mark.parametrize("size", SIZES)
def test_the_middle_pieces_stay_on_the_board(size):
    board, *_ = table(size, 10)
    fire = layout.fire_size(board)
    assert board.contains(layout.fire_rect(board, fire))
    x, y = layout.phase_spot(board, fire)
    assert board.top < y < board.centery and x == board.centerx
    box = layout.private_box(board, (layout.private_width(board), 80))
    assert board.contains(box) and box.bottom >= board.bottom - 2
    panel = layout.out_panel(board, (2000, 140), board.bottom - 20)
    assert board.contains(panel)


def test_seat_marks_sit_round_their_token():
    spots = layout.seat_spots((300, 200), 24)
    token = spots.token
    assert token.center == (300, 200)
    (gx, gy), _ = spots.general
    (lx, ly), _ = spots.lover
    assert gx < token.centerx < lx and gy < token.centery and ly < token.centery
    assert spots.tally[0][0] < token.centerx < spots.picks[0][0]
    for spot in (spots.general, spots.lover, spots.picks, spots.tally):
        assert layout.SeatSpots.rect(spot).collidepoint(spot[0])
    assert layout.seat_radius(26, 8) == 26 and layout.seat_radius(26, 16) < 26
