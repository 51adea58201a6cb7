"""Files that could not be written (autosave, settings, statistics), told to the
player once: any thread notes a failure or a success here, and the app shows one
message per kind of file when it starts failing, then stays quiet until that kind
of write has worked again (the writers keep trying at every change)."""
from __future__ import annotations

import threading

KINDS = ("autosave", "settings", "stats")

_lock = threading.Lock()
_failing: dict[str, BaseException] = {}
_told: set[str] = set()


def failed(kind: str, exc: BaseException) -> None:
    with _lock:
        _failing[kind] = exc


def worked(kind: str) -> None:
    with _lock:
        _failing.pop(kind, None)
        _told.discard(kind)


def failing(kind: str) -> BaseException | None:
    """Why the last write of ``kind`` failed, or None when it worked."""
    with _lock:
        return _failing.get(kind)


def untold() -> list[tuple[str, BaseException]]:
    """The failures the player has not been told about yet; they count as told now."""
    with _lock:
        new = [(k, e) for k, e in _failing.items() if k not in _told]
        _told.update(k for k, _ in new)
        return new


def reset() -> None:
    with _lock:
        _failing.clear()
        _told.clear()
