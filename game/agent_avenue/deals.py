"""Deals for tests, tutorials and puzzles, in the rules file's format.

``twin_deals`` gives two deals one seat cannot tell apart, for the contract kit's
hidden-information check.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from game.core import Seat

from .data import AGENT_DECK, HAND, MARKET_DECK, MARKET_ROW


def deal(players: int, seed: int, advanced: bool = False) -> dict[str, Any]:
    """A random legal deal."""
    rng = random.Random(seed)
    cards = list(AGENT_DECK)
    rng.shuffle(cards)
    out: dict[str, Any] = {"hands": [cards[p * HAND:(p + 1) * HAND] for p in range(players)],
                           "deck": cards[players * HAND:], "first": rng.randrange(players)}
    if advanced:
        market = list(MARKET_DECK)
        rng.shuffle(market)
        out["market"] = market
    return out


def stacked(hands: Sequence[Sequence[str]], deck_top: Sequence[str] = (), first: Seat = 0,
            market: Sequence[str] | None = None) -> dict[str, Any]:
    """A deal with these hands and these cards on top of the deck (the rest of the 38
    agents under them in a fixed order); ``market``: the first Black Market cards."""
    rest = list(AGENT_DECK)
    for c in [c for h in hands for c in h] + list(deck_top):
        rest.remove(c)
    out: dict[str, Any] = {"hands": [list(h) for h in hands], "deck": list(deck_top) + rest,
                           "first": first}
    if market is not None:
        out["market"] = list(market) + [c for c in MARKET_DECK if c not in market]
    return out


def twin_deals(players: int, seed: int, advanced: bool = False
               ) -> tuple[Seat, dict[str, Any], dict[str, Any]]:
    """(seat, deal_a, deal_b): in teams, deal_b swaps two different cards held by two
    other seats (the seat sees them only once played, publicly). In a duel the only
    cards the seat never sees privately are the opponent's hand (once played, public)
    and the Black Market deck: advanced, deal_b swaps two market cards still hidden in
    that deck; basic, it only reorders the opponent's hand (hands are tested directly
    in tests/test_agent_avenue_views.py)."""
    rng = random.Random(seed)
    a = deal(players, seed, advanced)
    seat = rng.randrange(players)
    b = {**a, "hands": [list(h) for h in a["hands"]]}
    others = [p for p in range(players) if p != seat]
    pairs = [(j, i, k, m) for j in others for k in others if j < k
             for i, x in enumerate(b["hands"][j]) for m, y in enumerate(b["hands"][k]) if x != y]
    if pairs:
        j, i, k, m = rng.choice(pairs)
        b["hands"][j][i], b["hands"][k][m] = b["hands"][k][m], b["hands"][j][i]
    elif advanced:
        market = list(a["market"])
        i, m = rng.sample(range(MARKET_ROW, len(market)), 2)
        market[i], market[m] = market[m], market[i]
        b["market"] = market
    else:
        b["hands"][others[0]].reverse()
    return seat, a, b


def twin_deals_advanced(players: int, seed: int) -> tuple[Seat, dict[str, Any], dict[str, Any]]:
    return twin_deals(players, seed, advanced=True)
