"""Save-file format versions and the upgrade loop.

``FORMAT`` is the layout this code writes. A file of an older layout is brought
forward one step at a time by ``UPGRADES[n]`` (format n -> n + 1) until it reaches
``FORMAT``; a file from a newer BluffBox is refused with a clear message.
When the layout changes: bump ``FORMAT``, add ``UPGRADES[old]`` and a test with a
file of the old layout. (A game's *rules* version is a separate matter, checked
at replay.)
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import SaveError

FORMAT = 1


def _format_0_to_1(old: dict[str, Any]) -> dict[str, Any]:
    """Format 0, the first layout, had no version field, kept moves as
    ``{"seat": s, "move": m}`` objects with one ``saved`` date, and recorded
    neither the player count, nor whether the game had finished, nor a name."""
    seats = old["seats"]
    saved = old["saved"]
    return {
        "format": 1,
        "app": "bluffbox",
        "game": old["game"],
        "rules_version": old["rules_version"],
        "options": old.get("options", {}),
        "seed": old["seed"],
        "players": len(seats),
        "seats": seats,
        "actions": [[m["seat"], m["move"]] for m in old["moves"]],
        "created": saved,
        "updated": saved,
        "finished": False,  # the replay on load tells the truth
        "name": "",
    }


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    0: _format_0_to_1,
}


def file_format(data: dict[str, Any]) -> int:
    fmt = data.get("format", 0)  # format 0 had no version field
    if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 0:
        raise SaveError("error.not_a_save")
    return fmt


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Bring ``data`` to ``FORMAT``; SaveError for a future or unreadable layout."""
    fmt = file_format(data)
    if fmt > FORMAT:
        raise SaveError("error.future", format=fmt, supported=FORMAT)
    while fmt < FORMAT:
        try:
            data = UPGRADES[fmt](data)
        except (KeyError, TypeError, AttributeError, ValueError):
            raise SaveError("error.not_a_save") from None
        fmt += 1
        data["format"] = fmt
    return data
