"""Helpers for the role-card tests: a card's lines said in both languages, and every
card drawn at the board's size."""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from scenes import i18n
from scenes.kit.role_card import render_role_card, words
from scenes.kit.text import TextCache
from tests import test_table_kit as kit

PLACEHOLDER = re.compile(r"%\{[a-z_]+\}")


def card_said(card: Any, names: list[str]) -> dict[str, list[str]]:
    """The card's lines (title, side, win, knows, turn) as said in English and French,
    seats named by ``names``; each line's key is in that language's table and nothing
    is left unfilled. The language is put back after."""
    lines = (card.title, card.side, card.win, *card.knows, *card.turn)
    said: dict[str, list[str]] = {}
    before = i18n.language()
    try:
        for lang in ("en", "fr"):
            i18n.set_language(lang)
            said[lang] = [words(line, names.__getitem__) for line in lines]
            for (key, _), text in zip(lines, said[lang]):
                assert key in i18n.table(lang) and not PLACEHOLDER.search(text), (lang, key)
    finally:
        i18n.set_language(before)
    return said


def assert_cards_fit(size: tuple[int, int], lang: str, start: Callable[[Any], Any],
                     cards: list[Any]) -> None:
    """Each card, drawn with a long name, fits the board of the table ``start(app)`` opens
    in a window of ``size`` in ``lang`` (as the table shows it)."""
    app = kit.make_app(size)   # type: ignore[no-untyped-call]  # test_table_kit is untyped
    try:
        app.apply_settings(dataclasses.replace(app.settings, language=lang), save=False)
        scene = start(app)
        texts = TextCache(app)
        width, room = min(660, scene.board_rect.width - 16), scene.board_rect.height - 4
        for card in cards:
            surf = render_role_card(texts, scene.images, card, lambda s: "Maximilienne",
                                    width, room, "footer")
            assert surf.get_height() <= room and surf.get_width() == width
    finally:
        app.close()
