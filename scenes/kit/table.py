"""TableScene: the base every game scene extends.

Layout derives from the window size: a top bar (whose move it is, and the Menu,
Rules, Talk and Hide buttons), the board in the middle with the seats placed around
an ellipse, a scrolling log on the right and an action bar at the bottom.

What may be drawn comes from ``session.viewer()`` only: while the device must be
passed or bots are acting in pass-and-play, the scene draws the public view, and a
pass-the-device scene (opaque) is pushed before anything private shows.

TableScene is built in layers, one module each: ``table_frame`` (state, geometry,
the action bar's API), ``table_hooks`` (what a game scene overrides: ``draw_board``,
``seat_status``, ``describe``, ``build_actions``, ``handle_board_click``...),
``table_bar`` (the top bar and what it opens), ``table_paint`` (drawing),
``table_learn`` (explanation zones, the role card, hints) and this module (life
cycle, input, the session's turns). Other scenes are opened by name through the app
(``self.app.open("pause", session=...)``).

The learning APIs a game scene uses: ``self.explain(name, rect, key, **params)``,
``self.explanations()``, ``self.zone_rect(name)`` (scenes/kit/zones.py); hooks
``rules_section()`` (F1), ``role_card_for(seat)`` (default: the manifest's
``role_card``), ``show_hint(move)`` with ``self.hint_move`` (the hinted move, None
once it is gone).
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from .. import catalog
from ..i18n import t
from ..shell.session import BOT_DELAY
from ..shell.undo import can_take_back, take_back as take_back_move, why_not as why_not_undo
from .table_frame import (
    ACTION_BAR,
    BACKDROPS,
    LAST_MOVE_TRIES,
    LONGEST_ANIMATION,
    MARGIN,
    STATUS_BAR_TRIES,
    STATUS_TRIES,
    TALK_ROW,
    TOP_BAR,
)
from .table_learn import TableLearn
from .text import TextCache

__all__ = ["ACTION_BAR", "BACKDROPS", "LAST_MOVE_TRIES", "LONGEST_ANIMATION", "MARGIN",
           "STATUS_BAR_TRIES", "STATUS_TRIES", "TALK_ROW", "TOP_BAR", "TableScene"]


class TableScene(TableLearn):
    """Base of the game scenes. ``session`` is a scenes.shell.session.Session."""

    # ------------------------------------------------------------ life cycle
    def enter(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.make_root()
        with self.zones.layer("layout"):
            self.layout()
            self.build_bar()
        self._learn_enter()
        self._actions_key = None
        if not self._started:
            self._started = True
            if catalog.START in self.manifest.private_rounds and self.session.turn == 0:
                self.session.reveal_round()

    def leave(self) -> None:
        # quit to the menu, window closed, error screen: the last move must be on disk
        self.session.flush_autosave()
        self.session.close()   # the bot thread goes with the scene (a new one starts if it comes back)
        self._close_talk()
        self._close_rules()
        self._learn_leave()
        self._actions = []
        super().leave()

    def resume(self) -> None:
        super().resume()
        self._actions_key = None
        # the settings may have changed under the pause menu
        speed = getattr(self.app.settings, "animation_speed", "normal")
        self.session.delay = BOT_DELAY.get(speed, self.session.delay)
        self._static = None

    # ------------------------------------------------------------ moves
    def _rebuild_actions(self) -> None:
        with self.zones.layer("actions"):
            self._build_action_bar()

    def _build_action_bar(self) -> None:
        for widget in self._actions:
            widget.kill()
        self._actions = []
        self.action_moves = []
        self._action_keys = {}
        self._action_x = 0
        view = self.session.viewer_view()
        if self.session.over():
            return
        if self.session.showing_results():
            self.action_label(t("table.results_shown"))
            self.action_button(t("table.continue"), self.session.release_results,
                               key=pygame.K_RETURN)
            return
        looking = self.session.looking()
        if looking is not None and not (self.session.acts_in_look() and self.my_turn() is not None):
            self.action_label(t("table.looking", name=self.session.name(looking)))
            left = self.session.look_left()
            text = t("table.done_looking") if left <= 0 else \
                t("table.done_in", seconds=math.ceil(left))
            self.action_button(text, self.session.done_looking, key=pygame.K_RETURN,
                               enabled=self.session.can_finish_look())
            return
        seat = self.my_turn()
        legal = self.session.legal(seat) if seat is not None else []
        self.build_actions(view, legal)
        if can_take_back(self.session, self.session.viewer()):
            self.action_button(t("tablekit.undo"), self.take_back, tip=t("tablekit.undo_tip"),
                               key=pygame.K_u)
        self.add_hint_button()

    def take_back(self) -> None:
        """The Undo button: the viewer's last move, when it revealed nothing."""
        viewer = self.session.viewer()
        record = self.session.record
        move = record.actions[-1][1] if record.actions else {}
        if viewer is not None and take_back_move(self.session, viewer):
            self.selected = self.picks_of(move)
            self._actions_key = None
        else:   # "Can't undo: the result is already revealed", never nothing at all
            self.flash = (t("saving." + why_not_undo(self.session, viewer)), self._clock + 4.0)

    # ------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> None:
        self.learn_mouse(event)
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION \
                and event.ui_element is self._talk_list:
            text = event.text
            self.defer(lambda: self.say(text))
            return
        if event.type == pygame.KEYDOWN:
            if self._talk_key(event.key) or self.learn_key(event):
                return
            if event.key == pygame.K_ESCAPE:
                if self._talk_list is not None:
                    self._close_talk()
                elif self._rules is not None:
                    self.defer(self._close_rules)
                else:
                    self.defer(self.open_menu)
            elif event.key == pygame.K_F1:
                self.defer(self.open_rules)
            elif event.key == pygame.K_t and self.HAS_TALK:
                self.defer(self.toggle_talk)
            elif event.key == pygame.K_h:
                self.defer(self.hide_private)
            elif event.key == pygame.K_v and self.history_button is not None:
                self.defer(self.open_history)
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                page = self.log_panel.visible_count() - 1
                self.log_panel.scroll_by(page if event.key == pygame.K_PAGEUP else -page)
            elif event.key in self._action_keys:
                self.defer(self._action_keys[event.key])
            elif event.key == pygame.K_u:       # no Undo button now: take_back says why
                self.defer(self.take_back)
            elif event.key == pygame.K_SPACE:
                self.session.skip_wait()
                self.timeline.skip()
            return
        if self.log_panel.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.learn_click(event.pos):
                return
            if self._talk_list is not None and not self._talk_list.rect.collidepoint(event.pos):
                self.defer(self._close_talk)
                return
            if self._rules is not None:
                return
            if self.board_rect.collidepoint(event.pos) and not self._over_widget(event.pos):
                pos = event.pos
                self.defer(lambda: self.handle_board_click(pos, self.session.viewer_view()))

    def update(self, dt: float) -> None:
        self._clock += dt
        self.timeline.tick(dt)
        while self._deferred:
            fn = self._deferred.pop(0)
            fn()
            if self.app.top is not self:
                return
        session = self.session
        # the table waits while the viewer reads their role card
        if self.card_seat is None and session.poll(dt):
            self.app.play_sound("card")
        if session.over():
            if not self._ended and not self.holding():
                self._ended = True
                self.app.game_over(session, type(self))
            return
        who = session.needs_pass()
        if who is not None:
            self._close_talk()
            self.app.open("pass_device", session=session, seat=who)
            return
        if session.last_bot_move is not None and session.moves_applied != self._highlight_seen:
            self._highlight_seen = session.moves_applied
            self._highlight_time = self.HIGHLIGHT
        self._highlight_time = max(0.0, self._highlight_time - dt)
        self._sync_card()
        self._poll_hint(dt)
        self._sync_log(session.viewer_view())
        new = self.timeline.feed(session.viewer_view()["log"])
        if new:
            self.on_log_events(new)
        key = (session.moves_applied, session.viewer(), session.looking(), len(self.selected),
               session.showing_results(), math.ceil(session.look_left()),
               tuple(self.selected), self.actions_extra_key())
        if key != self._actions_key:
            self._actions_key = key
            self._rebuild_actions()
            viewer = session.viewer()
            can_talk = viewer is not None and viewer in session.humans() \
                and bool(session.talk(viewer))
            self._set_enabled(self.talk_button, can_talk)
            if session.pass_and_play():
                self.hide_button.show()
                self._set_enabled(self.hide_button, viewer is not None)
            else:
                self.hide_button.hide()

    def animating(self) -> bool:
        s = self.session
        return (s.thinking() is not None or s.look_left() > 0 or self._highlight_time > 0
                or bool(self._deferred) or self.timeline.active(LONGEST_ANIMATION)
                or (self.flash is not None and self._clock < self.flash[1]))

    @staticmethod
    def _set_enabled(widget: pygame_gui.core.UIElement, on: bool) -> None:
        if on and not widget.is_enabled:
            widget.enable()
        elif not on and widget.is_enabled:
            widget.disable()
