"""How the other seats will vote on a team, world by world, learned from their votes in
this game (for a good hard bot, who does not know who is evil).

A seat's vote depends on its side: where the team holds evil, the evil seats approve it
more. So the rates are kept per *world* (one of the likeliest evil sets of the bot's
private belief, weighted): in each world, every past vote counts toward the seat's rate
in the bucket it falls in there (a good seat on or off the team; an evil seat on a team
with evil on it or a clean one), and toward that bucket over all seats;
both are shrunk toward a prior (a plain servant's reading of the table for a good seat,
a generic evil voter for an evil one). Nothing is assumed of other players beyond what
they did in this game.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .search import _at_least

if TYPE_CHECKING:
    from .hard import Mind

WORLDS = 8            # the likeliest evil sets kept
PRIOR_VOTES = 3.0     # prior strength (in votes) of the model behind each learned rate
EVIL_APPROVE = (0.25, 0.8)   # generic evil voter: P(approve) of a clean / dirty team


def _mask(seats: Any) -> int:
    out = 0
    for s in seats:
        out |= 1 << s
    return out


class TableVotes:
    """The other seats' votes from one good seat's view."""

    def __init__(self, mind: Mind, servant_votes: Callable[..., dict[int, float]]) -> None:
        self.mind = mind
        self.n = mind.n
        self.me = mind.seat
        self.majority = self.n // 2 + 1
        self._servant_votes = servant_votes
        sets = sorted(mind.private.evil_sets(), key=lambda x: -x[1])[:WORLDS]
        tot = sum(p for _, p in sets) or 1.0
        self.worlds = [(m, p / tot) for m, p in sets]
        self.rates = self._vote_rates()

    def _vote_rates(self) -> list[dict[tuple[int, str], list[float]]]:
        """Per world: (seat, or -1 for every seat; bucket) -> [approvals, votes]."""
        out: list[dict[tuple[int, str], list[float]]] = [{} for _ in self.worlds]
        for tm, votes, _, rejects in self.mind.votes_seen:
            if rejects >= 4:
                continue
            for (e, _), rates in zip(self.worlds, out):
                for v, yes in enumerate(votes):
                    if v == self.me:
                        continue
                    b = self._bucket(v, tm, e)
                    for key in ((v, b), (-1, b)):
                        rec = rates.setdefault(key, [0.0, 0.0])
                        rec[0] += 1.0 if yes else 0.0
                        rec[1] += 1.0
        return out

    @staticmethod
    def _bucket(v: int, tm: int, e: int) -> str:
        if e >> v & 1:
            return "dirty" if tm & e else "clean"
        return "on" if tm >> v & 1 else "off"

    def approvals(self, team: list[int], leader: int, rejects: int, i: int) -> list[float]:
        """P(approve) of every other seat (in seat order) in world number ``i``."""
        e, rates = self.worlds[i][0], self.rates[i]
        tm = _mask(team)
        if rejects >= 4:
            return [(0.95 if (tm & e or not e >> v & 1) else 0.5) for v in range(self.n) if v != self.me]
        prior = self._servant_votes(team, leader, rejects)
        out = []
        for v in range(self.n):
            if v == self.me:
                continue
            b = self._bucket(v, tm, e)
            p0 = EVIL_APPROVE[1 if tm & e else 0] if e >> v & 1 else prior.get(v, 0.5)
            a, c = rates.get((-1, b), (0.0, 0.0))
            p1 = (PRIOR_VOTES * p0 + a) / (PRIOR_VOTES + c)
            a, c = rates.get((v, b), (0.0, 0.0))
            out.append((PRIOR_VOTES * p1 + a) / (PRIOR_VOTES + c))
        return out

    def decides(self, team: list[int], leader: int, rejects: int) -> float:
        """P(my vote decides the team: it passes if I approve and falls if I reject)."""
        out = 0.0
        for i, (_, w) in enumerate(self.worlds):
            others = self.approvals(team, leader, rejects, i)
            out += w * (_at_least(others, self.majority - 1) - _at_least(others, self.majority))
        return out
