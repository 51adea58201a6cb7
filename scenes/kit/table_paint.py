"""Drawing the table: the static layer (felt, seats, names) cached per size, the
board layer cached while ``board_key`` holds, then each frame the seat marks, the
last move, warnings, the status line and the log."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import View

from ..i18n import t
from ..shell.outcome import seat_word
from ..shell.phones import lost_owing, seat_tag
from .table_bar import TableBar
from .table_frame import BACKDROPS, LAST_MOVE_TRIES, STATUS_BAR_TRIES, STATUS_TRIES
from .text import colour
from .tokens import draw_token
from .warning import draw_warning


class TablePaint(TableBar):
    """What the table draws; see ``TableScene``."""

    def _static_layer(self) -> pygame.Surface:
        """What does not move, drawn once per window size and palette (``paint_static``)."""
        key = (self.app.size, self.colourblind())
        if self._static is not None and self._static_key == key:
            return self._static
        surf = pygame.Surface(self.app.size)
        surf.fill(colour("background"))
        self.paint_static(surf)
        self._static, self._static_key = surf, key
        return surf

    def paint_static(self, surf: pygame.Surface) -> None:
        """The round table and the seats' tokens and names (a game may draw its own)."""
        tr = self.table_rect
        pygame.draw.ellipse(surf, colour("shadow"), tr.move(0, 8))
        pygame.draw.ellipse(surf, colour("wood_dark"), tr.inflate(18, 18))
        pygame.draw.ellipse(surf, colour("wood"), tr.inflate(10, 10))
        pygame.draw.ellipse(surf, colour("felt"), tr)
        pygame.draw.ellipse(surf, colour("felt_light"), tr.inflate(-24, -24), 2)
        for seat, pos in enumerate(self.seat_pos):
            draw_token(surf, seat, pos, self.seat_r, self.colourblind())
            name = self.texts.fit(self.session.name(seat), self.seat_text_w[seat], 17, "text",
                                  True)
            surf.blit(name, name.get_rect(midtop=(pos[0], pos[1] + self.seat_r + 4)))

    def status_line(self) -> tuple[str, str]:
        s = self.session
        if s.over():
            return t("table.game_over"), "accent"
        if self.card_seat is not None:   # the table waits for the card to be read
            return t("learn.card.status"), "accent"
        if s.showing_results():
            return t("table.results_status"), "accent"
        if s.looking() is not None and self.my_turn() is None:
            return t("table.private_for", name=s.name(s.looking())), "accent"
        seat = self.my_turn()
        if seat is not None and seat == s.open_voter():   # on the shared screen, seen by all
            return t("open_votes.status", name=s.name(seat)), "highlight"
        if seat is not None:
            if not s.pass_and_play():   # one person at the device: no name needed
                return t("table.your_turn_solo"), "highlight"
            return t("table.your_turn", name=s.name(seat)), "highlight"
        acting = s.to_act()
        lost = lost_owing(s)
        if lost:   # the game waits for a phone that is gone: say how to hand it over
            return t("phones.status.lost", names=", ".join(s.name(a) for a in lost)), "danger"
        names = ", ".join(seat_word(s, a) for a in acting)
        return t("table.waiting", names=names), "text"

    def draw(self, surface: pygame.Surface) -> None:
        view = self.session.viewer_view()
        key = self.board_key(view) if self.cache_layers else None
        self.zones.enter("frame")   # zones drawn this frame (the board's are kept with it)
        if self._prompt is not None:
            self._prompt.covering = None   # set again if the prompt is drawn this frame
        if key is None:
            surface.blit(self._static_layer(), (0, 0))
            with self.zones.layer("board"):
                self.draw_board(surface, self.inner_rect, view)
        else:
            surface.blit(self._board(view, key), (0, 0))
        acting = set(self.session.to_act())
        thinking = self.session.thinking()
        last = self.session.last_bot_move
        pulse = 0.5 + 0.5 * math.sin(self._clock * 5)
        me = self.session.viewer()
        voter = self.session.open_voter() if me is None else None
        #: (what, seat, rect) of the words drawn round the seats this frame (for layout tests)
        self.drawn_labels: list[tuple[str, int, pygame.Rect]] = []
        for seat, pos in enumerate(self.seat_pos):
            if seat in acting:
                pygame.draw.circle(surface, colour("highlight"), pos,
                                   self.seat_r + 5 + int(2 * pulse), 3)
            if last is not None and last[0] == seat and self._highlight_time > 0:
                pygame.draw.circle(surface, colour("accent"), pos, self.seat_r + 11, 2)
            above = (pos[0], pos[1] - self.seat_r - 13)
            status = self.seat_status(view, seat)
            fg = "text_dim"
            if isinstance(status, tuple):
                status, fg = status
            if seat == me or seat == voter:   # an open vote: whose vote is taken now
                tag = self.texts.get(t("table.you" if seat == me else "open_votes.tag"), 14,
                                     "accent", True)
                surface.blit(tag, tag.get_rect(midbottom=above))
                self.drawn_labels.append(("you", seat, tag.get_rect(midbottom=above)))
            elif seat == thinking:
                dots = "." * (1 + int(self._clock * 3) % 3)
                text = self.texts.get(t("table.thinking") + dots, 14, "accent")
                spot = text.get_rect(midbottom=above)
                if self._under_words(seat, spot):
                    # seats stacked close (10 at 800x600): above the token it would
                    # cover the upper seat's name, so it goes under its own status
                    y = pos[1] + self.seat_r + 22
                    if status:
                        y += self.texts.block(status, self.seat_text_w[seat], STATUS_TRIES,
                                              fg).get_height()
                    spot = text.get_rect(midtop=(pos[0], y))
                surface.blit(text, spot)
                self.drawn_labels.append(("thinking", seat, spot))
            elif (tag := seat_tag(self.session, seat)) is not None:   # a phone seat: lost?
                text = self.texts.get(tag[0], 14, tag[1], True)
                spot = text.get_rect(midbottom=above)
                surface.blit(text, spot)
                self.drawn_labels.append(("phone", seat, spot))
            if status:   # a smaller font, then two lines, before an ellipsis
                text = self.texts.block(status, self.seat_text_w[seat], STATUS_TRIES, fg)
                spot = text.get_rect(midtop=(pos[0], pos[1] + self.seat_r + 22))
                surface.blit(text, spot)
                self.drawn_labels.append(("status", seat, spot))
            self.draw_seat_extras(surface, seat, pos, view)
        # last bot move as a line over the board
        if last is not None and self._highlight_time > 0 and self.LAST_MOVE_LINE:
            events = view["log"]
            if events:
                line = self.texts.block(self.describe(events[-1]), self.board_rect.width - 40,
                                        LAST_MOVE_TRIES, "highlight")
                spot = line.get_rect(midbottom=(self.board_rect.centerx,
                                                self.board_rect.bottom - 2))
                if line.get_height() > self.app.font(17).get_linesize():
                    # two lines reach the seat above: a backdrop keeps them readable
                    surface.blit(self._backdrop(spot.inflate(16, 6).size),
                                 spot.inflate(16, 6).topleft)
                surface.blit(line, spot)
                self.drawn_labels.append(("last_move", -1, spot))
        warn = self.warning(view)
        if warn:
            draw_warning(self, surface, warn)
        text, fg = self.status_line()
        if self.flash is not None and self._clock < self.flash[1]:
            # a refused move speaks in the status bar: never over a seat's words
            text, fg = self.flash[0], "danger"
        width = max(60, self.status_width if self.hide_button.visible else self._bar_full)
        # smaller, then two lines, before an ellipsis: the banner reads whole at 800x600
        status = self.texts.block(text, width, STATUS_BAR_TRIES, fg, True, "left", -3)
        spot = status.get_rect(midleft=(self.top_rect.x + 4, self.top_rect.y + 19))
        surface.blit(status, spot)
        self.explain("status", spot, "learn.zone.status")
        if self.session.thinking() is not None:   # a bot is up: say how to skip its pause
            hint = self.texts.get(t("table.hurry"), 15, "text_dim")
            if status.get_width() + 16 + hint.get_width() <= width:
                surface.blit(hint, (self.top_rect.x + 20 + status.get_width(),
                                    self.top_rect.y + 11))
        self.log_panel.draw(surface)

    def _board(self, view: View, key: Any) -> pygame.Surface:
        """The static layer with the board drawn on it, redrawn when either changes."""
        static = self._static_layer()
        if self._board_layer is None or self._board_from is None or \
                self._board_from[0] is not static or self._board_from[1] != key:
            if self._board_layer is None or self._board_layer.get_size() != static.get_size():
                self._board_layer = static.copy()
            else:
                self._board_layer.blit(static, (0, 0))
            with self.zones.layer("board"):
                self.draw_board(self._board_layer, self.inner_rect, view)
            self._board_from = (static, key)
        return self._board_layer

    def _backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """A translucent panel of ``size`` behind text drawn over the table (cached)."""
        cached: dict[tuple[int, int], pygame.Surface] | None = getattr(self, "_backdrops", None)
        if cached is None:
            cached = {}
            self._backdrops = cached
        surf = cached.pop(size, None)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (*colour("panel"), 230), surf.get_rect(), border_radius=8)
            if len(cached) >= BACKDROPS:     # each banner its size: the last few kept
                del cached[next(iter(cached))]
        cached[size] = surf       # the most recent last
        return surf
