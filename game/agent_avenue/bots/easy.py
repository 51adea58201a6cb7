"""Easy Agent Avenue bot: legal, greedy on its own movement: it recruits the card that
moves its own spy most (the face-down one at its average over the agents it has not
seen) and plays its two best movers; the Black Market and abilities at random."""
from __future__ import annotations

import random
from typing import Any

from game.core import Move

from .model import read, steps, weighted


class Bot:
    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[Move], rng: random.Random) -> Move:
        kinds = {m["kind"] for m in legal}
        if not kinds & {"play_up", "play_down", "recruit"}:
            return rng.choice(legal)
        seen = read(view)
        has, row = seen.has[seen.side], seen.tabs[seen.side]

        def own(agent: str) -> float:
            from ..data import INDEX
            return steps(has, agent, row[INDEX[agent]] + 1)
        if "recruit" in kinds:
            down = sum(w * own(x) for x, w in weighted(seen.pool, exclude=view["up"]))
            return {"kind": "recruit", "pick": "up" if own(view["up"]) >= down else "down"}
        plays = [m for m in legal if m["kind"] != "discard"]
        best = max(own(m["card"]) for m in plays)
        return rng.choice([m for m in plays if own(m["card"]) == best])
