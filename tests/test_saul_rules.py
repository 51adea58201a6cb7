"""One test per rule of shared/rules/saul-contre-david.md; each fails if its rule breaks."""
from __future__ import annotations

from collections import Counter

import pytest

from game.core import IllegalAction, SetupError
from game.saul.rules import cards, check_setup
from game.saul.state import DEBATE, ELECT, NIGHT, OVER, SHOT, SUCCESSOR, TIEBREAK, VOTE
from tests.saul_helpers import BARE, G, ballot, events, night, table, until

W, S, SAM = "warrior", "spy", "samuel"
SIX = [S, S, SAM, W, W, W]


# --- players and cards ---------------------------------------------------------

def test_six_to_sixteen_players():
    for n in (5, 17):
        with pytest.raises(SetupError):
            G.new(n, 0)
    assert G.new(6, 0).players == 6 and G.new(16, 0).players == 16


def test_minimum_deck_is_two_spies_samuel_and_warriors():
    assert sorted(cards(6, check_setup(6, BARE))) == sorted(SIX)


def test_suggested_spies_by_player_count():
    got = {n: Counter(cards(n, check_setup(n, {})))["spy"] for n in (6, 8, 9, 12, 13, 16)}
    assert got == {6: 2, 8: 2, 9: 3, 12: 3, 13: 4, 16: 4}


def test_optional_cards_and_the_thiefs_two_middle_cards():
    every = {"servant": True, "michal": True, "thief": True}
    deck = cards(10, check_setup(10, every))
    assert len(deck) == 12
    for card in ("valiant", "eliezer", "servant", "michal", "thief", "samuel"):
        assert deck.count(card) == 1
    s = G.new(10, 3, options=every)
    assert len(s.middle) == 2 and sorted([*s.roles, *s.middle]) == sorted(deck)


@pytest.mark.parametrize("players,options,key", [
    (6, {"spies": 3}, "saul_rules.error.too_many_spies"),
    (6, {"servant": True, "michal": True}, "saul_rules.error.too_many_cards"),
    (7, {"spies": 8}, "error.option_value"),
])
def test_impossible_compositions_are_refused_with_a_message(players, options, key):
    with pytest.raises(SetupError) as err:
        G.new(players, 0, options=options)
    assert err.value.key == key and err.value.message


def test_the_deal_format_and_its_errors():
    s = table(SIX)
    assert s.roles == tuple(SIX)
    for bad in ({"roles": SIX, "middle": [W, W]}, {"roles": SIX[:5]}, {"roles": [S, S, S, W, W, W]},
                {"roles": [*SIX[:5], "king"]}, [SIX]):
        with pytest.raises(SetupError):
            G.new(6, 0, options={**BARE, "spies": 2}, deal=bad)
    thief = table([S, S, SAM, "thief", W, W], middle=[W, W])
    assert thief.middle == (W, W)


# --- camps and victory -----------------------------------------------------------

def _kill(s, *seats):
    """Banish seats one day at a time (everybody votes them); the nights pass quietly."""
    for target in seats:
        if s.phase == NIGHT:
            s = night(s, {p: {"kind": "capture", "target": -1} for p in range(s.players)})
        s = ballot(s, {p: target if p != target else next(q for q in s.living() if q != p)
                       for p in s.living()})
    return s


def test_david_wins_when_no_spy_is_alive():
    s = table([S, S, SAM, W, W, W, W, W])
    s = night(s, {0: {"kind": "capture", "target": 7}, 1: {"kind": "capture", "target": 7}})
    s = _kill(s, 0)
    assert not s.over()
    s = night(s, {1: {"kind": "capture", "target": 6}})
    s = _kill(s, 1)
    assert s.over() and s.winner == "david" and set(s.winners()) == {2, 3, 4, 5, 6, 7}


def test_spies_win_when_at_most_one_non_spy_is_alive():
    s = table(SIX)
    s = night(s, {0: {"kind": "capture", "target": 5}, 1: {"kind": "capture", "target": 5}})
    s = _kill(s, 4)                       # 0, 1 spies; 2, 3 alive
    assert not s.over()
    s = night(s, {0: {"kind": "capture", "target": 3}, 1: {"kind": "capture", "target": 3}})
    assert s.over() and s.winner == "saul" and set(s.winners()) == {0, 1}


