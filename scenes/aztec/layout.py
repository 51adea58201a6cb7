"""Where the Aztec table's pieces go, pure geometry from the window's rects and the
seats' places (no drawing; unit-tested without a window): by each seat its portrait
(outer side) and its counters (jewels, stones, artefacts; inner side, moved clear of
the table's rim where a short move does it); in the middle the Temple, its three piles
and the three Curse cards, at the largest scale whose every piece clears the seats
with the Temple standing above the piles (else half behind them); the viewer's card
box in a bottom corner and the round's facts in a top corner, clear of them.
``place_bets`` puts the bet tokens in front of their targets, ``banner_spot`` a
result's banner clear of the seats, their tags and the tokens. ``zones()`` lists
every rect for the layout tests."""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from ..kit.seats import seat_marks

#: scales tried for the middle, largest first (1.0: the Temple 200 px wide)
SCALES = (1.5, 1.3, 1.15, 1.0, 0.9, 0.8, 0.7, 0.62, 0.55, 0.48)


def pile_step(icon: int) -> int:
    """How far each jewel of a Temple pile sits above the one below (kit draw_pile)."""
    return max(2, icon // 8)


def pile_height(icon: int) -> int:
    """A pile of six jewels drawn, its count under it."""
    return 3 + 5 * pile_step(icon) + icon + 2 + int(max(12, icon // 2) * 1.4) + 2


@dataclass
class SeatZone:
    token: pygame.Rect
    tag: pygame.Rect
    words: pygame.Rect
    portrait: pygame.Rect
    counters: pygame.Rect
    counters_right: bool      # the counters right of the token (else left)


@dataclass
class TableLayout:
    seats: list[SeatZone]
    text_w: list[int]                  # room for the words under each seat
    counter: int                       # side of a counter's icon
    temple: pygame.Rect | None         # the Temple's picture (None: no room for it)
    piles: list[pygame.Rect]           # the three piles (red, blue, yellow): click to take
    pile_icon: int
    curses: list[pygame.Rect]          # the three Curse cards
    info: pygame.Rect                  # round, reserve, artefacts left (a top corner)
    box: pygame.Rect                   # the viewer's card box
    box_rows: int
    extra: list[pygame.Rect] = field(default_factory=list)

    def zones(self) -> list[tuple[str, int, pygame.Rect]]:
        out: list[tuple[str, int, pygame.Rect]] = []
        for k, s in enumerate(self.seats):
            out += [("seat", k, s.token), ("seat", k, s.words), ("seat", k, s.portrait),
                    ("seat", k, s.counters)]
        if self.temple is not None:
            out.append(("temple", -1, self.temple))
        out += [("temple", i, r) for i, r in enumerate(self.piles)]
        out.append(("temple", 3, self.info))
        out += [("curse", i, r) for i, r in enumerate(self.curses)]
        out.append(("card_box", -1, self.box))
        return out


def _box(box: tuple[int, int, int, int]) -> pygame.Rect:
    left, right, top, bottom = box
    return pygame.Rect(left, top, right - left, bottom - top)


def seat_zone(centre: tuple[int, int], r: int, text_w: int, middle_x: int,
              counter: int) -> SeatZone:
    x, y = centre
    marks = seat_marks(centre, r, text_w)
    token = pygame.Rect(0, 0, 2 * r + 14, 2 * r + 14)
    token.center = centre
    side = int(r * 1.7)
    portrait = pygame.Rect(0, 0, side, side)
    right_side = x > middle_x + 10       # a seat on the right: its portrait further right
    if right_side:
        portrait.midleft = (x + r + 6, y)
    else:
        portrait.midright = (x - r - 6, y)
    cell = counter + counter // 3 + 4
    counters = pygame.Rect(0, 0, 3 * cell, 2 * counter + counter // 3 + 6)
    if right_side:
        counters.midright = (x - r - 6, y)
    else:
        counters.midleft = (x + r + 6, y)
    return SeatZone(token=token, tag=_box(marks.tag), words=_box(marks.words),
                    portrait=portrait, counters=counters, counters_right=not right_side)


def _reach(point: tuple[float, float], ellipse: pygame.Rect) -> float:
    """Where ``point`` is against the ellipse in ``ellipse``: < 1 inside, > 1 outside."""
    rx, ry = max(1.0, ellipse.width / 2), max(1.0, ellipse.height / 2)
    return ((point[0] - ellipse.centerx) / rx) ** 2 + ((point[1] - ellipse.centery) / ry) ** 2


def clear_of_rim(rect: pygame.Rect, table: pygame.Rect) -> bool:
    """Is ``rect`` wholly on the felt or wholly off the table, clear of the wooden rim
    (drawn 9 px round ``table``) by a few pixels?"""
    inner, outer = table.inflate(-8, -8), table.inflate(28, 28)
    if all(_reach(c, inner) <= 1 for c in (rect.topleft, rect.topright, rect.bottomleft,
                                          rect.bottomright)):
        return True
    nearest = (min(max(outer.centerx, rect.left), rect.right),
               min(max(outer.centery, rect.top), rect.bottom))
    return _reach(nearest, outer) >= 1


def _off_rim(zone: SeatZone, table: pygame.Rect, others: list[pygame.Rect],
             bounds: pygame.Rect) -> None:
    """Moves the seat's counters the least way (up, down, in or out) that leaves them
    clear of the table's rim, of the seat's own marks and of ``others``."""
    if clear_of_rim(zone.counters, table):
        return
    # the "thinking..." tag is about the token's width: its wide rect's ends may go
    own = [zone.token.inflate(-12, -12), zone.tag.inflate(-20, 0), zone.words, zone.portrait]
    # up or down first, sideways a little; never much nearer the middle (the Temple's)
    moves = sorted(((dx, dy) for dx in range(-16, 17, 4) for dy in range(-64, 65, 2)),
                   key=lambda m: abs(m[1]) + 2 * abs(m[0]))
    far = math.dist(zone.counters.center, table.center)
    for dx, dy in moves[1:]:
        moved = zone.counters.move(dx, dy)
        if clear_of_rim(moved, table) and bounds.contains(moved) and \
                math.dist(moved.center, table.center) >= far - 12 and \
                moved.collidelist(own + others) < 0:
            zone.counters = moved
            return
    # no short move clears the rim (800x600's side seats): off the table by the seat,
    # under its words, above its tag or beyond its portrait
    x = zone.token.centerx
    spots = [("midtop", (x, zone.words.bottom + 2)), ("midbottom", (x, zone.tag.top - 2)),
             ("midright", (zone.portrait.left - 4, zone.portrait.centery)),
             ("midleft", (zone.portrait.right + 4, zone.portrait.centery))]
    for name, at in spots:
        moved = zone.counters.copy()
        setattr(moved, name, at)
        # the round's facts keep a top corner: no tray in the board's top band
        if clear_of_rim(moved, table) and bounds.contains(moved) and \
                moved.top >= bounds.y + INFO_ROWS * info_row(False) + 12 and \
                moved.collidelist(own + others) < 0:
            zone.counters = moved
            return


def _clear(rect: pygame.Rect, blocks: list[pygame.Rect], bounds: pygame.Rect) -> bool:
    return bounds.contains(rect) and rect.inflate(6, 6).collidelist(blocks) < 0


def _middle(board: pygame.Rect, cx: int, blocks: list[pygame.Rect], scale: float,
            temple_scale: float, behind: float = 0.0) -> tuple[int, list[pygame.Rect]] | None:
    """The middle's rects at ``scale`` (temple, 3 piles, 3 curses), placed at the
    height nearest the board's middle where all clear the seats; None: nowhere.
    ``behind``: the share of the Temple's height that stands behind the piles (its
    top shows above them)."""
    tw = int(200 * scale * temple_scale)
    th = int(tw * 150 / 240)
    shown = th - int(th * behind)
    icon = max(16, int(30 * scale))
    pile_w, pile_h = icon + 26, pile_height(icon)
    cw = max(28, int(50 * scale))
    ch = int(cw * 1.25)
    total = shown + pile_h + ch + 6

    def rects(top: int) -> list[pygame.Rect]:
        y = top
        temple = pygame.Rect(0, y, tw, th)
        temple.centerx = cx
        y += shown + 2
        piles = [pygame.Rect(cx - (3 * pile_w) // 2 + i * pile_w + 2, y, pile_w - 4, pile_h)
                 for i in range(3)]
        y += pile_h + 4
        curses = [pygame.Rect(cx - (3 * cw + 12) // 2 + i * (cw + 6), y, cw, ch) for i in range(3)]
        return [temple, *piles, *curses]

    fits = [top for top in range(board.y + 2, board.bottom - total, 3)
            if all(_clear(r, blocks, board) for r in rects(top) if r.height)]
    if not fits:
        return None
    best = min(fits, key=lambda top: abs(top + total // 2 - board.centery))
    return icon, rects(best)


def layout_table(board: pygame.Rect, bottom: int, seats: list[tuple[int, int]], r: int,
                 text_w: list[int], wide: bool, tall: bool, huge: bool = False,
                 table: pygame.Rect | None = None) -> TableLayout:
    """``board``: the board's rect; ``bottom``: the action bar's top; ``wide``/``tall``:
    a large window (bigger counters and card box); ``huge``: full HD and more;
    ``table``: the felt's ellipse (the counters keep clear of its rim)."""
    counter = 26 if huge else (22 if wide and tall else 18)
    cx = board.centerx
    zones = [seat_zone(c, r, w, cx, counter) for c, w in zip(seats, text_w)]
    # the words under a seat narrow (smaller, or on two lines) where they would reach
    # another seat's portrait or counters
    text_w = list(text_w)
    for k, zone in enumerate(zones):
        others = [b for j, z in enumerate(zones) if j != k
                  for b in (z.token, z.portrait, z.counters)]
        while text_w[k] > 84 and zone.words.collidelist(others) >= 0:
            text_w[k] -= 8
            zone = zones[k] = seat_zone(seats[k], r, text_w[k], cx, counter)
    if table is not None:
        for k, zone in enumerate(zones):
            others = [b for j, z in enumerate(zones) if j != k
                      for b in (z.token, z.tag, z.words, z.portrait, z.counters)]
            _off_rim(zone, table, others, board)
    blocks = [b for z in zones for b in (z.token, z.tag, z.words, z.portrait, z.counters)]
    placed = None
    # the largest piles and cards with the Temple standing above them, then the largest
    # Temple; then the Temple half behind the piles, its top above them (short of
    # height: 800x600); only where no Temple fits is it left out (drawn faded behind)
    for temples, behind in (((1.0, 0.8, 0.62, 0.5, 0.4, 0.32), 0.0),
                            ((1.0, 0.8, 0.62, 0.5), 0.5), ((0.0,), 0.0)):
        for scale in SCALES:
            for temple_scale in temples:
                if temple_scale and 200 * scale * temple_scale < 64:
                    continue     # a Temple too small to read as one
                placed = _middle(board, cx, blocks, scale, temple_scale, behind)
                if placed is not None:
                    break
            if placed is not None:
                break
        if placed is not None:
            break
    if placed is None:     # nothing clears: the smallest, in the middle
        placed = _middle(board, cx, [], SCALES[-1], 0.0)
    assert placed is not None
    icon, rects = placed
    temple = rects[0] if rects[0].height else None
    large = wide and tall
    box, rows = _card_box(board, bottom, blocks + rects, large)
    info = _corner(board, board.bottom, blocks + rects + [box],
                   [(w, INFO_ROWS * info_row(large) + 8) for w in ((190, 170) if large else (160, 140, 124, 112, 104))],
                   top=True)
    return TableLayout(seats=zones, text_w=text_w, counter=counter, temple=temple, piles=rects[1:4],
                       pile_icon=icon, curses=rects[4:7], info=info or pygame.Rect(
                           board.x + 2, board.y + 2, 124, INFO_ROWS * info_row(large) + 8),
                       box=box, box_rows=rows)


INFO_ROWS = 3    # the round, the reserve, the artefacts left


def info_row(large: bool) -> int:
    return 21 if large else 16


def _corner(board: pygame.Rect, bottom: int, blocks: list[pygame.Rect],
            sizes: list[tuple[int, int]], top: bool) -> pygame.Rect | None:
    """The first of ``sizes`` that fits in a corner of the board (top corners, or
    bottom ones down to ``bottom``), left first, clear of ``blocks``."""
    area = pygame.Rect(board.x, board.y, board.width, bottom - board.y)
    for w, h in sizes:
        for left in (True, False):
            box = pygame.Rect(0, 0, w, h)
            if top:
                box.top = board.y + 2
            else:
                box.bottom = bottom
            if left:
                box.x = board.x + 2
            else:
                box.right = board.right - 2
            if _clear(box, blocks, area):
                return box
    return None


def box_row(large: bool) -> int:
    return 30 if large else 24


def _card_box(board: pygame.Rect, bottom: int, blocks: list[pygame.Rect],
              large: bool) -> tuple[pygame.Rect, int]:
    """The largest box in a bottom corner that clears everything: three rows (card,
    take, score), else two (card and take, the score in the title)."""
    for rows in (3, 2):
        h = rows * box_row(large) + 12
        box = _corner(board, bottom - 4, blocks,
                      [(w, h) for w in range(300 if large else 250, 139, -10)], top=False)
        if box is not None:
            return box, rows
    box = pygame.Rect(board.x + 2, 0, 140, 2 * box_row(large) + 12)
    box.bottom = bottom - 4
    return box, 2


@dataclass
class BetRow:
    """The bet tokens on one target: ``bets`` (bettor, believe) in seating order, in
    rows of ``per_row`` tokens of radius ``token`` inside ``box``."""
    target: int
    box: pygame.Rect
    token: int
    per_row: int
    bets: list[tuple[int, bool]]

    def spots(self) -> list[tuple[tuple[int, int], int, bool]]:
        """Each token's centre, with its bettor and side."""
        out = []
        tok = self.token
        for k, (bettor, believe) in enumerate(self.bets):
            row, col = divmod(k, self.per_row)
            out.append(((self.box.x + tok + 4 + col * (2 * tok + 8),
                         self.box.y + tok + 3 + row * (2 * tok + 6)), bettor, believe))
        return out


def place_bets(lay: TableLayout, board: pygame.Rect, seats: Sequence[tuple[int, int]], r: int,
               bets: Sequence[tuple[int, int, bool]]) -> list[BetRow]:
    """Where the bet tokens go: ``bets`` (bettor, target, believe). Each target's tokens
    in a row in front of it (towards the table's middle, past its marks), ordered as
    the bettors sit; smaller, or on two rows, where a full row finds no clear place."""
    on: dict[int, list[tuple[float, int, bool]]] = {}
    for bettor, target, believe in bets:
        a, b = seats[bettor], seats[target]
        on.setdefault(target, []).append((math.atan2(a[1] - b[1], a[0] - b[0]), bettor, believe))
    mid = lay.piles[1].center
    blocks = [rect.inflate(4, 4) for _, _, rect in lay.zones()] + [seat.tag for seat in lay.seats]
    big = max(9, r // 2)
    rows_out = []
    for target, row in on.items():
        row.sort()
        x, y = seats[target]
        d = max(1.0, math.hypot(mid[0] - x, mid[1] - y))
        ux, uy = (mid[0] - x) / d, (mid[1] - y) / d
        placed = None
        for tok, rows in ((big, 1), (max(7, big * 3 // 4), 1), (max(7, big * 3 // 4), 2)):
            per_row = -(-len(row) // rows)
            box = pygame.Rect(0, 0, per_row * (2 * tok + 8), rows * (2 * tok + 6))
            # in front (towards the middle), else beside: clear of every mark and piece
            for dx, dy in ((ux, uy), (-uy, ux), (uy, -ux)):
                for step in range(r, 320, 4):
                    box.center = (int(x + dx * step), int(y + dy * step))
                    if not board.contains(box):
                        break
                    if box.collidelist(blocks) < 0:
                        placed = (box, tok, per_row)
                        break
                if placed:
                    break
            if placed:
                break
        if placed is None:      # in front, clear of the target's own marks at least
            zone = lay.seats[target]
            own = [zone.token, zone.tag, zone.words, zone.portrait, zone.counters]
            tok, per_row = big, len(row)
            box = pygame.Rect(0, 0, per_row * (2 * tok + 8), 2 * tok + 6)
            for step in range(r, int(d), 4):
                box.center = (int(x + ux * step), int(y + uy * step))
                if box.collidelist(own) < 0:
                    break
            placed = (box, tok, per_row)
        box, tok, per_row = placed
        rows_out.append(BetRow(target, box, tok, per_row, [(p, b) for _, p, b in row]))
    return rows_out


def banner_spot(size: tuple[int, int], board: pygame.Rect, centre_x: int,
                blocks: Sequence[pygame.Rect], middle: Sequence[pygame.Rect],
                soft: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where a result's banner of ``size`` goes (its backdrop 9 px wider each side,
    4 px taller): the highest place on the board, centred on ``centre_x`` or moved
    sideways, clear of ``blocks`` (the seats' marks, their "thinking..." tags, the bet
    tokens), ``middle`` (the piles, the Curse cards, the corners' boxes) and ``soft``
    (the Temple's picture); else clear of the first two; else of ``blocks`` only (over
    the middle); else the top of the board."""
    spot = pygame.Rect((0, 0), size)
    room = max(0, (board.width - size[0] - 18) // 2)
    shifts = [0]
    for k in range(24, room + 1, 24):
        shifts += [-k, k]
    for avoid in ([*blocks, *middle, *soft], [*blocks, *middle], list(blocks)):
        for top in range(board.y + 6, board.bottom - size[1] - 4, 8):
            for dx in shifts:
                spot.midtop = (centre_x + dx, top)
                back = spot.inflate(18, 8)
                if board.contains(back) and back.collidelist(avoid) < 0:
                    return spot
    spot.midtop = (centre_x, board.y + 6)
    return spot
