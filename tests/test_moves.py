"""The strict move check of game/moves.py, and the cases issue 7 found in the games."""
from __future__ import annotations

import pytest

import game
from game.core import IllegalAction
from game.moves import (
    boolean,
    check_move,
    counts,
    integer,
    list_of,
    optional,
    seat,
    seats,
    shape,
    strictly_equal,
    text,
)
from tests import tinygame as tiny
from tests.contract import observe

SHAPES = {
    "pick": shape(n=integer(1, 3), who=seat, sure=boolean),
    "team": shape(team=seats(ordered=True)),
    "take": shape(jewels=counts(("red", "blue"))),
    "say": shape(claim=text("good", "evil"), optional={"target": seat, "why": optional(text())}),
    "many": shape(xs=list_of(integer(0), size=2)),
}


class Table:
    players = 4

    def over(self) -> bool:
        return False


def key_of(move, seat_=0, shapes=SHAPES) -> str | None:
    try:
        check_move(Table(), seat_, move, shapes)
    except IllegalAction as exc:
        assert exc.message
        return exc.key
    return None


@pytest.mark.parametrize("move", [
    {"kind": "pick", "n": 2, "who": 3, "sure": False},
    {"kind": "team", "team": [0, 2, 3]},
    {"kind": "team", "team": []},
    {"kind": "take", "jewels": {"red": 0, "blue": 4}},
    {"kind": "say", "claim": "evil"},
    {"kind": "say", "claim": "evil", "target": 1, "why": None},
    {"kind": "many", "xs": (0, 7)},
])
def test_well_typed_moves_pass(move):
    assert key_of(move) is None


@pytest.mark.parametrize("move,key", [
    ({"kind": "pick", "n": 2.0, "who": 3, "sure": False}, "error.move_type"),
    ({"kind": "pick", "n": True, "who": 3, "sure": False}, "error.move_type"),
    ({"kind": "pick", "n": 4, "who": 3, "sure": False}, "error.move_type"),
    ({"kind": "pick", "n": 2, "who": 3.0, "sure": False}, "error.move_type"),
    ({"kind": "pick", "n": 2, "who": True, "sure": False}, "error.move_type"),
    ({"kind": "pick", "n": 2, "who": 4, "sure": False}, "error.move_type"),
    ({"kind": "pick", "n": 2, "who": -1, "sure": False}, "error.move_type"),
    ({"kind": "pick", "n": 2, "who": 3, "sure": 0}, "error.move_type"),
    ({"kind": "pick", "n": 2, "who": 3}, "error.illegal_move"),
    ({"kind": "pick", "n": 2, "who": 3, "sure": False, "x": 1}, "error.illegal_move"),
    ({"kind": "team", "team": [0, 0]}, "error.move_type"),
    ({"kind": "team", "team": [2, 1]}, "error.move_type"),
    ({"kind": "team", "team": [0, 1.0]}, "error.move_type"),
    ({"kind": "team", "team": "01"}, "error.move_type"),
    ({"kind": "take", "jewels": {"red": 1.0}}, "error.move_type"),
    ({"kind": "take", "jewels": {"green": 1}}, "error.move_type"),
    ({"kind": "take", "jewels": {"red": -1}}, "error.move_type"),
    ({"kind": "say", "claim": "maybe"}, "error.move_type"),
    ({"kind": "say", "claim": "evil", "target": 1.0}, "error.move_type"),
    ({"kind": "say", "claim": "evil", "target": True}, "error.move_type"),
    ({"kind": "say", "claim": "evil", "whom": 1}, "error.illegal_move"),
    ({"kind": "many", "xs": [0]}, "error.move_type"),
    ({"kind": "dance"}, "error.illegal_move"),
    ({"kind": 3}, "error.move_shape"),
    ({"claim": "evil"}, "error.move_shape"),
    ([("kind", "pick")], "error.move_shape"),
    (None, "error.move_shape"),
])
def test_badly_typed_moves_raise_illegal_action(move, key):
    assert key_of(move) == key


@pytest.mark.parametrize("bad_seat", [-1, 4, 1.0, True, None, "1"])
def test_seats_are_ints_in_range(bad_seat):
    assert key_of({"kind": "say", "claim": "evil"}, bad_seat) == "error.no_seat"


def test_without_shapes_the_move_must_be_strictly_listed():
    s = tiny.new(2, 0)
    check_move(s, 0, {"kind": "bet", "amount": 1})
    for bad in ({"kind": "bet", "amount": 1.0}, {"kind": "bet", "amount": True},
                {"kind": "bet", "amount": 3}):
        with pytest.raises(IllegalAction):
            check_move(s, 0, bad)


def test_strict_equality():
    assert strictly_equal({"a": [1, (2, True)]}, {"a": (1, [2, True])})
    assert not strictly_equal(1, 1.0) and not strictly_equal(1, True)
    assert not strictly_equal({"a": [1]}, {"a": [True]})
    assert not strictly_equal({"a": 1}, {"a": 1, "b": 2})
    assert not strictly_equal([1], [1, 2])


# --- the cases issue 7 found, in the real games -----------------------------

def refused(g, s, seat_, move) -> str:
    before = observe(g, s)
    with pytest.raises(IllegalAction) as err:
        g.apply(s, seat_, move)
    assert observe(g, s) == before, "a refused move changed the state"
    return err.value.key


@pytest.mark.parametrize("target", [1.0, True])
def test_avalon_talk_target_must_be_an_int(target):
    g = game.get("avalon")
    s = g.new(5, 3)
    assert g.apply(s, 0, {"kind": "say", "claim": "evil", "target": 1})  # the int is fine
    assert refused(g, s, 0, {"kind": "say", "claim": "evil", "target": target}) == \
        "error.move_type"


def test_avalon_quest_number_must_be_an_int():
    g = game.get("avalon")
    s = g.new(5, 3)
    leader = s.to_act()[0]
    team = s.legal(leader)[0]["team"]
    assert g.apply(s, leader, {"kind": "propose", "quest": 1, "team": team})
    for quest in (1.0, True):
        move = {"kind": "propose", "quest": quest, "team": team}
        assert refused(g, s, leader, move) == "error.move_type"


def test_avalon_votes_and_cards_are_bools():
    g = game.get("avalon")
    s = g.new(5, 3)
    leader = s.to_act()[0]
    s = g.apply(s, leader, s.legal(leader)[0])
    assert refused(g, s, 0, {"kind": "vote", "approve": 1}) == "error.move_type"
    assert refused(g, s, 1.0, {"kind": "vote", "approve": True}) == "error.no_seat"


def test_aztec_bets_and_takes_are_strictly_typed():
    g = game.get("aztec")
    s = g.new(3, 1)
    assert refused(g, s, 0, {"kind": "take", "jewels": {"red": 1.0}}) == "error.move_type"
    assert refused(g, s, 0, {"kind": "take", "jewels": {"red": True}}) == "error.move_type"
    for seat_ in s.to_act():
        s = g.apply(s, seat_, s.legal(seat_)[0])
    assert s.phase == "bet"
    for target, believe in ((1.0, True), (True, True), (1, 1)):
        move = {"kind": "bet", "target": target, "believe": believe}
        assert refused(g, s, 0, move) == "error.move_type"
