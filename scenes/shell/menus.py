"""The shell's menus: title and pause, and what every menu shares.

The settings, statistics, load and rules menus live in their own modules
(``settings_menu``, ``stats_menu``, ``load_menu``, ``rules_view``); the title opens
them by name through the app (``scenes/shell/registry.py``), which imports a
module when it is first opened: the title menu shows before the rules layer and
the game scenes are imported.
"""
from __future__ import annotations

import logging

import pygame

from ..i18n import t
from ..kit import ui
from .error_text import error_text, save_error
from .menu_base import MenuScene
from .pause_menu import PauseMenu, session_record

__all__ = ["MenuScene", "PauseMenu", "TitleMenu", "session_record"]

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
        self.check_autosave()
        root = self.make_root()
        w, h = self.app.size
        can_continue = self.has_autosave
        items = [
            ui.Item("bluffbox.menu.new_game", self.new_game, "N"),
            ui.Item("bluffbox.menu.continue", self.continue_game, "C", enabled=can_continue),
            ui.Item("bluffbox.menu.load", lambda: self.app.open("load"), "L"),
            ui.Item("bluffbox.menu.stats", lambda: self.app.open("stats"), "S"),
            ui.Item("bluffbox.menu.settings", lambda: self.app.open("settings"), "O"),
            ui.Item("bluffbox.menu.rules", lambda: self.app.open("rules"), "R"),
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
        self.app.open("picker")

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
        self.app.call("open_record", record)

    def discard_autosave(self) -> None:
        from saves import slots
        slots.clear_autosave()
        self.app.replace(TitleMenu())
