"""The autosave writer: one background thread, so the fsync of every autosave
(several milliseconds) never stalls a frame.

Only the latest record matters: ``submit`` replaces whatever is still waiting, so a
burst of moves costs one write. The caller hands over a snapshot
(``snapshot(record)``), never the live record, so the writer never reads a record
the UI thread is changing. ``flush`` waits until the last submitted record is on
disk; the session calls it when the game ends, and the table scene when it leaves
(quit to the menu, window closed, error screen)."""
from __future__ import annotations

import atexit
import dataclasses
import logging
import threading
from collections.abc import Callable
from typing import Any

from saves import SaveError

from . import write_problems

log = logging.getLogger(__name__)

#: seconds ``flush`` waits at most (a stuck disk must not freeze the app for ever)
FLUSH_TIMEOUT = 10.0


def snapshot(record: Any) -> Any:
    """A copy of ``record`` the UI thread will not touch again: new containers, the
    same (never mutated) action entries."""
    if dataclasses.is_dataclass(record):
        return dataclasses.replace(record, options=dict(record.options),
                                   seats=list(record.seats), actions=list(record.actions))
    import copy
    return copy.deepcopy(record)


def _write(record: Any) -> None:
    from saves import slots  # looked up at each write: tests may patch it
    slots.autosave(record)


class AutosaveWriter:
    def __init__(self, write: Callable[[Any], Any] | None = None) -> None:
        self._write = write or _write
        self._cond = threading.Condition()
        self._pending: Any = None
        self._has_pending = False
        self._busy = False
        self._thread: threading.Thread | None = None
        self.written = 0          # records written (for tests and logs)

    def submit(self, record_copy: Any) -> None:
        """Queue ``record_copy`` (a snapshot) for writing; replaces any waiting one."""
        with self._cond:
            self._pending, self._has_pending = record_copy, True
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = FLUSH_TIMEOUT) -> bool:
        """Wait until nothing is waiting or being written; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._has_pending and not self._busy,
                                       timeout)

    def pending(self) -> bool:
        with self._cond:
            return self._has_pending or self._busy

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._has_pending)
                record, self._pending, self._has_pending = self._pending, None, False
                self._busy = True
            try:
                self._write(record)
                self.written += 1
                write_problems.worked("autosave")
            except Exception as exc:   # a full disk must not stop the game: told once, retried
                if not isinstance(exc, SaveError):   # slots.autosave logged its own
                    log.exception("autosave failed")
                write_problems.failed("autosave", exc)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


#: the app's one writer (records of every session go through it, in order)
WRITER = AutosaveWriter()
atexit.register(WRITER.flush)
