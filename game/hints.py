"""Hints: the move a game's hard bot would make in a seat, and why, as data.

``hint(game_id, view, legal, rng)`` asks that game's hint module (loaded lazily from
``HINT_MODULES``, a table, so adding a game is one line) for a ``Hint``. The module
sees exactly what the human in the seat sees, ``view`` and ``legal``, never the state,
so a hint reveals nothing the seat does not know.

A ``Hint`` holds:

- ``move``: one of ``legal``;
- ``reason_key``: a translation key (namespace ``hints``, files
  ``scenes/data/translations/hints.<lang>.json``) of a one-sentence explanation;
- ``params``: what the sentence needs, built from what the bot weighed: only numbers
  (percentages as whole numbers 0-100, victory points and leads as signed numbers)
  and seat ids; the names in ``SEAT_PARAMS`` are a seat (an int) or seats (a list of
  ints), which the scene shows as player names (``render_params``). ``n`` is a count
  (``_one`` keys give the singular);
- ``suspicion``: per other seat, how likely the bot thinks it is an opponent, in %
  (0-100; Avalon: P(evil), Saül: the seat suspected), or None where the game has no
  hidden sides.
"""
from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .core import Move, View

# game id -> the module whose ``hint(view, legal, rng) -> Hint`` answers for it
HINT_MODULES: dict[str, str] = {
    "avalon": "game.avalon.bots.hint",
    "saul": "game.saul.bots.hint",
    "agent_avenue": "game.agent_avenue.bots.hint",
    "aztec": "game.aztec.bots.hint",
}

# params naming a seat (an int) or seats (a list of ints): shown as player names
SEAT_PARAMS = frozenset({"seat", "seats", "team", "target", "leader"})


@dataclass(frozen=True)
class Hint:
    """A hard bot's move for a seat and its reason (a translation key and parameters)."""

    move: Move
    reason_key: str
    params: dict[str, Any]
    suspicion: dict[int, float] | None = None


class NoHint(LookupError):
    """No hint for this game (unknown id, or its hint module is not there)."""


def hinter(game_id: str) -> Callable[[View, list[Move], random.Random], Hint]:
    """The ``hint(view, legal, rng)`` function of a game; NoHint when it has none."""
    name = HINT_MODULES.get(game_id)
    if name is None:
        raise NoHint(f"There are no hints for the game {game_id!r}.")
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:   # a real bug inside the module: surface it
            raise
        raise NoHint(f"The hints of {game_id!r} are not written yet.") from None
    fn: Callable[[View, list[Move], random.Random], Hint] = module.hint
    return fn


def available(game_id: str) -> bool:
    """Whether ``hint`` can answer for this game."""
    try:
        hinter(game_id)
    except NoHint:
        return False
    return True


def hint(game_id: str, view: View, legal: list[Move], rng: random.Random) -> Hint:
    """The hard bot's move in the seat of ``view`` among ``legal``, and why. The same
    view, legal moves and rng state give the same hint. Raises NoHint (see ``hinter``)
    and ValueError when there is no legal move to hint."""
    if not legal:
        raise ValueError("No move to hint: the seat owes no move.")
    return hinter(game_id)(view, legal, rng)


def render_params(params: dict[str, Any], name_of: Callable[[int], str],
                  join: Callable[[list[str]], str] = ", ".join,
                  decimal: str = ".") -> dict[str, object]:
    """``params`` ready for a translation table: seats (``SEAT_PARAMS``) as names, seat
    lists joined, other numbers as they are (floats with one decimal, written with
    ``decimal``: "," in French), signed when the parameter is a gain or a lead
    (``SIGNED_PARAMS``)."""
    out: dict[str, object] = {}
    for key, value in params.items():
        if key in SEAT_PARAMS:
            out[key] = join([name_of(s) for s in value]) if isinstance(value, list) else name_of(value)
        elif isinstance(value, bool) or not isinstance(value, (int, float)):
            out[key] = value
        elif key in SIGNED_PARAMS:
            out[key] = signed(value).replace(".", decimal)
        elif isinstance(value, float):
            out[key] = f"{value:.1f}".replace(".", decimal)
        else:
            out[key] = value
    return out


SIGNED_PARAMS = frozenset({"ev", "other", "lead", "up", "down", "now", "theirs", "mine"})


def signed(x: float) -> str:
    """+1, -4, 0; +1.5, -0.3 (one decimal for fractions)."""
    if isinstance(x, int) or float(x).is_integer():
        v = int(x)
        return f"+{v}" if v > 0 else str(v)
    return f"{x:+.1f}"
