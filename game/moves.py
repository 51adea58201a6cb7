"""The strict move check: the first thing every game's ``apply`` runs.

A move is a small JSON-able dict with a ``"kind"``. A game declares the shape of each
kind of move once, as data::

    SHAPES = {
        "propose": shape(quest=integer(1, 5), team=seats(ordered=True)),
        "vote": shape(approve=boolean),
        "say": shape(claim=text(), optional={"target": seat, "good": boolean}),
    }

and its ``apply`` starts with ``check_move(state, seat, move, SHAPES)``, which raises
``IllegalAction`` (never ``TypeError``) and so leaves the state unchanged when:

- the move is not a dict with a ``str`` kind (``error.move_shape``);
- the game is over (``error.game_over``);
- the seat is not a seat of this game (``error.no_seat``);
- the kind is unknown, a field is missing or extra (``error.illegal_move``);
- a field has the wrong type or is out of range (``error.move_type``, params
  ``field`` and ``value``): a seat, a count or a number is an ``int`` and never a
  ``bool`` or a ``float`` (``1.0 == 1 == True`` in Python, so ``==`` alone cannot
  tell them apart), a yes/no is a ``bool`` and never ``0``/``1``.

What is left to the game is what depends on the rules: the phase, whose turn it is,
and the values the rules allow now.

Without ``shapes`` (small games, tests), the move must instead be *strictly* equal
(same types all the way down, see ``strictly_equal``) to one of ``legal(seat)`` or,
for ``"say"``, ``talk(seat)``.

A field checker is any ``(value, players) -> bool``; the ones below cover what the
games need so far.
"""
from __future__ import annotations

import reprlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .core import IllegalAction, Move, Seat, State

#: a field checker: (value, number of players) -> is the value well typed and in range
Check = Callable[[Any, int], bool]

_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother, _REPR.maxlong = 4, 60, 60, 40


def shown(x: Any) -> str:
    """A move or value as a message shows it: short, and bounded in depth (a hostile
    move may nest thousands of lists, and plain ``repr`` recurses past Python's limit)."""
    return _REPR.repr(x)


def is_int(x: Any) -> bool:
    """An int that is not a bool (``True`` is an ``int`` in Python)."""
    return type(x) is int


def seat(x: Any, players: int) -> bool:
    """A seat of this game: an int (never a bool or a float) in 0..players-1."""
    return type(x) is int and 0 <= x < players


def boolean(x: Any, players: int) -> bool:
    """A yes/no: True or False, never 0 or 1."""
    return type(x) is bool


def integer(low: int | None = None, high: int | None = None) -> Check:
    """An int (never a bool or a float) in [low, high] (either bound may be left open)."""
    def check(x: Any, players: int) -> bool:
        return type(x) is int and (low is None or x >= low) and (high is None or x <= high)
    return check


def text(*choices: str) -> Check:
    """A str; one of ``choices`` when any are given."""
    allowed = frozenset(choices)

    def check(x: Any, players: int) -> bool:
        return type(x) is str and (not allowed or x in allowed)
    return check


def optional(inner: Check) -> Check:
    """None, or what ``inner`` accepts."""
    def check(x: Any, players: int) -> bool:
        return x is None or inner(x, players)
    return check


def list_of(inner: Check, size: int | None = None) -> Check:
    """A list (or tuple) whose items ``inner`` accepts; of length ``size`` when given."""
    def check(x: Any, players: int) -> bool:
        return (type(x) in (list, tuple) and (size is None or len(x) == size)
                and all(inner(v, players) for v in x))
    return check


def seats(ordered: bool = False) -> Check:
    """A list of seats; with ``ordered``, strictly increasing (so no seat twice)."""
    def check(x: Any, players: int) -> bool:
        if type(x) not in (list, tuple) or not all(seat(v, players) for v in x):
            return False
        return not ordered or all(x[i] < x[i + 1] for i in range(len(x) - 1))
    return check


