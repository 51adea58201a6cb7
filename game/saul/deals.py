"""Deals for tests, tutorials and puzzles, in the rules file's format.

``twin_deals`` gives two deals one seat cannot tell apart: they swap the cards of two
other seats that this seat has no way to tell apart at the start (two cards neither of
which is its own team's when it is a Spy, any two when it is not).
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from game.core import Seat

from .data import MICHAL, SAMUEL, SPY
from .rules import cards, check_setup

SEEKERS = (SAMUEL, MICHAL)  # they look at other cards at night: no twin hides from them


def deal(players: int, seed: int, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A random legal deal for these options."""
    opts = check_setup(players, options)
    rng = random.Random(seed)
    deck = cards(players, opts)
    rng.shuffle(deck)
    out: dict[str, Any] = {"roles": deck[:players]}
    if opts["thief"]:
        out["middle"] = deck[players:]
    return out


def twin_deals(players: int, seed: int, options: Mapping[str, Any] | None = None
               ) -> tuple[Seat, dict[str, Any], dict[str, Any]]:
    """(seat, deal_a, deal_b): deal_b swaps two other seats' different cards that the seat
    cannot tell apart (a Spy knows the other Spies from the first night: never a Spy; Samuel and Michal
    look at cards, so the seat is never one of them)."""
    rng = random.Random(seed)
    a = deal(players, seed, options)
    roles = a["roles"]
    choices = []
    for seat in range(players):
        for i in range(players):
            for j in range(i + 1, players):
                if seat in (i, j) or roles[i] == roles[j]:
                    continue
                if roles[seat] in SEEKERS or (roles[seat] == SPY and SPY in (roles[i], roles[j])):
                    continue
                choices.append((seat, i, j))
    seat, i, j = rng.choice(choices)
    swapped = list(roles)
    swapped[i], swapped[j] = swapped[j], swapped[i]
    return seat, a, {**a, "roles": swapped}


def twin_deals_for(options: Mapping[str, Any] | None
                   ) -> Callable[[int, int], tuple[Seat, dict[str, Any], dict[str, Any]]]:
    """``twin_deals`` bound to one option set, shaped ``(players, seed)`` for the contract kit."""
    def twins(players: int, seed: int) -> tuple[Seat, dict[str, Any], dict[str, Any]]:
        return twin_deals(players, seed, options)
    return twins
