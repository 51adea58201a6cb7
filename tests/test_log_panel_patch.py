"""The log panel's kept patch, grown line by line, draws the pixels of a whole redraw."""
from __future__ import annotations

import pygame
import pytest

from scenes.kit.log_panel import LogPanel
from scenes.kit.text import TextCache

WORDS = "the spy lands two streets away and the other agent recruits a courier".split()


def _entry(i: int) -> tuple[str, str]:
    """Entries of one to three lines, in turns of colour."""
    text = " ".join(WORDS[: 3 + (i * 7) % len(WORDS)]) + f" {i}"
    return text, ("text", "accent", "highlight")[i % 3]


def _same(panel: LogPanel, size: tuple[int, int]) -> bool:
    whole, kept = pygame.Surface(size), pygame.Surface(size)
    for surface in (whole, kept):
        surface.fill((30, 120, 60))       # what lies under the round corners
    panel.cache = False
    panel.draw(whole)
    panel.cache = True
    panel.draw(kept)
    same = pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(kept, "RGB")
    kept.fill((30, 120, 60))
    panel.draw(kept)          # the next frame, from the patch made again
    return same and pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(kept, "RGB")


@pytest.mark.parametrize("title", ["", "Log"])
@pytest.mark.parametrize("width", [190, 330])
def test_a_growing_log_draws_as_a_whole_redraw(app, title, width):
    panel = LogPanel(TextCache(app), pygame.Rect(12, 6, width, 260), 15, title)
    size = (width + 30, 280)
    entries: list[tuple[str, str]] = []
    grown = 0
    for i in range(40):
        # one, then several entries at once (a bot's move and its results)
        for k in range(1 + i % 3):
            entries.append(_entry(i * 3 + k))
        panel.set_entries(entries)
        before = panel._work
        assert _same(panel, size), (i, title, width)
        grown += panel._work is before and before is not None
        if i % 9 == 8:         # scrolled up a while, then back down
            panel.scroll_by(4)
            assert _same(panel, size)
            panel.scroll_by(-4)
            assert _same(panel, size)
    assert grown > 20            # most new lines drew only themselves on the kept patch
    panel.set_entries([("another language", "text")])   # entries that do not extend
    assert panel.lines == [("another language", "text")] and _same(panel, size)


def test_a_line_wider_than_the_panel_is_drawn_whole(app):
    panel = LogPanel(TextCache(app), pygame.Rect(0, 0, 150, 200), 15)
    panel.set_entries([("short", "text")])
    assert _same(panel, (160, 210)) and panel._patch is not None
    panel.set_entries([("short", "text"), ("Supercalifragilisticexpialidocious!", "text")])
    assert _same(panel, (160, 210)) and panel._patch is None
