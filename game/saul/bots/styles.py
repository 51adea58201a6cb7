"""Fixed opponent styles, to test the bots against players who are not ours: they
ignore our bots' habits and play one simple way whatever their card."""
from __future__ import annotations

import random
from collections import Counter

from game.core import Move, View

from ..data import SAMUEL, SPY


class _Style:
    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        line = self.line(view, rng)
        if line is not None and line in view["talk"] and not self.said(view, line):
            return line
        return self.move(view, legal, rng)

    def said(self, view: View, line: Move) -> bool:
        mine = [{"kind": "say", **{k: v for k, v in e.items() if k not in ("kind", "seat")}}
                for e in view["log"] if e["kind"] == "say" and e["seat"] == self.seat]
        return line in mine

    def line(self, view: View, rng: random.Random) -> Move | None:
        return None

    def move(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        return rng.choice(legal)


class Silent(_Style):
    """Never talks; acts and votes at random."""


class Liar(_Style):
    """Claims to be Samuel every day, whatever its card, and names a random Spy."""

    def line(self, view: View, rng: random.Random) -> Move | None:
        if view["phase"] != "debate":
            return None
        others = [p for p in range(view["players"]) if view["alive"][p] and p != self.seat]
        claim = {"kind": "say", "claim": "role", "role": SAMUEL}
        if not self.said(view, claim):
            return claim
        target = others[(view["day"] * 7 + self.seat) % len(others)]
        return {"kind": "say", "claim": "vision", "target": target, "role": SPY}


class Follower(_Style):
    """Votes for whoever the table has declared votes against most; never talks."""

    def move(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        if legal[0]["kind"] not in ("vote", "elect", "shoot", "tiebreak"):
            return rng.choice(legal)
        declared = Counter(e["target"] for e in view["log"]
                           if e["kind"] == "say" and e["claim"] == "vote"
                           and e["seat"] != self.seat)
        best = max(legal, key=lambda m: (declared.get(m["target"], 0), -m["target"]))
        return best if declared else rng.choice(legal)


class Accuser(_Style):
    """Accuses and votes against one fixed neighbour while it lives."""

    def move(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        targets = [m["target"] for m in legal if "target" in m]
        if legal[0]["kind"] == "vote" and targets:
            after = sorted(targets, key=lambda t: (t - self.seat) % view["players"])
            return {"kind": "vote", "target": after[0]}
        return rng.choice(legal)


STYLES = {"silent": Silent, "liar": Liar, "follower": Follower, "accuser": Accuser}
