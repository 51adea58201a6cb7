"""Setup guidance for any game: a one-line explanation of every option, and options
that need another one (``Option.needs``) disabled with the reason.

The explanations are the game's translation keys ``<game>.option_help.<option>``."""
from __future__ import annotations

from typing import Any

from ..i18n import t
from .open_votes_row import tip


def unmet(gdef: Any, options: dict[str, Any], name: str) -> list[tuple[str, Any]]:
    """The (option, value) pairs ``name`` needs that the current ``options`` lack."""
    needs = getattr(gdef.options[name], "needs", None) or {}
    return [(other, value) for other, value in needs.items() if options.get(other) != value]


def settle(gdef: Any, options: dict[str, Any]) -> set[str]:
    """Reset every option whose needs are unmet to its default; returns their names.
    Repeats until stable, as resetting one can leave another without what it needs."""
    off: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, option in gdef.options.items():
            if unmet(gdef, options, name):
                off.add(name)
                if options.get(name) != option.default:
                    options[name] = option.default
                    changed = True
    return off


def reason(scene: Any, name: str) -> str:
    """"needs Percival" (or "needs Quest order: Leader's choice"), for a disabled option."""
    parts = []
    for other, value in unmet(scene.gdef, scene.options, name):
        label = scene.option_label(other)
        if isinstance(value, bool) and value:
            parts.append(t("tablekit.setup.needs", option=label))
        else:
            shown = {v: text for text, v in scene.option_values(other)}.get(value, value)
            parts.append(t("tablekit.setup.needs_value", option=label, value=shown))
    return ", ".join(parts)


def help_text(game_id: str, name: str) -> str:
    if name == "open_votes":   # the table's "Open votes" row, not a rules option
        return tip(game_id)
    key = f"{game_id}.option_help.{name}"
    text = t(key)
    return "" if text == key else text