def test_mixed_lovers_win_as_the_last_two_and_are_checked_first():
    s = table([S, S, SAM, "eliezer", W, W])
    s = night(s, {3: {"kind": "lovers", "pair": [0, 4]},
                  0: {"kind": "capture", "target": 5}, 1: {"kind": "capture", "target": 5}})
    assert s.mixed_lovers()
    s = _kill(s, 1)                        # spy 1 out: 0 (spy lover), 2, 3, 4 (lover) left
    s = night(s, {0: {"kind": "capture", "target": 2}})
    s = _kill(s, 3)
    # 0 and 4 are the last two: a Spy and one non-Spy; the lovers win, not the Spies
    assert s.over() and s.winner == "lovers" and set(s.winners()) == {0, 4}


def test_same_camp_lovers_win_with_their_camp():
    s = table([S, S, SAM, "eliezer", W, W])
    s = night(s, {3: {"kind": "lovers", "pair": [4, 5]},
                  0: {"kind": "capture", "target": 2}, 1: {"kind": "capture", "target": 2}})
    assert not s.mixed_lovers()
    s = _kill(s, 0, 1)
    assert s.winner == "david" and {4, 5} <= set(s.winners())


def test_an_eliminated_card_is_revealed_and_the_dead_neither_act_nor_talk():
    s = table(SIX)
    s = night(s, {0: {"kind": "capture", "target": 3}, 1: {"kind": "capture", "target": 3}})
    v = G.view(s, None)
    assert v["alive"][3] is False and v["revealed"] == [None, None, None, W, None, None]
    assert s.phase == VOTE and 3 not in s.to_act() and s.legal(3) == [] and s.talk(3) == []
    assert s.talk(4) and all(m["target"] != 3 for m in s.talk(4) if "target" in m)
    with pytest.raises(IllegalAction):
        G.apply(s, 3, {"kind": "vote", "target": 0})


# --- the first night -------------------------------------------------------------

def test_the_thief_sees_the_middle_swaps_and_plays_his_new_role_that_night():
    s = table([S, SAM, "thief", W, W, W, W], middle=[S, W], spies=2)
    assert s.passes[0] == "thief"
    assert events(s, "middle", 2)[0]["cards"] == [S, W] and events(s, "middle", 3) == []
    s = night(s, {2: {"kind": "thief", "take": 0}, 0: {"kind": "capture", "target": 5},
                  1: {"kind": "vision", "target": 2}})
    assert s.roles[2] == S and s.middle == ("thief", W)
    picks = [e for e in G.view(s, 0)["log"] if e["kind"] == "pick"]
    assert [p["seat"] for p in picks] == [0, 2]          # the new Spy picked that same night
    assert G.view(s, 2)["role"] == S and G.view(s, 2)["dealt"] == "thief"
    assert events(s, "vision", 1)[0]["role"] == S       # Samuel sees the card as it is now


def test_the_thief_must_take_a_spy_when_both_middle_cards_are_spies():
    s = table([SAM, "thief", W, W, W, W, W], middle=[S, S], spies=2)
    assert s.legal(0) == [{"kind": "sleep"}]
    s = G.apply(s, 0, {"kind": "sleep"})
    assert s.legal(1) == [{"kind": "thief", "take": 0}, {"kind": "thief", "take": 1}]
    with pytest.raises(IllegalAction):
        G.apply(s, 1, {"kind": "thief", "take": None})
    t = table([S, SAM, "thief", W, W, W, W], middle=[S, W])
    t = G.apply(G.apply(t, 0, {"kind": "sleep"}), 1, {"kind": "sleep"})
    assert {"kind": "thief", "take": None} in t.legal(2)


def test_eliezer_names_two_lovers_who_learn_each_other_but_not_the_card():
    s = table([S, S, SAM, "eliezer", W, W, W])
    assert s.passes[:2] == ("eliezer", "main")
    s = night(s, {3: {"kind": "lovers", "pair": [3, 5]}})   # he may name himself
    assert s.lovers == (3, 5)
    assert events(s, "lover", 5) == [{"kind": "lover", "seat": 5, "partner": 3}]
    assert G.view(s, 5)["lovers"] == [3, 5] and G.view(s, 6)["lovers"] is None
    assert G.view(s, None)["lovers"] is None
    assert all("role" not in e for e in events(s, "lover", 5))


