"""Normal: Samuel looks at suspects and, once he finds a Spy, says so; warriors follow a
lone Samuel's word, else the table's declared majority; Spies vote together (the first
Spy's declared vote) and never against each other."""
from __future__ import annotations

import random
from collections import Counter

from game.core import Move, View

from ..data import CATCH_CHANCES, SAMUEL, SPY, VALIANT, WARRIOR
from ..talk import bare
from .common import BaseBot
from .reading import Reading
from .talker import against, attacks, cleared, first, say, vote_line


def most(counts: Counter[int], pool: list[int]) -> list[int]:
    """The pool members with the highest count (all of them when none is counted)."""
    if not pool:
        return []
    top = max(counts.get(p, 0) for p in pool)
    return [p for p in pool if counts.get(p, 0) == top]


def lone_samuel(r: Reading) -> int | None:
    """The only living Samuel claimant not proven a liar, or None (none, or several)."""
    claimants = [c for c in r.samuel_claims if r.alive[c] and not r.is_known_spy(c)
                 and (c not in r.known or r.known[c] == SAMUEL)]
    return claimants[0] if len(claimants) == 1 else None


def samuel_word(r: Reading) -> list[int]:
    """Living seats a lone Samuel claimant has named as Spies."""
    c = lone_samuel(r)
    if c is None:
        return []
    return [t for s, t, role in r.visions if s == c and role == SPY and r.alive[t] and t != r.me]


