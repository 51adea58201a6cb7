"""Player settings in ``config_dir()/settings.json``.

``load_settings`` never fails: a missing or unreadable file gives the defaults,
a missing key its default, a bad value is clamped into range or replaced by its
default, each with a warning in the log. ``DEFAULTS`` (and ``defaults()``) use the
system language, read when asked for.
"""
from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass, replace
from typing import Any

from . import atomic, paths
from .errors import SaveError
from .languages import LANGUAGES, system_language

log = logging.getLogger(__name__)

SPEEDS = ("slow", "normal", "fast", "instant")
MIN_WINDOW = (800, 600)
MAX_WINDOW = (7680, 4320)
FORMAT = 1


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    volume: float = 0.8
    sound: bool = True
    animation_speed: str = "normal"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    colourblind: bool = False
    #: "What would a good player do?" in solo games (always offered in a player's
    #: first game of each game; this setting after that)
    hints: bool = False


def defaults() -> Settings:
    return Settings(language=system_language())


def __getattr__(name: str) -> Any:
    if name == "DEFAULTS":  # computed at use, so the system language is current
        return defaults()
    raise AttributeError(name)


def _is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def _clean(data: dict[str, Any]) -> Settings:
    base = defaults()
    out: dict[str, Any] = {}

    def fallback(key: str, why: str) -> None:
        log.warning("settings: %s %s (%r); using %r", key, why, data[key], getattr(base, key))
        out[key] = getattr(base, key)

    for key in ("sound", "fullscreen", "colourblind", "hints"):
        if key in data:
            if _is_bool(data[key]):
                out[key] = data[key]
            else:
                fallback(key, "is not true/false")

    if "language" in data:
        if data["language"] in LANGUAGES:
            out["language"] = data["language"]
        else:
            fallback("language", "is not a known language")

    if "animation_speed" in data:
        if data["animation_speed"] in SPEEDS:
            out["animation_speed"] = data["animation_speed"]
        else:
            fallback("animation_speed", "is not a known speed")

    if "volume" in data:
        v = data["volume"]
        if isinstance(v, (int, float)) and not isinstance(v, bool) and not math.isnan(v):
            out["volume"] = float(min(1.0, max(0.0, v)))
            if out["volume"] != v:
                log.warning("settings: volume %r clamped to %r", v, out["volume"])
        else:
            fallback("volume", "is not a number")

    if "window_size" in data:
        size = data["window_size"]
        if (isinstance(size, (list, tuple)) and len(size) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in size)):
            fixed = tuple(min(hi, max(lo, x)) for x, lo, hi in zip(size, MIN_WINDOW, MAX_WINDOW))
            if fixed != tuple(size):
                log.warning("settings: window size %r clamped to %r", size, fixed)
            out["window_size"] = fixed
        else:
            fallback("window_size", "is not a width and height")

    return replace(base, **out)


def load_settings() -> Settings:
    path = paths.settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return defaults()
    except (OSError, ValueError, RecursionError) as exc:
        log.warning("settings file %s unreadable (%s); using defaults", path, exc)
        return defaults()
    if not isinstance(data, dict):
        log.warning("settings file %s is not an object; using defaults", path)
        return defaults()
    return _clean(data)


def save_settings(s: Settings) -> None:
    """Atomic write; SaveError (error.write_failed) if the disk refuses."""
    data = asdict(s)
    data["window_size"] = list(s.window_size)
    try:
        atomic.write_json(paths.settings_path(), {"format": FORMAT, **data})
    except OSError as exc:
        log.error("could not write settings", exc_info=True)
        raise SaveError("error.write_failed", reason=exc.strerror or str(exc)) from None
