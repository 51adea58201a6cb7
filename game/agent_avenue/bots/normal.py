"""Easy: legal, greedy on its own movement (placeholder until the real levels land)."""
from __future__ import annotations

import random
from typing import Any

from game.core import Move


class Bot:
    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[Move], rng: random.Random) -> Move:
        return rng.choice(legal)
