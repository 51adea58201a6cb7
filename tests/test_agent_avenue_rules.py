"""One test per rule of shared/rules/agent-avenue.md: components, setup, the turn
(discards, play, draw, recruit, movement) and the End step (catch, Codebreakers,
Daredevils, empty hand, ties). Black Market and teams: test_agent_avenue_market.py
and test_agent_avenue_teams.py."""
from __future__ import annotations

from collections import Counter

import pytest

from game.agent_avenue.data import (
    AGENT_DECK,
    AGENTS,
    HOMES,
    MARKET,
    MARKET_SPACES,
    RING,
)
from game.agent_avenue.deals import deal, stacked
from game.agent_avenue.rules import position
from game.core import IllegalAction, SetupError
from tests.agent_avenue_helpers import FILLER, G, events, play, row, start, turn

CB, DD, EN, SA, SE, DA = "codebreaker", "daredevil", "enforcer", "saboteur", "sentinel", \
    "double_agent"


# --- components and setup ---------------------------------------------------

def test_the_38_agents_and_their_movement_table():
    assert len(AGENT_DECK) == 38
    assert Counter(AGENT_DECK) == {DA: 6, EN: 6, CB: 6, SA: 6, DD: 6, SE: 6,
                                   "sidekick": 1, "mole": 1}
    assert {a: m for a, (_, m) in AGENTS.items()} == {
        DA: (-1, 6, -1), EN: (1, 2, 3), CB: (0, 0, 0), SA: (-1, -1, -2), DD: (2, 3, 0),
        SE: (0, 2, 6), "sidekick": (4, 4, 4), "mole": (-3, -3, -3)}


def test_the_ring_and_the_black_market_cards():
    assert RING == 14 and HOMES == (0, 7)  # Homes opposite: the spies start 7 apart
    assert MARKET_SPACES == {2, 5, 9, 12}
    kinds = Counter(MARKET.values())
    assert len(MARKET) == 15 and kinds == {"permanent": 8, "immediate": 7}


def test_setup_duel():
    s = G.new(2, 5)
    assert [len(h) for h in s.hands] == [4, 4] and len(s.deck) == 30
    assert Counter(s.deck + s.hands[0] + s.hands[1]) == Counter(AGENT_DECK)
    assert s.progress == (0, 0) and [position(p, 0) for p in (0, 1)] == [0, 7]
    assert s.phase == "play_up" and s.market == () and s.tableau[0] == row()


def test_a_random_player_starts():
    assert {G.new(2, seed).up_seat() for seed in range(40)} == {0, 1}


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players):
    with pytest.raises(SetupError):
        G.new(players, 0)


def test_deal_fixes_the_hidden_setup_and_bad_deals_are_refused():
    d = deal(2, 3)
    s = G.new(2, 99, deal=d)
    assert [list(h) for h in s.hands] == d["hands"] and list(s.deck) == d["deck"]
    assert s.up_seat() == d["first"]
    bad = [{**d, "first": 2}, {**d, "first": True}, {**d, "deck": d["deck"][1:]},
           {**d, "hands": [d["hands"][0], d["hands"][0]]}, {**d, "market": []}, {}]
    for b in bad:
        with pytest.raises(SetupError):
            G.new(2, 0, deal=b)
    with pytest.raises(SetupError):  # advanced needs the market order
        G.new(2, 0, options={"mode": "advanced"}, deal=d)


def test_home_spaces_option_needs_the_advanced_board():
    with pytest.raises(SetupError):
        G.new(2, 0, options={"home_spaces_active": True})
    assert G.new(2, 0, options={"mode": "advanced", "home_spaces_active": True}).home_active


# --- discards ----------------------------------------------------------------

def test_a_discard_draws_a_replacement_face_down():
    s = start([[CB, EN, SA, SE], FILLER], deck_top=["mole"])
    t = G.apply(s, 0, {"kind": "discard", "card": CB})
    assert Counter(t.hands[0]) == Counter([EN, SA, SE, "mole"]) and len(t.deck) == 29
    assert G.view(t, 0)["discarded"] == [CB] and G.view(t, 0)["discards_left"][0] == 3
    assert G.view(t, 1)["discarded"] == [] and "mole" not in str(G.view(t, 1))
    assert G.view(t, 1)["discard_counts"] == [1, 0]


def test_at_most_four_discards_per_player_per_game():
    s = start([[CB, EN, SA, SE], FILLER])
    for _ in range(4):
        s = G.apply(s, 0, {"kind": "discard", "card": s.hands[0][0]})
    assert not [m for m in s.legal(0) if m["kind"] == "discard"]
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "discard", "card": s.hands[0][0]})


def test_no_discard_when_the_deck_is_empty():
    s = start([[CB, EN, SA, SE], FILLER], deck=())
    assert not [m for m in s.legal(0) if m["kind"] == "discard"]


