"""Easy Avalon bot: legal and simple. Puts itself on its teams; approves teams it is
on, and other teams only when nobody on them was on a failed quest (or when a fifth
rejection looms); when evil, fails every quest it can."""
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
            tainted = {p for e in view["log"] if e["kind"] == "quest_result" and not e["success"]
                       for p in e["team"]}
            approve = on_team or view["rejects"] >= 4 or not (tainted & set(view["team"]))
            return {"kind": "vote", "approve": approve}
        if kind == "quest":
            # evil fails every quest it can; good can only succeed
            return {"kind": "quest", "success": False} if len(legal) == 2 else legal[0]
        return rng.choice(legal)  # lady, assassination: anyone allowed
