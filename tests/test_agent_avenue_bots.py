"""Agent Avenue bots: each level's behaviour as issue 11 describes it; the hard bot
against fixed styles that are not ours (slow)."""
from __future__ import annotations

import json
import random

import pytest

from game.agent_avenue.bots import easy, hard, normal
from game.agent_avenue.bots.styles import STYLES
from tests.agent_avenue_helpers import FILLER, G, play, row, start

CB, DD, EN, SA, SE, DA = "codebreaker", "daredevil", "enforcer", "saboteur", "sentinel", \
    "double_agent"


def act(bot_module, s, seat, seed=0):
    view = json.loads(json.dumps(G.view(s, seat)))
    return bot_module.Bot(seat).act(view, s.legal(seat), random.Random(seed))


def first_play(bot_module, s, seat=0, seed=0):
    """The pair a bot plays (its discards, if any, are returned instead)."""
    m = act(bot_module, s, seat, seed)
    if m["kind"] != "play_up":
        return m
    t = G.apply(s, seat, m)
    return m["card"], act(bot_module, t, seat, seed)["card"]


def test_easy_recruits_the_card_that_moves_it_most():
    s = play(start([["sidekick", "mole", SA, SE], list(FILLER)]), "sidekick", "mole")
    assert act(easy, s, 1) == {"kind": "recruit", "pick": "up"}
    s = play(start([["sidekick", "mole", SA, SE], list(FILLER)]), "mole", "sidekick")
    assert act(easy, s, 1) == {"kind": "recruit", "pick": "down"}


@pytest.mark.parametrize("level", [normal, hard])
def test_never_hands_over_a_third_codebreaker_when_it_can_avoid_it(level):
    s = start([[CB, EN, SA, SE], list(FILLER)], tableau=(row(), row(codebreaker=2)))
    for seed in range(5):
        pair = first_play(level, s, seed=seed)
        assert pair == {"kind": "discard", "card": CB} or CB not in pair


@pytest.mark.parametrize("level", [normal, hard])
def test_avoids_handing_over_a_double_agent_jump(level):
    s = start([[DA, EN, SA, SE], list(FILLER)], tableau=(row(), row(double_agent=1)),
              progress=(0, -2))
    pair = first_play(level, s)
    assert isinstance(pair, tuple) and DA not in pair


@pytest.mark.parametrize("level", [normal, hard])
def test_discards_a_card_that_can_only_lose(level):
    s = start([[CB, CB, CB, CB], list(FILLER)], tableau=(row(), row(codebreaker=2)))
    assert act(level, s, 0) == {"kind": "discard", "card": CB}


@pytest.mark.parametrize("level", [normal, hard])
def test_takes_the_winning_card(level):
    s2 = play(start([[CB, EN, SA, SE], list(FILLER)], tableau=(row(), row(codebreaker=2))),
              CB, EN)
    assert act(level, s2, 1) == {"kind": "recruit", "pick": "up"}


def test_hard_plays_a_mixed_strategy():
    s = start([[DD, EN, SA, SE], list(FILLER)])
    pairs = {first_play(hard, s, seed=i) for i in range(30)}
    assert len(pairs) >= 2


def test_bots_handle_market_and_abilities():
    s = start([[DD, CB, SA, SE], list(FILLER)], deck_top=[SE, SA],
              market=["double_trouble", "mind_control", "lookout"],
              tableau=(row(), row(codebreaker=2)))
    s = G.apply(play(s, SE, DD), 1, {"kind": "recruit", "pick": "up"})  # side 0: a Daredevil, +2: market
    assert s.phase == "market"
    m = act(hard, s, 0)
    assert m == {"kind": "market", "card": "mind_control"}  # take a Codebreaker away
    s = G.apply(s, 0, m)
    assert act(normal, s, 0) == {"kind": "ability", "agent": CB}


def _match(level, style, games, players=2, options=None):
    won = 0
    for k in range(games):
        s = G.new(players, 1000 + k, options or {})
        rng = random.Random(k)
        mine = k % 2
        bots = [level.Bot(p) if p % 2 == mine else STYLES[style](p) for p in range(players)]
        while not s.over():
            seat = s.to_act()[0]
            view = json.loads(json.dumps(G.view(s, seat)))
            s = G.apply(s, seat, bots[seat].act(view, s.legal(seat), rng))
        won += s.winners()[0] % 2 == mine
    return won / games


@pytest.mark.slow
@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("mode", ["basic", "advanced"])
def test_hard_beats_fixed_styles(style, mode):
    assert _match(hard, style, 120, options={"mode": mode}) >= 0.8


@pytest.mark.parametrize("style", sorted(STYLES))
def test_hard_beats_fixed_styles_quick(style):
    assert _match(hard, style, 12) >= 0.6
