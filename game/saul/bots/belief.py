"""The hard bot's belief: a weight for every set of seats that could hold the Spies.

Hard facts (its own card, the cards of the dead, Samuel's visions, Michal's glimpses,
the Spies' knowledge) fix some seats; every way to place the remaining Spies among the
unknown seats is a hypothesis, weighted by how likely each public act is under it.
Each act involves one or two seats, so the log-likelihood is a quadratic form over
"seat is a Spy" indicators (unary terms plus pair terms) and a hypothesis costs a few
additions. The tables below are deliberately mild: they read what any player tends to
do (Spies seldom vote or speak against each other, a non-Spy seldom lies about
Samuel's visions), not our own bots' habits.

Too many hypotheses to list (over ``LIMIT``: 16 seats with 6 or 7 Spies) are drawn
with the kit's hidden-world sampler (game/sampler.py, uniform over the deals) and
weighted the same way (self-normalised importance sampling).
"""
from __future__ import annotations

import math
import random
from collections.abc import Iterator
from itertools import combinations

from game.sampler import Slot, Worlds

from ..data import SAMUEL, SPY
from .reading import Reading

LIMIT = 3000
SAMPLES = 1500

# act -> log-likelihood by (actor is a Spy, target is a Spy), relative to neither
L = math.log
VOTE = {(0, 1): L(1.3), (1, 1): L(0.25), (1, 0): L(1.25)}
ELECT = {(0, 1): L(0.8), (1, 1): L(1.6), (1, 0): 0.0}
ACCUSE = {(0, 1): L(1.3), (1, 1): L(0.3), (1, 0): L(1.25)}
TRUST = {(0, 1): L(0.8), (1, 1): L(1.6), (1, 0): L(0.8)}
VISION_SPY = {(0, 0): L(0.05), (0, 1): 0.0, (1, 0): L(0.5), (1, 1): L(0.1)}   # "t is a Spy"
VISION_CLEAR = {(0, 0): 0.0, (0, 1): L(0.05), (1, 0): L(0.5), (1, 1): L(0.5)}
TWO_SAMUELS = {(0, 0): L(0.05), (0, 1): 0.0, (1, 0): 0.0, (1, 1): L(0.5)}
FALSE_SAMUEL = L(0.1)   # a non-Spy claiming Samuel when Samuel is known to be someone else
FALSE_CARD = L(0.1)     # a non-Spy claiming a single card known to be someone else's
TWO_CLAIMS = {(0, 0): L(0.1), (0, 1): 0.0, (1, 0): 0.0, (1, 1): L(0.5)}   # one single card, two claimants
SINGLE = ("valiant", "eliezer", "servant", "michal", "thief")   # single cards but Samuel


class Belief:
    """P(seat is a Spy) for every seat, from one reading."""

    def __init__(self, r: Reading, rng: random.Random | None = None) -> None:
        n = r.players
        self.r = r
        fixed_spy = {p for p, c in r.known.items() if c == SPY}
        self.unknown = [p for p in range(n) if p not in r.known]
        self.need = max(0, min(len(self.unknown), r.spies_total - len(fixed_spy)))
        unary = [0.0] * n
        pair: dict[tuple[int, int], float] = {}

        def add(table: dict[tuple[int, int], float], v: int, t: int) -> None:
            if v == t:
                return
            w00 = table.get((0, 0), 0.0)
            w10, w01, w11 = table.get((1, 0), 0.0), table.get((0, 1), 0.0), table.get((1, 1), 0.0)
            unary[v] += w10 - w00
            unary[t] += w01 - w00
            key = (v, t) if v < t else (t, v)
            pair[key] = pair.get(key, 0.0) + w11 - w10 - w01 + w00

        for kind, v, t in r.ballots:
            add(VOTE if kind == "vote" else ELECT, v, t)
        for v, t in r.accuse:
            add(ACCUSE, v, t)
        for v, t in r.declared_today.items():
            add(ACCUSE, v, t)
        for v, t in r.trust:
            add(TRUST, v, t)
        for c, t, role in r.visions:
            add(VISION_SPY if role == SPY else VISION_CLEAR, c, t)
        claims = r.samuel_claims
        true_samuel = next((p for p, c in r.known.items() if c == SAMUEL), None)
        for i, a in enumerate(claims):
            if true_samuel is not None and a != true_samuel:
                unary[a] -= FALSE_SAMUEL        # a liar: unlikely unless a Spy
            for b in claims[i + 1:]:
                add(TWO_SAMUELS, a, b)
        holder = {c: p for p, c in r.known.items() if c in SINGLE}
        by_card: dict[str, list[int]] = {}
        for p, card in r.role_claims.items():
            if card in SINGLE:
                if card in holder and holder[card] != p:
                    unary[p] -= FALSE_CARD
                by_card.setdefault(card, []).append(p)
        for seats in by_card.values():
            for i, a in enumerate(seats):
                for b in seats[i + 1:]:
                    add(TWO_CLAIMS, a, b)
        # fold the fixed seats into constants: only unknown seats vary
        self.base_unary = {p: unary[p] for p in self.unknown}
        for (a, b), w in pair.items():
            if a in fixed_spy and b in self.base_unary:
                self.base_unary[b] += w
            elif b in fixed_spy and a in self.base_unary:
                self.base_unary[a] += w
        self.pair = {k: w for k, w in pair.items()
                     if k[0] in self.base_unary and k[1] in self.base_unary}
        self.fixed_spy = fixed_spy
        self.p_spy = self._marginals(rng or random.Random(0))

    def _hypotheses(self, rng: random.Random) -> Iterator[tuple[int, ...]]:
        if math.comb(len(self.unknown), self.need) <= LIMIT:
            yield from combinations(self.unknown, self.need)
            return
        worlds = Worlds({SPY: self.need, "other": len(self.unknown) - self.need},
                        [Slot(p) for p in self.unknown])
        for world in worlds.samples(rng, SAMPLES):
            yield tuple(p for p in self.unknown if world[p] == (SPY,))

    def _marginals(self, rng: random.Random) -> list[float]:
        n = self.r.players
        out = [1.0 if p in self.fixed_spy else 0.0 for p in range(n)]
        if not self.unknown or self.need == 0:
            return out
        unary, pair = self.base_unary, self.pair
        logs: list[tuple[float, tuple[int, ...]]] = []
        for h in self._hypotheses(rng):
            ll = sum(unary[p] for p in h)
            for i, a in enumerate(h):
                for b in h[i + 1:]:
                    ll += pair.get((a, b), 0.0)
            logs.append((ll, h))
        top = max(ll for ll, _ in logs)
        mass = [0.0] * n
        total = 0.0
        for ll, h in logs:
            w = math.exp(ll - top)
            total += w
            for p in h:
                mass[p] += w
        for p in self.unknown:
            out[p] = mass[p] / total
        return out
