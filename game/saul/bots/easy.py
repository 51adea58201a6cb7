"""Easy: legal and simple. Random plausible votes (never a known friend), Samuel looks
at random and keeps quiet, the Spies capture at random. It talks a little: now and then
it says whom it votes for (and then votes so), and half the time it answers an
accusation with "I am a Warrior" (true or not)."""
from __future__ import annotations

import random

from game.core import Move, View

from ..data import VALIANT, WARRIOR
from .common import BaseBot
from .reading import Reading
from .talker import attacks, say

SPEAKS = 0.3    # the chance, each time it is asked by day, that it says whom it votes for


class Bot(BaseBot):
    def speak(self, r: Reading, view: View, rng: random.Random) -> list[Move]:
        if r.phase not in ("debate", "vote") or view["ballot_next"] == "elect":
            return []
        lines: list[Move] = []
        hits = attacks(r)
        if hits and rng.random() < 0.5:
            card = VALIANT if r.role == VALIANT else WARRIOR
            lines.append(say("role", ("answer", hits[0][0]), role=card))
        if r.me not in r.declared_today and rng.random() < SPEAKS:
            lines.append(say("vote", target=rng.choice(self.plausible(r, r.others()))))
        return lines

    def vote(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        mine = r.declared_today.get(r.me)
        return mine if mine in targets else super().vote(r, targets, rng)
