"""The role/goal card: who this seat is, how it wins, what it knows now and the shape
of a turn, shown over the table at the start of a game (and again on demand).

A game gives its content as data: ``scenes/<game>/role_card.py`` holds
``def role_card(view: dict, seat: int) -> RoleCard | None`` (from the seat's own view,
never the state), named in its SceneManifest as
``role_card="scenes.<game>.role_card:role_card"``. Every text is a translation key
and its parameters, ``(key, params)``; parameters named as in
``game.hints.SEAT_PARAMS`` (seat, seats, team, target, leader) are seat ids, shown as
the players' names. TableScene shows the card (see ``scenes/kit/table_learn.py``).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.hints import render_params

from ..i18n import language, t
from .images import ImageCache
from .text import TextCache, colour

#: a text of the card: a translation key and its parameters
Text = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class RoleCard:
    """One seat's card. ``art``: the portrait's art file; ``title``: the role's name;
    ``side``: its side or goal in a few words; ``win``: how this seat wins (a sentence
    or two); ``knows``: what it knows now, one line each (none: nothing); ``turn``: the
    shape of a turn in three lines; ``side_colour``: the palette colour of the side."""

    art: str
    title: Text
    side: Text
    win: Text
    knows: Sequence[Text] = field(default_factory=tuple)
    turn: Sequence[Text] = field(default_factory=tuple)
    side_colour: str = "accent"


def words(text: Text, name_of: Callable[[int], str]) -> str:
    """``text`` in the current language, seats as names."""
    key, params = text
    decimal = "," if language() == "fr" else "."
    return t(key, **render_params(dict(params), name_of, decimal=decimal))


#: (title size, body size, portrait side) tried in turn until the card fits
SIZES = ((26, 17, 112), (24, 16, 96), (22, 15, 84), (20, 14, 72), (18, 13, 60), (17, 12, 52))
PAD = 14


def render_role_card(texts: TextCache, images: ImageCache, card: RoleCard,
                     name_of: Callable[[int], str], width: int, max_height: int,
                     footer: str = "") -> pygame.Surface:
    """The card as a panel ``width`` wide, at most ``max_height`` high (the largest
    text that fits), ``footer`` (the close button's room and the key to reopen it)
    in the bottom strip of 48 px left empty for the button."""
    title = words(card.title, name_of)
    side = words(card.side, name_of)
    win = words(card.win, name_of)
    knows = [words(k, name_of) for k in card.knows]
    turn = [words(k, name_of) for k in card.turn]
    button_room = 50
    parts: list[tuple[int, int, pygame.Surface]] = []
    height, chosen = 0, SIZES[-1][2]
    for title_size, size, side_px in SIZES:
        parts, height = _lay_out(texts, title, side, win, knows, turn, card.side_colour,
                                 width, title_size, size, side_px)
        chosen = side_px
        if height + button_room <= max_height:
            break
    surf = pygame.Surface((width, min(max_height, height + button_room)), pygame.SRCALPHA)
    box = surf.get_rect()
    pygame.draw.rect(surf, colour("panel"), box, border_radius=12)
    pygame.draw.rect(surf, colour(card.side_colour), box, 2, border_radius=12)
    picture = images.get(card.art, (chosen, chosen))
    if picture is not None:
        surf.blit(picture, (PAD, PAD))
    for x, y, part in parts:
        if y + part.get_height() <= box.height - button_room + 6:
            surf.blit(part, (x, y))
    if footer:
        foot = texts.fit(footer, width - 2 * PAD - 150, 13, "text_dim")
        surf.blit(foot, foot.get_rect(midleft=(PAD, box.height - button_room // 2)))
    return surf


def paragraph(texts: TextCache, text: str, width: int, size: int,
              fg: str = "text") -> pygame.Surface:
    """``text`` wrapped greedily (full lines, then the rest) within ``width``."""
    rows = [texts.get(line, size, fg) for line in texts.wrap(text, width, size)] or \
        [texts.get(" ", size, fg)]
    surf = pygame.Surface((max(r.get_width() for r in rows), sum(r.get_height() for r in rows)),
                          pygame.SRCALPHA)
    y = 0
    for row in rows:
        surf.blit(row, (0, y))
        y += row.get_height()
    return surf


def _lay_out(texts: TextCache, title: str, side: str, win: str, knows: list[str],
             turn: list[str], side_colour: str, width: int, title_size: int, size: int,
             side_px: int) -> tuple[list[tuple[int, int, pygame.Surface]], int]:
    """Where each piece goes at these sizes, and the height used."""
    parts: list[tuple[int, int, pygame.Surface]] = []
    x = PAD + side_px + 14
    text_w = width - x - PAD
    y = PAD
    head = texts.block(title, text_w, ((title_size, 1), (title_size - 2, 2)), "text", True,
                       "left")
    parts.append((x, y, head))
    y += head.get_height() + 2
    line = texts.block(side, text_w, ((size + 1, 1), (size, 2)), side_colour, True, "left")
    parts.append((x, y, line))
    y += line.get_height() + 6
    body = paragraph(texts, win, text_w, size)
    parts.append((x, y, body))
    y = max(y + body.get_height(), PAD + side_px) + 10
    full = width - 2 * PAD
    for heading, lines, numbered in ((t("learn.card.knows"), knows, False),
                                     (t("learn.card.turn"), turn, True)):
        if not lines:
            continue
        head = texts.get(heading, size, "accent", True)
        parts.append((PAD, y, head))
        y += head.get_height() + 2
        for i, text in enumerate(lines):
            mark = f"{i + 1}." if numbered else "•"
            bullet = texts.get(mark, size, "text_dim", True)
            block = paragraph(texts, text, full - 22, size)
            parts.append((PAD + 2, y, bullet))
            parts.append((PAD + 22, y, block))
            y += block.get_height() + 3
        y += 8
    return parts, y
