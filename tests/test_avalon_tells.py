"""Bot tells: a normal bot as evil must not be told apart from good by whether it
approves the team it just proposed (issue 9: evil leaders rejected their own teams)."""
from __future__ import annotations

import random

import game
from game.avalon.data import SIDE_OF

G = game.get("avalon")


def own_team_votes(games: int = 20, players: int = 7) -> dict[str, list[bool]]:
    out: dict[str, list[bool]] = {"good": [], "evil": []}
    for seed in range(games):
        state = G.new(players, seed)
        bots = [G.make_bot("normal", p) for p in range(players)]
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
    votes = own_team_votes()
    rate = {side: sum(v) / len(v) for side, v in votes.items()}
    assert min(len(v) for v in votes.values()) >= 10
    assert abs(rate["good"] - rate["evil"]) <= 0.02, rate
