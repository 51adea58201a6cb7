"""The Avalon scene (round table, quest track, night knowledge, every move by mouse).

``AvalonScene`` is imported on first use: the menus read ``manifest`` without pygame."""
from __future__ import annotations

from typing import Any

__all__ = ["AvalonScene"]


def __getattr__(name: str) -> Any:
    if name == "AvalonScene":
        from .scene import AvalonScene
        return AvalonScene
    raise AttributeError(name)