def test_first_night_order_thief_then_eliezer_then_every_night():
    s = table([S, S, SAM, "eliezer", "thief", W, W, W], middle=[W, W])
    assert s.passes == ("thief", "eliezer", "main")
    s = night(s)
    s = ballot(s, {p: (p + 1) % 8 if (p + 1) % 8 in s.living() else (p + 2) % 8 for p in s.living()})
    if s.phase == NIGHT:
        assert s.passes == ("main",)


# --- every night -----------------------------------------------------------------

def test_samuel_sees_one_living_players_card_and_only_he_knows():
    s = table(SIX)
    assert {"kind": "vision", "target": 2} not in s.legal(2) if 2 in s.to_act() else True
    s = night(s, {2: {"kind": "vision", "target": 0}, 0: {"kind": "capture", "target": 5},
                  1: {"kind": "capture", "target": 5}})
    assert G.view(s, 2)["visions"] == [{"night": 1, "target": 0, "role": S}]
    for seat in (None, 0, 1, 3, 4):
        assert G.view(s, seat)["visions"] == [] and not events(s, "vision", seat)


def test_spies_see_the_picks_made_before_theirs_and_the_most_picked_is_captured():
    s = table([S, S, S, SAM, W, W, W, W, W, W])
    s = G.apply(s, 0, {"kind": "capture", "target": 4})
    assert G.view(s, 1)["picks"] == [{"seat": 0, "target": 4}]
    assert G.view(s, 4)["picks"] == [] and not events(s, "pick", 4)
    s = night(s, {1: {"kind": "capture", "target": 5}, 2: {"kind": "capture", "target": 5}})
    assert events(s, "dawn")[-1]["eliminated"] == [5]


def test_tied_spy_picks_are_broken_at_random():
    got = set()
    for seed in range(30):
        s = table([S, S, SAM, W, W, W, W], seed=seed)
        s = night(s, {0: {"kind": "capture", "target": 4}, 1: {"kind": "capture", "target": 5}})
        got.add(tuple(events(s, "dawn")[-1]["eliminated"]))
    assert got == {(4,), (5,)}


def test_spies_cannot_capture_a_spy():
    s = table(SIX)
    assert s.legal(0) == [{"kind": "capture", "target": p} for p in (2, 3, 4, 5)]


def test_michal_caught_is_captured_instead():
    s = table([S, S, SAM, "michal", W, W, W], michal_catch_chance="1")
    s = night(s, {3: {"kind": "michal", "spy": True}, 0: {"kind": "capture", "target": 5},
                  1: {"kind": "capture", "target": 5}})
    assert events(s, "dawn")[-1]["eliminated"] == [3]
    assert events(s, "glimpse", 3)[0]["caught"] is True


@pytest.mark.parametrize("sees,count", [("one", 1), ("all", 3)])
def test_michal_not_caught_learns_living_spies(sees, count):
    s = table([S, S, S, SAM, "michal", W, W, W, W], michal_catch_chance="0", michal_sees=sees)
    s = night(s, {4: {"kind": "michal", "spy": True}, 0: {"kind": "capture", "target": 8},
                  1: {"kind": "capture", "target": 8}, 2: {"kind": "capture", "target": 8}})
    seen = G.view(s, 4)["glimpses"][0]
    assert seen["caught"] is False and len(seen["spies"]) == count and set(seen["spies"]) <= {0, 1, 2}
    assert events(s, "dawn")[-1]["eliminated"] == [8]
    assert G.view(s, 5)["glimpses"] == []


def test_michal_who_stays_home_is_never_caught():
    s = table([S, S, SAM, "michal", W, W, W], michal_catch_chance="1")
    s = night(s, {3: {"kind": "michal", "spy": False}, 0: {"kind": "capture", "target": 5},
                  1: {"kind": "capture", "target": 5}})
    assert events(s, "dawn")[-1]["eliminated"] == [5]


