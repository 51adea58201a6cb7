"""The viewer's private card box: a portrait, a title and a few words (a role and
what its night shows, a hand's summary), the box sized to its wrapped text.

Three layouts, tried in the order the room allows: portrait left with the words
beside it; the title across the box with a smaller portrait below; when short of
height (``tight``), a small portrait by the title and the words below."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from .text import TextCache, colour

#: (font size, most lines) tried in turn: the title beside the portrait or across the
#: box, the words beside the portrait or below it
TITLE_SIDE_TRIES = ((16, 1), (15, 1), (14, 1))
TITLE_TOP_TRIES = ((15, 1), (14, 1), (13, 1), (14, 2), (13, 2))
BODY_SIDE_TRIES = ((14, 3), (13, 4))
BODY_TOP_TRIES = ((14, 2), (13, 2), (13, 3), (12, 4))
TITLE_TIGHT = ((15, 1), (14, 1), (13, 1), (14, 2), (13, 2))
BODY_TIGHT = ((14, 1), (13, 1), (13, 2), (12, 3))


def render_private_box(texts: TextCache, portrait: Callable[[int], pygame.Surface | None],
                       title: str,
                       body: str, width: int, portrait_size: int, fg: str, border: str,
                       tight: bool = False) -> pygame.Surface:
    """``portrait(side)``: the picture at that side (``portrait_size``, smaller in the
    narrow layouts), or None; ``fg``: the title's colour name; ``border``: the box's."""
    size = portrait_size
    text_w = width - size - 20
    if not tight and texts.fits(title, text_w, TITLE_SIDE_TRIES, True):
        head = texts.block(title, text_w, TITLE_SIDE_TRIES, fg, True, "left")
        words = texts.block(body, text_w, BODY_SIDE_TRIES, "text", False, "left", -3)
        h = max(size + 12, 8 + head.get_height() + 2 + words.get_height() + 8)
        spots = [((size + 14, 8), head), ((size + 14, 10 + head.get_height()), words)]
        portrait_at = (6, 6)
    elif not tight:
        size = 36
        head = texts.block(title, width - 16, TITLE_TOP_TRIES, fg, True, "left")
        words = texts.block(body, width - size - 20, BODY_TOP_TRIES, "text", False, "left", -3)
        row = max(size, words.get_height())
        h = 6 + head.get_height() + 4 + row + 6
        y = 6 + head.get_height() + 4
        spots = [((8, 6), head), ((size + 14, y + (row - words.get_height()) // 2), words)]
        portrait_at = (6, y + (row - size) // 2)
    else:
        size = 32
        head = texts.block(title, width - size - 20, TITLE_TIGHT, fg, True, "left")
        words = texts.block(body, width - 16, BODY_TIGHT, "text", False, "left", -3)
        row = max(size, head.get_height())
        h = 6 + row + 3 + words.get_height() + 6
        spots = [((size + 14, 6 + (row - head.get_height()) // 2), head), ((8, 6 + row + 3), words)]
        portrait_at = (6, 6 + (row - size) // 2)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, colour("panel"), surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, colour(border), surf.get_rect(), 2, border_radius=8)
    picture = portrait(size)
    if picture is not None:
        surf.blit(picture, portrait_at)
    for at, text in spots:
        surf.blit(text, at)
    return surf
