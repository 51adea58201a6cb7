"""Stranger styles: Avalon bots that share none of our bots' habits, for the gauntlet.

Each style is a way of playing someone else might have written or a person might
follow: simple, consistent and unaware of our conventions. They are sparring partners
(``python -m game.arena --gauntlet hard,normal``), not levels offered to players.

- ``statistician``: counts sabotage suspicion (fail cards shared over each failed team,
  a little for approving it), sends and approves the least suspected teams; as evil it
  fails most quests it is on.
- ``logician``: keeps only the evil sets that hard facts allow (night knowledge, fail
  counts) and treats them as equally likely; sends and approves teams that are clean in
  the most of them; as evil it always fails. Its Merlin plays what he sees.
- ``saboteur``: the always-fail spy; as good it approves teams with nobody from a failed
  quest.
- ``sleeper``: the never-fail spy (plays Success every time, votes like a good player);
  as good, a statistician.
- ``coinflip``: votes, teams and quest cards at random.
- ``follower``: trusts the leader, approving every team; as evil it fails when it can.

Every style works from the view alone (the log) and keeps no memory.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core import Move, Seat, View

from .reading import Reading, evil_sets, mask, pick_quest, popcount, propose, size_of

STYLES = ("statistician", "logician", "saboteur", "sleeper", "coinflip", "follower")


class Stranger:
    """The shared frame: one method per move kind; styles override what differs."""

    style = "stranger"
    open_merlin = False   # Merlin plays on what he sees, for all to notice


    def __init__(self, seat: Seat) -> None:
        self.seat = seat

    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        if len(legal) == 1:
            return legal[0]
        r = Reading.of(view)
        kind = legal[0]["kind"]
        move: Move = getattr(self, "_" + kind)(r, legal, rng)
        return move if move in legal else rng.choice(legal)

    # --- what each style reads ------------------------------------------------
    def suspicion(self, r: Reading) -> list[float]:
        """Sabotage counts: each failed quest's fails shared over its team, a quarter of
        that for each seat that approved it, a little credit for a successful quest."""
        score = [0.0] * r.n
        for q in r.quests:
            size = popcount(q.team)
            for p in range(r.n):
                if (q.team >> p) & 1:
                    score[p] += q.fails / size if not q.success else -0.1
                elif (q.approvers >> p) & 1 and not q.success:
                    score[p] += 0.25 * q.fails / size
        sure_evil = r.known_evil() if r.evil_side or self.open_merlin else mask(
            x["target"] for x in r.view["lady_results"] if not x["good"])
        for p in range(r.n):
            if (sure_evil >> p) & 1:
                score[p] += 10.0
            if (r.known_good() >> p) & 1:
                score[p] -= 10.0
        return score

    def ranked(self, r: Reading, rng: random.Random) -> list[int]:
        sus = self.suspicion(r)
        return sorted(range(r.n), key=lambda p: (sus[p], rng.random()))

    # --- moves ------------------------------------------------------------------
    def _propose(self, r: Reading, legal: list[Move], rng: random.Random) -> Move:
        quest = pick_quest(r.view, legal)
        size = size_of(r.view, quest)
        if r.evil_side:   # itself, then the least suspected others (a spy hides among them)
            others = [p for p in self.ranked(r, rng) if p != r.me and not (r.known_evil() >> p) & 1]
            return propose(quest, [r.me] + others[:size - 1])
        others = [p for p in self.ranked(r, rng) if p != r.me]
        return propose(quest, [r.me] + others[:size - 1])

    def _vote(self, r: Reading, legal: list[Move], rng: random.Random) -> Move:
        team = mask(r.view["team"])
        if r.view["rejects"] >= 4:
            approve = True
        elif r.evil_side:
            approve = bool(team & r.known_evil())
        else:
            approve = self.good_approves(r, team, rng)
        return {"kind": "vote", "approve": approve}

    def good_approves(self, r: Reading, team: int, rng: random.Random) -> bool:
        sus = self.suspicion(r)
        size = popcount(team)
        best = sorted(sus)[:size]
        slack = 0.3 + 0.2 * r.view["rejects"]
        return sum(sus[p] for p in range(r.n) if (team >> p) & 1) <= sum(best) + slack

    def fails(self, r: Reading, rng: random.Random) -> bool:
        return True

    def _quest(self, r: Reading, legal: list[Move], rng: random.Random) -> Move:
        return {"kind": "quest", "success": not self.fails(r, rng)}

    def _lady(self, r: Reading, legal: list[Move], rng: random.Random) -> Move:
        targets = [m for m in legal if m["target"] is not None]
        if not targets:
            return legal[0]
        sus = self.suspicion(r)
        return max(targets, key=lambda m: (sus[m["target"]], rng.random()))

    def _assassinate(self, r: Reading, legal: list[Move], rng: random.Random) -> Move:
        """The good seat whose votes most often went against the teams that failed.

        Ties are broken by the deal (what this seat saw at the start), not by its own
        stream: a stream's position at the shot depends on how long the game was, so
        with it two candidates' games on one deal got independent shots, and among
        sleepers (no quest fails: the shot is all tie-break, 1 in 4 at 7 players) that
        alone made the 100-deal "hard -11 +- 4.5 behind normal" on good's side."""
        tie = random.Random(f"shot:{r.n}:{r.me}:{r.known_evil()}:{r.view['log'][0]}")
        score = {m["target"]: tie.random() * 0.01 for m in legal}
        for q in r.quests:
            if not q.success:
                for p in score:
                    score[p] += 0.0 if (q.approvers >> p) & 1 else 1.0
        best = max(score, key=lambda p: score[p])
        return {"kind": "assassinate", "target": best}


