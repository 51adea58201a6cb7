"""The Agent Avenue bots' decisions, one class with the levels' settings.

Active side: every (face up, face down) pair is scored over both of the recruiter's
choices: a mix of the expected value (the recruiter's choice modelled as ``Level.model``
says) and the worst case, so the face-down card is chosen for the recruiter's best
reply to still be good for us (the bluff). Recruiter: the face-down card is weighted
over the agents it has not seen. ``depth`` 2 adds the next turn: the other side's best
pair from sampled hands after our turn, or our own best pair after our recruit.
"""
from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from game.core import Move

from ..data import INDEX, MARKET, PERMANENT
from .model import (
    CB,
    DA,
    DD,
    SE,
    Seen,
    Tabs,
    after,
    arrivals,
    hidden_hands,
    pairs,
    read,
    softmax_choice,
    steps,
    value,
    weighted,
    winner,
)

LOSS = -0.99
MARKET_BONUS = 0.12  # a Black Market card, roughly, in value


@dataclass(frozen=True)
class Level:
    depth: int = 1           # 1: this turn; 2: and the next one
    worst: float = 0.5       # weight of the worst case in a pair's score
    model: str = "even"      # the recruiter's choice: "even" 50/50, "quantal" its own guess
    quantal_t: float = 0.15  # how sharply the modelled recruiter follows its guess
    samples: int = 6         # sampled hands for the next turn and for a teammate
    temperature: float = 0.0  # 0: the best move; else a softmax over scores
    discards: bool = True


