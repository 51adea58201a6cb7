"""Aztec hints: the hard bot's best-valued move in the seat, and the expected gains it
weighed (``ModelBot.decide_with_reasons``): of the take and of the best take of the
other sort (the card's own or a bluff), of the bet and of the opposite bet."""
from __future__ import annotations

import random

from game.core import Move, View
from game.hints import Hint

from .hard import Bot

# every reason name ``decide_with_reasons`` gives (the hint texts' keys)
REASONS = ("take_truth", "take_bluff", "bet_believe", "bet_accuse", "keep", "character", "only")


def hint(view: View, legal: list[Move], rng: random.Random) -> Hint:
    move, reason, params = Bot(view["seat"]).decide_with_reasons(view, legal, rng)
    return Hint(move, "hints.aztec." + reason, params, None)
