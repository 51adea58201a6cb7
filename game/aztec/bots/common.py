"""The decision loop of the normal and hard bots: a ``Model`` with a ``Style``
values every legal move; ``temperature`` 0 plays the best, above 0 a mixed strategy
(a softmax over the values, so a bot's bluffs and bets cannot be read off its state).
``decide_with_reasons`` gives the best-valued move (the likeliest of that mixed
strategy) with the values it weighed, for hints.
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


def vp(x: float) -> float:
    """Victory points as a hint shows them: one decimal."""
    return round(x, 1) + 0.0   # + 0.0: no -0.0


def pct(p: float) -> int:
    """A chance as a whole percentage."""
    return int(round(100 * p))


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

    def decide_with_reasons(self, view: dict[str, Any], legal: list[Move], rng: random.Random
                            ) -> tuple[Move, str, dict[str, Any]]:
        """The best-valued move and why: a reason name (``take_truth``, ``take_bluff``,
        ``bet_believe``, ``bet_accuse``, ``keep``, ``character``, ``only``) and the values
        weighed, in victory points (one decimal) and percentages (whole numbers)."""
        kind = legal[0]["kind"]
        if len(legal) == 1:
            return legal[0], "only", {}
        if kind == "character":
            return self.character(view, legal, rng), "character", {}
        model = Model(Reading.of(view), self.style, rng)
        if kind == "take":
            takes = [jewels_of(m["jewels"]) for m in legal]
            values = model.take_values(takes)
            i = max(range(len(takes)), key=lambda k: values[takes[k]])
            take, card = takes[i], model.r.card
            truth = take == card
            # the best take of the other sort: the card's own take vs the best bluff
            rest = [values[t] for t in takes if (t == card) != truth]
            accused = 1.0 - model.accusers_on_me(take)[0]
            params: dict[str, Any] = {"ev": vp(values[take]), "accused": pct(accused)}
            params["other"] = vp(max(rest)) if rest else params["ev"]
            return legal[i], "take_truth" if truth else "take_bluff", params
        if kind == "bet":
            bets = model.bet_values()
            i = max(range(len(legal)), key=lambda k: bets[(legal[k]["target"], legal[k]["believe"])])
            target, believe = legal[i]["target"], legal[i]["believe"]
            p = model.truth_chances()[target]
            params = {"seat": target, "truth": pct(p), "ev": vp(bets[(target, believe)]),
                      "other": vp(bets[(target, not believe)])}
            return legal[i], "bet_believe" if believe else "bet_accuse", params
        if kind == "keep":
            worth = [model.artefact_worth(m["artefact"]) for m in legal]
            i = max(range(len(legal)), key=lambda k: worth[k])
            return legal[i], "keep", {"ev": vp(worth[i])}
        return rng.choice(legal), "only", {}

    def character(self, view: dict[str, Any], legal: list[Move], rng: random.Random) -> Move:
        """Any character: their duos are worth the same over the deck."""
        return rng.choice(legal)
