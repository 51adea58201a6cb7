"""The betting model the normal and hard bots share, with the hard bot's extras as
switches (a ``Style``): learned opponent habits, curses, the artefacts' worth in
context, and the standing of the other players.

Values are in victory points. A take's worth is the change it makes to the seat's
projected final score (the jewels it already has plus the average jewels of the
rounds left, scored with the real formula on fractional counts).
"""
from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.aztec.data import (
    ACCUSERS_FOR_ARTEFACT,
    ARTEFACT_DECK,
    ARTEFACT_DRAW,
    CARD_KINDS,
    COLOURS,
    Jewels,
    add,
)
from game.sampler import Slot, Worlds

from .reading import MEAN_PER_COLOUR, Reading, printed_vp, smooth_score

PUBLIC_HONEST = 0.5       # what the viewer supposes the others suppose of a take
PRIOR_WEIGHT = 4.0        # pseudo-rounds behind that prior when learning
FLAT_ARTEFACT = 2.5       # an artefact's worth when not reckoned in context
KIND_SIZE = {k: sum(k) for k in CARD_KINDS}
KINDS_OF_SIZE = Counter(KIND_SIZE.values())
# a bluff's size before learning: the larger takes weigh more, as the card kinds did
SIZE_PRIOR = {n: n * k / sum(KIND_SIZE.values()) for n, k in KINDS_OF_SIZE.items()}


@dataclass(frozen=True)
class Style:
    learn: bool             # learn each opponent's truth rate, bluff takes and bets
    curses: bool            # count the Curse cards in a take's worth
    artefacts: bool         # reckon artefacts in context (best of 3 from what is left)
    standing: float         # weight of hurting / helping the others (0: only own points)
    future: bool            # project the rounds left when valuing jewels
    honest: float = 0.5     # how often it believes a player tells the truth, before learning
    joint: bool = False     # the others' truth chances together (shared copies), not one by one
    worlds: int = 0         # hidden worlds sampled for the curses (0: a rule of thumb)


def poisson_binomial(ps: Sequence[float]) -> list[float]:
    """P(exactly k of independent events with chances ``ps`` happen), k = 0..len."""
    dist = [1.0]
    for p in ps:
        nxt = [0.0] * (len(dist) + 1)
        for k, q in enumerate(dist):
            nxt[k] += q * (1 - p)
            nxt[k + 1] += q * p
        dist = nxt
    return dist