class Statistician(Stranger):
    style = "statistician"

    def fails(self, r: Reading, rng: random.Random) -> bool:
        return rng.random() < 0.85


class Logician(Stranger):
    style = "logician"
    open_merlin = True

    def worlds(self, r: Reading) -> list[int]:
        """Evil sets allowed by hard facts only, all equally likely."""
        sure_evil, sure_good = r.known_evil(), r.known_good()
        out = []
        for e in evil_sets(r.n):
            if e & sure_evil != sure_evil or e & sure_good:
                continue
            if r.evil_side and e != sure_evil and not r.view["options"]["oberon"]:
                continue
            if all(popcount(e & q.team) >= q.fails for q in r.quests):
                out.append(e)
        return out or list(evil_sets(r.n))

    def suspicion(self, r: Reading) -> list[float]:
        worlds = self.worlds(r)
        return [sum((e >> p) & 1 for e in worlds) / len(worlds) for p in range(r.n)]

    def good_approves(self, r: Reading, team: int, rng: random.Random) -> bool:
        worlds = self.worlds(r)
        clean = sum(1 for e in worlds if not e & team)
        best_team = mask(self.ranked(r, rng)[:popcount(team)])
        best = sum(1 for e in worlds if not e & best_team)
        return clean >= best * (0.7 - 0.15 * r.view["rejects"])


class Saboteur(Stranger):
    style = "saboteur"
    open_merlin = True

    def good_approves(self, r: Reading, team: int, rng: random.Random) -> bool:
        tainted = 0
        for q in r.quests:
            if not q.success:
                tainted |= q.team
        return bool((team >> r.me) & 1) or not (team & tainted & ~(1 << r.me))


class Sleeper(Stranger):
    style = "sleeper"

    def fails(self, r: Reading, rng: random.Random) -> bool:
        return False

    def _vote(self, r: Reading, legal: list[Move], rng: random.Random) -> Move:
        team = mask(r.view["team"])
        approve = r.view["rejects"] >= 4 or self.good_approves(r, team, rng)
        return {"kind": "vote", "approve": approve}


class RandomVoter(Stranger):
    style = "coinflip"

    def _propose(self, r: Reading, legal: list[Move], rng: random.Random) -> Move:
        return rng.choice(legal)

    def _vote(self, r: Reading, legal: list[Move], rng: random.Random) -> Move:
        return {"kind": "vote", "approve": rng.random() < 0.5}

    def fails(self, r: Reading, rng: random.Random) -> bool:
        return rng.random() < 0.5


class Follower(Stranger):
    style = "follower"

    def _vote(self, r: Reading, legal: list[Move], rng: random.Random) -> Move:
        return {"kind": "vote", "approve": True}


MAKERS: dict[str, Callable[[Seat], Any]] = {
    cls.style: cls for cls in (Statistician, Logician, Saboteur, Sleeper, RandomVoter, Follower)
}
assert tuple(MAKERS) == STYLES


def make(style: str, seat: Seat) -> Stranger:
    bot: Stranger = MAKERS[style](seat)
    return bot
