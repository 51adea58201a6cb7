"""Where the Agent Avenue table's pieces go: pure geometry from the board's rectangle,
the player count, the mode and a few text measurements (``Metrics``), computed once
per window size; nothing is drawn here and nothing moves while the game goes on (a
card entering or leaving a hand, an agent type or a Black Market card coming into play).

The avenue (a ring of 14 houses on a 5 x 4 grid) top left, the hand under it (and
in advanced mode the Black Market across that column or between the panels), the
two sides' panels on the right, each with its seats, its lead line, a tile slot per
agent type and the room for its permanent Black Market cards. ``TableLayout.zones()``
lists every rect for the layout tests."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.agent_avenue.data import MARKET_ROW, TYPES

#: ring space -> (column, row) on the 5 x 4 avenue; Home 0 bottom middle, clockwise
GRID = {0: (2, 3), 1: (1, 3), 2: (0, 3), 3: (0, 2), 4: (0, 1), 5: (0, 0), 6: (1, 0),
        7: (2, 0), 8: (3, 0), 9: (4, 0), 10: (4, 1), 11: (4, 2), 12: (4, 3), 13: (3, 3)}
CARD_RATIO = 0.74   # an agent card's width / height
HAND_GAP, HAND_TOP = 6, 18   # between the hand's cards; its title's height
TILE_MAX, TILE_GAP, TILE_RATIO = 72, 6, 1.15   # agent tiles on a tableau: widest (or 3/4 of
                                                # a house, in a larger window), apart, h/w
#: the sizes the layout keeps everything above when it can (an agent tile's smaller side,
#: a hand card's height in two rows, a house): the layout test holds them at 800x600
TILE_FLOOR, CARD_FLOOR, CELL_FLOOR = 48, 60, 52
LEAD_H = 18   # the lead's line on a tableau
MARKET_ACROSS_H = 58   # the Black Market's height when it lies across the left column


@dataclass(frozen=True)
class Metrics:
    """The text sizes the layout keeps room for (measured by the scene with its fonts;
    plain numbers in the unit tests)."""
    name_w: int                      # the narrowest card that shows every agent's name whole
    tag_h: int                       # the "you" tag's line height
    strip: int                       # the last-move line's strip under everything
    lead_w: int                      # the lead's line "Lead: +10" (teams: beside the perms)
    status_h: Callable[[int], int]   # the height of a seat's longest status at a width


@dataclass
class Plan:
    """One candidate layout (see ``plan``)."""
    cell: int
    score: tuple[float, ...]
    ring: pygame.Rect
    mid: pygame.Rect
    hand: pygame.Rect
    panels: list[pygame.Rect]
    across: bool
    card: tuple[int, int]
    seat_column: int


@dataclass
class TableLayout:
    cell: int                            # a house's side
    ring: pygame.Rect                    # the avenue (5 x 4 houses)
    mid: pygame.Rect                     # the Black Market (height 0 in basic mode)
    hand: pygame.Rect                    # the viewer's hand (or an ability's choice)
    panels: list[pygame.Rect]            # side 0 (bottom), side 1 (top)
    across: bool                         # the Black Market across the left column
    card: tuple[int, int]                # a hand card's size (one row)
    seat_column: int                     # a duel's seat column in its panel (0: teams)
    seat_r: int
    seat_pos: list[tuple[int, int]]
    seat_text_w: list[int]
    leads: list[tuple[int, int, int]]    # each side's lead line: x, y, width
    slots: list[dict[str, pygame.Rect]]  # each side's tile slot per agent type
    perm_rooms: list[pygame.Rect]        # each side's permanent Black Market cards
    name_w: int
    inner_h: int                         # the board's height above the last-move strip

    def space_rect(self, space: int) -> pygame.Rect:
        return ring_space(self.ring, self.cell, space)

    def inner(self) -> pygame.Rect:
        """The road's middle, inside the ring of houses."""
        return self.ring.inflate(-2 * self.cell, -2 * self.cell)

    def table_cards(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The face-up and face-down cards in the middle of the ring."""
        inner = self.inner()
        h = min(inner.height - 22, int(inner.width * 0.45 / CARD_RATIO))
        w = int(h * CARD_RATIO)
        w = min(max(w, self.name_w), (inner.width - 16) // 2)   # every name whole
        y = inner.y + 3
        return pygame.Rect(inner.centerx - w - 6, y, w, h), pygame.Rect(inner.centerx + 6, y, w, h)

    def hand_cards(self, n: int) -> list[pygame.Rect]:
        """``n`` cards in the hand area. Each card keeps its width and its column
        whatever the count: up to 4 in one row of full cards; more (a hand grown by
        Mind Control or Spycation, an ability's choice among 8 agent types) in two
        rows of squatter cards, in the same area."""
        if not n:
            return []
        area = self.hand.inflate(-8, -10)
        top = area.y + HAND_TOP
        w, h = self.card
        per = 4 if n <= 8 else -(-n // 2)
        step = w + HAND_GAP if per == 4 else (area.width - w) // (per - 1)   # past 8: overlap
        if n > 4:
            h = min(h, (area.bottom - top - HAND_GAP) // 2)
        return [pygame.Rect(area.x + (i % per) * step, top + (i // per) * (h + HAND_GAP), w, h)
                for i in range(n)]

    def market_cards(self, n: int) -> list[pygame.Rect]:
        """The Black Market's ``n`` cards (a place for each of the 3, kept when its
        deck runs out): side by side across the left column, else one under the other."""
        if not n:
            return []
        area = self.mid.inflate(-12, -8)
        top = area.y + 21
        if self.across:   # side by side, as wide as the names need
            area = self.mid.inflate(-8, -8)
            w = (area.width - 4 * (MARKET_ROW - 1)) // MARKET_ROW
            return [pygame.Rect(area.x + i * (w + 4), top - 2, w, area.bottom - top + 2)
                    for i in range(n)]
        h = min(30, (area.bottom - top) // MARKET_ROW - 3)
        return [pygame.Rect(area.x, top + i * (h + 3), area.width, h) for i in range(n)]

    def zones(self) -> list[tuple[str, int, pygame.Rect]]:
        """Every fixed rect: (what, index, rect)."""
        out = [("ring", -1, self.ring), ("hand", -1, self.hand)]
        out += [("space", s, self.space_rect(s)) for s in GRID]
        out += [("panel", i, p) for i, p in enumerate(self.panels)]
        if self.mid.height:
            out.append(("market", -1, self.mid))
        out += [("table", i, r) for i, r in enumerate(self.table_cards())]
        for side, slots in enumerate(self.slots):
            out += [("slot", side, r) for r in slots.values()]
        out += [("perms", side, r) for side, r in enumerate(self.perm_rooms)]
        return out


def ring_space(ring: pygame.Rect, cell: int, space: int) -> pygame.Rect:
    """A house of the avenue drawn in ``ring`` with houses of ``cell`` pixels."""
    col, row = GRID[space]
    return pygame.Rect(ring.x + col * cell, ring.y + row * cell, cell, cell)


def seat_radius(cell: int) -> int:
    return max(11, min(18, cell // 6))


def band_bottom(m: Metrics, slot_w: int, top: int, c: int) -> int:
    """Where a seat's words (the "you" tag, token, name, status) end, the seat's
    token placed under ``top``: as the table draws them, for the longest status."""
    return top + 4 + m.tag_h + 13 + 2 * seat_radius(c) + 22 + m.status_h(slot_w - 6)


def tile_grid(m: Metrics, panel: pygame.Rect, column: int,
              c: int) -> tuple[pygame.Rect, tuple[int, int], int]:
    """The tiles' area in a panel, a tile's size and the columns: a slot for every
    agent type (4 x 2, or 2 x 4 beside a seat's column), the largest that fits."""
    if column:
        area = pygame.Rect(panel.x + column + 4, panel.y + 6, 0, 0)
        area.size = (panel.right - 8 - area.x, panel.bottom - 4 - area.y)
    else:
        top = band_bottom(m, panel.width // 2, panel.y, c) + 2 + LEAD_H
        area = pygame.Rect(panel.x + 8, top, panel.width - 16, panel.bottom - 4 - top)
    best = ((0, 0), 4)
    for cols in (4, 2):
        rows = -(-len(TYPES) // cols)
        cw = (area.width - TILE_GAP * (cols - 1)) // cols
        ch = (area.height - TILE_GAP * (rows - 1)) // rows
        w = min(max(TILE_MAX, c * 3 // 4), cw, int(ch / 0.85))   # squat, not tiny
        h = min(ch, int(w * TILE_RATIO))
        if min(w, h) > min(best[0]):
            best = ((w, h), cols)
    return area, best[0], best[1]


def plan(m: Metrics, board: pygame.Rect, inner_h: int, players: int, advanced: bool,
         c: int) -> Plan:
    """The areas with houses of ``c`` pixels: the avenue, under it the hand (room for
    two rows of cards, as wide as four names need) and, in advanced mode, the Black
    Market across that column or between the panels, whichever leaves the smallest
    thing larger; the two panels on the right."""
    br = board
    left_w = max(5 * c, 4 * m.name_w + 3 * HAND_GAP + 8)
    ring = pygame.Rect(br.x + 4, br.y + 4, 5 * c, 4 * c)
    ring.centerx = br.x + 4 + left_w // 2
    px = br.x + 4 + left_w + 12
    pw = br.right - px
    best: Plan | None = None
    for across in ((True, False) if advanced else (False,)):
        y = ring.bottom + 6
        mid = pygame.Rect(br.x + 4, y, left_w, MARKET_ACROSS_H if across else 0)
        if across:
            y += MARKET_ACROSS_H + 6
        hand = pygame.Rect(br.x + 4, y, left_w, br.y + inner_h - y)
        mid_h = min(int(inner_h * 0.25), 116) if advanced and not across else 0
        ph = (inner_h - mid_h - (8 if mid_h else 4)) // 2
        panels = [pygame.Rect(px, br.y + inner_h - ph, pw, ph), pygame.Rect(px, br.y, pw, ph)]
        if not across:
            mid = pygame.Rect(px, br.y + ph + 4, pw, mid_h)
        area = hand.inflate(-8, -10)
        card_w = (area.width - 3 * HAND_GAP) // 4
        row_h = (area.height - HAND_TOP - HAND_GAP) // 2   # two rows: 5 to 8 cards
        card = (card_w, min(int(card_w / CARD_RATIO), area.height - HAND_TOP))
        column = min(150, max(96, pw * 34 // 100)) if players == 2 else 0
        tile = tile_grid(m, panels[1], column, c)[1]
        # the smallest against its floor first, then the next (a larger ring
        # only where the others keep their room)
        score = tuple(sorted(min(x, 2.0) for x in (
            min(tile) / TILE_FLOOR, min(row_h, card_w) / CARD_FLOOR, c / CELL_FLOOR)))
        if best is None or score > best.score:
            best = Plan(c, score, ring, mid, hand, panels, across, card, column)
    assert best is not None
    return best


def compute(m: Metrics, board: pygame.Rect, players: int, advanced: bool) -> TableLayout:
    """The table's layout in ``board``: the avenue as large as leaves the hand's
    cards, the tiles and the houses equally readable (each against its own floor)."""
    inner_h = board.height - m.strip
    plans = [plan(m, board, inner_h, players, advanced, c)
             for c in range(20, max(21, inner_h // 4))]
    best = max(plans, key=lambda p: (p.score, p.cell))
    seat_r = seat_radius(best.cell)
    # two players: the seat's words in a column at the panel's left, its agents
    # beside them on the whole height; teams: both seats side by side, the agents under
    sides = [p % 2 for p in range(players)]
    seat_pos, seat_text_w = [], []
    for seat in range(players):
        panel = best.panels[sides[seat]]
        mates = [p for p in range(players) if sides[p] == sides[seat]]
        slot = best.seat_column or panel.width // len(mates)
        i = mates.index(seat)
        # the table draws the "you" tag 13 px above the token: keep it inside the panel
        seat_pos.append((panel.x + slot * i + slot // 2 + (2 if best.seat_column else 0),
                         panel.y + 4 + m.tag_h + 13 + seat_r))
        seat_text_w.append(slot - 6)
    leads: list[tuple[int, int, int]] = []
    slots: list[dict[str, pygame.Rect]] = []
    perm_rooms: list[pygame.Rect] = []
    column = best.seat_column
    for panel in best.panels:
        area, (w, h), cols = tile_grid(m, panel, column, best.cell)
        line_top = band_bottom(m, column or panel.width // 2, panel.y, best.cell) + 2
        if column:   # lead, then the permanent cards, in the seat's column
            leads.append((panel.x + 6, line_top, column - 6))
            perm_rooms.append(pygame.Rect(panel.x + 6, line_top + LEAD_H, column - 6,
                                          panel.bottom - 4 - line_top - LEAD_H))
        else:   # teams: the lead, the permanent cards on its line, right of it
            leads.append((panel.x + 8, line_top, m.lead_w))
            x = panel.x + 8 + m.lead_w + 12
            perm_rooms.append(pygame.Rect(x, line_top, panel.right - 8 - x, LEAD_H))
        # the grid in the middle of its area, each agent type in its own slot
        gw = cols * w + (cols - 1) * TILE_GAP
        x0 = area.x + (area.width - gw) // 2
        slots.append({a: pygame.Rect(x0 + (i % cols) * (w + TILE_GAP),
                                     area.y + (i // cols) * (h + TILE_GAP), w, h)
                      for i, a in enumerate(TYPES)})
    return TableLayout(best.cell, best.ring, best.mid, best.hand, best.panels, best.across,
                       best.card, column, seat_r, seat_pos, seat_text_w, leads, slots,
                       perm_rooms, m.name_w, inner_h)
