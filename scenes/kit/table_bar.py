"""The table's top bar: the Menu, Rules, Talk and Hide buttons, the history button
in the log's header, and what they open (the pause menu and the history grid by name
through the app; the rules over the board; the talk menu under its button)."""
from __future__ import annotations

import pygame
import pygame_gui

from .. import catalog
from ..i18n import t
from ..shell.rules_view import RulesPanel
from .table_frame import TALK_ROW
from .table_hooks import TableHooks
from .talk_menu import TalkMenu
from .zones import CARD_KEY_NAME, ZONE_KEY_NAME


class TableBar(TableHooks):
    """The top bar and its overlays; see ``TableScene``."""

    _rules_text: RulesPanel   # the text inside ``_rules`` while the rules are open

    def build_bar(self) -> None:
        m = self.app.manager
        bw, gap = (96, 6) if self.app.size[0] >= 1000 else (74, 4)
        x = self.top_rect.right - bw
        y = self.top_rect.y
        self.menu_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, bw, 32), t("table.menu"), m, container=self.root,
            tool_tip_text=t("table.menu_tip"), command=lambda: self.defer(self.open_menu))
        x -= bw + gap
        self.rules_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, bw, 32), t("table.rules"), m, container=self.root,
            tool_tip_text=t("table.rules_tip") + "<br>" + t("learn.bar_zones", shortcut=ZONE_KEY_NAME),
            command=lambda: self.defer(self.open_rules))
        x -= bw + gap
        self.talk_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, bw, 32), t("table.talk"), m, container=self.root,
            tool_tip_text=t("table.talk_tip"), command=lambda: self.defer(self.toggle_talk))
        if not self.HAS_TALK:
            self.talk_button.hide()
        left = self.talk_button.rect.x
        # the button font (18): the whole words inside; a short label on narrow windows
        hide = t("table.hide") if self.app.size[0] >= 1000 else t("tablekit.hide_short")
        hide_w = max(bw, self.app.font(18).size(hide)[0] + 28)
        x -= hide_w + gap
        self.hide_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, hide_w, 32), hide, m, container=self.root,
            tool_tip_text=t("table.hide_tip"), command=lambda: self.defer(self.hide_private))
        self.history_button = self._history_button()
        self.role_button = self._role_button()
        self.status_width = x - self.top_rect.x - 10
        self._bar_x = x   # the Hide button is shown only in pass-and-play
        self._bar_full = left - self.top_rect.x - 10
        if self.HAS_TALK:
            self.explain("talk", self.talk_button.rect, "learn.zone.talk")

    def _history_button(self) -> pygame_gui.elements.UIButton | None:
        """The small "Votes" button in the log's header, if the game keeps a history."""
        if self.history(self.session.viewer_view()) is None:
            return None
        text = t("tablekit.history.open")
        width = self.app.font(15).size(text)[0] + 22
        rect = self.log_rect
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect.right - width - 6, rect.y + 5, width, 26), text, self.app.manager,
            container=self.root, tool_tip_text=t("tablekit.history.tip"),
            command=lambda: self.defer(self.open_history))

    def _role_button(self) -> pygame_gui.elements.UIButton | None:
        """The small "My role" button in the log's header (left of "Votes"), when the
        game gives role cards and someone plays at this device."""
        if not self.has_role_cards():
            return None
        text = t("learn.card.button")
        width = self.app.font(15).size(text)[0] + 22
        rect = self.log_rect
        right = self.history_button.rect.x - 4 if self.history_button is not None \
            else rect.right - 6
        button = pygame_gui.elements.UIButton(
            pygame.Rect(right - width, rect.y + 5, width, 26), text, self.app.manager,
            container=self.root,
            tool_tip_text=t("learn.card.button_tip", shortcut=CARD_KEY_NAME),
            command=lambda: self.defer(self.toggle_role_card))
        self.explain("role", button.rect, "learn.zone.role", shortcut=CARD_KEY_NAME)
        return button

    def open_history(self) -> None:
        """The vote history grid (the registry's ``open_history``)."""
        self.app.call("open_history", self)

    def open_menu(self) -> None:
        self._close_talk()
        self.app.open("pause", session=self.session)

    def open_rules(self) -> None:
        """The rules over the board (public text only), with their table of contents,
        at ``rules_section()`` (what is on screen now). Already open: back to that
        section if the reader went elsewhere, else closed."""
        self._close_talk()
        self.close_role_card()
        section = self.rules_section()
        if self._rules is not None:
            if section in self._rules_text.anchors \
                    and self._rules_text.current_section() != section:
                self._rules_text.show_section(section)
            else:
                self._close_rules()
            return
        b = self.board_rect   # down to its bottom: the last-move line must not peek out
        rect = pygame.Rect(b.x + 10, b.y + 4, b.width - 20, b.height - 4)
        self._rules = pygame_gui.elements.UIPanel(rect, starting_height=6,
                                                  manager=self.app.manager, container=self.root)
        self._rules_text = RulesPanel(self._rules, pygame.Rect(0, 0, rect.width - 6,
                                                               rect.height - 52),
                                      self.session.game.id, self.app.manager, app=self.app,
                                      section=section, toc=True)
        self._rules_close = pygame_gui.elements.UIButton(
            pygame.Rect(rect.width - 140, rect.height - 46, 130, 38), t("table.close"),
            self.app.manager, container=self._rules,
            command=lambda: self.defer(self._close_rules))

    # ------------------------------------------------------------ the role card
    def has_role_cards(self) -> bool:
        """Does this game give role cards, and is someone at the device to read one?"""
        return catalog.role_card_fn(self.session.record.game) is not None \
            and bool(self.session.humans())

    def toggle_role_card(self) -> None:
        """The Role button and key: the viewer's card, open or closed."""
        if self.card_seat is not None:
            self.close_role_card()
        else:
            self.open_role_card()

    def open_role_card(self) -> bool:
        """Show the viewer's card (only a human viewer's, from their own view); False
        when there is none to show."""
        seat = self.session.viewer()
        if seat is None or seat not in self.session.humans() or self.session.needs_pass() is not None:
            return False
        if self.role_card_for(seat) is None:
            return False
        self._close_talk()
        self._close_rules()
        self.card_seat = seat
        return True

    def close_role_card(self) -> None:
        self.card_seat = None

    def _close_rules(self) -> None:
        if self._rules is not None:
            self._rules.kill()
            self._rules = None

    def hide_private(self) -> None:
        self._close_talk()
        self.close_role_card()
        if self.session.looking() is not None:
            self.session.done_looking()
        else:
            self.session.hide()
        self._actions_key = None

    def toggle_talk(self) -> None:
        if self._talk_list is not None:
            self._close_talk()
            return
        seat = self.session.viewer()
        if seat is None or seat not in self.session.humans():
            return
        moves = self.session.talk(seat)
        if not moves:
            return
        self._talk_menu = TalkMenu(self.talk_menu(moves),
                                   lambda what: t("table.talk_back", what=what))
        self._show_talk()

    def _show_talk(self) -> None:
        """The talk menu's current step as a list under the Talk button."""
        menu = self._talk_menu
        if menu is None:
            return
        if self._talk_list is not None:
            self._talk_list.kill()
        self._talk_moves = dict(menu.entries())
        h = min(self.board_rect.height - 20, TALK_ROW * len(self._talk_moves) + 6)
        right = self.talk_button.rect.right
        rect = pygame.Rect(0, 0, min(420, right - self.board_rect.x - 4), h)
        rect.topright = (right, self.talk_button.rect.bottom + 4)
        self._talk_list = pygame_gui.elements.UISelectionList(
            rect, list(self._talk_moves), self.app.manager, container=self.root,
            starting_height=5, object_id=pygame_gui.core.ObjectID(object_id="#talk_list"))
        self._show_talk_cursor()

    def _show_talk_cursor(self) -> None:
        """The keyboard cursor as the list's selection, scrolled into sight."""
        menu, widget = self._talk_menu, self._talk_list
        if menu is None or widget is None or menu.cursor is None:
            return
        for i, item in enumerate(widget.item_list):
            item["selected"] = i == menu.cursor
            button = item["button_element"]
            if button is not None:
                button.select() if i == menu.cursor else button.unselect()
        bar = widget.scroll_bar
        if bar is not None:
            shown = widget.item_list_container.rect.height
            total = max(1, TALK_ROW * len(widget.item_list))
            top = bar.start_percentage * total
            row = menu.cursor * TALK_ROW
            if row < top or row + TALK_ROW > top + shown:
                bar.set_scroll_from_start_percentage(
                    min(max(0, row - shown // 2) / total, 1 - shown / total))

    def say(self, text: str) -> None:
        """A talk list entry picked: a statement is made, a step opens or closes."""
        menu = self._talk_menu
        move = menu.pick(text) if menu is not None else None
        if move is None and menu is not None and text in self._talk_moves:
            self._show_talk()
            return
        self._close_talk()
        seat = self.session.viewer()
        if move is None or seat is None:
            return
        try:
            self.session.submit(seat, move)
        except Exception as exc:
            self.show_error(exc)

    def _talk_key(self, key: int) -> bool:
        """Up, Down, Enter and Backspace (or Left) in an open talk menu; True if used."""
        menu = self._talk_menu
        if menu is None or self._talk_list is None:
            return False
        if key in (pygame.K_UP, pygame.K_DOWN):
            menu.move(1 if key == pygame.K_DOWN else -1)
            self._show_talk_cursor()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            label = menu.at_cursor()
            if label is not None:
                self.defer(lambda: self.say(label))
        elif key in (pygame.K_BACKSPACE, pygame.K_LEFT):
            if menu.back():
                self._show_talk()
        else:
            return False
        return True
