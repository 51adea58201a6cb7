"""The vote history grid (ProAvalon's most used panel), for any game with votes.

A game scene gives its rows through the ``history(view)`` hook (None: no grid): one
row per proposal (leader, team, each seat's vote, result) and one per resolved quest
(its team, its result). ``HistoryScene`` draws them as a grid, a page of its own
opened from the table (button in the log's header, key V) and from the end screen;
Esc, V or Close go back. Only what the given view holds is shown: votes are public.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui

from ..i18n import t
from ..kit.text import TextCache, colour
from ..kit.tokens import draw_token
from .base import Page

#: seat cell marks
APPROVE, REJECT, PENDING, ON_QUEST = "approve", "reject", "pending", "on_quest"
KEY = pygame.K_v


@dataclass(frozen=True)
class HistoryRow:
    label: str                        # left column: "Q2 · 3" (quest, proposal in round)
    marks: tuple[str, ...]            # per seat: APPROVE, REJECT, PENDING, ON_QUEST or ""
    result: str                       # right column: "Approved 4-1", "Success"...
    tone: str = "text"                # colour name of the result
    leader: int | None = None         # crown in that seat's cell
    team: tuple[int, ...] = ()        # framed cells
    quest: bool = False               # a quest row (drawn as a band)
    note: str = ""                    # a warning drawn after the result (deciding vote)


def open_history(app: Any, scene: Any, view: Any = None) -> None:
    """Push the grid for ``scene`` (a TableScene, or the end screen's word scene);
    the action ``"open_history"`` of the registry."""
    view = scene.session.viewer_view() if view is None else view
    rows = scene.history(view)
    if rows is None:
        return
    app.push(HistoryScene(rows, list(scene.session.names), scene.session.players))


class HistoryScene(Page):
    """The grid on a page of its own; the newest rows show first, the wheel scrolls."""

    ROW = 26
    close_key = KEY

    def __init__(self, rows: Sequence[HistoryRow], names: list[str], players: int) -> None:
        self.rows = list(rows)
        self.names = names
        self.players = players
        self.scroll = 0           # rows scrolled up from the newest
        self.texts: TextCache | None = None

    def enter(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.make_root()
        w, h = self.app.size
        self.panel = pygame.Rect(8, 8, w - 16, h - 16)
        self.close_button = pygame_gui.elements.UIButton(
            pygame.Rect(self.panel.right - 130, self.panel.bottom - 44, 120, 36),
            t("table.close"), self.app.manager, container=self.root,
            tool_tip_text=t("tablekit.history.close_tip"), command=self.close_soon)
        self._layout()

    def _layout(self) -> None:
        p = self.panel
        n = self.players
        self.label_w = max(54, min(90, p.width // 12))
        self.result_w = max(150, min(260, p.width // 4))
        room = p.width - 20 - self.label_w - self.result_w
        self.col_w = max(30, min(96, room // max(1, n)))
        self.grid_x = p.x + 10 + self.label_w
        self.head_y = p.y + 40
        self.head_h = 44
        self.rows_y = self.head_y + self.head_h
        self.rows_bottom = p.bottom - 80   # legend and Close below
        self.visible = max(1, (self.rows_bottom - self.rows_y) // self.ROW)

    def scroll_by(self, n: int) -> None:
        most = max(0, len(self.rows) - self.visible)
        self.scroll = max(0, min(most, self.scroll + n))

    def shown_rows(self) -> list[HistoryRow]:
        end = len(self.rows) - self.scroll
        return self.rows[max(0, end - self.visible):end]

    def handle(self, event: pygame.event.Event) -> None:
        if self.closes(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll_by(1 if event.key == pygame.K_UP else self.visible - 1)
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll_by(-1 if event.key == pygame.K_DOWN else 1 - self.visible)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(event.y)

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(colour("background"))
        p = self.panel
        pygame.draw.rect(surface, colour("panel"), p, border_radius=10)
        pygame.draw.rect(surface, colour("panel_border"), p, 1, border_radius=10)
        title = self.texts.fit(t("tablekit.history.title"), p.width - 20, 22, "accent", True)
        surface.blit(title, (p.x + 12, p.y + 8))
        cb = bool(getattr(self.app.settings, "colourblind", False))
        r = max(8, min(13, self.col_w // 4))
        for seat in range(self.players):
            cx = self.grid_x + seat * self.col_w + self.col_w // 2
            draw_token(surface, seat, (cx, self.head_y + r), r, cb)
            name = self.texts.fit(self.names[seat], self.col_w - 4, 13, "text")
            surface.blit(name, name.get_rect(midtop=(cx, self.head_y + 2 * r + 3)))
        head = self.texts.fit(t("tablekit.history.result"), self.result_w - 10, 14, "text_dim",
                              True)
        surface.blit(head, (self.grid_x + self.players * self.col_w + 10,
                            self.head_y + self.head_h - head.get_height() - 4))
        if not self.rows:
            empty = self.texts.fit(t("tablekit.history.empty"), p.width - 40, 16, "text_dim")
            surface.blit(empty, (p.x + 20, self.rows_y + 10))
        y = self.rows_y
        for row in self.shown_rows():
            self._draw_row(surface, row, y)
            y += self.ROW
        if self.scroll or len(self.rows) > self.visible:
            more = self.texts.get(t("tablekit.history.scroll"), 13, "accent", True)
            surface.blit(more, more.get_rect(topright=(p.right - 12, p.y + 14)))
        self._draw_legend(surface)

    def _draw_row(self, surface: pygame.Surface, row: HistoryRow, y: int) -> None:
        p = self.panel
        band = pygame.Rect(p.x + 6, y + 1, p.width - 12, self.ROW - 2)
        pygame.draw.rect(surface, colour("felt_dark" if row.quest else "panel_light"), band,
                         border_radius=5)
        label = self.texts.fit(row.label, self.label_w - 6, 14, "text", row.quest)
        surface.blit(label, label.get_rect(midleft=(p.x + 12, band.centery)))
        for seat, mark in enumerate(row.marks):
            cell = pygame.Rect(self.grid_x + seat * self.col_w + 2, y + 2, self.col_w - 4,
                               self.ROW - 4)
            if seat in row.team:
                pygame.draw.rect(surface, colour("gold_light"), cell, 2, border_radius=4)
            draw_mark(surface, mark, cell.center, min(cell.height, cell.width) // 2 - 3)
            if seat == row.leader:
                crown = self.crown(max(10, self.ROW // 2))
                if crown is not None:
                    surface.blit(crown, crown.get_rect(topleft=(cell.x + 1, cell.y - 2)))
        x = self.grid_x + self.players * self.col_w + 10
        room = p.right - 12 - x
        text = f"{row.result}  {row.note}" if row.note else row.result
        result = self.texts.fit(text, room, 14, row.tone, True)
        surface.blit(result, result.get_rect(midleft=(x, band.centery)))

    def crown(self, size: int) -> pygame.Surface | None:
        try:
            return self.app.image("crown.png", (size, size))
        except (FileNotFoundError, pygame.error):
            return None

    def _draw_legend(self, surface: pygame.Surface) -> None:
        p = self.panel
        y = self.rows_bottom + 14
        x = p.x + 14
        s = 9
        for mark, key in ((APPROVE, "approve"), (REJECT, "reject"), (ON_QUEST, "on_quest"),
                          ("team", "team"), ("leader", "leader")):
            if x > self.close_button.rect.x - 60:
                break
            centre = (x + s, y + s)
            if mark == "team":
                pygame.draw.rect(surface, colour("gold_light"),
                                 pygame.Rect(x, y, 2 * s, 2 * s), 2, border_radius=4)
            elif mark == "leader":
                crown = self.crown(2 * s)
                if crown is not None:
                    surface.blit(crown, (x, y))
            else:
                draw_mark(surface, mark, centre, s)
            word = self.texts.get(t(f"tablekit.history.legend.{key}"), 14, "text_dim")
            surface.blit(word, word.get_rect(midleft=(x + 2 * s + 6, centre[1])))
            x += 2 * s + 6 + word.get_width() + 18


def draw_mark(surface: pygame.Surface, mark: str, centre: tuple[int, int], r: int) -> None:
    """A vote or quest mark: colour and shape (round check, square cross, card)."""
    if r < 3 or not mark:
        return
    x, y = centre
    if mark == APPROVE:
        pygame.draw.circle(surface, colour("good"), centre, r)
        pts = [(x - r // 2, y), (x - r // 6, y + r // 2), (x + r // 2, y - r // 2)]
        pygame.draw.lines(surface, colour("text"), False, pts, max(2, r // 3))
    elif mark == REJECT:
        box = pygame.Rect(0, 0, 2 * r - 2, 2 * r - 2)
        box.center = centre
        pygame.draw.rect(surface, colour("evil"), box, border_radius=3)
        k = r // 2
        w = max(2, r // 3)
        pygame.draw.line(surface, colour("text"), (x - k, y - k), (x + k, y + k), w)
        pygame.draw.line(surface, colour("text"), (x + k, y - k), (x - k, y + k), w)
    elif mark == PENDING:
        pygame.draw.circle(surface, colour("text_dim"), centre, r // 2, 1)
    elif mark == ON_QUEST:
        card = pygame.Rect(0, 0, int(r * 1.3), 2 * r - 2)
        card.center = centre
        pygame.draw.rect(surface, colour("parchment"), card, border_radius=3)
        pygame.draw.rect(surface, colour("gold_dark"), card, 1, border_radius=3)
