"""Avalon's table geometry (scenes/avalon/layout.py), without a window: plain numbers
for the fonts' sizes."""
from __future__ import annotations

import pygame
import pytest

from scenes.avalon import layout
from scenes.avalon.layout import Metrics
from scenes.kit.seats import seat_marks

#: a font about as tall as the app's: line size 1.4 x the pixel size
M = Metrics(lambda px: int(px * 1.4), lambda px: int(px * 1.3))

SIZES = [(520, 300), (380, 220), (300, 160), (700, 420)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("inset", [0, 30])
def test_quest_discs_in_a_row_inside_the_track_and_apart(size, inset):
    rect = pygame.Rect((40, 60), size)
    discs = [layout.disc_rect(layout.quest_centre(rect, q, inset)) for q in range(1, 6)]
    for a, b in zip(discs, discs[1:]):
        assert a.right < b.left and a.centery == b.centery
    assert discs[0].left >= rect.x + inset and discs[-1].right <= rect.right - inset
    assert all(rect.contains(d) for d in discs)


@pytest.mark.parametrize("size", SIZES)
def test_reject_track_under_the_quest_labels_and_inside_the_track_bottom(size):
    d, _gap, top = layout.quest_geometry(size)
    label_bottom = top + d + 2 + M.linesize(layout.label_px(d))
    track = layout.reject_track(size[0], d, top, (90, M.height(layout.label_px(d))), M)
    assert track.label.top >= top + d          # below the discs
    assert track.dot_rect(0).top >= label_bottom - M.linesize(layout.label_px(d)) // 2
    assert track.label.right < track.dot_rect(0).left
    for a, b in zip(track.dots, track.dots[1:]):
        assert b[0] - a[0] == track.size + 8 and a[1] == b[1]
    bottom = layout.track_bottom(size, M)
    assert track.rect().bottom <= bottom
    assert 0 <= track.rect().left and track.rect().right <= size[0]


def test_fit_track_ends_above_the_text_or_says_it_does_not_fit():
    for top in (300, 200, 150, 120, 60):
        h, fits = layout.fit_track((520, 320), top, False, M)
        assert h <= 320 and h >= 320 * 0.5 - 2
        assert fits == (layout.track_bottom((520, h), M) <= top)
    h, fits = layout.fit_track((520, 320), 400, False, M)
    assert (h, fits) == (320, True)         # room enough: the whole board's height
    assert layout.fit_track((520, 320), 20, True, M)[1] is False


def test_track_rect_half_the_board_while_cards_are_chosen():
    inner = pygame.Rect(100, 80, 500, 300)
    assert layout.track_rect(inner, inner, True, lambda: 123) == pygame.Rect(100, 80, 500, 150)
    assert layout.track_rect(inner, inner, False, lambda: 123) == pygame.Rect(100, 80, 500, 123)
    other = pygame.Rect(0, 0, 200, 100)     # the end screen's summary: its own rect
    assert layout.track_rect(other, inner, False, lambda: 1 / 0) == other


def test_quest_inset_keeps_clear_of_an_upper_seats_words_and_is_capped():
    rect = pygame.Rect(100, 100, 500, 300)
    d, _gap, top = layout.quest_geometry(rect.size)
    y = rect.y + top - 40            # its words (22 px under the token) cross the discs
    seats = [(350, 500), (120, y), (580, y)]
    words = {1: (100, 30), 2: (60, 30)}
    inset = layout.quest_inset(rect, 250, seats, 20, words.get, M)
    assert inset == max(120 + 54 - 100, 600 - (580 - 34))
    assert layout.quest_inset(rect, 250, seats, 20, lambda s: None, M) == 0
    assert layout.quest_inset(rect, 250, seats, 20, lambda s: (2000, 30), M) == 150


def test_choice_panel_below_the_reject_track_and_above_the_bottom_seat():
    inner = pygame.Rect(200, 120, 520, 320)
    table = inner.inflate(80, 80)
    seats = [(460, 540), (150, 300), (770, 300)]
    track = (520, 160)
    panel = layout.choice_panel(inner, table, seats, 24, track, M)
    d, _gap, top = layout.quest_geometry(track)
    assert panel.top > inner.y + layout.reject_y(d, top, M)
    assert panel.bottom <= seats[0][1] - 24 - 34 or panel.height == 60
    assert panel.centerx == inner.centerx
    assert panel.left > 150 + 24 and panel.right < 770 - 24


def test_seat_pieces_round_the_token_and_apart():
    marks = seat_marks((400, 300), 26, 120)
    p = layout.seat_pieces(marks)
    token = pygame.Rect(0, 0, 52, 52)
    token.center = (400, 300)
    assert p.crown.centerx < token.centerx < p.lady.centerx
    assert p.crown.centery < token.centery and p.lady.centery < token.centery
    assert p.shield.right <= token.left + 1 and p.vote.left >= token.right
    for a, b in ((p.crown, p.lady), (p.shield, p.vote), (p.crown, p.vote)):
        assert not a.colliderect(b)


def test_banner_under_the_track_inside_the_board():
    inner = pygame.Rect(100, 100, 400, 300)
    box = layout.banner_rect(inner, 120, (300, 40))
    assert box.top == inner.y + 126 and box.centerx == inner.centerx
    wide = layout.banner_rect(inner, 280, (900, 40))
    assert inner.contains(wide)
