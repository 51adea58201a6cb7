"""The hard Avalon bot: decisions from an exact belief over role assignments.

Memory (``Mind``) holds two beliefs built from the view's log: the bot's *private* one
(its own card and night knowledge) and the *public* one (what anybody at the table may
infer). The private one drives its choices; the public one tells how a move will look
to the others, so Merlin and evil can steer while looking like a plain servant.
Memory is keyed on how much of the log it has read; when the log no longer extends what
was read (a loaded game, another game) it is rebuilt from the view alone.

``Bot.act`` first asks ``Bot.say`` for a table-talk statement from ``view["talk"]`` and
returns it when there is one (talk is a move like any other: the driver applies it and
asks again, since the seat still owes its move); otherwise it answers the rules move.
``say`` makes at most one statement after each rules event in the bot's log (read back
from the log, so a reloaded game behaves the same), so asking again after a statement
always gets a rules move.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations
from math import comb, exp, log
from typing import Any

from game.avalon.rules import characters
from game.core import Move, Seat, View

from .belief import EVIL_ROLES, MODEL, Belief, Knowledge, clamp_p
from .merlin_hunt import Hunt, pool
from .search import RoundSearch, at_least, exactly

# Decision knobs, tuned in head-to-head games against the normal bot (see the report
# in the module's tests and ``python -m game.arena --sides hard,normal``).
PARAMS: dict[str, Any] = {
    # evil with partners on the team: no convention, a best response to what they will do
    "partner_prior": (3.0, 1.0),   # Beta prior (fails, successes) of a partner's quest cards
    "overshoot_cost": 0.3,     # cost of a fail card beyond the fails needed (it exposes us)
    "decisive_gain": 5.0,      # the gain of a failed quest that decides the game, vs 1 otherwise
    # Merlin
    "merlin_seen_truth": 2,    # ... and votes what he knows on a team with this many evil he sees
    # Merlin steers openly once evil has this many failed quests (not at good's two
    # successes too: with that, hard's Assassin found Merlin in half the all-hard games
    # at 9 players)
    "merlin_steer_fails": 2,
    "merlin_tiebreak": 0.01,   # between teams the servant mask finds as clean, his knowledge decides
    # Merlin backs a team clean to his eyes in talk when the public finds it this clean
    # (it teaches the servants: 0.6, or a servant's own rule, cost 3.5-5 points as good
    # against normal at 5 players, 400 games)
    "merlin_trust_public": 0.4,
    # evil votes and talk
    "evil_blend_clean": 0.35,  # evil approves a clean team a servant would approve
    "blend_pivotal": 0.3,      # ... unless its vote may carry the team with this chance
    # evil rejects every team while fewer teams than this were rejected, by player count.
    # Side against side with normal (200 games each, seed 1): as evil at 6 players 75% with
    # 2, 52% with 1; at 7, 78.5% with 2, 57.5% with 1 (400 games); at 8, 72% with 1, 40%
    # with 0. (All-hard tables favour fewer at 5-7 and 9: see the README.)
    "evil_stall": {5: 2, 6: 2, 7: 2, 8: 1, 9: 2, 10: 1},
    # ... but approves a team that will fail when its vote may carry it, with this chance
    # by good's successes so far. Against suspicion-counting strangers stalling such teams
    # cost 6-13 points as the evil side at 5 players; always approving them cost 12
    # points side against side with normal (which reads evil votes): a mixed strategy.
    # Before a table whose teams ignore votes (``Mind.reads_votes``, weighed as the read
    # cost is) it approves them always: stalling there only lets a clean team through
    # (statisticians and sleepers, who approve only teams they sit on).
    "approve_pivotal": (0.3, 0.6, 1.0),
    # per-round search (search.py): evil votes by the value of the rest of the round,
    # when approving and rejecting differ by more than this (else the rules below)
    "search_vote_margin": 0.02,
    "search_read_gain": 0.5,   # scale of what one more vote to read adds to the Assassin
    "search_exposure": 0.8,    # later quests fail less after a failed team, by its evil share
    # evil's team: its value times (1 + this x P(it is sent, by the votes learned at this
    # table)) when, once it has failed, the next good leader's likely team (himself and
    # the seats the public suspects least, given that fail) has evil on it; for the best
    # this many teams, from this many quests played (before, every team looks alike and
    # the table's votes are not known). Among followers (approve every team) at 5
    # players, as evil: +1.6 points (seeds 1-4, 300 deals each); from quest 1 it cost
    # 5-6.5 points as evil against normal at 5 players (200 deals).
    "evil_team_ahead": 1.0,
    "evil_team_ahead_top": 8,
    "evil_team_ahead_from": 1,
    "evil_frame": 0.55,        # an evil Lady holder calls a good target evil
    # readability: what a reader of votes and teams (the table's belief, ``Mind.table``)
    # learns of the evil seats from a vote or a team, valued as a failed team's exposure
    # is in the search (later teams avoid them), times this (0: blind to it); from the
    # second quest on (before it, good's teams tell nothing of how they read); votes on
    # clean teams only (see ``_read_cost``). Pricing votes on teams holding evil too
    # (rejecting a partner's team to look good) won 5 points as evil against normal at
    # 5 players but lost 2-5 among statisticians and sleepers (who approve only teams
    # they sit on, so evil's votes carry every team). Evil leaders drawing their team among kinds (0, 1, 2 evil,
    # with or without themselves) cost 2-4 points among sleepers and moved nothing
    # measurable against DeepRole (README: not adopted, not in the code).
    "evil_read_cost": 1.0,
    # ... weighed by how surely the good players read votes (``Mind.reads_votes``): none
    # at or below the first figure, in full from the second
    "evil_read_from": (0.3, 0.55),
    # good talk and votes
    "accuse_at": 0.75,         # good calls P evil in talk from this belief on
    "vouch_below": 0.08,       # ... and P good below this
    "thresholds": (0.9, 0.8, 0.65, 0.5, 0.0),  # approve if P(clean) >= t * best, by rejects
    "hammer_from": 3,          # from this many rejects, be strict when the fifth leader is trusted
    "hammer_trust": 0.25,      # ... trusted: P(evil) below this
}


READ_SHARPNESS = 8.0   # how sharply a leader prefers the teams that look cleanest to him


def _mask(seats: Any) -> int:
    out = 0
    for s in seats:
        out |= 1 << s
    return out


def _least_suspected_team(n: int, sets: list[tuple[int, float]], leader: int,
                          size: int) -> list[int]:
    """A good leader's likeliest team: himself and the seats these evil sets (those
    without him) suspect least."""
    lb = 1 << leader
    pe = [0.0] * n
    for m, p in sets:
        if m & lb:
            continue
        for s in range(n):
            if m >> s & 1:
                pe[s] += p
    others = sorted((s for s in range(n) if s != leader), key=lambda s: pe[s])
    return sorted([leader] + others[:size - 1])


def _clean(sets: list[tuple[int, float]], team_mask: int, need: int = 1) -> float:
    """P(fewer evil on the team than fail cards needed): with need 1, P(no evil)."""
    if need <= 1:
        return sum(p for m, p in sets if not m & team_mask)
    return sum(p for m, p in sets if (m & team_mask).bit_count() < need)


class Mind:
    """Everything the bot remembers, rebuilt from a view when needed."""

    def __init__(self, view: View) -> None:
        self.seat: Seat = view["seat"]
        self.n: int = view["players"]
        self.options = dict(view["options"])
        self.role: str = view["role"]
        self.evil = self.role in EVIL_ROLES
        self.roles = tuple(characters(self.n, self.options))
        seen = None
        if self.role == "merlin" or (self.evil and self.role != "oberon"):
            seen = frozenset(view["sees_evil"])
        know = Knowledge(self.n, self.roles, self.seat, self.role, seen,
                         tuple(view["merlin_candidates"]))
        self.private = Belief(know, stalls=not self.evil)
        self.public = Belief(Knowledge(self.n, self.roles), track_merlin=False)
        # Merlin's mask: what a plain servant in his seat would believe (his votes and
        # teams imitate that servant's, so nothing he knows shows in them)
        self.servant: Belief | None = None
        # evil: do the good players read votes? A public belief blind to votes, and the
        # log-odds that good leaders pick their teams by the belief that reads votes
        self.blind: Belief | None = None
        self.reader_odds = 0.0
        if self.evil and self.role != "oberon":
            self.blind = Belief(Knowledge(self.n, self.roles), track_merlin=False)
        if self.role == "merlin" and "servant" in self.roles:
            self.servant = Belief(Knowledge(self.n, self.roles, self.seat, "servant"), stalls=True)
        if self.evil:
            self.known_evil = set(view["sees_evil"]) | {self.seat} if self.role != "oberon" else {self.seat}
        else:
            self.known_evil = set(view["sees_evil"]) if self.role == "merlin" else set()
        self.oberon_unknown = self.evil and self.role != "oberon" and "oberon" in self.roles
        self.need = [q["fails_needed"] for q in view["quests"]]
        self.sizes = [q["size"] for q in view["quests"]]
        self.n_evil = sum(r in EVIL_ROLES for r in self.roles)
        self.processed = 0
        self.first: dict | None = None
        self.last: dict | None = None
        self.rejects = 0
        self.failed = 0
        self.succeeded = 0
        self.played = 0                 # quests resolved, also by rejects
        self.exams: list[tuple[int, int]] = []
        self.my_results: dict[int, bool] = {}   # target -> is evil
        self.revealed = False
        self.since_rules = 0            # statements in the log since the last rules event
        self.said: list[dict] = []      # my own statements, with the rules-event index they followed
        self.rules_events = 0
        self.hints: dict[int, int] = {}
        # evil: quest cards each known partner was seen to play (fails, cards), read off
        # fail counts on teams where the partner's card is certain
        self.partner_cards: dict[int, list[float]] = {}
        # every vote seen: (team mask, votes, a plain servant's P(approve) per seat then,
        # teams rejected before it in its round)
        self.votes_seen: list[tuple[int, list[bool], dict[int, float] | None, int]] = []
        # evil: what each good seat did that a plain servant there would not (merlin_hunt),
        # read against the belief a plain good player builds from the public log
        self.hunt = (Hunt(self.n, frozenset(self.known_evil), "mordred" in self.roles)
                     if self.evil else None)
        self.table = Belief(Knowledge(self.n, self.roles)) if self.evil else None

    # ------------------------------------------------------------------ sync
    def fits(self, view: View) -> bool:
        log = view["log"]
        if view.get("seat") != self.seat or view.get("players") != self.n or view.get("role") != self.role:
            return False
        if self.processed > len(log):
            return False
        if self.processed and (log[0] != self.first or log[self.processed - 1] != self.last):
            return False
        return True

    def sync(self, view: View) -> None:
        log = view["log"]
        for ev in log[self.processed:]:
            self._event(ev)
        if log:
            self.first = log[0]
            self.last = log[-1]
        self.processed = len(log)

    def _reads_votes(self, leader: int, team: list[int]) -> float:
        """Log-likelihood ratio of a good leader's team: chosen by how clean teams look
        to a reader of votes (the public belief) vs to one blind to them."""
        assert self.blind is not None
        lb = 1 << leader
        out = 0.0
        for belief, sign in ((self.public, 1.0), (self.blind, -1.0)):
            sets = [(m, p) for m, p in belief.evil_sets() if not m & lb]
            tot = sum(p for _, p in sets) or 1.0
            teams = [_mask(c) | lb for c in combinations(
                [s for s in range(self.n) if s != leader], len(team) - 1)]
            scores = [READ_SHARPNESS * _clean(sets, t) / tot for t in teams]
            top = max(scores)
            z = sum(exp(x - top) for x in scores)
            chosen = READ_SHARPNESS * _clean(sets, _mask(team)) / tot
            out += sign * (chosen - top - log(z))
        return out

    def reads_votes(self) -> float:
        """P(the good players read votes), from their teams so far (even odds at first)."""
        return 1 / (1 + exp(-max(-20.0, min(20.0, self.reader_odds))))

    def top_merlin(self) -> float:
        """The top P(Merlin) among the seats not known evil."""
        goods = [s for s in range(self.n) if s not in self.known_evil]
        if not goods:
            return 0.0
        pm = self.private.p_merlin()
        return max(pm[s] for s in goods)

    def p_clean_random(self, size: int) -> float:
        return comb(self.n - self.n_evil, size) / comb(self.n, size)

    def suspicion(self, team: list[int]) -> float:
        return self.p_clean_random(len(team)) - self.public.p_clean(_mask(team))

    def _both(self, fn: str, *args: Any, skip_private: bool = False, **kw: Any) -> None:
        getattr(self.public, fn)(*args, **kw)
        if self.table is not None:
            getattr(self.table, fn)(*args, **kw)
        if not skip_private:
            self._mine(fn, *args, **kw)

    def _mine(self, fn: str, *args: Any, **kw: Any) -> None:
        """An event for my own beliefs (the private one and Merlin's servant mask)."""
        getattr(self.private, fn)(*args, **kw)
        if self.servant is not None:
            getattr(self.servant, fn)(*args, **kw)

    def _event(self, ev: dict) -> None:
        kind = ev.get("kind")
        me = self.seat
        if kind != "say":
            self.rules_events += 1
        if kind == "propose":
            leader, team = ev["seat"], ev["team"]
            pc = self._public_clean_given_good(leader, team)
            if self.blind is not None:
                if leader != me and leader not in self.known_evil:
                    self.reader_odds += self._reads_votes(leader, team)
                self.blind.observe_proposal(leader, team, pc)
            if self.hunt is not None and self.table is not None:
                self.hunt.on_proposal(self.table.evil_sets(), leader, team,
                                      self.need[ev["quest"] - 1], self.failed)
                self.table.observe_proposal(leader, team, pc)
            self.public.observe_proposal(leader, team, pc)
            if leader != me:
                self._mine("observe_proposal", leader, team, pc)
        elif kind == "votes":
            team = ev["team"]
            votes = dict(enumerate(ev["votes"]))
            last = self.rejects >= 4
            sus = self.suspicion(team)
            # evil reads good votes against a plain servant in each seat (the Assassin's
            # reading of Merlin); good's belief uses the generic vote model
            gp = self.servant_votes(team, ev["leader"]) if self.evil else None
            self.votes_seen.append((_mask(team), list(ev["votes"]), gp, self.rejects))
            early = self.rejects < PARAMS["evil_stall"][self.n] and self.failed < 2
            # good reads stalls (seats that reject the first teams of a round whatever
            # they hold: vote types learned per seat); evil's beliefs do not assume it
            stall_at = self.rejects if self.failed < 2 and not self.evil else None
            if self.hunt is not None and self.table is not None:
                self.hunt.on_votes(self.table.evil_sets(), team, ev["leader"],
                                   self.need[ev["quest"] - 1], votes, self.failed,
                                   self.rejects, self._servant_rule)
                self.table.observe_votes(team, votes, sus, last, early=early)
            self.public.observe_votes(team, votes, sus, last, good_p=gp, early=early)
            self._mine("observe_votes", team, votes, sus, last, skip=me, good_p=gp, early=early,
                       stall_at=stall_at)
            self.rejects = ev["rejects"]
        elif kind == "quest_result":
            q = ev["quest"]
            if not ev["by_rejects"]:
                must = self.failed == 2 or self.succeeded == 2
                self._both("observe_quest", ev["team"], ev["fails"], self.need[q - 1], must)
                if self.blind is not None:
                    self.blind.observe_quest(ev["team"], ev["fails"], self.need[q - 1], must)
                if self.evil and self.role != "oberon":
                    self._partner_cards(ev["team"], ev["fails"])
            self.played += 1
            if ev["success"]:
                self.succeeded += 1
            else:
                self.failed += 1
            self.rejects = 0
        elif kind == "lady":
            self.exams.append((ev["holder"], ev["target"]))
        elif kind == "lady_result":
            if ev["holder"] == me:
                self.my_results[ev["target"]] = not ev["good"]
                self._mine("observe_side", ev["target"], not ev["good"])
        elif kind == "reveal_evil":
            self.revealed = True
            for s, r in enumerate(ev["roles"]):
                if r is None:
                    self._both("observe_side", s, False)
                else:
                    self._both("observe_role", s, r)
        elif kind == "say":
            self._say_event(ev)

    def _partner_cards(self, team: list[int], fails: int) -> None:
        """What the partners on a quest played, where the fail count tells it: every
        evil card is known when there were no fails, or as many fails as evil cards;
        a lone partner (without me) failed as often as there were fails."""
        mates = [s for s in team if s in self.known_evil and s != self.seat]
        if not mates:
            return
        unseen = self.oberon_unknown and any(s not in self.known_evil for s in team)
        mine = self.seat in team
        if fails == 0:
            share = 0.0
        elif fails == len(mates) + mine and not unseen:
            share = 1.0
        elif not mine and not unseen:
            share = fails / len(mates)
        else:
            return
        for m in mates:
            rec = self.partner_cards.setdefault(m, [0.0, 0.0])
            rec[0] += share
            rec[1] += 1.0

    def partner_fails(self, mate: int) -> float:
        """P(this partner plays Fail when he can), from his cards seen so far."""
        a, b = PARAMS["partner_prior"]
        fails, cards = self.partner_cards.get(mate, (0.0, 0.0))
        return (a + fails) / (a + b + cards)

    def p_team_fails(self, evil_on: list[int], need: int) -> float:
        """P(at least ``need`` fail cards from these evil seats): mine for sure, each
        partner's at the rate he has shown."""
        dist = [1.0]
        for s in evil_on:
            p = 1.0 if s == self.seat else self.partner_fails(s)
            dist = [a * (1 - p) + b * p for a, b in zip(dist + [0.0], [0.0] + dist)]
        return sum(dist[need:])

    def _say_event(self, ev: dict) -> None:
        s, claim = ev["seat"], ev.get("claim")
        if s == self.seat:
            self.said.append(dict(ev, after=self.rules_events))
            return
        if claim in ("evil", "good"):
            if self.hunt is not None and self.table is not None:
                self.hunt.on_talk(self.table.evil_sets(), s, claim, target=ev["target"])
            self._both("observe_accusation", s, ev["target"], claim == "evil")
        elif claim == "trust_team":
            team = ev.get("team") or []
            if self.hunt is not None and self.table is not None and team:
                self.hunt.on_talk(self.table.evil_sets(), s, "trust", team=team)
            if team:
                self._both("observe_trust", s, team, self.suspicion(team), self.rejects >= 4)
        elif claim == "role":
            self._both("observe_claim", s, ev["role"])
        elif claim == "lady":
            if (s, ev["target"]) in self.exams:
                self._both("observe_lady_claim", s, ev["target"], not ev["good"])
        elif claim == "merlin_guess":
            if self.evil and s in self.known_evil:
                self.private.observe_merlin_hint(ev["target"])
                if self.hunt is not None:
                    self.hunt.on_hint(ev["target"])

    def servant_team(self, leader: int, size: int, blind: bool = False) -> list[int]:
        """The team a plain good leader would most likely pick: himself and the seats the
        public suspects least (``blind``: judging by quests and teams, not votes)."""
        belief = self.blind if blind and self.blind is not None else self.public
        return _least_suspected_team(self.n, belief.evil_sets(), leader, size)

    def _servant_rule(self, sets: list[tuple[int, float]], team: list[int], seat: int,
                      leader: int, need: int) -> bool:
        """The vote of a plain good player in ``seat`` believing ``sets`` (the servants' rule)."""
        return Bot._good_approves(_RULES, self, sets, team, seat, leader, need)

    def p_merlin_hunted(self) -> list[float]:
        """Evil's P(Merlin) per seat: the hunt's evidence over the belief's evil sets,
        pooled with the belief's own (generic) Merlin model."""
        b = self.private
        if self.hunt is None:
            return b.p_merlin()
        keys = [(b.emask[e], m, d, w) for e, m, d, w in zip(b.ke, b.km, b.kd, b.w)]
        return pool(self.hunt.p_merlin(keys), b.p_merlin())

    def servant_votes(self, team: list[int], leader: int, rejects: int | None = None
                      ) -> dict[int, float]:
        """Per seat, the chance a plain good player there approves the team, judging from
        the public belief and his own loyalty."""
        follow = MODEL["servant_follow"]
        sets = self.public.evil_sets()
        tm = _mask(team)
        size = len(team)
        thr = 0.8 - 0.1 * (self.rejects if rejects is None else rejects)
        out: dict[int, float] = {}
        for v in range(self.n):
            if v == leader:
                out[v] = 0.95
                continue
            vb = 1 << v
            mine = [(m, p) for m, p in sets if not m & vb]
            tot = sum(p for _, p in mine) or 1.0
            pe = [0.0] * self.n
            for m, p in mine:
                for s in range(self.n):
                    if m >> s & 1:
                        pe[s] += p
            best = sorted(range(self.n), key=lambda s: pe[s])[:size]
            bc = _clean(mine, _mask(best)) / tot
            pc = _clean(mine, tm) / tot
            out[v] = follow if pc >= bc * thr - 1e-9 else 1.0 - follow - 0.02
        return out

    # what the table reads of evil (evil only) ----------------------------------
    def exposure(self, weigh: Callable[[int], float] | None = None) -> float:
        """The table's mean P(evil) over the evil seats I know (myself included), its
        evil sets reweighed by ``weigh`` (the likelihood of a move I am about to make)."""
        assert self.table is not None
        known = _mask(self.known_evil)
        tot = acc = 0.0
        for m, p in self.table.evil_sets():
            w = p * weigh(m) if weigh is not None else p
            tot += w
            acc += w * (m & known).bit_count()
        return acc / (tot * len(self.known_evil)) if tot > 0 else 0.0

    def vote_exposure(self, team: list[int], approve: bool, pg: float | None = None) -> float:
        """``exposure`` after my vote, read against a good voter in my seat approving with
        ``pg`` (default MODEL's: by the team's public suspicion) and evil as MODEL has it
        (by whether the team holds evil)."""
        M = MODEL
        tm, me = _mask(team), 1 << self.seat
        if pg is not None:
            pg = clamp_p(pg)
        elif tm & me:
            pg = M["good_approve_on"]
        else:
            pg = clamp_p(M["good_approve_off"] - M["good_suspicion"] * self.suspicion(team))
        ec, ed = M["evil_approve_clean"], M["evil_approve_dirty"]
        if not approve:
            pg, ec, ed = 1 - pg, 1 - ec, 1 - ed
        return self.exposure(lambda m: ((ed if m & tm else ec) / pg) if m & me else 1.0)

    def _public_clean_given_good(self, leader: int, team: list[int]) -> float:
        """Public P(team clean | leader good): how often a good leader's team is clean."""
        tm, lb = _mask(team), 1 << leader
        num = den = 0.0
        for m, p in self.public.evil_sets():
            if m & lb:
                continue
            den += p
            if not m & tm:
                num += p
        return num / den if den > 0 else 0.5


class Bot:
    """Hard level: exact belief, steering Merlin, careful evil."""

    def __init__(self, seat: Seat) -> None:
        self.seat = seat
        self.mind: Mind | None = None

    # -------------------------------------------------------------- memory
    def remember(self, view: View) -> Mind:
        mind = self.mind
        if mind is None or not mind.fits(view):
            mind = Mind(view)
        mind.sync(view)
        self.mind = mind
        return mind

    # -------------------------------------------------------------- moves
    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        """A statement from ``view["talk"]`` (at most one per rules move), else a move
        from ``legal``."""
        said = self.say(view, view.get("talk") or [], rng)
        if said is not None:
            return said
        if len(legal) == 1:
            self.remember(view)
            return legal[0]
        mind = self.remember(view)
        kind = legal[0]["kind"]
        move = getattr(self, "_" + kind)(mind, view, legal, rng)
        if move not in legal:   # never return anything the rules refuse
            move = rng.choice(legal)
        return move

    # proposals ---------------------------------------------------------------
    def _propose(self, mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
        quests = sorted({m["quest"] for m in legal})
        quest = self._pick_quest(mind, quests)
        size = mind.sizes[quest - 1]
        need = mind.need[quest - 1]
        if mind.evil:
            team = self._evil_team(mind, size, need, rng, quest, view)
        else:
            team = self._good_team(mind, size, rng, need)
        return {"kind": "propose", "quest": quest, "team": sorted(team)}

    def _pick_quest(self, mind: Mind, quests: list[int]) -> int:
        if len(quests) == 1:
            return quests[0]
        if mind.evil:   # large, one-fail quests are easiest to fail
            return max(quests, key=lambda q: (mind.need[q - 1] == 1, mind.sizes[q - 1], -q))
        return min(quests, key=lambda q: (mind.sizes[q - 1] - 2 * (mind.need[q - 1] - 1), q))

    def _teams_with(self, mind: Mind, size: int, include: int | None) -> list[int]:
        others = [s for s in range(mind.n) if s != include]
        if include is None:
            return [_mask(c) for c in combinations(range(mind.n), size)]
        return [_mask(c) | 1 << include for c in combinations(others, size - 1)]

    def _good_team(self, mind: Mind, size: int, rng: random.Random, need: int = 1) -> list[int]:
        priv = mind.private.evil_sets()
        pub = mind.public.evil_sets()
        best, best_score = 0, -1.0
        merlin = mind.role == "merlin"
        steer = merlin and self._critical(mind)
        me_bit = 1 << mind.seat
        if merlin:   # what a servant in his seat would believe
            pub = (mind.servant.evil_sets() if mind.servant is not None
                   else [(m, p) for m, p in pub if not m & me_bit])
        for tm in self._teams_with(mind, size, mind.seat):
            pc = _clean(priv, tm, need)
            if merlin and not steer:
                score = _clean(pub, tm, need) + PARAMS["merlin_tiebreak"] * pc
            elif merlin:   # clean to his eyes, and natural to everyone else's
                score = pc * (0.25 + _clean(pub, tm, need))
            else:
                score = pc + 0.02 * _clean(pub, tm, need)
            score += rng.random() * 1e-6
            if score > best_score:
                best, best_score = tm, score
        return [s for s in range(mind.n) if best >> s & 1]

    def _evil_team(self, mind: Mind, size: int, need: int, rng: random.Random,
                   quest: int, view: View) -> list[int]:
        """A team likely to fail (my own card is sure, partners' as they played before),
        looking as clean as possible to the table, and after it fails, leaving the next
        good leader's team (as the public would pick it) with evil on it."""
        pub = mind.public.evil_sets()
        known = mind.known_evil
        want = min(need, len(known))
        scored = []
        for combo in combinations(range(mind.n), size):
            inside = [s for s in combo if s in known]
            if len(inside) != want and not (len(inside) > want and want == len(known)):
                continue
            tm = _mask(combo)
            score = (_clean(pub, tm) + 1e-3) * (mind.p_team_fails(inside, need) + 0.01)
            scored.append((score, combo))
        if not scored:
            return list(range(size))
        scored.sort(reverse=True)
        w = PARAMS["evil_team_ahead"]
        if (w > 0 and 0 < quest < len(mind.sizes)
                and mind.played >= PARAMS["evil_team_ahead_from"]):
            search = self._search(mind, dict(view, quest=quest))
            ahead = []
            for v, c in scored[:PARAMS["evil_team_ahead_top"]]:
                team = list(c)
                dirty = self._dirty_after(mind, pub, _mask(team), need, quest)
                if dirty:   # only if it is sent: the table's votes as learned here
                    others = search.approvals(team, mind.seat, mind.rejects)
                    dirty *= at_least(others, mind.n // 2)
                ahead.append((v * (1 + w * dirty), c))
            scored = sorted(ahead, reverse=True)
        top = scored[:3]
        weights = [s for s, _ in top]
        return list(rng.choices([c for _, c in top], weights=weights)[0])

    @staticmethod
    def _dirty_after(mind: Mind, pub: list[tuple[int, float]], tm: int, need: int,
                     quest: int) -> float:
        """1 if, once team ``tm`` has failed, the next good leader's team (himself and the
        seats least suspected by the public given that fail) holds enough evil to fail
        the next quest, else 0."""
        leader = next((s for k in range(1, mind.n)
                       if (s := (mind.seat + k) % mind.n) not in mind.known_evil), None)
        if leader is None:
            return 0.0
        failed = [(m, p) for m, p in pub if (m & tm).bit_count() >= need]
        team = _least_suspected_team(mind.n, failed, leader, mind.sizes[quest])
        evil_on = sum(s in mind.known_evil for s in team)
        return float(evil_on >= mind.need[quest])

    # votes -------------------------------------------------------------------
    def _good_approves(self, mind: Mind, sets: list[tuple[int, float]], team: list[int],
                       include: int | None, leader: int | None = None, need: int = 1) -> bool:
        """A good player's vote on what ``sets`` (evil set, weight) he believes."""
        if mind.rejects >= 4:
            return True
        tm = _mask(team)
        pc = _clean(sets, tm, need)
        size = len(team)
        best = max(_clean(sets, t, need) for t in self._teams_with(mind, size, include))
        thr = PARAMS["thresholds"][min(mind.rejects, 4)]
        if mind.failed == 2:
            thr = max(thr, 0.9)
        if leader is not None and mind.rejects >= PARAMS["hammer_from"]:
            # the fifth team is the one that goes: wait for it when its leader is trusted
            hammer = (leader + 4 - mind.rejects) % mind.n
            hb = 1 << hammer
            p_evil = sum(p for m, p in sets if m & hb)
            if hammer == mind.seat or p_evil < PARAMS["hammer_trust"]:
                thr = max(thr, 0.9)
        return pc >= thr * best - 1e-9

    def _servant_approves(self, mind: Mind, team: list[int], leader: int, need: int) -> bool:
        """The vote of a plain servant in my seat: the public belief, knowing only that
        I am good, by the servants' own rule (what Merlin and evil imitate)."""
        if mind.servant is not None:
            sets = mind.servant.evil_sets()
        else:
            me = 1 << mind.seat
            sets = [(m, p) for m, p in mind.public.evil_sets() if not m & me]
        return self._good_approves(mind, sets, team, mind.seat, leader, need)

    @staticmethod
    def _critical(mind: Mind) -> bool:
        return mind.failed >= PARAMS["merlin_steer_fails"]

    def _vote(self, mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
        team = view["team"] or []
        approve = self._decide_vote(mind, view, team, rng)
        return {"kind": "vote", "approve": approve}

    def _decide_vote(self, mind: Mind, view: View, team: list[int], rng: random.Random) -> bool:
        q = view["quest"] or 1
        need = mind.need[q - 1]
        tm = _mask(team)
        if not mind.evil:
            truth = self._good_approves(mind, mind.private.evil_sets(), team, mind.seat,
                                        view["leader"], need)
            if mind.role != "merlin":
                return truth
            return self._merlin_vote(mind, team, truth, view["leader"], need)
        return self._evil_vote(mind, view, team, need, tm, rng)

    def _merlin_vote(self, mind: Mind, team: list[int], truth: bool, leader: int,
                     need: int = 1) -> bool:
        """Look like a servant in my seat, unless it matters."""
        looks = self._servant_approves(mind, team, leader, need)
        seen = len(mind.known_evil & set(team))
        if self._critical(mind) or seen >= PARAMS["merlin_seen_truth"]:
            return truth
        return looks

    def _evil_vote(self, mind: Mind, view: View, team: list[int], need: int, tm: int,
                   rng: random.Random) -> bool:
        if mind.role == "oberon":
            p_dirty = 1.0 - mind.private.p_clean(tm)
            return mind.seat in team or p_dirty >= 0.6 or mind.rejects >= 4 and p_dirty > 0.3
        margin = PARAMS["search_vote_margin"]
        if margin is not None:
            search = self._search(mind, view)
            _, yes, no = search.team_value(team, mind.rejects, view["leader"])
            d = yes - no - self._read_cost(mind, search, team, view["leader"])
            if d > margin >= yes - no and search.pivot(team, mind.rejects, view["leader"]) >= PARAMS["blend_pivotal"]:
                d = yes - no   # cover is free only when my vote is unlikely to send the team
            if abs(d) > margin:
                return d > 0
        inside = len(mind.known_evil & set(team))
        if mind.oberon_unknown:
            pe = mind.private.p_evil()
            p_ob = sum(pe[s] for s in team if s not in mind.known_evil)
        else:
            p_ob = 0.0
        evil_on = [s for s in team if s in mind.known_evil]
        p_fail = max(mind.p_team_fails(evil_on, need), p_ob if need == 1 else 0.0)
        dirty = p_fail >= 0.5 or (inside >= 1 and mind.seat in team)
        if mind.rejects >= 4:
            return dirty
        if mind.succeeded == 2 and not dirty:
            return False
        if dirty and self._pivotal(mind, team, view["leader"]) >= 0.3:
            # a team that will fail, and my vote may carry it: stalling it buys votes to
            # read, approving it a likely failed quest; mixed, more often as good nears 3
            if rng.random() < self._approve_pivotal(mind, view, team):
                return True
        if mind.rejects < PARAMS["evil_stall"][mind.n] and mind.failed < 2:
            # more proposals: more votes in which Merlin shows his hand; but a leader
            # rejecting his own team is a tell (good leaders back theirs), so he backs it
            # when his vote is unlikely to send it
            return (view["leader"] == mind.seat
                    and self._pivotal(mind, team, view["leader"]) < PARAMS["blend_pivotal"])
        if dirty:
            return True
        looks = self._servant_approves(mind, team, view["leader"], need)
        if looks and rng.random() < PARAMS["evil_blend_clean"]:
            # cover is free only when my vote is unlikely to send the clean team
            return self._pivotal(mind, team, view["leader"]) < PARAMS["blend_pivotal"]
        return False

    @staticmethod
    def _approve_pivotal(mind: Mind, view: View, team: list[int]) -> float:
        """How often to approve a team that will fail when my vote may carry it: the
        mixed strategy against a table that reads votes; always where it does not, if
        the seats' votes learned at this table say my vote may carry it (a table that
        rejects most teams, as DeepRole's does, would only see evil approve)."""
        p = PARAMS["approve_pivotal"][min(mind.succeeded, 2)]
        if mind.blind is None or mind.played < 1:
            return p   # before a quest, good's teams tell nothing of how they read
        reads = Bot._reads(mind)
        if reads >= 1.0:
            return p
        search = Bot._search(mind, view)
        if search.pivot(team, mind.rejects, view["leader"]) < PARAMS["blend_pivotal"]:
            return p
        return p + (1 - p) * (1 - reads)

    @staticmethod
    def _reads(mind: Mind) -> float:
        """How surely the good seats read votes: 0 at or below ``evil_read_from``'s first
        figure, 1 from its second."""
        lo, hi = PARAMS["evil_read_from"]
        return max(0.0, min(1.0, (mind.reads_votes() - lo) / (hi - lo)))

    @staticmethod
    def _read_weight(mind: Mind) -> float:
        """``evil_read_cost`` weighed by how surely the good seats read votes."""
        if mind.table is None or mind.blind is None or mind.played < 1:
            return 0.0   # before a quest, good's teams tell nothing of how they read
        return PARAMS["evil_read_cost"] * Bot._reads(mind)

    @staticmethod
    def _read_cost(mind: Mind, search: RoundSearch, team: list[int], leader: int) -> float:
        """What approving rather than rejecting costs in value, by what the table reads
        of the evil seats from either vote: against how the good seats at this table vote
        on it (the search's learned rates of those on the team, or off it, as I am)."""
        k = Bot._read_weight(mind)
        if not k or mind.rejects >= 4:
            return 0.0
        if mind.known_evil & set(team):
            return 0.0
        on = mind.seat in team
        others = [v for v in range(mind.n) if v != mind.seat]
        same = [p for v, p in zip(others, search.approvals(team, leader, mind.rejects))
                if v not in mind.known_evil and v != leader and (v in team) == on]
        pg = sum(same) / len(same) if same else None
        now = mind.exposure()
        return k * (search.read_value(mind.vote_exposure(team, False, pg) - now)
                    - search.read_value(mind.vote_exposure(team, True, pg) - now))

    @staticmethod
    def _search(mind: Mind, view: View) -> RoundSearch:
        return RoundSearch(mind, view, mind.servant_votes, mind.servant_team,
                           PARAMS["search_read_gain"], PARAMS["search_exposure"])

    @staticmethod
    def _pivotal(mind: Mind, team: list[int], leader: int) -> float:
        """P(the team fails the vote without my approval but passes with it), good seats
        voting as plain servants would on the public belief, partners at even odds.
        (The seats' learned vote types made this estimate no better against strangers
        and cost 8 points as evil against normal at 7 players, 200 deals.)"""
        gp = mind.servant_votes(team, leader)
        others = [0.5 if s in mind.known_evil else gp[s] for s in range(mind.n) if s != mind.seat]
        return exactly(others, mind.n // 2)   # one short of a majority

    # quest cards -------------------------------------------------------------
    def _quest(self, mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
        q = view["quest"] or 1
        team = view["team"] or []
        return {"kind": "quest", "success": not self._fails(mind, q, team, rng)}

    def _fails(self, mind: Mind, q: int, team: list[int], rng: random.Random) -> bool:
        need = mind.need[q - 1]
        me = mind.seat
        if mind.role == "oberon":
            return need == 1 or rng.random() < 0.4
        mates = [s for s in team if s in mind.known_evil and s != me]
        decisive = mind.failed == 2 or mind.succeeded == 2
        if not mates:
            if need >= 2:   # alone, a fail cannot sink the quest: it only shows itself
                return mind.failed == 2 and rng.random() < 0.5
            return True
        # partners on the team: predict their cards, from what they played before and
        # who the table suspects more (the more suspected one has least cover to lose)
        pub = mind.public.p_evil()
        probs = []
        for m in mates:
            lean = 0.5 + 0.5 * max(-1.0, min(1.0, (pub[m] - pub[me]) * 10))
            probs.append(mind.partner_fails(m) * (0.5 + 0.5 * lean))
        dist = [1.0]                      # P(partners play exactly k fails)
        for p in probs:
            dist = [a * (1 - p) + b * p for a, b in zip(dist + [0.0], [0.0] + dist)]
        tip = dist[need - 1] if need - 1 < len(dist) else 0.0
        over = sum(dist[need:])
        gain = PARAMS["decisive_gain"] if decisive else 1.0
        return gain * tip >= PARAMS["overshoot_cost"] * over

    # Lady of the Lake --------------------------------------------------------
    def _lady(self, mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
        targets = [m["target"] for m in legal if m["target"] is not None]
        if not targets:
            return legal[0]
        if not mind.evil:
            pe = mind.private.p_evil()
            t = max(targets, key=lambda s: (pe[s] * (1 - pe[s]), rng.random()))
        else:
            pub = mind.public.p_evil()
            mates = [s for s in targets if s in mind.known_evil]
            suspected = [s for s in mates if pub[s] >= 0.5]
            if suspected:
                t = max(suspected, key=lambda s: pub[s])
            else:
                goods = [s for s in targets if s not in mind.known_evil] or targets
                t = max(goods, key=lambda s: (-abs(pub[s] - 0.5), rng.random()))
        return {"kind": "lady", "target": t}

    # assassination -----------------------------------------------------------
    def _assassinate(self, mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
        pm = mind.p_merlin_hunted()
        targets = [m["target"] for m in legal]
        t = max(targets, key=lambda s: (pm[s], rng.random()))
        return {"kind": "assassinate", "target": t}

    # table talk --------------------------------------------------------------
    def say(self, view: View, statements: list[Move], rng: random.Random) -> Move | None:
        """One statement from ``statements`` to make now, or None (``act`` asks it first)."""
        if not statements or view.get("over"):
            return None
        mind = self.remember(view)
        # at most one statement after each rules move
        if mind.said and mind.said[-1]["after"] == mind.rules_events:
            return None
        move = self._choose_statement(mind, view, rng)
        if move is not None and move in statements:
            return move
        return None

    def _choose_statement(self, mind: Mind, view: View, rng: random.Random) -> Move | None:
        me = mind.seat
        said_lady = {e["target"] for e in mind.said if e.get("claim") == "lady"}
        # 1. report my Lady results (evil may lie)
        for holder, target in mind.exams:
            if holder != me or target in said_lady:
                continue
            is_evil = mind.my_results.get(target)
            if is_evil is None:
                continue
            if not mind.evil:
                good = not is_evil
            elif is_evil:
                good = True
            else:
                good = rng.random() >= PARAMS["evil_frame"]
            return {"kind": "say", "claim": "lady", "target": target, "good": good}
        phase = view.get("phase")
        # 2. evil confer at the assassination (the Assassin's word is his shot)
        if phase == "assassinate":
            if mind.evil and mind.role != "assassin" and not any(e.get("claim") == "merlin_guess" for e in mind.said):
                pm = mind.p_merlin_hunted()
                goods = [s for s in range(mind.n) if s not in mind.known_evil and s != me]
                if goods:
                    return {"kind": "say", "claim": "merlin_guess", "target": max(goods, key=lambda s: pm[s])}
            return None
        # 3. back a team I would send
        team = view.get("team")
        if phase == "vote" and team:
            if any(e.get("claim") == "trust_team" and e.get("team") == team and e["after"] >= mind.rules_events - 1
                   for e in mind.said):
                return None
            if self._would_trust(mind, team) and rng.random() < 0.5:
                return {"kind": "say", "claim": "trust_team"}
            return None
        # 4. after a quest: say who I think is evil / good
        if phase == "propose" and rng.random() < 0.6:
            return self._opinion(mind, rng)
        return None

    def _would_trust(self, mind: Mind, team: list[int]) -> bool:
        tm = _mask(team)
        if mind.evil:
            return bool(mind.known_evil & set(team)) and mind.public.p_clean(tm) > 0.3
        if mind.role == "merlin":
            # what the table could already believe: his backing teaches the servants (with
            # it masked as a servant's, hard as good against normal lost 5 points at 5 players)
            return mind.private.p_clean(tm) > 0.9 and mind.public.p_clean(tm) > PARAMS["merlin_trust_public"]
        return mind.private.p_clean(tm) > 0.75

    def _opinion(self, mind: Mind, rng: random.Random) -> Move | None:
        me = mind.seat
        told = {(e.get("target"), e.get("claim")) for e in mind.said}
        pub = mind.public.p_evil()
        if mind.evil:
            # frame the good player the table already doubts most
            goods = [s for s in range(mind.n) if s not in mind.known_evil and s != me]
            if not goods:
                return None
            t = max(goods, key=lambda s: (pub[s], rng.random()))
            if pub[t] >= 0.3 and (t, "evil") not in told:
                return {"kind": "say", "claim": "evil", "target": t}
            return None
        pe = mind.private.p_evil()
        merlin = mind.role == "merlin"
        if merlin:   # what the servant mask would say, and only when it is true
            pe = mind.servant.p_evil() if mind.servant is not None else pub
        others = [s for s in range(mind.n) if s != me]
        t = max(others, key=lambda s: pe[s])
        if pe[t] >= PARAMS["accuse_at"] and (t, "evil") not in told:
            if not merlin or t in mind.known_evil:
                return {"kind": "say", "claim": "evil", "target": t}
            return None
        t = min(others, key=lambda s: pe[s])
        if pe[t] <= PARAMS["vouch_below"] and (t, "good") not in told:
            if not merlin or t not in mind.known_evil:
                return {"kind": "say", "claim": "good", "target": t}
        return None


_RULES = Bot(0)   # the servants' vote rule, for memory to imitate (it reads no bot state)
