"""Random play over every player count and option combination, checking invariants."""
from __future__ import annotations

import json
import random

from hypothesis import assume, given, settings, strategies as st

from game import SetupError
from game.avalon.data import EVIL, FAILS_NEEDED, OPTIONS, SIDE_OF, SIDES
from game.avalon.rules import check_setup
from tests.contract import examples

from .avalon_helpers import G

option_sets = st.fixed_dictionaries({name: st.sampled_from(opt.allowed)
                                     for name, opt in OPTIONS.items()})


def _check_view(s, seat):
    v = G.view(s, seat)
    assert json.loads(json.dumps(v)) == v
    for e in v["log"]:
        if e["kind"] == "night":
            assert e["seat"] == seat
        if e["kind"] == "lady_result":
            assert e["holder"] == seat
    if s.phase not in ("assassinate", "over"):
        assert v["revealed"] == [None] * s.players
    if s.phase == "vote":
        assert "votes" not in v or v.get("votes") is None
        assert v["voted"] == [p for p in range(s.players) if s.votes[p] is not None]
    assert v["to_act"] == list(s.to_act())
    return v


def play(players, options, seed, chooser, light=False):
    s = G.new(players, seed, options=options)
    good, evil = SIDES[players]
    assert sum(SIDE_OF[r] == EVIL for r in s.roles) == evil
    steps = 0
    while not s.over():
        steps += 1
        assert steps < 2000
        acting = s.to_act()
        assert acting
        if not light:
            for p in range(players):
                assert bool(s.legal(p)) == (p in acting)
        assert s.rejects < 5
        talker = chooser.randrange(players)
        if chooser.random() < 0.05 and s.talk(talker):
            s = G.apply(s, talker, chooser.choice(s.talk(talker)))
            continue
        seat = chooser.choice(acting)
        if not light and chooser.random() < 0.1:
            _check_view(s, chooser.choice([None, *range(players)]))
        s = G.apply(s, seat, chooser.choice(s.legal(seat)))
    for seat in [None, *range(players)] if not light else [None]:
        v = _check_view(s, seat)
        assert v["revealed"] == list(s.roles)
    # outcome consistent with the quest track
    results = [r for r in s.results if r is not None]
    fails = sum(1 for r in results if not r[0])
    wins = len(results) - fails
    for q, r in enumerate(s.results, 1):
        if r is not None and not r[2]:
            assert r[0] == (r[1] < FAILS_NEEDED[players][q - 1])
    if s.reason == "three_fails":
        assert fails == 3 and s.winner == "evil"
    elif s.reason in ("merlin_assassinated", "assassin_missed", "three_successes"):
        assert wins == 3
    else:
        assert s.reason == "fifth_reject" and options["fifth_reject"] == "evil_wins_game"
    assert set(s.winners()) == {p for p in range(players) if SIDE_OF[s.roles[p]] == s.winner}
    assert len(s.lady_exams) <= 3
    return s


@settings(max_examples=examples(150))
@given(players=st.integers(5, 10), options=option_sets, seed=st.integers(0, 2**32),
       choice_seed=st.integers(0, 2**32))
def test_random_play_keeps_invariants(players, options, seed, choice_seed):
    try:
        check_setup(players, options)
    except SetupError:
        assume(False)
    play(players, options, seed, random.Random(choice_seed))


def test_every_player_count_and_option_combination_plays_to_the_end():
    import itertools
    names = list(OPTIONS)
    rng = random.Random(7)
    played = 0
    for players in range(5, 11):
        for values in itertools.product(*(OPTIONS[n].allowed for n in names)):
            options = dict(zip(names, values))
            try:
                check_setup(players, options)
            except SetupError:
                continue
            play(players, options, rng.randrange(1 << 30), rng, light=True)
            played += 1
    assert played > 500


def test_same_seed_and_moves_give_the_same_game():
    a = play(7, {**{n: o.default for n, o in OPTIONS.items()}, "lady_of_the_lake": True},
             11, random.Random(3))
    b = play(7, {**{n: o.default for n, o in OPTIONS.items()}, "lady_of_the_lake": True},
             11, random.Random(3))
    assert G.view(a, None) == G.view(b, None) and a.roles == b.roles
