"""Aztec — rules layer and bots; see shared/rules/aztec.md."""
from __future__ import annotations

import importlib

from game.core import BenchConfig, Bot, GameDef, GoldenSetup, Seat

from . import rules, view as _view
from .bots.styles import STYLES
from .data import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from .state import AztecState

RULES_VERSION = 1


def bot_factory(level: str, seat: Seat) -> Bot:
    """One module per level under bots/, imported when first asked for; the fixed styles
    (always honest, always lies, always accuses, never accuses) from bots/styles.py."""
    if level in STYLES:
        style: Bot = STYLES[level](seat)
        return style
    bot: Bot = importlib.import_module(f"game.aztec.bots.{level}").Bot(seat)
    return bot


def progress(state: AztecState) -> tuple[str, int]:
    return "round", state.round


GAME = GameDef(
    id="aztec",
    title="Aztec",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    rules_version=RULES_VERSION,
    new=rules.new,
    apply=rules.apply,
    view=_view.view,
    bot_factory=bot_factory,
    styles=tuple(STYLES),
    progress_of=progress,
    bench=(BenchConfig("6 players", 6),),
    golden=(GoldenSetup(3, seeds=(1, 2)), GoldenSetup(4, seeds=(3,), options={"characters": "chosen"})),
)
