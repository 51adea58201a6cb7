"""Per-game statistics in ``data_dir()/statistics.json``.

For each game: games played, games won by at least one human, games played with
hints (``with_hints``, absent when none), and per seat kind
("human", "easy"...) how many seats of that kind played and how many of them won
(so three easy bots in one game count three), plus the date last played.
A corrupt file is copied to ``statistics.json.bak`` and counting starts afresh.
"""
from __future__ import annotations

import json
import logging
import shutil
from typing import Any

from . import atomic, paths
from .errors import SaveError
from .record import Record, now

log = logging.getLogger(__name__)

FORMAT = 1
_RECENT = 50  # games already counted, so the same game is never counted twice


def _fresh() -> dict[str, Any]:
    return {"format": FORMAT, "games": {}, "recent": []}


def _valid(data: Any) -> bool:
    if not (isinstance(data, dict) and isinstance(data.get("games"), dict)
            and isinstance(data.get("recent", []), list)):
        return False
    for entry in data["games"].values():
        if not (isinstance(entry, dict) and isinstance(entry.get("played"), int)
                and isinstance(entry.get("won_by_humans"), int)
                and isinstance(entry.get("by_seat_kind"), dict)):
            return False
        for kind in entry["by_seat_kind"].values():
            if not (isinstance(kind, dict) and isinstance(kind.get("played"), int)
                    and isinstance(kind.get("won"), int)):
                return False
    return True


def _read() -> dict[str, Any]:
    path = paths.stats_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return _fresh()
    except (OSError, ValueError, RecursionError):
        data = None
    if _valid(data):
        data.setdefault("recent", [])
        valid: dict[str, Any] = data
        return valid
    backup = path.with_name(path.name + ".bak")
    try:
        shutil.copyfile(path, backup)
        log.warning("statistics file %s is damaged; kept a copy in %s and started afresh",
                    path, backup)
    except OSError:
        log.warning("statistics file %s is damaged and could not be copied", path,
                    exc_info=True)
    return _fresh()


def load_stats() -> dict[str, dict[str, Any]]:
    """game id -> {"played", "won_by_humans", "by_seat_kind": {kind: {"played", "won"}},
    "last_played", "with_hints" (games played with hints; absent: none)}."""
    games: dict[str, dict[str, Any]] = _read()["games"]
    return games


def record_result(rec: Record, winners: tuple[int, ...]) -> bool:
    """Count a finished game once; returns False if this game was already counted."""
    data = _read()
    key = f"{rec.game}|{rec.seed}|{rec.created}"
    if key in data["recent"]:
        return False
    entry = data["games"].setdefault(rec.game, {"played": 0, "won_by_humans": 0,
                                               "by_seat_kind": {}, "last_played": ""})
    won = set(winners)
    entry["played"] += 1
    if getattr(rec, "hints", 0):   # a game played with hints is counted as such
        entry["with_hints"] = int(entry.get("with_hints", 0) or 0) + 1
    if any(rec.seats[s].human for s in won if 0 <= s < len(rec.seats)):
        entry["won_by_humans"] += 1
    for seat, info in enumerate(rec.seats):
        kind = entry["by_seat_kind"].setdefault("human" if info.human else info.kind,
                                                {"played": 0, "won": 0})
        kind["played"] += 1
        kind["won"] += seat in won
    entry["last_played"] = now()
    data["recent"] = (data["recent"] + [key])[-_RECENT:]
    try:
        atomic.write_json(paths.stats_path(), data)
    except OSError as exc:
        log.error("could not write statistics", exc_info=True)
        raise SaveError("error.write_failed", reason=exc.strerror or str(exc)) from None
    return True
