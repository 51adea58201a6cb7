"""The log panel of the table: drawn by us, cheap to scroll, cached lines."""
from __future__ import annotations

from typing import Any

import pygame

from ..i18n import language, t
from .text import TextCache, colour

#: the colour key of the kept patch: no colour the panel draws
PATCH_KEY = (255, 0, 254)


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
        #: draw from a kept patch (tests turn it off to compare)
        self.cache = True
        self._version = 0          # bumps whenever ``lines`` change
        self._patch: pygame.Surface | None = None
        self._patch_key: Any = None

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
        self._version += 1
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
        """The panel, kept as an opaque patch until its lines, scroll or place change:
        its untouched pixels (the round corners) are the patch's colour key, so it
        blits the same pixels as drawing it whole (which a line wider than the panel,
        one long word, still does)."""
        if not self.cache:
            self._draw(surface, self.rect)
            return
        key = (self._version, self.scroll, tuple(self.rect), self.title, language())
        if key != self._patch_key:
            self._patch_key = key
            r = self.rect
            shown = [self.texts.get(text, self.size, fg) for text, fg in
                     self.lines[-self.visible_count() - self.scroll:]]
            if self.scroll:
                shown.append(self._more())
            wide = any(line.get_width() > r.width - 20 for line in shown)
            self._patch = None
            if not wide:
                patch = pygame.Surface(r.size)
                patch.fill(PATCH_KEY)
                self._draw(patch, patch.get_rect())
                patch.set_colorkey(PATCH_KEY, pygame.RLEACCEL)   # runs: a copy but the corners
                self._patch = patch
        if self._patch is None:
            self._draw(surface, self.rect)
        else:
            surface.blit(self._patch, self.rect)

    def _draw(self, surface: pygame.Surface, r: pygame.Rect) -> None:
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
            more = self._more()
            surface.blit(more, more.get_rect(bottomright=(r.right - 10, r.bottom - 6)))

    def _more(self) -> pygame.Surface:
        """The "more below" note, in its short form where the panel is narrow; never
        wider than the panel."""
        room = self.rect.width - 20
        more = self.texts.get(t("table.log_more", n=self.scroll), 14, "accent", True)
        if more.get_width() <= room:
            return more
        return self.texts.fit(t("table.log_more_short", n=self.scroll), room, 14, "accent", True)
