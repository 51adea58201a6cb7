"""What a bot reads off its view: facts from the log, and who can be evil.

Everything here is rebuilt from the view alone (the log carries the history), so a
bot needs no memory and a loaded game plays on exactly as before.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from typing import Any

from game.avalon.data import SIDES

View = dict[str, Any]
FIT, MISFIT = 1.5, 0.6   # vote likelihood of an evil seat acting for / against its side


@cache
def evil_sets(players: int) -> tuple[int, ...]:
    """Every possible set of evil seats, as bit masks."""
    evil = SIDES[players][1]
    return tuple(sum(1 << p for p in c) for c in combinations(range(players), evil))


def mask(seats) -> int:
    m = 0
    for p in seats:
        m |= 1 << p
    return m


def popcount(m: int) -> int:
    return bin(m).count("1")


@dataclass
class Played:
    quest: int
    team: int          # mask
    leader: int
    fails: int
    success: bool
    approvers: int     # mask of the seats that approved the team


@dataclass
class Reading:
    """The facts of one view a bot reasons with."""
    view: View
    me: int
    n: int
    quests: list[Played] = field(default_factory=list)
    votes: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def of(cls, view: View) -> Reading:
        r = cls(view=view, me=view["seat"], n=view["players"])
        last_votes = None
        for e in view["log"]:
            if e["kind"] == "votes":
                r.votes.append(e)
                last_votes = e
            elif e["kind"] == "quest_result" and not e["by_rejects"]:
                approvers = mask(p for p, v in enumerate(last_votes["votes"]) if v) if last_votes else 0
                leader = last_votes["leader"] if last_votes else -1
                r.quests.append(Played(e["quest"], mask(e["team"]), leader, e["fails"],
                                       e["success"], approvers))
        return r

    @property
    def evil_side(self) -> bool:
        return self.view["side"] == "evil"

    def known_evil(self) -> int:
        """Seats this seat knows for sure are evil."""
        v = self.view
        m = mask(v["sees_evil"]) | mask(p for p, r in enumerate(v["revealed"])
                                          if r and r in ("assassin", "morgana", "mordred",
                                                         "oberon", "minion"))
        if self.evil_side:
            m |= 1 << self.me
        m |= mask(x["target"] for x in v["lady_results"] if not x["good"])
        return m

    def known_good(self) -> int:
        v = self.view
        m = mask(x["target"] for x in v["lady_results"] if x["good"])
        if not self.evil_side:
            m |= 1 << self.me
        cands = v["merlin_candidates"]
        if cands and (len(cands) == 1 or not v["options"]["morgana"]):
            m |= mask(cands)
        return m

    def weights(self) -> list[tuple[int, float]]:
        """Every evil set consistent with the view, weighted by how well it explains
        the quests (hard facts) and the votes (soft hints)."""
        v = self.view
        sure_evil, sure_good = self.known_evil(), self.known_good()
        opts = v["options"]
        role = v["role"]
        cands = mask(v["merlin_candidates"]) if len(v["merlin_candidates"]) == 2 else 0
        votes = self._votes_masks()
        out = []
        for e in evil_sets(self.n):
            if e & sure_evil != sure_evil or e & sure_good:
                continue
            if self.evil_side and role != "oberon" and not opts["oberon"]:
                if e != sure_evil:
                    continue
            if cands and popcount(e & cands) != 1:
                continue
            w = 1.0
            ok = True
            for q in self.quests:
                inside = popcount(e & q.team)
                if inside < q.fails:
                    ok = False
                    break
                if q.success and inside:
                    w *= 0.35 ** inside       # evil on a successful quest hid its fail
            if ok:
                for team, approvers, leader, read in votes:
                    # evil tends to approve exactly the teams with evil on them, and to
                    # put evil on its own teams; good votes carry no such pattern
                    voters = e & read
                    dirty = bool(e & team)
                    fit = popcount(voters & (approvers if dirty else ~approvers))
                    w *= FIT ** fit * MISFIT ** (popcount(voters) - fit)
                    if leader >= 0 and (e >> leader) & 1:
                        w *= FIT if dirty else MISFIT
                out.append((e, w))
        if not out:  # the view contradicts our model (e.g. unusual play): fall back to counts
            out = [(e, 1.0) for e in evil_sets(self.n)
                   if e & sure_evil == sure_evil and not e & sure_good] or \
                  [(e, 1.0) for e in evil_sets(self.n)]
        return out

    def _votes_masks(self) -> list[tuple[int, int, int, int]]:
        """(team, approvers, leader, the seats whose vote is read): a leader's vote on his
        own team says nothing, since every leader backs it."""
        out = []
        for e in self.votes:
            team, leader = mask(e["team"]), e["leader"]
            read = ~(1 << leader) if leader >= 0 and (team >> leader) & 1 else -1
            out.append((team, mask(p for p, x in enumerate(e["votes"]) if x), leader, read))
        return out

    def suspicion(self, weights: list[tuple[int, float]]) -> list[float]:
        total = sum(w for _, w in weights) or 1.0
        return [sum(w for e, w in weights if (e >> p) & 1) / total for p in range(self.n)]


def clean_chance(weights: list[tuple[int, float]], team: int) -> float:
    total = sum(w for _, w in weights) or 1.0
    return sum(w for e, w in weights if not e & team) / total


def pick_quest(view: View, legal: list[dict]) -> int:
    """The open quest with the smallest team (lowest number on a tie)."""
    sizes = {q["quest"]: q["size"] for q in view["quests"]}
    return min(view["open_quests"], key=lambda q: (sizes[q], q))


def propose(quest: int, team) -> dict[str, Any]:
    return {"kind": "propose", "quest": quest, "team": sorted(team)}


def size_of(view: View, quest: int) -> int:
    return view["quests"][quest - 1]["size"]
