"""tracemalloc for the memory tests, made safe against native threads.

Why this exists: CPython 3.11's tracemalloc hooks the raw allocator, and a native
thread that enters Python through ``PyGILState_Ensure`` allocates its thread state
there. SDL's audio thread does exactly that each time a sound ends (pygame's
``endsound_callback``). With tracing on, that raced the main thread and killed the
suite now and then: SIGSEGV in ``traceback_new`` on thread "SDLAudioP2", caught under
gdb on a loaded machine (the memory tests' app played its click sounds through the
real, dummy-driver mixer). A player's app never traces memory, so this is a test-only
hazard; the memory tests therefore measure with the audio device closed (SDL's audio
thread joined) and unopenable, and with no bot thread starting or ending while tracing
starts or stops (CPython gh-128679)."""
from __future__ import annotations

import contextlib
import threading
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame

#: names SDL gives the native threads that call back into Python
NATIVE_CALLERS = ("SDLAudio",)


def native_callers(wait: float = 2.0) -> list[str]:
    """Names of this process's live native threads that can enter Python on their own.
    A thread that has just been joined may linger a moment as a zombie (under a
    debugger, until it reaps it): those are skipped, and a live one is given ``wait``
    seconds to go."""
    deadline = time.monotonic() + wait
    while True:
        names = []
        for task in Path("/proc/self/task").iterdir():
            try:
                name = (task / "comm").read_text().strip()
                state = (task / "stat").read_text().rsplit(")", 1)[1].split()[0]
            except (OSError, IndexError):   # the thread ended while we looked
                continue
            if name.startswith(NATIVE_CALLERS) and state not in ("Z", "X"):
                names.append(name)
        if not names or time.monotonic() >= deadline:
            return names
        time.sleep(0.05)


def settle_bots() -> None:
    """Wait for the bot worker threads of closed games to end."""
    for t in threading.enumerate():
        if t.name.startswith("bot"):
            t.join(timeout=5)


def _no_device(*_args: Any, **_kwargs: Any) -> None:
    raise pygame.error("no audio device while memory is traced")


def silence_audio(app: Any, monkeypatch: Any) -> None:
    """Close the app's sound device (SDL joins its audio thread) and keep it closed for
    this test: the app then plays silently, as on a machine without a sound device."""
    app.release_audio()
    monkeypatch.setattr(pygame.mixer, "init", _no_device)


@contextlib.contextmanager
def traced(app: Any, monkeypatch: Any) -> Iterator[None]:
    """tracemalloc on for the block, with audio closed and bot threads settled."""
    silence_audio(app, monkeypatch)
    settle_bots()
    callers = native_callers()
    assert not callers, f"native threads would enter Python while tracing: {callers}"
    tracemalloc.start()
    try:
        yield
    finally:
        settle_bots()
        tracemalloc.stop()
