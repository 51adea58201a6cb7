"""The shell's menus: title, pause, settings, statistics, load, rules.

The game scenes are reached lazily (``scenes.picker``, ``scenes.play``) so the
title menu shows before the rules layer is imported.
"""
from __future__ import annotations

import dataclasses
import logging
import re
from datetime import datetime
from pathlib import Path
from typing import Any, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel, UIPanel, UIScrollingContainer

from . import i18n, ui
from .base import Scene
from .i18n import t

log = logging.getLogger("bluffbox.menus")

RULES_DIR = Path(__file__).resolve().parent / "data" / "rules"
# The games BluffBox ships, in picker order (game.CATALOG holds the same ids; kept
# here too so the menus need not import the rules layer).
GAME_IDS = ("avalon", "saul", "agent_avenue", "aztec")
SEAT_KINDS = ("human", "easy", "normal", "hard")
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")


def game_name(game_id: str) -> str:
    key = f"bluffbox.game.{game_id}"
    text = t(key)
    return game_id if text == key else text


def _save_error() -> type[Exception]:
    try:
        from saves import SaveError
        return SaveError
    except ImportError:  # pragma: no cover - the saves package ships with us
        return OSError


def _error_text(exc: BaseException) -> str:
    """A save or rules error in the player's language (SaveError.text()), else its message."""
    text = getattr(exc, "text", None)
    if callable(text):
        try:
            return str(text())
        except Exception:
            pass
    key = getattr(exc, "key", None)
    if key:
        for full in (key, f"bluffbox.{key}"):
            shown = t(full, **getattr(exc, "params", {}))
            if shown != full:
                return shown
    return getattr(exc, "message", None) or str(exc) or type(exc).__name__


def _play(app: Any, record: Any) -> None:
    play = ui.lazy(app, "scenes.play")
    if play is not None:
        play.open_record(app, record)  # type: ignore[attr-defined]


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
            self.app.push(picker.GamePicker())  # type: ignore[attr-defined]

    def continue_game(self) -> None:
        from saves import slots
        try:
            record = slots.load_autosave()
        except _save_error() as exc:
            ui.confirm(self.app, t("bluffbox.menu.autosave_bad", error=ui.escape(_error_text(exc))),
                       self.discard_autosave, yes="bluffbox.menu.discard", no="bluffbox.ui.cancel")
            return
        if record is None:  # gone meanwhile
            self.app.replace(TitleMenu())
            return
        _play(self.app, record)

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
            return t("bluffbox.pause.name_empty") if not name else None
        self.app.push(ui.PromptDialog(t("bluffbox.pause.save_prompt"), self.default_name(), self.save,
                                      check=check, title=t("bluffbox.pause.save_as")))

    def save(self, name: str) -> None:
        try:
            from saves import slots
            slots.save(session_record(self.session), name)
        except (_save_error(), OSError) as exc:
            ui.message(self.app, t("bluffbox.pause.save_failed", error=ui.escape(_error_text(exc))))
            return
        ui.message(self.app, t("bluffbox.pause.saved", name=ui.escape(name)))

    def quit_to_menu(self) -> None:
        self.app.reset(TitleMenu())

    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons is not None and self.buttons.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()


# ---------------------------------------------------------------------------
# Settings
# ---------------------------------------------------------------------------

