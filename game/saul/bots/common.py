"""The shape every level shares: read the view, answer the move owed (or say something
first by day). Levels override the choices; the defaults here are the easy ones."""
from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from game.core import Move, Seat, View

from ..data import SPY
from ..talk import bare
from .reading import Reading, read
from .talker import fresh


class BaseBot:
    def __init__(self, seat: Seat) -> None:
        self.seat = seat

    # --- the entry point -----------------------------------------------------
    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        r = read(view)
        kind = legal[0]["kind"]
        if kind in ("ready", "elect", "vote", "tiebreak", "shoot", "successor") and view["talk"]:
            said = self.speak(r, view, rng)
            for line in [said] if isinstance(said, dict) else said or []:
                if bare(line) in view["talk"] and fresh(r, line):
                    return line
        pick = self.decide(r, view, legal, rng)
        return pick if pick in legal else rng.choice(legal)

    def decide(self, r: Reading, view: View, legal: list[Move], rng: random.Random) -> Move:
        kind = legal[0]["kind"]
        targets = [m["target"] for m in legal if "target" in m]
        if kind in ("sleep", "ready"):
            return legal[0]
        if kind == "thief":
            return self.thief(r, view, legal, rng)
        if kind == "lovers":
            a, b = self.lovers(r, rng)
            return {"kind": "lovers", "pair": sorted([a, b])}
        if kind == "michal":
            return {"kind": "michal", "spy": self.michal(r, view, rng)}
        if kind == "contacts":
            free, banish = self.contacts(r, view, legal, rng)
            return {"kind": "contacts", "free": free, "banish": banish}
        choose = {"vision": self.vision, "capture": self.capture, "elect": self.elect,
                  "vote": self.vote, "tiebreak": self.tiebreak, "shoot": self.shoot,
                  "successor": self.successor}[kind]
        return {"kind": kind, "target": choose(r, targets, rng)}

    # --- choices (easy by default) ---------------------------------------------
    def speak(self, r: Reading, view: View, rng: random.Random) -> Move | list[Move] | None:
        """What to say now, in order (the first one not said yet today is said)."""
        return None

    def thief(self, r: Reading, view: View, legal: list[Move], rng: random.Random) -> Move:
        return rng.choice(legal)

    def lovers(self, r: Reading, rng: random.Random) -> tuple[int, int]:
        a, b = rng.choice(list(combinations(r.living(), 2)))
        return a, b

    def michal(self, r: Reading, view: View, rng: random.Random) -> bool:
        return rng.random() < 0.3

    def contacts(self, r: Reading, view: View, legal: list[Move], rng: random.Random
                 ) -> tuple[bool, int | None]:
        return False, None

    def vision(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        unseen = [p for p in targets if p not in r.known]
        return rng.choice(unseen or targets)

    def capture(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        return rng.choice(targets)

    def plausible(self, r: Reading, targets: list[int]) -> list[int]:
        """Targets a sensible player would name: never a known friend of the same camp."""
        if r.role == SPY:
            pool = [p for p in targets if not r.is_known_spy(p)]
        else:
            pool = [p for p in targets if not r.is_known_clear(p)]
        return pool or targets

    def elect(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        if r.role == SPY:
            friends = [p for p in targets if r.is_known_spy(p)]
            return rng.choice(friends or targets)
        return rng.choice([p for p in targets if not r.is_known_spy(p)] or targets)

    def vote(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        return rng.choice(self.plausible(r, targets))

    def tiebreak(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        return self.vote(r, targets, rng)

    def shoot(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        return self.vote(r, targets, rng)

    def successor(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        return self.elect(r, targets, rng)


def say(claim: str, **fields: Any) -> Move:
    return {"kind": "say", "claim": claim, **fields}
