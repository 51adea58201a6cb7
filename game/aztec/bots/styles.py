"""Fixed opponent styles, to test the bots against players who are not ours:
always honest, always lies, always accuses, never accuses."""
from __future__ import annotations

import random
from typing import Any

from game.core import Move


class _Style:
    honest = True
    accuse: bool | None = None  # None: believe or accuse at random

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[Move], rng: random.Random) -> Move:
        kind = legal[0]["kind"]
        if kind == "take":
            card = {"kind": "take", "jewels": view["card"]}
            if self.honest and card in legal:
                return card
            lies = [m for m in legal if m != card and sum(m["jewels"].values()) == 4]
            return rng.choice(lies or legal)
        if kind == "bet":
            pool = [m for m in legal if self.accuse is None or m["believe"] != self.accuse]
            return rng.choice(pool)
        return rng.choice(legal)


class Honest(_Style):
    """Always takes its card's jewels; bets at random."""


class Liar(_Style):
    """Always bluffs, with four jewels; bets at random."""
    honest = False


class Accuser(_Style):
    """Takes its card's jewels and always accuses someone."""
    accuse = True


class Believer(_Style):
    """Takes its card's jewels and never accuses."""
    accuse = False


STYLES = {"honest": Honest, "liar": Liar, "accuser": Accuser, "believer": Believer}
