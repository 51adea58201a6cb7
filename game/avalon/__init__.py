"""Avalon (The Resistance: Avalon) — rules layer and bots; see shared/rules/avalon.md."""
from __future__ import annotations

import importlib

from game.core import BenchConfig, Bot, GameDef, GoldenSetup, Seat

from . import rules, view as _view
from .bots import strangers
from .data import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from .state import PROPOSE, QUEST, VOTE, AvalonState

RULES_VERSION = 1


def bot_factory(level: str, seat: Seat) -> Bot:
    """One module per level under bots/, imported when first asked for; stranger styles
    come from bots/strangers.py."""
    if level in strangers.STYLES:
        return strangers.make(level, seat)
    bot: Bot = importlib.import_module(f"game.avalon.bots.{level}").Bot(seat)
    return bot


def sides(state: AvalonState) -> tuple[int, ...]:
    """0 for the loyal servants of Arthur, 1 for the minions of Mordred."""
    return tuple(int(state.is_evil(seat)) for seat in range(state.players))


def progress(state: AvalonState) -> tuple[str, int]:
    """The quest being played (its rank, 1-5, whatever order the quests are picked in);
    once the quests are over (the assassination, the end), the last one played."""
    done = sum(r is not None for r in state.results)
    playing = state.phase in (PROPOSE, VOTE, QUEST) and done < len(state.results)
    return "quest", done + 1 if playing else max(done, 1)


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
    sides=sides,
    styles=strangers.STYLES,
    progress_of=progress,
    # the decision-time budget is set for the heaviest table: 10 players, every special, the Lady
    bench=(BenchConfig("7 players", 7),
           BenchConfig("10 players, every special, the Lady", 10, {
               "percival": True, "morgana": True, "mordred": True, "oberon": True,
               "lady_of_the_lake": True})),
    golden=(GoldenSetup(5, seeds=(2,)), GoldenSetup(7, seeds=(3,), options={
        "percival": True, "morgana": True, "lady_of_the_lake": True})),
)
