"""One test per rule of shared/rules/aztec.md (setup, round, payoffs, curses, scoring)."""
from __future__ import annotations

from collections import Counter

import pytest

from game.aztec.data import ARTEFACT_DECK, CHARACTERS, JEWEL_DECK, STONES, as_mapping
from game.aztec.deals import deal
from game.core import IllegalAction, SetupError
from tests.aztec_helpers import (
    G,
    bet_all,
    events,
    keep_first,
    make_deal,
    start,
    take_all,
    with_state,
)

RR = {"red": 2}
RB = {"red": 1, "blue": 1}
BY = {"blue": 1, "yellow": 1}
YY = {"yellow": 2}


# --- components and setup ---------------------------------------------------

def test_jewel_deck_is_the_designed_42_cards():
    want = Counter()
    for c in ("red", "blue", "yellow"):
        want.update({(c, c): 2, (c, c, c): 2, (c, c, c, c): 1})
    for x, y in (("red", "blue"), ("red", "yellow"), ("blue", "yellow")):
        want.update({(x, y): 3, (x, x, y): 2, (x, y, y): 2, (x, x, y, y): 2})
    spelt = Counter(tuple(c for c, n in as_mapping(card).items() for _ in range(n))
                    for card in JEWEL_DECK)
    assert spelt == want and len(JEWEL_DECK) == 42


def test_artefact_deck_is_the_designed_30_cards():
    assert Counter(ARTEFACT_DECK) == {"golden_idol": 3, "jade_mask": 5, "obsidian_blade": 6,
                                      "sun_stone": 2, "feathered_serpent": 2, "ritual_bowl": 4,
                                      "quetzal_feather": 4, "cursed_idol": 4}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup(players):
    s = G.new(players, 7)
    assert s.stones == (2,) * players and s.curses == (1, 1, 1)
    assert s.reserve == STONES - 2 * players - 3 and s.temple == (40, 40, 40)
    assert all(len(p) == 5 for p in s.piles) and len(set(s.characters)) == players
    assert Counter(s.artefact_deck) == Counter(ARTEFACT_DECK)
    dealt = Counter(c for p in s.piles for c in p)
    assert all(dealt[c] <= n for c, n in Counter(JEWEL_DECK).items())
    assert 0 <= s.first < players and s.phase == "take" and s.round == 1


@pytest.mark.parametrize("players", [2, 7])
def test_three_to_six_players(players):
    with pytest.raises(SetupError):
        G.new(players, 0)


def test_first_player_is_random():
    assert {G.new(4, seed).first for seed in range(40)} == {0, 1, 2, 3}


def test_artefact_deck_is_shuffled():
    assert len({G.new(3, seed).artefact_deck for seed in range(5)}) == 5


def test_jewel_cards_are_shuffled_and_five_dealt_to_each_pile():
    piles = [G.new(3, seed).piles for seed in range(8)]
    assert len({p[0][0] for p in piles}) > 3 and len(set(piles)) == 8
    tops = {pile[0] for seed in range(40) for pile in G.new(6, seed).piles}
    assert tops == set(JEWEL_DECK)  # any card of the deck can be dealt


def test_random_characters_are_drawn_from_all_six():
    drawn = [G.new(3, seed).characters for seed in range(30)]
    assert {c for chars in drawn for c in chars} == set(CHARACTERS)
    assert len({chars[0] for chars in drawn}) > 3


def test_characters_and_their_duos():
    assert CHARACTERS == {"itzel": ("red", "red"), "tenoch": ("blue", "blue"),
                          "xochi": ("yellow", "yellow"), "amaru": ("red", "blue"),
                          "citlali": ("red", "yellow"), "nayeli": ("blue", "yellow")}
    v = G.view(start(3), None)
    assert v["seats"][0]["duo"] == ["red", "red"] and v["seats"][1]["character"] == "tenoch"


