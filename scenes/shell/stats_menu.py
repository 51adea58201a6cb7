"""The statistics menu: games played and won per game, wins by seat kind, and how
many were played with hints."""
from __future__ import annotations

import logging
from typing import Any

import pygame
from pygame_gui.elements import UIPanel

from saves.record import STAT_KINDS as SEAT_KINDS

from .. import catalog
from ..catalog import title as game_name
from ..i18n import t
from ..kit import ui
from .menu_base import MenuScene

log = logging.getLogger("bluffbox.menus")


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
        shown = catalog.ids()
        games = shown + sorted(set(data) - set(shown))
        card_h = 28 + row_h * (len(games) + 1) + 16
        UIPanel(pygame.Rect(x0 - 12, y - 6, width + 24, card_h), manager=self.app.manager, container=root,
                object_id=ui.oid(None, "@card"))
        kinds_x = x0 + name_w + 2 * col_w
        self.group_rect = pygame.Rect(kinds_x, y, len(SEAT_KINDS) * col_w, 28)
        ui.label(root, "bluffbox.stats.kinds", self.group_rect, "#cell_group")
        # a rule under the group's header, over exactly its columns: the header reads
        # as theirs, not as a caption adrift at the right of the table
        self.group_rule = pygame.Rect(kinds_x + 10, y + 26, len(SEAT_KINDS) * col_w - 20, 1)
        UIPanel(self.group_rule, manager=self.app.manager, container=root,
                object_id=ui.oid("#group_rule"))
        y += 28
        ui.label(root, "bluffbox.stats.game", pygame.Rect(x0 + 8, y, name_w - 8, row_h), "#cell_head_left")
        for i, key in enumerate(cols):
            ui.label(root, key, pygame.Rect(x0 + name_w + i * col_w, y, col_w, row_h), "#cell_head")
        y += row_h
        #: per game, the texts of its row's cells (tests read it)
        self.rows: dict[str, list[str]] = {}
        for gid in games:
            entry = data.get(gid, {})
            ui.label(root, game_name(gid), pygame.Rect(x0 + 8, y, name_w - 8, row_h), "#cell_name")
            played = int(entry.get("played", 0) or 0)
            if not played:   # one word across the row, never a row of zeros
                text = t("bluffbox.stats.not_played") if catalog.playable(gid) else t("table.picker.coming")
                ui.label(root, text, pygame.Rect(x0 + name_w, y, width - name_w, row_h), "#cell_none")
                self.rows[gid] = [text]
                y += row_h
                continue
            won = int(entry.get("won_by_humans", 0) or 0)
            pct = f"{won} ({round(100 * won / played)} %)"
            kinds = entry.get("by_seat_kind", {}) or {}
            values = [str(played), pct] + [_cell(kinds.get(k)) for k in SEAT_KINDS]
            for i, text in enumerate(values):
                ui.label(root, text, pygame.Rect(x0 + name_w + i * col_w, y, col_w, row_h), "#cell")
            self.rows[gid] = values
            y += row_h
        y += 24
        note = t("bluffbox.stats.note") if data else t("bluffbox.stats.empty")
        #: per game, the games played with hints (none: left out)
        self.hinted = {gid: int(data.get(gid, {}).get("with_hints", 0) or 0) for gid in games
                       if int(data.get(gid, {}).get("with_hints", 0) or 0) > 0}
        if self.hinted:
            note += " " + t("learn.stats.with_hints", games=", ".join(
                f"{game_name(gid)} {n}" for gid, n in self.hinted.items()))
        ui.text_box(root, ui.escape(note), pygame.Rect(x0, y, width, 84 if self.hinted else 60),
                    "#note_box")
        self.add_back(root, self.buttons)
        self.buttons.focus_first()
