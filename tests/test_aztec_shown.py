"""The counts the table shows while the reveal plays: undoing the public events of
every move gives back the public counts before that move, over whole random games."""
from __future__ import annotations

import random

import pytest

import game
from scenes.aztec.shown import before, now

G = game.get("aztec")


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_undoing_a_moves_events_gives_the_counts_before_it(players, seed):
    rng = random.Random(seed)
    s = G.new(players, seed)
    kinds = set()
    while not s.over():
        seat = rng.choice(s.to_act())
        prev = G.view(s, None)
        s = G.apply(s, seat, rng.choice(s.legal(seat)))
        view = G.view(s, None)
        log = view["log"]
        kinds |= {e["kind"] for e in log[len(prev["log"]):]}
        assert before(view, log, len(prev["log"])) == now(prev)
        assert before(view, log, len(log)) == now(view)
    assert {"reveal", "takes", "curse", "round", "keep", "draw"} <= kinds


def test_a_caught_liar_shows_the_temple_before_the_jewels_went_back():
    from tests.aztec_helpers import bet_all, keep_first, start, take_all
    red, blue, yellow = {"red": 2}, {"blue": 2}, {"yellow": 2}
    s = take_all(start(3, tops=[red, blue, yellow]), [blue, blue, yellow])   # seat 0 lies
    taken = G.view(s, None)
    s = keep_first(bet_all(s, [(1, True), (0, False), (0, False)]))
    log = G.view(s, None)["log"]
    reveal = next(i for i, e in enumerate(log) if e["kind"] == "reveal" and e["seat"] == 0)
    shown = before(G.view(s, None), log, reveal)
    assert shown.temple == now(taken).temple and shown.jewels[0] == [0, 0, 0]
    assert shown.stones == now(taken).stones