def test_discards_come_before_the_cards_are_played():
    s = start([[CB, EN, SA, SE], FILLER])
    assert any(m["kind"] == "discard" for m in s.legal(0))
    s = G.apply(s, 0, {"kind": "play_up", "card": CB})
    assert not [m for m in s.legal(0) if m["kind"] == "discard"]


# --- playing and drawing -----------------------------------------------------

def test_the_two_cards_must_differ():
    s = start([[EN, EN, CB, SA], FILLER])
    s = G.apply(s, 0, {"kind": "play_up", "card": EN})
    assert sorted(m["card"] for m in s.legal(0)) == [CB, SA]
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "play_down", "card": EN})


def test_two_identical_cards_only_when_the_whole_hand_is_identical():
    s = start([[EN, EN, EN, EN], FILLER])
    s = G.apply(s, 0, {"kind": "play_up", "card": EN})
    assert s.legal(0) == [{"kind": "play_down", "card": EN}]
    assert G.apply(s, 0, {"kind": "play_down", "card": EN}).down == EN


def test_draw_back_to_four_after_playing_both_cards():
    s = start([[CB, EN, SA, SE], FILLER], deck_top=["mole", "sidekick"])
    s = G.apply(s, 0, {"kind": "play_up", "card": CB})
    assert len(s.hands[0]) == 3 and len(s.deck) == 30  # no draw between the two cards
    s = G.apply(s, 0, {"kind": "play_down", "card": EN})
    assert Counter(s.hands[0]) == Counter([SA, SE, "mole", "sidekick"]) and len(s.deck) == 28


def test_draw_only_as_far_as_the_deck_allows():
    s = start([[CB, EN, SA, SE], FILLER], deck=("mole",))
    s = play(s, CB, EN)
    assert len(s.hands[0]) == 3 and s.deck == ()


# --- recruiting --------------------------------------------------------------

def test_the_recruiter_chooses_without_seeing_the_face_down_card():
    s = start([["mole", EN, SA, SE], [CB, DD, DD, CB]])
    s = play(s, EN, "mole")
    assert G.view(s, 1)["up"] == EN and G.view(s, 1)["down"] is None
    assert "mole" not in str(G.view(s, 1)) and "mole" not in str(G.view(s, None))
    assert G.view(s, 0)["down"] == "mole" and G.view(s, 1)["down_played"]
    s = G.apply(s, 1, {"kind": "recruit", "pick": "up"})
    shown = [e for e in G.view(s, 1)["log"] if e["kind"] == "recruit"]
    assert shown == [{"kind": "recruit", "seat": 1, "pick": "up", "up": EN, "down": "mole"}]


def test_the_recruiter_takes_the_chosen_card_and_the_active_player_the_other():
    s = turn(start([[EN, SE, SA, CB], FILLER]), EN, SE, "up")
    assert s.tableau == (row(sentinel=1), row(enforcer=1))
    s = turn(start([[EN, SE, SA, CB], FILLER]), EN, SE, "down")
    assert s.tableau == (row(enforcer=1), row(sentinel=1))


CASES = [(a, n) for a in (DA, EN, CB, SA, DD, SE) for n in (1, 2, 3, 4)] + \
        [("sidekick", 1), ("mole", 1)]


@pytest.mark.parametrize("agent,count", CASES)
def test_movement_by_the_count_of_that_type_in_play(agent, count):
    """1 / 2 / 3 or more: the 1st, 2nd or 3rd value; a 4th copy uses the 3rd."""
    other = CB if agent != CB else SE
    s = start([[agent, other, EN, SA], FILLER],
              tableau=(row(**{agent: count - 1}), row()), progress=(20, 10))
    s = turn(s, other, agent, "up")  # the recruiter takes the face-up card
    values = AGENTS[agent][1]
    assert s.progress[0] == 20 + values[min(count, 3) - 1]
    assert s.progress[1] == 10  # the codebreaker or the first sentinel: no move


# --- moving and catching -----------------------------------------------------

def test_both_spies_move_at_the_same_time():
    """A lead of 4 plus 4 would catch, but the other spy moves 2 at the same time."""
    s = turn(start([["sidekick", DD, SA, SE], FILLER], progress=(4, 0)),
             DD, "sidekick", "up")
    assert s.progress == (8, 2) and not s.over()
    alone = turn(start([["sidekick", CB, SA, SE], FILLER], progress=(4, 0)),
                 CB, "sidekick", "up")
    assert alone.over() and alone.winners() == (0,)


def test_catch_by_moving_onto_the_other_spy():
    s = turn(start([[EN, CB, SA, SE], FILLER], progress=(6, 0)), CB, EN, "up")
    assert position(0, s.progress[0]) == position(1, s.progress[1])
    assert s.winners() == (0,) and events(s, "game_over")[0]["reasons"][0]["condition"] == "catch"


def test_catch_by_moving_past_the_other_spy():
    s = turn(start([["sidekick", CB, SA, SE], FILLER], progress=(5, 0)), CB, "sidekick", "up")
    assert s.winners() == (0,)