def test_the_servant_is_told_the_capture_and_frees_once_per_game():
    s = table([S, S, SAM, "servant", W, W, W, W])
    s = until(s, 3, "servant", {0: {"kind": "capture", "target": 3},
                                1: {"kind": "capture", "target": 3}})
    assert G.view(s, 3)["captured"] == 3 and G.view(s, 4)["captured"] is None
    s = G.apply(s, 3, {"kind": "contacts", "free": True, "banish": None})  # himself included
    s = night(s)
    assert events(s, "dawn")[-1]["eliminated"] == []
    s = ballot(s, {p: 7 if p != 7 else 6 for p in s.living()})
    s = until(s, 3, "servant", {0: {"kind": "capture", "target": 4},
                                1: {"kind": "capture", "target": 4}})
    assert G.view(s, 3)["captured"] == 4 and all(not m["free"] for m in s.legal(3))
    assert any(m["banish"] is not None for m in s.legal(3))


def test_the_servants_david_contact_banishes_secretly_once_and_both_may_serve_one_night():
    s = table([S, S, SAM, "servant", W, W, W, W])
    s = until(s, 3, "servant", {0: {"kind": "capture", "target": 4},
                                1: {"kind": "capture", "target": 4}})
    s = G.apply(s, 3, {"kind": "contacts", "free": True, "banish": 0})
    s = night(s)
    assert events(s, "dawn")[-1]["eliminated"] == [0]
    assert not any(e["kind"] == "contacts" for e in G.view(s, None)["log"])
    s = ballot(s, {p: 7 if p != 7 else 6 for p in s.living()})
    s = until(s, 3, "servant", {1: {"kind": "capture", "target": 5}})
    assert s.legal(3) == [{"kind": "contacts", "free": False, "banish": None}]


def test_night_moves_leave_no_trace_beyond_dawn():
    s = table([S, S, SAM, "michal", "eliezer", W, W, W, W])
    before = {p: G.view(s, p) for p in (None, 5)}
    t = night(s, {4: {"kind": "lovers", "pair": [6, 7]}, 2: {"kind": "vision", "target": 0},
                  3: {"kind": "michal", "spy": True}, 0: {"kind": "capture", "target": 8},
                  1: {"kind": "capture", "target": 8}})
    quiet = night(s, {4: {"kind": "lovers", "pair": [1, 2]}, 2: {"kind": "vision", "target": 1},
                      3: {"kind": "michal", "spy": False}, 0: {"kind": "capture", "target": 8},
                      1: {"kind": "capture", "target": 8}})
    if 3 not in events(t, "dawn")[-1]["eliminated"]:
        assert G.view(t, None) == G.view(quiet, None) and G.view(t, 5) == G.view(quiet, 5)
    assert before[None]["log"] == G.view(s, None)["log"]


def test_every_living_seat_makes_one_night_move_per_pass_together():
    s = table([W, S, SAM, W, S, W, W])
    assert s.to_act() == tuple(range(7))
    assert events(s, "hour", None)[-1] == {"kind": "hour", "night": 1, "pass": "main"}
    for seat in (6, 3, 1, 0, 5, 2):           # any order
        s = G.apply(s, seat, s.legal(seat)[0])
        assert seat not in s.to_act() and s.phase == NIGHT
        with pytest.raises(IllegalAction):
            G.apply(s, seat, {"kind": "sleep"})
    s = G.apply(s, 4, s.legal(4)[0])
    assert s.phase != NIGHT


# --- the day ---------------------------------------------------------------------

def test_dawn_announces_both_night_eliminations_sorted_with_their_cards():
    s = table([S, S, SAM, "servant", W, W, W, W])
    s = night(s, {0: {"kind": "capture", "target": 7}, 1: {"kind": "capture", "target": 7},
                  3: {"kind": "contacts", "free": False, "banish": 4}})
    assert events(s, "dawn")[-1]["eliminated"] == [4, 7]
    gone = events(s, "eliminated")
    assert [(e["seat"], e["role"], e["cause"]) for e in gone] == [(4, W, "night"), (7, W, "night")]


def test_a_lover_drags_the_other_down():
    s = table([S, S, SAM, "eliezer", W, W, W])
    s = night(s, {3: {"kind": "lovers", "pair": [5, 6]}, 0: {"kind": "capture", "target": 5},
                  1: {"kind": "capture", "target": 5}})
    gone = events(s, "eliminated")
    assert [(e["seat"], e["cause"]) for e in gone] == [(5, "night"), (6, "grief")]


