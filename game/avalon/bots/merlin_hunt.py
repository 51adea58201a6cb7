"""Evil's hunt for Merlin: which good seat acted on knowledge no servant has.

A Merlin who hides well proposes and votes as a plain servant in his seat would (the
hard bot's own Merlin keeps such a servant's belief as his mask), so the belief's
generic Merlin model (a good voter who often rejects teams with evil he sees) reads
the servants whose beliefs differ a little from the public one as Merlin, and misses a
masked one. A mask must break where hiding costs too much: once evil has two failed
quests, or on a team with two evil he sees; and where a servant would be indifferent
(teams that look about equally clean) Merlin is free to choose by what he knows.

So evil records, at each proposal and vote, what a plain servant in each seat would do
(the servants' own rule on the public belief, given that seat good) and, at the
assassination, weighs each good seat by the likelihood of its moves as Merlin over
their likelihood as a servant, for each evil set and Mordred of evil's belief (what
Merlin would see there). Merlin is a mixture of two types: *masked* (acts on what he
knows only where the mask must break, or between teams a servant finds equally clean)
and *open* (acts on it often), so a Merlin unlike ours is read as well. How far each
seat's votes stray from the servant rule anyway is learned per seat (it is the noise
against which a Merlin's deviations are weighed).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import combinations
from math import exp, log

# The hunt's model of Merlin (not our Merlin's knobs: a Merlin of either type).
HUNT: dict[str, float] = {
    "masked": 0.6,         # prior weight of the masked type (the rest: open)
    "masked_free": 0.03,   # masked: votes what he knows, where a servant would not, off critical moments
    "open_free": 0.45,     # open: ... the same, any time
    "critical": 0.9,       # either type, at a critical moment (two failed quests, two seen evil)
    "open_against": 0.3,   # open: how much rarer than a servant's his strays against what he knows
    "stray_prior": 1.0,    # Beta prior of a seat straying from the servant rule: strays ...
    "stray_votes": 10.0,   # ... in this many votes
    "near": 0.0,           # teams within this P(clean) of a servant's best look equally clean
    "prop_noise": 0.5,     # a leader's team outside the rule's choice (either hypothesis)
    "talk_sharp": 4.0,     # a good speaker says "P is evil" (good, "I trust this team") at a
    "talk_floor": 0.02,    # ... rate floor + belief ** sharp: a servant by his belief, Merlin by his sight
    "mordred_doubt": 0.1,  # Merlin's belief that a seat he does not see is evil (it may be Mordred)
    "hint": 1.6,           # a partner's "I think P is Merlin"
    # the hunt's P(Merlin) ** pool x the belief's generic model's ** (1 - pool): alone,
    # the hunt found normal's open Merlin in 49% of 159 positions at 7 players where the
    # belief found 56%, and hard's masked one in 52% of 180 at 8 where the belief found 40%
    # (pooled: 54% and 51%)
    "pool": 0.5,
}

Approves = Callable[[list[tuple[int, float]], list[int], int, int, int], bool]


@dataclass
class _Vote:
    team: int
    need: int
    critical: bool            # evil has two failed quests
    votes: dict[int, bool]
    looks: dict[int, bool]    # seat -> a plain servant there approves


@dataclass
class _Proposal:
    leader: int
    team: int
    need: int
    critical: bool
    teams: list[tuple[int, float]]   # every team he could propose: (mask, P(clean | leader good))


@dataclass
class _Talk:
    speaker: int
    about: int                # a seat, or a team (mask)
    says: str                 # "evil", "good" or "trust"
    q: float                  # what a servant there believes it: P(seat evil / good, team clean)


@dataclass
class Hunt:
    """Evidence about Merlin, recorded by an evil seat's memory as the log is read."""

    n: int
    evil: frozenset[int]                 # seats this evil seat knows are evil
    mordred: bool = False                # a Mordred Merlin cannot see is in the game
    votes: list[_Vote] = field(default_factory=list)
    proposals: list[_Proposal] = field(default_factory=list)
    talk: list[_Talk] = field(default_factory=list)
    hints: list[int] = field(default_factory=list)
    strays: dict[int, list[float]] = field(default_factory=dict)  # seat -> [strays, votes]

    # ----------------------------------------------------------- recording
    def on_votes(self, pub: list[tuple[int, float]], team: list[int], leader: int, need: int,
                 votes: dict[int, bool], failed: int, rejects: int, approves: Approves) -> None:
        """A vote, read before the public belief takes it in (``pub``: its evil sets)."""
        if rejects >= 4:      # everyone good approves the last team: nothing to read
            return
        looks = {}
        for c in range(self.n):
            if c in self.evil:
                continue
            sets = [(m, p) for m, p in pub if not m >> c & 1]
            if not sets:
                continue
            looks[c] = approves(sets, team, c, leader, need)
            rec = self.strays.setdefault(c, [0.0, 0.0])
            rec[0] += votes[c] != looks[c]
            rec[1] += 1.0
        self.votes.append(_Vote(_mask(team), need, failed >= 2, dict(votes), looks))

    def on_proposal(self, pub: list[tuple[int, float]], leader: int, team: list[int],
                    need: int, failed: int) -> None:
        if leader in self.evil:
            return
        lb = 1 << leader
        pg = sum(p for m, p in pub if not m & lb)
        if pg <= 0:
            return
        others = [s for s in range(self.n) if s != leader]
        teams = []
        for combo in combinations(others, len(team) - 1):
            tm = _mask(combo) | lb
            teams.append((tm, sum(p for m, p in pub if not m & tm) / pg))
        self.proposals.append(_Proposal(leader, _mask(team), need, failed >= 2, teams))

    def on_talk(self, pub: list[tuple[int, float]], speaker: int, says: str,
                target: int | None = None, team: list[int] | None = None) -> None:
        """'P is evil' / 'P is good' (``target``) or 'I trust this team' (``team``)."""
        if speaker in self.evil or speaker == target:
            return
        sb = 1 << speaker
        pg = sum(p for m, p in pub if not m & sb)
        if pg <= 0:
            return
        if target is not None:
            tb = 1 << target
            q = sum(p for m, p in pub if not m & sb and m & tb) / pg
            self.talk.append(_Talk(speaker, tb, says, q if says == "evil" else 1 - q))
        elif team:
            tm = _mask(team)
            q = sum(p for m, p in pub if not m & sb and not m & tm) / pg
            self.talk.append(_Talk(speaker, tm, says, q))

    def on_hint(self, target: int) -> None:
        self.hints.append(target)

    # ---------------------------------------------------------- weighing
    def stray(self, seat: int) -> float:
        a, b = HUNT["stray_prior"], HUNT["stray_votes"]
        k, n = self.strays.get(seat, (0.0, 0.0))
        return (a + k) / (b + n)

    def log_ratio(self, m: int, seen: int) -> float:
        """log P(seat m's moves | m is Merlin seeing ``seen``) / P(... | m a servant)."""
        H = HUNT
        mixed = []
        for w, free, masked in ((H["masked"], H["masked_free"], True),
                                (1 - H["masked"], H["open_free"], False)):
            mixed.append(log(w) + self._type_log(m, seen, free, masked))
        top = max(mixed)
        return top + log(sum(exp(x - top) for x in mixed)) + log(H["hint"]) * self.hints.count(m)

    def _type_log(self, m: int, seen: int, free: float, masked: bool) -> float:
        H = HUNT
        eps = self.stray(m)
        out = 0.0
        for v in self.votes:
            look = v.looks.get(m)
            if look is None:
                continue
            on = (seen & v.team).bit_count()
            truth = on < v.need
            if truth == look:
                if not masked and v.votes[m] != truth:
                    out += log(H["open_against"])
                continue
            s = H["critical"] if v.critical or on >= 2 else free
            if v.votes[m] == truth:
                out += log((s + (1 - s) * eps) / eps)
            else:
                out += log(1 - s)
        for p in self.proposals:
            if p.leader != m:
                continue
            out += log(_proposal_ratio(p, seen, H["critical"] if p.critical else free))
        for t in self.talk:
            if t.speaker == m:
                out += log(_talk_ratio(t, seen, self.mordred, masked))
        return out

    def p_merlin(self, keys: list[tuple[int, int, int, float]]) -> list[float]:
        """P(Merlin) per seat from evil's belief keys (evil set, Merlin, Mordred, weight):
        each (evil set, Mordred)'s weight is kept and shared among its Merlins by the
        evidence (the belief's own Merlin factors are replaced, not stacked)."""
        groups: dict[tuple[int, int], tuple[float, set[int]]] = {}
        for e, m, d, w in keys:
            if m < 0 or w <= 0:
                continue
            tot, ms = groups.get((e, d), (0.0, set()))
            ms.add(m)
            groups[(e, d)] = (tot + w, ms)
        out = [0.0] * self.n
        for (e, d), (tot, ms) in groups.items():
            seen = e & ~(1 << d) if d >= 0 else e
            lr = {m: self.log_ratio(m, seen) for m in ms}
            top = max(lr.values())
            z = sum(exp(x - top) for x in lr.values())
            for m, x in lr.items():
                out[m] += tot * exp(x - top) / z
        total = sum(out) or 1.0
        return [x / total for x in out]


