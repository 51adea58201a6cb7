"""How an Agent Avenue game ends on the table, then on the end screen.

On the table: the last move stays, the spies walk to their last spaces (a catching
spy lands on the other, drawn over it, both ringed) and a banner says who won and
why; the end screen comes a beat later (Space or a click: at once). The end screen
(``draw_end_summary``) shows the final board: the avenue with both spies, and per
side its spy's distance from Home, its lead, its agents in play and its Black
Market cards. Texts: namespace ``agent_avenue_end``."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.agent_avenue.data import HOMES, RING, TYPES
from game.core import View

from ..i18n import t
from ..kit.text import colour
from ..kit.timeline import speed_factor
from ..kit.tokens import draw_token, seat_colour
from .layout import ring_space
from .paint import AvenuePaint
from .words import market, reason, side_name, signed

HOLD = 2.2   # seconds the final table stays after the spies stop (normal speed)
HINT_TRIES = ((13, 1), (12, 1), (12, 2))
FACT_TRIES = ((14, 1), (13, 1), (13, 2))
BANNER_TRIES = ((18, 1), (16, 1), (16, 2), (14, 2), (14, 3), (13, 3), (12, 4))


def game_over_event(view: View) -> dict[str, Any] | None:
    return next((e for e in reversed(view["log"]) if e.get("kind") == "game_over"), None)


def catch_side(view: View) -> int | None:
    """The side whose spy caught the other's, if the game ended that way."""
    over = game_over_event(view)
    if over is None:
        return None
    return next((r["side"] for r in over["reasons"]
                 if r["condition"] == "catch" and r["wins"]), None)


def why_line(view: View) -> str:
    """Why the game ended, in a few words: the winners' own win conditions (a catch,
    three Codebreakers...), else every reason given (the other side's loss, the
    empty hand)."""
    over = game_over_event(view)
    if over is None:
        return ""
    own = [r for r in over["reasons"] if r["wins"] and r["side"] == over["side"]]
    return ", ".join(reason(r, over["side"]) for r in own or over["reasons"])


