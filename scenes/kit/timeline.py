"""Animations started by log events, timed by the scene's clock.

The scene feeds every new event of the viewer's log (``feed``); an event's kind
starts its animation at that moment. ``progress(kind, seconds)`` runs 0 -> 1 over
``seconds`` scaled by the animation speed of the settings (0 at "instant": no
animation). ``skip()`` ends every running animation (Space). A new or loaded game
replays nothing: the first feed only marks the log as seen."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

#: settings.animation_speed -> length factor
SPEED = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}


def speed_factor(settings: Any) -> float:
    return SPEED.get(getattr(settings, "animation_speed", "normal"), 1.0)


class Timeline:
    def __init__(self, factor: Callable[[], float]) -> None:
        self.factor = factor
        self.clock = 0.0
        self._seen = -1
        self._started: dict[str, float] = {}
        self._skipped_at = -1.0

    def tick(self, dt: float) -> None:
        self.clock += dt

    def feed(self, events: Sequence[dict]) -> list[dict]:
        """Start the animations of the events not fed yet; returns those events."""
        if self._seen < 0 or len(events) < self._seen:   # first look, or another viewer
            self._seen = len(events)
            return []
        new = list(events[self._seen:])
        for event in new:
            self._started[str(event.get("kind"))] = self.clock
        self._seen = len(events)
        return new

    def length(self, seconds: float) -> float:
        return seconds * self.factor()

    def started(self, kind: str) -> float | None:
        return self._started.get(kind)

    def progress(self, kind: str, seconds: float) -> float:
        """0..1 through the animation started by the latest event of ``kind``."""
        length = self.length(seconds)
        start = self._started.get(kind)
        if start is None or length <= 0 or start <= self._skipped_at:
            return 1.0
        return max(0.0, min(1.0, (self.clock - start) / length))

    def running(self, kinds: Sequence[str], seconds: float) -> bool:
        return any(self.progress(k, seconds) < 1.0 for k in kinds)

    def active(self, longest: float) -> bool:
        """Was an animation started less than ``longest`` (scaled) seconds ago?"""
        length = self.length(longest)
        return any(start > self._skipped_at and self.clock - start < length
                   for start in self._started.values())

    def skip(self) -> None:
        """Every animation started so far ends now."""
        self._skipped_at = self.clock
