"""What an Agent Avenue bot knows (read from its view only) and a fast arithmetic
model of one recruit: both spies' moves, permanent cards and the End step, without
the Black Market arrivals (the bots judge those when they happen).

Values are from one side's point of view, in (-1, 1): 1 a sure win.
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.sampler import Slot, Worlds

from ..data import (
    AGENT_DECK,
    CATCH,
    GETAWAY_STEPS,
    HOME_CARDS,
    HOMES,
    INDEX,
    LOOKOUT_STEPS,
    MARKET_SPACES,
    MASTERPLAN_TYPES,
    RING,
    SUPERCOMPUTER_STEPS,
    THREE,
    TYPES,
    movement,
)

Tabs = tuple[tuple[int, ...], tuple[int, ...]]
CB, DD, DA, SE, EN = (INDEX[a] for a in ("codebreaker", "daredevil", "double_agent",
                                          "sentinel", "enforcer"))


@dataclass
class Seen:
    """The table as a seat sees it."""

    seat: int
    side: int
    tabs: Tabs
    prog: tuple[int, int]
    has: tuple[frozenset[str], frozenset[str]]
    hand: list[str]
    pool: Counter[str]              # agents this seat has not seen (hands, deck, discards)
    public_pool: Counter[str]       # agents not in play nor face up: what everyone may guess
    view: dict[str, Any] = field(repr=False, default_factory=dict)

    @property
    def opp(self) -> int:
        return 1 - self.side


def read(view: dict[str, Any]) -> Seen:
    seat = view["seat"]
    side = view["sides"][seat]
    tabs = tuple(tuple(t.get(a, 0) for a in TYPES) for t in view["tableau"])
    home = set(HOME_CARDS) if view["options"].get("home_spaces_active") else set()
    has = (frozenset(view["perms"][0]) | home, frozenset(view["perms"][1]) | home)
    public = Counter(AGENT_DECK)
    for t in view["tableau"]:
        public.subtract(t)
    pending = view["phase"] in ("play_down", "recruit")
    if pending and view["up"]:
        public[view["up"]] -= 1
    pool = public.copy()
    pool.subtract(view["hand"])
    pool.subtract(view["discarded"])
    if pending and view["down"]:
        pool[view["down"]] -= 1
    return Seen(seat, side, (tabs[0], tabs[1]), (view["spies"][0]["progress"],
                                                 view["spies"][1]["progress"]),
                has, list(view["hand"]), +pool, +public, view)


def steps(has: frozenset[str], agent: str, count: int) -> int:
    v = movement(agent, count)
    if agent == "enforcer" and "lookout" in has:
        v += LOOKOUT_STEPS
    elif agent == "codebreaker" and "supercomputer" in has:
        v = SUPERCOMPUTER_STEPS
    elif agent == "saboteur" and "distraction" in has:
        v = abs(v)
    elif agent == "double_agent" and "evil_twin" in has:
        v *= 2
    return v


def _conditions(tabs: Tabs, prog: Sequence[int], has: Sequence[frozenset[str]],
                side: int) -> tuple[bool, bool]:
    row = tabs[side]
    win = prog[side] - prog[1 - side] >= CATCH or row[CB] >= THREE
    lose = False
    if row[DD] >= THREE:
        if "leader_of_the_pack" in has[side]:
            win = True
        else:
            lose = True
    if "masterplan" in has[side] and sum(1 for n in row if n) >= MASTERPLAN_TYPES:
        win = True
    if "security_system" in has[side] and \
            (HOMES[1 - side] + prog[1 - side]) % RING == HOMES[side]:
        win = True
    return win, lose


def winner(tabs: Tabs, prog: Sequence[int], has: Sequence[frozenset[str]],
           active: int) -> int | None:
    """The side the End step names now (None: play on), ties to the active side."""
    w0, l0 = _conditions(tabs, prog, has, 0)
    w1, l1 = _conditions(tabs, prog, has, 1)
    sides = {s for s, w in ((0, w0), (1, w1)) if w} | {1 - s for s, lo in ((0, l0), (1, l1)) if lo}
    if not sides:
        return None
    return sides.pop() if len(sides) == 1 else active


def after(tabs: Tabs, prog: Sequence[int], has: Sequence[frozenset[str]], active: int,
          up: str, down: str, pick: str) -> tuple[Tabs, tuple[int, int]]:
    """Tableaux and progress once the recruiter took ``pick`` and both spies moved."""
    chosen, other = (up, down) if pick == "up" else (down, up)
    got = {1 - active: chosen, active: other}
    rows = [list(tabs[0]), list(tabs[1])]
    p = list(prog)
    for side, agent in got.items():
        i = INDEX[agent]
        rows[side][i] += 1
        n = steps(has[side], agent, rows[side][i])
        p[side] += n
        if n and (HOMES[side] + p[side]) % RING in HOMES and "getaway_car" in has[side]:
            p[side] += GETAWAY_STEPS
    return (tuple(rows[0]), tuple(rows[1])), (p[0], p[1])


def arrivals(prog: Sequence[int], new: Sequence[int]) -> list[int]:
    """Sides whose spy moved and stopped on a Black Market space."""
    return [side for side in (0, 1) if new[side] != prog[side]
            and (HOMES[side] + new[side]) % RING in MARKET_SPACES]


def heuristic(tabs: Tabs, prog: Sequence[int], has: Sequence[frozenset[str]], side: int) -> float:
    """How good the table looks for ``side``, in (-1, 1)."""
    me, opp = tabs[side], tabs[1 - side]
    lead = prog[side] - prog[1 - side]
    x = 0.3 * lead
    x += _threats(me, has[side]) - _threats(opp, has[1 - side])
    return math.tanh(x / 2)


def _threats(row: Sequence[int], has: frozenset[str]) -> float:
    x = (0.0, 0.25, 0.9)[min(row[CB], 2)]
    if "leader_of_the_pack" in has:
        x += (0.0, 0.1, 0.6)[min(row[DD], 2)]
    else:
        x -= (0.0, 0.05, 0.45)[min(row[DD], 2)]
    x += 0.35 if row[DA] == 1 else 0.0          # the next Double Agent jumps 6
    x += (0.0, 0.1, 0.45, 0.5)[min(row[SE], 3)]  # the 3rd Sentinel jumps 6
    x += 0.06 * min(row[EN], 3)
    if "masterplan" in has:
        x += 0.12 * sum(1 for n in row if n)
    return x


def value(tabs: Tabs, prog: Sequence[int], has: Sequence[frozenset[str]], side: int,
          active: int) -> float:
    """1 / -1 when the End step decides, else the heuristic."""
    w = winner(tabs, prog, has, active)
    if w is None:
        return heuristic(tabs, prog, has, side)
    return 1.0 if w == side else -1.0


def pairs(up_hand: Sequence[str], down_hand: Sequence[str], same: bool
          ) -> list[tuple[str, str]]:
    """(face up, face down) choices: different cards unless the down hand is all one card."""
    out = []
    for u in dict.fromkeys(up_hand):
        rest = list(down_hand)
        if same:
            rest.remove(u)
        downs = [d for d in dict.fromkeys(rest) if d != u] or list(dict.fromkeys(rest))
        out += [(u, d) for d in downs]
    return out


def weighted(pool: Counter[str], exclude: str | None = None) -> list[tuple[str, float]]:
    """Agent types with their chance of being a card drawn from ``pool``."""
    items = [(a, n) for a, n in pool.items() if n > 0 and a != exclude]
    if not items:
        items = [(a, n) for a, n in pool.items() if n > 0]
    total = sum(n for _, n in items) or 1
    return [(a, n / total) for a, n in items]


def hidden_hands(pool: Counter[str], sizes: dict[int, int]) -> Worlds:
    """The hands of these seats (seat -> cards held) dealt from the agents not seen,
    the rest in the deck and the face-down discards (the kit's sampler)."""
    total = sum(pool.values())
    sizes = {p: min(n, total) for p, n in sizes.items()}
    held = sum(sizes.values())
    slots = [Slot(p, n) for p, n in sizes.items()] + [Slot("rest", total - held)]
    return Worlds(pool, slots)


def softmax_choice(options: Iterable[tuple[Any, float]], temperature: float, rng: Any) -> Any:
    opts = list(options)
    best = max(v for _, v in opts)
    if temperature <= 0:
        return next(o for o, v in opts if v == best)
    weights = [math.exp((v - best) / temperature) for _, v in opts]
    return rng.choices([o for o, _ in opts], weights)[0]