class AvenueEnding(AvenuePaint):
    """The table's ending (hold, catch, banner) and the end screen's final board."""

    END_SUMMARY = True

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self._over_at: float | None = None   # when the spies stopped, the game over
        self._skip_end = False               # Space or a click: the end screen now

    # ------------------------------------------------------------ the hold
    def walking(self) -> bool:
        """Are the drawn spies still on their way to the view's spaces?"""
        target = [float(s["progress"]) for s in self.session.viewer_view()["spies"]]
        return self.shown is not None and any(abs(a - b) > 1e-6
                                              for a, b in zip(self.shown, target))

    def holding(self) -> bool:
        """The game is over: keep the table while the spies walk and a beat after."""
        if self._skip_end:
            return False
        if self._over_at is None or self.walking():
            self._over_at = self._clock
        return self._clock - self._over_at < HOLD * speed_factor(self.app.settings)

    def ending(self) -> bool:
        """The game is over and the table still shows (the hold)."""
        return self.session.over() and not self._ended

    def animating(self) -> bool:
        return super().animating() or self.ending()

    def skip_ending(self, event: pygame.event.Event) -> bool:
        """Space, Enter or a click while the table holds: the end screen at once."""
        if not self.ending():
            return False
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)) or \
                (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and
                 self.board_rect.collidepoint(event.pos)):
            self._skip_end = True
            return True
        return False

    def sync_ending(self) -> None:
        """The table's update stops feeding the log once the game is over: the last
        move's events still reach the log and the animations."""
        if not self.ending():
            return
        if self._actions_key != "ending":   # no move buttons left from the last turn
            self._actions_key = "ending"
            self._rebuild_actions()
        view = self.session.viewer_view()
        self._sync_log(view)
        new = self.timeline.feed(view["log"])
        if new:
            self.on_log_events(new)

    # ------------------------------------------------------------ on the table
    def draw_spies(self, surface: pygame.Surface, view: View) -> None:
        catcher = catch_side(view) if self.session.over() else None
        if catcher is None or self.walking():
            super().draw_spies(surface, view)
            return
        # the catching spy on the other's space (or past it), drawn over it, both ringed
        spots = [self.spy_centre(view, s) for s in (0, 1)]
        r = max(8, self.cell // 5)
        lift = (r // 2, -r // 2) if spots[0] == spots[1] else (0, 0)
        pulse = 0.5 + 0.5 * math.sin(self._clock * 6)
        for side in (1 - catcher, catcher):
            x, y = spots[side]
            spot = (x + lift[0], y + self.cell // 8 + lift[1]) if side == catcher else \
                (x, y + self.cell // 8)
            seat = min(p for p, s in enumerate(view["sides"]) if s == side)
            draw_token(surface, seat, spot, r, self.colourblind())
            pygame.draw.circle(surface, colour("highlight" if side == catcher else "danger"),
                               spot, r + 4 + int(2 * pulse), 3)

    def draw_ending(self, surface: pygame.Surface, view: View) -> None:
        """Once the spies stop: who won and why, over the road in the ring's middle."""
        if not self.ending() or self.walking():
            return
        inner = self.lay.inner()
        text = self.end_title(view)
        words = self.texts.block(text, inner.width - 12, BANNER_TRIES, "accent", True)
        # a tutorial stays on its table (the coach offers what comes next): no end screen
        coached = getattr(self.session, "coach", None) is not None
        hint = self.texts.block("" if coached else t("agent_avenue_end.continue"), inner.width - 12,
                                HINT_TRIES, "text_dim")
        box = pygame.Rect(0, 0, max(words.get_width(), hint.get_width()) + 20,
                          words.get_height() + hint.get_height() + 14)
        box.midtop = (inner.centerx, inner.y + 2)   # above the deck's count
        surface.blit(self._backdrop(box.size), box.topleft)
        pygame.draw.rect(surface, colour("accent"), box, 2, border_radius=8)
        surface.blit(words, words.get_rect(midtop=(box.centerx, box.y + 5)))
        surface.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 4)))

    # ------------------------------------------------------------ the end screen
    def end_title(self, view: View) -> str:
        winners = view.get("winners") or []
        if not winners:
            return super().end_title(view)
        side = view["sides"][winners[0]]
        return t("agent_avenue.end.title", side=side_name(self.names(), view["sides"], side),
                 n=list(view["sides"]).count(side), why=why_line(view))

    def names(self) -> list[str]:
        return list(self.session.names)

    def draw_end_summary(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """The final board: the avenue with both spies left, each side's facts right."""
        cell = max(12, min((rect.height - 12) // 4, int(rect.width * 0.4) // 5, 60))
        ring = pygame.Rect(rect.x + 6, rect.y + 6, 5 * cell, 4 * cell)
        self.draw_mini_ring(surface, view, ring, cell)
        x = ring.right + 18
        column = pygame.Rect(x, rect.y + 4, rect.right - x - 4, rect.height - 8)
        half = column.height // 2
        for side in (0, 1):
            self.draw_side_summary(surface, view, side,
                                   pygame.Rect(column.x, column.y + side * half, column.width,
                                               half - 4))

    def draw_mini_ring(self, surface: pygame.Surface, view: View, ring: pygame.Rect,
                       cell: int) -> None:
        pygame.draw.rect(surface, colour("wood_dark"), ring.inflate(8, 8), border_radius=10)
        pygame.draw.rect(surface, colour("felt"), ring, border_radius=8)
        pygame.draw.rect(surface, colour("felt_dark"), ring.inflate(-cell, -cell), border_radius=6)
        cb = bool(getattr(self.app.settings, "colourblind", False))
        homes = view["ring"]["homes"]
        market_spaces = set(view["ring"]["market_spaces"])
        for space in range(view["ring"]["size"]):
            house = ring_space(ring, cell, space).inflate(-cell // 4, -cell // 4)
            fill = colour("parchment")
            if space in homes:
                fill = seat_colour(homes.index(space), cb)
            elif space in market_spaces:
                fill = (44, 40, 52)
            pygame.draw.rect(surface, fill, house, border_radius=3)
            pygame.draw.rect(surface, colour("ink"), house, 1, border_radius=3)
        catcher = catch_side(view)
        spaces = [(HOMES[s] + view["spies"][s]["progress"]) % RING for s in (0, 1)]
        r = max(6, cell // 4)
        for side in (1 - catcher, catcher) if catcher is not None else (0, 1):
            x, y = ring_space(ring, cell, spaces[side]).center
            if spaces[0] == spaces[1]:
                x += (r // 2 if side == (catcher if catcher is not None else 1) else -r // 2)
            seat = min(p for p, s in enumerate(view["sides"]) if s == side)
            draw_token(surface, seat, (x, y), r, cb)
            if side == catcher:
                pygame.draw.circle(surface, colour("highlight"), (x, y), r + 3, 2)

    def draw_side_summary(self, surface: pygame.Surface, view: View, side: int,
                          box: pygame.Rect) -> None:
        """A side's name, its spy's distance from Home and lead, its agents, its cards."""
        sides = list(view["sides"])
        seat = sides.index(side)
        cb = bool(getattr(self.app.settings, "colourblind", False))
        won = bool(view.get("winners")) and sides[view["winners"][0]] == side
        draw_token(surface, seat, (box.x + 10, box.y + 11), 9, cb)
        name = self.texts.fit(side_name(self.names(), sides, side), box.width - 26, 17,
                              "accent" if won else "text", True)
        surface.blit(name, (box.x + 24, box.y + 1))
        y = box.y + name.get_height() + 2
        progress = view["spies"][side]["progress"]
        lead = progress - view["spies"][1 - side]["progress"]
        facts = t("agent_avenue_end.spy", n=progress, lead=signed(lead))
        line = self.texts.block(facts, box.width - 4, FACT_TRIES,
                                "highlight" if lead > 0 else "text_dim", align="left")
        surface.blit(line, (box.x + 2, y))
        y += line.get_height() + 4
        row = view["tableau"][side]
        played = [a for a in TYPES if row.get(a)]
        if not played:
            none = self.texts.fit(t("agent_avenue.panel.nothing"), box.width - 4, 14, "text_dim")
            surface.blit(none, (box.x + 2, y))
            y += none.get_height() + 2
        # one row of tiles, or two where one would make them small
        room = box.bottom - y - 18
        per, size = len(played), 0
        for rows in (1, 2):
            across = -(-len(played) // rows) if played else 1
            fit = min(48, int((room - 4 * (rows - 1)) / rows / 1.1),
                      (box.width - 4) // across - 4)
            if fit > size:
                per, size = across, fit
        size = max(20, size)
        for i, a in enumerate(played):
            tile = pygame.Rect(box.x + 2 + (i % per) * (size + 4),
                               y + (i // per) * (int(size * 1.1) + 4), size, int(size * 1.1))
            self.art.draw_tile(surface, tile, a, row[a])
        if played:
            y += -(-len(played) // per) * (int(size * 1.1) + 4)
        if view["perms"][side] and y < box.bottom - 12:
            perms = ", ".join(market(c) for c in view["perms"][side])
            words = self.texts.fit(perms, box.width - 4, 13, "gold_light")
            surface.blit(words, (box.x + 2, y))
