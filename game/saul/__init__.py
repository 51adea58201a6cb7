"""Saül contre David — rules layer and bots; see shared/rules/saul-contre-david.md."""
from __future__ import annotations

import importlib

from game.core import BenchConfig, Bot, GameDef, GoldenSetup, Seat

from . import rules, view as _view
from .bots.styles import STYLES
from .data import CAMPS, MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from .rules import SaulState

RULES_VERSION = 1
EVERY = {"servant": True, "michal": True, "thief": True}


def bot_factory(level: str, seat: Seat) -> Bot:
    """One module per level under bots/, imported when first asked for; stranger styles
    (players who share none of our bots' habits) come from bots/styles.py."""
    if level in STYLES:
        style: Bot = STYLES[level](seat)
        return style
    bot: Bot = importlib.import_module(f"game.saul.bots.{level}").Bot(seat)
    return bot


def sides(state: SaulState) -> tuple[int, ...]:
    """0 for David's Warriors, 1 for Saul's Spies, 2 for the mixed lovers once they are."""
    return tuple(CAMPS.index(state.camp(seat)) for seat in range(state.players))


def progress(state: SaulState) -> tuple[str, int]:
    """Night n comes before day n: the night while it lasts, then the day."""
    if state.night > state.day:
        return "night", state.night
    return "day", max(state.day, 1)


GAME = GameDef(
    id="saul",
    title="Saül contre David",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    rules_version=RULES_VERSION,
    new=rules.new,
    apply=rules.apply,
    view=_view.view,
    bot_factory=bot_factory,
    sides=sides,
    styles=tuple(STYLES),
    progress_of=progress,
    bench=(BenchConfig("10 players", 10), BenchConfig("16 players, every card", 16, EVERY)),
    golden=(GoldenSetup(6, seeds=(1, 2)), GoldenSetup(9, seeds=(3,), options=EVERY)),
)
