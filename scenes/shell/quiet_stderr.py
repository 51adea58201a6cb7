"""Keep C libraries' chatter off the player's terminal.

Opening the sound device with no device present makes libasound write eight
``ALSA lib ...`` lines straight to file descriptor 2: ``sys.stderr`` and SDL hints
never see them. ``captured()`` points descriptor 2 at a temporary file for the
duration of one call, then puts it back; what was written is handed to the caller
(for the log). Anything another thread writes to stderr meanwhile lands there too,
so keep the block short.
"""
from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager


class Captured:
    """What descriptor 2 received inside ``captured()`` (filled when the block ends)."""

    text = ""


@contextmanager
def captured() -> Iterator[Captured]:
    out = Captured()
    try:
        sink = tempfile.TemporaryFile()
        saved = os.dup(2)
    except OSError:  # no descriptor 2 (a windowed build) or no temp folder: nothing to hide
        yield out
        return
    try:
        if sys.stderr is not None:
            try:
                sys.stderr.flush()
            except (OSError, ValueError):
                pass
        os.dup2(sink.fileno(), 2)
        try:
            yield out
        finally:
            os.dup2(saved, 2)
            sink.seek(0)
            out.text = sink.read().decode("utf-8", "replace")
    finally:
        os.close(saved)
        sink.close()