def test_deal_fixes_the_hidden_setup_and_bad_deals_are_refused():
    d = deal(4, 3)
    s = G.new(4, 99, deal=d)
    assert s.first == d["first"] and list(s.characters) == d["characters"]
    assert [as_mapping(c) for c in s.piles[2]] == d["piles"][2]
    assert list(s.artefact_deck) == d["artefacts"]
    for broken in ({**d, "first": 4}, {**d, "characters": d["characters"][:3]},
                   {**d, "artefacts": d["artefacts"][1:]}, {k: d[k] for k in d if k != "first"},
                   {**d, "piles": [[{"red": 5}] * 5] + d["piles"][1:]},
                   {**d, "characters": ["itzel"] * 4},
                   {**d, "piles": [[{"red": 4}] * 5] + d["piles"][1:]}):  # one XXXX in the deck
        with pytest.raises(SetupError):
            G.new(4, 0, deal=broken)


def test_chosen_characters_are_picked_in_turn_order_from_those_left():
    s = G.new(3, 0, {"characters": "chosen"}, deal=make_deal(3, first=1))
    assert s.phase == "choose" and s.to_act() == (1,)
    s = G.apply(s, 1, {"kind": "character", "character": "amaru"})
    assert s.to_act() == (2,)
    assert {"kind": "character", "character": "amaru"} not in s.legal(2)
    with pytest.raises(IllegalAction):
        G.apply(s, 2, {"kind": "character", "character": "amaru"})
    s = G.apply(s, 2, {"kind": "character", "character": "itzel"})
    s = G.apply(s, 0, {"kind": "character", "character": "xochi"})
    assert s.characters == ("xochi", "amaru", "itzel") and s.phase == "take"


# --- take -------------------------------------------------------------------

def test_take_one_to_four_jewels_of_any_colours():
    s = start(3)
    sizes = {sum(m["jewels"].values()) for m in s.legal(0)}
    assert sizes == {1, 2, 3, 4} and len(s.legal(0)) == 34
    for bad in ({}, {"red": 5}, {"red": 2, "blue": 2, "yellow": 1}, {"red": 0, "blue": 1},
                {"red": True}, {"green": 1}):
        with pytest.raises(IllegalAction):
            G.apply(s, 0, {"kind": "take", "jewels": bad})


def test_take_is_limited_by_the_temple():
    s = with_state(start(3), temple=(1, 0, 40))
    takes = [m["jewels"] for m in s.legal(0)]
    assert {"red": 1, "yellow": 3} in takes and {"red": 2} not in takes
    assert not any("blue" in t for t in takes)


def test_own_card_seen_only_by_its_owner():
    s = start(3, tops=[RR, RB, BY])
    assert G.view(s, 0)["card"] == RR and G.view(s, 1)["card"] == RB
    assert G.view(s, None)["card"] is None
    assert [e["card"] for e in G.view(s, 1)["log"] if e["kind"] == "card"] == [RB]


def test_takes_are_secret_until_everyone_has_taken():
    s = take_all(start(3), [RR, RB])
    v = G.view(s, 2)
    assert v["taken"] == [0, 1] and all(seat["take"] is None for seat in v["seats"])
    assert G.view(s, 0)["my_take"] == RR and v["my_take"] is None
    assert s.temple == (40, 40, 40)
    s = G.apply(s, 2, {"kind": "take", "jewels": YY})
    v = G.view(s, 2)
    assert [seat["take"] for seat in v["seats"]] == [RR, RB, YY]
    assert s.temple == (37, 39, 38) and s.phase == "bet"


def test_a_secret_choice_never_changes_another_seats_view():
    s = take_all(start(4), [RR, RB])
    a = G.apply(s, 2, {"kind": "take", "jewels": YY})
    b = G.apply(s, 2, {"kind": "take", "jewels": {"red": 4}})
    for seat in (None, 0, 1, 3):
        assert G.view(a, seat) == G.view(b, seat)
    s = take_all(start(4), [RR, RB, YY, BY])
    a = G.apply(s, 0, {"kind": "bet", "target": 1, "believe": True})
    b = G.apply(s, 0, {"kind": "bet", "target": 2, "believe": False})
    for seat in (None, 1, 2, 3):
        assert G.view(a, seat) == G.view(b, seat)


