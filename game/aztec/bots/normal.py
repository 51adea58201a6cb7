from __future__ import annotations

import random
from typing import Any


class Bot:
    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[dict], rng: random.Random) -> dict:
        return rng.choice(legal)
