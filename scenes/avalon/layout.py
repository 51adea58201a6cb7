"""Where the Avalon table's pieces go: pure geometry from the board's rectangles, the
seats' places and the font sizes (``Metrics``), never drawing.

In the middle of the table, from the top: the row of five quest discs with their
labels, the reject track (its words, then five dots) under them, and below those the
viewer's role box and the phase line (or, while the viewer picks a vote or quest card,
the big cards' panel). By each seat (see scenes/kit/seats.py): the crown and the Lady
of the Lake in the upper corners, the team shield on the left, the vote card on the
right. Everything here is unit-tested without a window (tests/test_avalon_layout.py)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..kit.seats import SeatMarks

Point = tuple[int, int]
Size = tuple[int, int]


@dataclass(frozen=True)
class Metrics:
    """The fonts' sizes the layout keeps room for (measured by the scene with its fonts;
    plain functions in the unit tests)."""

    linesize: Callable[[int], int]    # a font's line height at a pixel size
    height: Callable[[int], int]      # a font's height at a pixel size


def label_px(d: int) -> int:
    """The pixel size of a quest's label ("Quest 2") and of "Rejected teams"."""
    return max(12, int(d * 0.2))


def marker_px(d: int) -> int:
    """The side of a reject track dot under quest discs of diameter ``d``."""
    return max(12, int(d * 0.36))


def quest_geometry(size: Size, inset: int = 0) -> tuple[int, float, int]:
    """(disc diameter, gap between discs, top of the discs) of the quest row drawn in
    ``size``, leaving ``inset`` pixels free at both ends."""
    w, h = size
    w -= 2 * inset
    d = int(min(w / 6.2, h / 3.3))
    return d, (w - 5 * d) / 6, int(h * 0.08)


def quest_centre(rect: pygame.Rect, quest: int, inset: int = 0) -> tuple[int, int, int]:
    """(centre x, centre y, diameter) of ``quest``'s disc (1..5) in a track at ``rect``."""
    d, gap, top = quest_geometry(rect.size, inset)
    i = quest - 1
    return rect.x + int(inset + gap + i * (d + gap) + d / 2), rect.y + top + d // 2, d


