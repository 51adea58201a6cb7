"""Bot tells: a bot as evil must not be told apart from good by whether it approves
the team it just proposed (issue 9: normal evil leaders rejected their own teams; issue
10: hard evil leaders did so during evil's early stall, 44% of own-team votes approved at
7 players against 99.6% for good leaders), and a reader of votes must not take a
leader's vote on his own team for a sign of either side."""
from __future__ import annotations

import random

import pytest

import game
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


@pytest.mark.parametrize("level, games, slack", [("normal", 20, 0.02), ("hard", 12, 0.06)])
def test_leaders_approve_their_own_team_whatever_their_side(level, games, slack):
    votes = own_team_votes(games, level=level)
    rate = {side: sum(v) / len(v) for side, v in votes.items()}
    assert min(len(v) for v in votes.values()) >= 10
    assert abs(rate["good"] - rate["evil"]) <= slack, rate


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
