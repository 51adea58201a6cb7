"""The public counts as they stood before some events: while the table plays the reveal,
the seats, the Temple, the reserve and the Curse cards show the values before the
payoffs that have not landed yet.

``before(view, log, start)`` undoes the public log events ``log[start:]`` on the
view's counts, read only from those events (every event carries what it moved)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import View

from .words import COLOURS


@dataclass
class Counts:
    round: int
    temple: list[int]                  # red, blue, yellow
    reserve: int
    curses: list[int]                  # stones on the red, blue, yellow Curse cards
    deck: int                          # artefact cards left
    jewels: list[list[int]]            # per seat: red, blue, yellow
    stones: list[int]                  # per seat
    artefacts: list[list[str]] = field(default_factory=list)   # per seat


def now(view: View) -> Counts:
    """The view's own counts."""
    seats = view["seats"]
    return Counts(round=view["round"], temple=[view["temple"][c] for c in COLOURS],
                  reserve=view["reserve"], curses=[view["curses"][c] for c in COLOURS],
                  deck=view["artefact_deck"],
                  jewels=[[s["jewels"][c] for c in COLOURS] for s in seats],
                  stones=[s["stones"] for s in seats],
                  artefacts=[list(s["artefacts"]) for s in seats])


def _jewels(mapping: dict[str, int] | None) -> list[int]:
    m = mapping or {}
    return [m.get(c, 0) for c in COLOURS]


def _move_stone(c: Counts, end: Any, n: int) -> None:
    if end == "reserve":
        c.reserve += n
    else:
        c.stones[int(end)] += n


def _undo(c: Counts, e: dict[str, Any], log: Sequence[dict[str, Any]], at: int) -> None:
    kind = e["kind"]
    if kind == "reveal":
        got, took = _jewels(e["jewels"]), _jewels(e["take"])
        c.jewels[e["seat"]] = [a - b for a, b in zip(c.jewels[e["seat"]], got)]
        if e["outcome"] == "caught":    # the take went back and the card's jewels came out
            c.temple = [t + g - k for t, g, k in zip(c.temple, got, took)]
        for giver, receiver in reversed(e["stones"]):
            _move_stone(c, giver, 1)
            _move_stone(c, receiver, -1)
    elif kind == "takes":
        for take in e["takes"]:
            c.temple = [t + k for t, k in zip(c.temple, _jewels(take))]
    elif kind == "curse":
        if e["seat"] is not None:
            c.stones[e["seat"]] -= e["stones"]
            c.curses[COLOURS.index(e["colour"])] = e["stones"]
    elif kind == "round":
        # the refill: each Curse card held its tie's stones (or none) before it
        left = {x["colour"]: x["left"] for x in log[:at]
                if x["kind"] == "curse" and x["round"] == e["round"] - 1}
        if left:
            for i, colour in enumerate(COLOURS):
                c.reserve += c.curses[i] - left[colour]
                c.curses[i] = left[colour]
            c.round = e["round"] - 1
    elif kind == "draw":
        c.deck += e["count"]
    elif kind == "keep":
        c.deck -= e["under"]
        mine = c.artefacts[e["seat"]]
        del mine[len(mine) - 1 - mine[::-1].index(e["artefact"])]
    elif kind == "ritual_bowl":
        c.stones[e["seat"]] += e["stones"]
        c.reserve -= e["stones"]
    elif kind == "cursed_idol":
        c.stones[e["seat"]] -= e["stones"]
        c.reserve += e["stones"]


def before(view: View, log: Sequence[dict[str, Any]], start: int) -> Counts:
    """The counts before the public events ``log[start:]`` (``log``: the public log
    that ``view`` ends)."""
    c = now(view)
    for at in range(len(log) - 1, start - 1, -1):
        _undo(c, log[at], log, at)
    return c
