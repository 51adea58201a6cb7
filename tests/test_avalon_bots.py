"""Easy and normal bots: legal, simple where they should be, deducing where they should."""
from __future__ import annotations

import json
import random

import pytest

from game.avalon import bot_factory
from game.avalon.bots import easy, normal
from game.avalon.bots.reading import Reading

from .avalon_helpers import ROLES5, ROLES7, G, new, propose, quest, round_, vote

ALL_SPECIALS = {"percival": True, "morgana": True, "mordred": True, "oberon": True,
                "lady_of_the_lake": True}


def play(players, levels, seed, options=None):
    rng = random.Random(seed)
    bots = [G.make_bot(levels[p % len(levels)], p) for p in range(players)]
    s = G.new(players, seed, options)
    steps = 0
    while not s.over():
        seat = s.to_act()[0]
        view = json.loads(json.dumps(G.view(s, seat)))
        legal = s.legal(seat)
        move = bots[seat].act(view, legal, rng)
        assert move in legal or move in s.talk(seat)
        s = G.apply(s, seat, move)
        steps += 1
        assert steps < 3000
    return s


@pytest.mark.parametrize("players", range(5, 11))
@pytest.mark.parametrize("options", [None, {"quest_order": "free", "fifth_reject": "evil_wins_game",
                                            "lady_of_the_lake": True, "lady_use": "mandatory"},
                                     "specials"])
def test_bots_play_legal_whole_games(players, options):
    if options == "specials":
        options = dict(ALL_SPECIALS) if players >= 10 else {"percival": True, "morgana": True,
                                                             "lady_of_the_lake": True}
    s = play(players, ["easy", "normal"], players, options)
    assert s.winner in ("good", "evil")


def test_factory_levels_and_hard_fallback():
    assert isinstance(bot_factory("easy", 0), easy.Bot)
    assert isinstance(bot_factory("normal", 1), normal.Bot)
    assert callable(G.make_bot("hard", 2).act)


def _act(level, s, seat, seed=0, said=None):
    """The bot's owed move; any statements it makes first are applied (and kept in ``said``)."""
    bot, rng = G.make_bot(level, seat), random.Random(seed)
    for _ in range(5):
        move = bot.act(G.view(s, seat), s.legal(seat), rng)
        if move["kind"] != "say":
            return move
        assert move in s.talk(seat)
        s = G.apply(s, seat, move)
        if said is not None:
            said.append(move)
    raise AssertionError("the bot keeps talking")


# --- easy ------------------------------------------------------------------------

def test_easy_approves_teams_it_is_on_and_shuns_failed_quest_teams():
    s = round_(new(ROLES5), [1, 4], failers=[4])   # a failed quest taints seats 1 and 4
    s = propose(s, [0, 1, 3])
    for seed in range(10):
        assert _act("easy", s, 0, seed) == {"kind": "vote", "approve": True}
        assert _act("easy", s, 1, seed) == {"kind": "vote", "approve": True}
        assert _act("easy", s, 2, seed) == {"kind": "vote", "approve": False}
    s = propose(vote(s, set()), [0, 2, 3])
    assert _act("easy", s, 4, 0) == {"kind": "vote", "approve": True}  # an untainted team
    s = vote(s, set())
    for team in ([1, 2, 3], [2, 3, 4]):
        s = vote(propose(s, team), set())
    assert s.rejects == 4
    assert _act("easy", propose(s, [0, 1, 4]), 2) == {"kind": "vote", "approve": True}
    assert _act("easy", propose(s, [0, 2, 3]), 3) == {"kind": "vote", "approve": True}


def test_easy_puts_itself_on_its_teams():
    s = new(ROLES7, leader=2)
    for seed in range(10):
        assert 2 in _act("easy", s, 2, seed)["team"]


def test_easy_evil_fails_every_quest_it_can():
    s = vote(propose(new(ROLES5), [0, 3]), set(range(5)))
    for seed in range(10):
        assert _act("easy", s, 3, seed) == {"kind": "quest", "success": False}
        assert _act("easy", s, 0, seed) == {"kind": "quest", "success": True}


# --- normal ----------------------------------------------------------------------

def test_normal_deduces_who_must_be_evil_from_a_failed_quest():
    # seat 0 (good) was on a two-seat team that failed: seat 4 must be evil
    s = round_(new(ROLES5), [0, 4], failers=[4])
    r = Reading.of(G.view(s, 0))
    assert r.suspicion(r.weights())[4] == pytest.approx(1.0)
    s = propose(s, [1, 2, 4])
    for seed in range(10):
        assert _act("normal", s, 0, seed) == {"kind": "vote", "approve": False}


