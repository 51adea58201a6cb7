"""Advanced mode: the Black Market spaces, the face-up row and its refill, every card
(one test each), the clarifications of the rules file, and home_spaces_active."""
from __future__ import annotations

import pytest

from game.agent_avenue.data import MARKET_DECK
from game.agent_avenue.rules import position
from game.core import IllegalAction
from tests.agent_avenue_helpers import ADV, FILLER, G, events, row, start, take, turn

CB, DD, EN, SA, SE, DA = "codebreaker", "daredevil", "enforcer", "saboteur", "sentinel", \
    "double_agent"
HAND0 = [DD, CB, SA, SE]


def arrive(market, deck_top=(CB, EN), hand=HAND0, **fields):
    """Side 0 recruits a Daredevil from its Home: +2, onto the Black Market space 2."""
    s = start([hand, FILLER], deck_top=deck_top, market=market, **fields)
    return turn(s, CB, DD, "up")


def test_advanced_setup_three_market_cards_face_up():
    s = G.new(2, 3, options=ADV)
    v = G.view(s, None)
    assert len(v["market"]) == 3 and v["market_deck"] == 12
    assert sorted(s.market + s.market_deck) == sorted(MARKET_DECK)
    assert v["ring"]["market_spaces"] == [2, 5, 9, 12]


def test_stopping_exactly_on_a_market_space_takes_a_card_replaced_at_once():
    s = arrive(["lookout", "masterplan", "evil_twin", "getaway_car"])
    assert s.phase == "market" and s.to_act() == (0,) and position(0, s.progress[0]) == 2
    s = take(s, "masterplan")
    assert s.market == ("lookout", "getaway_car", "evil_twin") and len(s.market_deck) == 11
    assert s.perms == (("masterplan",), ()) and s.phase == "play_up"


def test_passing_over_a_market_space_gives_nothing():
    s = start([["sidekick", CB, SA, SE], FILLER], market=["lookout"])
    s = turn(s, CB, "sidekick", "up")
    assert s.progress[0] == 4 and s.phase == "play_up" and s.perms == ((), ())


def test_moving_back_onto_a_market_space_takes_a_card():
    s = start([[SA, CB, EN, SE], FILLER], market=["lookout"], progress=(3, 0))
    s = turn(s, CB, SA, "up")
    assert position(0, s.progress[0]) == 2 and s.phase == "market"


def test_a_spy_that_does_not_move_gets_nothing():
    s = start([[CB, EN, SA, SE], FILLER], market=["lookout"], progress=(2, 0))
    s = turn(s, EN, CB, "up")
    assert position(0, s.progress[0]) == 2 and s.phase == "play_up"


def test_both_spies_on_market_spaces_the_active_player_first():
    s = start([[DD, EN, SA, SE], FILLER], market=["lookout", "masterplan", "evil_twin"],
              progress=(0, 1))
    s = turn(s, EN, DD, "up")   # side 0: +2 onto space 2; side 1: +1 onto space 9
    assert s.to_act() == (0,) and s.queue == (0, 1)
    s = take(s, "lookout")
    assert s.to_act() == (1,)
    s = take(s, "masterplan")
    assert [e["side"] for e in events(s, "market")] == [0, 1]


def test_permanent_cards_stay_immediate_cards_are_discarded():
    s = take(arrive(["surveillance_van", "lookout", "masterplan"]), "surveillance_van")
    assert s.used == ("surveillance_van",) and s.perms == ((), ())
    s = take(arrive(["surveillance_van", "lookout", "masterplan"]), "lookout")
    assert s.perms == (("lookout",), ()) and s.used == ()


def test_a_chain_is_finished_before_the_other_spy_takes():
    """Smoke Screen recruits a 2nd Daredevil (+3) onto space 5: another card for side 0
    before side 1 (also on a market space) takes its own."""
    s = start([[DD, EN, SA, SE], FILLER], deck_top=[CB, CB, DD], progress=(0, 1),
              market=["smoke_screen", "lookout", "masterplan", "evil_twin"])
    s = turn(s, EN, DD, "up")
    s = take(s, "smoke_screen")
    assert position(0, s.progress[0]) == 5 and s.to_act() == (0,)
    s = take(s, "lookout")
    s = take(s, "masterplan")
    assert [e["side"] for e in events(s, "market")] == [0, 0, 1]


def test_an_ability_that_cannot_be_done_is_skipped():
    s = take(arrive(["outpost", "lookout", "masterplan"], hand=[DD, CB, SA, EN]), "outpost")
    assert events(s, "skipped") == [{"kind": "skipped", "seat": 0, "card": "outpost"}]
    assert s.phase == "play_up" and s.tableau[0] == row(daredevil=1)


