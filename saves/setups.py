"""The last setup of each game (player count, seats, options) in
``config_dir()/setups.json``, so the setup screen opens as the player left it.

Reading never fails: a missing or unreadable file, an unknown game, a count out of
range, a bad seat or an option value the game does not allow is dropped (with a
warning in the log) and the screen falls back to its defaults for that part."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import game

from . import atomic, paths
from .names import clean_name
from .record import KINDS

log = logging.getLogger(__name__)


def path() -> Path:
    return paths.config_dir() / "setups.json"


def _read_all() -> dict[str, Any]:
    return atomic.read_object(path(), log, "setups", "using defaults")


def load(game_id: str) -> dict[str, Any]:
    """``{"players", "seats": [(name, kind)], "options", "open_votes"}``, only the
    parts that are valid for the game today (any may be missing; a name "" means the
    default one)."""
    raw = _read_all().get(game_id)
    g = game.GAMES.get(game_id)
    if not isinstance(raw, dict) or g is None:
        return {}
    out: dict[str, Any] = {}
    players = raw.get("players")
    if isinstance(players, int) and not isinstance(players, bool) \
            and g.min_players <= players <= g.max_players:
        out["players"] = players
    seats = raw.get("seats")
    if isinstance(seats, list) and all(
            isinstance(s, list) and len(s) == 2 and isinstance(s[0], str) and s[1] in KINDS
            for s in seats):
        out["seats"] = [(clean_name(name), kind) for name, kind in seats]
    options = raw.get("options")
    if isinstance(options, dict):
        out["options"] = {name: value for name, value in options.items()
                          if name in g.options and any(type(value) is type(a) and value == a
                                                       for a in g.options[name].allowed)}
        if len(out["options"]) != len(options):
            log.warning("setups: dropped unknown or invalid %s options", game_id)
    if isinstance(raw.get("open_votes"), bool):   # the table's "Open votes" choice
        out["open_votes"] = raw["open_votes"]
    if len(out) != len(set(raw) & {"players", "seats", "options", "open_votes"}):
        log.warning("setups: dropped an invalid part of the %s setup", game_id)
    return out


def _write(data: dict[str, Any]) -> None:
    try:
        atomic.write_json(path(), data)
    except OSError as exc:
        log.warning("setups: cannot write %s (%s)", path(), exc)


def remember(game_id: str, players: int, seats: list[tuple[str, str]],
             options: dict[str, Any], open_votes: bool | None = None) -> None:
    """Keep this setup for next time (a write that fails is logged, never raised);
    ``open_votes``: the table's "Open votes" choice (None: the game has none)."""
    data = _read_all()
    data[game_id] = {"players": players, "seats": [list(s) for s in seats],
                     "options": dict(options)}
    if open_votes is not None:
        data[game_id]["open_votes"] = bool(open_votes)
    _write(data)


def forget(game_id: str) -> None:
    """Back to the defaults: the game's remembered setup is removed."""
    data = _read_all()
    if data.pop(game_id, None) is not None:
        _write(data)
