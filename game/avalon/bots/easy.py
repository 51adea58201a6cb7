"""Easy Avalon bot: legal and simple. Approves teams it is on, puts itself on its
teams, and when evil fails every quest it can."""
from __future__ import annotations

import random
from typing import Any

from .reading import pick_quest, propose, size_of


class Bot:
    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[dict], rng: random.Random) -> dict:
        kind = legal[0]["kind"]
        me = self.seat
        if kind == "propose":
            quest = pick_quest(view, legal)
            others = [p for p in range(view["players"]) if p != me]
            rng.shuffle(others)
            move = propose(quest, [me] + others[:size_of(view, quest) - 1])
            return move if move in legal else rng.choice(legal)
        if kind == "vote":
            on_team = me in view["team"]
            approve = on_team or view["rejects"] >= 4
            return {"kind": "vote", "approve": approve}
        if kind == "quest":
            # evil fails every quest it can; good can only succeed
            return {"kind": "quest", "success": False} if len(legal) == 2 else legal[0]
        return rng.choice(legal)  # lady, assassination: anyone allowed
