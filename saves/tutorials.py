"""Which tutorials the player finished, and whether the first-start offer was made,
in ``config_dir()/tutorials.json`` (written atomically, like every file of ours)::

    {"format": 1, "done": ["avalon", "saul"], "offered": true}

Reading never fails: a missing or unreadable file, or a bad value, reads as nothing
done and nothing offered (with a warning in the log for an unreadable one).
Writing raises ``SaveError`` ("error.write_failed") when the file cannot be written.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from . import atomic, paths
from .errors import SaveError

log = logging.getLogger(__name__)

FORMAT = 1


def path() -> Path:
    return paths.config_dir() / "tutorials.json"


def _read() -> dict[str, Any]:
    return atomic.read_object(path(), log, "tutorials", "nothing marked done")


def done() -> set[str]:
    """The games whose tutorial the player finished."""
    raw = _read().get("done")
    if not isinstance(raw, list):
        return set()
    return {g for g in raw if isinstance(g, str)}


def is_done(game_id: str) -> bool:
    return game_id in done()


def offered() -> bool:
    """Was the first-start "learn a game?" question already asked?"""
    return _read().get("offered") is True


def _write(data: dict[str, Any]) -> None:
    out = {"format": FORMAT, "done": sorted(set(data.get("done", []))),
           "offered": bool(data.get("offered", False))}
    try:
        atomic.write_json(path(), out)
    except OSError as exc:
        raise SaveError("error.write_failed", reason=exc.strerror or str(exc)) from None


def mark_done(game_id: str) -> None:
    """Remember that ``game_id``'s tutorial was finished (SaveError if not written)."""
    data = _read()
    if game_id in done() and data.get("format") == FORMAT:
        return
    _write({"done": sorted(done() | {game_id}), "offered": offered()})


def mark_offered() -> None:
    """Remember that the first-start question was asked (SaveError if not written)."""
    if offered():
        return
    _write({"done": sorted(done()), "offered": True})
