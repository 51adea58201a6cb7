"""What every full-window menu shares (``MenuScene``); the title and pause menus
(``scenes.shell.menus``) and the settings, statistics, load and rules menus build on it."""
from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton, UIPanel

from ..kit import ui
from .base import Scene


class MenuScene(Scene):
    """A full-window menu: backdrop, a heading, a group of buttons, Esc goes back."""

    heading = ""
    buttons: ui.Buttons | None = None

    def back(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons is not None and self.buttons.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not ui.typing(self.app.manager):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        ui.draw_background(surface)

    def pause(self) -> None:
        ui.pause_under(self)

    def add_heading(self, root: UIPanel, y: int, text: str | None = None) -> int:
        w, _ = self.app.size
        ui.label(root, text or self.heading, pygame.Rect(40, y, w - 80, 56), "#heading")
        return y + 64

    def add_back(self, root: UIPanel, group: ui.Buttons, y: int | None = None) -> UIButton:
        w, h = self.app.size
        y = h - ui.BUTTON_H - 24 if y is None else y
        b = ui.button(root, "bluffbox.ui.back", pygame.Rect((w - 220) // 2, y, 220, ui.BUTTON_H),
                      shortcut="B")
        return group.add(b, self.back, "B")
