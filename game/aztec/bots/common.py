"""The decision loop of the normal and hard bots: a ``Model`` with a ``Style``
values every legal move; ``temperature`` 0 plays the best, above 0 a mixed strategy
(a softmax over the values, so a bot's bluffs and bets cannot be read off its state).
"""
from __future__ import annotations

import math
import random
from typing import Any

from game.core import Move

from .model import Model, Style
from .reading import Reading, jewels_of


def softmax_pick(values: list[float], temperature: float, rng: random.Random) -> int:
    best = max(range(len(values)), key=lambda i: values[i])
    if temperature <= 0:
        return best
    top = values[best]
    weights = [math.exp((v - top) / temperature) for v in values]
    return rng.choices(range(len(values)), weights)[0]


class ModelBot:
    style: Style
    temperature = 0.0

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[Move], rng: random.Random) -> Move:
        kind = legal[0]["kind"]
        if kind == "character" or len(legal) == 1:
            return self.character(view, legal, rng) if kind == "character" else legal[0]
        model = Model(Reading.of(view), self.style, rng)
        if kind == "take":
            takes = [jewels_of(m["jewels"]) for m in legal]
            values = model.take_values(takes)
            return legal[softmax_pick([values[t] for t in takes], self.temperature, rng)]
        if kind == "bet":
            bets = model.bet_values()
            vals = [bets[(m["target"], m["believe"])] for m in legal]
            return legal[softmax_pick(vals, self.temperature, rng)]
        if kind == "keep":
            vals = [model.artefact_worth(m["artefact"]) for m in legal]
            return legal[softmax_pick(vals, 0.0, rng)]
        return rng.choice(legal)

    def character(self, view: dict[str, Any], legal: list[Move], rng: random.Random) -> Move:
        """Any character: their duos are worth the same over the deck."""
        return rng.choice(legal)