def disc_rect(centre: tuple[int, int, int]) -> pygame.Rect:
    """The square round a quest disc given as ``quest_centre`` returns it."""
    cx, cy, d = centre
    return pygame.Rect(cx - d // 2, cy - d // 2, d, d)


def reject_y(d: int, top: int, m: Metrics) -> int:
    """The reject track's middle below quest discs of diameter ``d``: clear of the
    quest labels even on small discs, whose labels keep a readable 12 px."""
    ls = m.linesize(label_px(d))
    below = 2 + ls + max(marker_px(d) // 2, ls // 2)
    return top + d + max(int(d * 0.45) + 8, below)


def track_bottom(size: Size, m: Metrics) -> int:
    """Where the quest track drawn in ``size`` ends: below the reject track's markers
    and its "Rejected teams" words, whichever reach lower."""
    d, _gap, top = quest_geometry(size)
    words = m.height(label_px(d))
    return reject_y(d, top, m) + (max(marker_px(d), words) + 1) // 2 + 1


@dataclass(frozen=True)
class RejectTrack:
    """The reject track inside the quest track's own surface (origin at its corner)."""

    label: pygame.Rect           # "Rejected teams"
    dots: list[Point]            # the five dots' centres, the fifth the deciding one
    size: int                    # a dot's side

    def dot_rect(self, i: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.size, self.size)
        r.center = self.dots[i]
        return r

    def rect(self) -> pygame.Rect:
        """The words and the five dots together."""
        return self.label.union(self.dot_rect(0)).union(self.dot_rect(4))


def reject_track(width: int, d: int, top: int, label: Size, m: Metrics) -> RejectTrack:
    """The reject track centred in a track ``width`` wide, its words ``label`` in size."""
    ry = reject_y(d, top, m)
    rd = marker_px(d)
    total_w = label[0] + 10 + 5 * (rd + 8)
    x = (width - total_w) // 2
    words = pygame.Rect(0, 0, *label)
    words.midleft = (x, ry)
    x += label[0] + 10
    return RejectTrack(words, [(x + i * (rd + 8) + rd // 2, ry) for i in range(5)], rd)


def quest_inset(rect: pygame.Rect, middle_y: int, seat_pos: Sequence[Point], seat_r: int,
                words: Callable[[int], Size | None], m: Metrics) -> int:
    """Room to leave at each end of the row of quests so that the words under the
    upper side seats (``words(seat)``: their size, None: none) never cover a quest."""
    d, _gap, top = quest_geometry(rect.size)
    band = (rect.y + top, rect.y + top + d + m.linesize(label_px(d)))
    cx = rect.centerx
    inset = 0
    for seat, (x, y) in enumerate(seat_pos):
        if y >= middle_y:
            continue
        size = words(seat)
        if not size:
            continue
        w, h = size
        top_y = y + seat_r + 22
        if top_y + h - 5 <= band[0] or top_y >= band[1]:
            continue
        half = w // 2 + 4
        if x < cx:
            inset = max(inset, x + half - rect.x)
        else:
            inset = max(inset, rect.right - (x - half))
    return max(0, min(inset, int(rect.width * 0.3)))


def fit_track(inner: Size, top: int, tight: bool, m: Metrics) -> tuple[int, bool]:
    """(height of the quest track, fits) when text starts ``top`` pixels below the
    board's top: the full track when it ends about there (large windows), else a
    smaller one down to half the board (0.45 when ``tight``); ``fits``: it ends above
    ``top`` (never text drawn over the reject track)."""
    w, h = inner
    track_h = h
    if track_bottom((w, track_h), m) > top:
        while track_h > h * (0.45 if tight else 0.5) and \
                track_bottom((w, track_h), m) > top - 2:
            track_h -= 2
    return track_h, track_bottom((w, track_h), m) <= top


def track_rect(board: pygame.Rect, inner: pygame.Rect, choosing: bool,
               track_h: Callable[[], int]) -> pygame.Rect:
    """The quest track's area: the top half of the board while big cards are shown,
    else (on the table's board) what the role box and the phase line leave."""
    if choosing:
        return pygame.Rect(board.x, board.y, board.width, int(board.height * 0.5))
    if board != inner:
        return board
    return pygame.Rect(board.x, board.y, board.width, track_h())


def choice_panel(inner: pygame.Rect, table: pygame.Rect, seat_pos: Sequence[Point],
                 seat_r: int, track: Size, m: Metrics) -> pygame.Rect:
    """The big cards' panel: below the reject track of a track of size ``track``, down
    to the table's edge (clear of the bottom seat and the side seats' marks)."""
    d, _gap, top = quest_geometry(track)
    y0 = inner.y + reject_y(d, top, m) + marker_px(d) // 2 + 6
    r = seat_r
    y1 = min(table.bottom - 2, seat_pos[0][1] - r - 34)
    half = min(inner.width + 40, table.width - 40) // 2
    icon = max(18, int(r * 1.1))
    for x, y in seat_pos[1:]:   # clear of the side seats and their shields, cards
        if y0 - r - icon < y < y1 + r + icon:
            half = min(half, abs(x - inner.centerx) - r - icon - 8)
    half = max(half, 80)
    return pygame.Rect(inner.centerx - half, y0, 2 * half, max(60, y1 - y0))


@dataclass(frozen=True)
class SeatPieces:
    """Where a seat's Avalon marks are drawn (squares round each icon)."""

    crown: pygame.Rect           # the leader's crown (upper left corner)
    lady: pygame.Rect            # the Lady of the Lake (upper right corner)
    shield: pygame.Rect          # a team member's shield (left)
    vote: pygame.Rect            # the vote card (right)
    quest_card: pygame.Rect      # a played quest card's back (right)


def _square(centre: Point, side: int) -> pygame.Rect:
    r = pygame.Rect(0, 0, side, side)
    r.center = centre
    return r


def seat_pieces(marks: SeatMarks) -> SeatPieces:
    icon = marks.icon
    back = pygame.Rect(0, 0, icon - 4, int((icon - 4) * 1.4))
    back.center = marks.right_centre
    return SeatPieces(_square(marks.corner_left, icon), _square(marks.corner_right, icon),
                      _square(marks.left_centre, icon), _square(marks.right_centre, marks.card),
                      back)


def banner_rect(inner: pygame.Rect, track_end: int, size: Size) -> pygame.Rect:
    """A result banner of ``size`` centred under the quest track (which ends
    ``track_end`` pixels below the board's top), inside the board."""
    box = pygame.Rect(0, 0, min(size[0], inner.width - 16), size[1])
    box.midtop = (inner.centerx, inner.y + track_end + 6)
    box.clamp_ip(inner)
    return box
