"""Deals for tests, tutorials and puzzles, in the rules file's format.

``twin_deals`` gives two deals one seat cannot tell apart, for the contract kit's
hidden-information check: they differ only in cards that seat has not seen (another
seat's card of this round, or a later card of its own pile).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core import Seat

from .data import (
    ARTEFACT_DECK,
    CHARACTERS,
    JEWEL_DECK,
    PILE,
    Jewels,
    as_mapping,
    from_mapping,
)


def deal(players: int, seed: int) -> dict[str, Any]:
    """A random legal deal."""
    rng = random.Random(seed)
    deck = list(JEWEL_DECK)
    rng.shuffle(deck)
    arts = list(ARTEFACT_DECK)
    rng.shuffle(arts)
    return {"characters": rng.sample(list(CHARACTERS), players),
            "piles": [[as_mapping(c) for c in deck[p * PILE:(p + 1) * PILE]]
                      for p in range(players)],
            "artefacts": arts, "first": rng.randrange(players)}


def unused(d: dict[str, Any]) -> list[Jewels]:
    """The jewel cards left in the box by a deal."""
    pool = list(JEWEL_DECK)
    for pile in d["piles"]:
        for c in pile:
            card = from_mapping(c)
            assert card is not None, f"not a jewel card: {c}"
            pool.remove(card)
    return pool


def twin_deals(players: int, seed: int) -> tuple[Seat, dict[str, Any], dict[str, Any]]:
    """(seat, deal_a, deal_b): deal_b changes a card ``seat`` has not seen: another
    seat's first card swapped with a third seat's or with a card left in the box.
    (A later card of the seat's own pile would do only until the seat sees it, while
    the public views may still agree: not a twin for the whole check.)"""
    rng = random.Random(seed)
    a = deal(players, seed)
    seat = rng.randrange(players)
    b = {**a, "piles": [list(p) for p in a["piles"]]}
    box = unused(a)
    others = [p for p in range(players) if p != seat]
    way = rng.randrange(2)
    if way == 0:
        j, k = rng.sample(others, 2)
        if b["piles"][j][0] != b["piles"][k][0]:
            b["piles"][j][0], b["piles"][k][0] = b["piles"][k][0], b["piles"][j][0]
            return seat, a, b
    j, depth = rng.choice(others), 0
    differing = [c for c in box if as_mapping(c) != b["piles"][j][depth]]
    b["piles"][j][depth] = as_mapping(rng.choice(differing))
    return seat, a, b


def twin_deals_for() -> Callable[[int, int], tuple[Seat, dict[str, Any], dict[str, Any]]]:
    return twin_deals
