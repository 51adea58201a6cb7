"""Random play over player counts and compositions: invariants hold and games end."""
from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from game.core import SetupError
from game.saul.state import OVER
from tests.contract import check_invariants, examples, pick
from tests.saul_helpers import G

options = st.fixed_dictionaries({
    "spies": st.sampled_from(["auto", 2, 3, 4, 5]),
    "valiant_warrior": st.booleans(), "eliezer": st.booleans(), "servant": st.booleans(),
    "michal": st.booleans(), "thief": st.booleans(), "general": st.booleans(),
    "michal_sees": st.sampled_from(["one", "all"]),
    "michal_catch_chance": st.sampled_from(["0", "1/3", "1"]),
})


@settings(max_examples=examples(40))
@given(players=st.integers(6, 16), opts=options, seed=st.integers(0, 2**31 - 1))
def test_random_play_over_counts_and_compositions(players, opts, seed):
    try:
        s = G.new(players, seed, options=opts)
    except SetupError as exc:
        assert exc.key and exc.message
        return
    rng = random.Random(seed)
    deck = sorted([*s.roles, *s.middle])
    steps = 0
    while not s.over():
        seat, move = pick(s, rng, talk_rate=0.03)
        s = G.apply(s, seat, move)
        steps += 1
        assert steps < 3000
        assert sorted([*s.roles, *s.middle]) == deck, "cards are conserved"
        if steps % 7 == 0:
            check_invariants(s)
    check_invariants(s)
    v = G.view(s, None)
    assert s.phase == OVER and v["revealed"] == list(s.roles)
    winners = set(s.winners())
    assert winners and all(s.camp(p) == s.winner for p in winners)
    living = set(s.living())
    if s.winner == "david":
        assert not any(s.is_spy(p) for p in living)
    elif s.winner == "saul":
        assert sum(not s.is_spy(p) for p in living) <= 1
    else:
        assert s.lovers is not None and living == set(s.lovers)
