"""Deals for tests, tutorials and puzzles.

``twin_deals`` gives two deals one seat cannot tell apart, for the contract kit's
hidden-information check: same own card, same night knowledge, same first leader.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from game.core import Seat

from .data import SIDE_OF
from .rules import characters, check_setup, night


def deal(players: int, seed: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A random legal deal for these options."""
    rng = random.Random(seed)
    roles = characters(players, check_setup(players, options))
    rng.shuffle(roles)
    return {"roles": roles, "leader": rng.randrange(players)}


def indistinguishable_swaps(roles: list[str], seat: Seat) -> list[tuple[int, int]]:
    """Pairs of other seats whose cards ``seat`` could swap without noticing at night."""
    mine = night(tuple(roles), seat)
    out = []
    for i in range(len(roles)):
        for j in range(i + 1, len(roles)):
            if seat in (i, j) or roles[i] == roles[j]:
                continue
            swapped = list(roles)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            if night(tuple(swapped), seat) == mine:
                out.append((i, j))
    return out


def twin_deals(players: int, seed: int, options: Mapping[str, Any] | None = None
               ) -> tuple[Seat, dict[str, Any], dict[str, Any]]:
    """(seat, deal_a, deal_b): deal_b swaps two cards ``seat`` cannot tell apart, across
    sides when possible (a servant cannot tell Merlin from a minion; Percival cannot
    tell Merlin from Morgana; Merlin cannot tell Mordred from a servant...), on one
    side only when the Lady of the Lake is in play.
    ``options`` must be the options the game will be created with (default options
    when None)."""
    rng = random.Random(seed)
    a = deal(players, seed, options)
    roles = a["roles"]
    # The Lady of the Lake shows loyalty: with her in play a seat may learn the side
    # of anyone, so only same-side swaps stay indistinguishable for the whole game.
    lady = bool((options or {}).get("lady_of_the_lake"))
    choices = []
    for seat in range(players):
        for i, j in indistinguishable_swaps(roles, seat):
            cross = SIDE_OF[roles[i]] != SIDE_OF[roles[j]]
            if cross and lady:
                continue
            choices.append((not cross, seat, i, j))
    best = min(c[0] for c in choices)
    _, seat, i, j = rng.choice([c for c in choices if c[0] == best])
    swapped = list(roles)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    return seat, a, {"roles": swapped, "leader": a["leader"]}


def twin_deals_for(options: Mapping[str, Any] | None
                   ) -> Callable[[int, int], tuple[Seat, dict[str, Any], dict[str, Any]]]:
    """``twin_deals`` bound to one option set, shaped ``(players, seed)`` for the contract kit."""
    def twins(players: int, seed: int) -> tuple[Seat, dict[str, Any], dict[str, Any]]:
        return twin_deals(players, seed, options)
    return twins
