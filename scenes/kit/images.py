"""Art scaled to a size once and kept (``app.image`` loads; this remembers misses too)."""
from __future__ import annotations

from typing import Any

import pygame


class ImageCache:
    def __init__(self, app: Any) -> None:
        self.app = app
        self._cache: dict[tuple[str, tuple[int, int]], pygame.Surface | None] = {}

    def get(self, name: str, size: tuple[int, int]) -> pygame.Surface | None:
        """The art file ``name`` at ``size``, or None when it is missing (drawn without)."""
        key = (name, size)
        if key not in self._cache:
            try:
                self._cache[key] = self.app.image(name, size)
            except (FileNotFoundError, pygame.error):
                self._cache[key] = None
        return self._cache[key]

    __call__ = get
