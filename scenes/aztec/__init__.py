"""The Aztec scene (the temple, the players' piles, secret takes and bets, the reveal).

``AztecScene`` is imported on first use: the menus read ``manifest`` without pygame."""
from __future__ import annotations

from typing import Any

__all__ = ["AztecScene"]


def __getattr__(name: str) -> Any:
    if name == "AztecScene":
        from .scene import AztecScene
        return AztecScene
    raise AttributeError(name)