def test_the_valiant_warrior_shoots_and_each_new_elimination_is_checked():
    s = table([S, S, SAM, "eliezer", "valiant", W, W, W])
    s = night(s, {3: {"kind": "lovers", "pair": [0, 6]}, 0: {"kind": "capture", "target": 4},
                  1: {"kind": "capture", "target": 4}})
    assert s.phase == SHOT and s.to_act() == (4,)
    assert {"kind": "shoot", "target": 4} not in s.legal(4)
    s = G.apply(s, 4, {"kind": "shoot", "target": 6})       # shoots a lover: grief follows
    gone = [(e["seat"], e["cause"]) for e in events(s, "eliminated")]
    assert gone == [(4, "night"), (6, "shot"), (0, "grief")]
    assert s.phase == DEBATE


def test_victory_is_checked_after_the_chain():
    # the Valiant Warrior's fall leaves one non-Spy... but his shot kills the last Spy
    s = table([S, S, SAM, "valiant", W, W, W])
    s = night(s, {0: {"kind": "capture", "target": 6}, 1: {"kind": "capture", "target": 6}})
    s = ballot(s, {p: 1 if p != 1 else 2 for p in s.living()})
    s = night(s, {0: {"kind": "capture", "target": 5}})
    s = ballot(s, {p: 4 if p != 4 else 2 for p in s.living()})
    s = night(s, {0: {"kind": "capture", "target": 3}})     # leaves Spy 0 and Samuel 2
    assert s.phase == SHOT and not s.over()
    s = G.apply(s, 3, {"kind": "shoot", "target": 0})
    assert s.winner == "david"


def test_the_general_is_elected_on_the_first_day_by_plurality():
    s = table(SIX, general=True)
    s = night(s, {0: {"kind": "capture", "target": 5}, 1: {"kind": "capture", "target": 5}})
    assert s.phase == ELECT and s.candidates == (0, 1, 2, 3, 4)
    s = ballot(s, {0: 3, 1: 3, 2: 3, 3: 4, 4: 0})
    assert s.general == 3 and s.phase == VOTE
    assert events(s, "general")[-1] == {"kind": "general", "seat": 3, "how": "elected", "drawn": False}


def test_an_election_tie_is_revoted_among_the_tied_then_drawn():
    got = set()
    first = {0: 3, 1: 3, 2: 4, 3: 4, 4: 2, 5: 2}            # 2, 3 and 4 tie with 2 votes each
    for seed in range(12):
        s = table([S, S, SAM, W, W, W, W], general=True, seed=seed)
        s = night(s, {0: {"kind": "capture", "target": 6}, 1: {"kind": "capture", "target": 6}})
        s = ballot(s, first)
        assert s.phase == ELECT and s.ballot == 2 and s.candidates == (2, 3, 4)
        t = ballot(s, {0: 3, 1: 3, 2: 3, 3: 4, 4: 3, 5: 3})
        assert t.general == 3 and events(t, "general")[-1]["drawn"] is False
        t = ballot(s, first)
        got.add(t.general)
        assert events(t, "general")[-1]["drawn"] is True
    assert len(got) > 1 and got <= {2, 3, 4}


def _elect(s, general):
    s = night(s, {0: {"kind": "capture", "target": s.players - 1},
                  1: {"kind": "capture", "target": s.players - 1}})
    return ballot(s, {p: general if p != general else next(q for q in s.living() if q != p)
                      for p in s.living()})


def test_the_generals_vote_counts_double():
    s = _elect(table([S, S, SAM, W, W, W, W, W], general=True), 2)
    assert G.view(s, None)["weights"][2] == 2
    s = ballot(s, {0: 3, 1: 3, 2: 4, 3: 0, 4: 0, 5: 4, 6: 4})   # 4 gets 1+1+2 votes
    assert events(s, "banished")[-1]["seat"] == 4


