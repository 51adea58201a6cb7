"""Bot tells: a bot as evil must not be told apart from good by whether it approves
the team it just proposed (issue 9: normal evil leaders rejected their own teams; issue
10: hard evil leaders did so during evil's early stall, 44% of own-team votes approved at
7 players against 99.6% for good leaders), and a reader of votes must not take a
leader's vote on his own team for a sign of either side. Hard leaders back their own
team by what the public can see (they reject it when, where their vote decides, it
looks dirty), so evil leaders, whose teams look dirtier, reject theirs more often; what
must not differ is how the vote follows from the team and the public record."""
from __future__ import annotations

import random

import pytest

import game
from game.avalon.bots.hard import PARAMS, Bot
from game.avalon.bots.reading import Reading
from game.avalon.data import SIDE_OF

G = game.get("avalon")


def own_team_votes(games: int = 20, players: int = 7, level: str = "normal"
                   ) -> dict[str, list[bool]]:
    out: dict[str, list[bool]] = {"good": [], "evil": []}
    for seed in range(games):
        state = G.new(players, seed)
        bots = [G.make_bot(level, p) for p in range(players)]
        rng = random.Random(seed)
        roles = [G.view(state, p)["role"] for p in range(players)]
        while not state.over():
            seat = min(state.to_act())
            view = G.view(state, seat)
            move = bots[seat].act(view, state.legal(seat), rng)
            if move.get("kind") == "say":
                state = G.apply(state, seat, move)
                continue
            if move["kind"] == "vote" and view["leader"] == seat and view["rejects"] < 4:
                out[SIDE_OF[roles[seat]]].append(move["approve"])
            state = G.apply(state, seat, move)
    return out


def test_leaders_approve_their_own_team_whatever_their_side():
    votes = own_team_votes(20, level="normal")
    rate = {side: sum(v) / len(v) for side, v in votes.items()}
    assert min(len(v) for v in votes.values()) >= 10
    assert abs(rate["good"] - rate["evil"]) <= 0.02, rate


@pytest.mark.parametrize("players", [5, 7])
def test_hard_leaders_vote_on_their_own_team_as_the_public_would_whatever_their_side(players):
    """Each hard leader's vote on his own team (while the own-team rule holds) against a
    plain good leader's in his seat judging from the public record alone: both sides
    follow it (good not always: his own belief is not quite the public's)."""
    follows: dict[str, list[bool]] = {"good": [], "evil": []}
    for seed in range(8):
        state = G.new(players, seed)
        bots = [Bot(p) for p in range(players)]
        rng = random.Random(seed)
        roles = [G.view(state, p)["role"] for p in range(players)]
        while not state.over():
            seat = min(state.to_act())
            view = G.view(state, seat)
            move = bots[seat].act(view, state.legal(seat), rng)
            if (move["kind"] == "vote" and view["leader"] == seat
                    and view["rejects"] < PARAMS["own_team_until"]):
                mind = bots[seat].remember(view)
                need = mind.need[view["quest"] - 1]
                public = bots[seat]._servant_approves(mind, view["team"], seat, need)
                follows[SIDE_OF[roles[seat]]].append(move["approve"] == public)
            state = G.apply(state, seat, move)
    rate = {side: sum(v) / len(v) for side, v in follows.items()}
    assert min(len(v) for v in follows.values()) >= 15
    assert min(rate.values()) >= 0.85, rate


def test_a_leaders_vote_on_his_own_team_tells_a_reader_nothing():
    """Normal's reading of votes: the same weights whether the leader approved his own
    team or not (it used to clear a leader who rejected it)."""
    state = G.new(5, 3)
    view = G.view(state, 0)
    leader = view["leader"]
    team = sorted({leader, (leader + 1) % 5})
    state = G.apply(state, leader, {"kind": "propose", "quest": 1, "team": team})
    reader = next(p for p in range(5) if p != leader and G.view(state, p)["role"] == "servant")
    suspicion = {}
    for backs in (True, False):
        s = state
        for seat in range(5):
            s = G.apply(s, seat, {"kind": "vote", "approve": backs if seat == leader else False})
        r = Reading.of(G.view(s, reader))
        suspicion[backs] = r.suspicion(r.weights())
    assert suspicion[True] == pytest.approx(suspicion[False])
