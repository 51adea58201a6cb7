"""Drawing the Agent Avenue table: the ring of 14 houses with both spies (the Black
Market corners in advanced mode), the two cards on the table in its middle, each
side's agents in play with their counts, the viewer's hand, the Black Market row,
a card held by the mouse.

Where everything goes comes from ``layout.compute`` (once per window size); what is
drawn comes from the current viewer's view (game/agent_avenue/view.py): the
face-down card shows only to the seat that played it until the recruit."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.agent_avenue.data import MARKET, TYPES
from game.core import Move, View

from ..i18n import LANGUAGES, language, t, table
from ..kit.flip import draw_flip
from ..kit.table import LAST_MOVE_TRIES, STATUS_TRIES, TableScene
from ..kit.text import colour
from ..kit.timeline import speed_factor
from ..kit.tokens import draw_token, seat_colour
from .cards import MIN_NAME_SIZE, NAME_MARGIN, CardArt
from .layout import Metrics, TableLayout, compute
from .legend import board_zones, layout_zones
from .words import agent, market, signed

PERMANENT_COLOUR, IMMEDIATE_COLOUR = (58, 70, 96), (96, 58, 70)
LEAD_FONT = 13   # the lead's line on a tableau
PERM_TRIES = ((13, 1), (12, 1), (12, 2))   # a permanent Black Market card's name on a tableau
TEAM_PERM_TRIES = ((13, 1), (12, 1), (11, 1), (10, 1))   # all on the lead's line (cut at worst)
MARKET_ACROSS_TRIES = ((14, 1), (13, 1), (13, 2), (12, 2), (11, 2), (10, 2), (9, 2))
RETURN_TIME = 0.18  # seconds a card let go elsewhere takes back to the hand (normal speed)
REVEAL = 1.4       # seconds the recruited pair stays on the table, the hidden card turning


def draw_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, colour("panel"), rect, border_radius=10)
    pygame.draw.rect(surface, colour("panel_border"), rect, 1, border_radius=10)


@dataclass
class Drag:
    card: str
    index: int                # its place in the hand
    grab: tuple[int, int]     # the mouse's offset inside the card
    start: tuple[int, int]    # where the button went down
    pos: tuple[int, int]      # where the mouse is
    moved: bool = False       # past a click's jitter: a drag


class AvenuePaint(TableScene):
    """The table's geometry (from ``layout``) and its drawing; the scene
    (scene.AgentAvenueScene) adds input and UI state."""

    lay: TableLayout
    cell: int
    ring_rect: pygame.Rect
    hand_rect: pygame.Rect
    mid_rect: pygame.Rect
    panels: list[pygame.Rect]
    market_across: bool
    card: tuple[int, int]
    seat_column: int
    leads: list[tuple[int, int, int]]
    slots: list[dict[str, pygame.Rect]]
    perm_rooms: list[pygame.Rect]

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.discarding = False
        self._art: CardArt | None = None
        #: the spies as drawn, in unwrapped steps: they walk to the view's, space by space
        self.shown: list[float] | None = None
        self.name_rects: list[pygame.Rect] = []   # the seats' names, as last drawn
        #: a hand card held by the mouse (see Drag)
        self.drag: Drag | None = None
        #: a card let go away from its place, sliding back: (its place in the hand, from
        #: where, since when)
        self.returning: tuple[int, tuple[int, int], float] | None = None
        #: the turning card's back and face, drawn once per recruit: (key, back, face)
        self._turning: tuple[Any, pygame.Surface, pygame.Surface] | None = None

    @property
    def art(self) -> CardArt:
        if self._art is None:
            assert self.texts is not None
            self._art = CardArt(self.app, self.texts)
        return self._art

    # ------------------------------------------------------------ layout
    def layout(self) -> None:
        """Every area, card place and tile slot from the window size, the player count
        and the mode only (layout.compute)."""
        super().layout()
        self.art.clear()
        self.advanced = self.session.viewer_view()["mode"] == "advanced"
        lay = compute(self.metrics(), self.board_rect, self.session.players, self.advanced)
        self.lay = lay
        self.cell, self.ring_rect, self.hand_rect, self.mid_rect = lay.cell, lay.ring, lay.hand, lay.mid
        self.panels, self.market_across, self.card = lay.panels, lay.across, lay.card
        self.seat_column, self.seat_r = lay.seat_column, lay.seat_r
        self.seat_pos, self.seat_text_w = lay.seat_pos, lay.seat_text_w
        self.leads, self.slots, self.perm_rooms = lay.leads, lay.slots, lay.perm_rooms
        self.inner_h, self.name_w = lay.inner_h, lay.name_w
        self._static = None
        self._kit_zones()   # the seats where this table puts them
        layout_zones(self)

    def metrics(self) -> Metrics:
        """The text sizes the layout keeps room for, with this app's fonts."""
        texts = self.texts
        assert texts is not None
        key = "agent_avenue.status" if self.session.players == 2 else "agent_avenue.status_short"
        status = t(key, cards=6, discards=4)
        return Metrics(
            name_w=self.name_width(), tag_h=self.app.font(14, True).get_linesize(),
            # a strip under everything for the table's last-move line (table.py draws it
            # at the board's bottom): no panel border runs through it
            strip=self.app.font(LAST_MOVE_TRIES[0][0]).get_linesize() + 6,
            lead_w=texts.get(t("agent_avenue.panel.lead", n="+10"), LEAD_FONT, "text",
                             True).get_width(),
            status_h=lambda w: texts.block(status, w, STATUS_TRIES).get_height())

    def name_width(self) -> int:
        """The narrowest card that shows every agent's name whole (the longest word at
        the smallest font), in every language: the layout stays when the language changes."""
        font = self.app.font(MIN_NAME_SIZE, True)
        words = [w for lang in LANGUAGES for a in TYPES
                 for w in table(lang).get(f"agent_avenue.agent.{a}", agent(a)).split()]
        return max(font.size(w)[0] for w in words) + NAME_MARGIN

    # ------------------------------------------------------------ geometry
    def space_rect(self, space: int) -> pygame.Rect:
        return self.lay.space_rect(space)

    def table_cards(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The face-up and face-down cards in the middle of the ring."""
        return self.lay.table_cards()

    @staticmethod
    def shown_cards(view: View) -> list[str]:
        """The cards in the hand area: the hand, or an ability's agents to choose."""
        if view["phase"] == "ability" and view["options_for_me"]:
            return list(view["options_for_me"])
        return list(view["hand"])

    def choice_cards(self, view: View) -> list[tuple[pygame.Rect, str]]:
        """The cards drawn in the hand area (layout.TableLayout.hand_cards)."""
        cards = self.shown_cards(view)
        return list(zip(self.lay.hand_cards(len(cards)), cards))

    def market_rows(self, view: View) -> list[tuple[pygame.Rect, str]]:
        rows = view["market"]
        return list(zip(self.lay.market_cards(len(rows)), rows))

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

    def my_legal(self) -> list[Move]:
        seat = self.my_turn()
        return self.session.legal(seat) if seat is not None else []

    def clickable_cards(self, view: View) -> set[str]:
        legal = self.my_legal()
        kinds = ("discard",) if self.discarding else ("play_up", "play_down")
        out = {m["card"] for m in legal if m["kind"] in kinds}
        out |= {m["agent"] for m in legal if m["kind"] == "ability"}
        return out

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

    # ------------------------------------------------------------ drawing
    def name_tries(self, width: int, height: int) -> tuple[tuple[int, int], ...]:
        return self.art.name_tries(width, height)

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect, a: str | None,
                  lit: bool = False, dim: bool = False) -> None:
        self.art.draw_card(surface, rect, a, lit, dim)

    def paint_static(self, surf: pygame.Surface) -> None:
        """The avenue's ring, the panels, the houses and the seats (kept by the kit)."""
        ring = self.ring_rect
        pygame.draw.rect(surf, colour("wood_dark"), ring.inflate(12, 12), border_radius=14)
        pygame.draw.rect(surf, colour("felt"), ring.inflate(4, 4), border_radius=10)
        road = ring.inflate(-self.cell, -self.cell)
        pygame.draw.rect(surf, colour("felt_dark"), road, border_radius=8)
        for panel in (*self.panels, self.mid_rect):   # the hand's: with its cards
            if panel.height:
                draw_panel(surf, panel)
        self.draw_houses(surf, self.session.viewer_view())
        self.name_rects = []
        for seat, pos in enumerate(self.seat_pos):
            draw_token(surf, seat, pos, self.seat_r, self.colourblind())
            name = self.texts.fit(self.session.name(seat), self.seat_text_w[seat], 16, "text", True)
            self.name_rects.append(name.get_rect(midtop=(pos[0], pos[1] + self.seat_r + 3)))
            surf.blit(name, self.name_rects[-1])

    def draw_moving(self, surface: pygame.Surface, view: View) -> None:
        """What moves, drawn each frame over the board's layer (kept while nothing on
        it changes): the spies, a recruited pair turning over, a card sliding back."""
        self.draw_spies(surface, view)
        if not view["up"] and not view["down_played"] and (self.drag is None or not self.drag.moved):
            self.draw_reveal(surface, view, *self.table_cards())   # a card held: places free
        if self.returning is not None:
            cards = self.choice_cards(view)
            index, (x, y), t0 = self.returning
            if index < len(cards):
                r, a = cards[index]
                k = min(1.0, (self._clock - t0) /
                        max(1e-6, RETURN_TIME * speed_factor(self.app.settings)))
                k = 1 - (1 - k) ** 2   # slows as it lands
                spot = r.move(int((x - r.x) * (1 - k)), int((y - r.y) * (1 - k)))
                self.draw_card(surface, spot, a, lit=a in self.clickable_cards(view))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """Over the static layer (the avenue's houses, the panels, the seats)."""
        #: (what, side, rect) drawn on the tableaux this frame (for the layout test)
        self.placed: list[tuple[str, int, pygame.Rect]] = []
        self.draw_table(surface, view)
        for side in (0, 1):
            self.draw_tableau(surface, view, side)
        self.draw_middle(surface, view)
        self.draw_hand(surface, view)
        board_zones(self, view)

    def draw_houses(self, surface: pygame.Surface, view: View) -> None:
        """The avenue's 14 houses (the Homes in their side's colour, the Black Market
        corners dark with a "$"): the same all game, in the static layer."""
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

    def spy_spots(self, view: View) -> list[tuple[int, int]]:
        """Both spies' tokens' centres (side by side when on one space)."""
        spots = [self.spy_centre(view, s) for s in (0, 1)]
        return [(spots[side][0] + (0 if spots[0] != spots[1] else
                                   (-self.cell // 5 if side == 0 else self.cell // 5)),
                 spots[side][1] + self.cell // 8) for side in (0, 1)]

    def draw_spies(self, surface: pygame.Surface, view: View) -> None:
        for side, spot in enumerate(self.spy_spots(view)):
            seat = min(p for p, s in enumerate(view["sides"]) if s == side)
            draw_token(surface, seat, spot, max(8, self.cell // 5), self.colourblind())

    def draw_table(self, surface: pygame.Surface, view: View) -> None:
        up_r, down_r = self.table_cards()
        inner = self.lay.inner()
        recruiting = view["phase"] == "recruit" and self.my_turn() is not None
        if view["up"]:
            self.draw_card(surface, up_r, view["up"], lit=recruiting)
        if view["down_played"]:
            self.draw_card(surface, down_r, view["down"], lit=recruiting)
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
        key = (id(last), down_r.size, language())
        if self._turning is None or self._turning[0] != key:
            # the card at its full size, with room round it for its shadow and outline
            back = pygame.Surface(down_r.inflate(12, 12).size, pygame.SRCALPHA)
            spot = pygame.Rect((6, 6), down_r.size)
            self.draw_card(back, spot, None)
            face = pygame.Surface(back.get_size(), pygame.SRCALPHA)
            self.draw_card(face, spot, last["down"], lit=last["pick"] == "down")
            self._turning = (key, back, face)
        _, back, face = self._turning
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
        grid = list(slots.values())
        if not any(row.get(a) for a in TYPES):   # the words alone, no empty places under them
            area = grid[0].unionall(grid[1:])
            empty = self.texts.block(t("agent_avenue.panel.nothing"), area.width,
                                     ((14, 1), (13, 2)), "text_dim")
            spot = empty.get_rect(center=area.center)
            surface.blit(empty, spot)
            self.placed.append(("empty", side, spot))
        else:   # each agent type's place, faint: where its tile will lie
            faint = pygame.Color(colour("panel")).lerp(colour("panel_border"), 0.55)
            for r in grid:
                pygame.draw.rect(surface, faint, r, 1, border_radius=5)
        for a in TYPES:
            if row.get(a):
                self.art.draw_tile(surface, slots[a], a, row[a])
                self.placed.append(("tile", side, slots[a]))
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

    def replay_hand(self) -> tuple[str, list[tuple[pygame.Rect, str]]]:
        """A finished game's replay with the roles shown: the hand of the seat to act
        at that step, and its title; elsewhere none (the public view has no hand)."""
        if not getattr(self.session, "show_roles", False):
            return "", []
        seat = next(iter(self.session.to_act()), None)
        if seat is None:
            return "", []
        hand = list(self.session.view_for(seat)["hand"])
        return (t("agent_avenue_end.hand_of", name=self.session.name(seat)),
                list(zip(self.lay.hand_cards(len(hand)), hand)))

    def draw_hand(self, surface: pygame.Surface, view: View) -> None:
        """The viewer's hand (or an ability's choice) in its box; no cards, no box."""
        cards = self.choice_cards(view)
        head = t("agent_avenue.panel.hand") if view["phase"] != "ability" or \
            not view["options_for_me"] else t("agent_avenue.prompt.ability",
                                              card=market(view["choice"]["card"]))
        if not cards and view.get("seat") is None:
            head, cards = self.replay_hand()
        if not cards:
            return
        area = self.hand_rect
        draw_panel(surface, area)
        clickable = self.clickable_cards(view)
        if clickable:
            head += "  " + t("agent_avenue.panel.keys", n=min(9, len(cards)))
        title = self.texts.fit(head, area.width - 16, 14, "text_dim", True)
        surface.blit(title, (area.x + 8, area.y + 4))
        held = self.drag.index if self.drag is not None and self.drag.moved else None
        back = self.returning[0] if self.returning is not None else None
        for i, (r, a) in enumerate(cards):
            if i == held:   # its place waits for it
                pygame.draw.rect(surface, colour("panel_border"), r, 1,
                                 border_radius=max(4, r.width // 10))
                continue
            if i == back:   # sliding back: draw_moving
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
