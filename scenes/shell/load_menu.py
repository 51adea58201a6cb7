"""The load menu: every save slot, to load or delete."""
from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIScrollingContainer

from saves.names import drawable_text

from ..catalog import title as game_name
from ..i18n import t
from ..kit import ui
from .error_text import error_text, save_error
from .menu_base import MenuScene

log = logging.getLogger("bluffbox.menus")


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
    text = drawable_text(text)
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


def row_details(name: str, slot: Any) -> list[str]:
    """What a save's row says after its name: the game and the date unless the name
    already says them (a default name is "Avalon 2026-12-04 15.02"), the players, and
    how far the game has come in its own unit ("quest 2", "day 3", "round 4")."""
    game = game_name(slot.game or "?")
    date = format_date(slot.updated)
    parts = [] if name.startswith(game) else [game]
    parts.append(t("saving.load.players", n=slot.players))
    progress = getattr(slot, "progress", None)
    if progress:
        parts.append(t(f"saving.progress.{progress[0]}", n=progress[1]))
    if date[:10] not in name:
        parts.append(date)
    return parts


class LoadMenu(MenuScene):
    """Every save slot: pick one to load or delete; a bad file is listed, not loadable."""

    heading = "bluffbox.load.title"

    def __init__(self) -> None:
        self.slots: list[Any] = []
        self.rows: list[UIButton] = []
        self.selected: int | None = None
        self.scroll: UIScrollingContainer | None = None
        self.load_button: UIButton | None = None
        self.replay_button: UIButton | None = None
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
        return t("saving.load.row", name=name, details=" · ".join(row_details(name, slot)))

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
        bw = min(200, (width - 3 * ui.GAP) // 4)
        bx = (w - (4 * bw + 3 * ui.GAP)) // 2
        self.load_button = self.buttons.add(
            ui.button(root, "bluffbox.load.load", pygame.Rect(bx, bottom + 74, bw, ui.BUTTON_H), shortcut="L"),
            self.load_selected, "L")
        bx += bw + ui.GAP
        self.replay_button = self.buttons.add(
            ui.button(root, "tablekit.replay.open", pygame.Rect(bx, bottom + 74, bw, ui.BUTTON_H),
                      shortcut="R"), self.replay_selected, "R")
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
        for b, on in ((self.load_button, loadable), (self.replay_button, loadable),
                      (self.delete_button, slot is not None)):
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
        except (save_error(), OSError) as exc:
            ui.message(self.app, t("bluffbox.load.failed", error=ui.escape(error_text(exc))))
            return
        self.app.call("open_record", record)

    def replay_selected(self) -> None:
        """Watch the selected save move by move (over this menu; Exit comes back)."""
        if self.selected is None:
            return
        try:
            from saves import slots
            record = slots.load(self.slots[self.selected].path)
            if not self.app.call("open_replay", record):
                ui.message(self.app, t("table.no_scene", game=record.game))
        except (save_error(), OSError) as exc:   # replaying checks every move
            ui.message(self.app, t("bluffbox.load.failed", error=ui.escape(error_text(exc))))

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
        except (save_error(), OSError) as exc:
            ui.message(self.app, t("bluffbox.load.delete_failed", error=ui.escape(error_text(exc))))
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
                self.buttons.press(self.load_button)
                return
            if event.key == pygame.K_DELETE and self.delete_button is not None and self.delete_button.is_enabled:
                self.buttons.press(self.delete_button)
                return
        super().handle(event)
