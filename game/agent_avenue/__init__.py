"""Agent Avenue — rules layer and bots; see shared/rules/agent-avenue.md."""
from __future__ import annotations

import importlib

from game.core import BenchConfig, Bot, GameDef, GoldenSetup, Seat

from . import rules, view as _view
from .data import MAX_PLAYERS, MIN_PLAYERS, OPTIONS, side_of
from .state import AvenueState

RULES_VERSION = 1


STYLES = ("visible", "hidden", "greedy")


def bot_factory(level: str, seat: Seat) -> Bot:
    """One module per level under bots/, imported when first asked for; the fixed
    styles (sparring partners) from bots/styles.py."""
    if level in STYLES:
        from .bots.styles import STYLES as MADE
        return MADE[level](seat)
    bot: Bot = importlib.import_module(f"game.agent_avenue.bots.{level}").Bot(seat)
    return bot


def sides(s: AvenueState) -> tuple[int, ...]:
    return tuple(side_of(p) for p in range(s.players))


def progress(s: AvenueState) -> tuple[str, int]:
    return "turn", s.turn


GAME = GameDef(
    id="agent_avenue",
    title="Agent Avenue",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options=OPTIONS,
    rules_version=RULES_VERSION,
    new=rules.new,
    apply=rules.apply,
    view=_view.view,
    bot_factory=bot_factory,
    sides=sides,
    styles=STYLES,
    progress_of=progress,
    bench=(BenchConfig("basic", 2, {"mode": "basic"}),
           BenchConfig("advanced", 2, {"mode": "advanced"})),
    golden=(GoldenSetup(2, seeds=(1, 2)),
            GoldenSetup(2, seeds=(3,), options={"mode": "advanced"}),
            GoldenSetup(3, seeds=(4,), options={"mode": "advanced"}),
            GoldenSetup(4, seeds=(5,), options={"mode": "advanced", "home_spaces_active": True})),
)
