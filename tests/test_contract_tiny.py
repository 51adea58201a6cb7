"""The contract kit proven on the tiny test-only game, and shown to catch broken games."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game.core import IllegalAction
from tests import contract as kit, tinygame as tiny
from tests.contract import contract_suite

G = tiny.GAME

TestContract = contract_suite(G, player_counts=range(2, 5),
                              option_sets=[{}, {"rounds": 1}, {"rounds": 3}],
                              twin_deals=tiny.twin_deals, random_games=60)


def broken(**changes) -> object:
    return dataclasses.replace(G, **changes)


# --- the checks do real work on the good game --------------------------------

def test_checks_exercise_the_game():
    assert kit.check_random_play(G, 3, 1) > 10
    assert kit.check_illegal_moves(G, 4, 2) > 20
    assert kit.check_talk(G, 2, 3) > 10
    compared = [kit.check_hidden_info(G, 3, seed, {}, tiny.twin_deals) for seed in range(10)]
    assert max(compared) > 5  # the twins stay twins until a challenge reveals a coin


def test_bad_moves_cover_each_kind_of_mistake():
    s = G.new(3, 0)
    whys = {why.split(" (")[0] for _, _, why in kit.bad_moves(s)}
    assert {"malformed move", "move with an extra key", "seat -1", "seat 3"} <= whys
    s = G.apply(G.apply(G.apply(s, 0, {"kind": "bet", "amount": 1}), 1,
                        {"kind": "bet", "amount": 1}), 2, {"kind": "bet", "amount": 2})
    whys = {why for _, _, why in kit.bad_moves(s)}
    assert {"seat 1 not to act", "move without 'face'", "move with a garbage 'face'"} <= whys


def test_a_game_not_yet_registered_gives_a_skipped_suite(monkeypatch):
    import game
    monkeypatch.setitem(game.CATALOG, "zz_soon", "game.zz_soon")
    suite = contract_suite("zz_soon")
    marks = [m.name for m in getattr(suite, "pytestmark", [])]
    assert marks == ["skip"] and hasattr(suite, "test_contract")
    with pytest.raises(game.SetupError):
        contract_suite("zz_never_planned")


# --- each check catches a broken game ----------------------------------------

def test_leaky_view_is_caught():
    def view(s, seat):
        return {**tiny.view(s, seat), "coins": list(s.coins) if seat is not None else None}
    with pytest.raises(AssertionError, match="tells the twin deals apart"):
        kit.check_hidden_info(broken(view=view), 3, 0, {}, tiny.twin_deals)


def test_public_leak_is_caught():
    def view(s, seat):
        return {**tiny.view(s, seat), "coins": list(s.coins)}
    with pytest.raises(AssertionError, match="public view at the start"):
        kit.check_hidden_info(broken(view=view), 3, 0, {}, tiny.twin_deals)


def test_legal_moves_that_reveal_hidden_cards_are_caught():
    def legal_leak(s, seat):  # a stake of 2 only while seat 0 holds heads
        return [m for m in tiny.State.legal(s, seat) if m.get("amount") != 2 or s.coins[0] == "H"]
    Leaky = dataclasses.make_dataclass("Leaky", [], bases=(tiny.State,), frozen=True,
                                       namespace={"legal": legal_leak})

    def new(*args, **kw):
        return Leaky(**vars(tiny.new(*args, **kw)))

    def twins(players, seed):  # seat 1 cannot see seat 0's coin
        return 1, {"coins": ["H"] * players}, {"coins": ["T"] + ["H"] * (players - 1)}
    with pytest.raises(AssertionError, match="legal moves depend on what it cannot know"):
        kit.check_hidden_info(broken(new=new), 2, 0, {}, twins)


def test_impure_apply_is_caught():
    def apply(s, seat, move):
        out = tiny.apply(s, seat, move)
        object.__setattr__(s, "log", out.log)  # writes into its input
        return out
    with pytest.raises(AssertionError, match="changed its input"):
        kit.check_purity(broken(apply=apply), 3, 0)


def test_view_sharing_state_memory_is_caught():
    cache: dict[int, tuple] = {}

    def view(s, seat):
        key = (id(s), seat)
        if key not in cache:
            cache[key] = (s, tiny.view(s, seat))
        return cache[key][1]
    with pytest.raises(AssertionError, match=r"move lists changed the state: \['views'\]\[0\]"):
        kit.check_fresh_views(broken(view=view), 2, 0)


def test_log_entries_sharing_event_data_are_caught():
    def view(s, seat):  # copies each entry but shares the lists inside
        log = [{"kind": e.kind, **e.data} for e in s.log if e.visible_to(seat)]
        return {**tiny.view(s, seat), "log": log}
    with pytest.raises(AssertionError, match="changed the state"):
        kit.check_fresh_views(broken(view=view), 2, 0)


def test_unseeded_randomness_is_caught():
    def new(players, seed, options=None, deal=None):
        return tiny.new(players, random.getrandbits(32), options, deal)
    with pytest.raises(AssertionError, match="same seed and moves differ"):
        kit.check_determinism(broken(new=new), 4, 0, {"rounds": 3})


def test_accepting_a_move_out_of_turn_is_caught():
    def apply(s, seat, move):
        if isinstance(move, dict) and move.get("kind") == "bet" and seat not in s.to_act():
            return s
        return tiny.apply(s, seat, move)
    s = G.apply(G.new(2, 0), 0, {"kind": "bet", "amount": 1})
    with pytest.raises(AssertionError, match="accepted, expected IllegalAction"):
        kit.check_illegal_moves(broken(apply=apply), 2, 0)
    assert any(why == "seat 0 not to act" for _, _, why in kit.bad_moves(s))


def test_wrong_exception_is_caught():
    def apply(s, seat, move):
        if not isinstance(move, dict):
            raise ValueError("not a dict")
        return tiny.apply(s, seat, move)
    with pytest.raises(AssertionError, match="ValueError: not a dict instead of IllegalAction"):
        kit.check_illegal_moves(broken(apply=apply), 2, 0)


def test_refused_move_that_changes_the_state_is_caught():
    def apply(s, seat, move):
        try:
            return tiny.apply(s, seat, move)
        except IllegalAction:
            object.__setattr__(s, "scores", tuple(x - 1 for x in s.scores))
            raise
    with pytest.raises(AssertionError, match="changed the state"):
        kit.check_illegal_moves(broken(apply=apply), 2, 0)


def test_moves_after_the_end_are_checked():
    def apply(s, seat, move):
        if s.over():
            return s
        return tiny.apply(s, seat, move)
    with pytest.raises(AssertionError, match="after the end"):
        kit.check_illegal_moves(broken(apply=apply), 2, 0, probe_rate=0.0)


def test_views_that_do_not_survive_json_are_caught():
    def with_tuple(s, seat):
        return {**tiny.view(s, seat), "scores": tuple(s.scores)}

    def without_log(s, seat):
        v = tiny.view(s, seat)
        del v["log"]
        return v
    with pytest.raises(AssertionError, match="JSON round trip"):
        kit.check_views_json(broken(view=with_tuple), 2, 0)
    with pytest.raises(AssertionError, match="lacks 'log'"):
        kit.check_views_json(broken(view=without_log), 2, 0)


def test_a_game_that_never_ends_is_caught():
    def new(players, seed, options=None, deal=None):
        return dataclasses.replace(tiny.new(players, seed, options, deal), rounds=10**6)
    with pytest.raises(AssertionError, match="did not end within 300"):
        kit.check_random_play(broken(new=new), 2, 0, max_steps=300)


def test_broken_invariants_are_caught():
    class Early(tiny.State):
        def winners(self):
            return (0,)

    class TalkInLegal(tiny.State):
        def legal(self, seat):
            moves = super().legal(seat)
            return moves + self.talk(seat) if moves else moves

    class Stuck(tiny.State):
        def legal(self, seat):
            return [] if self.phase == "claim" else super().legal(seat)

    for cls, message in ((Early, "before the end"), (TalkInLegal, "legal move"),
                         (Stuck, "has no legal move")):
        s = cls(**vars(tiny.new(2, 0)))
        s = dataclasses.replace(s, phase="claim") if cls is Stuck else s
        with pytest.raises(AssertionError, match=message):
            kit.check_invariants(s)


def test_talk_that_changes_the_rules_is_caught():
    def apply(s, seat, move):
        if move.get("kind") == "say" and seat in s.to_act():
            return tiny.apply(s, seat, s.legal(seat)[0])  # talk counted as a move
        return tiny.apply(s, seat, move)
    with pytest.raises(AssertionError, match="changed the rules state"):
        kit.check_talk(broken(apply=apply), 2, 0)


def test_a_bot_that_plays_illegal_moves_is_caught():
    class Cheat:
        def __init__(self, level, seat):
            pass

        def act(self, view, legal, rng):
            return {"kind": "bet", "amount": 5}
    with pytest.raises(AssertionError, match="made an illegal move"):
        kit.check_bots(broken(bot_factory=Cheat), 2, 0)


def test_bad_setup_is_caught():
    def new(players, seed, options=None, deal=None):
        return tiny.new(max(players, 2), seed, options, deal)
    with pytest.raises(AssertionError, match=r"new\(1 players\)"):
        kit.check_setup(broken(new=new))


def test_a_game_taking_1_0_or_true_for_1_is_caught():
    def lax(value):
        return int(value) if type(value) in (float, bool) else value

    def apply(s, seat, move):  # the bug issue 7 found in Avalon: == lets 1.0 and True pass
        if isinstance(move, dict):
            move = {k: lax(v) for k, v in move.items()}
        return tiny.apply(s, lax(seat), move)
    with pytest.raises(AssertionError, match="accepted, expected IllegalAction"):
        kit.check_illegal_moves(broken(apply=apply), 2, 0)
    whys = {why for _, _, why in kit.bad_moves(G.new(2, 0))}
    assert {"'amount' of type float", "'amount' of type bool", "seat 0.0 (a float)",
            "seat False (a bool)"} <= whys
