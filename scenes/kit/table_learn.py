"""What the table teaches: explanation zones (hover, Tab walks them with a focus
ring), the viewer's role card (shown at the start, again with its button or key,
hidden by Hide my cards) and hints ("What would a good player do?").

The app calls ``draw_over`` after the scene's own ``draw``: the card, the hint and
the zone tooltip go over everything the game draws, under pygame_gui's widgets.

A test or a tool that must see the bare table sets ``app.learning_aids = False``:
no card opens by itself and no hint is offered for a first game (the Role button,
the hint setting and the zones still work)."""
from __future__ import annotations

import pygame
import pygame_gui

from game.core import Move

from ..i18n import language, t
from .hint_ui import HINT_CHAR, HintAsker, ShownHint, hints_offered, reason_text, suspicion_list
from .role_card import render_role_card
from .table_paint import TablePaint
from .text import colour
from .zones import (
    CARD_KEY,
    CARD_KEY_NAME,
    ZONE_KEY,
    ZONE_KEY_NAME,
    Zone,
    draw_explanation,
    draw_focus_ring,
)

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
#: seconds a "no hint now" line stays
HINT_FAIL_SECONDS = 4.0


class TableLearn(TablePaint):
    """Zones, role card and hints; see the module docstring."""

    #: a game (or the tutorial) may turn off the card shown at the start
    auto_role_card = True
    #: the mouse left the window (its last place explains nothing)
    mouse_out = False
    _learn_ready = False

    def _learn_enter(self) -> None:
        """At ``enter``: the first time, whether this is a new game and hints are on."""
        if not self._learn_ready:
            self._learn_ready = True
            aids = getattr(self.app, "learning_aids", True)
            #: a new game (a loaded one shows no card by itself)
            self._fresh = self.session.turn == 0 and aids
            self._cards_seen: set[int] = set()
            game_id = self.session.record.game
            self.hints_allowed = hints_offered(self.app.settings, game_id) if aids else \
                bool(getattr(self.app.settings, "hints", False)) and hints_offered(
                    self.app.settings, game_id)
            self._asker = HintAsker()
            self.hint: ShownHint | None = None
            self.hint_move: Move | None = None
            self._hint_fail = 0.0
        self._card_button: pygame_gui.elements.UIButton | None = None
        self._card_surface: tuple[object, pygame.Surface] | None = None

    def _learn_leave(self) -> None:
        if self._card_button is not None:
            self._card_button.kill()
            self._card_button = None
        if self._learn_ready:
            self._asker.close()   # its thread goes with the scene (a new one if it comes back)

    # ------------------------------------------------------------ zones
    def covered(self) -> bool:
        """Is the table under something (rules, talk menu, role card) hiding its zones?"""
        return self._rules is not None or self._talk_list is not None or \
            self.card_seat is not None

    def zone_shown(self) -> tuple[Zone, bool] | None:
        """The zone explained now: the keyboard's (True) before the mouse's (False)."""
        self.zones.cover = self._prompt.covering if self._prompt is not None else None
        if self.covered():
            return None
        focused = self.zones.focused()
        if focused is not None:
            return focused, True
        if self.mouse_out:
            return None
        pos = pygame.mouse.get_pos()
        zone = self.zones.at(pos)
        if zone is None or self._over_widget(pos):
            return None
        return zone, False

    def _over_widget(self, pos: tuple[int, int]) -> bool:
        widgets = [self.menu_button, self.rules_button, self.talk_button, self.hide_button,
                   *self._actions, *([self.history_button] if self.history_button else []),
                   *([self.role_button] if self.role_button else [])]
        return any(w.visible and w.rect.collidepoint(pos) for w in widgets)

    def draw_over(self, surface: pygame.Surface) -> None:
        """After the scene's ``draw``: the hint, the role card, then the explained
        zone's tooltip and the keyboard focus ring."""
        if self.texts is None:
            return
        self._draw_hint(surface)
        if self.card_seat is not None:
            self._draw_card(surface)
        shown = self.zone_shown()
        if shown is None:
            return
        zone, keyboard = shown
        width = min(380, surface.get_width() - 40)
        if keyboard:
            draw_focus_ring(surface, zone.rect, colour("highlight"))
            draw_explanation(surface, self.texts, zone.text(), zone.rect, width,
                             t("learn.zone.walk", shortcut=ZONE_KEY_NAME))

        else:   # beside a small zone (never over it), at the mouse in a large one
            x, y = pygame.mouse.get_pos()
            around = zone.rect if zone.rect.height <= 120 and zone.rect.width <= 300 \
                else pygame.Rect(x - 1, y - 6, 2, 20)
            draw_explanation(surface, self.texts, zone.text(), around, width)

    # ------------------------------------------------------------ keys and clicks
    def learn_key(self, event: pygame.event.Event) -> bool:
        """The keys of the card, the hint and the zones; True if used."""
        key = event.key
        if self.card_seat is not None and (key in ENTER or key in (pygame.K_ESCAPE, CARD_KEY)):
            self.close_role_card()
            return True
        if key == CARD_KEY and self.role_button is not None:
            self.defer(self.toggle_role_card)
            return True
        if getattr(event, "unicode", "") == HINT_CHAR and self.can_hint():
            self.defer(self.ask_hint)
            return True
        if key == ZONE_KEY and not self.covered():
            self.zones.walk(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        if key == pygame.K_ESCAPE and self.zones.focus is not None:
            self.zones.focus = None
            return True
        return False

    def learn_mouse(self, event: pygame.event.Event) -> None:
        """Follow the mouse in and out of the window."""
        if event.type == pygame.WINDOWLEAVE:
            self.mouse_out = True
        elif event.type in (pygame.WINDOWENTER, pygame.MOUSEMOTION):
            self.mouse_out = False

    def learn_click(self, pos: tuple[int, int]) -> bool:
        """A click while the card is open closes it (and does nothing else)."""
        if self.card_seat is not None and not self._over_widget(pos):
            self.close_role_card()
            return True
        return False

    # ------------------------------------------------------------ the role card
    def card_rect(self) -> pygame.Rect:
        """Where the open card is drawn (centred on the board)."""
        surf = self._card_picture()
        rect = surf.get_rect(center=self.board_rect.center)
        rect.top = max(rect.top, self.board_rect.top + 2)
        return rect

    def _card_picture(self) -> pygame.Surface:
        seat = self.card_seat
        assert seat is not None and self.texts is not None
        key = (seat, self.session.moves_applied, language(), self.app.size)
        if self._card_surface is None or self._card_surface[0] != key:
            card = self.role_card_for(seat)
            b = self.board_rect
            width = min(660, b.width - 16)
            if card is None:
                surf = pygame.Surface((1, 1), pygame.SRCALPHA)
            else:
                surf = render_role_card(self.texts, self.images, card, self.session.name,
                                        width, b.height - 4,
                                        t("learn.card.footer", shortcut=CARD_KEY_NAME))
            self._card_surface = (key, surf)
        return self._card_surface[1]

    def _draw_card(self, surface: pygame.Surface) -> None:
        surface.blit(self._card_picture(), self.card_rect())

    def _sync_card(self) -> None:
        """The card follows the viewer: it opens by itself once per human seat at the
        start of a new game (after that seat's pass screen), closes when the viewer
        changes; its close button comes and goes with it."""
        s = self.session
        seat = s.viewer()
        if self.card_seat is not None and (seat != self.card_seat or s.needs_pass() is not None):
            self.close_role_card()
        if self.auto_role_card and self._fresh and seat is not None and seat in s.humans() \
                and seat not in self._cards_seen and s.needs_pass() is None and not s.over() \
                and self.role_button is not None:
            self._cards_seen.add(seat)
            self.open_role_card()
        if self.card_seat is None:
            if self._card_button is not None:
                self._card_button.kill()
                self._card_button = None
            return
        if self._card_button is None:
            rect = self.card_rect()
            text = t("learn.card.close")
            w = max(120, self.app.font(18).size(text)[0] + 34)
            self._card_button = pygame_gui.elements.UIButton(
                pygame.Rect(rect.right - w - 12, rect.bottom - 44, w, 36), text,
                self.app.manager, container=self.root, starting_height=4,
                tool_tip_text=t("table.key", shortcut="Enter"),
                command=lambda: self.defer(self.close_role_card))

    # ------------------------------------------------------------ hints
    def _hint_key(self) -> tuple[int, int] | None:
        """What a hint is asked for: (the length of the viewer's log, their seat). Moves
        the viewer cannot see (other seats' secret votes) keep it; news changes it."""
        seat = self.my_turn()
        if seat is not None and seat != self.session.viewer():
            return None   # an open vote: a hint would say a seat's secrets to the table
        return None if seat is None else (len(self.session.view_for(seat)["log"]), seat)

    def can_hint(self) -> bool:
        """Hints are on for this game and the viewer owes a move now (their own turn,
        in pass-and-play too: the hint reads only their view)."""
        return self._learn_ready and self.hints_allowed and self._hint_key() is not None \
            and self.session.looking() is None and not self.session.showing_results() \
            and bool(self.session.legal(self.session.viewer() or 0))

    def ask_hint(self) -> None:
        """Ask the game's hard bot, in the viewer's seat and view, in a worker thread."""
        key = self._hint_key()
        if key is None or not self.can_hint():
            return
        if self.hint is not None and self.hint.key == key:
            return
        seat = key[1]
        s = self.session
        s.record.hints = getattr(s.record, "hints", 0) + 1   # the game is marked
        self._asker.ask(s.record.game, s.view_for(seat), s.legal(seat),
                        f"{s.record.seed}:{s.turn}:{seat}", key)
        self._actions_key = None   # the button greys out while the bot thinks

    def add_hint_button(self) -> None:
        """The hint button, right-aligned in the action bar when it fits."""
        if not self.can_hint():
            return
        font = self.app.font(18)
        for text in (t("learn.hint.button"), t("learn.hint.button_short")):
            w = font.size(text)[0] + 30
            if self._action_x + w <= self.action_rect.width:
                break
        else:
            return
        rect = pygame.Rect(self.action_rect.right - w, self.action_rect.y + 6, w,
                           self.action_rect.height - 12)
        key = self._hint_key()
        thinking = key is not None and self._asker.busy(key)
        button = pygame_gui.elements.UIButton(
            rect, text, self.app.manager, container=self.root,
            tool_tip_text=t("learn.hint.tip", shortcut=HINT_CHAR),
            command=lambda: self.defer(self.ask_hint))
        if thinking or (self.hint is not None and self.hint.key == key):
            button.disable()
        self._actions.append(button)
        self.explain("hint", rect, "learn.zone.hint", shortcut=HINT_CHAR)

    def _poll_hint(self, dt: float) -> None:
        self._hint_fail = max(0.0, self._hint_fail - dt)
        key = self._hint_key()
        if self.hint is not None and self.hint.key != key:
            self.hint, self.hint_move = None, None
            self._actions_key = None
        if key is None:
            self._asker.cancel()
            return
        got = self._asker.take(key)
        if got is None:
            if self._asker.failed:
                self._asker.failed = False
                self._hint_fail = HINT_FAIL_SECONDS
                self._actions_key = None
            return
        self.hint = ShownHint(key, got.move, reason_text(got, self.session.name),
                              suspicion_list(got))
        self.hint_move = got.move
        self._actions_key = None   # the button greys out
        self.show_hint(got.move)

    def hint_seats(self, move: Move) -> list[int]:
        """The seats a move names (a team, a target): ringed on the table."""
        out: list[int] = []
        for field in ("team", "target", "seats", "seat", "accuse", "pick_seat"):
            value = move.get(field)
            values = value if isinstance(value, list) else [value]
            out += [v for v in values if isinstance(v, int) and not isinstance(v, bool)
                    and 0 <= v < len(self.seat_pos)]
        return out

    def hint_button(self, move: Move) -> pygame_gui.elements.UIButton | None:
        """The action bar's button that plays ``move``, if there is one."""
        return next((b for m, b in self.action_moves if m == move and b.alive()), None)

    def hint_words(self, move: Move) -> str:
        """The move in words: its button's text, else ``describe_move``."""
        button = self.hint_button(move)
        return button.text if button is not None else self.describe_move(move)

    def hint_lines(self) -> list[tuple[str, str, bool]]:
        """The hint panel's lines: (text, colour, bold)."""
        hint = self.hint
        if hint is None:
            key = self._hint_key()
            if key is not None and self._asker.busy(key):
                return [(t("learn.hint.thinking"), "text_dim", False)]
            if self._hint_fail > 0:
                return [(t("learn.hint.none"), "text_dim", False)]
            return []
        lines = [(t("learn.hint.move", move=self.hint_words(hint.move)), "highlight", True),
                 (hint.reason, "text", False)]
        if hint.suspicion:
            pct = "\u00a0%" if language() == "fr" else "%"
            names = " · ".join(f"{self.session.name(seat)}\u00a0{p}{pct}"
                               for seat, p in hint.suspicion)
            lines.append((t("learn.hint.suspicion", list=names), "text_dim", False))
        return lines

    def hint_rect(self) -> pygame.Rect | None:
        """Where the hint panel is drawn: over the top of the log (its oldest lines)."""
        lines = self.hint_lines()
        if not lines or self.texts is None:
            return None
        return self._hint_panel(lines)[1]

    def _hint_panel(self, lines: list[tuple[str, str, bool]]
                    ) -> tuple[list[pygame.Surface], pygame.Rect]:
        assert self.texts is not None
        r = self.log_rect
        width = r.width - 20
        blocks = [self.texts.block(text, width, ((15, 3), (14, 4), (13, 6)), fg, bold, "left")
                  for text, fg, bold in lines]
        h = sum(b.get_height() + 4 for b in blocks) + 12
        return blocks, pygame.Rect(r.x + 2, r.y + 38, r.width - 4, h)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        lines = self.hint_lines()
        if not lines or self._rules is not None:
            return
        if self.hint is not None:
            for seat in self.hint_seats(self.hint.move):
                pos = self.seat_pos[seat]
                pygame.draw.circle(surface, colour("highlight"), pos, self.seat_r + 15, 3)
            button = self.hint_button(self.hint.move)
            if button is not None:
                draw_focus_ring(surface, button.rect, colour("highlight"))
        blocks, box = self._hint_panel(lines)
        pygame.draw.rect(surface, colour("panel"), box, border_radius=8)
        pygame.draw.rect(surface, colour("highlight"), box, 2, border_radius=8)
        y = box.y + 7
        for block in blocks:
            surface.blit(block, (box.x + 10, y))
            y += block.get_height() + 4