def test_takes_beyond_the_temple_are_served_in_turn_order():
    s = with_state(start(3, first=1), temple=(3, 40, 40))
    s = take_all(s, [{"red": 2}, {"red": 2}, {"red": 2}])
    # turn order 1, 2, 0: seat 1 gets 2, seat 2 the last one, seat 0 none
    assert s.takes == ((0, 0, 0), (2, 0, 0), (1, 0, 0)) and s.temple[0] == 0
    assert events(s, "takes")[0]["short"] == [0, 2]


# --- bets -------------------------------------------------------------------

def test_bet_on_another_player_believe_or_accuse():
    s = take_all(start(3), [RR, RB, YY])
    assert {(m["target"], m["believe"]) for m in s.legal(1)} == {
        (0, True), (0, False), (2, True), (2, False)}
    with pytest.raises(IllegalAction):
        G.apply(s, 1, {"kind": "bet", "target": 1, "believe": True})
    with pytest.raises(IllegalAction):
        G.apply(s, 1, {"kind": "bet", "target": 0, "believe": 1})


def test_bets_are_revealed_together():
    s = take_all(start(3, tops=[RR, RB, YY]), [RR, RB, YY])
    s = G.apply(s, 0, {"kind": "bet", "target": 1, "believe": False})
    s = G.apply(s, 1, {"kind": "bet", "target": 0, "believe": True})
    assert not events(s, "bets") and G.view(s, 2)["bet_placed"] == [0, 1]
    assert G.view(s, 2)["my_bet"] is None and G.view(s, 0)["my_bet"] == {"target": 1,
                                                                          "believe": False}
    s = G.apply(s, 2, {"kind": "bet", "target": 0, "believe": True})
    assert events(s, "bets")[0]["bets"] == [{"target": 1, "believe": False},
                                            {"target": 0, "believe": True},
                                            {"target": 0, "believe": True}]


# --- reveal -----------------------------------------------------------------

def _round(players, tops, takes, bets, first=0, **state):
    s = start(players, tops=tops, first=first)
    if state:
        s = with_state(s, **state)
    return bet_all(take_all(s, takes), bets)


def _reveal(s, seat):
    return next(e for e in events(s, "reveal") if e["seat"] == seat)


def test_reveal_in_turn_order_from_the_first_player():
    s = _round(4, [RR, RB, BY, YY], [RR, RB, BY, YY], [(1, True), (2, True), (3, True), (0, True)],
               first=2)
    assert [e["seat"] for e in events(s, "reveal")] == [2, 3, 0, 1]


def test_truth_means_exactly_the_cards_jewels():
    s = _round(3, [RR, RB, BY], [RR, {"red": 1}, {"blue": 1, "yellow": 2}],
               [(1, True), (2, True), (0, True)])
    s = keep_first(s)
    assert [e["truth"] for e in events(s, "reveal")] == [True, False, False]
    # as many jewels as the card but other colours, or the same colours in other counts
    s = _round(3, [RR, RB, {"blue": 2, "yellow": 1}], [RB, {"red": 1, "yellow": 1},
                                                       {"blue": 1, "yellow": 2}],
               [(1, True), (2, True), (0, True)])
    s = keep_first(s)
    assert [e["truth"] for e in events(s, "reveal")] == [False, False, False]


def test_truth_jewels_go_to_the_player():
    s = _round(3, [RR, RB, BY], [RR, RB, BY], [(1, True), (2, True), (0, True)])
    assert s.jewels == ((2, 0, 0), (1, 1, 0), (0, 1, 1))


def test_truth_gives_a_stone_to_each_accuser():
    s = _round(4, [RR, RB, BY, YY], [RR, RB, BY, YY], [(1, True), (0, False), (0, False),
                                                        (0, True)])
    e = _reveal(s, 0)
    assert e["accusers"] == [1, 2] and [0, 1] in e["stones"] and [0, 2] in e["stones"]