def counts(keys: tuple[str, ...]) -> Check:
    """A dict from some of ``keys`` to ints >= 0 (e.g. jewels by colour)."""
    allowed = frozenset(keys)

    def check(x: Any, players: int) -> bool:
        return (type(x) is dict and set(x) <= allowed
                and all(type(v) is int and v >= 0 for v in x.values()))
    return check


@dataclass(frozen=True)
class Shape:
    """The fields of one kind of move: each required field and its checker, and the
    fields that may be present or not (table talk)."""

    required: Mapping[str, Check]
    optional: Mapping[str, Check] = field(default_factory=dict)

    def problem(self, move: Move, players: int) -> tuple[str, str, Any] | None:
        """None when the move fits, else (key, field, value) of the first problem."""
        for name, check in self.required.items():
            if name not in move:
                return "error.illegal_move", name, None
            if not check(move[name], players):
                return "error.move_type", name, move[name]
        extra = len(move) - 1 - len(self.required)
        if extra:
            for name, value in move.items():
                if name == "kind" or name in self.required:
                    continue
                maybe = self.optional.get(name)
                if maybe is None:
                    return "error.illegal_move", name, value
                if not maybe(value, players):
                    return "error.move_type", name, value
        return None


def shape(optional: Mapping[str, Check] | None = None, **required: Check) -> Shape:
    return Shape(required, optional or {})


Shapes = Mapping[str, Shape]


def check_move(state: State, seat_: Seat, move: Any, shapes: Shapes | None = None) -> None:
    """Refuse a badly formed or wrongly typed move with ``IllegalAction`` (see the module
    docstring); with no ``shapes``, refuse any move not strictly in legal / talk."""
    if type(move) is not dict or type(move.get("kind")) is not str:
        raise IllegalAction("A move must be a dict with a 'kind'.", "error.move_shape")
    if state.over():
        raise IllegalAction("The game is over.", "error.game_over")
    players = state.players
    if not seat(seat_, players):
        raise IllegalAction(f"There is no seat {shown(seat_)}.", "error.no_seat", seat=shown(seat_))
    kind = move["kind"]
    if shapes is None:
        _check_listed(state, seat_, move)
        return
    spec = shapes.get(kind)
    if spec is None:
        raise IllegalAction(f"That move is not allowed now: {shown(move)}.", "error.illegal_move")
    problem = spec.problem(move, players)
    if problem is not None:
        key, name, value = problem
        if key == "error.move_type":
            raise IllegalAction(f"The {shown(name)} of a {shown(kind)} move cannot be {shown(value)}.",
                                key, field=name, value=shown(value))
        raise IllegalAction(f"That move is not allowed now: {shown(move)}.", key)


def _check_listed(state: State, seat_: Seat, move: Move) -> None:
    pool = state.talk(seat_) if move["kind"] == "say" else state.legal(seat_)
    if not strictly_in(move, pool):
        if move["kind"] != "say" and seat_ not in state.to_act():
            raise IllegalAction(f"It is not seat {seat_}'s turn.", "error.not_your_turn",
                                seat=seat_)
        raise IllegalAction(f"That move is not allowed now: {shown(move)}.", "error.illegal_move")


def strictly_equal(a: Any, b: Any) -> bool:
    """``a == b`` with the same types all the way down: ``1``, ``1.0`` and ``True``
    differ; a list and a tuple with equal items are equal (a JSON round trip turns
    one into the other)."""
    ta, tb = type(a), type(b)
    if ta in (list, tuple) and tb in (list, tuple):
        return len(a) == len(b) and all(strictly_equal(x, y) for x, y in zip(a, b))
    if ta is not tb:
        return False
    if ta is dict:
        return a.keys() == b.keys() and all(strictly_equal(v, b[k]) for k, v in a.items())
    return bool(a == b)


def strictly_in(move: Any, pool: list[Move]) -> bool:
    """Is ``move`` strictly equal to one of ``pool``?"""
    return any(strictly_equal(move, m) for m in pool)
