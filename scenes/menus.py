"""The shell's menus: title and pause, and what every menu shares.

The settings, statistics, load and rules menus live in their own modules
(``settings_menu``, ``stats_menu``, ``load_menu``, ``rules_view``); they build on
``MenuScene`` here, so they are imported inside the methods that open them. The
game scenes are reached lazily too (``scenes.picker``, ``scenes.play``) so the
title menu shows before the rules layer is imported.
"""
from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

import pygame
from pygame_gui.elements import UIPanel

from saves.names import MAX_SAVE_NAME, clean_name

from . import ui
from .base import Scene
from .catalog import title as game_name
from .error_text import error_text, save_error
from .i18n import t
from .menu_base import MenuScene

log = logging.getLogger("bluffbox.menus")

# ---------------------------------------------------------------------------
# Title
# ---------------------------------------------------------------------------

class TitleMenu(MenuScene):
    """New game, Continue, Load, Statistics, Settings, Rules, Quit."""

    def __init__(self) -> None:
        self.has_autosave = False

    def check_autosave(self) -> None:
        """Only whether the file is there: reading it means replaying the game, which
        waits for a click on Continue (the title must show at once)."""
        try:
            from saves import paths
            self.has_autosave = paths.autosave_path().is_file()
        except (ImportError, OSError):
            log.warning("no autosave location: Continue is off", exc_info=True)
            self.has_autosave = False

    def enter(self) -> None:
        from .load_menu import LoadMenu
        from .rules_view import RulesMenu
        from .settings_menu import SettingsMenu
        from .stats_menu import StatsMenu
        self.check_autosave()
        root = self.make_root()
        w, h = self.app.size
        can_continue = self.has_autosave
        items = [
            ui.Item("bluffbox.menu.new_game", self.new_game, "N"),
            ui.Item("bluffbox.menu.continue", self.continue_game, "C", enabled=can_continue),
            ui.Item("bluffbox.menu.load", lambda: self.app.push(LoadMenu()), "L"),
            ui.Item("bluffbox.menu.stats", lambda: self.app.push(StatsMenu()), "S"),
            ui.Item("bluffbox.menu.settings", lambda: self.app.push(SettingsMenu()), "O"),
            ui.Item("bluffbox.menu.rules", lambda: self.app.push(RulesMenu()), "R"),
            ui.Item("bluffbox.menu.quit", self.app.quit, "Q"),
        ]
        bh = 44 if h < 700 else 48
        block = 84 + 34 + 24 + ui.column_height(len(items), bh)
        y = max(16, (h - block) // 2 - 10)
        ui.label(root, "BluffBox", pygame.Rect(0, y - 6, w, 96), "#title")
        # the app icon left of the title (drawn in draw(); widgets cannot hold it)
        side = 76 if h >= 700 else 64
        text_w = self.app.font(64, bold=True).size("BluffBox")[0]
        self.icon_rect = pygame.Rect(0, 0, side, side)
        self.icon_rect.midright = (w // 2 - text_w // 2 - 18, y - 6 + 48)
        ui.label(root, "bluffbox.menu.tagline", pygame.Rect(20, y + 80, w - 40, 30), "#tagline")
        self.buttons = ui.column(root, self.app, items, y + 84 + 34 + 24, height=bh)
        self.buttons.focus_first()

    def draw(self, surface: pygame.Surface) -> None:
        ui.draw_background(surface)
        rect = getattr(self, "icon_rect", None)
        if rect is not None:
            try:
                surface.blit(self.app.image("icon.png", rect.size), rect)
            except (FileNotFoundError, pygame.error):
                pass  # the title reads fine without it

    def back(self) -> None:
        """Esc on the title screen does nothing: Quit is one key away (Q)."""

    def new_game(self) -> None:
        picker = ui.lazy(self.app, "scenes.picker")
        if picker is not None:
            self.app.push(picker.GamePicker())

    def continue_game(self) -> None:
        from saves import slots
        try:
            record = slots.load_autosave()
        except save_error() as exc:
            ui.confirm(self.app, t("bluffbox.menu.autosave_bad", error=ui.escape(error_text(exc))),
                       self.discard_autosave, yes="bluffbox.menu.discard", no="bluffbox.ui.cancel")
            return
        if record is None:  # gone meanwhile
            self.app.replace(TitleMenu())
            return
        ui.open_record(self.app, record)

    def discard_autosave(self) -> None:
        from saves import slots
        slots.clear_autosave()
        self.app.replace(TitleMenu())


# ---------------------------------------------------------------------------
# Pause
# ---------------------------------------------------------------------------

def session_record(session: Any) -> Any:
    """The saves.Record behind a game session (or the session itself if it is one)."""
    return getattr(session, "record", session)


class PauseMenu(Scene):
    """Over a game: Resume, Save as, Settings, Rules, Quit to menu (the autosave stays)."""

    overlay = True

    def __init__(self, session: Any) -> None:
        self.session = session
        self.buttons: ui.Buttons | None = None

    @property
    def game_id(self) -> str | None:
        rec = session_record(self.session)
        return getattr(rec, "game", None) or getattr(self.session, "game_id", None)

    def enter(self) -> None:
        from .rules_view import RulesMenu
        from .settings_menu import SettingsMenu
        root = ui.overlay_root(self, "#pause_root")  # nearly opaque: hides private cards
        w, h = self.app.size
        items = [
            ui.Item("bluffbox.pause.resume", self.resume_game, "P"),
            ui.Item("bluffbox.pause.save_as", self.save_as, "S"),
            ui.Item("bluffbox.menu.settings", lambda: self.app.push(SettingsMenu()), "O"),
            ui.Item("bluffbox.menu.rules", lambda: self.app.push(RulesMenu(self.game_id)), "R"),
            ui.Item("bluffbox.pause.quit_to_menu", self.quit_to_menu, "Q"),
        ]
        width = min(400, w - 80)
        height = 24 + 56 + 16 + ui.column_height(len(items)) + 28
        card = ui.centred(width + 60, height, (w, h))
        UIPanel(card, manager=self.app.manager, container=root, object_id=ui.oid("#dialog", "@dialog"))
        ui.label(root, "bluffbox.pause.title", pygame.Rect(card.x, card.y + 20, card.w, 56), "#heading")
        self.buttons = ui.column(root, self.app, items, card.y + 24 + 56 + 16, width=width)
        self.buttons.focus_first()

    def pause(self) -> None:
        ui.pause_under(self)

    def resume_game(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def default_name(self) -> str:
        gid = self.game_id
        return f"{game_name(gid) if gid else 'BluffBox'} {datetime.now():%Y-%m-%d %H.%M}"

    def save_as(self) -> None:
        def check(name: str) -> str | None:
            return t("bluffbox.pause.name_empty") if not clean_name(name, MAX_SAVE_NAME) else None
        self.app.push(ui.PromptDialog(t("bluffbox.pause.save_prompt"), self.default_name(), self.save,
                                      check=check, title=t("bluffbox.pause.save_as")))

    def save(self, name: str) -> None:
        try:
            from saves import slots
            name = clean_name(name, MAX_SAVE_NAME)
            slots.save(session_record(self.session), name)
        except (save_error(), OSError) as exc:
            ui.message(self.app, t("bluffbox.pause.save_failed", error=ui.escape(error_text(exc))))
            return
        ui.message(self.app, t("bluffbox.pause.saved", name=ui.escape(name)))

    def quit_to_menu(self) -> None:
        self.app.reset(TitleMenu())

    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons is not None and self.buttons.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