def test_truth_with_two_accusers_draws_three_keeps_one():
    s = _round(4, [RR, RB, BY, YY], [RR, RB, BY, YY], [(1, True), (0, False), (0, False),
                                                        (0, True)])
    assert s.phase == "keep" and s.to_act() == (0,) and len(s.drawn) == 3
    assert G.view(s, 0)["drawn"] == list(s.drawn) and G.view(s, 1)["drawn"] == []


def test_truth_with_one_accuser_gains_no_artefact():
    s = _round(3, [RR, RB, BY], [RR, RB, BY], [(1, True), (0, False), (0, True)])
    assert s.phase == "take" and s.artefacts == ((), (), ())


def test_truth_believers_return_a_stone_to_the_reserve():
    s = _round(3, [RR, RB, BY], [RR, RB, BY], [(1, True), (0, True), (0, True)])
    e = _reveal(s, 0)
    assert e["believers"] == [1, 2] and [1, "reserve"] in e["stones"] and [2, "reserve"] in e["stones"]


def test_unaccused_lie_keeps_the_jewels_and_gains_an_artefact():
    s = _round(3, [RR, RB, BY], [{"red": 4}, RB, BY], [(1, True), (0, True), (1, True)])
    e = _reveal(s, 0)
    assert e["outcome"] == "lie" and e["jewels"] == {"red": 4} and s.phase == "keep"
    assert s.gains == (0,)


def test_unaccused_lie_believers_take_a_stone_from_the_reserve():
    s = _round(3, [RR, RB, BY], [{"red": 4}, RB, BY], [(1, True), (0, True), (0, True)])
    assert [["reserve", 1], ["reserve", 2]] == _reveal(s, 0)["stones"]


def test_caught_lie_returns_the_take_and_gets_the_cards_jewels():
    s = _round(3, [RR, RB, BY], [{"blue": 4}, RB, BY], [(1, True), (0, False), (0, True)])
    e = _reveal(s, 0)
    assert e["outcome"] == "caught" and e["jewels"] == RR and s.jewels[0] == (2, 0, 0)


def test_caught_lie_accusers_give_the_liar_a_stone_and_believers_take_one():
    s = _round(3, [RR, RB, BY], [{"blue": 4}, RB, BY], [(1, True), (0, False), (0, True)])
    assert _reveal(s, 0)["stones"] == [[1, 0], ["reserve", 2]]


def test_caught_lie_with_two_accusers_each_accuser_gains_an_artefact():
    s = _round(3, [RR, RB, BY], [{"blue": 4}, RB, BY], [(1, True), (0, False), (0, False)])
    assert s.gains == (1, 2) and s.to_act() == (1,)
    s = keep_first(s)
    assert len(s.artefacts[1]) == 1 and len(s.artefacts[2]) == 1 and s.artefacts[0] == ()


def test_accusers_gain_their_artefacts_clockwise_from_the_liar():
    s = _round(4, [RR, RB, BY, YY], [RR, {"blue": 4}, BY, YY],
               [(1, False), (0, True), (0, True), (1, False)])
    assert _reveal(s, 1)["accusers"] == [3, 0] and s.gains == (3, 0) and s.to_act() == (3,)


def test_caught_lie_with_one_accuser_gains_no_artefact():
    s = _round(3, [RR, RB, BY], [{"blue": 4}, RB, BY], [(1, True), (0, False), (1, True)])
    assert s.artefacts == ((), (), ()) and s.phase == "take"


def test_who_has_no_stone_to_give_the_receiver_takes_it_from_the_reserve():
    s = _round(3, [RR, RB, BY], [RR, {"red": 4}, BY], [(1, False), (0, False), (1, True)],
               stones=(0, 0, 2))
    assert _reveal(s, 0)["stones"] == [["reserve", 1]]   # truth-teller 0 had none
    assert _reveal(s, 1)["stones"] == [["reserve", 1], ["reserve", 2]]  # accuser 0 had none


