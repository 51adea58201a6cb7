"""game/driver.py: the one loop that drives a game with bots."""
from __future__ import annotations

import random

import pytest

import game
from game import driver
from game.core import RandomBot
from tests import tinygame as tiny

G = tiny.GAME


def test_next_seat_is_the_first_owing_a_move_among_the_given_seats():
    s = G.new(3, 0)
    assert s.to_act() == (0, 1, 2)
    assert driver.next_seat(s) == 0
    assert driver.next_seat(s, {2: None, 1: None}) == 1
    assert driver.next_seat(s, []) is None


def test_steps_show_each_bot_its_own_view_and_legal_moves_only():
    s = G.new(3, 4)
    bots = [RandomBot(i) for i in range(3)]
    seen = list(driver.steps(G, s, bots, random.Random(1)))
    assert seen and seen[-1].after.over()
    for step in seen:
        assert step.seat == step.before.to_act()[0]
        assert step.view == G.view(step.before, step.seat)
        assert step.legal == step.before.legal(step.seat) and step.move in step.legal
        assert G.apply(step.before, step.seat, step.move).log == step.after.log
    for a, b in zip(seen, seen[1:]):
        assert a.after is b.before


def test_the_same_rng_gives_the_same_game():
    def game_of(seed):
        s = driver.play_levels(G, G.new(4, seed), ["random"] * 4, random.Random(seed))
        return s.log
    assert game_of(3) == game_of(3)


def test_a_failing_or_cheating_bot_is_a_bot_error_naming_it():
    class Boom:
        def act(self, view, legal, rng):
            raise RuntimeError("boom")

    class Cheat:
        def act(self, view, legal, rng):
            return {"kind": "bet", "amount": 1.0}  # == 1, but a float: refused
    s = G.new(2, 0)
    with pytest.raises(driver.BotError, match="hard bot at seat 0 failed: RuntimeError: boom"):
        driver.play(G, s, [Boom(), Boom()], random.Random(0), names=["hard", "easy"])
    with pytest.raises(driver.BotError, match="seat 0 made an illegal move"):
        driver.play(G, s, [Cheat(), Cheat()], random.Random(0))


def test_a_game_that_does_not_end_is_a_bot_error():
    s = G.new(2, 0)
    with pytest.raises(driver.BotError, match="did not end after 3 moves"):
        driver.play(G, s, [RandomBot(0), RandomBot(1)], random.Random(0), max_moves=3)


def test_only_the_given_seats_are_played():
    s = G.new(3, 0)
    out = driver.play(G, s, {1: RandomBot(1), 2: RandomBot(2)}, random.Random(0))
    assert out.to_act() == (0,)  # seat 0 (a human) owes its bet; bots 1 and 2 have bet


def test_json_copies_are_what_a_loaded_game_gives():
    g = game.get("avalon")
    s = g.new(5, 1)
    view, legal = driver.ask(g, s, 0, json_copy=True)
    assert view == g.view(s, 0) and legal == s.legal(0)
    view["log"].clear()
    assert g.view(s, 0)["log"]


def test_play_one_gives_each_seat_its_own_stream_from_the_seed():
    """A seat's bot draws the same numbers whatever the other seats' bots draw (paired
    comparisons), and the same rng gives the same game."""
    import dataclasses

    def seat0_draws(levels):
        draws: list[float] = []

        class Drawer:
            def __init__(self, level, seat):
                self.level, self.seat = level, seat

            def act(self, view, legal, rng):
                if self.level == "hard":
                    rng.random(), rng.random()     # a greedier bot: more draws per move
                x = rng.random()
                if self.seat == 0:
                    draws.append(x)
                return legal[int(x * len(legal))]

        g = dataclasses.replace(G, bot_factory=Drawer)
        end = driver.play_one(g, g.new(3, 5), levels, random.Random(9))
        return draws, end.log

    alone, _ = seat0_draws(["easy", "easy", "easy"])
    beside_greedy, log = seat0_draws(["easy", "hard", "easy"])
    n = min(len(alone), len(beside_greedy))
    assert n >= 2 and alone[:n] == beside_greedy[:n]
    assert seat0_draws(["easy", "hard", "easy"]) == (beside_greedy, log)
