"""The log panel of the table: drawn by us, cheap to scroll, cached lines."""
from __future__ import annotations

from typing import Any

import pygame

from .i18n import t
from .text import TextCache, colour


class LogPanel:
    """A scrolling list of wrapped text lines; follows the bottom unless scrolled up."""

    def __init__(self, texts: TextCache, rect: pygame.Rect, size: int = 16,
                 title: str = "") -> None:
        self.texts = texts
        self.rect = rect
        self.size = size
        self.title = title
        self.lines: list[tuple[str, Any]] = []
        self.entries: list[tuple[str, Any]] = []
        self.scroll = 0          # lines scrolled up from the bottom
        self.line_h = texts.app.font(size).get_linesize() + 2

    def set_entries(self, entries: list[tuple[str, Any]]) -> None:
        """``entries``: (text, colour name or rgb) in order; wraps only what is new."""
        if entries == self.entries:
            return
        n = len(self.entries)
        grew = len(entries) >= n and entries[:n] == self.entries
        if not grew:
            self.lines = []
            n = 0
        self.entries = list(entries)
        width = self.rect.width - 30
        for text, fg in self.entries[n:]:
            for k, line in enumerate(self.texts.wrap(text, width, self.size)):
                self.lines.append(("  " + line if k else line, fg))
        if grew:
            self.scroll = 0

    def visible_count(self) -> int:
        top = 30 if self.title else 8
        return max(1, (self.rect.height - top - 8) // self.line_h)

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the panel scrolls it (Page Up/Down are the scene's)."""
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll_by(event.y * 3)
                return True
        return False

    def scroll_by(self, n: int) -> None:
        count = self.visible_count()
        # scrolled up, one line is given to the "more below" note
        most = len(self.lines) - (count - 1) if len(self.lines) > count else 0
        self.scroll = max(0, min(most, self.scroll + n))

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, colour("panel"), r, border_radius=8)
        pygame.draw.rect(surface, colour("panel_border"), r, 1, border_radius=8)
        y = r.y + 8
        if self.title:
            surface.blit(self.texts.get(self.title, 18, "accent", True), (r.x + 10, y))
            y += 24
        count = self.visible_count() - (1 if self.scroll else 0)
        end = len(self.lines) - self.scroll
        start = max(0, end - count)
        for text, fg in self.lines[start:end]:
            surface.blit(self.texts.get(text, self.size, fg), (r.x + 10, y))
            y += self.line_h
        if self.scroll:
            more = self.texts.get(t("table.log_more", n=self.scroll), 14, "accent", True)
            surface.blit(more, more.get_rect(bottomright=(r.right - 10, r.bottom - 6)))
