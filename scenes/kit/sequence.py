"""A queue of animations played one after another (``timeline`` runs them side by side):
reveals one player at a time, stones moving. Each item lasts its own seconds (already
scaled by ``timeline.speed_factor``); the scene asks what plays now and how far along
it is (0 to 1). Space empties it (``skip``)."""
from __future__ import annotations

from collections import deque
from typing import Any


class Sequence:
    def __init__(self) -> None:
        self._queue: deque[tuple[Any, float]] = deque()
        self._now: tuple[Any, float] | None = None
        self._elapsed = 0.0

    def add(self, item: Any, seconds: float) -> None:
        """Queue ``item`` for ``seconds`` (0: it passes at the next update, unseen)."""
        self._queue.append((item, seconds))

    def update(self, dt: float) -> list[Any]:
        """Advance the clock; returns the items that started during this step."""
        started = []
        if self._now is not None:
            self._elapsed += dt
            if self._elapsed >= self._now[1]:
                dt = self._elapsed - self._now[1]
                self._now = None
        while self._now is None and self._queue:
            self._now = self._queue.popleft()
            self._elapsed = dt
            dt = 0.0
            started.append(self._now[0])
            if self._now[1] <= self._elapsed:
                self._now = None
        return started

    def current(self) -> tuple[Any, float] | None:
        """(item, progress 0..1) of what plays now, or None."""
        if self._now is None:
            return None
        item, seconds = self._now
        return item, min(1.0, self._elapsed / seconds) if seconds > 0 else 1.0

    def pending(self) -> list[Any]:
        """The items not finished yet: what plays now, then the queue."""
        now = [self._now[0]] if self._now is not None else []
        return now + [item for item, _ in self._queue]

    def busy(self) -> bool:
        return self._now is not None or bool(self._queue)

    def skip(self) -> list[Any]:
        """End everything now; returns the items that had not started."""
        rest = [item for item, _ in self._queue]
        self._queue.clear()
        self._now = None
        return rest
