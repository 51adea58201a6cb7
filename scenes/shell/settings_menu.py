"""The settings menu: language, volume, sound, animation speed, fullscreen, colour-blind
seats, hints (after a player's first game of each game, where they are always on)."""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider, UILabel, UIPanel

from .. import i18n
from ..kit import ui
from .menu_base import MenuScene

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")


class SettingsMenu(MenuScene):
    """Every change is applied and saved at once (volume when the slider rests)."""

    heading = "bluffbox.settings.title"
    SAVE_DELAY = 0.4

    def __init__(self) -> None:
        self.slider: UIHorizontalSlider | None = None
        self.volume_label: UILabel | None = None
        self.pending_save: float | None = None
        self.focus: int | None = None
        self.no_sound: UILabel | None = None  # the "no sound device" line, when there is none

    def rows(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """(label key, settings field, [(choice key, value)]) for each choice row."""
        on_off = [("bluffbox.settings.on", True), ("bluffbox.settings.off", False)]
        sound = [("bluffbox.settings.sound", "sound", on_off)] if self.app.audio_available() else []
        return [
            ("bluffbox.settings.language", "language",
             [("bluffbox.settings.lang_en", "en"), ("bluffbox.settings.lang_fr", "fr")]),
            *sound,
            ("bluffbox.settings.animation", "animation_speed",
             [(f"bluffbox.settings.speed_{s}", s) for s in ANIMATION_SPEEDS]),
            ("bluffbox.settings.fullscreen", "fullscreen", on_off),
            ("bluffbox.settings.colourblind", "colourblind", on_off),
            ("learn.settings.hints", "hints", on_off),
        ]

    def current(self, field: str) -> Any:
        if field == "language":
            return i18n.language()
        if field == "fullscreen":
            return self.app.fullscreen
        return getattr(self.app.settings, field, None)

    def enter(self) -> None:
        root = self.make_root()
        w, h = self.app.size
        self.buttons = ui.Buttons(self.app)
        self.grid: list[list[int]] = []  # button indices per row, for the arrow keys
        rows = self.rows()
        row_h, gap = 44, 12 if h >= 700 else 8
        block = 64 + (len(rows) + 1) * (row_h + gap) + 16 + ui.BUTTON_H
        y = max(16, (h - block) // 2)
        y = self.add_heading(root, y)
        width = min(760, w - 60)
        x0 = (w - width) // 2
        label_w = min(230, width // 3)
        ctl_x, ctl_w = x0 + label_w + 16, width - label_w - 16
        for label_key, field, choices in rows[:1]:
            self.choice_row(root, label_key, field, choices, pygame.Rect(x0, y, width, row_h), label_w)
            y += row_h + gap
        if self.app.audio_available():  # volume: slider and its value
            ui.label(root, "bluffbox.settings.volume", pygame.Rect(x0, y, label_w, row_h), "#field")
            volume = int(round(100 * float(getattr(self.app.settings, "volume", 0.8))))
            self.slider = UIHorizontalSlider(pygame.Rect(ctl_x, y + 6, ctl_w - 80, row_h - 12), volume,
                                             (0, 100), manager=self.app.manager, container=root,
                                             click_increment=5)
            self.volume_label = ui.label(root, f"{volume} %", pygame.Rect(ctl_x + ctl_w - 72, y, 72, row_h),
                                         "#field")
        else:  # no device: say so, and offer no control that would do nothing
            self.slider = self.volume_label = None
            ui.label(root, "bluffbox.settings.sound", pygame.Rect(x0, y, label_w, row_h), "#field")
            self.no_sound = ui.label(root, "bluffbox.settings.sound_unavailable",
                                     pygame.Rect(ctl_x, y, ctl_w, row_h), "#field")
        y += row_h + gap
        for label_key, field, choices in rows[1:]:
            self.choice_row(root, label_key, field, choices, pygame.Rect(x0, y, width, row_h), label_w)
            y += row_h + gap
        self.add_back(root, self.buttons, y + 8)
        self.grid.append([len(self.buttons.items) - 1])
        if self.focus is not None and self.focus < len(self.buttons.items):
            self.buttons.set_focus(self.focus)

    def choice_row(self, root: UIPanel, label_key: str, field: str, choices: list[tuple[str, Any]],
                   rect: pygame.Rect, label_w: int) -> None:
        assert self.buttons is not None
        ui.label(root, label_key, pygame.Rect(rect.x, rect.y, label_w, rect.h), "#field")
        x = rect.x + label_w + 16
        avail = rect.w - label_w - 16
        bw = min(150, (avail - ui.GAP * (len(choices) - 1)) // len(choices))
        now = self.current(field)
        row = []
        for key, value in choices:
            chosen = value == now
            b = pygame_gui.elements.UIButton(pygame.Rect(x, rect.y, bw, rect.h), key, manager=self.app.manager, container=root,
                            object_id=ui.oid("#chosen" if chosen else None, "@choice"))
            row.append(len(self.buttons.items))
            self.buttons.add(b, self.setter(field, value))
            x += bw + ui.GAP
        self.grid.append(row)

    def setter(self, field: str, value: Any) -> Callable[[], None]:
        def apply() -> None:
            if field == "language":
                self.app.lang_override = None  # chosen here: beats --lang
            self.change(**{field: value})
        return apply

    def change(self, save: bool = True, **changes: Any) -> None:
        assert self.buttons is not None
        self.focus = self.buttons.focus
        settings = dataclasses.replace(self.app.settings, **changes) \
            if dataclasses.is_dataclass(self.app.settings) else self.app.settings
        if not dataclasses.is_dataclass(settings):
            for k, v in changes.items():
                setattr(settings, k, v)
        self.app.apply_settings(settings, save=save)
        if save and self.app.top is self and self.root is not None and "volume" not in changes:
            self.leave()
            self.enter()

    def update(self, dt: float) -> None:
        if self.pending_save is not None:
            self.pending_save -= dt
            if self.pending_save <= 0:
                self.flush()

    def flush(self) -> None:
        if self.pending_save is not None:
            self.pending_save = None
            self.app.apply_settings(self.app.settings, save=True)

    def arrow(self, key: int) -> bool:
        """Up/Down: previous/next row (on its chosen value); Left/Right: within a row;
        -/+: volume."""
        assert self.buttons is not None
        if key in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            if self.slider is None:
                return False  # no sound device: no volume to change
            step = -5 if key in (pygame.K_MINUS, pygame.K_KP_MINUS) else 5
            now = int(round(100 * float(getattr(self.app.settings, "volume", 0.8))))
            value = max(0, min(100, now + step))
            if self.slider is not None:
                self.slider.set_current_value(value)
            self.set_volume(value)
            return True
        focus = self.buttons.focus
        where = next(((r, row.index(focus)) for r, row in enumerate(self.grid) if focus in row), None)
        if key in (pygame.K_UP, pygame.K_DOWN):
            r = -1 if where is None and key == pygame.K_DOWN else (where[0] if where else 0)
            r = (r + (1 if key == pygame.K_DOWN else -1)) % len(self.grid)
            row = self.grid[r]
            chosen = [i for i in row if "#chosen" in self.buttons.items[i][0].object_ids]
            self.buttons.set_focus(chosen[0] if chosen else row[0])
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and where is not None:
            row = self.grid[where[0]]
            c = max(0, min(len(row) - 1, where[1] + (1 if key == pygame.K_RIGHT else -1)))
            self.buttons.set_focus(row[c])
            return True
        return False

    def set_volume(self, value: int) -> None:
        if self.volume_label is not None:
            self.volume_label.set_text(f"{value} %")
        self.change(save=False, volume=value / 100.0)
        self.pending_save = self.SAVE_DELAY

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and not ui.typing(self.app.manager) and self.arrow(event.key):
            return
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.slider:
            self.set_volume(int(event.value))
            return
        super().handle(event)

    def leave(self) -> None:
        self.flush()
        super().leave()

    def back(self) -> None:
        self.flush()
        self.app.play_sound("click")
        self.app.pop()