class Model:
    def __init__(self, r: Reading, style: Style, rng: random.Random | None = None) -> None:
        self.r = r
        self.style = style
        self.rng = rng
        self._art: float | None = None
        self._others: list[list[Jewels]] | None = None
        self._leads: dict[int, list[list[float]]] = {}
        self._accusers: dict[float, list[float]] = {}

    # --- worth of jewels ------------------------------------------------------
    def future(self) -> float:
        return self.r.rounds_left() * MEAN_PER_COLOUR if self.style.future else 0.0

    def jewel_value(self, seat: int, extra: Jewels) -> float:
        r = self.r
        f = self.future()
        have = r.jewels[seat]
        base = (have[0] + f, have[1] + f, have[2] + f)
        more = (base[0] + extra[0], base[1] + extra[1], base[2] + extra[2])
        ch, arts = r.characters[seat], r.artefacts[seat]
        value = smooth_score(ch, more, arts) - smooth_score(ch, base, arts)
        if self.style.curses:
            value -= self.curse_cost(seat, add(have, extra)) - self.curse_cost(seat, have)
        return value

    def curse_cost(self, seat: int, mine: Jewels) -> float:
        """Expected stones from this round's curses with ``mine`` jewels, and a share of
        the curses of the rounds left for leading a colour."""
        r = self.r
        curses = r.view["curses"]
        cost = 0.0
        leads = self.lead_chances(seat)
        for i, colour in enumerate(COLOURS):
            if leads:
                chance = leads[i][min(mine[i], len(leads[i]) - 1)]
            else:
                others = []
                for p in range(r.n):
                    if p == seat:
                        continue
                    t = r.takes[p]
                    others.append(r.jewels[p][i] + (t[i] if t is not None else MEAN_PER_COLOUR))
                lead = mine[i] - max(others)
                chance = 0.9 if lead >= 1 else 0.45 if lead > -0.5 else 0.1 if lead > -1.5 else 0.0
            stones = curses[colour]
            cost += chance * (stones + 0.5 * r.rounds_left())
        return cost

    def lead_chances(self, seat: int) -> list[list[float]]:
        """Per colour, P(holding k jewels of it puts ``seat`` strictly ahead of every
        other seat after this round's reveal), k = 0 .. the last count that can matter,
        over the sampled worlds ([] when no worlds are sampled)."""
        if seat not in self._leads:
            worlds = self.others_after(seat)
            leads = []
            for i in range(len(COLOURS) if worlds else 0):
                tops = [max(o[i] for o in w) for w in worlds]
                leads.append([sum(k > top for top in tops) / len(tops)
                              for k in range(max(tops) + 2)])
            self._leads[seat] = leads
        return self._leads[seat]

    def others_after(self, seat: int) -> list[list[Jewels]]:
        """The other seats' jewels after this round's reveal, in worlds drawn by the kit's
        sampler: their cards dealt together from the cards the viewer has not seen. A
        seat ends the round with its card's jewels unless its lie goes unaccused, so the
        card is the likely gain; a take already on the table counts as taken."""
        r = self.r
        if not self.style.worlds or self.rng is None or seat != r.me:
            return []
        if self._others is None:
            hidden = [p for p in range(r.n) if p != seat and r.takes[p] is None]
            left = sum(r.pool.values()) - len(hidden)
            worlds = Worlds(r.pool, [Slot(p) for p in hidden] + [Slot("rest", left)])
            self._others = []
            for w in worlds.samples(self.rng, self.style.worlds):
                after = []
                for p in range(r.n):
                    if p != seat:
                        t = r.takes[p]
                        after.append(add(r.jewels[p], t if t is not None else w[p][0]))
                self._others.append(after)
        return self._others

    # --- artefacts --------------------------------------------------------------
    def artefact_worth(self, artefact: str, seat: int | None = None) -> float:
        r = self.r
        seat = r.me if seat is None else seat
        if not self.style.artefacts:
            return {"ritual_bowl": min(2, r.stones[seat]), "cursed_idol": 2,
                    "quetzal_feather": 1.5}.get(artefact, printed_vp(artefact) or 2)
        f = self.future()
        have = r.jewels[seat]
        proj = (have[0] + f, have[1] + f, have[2] + f)
        ch, arts = r.characters[seat], r.artefacts[seat]
        if artefact in ("sun_stone", "feathered_serpent", "quetzal_feather"):
            return smooth_score(ch, proj, arts + [artefact]) - smooth_score(ch, proj, arts)
        if artefact == "ritual_bowl":
            return min(2, r.stones[seat]) + 0.3
        if artefact == "cursed_idol":
            return 4 - 2
        return printed_vp(artefact)

    def artefact_gain(self) -> float:
        """What gaining an artefact is worth to the viewer: the best of 3 drawn from the
        cards not kept by anyone."""
        if not self.style.artefacts:
            return FLAT_ARTEFACT
        if self._art is None:
            left = Counter(ARTEFACT_DECK)
            for arts in self.r.artefacts:
                left.subtract(arts)
            values = sorted((self.artefact_worth(a) for a in (+left).elements()), reverse=True)
            m = len(values)
            if m <= ARTEFACT_DRAW:
                self._art = max(values, default=0.0)
            else:
                total = math.comb(m, ARTEFACT_DRAW)
                self._art = sum(v * math.comb(m - i - 1, ARTEFACT_DRAW - 1) / total
                                for i, v in enumerate(values))
        return self._art

    # --- reading the others -----------------------------------------------------
    def honest_rate(self, seat: int) -> float:
        prior = self.style.honest
        if not self.style.learn:
            return prior
        h = self.r.history[seat]
        return (h.truths + prior * PRIOR_WEIGHT) / (h.truths + h.lies + PRIOR_WEIGHT)

    def bluff_chance(self, seat: int, take: Jewels) -> float:
        """P(a liar at ``seat`` takes exactly ``take``), among the takes a card shows.
        Learned in two steps, so a few lies teach something: how many jewels the seat
        takes when it lies (its bluffs' sizes), then which take of that size (the ones
        it repeated, else any card of that size alike)."""
        if take not in KIND_SIZE:
            return 0.0
        if not self.style.learn:
            return 1 / len(CARD_KINDS)
        seen = self.r.history[seat].lie_takes
        size = KIND_SIZE[take]
        sized = [x for x in seen if sum(x) == size]
        p_size = (2 * SIZE_PRIOR[size] + len(sized)) / (2 + len(seen))
        return p_size * (1 + sized.count(take)) / (KINDS_OF_SIZE[size] + len(sized))

    def truth_chance(self, seat: int, take: Jewels) -> float:
        """P(``seat`` tells the truth | it took ``take``), from the cards the viewer has
        not seen and the seat's habits."""
        if take not in KIND_SIZE:
            return 0.0
        h = self.honest_rate(seat)
        p_card = self.r.card_chance(take)
        lie = (1 - h) * self.bluff_chance(seat, take)
        return h * p_card / (h * p_card + lie) if h * p_card + lie > 0 else 0.0

    def joint_truth(self) -> dict[int, float]:
        """P(each other seat tells the truth | every take on the table), exactly: over
        each set of seats that could be the truthful ones, the seats' habits times the
        chance that the cards the viewer has not seen deal those seats their takes (the
        copies shared, so two takes showing the deck's only {red: 4} cannot both be true;
        a liar's card is left free, a small overcount)."""
        r = self.r
        takes = {j: t for j, t in enumerate(r.takes) if j != r.me and t is not None}
        others = list(takes)
        honest = {j: self.honest_rate(j) for j in others}
        lie = {j: (1 - honest[j]) * self.bluff_chance(j, t) for j, t in takes.items()}
        size = sum(r.pool.values())
        total, true = 0.0, dict.fromkeys(others, 0.0)
        for mask in range(1 << len(others)):
            truthful = [j for i, j in enumerate(others) if mask >> i & 1]
            w = math.prod(honest[j] if j in truthful else lie[j] for j in others)
            need = Counter(takes[j] for j in truthful)
            for card, k in need.items():
                w *= math.perm(r.pool[card], k)
            w /= math.perm(size, len(truthful)) if len(truthful) <= size else math.inf
            total += w
            for j in truthful:
                true[j] += w
        if total <= 0:
            return {j: self.truth_chance(j, t) for j, t in takes.items()}
        return {j: true[j] / total for j in others}

    def accuse_given_target(self, seat: int, suspicion: float) -> float:
        """P(``seat`` accuses | it bets on a take this suspicious)."""
        base = 0.15 + 0.8 * suspicion
        if not self.style.learn:
            return base
        h = self.r.history[seat]
        if not h.bets_on:
            return base
        # shift the prior by how much more (or less) the seat accused than it predicts
        diff = sum(acc - (0.15 + 0.8 * s) for s, acc in h.bets_on) / (len(h.bets_on) + 2)
        return min(0.98, max(0.02, base + diff))

    @staticmethod
    def target_weight(suspicion: float) -> float:
        return 0.5 + 2.0 * suspicion

    def public_suspicion(self, take: Jewels) -> float:
        """How suspicious a take looks to someone who knows only the revealed cards."""
        if take not in KIND_SIZE:
            return 1.0
        total = sum(self.r.public_pool.values())
        p = self.r.public_pool[take] / total if total else 0.0
        lie = (1 - PUBLIC_HONEST) / len(CARD_KINDS)
        return 1 - PUBLIC_HONEST * p / (PUBLIC_HONEST * p + lie)

    # --- the take -----------------------------------------------------------------
    def accusers_on_me(self, take: Jewels) -> list[float]:
        """Distribution of the number of accusers of the viewer's take (it depends on the
        take only through how suspicious it looks: computed once per suspicion)."""
        s = self.public_suspicion(take)
        if s not in self._accusers:
            self._accusers[s] = self._accusers_at(s)
        return self._accusers[s]

    def _accusers_at(self, s: float) -> list[float]:
        r = self.r
        others_avg = 0.3
        ps = []
        for o in range(r.n):
            if o == r.me:
                continue
            w = self.target_weight(s)
            aim = w / (w + (r.n - 2) * self.target_weight(others_avg))
            ps.append(aim * self.accuse_given_target(o, s))
        return poisson_binomial(ps)

    def take_values(self, takes: Sequence[Jewels]) -> dict[Jewels, float]:
        r = self.r
        card = r.card
        assert card is not None
        art = self.artefact_gain()
        v_card = self.jewel_value(r.me, card)
        out = {}
        for t in takes:
            dist = self.accusers_on_me(t)
            if t == card:
                ev = sum(q * (v_card + min(k, r.stones[r.me]) + (art if k >= ACCUSERS_FOR_ARTEFACT
                                                                   else 0.0))
                         for k, q in enumerate(dist))
            else:
                ev = dist[0] * (self.jewel_value(r.me, t) + art)
                ev += sum(q * (v_card - k) for k, q in enumerate(dist) if k)
            out[t] = ev
        return out

    # --- the bet --------------------------------------------------------------------
    def other_accuser(self, target: int, suspicions: list[float]) -> float:
        """P(someone besides the viewer accuses ``target``)."""
        r = self.r
        none = 1.0
        for o in range(r.n):
            if o in (r.me, target):
                continue
            weights = [self.target_weight(suspicions[x]) for x in range(r.n) if x != o]
            aim = self.target_weight(suspicions[target]) / sum(weights)
            none *= 1 - aim * self.accuse_given_target(o, suspicions[target])
        return 1 - none

    def leader_weight(self, seat: int) -> float:
        if not self.style.standing:
            return 0.0
        scores = [s["score"].get("total", 0) for s in self.r.view["seats"]]
        best_other = max(scores[p] for p in range(self.r.n) if p != self.r.me)
        return self.style.standing * (2.0 if scores[seat] == best_other else 1.0)

    def truth_chances(self) -> dict[int, float]:
        """P(each other seat with a take on the table tells the truth): together
        (``joint_truth``) when the style says so, else one by one."""
        r = self.r
        joint = self.joint_truth() if self.style.joint else {}
        return {j: joint[j] if j in joint else self.truth_chance(j, t)
                for j, t in enumerate(r.takes) if j != r.me and t is not None}

    def bet_values(self) -> dict[tuple[int, bool], float]:
        r = self.r
        takes = r.takes
        truth = self.truth_chances()
        suspicions = [self.public_suspicion(t) if t is not None else 0.3 for t in takes]
        art = self.artefact_gain()
        gives = 1.0 if r.stones[r.me] > 0 else 0.0
        out: dict[tuple[int, bool], float] = {}
        for j in range(r.n):
            t = takes[j]
            if j == r.me or t is None:
                continue
            p = truth[j]
            other = self.other_accuser(j, suspicions) if self.style.artefacts else 0.0
            believe = p * gives - (1 - p)
            accuse = -p + (1 - p) * (gives + other * art)
            lam = self.leader_weight(j)
            if lam:
                # accusing a truthful player hands them a stone (and maybe an artefact);
                # accusing a liar costs them a stone, and alone, their artefact and take
                accuse -= lam * (p * (1 + other * art) - (1 - p) * (1 + (1 - other) * art))
            out[(j, True)] = believe
            out[(j, False)] = accuse
        return out
