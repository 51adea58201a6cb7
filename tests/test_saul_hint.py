"""Saül contre David hints (game/saul/bots/hint.py): a legal move, a reason text in both
languages, the suspicion in %, and (twin deals) nothing the seat cannot see."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.hints import hint
from tests.saul_helpers import G, first_debate, night, table

W, S, SAM = "warrior", "spy", "samuel"
TR = Path(__file__).resolve().parent.parent / "scenes" / "data" / "translations"


def keys(lang):
    return set(json.loads((TR / f"hints_saul.{lang}.json").read_text(encoding="utf-8"))[lang])


def test_every_hint_of_whole_games_is_legal_and_has_its_text():
    en, fr = keys("en"), keys("fr")
    assert en == fr
    for seed, options in ((1, {}), (2, {"servant": True, "michal": True, "thief": True})):
        s = G.new(9, seed, options)
        rng = random.Random(seed)
        bots = [G.make_bot("hard", p) for p in range(9)]
        while not s.over():
            seat = s.to_act()[0]
            view, legal = G.view(s, seat), s.legal(seat)
            h = hint("saul", view, legal, random.Random(0))
            assert h.move in legal
            assert h.reason_key.startswith("hints_saul.") and h.reason_key[11:] in en
            assert h.suspicion is not None and seat not in h.suspicion
            assert all(0 <= x <= 100 for x in h.suspicion.values())
            assert set(h.suspicion) == {p for p in range(9) if s.alive[p] and p != seat}
            s = G.apply(s, seat, bots[seat].act(view, legal, rng))


def test_a_samuel_who_saw_a_spy_is_told_to_vote_for_it():
    s = night(table([S, S, SAM, W, W, W, W, W]), {2: {"kind": "vision", "target": 1},
                                                  0: {"kind": "capture", "target": 7},
                                                  1: {"kind": "capture", "target": 7}})
    h = hint("saul", G.view(s, 2), s.legal(2), random.Random(0))
    assert h.move == {"kind": "vote", "target": 1}
    assert h.reason_key == "hints_saul.known_spy" and h.params == {"target": 1}


def test_a_warrior_is_told_of_a_samuel_claimants_vision():
    s = first_debate()
    s = G.apply(s, 2, {"kind": "say", "claim": "role", "role": SAM})
    s = G.apply(s, 2, {"kind": "say", "claim": "vision", "target": 0, "role": S})
    h = hint("saul", G.view(s, 4), s.legal(4), random.Random(0))
    assert h.move == {"kind": "ready"} and h.reason_key == "hints_saul.ready_suspect"
    assert h.params["target"] == 0 and h.suspicion[0] == max(h.suspicion.values())
    from tests.saul_helpers import talked
    s = talked(s)
    h = hint("saul", G.view(s, 4), s.legal(4), random.Random(0))
    assert h.move == {"kind": "vote", "target": 0}
    assert h.reason_key == "hints_saul.vote_vision" and h.params["seat"] == 2


@pytest.mark.parametrize("card", ["servant", "michal"])
def test_twin_deals_give_the_same_hints(card):
    """Seats 5 and 6 swap a special card and a Warrior's: seat 3's hints, all day, are
    the same in both deals (the hint sees only the seat's view)."""
    night_moves = {0: {"kind": "capture", "target": 7}, 1: {"kind": "capture", "target": 7},
                   2: {"kind": "vision", "target": 4}}
    runs = []
    for holder in (5, 6):
        roles = [S, S, SAM, W, W, W, W, W, W]
        roles[holder] = card
        moves = dict(night_moves)
        moves[holder] = {"kind": "michal", "spy": False}
        s = night(table(roles, seed=4), moves)
        bots = [G.make_bot("hard", p) for p in range(9)]
        hints = []
        while s.phase != "night" and not s.over():
            seat = s.to_act()[0]
            if 3 in s.to_act():
                h = hint("saul", G.view(s, 3), s.legal(3), random.Random(1))
                hints.append((h.move, h.reason_key, h.params, h.suspicion))
            s = G.apply(s, seat, bots[seat].act(G.view(s, seat), s.legal(seat),
                                                random.Random(f"{seat}:{len(s.log)}")))
        runs.append(hints)
    assert runs[0] and runs[0] == runs[1]
