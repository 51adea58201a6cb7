"""Whom a hard bot suspects: P(seat is a Spy) as the hard bot at that seat reads its view,
for the hints and the end screen ("whom each hard bot suspected at each day").

A Spy's figures are the table's reading it shows (the belief of an outsider who knows
only the revealed cards), never its own knowledge: the end screen may show them."""
from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from game.core import Seat, View

from ..data import SPY
from .belief import Belief
from .reading import read


def suspicion(view: View) -> dict[int, float]:
    """P(Spy) for every other living seat, as the hard bot at ``view["seat"]`` reads it."""
    r = read(view)
    if r.role == SPY:
        r = replace(r, known={p: c for p, c in enumerate(r.revealed) if c is not None})
    p = Belief(r, random.Random(len(view["log"]))).p_spy
    return {q: round(p[q], 3) for q in r.others()}


def by_day(states: Iterable[Any], seat: Seat, view_of: Any) -> dict[int, dict[int, float]]:
    """The suspicion of ``seat`` when each day's banishment ballot opened, from the
    states of a game in order (a replay): ``{day: {seat: P(Spy)}}``. ``view_of(state,
    seat)`` is the game's view function."""
    out: dict[int, dict[int, float]] = {}
    for s in states:
        if s.phase == "vote" and s.ballot == 1 and s.day not in out and s.alive[seat]:
            out[s.day] = suspicion(view_of(s, seat))
    return out