class SettingsMenu(MenuScene):
    """Every change is applied and saved at once (volume when the slider rests)."""

    heading = "bluffbox.settings.title"
    SAVE_DELAY = 0.4

    def __init__(self) -> None:
        self.slider: UIHorizontalSlider | None = None
        self.volume_label: UILabel | None = None
        self.pending_save: float | None = None
        self.focus: int | None = None

    def rows(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """(label key, settings field, [(choice key, value)]) for each choice row."""
        on_off = [("bluffbox.settings.on", True), ("bluffbox.settings.off", False)]
        return [
            ("bluffbox.settings.language", "language",
             [("bluffbox.settings.lang_en", "en"), ("bluffbox.settings.lang_fr", "fr")]),
            ("bluffbox.settings.sound", "sound", on_off),
            ("bluffbox.settings.animation", "animation_speed",
             [(f"bluffbox.settings.speed_{s}", s) for s in ANIMATION_SPEEDS]),
            ("bluffbox.settings.fullscreen", "fullscreen", on_off),
            ("bluffbox.settings.colourblind", "colourblind", on_off),
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
        # volume: slider and its value
        ui.label(root, "bluffbox.settings.volume", pygame.Rect(x0, y, label_w, row_h), "#field")
        volume = int(round(100 * float(getattr(self.app.settings, "volume", 0.8))))
        self.slider = UIHorizontalSlider(pygame.Rect(ctl_x, y + 6, ctl_w - 80, row_h - 12), volume, (0, 100),
                                         manager=self.app.manager, container=root, click_increment=5)
        self.volume_label = ui.label(root, f"{volume} %", pygame.Rect(ctl_x + ctl_w - 72, y, 72, row_h), "#field")
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
            b = ui.UIButton(pygame.Rect(x, rect.y, bw, rect.h), key, manager=self.app.manager, container=root,
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


# ---------------------------------------------------------------------------
# Statistics
# ---------------------------------------------------------------------------

def _cell(value: Any) -> str:
    if isinstance(value, dict):
        played, won = value.get("played", 0), value.get("won", 0)
        return f"{won} / {played}" if played else "–"
    if value in (None, 0):
        return "–" if value is None else "0"
    return str(value)


class StatsMenu(MenuScene):
    """Games played and won per game, and wins by seat kind."""

    heading = "bluffbox.stats.title"

    def load(self) -> dict[str, Any]:
        try:
            from saves import stats
            return dict(stats.load_stats())
        except Exception as exc:  # unreadable stats: show empty, say so in the log
            log.warning("statistics unavailable: %s", exc)
            return {}

    def enter(self) -> None:
        data = self.load()
        root = self.make_root()
        w, h = self.app.size
        self.buttons = ui.Buttons(self.app)
        y = self.add_heading(root, max(16, h // 12))
        width = min(980, w - 60)
        x0 = (w - width) // 2
        name_w = int(width * 0.22)
        cols = ["bluffbox.stats.played", "bluffbox.stats.won_by_humans"] + \
               [f"bluffbox.stats.kind_{k}" for k in SEAT_KINDS]
        col_w = (width - name_w) // len(cols)
        row_h = 40 if h >= 700 else 34
        games = [g for g in GAME_IDS] + sorted(set(data) - set(GAME_IDS))
        card_h = 28 + row_h * (len(games) + 1) + 16
        UIPanel(pygame.Rect(x0 - 12, y - 6, width + 24, card_h), manager=self.app.manager, container=root,
                object_id=ui.oid(None, "@card"))
        kinds_x = x0 + name_w + 2 * col_w
        ui.label(root, "bluffbox.stats.kinds", pygame.Rect(kinds_x, y, 4 * col_w, 28), "#cell_group")
        y += 28
        ui.label(root, "bluffbox.stats.game", pygame.Rect(x0 + 8, y, name_w - 8, row_h), "#cell_head_left")
        for i, key in enumerate(cols):
            ui.label(root, key, pygame.Rect(x0 + name_w + i * col_w, y, col_w, row_h), "#cell_head")
        y += row_h
        for gid in games:
            entry = data.get(gid, {})
            ui.label(root, game_name(gid), pygame.Rect(x0 + 8, y, name_w - 8, row_h), "#cell_name")
            played = int(entry.get("played", 0) or 0)
            won = int(entry.get("won_by_humans", 0) or 0)
            pct = f"{won} ({round(100 * won / played)} %)" if played else "–"
            kinds = entry.get("by_seat_kind", {}) or {}
            values = [str(played), pct] + [_cell(kinds.get(k)) for k in SEAT_KINDS]
            for i, text in enumerate(values):
                ui.label(root, text, pygame.Rect(x0 + name_w + i * col_w, y, col_w, row_h), "#cell")
            y += row_h
        y += 24
        note = t("bluffbox.stats.note") if data else t("bluffbox.stats.empty")
        ui.text_box(root, ui.escape(note), pygame.Rect(x0, y, width, 60), "#note_box")
        self.add_back(root, self.buttons)
        self.buttons.focus_first()


# ---------------------------------------------------------------------------
# Load
# ---------------------------------------------------------------------------

def format_date(text: Any) -> str:
    try:
        when = datetime.fromisoformat(str(text))
        if when.tzinfo is not None:
            when = when.astimezone()
        return f"{when:%Y-%m-%d %H:%M}"
    except ValueError:
        return str(text or "")


def fit_text(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


class LoadMenu(MenuScene):
    """Every save slot: pick one to load or delete; a bad file is listed, not loadable."""

    heading = "bluffbox.load.title"

    def __init__(self) -> None:
        self.slots: list[Any] = []
        self.rows: list[UIButton] = []
        self.selected: int | None = None
        self.scroll: UIScrollingContainer | None = None
        self.load_button: UIButton | None = None
        self.delete_button: UIButton | None = None
        self.detail: Any = None

    def read_slots(self) -> list[Any]:
        try:
            from saves import slots
            return list(slots.list_slots())
        except ImportError:
            log.warning("saves package missing: no slots")
            return []

    def row_text(self, slot: Any) -> str:
        name = getattr(slot, "name", None) or Path(str(slot.path)).stem
        if getattr(slot, "error", None):
            return t("bluffbox.load.bad_row", name=name, error=slot.error)
        return t("bluffbox.load.row", name=name, game=game_name(slot.game or "?"), players=slot.players,
                 date=format_date(slot.updated), turn=slot.turn)

    def enter(self) -> None:
        self.slots = self.read_slots()
        root = self.make_root()
        w, h = self.app.size
        self.buttons = ui.Buttons(self.app, vertical=False)
        y = self.add_heading(root, max(16, h // 14))
        width = min(900, w - 60)
        x0 = (w - width) // 2
        bottom = h - ui.BUTTON_H - 36 - 60
        self.detail = ui.text_box(root, "", pygame.Rect(x0, bottom + 4, width, 58), "#error_box")
        self.rows = []
        if not self.slots:
            ui.label(root, "bluffbox.load.empty", pygame.Rect(x0, y + 40, width, 40), "#field_centre")
        else:
            box = pygame.Rect(x0, y, width, bottom - y)
            self.scroll = UIScrollingContainer(box, manager=self.app.manager, container=root,
                                               allow_scroll_x=False)
            row_h, gap = 42, 6
            inner_w = width - 24
            for i, slot in enumerate(self.slots):
                bad = bool(getattr(slot, "error", None))
                text = fit_text(self.app.font(16), self.row_text(slot), inner_w - 32)
                b = UIButton(pygame.Rect(0, i * (row_h + gap), inner_w, row_h), text,
                             manager=self.app.manager, container=self.scroll,
                             object_id=ui.oid("#bad_slot" if bad else "#slot", "@slot"))
                self.rows.append(b)
            self.scroll.set_scrollable_area_dimensions((inner_w, len(self.slots) * (row_h + gap)))
        bw = min(200, (width - 2 * ui.GAP) // 3)
        bx = (w - (3 * bw + 2 * ui.GAP)) // 2
        self.load_button = self.buttons.add(
            ui.button(root, "bluffbox.load.load", pygame.Rect(bx, bottom + 74, bw, ui.BUTTON_H), shortcut="L"),
            self.load_selected, "L")
        self.delete_button = self.buttons.add(
            ui.button(root, "bluffbox.load.delete", pygame.Rect(bx + bw + ui.GAP, bottom + 74, bw, ui.BUTTON_H),
                      shortcut="D"),
            self.delete_selected, "D")
        b = ui.button(root, "bluffbox.ui.back", pygame.Rect(bx + 2 * (bw + ui.GAP), bottom + 74, bw, ui.BUTTON_H),
                      shortcut="B")
        self.buttons.add(b, self.back, "B")
        keep = self.selected
        self.selected = None
        self.select(keep if keep is not None and keep < len(self.slots) else (0 if self.slots else None))

    def select(self, index: int | None) -> None:
        if self.selected is not None and self.selected < len(self.rows):
            self.rows[self.selected].unselect()
        self.selected = index
        if index is not None:
            self.rows[index].select()
            self.scroll_to(index)
        slot = self.slots[index] if index is not None else None
        loadable = slot is not None and not getattr(slot, "error", None)
        if self.detail is not None:
            problem = getattr(slot, "error", None) if slot is not None else None
            self.detail.set_text(ui.escape(t("bluffbox.load.bad_detail", error=problem)) if problem else "")
        for b, on in ((self.load_button, loadable), (self.delete_button, slot is not None)):
            if b is not None:
                b.enable() if on else b.disable()

    def scroll_to(self, index: int) -> None:
        bar = getattr(self.scroll, "vert_scroll_bar", None)
        if bar is not None and len(self.rows) > 1:
            bar.set_scroll_from_start_percentage(index / len(self.rows))

    def load_selected(self) -> None:
        if self.selected is None:
            return
        slot = self.slots[self.selected]
        try:
            from saves import slots
            record = slots.load(slot.path)
            record.replay()  # a hand-edited game shows its problem here, not in the table
        except (_save_error(), OSError) as exc:
            ui.message(self.app, t("bluffbox.load.failed", error=ui.escape(_error_text(exc))))
            return
        _play(self.app, record)

    def delete_selected(self) -> None:
        if self.selected is None:
            return
        slot = self.slots[self.selected]
        name = getattr(slot, "name", None) or Path(str(slot.path)).stem
        ui.confirm(self.app, t("bluffbox.load.confirm_delete", name=ui.escape(name)), lambda: self.delete(slot),
                   yes="bluffbox.load.delete", no="bluffbox.ui.cancel")

    def delete(self, slot: Any) -> None:
        from saves import slots
        try:
            slots.delete(slot.path)
        except (_save_error(), OSError) as exc:
            ui.message(self.app, t("bluffbox.load.delete_failed", error=ui.escape(_error_text(exc))))
        if self.selected is not None and self.selected >= len(self.slots) - 1:
            self.selected = max(0, len(self.slots) - 2)
        if self.app.top is self:
            self.leave()
            self.enter()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.rows:
            self.select(self.rows.index(event.ui_element))
            return
        if event.type == pygame.KEYDOWN and self.slots:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                step = -1 if event.key == pygame.K_UP else 1
                now = self.selected if self.selected is not None else -step
                self.select(max(0, min(len(self.slots) - 1, now + step)))
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.load_button is not None \
                    and self.load_button.is_enabled:
                self.buttons.press(self.load_button)  # type: ignore[union-attr]
                return
            if event.key == pygame.K_DELETE and self.delete_button is not None and self.delete_button.is_enabled:
                self.buttons.press(self.delete_button)  # type: ignore[union-attr]
                return
        super().handle(event)


# ---------------------------------------------------------------------------
# Rules
# ---------------------------------------------------------------------------

def rules_source(game_id: str, lang: str | None = None) -> str | None:
    """The rules text of ``game_id`` in ``lang`` (else English); None if none is shipped."""
    for code in (lang or i18n.language(), "en"):
        for ext in ("md", "txt"):
            path = RULES_DIR / f"{game_id}.{code}.{ext}"
            if path.is_file():
                return path.read_text(encoding="utf-8")
    return None


_HEADINGS = {1: 28, 2: 22, 3: 19}


def _inline(text: str) -> str:
    text = ui.escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", text)
    return text


def markdown_html(source: str) -> str:
    """The small Markdown subset our rules files use, as pygame_gui's HTML."""
    out: list[str] = []
    for raw in source.splitlines():
        line = raw.rstrip()
        m = re.match(r"^(#{1,3})\s+(.*)$", line)
        if m:
            size = _HEADINGS[len(m.group(1))]
            out.append(f"<font pixel_size={size} color='{ui.COLOURS['accent']}'><b>{_inline(m.group(2))}</b></font>")
            continue
        m = re.match(r"^(\s*)[-*]\s+(.*)$", line)
        if m:
            indent = "    " if m.group(1) else ""
            out.append(f"{indent}• {_inline(m.group(2))}")
            continue
        if line or (out and out[-1]):
            out.append(_inline(line))
    return "<br>".join(out).strip()


def rules_html(game_id: str, lang: str | None = None) -> str:
    source = rules_source(game_id, lang)
    if source is None:
        return (f"<font pixel_size={_HEADINGS[1]} color='{ui.COLOURS['accent']}'><b>"
                f"{ui.escape(game_name(game_id))}</b></font><br><br>{ui.escape(t('bluffbox.rules.coming'))}")
    return markdown_html(source)


class RulesPanel:
    """A scrolling rules text for one game; game scenes embed it in their own panel."""

    def __init__(self, container: Any, rect: pygame.Rect, game_id: str, manager: Any = None) -> None:
        self.game_id = game_id
        manager = manager or container.ui_manager
        fonts = manager.get_theme().get_font_dictionary()
        missing = [size for size in _HEADINGS.values()
                   if not fonts.check_font_preloaded(f"noto_sans_bold_aa_{size}")]
        if missing:
            manager.preload_fonts([{"name": "noto_sans", "point_size": size, "style": "bold", "antialiased": "1"}
                                   for size in missing])
        self.box = pygame_gui.elements.UITextBox(
            rules_html(game_id), rect, manager=manager, container=container,
            object_id=ui.oid("#rules_text"))

    def kill(self) -> None:
        self.box.kill()

    def scroll(self, pages: float) -> None:
        bar = getattr(self.box, "scroll_bar", None)
        if bar is not None:
            bar.set_scroll_from_start_percentage(
                max(0.0, min(1.0, bar.start_percentage + pages * bar.visible_percentage)))


class RulesMenu(MenuScene):
    """The rules of each game, in the current language; opens on ``game_id``."""

    heading = "bluffbox.rules.title"

    def __init__(self, game_id: str | None = None) -> None:
        self.game_id = game_id if game_id in GAME_IDS else GAME_IDS[0]
        self.panel: RulesPanel | None = None
        self.tabs: dict[str, UIButton] = {}

    def enter(self) -> None:
        root = self.make_root()
        w, h = self.app.size
        self.buttons = ui.Buttons(self.app)
        top = max(12, h // 30)
        y = self.add_heading(root, top)
        margin = 30
        tab_w = min(240, int(w * 0.24))
        text_rect = pygame.Rect(margin + tab_w + 16, y, w - 2 * margin - tab_w - 16, h - y - ui.BUTTON_H - 36)
        self.tabs = {}
        ty = y
        for gid in GAME_IDS:
            b = UIButton(pygame.Rect(margin, ty, tab_w, ui.BUTTON_H), game_name(gid), manager=self.app.manager,
                         container=root, object_id=ui.oid("#tab", "@tab"))
            self.buttons.add(b, self.shower(gid))
            self.tabs[gid] = b
            ty += ui.BUTTON_H + 8
        self.panel = RulesPanel(root, text_rect, self.game_id)
        self.add_back(root, self.buttons)
        self.mark_tab()

    def mark_tab(self) -> None:
        for gid, b in self.tabs.items():
            if gid == self.game_id:
                b.select()
            else:
                b.unselect()

    def shower(self, gid: str) -> Callable[[], None]:
        def show() -> None:
            self.game_id = gid
            if self.panel is not None:
                rect = self.panel.box.get_relative_rect()
                self.panel.kill()
                self.panel = RulesPanel(self.root, rect, gid)
            self.mark_tab()
        return show

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.panel is not None:
            if event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.panel.scroll(0.9)
                return
            if event.key == pygame.K_PAGEUP:
                self.panel.scroll(-0.9)
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                i = GAME_IDS.index(self.game_id) + (1 if event.key == pygame.K_DOWN else -1)
                self.shower(GAME_IDS[i % len(GAME_IDS)])()
                return
        super().handle(event)
