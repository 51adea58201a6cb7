"""Hard: reasons from a belief over where the Spies are (belief.py), rebuilt from the
view at every decision, and never counts on anyone following our bots' habits.

David's side votes, shoots, breaks ties and looks (Samuel, at random among equal
suspects) where the belief points, leaning towards the table's declared votes only
between near-equal suspects; Samuel comes out on the first day with his visions, and
again whenever he has a Spy to show or a rival claims his card. Saul's side hides
behind the table's public reading (it votes, elects and speaks as an outsider with no
private card would, and turns on a fellow Spy the table is about to banish anyway),
agrees on one capture (the later Spies follow the first pick): the seat most likely
to be Samuel (from claims and from who votes or speaks against Spies), else one the
table trusts; it counter-claims Samuel to frame a Samuel who named a Spy."""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from game.core import Move, View

from ..data import CATCH_CHANCES, SAMUEL, SPY, VALIANT, WARRIOR
from ..talk import bare
from .belief import Belief
from .common import BaseBot
from .reading import Reading
from .talker import ANSWERS, against, attacks, cleared, count, echoed, first, say, vote_line

UNEXPLAINED = 1.0   # a Spy's reading of a seat that speaks against a Spy with no public reason


def bus(players: int, options: Mapping[str, Any]) -> float:
    """How suspected (by the table's reading) a fellow Spy must be for a Spy to vote
    against him: the vote against a Spy later revealed is the best proof of innocence
    there is, and the more the Davids can learn (the Servant, Michal; small tables of
    eight), the sooner a Spy buys it. Tuned on all-hard tables (docs/bots.md: David
    37.5% at 6 and 62.5% at 8 players, 56.5-76.2% with every card, at 0.5 everywhere;
    /work/coord/saul_figures.md has the tables after)."""
    if options.get("servant") or options.get("michal"):
        for most, threshold in ((6, 0.5), (8, 0.25), (10, 0.42), (12, 0.25)):
            if players <= most:
                return threshold
        return 0.35
    return 0.7 if players <= 6 else 0.43 if players <= 8 else 0.6 if players <= 10 else 0.5


def samuel_scores(r: Reading) -> dict[int, float]:
    """For a Spy: how much each living non-Spy looks like Samuel, from public acts."""
    spies = {p for p, c in r.known.items() if c == SPY}
    score: dict[int, float] = {}
    for p in r.samuel_claims:
        score[p] = score.get(p, 0.0) + 3.0
    for c, t, role in r.visions:
        if (role == SPY) == (t in spies):
            score[c] = score.get(c, 0.0) + 1.5
    for kind, v, t in r.ballots:
        if kind == "vote":
            score[v] = score.get(v, 0.0) + (0.6 if t in spies else -0.2)
    for v, t in [*r.accuse, *r.declared_today.items()]:
        score[v] = score.get(v, 0.0) + (0.4 if t in spies else -0.1)
        if t in spies and not against(r, t):
            score[v] += UNEXPLAINED   # knows without a public reason: Samuel, Michal...
    return {p: score.get(p, 0.0) for p in r.living() if p not in spies}


