"""BluffBox rules layer: headless, pure, never imports pygame.

``game.get(id)`` returns a registered game (a ``GameDef``); ``game.GAMES`` maps the
registered ids to their definitions; ``game.CATALOG`` lists every game BluffBox
plans to ship, registered or not, so the menus can show what is coming.
"""
from __future__ import annotations

import importlib

from .core import LEVELS, Event, GameDef, GameError, IllegalAction, Option, RandomBot, SetupError

# id -> module holding a ``GAME`` attribute; order is the order of the picker.
CATALOG: dict[str, str] = {
    "avalon": "game.avalon",
    "saul": "game.saul",
    "agent_avenue": "game.agent_avenue",
    "aztec": "game.aztec",
}


def _load() -> dict[str, GameDef]:
    found = {}
    for gid, modname in CATALOG.items():
        try:
            mod = importlib.import_module(modname)
        except ModuleNotFoundError as exc:
            if exc.name != modname:  # a real bug inside the package: surface it
                raise
            continue
        found[gid] = mod.GAME
    return found


GAMES: dict[str, GameDef] = _load()


def get(game_id: str) -> GameDef:
    try:
        return GAMES[game_id]
    except KeyError:
        if game_id in CATALOG:
            raise SetupError(f"{game_id} is coming soon and cannot be played yet.",
                             "error.game_coming", game=game_id) from None
        raise SetupError(f"There is no game called {game_id!r}.", "error.game_unknown",
                         game=game_id) from None


__all__ = ["CATALOG", "GAMES", "get", "GameDef", "GameError", "SetupError",
           "IllegalAction", "Option", "Event", "RandomBot", "LEVELS"]
