"""Game id -> the scene class that plays it. A game whose scene is not written yet is
simply absent; ``scenes.play`` then says so instead of starting it."""
from __future__ import annotations

import importlib

from .table import TableScene

#: id -> "module:Class", imported on first use so the menus start fast
_WHERE: dict[str, str] = {
    "avalon": "scenes.avalon:AvalonScene",
}

SCENES: dict[str, type[TableScene]] = {}


def _load() -> None:
    for game_id, where in _WHERE.items():
        module, _, name = where.partition(":")
        try:
            SCENES[game_id] = getattr(importlib.import_module(module), name)
        except ModuleNotFoundError as exc:
            if exc.name != module:   # a bug inside the scene package: surface it
                raise


def scene_for(game_id: str) -> type[TableScene] | None:
    return SCENES.get(game_id)


_load()
