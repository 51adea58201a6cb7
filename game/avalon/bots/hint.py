"""Avalon hints: the hard bot's rules move in the seat, why (reasons.py: its suspicion
of the seats, what a failed quest proved), and its P(evil) of every other seat in %."""
from __future__ import annotations

import random

from game.core import Move, View
from game.hints import Hint

from .hard import Bot
from .reasons import REASONS

__all__ = ["REASONS", "hint"]


def hint(view: View, legal: list[Move], rng: random.Random) -> Hint:
    move, reason, params, suspicion = Bot(view["seat"]).decide_with_reasons(view, legal, rng)
    return Hint(move, "hints.avalon." + reason, params, suspicion)