def test_wins_happen_only_at_the_end_step():
    """Side 1 backs onto side 0 (a catch) but stops on a market space and takes the
    Surveillance Van: one step on, the gap is 6 at the End: nobody was caught."""
    s = start([["mole", CB, SA, SE], FILLER], progress=(9, 5),
              market=["surveillance_van", "lookout", "masterplan"])
    s = turn(s, "mole", CB, "up")
    assert s.progress == (9, 2) and s.phase == "market"
    s = take(s, "surveillance_van")
    assert s.progress == (9, 3) and not s.over()


# --- permanent cards --------------------------------------------------------

def test_leader_of_the_pack_three_daredevils_win():
    s = start([[DD, SE, SA, EN], FILLER], options=ADV, perms=(("leader_of_the_pack",), ()),
              tableau=(row(daredevil=2), row()))
    assert turn(s, SE, DD, "up").winners() == (0,)


@pytest.mark.parametrize("has", [True, False])
def test_masterplan_seven_different_agent_types_win(has):
    six = row(double_agent=1, enforcer=1, codebreaker=1, saboteur=1, sentinel=1, sidekick=1)
    s = start([[DD, "mole", SA, EN], FILLER], options=ADV, tableau=(six, row()), progress=(20, 20),
              perms=(("masterplan",) if has else (), ()))
    s = turn(s, "mole", DD, "up")
    assert s.over() == has and (not has or s.winners() == (0,))


@pytest.mark.parametrize("has", [True, False])
def test_security_system_the_opponent_on_your_home_wins(has):
    s = start([[EN, CB, SA, SE], FILLER], options=ADV, progress=(3, 6),
              perms=(("security_system",) if has else (), ()))
    s = turn(s, EN, CB, "up")   # side 1: +1, onto space 0, side 0's Home
    assert position(1, s.progress[1]) == 0
    assert s.over() == has and (not has or s.winners() == (0,))


@pytest.mark.parametrize("start_at,moves,end_at", [(6, EN, 10), (1, SA, 3)])
def test_getaway_car_stopping_on_either_home_advances_3(start_at, moves, end_at):
    s = start([[moves, CB, DD, SE], FILLER], options=ADV, progress=(start_at, 5),
              perms=(("getaway_car",), ()))
    s = turn(s, CB, moves, "up")
    assert s.progress[0] == end_at


@pytest.mark.parametrize("card,agent,count,steps", [
    ("lookout", EN, 1, 3), ("lookout", EN, 3, 5),
    ("supercomputer", CB, 1, 3), ("supercomputer", CB, 2, 3),
    ("distraction", SA, 1, 1), ("distraction", SA, 3, 2),
    ("evil_twin", DA, 1, -2), ("evil_twin", DA, 2, 12)])
def test_movement_cards(card, agent, count, steps):
    other = SE if agent != SE else CB
    s = start([[agent, other, DD, EN if agent != EN else SA], FILLER], options=ADV,
              progress=(20, 10), perms=((card,), ()), tableau=(row(**{agent: count - 1}), row()))
    s = turn(s, other, agent, "up")
    assert s.progress[0] == 20 + steps


def test_a_permanent_card_never_affects_the_recruit_that_earned_it():
    s = start([[DA, CB, SA, SE], FILLER], market=["evil_twin", "lookout", "masterplan"],
              progress=(-4, 0), tableau=(row(double_agent=1), row()))
    s = turn(s, CB, DA, "up")   # +6 onto space 2
    s = take(s, "evil_twin")
    assert s.progress[0] == 2 and s.perms[0] == ("evil_twin",)


# --- immediate cards ----------------------------------------------------------

def test_surveillance_van_advances_1():
    s = take(arrive(["surveillance_van", "lookout", "masterplan"]), "surveillance_van")
    assert s.progress[0] == 3


def test_smoke_screen_recruits_the_top_of_the_deck():
    s = take(arrive(["smoke_screen", "lookout", "masterplan"], deck_top=[CB, EN, "sidekick"]),
             "smoke_screen")
    assert s.progress[0] == 6 and s.tableau[0] == row(daredevil=1, sidekick=1)
    assert [e["agent"] for e in events(s, "move")][-1] == "sidekick"


def test_smoke_screen_with_an_empty_deck_is_skipped():
    s = start([HAND0, FILLER], market=["smoke_screen", "lookout", "masterplan"], deck=())
    s = take(turn(s, CB, DD, "up"), "smoke_screen")
    assert events(s, "skipped")[0]["card"] == "smoke_screen" and s.progress[0] == 2


