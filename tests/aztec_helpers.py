"""Builders for Aztec rule tests: deals with chosen cards, and whole rounds played."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import game
from game.aztec.data import ARTEFACT_DECK, CHARACTERS, JEWEL_DECK, PILE, from_mapping
from game.aztec.state import AztecState

G = game.get("aztec")
R, B, Y = {"red": 1}, {"blue": 1}, {"yellow": 1}


def make_deal(players: int, tops: Sequence[dict] = (), first: int = 0,
              artefacts: Sequence[str] | None = None,
              characters: Sequence[str] | None = None,
              piles: Sequence[Sequence[dict]] | None = None) -> dict[str, Any]:
    """A deal whose seats' first cards are ``tops`` (rest filled from the deck)."""
    pool = list(JEWEL_DECK)
    given = [list(p) for p in piles] if piles else [[t] if t else [] for t in tops]
    given += [[] for _ in range(players - len(given))]
    for pile in given:
        for c in pile:
            pool.remove(from_mapping(c))
    out = []
    for pile in given:
        while len(pile) < PILE:
            c = pool.pop()
            pile.append({k: v for k, v in zip(("red", "blue", "yellow"), c) if v})
        out.append(pile)
    arts = list(artefacts or [])
    rest = list(ARTEFACT_DECK)
    for a in arts:
        rest.remove(a)
    return {"characters": list(characters or list(CHARACTERS)[:players]), "piles": out,
            "artefacts": arts + rest, "first": first}


def start(players: int = 3, **kw: Any) -> AztecState:
    return G.new(players, 0, deal=make_deal(players, **kw))


def with_state(s: AztecState, **fields: Any) -> AztecState:
    """The same state with some fields set (stones, jewels...) to stage a rule."""
    return s.evolve(**fields)


def take_all(s: AztecState, takes: Sequence[dict]) -> AztecState:
    for p, t in enumerate(takes):
        s = G.apply(s, p, {"kind": "take", "jewels": t})
    return s


def bet_all(s: AztecState, bets: Sequence[tuple[int, bool]]) -> AztecState:
    for p, (target, believe) in enumerate(bets):
        s = G.apply(s, p, {"kind": "bet", "target": target, "believe": believe})
    return s


def events(s: AztecState, kind: str) -> list[dict]:
    return [e.as_dict() for e in s.log if e.kind == kind]


def keep_first(s: AztecState) -> AztecState:
    """Every owed artefact: keep the first drawn."""
    while s.phase == "keep":
        s = G.apply(s, s.gains[0], {"kind": "keep", "artefact": s.drawn[0]})
    return s
