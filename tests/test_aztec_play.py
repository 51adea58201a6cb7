"""Random and hypothesis play: jewels and stones are conserved after every move."""
from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

import game
from game.aztec.data import COLOURS, STONES, TEMPLE_START
from tests.contract import check_invariants, examples

G = game.get("aztec")


def check_conservation(s) -> None:
    """40 stones in all; 40 jewels of each colour between the Temple, the players and
    the takes still sitting on unrevealed cards."""
    assert s.reserve >= 0 and min(s.stones) >= 0 and min(s.curses) >= 0
    assert s.reserve + sum(s.curses) + sum(s.stones) == STONES
    on_cards = [0, 0, 0]
    if s.phase in ("bet", "keep"):
        for p in s.order()[s.revealed:]:
            for i, n in enumerate(s.takes[p]):
                on_cards[i] += n
    for i, colour in enumerate(COLOURS):
        total = s.temple[i] + sum(j[i] for j in s.jewels) + on_cards[i]
        assert total == TEMPLE_START, f"{colour}: {total} jewels"


def play(players: int, seed: int, options=None, check=check_conservation):
    rng = random.Random(seed)
    s = G.new(players, seed, options or {})
    check(s)
    while not s.over():
        seat = rng.choice(s.to_act())
        s = G.apply(s, seat, rng.choice(s.legal(seat)))
        check(s)
    return s


def test_conservation_after_every_move_of_random_play():
    for i in range(120):
        play(3 + i % 4, i, {"characters": "chosen"} if i % 6 == 0 else None)


def test_scarce_temple_and_reserve_stay_conserved():
    """A starved Temple and reserve: shortages, stones from an empty reserve."""
    for i in range(40):
        rng = random.Random(i)
        s = G.new(6, i).evolve(temple=(3, 2, 5), reserve=0)
        extra = (TEMPLE_START - 3, TEMPLE_START - 2, TEMPLE_START - 5)
        s = s.evolve(jewels=(extra,) + s.jewels[1:],
                     stones=(s.stones[0] + STONES - s.reserve - sum(s.curses) - sum(s.stones),)
                     + s.stones[1:])
        check_conservation(s)
        while not s.over():
            seat = rng.choice(s.to_act())
            s = G.apply(s, seat, rng.choice(s.legal(seat)))
            check_conservation(s)


@settings(max_examples=examples(40))
@given(players=st.integers(3, 6), seed=st.integers(0, 2**31 - 1))
def test_hypothesis_play(players, seed):
    def both(s):
        check_conservation(s)
        check_invariants(s)
    s = play(players, seed, check=both)
    lines = G.view(s, None)["seats"]
    totals = [x["score"]["total"] for x in lines]
    assert set(s.winners()) <= {p for p, t in enumerate(totals) if t == max(totals)}
