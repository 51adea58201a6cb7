"""The Agent Avenue scene (the ring of houses, the cards on the table, every move by
mouse). ``AgentAvenueScene`` is imported on first use: the menus read ``manifest``
without pygame."""
from __future__ import annotations

from typing import Any

__all__ = ["AgentAvenueScene"]


def __getattr__(name: str) -> Any:
    if name == "AgentAvenueScene":
        from .scene import AgentAvenueScene
        return AgentAvenueScene
    raise AttributeError(name)
