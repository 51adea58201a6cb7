"""Per-round search for a good hard bot: the value of a vote or a team by expectation
over the rest of the round, world by world, under the bot's own belief.

A good player's vote matters through who else will approve, and that depends on the
world: where the team holds evil, the evil seats approve it and it passes more easily,
then fails. So unlike the evil search (``search.py``, which knows its partners), every
quantity here is computed per *world* (one of the likeliest evil sets of the bot's
private belief, weighted):

- *votes* of the other seats: per seat and side, how often it approved (on / off the
  team for a good seat; teams with evil on them / clean teams for an evil one), learned
  from every vote so far with each world's weight, shrunk toward a plain servant's
  reading of the table (good) or a generic evil voter (evil);
- *teams* of the coming leaders: the seats the public suspects least, with the leader
  himself (an evil leader's team then holds evil); the bot's own team is its cleanest;
- *quest cards*: an evil player on a team fails at the rate evil has shown here (read
  off quests where the belief is sure enough of who was on them), else a prior;
- *values* of where the round ends: good's chance to win from quests won and lost
  (every later quest failing at the rate seen so far, and the Assassin's chance).

The bot's own later votes in the round are chosen by those values too, among the
worlds where that team would be the one on the table (it sees the team, not the world).
Nothing is assumed of other players beyond what they did in this game.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core import View

from .search import _at_least, _race

if TYPE_CHECKING:
    from .hard import Mind

WORLDS = 8            # the likeliest evil sets searched
PRIOR_VOTES = 3.0     # prior strength (in votes) of the model behind each learned rate
EVIL_APPROVE = (0.25, 0.8)   # generic evil voter: P(approve) of a clean / dirty team
EVIL_FAILS = (3.0, 0.5)      # Beta prior (fails, successes) of an evil card on a quest
HIT = 0.5             # the Assassin's chance when good reaches three successes


def _mask(seats: Any) -> int:
    out = 0
    for s in seats:
        out |= 1 << s
    return out


class GoodSearch:
    """The rest of the current round from a good seat's view."""

    def __init__(self, mind: Mind, view: View,
                 servant_votes: Callable[..., dict[int, float]],
                 servant_team: Callable[[int, int], list[int]],
                 my_team: Callable[[], list[int]]) -> None:
        self.mind = mind
        self.n = mind.n
        self.me = mind.seat
        q = view["quest"] or 1
        self.size = mind.sizes[q - 1]
        self.need = mind.need[q - 1]
        self.majority = self.n // 2 + 1
        self.evil_game = view["options"].get("fifth_reject") == "evil_wins_game"
        self.rejects = mind.rejects
        self._servant_votes = servant_votes
        self._servant_team = servant_team
        self._my_team = my_team
        sets = sorted(mind.private.evil_sets(), key=lambda x: -x[1])[:WORLDS]
        tot = sum(p for _, p in sets) or 1.0
        self.worlds = [(m, p / tot) for m, p in sets]
        self.rates = self._vote_rates()
        self.evil_fail = self._evil_fail_rate(view["log"])
        played = mind.failed + mind.succeeded
        self.p_later = round((mind.failed + 1.5) / (played + 3.0), 3)
        self._levels: dict[tuple[int, int], list[float]] = {}
        self._prior_cache: dict[tuple[tuple[int, ...], int, int], dict[int, float]] = {}

    # ---------------------------------------------------------------- models
    def _vote_rates(self) -> dict[tuple[int, str], list[float]]:
        """(seat or -1 for every seat, bucket) -> [approvals, votes], each past vote
        counted in every world with that world's weight (the bucket depends on the
        seat's side in the world)."""
        out: dict[tuple[int, str], list[float]] = {}
        for tm, votes, _, rejects in self.mind.votes_seen:
            if rejects >= 4:
                continue
            for e, w in self.worlds:
                for v, yes in enumerate(votes):
                    if v == self.me:
                        continue
                    b = self._bucket(v, tm, e)
                    for key in ((v, b), (-1, b)):
                        rec = out.setdefault(key, [0.0, 0.0])
                        rec[0] += w if yes else 0.0
                        rec[1] += w
        return out

    @staticmethod
    def _bucket(v: int, tm: int, e: int) -> str:
        if e >> v & 1:
            return "dirty" if tm & e else "clean"
        return "on" if tm >> v & 1 else "off"

    def _evil_fail_rate(self, log: list[dict]) -> float:
        """How often evil players on a quest played Fail, over the worlds: a quest with
        k evil on it and f fails counts f fails out of k cards."""
        a, b = EVIL_FAILS
        for ev in log:
            if ev.get("kind") != "quest_result" or ev["by_rejects"]:
                continue
            tm = _mask(ev["team"])
            for e, w in self.worlds:
                k = (e & tm).bit_count()
                if k:
                    f = min(ev["fails"], k)
                    a += w * f
                    b += w * (k - f)
        return a / (a + b)

    def _prior(self, team: list[int], leader: int, rejects: int) -> dict[int, float]:
        key = (tuple(team), leader, rejects)
        if key not in self._prior_cache:
            self._prior_cache[key] = self._servant_votes(team, leader, rejects)
        return self._prior_cache[key]

    def approvals(self, team: list[int], leader: int, rejects: int, e: int) -> list[float]:
        """P(approve) of every other seat in world ``e``."""
        tm = _mask(team)
        if rejects >= 4:
            return [(0.95 if (tm & e or not e >> v & 1) else 0.5) for v in range(self.n) if v != self.me]
        prior = self._prior(team, leader, rejects)
        out = []
        for v in range(self.n):
            if v == self.me:
                continue
            b = self._bucket(v, tm, e)
            if e >> v & 1:
                p0 = EVIL_APPROVE[1 if tm & e else 0]
            else:
                p0 = prior.get(v, 0.5)
            a, c = self.rates.get((-1, b), (0.0, 0.0))
            p1 = (PRIOR_VOTES * p0 + a) / (PRIOR_VOTES + c)
            a, c = self.rates.get((v, b), (0.0, 0.0))
            out.append((PRIOR_VOTES * p1 + a) / (PRIOR_VOTES + c))
        return out

    def good_value(self, s: int, f: int) -> float:
        """Good's chance to win from s successes and f failed quests."""
        return 1.0 - _race(s, f, self.p_later, HIT)

    def quest_value(self, team: list[int], e: int) -> float:
        k = (_mask(team) & e).bit_count()
        pf = _at_least([self.evil_fail] * k, self.need) if k >= self.need else 0.0
        m = self.mind
        return pf * self.good_value(m.succeeded, m.failed + 1) + (1 - pf) * self.good_value(m.succeeded + 1, m.failed)

    # ---------------------------------------------------------------- the round
    def _team_of(self, leader: int) -> list[int]:
        return self._my_team() if leader == self.me else self._servant_team(leader, self.size)

    def _after_reject(self, rejects: int, leader: int) -> list[float]:
        """Per world, the value once the team of ``leader`` (rejection number rejects+1) falls."""
        m = self.mind
        if rejects >= 4:
            v = 0.0 if self.evil_game else self.good_value(m.succeeded, m.failed + 1)
            return [v] * len(self.worlds)
        return self.level(rejects + 1, (leader + 1) % self.n)

    def _vote_values(self, team: list[int], leader: int, rejects: int
                     ) -> tuple[list[float], list[float]]:
        """Per world, the value if I approve and if I reject this team."""
        after = self._after_reject(rejects, leader)
        yes, no = [], []
        for (e, _), rv in zip(self.worlds, after):
            others = self.approvals(team, leader, rejects, e)
            p_yes = _at_least(others, self.majority - 1)
            p_no = _at_least(others, self.majority)
            qv = self.quest_value(team, e)
            yes.append(p_yes * qv + (1 - p_yes) * rv)
            no.append(p_no * qv + (1 - p_no) * rv)
        return yes, no

    def level(self, rejects: int, leader: int) -> list[float]:
        """Per world, the value before ``leader`` proposes with ``rejects`` teams rejected;
        my vote on his team is the better one over the worlds (I see the team, not the world)."""
        key = (rejects, leader)
        if key in self._levels:
            return self._levels[key]
        # a leader sends himself and the seats the table suspects least (an evil leader's
        # team then holds evil): one team whatever the world, so my vote is one choice
        yes, no = self._vote_values(self._team_of(leader), leader, rejects)
        wy = sum(w * y for (_, w), y in zip(self.worlds, yes))
        wn = sum(w * x for (_, w), x in zip(self.worlds, no))
        out = yes if wy >= wn else no
        self._levels[key] = out
        return out

    def vote(self, team: list[int], leader: int) -> tuple[float, float]:
        """(value if I approve, value if I reject) the team on the table."""
        yes, no = self._vote_values(team, leader, self.rejects)
        return (sum(w * y for (_, w), y in zip(self.worlds, yes)),
                sum(w * x for (_, w), x in zip(self.worlds, no)))
