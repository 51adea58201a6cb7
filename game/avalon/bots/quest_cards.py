"""The hard Avalon bot's quest cards: good always plays Success (the rules allow no
other card); evil fails unless its partners on the team are likely to fail enough
without it (an extra fail card only exposes it).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core import Move, View

from .params import PARAMS

if TYPE_CHECKING:
    from .mind import Mind


def quest_card(mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
    q = view["quest"] or 1
    team = view["team"] or []
    return {"kind": "quest", "success": not plays_fail(mind, q, team, rng)}


def plays_fail(mind: Mind, q: int, team: list[int], rng: random.Random) -> bool:
    need = mind.need[q - 1]
    me = mind.seat
    if mind.role == "oberon":
        return need == 1 or rng.random() < 0.4
    mates = [s for s in team if s in mind.known_evil and s != me]
    decisive = mind.failed == 2 or mind.succeeded == 2
    if not mates:
        if need >= 2:   # alone, a fail cannot sink the quest: it only shows itself
            return mind.failed == 2 and rng.random() < 0.5
        return True
    # partners on the team: predict their cards, from what they played before and
    # who the table suspects more (the more suspected one has least cover to lose)
    pub = mind.public.p_evil()
    probs = []
    for m in mates:
        lean = 0.5 + 0.5 * max(-1.0, min(1.0, (pub[m] - pub[me]) * 10))
        probs.append(mind.partner_fails(m) * (0.5 + 0.5 * lean))
    dist = [1.0]                      # P(partners play exactly k fails)
    for p in probs:
        dist = [a * (1 - p) + b * p for a, b in zip(dist + [0.0], [0.0] + dist)]
    tip = dist[need - 1] if need - 1 < len(dist) else 0.0
    over = sum(dist[need:])
    gain = PARAMS["decisive_gain"] if decisive else 1.0
    return gain * tip >= PARAMS["overshoot_cost"] * over
