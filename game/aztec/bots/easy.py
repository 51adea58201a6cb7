"""Easy Aztec bot: tells the truth mostly, bets at random, keeps a random artefact."""
from __future__ import annotations

import random
from typing import Any

from game.core import Move

TRUTH = 0.85


class Bot:
    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[Move], rng: random.Random) -> Move:
        if legal[0]["kind"] == "take" and view["card"] is not None:
            honest = {"kind": "take", "jewels": view["card"]}
            if honest in legal and rng.random() < TRUTH:
                return honest
        return rng.choice(legal)
