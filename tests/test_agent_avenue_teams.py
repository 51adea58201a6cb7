"""The team variant (3 and 4 players): sides, shared spy and tableau, private hands,
face up then face down by the two teammates, discards per teammate, the solo player,
the one-card-left rule, the empty-hand end."""
from __future__ import annotations

import pytest

from game.core import IllegalAction
from tests.agent_avenue_helpers import FILLER, G, events, start

CB, DD, EN, SA, SE, DA = "codebreaker", "daredevil", "enforcer", "saboteur", "sentinel", \
    "double_agent"
H = [[CB, EN, SA, SE], [DD, EN, SA, SE], [DA, EN, SA, SE], list(FILLER)]


def test_sides_for_the_arena():
    assert G.sides is not None
    assert G.sides(G.new(4, 0)) == (0, 1, 0, 1) and G.sides(G.new(3, 0)) == (0, 1, 0)
    assert G.sides(G.new(2, 0)) == (0, 1)


@pytest.mark.parametrize("players", [3, 4])
def test_team_setup_four_cards_each(players):
    s = G.new(players, 1)
    assert [len(h) for h in s.hands] == [4] * players and len(s.deck) == 38 - 4 * players


def test_one_teammate_plays_face_up_then_the_other_face_down():
    s = start(H)
    assert s.to_act() == (0,)
    s = G.apply(s, 0, {"kind": "play_up", "card": EN})
    assert s.to_act() == (2,)
    with pytest.raises(IllegalAction):  # a different card from the face-up one
        G.apply(s, 2, {"kind": "play_down", "card": EN})
    s = G.apply(s, 2, {"kind": "play_down", "card": DA})
    assert s.to_act() == (1,) and s.phase == "recruit"
    assert G.view(s, 0)["down"] is None and G.view(s, 2)["down"] == DA


def test_the_teammate_may_repeat_the_face_up_card_only_with_a_hand_all_of_it():
    s = start([[CB, EN, SA, SE], list(FILLER), [EN] * 4, [DD, CB, SA, SE]])
    s = G.apply(s, 0, {"kind": "play_up", "card": EN})
    assert [m for m in s.legal(2) if m["kind"] == "play_down"] == \
        [{"kind": "play_down", "card": EN}]


def test_teammates_share_the_spy_and_the_tableau():
    s = start(H)
    s = G.apply(G.apply(s, 0, {"kind": "play_up", "card": EN}), 2, {"kind": "play_down",
                                                                    "card": DA})
    s = G.apply(s, 1, {"kind": "recruit", "pick": "down"})
    assert s.tableau[1][0] == 1 and s.progress == (1, -1)  # side 1: a Double Agent
    v = G.view(s, 3)
    assert v["tableau"][1] == {DA: 1} and v["spies"][1]["progress"] == -1


def test_hands_stay_private_between_teammates():
    s = start(H)
    v2 = G.view(s, 2)
    assert v2["hand"] == [DA, EN, SA, SE]
    assert all(e.get("seat") != 0 for e in v2["log"] if e["kind"] == "hand")
    assert CB not in str(v2)   # seat 0's Codebreaker


def test_roles_alternate_within_each_team():
    s = start(H)
    seen = []
    for _ in range(3):
        seen.append((s.up_seat(), s.down_seat(), s.recruiter()))
        up = s.hands[s.up_seat()][0]
        s = G.apply(s, s.up_seat(), {"kind": "play_up", "card": up})
        down = next(m for m in s.legal(s.down_seat()) if m["kind"] == "play_down")
        s = G.apply(s, s.down_seat(), down)
        s = G.apply(s, s.recruiter(), {"kind": "recruit", "pick": "up"})
    assert seen == [(0, 2, 1), (1, 3, 0), (2, 0, 3)]


def test_discards_two_per_teammate_four_for_a_solo_player():
    s = start(H)
    assert G.view(s, 0)["discards_left"] == [2, 2, 2, 2]
    for _ in range(2):
        s = G.apply(s, 0, {"kind": "discard", "card": s.hands[0][0]})
    assert not [m for m in s.legal(0) if m["kind"] == "discard"]
    s = G.apply(s, 0, {"kind": "play_up", "card": s.hands[0][0]})
    assert [m for m in s.legal(2) if m["kind"] == "discard"]  # before the teammate's card
    s3 = start(H[:3])
    assert G.view(s3, 0)["discards_left"] == [2, 4, 2]


def test_a_solo_player_plays_both_cards():
    s = start(H[:3], first=1)
    assert s.up_seat() == s.down_seat() == 1 and s.recruiter() == 0


def test_the_last_card_of_the_deck_goes_to_the_face_up_player():
    s = start(H, deck=("mole",))
    s = G.apply(G.apply(s, 0, {"kind": "play_up", "card": EN}), 2, {"kind": "play_down",
                                                                    "card": DA})
    assert "mole" in s.hands[0] and len(s.hands[2]) == 3


def test_empty_hand_end_an_opponent_with_no_cards():
    s = start(H, deck=(), hands=((CB, EN), (SE,), (DA,), ()))
    s = G.apply(G.apply(s, 0, {"kind": "play_up", "card": EN}), 2, {"kind": "play_down",
                                                                    "card": DA})
    s = G.apply(s, 1, {"kind": "recruit", "pick": "up"})  # side 1 +1, side 0 -1
    assert s.over() and s.winners() == (1, 3)
    assert events(s, "game_over")[0]["reasons"][0]["condition"] == "empty_hand"