def test_a_tie_with_a_general_is_his_to_break():
    s = _elect(table([S, S, SAM, W, W, W, W, W], general=True), 2)
    s = ballot(s, {0: 3, 1: 3, 2: 4, 3: 0, 4: 0, 5: 0, 6: 3})   # 3: 3, 4: 2, 0: 3 -> tie 0/3
    assert s.phase == TIEBREAK and s.to_act() == (2,) and s.candidates == (0, 3)
    s = G.apply(s, 2, {"kind": "tiebreak", "target": 0})
    assert events(s, "banished")[-1]["seat"] == 0


def test_a_tie_without_a_general_is_revoted_once_then_nobody_goes():
    s = table([S, S, SAM, W, W, W, W])
    s = night(s, {0: {"kind": "capture", "target": 6}, 1: {"kind": "capture", "target": 6}})
    s = ballot(s, {0: 3, 1: 3, 2: 0, 3: 0, 4: 5, 5: 4})
    assert s.phase == VOTE and s.ballot == 2 and s.candidates == (0, 3)
    assert {m["target"] for m in s.legal(0)} == {3}           # the tied vote too
    s = ballot(s, {0: 3, 1: 3, 2: 0, 3: 0, 4: 0, 5: 3})
    assert s.phase == NIGHT and events(s, "no_banishment") and all(s.alive[p] for p in (0, 3))


def test_a_fallen_general_names_a_living_successor():
    s = _elect(table([S, S, SAM, W, W, W, W, W], general=True), 2)
    s = ballot(s, {p: 2 if p != 2 else 3 for p in s.living()})
    assert s.phase == SUCCESSOR and s.to_act() == (2,)
    assert {m["target"] for m in s.legal(2)} == set(s.living())
    s = G.apply(s, 2, {"kind": "successor", "target": 5})
    assert s.general == 5 and s.phase == NIGHT


# --- talk and move checks ----------------------------------------------------------

def test_talk_is_public_by_day_for_the_living_and_never_at_night():
    s = table(SIX)
    assert s.phase == NIGHT and all(s.talk(p) == [] for p in range(6))
    s = night(s, {0: {"kind": "capture", "target": 5}, 1: {"kind": "capture", "target": 5}})
    kinds = {m["claim"] for m in s.talk(3)}
    assert kinds == {"role", "vision", "accuse", "trust", "vote"}
    s = G.apply(s, 3, {"kind": "say", "claim": "vision", "target": 0, "role": S})
    assert events(s, "say", None)[-1] == {"kind": "say", "seat": 3, "claim": "vision",
                                          "target": 0, "role": S}
    assert s.to_act() == (0, 1, 2, 3, 4)


def test_moves_are_strictly_typed():
    s = table(SIX)
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "capture", "target": True})   # True is not seat 1... nor 2
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "capture", "target": 2.0})
    s = night(s, {0: {"kind": "capture", "target": 5}, 1: {"kind": "capture", "target": 5}})
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "vote", "target": True})


def test_the_game_ends_with_every_card_and_the_history():
    s = table(SIX)
    s = night(s, {0: {"kind": "capture", "target": 5}, 1: {"kind": "capture", "target": 5}})
    s = _kill(s, 4)
    s = night(s, {0: {"kind": "capture", "target": 3}, 1: {"kind": "capture", "target": 3}})
    v = G.view(s, 2)
    assert s.phase == OVER and v["revealed"] == SIX
    assert any(e["kind"] == "pick" for e in v["history"]) and not any(
        e["kind"] == "pick" for e in v["log"])


def test_the_ballot_opens_once_every_living_seat_has_ended_the_talk():
    s = until(table(SIX), 5, "main", {0: {"kind": "capture", "target": 5},
                                      1: {"kind": "capture", "target": 5}})
    s = G.apply(s, 5, {"kind": "sleep"})
    assert s.phase == DEBATE and s.to_act() == (0, 1, 2, 3, 4) and s.legal(2) == [{"kind": "ready"}]
    s = G.apply(s, 2, {"kind": "say", "claim": "role", "role": SAM})
    for seat in (0, 1, 2, 3):
        s = G.apply(s, seat, {"kind": "ready"})
    assert s.phase == DEBATE and s.to_act() == (4,) and G.view(s, None)["ready"] == [0, 1, 2, 3]
    s = G.apply(s, 4, {"kind": "ready"})
    assert s.phase == VOTE and s.to_act() == (0, 1, 2, 3, 4)
