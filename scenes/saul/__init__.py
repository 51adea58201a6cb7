"""The Saül contre David scene (the camp around the fire).

``SaulScene`` is imported on first use: the menus read ``manifest`` without pygame."""
from __future__ import annotations

from typing import Any

__all__ = ["SaulScene"]


def __getattr__(name: str) -> Any:
    if name == "SaulScene":
        from .scene import SaulScene
        return SaulScene
    raise AttributeError(name)