def test_the_other_spy_moving_back_onto_you_is_a_catch():
    s = turn(start([["mole", CB, SA, SE], FILLER], progress=(4, 0)), "mole", CB, "up")
    assert s.progress == (4, -3) and s.winners() == (0,)


def test_the_recruiter_can_catch_too():
    s = turn(start([[EN, CB, SA, SE], FILLER], progress=(0, 6)), EN, CB, "up")
    assert s.winners() == (1,)


def test_a_lead_under_seven_is_no_catch():
    s = turn(start([[EN, CB, SA, SE], FILLER], progress=(5, 0)), CB, EN, "up")
    assert not s.over() and s.progress == (6, 0)


# --- the End step ------------------------------------------------------------

def test_three_codebreakers_win():
    s = turn(start([[CB, SE, SA, EN], FILLER], tableau=(row(codebreaker=2), row())),
             SE, CB, "up")
    assert s.winners() == (0,)


def test_more_than_three_codebreakers_win_too():
    s = turn(start([[CB, SE, SA, EN], FILLER], tableau=(row(), row(codebreaker=3))),
             SE, CB, "down")
    assert s.winners() == (1,)


def test_three_daredevils_lose():
    s = turn(start([[DD, SE, SA, EN], FILLER], tableau=(row(daredevil=2), row())),
             SE, DD, "up")
    assert s.winners() == (1,)


@pytest.mark.parametrize("first", [0, 1])
def test_both_sides_win_the_active_player_wins(first):
    """The active side's 3rd Codebreaker while the recruiter catches it."""
    hands = [[CB, EN, SA, SE], FILLER] if first == 0 else [FILLER, [CB, EN, SA, SE]]
    s = start(hands, first=first)
    prog = [0, 0]
    prog[1 - first] = 6
    tab = [row(), row()]
    tab[first] = row(codebreaker=2)
    s = turn(s.evolve(progress=tuple(prog), tableau=tuple(tab)), EN, CB, "up")
    assert s.winners() == (first,)


@pytest.mark.parametrize("first", [0, 1])
def test_both_sides_lose_the_active_player_wins(first):
    hands = [[DD] * 4, [CB, EN, SA, SE]] if first == 0 else [[CB, EN, SA, SE], [DD] * 4]
    s = start(hands, first=first, tableau=(row(daredevil=2), row(daredevil=2)))
    s = turn(s, DD, DD, "up")
    assert s.over() and s.winners() == (first,)


def test_one_side_meeting_a_win_and_a_loss_the_active_player_wins():
    """The recruiter takes its 3rd Daredevil while catching: the active side wins."""
    s = start([[DD, CB, SA, SE], FILLER], progress=(0, 7),
              tableau=(row(), row(daredevil=2)))
    s = turn(s, DD, CB, "up")     # recruiter: catch (lead 7) and 3 Daredevils
    assert s.winners() == (0,)


def test_a_win_and_the_other_sides_loss_agree():
    s = start([[DD, CB, SA, SE], FILLER], first=0,
              tableau=(row(codebreaker=2), row(daredevil=2)))
    s = turn(s, DD, CB, "up")
    assert s.winners() == (0,)


def test_empty_hand_ends_the_game_and_the_closer_spy_wins():
    s = start([[EN, SA, SE, DA], [CB, SE, EN, SA]], deck=(),
              hands=((EN, CB), (SE,)), progress=(0, 3))
    s = turn(s, EN, CB, "down")  # the next player holds 1 card and the deck is empty
    assert s.over() and s.winners() == (1,)
    assert events(s, "game_over")[0]["reasons"][0]["condition"] == "empty_hand"


@pytest.mark.parametrize("first", [0, 1])
def test_empty_hand_at_equal_distance_the_active_player_wins(first):
    hands = [(CB, SE), (SE,)] if first == 0 else [(SE,), (CB, SE)]
    s = start([[EN, SA, SE, DA], [CB, SE, EN, SA]], first=first, deck=(), hands=tuple(hands))
    s = turn(s, CB, SE, "up")
    assert s.winners() == (first,)


def test_no_empty_hand_end_while_the_deck_lasts():
    s = start([[EN, SA, SE, DA], [CB, SE, EN, SA]], deck=("mole", "sidekick", DD, DD, DD),
              hands=((EN, CB), (SE,)))
    s = turn(s, EN, CB, "down")
    assert not s.over() and len(s.hands[1]) == 2  # [filled] it draws back to 4 first


def test_then_the_other_player_becomes_active():
    s = turn(start([[EN, SE, SA, CB], FILLER]), EN, SE, "up")
    assert s.phase == "play_up" and s.to_act() == (1,) and s.turn == 2
    s = turn(s, EN, SE, "up")
    assert s.to_act() == (0,)


def test_a_stacked_deal_keeps_the_38_agents():
    d = stacked([[CB, CB], [DD]], ["mole"])
    assert sorted(c for h in d["hands"] for c in h) + sorted(d["deck"]) and \
        Counter([c for h in d["hands"] for c in h] + d["deck"]) == Counter(AGENT_DECK)
