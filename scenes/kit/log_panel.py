"""The log panel of the table: drawn by us, cheap to scroll, cached lines."""
from __future__ import annotations

from typing import Any

import pygame

from ..i18n import language, t
from .text import TextCache, colour

#: the colour key of the kept patch: no colour the panel draws
PATCH_KEY = (255, 0, 254)
#: rows at the panel's top and bottom holding its round corners (its border radius)
CORNER = 8


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
        self._version = 0          # bumps whenever ``lines`` start again (not when they grow)
        self._work: pygame.Surface | None = None   # the panel, opaque: where new lines go
        self._patch: pygame.Surface | None = None  # its copy with the colour key, blitted
        self._corners: list[tuple[pygame.Surface, int]] = []   # its top and bottom rows, keyed
        self._grown = False        # new lines on the work surface, shown from it this frame
        self._stale = False        # the patch misses new lines: copied at the next frame
        self._patch_key: Any = None
        self._patch_lines = 0      # how many of ``lines`` the patch was drawn with

    def set_entries(self, entries: list[tuple[str, Any]]) -> None:
        """``entries``: (text, colour name or rgb) in order; wraps only what is new."""
        if entries == self.entries:
            return
        n = len(self.entries)
        grew = len(entries) >= n and entries[:n] == self.entries
        if not grew:
            self.lines = []
            self._version += 1
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

    def _line(self, i: int) -> pygame.Surface:
        """Line ``i`` rendered (the text cache keeps it; the patch keeps its pixels)."""
        text, fg = self.lines[i]
        return self.texts.get(text, self.size, fg)

    def _top(self) -> int:
        """Where the first line goes in the panel."""
        return 8 + (24 if self.title else 0)

    def draw(self, surface: pygame.Surface) -> None:
        """The panel, kept as an opaque patch until its lines, scroll or place change:
        its untouched pixels (the round corners) are the patch's colour key, so it
        blits the same pixels as drawing it whole (which a line wider than the panel,
        one long word, still does). New lines at the bottom scroll the kept panel and
        draw only themselves."""
        if not self.cache:
            self._draw(surface, self.rect)
            return
        r = self.rect
        key = (self._version, self.scroll, tuple(r), self.title, language())
        if key != self._patch_key or (self._patch is None and
                                      self._patch_lines != len(self.lines)):
            self._rebuild(key)
        elif self._patch_lines != len(self.lines):
            self._grow()
        if self._patch is None:
            self._draw(surface, r)
            return
        if self._grown:   # a move's frame: no copy and encoding now (about 1 ms)
            self._grown, self._stale = False, True
            assert self._work is not None
            edge = min(CORNER, r.height // 2)
            surface.blit(self._work, (r.x, r.y + edge), (0, edge, r.width, r.height - 2 * edge))
            for rows, y in self._corners:
                surface.blit(rows, (r.x, r.y + y))
            return
        if self._stale:
            self._keyed()
        surface.blit(self._patch, r)

    def _wide(self, first: int, end: int) -> bool:
        room = self.rect.width - 20
        return any(self._line(i).get_width() > room for i in range(max(0, first), end))

    def _rebuild(self, key: Any) -> None:
        self._patch_key = key
        self._patch_lines = len(self.lines)
        r = self.rect
        count = self.visible_count() - (1 if self.scroll else 0)
        end = len(self.lines) - self.scroll
        self._patch = None
        if self._wide(end - count, end) or (self.scroll and
                                            self._more().get_width() > r.width - 20):
            return
        work = pygame.Surface(r.size)
        work.fill(PATCH_KEY)
        self._draw(work, work.get_rect())
        self._work = work
        edge = min(CORNER, r.height // 2)
        self._corners = []
        for y in (0, r.height - edge):
            rows = pygame.Surface((r.width, edge))
            rows.blit(work, (0, 0), (0, y, r.width, edge))
            rows.set_colorkey(PATCH_KEY, pygame.RLEACCEL)
            self._corners.append((rows, y))
        self._keyed()

    def _keyed(self) -> None:
        """The patch blitted: the work surface's copy, its colour key run-length
        encoded (a copy but the corners; drawing on it would decode it, slowly). Its
        blits are the fastest, but encoding costs about 1 ms: a frame with new lines
        blits the work surface (its corner rows apart, keyed) and the next makes it."""
        assert self._work is not None
        patch = self._work.copy()
        patch.set_colorkey(PATCH_KEY, pygame.RLEACCEL)
        self._patch = patch
        self._grown = self._stale = False

    def _grow(self) -> None:
        """Lines were added at the bottom (never scrolled: new lines bring it down):
        move the kept ones up and draw the new ones only."""
        work = self._work
        assert work is not None
        r, step = self.rect, self.line_h
        count = self.visible_count()
        old, new = self._patch_lines, len(self.lines)
        top = self._top()
        if self.scroll or top + count * step > r.height - CORNER or \
                self._wide(max(new - count, old), new):
            self._rebuild(self._patch_key)
            return
        shift = max(0, new - count) - max(0, old - count)   # lines gone off the top
        area = pygame.Rect(0, top, r.width, count * step)
        if shift:
            work.set_clip(area)
            work.scroll(0, -shift * step)
            work.set_clip(None)
        start = max(0, new - count)
        panel = colour("panel")
        for i in range(max(start, old), new):
            y = top + (i - start) * step
            work.fill(panel, (1, y, r.width - 2, step))
            work.blit(self._line(i), (10, y))
        self._patch_lines = new
        self._grown = True

    def _draw(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.rect(surface, colour("panel"), r, border_radius=CORNER)
        pygame.draw.rect(surface, colour("panel_border"), r, 1, border_radius=CORNER)
        y = r.y + 8
        if self.title:
            surface.blit(self.texts.get(self.title, 18, "accent", True), (r.x + 10, y))
            y += 24
        count = self.visible_count() - (1 if self.scroll else 0)
        end = len(self.lines) - self.scroll
        start = max(0, end - count)
        for i in range(start, end):
            surface.blit(self._line(i), (r.x + 10, y))
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