def test_outpost_recruits_a_sentinel_from_hand_then_refills():
    s = arrive(["outpost", "lookout", "masterplan"], tableau=(row(sentinel=1), row()))
    s = take(s, "outpost")
    assert s.tableau[0] == row(daredevil=1, sentinel=2) and s.progress[0] == 4
    assert len(s.hands[0]) == 4 and SE not in s.hands[0]


def test_secret_recruit_an_agent_of_a_type_not_in_play():
    s = take(arrive(["secret_recruit", "lookout", "masterplan"], deck_top=[DD, CB]),
             "secret_recruit")
    assert s.phase == "ability" and sorted(m["agent"] for m in s.legal(0)) == [CB, SA, SE]
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "ability", "agent": DD})  # a Daredevil is in play
    s = G.apply(s, 0, {"kind": "ability", "agent": SA})
    assert s.tableau[0] == row(daredevil=1, saboteur=1) and s.progress[0] == 1
    assert SA not in s.hands[0]


def test_double_trouble_recruit_one_of_two_identical_keep_the_other():
    s = take(arrive(["double_trouble", "lookout", "masterplan"], deck_top=[SE, SA]),
             "double_trouble")
    assert sorted(m["agent"] for m in s.legal(0)) == [SA, SE]
    s = G.apply(s, 0, {"kind": "ability", "agent": SA})
    assert s.tableau[0] == row(daredevil=1, saboteur=1) and s.hands[0].count(SA) == 1
    assert s.progress[0] == 1


def test_double_trouble_without_a_pair_is_skipped():
    s = take(arrive(["double_trouble", "lookout", "masterplan"], deck_top=[EN, CB]),
             "double_trouble")
    assert events(s, "skipped")[0]["card"] == "double_trouble"


@pytest.mark.parametrize("again", [True, False])
def test_spycation_take_an_agent_back_and_maybe_recruit_it_at_once(again):
    s = take(arrive(["spycation", "lookout", "masterplan"]), "spycation")
    assert s.legal(0) == [{"kind": "recruit_now", "recruit": True},
                          {"kind": "recruit_now", "recruit": False}]
    assert s.tableau[0] == row() and DD in s.hands[0]
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "recruit_now", "recruit": 1})
    s = G.apply(s, 0, {"kind": "recruit_now", "recruit": again})
    assert (s.tableau[0] == row(daredevil=1)) == again and (DD in s.hands[0]) != again
    assert s.progress[0] == (4 if again else 2)  # taking back moves nobody


def test_mind_control_an_opponents_agent_into_your_hand():
    s = arrive(["mind_control", "lookout", "masterplan"], tableau=(row(), row(enforcer=2)))
    s = take(s, "mind_control")
    assert sorted(m["agent"] for m in s.legal(0)) == [CB, EN]
    before = s.progress
    s = G.apply(s, 0, {"kind": "ability", "agent": EN})
    assert s.tableau[1] == row(enforcer=1, codebreaker=1) and s.progress == before
    assert len(s.hands[0]) == 5  # more than 4 is allowed


def test_after_mind_control_you_draw_only_while_below_four():
    s = arrive(["mind_control", "lookout", "masterplan"], tableau=(row(), row(enforcer=2)))
    s = G.apply(take(s, "mind_control"), 0, {"kind": "ability", "agent": EN})
    s = turn(s, EN, SA, "up")  # side 1 plays
    hand = list(s.hands[0])
    s = turn(s, hand[0], next(c for c in hand if c != hand[0]), "up")
    assert len(s.hands[0]) == 4


# --- home_spaces_active -------------------------------------------------------

OPTS = {"mode": "advanced", "home_spaces_active": True}


def test_home_spaces_active_getaway_for_both_players():
    s = start([[EN, CB, SA, SE], FILLER], options=OPTS, progress=(6, 1))
    assert turn(s, CB, EN, "up").progress[0] == 10    # stopped on Home 7: +3
    s = start([[EN, CB, SA, SE], FILLER], options=OPTS, progress=(3, 6))
    assert turn(s, EN, CB, "up").progress[1] == 10    # side 1 onto Home 0: +3


def test_home_spaces_active_security_for_both_players():
    """(With Getaway for everyone a spy never stops on a Home; one already there, that
    does not move, is on it at the End.)"""
    s = start([[EN, CB, SA, SE], FILLER], options=OPTS, progress=(3, 7))
    assert turn(s, EN, CB, "down").winners() == (0,)
    s = start([[EN, CB, SA, SE], FILLER], options=OPTS, progress=(7, 3))
    assert turn(s, EN, CB, "up").winners() == (1,)
