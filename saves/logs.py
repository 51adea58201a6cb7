"""The log file: ``log_dir()/bluffbox.log``, rotating at 1 MB with 3 old copies.
A windowed executable has no console, so this file is where tracebacks go."""
from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

from . import paths

FILE = "bluffbox.log"
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class QuietFileHandler(logging.handlers.RotatingFileHandler):
    """A log that fails quietly: when the disk is full or the folder is gone, one
    line on stderr the first time, then nothing (logging's default prints a whole
    traceback for every record that cannot be written)."""

    failed = False

    def handleError(self, record: logging.LogRecord) -> None:
        if not self.failed:
            self.failed = True
            reason = sys.exc_info()[1]
            try:
                print(f"bluffbox: cannot write the log {self.baseFilename}: {reason}", file=sys.stderr)
            except Exception:
                pass


def setup_logging(level: int = logging.INFO) -> Path:
    """Send the root logger to the log file (once, however often called); returns
    the file's path. If the folder cannot be made, log to stderr instead."""
    path = paths.log_dir() / FILE
    root = logging.getLogger()
    root.setLevel(level)
    for h in root.handlers:
        if getattr(h, "bluffbox_file", None) == str(path):
            return path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = QuietFileHandler(
            path, maxBytes=1_000_000, backupCount=3, encoding="utf-8", errors="backslashreplace")
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler.bluffbox_file = str(path)  # type: ignore[attr-defined]
    root.addHandler(handler)
    return path
