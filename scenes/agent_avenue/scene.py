"""The Agent Avenue table scene: input (clicks, drags, keys), the action bar, the
tooltips and the table's words (log, statuses, end title). Where things go is
layout.py, how they look paint.py (and cards.py)."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.agent_avenue.bots.model import steps
from game.agent_avenue.data import INDEX
from game.core import Move, View

from ..i18n import language, t
from ..kit.timeline import speed_factor
from ..kit.tooltip import draw_tooltip
from .cards import MIN_NAME_SIZE, NAME_MARGIN
from .ending import AvenueEnding
from .layout import TILE_FLOOR
from .legend import frame_zones
from .paint import MARKET_ACROSS_TRIES, RETURN_TIME, Drag
from .words import agent, event_text, market, side_name, signed, values_text

__all__ = ["MARKET_ACROSS_TRIES", "MIN_NAME_SIZE", "NAME_MARGIN", "TILE_FLOOR",
           "AgentAvenueScene"]

STEP_TIME = 0.14   # seconds a spy takes per space at normal animation speed
DRAG_START = 6      # pixels the mouse moves, button down, before a press is a drag


class AgentAvenueScene(AvenueEnding):
    HAS_TALK = False

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        # new cards are seen on the player's next turn anyway: no extra look
        session.review_filter = lambda event, move: False

    # ------------------------------------------------------------ words
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

    def update(self, dt: float) -> None:
        super().update(dt)
        self.sync_ending()
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

    def board_key(self, view: View) -> Any:
        """The board is drawn once into a layer (table_paint) and kept while nothing on
        it changes: a move, the viewer, the discard mode, the language, a card held or
        let go, the replay's roles; what moves is drawn over it each frame
        (``draw_moving``)."""
        held = self.drag.index if self.drag is not None and self.drag.moved else None
        back = self.returning[0] if self.returning is not None else None
        return (id(view), self.session.moves_applied, self.session.viewer(), self.my_turn(),
                self.discarding, language(), getattr(self.session, "show_roles", False),
                held, back)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        view = self.session.viewer_view()
        self.draw_moving(surface, view)
        frame_zones(self, view)
        self.draw_ending(surface, view)
        # over everything the table draws after the board (the seats' words, the
        # last-move line): a held card, or the tooltip
        if self.drag is not None and self.drag.moved:
            self.draw_drag(surface)
        else:
            self.draw_tooltip(surface, self.session.viewer_view())

    def zone_shown(self) -> Any:
        """The kit's explanation of the zone under the mouse, unless the card (or Black
        Market card) there has its own tooltip (``tooltip_lines``); Tab's always."""
        shown = super().zone_shown()
        if shown is not None and not shown[1] and \
                self.tooltip_lines(self.session.viewer_view(), pygame.mouse.get_pos()):
            return None
        return shown

    def rules_section(self) -> str | None:
        """F1: the rules of what is asked now (play, recruit, the Black Market)."""
        phase = self.session.viewer_view().get("phase")
        if phase in ("market", "ability", "recruit_now"):
            return "market"
        if phase == "recruit":
            return "recruit"
        return "play"

    def draw_tooltip(self, surface: pygame.Surface, view: View) -> None:
        """Above the card under the mouse (below it without room): it covers the
        avenue, never the words of the panels beside it (kept in the avenue's column
        when the card is there)."""
        pos = pygame.mouse.get_pos()
        lines = self.tooltip_lines(view, pos)
        if not lines or self.zones.focus is not None:   # Tab's zone is explained
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
    def actions_extra_key(self) -> Any:
        return self.discarding

    def handle(self, event: pygame.event.Event) -> None:
        if self.skip_ending(event):
            return
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
                left = view["discards_left"][view["seat"]]
                button = self.action_button(t("agent_avenue.act.discard_mode"),
                                            lambda: self.set_discarding(True), key=pygame.K_d,
                                            tip=t("agent_avenue_legend.discard", n=left))
                self.explain("discard", button.rect, "agent_avenue_legend.discard", n=left)
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