class Bot(BaseBot):
    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self._cache: tuple[int, Belief] | None = None
        self._public: tuple[int, Belief] | None = None
        #: {day: {seat: P(Spy)}} as this bot read the table when it cast each day's vote
        #: (a Spy: the table's reading it shows, never its own knowledge)
        self.suspected: dict[int, dict[int, float]] = {}

    def belief(self, r: Reading, view: View) -> Belief:
        key = len(view["log"]) * 1000 + len(r.visions)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, Belief(r, random.Random(key)))
        return self._cache[1]

    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        self._view = view
        return super().act(view, legal, rng)

    # --- David's reading ---------------------------------------------------------
    def ranked(self, r: Reading, targets: list[int]) -> list[int]:
        """Targets, most likely Spy first; the table's declared votes break near-ties."""
        p = self.belief(r, self._view).p_spy
        support = Counter(r.declared_today.values())
        return sorted(targets, key=lambda t: -(p[t] + 0.04 * support.get(t, 0)))

    def vote(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        p = (self.public_belief(r) if r.role == SPY else self.belief(r, self._view)).p_spy
        self.suspected.setdefault(r.day, {q: round(p[q], 3) for q in r.others()})
        if r.role == SPY:
            return self.spy_vote(r, targets, rng)
        return self.ranked(r, targets)[0]

    def shoot(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        """As the vote, but among equal suspects at random (a shot at dawn with nothing
        known fell on the lowest seat, most often a human's)."""
        if r.role == SPY:
            return self.spy_vote(r, targets, rng)
        p = self.belief(r, self._view).p_spy
        top = max(p[t] for t in targets)
        return rng.choice([t for t in targets if p[t] >= top - 0.02])

    def tiebreak(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        return self.vote(r, targets, rng)

    def elect(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        if r.role == SPY:   # as a warrior would: the seat the table trusts most
            return self.public_ranked(r, targets)[-1]
        return self.ranked(r, targets)[-1]

    def successor(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        friends = [t for t in targets if r.is_known_spy(t)] if r.role == SPY else []
        return friends[0] if friends else self.elect(r, targets, rng)

    def vision(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        unseen = [t for t in targets if t not in r.known] or targets
        p = self.belief(r, self._view).p_spy
        top = max(p[t] for t in unseen)
        return rng.choice([t for t in unseen if p[t] >= top - 0.02])

    # --- Saul's side ---------------------------------------------------------------
    # A Spy hides by doing what a warrior would do with the public facts alone: it reads
    # the table with the belief of an outsider (no private card known) and votes, elects
    # and speaks from it; it turns on a fellow Spy the table is about to banish anyway
    # (a vote against a Spy later revealed is the best proof of innocence there is).
    def public_belief(self, r: Reading) -> Belief:
        key = len(self._view["log"])
        if self._public is None or self._public[0] != key:
            outsider = replace(r, known={p: c for p, c in enumerate(r.revealed) if c is not None})
            self._public = (key, Belief(outsider, random.Random(key)))
        return self._public[1]

    def public_ranked(self, r: Reading, targets: list[int]) -> list[int]:
        """Targets as the table sees them, most suspected first."""
        p = self.public_belief(r).p_spy
        support = Counter(r.declared_today.values())
        return sorted(targets, key=lambda t: (-(p[t] + 0.04 * support.get(t, 0)), t))

    def likely_samuel(self, r: Reading, targets: list[int]) -> list[int]:
        """Targets, the most dangerous first: Samuel's likeness from public acts, then the
        seats the table trusts (their word leads the vote; its suspects are left for the
        table to banish)."""
        score = samuel_scores(r)
        p = self.public_belief(r).p_spy
        return sorted(targets, key=lambda t: (-(score.get(t, 0.0) - 2.0 * p[t]), t))

    def capture(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        freed = [t for t in r.freed if t in targets]
        if freed:       # the Servant freed them (himself, or Samuel): his contact is spent now
            return freed[-1]
        claimed = [t for t in r.samuel_claims if t in targets]
        if claimed and self.servant_waits(r) and len(targets) > len(claimed):
            # the Servant would free a Samuel: take another seat while his contact is unused
            # (freeing himself spends it too)
            targets = [t for t in targets if t not in claimed]
            claimed = []
        if claimed:
            return claimed[-1]
        earlier = [t for _, t in r.picks if t in targets]
        if earlier:     # one capture, agreed: follow the first pick
            return earlier[0]
        order = self.likely_samuel(r, targets)
        return rng.choice(order[:1] if samuel_scores(r).get(order[0]) else order)

    def servant_waits(self, r: Reading) -> bool:
        """The Servant is in play, not shown dead, and has freed nobody yet."""
        return (bool(self._view["options"]["servant"]) and "servant" not in r.revealed
                and not r.freed)

    def spy_vote(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        order = self.public_ranked(r, targets)
        p = self.public_belief(r).p_spy
        framed = self.framer(r)
        if framed is not None and framed in targets:
            return framed
        if r.is_known_spy(order[0]) and p[order[0]] >= bus(r.players, self._view["options"]):
            return order[0]
        pool = [t for t in order if not r.is_known_spy(t)] or order
        mates = [t for v, t in r.declared_today.items() if v in r.spy_seen and t in pool]
        if mates and p[mates[0]] >= p[pool[0]] - 0.15:
            return self.apart(r, pool, mates[0], p)
        return self.apart(r, pool, pool[0], p)

    def apart(self, r: Reading, pool: list[int], target: int, p: list[float]) -> int:
        """Coordinated, not identical: when the table's declared votes already carry
        ``target`` without this Spy, every other living Spy (by seat) votes for the next
        suspect instead, so the Spies' ballots do not line up."""
        declared = sum(1 for v, t in r.declared_today.items() if t == target and v != r.me)
        living = len(r.living())
        mates = sorted([*r.spy_seen, r.me])
        second = [t for t in pool if t != target]
        if (declared * 2 > living and mates.index(r.me) % 2 == 1 and second
                and p[second[0]] >= p[target] - 0.2):
            return second[0]
        return target

    def framer(self, r: Reading) -> int | None:
        """A living Samuel claimant who named a Spy (to be framed in turn), or None."""
        spies = {p for p, c in r.known.items() if c == SPY}
        framed = [c for c, t, role in r.visions if role == SPY and t in spies and c not in spies
                  and r.alive[c] and r.alive[t]]
        return framed[-1] if framed else None

    # --- talk ------------------------------------------------------------------------
    # Answers come first (whoever spoke against this seat today), then Samuel's word,
    # then a trust and an accusation with their public reasons, then the declared vote
    # (named again, with who persuaded it, when it changes).
    def speak(self, r: Reading, view: View, rng: random.Random) -> list[Move]:
        if r.phase not in ("debate", "vote"):
            return []
        if r.role == SPY:
            return self.spy_lines(r, view, rng)
        lines = self.answers(r, self.belief(r, view).p_spy)
        if r.role == SAMUEL:
            lines += self.samuel_lines(r, view)
        others = r.others()
        if not others:
            return lines
        p = self.belief(r, view).p_spy
        if view["ballot_next"] == "elect":
            pick = self.ranked(r, others)[-1]
            return lines + self.elect_trust(r, pick)
        ranked = self.ranked(r, others)
        top = ranked[0]
        if r.phase == "debate" and not count(r, "accuse", answer=False):
            if p[top] >= 0.3 or against(r, top):
                lines.append(say("accuse", first(against(r, top)) or self.rival(r, top), target=top))
            lines += self.trust_lines(r, ranked, p)
        if p[top] >= 0.25 or r.phase == "vote" or r.declared_today:
            lines.append(vote_line(r, top))
        return lines

    def elect_trust(self, r: Reading, pick: int) -> list[Move]:
        """Before the election: one "I trust" for the seat this one means to elect, when
        a public reason backs it (unbacked, the whole table's trust before the vote
        helped the Spies: all-hard David 28.7% against 47% without, 10 players, n=300)."""
        why = cleared(r, pick)
        if not why or count(r, "trust") or echoed(r, "trust", pick) >= 2:
            return []
        return [say("trust", why[0], target=pick)]

    def rival(self, r: Reading, t: int) -> tuple[str, int] | None:
        """Two Samuel claims: the one this seat believes less is named with the other."""
        if t in r.samuel_claims:
            rivals = [c for c in r.samuel_claims if c != t and r.alive[c]]
            if rivals:
                return ("two_samuels", rivals[0])
        return None

    def trust_lines(self, r: Reading, ranked: list[int], p: list[float]) -> list[Move]:
        """One "I trust" a day, for a seat not already trusted by two others today."""
        if count(r, "trust"):
            return []
        for t in reversed(ranked):
            if echoed(r, "trust", t) >= 2:
                continue
            why = cleared(r, t)
            if why or p[t] <= 0.12:
                return [say("trust", first(why), target=t)]
        return []

    def answers(self, r: Reading, p: list[float]) -> list[Move]:
        """What this seat says to those who spoke against it today."""
        out: list[Move] = []
        answered = sum(1 for x in r.said_today if x.get("reason") in ANSWERS)
        back = count(r, "accuse", answer=True)     # accusers accused back today
        for seat, what in attacks(r)[:max(0, 2 - answered)]:
            if what == "vision":
                out.append(say("accuse", ("false_vision", r.me), target=seat))
            elif what == "samuel":
                out.append(say("accuse", ("two_samuels", r.me), target=seat))
            elif back == 0 and ((p[seat] >= 0.3 and r.role != SPY)
                                or (r.role == SPY and not against(r, r.me))):
                out.append(say("accuse", ("answer", seat), target=seat))
                back += 1
            else:
                out.append(say("role", ("answer", seat), role=self.cover(r)))
        return out

    def cover(self, r: Reading) -> str:
        """The card this seat names when it must say one: Samuel and the Valiant Warrior
        (whose shot deters a vote) their own, every other card the Warrior's."""
        if r.role == SAMUEL or (r.role == SPY and r.me in r.samuel_claims):
            return SAMUEL
        return VALIANT if r.role == VALIANT else WARRIOR

    def samuel_lines(self, r: Reading, view: View) -> list[Move]:
        found = [p for p in r.others() if r.is_known_spy(p)]
        rival = [c for c in r.samuel_claims if c != r.me and r.alive[c]]
        hit = any(what != "samuel" for _, what in attacks(r))
        if not (found or rival or hit or r.me in r.samuel_claims or view["ballot_next"] == "elect"):
            return []
        lines = [say("role", role=SAMUEL)]
        lines += [say("vision", target=v["target"], role=v["role"]) for v in view["visions"]
                  if r.alive[v["target"]]]
        lines += [say("accuse", ("two_samuels", r.me), target=c) for c in rival]
        return [line for line in lines if bare(line) not in [bare(x) for x in r.said_all]]

    def spy_lines(self, r: Reading, view: View, rng: random.Random) -> list[Move]:
        lines: list[Move] = []
        spies = {p for p, c in r.known.items() if c == SPY}
        p = self.public_belief(r).p_spy
        c = self.framer(r)
        spy_claimed = any(q in spies and r.alive[q] for q in r.samuel_claims)
        if c is not None and (r.me in r.samuel_claims or not spy_claimed):
            lines += [say("role", role=SAMUEL), say("vision", target=c, role=SPY)]
        lines += self.answers(r, p)
        others = r.others()
        if not others:
            return lines
        if view["ballot_next"] == "elect":
            return lines + self.elect_trust(r, self.public_ranked(r, others)[-1])
        target = self.spy_vote(r, others, rng)
        if r.phase == "debate" and not count(r, "accuse", answer=False) and (
                c is not None or p[target] >= 0.3 or against(r, target) or r.declared_today):
            lines.append(say("accuse", first(against(r, target)) or self.rival(r, target),
                             target=target))
            pool = [t for t in self.public_ranked(r, others) if t not in spies]
            lines += self.trust_lines(r, pool, p) if pool else []
        if r.phase == "vote" or r.declared_today or p[target] >= 0.3:
            lines.append(vote_line(r, target))
        return [line for line in lines if line["claim"] != "role" or line.get("reason")
                or bare(line) not in [bare(x) for x in r.said_all]]

    # --- special cards -----------------------------------------------------------
    def michal(self, r: Reading, view: View, rng: random.Random) -> bool:
        chance = CATCH_CHANCES[view["options"]["michal_catch_chance"]]
        seen = any(r.is_known_spy(p) and r.alive[p] for p in r.others())
        return not seen and chance <= 0.34 and len(r.living()) >= 5

    def contacts(self, r: Reading, view: View, legal: list[Move], rng: random.Random
                 ) -> tuple[bool, int | None]:
        captured = view["captured"]
        can_free = any(m["free"] for m in legal)
        can_banish = any(m["banish"] is not None for m in legal)
        p = self.belief(r, view).p_spy
        free = can_free and captured is not None and (
            captured == r.me or captured in r.samuel_claims or r.known.get(captured) == SAMUEL)
        banish = None
        if can_banish:
            best = max(r.others(), key=lambda t: p[t], default=None)
            if best is not None and p[best] >= 0.75:
                banish = best
        return free, banish

    def thief(self, r: Reading, view: View, legal: list[Move], rng: random.Random) -> Move:
        middle = view["middle"] or []
        for want in (SPY, SAMUEL, VALIANT):
            for m in legal:
                if m["take"] is not None and middle[m["take"]] == want:
                    return m
        keep = {"kind": "thief", "take": None}
        return keep if keep in legal else legal[0]

    def lovers(self, r: Reading, rng: random.Random) -> tuple[int, int]:
        a, b = rng.sample(r.others(), 2)
        return a, b