def test_draw_three_keep_one_the_other_two_under_the_deck():
    arts = ["golden_idol", "jade_mask", "sun_stone"]
    s = start(3, tops=[RR, RB, BY], artefacts=arts)
    s = bet_all(take_all(s, [{"red": 4}, RB, BY]), [(1, True), (0, True), (0, True)])
    assert s.drawn == tuple(arts)
    assert {m["artefact"] for m in s.legal(0)} == set(arts)
    s = G.apply(s, 0, {"kind": "keep", "artefact": "jade_mask"})
    assert s.artefacts[0] == ("jade_mask",)
    assert s.artefact_deck[-2:] == ("golden_idol", "sun_stone") and len(s.artefact_deck) == 29
    assert G.view(s, 1)["seats"][0]["artefacts"] == ["jade_mask"]


def test_fewer_than_three_artefacts_left_draws_what_is_there():
    s = with_state(start(3, tops=[RR, RB, BY]), artefact_deck=("jade_mask", "sun_stone"))
    s = bet_all(take_all(s, [{"red": 4}, RB, BY]), [(1, True), (0, True), (0, True)])
    assert s.drawn == ("jade_mask", "sun_stone") and s.artefact_deck == ()
    s = G.apply(s, 0, {"kind": "keep", "artefact": "sun_stone"})
    assert s.artefacts[0] == ("sun_stone",) and s.artefact_deck == ("jade_mask",)


def test_an_empty_artefact_deck_gives_nothing():
    s = with_state(start(3, tops=[RR, RB, BY]), artefact_deck=())
    s = bet_all(take_all(s, [{"red": 4}, RB, BY]), [(1, True), (0, True), (0, True)])
    assert s.phase == "take" and events(s, "no_artefact") == [{"kind": "no_artefact", "seat": 0}]


# --- curses and end of round --------------------------------------------------

def test_curse_goes_to_the_single_majority_of_a_colour():
    s = _round(3, [RR, RB, BY], [RR, RB, BY], [(1, False), (2, False), (0, False)])
    curse = {e["colour"]: e for e in events(s, "curse")}
    assert curse["red"]["seat"] == 0 and curse["red"]["stones"] == 1
    assert s.stones[0] == 2 - 1 + 1 + 1  # gave one to the accuser 2, got the red curse


def test_curse_tie_leaves_the_stones_for_the_next_round():
    s = _round(3, [RR, RB, BY], [RR, RB, BY], [(1, True), (2, True), (0, True)])
    curse = {e["colour"]: e for e in events(s, "curse")}
    assert curse["blue"]["seat"] is None and curse["blue"]["left"] == 1
    assert s.curses == (1, 2, 1)  # red taken then refilled; blue tied: 1 + 1; yellow 0 + 1


def test_end_of_round_discards_refills_the_curses_and_passes_the_first_player_left():
    s = _round(3, [RR, RB, BY], [RR, RB, BY], [(1, True), (2, True), (0, True)], first=2)
    assert s.round == 2 and s.first == 0 and all(len(p) == 4 for p in s.piles)
    assert G.view(s, 0)["card"] == as_mapping(s.piles[0][0])


def test_the_curse_cards_are_not_refilled_after_the_last_round():
    from game.aztec.rules import end_round
    s = with_state(start(3), round=5, curses=(0, 2, 1), reserve=20)
    end = end_round(s)
    assert end.over() and end.curses == (0, 2, 1) and end.reserve == 20
    assert end_round(with_state(s, round=4)).curses == (1, 3, 2)


def test_five_rounds_then_the_game_ends():
    s = G.new(4, 5)
    rounds = 0
    while not s.over():
        if s.phase == "take":
            rounds += s.to_act() == (0, 1, 2, 3)
        p = s.to_act()[0]
        s = G.apply(s, p, s.legal(p)[0])
    assert rounds == 5 and len(events(s, "round")) == 5 and all(p == () for p in s.piles)


# --- scoring ----------------------------------------------------------------

def _final(s, jewels, artefacts=None, stones=None):
    from game.aztec.rules import final_scoring
    n = s.players
    return final_scoring(with_state(s, jewels=tuple(jewels),
                                    artefacts=tuple(artefacts or ((),) * n),
                                    stones=tuple(stones or (0,) * n)))


