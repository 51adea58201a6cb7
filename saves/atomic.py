"""Atomic file writes: a reader sees the old file or the new one, never half of one
(and ``read_object``, the forgiving read of a small JSON file).

The new text goes to a temp file in the same folder (so the rename stays on one
file system), is flushed and fsynced, then ``os.replace`` swaps it in; the folder
is fsynced too where the platform allows it, so the rename itself survives a
power cut. If anything fails before the rename the temp file is removed and the
old file is untouched. A process killed mid-write can leave a temp file behind:
its name starts with a dot and ends with ``.tmp``, so no ``*.json`` listing sees it.
"""
from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from pathlib import Path
from typing import Any

TEMP_SUFFIX = ".tmp"


def write_text(path: Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def write_json(path: Path, data: Any) -> None:
    write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")



def read_object(path: Path, log: logging.Logger, what: str, otherwise: str) -> dict[str, Any]:
    """The JSON object in ``path``, or ``{}`` when the file is missing, is not an object,
    or cannot be read (then ``log`` warns "<what>: cannot read <path> (<why>); <otherwise>")."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as exc:
        log.warning("%s: cannot read %s (%s); %s", what, path, exc, otherwise)
        return {}
    return data if isinstance(data, dict) else {}

def remove_stale_temps(folder: Path, older_than: float = 60.0) -> int:
    """Delete the temp files a killed process left in ``folder`` (not the ones a
    running writer may still be filling: only those older than ``older_than``
    seconds). Returns how many went; never raises."""
    gone = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    limit = time.time() - older_than
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < limit:
                os.unlink(entry.path)
                gone += 1
        except OSError:
            pass
    return gone


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable; not possible on Windows, harmless to skip."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
