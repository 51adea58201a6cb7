"""Avalon (The Resistance: Avalon) — rules layer and bots; see shared/rules/avalon.md."""
from __future__ import annotations

import importlib

from game.core import Bot, GameDef, Seat

from . import rules, view as _view
from .data import MAX_PLAYERS, MIN_PLAYERS, OPTIONS

RULES_VERSION = 1


def bot_factory(level: str, seat: Seat) -> Bot:
    """easy / normal here; ``hard`` lives in bots/hard.py and falls back to normal until then."""
    if level == "hard":
        try:
            mod = importlib.import_module("game.avalon.bots.hard")
        except ModuleNotFoundError as exc:
            if exc.name != "game.avalon.bots.hard":
                raise
            level = "normal"
        else:
            return mod.Bot(seat)
    mod = importlib.import_module(f"game.avalon.bots.{level}")
    return mod.Bot(seat)


GAME = GameDef(
    id="avalon",
    title="Avalon",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    rules_version=RULES_VERSION,
    new=rules.new,
    apply=rules.apply,
    view=_view.view,
    bot_factory=bot_factory,
)
