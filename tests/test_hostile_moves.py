"""Hostile input against the rules of every game (``game/hostile.py``; the long run is
``python -m game.hostile``): garbage of every kind at random steps of random legal
games is refused with IllegalAction, a message and a key, and changes nothing."""
from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings, strategies as st

import game
from game import hostile
from game.core import IllegalAction
from tests import tinygame as tiny
from tests.contract import examples


@pytest.mark.parametrize("gid", sorted(game.GAMES))
@settings(max_examples=examples(3))
@given(seed=st.integers(0, 2 ** 32))
def test_garbage_is_refused_and_changes_nothing(gid, seed):
    tally = hostile.Tally()
    hostile.hostile_game(game.get(gid), seed, tally, [], per_step=12, probe_rate=0.15)
    assert not tally.failure_kinds, "\n".join(tally.failures[:5])
    assert tally.garbage > 12 and tally.legal > 0
    assert len(tally.refused) >= 5  # most kinds of garbage were tried


@pytest.mark.parametrize("gid", sorted(game.GAMES))
def test_a_field_nested_thousands_deep_is_refused_not_a_recursion_error(gid):
    g = game.get(gid)
    s = g.new(g.min_players, 1)
    seat = s.to_act()[0]
    legal = s.legal(seat)[0]
    deep = hostile._deep(5000)
    field = next((k for k in legal if k != "kind"), "zz_extra")
    with pytest.raises(IllegalAction) as refused:
        g.apply(s, seat, {**legal, field: deep})
    assert len(refused.value.message) < 300


def test_the_soak_catches_a_game_that_is_not_strict():
    def lax(s, seat, move):  # plays what it should, lets garbage through unchanged
        try:
            return tiny.GAME.apply(s, seat, move)
        except IllegalAction:
            return s
    tally = hostile.Tally()
    hostile.hostile_game(dataclasses.replace(tiny.GAME, apply=lax), 1, tally, [], per_step=10)
    assert tally.failure_kinds["accepted"] > 0

    def crashes(s, seat, move):
        return tiny.GAME.apply(s, seat, move) if type(move) is dict and len(move) < 3 else 1 / 0
    tally = hostile.Tally()
    hostile.hostile_game(dataclasses.replace(tiny.GAME, apply=crashes), 1, tally, [], per_step=10)
    assert tally.failure_kinds["raised ZeroDivisionError"] > 0


def test_mistyped_values_are_equal_but_of_another_type():
    for value in (0, 1, 3, True, False, [1, 2], {"red": 2}):
        for wrong in hostile.mistyped(value):
            assert wrong == value and wrong is not value
            assert repr(wrong) != repr(value)


def test_the_command_prints_counts_and_exits_0(capsys):
    gid = "agent_avenue" if "agent_avenue" in game.GAMES else sorted(game.GAMES)[0]
    assert hostile.main(["--game", gid, "--games", "1", "--per-step", "3"]) == 0
    out = capsys.readouterr().out
    assert f"{gid}: 1 games" in out and "garbage refused, 0 failures" in out
    assert hostile.main(["--game", "no_such_game"]) == 2
