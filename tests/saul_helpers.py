"""Builders for the Saül contre David tests: fixed deals and scripted nights and votes."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import game
from game.saul.rules import SaulState
from game.saul.state import DEBATE, NIGHT

G = game.get("saul")
BARE = {"valiant_warrior": False, "eliezer": False, "general": False}


def table(roles: list[str], middle: list[str] | None = None, seed: int = 0, **options: Any) -> SaulState:
    """A game dealt ``roles`` (and ``middle``), with only the cards the deal holds switched on."""
    opts: dict[str, Any] = dict(BARE)
    cards = set(roles) | set(middle or [])
    opts.update({"valiant_warrior": "valiant" in cards, "eliezer": "eliezer" in cards,
                 "servant": "servant" in cards, "michal": "michal" in cards,
                 "thief": middle is not None, "spies": roles.count("spy") + (middle or []).count("spy")})
    opts.update(options)
    deal: dict[str, Any] = {"roles": roles}
    if middle is not None:
        deal["middle"] = middle
    return G.new(len(roles), seed, options=opts, deal=deal)


def night(s: SaulState, moves: Mapping[int, dict[str, Any]] | None = None) -> SaulState:
    """Play the current night pass by pass: each seat plays its move in ``moves`` when that
    move is legal now, else sleeps when it may, else its first legal move."""
    moves = moves or {}
    while s.phase == NIGHT:
        seat = s.to_act()[0]
        legal = s.legal(seat)
        want = moves.get(seat)
        if want is not None and want in legal:
            move = want
        elif {"kind": "sleep"} in legal:
            move = {"kind": "sleep"}
        else:
            move = legal[0]
        s = G.apply(s, seat, move)
    return talked(s)


def talked(s: SaulState) -> SaulState:
    """Every living seat ends the table talk (when the day is in its debate)."""
    while s.phase == DEBATE:
        s = G.apply(s, s.to_act()[0], {"kind": "ready"})
    return s


def until(s: SaulState, seat: int, step: str, moves: Mapping[int, dict[str, Any]] | None = None
          ) -> SaulState:
    """Play the night as ``night`` does until ``seat`` owes its move in pass ``step``."""
    moves = moves or {}
    while not (s.phase == NIGHT and s.passes[0] == step and s.to_act()[0] == seat):
        mover = s.to_act()[0]
        legal = s.legal(mover)
        want = moves.get(mover)
        move = want if want in legal else {"kind": "sleep"} if {"kind": "sleep"} in legal else legal[0]
        s = G.apply(s, mover, move)
    return s


def first_debate() -> SaulState:
    """Eight seats (Spies 0 and 1, Samuel 2, Warriors), the Spies having captured seat 7
    the first night: the first day's debate, nobody has spoken yet."""
    s = until(table(["spy", "spy", "samuel"] + ["warrior"] * 5), 7, "main",
              {0: {"kind": "capture", "target": 7}, 1: {"kind": "capture", "target": 7}})
    return G.apply(s, 7, {"kind": "sleep"})

def ballot(s: SaulState, targets: Mapping[int, int]) -> SaulState:
    """Every seat owing a vote (election or banishment) votes for its target in ``targets``."""
    s = talked(s)
    kind = s.phase
    for seat in list(s.to_act()):
        s = G.apply(s, seat, {"kind": kind, "target": targets[seat]})
    return talked(s)


def events(s: SaulState, kind: str, seat: int | None = None) -> list[dict[str, Any]]:
    return [e for e in G.view(s, seat)["log"] if e["kind"] == kind]
