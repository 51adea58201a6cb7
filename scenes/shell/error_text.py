"""A caught error in the player's language: the one function every screen uses."""
from __future__ import annotations

from ..i18n import t


def save_error() -> type[Exception]:
    """saves.SaveError (OSError when the saves package cannot load)."""
    try:
        from saves import SaveError
        return SaveError
    except ImportError:  # pragma: no cover - the saves package ships with us
        return OSError


def error_text(exc: BaseException) -> str:
    """A save or rules error in the player's language when translated (its ``text()``,
    else its ``key`` and ``params``), else its message."""
    text = getattr(exc, "text", None)
    if callable(text):
        try:
            return str(text())
        except Exception:
            pass
    key = getattr(exc, "key", None)
    for full in (key, f"bluffbox.{key}") if key else ():
        shown = t(full, **getattr(exc, "params", {}))
        if shown != full:
            return shown
    return getattr(exc, "message", None) or str(exc) or type(exc).__name__
