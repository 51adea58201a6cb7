"""The Agent Avenue table: the ring of 14 houses with both spies (the Black Market
corners in advanced mode), the two cards on the table in its middle, each side's
agents in play with their counts, the viewer's hand to click, the Black Market row.

Everything drawn comes from the current viewer's view (game/agent_avenue/view.py):
the face-down card shows only to the seat that played it until the recruit."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.agent_avenue.bots.model import steps
from game.agent_avenue.data import AGENTS, INDEX, MARKET, MARKET_ROW, TYPES
from game.core import Move, View

from ..i18n import LANGUAGES, t, table
from ..kit.flip import draw_flip
from ..kit.table import LAST_MOVE_TRIES, STATUS_TRIES, TableScene
from ..kit.text import colour
from ..kit.timeline import speed_factor
from ..kit.tokens import draw_token, seat_colour
from ..kit.tooltip import draw_tooltip
from .words import agent, event_text, market, reason, side_name, signed, values_text

#: ring space -> (column, row) on the 5 x 4 avenue; Home 0 bottom middle, clockwise
GRID = {0: (2, 3), 1: (1, 3), 2: (0, 3), 3: (0, 2), 4: (0, 1), 5: (0, 0), 6: (1, 0),
        7: (2, 0), 8: (3, 0), 9: (4, 0), 10: (4, 1), 11: (4, 2), 12: (4, 3), 13: (3, 3)}
#: each agent's card colour (the symbol's shape tells them apart without colour)
CARD_COLOURS = {
    "double_agent": (122, 84, 160), "enforcer": (178, 64, 52), "codebreaker": (38, 128, 128),
    "saboteur": (92, 92, 100), "daredevil": (214, 122, 36), "sentinel": (52, 96, 170),
    "sidekick": (206, 172, 48), "mole": (118, 82, 52)}
PERMANENT_COLOUR, IMMEDIATE_COLOUR = (58, 70, 96), (96, 58, 70)
STEP_TIME = 0.14   # seconds a spy takes per space at normal animation speed
CARD_RATIO = 0.74   # an agent card's width / height
NAME_MARGIN = 6     # pixels of a card's width the name leaves free
MIN_NAME_SIZE = 9   # the smallest font for an agent's name on a card
HAND_GAP, HAND_TOP = 6, 18   # between the hand's cards; its title's height
TILE_MAX, TILE_GAP, TILE_RATIO = 72, 6, 1.15   # agent tiles on a tableau: widest (or 3/4 of
                                                # a house, in a larger window), apart, h/w
#: the sizes the layout keeps everything above when it can (an agent tile's smaller side,
#: a hand card's height in two rows, a house): the layout test holds them at 800x600
TILE_FLOOR, CARD_FLOOR, CELL_FLOOR = 48, 60, 52
LEAD_FONT, LEAD_H = 13, 18   # the lead's line on a tableau
PERM_TRIES = ((13, 1), (12, 1), (12, 2))   # a permanent Black Market card's name on a tableau
TEAM_PERM_TRIES = ((13, 1), (12, 1), (11, 1), (10, 1))   # all on the lead's line (cut at worst)
MARKET_ACROSS_H = 58   # the Black Market's height when it lies across the left column
MARKET_ACROSS_TRIES = ((14, 1), (13, 1), (13, 2), (12, 2), (11, 2), (10, 2), (9, 2))
DRAG_START = 6      # pixels the mouse moves, button down, before a press is a drag
RETURN_TIME = 0.18  # seconds a card let go elsewhere takes back to the hand (normal speed)
REVEAL = 1.4       # seconds the recruited pair stays on the table, the hidden card turning


def draw_symbol(surface: pygame.Surface, a: str, c: tuple[int, int], r: int) -> None:
    """Each agent's own mark, drawn in light ink."""
    ink = (248, 240, 224)
    x, y = c
    if a == "double_agent":
        pygame.draw.circle(surface, ink, (x - r // 3, y), r * 2 // 3, max(2, r // 5))
        pygame.draw.circle(surface, ink, (x + r // 3, y), r * 2 // 3, max(2, r // 5))
    elif a == "enforcer":
        pygame.draw.rect(surface, ink, (x - r * 2 // 3, y - r // 2, r * 4 // 3, r), border_radius=r // 4)
        for i in range(3):
            pygame.draw.circle(surface, ink, (x - r // 2 + i * r // 2, y - r // 2), r // 4)
    elif a == "codebreaker":
        pygame.draw.circle(surface, ink, (x - r // 3, y), r // 2, max(2, r // 5))
        pygame.draw.line(surface, ink, (x, y), (x + r, y), max(2, r // 5))
        pygame.draw.line(surface, ink, (x + r * 2 // 3, y), (x + r * 2 // 3, y + r // 3), max(2, r // 6))
    elif a == "saboteur":
        pygame.draw.circle(surface, ink, (x, y + r // 5), r * 2 // 3)
        pygame.draw.line(surface, ink, (x + r // 3, y - r // 3), (x + r * 2 // 3, y - r), max(2, r // 6))
    elif a == "daredevil":
        pts = [(x + r // 4, y - r), (x - r // 2, y + r // 6), (x, y + r // 6), (x - r // 4, y + r),
               (x + r // 2, y - r // 6), (x, y - r // 6)]
        pygame.draw.polygon(surface, ink, pts)
    elif a == "sentinel":
        pts = [(x - r * 2 // 3, y - r * 2 // 3), (x + r * 2 // 3, y - r * 2 // 3),
               (x + r * 2 // 3, y), (x, y + r), (x - r * 2 // 3, y)]
        pygame.draw.polygon(surface, ink, pts, max(2, r // 5))
    elif a == "sidekick":
        pts = [(x + r * math.cos(math.radians(-90 + 36 * i)) * (1 if i % 2 == 0 else 0.45),
                y + r * math.sin(math.radians(-90 + 36 * i)) * (1 if i % 2 == 0 else 0.45))
               for i in range(10)]
        pygame.draw.polygon(surface, ink, pts)
    elif a == "mole":
        pygame.draw.polygon(surface, ink, [(x - r * 2 // 3, y - r // 2), (x + r * 2 // 3, y - r // 2),
                                           (x, y + r * 2 // 3)])


@dataclass
class Plan:
    """One candidate layout (see ``AgentAvenueScene.plan``)."""
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
class Drag:
    card: str
    index: int                # its place in the hand
    grab: tuple[int, int]     # the mouse's offset inside the card
    start: tuple[int, int]    # where the button went down
    pos: tuple[int, int]      # where the mouse is
    moved: bool = False       # past a click's jitter: a drag


class AgentAvenueScene(TableScene):
    HAS_TALK = False

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        # new cards are seen on the player's next turn anyway: no extra look
        session.review_filter = lambda event, move: False
        self.discarding = False
        self._emblems: dict[tuple[str, tuple[int, int]], pygame.Surface | None] = {}
        #: the spies as drawn, in unwrapped steps: they walk to the view's, space by space
        self.shown: list[float] | None = None
        self.name_rects: list[pygame.Rect] = []   # the seats' names, as last drawn
        #: a hand card held by the mouse: the card, where it was grabbed (the mouse's
        #: offset in the card), the press position, moved past a click yet?
        self.drag: Drag | None = None
        #: a card let go away from its place, sliding back: (its place in the hand, from
        #: where, since when)
        self.returning: tuple[int, tuple[int, int], float] | None = None

    # ------------------------------------------------------------ layout
    def layout(self) -> None:
        """Every area, card place and tile slot from the window size, the player count
        and the mode only: nothing moves while the game goes on (a card entering or
        leaving a hand, an agent type or a Black Market card coming into play)."""
        super().layout()
        self._emblems.clear()      # emblems scaled for the old sizes: never drawn again
        br = self.board_rect
        # a strip under everything for the table's last-move line (table.py draws it
        # at the board's bottom): no panel border runs through it
        strip = self.app.font(LAST_MOVE_TRIES[0][0]).get_linesize() + 6
        self.inner_h = br.height - strip
        self.advanced = self.session.viewer_view()["mode"] == "advanced"
        self.name_w = self.name_width()
        # the avenue as large as leaves the hand's cards, the tiles and the houses
        # equally readable (each against its own floor)
        plans = [self.plan(c) for c in range(20, max(21, self.inner_h // 4))]
        best = max(plans, key=lambda p: (p.score, p.cell))
        self.cell, self.ring_rect, self.hand_rect = best.cell, best.ring, best.hand
        self.mid_rect, self.panels, self.market_across = best.mid, best.panels, best.across
        self.card = best.card
        self.seat_column = best.seat_column
        self.seat_r = max(11, min(18, self.cell // 6))
        self.place_seats()
        self.place_tableaux()
        self._static = None

    def plan(self, c: int) -> Plan:
        """The areas with houses of ``c`` pixels: the avenue, under it the hand (room for
        two rows of cards, as wide as four names need) and, in advanced mode, the Black
        Market across that column or between the panels, whichever leaves the smallest
        thing larger; the two panels on the right."""
        br, inner_h = self.board_rect, self.inner_h
        left_w = max(5 * c, 4 * self.name_w + 3 * HAND_GAP + 8)
        ring = pygame.Rect(br.x + 4, br.y + 4, 5 * c, 4 * c)
        ring.centerx = br.x + 4 + left_w // 2
        px = br.x + 4 + left_w + 12
        pw = br.right - px
        best: Plan | None = None
        for across in ((True, False) if self.advanced else (False,)):
            y = ring.bottom + 6
            mid = pygame.Rect(br.x + 4, y, left_w, MARKET_ACROSS_H if across else 0)
            if across:
                y += MARKET_ACROSS_H + 6
            hand = pygame.Rect(br.x + 4, y, left_w, br.y + inner_h - y)
            mid_h = min(int(inner_h * 0.25), 116) if self.advanced and not across else 0
            ph = (inner_h - mid_h - (8 if mid_h else 4)) // 2
            panels = [pygame.Rect(px, br.y + inner_h - ph, pw, ph), pygame.Rect(px, br.y, pw, ph)]
            if not across:
                mid = pygame.Rect(px, br.y + ph + 4, pw, mid_h)
            area = hand.inflate(-8, -10)
            card_w = (area.width - 3 * HAND_GAP) // 4
            row_h = (area.height - HAND_TOP - HAND_GAP) // 2   # two rows: 5 to 8 cards
            card = (card_w, min(int(card_w / CARD_RATIO), area.height - HAND_TOP))
            column = min(150, max(96, pw * 34 // 100)) if self.session.players == 2 else 0
            tile = self.tile_grid(panels[1], column, c)[1]
            # the smallest against its floor first, then the next (a larger ring
            # only where the others keep their room)
            score = tuple(sorted(min(x, 2.0) for x in (
                min(tile) / TILE_FLOOR, min(row_h, card_w) / CARD_FLOOR, c / CELL_FLOOR)))
            if best is None or score > best.score:
                best = Plan(c, score, ring, mid, hand, panels, across, card, column)
        assert best is not None
        return best

    def name_width(self) -> int:
        """The narrowest card that shows every agent's name whole (the longest word at
        the smallest font), in every language: the layout stays when the language changes."""
        font = self.app.font(MIN_NAME_SIZE, True)
        words = [w for lang in LANGUAGES for a in TYPES
                 for w in table(lang).get(f"agent_avenue.agent.{a}", agent(a)).split()]
        return max(font.size(w)[0] for w in words) + NAME_MARGIN

    def band_bottom(self, slot_w: int, top: int, c: int) -> int:
        """Where a seat's words (the "you" tag, token, name, status) end, the seat's
        token placed under ``top``: as the table draws them, for the longest status."""
        tag_h = self.app.font(14, True).get_linesize()
        r = max(11, min(18, c // 6))
        key = "agent_avenue.status" if self.session.players == 2 else "agent_avenue.status_short"
        status = self.texts.block(t(key, cards=6, discards=4), slot_w - 6, STATUS_TRIES)
        return top + 4 + tag_h + 13 + 2 * r + 22 + status.get_height()

    def tile_grid(self, panel: pygame.Rect, column: int,
                  c: int) -> tuple[pygame.Rect, tuple[int, int], int]:
        """The tiles' area in a panel, a tile's size and the columns: a slot for every
        agent type (4 x 2, or 2 x 4 beside a seat's column), the largest that fits."""
        if column:
            area = pygame.Rect(panel.x + column + 4, panel.y + 6, 0, 0)
            area.size = (panel.right - 8 - area.x, panel.bottom - 4 - area.y)
        else:
            top = self.band_bottom(panel.width // 2, panel.y, c) + 2 + LEAD_H
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

    def place_seats(self) -> None:
        # the table draws the "you" tag 13 px above the token: keep it inside the panel
        tag_h = self.app.font(14, True).get_linesize()
        sides = [p % 2 for p in range(self.session.players)]
        self.seat_pos = []
        self.seat_text_w = []
        # two players: the seat's words in a column at the panel's left, its agents
        # beside them on the whole height; teams: both seats side by side, the agents under
        for seat in range(self.session.players):
            panel = self.panels[sides[seat]]
            mates = [p for p in range(self.session.players) if sides[p] == sides[seat]]
            slot = self.seat_column or panel.width // len(mates)
            i = mates.index(seat)
            self.seat_pos.append((panel.x + slot * i + slot // 2 + (2 if self.seat_column else 0),
                                  panel.y + 4 + tag_h + 13 + self.seat_r))
            self.seat_text_w.append(slot - 6)

    def place_tableaux(self) -> None:
        """Each side's lead line (x, y, width), its tile slot per agent type and the
        room for its permanent Black Market cards: fixed for the game."""
        self.leads: list[tuple[int, int, int]] = []
        self.slots: list[dict[str, pygame.Rect]] = []
        self.perm_rooms: list[pygame.Rect] = []
        for panel in self.panels:
            area, (w, h), cols = self.tile_grid(panel, self.seat_column, self.cell)
            line_top = self.band_bottom(self.seat_column or panel.width // 2, panel.y,
                                        self.cell) + 2
            if self.seat_column:   # lead, then the permanent cards, in the seat's column
                self.leads.append((panel.x + 6, line_top, self.seat_column - 6))
                self.perm_rooms.append(pygame.Rect(panel.x + 6, line_top + LEAD_H,
                                                   self.seat_column - 6,
                                                   panel.bottom - 4 - line_top - LEAD_H))
            else:   # teams: the lead, the permanent cards on its line, right of it
                lead_w = self.texts.get(t("agent_avenue.panel.lead", n="+10"), LEAD_FONT, "text",
                                        True).get_width()
                self.leads.append((panel.x + 8, line_top, lead_w))
                x = panel.x + 8 + lead_w + 12
                self.perm_rooms.append(pygame.Rect(x, line_top, panel.right - 8 - x, LEAD_H))
            # the grid in the middle of its area, each agent type in its own slot
            gw = cols * w + (cols - 1) * TILE_GAP
            x0 = area.x + (area.width - gw) // 2
            self.slots.append({a: pygame.Rect(x0 + (i % cols) * (w + TILE_GAP),
                                              area.y + (i // cols) * (h + TILE_GAP), w, h)
                               for i, a in enumerate(TYPES)})

    def _static_layer(self) -> pygame.Surface:
        key = (self.app.size, self.colourblind())
        if self._static is not None and self._static_key == key:
            return self._static
        surf = pygame.Surface(self.app.size)
        surf.fill(colour("background"))
        ring = self.ring_rect
        pygame.draw.rect(surf, colour("wood_dark"), ring.inflate(12, 12), border_radius=14)
        pygame.draw.rect(surf, colour("felt"), ring.inflate(4, 4), border_radius=10)
        road = ring.inflate(-self.cell, -self.cell)
        pygame.draw.rect(surf, colour("felt_dark"), road, border_radius=8)
        for panel in (*self.panels, self.mid_rect, self.hand_rect):
            if not panel.height:
                continue
            pygame.draw.rect(surf, colour("panel"), panel, border_radius=10)
            pygame.draw.rect(surf, colour("panel_border"), panel, 1, border_radius=10)
        # each agent type's place on a tableau, faint: where its tile will lie
        faint = pygame.Color(colour("panel")).lerp(colour("panel_border"), 0.55)
        for slots in self.slots:
            for r in slots.values():
                pygame.draw.rect(surf, faint, r, 1, border_radius=5)
        self.name_rects = []
        for seat, pos in enumerate(self.seat_pos):
            draw_token(surf, seat, pos, self.seat_r, self.colourblind())
            name = self.texts.fit(self.session.name(seat), self.seat_text_w[seat], 16, "text", True)
            self.name_rects.append(name.get_rect(midtop=(pos[0], pos[1] + self.seat_r + 3)))
            surf.blit(name, self.name_rects[-1])
        self._static, self._static_key = surf, key
        return surf

    # ------------------------------------------------------------ words
    def names(self) -> list[str]:
        return list(self.session.names)

    def sides(self, view: View) -> list[int]:
        return list(view["sides"])

    def describe(self, event: dict) -> str:
        return event_text(event, self.names(), [p % 2 for p in range(self.session.players)])

    def event_colour(self, event: dict) -> Any:
        kind = event.get("kind")
        if kind == "game_over":
            return "accent"
        if kind in ("recruit", "market"):
            return "highlight"
        if kind in ("hand", "drew", "discarded", "face_down"):
            return "text_dim"
        return "text"

    def seat_status(self, view: View, seat: int) -> Any:
        key = "agent_avenue.status" if view["players"] == 2 else "agent_avenue.status_short"
        return t(key, cards=view["hand_sizes"][seat], discards=view["discards_left"][seat])

    def end_title(self, view: View) -> str:
        winners = view.get("winners") or []
        if not winners:
            return super().end_title(view)
        over = next((e for e in reversed(view["log"]) if e.get("kind") == "game_over"), None)
        why = ", ".join(reason(r, over["side"]) for r in over["reasons"]) if over else ""
        return t("agent_avenue.end.title",
                 side=side_name(self.names(), view["sides"], view["sides"][winners[0]]), why=why)

    # ------------------------------------------------------------ geometry
    def space_rect(self, space: int) -> pygame.Rect:
        col, row = GRID[space]
        c = self.cell
        return pygame.Rect(self.ring_rect.x + col * c, self.ring_rect.y + row * c, c, c)

    def card_size(self, height: int) -> tuple[int, int]:
        return int(height * CARD_RATIO), height

    def table_cards(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The face-up and face-down cards in the middle of the ring."""
        inner = self.ring_rect.inflate(-2 * self.cell, -2 * self.cell)
        h = min(inner.height - 22, int(inner.width * 0.45 / CARD_RATIO))
        w, h = self.card_size(h)
        w = min(max(w, self.name_w), (inner.width - 16) // 2)   # every name whole
        y = inner.y + 3
        up = pygame.Rect(inner.centerx - w - 6, y, w, h)
        down = pygame.Rect(inner.centerx + 6, y, w, h)
        return up, down

    @staticmethod
    def shown_cards(view: View) -> list[str]:
        """The cards in the hand area: the hand, or an ability's agents to choose."""
        if view["phase"] == "ability" and view["options_for_me"]:
            return list(view["options_for_me"])
        return list(view["hand"])

    def choice_cards(self, view: View) -> list[tuple[pygame.Rect, str]]:
        """The cards drawn in the hand area: the hand, or an ability's agents to choose.
        Each card keeps its width and its column whatever the count: up to 4 in one row
        of full cards; more (a hand grown by Mind Control or Spycation, an ability's
        choice among 8 agent types) in two rows of squatter cards, in the same area."""
        cards = self.shown_cards(view)
        if not cards:
            return []
        area = self.hand_rect.inflate(-8, -10)
        top = area.y + HAND_TOP
        w, h = self.card
        n = len(cards)
        per = 4 if n <= 8 else -(-n // 2)
        step = w + HAND_GAP if per == 4 else (area.width - w) // (per - 1)   # past 8: overlap
        if n > 4:
            h = min(h, (area.bottom - top - HAND_GAP) // 2)
        return [(pygame.Rect(area.x + (i % per) * step, top + (i // per) * (h + HAND_GAP), w, h), a)
                for i, a in enumerate(cards)]

    def market_rows(self, view: View) -> list[tuple[pygame.Rect, str]]:
        area = self.mid_rect.inflate(-12, -8)
        top = area.y + 21
        rows = view["market"]
        if not rows:
            return []
        # a place for each of the 3 cards, kept when the Black Market deck runs out
        if self.market_across:   # side by side, as wide as the names need
            area = self.mid_rect.inflate(-8, -8)
            w = (area.width - 4 * (MARKET_ROW - 1)) // MARKET_ROW
            return [(pygame.Rect(area.x + i * (w + 4), top - 2, w, area.bottom - top + 2), c)
                    for i, c in enumerate(rows)]
        h = min(30, (area.bottom - top) // MARKET_ROW - 3)
        return [(pygame.Rect(area.x, top + i * (h + 3), area.width, h), c)
                for i, c in enumerate(rows)]

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.drag is not None:   # the turn left, the card went: nothing stays held
            view = self.session.viewer_view()
            cards = self.choice_cards(view)
            if self.my_turn() is None or self.drag.index >= len(cards) or \
                    cards[self.drag.index][1] != self.drag.card or not self.drop_zones():
                self.cancel_drag()
        if self.returning is not None and \
                self._clock - self.returning[2] >= RETURN_TIME * speed_factor(self.app.settings):
            self.returning = None
        target = [float(s["progress"]) for s in self.session.viewer_view()["spies"]]
        step = STEP_TIME * speed_factor(self.app.settings)
        if self.shown is None or step <= 0:
            self.shown = target
            return
        for side in (0, 1):   # both spies walk at once
            gap = target[side] - self.shown[side]
            move = min(abs(gap), dt / step)
            self.shown[side] += math.copysign(move, gap)

    def spy_centre(self, view: View, side: int) -> tuple[int, int]:
        """Where a spy is drawn: between two spaces while it walks."""
        progress = self.shown[side] if self.shown is not None else \
            float(view["spies"][side]["progress"])
        home = view["ring"]["homes"][side]
        size = view["ring"]["size"]
        low = math.floor(progress)
        a = self.space_rect(int(home + low) % size).center
        b = self.space_rect(int(home + low + 1) % size).center
        f = progress - low
        return int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f)

    # ------------------------------------------------------------ drawing
    def name_tries(self, width: int, height: int) -> tuple[tuple[int, int], ...]:
        """The fonts an agent's name may take on a card of that size: the largest that
        shows it whole (Codebreaker shrinks), on two lines (Double Agent) only where
        they leave most of the card to the emblem and the values."""
        return tuple((s, 2 if 2 * self.app.font(s, True).get_linesize() - 3 <= height * 0.4 else 1)
                     for s in range(max(11, min(16, width // 6)), MIN_NAME_SIZE - 1, -1))

    def emblem(self, surface: pygame.Surface, a: str, box: pygame.Rect) -> None:
        """The agent's emblem (art/agent_avenue_art.py), its drawing cut out of the art's
        empty margin and as large as fits ``box``; its drawn mark without the art."""
        key = (a, box.size)
        if key not in self._emblems:
            try:
                full = self.app.image(f"agent_avenue_{a}.png")
                bound = full.get_bounding_rect()
                scale = min(box.width / bound.width, box.height / bound.height)
                size = (max(1, round(bound.width * scale)), max(1, round(bound.height * scale)))
                self._emblems[key] = pygame.transform.smoothscale(full.subsurface(bound), size)
            except (FileNotFoundError, ValueError, pygame.error):
                self._emblems[key] = None
        img = self._emblems[key]
        if img is None:
            draw_symbol(surface, a, box.center, max(6, min(box.size) // 2))
        else:
            surface.blit(img, img.get_rect(center=box.center))

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect, a: str | None,
                  lit: bool = False, dim: bool = False) -> None:
        radius = max(4, rect.width // 10)
        pygame.draw.rect(surface, colour("shadow"), rect.move(2, 3), border_radius=radius)
        if a is None:   # a card back
            pygame.draw.rect(surface, (40, 44, 60), rect, border_radius=radius)
            inner = rect.inflate(-rect.width // 5, -rect.width // 5)
            pygame.draw.rect(surface, colour("gold_dark"), inner, 2, border_radius=radius)
            mark = self.texts.get("?", max(14, rect.height // 3), "gold", True)
            surface.blit(mark, mark.get_rect(center=rect.center))
        else:
            pygame.draw.rect(surface, CARD_COLOURS[a], rect, border_radius=radius)
            pygame.draw.rect(surface, (250, 240, 220), rect.inflate(-4, -4), 1, border_radius=radius)
            name = self.texts.block(agent(a), rect.width - NAME_MARGIN, self.name_tries(*rect.size),
                                    (250, 244, 230), True, spacing=-3)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.y + 4)))
            one, two, three = AGENTS[a][1]
            vals = " ".join(signed(v) for v in (one, two, three)) if a not in ("sidekick", "mole") \
                else signed(one)
            size = max(11, min(16, rect.width // 6, rect.height // 5))
            top = rect.y + 4 + name.get_height() + 3
            if rect.width > rect.height * 1.2:   # a squat card: the values beside the emblem
                line = self.texts.fit(vals, rect.width // 2, size, (250, 244, 230), True)
                values = line.get_rect(bottomright=(rect.right - 6, rect.bottom - 4))
                box = pygame.Rect(rect.x + 6, top, values.x - 4 - rect.x - 6, rect.bottom - 4 - top)
            else:
                line = self.texts.fit(vals, rect.width - NAME_MARGIN, size, (250, 244, 230), True)
                values = line.get_rect(midbottom=(rect.centerx, rect.bottom - 4))
                # between the name and the values, the same height on every card
                bottom = values.y - 3
                box = pygame.Rect(0, 0, rect.width - 14, min(bottom - top, rect.height * 2 // 5))
                box.center = (rect.centerx, (top + bottom) // 2)
            surface.blit(line, values)
            if box.height > 4:
                self.emblem(surface, a, box)
        if dim:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 110))
            surface.blit(shade, rect)
        if lit:
            pygame.draw.rect(surface, colour("highlight"), rect.inflate(6, 6), 3, border_radius=radius + 2)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        #: (what, side, rect) drawn on the tableaux this frame (for the layout test)
        self.placed: list[tuple[str, int, pygame.Rect]] = []
        self.draw_ring(surface, view)
        self.draw_table(surface, view)
        for side in (0, 1):
            self.draw_tableau(surface, view, side)
        self.draw_middle(surface, view)
        self.draw_hand(surface, view)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # over everything the table draws after the board (the seats' words, the
        # last-move line): a held card, or the tooltip
        if self.drag is not None and self.drag.moved:
            self.draw_drag(surface)
        else:
            self.draw_tooltip(surface, self.session.viewer_view())

    def draw_ring(self, surface: pygame.Surface, view: View) -> None:
        market_spaces = set(view["ring"]["market_spaces"])
        homes = view["ring"]["homes"]
        cb = self.colourblind()
        for space in range(view["ring"]["size"]):
            cell = self.space_rect(space).inflate(-8, -8)
            body = pygame.Rect(cell.x + cell.width // 8, cell.y + cell.height * 2 // 5,
                               cell.width * 3 // 4, cell.height * 3 // 5)
            roof = [(body.x - 3, body.y), (body.centerx, cell.y + 2), (body.right + 3, body.y)]
            fill = colour("parchment")
            if space in homes:
                fill = seat_colour(homes.index(space), cb)
            if space in market_spaces:
                fill = (44, 40, 52)
            pygame.draw.rect(surface, fill, body)
            pygame.draw.polygon(surface, colour("wood_dark"), roof)
            pygame.draw.rect(surface, colour("ink"), body, 1)
            if space in market_spaces:
                pygame.draw.rect(surface, colour("gold"), body, 2)
                m = self.texts.get("$", max(12, body.height // 2), "gold", True)
                surface.blit(m, m.get_rect(center=body.center))
            door = pygame.Rect(0, 0, body.width // 4, body.height // 2)
            door.midbottom = body.midbottom
            if space not in market_spaces:
                pygame.draw.rect(surface, colour("wood"), door)
        spots = [self.spy_centre(view, s) for s in (0, 1)]
        for side in (0, 1):
            dx = 0 if spots[0] != spots[1] else (-self.cell // 5 if side == 0 else self.cell // 5)
            seat = min(p for p, s in enumerate(view["sides"]) if s == side)
            draw_token(surface, seat, (spots[side][0] + dx, spots[side][1] + self.cell // 8),
                       max(8, self.cell // 5), cb)

    def draw_table(self, surface: pygame.Surface, view: View) -> None:
        up_r, down_r = self.table_cards()
        inner = self.ring_rect.inflate(-2 * self.cell, -2 * self.cell)
        recruiting = view["phase"] == "recruit" and self.my_turn() is not None
        if view["up"]:
            self.draw_card(surface, up_r, view["up"], lit=recruiting)
        if view["down_played"]:
            self.draw_card(surface, down_r, view["down"], lit=recruiting)
        elif not view["up"] and (self.drag is None or not self.drag.moved):
            self.draw_reveal(surface, view, up_r, down_r)   # a card held: the places are free
        deck = self.texts.fit(t("agent_avenue.panel.deck", n=view["deck"]), inner.width, 14, "text")
        surface.blit(deck, deck.get_rect(midbottom=(inner.centerx, inner.bottom - 2)))

    def draw_reveal(self, surface: pygame.Surface, view: View, up_r: pygame.Rect,
                    down_r: pygame.Rect) -> None:
        """Just after a recruit: the pair stays a moment, the hidden card turns over and
        the recruited one is marked."""
        done = self.timeline.progress("recruit", REVEAL)
        last = next((e for e in reversed(view["log"]) if e["kind"] == "recruit"), None)
        if last is None or done >= 1.0:
            return
        self.draw_card(surface, up_r, last["up"], lit=last["pick"] == "up")
        # the card at its full size, with room round it for its shadow and outline
        back = pygame.Surface(down_r.inflate(12, 12).size, pygame.SRCALPHA)
        spot = pygame.Rect((6, 6), down_r.size)
        self.draw_card(back, spot, None)
        face = pygame.Surface(back.get_size(), pygame.SRCALPHA)
        self.draw_card(face, spot, last["down"], lit=last["pick"] == "down")
        draw_flip(surface, back, face, down_r.center, min(1.0, 2 * done))

    def perm_blocks(self, view: View, side: int) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """A side's permanent Black Market cards' names, as drawn in their room: one
        under the other beside a duel's seat (as many as fit), all on the lead's line
        in teams (cut with "…" at worst)."""
        room = self.perm_rooms[side]
        names = [market(c) for c in view["perms"][side]]
        if not names:
            return []
        if not self.seat_column:
            block = self.texts.block(", ".join(names), room.width, TEAM_PERM_TRIES, "gold_light",
                                     align="left")
            return [(block.get_rect(topleft=(room.x, room.y)), block)]
        out, y = [], room.y
        for n in names:
            block = self.texts.block(n, room.width, PERM_TRIES, "gold_light")
            if y + block.get_height() > room.bottom:
                break
            out.append((block.get_rect(midtop=(room.centerx, y)), block))
            y += block.get_height()
        return out

    def draw_tableau(self, surface: pygame.Surface, view: View, side: int) -> None:
        x, y, width = self.leads[side]
        row = view["tableau"][side]
        lead = view["spies"][side]["progress"] - view["spies"][1 - side]["progress"]
        line = self.texts.fit(t("agent_avenue.panel.lead", n=signed(lead)), width, LEAD_FONT,
                              "highlight" if lead > 0 else "text_dim", True)
        spot = line.get_rect(midtop=(x + width // 2, y)) if self.seat_column else \
            line.get_rect(topleft=(x, y))
        surface.blit(line, spot)
        self.placed.append(("lead", side, spot))
        slots = self.slots[side]
        if not any(row.get(a) for a in TYPES):
            grid = list(slots.values())
            area = grid[0].unionall(grid[1:])
            empty = self.texts.block(t("agent_avenue.panel.nothing"), area.width,
                                     ((14, 1), (13, 2)), "text_dim")
            spot = empty.get_rect(center=area.center)
            pygame.draw.rect(surface, colour("panel"), spot.inflate(8, 4))
            surface.blit(empty, spot)
            self.placed.append(("empty", side, spot))
        for a in TYPES:
            if not row.get(a):
                continue
            r = slots[a]
            pygame.draw.rect(surface, colour("shadow"), r.move(1, 2), border_radius=5)
            pygame.draw.rect(surface, CARD_COLOURS[a], r, border_radius=5)
            pygame.draw.rect(surface, (250, 240, 220), r.inflate(-4, -4), 1, border_radius=4)
            n = self.texts.get(f"×{row[a]}", max(12, min(18, r.width // 3)), (250, 244, 230), True)
            count = n.get_rect(midbottom=(r.centerx, r.bottom))
            surface.blit(n, count)
            box = pygame.Rect(r.x + 5, r.y + 5, r.width - 10, count.y + 2 - r.y - 5)
            if box.height > 4:
                self.emblem(surface, a, box)
            self.placed.append(("tile", side, r))
        for r, text in self.perm_blocks(view, side):
            surface.blit(text, r)
            self.placed.append(("perm", side, r))

    def draw_middle(self, surface: pygame.Surface, view: View) -> None:
        area = self.mid_rect.inflate(-12, -8)
        if view["mode"] != "advanced":
            return
        title = self.texts.fit(t("agent_avenue.panel.market", n=view["market_deck"]),
                               area.width, 14, "gold", True)
        surface.blit(title, (area.x, area.y))
        choosing = view["phase"] == "market" and self.my_turn() is not None
        for r, card in self.market_rows(view):
            fill = PERMANENT_COLOUR if MARKET[card] == "permanent" else IMMEDIATE_COLOUR
            pygame.draw.rect(surface, fill, r, border_radius=5)
            pygame.draw.rect(surface, colour("highlight") if choosing else colour("gold_dark"),
                             r, 2 if choosing else 1, border_radius=5)
            if self.market_across:   # two lines rather than a name cut
                text = self.texts.block(market(card), r.width - 6, MARKET_ACROSS_TRIES, "text",
                                        True, spacing=-3)
                surface.blit(text, text.get_rect(center=r.center))
            else:
                text = self.texts.fit(market(card), r.width - 10, 14, "text", True)
                surface.blit(text, text.get_rect(midleft=(r.x + 6, r.centery)))

    def draw_hand(self, surface: pygame.Surface, view: View) -> None:
        cards = self.choice_cards(view)
        if not cards:
            return
        area = self.hand_rect
        head = t("agent_avenue.panel.hand") if view["phase"] != "ability" or \
            not view["options_for_me"] else t("agent_avenue.prompt.ability",
                                              card=market(view["choice"]["card"]))
        if self.clickable_cards(view):
            head += "  " + t("agent_avenue.panel.keys", n=min(9, len(cards)))
        title = self.texts.fit(head, area.width - 16, 14, "text_dim", True)
        surface.blit(title, (area.x + 8, area.y + 4))
        clickable = self.clickable_cards(view)
        held = self.drag.index if self.drag is not None and self.drag.moved else None
        back = self.returning[0] if self.returning is not None else None
        for i, (r, a) in enumerate(cards):
            if i == held:   # its place waits for it
                pygame.draw.rect(surface, colour("panel_border"), r, 1,
                                 border_radius=max(4, r.width // 10))
                continue
            if i == back and self.returning is not None:
                _, (x, y), t0 = self.returning
                k = min(1.0, (self._clock - t0) /
                        max(1e-6, RETURN_TIME * speed_factor(self.app.settings)))
                k = 1 - (1 - k) ** 2   # slows as it lands
                spot = r.move(int((x - r.x) * (1 - k)), int((y - r.y) * (1 - k)))
                self.draw_card(surface, spot, a, lit=a in clickable)
                continue
            self.draw_card(surface, r, a, lit=a in clickable,
                           dim=bool(clickable) and a not in clickable)

    def draw_drag(self, surface: pygame.Surface) -> None:
        """The card under the mouse, above everything, and the place it may go."""
        rect = self.drag_rect()
        if rect is None or self.drag is None:
            return
        for kind, zone in self.drop_zones().items():
            over = zone.collidepoint(self.drag.pos)
            place = zone.inflate(-16, -16)
            pygame.draw.rect(surface, colour("highlight"), place.inflate(8, 8), 4 if over else 2,
                             border_radius=10)
            word = self.texts.block(t(f"agent_avenue.drop.{kind}"), place.width - 8,
                                    ((14, 2), (12, 2), (11, 3)), "highlight", True)
            surface.blit(word, word.get_rect(center=place.center))
            if over:   # over its place the card shows where it will lie
                rect = place
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surface.blit(shadow, rect.move(6, 8))
        self.draw_card(surface, rect, self.drag.card, lit=True)

    def draw_tooltip(self, surface: pygame.Surface, view: View) -> None:
        """Above the card under the mouse (below it without room): it covers the
        avenue, never the words of the panels beside it (kept in the avenue's column
        when the card is there)."""
        pos = pygame.mouse.get_pos()
        lines = self.tooltip_lines(view, pos)
        if not lines:
            return
        under = self.hovered_rect(view, pos) or pygame.Rect(pos, (1, 1))
        column = self.ring_rect.inflate(12, 12).union(self.hand_rect)
        room = column if column.collidepoint(under.center) else self.board_rect
        width = min(304, room.width - 20)
        # a line too long for the room goes on over two, never cut
        lines = [part for line in lines for part in self.texts.wrap(line, width, 14)]
        draw_tooltip(surface, self.texts, "\n".join(lines), (under.centerx, under.y + 8), 14,
                     width, within=room)

    def hovered_rect(self, view: View, pos: tuple[int, int]) -> pygame.Rect | None:
        rects = [r for r, _ in self.choice_cards(view)] + list(self.table_cards())
        if view["mode"] == "advanced":
            rects += [r for r, _ in self.market_rows(view)]
            rects += [r for side, r in enumerate(self.perm_rooms) if view["perms"][side]]
        return next((r for r in rects if r.collidepoint(pos)), None)

    def tooltip_lines(self, view: View, pos: tuple[int, int]) -> list[str]:
        up_r, down_r = self.table_cards()
        found: str | None = None
        for r, a in self.choice_cards(view):
            if r.collidepoint(pos):
                found = a
        if view["up"] and up_r.collidepoint(pos):
            found = view["up"]
        if view["down_played"] and down_r.collidepoint(pos):
            if not view["down"]:
                return [t("agent_avenue.tip.hidden")]
            found = view["down"]
        for r, card in self.market_rows(view) if view["mode"] == "advanced" else []:
            if r.collidepoint(pos):
                return [market(card), t(f"agent_avenue.effect.{card}")]
        for side, room in enumerate(self.perm_rooms):   # whole, where the line cuts them
            if view["perms"][side] and room.collidepoint(pos):
                return [t("agent_avenue.tip.perm", card=market(c),
                          effect=t(f"agent_avenue.effect.{c}")) for c in view["perms"][side]]
        if found is None:
            return []
        lines = [agent(found), values_text(found)]
        home = {"security_system", "getaway_car"} if view["options"].get("home_spaces_active") \
            else set()
        for side in (0, 1):
            has = frozenset(view["perms"][side]) | home
            n = view["tableau"][side].get(found, 0) + 1
            lines.append(t("agent_avenue.tip.now", name=side_name(self.names(), view["sides"], side),
                           steps=signed(steps(has, found, n))))
        if INDEX[found] == INDEX["codebreaker"]:
            lines.append(t("agent_avenue.tip.wins"))
        if INDEX[found] == INDEX["daredevil"]:
            lines.append(t("agent_avenue.tip.loses"))
        return lines

    # ------------------------------------------------------------ input
    def my_legal(self) -> list[Move]:
        seat = self.my_turn()
        return self.session.legal(seat) if seat is not None else []

    def clickable_cards(self, view: View) -> set[str]:
        legal = self.my_legal()
        kinds = ("discard",) if self.discarding else ("play_up", "play_down")
        out = {m["card"] for m in legal if m["kind"] in kinds}
        out |= {m["agent"] for m in legal if m["kind"] == "ability"}
        return out

    def actions_extra_key(self) -> Any:
        return self.discarding

    def drop_zones(self) -> dict[str, pygame.Rect]:
        """Where a dragged card may be let go now: the table's face-up or face-down
        place, as this step of the play asks (a little larger than the card)."""
        kinds = {m["kind"] for m in self.my_legal()} if not self.discarding else set()
        up_r, down_r = self.table_cards()
        zones = {"play_up": up_r, "play_down": down_r}
        return {k: r.inflate(16, 16) for k, r in zones.items() if k in kinds}

    def drag_rect(self) -> pygame.Rect | None:
        """The dragged card as drawn under the mouse."""
        if self.drag is None or not self.drag.moved:
            return None
        cards = self.choice_cards(self.session.viewer_view())
        if self.drag.index >= len(cards):
            return None
        slot = cards[self.drag.index][0]
        return pygame.Rect(self.drag.pos[0] - self.drag.grab[0],
                           self.drag.pos[1] - self.drag.grab[1], slot.width, slot.height)

    def handle(self, event: pygame.event.Event) -> None:
        if self.drag is not None and (event.type == pygame.WINDOWFOCUSLOST or
                                      event.type == pygame.MOUSEBUTTONDOWN):
            self.let_go()   # its release was lost (outside the window): back to the hand
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.start_drag(event.pos):
            return
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.pos = event.pos
            if abs(event.pos[0] - self.drag.start[0]) + abs(event.pos[1] - self.drag.start[1]) \
                    > DRAG_START:
                self.drag.moved = True
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            drag, self.drag = self.drag, None
            drag.pos = event.pos
            if not drag.moved:   # a click: as before
                start = drag.start
                self.defer(lambda: self.handle_board_click(start, self.session.viewer_view()))
                return
            self.drop(drag)
            return
        super().handle(event)

    def start_drag(self, pos: tuple[int, int]) -> bool:
        """A press on a card that may be played now holds it (a click, if it does not
        move); anything else is for the table."""
        if self._rules is not None or self._over_widget(pos) or not self.drop_zones():
            return False
        view = self.session.viewer_view()
        for i, (r, a) in enumerate(self.choice_cards(view)):
            if r.collidepoint(pos) and a in self.clickable_cards(view):
                self.drag = Drag(a, i, (pos[0] - r.x, pos[1] - r.y), pos, pos)
                self.returning = None
                return True
        return False

    def drop(self, drag: Drag) -> None:
        """Let go: on its place on the table the card is played there; anywhere else it
        slides back to the hand."""
        held = pygame.Rect(drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1], 1, 1)
        for kind, zone in self.drop_zones().items():
            move = {"kind": kind, "card": drag.card}
            if zone.collidepoint(drag.pos) and move in self.my_legal():
                self.play(move)
                return
        self.returning = (drag.index, held.topleft, self._clock)

    def let_go(self) -> None:
        held = self.drag_rect()
        if held is not None and self.drag is not None:
            self.returning = (self.drag.index, held.topleft, self._clock)
        self.drag = None

    def cancel_drag(self) -> None:
        self.drag = None
        self.returning = None

    def hide_private(self) -> None:
        self.cancel_drag()
        super().hide_private()

    def resume(self) -> None:
        self.cancel_drag()   # back from a pass screen or a menu: nothing held
        super().resume()

    def handle_board_click(self, pos: tuple[int, int], view: View) -> None:
        legal = self.my_legal()
        if not legal:
            return
        for r, a in self.choice_cards(view):
            if not r.collidepoint(pos):
                continue
            for m in legal:
                if m.get("agent") == a and m["kind"] == "ability":
                    self.play(m)
                    return
                if m.get("card") == a and (m["kind"] == "discard") == self.discarding \
                        and m["kind"] in ("discard", "play_up", "play_down"):
                    self.discarding = False
                    self.play(m)
                    return
        up_r, down_r = self.table_cards()
        for r, pick in ((up_r, "up"), (down_r, "down")):
            move = {"kind": "recruit", "pick": pick}
            if r.collidepoint(pos) and move in legal:
                self.play(move)
                return
        for r, card in self.market_rows(view):
            move = {"kind": "market", "card": card}
            if r.collidepoint(pos) and move in legal:
                self.play(move)
                return

    def set_discarding(self, on: bool) -> None:
        self.discarding = on
        self._actions_key = None

    def press_card(self, index: int) -> None:
        """Key 1, 2...: as a click on that card of the hand."""
        view = self.session.viewer_view()
        cards = self.choice_cards(view)
        if index < len(cards):
            self.handle_board_click(cards[index][0].center, view)

    def build_actions(self, view: View, legal: list[Move]) -> None:
        kinds = {m["kind"] for m in legal}
        if not any(m["kind"] == "discard" for m in legal):
            self.discarding = False
        for i in range(min(9, len(self.shown_cards(view)))):
            self._action_keys[pygame.K_1 + i] = lambda i=i: self.press_card(i)
        if self.discarding:
            self.action_label(t("agent_avenue.prompt.discard",
                                n=view["discards_left"][view["seat"]]))
            self.action_button(t("agent_avenue.act.back"), lambda: self.set_discarding(False),
                               key=pygame.K_b)
            return
        if "play_up" in kinds or "play_down" in kinds:
            self.action_label(t("agent_avenue.prompt.play_up" if "play_up" in kinds
                                else "agent_avenue.prompt.play_down"))
            if "discard" in kinds:
                self.action_button(t("agent_avenue.act.discard_mode"),
                                   lambda: self.set_discarding(True), key=pygame.K_d)
        elif "recruit" in kinds:
            self.action_label(t("agent_avenue.prompt.recruit"))
            self.action_button(t("agent_avenue.act.take_up", card=agent(view["up"])),
                               {"kind": "recruit", "pick": "up"}, key=pygame.K_u)
            # D: H hides the screen (table.py)
            self.action_button(t("agent_avenue.act.take_down"),
                               {"kind": "recruit", "pick": "down"}, key=pygame.K_d)
        elif "market" in kinds:
            self.action_label(t("agent_avenue.prompt.market"))
        elif "ability" in kinds:
            self.action_label(t("agent_avenue.prompt.ability", card=market(view["choice"]["card"])))
        elif "recruit_now" in kinds:
            taken = next((e["agent"] for e in reversed(view["log"]) if e["kind"] == "ability"), None)
            self.action_label(t("agent_avenue.prompt.recruit_now", agent=agent(taken)))
            self.action_button(t("agent_avenue.act.recruit_now"),
                               {"kind": "recruit_now", "recruit": True}, key=pygame.K_y)
            self.action_button(t("agent_avenue.act.keep"),
                               {"kind": "recruit_now", "recruit": False}, key=pygame.K_n)
