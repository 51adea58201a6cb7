"""An exact Bayesian belief over Avalon role assignments, as seen from one seat.

A *world* is a full role assignment (one character per seat). With 10 players and every
special there are 151,200 of them; a seat's own card and night knowledge leave at most
60,480. Every likelihood the bots use depends on a world only through three things:

* the evil set ``E`` (quest fail cards, evil votes and proposals, Lady results),
* who is Merlin (he votes, proposes and speaks knowing ``E`` minus Mordred),
* who is Mordred (the evil player Merlin does not see).

So the belief is kept over *keys* ``(E, merlin, mordred)``: each key starts with the
number of full worlds consistent with the holder's knowledge that collapse onto it (the
other characters — Percival, Morgana, Oberon, the Assassin, servants, minions — only
change that count), and is then multiplied by the likelihood of every event. The
posterior over keys is therefore exactly the posterior over worlds, summed. At most
210 evil sets x 6 Merlins x 4 Mordreds = 5,040 keys, usually far fewer; evil sets are
bitmasks, keys are parallel lists of ints, and most factors are computed once per evil
set, then spread to its keys.

The behaviour model (how likely each side is to vote, propose, fail and talk in a given
way) lives in ``MODEL`` so it can be tuned; hard facts (fail cards beyond the evil on a
team, the holder's own Lady results, revealed characters) are zero likelihoods.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from .behaviour import (
    EVIL_ROLES,
    GOOD_ROLES,
    MODEL,
    STALL_APPROVE,
    STALL_FROM,
    STALL_PRIOR,
    STALL_TYPES,
    VOTE_TYPE_PRIOR,
    VOTE_TYPES,
    clamp_p,
    fail_likelihood,
    mask as _mask,
)
from .worlds import Knowledge, prior_keys

# the model and the knowledge are re-exported: the belief's users import them from here
__all__ = ["EVIL_ROLES", "GOOD_ROLES", "MODEL", "STALL_APPROVE", "STALL_FROM", "STALL_PRIOR",
           "STALL_TYPES", "VOTE_TYPE_PRIOR", "VOTE_TYPES", "Belief", "Knowledge", "clamp_p",
           "fail_likelihood"]


class Belief:
    """Posterior weights over keys (evil set, Merlin seat, Mordred seat)."""

    def __init__(self, know: Knowledge, track_merlin: bool = True, stalls: bool = False) -> None:
        self.know = know
        self.n = know.players
        roles = list(know.roles)
        self.n_evil = sum(r in EVIL_ROLES for r in roles)
        self.has_merlin = "merlin" in roles and track_merlin
        self.has_mordred = "mordred" in roles and track_merlin
        self.has_oberon = "oberon" in roles
        self.has_morgana = "morgana" in roles
        # the stall types, when asked for (``stalls``) and from STALL_FROM players
        self.stalls = STALL_TYPES if stalls and self.n >= STALL_FROM and STALL_PRIOR > 0 else ()
        prior = list(VOTE_TYPE_PRIOR)
        if self.stalls:
            k = STALL_PRIOR / len(self.stalls)
            prior = [x * (1 - STALL_PRIOR) for x in prior] + [k] * len(self.stalls)
        self.types = [list(prior) for _ in range(self.n)]
        self.emask: list[int]
        self.ke: list[int]
        self.km: list[int]
        self.kd: list[int]
        self.w: list[float]
        self.emask, self.ke, self.km, self.kd, self.w = prior_keys(know, track_merlin)
        if not track_merlin:
            self._merge_duplicates()
        if not self.w:
            raise ValueError("no role assignment fits this knowledge")
        self._normalise()

    # ------------------------------------------------------------------ prior
    def _merge_duplicates(self) -> None:
        acc: dict[int, float] = {}
        for e, x in zip(self.ke, self.w):
            acc[e] = acc.get(e, 0.0) + x
        self.ke = list(acc)
        self.w = [acc[e] for e in self.ke]
        self.km = [-1] * len(self.ke)
        self.kd = [-1] * len(self.ke)

    # ------------------------------------------------------------ bookkeeping
    def _normalise(self) -> None:
        total = sum(self.w)
        if total <= 0:
            raise ValueError("belief collapsed")
        inv = 1.0 / total
        self.w = [x * inv for x in self.w]

    def _commit(self, new_w: list[float]) -> bool:
        """Adopt new weights unless the event was impossible in every world (then ignore it)."""
        total = sum(new_w)
        if total <= 0 or total != total:
            return False
        inv = 1.0 / total
        self.w = [x * inv for x in new_w]
        if new_w.count(0.0) > len(new_w) // 4:
            self._compact()
        return True

    def _compact(self) -> None:
        keep = [i for i, x in enumerate(self.w) if x > 0.0]
        used = sorted({self.ke[i] for i in keep})
        remap = {e: j for j, e in enumerate(used)}
        self.emask = [self.emask[e] for e in used]
        self.ke = [remap[self.ke[i]] for i in keep]
        self.km = [self.km[i] for i in keep]
        self.kd = [self.kd[i] for i in keep]
        self.w = [self.w[i] for i in keep]

    def __len__(self) -> int:
        return len(self.w)

    def copy(self) -> Belief:
        out = object.__new__(Belief)
        out.__dict__.update(self.__dict__)
        for name in ("emask", "ke", "km", "kd", "w"):
            setattr(out, name, list(getattr(self, name)))
        out.types = [list(t) for t in self.types]
        return out

    # ---------------------------------------------------------------- queries
    def evil_sets(self) -> list[tuple[int, float]]:
        """(evil bitmask, probability) for every evil set still possible."""
        acc = [0.0] * len(self.emask)
        for e, x in zip(self.ke, self.w):
            acc[e] += x
        return [(m, p) for m, p in zip(self.emask, acc) if p > 0.0]

    def p_evil(self) -> list[float]:
        out = [0.0] * self.n
        for mask, p in self.evil_sets():
            s = 0
            while mask:
                if mask & 1:
                    out[s] += p
                mask >>= 1
                s += 1
        return out

    def p_merlin(self) -> list[float]:
        out = [0.0] * self.n
        for m, x in zip(self.km, self.w):
            if m >= 0:
                out[m] += x
        return out

    def p_clean(self, team_mask: int, sets: list[tuple[int, float]] | None = None) -> float:
        """Probability that no evil player is on the team."""
        sets = self.evil_sets() if sets is None else sets
        return sum(p for m, p in sets if not m & team_mask)

    def p_fails(self, team_mask: int, need: int, sets: list[tuple[int, float]] | None = None) -> float:
        """Probability that the team holds at least ``need`` evil players."""
        sets = self.evil_sets() if sets is None else sets
        return sum(p for m, p in sets if (m & team_mask).bit_count() >= need)

    def world_count(self) -> int:
        return len(self.w)

    # ---------------------------------------------------------------- updates
    def _per_set(self, fe: list[float]) -> bool:
        ke = self.ke
        return self._commit([x * fe[ke[i]] for i, x in enumerate(self.w)])

    def _per_set_and_merlin(self, fe: list[float], merlin_seat: int,
                            fm: tuple[float, ...], team_mask: int) -> bool:
        """Per-set factors, and for keys where ``merlin_seat`` is Merlin, the factor
        ``fm[evil he sees on the team]`` (evil set minus Mordred)."""
        ke, km, kd, em = self.ke, self.km, self.kd, self.emask
        out = []
        for i, x in enumerate(self.w):
            e = ke[i]
            f = fe[e]
            if km[i] == merlin_seat and f:
                d = kd[i]
                t = (em[e] & team_mask).bit_count()
                if d >= 0 and team_mask >> d & 1:
                    t -= 1
                f *= fm[min(t, len(fm) - 1)]
            out.append(x * f)
        return self._commit(out)

    def observe_side(self, seat: int, is_evil: bool) -> bool:
        """A certain fact: the seat's loyalty (own Lady result, a reveal)."""
        bit = 1 << seat
        return self._per_set([1.0 if bool(m & bit) == is_evil else 0.0 for m in self.emask])

    def observe_role(self, seat: int, role: str) -> bool:
        """A certain fact: the seat's character (revealed at the assassination or the end)."""
        evil = role in EVIL_ROLES
        bit = 1 << seat
        ke, km, kd, em = self.ke, self.km, self.kd, self.emask
        out = []
        for i, x in enumerate(self.w):
            ok = bool(em[ke[i]] & bit) == evil
            if ok and self.has_merlin:
                ok = (km[i] == seat) == (role == "merlin")
            if ok and self.has_mordred:
                ok = (kd[i] == seat) == (role == "mordred")
            out.append(x if ok else 0.0)
        return self._commit(out)

    def observe_quest(self, team: Iterable[int], fails: int, need: int,
                      evil_one_away: bool = False) -> bool:
        mask = _mask(team)
        fe = [fail_likelihood(fails, (m & mask).bit_count(), need, evil_one_away)
              for m in self.emask]
        return self._per_set(fe)

    def observe_votes(self, team: Iterable[int], votes: Mapping[int, bool], suspicion: float,
                      last: bool, skip: int | None = None,
                      good_p: Mapping[int, float] | None = None, early: bool = False,
                      typed: bool = True, stall_at: int | None = None) -> bool:
        """Every seat's vote on a team. ``suspicion`` is how much more likely than a random
        team of that size the public thinks this team holds evil (about -1..1).
        ``good_p`` (optional) gives, per voter, the chance a plain good player in that seat
        approves, from what he can know; Merlin and evil are then modelled as that player
        who sometimes acts on what they know. ``early``: the first teams of a round, which
        some evil players reject whatever they hold, to bring the fifth team closer.
        ``stall_at``: the teams rejected before this one in its round, when evil has
        fewer than two failed quests (None otherwise): what the stall types read."""
        M = MODEL
        mask = _mask(team)
        ratio_evil: dict[int, tuple[float, float]] = {}  # seat -> (clean, dirty) evil/good ratios
        ratio_merlin: dict[int, tuple[float, ...]] = {}
        sets: list[tuple[int, float]] | None = None   # the evil sets, once, for the vote types
        for v, approve in votes.items():
            if v == skip:
                continue
            on = bool(mask >> v & 1)
            if last:
                pg = M["last_approve_good"]
            elif on:
                pg = M["good_approve_on"]
            else:
                pg = clamp_p(M["good_approve_off"] - M["good_suspicion"] * suspicion)
            pe_dirty = M["evil_approve_dirty"] if not last else 0.95
            pe_clean = M["evil_approve_clean"] if not last else M["last_approve_evil_clean"]
            if last:
                pm = (M["last_approve_good"], 0.75)
            else:
                pm = (M["merlin_approve_clean"], M["merlin_approve_dirty"])
            if good_p is not None and v in good_p and not last:
                pg = clamp_p(good_p[v])
                st, bl = M["merlin_steer"], M["evil_blend"]
                # Merlin is a plain good voter who now and then rejects a team with evil he sees
                pm = (pg + M["merlin_lift"] * (1 - pg), (1 - st) * pg)
                pe_clean = bl * pg + (1 - bl) * 0.15
                pe_dirty = bl * pg + (1 - bl) * 0.92
            if early:
                k = M["evil_stall_share"]
                pe_clean = k * 0.05 + (1 - k) * pe_clean
                pe_dirty = k * 0.05 + (1 - k) * pe_dirty
            if approve:
                g, ec, ed, mc, md = pg, pe_clean, pe_dirty, pm[0], pm[1]
            else:
                g, ec, ed, mc, md = 1 - pg, 1 - pe_clean, 1 - pe_dirty, 1 - pm[0], 1 - pm[1]
            if typed and not last:
                if sets is None:
                    sets = self.evil_sets()
                g, ec, ed, mc, md = self._typed(v, approve, on, g, ec, ed, mc, md, mask, sets,
                                                stall_at)
            ratio_evil[v] = (ec / g, ed / g)
            if self.has_merlin:
                ratio_merlin[v] = (mc / g, md / g)
        fe = []
        for m in self.emask:
            dirty = 1 if m & mask else 0
            f = 1.0
            for v, r in ratio_evil.items():
                if m >> v & 1:
                    f *= r[dirty]
            fe.append(f)
        if not ratio_merlin:
            return self._per_set(fe)
        ke, km, kd, em = self.ke, self.km, self.kd, self.emask
        out = []
        for i, x in enumerate(self.w):
            e = ke[i]
            f = fe[e]
            r = ratio_merlin.get(km[i])
            if r is not None:
                d = kd[i]
                hit = em[e] & mask
                if d >= 0:
                    hit &= ~(1 << d)
                f *= r[1 if hit else 0]
            out.append(x * f)
        return self._commit(out)

    def _typed(self, v: int, approve: bool, on: bool, g: float, ec: float, ed: float,
               mc: float, md: float, team_mask: int, sets: list[tuple[int, float]],
               stall_at: int | None = None) -> tuple[float, float, float, float, float]:
        """The model's likelihoods of one vote (good, evil with a clean / dirty team,
        Merlin) mixed over the seat's vote types; then the seat's type weights learn
        from the vote (each type's likelihood given the belief about the seat's side)."""
        w = self.types[v]
        lik: list[tuple[float, float, float]] = [(g, ec, ed)]
        for good_r, evil_r in list(VOTE_TYPES.values())[1:]:
            pa_g = good_r[0] if on else good_r[1]
            pa_c = evil_r[2]                      # evil, clean team (so off it)
            pa_d = evil_r[0] if on else evil_r[1]
            if approve:
                lik.append((pa_g, pa_c, pa_d))
            else:
                lik.append((1 - pa_g, 1 - pa_c, 1 - pa_d))
        for depth in self.stalls:   # good: the model; evil: rejects the early teams
            if stall_at is not None and stall_at < depth:
                pa = STALL_APPROVE
                lik.append((g, pa if approve else 1 - pa, pa if approve else 1 - pa))
            else:
                lik.append((g, ec, ed))
        G = sum(wt * x[0] for wt, x in zip(w, lik))
        EC = sum(wt * x[1] for wt, x in zip(w, lik))
        ED = sum(wt * x[2] for wt, x in zip(w, lik))
        wm = w[0] + sum(w[len(VOTE_TYPES):])     # the types whose good seats vote as the model
        rest = G - wm * g
        MC, MD = wm * mc + rest, wm * md + rest
        # learn: P(seat good), P(evil and the team clean), P(evil and dirty)
        bit = 1 << v
        pgood = pcl = pdi = 0.0
        for m, p in sets:
            if not m & bit:
                pgood += p
            elif m & team_mask:
                pdi += p
            else:
                pcl += p
        post = [wt * (pgood * x[0] + pcl * x[1] + pdi * x[2]) for wt, x in zip(w, lik)]
        tot = sum(post)
        if tot > 0:
            self.types[v] = [max(x / tot, 1e-4) for x in post]
        return G, EC, ED, MC, MD

    def vote_type(self, seat: int) -> dict[str, float]:
        """The seat's learned vote-type weights."""
        names = list(VOTE_TYPES) + [f"stall{d}" for d in self.stalls]
        return dict(zip(names, self.types[seat]))

    def observe_proposal(self, leader: int, team: Iterable[int], clean_by_chance: float = 0.5) -> bool:
        """The leader's team. A plain good leader's team is clean or not by chance
        (``clean_by_chance``: the public's P(clean | leader good)); an evil leader prefers
        exactly one evil on it; Merlin mostly proposes teams clean to his eyes."""
        M = MODEL
        mask = _mask(team)
        bit = 1 << leader
        by_t = (M["evil_lead_clean"], M["evil_lead_one"], M["evil_lead_more"])
        fe = [by_t[min((m & mask).bit_count(), 2)] if m & bit else 1.0 for m in self.emask]
        if not self.has_merlin:
            return self._per_set(fe)
        pc = clamp_p(clean_by_chance, 0.1, 0.9)
        p = M["merlin_propose_clean"]
        return self._per_set_and_merlin(fe, leader, (p / pc, (1 - p) / (1 - pc)), mask)

    def observe_lady_claim(self, holder: int, target: int, says_evil: bool) -> bool:
        """The holder's public (possibly false) report of his Lady result."""
        M = MODEL
        hb, tb = 1 << holder, 1 << target
        fe = []
        for m in self.emask:
            target_evil = bool(m & tb)
            if not m & hb:
                f = M["lady_truth_good"] if says_evil == target_evil else 1 - M["lady_truth_good"]
            elif target_evil:
                p = M["lady_evil_says_good_of_evil"]
                f = (1 - p) if says_evil else p
            else:
                p = M["lady_evil_says_evil_of_good"]
                f = p if says_evil else 1 - p
            fe.append(f)
        return self._per_set(fe)

    def observe_accusation(self, speaker: int, target: int, says_evil: bool) -> bool:
        """'I think P is evil / good' from the speaker."""
        M = MODEL
        sb, tb = 1 << speaker, 1 << target
        fe = []
        for m in self.emask:
            hit = bool(m & tb) == says_evil
            if m & sb:
                p = M["accuse_evil_right"]
            else:
                p = M["accuse_good_right"]
            fe.append(p if hit else 1 - p)
        if not self.has_merlin:
            return self._per_set(fe)
        pm, pg = M["accuse_merlin_right"], M["accuse_good_right"]
        right, wrong = pm / pg, (1 - pm) / (1 - pg)
        # Merlin's factor relative to a plain good speaker, by whether he sees the target evil
        fm = (right, wrong) if not says_evil else (wrong, right)
        return self._per_set_and_merlin(fe, speaker, fm, tb)

    def observe_trust(self, speaker: int, team: Iterable[int], suspicion: float, last: bool) -> bool:
        """'I trust this team': a softened approve vote."""
        before = list(self.w)
        if not self.observe_votes(team, {speaker: True}, suspicion, last, typed=False):
            return False
        power = MODEL["trust_power"]
        new = [(b * (a / b) ** power if b > 0 and a > 0 else 0.0) for a, b in zip(self.w, before)]
        return self._commit(new)

    def observe_claim(self, speaker: int, role: str) -> bool:
        """'I am Merlin / Percival / a loyal servant' (possibly false)."""
        M = MODEL
        bit = 1 << speaker
        if role == "merlin":
            fe = [M["claim_merlin_evil"] if m & bit else M["claim_merlin_good"] for m in self.emask]
            if not self.has_merlin:
                return self._per_set(fe)
            r = M["claim_merlin_merlin"] / M["claim_merlin_good"]
            return self._per_set_and_merlin(fe, speaker, (r, r), 0)
        fe = [M["claim_good_evil"] if m & bit else 1.0 for m in self.emask]
        if not self.has_merlin:
            return self._per_set(fe)
        return self._per_set_and_merlin(fe, speaker, (0.6, 0.6), 0)

    def observe_merlin_hint(self, target: int) -> bool:
        """An evil teammate's 'I think P is Merlin' (only evil ears should call this)."""
        if not self.has_merlin:
            return True
        h = MODEL["merlin_hint"]
        return self._commit([x * (h if m == target else 1.0) for m, x in zip(self.km, self.w)])