class Planner:
    level = Level()

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[Move], rng: random.Random) -> Move:
        seen = read(view)
        kinds = {m["kind"] for m in legal}
        if "play_up" in kinds:
            return self.play_up(seen, legal, rng)
        if "play_down" in kinds:
            return self.play_down(seen, legal, rng)
        if "recruit" in kinds:
            return {"kind": "recruit", "pick": self.recruit(seen, view["up"], rng)}
        if "market" in kinds:
            return {"kind": "market", "card": self.market(seen, [m["card"] for m in legal])}
        if "ability" in kinds:
            card = view["choice"]["card"]
            return {"kind": "ability", "agent": self.ability(seen, card,
                                                             [m["agent"] for m in legal])}
        if "recruit_now" in kinds:
            return {"kind": "recruit_now", "recruit": self.recruit_now(seen)}
        return rng.choice(legal)

    # --- hints -----------------------------------------------------------------
    def decide_with_reasons(self, view: dict[str, Any], legal: list[Move], rng: random.Random
                            ) -> tuple[Move, str, dict[str, Any]]:
        """The best-scored move (what ``act`` plays, but the best rather than a soft
        choice among close moves) and why: a reason name and what was weighed: the Lead
        (our spy's progress minus theirs) after each of the recruiter's choices, and
        the chance of the choice that is worse for us (the recruit risk)."""
        if len(legal) == 1:
            return legal[0], "only", {}
        seen = read(view)
        kinds = {m["kind"] for m in legal}
        if "play_up" in kinds:
            scored = self.up_scores(seen, rng)
            bad = self.poison(seen, scored, legal) if self.level.discards else None
            if bad is not None:
                return {"kind": "discard", "card": bad}, "discard", {}
            (u, d), _ = best(scored)
            move = {"kind": "play_up", "card": u}
            if view["down_seat"] != self.seat:   # the teammate's face-down card is unknown
                return move, "play_up_team", self.team_reason(seen, u)
            return (move, *self.pair_reason(seen, u, d))
        if "play_down" in kinds:
            u = view["up"]
            if self.level.discards and view["up_seat"] != self.seat:
                bad_moves = [m for m in legal if m["kind"] == "discard" and self._unsafe(seen, m["card"])]
                if bad_moves:
                    return bad_moves[0], "discard", {}
            nxt = self.next_hands(seen, seen.opp, rng)
            downs = [m["card"] for m in legal if m["kind"] == "play_down"]
            d = best([(d, self.pair_score(seen, seen.tabs, seen.prog, seen.side, u, d, nxt))
                      for d in downs])[0]
            return ({"kind": "play_down", "card": d}, *self.pair_reason(seen, u, d))
        if "recruit" in kinds:
            pick = best(self.recruit_scores(seen, view["up"]))[0]
            return ({"kind": "recruit", "pick": pick}, *self.recruit_reason(seen, view["up"], pick))
        move = self.act(view, legal, rng)
        if move["kind"] == "recruit_now":
            return move, "recruit_now" if move["recruit"] else "recruit_now_not", {}
        return move, move["kind"] if move["kind"] in ("market", "ability") else "only", {}

    def pair_reason(self, seen: Seen, u: str, d: str) -> tuple[str, dict[str, Any]]:
        """Our pair (``u`` face up, ``d`` face down): the Lead after each of the
        recruiter's choices, and the chance (as this level models the recruiter) that
        it makes the choice worse for us, or the one that ends the game."""
        side, opp = seen.side, seen.opp
        now = seen.prog[side] - seen.prog[opp]
        lead: dict[str, int] = {}
        ends: dict[str, int | None] = {}
        worth: dict[str, float] = {}
        for pick in ("up", "down"):
            t, p = after(seen.tabs, seen.prog, seen.has, side, u, d, pick)
            lead[pick] = p[side] - p[opp]
            ends[pick] = winner(t, p, seen.has, side)
            worth[pick] = value(t, p, seen.has, side, side)
        p_up = self.p_takes_up(seen, seen.tabs, seen.prog, side, u)
        chance = {"up": p_up, "down": 1 - p_up}
        losing = [k for k in chance if ends[k] == opp]
        winning = [k for k in chance if ends[k] == side]
        if losing:
            k = losing[0]
            rest = "down" if k == "up" else "up"
            return "pair_loses", {"risk": open_pct(chance[k]), "lead": lead[rest]}
        if len(winning) == 2:
            return "pair_wins_sure", {}
        if winning:
            k = winning[0]
            rest = "down" if k == "up" else "up"
            return "pair_wins", {"chance": open_pct(chance[k]), "lead": lead[rest]}
        worse = min(chance, key=lambda k: worth[k])
        return "pair", {"now": now, "up": lead["up"], "down": lead["down"],
                        "risk": open_pct(chance[worse])}

    def team_reason(self, seen: Seen, u: str) -> dict[str, Any]:
        """Our face-up card when a teammate plays face down: the steps it gives their
        spy if they take it, or ours if they take the hidden card."""
        i = INDEX[u]
        return {"theirs": steps(seen.has[seen.opp], u, seen.tabs[seen.opp][i] + 1),
                "mine": steps(seen.has[seen.side], u, seen.tabs[seen.side][i] + 1),
                "now": seen.prog[seen.side] - seen.prog[seen.opp]}

    def recruit_reason(self, seen: Seen, u: str, pick: str) -> tuple[str, dict[str, Any]]:
        """As recruiter: the mean Lead after our pick and after the other one, over the
        face-down card's chances, and the chance our pick ends the game against us."""
        side, opp, active = seen.side, seen.opp, seen.opp
        mean = {"up": 0.0, "down": 0.0}
        lose = {"up": 0.0, "down": 0.0}
        for x, w in self.guesses(seen, u):
            for k in mean:
                t, p = after(seen.tabs, seen.prog, seen.has, active, u, x, k)
                mean[k] += w * (p[side] - p[opp])
                if winner(t, p, seen.has, active) == opp:
                    lose[k] += w
        other = "down" if pick == "up" else "up"
        params = {"lead": round(mean[pick], 1) + 0.0, "other": round(mean[other], 1) + 0.0,
                  "risk": pct(lose[pick])}
        return f"recruit_{pick}" + ("_risky" if params["risk"] else ""), params

    # --- scoring ---------------------------------------------------------------
    def leaf(self, seen: Seen, tabs: Tabs, prog: tuple[int, int], side: int, active: int,
             nxt_hands: list[list[list[str]]] | None) -> float:
        """The value for ``side`` after a recruit by ``active``; with ``nxt_hands``
        (sampled hands of the next active side: [up hand, down hand] per sample) the
        next active side's best pair is played too."""
        w = winner(tabs, prog, seen.has, active)
        if w is not None:
            return 1.0 if w == side else -1.0
        if not nxt_hands:
            return value(tabs, prog, seen.has, side, active)
        nxt = 1 - active
        total = 0.0
        for up_hand, down_hand in nxt_hands:
            best = max((self.pair_score(seen, tabs, prog, nxt, u, d, None)
                        for u, d in pairs(up_hand, down_hand, up_hand is down_hand)),
                       default=0.0)
            total += best if nxt == side else -best
        return total / len(nxt_hands)

    def pair_score(self, seen: Seen, tabs: Tabs, prog: tuple[int, int], active: int,
                   u: str, d: str, nxt_hands: list[list[list[str]]] | None) -> float:
        """The active side's score of playing ``u`` face up and ``d`` face down."""
        outcomes = {}
        for pick in ("up", "down"):
            t, p = after(tabs, prog, seen.has, active, u, d, pick)
            outcomes[pick] = self.leaf(seen, t, p, active, active, nxt_hands) + \
                self.market_bonus(seen, prog, p, active)
        p_up = self.p_takes_up(seen, tabs, prog, active, u) if nxt_hands is not None else 0.5
        mean = p_up * outcomes["up"] + (1 - p_up) * outcomes["down"]
        lv = self.level
        return (1 - lv.worst) * mean + lv.worst * min(outcomes.values())

    def market_bonus(self, seen: Seen, before: tuple[int, int], now: tuple[int, int],
                     side: int) -> float:
        if not seen.view["market"]:
            return 0.0
        return sum(MARKET_BONUS if s == side else -MARKET_BONUS
                   for s in arrivals(before, now))

    def p_takes_up(self, seen: Seen, tabs: Tabs, prog: tuple[int, int], active: int,
                   u: str) -> float:
        """The chance the recruiter takes the face-up card: even, or its guess of the
        face-down card from what everyone can see, followed softly."""
        if self.level.model == "even":
            return 0.5
        rec = 1 - active
        guesses = weighted(seen.public_pool, exclude=u)
        v_up = sum(w * value(*after(tabs, prog, seen.has, active, u, x, "up"), seen.has,
                             rec, active) for x, w in guesses)
        v_down = sum(w * value(*after(tabs, prog, seen.has, active, u, x, "down"), seen.has,
                               rec, active) for x, w in guesses)
        z = (v_up - v_down) / self.level.quantal_t
        return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))

    def next_hands(self, seen: Seen, side: int, rng: random.Random,
                   pool: Counter[str] | None = None) -> list[list[list[str]]] | None:
        """Sampled hands of ``side`` for its next turn ([up hand, down hand] each)."""
        if self.level.depth < 2:
            return None
        view = seen.view
        seats = [p for p, s in enumerate(view["sides"]) if s == side]
        worlds = hidden_hands(pool if pool is not None else seen.pool,
                              {p: view["hand_sizes"][p] for p in seats if p != self.seat})
        out = []
        for _ in range(self.level.samples):
            world = worlds.sample(rng)
            hands = [list(seen.hand) if p == self.seat else list(world[p]) for p in seats]
            if len(hands) == 1:
                out.append([hands[0], hands[0]])
            else:  # the side's next face-up player is the other one than this turn's
                out.append([hands[1], hands[0]] if view["up_seat"] == seats[0]
                           or view["recruiter"] == seats[0] else [hands[0], hands[1]])
        return out

    # --- decisions -------------------------------------------------------------
    def choose(self, scored: list[tuple[Any, float]], rng: random.Random) -> Any:
        return softmax_choice(scored, self.level.temperature, rng)

    def play_up(self, seen: Seen, legal: list[Move], rng: random.Random) -> Move:
        scored = self.up_scores(seen, rng)
        if self.level.discards:
            bad = self.poison(seen, scored, legal)
            if bad is not None:
                return {"kind": "discard", "card": bad}
        u, _ = self.choose(scored, rng)
        return {"kind": "play_up", "card": u}

    def up_scores(self, seen: Seen, rng: random.Random) -> list[tuple[tuple[str, str], float]]:
        """Every (face up, face down) pair of ours scored; with a teammate playing face
        down from a hand we do not see, each face-up card as (card, card), its score
        averaged over sampled hands of the teammate."""
        view = seen.view
        side = seen.side
        nxt = self.next_hands(seen, 1 - side, rng)
        solo = view["down_seat"] == self.seat
        if solo:
            scored = [((u, d), self.pair_score(seen, seen.tabs, seen.prog, side, u, d, nxt))
                      for u, d in pairs(seen.hand, seen.hand, True)]
        else:  # the teammate plays face down from a hand we do not see
            mate = view["down_seat"]
            worlds = hidden_hands(seen.pool, {mate: view["hand_sizes"][mate]})
            samples = [list(worlds.sample(rng)[mate])
                       for _ in range(max(1, self.level.samples // 2))]
            scored = []
            for u in dict.fromkeys(seen.hand):
                total = 0.0
                for h in samples:
                    total += max((self.pair_score(seen, seen.tabs, seen.prog, side, u, d, nxt)
                                  for _, d in pairs([u], h, False)), default=0.0)
                scored.append(((u, u), total / len(samples)))
        return scored

    def poison(self, seen: Seen, scored: list[tuple[Any, float]], legal: list[Move]
               ) -> str | None:
        """A card no pair makes safe (every pair with it can lose this turn)."""
        # in the order of ``legal`` (a set's order changes with the hash seed: the same
        # game would discard another card in another process)
        allowed: list[str] = list(dict.fromkeys(m["card"] for m in legal if m["kind"] == "discard"))
        if not allowed:
            return None
        for card in allowed:
            mine = [v for (u, d), v in scored if card in (u, d)]
            if mine and max(mine) <= LOSS * (1 - self.level.worst) and \
                    self._unsafe(seen, card):
                return card
        return None

    def _unsafe(self, seen: Seen, card: str) -> bool:
        """Handing ``card`` to the other side, or keeping it, ends the game against us."""
        i = INDEX[card]
        opp, me = seen.tabs[seen.opp], seen.tabs[seen.side]
        return (i == CB and opp[CB] >= 2) or (i == DD and me[DD] >= 2
                                              and "leader_of_the_pack" not in seen.has[seen.side])

    def play_down(self, seen: Seen, legal: list[Move], rng: random.Random) -> Move:
        view = seen.view
        u = view["up"]
        if self.level.discards and view["up_seat"] != self.seat:
            bad = [m for m in legal if m["kind"] == "discard" and self._unsafe(seen, m["card"])]
            if bad:
                return bad[0]
        nxt = self.next_hands(seen, seen.opp, rng)
        downs = [m["card"] for m in legal if m["kind"] == "play_down"]
        scored = [(d, self.pair_score(seen, seen.tabs, seen.prog, seen.side, u, d, nxt))
                  for d in downs]
        return {"kind": "play_down", "card": self.choose(scored, rng)}

    def recruit(self, seen: Seen, u: str, rng: random.Random) -> str:
        return str(self.choose(self.recruit_scores(seen, u), rng))

    def guesses(self, seen: Seen, u: str) -> list[tuple[str, float]]:
        """The face-down card's chances, as the recruiter weighs them."""
        active = seen.opp
        guesses = weighted(seen.pool, exclude=u)
        if self.level.model == "quantal":  # the active side plays the pair it likes
            liked = [(x, w * math.exp(self.pair_score(seen, seen.tabs, seen.prog, active,
                                                      u, x, None) / 0.3))
                     for x, w in guesses]
            total = sum(w for _, w in liked) or 1.0
            guesses = [(x, w / total) for x, w in liked]
        return guesses

    def recruit_scores(self, seen: Seen, u: str) -> list[tuple[str, float]]:
        """The recruiter's value of taking the face-up card and the face-down one."""
        active = seen.opp
        guesses = self.guesses(seen, u)
        mine = self.next_hands_own(seen)
        scored = []
        for pick in ("up", "down"):
            v = 0.0
            for x, w in guesses:
                t, p = after(seen.tabs, seen.prog, seen.has, active, u, x, pick)
                v += w * (self.leaf(seen, t, p, seen.side, active, mine)
                          + self.market_bonus(seen, seen.prog, p, seen.side))
            scored.append((pick, v))
        return scored

    def next_hands_own(self, seen: Seen) -> list[list[list[str]]] | None:
        """After our recruit we are active: our own hand (a teammate's is not known:
        this turn only)."""
        if self.level.depth < 2 or len([s for s in seen.view["sides"] if s == seen.side]) > 1:
            return None
        return [[seen.hand, seen.hand]]

    def market(self, seen: Seen, cards: list[str]) -> str:
        return max(cards, key=lambda c: (market_value(seen, c), c))

    def ability(self, seen: Seen, card: str, agents: list[str]) -> str:
        side, view = seen.side, seen.view
        active = view["active"]

        def score(agent: str) -> float:
            rows = [list(seen.tabs[0]), list(seen.tabs[1])]
            prog = list(seen.prog)
            if card == "mind_control":
                rows[1 - side][INDEX[agent]] -= 1
            elif card == "spycation":
                rows[side][INDEX[agent]] -= 1
                back = self._value_recruit(seen, rows, prog, agent, active)
                return max(back, value((tuple(rows[0]), tuple(rows[1])), prog, seen.has,
                                       side, active))
            else:
                return self._value_recruit(seen, rows, prog, agent, active)
            return value((tuple(rows[0]), tuple(rows[1])), prog, seen.has, side, active)
        return max(agents, key=lambda a: (score(a), a))

    def _value_recruit(self, seen: Seen, rows: list[list[int]], prog: list[int], agent: str,
                       active: int) -> float:
        side = seen.side
        rows = [list(rows[0]), list(rows[1])]
        p = list(prog)
        rows[side][INDEX[agent]] += 1
        p[side] += steps(seen.has[side], agent, rows[side][INDEX[agent]])
        return value((tuple(rows[0]), tuple(rows[1])), p, seen.has, side, active)

    def recruit_now(self, seen: Seen) -> bool:
        agent = seen.view["log"][-1]["agent"]
        rows = [list(seen.tabs[0]), list(seen.tabs[1])]
        keep = value(seen.tabs, seen.prog, seen.has, seen.side, seen.view["active"])
        return self._value_recruit(seen, rows, list(seen.prog), agent,
                                   seen.view["active"]) > keep


def best(scored: list[tuple[Any, float]]) -> tuple[Any, float]:
    """The first of the best-scored options."""
    top = max(v for _, v in scored)
    return next((o, v) for o, v in scored if v == top)


def pct(p: float) -> int:
    """A chance as a whole percentage."""
    return int(round(100 * p))


def open_pct(p: float) -> int:
    """A modelled choice's chance as a whole percentage, never shown as certain."""
    return min(99, max(1, pct(p)))


def market_value(seen: Seen, card: str) -> float:
    """A rough worth of a Black Market card for this side now."""
    me, opp = seen.tabs[seen.side], seen.tabs[seen.opp]
    hand = seen.hand
    if card == "mind_control":
        return 0.2 + (0.8 if opp[CB] >= 2 else 0) + (0.3 if opp[DA] == 1 else 0)
    if card == "leader_of_the_pack":
        return 0.1 + 0.25 * me[DD]
    if card == "masterplan":
        return 0.08 * sum(1 for n in me if n)
    if card == "outpost":
        return 0.45 if "sentinel" in hand and me[SE] >= 1 else 0.1 if "sentinel" in hand else 0
    if card == "evil_twin":
        return 0.5 if me[DA] == 1 else 0.15
    if card == "supercomputer":
        return 0.35
    if card == "lookout":
        return 0.3
    if card in ("secret_recruit", "double_trouble"):
        ok = any(not me[INDEX[a]] for a in hand) if card == "secret_recruit" \
            else any(hand.count(a) >= 2 for a in hand)
        return 0.25 if ok else 0.0
    base = {"security_system": 0.15, "getaway_car": 0.2, "distraction": 0.2,
            "surveillance_van": 0.15, "smoke_screen": 0.12, "spycation": 0.1}
    return base.get(card, 0.1) + (0.01 if MARKET[card] == PERMANENT else 0)
