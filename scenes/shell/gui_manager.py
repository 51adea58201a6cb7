"""pygame_gui's ``UIManager`` with a theme whose id memo holds a few kilobytes.

pygame_gui 0.6 memoises each widget's theming ids under a key built with nested
``str.join`` calls, which put one list's text between every character of another:
a drop-down in a menu gets a key of about a megabyte, and the memo keeps every key
for good (18 MB after the menus and one game; each nesting seen for the first time,
such as a dialog a random click opens, adds more). This theme memoises the same
lists under the tuple of the ids instead and empties pygame_gui's memo after each
build.
"""
from __future__ import annotations

from typing import Any

import pygame_gui
from pygame_gui.core import UIAppearanceTheme

IdLists = tuple[tuple[Any, ...] | None, ...]


def _key(*lists: list[Any] | None) -> IdLists:
    return tuple(None if ids is None else tuple(ids) for ids in lists)


class Theme(UIAppearanceTheme):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._combined_ids: dict[IdLists, list[str]] = {}

    def build_all_combined_ids(self, element_base_ids: list[str | None] | None,
                               element_ids: list[str] | None,
                               class_ids: list[str | None] | None,
                               object_ids: list[str | None] | None) -> list[str]:
        key = _key(element_base_ids, element_ids, class_ids, object_ids)
        found = self._combined_ids.get(key)
        if found is None:
            found = super().build_all_combined_ids(element_base_ids, element_ids,
                                                   class_ids, object_ids)
            self.unique_theming_ids.clear()
            self._combined_ids[key] = found
        return found


class Manager(pygame_gui.UIManager):
    def forget_short_term(self) -> None:
        """Drop the shadows pygame_gui keeps for widgets being built (up to 8 MB at
        1920x1080, emptied only every 10 s of frames): the scenes that used them left."""
        self.get_theme().get_shadow_generator().clear_short_term_caches()

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        theme = Theme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme
