"""One test per rule of shared/rules/avalon.md; each fails if its rule broke."""
from __future__ import annotations

import json

import pytest

from game import IllegalAction, SetupError
from game.avalon.data import SIDES, TEAM_SIZES
from game.avalon.rules import characters, check_setup

from .avalon_helpers import ROLES5, ROLES7, G, evil_seats, good_team, new, propose, quest, round_, vote

ALL = set(range(10))


# --- players and sides ---------------------------------------------------------

@pytest.mark.parametrize("n,good,evil", [(5, 3, 2), (6, 4, 2), (7, 4, 3), (8, 5, 3),
                                         (9, 6, 3), (10, 6, 4)])
def test_sides_table(n, good, evil):
    for seed in range(3):
        s = G.new(n, seed)
        sides = [G.view(s, p)["side"] for p in range(n)]
        assert sides.count("good") == good and sides.count("evil") == evil


def test_merlin_and_assassin_always_in_and_others_are_servants_or_minions():
    for n in range(5, 11):
        cards = sorted(G.new(n, 1).roles)
        assert cards.count("merlin") == 1 and cards.count("assassin") == 1
        assert cards.count("servant") == SIDES[n][0] - 1
        assert cards.count("minion") == SIDES[n][1] - 1


def test_optional_characters_are_dealt():
    s = G.new(10, 3, options={"percival": True, "morgana": True, "mordred": True, "oberon": True})
    assert sorted(s.roles) == sorted(["merlin", "percival", "servant", "servant", "servant",
                                      "servant", "assassin", "morgana", "mordred", "oberon"])


# --- setup errors --------------------------------------------------------------

@pytest.mark.parametrize("players,options,key", [
    (7, {"morgana": True}, "error.option_needs"),          # the shared check (game.core.check_needs)
    (5, {"percival": True, "morgana": True, "mordred": True}, "avalon_rules.error.too_many_evil_specials"),
    (7, {"percival": True, "morgana": True, "mordred": True, "oberon": True},
     "avalon_rules.error.too_many_evil_specials"),
    (7, {"merlin_assassin": False, "percival": True}, "error.option_needs"),
    (4, {}, "error.player_count"),
    (11, {}, "error.player_count"),
    (7, {"excalibur": True}, "error.option_unknown"),
    (7, {"quest_order": "random"}, "error.option_value"),
])
def test_setup_errors(players, options, key):
    with pytest.raises(SetupError) as err:
        G.new(players, 1, options=options)
    assert err.value.key == key and err.value.message


def test_ten_players_take_every_special():
    check_setup(10, {"percival": True, "morgana": True, "mordred": True, "oberon": True})


@pytest.mark.parametrize("deal,key", [
    ({"roles": ROLES5}, "deal_shape"),
    ({"roles": ROLES5[:4], "leader": 0}, "deal_roles"),
    ({"roles": ["merlin", "servant", "servant", "assassin", "wizard"], "leader": 0}, "deal_roles"),
    ({"roles": ["merlin", "servant", "servant", "servant", "assassin"], "leader": 0}, "deal_cards"),
    ({"roles": ROLES5, "leader": 5}, "deal_leader"),
    ("merlin", "deal_shape"),
])
def test_bad_deals_are_refused(deal, key):
    with pytest.raises(SetupError) as err:
        G.new(5, 1, deal=deal)
    assert err.value.key == "avalon_rules.error." + key


def test_deal_fixes_roles_and_leader():
    s = new(ROLES5, leader=3)
    assert s.roles == tuple(ROLES5) and s.to_act() == (3,)


# --- night -------------------------------------------------------------------

def test_night_knowledge_with_every_special():
    roles = ["merlin", "percival", "servant", "servant", "servant", "servant",
             "assassin", "morgana", "mordred", "oberon"]
    s = new(roles, percival=True, morgana=True, mordred=True, oberon=True)
    v = [G.view(s, p) for p in range(10)]
    # Merlin sees every evil but Mordred, Oberon included
    assert v[0]["sees_evil"] == [6, 7, 9]
    # Percival sees Merlin and Morgana, not told apart
    assert v[1]["merlin_candidates"] == [0, 7] and v[1]["sees_evil"] == []
    for p in (2, 3, 4, 5):
        assert v[p]["sees_evil"] == [] and v[p]["merlin_candidates"] == []
    # evil but Oberon see each other, not Oberon
    assert v[6]["sees_evil"] == [7, 8]
    assert v[7]["sees_evil"] == [6, 8]
    assert v[8]["sees_evil"] == [6, 7]
    # Oberon sees nobody
    assert v[9]["sees_evil"] == [] and v[9]["merlin_candidates"] == []
    for p in range(10):
        assert v[p]["role"] == roles[p]
        night = [e for e in v[p]["log"] if e["kind"] == "night"]
        assert len(night) == 1 and night[0]["seat"] == p and night[0]["role"] == roles[p]


def test_percival_without_morgana_sees_only_merlin():
    s = new(["servant", "percival", "merlin", "servant", "assassin", "minion"], percival=True)
    assert G.view(s, 1)["merlin_candidates"] == [2]


def test_public_view_knows_no_role():
    s = new(ROLES7)
    v = G.view(s, None)
    assert v["role"] is None and v["sees_evil"] == [] and v["revealed"] == [None] * 7
    assert not [e for e in v["log"] if e["kind"] == "night"]


# --- quests ------------------------------------------------------------------

@pytest.mark.parametrize("n", range(5, 11))
def test_team_sizes_per_quest(n):
    roles = characters(n, check_setup(n, None))
    s = new(roles, quest_order="in_order")
    sizes = []
    for q in range(1, 6):
        moves = s.legal(s.leader)
        assert {m["quest"] for m in moves} == {q}
        assert {len(m["team"]) for m in moves} == {TEAM_SIZES[n][q - 1]}
        sizes.append(len(moves[0]["team"]))
        if q in (2, 4):   # evil wins quests 2 and 4 so that quest 5 is played
            evil = evil_seats(s)
            s = round_(s, evil + good_team(s, sizes[-1] - len(evil)), failers=evil)
        else:
            s = round_(s, good_team(s, sizes[-1]))
    assert sizes == list(TEAM_SIZES[n])


def test_team_of_wrong_size_is_illegal():
    s = new(ROLES5)
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "propose", "quest": 1, "team": [0, 1, 2]})
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "propose", "quest": 1, "team": [1, 1]})


def test_leader_may_include_himself():
    s = new(ROLES5)
    assert {"kind": "propose", "quest": 1, "team": [0, 1]} in s.legal(0)
    assert propose(s, [0, 1]).phase == "vote"


@pytest.mark.parametrize("n,fails,success", [(7, 1, True), (7, 2, False), (10, 1, True),
                                             (6, 1, False), (5, 1, False)])
def test_quest_four_needs_two_fails_from_seven_players(n, fails, success):
    roles = characters(n, check_setup(n, None))
    s = new(roles)
    evil = evil_seats(s)
    for _ in range(3 if n != 5 else 2):  # reach quest 4: good wins 2, evil wins (n>5) 1
        if s.resolved() == 2 and n != 5:
            s = round_(s, evil[:1] + good_team(s, s.team_size(3) - 1), failers=evil[:1])
        else:
            s = round_(s, good_team(s, s.team_size(s.resolved() + 1)))
    assert s.resolved() == 3 - (n == 5) and next(q for q in range(1, 6) if not s.results[q-1]) in (3, 4)
    if n == 5:
        s = round_(s, evil[:1] + good_team(s, 1), failers=evil[:1])
    size = s.team_size(4)
    s = round_(s, evil[:2] + good_team(s, size - 2), failers=evil[:fails])
    assert s.results[3][0] is success and s.results[3][1] == fails
    assert G.view(s, None)["quests"][3]["fails_needed"] == (2 if n >= 7 else 1)


def test_one_fail_fails_an_ordinary_quest():
    s = round_(new(ROLES5), [0, 3], failers=[3])
    assert s.results[0] == (False, 1, False)
    assert G.view(s, 1)["quests"][0] == {"quest": 1, "size": 2, "fails_needed": 1,
                                         "result": "fail", "fails": 1, "by_rejects": False}


def test_good_must_play_success():
    s = vote(propose(new(ROLES5), [0, 3]), ALL)
    assert s.legal(0) == [{"kind": "quest", "success": True}]
    assert {m["success"] for m in s.legal(3)} == {True, False}
    with pytest.raises(IllegalAction) as err:
        G.apply(s, 0, {"kind": "quest", "success": False})
    assert err.value.key == "avalon_rules.error.good_must_succeed"


def test_evil_may_play_success():
    s = round_(new(ROLES5), [0, 3])
    assert s.results[0] == (True, 0, False)


def test_only_fail_counts_are_revealed_never_who_played_what():
    roles = ["merlin", "servant", "servant", "servant", "assassin", "minion", "minion"]
    base = vote(propose(new(roles), [4, 5]), ALL)
    a = quest(base, failers=[4])
    b = quest(base, failers=[5])
    for seat in [None] + list(range(7)):
        assert G.view(a, seat) == G.view(b, seat)
    mid_a = G.apply(base, 4, {"kind": "quest", "success": False})
    mid_b = G.apply(base, 4, {"kind": "quest", "success": True})
    for seat in [None, 0, 5]:
        va, vb = G.view(mid_a, seat), G.view(mid_b, seat)
        assert va == vb and va["played"] == [4]


# --- the vote ------------------------------------------------------------------

def test_strict_majority_sends_the_team():
    roles = ["merlin", "servant", "servant", "servant", "assassin", "minion"]
    s = propose(new(roles), [0, 1])
    tie = vote(s, {0, 1, 2})
    assert tie.phase == "propose" and tie.rejects == 1
    majority = vote(s, {0, 1, 2, 3})
    assert majority.phase == "quest"


def test_votes_hidden_until_all_are_in():
    s = propose(new(ROLES5), [0, 1])
    yes = G.apply(s, 2, {"kind": "vote", "approve": True})
    no = G.apply(s, 2, {"kind": "vote", "approve": False})
    for seat in (None, 0, 1, 3):
        vy, vn = G.view(yes, seat), G.view(no, seat)
        assert vy == vn and vy["voted"] == [2]
        assert "votes" not in json.dumps(vy["log"])
    assert G.view(yes, 2)["my_vote"] is True and G.view(no, 2)["my_vote"] is False
    done = vote(s, {0, 1, 2})
    lv = G.view(done, 4)["last_vote"]
    assert lv["votes"] == [True, True, True, False, False] and lv["approved"]


def test_everyone_votes_including_the_leader():
    s = propose(new(ROLES5), [0, 1])
    assert s.to_act() == (0, 1, 2, 3, 4)
    s = G.apply(s, 3, {"kind": "vote", "approve": True})
    assert s.to_act() == (0, 1, 2, 4)


def test_leader_rotates_clockwise_after_a_reject_and_after_a_quest():
    s = new(ROLES5, leader=4)
    s = vote(propose(s, [0, 1]), set())
    assert s.leader == 0 and s.rejects == 1
    s = round_(s, [0, 1])
    assert s.leader == 1 and s.rejects == 0


@pytest.mark.parametrize("rule", ["evil_wins_quest", "evil_wins_game"])
def test_fifth_rejected_team(rule):
    s = new(ROLES5, fifth_reject=rule)
    for i in range(4):
        s = vote(propose(s, [0, 1]), set())
        assert s.rejects == i + 1 and not s.over()
    s = vote(propose(s, [0, 1]), set())
    if rule == "evil_wins_quest":
        assert s.results[0] == (False, 0, True) and not s.over()
        assert s.rejects == 0 and s.phase == "propose" and s.leader == 0
        assert G.view(s, 0)["quests"][0]["by_rejects"]
        assert G.view(s, 0)["log"][-1] == {"kind": "quest_result", "quest": 1, "team": [],
                                           "success": False, "fails": 0, "by_rejects": True}
    else:
        assert s.over() and s.winner == "evil" and set(s.winners()) == {3, 4}
        assert s.reason == "fifth_reject"


# --- quest order ---------------------------------------------------------------

def test_in_order_quests():
    s = new(ROLES5)
    assert G.view(s, 0)["open_quests"] == [1]
    with pytest.raises(IllegalAction):
        G.apply(s, 0, {"kind": "propose", "quest": 2, "team": [0, 1, 2]})


def test_free_order_any_unplayed_quest_but_five_last():
    s = new(ROLES5, quest_order="free")
    assert G.view(s, 0)["open_quests"] == [1, 2, 3, 4]
    with pytest.raises(IllegalAction) as err:
        G.apply(s, 0, {"kind": "propose", "quest": 5, "team": [0, 1, 2]})
    assert err.value.key == "avalon_rules.error.quest_closed"
    s = round_(s, [0, 1, 2], quest_no=4)
    assert G.view(s, 1)["open_quests"] == [1, 2, 3]
    s = round_(s, [0, 3], failers=[3], quest_no=3)
    s = round_(s, [0, 1, 2], quest_no=2)
    assert G.view(s, 0)["open_quests"] == [1]
    s = round_(s, [0, 4], failers=[4], quest_no=1)
    assert G.view(s, 0)["open_quests"] == [5]
    assert {m["quest"] for m in s.legal(s.leader)} == {5}


# --- end of game -------------------------------------------------------------

def test_three_failed_quests_win_for_evil_at_once():
    s = new(ROLES5)
    s = round_(s, [0, 3], failers=[3])
    s = round_(s, [0, 1, 3], failers=[3])
    assert not s.over()
    s = round_(s, [0, 3], failers=[3])
    assert s.over() and s.winner == "evil" and s.reason == "three_fails"
    assert set(s.winners()) == {3, 4}
    assert G.view(s, 0)["revealed"] == ROLES5


def _three_successes(**opts):
    s = new(ROLES5, **opts)
    s = round_(s, [0, 1])
    s = round_(s, [0, 1, 2])
    return round_(s, [1, 2])


def test_three_successes_lead_to_assassination_with_evil_revealed():
    s = _three_successes()
    assert s.phase == "assassinate" and s.to_act() == (3,) and not s.over()
    v = G.view(s, 1)
    assert v["revealed"] == [None, None, None, "assassin", "minion"] and v["assassin"] == 3
    assert [m["target"] for m in s.legal(3)] == [0, 1, 2]
    with pytest.raises(IllegalAction):
        G.apply(s, 3, {"kind": "assassinate", "target": 4})


def test_assassin_names_merlin_and_evil_wins():
    s = G.apply(_three_successes(), 3, {"kind": "assassinate", "target": 0})
    assert s.over() and s.winner == "evil" and set(s.winners()) == {3, 4}
    assert G.view(s, None)["revealed"] == ROLES5


def test_assassin_misses_and_good_wins():
    s = G.apply(_three_successes(), 3, {"kind": "assassinate", "target": 2})
    assert s.over() and s.winner == "good" and set(s.winners()) == {0, 1, 2}
    assert s.reason == "assassin_missed"


def test_classic_resistance_has_no_merlin_and_no_assassination():
    s = G.new(5, 4, options={"merlin_assassin": False})
    assert sorted(s.roles) == ["minion", "minion", "servant", "servant", "servant"]
    s = new(["servant", "servant", "servant", "minion", "minion"], merlin_assassin=False)
    s = round_(s, [0, 1])
    s = round_(s, [0, 1, 2])
    s = round_(s, [1, 2])
    assert s.over() and s.winner == "good" and s.reason == "three_successes"


# --- Lady of the Lake --------------------------------------------------------

def _lady_game(**opts):
    return new(ROLES7, leader=2, lady_of_the_lake=True, **opts)


def test_lady_starts_right_of_the_first_leader():
    s = _lady_game()
    assert s.lady == 1 and G.view(s, None)["lady"] == 1
    assert new(ROLES7, leader=0, lady_of_the_lake=True).lady == 6
    assert new(ROLES7).lady is None


def test_lady_is_used_after_quests_two_three_and_four_only():
    s = _lady_game()
    s = round_(s, [0, 1])
    assert s.phase == "propose"
    s = round_(s, [0, 1, 2])
    assert s.phase == "lady" and s.to_act() == (1,)
    s = G.apply(s, 1, {"kind": "lady", "target": 4})
    s = round_(s, [0, 4, 5], failers=[4])
    assert s.phase == "lady" and s.to_act() == (4,)
    s = G.apply(s, 4, {"kind": "lady", "target": 5})
    s = round_(s, [0, 1, 2, 3])
    assert s.phase == "assassinate" and len(s.lady_exams) == 2


def test_lady_at_most_three_uses():
    s = _lady_game()
    s = round_(s, [0, 1])
    s = round_(s, [0, 4, 5], failers=[4])
    s = G.apply(s, 1, {"kind": "lady", "target": 2})
    s = round_(s, [0, 1, 2])
    s = G.apply(s, 2, {"kind": "lady", "target": 3})
    s = round_(s, [0, 1, 4, 5], failers=[4, 5])
    s = G.apply(s, 3, {"kind": "lady", "target": 0})
    assert G.view(s, None)["lady_uses"] == 3 and s.lady == 0
    s = round_(s, [0, 1, 4, 5], failers=[4, 5])
    assert s.over() and s.winner == "evil"


def test_lady_result_only_in_the_holders_view():
    s = round_(round_(_lady_game(), [0, 1]), [0, 1, 2])
    s = G.apply(s, 1, {"kind": "lady", "target": 4})
    holder = G.view(s, 1)
    assert holder["lady_results"] == [{"target": 4, "good": False}]
    assert {"kind": "lady_result", "holder": 1, "target": 4, "good": False} in holder["log"]
    assert holder["lady"] == 4 and holder["lady_checks"] == [{"holder": 1, "target": 4}]
    for seat in (None, 0, 2, 4, 5):
        v = G.view(s, seat)
        assert v["lady_results"] == [] and "lady_result" not in [e["kind"] for e in v["log"]]
        assert v["lady_checks"] == [{"holder": 1, "target": 4}]


def test_lady_shows_loyalty_not_character():
    s = round_(round_(_lady_game(), [0, 1]), [0, 1, 2])
    s = G.apply(s, 1, {"kind": "lady", "target": 0})
    assert G.view(s, 1)["lady_results"] == [{"target": 0, "good": True}]


def _second_use(**opts):
    """Holder 1 examines 4; then 4 holds the Lady after quest 3."""
    s = round_(round_(_lady_game(**opts), [0, 5], failers=[5]), [0, 1, 2])
    s = G.apply(s, 1, {"kind": "lady", "target": 4})
    return round_(s, [0, 1, 2])


def test_lady_default_bars_self_and_last_examiner():
    s = _second_use()
    targets = {m["target"] for m in s.legal(4)}
    assert targets == {0, 2, 3, 5, 6, None}
    with pytest.raises(IllegalAction):
        G.apply(s, 4, {"kind": "lady", "target": 1})
    with pytest.raises(IllegalAction):
        G.apply(s, 4, {"kind": "lady", "target": 4})


def test_lady_never_held_option_bars_every_past_holder():
    s = _second_use(lady_targets="never_held")
    s = G.apply(s, 4, {"kind": "lady", "target": 5})
    s = round_(s, [0, 1, 5, 6], failers=[5, 6])
    assert s.phase == "lady"
    assert {m["target"] for m in s.legal(5)} == {0, 2, 3, 6, None}


def test_lady_optional_may_pass_and_keeps_her():
    s = _second_use()
    s = G.apply(s, 4, {"kind": "lady", "target": None})
    assert s.lady == 4 and s.phase == "propose"
    assert G.view(s, 0)["lady_uses"] == 1


def test_lady_mandatory_cannot_pass():
    s = _second_use(lady_use="mandatory")
    assert None not in [m["target"] for m in s.legal(4)]
    with pytest.raises(IllegalAction):
        G.apply(s, 4, {"kind": "lady", "target": None})


# --- moves and turns -------------------------------------------------------------

def test_illegal_moves_leave_the_state_unchanged():
    s = new(ROLES5)
    before = G.view(s, None)
    for seat, move in [(1, {"kind": "propose", "quest": 1, "team": [0, 1]}),
                       (0, {"kind": "vote", "approve": True}),
                       (0, {"kind": "propose", "quest": 1, "team": [1, 0]}),
                       (0, {"kind": "propose", "quest": 1, "team": [0, 1], "x": 1}),
                       (0, {"kind": "dance"}), (0, "propose"), (9, {"kind": "vote", "approve": True})]:
        with pytest.raises(IllegalAction):
            G.apply(s, seat, move)
    assert G.view(s, None) == before


def test_legal_moves_are_accepted_and_only_the_actor_has_any():
    s = new(ROLES7, leader=1)
    assert all(s.legal(p) == [] for p in range(7) if p != 1)
    for m in s.legal(1)[:5]:
        assert G.apply(s, 1, m).phase == "vote"
