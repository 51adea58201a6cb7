"""The hard Avalon bot's choices of a seat: whom the Lady of the Lake examines, and
whom the Assassin names as Merlin (the hunt's P(Merlin), mind.p_merlin_hunted).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core import Move, View

if TYPE_CHECKING:
    from .mind import Mind


def lady(mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
    targets = [m["target"] for m in legal if m["target"] is not None]
    if not targets:
        return legal[0]
    if not mind.evil:
        pe = mind.private.p_evil()
        t = max(targets, key=lambda s: (pe[s] * (1 - pe[s]), rng.random()))
    else:
        pub = mind.public.p_evil()
        mates = [s for s in targets if s in mind.known_evil]
        suspected = [s for s in mates if pub[s] >= 0.5]
        if suspected:
            t = max(suspected, key=lambda s: pub[s])
        else:
            goods = [s for s in targets if s not in mind.known_evil] or targets
            t = max(goods, key=lambda s: (-abs(pub[s] - 0.5), rng.random()))
    return {"kind": "lady", "target": t}

# assassination -----------------------------------------------------------
def assassinate(mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
    pm = mind.p_merlin_hunted()
    targets = [m["target"] for m in legal]
    t = max(targets, key=lambda s: (pm[s], rng.random()))
    return {"kind": "assassinate", "target": t}