class Bot(BaseBot):
    def leader(self, r: Reading) -> int | None:
        """Whom a warrior follows: a lone living Samuel claimant, else the General, when
        neither is known to be a Spy."""
        claimants = lone_samuel(r)
        if claimants is not None:
            return claimants
        g = r.general
        if g is not None and r.alive[g] and g != r.me and not r.is_known_spy(g):
            return g
        return None

    def suspects(self, r: Reading, pool: list[int]) -> list[int]:
        """David's reading of the table: known Spies, a lone Samuel's word, the leader's
        declared vote, then the declared votes and accusations of today."""
        pool = [p for p in pool if not r.is_known_clear(p)] or pool
        known = [p for p in pool if r.is_known_spy(p)]
        if known:
            return known
        named = [p for p in samuel_word(r) if p in pool]
        if named:
            return named
        lead = self.leader(r)
        if lead is not None and r.declared_today.get(lead) in pool:
            return [r.declared_today[lead]]
        heat: Counter[int] = Counter()
        for t in r.declared_today.values():
            heat[t] += 2
        heat.update(t for _, t in r.accuse[-2 * r.players:])
        return most(heat, pool)

    def team_target(self, r: Reading, pool: list[int]) -> list[int]:
        """A Spy's vote: a fellow Spy's declared target, else the table's favourite non-Spy."""
        pool = [p for p in pool if not r.is_known_spy(p)] or pool
        for seat, target in r.declared_today.items():
            if seat in r.spy_seen and target in pool:
                return [target]
        threats = [c for c in r.samuel_claims if c in pool]
        if threats:
            return threats
        return most(Counter(r.declared_today.values()), pool)

    def speak(self, r: Reading, view: View, rng: random.Random) -> list[Move]:
        """Answers first (a card claimed, or the accuser accused back), then Samuel's
        word, else: trust before the election, accuse and declare before the ballot."""
        if r.phase not in ("debate", "vote"):
            return []
        lines = self.answers(r)
        if r.role == SAMUEL:
            return lines + self.samuel_lines(r, view, rng)
        if view["ballot_next"] == "elect":
            trusted = [c for c in r.samuel_claims if r.alive[c] and c != r.me]
            if trusted:
                lines.append(say("trust", first(cleared(r, trusted[0])), target=trusted[0]))
            return lines
        target = self.intended(r, r.others(), rng)
        if target is None:
            return lines
        if r.phase == "debate":
            lines.append(say("accuse", first(against(r, target)), target=target))
            good = [p for p in r.others() if cleared(r, p) and p != target]
            if good and r.role != SPY:
                lines.append(say("trust", cleared(r, good[0])[0], target=good[0]))
        lines.append(vote_line(r, target))
        return lines

    def answers(self, r: Reading) -> list[Move]:
        out: list[Move] = []
        for seat, what in attacks(r)[:1]:
            if what == "vision" and r.role != SPY:
                out.append(say("accuse", ("false_vision", r.me), target=seat))
            elif what == "samuel":
                out.append(say("accuse", ("two_samuels", r.me), target=seat))
            else:
                card = SAMUEL if r.role == SAMUEL else VALIANT if r.role == VALIANT else WARRIOR
                out.append(say("role", ("answer", seat), role=card))
        return out

    def intended(self, r: Reading, pool: list[int], rng: random.Random) -> int | None:
        """The vote this seat means to cast: the one declared while it stays a choice,
        else one of the equal choices at random."""
        choice = self.team_target(r, pool) if r.role == SPY else self.suspects(r, pool)
        mine = r.declared_today.get(r.me)
        if mine in choice:
            return mine
        return rng.choice(choice) if choice else None

    def samuel_lines(self, r: Reading, view: View, rng: random.Random) -> list[Move]:
        """Samuel comes out on the first day and tells every vision, then leads the vote."""
        lines = [say("role", role=SAMUEL)]
        lines += [say("vision", target=v["target"], role=v["role"]) for v in view["visions"]
                  if r.alive[v["target"]]]
        if r.phase == "vote" or view["ballot_next"] == "vote":
            target = self.intended(r, r.others(), rng)
            if target is not None:
                if r.phase == "debate":
                    lines.append(say("accuse", first(against(r, target)), target=target))
                lines.append(vote_line(r, target))
        return [line for line in lines if line["claim"] == "vote" or bare(line) not in
                [bare(x) for x in r.said_all]]

    def vote(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        mine = self.intended(r, targets, rng)
        return mine if mine is not None else rng.choice(targets)

    def shoot(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        pool = self.team_target(r, targets) if r.role == SPY else self.suspects(r, targets)
        return rng.choice(pool or targets)

    def capture(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        threats = [c for c in r.samuel_claims if c in targets]
        if threats:
            return threats[0]
        if r.picks:
            return r.picks[0][1]
        return rng.choice(targets)

    def vision(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        unseen = [p for p in targets if p not in r.known]
        heat = Counter(t for _, t in r.accuse) + Counter(t for k, _, t in r.ballots if k == "vote")
        return rng.choice(most(heat, unseen) or targets)

    def elect(self, r: Reading, targets: list[int], rng: random.Random) -> int:
        if r.role == SPY:
            return super().elect(r, targets, rng)
        trusted = [c for c in r.samuel_claims if c in targets]
        return rng.choice(trusted or [p for p in targets if not r.is_known_spy(p)] or targets)

    def michal(self, r: Reading, view: View, rng: random.Random) -> bool:
        return rng.random() < (0.5 if CATCH_CHANCES[view["options"]["michal_catch_chance"]] <= 1 / 3 else 0.2)

    def contacts(self, r: Reading, view: View, legal: list[Move], rng: random.Random
                 ) -> tuple[bool, int | None]:
        captured = view["captured"]
        free = any(m["free"] for m in legal) and (captured == r.me or captured in r.samuel_claims)
        spies = [p for p in r.others() if r.is_known_spy(p)]
        banish = spies[0] if spies and any(m["banish"] is not None for m in legal) else None
        return free, banish

    def thief(self, r: Reading, view: View, legal: list[Move], rng: random.Random) -> Move:
        middle = view["middle"] or []
        for want in (SAMUEL, VALIANT):
            for m in legal:
                if m["take"] is not None and middle[m["take"]] == want:
                    return m
        keep = {"kind": "thief", "take": None}
        return keep if keep in legal else legal[0]

    def lovers(self, r: Reading, rng: random.Random) -> tuple[int, int]:
        a, b = rng.sample(r.others(), 2)
        return a, b
