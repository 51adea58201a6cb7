"""Cached text for the table scenes: palette colours, rendered strings, and
wrapping that shrinks the font or cuts with an ellipsis to fit a width."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame

import art
from saves.names import drawable_text


def colour(name: str) -> tuple[int, int, int]:
    return art.rgb(art.PALETTE[name])


class TextCache:
    """Rendered text surfaces, so a frame never renders a font twice."""

    def __init__(self, app: Any, limit: int = 600) -> None:
        self.app = app
        self.limit = limit
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wraps: OrderedDict[tuple, list[str]] = OrderedDict()

    def get(self, text: str, size: int = 18, fg: tuple[int, int, int] | str = "text",
            bold: bool = False) -> pygame.Surface:
        if isinstance(fg, str):
            fg = colour(fg)
        text = drawable_text(text)   # a name or a file name may hold what fonts refuse
        key = (text, size, fg, bold)
        surf = self._cache.get(key)
        if surf is None:
            surf = self.app.font(size, bold).render(text, True, fg)
            self._cache[key] = surf
            if len(self._cache) > self.limit:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def fit(self, text: str, width: int, size: int = 16, fg: Any = "text",
            bold: bool = False) -> pygame.Surface:
        """``text`` shortened with an ellipsis to fit ``width`` pixels."""
        text = drawable_text(text)
        surf = self.get(text, size, fg, bold)
        if surf.get_width() <= width or len(text) <= 1:
            return surf
        cut = text
        while len(cut) > 1 and self.get(cut + "…", size, fg, bold).get_width() > width:
            cut = cut[:-1]
        return self.get(cut + "…", size, fg, bold)

    def wrap(self, text: str, width: int, size: int = 16, bold: bool = False) -> list[str]:
        """``text`` in lines of at most ``width`` pixels (a longer word keeps its line).

        Breaks only at plain spaces and newlines: a no-break space (U+00A0, French
        typography before ":" and inside « ») keeps its neighbours together."""
        text = drawable_text(text)
        key = (text, width, size, bold)
        lines = self._wraps.get(key)
        if lines is None:
            font = self.app.font(size, bold)
            lines = []
            for para in text.split("\n"):
                line = ""
                for word in para.split(" "):
                    if not word:
                        continue
                    trial = f"{line} {word}" if line else word
                    if not line or font.size(trial)[0] <= width:
                        line = trial
                    else:
                        lines.append(line)
                        line = word
                if line:
                    lines.append(line)
            lines = lines or [""]
            self._wraps[key] = lines
            if len(self._wraps) > self.limit:
                self._wraps.popitem(last=False)
        return list(lines)

    def lines(self, text: str, width: int, tries: tuple[tuple[int, int], ...],
              bold: bool = False) -> tuple[int, list[str]]:
        """(font size, lines) of the first (size, most lines) in ``tries`` that shows
        ``text`` whole within ``width``; else the last try, its last line cut with "…"."""
        text = drawable_text(text)
        for size, most in tries:
            if self.fits(text, width, ((size, most),), bold):
                return size, self._balanced(text, width, size, bold)
        size, most = tries[-1]
        wrapped = self.wrap(text, width, size, bold)
        kept = wrapped[:most]
        rest = " ".join(wrapped[len(kept) - 1:])   # one long word wraps to fewer than most
        kept[-1] = self._cut(rest, width, size, bold)
        return size, [self._cut(x, width, size, bold) for x in kept[:-1]] + [kept[-1]]

    def fits(self, text: str, width: int, tries: tuple[tuple[int, int], ...],
             bold: bool = False) -> bool:
        """Does one of ``tries`` show ``text`` whole within ``width``?"""
        for size, most in tries:
            wrapped = self.wrap(text, width, size, bold)
            font = self.app.font(size, bold)
            if len(wrapped) <= most and all(font.size(x)[0] <= width for x in wrapped):
                return True
        return False

    def _balanced(self, text: str, width: int, size: int, bold: bool) -> list[str]:
        """Wrapped in as few lines as at ``width``, but as narrow as they allow: two
        lines of about the same length rather than a lone word on the second."""
        lines = self.wrap(text, width, size, bold)
        if len(lines) < 2:
            return lines
        font = self.app.font(size, bold)
        lo, hi = max(font.size(w)[0] for w in text.split(" ") if w), width
        while lo < hi:   # the narrowest width keeping the count of lines
            mid = (lo + hi) // 2
            if len(self.wrap(text, mid, size, bold)) <= len(lines):
                hi = mid
            else:
                lo = mid + 1
        return self.wrap(text, hi, size, bold)

    def _cut(self, text: str, width: int, size: int, bold: bool) -> str:
        font = self.app.font(size, bold)
        if font.size(text)[0] <= width:
            return text
        cut = text
        while len(cut) > 1 and font.size(cut + "…")[0] > width:
            cut = cut[:-1]
        return cut.rstrip() + "…"

    def block(self, text: str, width: int, tries: tuple[tuple[int, int], ...],
              fg: Any = "text", bold: bool = False, align: str = "center",
              spacing: int = 0) -> pygame.Surface:
        """``text`` wrapped as ``lines`` chooses, rendered on one transparent surface
        no wider than ``width`` (cached)."""
        if isinstance(fg, str):
            fg = colour(fg)
        key = ("block", text, width, tries, fg, bold, align, spacing)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        size, rows = self.lines(text, width, tries, bold)
        rendered = [self.app.font(size, bold).render(x, True, fg) for x in rows]
        step = self.app.font(size, bold).get_linesize() + spacing
        w = max(1, min(width, max(r.get_width() for r in rendered)))
        h = step * (len(rendered) - 1) + rendered[-1].get_height()
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for i, r in enumerate(rendered):
            x = {"left": 0, "right": w - r.get_width()}.get(align, (w - r.get_width()) // 2)
            surf.blit(r, (x, i * step))
        self._cache[key] = surf
        if len(self._cache) > self.limit:
            self._cache.popitem(last=False)
        return surf
