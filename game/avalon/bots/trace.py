"""What a hard bot believed about each seat, over a game: for the end screen and replays.

``trace(view)`` replays the log of one seat's view event by event through a fresh hard
bot's memory and records, after each rules event and statement, that seat's belief per
seat: P(evil) and P(Merlin). It reads only that view, so it shows exactly what a hard
bot in the seat could believe; call it on a finished game's views (during a game the
belief is private to the bot and is never shown).

``moments`` picks the events that moved the belief most (a failed quest, a telling
vote), to mark them on a plot.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Seat, View

from .hard import Bot, Mind

MOVED = 0.15   # a moment: some seat's P(evil) moved at least this much in one event


@dataclass(frozen=True)
class Point:
    index: int                  # position of the event in the view's log
    kind: str                   # the event's kind ("votes", "quest_result", ...)
    p_evil: tuple[float, ...]   # per seat
    p_merlin: tuple[float, ...]


def belief_of(mind: Mind) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """P(evil) and P(Merlin) per seat from a bot's memory (for evil, the Merlin its
    Assassin would shoot: the hunt's). The bot's own seat is certain."""
    pe = mind.private.p_evil()
    pm = mind.p_merlin_hunted()
    return tuple(round(x, 4) for x in pe), tuple(round(x, 4) for x in pm)


def trace(view: View) -> list[Point]:
    """The belief after each event of ``view["log"]`` (the first point: after the night)."""
    log = view["log"]
    mind = Bot(view["seat"]).remember(dict(view, log=[]))
    out: list[Point] = []
    for i, ev in enumerate(log):
        mind.sync(dict(view, log=log[:i + 1]))
        if ev["kind"] in ("start", "night") and out:
            continue
        pe, pm = belief_of(mind)
        if out and out[-1].p_evil == pe and out[-1].p_merlin == pm and ev["kind"] != "quest_result":
            continue
        out.append(Point(i, ev["kind"], pe, pm))
    return out


def moments(points: list[Point], seat: Seat | None = None) -> list[tuple[int, dict[str, Any]]]:
    """(position in ``points``, the event summary) for each event that moved some seat's
    P(evil) (or only ``seat``'s) by at least MOVED."""
    out = []
    for k in range(1, len(points)):
        a, b = points[k - 1].p_evil, points[k].p_evil
        seats = range(len(a)) if seat is None else (seat,)
        moved = max(abs(b[s] - a[s]) for s in seats)
        if moved >= MOVED:
            out.append((k, {"kind": points[k].kind, "moved": round(moved, 3)}))
    return out
