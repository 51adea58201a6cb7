"""What one seat may know: ``view(state, seat)`` (seat ``None``: the public view).

The format is stable; the scene and the bots are written against it. Every value is
JSON-able. Jewels are spelt {"red": n, "blue": n, "yellow": n} (all three colours) in
counts, and as the rules file's card mapping (zero counts left out) for cards and takes.

Contract keys
    "game": "aztec", "players", "seat", "to_act", "over", "winners", "log", "options"
Table
    "phase": "choose"|"take"|"bet"|"keep"|"over"
    "round": 1-5, "rounds": 5, "first": this round's first player,
    "order": [this round's turn order]
    "temple": jewels in the Temple; "reserve": stones in the reserve
    "curses": {colour: stones on that Curse card}; "artefact_deck": cards left
    "taken": [seats that have taken] (take phase; never what)
    "bet_placed": [seats that have bet] (bet phase; never how)
    "keeping": the seat keeping an artefact now, or None
    "characters_left": [characters still free] (choose phase, else [])
Seats: "seats": one dict per seat
    "character", "duo": [colour, colour], "jewels", "stones", "artefacts": [ids],
    "pile": cards left in the pile,
    "take": this round's take (card mapping) once every take is in, else None
    "bet": {"target", "believe"} once every bet is in, else None
    "revealed": bool, "card": the card once revealed this round, else None,
    "outcome": None|"truth"|"lie"|"caught" once revealed
    "score": the score lines if the game ended now (scoring.score; all public)
The viewer's own (None / [] in the public view)
    "card": the card the viewer looks at this round (until the round ends)
    "my_take", "my_bet": the viewer's own choices this round, made or None
    "drawn": [artefacts the viewer drew and must keep one of] (keep phase), else []

Log events (private ones only in their owner's log)
    {"kind": "start", "players", "first", "characters"}
    {"kind": "character", "seat", "character"}
    {"kind": "round", "round", "first", "temple"}
    {"kind": "card", "round", "seat", "card"}                          (that seat only)
    {"kind": "takes", "round", "takes": [card mapping per seat], "short": [seats cut short]}
    {"kind": "bets", "round", "bets": [{"target", "believe"} per seat]}
    {"kind": "reveal", "round", "seat", "card", "take", "outcome", "truth", "accusers",
        "believers", "jewels" (gained), "stones": [[from, to]...] ("reserve" or a seat),
        "artefacts": [seats owed an artefact]}
    {"kind": "draw", "seat", "count"}  /  {"kind": "drawn", "seat", "artefacts"} (seat only)
    {"kind": "keep", "seat", "artefact", "under"}  /  {"kind": "no_artefact", "seat"}
    {"kind": "ritual_bowl", "seat", "stones"}  /  {"kind": "cursed_idol", "seat", "stones"}
    {"kind": "curse", "round", "colour", "seat" (None on a tie), "stones", "left"}
    {"kind": "game_over", "scores": [score lines per seat], "winners"}
"""
from __future__ import annotations

from typing import Any

from game.core import Seat, View, visible_log

from .data import CHARACTERS, COLOURS, ROUNDS, as_mapping, full_mapping
from .rules import scores
from .state import BET, CHOOSE, KEEP, OVER, TAKE, AztecState, to_act


def _outcomes(s: AztecState) -> dict[Seat, str]:
    """This round's reveals so far: seat -> outcome."""
    out: dict[Seat, str] = {}
    for e in reversed(s.log):
        if e.kind == "reveal" and e.data["round"] == s.round:
            out[e.data["seat"]] = e.data["outcome"]
        elif e.kind == "bets":
            break
    return out


def _seats(s: AztecState) -> list[dict[str, Any]]:
    shown_takes = s.phase in (BET, KEEP)
    shown_bets = s.phase == KEEP
    outcomes = _outcomes(s) if s.phase == KEEP else {}
    lines = scores(s)
    out = []
    for p in range(s.players):
        char = s.characters[p]
        take, bet = s.takes[p], s.bets[p]
        out.append({
            "character": char,
            "duo": list(CHARACTERS[char]) if char else [],
            "jewels": full_mapping(s.jewels[p]),
            "stones": s.stones[p],
            "artefacts": list(s.artefacts[p]),
            "pile": len(s.piles[p]),
            "take": as_mapping(take) if shown_takes and take is not None else None,
            "bet": {"target": bet[0], "believe": bet[1]} if shown_bets and bet else None,
            "revealed": p in outcomes,
            "card": as_mapping(s.card(p)) if p in outcomes else None,
            "outcome": outcomes.get(p),
            "score": lines[p],
        })
    return out


def view(s: AztecState, seat: Seat | None) -> View:
    me = seat if seat is not None and 0 <= seat < s.players else None
    in_round = s.phase in (TAKE, BET, KEEP)
    mine_take = s.takes[me] if me is not None and in_round else None
    mine_bet = s.bets[me] if me is not None and in_round else None
    return {
        "game": "aztec",
        "players": s.players,
        "seat": seat,
        "to_act": list(to_act(s)),
        "over": s.phase == OVER,
        "winners": list(s.winners()),
        "log": visible_log(s.log, seat),
        "options": dict(s.options),
        "phase": s.phase,
        "round": s.round,
        "rounds": ROUNDS,
        "first": s.first,
        "order": list(s.order()),
        "temple": full_mapping(s.temple),
        "reserve": s.reserve,
        "curses": dict(zip(COLOURS, s.curses)),
        "artefact_deck": len(s.artefact_deck),
        "taken": [p for p, t in enumerate(s.takes) if t is not None] if s.phase == TAKE else [],
        "bet_placed": [p for p, b in enumerate(s.bets) if b is not None] if s.phase == BET else [],
        "keeping": s.gains[0] if s.phase == KEEP else None,
        "characters_left": [c for c in CHARACTERS if c not in s.characters]
        if s.phase == CHOOSE else [],
        "seats": _seats(s),
        "card": as_mapping(s.card(me)) if me is not None and in_round else None,
        "my_take": as_mapping(mine_take) if mine_take is not None else None,
        "my_bet": {"target": mine_bet[0], "believe": mine_bet[1]} if mine_bet else None,
        "drawn": list(s.drawn) if me is not None and s.phase == KEEP and s.gains[0] == me else [],
    }
