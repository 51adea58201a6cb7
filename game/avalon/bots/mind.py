"""The hard Avalon bot's memory and beliefs (``Mind``), rebuilt from a view when needed.

Memory holds two beliefs built from the view's log: the bot's *private* one (its own
card and night knowledge) and the *public* one (what anybody at the table may infer).
The private one drives its choices; the public one tells how a move will look to the
others, so Merlin and evil can steer while looking like a plain servant. Memory is
keyed on how much of the log it has read; when the log no longer extends what was read
(a loaded game, another game) it is rebuilt from the view alone (``Bot.remember``).
"""
from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from math import comb, exp, log
from typing import Any

from game.avalon.rules import characters
from game.core import Seat, View

from .behaviour import mask
from .belief import EVIL_ROLES, MODEL, Belief, Knowledge, clamp_p
from .merlin_hunt import Hunt, pool
from .params import PARAMS, READ_SHARPNESS, clean, least_suspected_team
from .votes import good_approves


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
            teams = [mask(c) | lb for c in combinations(
                [s for s in range(self.n) if s != leader], len(team) - 1)]
            scores = [READ_SHARPNESS * clean(sets, t) / tot for t in teams]
            top = max(scores)
            z = sum(exp(x - top) for x in scores)
            chosen = READ_SHARPNESS * clean(sets, mask(team)) / tot
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
        return self.p_clean_random(len(team)) - self.public.p_clean(mask(team))

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
            self.votes_seen.append((mask(team), list(ev["votes"]), gp, self.rejects))
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
        return least_suspected_team(self.n, belief.evil_sets(), leader, size)

    def _servant_rule(self, sets: list[tuple[int, float]], team: list[int], seat: int,
                      leader: int, need: int) -> bool:
        """The vote of a plain good player in ``seat`` believing ``sets`` (the servants' rule)."""
        return good_approves(self, sets, team, seat, leader, need)

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
        tm = mask(team)
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
            bc = clean(mine, mask(best)) / tot
            pc = clean(mine, tm) / tot
            out[v] = follow if pc >= bc * thr - 1e-9 else 1.0 - follow - 0.02
        return out

    # what the table reads of evil (evil only) ----------------------------------
    def exposure(self, weigh: Callable[[int], float] | None = None) -> float:
        """The table's mean P(evil) over the evil seats I know (myself included), its
        evil sets reweighed by ``weigh`` (the likelihood of a move I am about to make)."""
        assert self.table is not None
        known = mask(self.known_evil)
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
        tm, me = mask(team), 1 << self.seat
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
        tm, lb = mask(team), 1 << leader
        num = den = 0.0
        for m, p in self.public.evil_sets():
            if m & lb:
                continue
            den += p
            if not m & tm:
                num += p
        return num / den if den > 0 else 0.5
