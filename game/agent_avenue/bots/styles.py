"""Fixed opponent styles, to test the bots against players who are not ours:
always takes the visible card, always takes the hidden card, greedy on its own spy.
They play random legal cards and take random Black Market cards."""
from __future__ import annotations

import random
from typing import Any

from game.core import Move

from . import easy


class Visible:
    pick = "up"

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[Move], rng: random.Random) -> Move:
        if legal[0]["kind"] == "recruit":
            return {"kind": "recruit", "pick": self.pick}
        return rng.choice([m for m in legal if m["kind"] != "discard"] or legal)


class Hidden(Visible):
    pick = "down"


class Greedy(easy.Bot):
    """Recruits whatever moves its own spy most; plays its best movers."""


STYLES: dict[str, type[Visible] | type[Greedy]] = {"visible": Visible, "hidden": Hidden,
                                                  "greedy": Greedy}
