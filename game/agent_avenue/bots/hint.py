"""Agent Avenue hints: the hard bot's best-scored move in the seat, and what it weighed
(``Planner.decide_with_reasons``): the move's effect on the Lead after each of the
recruiter's choices, and the recruit risk."""
from __future__ import annotations

import random

from game.core import Move, View
from game.hints import Hint

from .hard import Bot

# every reason name ``decide_with_reasons`` gives (the hint texts' keys)
REASONS = ("pair", "pair_wins", "pair_wins_sure", "pair_loses", "play_up_team", "recruit_up",
           "recruit_up_risky", "recruit_down", "recruit_down_risky", "discard", "market",
           "ability", "recruit_now", "recruit_now_not", "only")


def hint(view: View, legal: list[Move], rng: random.Random) -> Hint:
    move, reason, params = Bot(view["seat"]).decide_with_reasons(view, legal, rng)
    return Hint(move, "hints.agent_avenue." + reason, params, None)
