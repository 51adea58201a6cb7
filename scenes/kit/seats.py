"""Where a seat's marks go, defined once: the game scene draws at these places and the
free-space layout (``free_half``) keeps clear of the same boxes.

Around a seat token of radius ``r`` at ``(x, y)``:

* ``tag``: the "you" / "thinking..." word above the token;
* ``top``: the token and its two upper corner icons (``corner_left``,
  ``corner_right`` are their centres: a crown, a first-player mark);
* ``left``: a side icon left of the token (centre ``left_centre``: a team shield);
* ``right``: a side card right of the token (centre ``right_centre``: a vote card);
* ``words``: the name and the status words under the token.
"""
from __future__ import annotations

from dataclasses import dataclass

#: (left, right, top, bottom) in pixels
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class SeatMarks:
    icon: int      # side of a corner or side icon
    card: int      # side of the side card
    corner_left: tuple[int, int]
    corner_right: tuple[int, int]
    left_centre: tuple[int, int]
    right_centre: tuple[int, int]
    tag: Box
    top: Box
    left: Box
    right: Box
    words: Box

    def boxes(self) -> tuple[Box, ...]:
        return self.tag, self.top, self.left, self.right, self.words


def seat_marks(centre: tuple[int, int], r: int, text_w: int) -> SeatMarks:
    x, y = centre
    icon = max(18, int(r * 1.1))
    card = int(icon * 1.1)
    right_x = x + r + card // 2 + 2
    return SeatMarks(
        icon=icon, card=card,
        corner_left=(x - r, y - r), corner_right=(x + r, y - r),
        left_centre=(x - r - icon // 2, y + 4), right_centre=(right_x, y - 4),
        tag=(x - 38, x + 38, y - r - 34, y - r - 12),
        top=(x - r - icon // 2, x + r + icon // 2, y - r - icon // 2, y + r + 2),
        left=(x - r - icon, x - r, y + 4 - icon // 2, y + 4 + icon // 2),
        right=(x + r + 2, x + r + 2 + card, y - 4 - card // 2, y - 4 + card // 2),
        words=(x - text_w // 2, x + text_w // 2, y + r + 4, y + r + 43),
    )


def free_half(marks: list[SeatMarks], cx: int, y0: int, y1: int, half: float) -> int:
    """Half the width around ``cx`` between heights ``y0`` and ``y1`` that no seat
    mark covers, at most ``half``."""
    for seat in marks:
        for left, right, top, low in seat.boxes():
            if low < y0 or top > y1:
                continue
            if left <= cx <= right:
                return 0
            half = min(half, (left - cx) if left > cx else (cx - right))
    return max(0, int(half) - 6)
