"""Hints at the table: "What would a good player do?" asks the game's hard bot, in a
worker thread (a frame never waits for it), for its move in the viewer's seat through
the viewer's own view (``game.hints.hint``), and keeps the answer while it still
fits the table (same move count, same seat).

``HintAsker`` runs one question at a time; ``ShownHint`` is an answer ready to draw
(the move, its words, the reason sentence, the suspicion per seat). Whether hints are
offered: ``hints_offered(settings, game_id)`` (the setting, or the player's first
game of that game).
"""
from __future__ import annotations

import logging
import random
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from game import hints
from game.core import Move, View

from ..i18n import language, t

log = logging.getLogger("bluffbox.hints")

#: the key that asks for a hint (its character: "?" on every keyboard layout)
HINT_CHAR = "?"


@dataclass(frozen=True)
class ShownHint:
    """A hint ready to draw. ``key``: (the viewer's log length, seat) it was asked at."""

    key: tuple[int, int]
    move: Move
    reason: str
    suspicion: tuple[tuple[int, int], ...]   # (seat, % against the viewer), highest first


def first_game(game_id: str) -> bool:
    """Has no human played a finished game of ``game_id`` on this computer yet?"""
    try:
        from saves import stats
        entry = stats.load_stats().get(game_id, {})
    except Exception:   # unreadable statistics: count it as a first game
        return True
    human = (entry.get("by_seat_kind") or {}).get("human") or {}
    return not int(human.get("played", 0) or 0)


def hints_offered(settings: Any, game_id: str) -> bool:
    """Hints for this game now: it has them, and the setting is on or this is the
    player's first game of it."""
    if not hints.available(game_id):
        return False
    return bool(getattr(settings, "hints", False)) or first_game(game_id)


def reason_text(hint: hints.Hint, name_of: Callable[[int], str]) -> str:
    """The hint's one sentence, seats as names, numbers in the language's style."""
    decimal = "," if language() == "fr" else "."
    return t(hint.reason_key, **hints.render_params(hint.params, name_of, decimal=decimal))


def suspicion_list(hint: hints.Hint) -> tuple[tuple[int, int], ...]:
    """(seat, whole %) of the hint's suspicion, most suspect first."""
    if not hint.suspicion:
        return ()
    pairs = [(int(seat), int(round(float(p)))) for seat, p in hint.suspicion.items()]
    return tuple(sorted(pairs, key=lambda sp: (-sp[1], sp[0])))


class HintAsker:
    """One hint question at a time in a worker thread."""

    def __init__(self) -> None:
        self._pool: ThreadPoolExecutor | None = None
        self._job: Future[hints.Hint] | None = None
        self._key: tuple[int, int] | None = None
        self.failed = False

    def ask(self, game_id: str, view: View, legal: list[Move], seed: str,
            key: tuple[int, int]) -> None:
        """Start the question for ``key`` (see ``ShownHint``), unless it is already asked."""
        if self._key == key and self._job is not None:
            return
        self.cancel()
        if self._pool is None:
            self._pool = ThreadPoolExecutor(1, thread_name_prefix="hint")
        rng = random.Random(seed)
        self._key, self.failed = key, False
        self._job = self._pool.submit(hints.hint, game_id, view, list(legal), rng)

    def busy(self, key: tuple[int, int]) -> bool:
        return self._job is not None and self._key == key and not self._job.done()

    def take(self, key: tuple[int, int]) -> hints.Hint | None:
        """The answer for ``key`` when it is ready (once), else None; a question asked
        for another key is dropped."""
        if self._job is None:
            return None
        if self._key != key:
            self.cancel()
            return None
        if not self._job.done():
            return None
        job, self._job = self._job, None
        try:
            return job.result()
        except Exception:   # a bot that fails: no hint, said once, logged
            log.warning("hint failed", exc_info=True)
            self.failed = True
            return None

    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()
        self._job, self._key = None, None

    def close(self) -> None:
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