def pool(hunted: list[float], generic: list[float]) -> list[float]:
    """A logarithmic pool of two P(Merlin) per seat (weights: HUNT["pool"])."""
    a = HUNT["pool"]
    out = [h ** a * g ** (1 - a) if h > 0 and g > 0 else 0.0 for h, g in zip(hunted, generic)]
    total = sum(out)
    return [x / total for x in out] if total > 0 else hunted


def _proposal_ratio(p: _Proposal, seen: int, steer: float) -> float:
    """P(his team | Merlin seeing ``seen``) / P(his team | a servant): a servant takes
    one of the teams that look cleanest; Merlin, among the teams that look about as
    clean, one clean to his eyes; steering (with chance ``steer``), a team clean to his
    eyes whatever it looks like."""
    H = HUNT
    noise = H["prop_noise"]
    best = max(c for _, c in p.teams)
    exact = [t for t, c in p.teams if c >= best - 1e-9]
    near = [t for t, c in p.teams if c >= best - H["near"]]
    clean = [t for t, _ in p.teams if (t & seen).bit_count() < p.need]
    near_clean = [t for t in near if (t & seen).bit_count() < p.need] or exact
    n = len(p.teams)

    def choice(pick: list[int]) -> float:
        if p.team in pick:
            return (1 - noise) / len(pick) + noise / n
        return noise / n

    merlin = choice(near_clean)
    if clean:
        merlin = (1 - steer) * merlin + steer * choice(clean)
    return merlin / choice(exact)


def _talk_ratio(t: _Talk, seen: int, mordred: bool, masked: bool) -> float:
    """A good seat's statement ("P is evil", "P is good", "I trust this team"): a servant
    says it as often as he believes it; a masked Merlin says what that servant would, but
    never what he knows is false; an open Merlin as often as he believes it (what he
    sees, but for a Mordred he cannot see)."""
    doubt = HUNT["mordred_doubt"] if mordred else 0.0
    hit = bool(seen & t.about)
    merlin = (1.0 if hit else doubt) if t.says == "evil" else (0.0 if hit else 1.0 - doubt)
    floor = HUNT["talk_floor"]
    if masked:
        return max(merlin, floor)
    k = HUNT["talk_sharp"]
    return (floor + merlin ** k) / (floor + t.q ** k)


def _mask(seats: Iterable[int]) -> int:
    out = 0
    for s in seats:
        out |= 1 << s
    return out
