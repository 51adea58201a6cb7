"""Easy: legal and simple (a placeholder until the real levels land)."""
from __future__ import annotations

import random

from game.core import Move, Seat, View


class Bot:
    def __init__(self, seat: Seat) -> None:
        self.seat = seat

    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        return rng.choice(legal)
