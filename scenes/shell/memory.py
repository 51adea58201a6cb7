"""Memory a quit game freed goes back to the system.

A game at 1280x720 allocates many large and small blocks (surfaces, caches, views,
the bot's search); glibc's allocator keeps what is freed for later, so RSS as
the system sees it climbs to a plateau of 300-500 MB over a long evening although
nothing leaks (after ``malloc_trim`` it is about 95 MB whatever the number of
games). After each scene change (``App.reset``) we collect cycles and hand the
freed pages back; elsewhere than glibc this does nothing.
"""
from __future__ import annotations

import ctypes
import gc
import sys
from collections.abc import Callable


def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):   # musl and others have none
        return None
    return trim


_TRIM = _malloc_trim()


def release() -> None:
    """Free what the scenes that just left held (a few milliseconds)."""
    gc.collect()
    if _TRIM is not None:
        _TRIM(0)
