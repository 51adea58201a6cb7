"""Per-round search for the hard Avalon bot: the value of a vote or a team by expectation
over the rest of the round (proposal -> vote -> quest) under the bot's belief.

The round is a short chain: a leader proposes, the table votes, the team goes on its
quest or the next leader proposes, up to the fifth team (whose rejection gives evil the
quest). ``RoundSearch`` walks that chain for each world the bot's exact belief allows
(evil sets, the likeliest few, weighted), with

- *votes* of the other seats from what each of them has done this game: per seat, how
  often it approved teams it sat on and teams it did not (partners, for evil: teams with
  evil on them and clean ones), shrunk toward a plain servant's reading of the table;
- *teams* of the coming leaders: a good leader sends himself and the seats the table
  suspects least; an evil partner sends himself (he is on his team);
- *quest cards*: each evil player on a team fails at the rate he has shown (partners'
  cards read off fail counts), the bot's own card as decided;
- *values* of where the round ends, by quests won and lost: the chance evil gets its
  third failed quest first when every later quest fails at the rate seen so far, and
  otherwise the Assassin's chance of naming Merlin.

The bot's own later votes in the round are chosen by the same values (it votes for the
branch worth more). No convention with partners is assumed anywhere: a partner's vote,
team and card are predicted from his own play.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from game.core import View

if TYPE_CHECKING:
    from .mind import Mind

# Prior strength (in votes) of the servant model behind each seat's learned vote rates.
PRIOR_VOTES = 3.0
PRIOR_READS, READ_TO, READ_OVER = 3.0, 0.6, 10.0
WORLDS = 6           # the likeliest evil sets searched (the rest are folded into them)


def _mask(seats: Any) -> int:
    out = 0
    for s in seats:
        out |= 1 << s
    return out


@cache
def _race(s: int, f: int, p: float, hit: float) -> float:
    """P(evil wins) from s successes and f fails, each later quest failing with p, and
    the Assassin finding Merlin with ``hit`` after three successes."""
    if f >= 3:
        return 1.0
    if s >= 3:
        return hit
    return p * _race(s, f + 1, p, hit) + (1 - p) * _race(s + 1, f, p, hit)


def at_least(probs: list[float], k: int) -> float:
    """P(at least k of independent events with these chances)."""
    if k <= 0:
        return 1.0
    dist = [1.0]
    for p in probs:
        dist = [a * (1 - p) + b * p for a, b in zip(dist + [0.0], [0.0] + dist)]
    return sum(dist[k:])


def exactly(probs: list[float], k: int) -> float:
    """P(exactly k of independent events with these chances)."""
    return at_least(probs, k) - at_least(probs, k + 1)


class RoundSearch:
    """The rest of the current round, from one bot's seat, for evil decisions."""

    def __init__(self, mind: Mind, view: View, servant_votes: Callable[[list[int], int, int], dict[int, float]],
                 servant_team: Callable[[int, int, bool], list[int]], read_gain: float = 1.0,
                 exposure: float = 0.0) -> None:
        self.mind = mind
        self.exposure = exposure
        self.n = mind.n
        self.me = mind.seat
        q = view["quest"] or 1
        self.q = q
        self.size = mind.sizes[q - 1]
        self.need = mind.need[q - 1]
        self.majority = self.n // 2 + 1
        self.evil_game = view["options"].get("fifth_reject") == "evil_wins_game"
        self._servant_votes = servant_votes
        self._servant_team = servant_team
        self.worlds = self._worlds()
        self._rounds: dict[tuple[int, int], float] = {}
        self.rates = self._vote_rates()
        self.lead_dirty = self._lead_rates(view["log"])
        played = mind.failed + mind.succeeded
        self.p_later = (mind.failed + 1.5) / (played + 3.0)
        self.rejects = mind.rejects
        self.reads = mind.reads_votes() if mind.blind is not None else 1.0
        self.hit = mind.top_merlin() if mind.private.has_merlin else 0.0
        # what one more vote to read adds to the Assassin's chance: as much as each vote
        # so far has added on average (from even odds among the seats not known evil),
        # after PRIOR_READS votes adding (READ_TO - even odds) / READ_OVER each
        goods = max(self.n - len(mind.known_evil), 1)
        votes = len(mind.votes_seen)
        seen = max(0.0, self.hit - 1 / goods)
        prior = max(0.0, READ_TO - 1 / goods) / READ_OVER
        self.hit_rate = read_gain * self.reads * (PRIOR_READS * prior + seen) / (PRIOR_READS + votes)

    # ---------------------------------------------------------------- models
    def _worlds(self) -> list[tuple[int, float]]:
        sets = sorted(self.mind.private.evil_sets(), key=lambda x: -x[1])
        top = sets[:WORLDS]
        tot = sum(p for _, p in top) or 1.0
        return [(m, p / tot) for m, p in top]

    def _vote_rates(self) -> dict[tuple[int, str], tuple[float, float]]:
        """(seat, bucket) -> (approvals, votes) seen."""
        known = self.mind.known_evil if self.mind.evil else set()
        seen: dict[tuple[int, str], list[float]] = {}
        for tm, votes, _, rejects in self.mind.votes_seen:
            if rejects >= 4:
                continue
            dirty = any(tm >> s & 1 for s in known)
            for v, yes in enumerate(votes):
                if v == self.me:
                    continue
                b = self._bucket(v, tm, dirty, known, rejects)
                for key in ((v, b), (-1 if v in known else -2, b)):   # the seat, and its side
                    rec = seen.setdefault(key, [0.0, 0.0])
                    rec[0] += 1.0 if yes else 0.0
                    rec[1] += 1.0
        return {k: (a, c) for k, (a, c) in seen.items()}

    @staticmethod
    def _bucket(v: int, tm: int, dirty: bool, known: set[int], rejects: int) -> str:
        """A seat's votes are learned apart on and off the team (partners: on teams with
        evil on them or not), and in the first two teams of a round or the later ones."""
        late = "+" if rejects >= 2 else ""
        if v in known:
            return ("dirty" if dirty else "clean") + late
        return ("on" if tm >> v & 1 else "off") + late

    def _lead_rates(self, log: list[dict]) -> dict[int, float]:
        """Per known partner, P(his team has evil on it), from his proposals."""
        known = self.mind.known_evil if self.mind.evil else set()
        out: dict[int, float] = {}
        counts: dict[int, list[float]] = {}
        for ev in log:
            if ev.get("kind") == "propose" and ev["seat"] in known and ev["seat"] != self.me:
                rec = counts.setdefault(ev["seat"], [0.0, 0.0])
                rec[0] += 1.0 if any(s in known for s in ev["team"]) else 0.0
                rec[1] += 1.0
        for s in known:
            a, c = counts.get(s, (0.0, 0.0))
            out[s] = (1.6 + a) / (2.0 + c)
        return out

    def approvals(self, team: list[int], leader: int, rejects: int) -> list[float]:
        """P(approve) for every other seat, with ``rejects`` teams rejected this round."""
        last = rejects >= 4
        known = self.mind.known_evil if self.mind.evil else set()
        tm = _mask(team)
        dirty = any(tm >> s & 1 for s in known)
        prior = self._servant_votes(team, leader, rejects)
        out = []
        for v in range(self.n):
            if v == self.me:
                continue
            if last:
                if v in known:
                    out.append(0.95 if dirty else 0.3)
                else:
                    out.append(0.95)
                continue
            b = self._bucket(v, tm, dirty, known, rejects)
            if v in known:
                p0 = (0.9 if rejects >= 2 else 0.7) if dirty else 0.2
            else:
                p0 = prior.get(v, 0.5)
            # the model, then how this side's seats vote at this table, then this seat
            a, c = self.rates.get((-1 if v in known else -2, b), (0.0, 0.0))
            p1 = (PRIOR_VOTES * p0 + a) / (PRIOR_VOTES + c)
            a, c = self.rates.get((v, b), (0.0, 0.0))
            out.append((PRIOR_VOTES * p1 + a) / (PRIOR_VOTES + c))
        return out

    def p_fail(self, team: list[int], mine: float) -> float:
        """P(the quest fails), over the worlds, my own card failing with ``mine``."""
        tot = 0.0
        for e, w in self.worlds:
            probs = []
            for s in team:
                if s == self.me:
                    probs.append(mine)
                elif e >> s & 1:
                    probs.append(self.mind.partner_fails(s) if s in self.mind.known_evil else 0.85)
            tot += w * at_least(probs, self.need)
        return tot

    def value(self, s: int, f: int, votes: int = 0, exposed: float = 0.0) -> float:
        """Evil's chance to win from quests won / lost, ``votes`` more votes read than now,
        ``exposed``: the share of a failed team that was evil (later teams avoid them)."""
        hit = min(self.hit + votes * self.hit_rate, 0.95)
        p = min(self.p_later * (1 - self.exposure * exposed), 0.99)
        return _race(s, f, round(p, 3), round(hit, 3))

    def read_value(self, shift: float) -> float:
        """Evil's value now if what the table believes of the evil seats (its mean P(evil)
        over them) moved by ``shift``: later teams avoid them as after a failed team."""
        return self.value(self.mind.succeeded, self.mind.failed, exposed=shift)

    # ---------------------------------------------------------------- the round
    def quest_value(self, team: list[int], mine: float, votes: int = 0) -> float:
        pf = self.p_fail(team, mine)
        m = self.mind
        exposed = sum(1 for s in team if s in m.known_evil) / len(team)
        return (pf * self.value(m.succeeded, m.failed + 1, votes, exposed)
                + (1 - pf) * self.value(m.succeeded + 1, m.failed, votes))

    def reject_value(self, rejects: int, leader: int) -> float:
        """The value when the team of ``leader`` (the ``rejects``-th rejection) is rejected."""
        m = self.mind
        if rejects >= 4:
            return 1.0 if self.evil_game else self.value(m.succeeded, m.failed + 1, rejects + 1 - self.rejects)
        return self.round_value(rejects + 1, (leader + 1) % self.n)

    def round_value(self, rejects: int, leader: int) -> float:
        """Before ``leader`` proposes, with ``rejects`` teams rejected this round."""
        key = (rejects, leader)
        if key not in self._rounds:
            self._rounds[key] = self._round_value(rejects, leader)
        return self._rounds[key]

    def _round_value(self, rejects: int, leader: int) -> float:
        if leader == self.me:
            return max(self.team_value(t, rejects, leader)[0] for t in self.my_teams())
        if leader in self.mind.known_evil:
            p = self.lead_dirty.get(leader, 0.8)
            dirty = self.partner_team(leader)
            clean = self._servant_team(leader, self.size, False)
            return (p * self.team_value(dirty, rejects, leader)[0]
                    + (1 - p) * self.team_value(clean, rejects, leader)[0])
        # a good leader: the team that looks cleanest to a reader of votes, or to a
        # table that judges by quests alone, as the good leaders' teams so far suggest
        reads = self.reads
        out = 0.0
        for blind, w in ((False, reads), (True, 1 - reads)):
            if w > 0:
                out += w * self.team_value(self._servant_team(leader, self.size, blind), rejects, leader)[0]
        return out

    def partner_team(self, leader: int) -> list[int]:
        others = [s for s in self._servant_team(leader, self.n, False) if s != leader
                  and s not in self.mind.known_evil]
        return sorted([leader] + others[:self.size - 1])

    def my_teams(self) -> list[list[int]]:
        """The teams the bot itself would send later in the round (a short list)."""
        return [self.partner_team(self.me)]

    def pivot(self, team: list[int], rejects: int, leader: int) -> float:
        """P(my vote decides the team): the others give exactly one approval short."""
        others = self.approvals(team, leader, rejects)
        return exactly(others, self.majority - 1)

    def team_value(self, team: list[int], rejects: int, leader: int) -> tuple[float, float, float]:
        """(value with my best vote, value if I approve, value if I reject)."""
        others = self.approvals(team, leader, rejects)
        p_yes = at_least(others, self.majority - 1)
        p_no = at_least(others, self.majority)
        mine = 1.0 if self.me in team else 0.0
        vq = self.quest_value(team, mine, rejects + 1 - self.rejects)
        vr = self.reject_value(rejects, leader)
        ev_yes = p_yes * vq + (1 - p_yes) * vr
        ev_no = p_no * vq + (1 - p_no) * vr
        return max(ev_yes, ev_no), ev_yes, ev_no