def test_normal_never_proposes_a_known_evil():
    s = round_(new(ROLES5, leader=4), [0, 4], failers=[4])
    assert s.leader == 0
    for seed in range(10):
        move = _act("normal", s, 0, seed)
        assert 0 in move["team"] and 4 not in move["team"]


def test_normal_reads_sets_that_must_hold_an_evil():
    # team {1, 2, 3} failed with one card; seat 0 (good) suspects those three more than 4
    roles = ["servant", "servant", "merlin", "assassin", "minion"]
    s = round_(new(roles, leader=0), [0, 1])
    s = round_(s, [1, 2, 3], failers=[3])
    r = Reading.of(G.view(s, 0))
    weights = r.weights()
    assert all(e & 0b01110 for e, _ in weights)  # every evil set meets the failed team
    assert r.suspicion(weights)[0] == 0


def test_normal_evil_approves_teams_with_evil_and_fails_when_it_decides_the_game():
    s = new(ROLES5)
    s = round_(s, [0, 3], failers=[3])
    s = round_(s, [0, 1, 4], failers=[4])
    s = propose(s, [0, 3])
    votes = [_act("normal", s, 4, seed)["approve"] for seed in range(40)]
    assert votes.count(True) > 25
    s = vote(s, set(range(5)))
    for seed in range(10):
        assert _act("normal", s, 3, seed) == {"kind": "quest", "success": False}


def test_normal_assassin_names_the_seat_whose_votes_tracked_the_truth():
    roles = ["servant", "servant", "merlin", "assassin", "minion"]
    s = new(roles, leader=0)
    # Merlin (2) rejects every team with evil on it and approves the clean one;
    # the servants approve everything; evil plays Success to hide
    for team in ([0, 3], [1, 2, 4], [0, 1]):
        s = vote(propose(s, team), {0, 1, 3, 4} | ({2} if not {3, 4} & set(team) else set()))
        s = quest(s)
    assert s.phase == "assassinate"
    for seed in range(5):
        assert _act("normal", s, 3, seed) == {"kind": "assassinate", "target": 2}


def test_normal_percival_trusts_merlin_when_morgana_is_out():
    roles = ["servant", "percival", "merlin", "assassin", "minion"]
    s = new(roles, leader=1, percival=True)
    r = Reading.of(G.view(s, 1))
    assert r.suspicion(r.weights())[2] == 0


def test_normal_is_memoryless_same_view_same_move():
    s = round_(new(ROLES7, leader=3, lady_of_the_lake=True), [0, 4], failers=[4])
    view = json.loads(json.dumps(G.view(s, s.leader)))
    a = normal.Bot(s.leader).act(view, s.legal(s.leader), random.Random(5))
    bot = normal.Bot(s.leader)
    bot.act(G.view(s, s.leader), s.legal(s.leader), random.Random(1))
    b = bot.act(view, s.legal(s.leader), random.Random(5))
    assert a == b


def test_normal_beats_easy_and_easy_beats_random_over_a_few_games():
    def rate(levels, games=100, players=5):
        won = {lv: [0, 0] for lv in levels}
        for i in range(games):
            seat_levels = [levels[(p + i) % len(levels)] for p in range(players)]
            s = play(players, seat_levels, 1000 + i)
            for p, lv in enumerate(seat_levels):
                won[lv][0] += p in s.winners()
                won[lv][1] += 1
        return {lv: w / n for lv, (w, n) in won.items()}
    r = rate(["normal", "easy"])
    assert r["normal"] > r["easy"]
    r = rate(["easy", "random"])
    assert r["easy"] > r["random"]


def test_normal_good_states_proven_evil_and_its_lady_result_once():
    s = new(ROLES7, leader=2, lady_of_the_lake=True)
    s = round_(s, [0, 4], failers=[4])        # seat 0 now knows 4 is evil
    s = round_(s, [0, 1, 2])
    assert s.phase == "lady" and s.lady == 1
    s = G.apply(s, 1, {"kind": "lady", "target": 5})
    s = propose(s, [0, 1, 2])
    said = []
    assert _act("normal", s, 0, said=said)["kind"] == "vote"
    assert said == [{"kind": "say", "claim": "evil", "target": 4}]
    said = []
    _act("normal", s, 1, said=said)
    assert {"kind": "say", "claim": "lady", "target": 5, "good": False} in said
    # said once: after saying it, the same seat goes straight to its move
    t = G.apply(s, 1, {"kind": "say", "claim": "lady", "target": 5, "good": False})
    t = G.apply(t, 0, {"kind": "vote", "approve": True})
    said = []
    _act("normal", t, 1, said=said)
    assert not [m for m in said if m["claim"] == "lady"]


def test_normal_merlin_never_states_what_only_he_saw():
    s = propose(new(ROLES5), [0, 3])
    said = []
    for seed in range(5):
        _act("normal", s, 0, seed, said=said)
    assert said == []
