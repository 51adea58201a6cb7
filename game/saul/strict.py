"""Strict move matching: a move is offered only if it equals one of the offered moves
with the same types all the way down (``True`` is not seat 1, ``1.0`` is not 1)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def same(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return bool(a == b)


def offered(move: Any, pool: Iterable[Any]) -> bool:
    return any(same(move, m) for m in pool)