def test_trios_score_two_and_duos_one_counted_independently():
    s = start(3, characters=["itzel", "amaru", "citlali"])
    end = _final(s, [(3, 1, 1), (2, 2, 1), (1, 0, 3)])
    lines = events(end, "game_over")[0]["scores"]
    assert (lines[0]["trios"], lines[0]["duos"], lines[0]["total"]) == (1, 1, 3)
    assert (lines[1]["trios"], lines[1]["duos"], lines[1]["total"]) == (1, 2, 4)
    assert (lines[2]["trios"], lines[2]["duos"], lines[2]["total"]) == (0, 1, 1)


def test_each_cursed_stone_costs_one_point():
    s = start(3)
    lines = events(_final(s, [(1, 1, 1)] * 3, stones=(0, 2, 5)), "game_over")[0]["scores"]
    assert [x["total"] for x in lines] == [2, 0, -3]


def test_highest_total_wins():
    assert _final(start(3), [(1, 1, 1), (2, 2, 2), (0, 0, 0)]).winners() == (1,)


def test_tie_fewest_stones_wins():
    s = start(3)
    assert _final(s, [(2, 2, 2), (3, 3, 3), (0, 0, 0)], stones=(0, 2, 0)).winners() == (0,)


def test_still_tied_is_a_shared_victory():
    s = start(3, characters=["itzel", "tenoch", "xochi"])
    assert _final(s, [(1, 1, 1), (1, 1, 1), (0, 0, 0)]).winners() == (0, 1)


# --- artefacts ----------------------------------------------------------------

def _vp(artefacts, jewels=(0, 0, 0), character="itzel", stones=0):
    from game.aztec.scoring import score
    return score(character, jewels, artefacts, stones)["total"]


@pytest.mark.parametrize("artefact,vp", [("golden_idol", 3), ("jade_mask", 2),
                                         ("obsidian_blade", 1), ("cursed_idol", 4)])
def test_printed_victory_points(artefact, vp):
    assert _vp([artefact]) == vp and _vp([artefact, artefact]) == 2 * vp


def test_sun_stone_one_point_per_trio():
    assert _vp(["sun_stone"], (2, 2, 3), "tenoch") - _vp([], (2, 2, 3), "tenoch") == 2


def test_feathered_serpent_one_point_per_duo():
    assert _vp(["feathered_serpent"], (5, 0, 0)) - _vp([], (5, 0, 0)) == 2


def test_quetzal_feather_counts_as_the_best_colour():
    # itzel (red+red) with 1 red, 1 blue, 0 yellow: yellow makes a trio (+2), red a duo (+1)
    assert _vp(["quetzal_feather"], (1, 1, 0)) == 2
    assert _vp(["quetzal_feather", "quetzal_feather"], (1, 1, 0)) == 3  # trio + duo


def _keep(artefact, stones):
    """Seat 0 keeps ``artefact`` holding ``stones`` stones: (stones, reserve) as it keeps
    it, and as the effect leaves them by the stones its log entry says it moved."""
    s = start(3, tops=[RR, RB, BY], artefacts=[artefact])
    s = with_state(s, stones=(stones, 2, 2), reserve=STONES - stones - 4 - 3)
    # seat 0 lies unaccused (believed by 1 and 2), is revealed first and keeps at once
    s = bet_all(take_all(s, [{"red": 4}, RB, BY]), [(1, False), (0, True), (0, True)])
    assert s.drawn[0] == artefact and s.to_act() == (0,)
    after = G.apply(s, 0, {"kind": "keep", "artefact": artefact})
    moved = events(after, artefact)[0]
    assert moved["seat"] == 0 and after.artefacts[0] == (artefact,)
    sign = -1 if artefact == "ritual_bowl" else 1
    return (s.stones[0], s.reserve), (s.stones[0] + sign * moved["stones"],
                                      s.reserve - sign * moved["stones"])


def test_ritual_bowl_returns_up_to_two_stones_at_once():
    assert _keep("ritual_bowl", 3) == ((3, 28), (1, 30))
    assert _keep("ritual_bowl", 1) == ((1, 30), (0, 31))


def test_cursed_idol_takes_two_stones_at_once():
    assert _keep("cursed_idol", 0) == ((0, 31), (2, 29))
