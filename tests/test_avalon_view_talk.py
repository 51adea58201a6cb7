"""The view's "talk" key: the statements the viewer may make now, nothing more."""
from __future__ import annotations

import json
import random

import game
from tests.avalon_helpers import ROLES5, new, round_
from tests.contract import pick

G = game.get("avalon")

OPTION_MIXES = [
    {},
    {"percival": True, "morgana": True, "lady_of_the_lake": True},
    {"mordred": True, "oberon": True, "lady_of_the_lake": True, "lady_use": "mandatory"},
]


def test_view_talk_is_state_talk_for_every_seat_over_random_play():
    rng = random.Random(7)
    phases = set()
    lady_claims = merlin_guesses = 0
    for i in range(24):
        players = 5 + i % 6
        options = OPTION_MIXES[i % 3] if players >= 7 else {}
        s = G.new(players, seed=300 + i, options=options)
        steps = 0
        while True:
            for seat in range(players):
                talk = G.view(s, seat)["talk"]
                assert talk == s.talk(seat), (seat, s.phase)
                lady_claims += sum(m["claim"] == "lady" for m in talk)
                merlin_guesses += sum(m["claim"] == "merlin_guess" for m in talk)
            assert G.view(s, None)["talk"] == []
            phases.add(s.phase)
            if s.over():
                break
            seat, move = pick(s, rng, talk_rate=0.3)
            s = G.apply(s, seat, move)
            steps += 1
            assert steps < 3000
    # the walk reached the statements that depend on what the seat knows
    assert {"propose", "vote", "quest", "assassinate", "over"} <= phases
    assert lady_claims and merlin_guesses


def test_talk_in_the_view_follows_the_cap_and_is_json():
    s = new(ROLES5)
    view = G.view(s, 1)
    assert view["talk"] and json.loads(json.dumps(view["talk"])) == view["talk"]
    while s.talk(1):
        s = G.apply(s, 1, s.talk(1)[0])
    assert G.view(s, 1)["talk"] == []           # said enough until the next rules move
    assert G.view(s, 2)["talk"] == s.talk(2) != []


def test_only_evil_sees_merlin_guesses_and_nobody_talks_after_the_end():
    s = new(ROLES5, leader=0)   # merlin, servant, servant, assassin, minion
    for team in ([0, 1], [0, 1, 2], [1, 2]):
        s = round_(s, team)
    assert s.phase == "assassinate"
    guesses = [m for m in G.view(s, 4)["talk"] if m["claim"] == "merlin_guess"]
    assert sorted(m["target"] for m in guesses) == [0, 1, 2]
    assert not [m for m in G.view(s, 1)["talk"] if m["claim"] == "merlin_guess"]
    s = G.apply(s, 3, {"kind": "assassinate", "target": 1})
    assert s.over()
    assert all(G.view(s, seat)["talk"] == [] for seat in range(5))


def test_talk_in_the_view_is_a_fresh_list():
    s = new(ROLES5)
    view = G.view(s, 0)
    view["talk"].clear()
    assert G.view(s, 0)["talk"] == s.talk(0) != []
