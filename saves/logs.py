"""The log file: ``log_dir()/bluffbox.log``, rotating at 1 MB with 3 old copies.
A windowed executable has no console, so this file is where tracebacks go."""
from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from . import paths

FILE = "bluffbox.log"
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


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
        handler: logging.Handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    except OSError:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler.bluffbox_file = str(path)  # type: ignore[attr-defined]
    root.addHandler(handler)
    return path
