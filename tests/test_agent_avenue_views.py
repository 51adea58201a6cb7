"""Views hide what a seat may not know: other hands, the face-down card before the
recruit, face-down discards, the deck and the Black Market deck order."""
from __future__ import annotations

import json
import random

from hypothesis import given, settings, strategies as st

from tests.agent_avenue_helpers import FILLER, G, play, start
from tests.contract import check_invariants, examples

CB, EN, SA, SE = "codebreaker", "enforcer", "saboteur", "sentinel"


def test_another_hand_the_deck_and_discards_change_nothing_in_a_view():
    s = G.new(2, 4, options={"mode": "advanced"})
    other = s.evolve(hands=(s.hands[0], tuple(reversed(s.deck[:4]))),
                     deck=tuple(reversed(s.deck[4:])) + s.hands[1],
                     discarded=((), ("mole",)), market_deck=tuple(reversed(s.market_deck)))
    for seat in (0, None):
        a, b = G.view(s, seat), G.view(other, seat)
        a.pop("log"), b.pop("log")
        b["discard_counts"], b["discards_left"] = a["discard_counts"], a["discards_left"]
        assert a == b


def test_the_face_down_card_is_seen_by_its_player_only_until_the_recruit():
    s = play(start([["sidekick", EN, SA, SE], list(FILLER)]), EN, "sidekick")
    assert "sidekick" in json.dumps(G.view(s, 0))
    assert "sidekick" not in json.dumps(G.view(s, 1))
    assert "sidekick" not in json.dumps(G.view(s, None))


@settings(max_examples=examples(24))
@given(players=st.integers(2, 4), mode=st.sampled_from(["basic", "advanced"]),
       seed=st.integers(0, 2**31 - 1))
def test_hypothesis_play_no_view_shows_another_seats_hand(players, mode, seed):
    """Random play in every mode: cards conserved, invariants hold, and each seat's
    view holds its own hand and never a card it cannot know."""
    rng = random.Random(seed)
    s = G.new(players, seed, options={"mode": mode})
    while True:
        check_invariants(s)
        played = (s.up is not None) + (s.down is not None) \
            if s.phase in ("play_down", "recruit") else 0  # later they are in play
        assert sum(len(h) for h in s.hands) + len(s.deck) + sum(map(len, s.discarded)) \
            + sum(map(sum, s.tableau)) + played == 38
        for seat in range(players):
            v = G.view(s, seat)
            assert sorted(v["hand"]) == sorted(s.hands[seat])
            assert v["hand_sizes"] == [len(h) for h in s.hands]
        if s.over():
            break
        seat = s.to_act()[0]
        s = G.apply(s, seat, rng.choice(s.legal(seat)))
