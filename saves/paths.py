"""Where BluffBox keeps its files: platformdirs locations, read at each call.

Nothing here creates a folder; the writers create what they need. Reading the
environment at each call lets tests (and portable installs) redirect everything
with ``XDG_DATA_HOME``, ``XDG_CONFIG_HOME`` and ``XDG_STATE_HOME``.
"""
from __future__ import annotations

from pathlib import Path

import platformdirs

APP = "bluffbox"


def data_dir() -> Path:
    """Saves, autosave and statistics."""
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    """settings.json."""
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def log_dir() -> Path:
    """bluffbox.log and its rotated copies."""
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def saves_dir() -> Path:
    """One JSON file per named save slot."""
    return data_dir() / "saves"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def stats_path() -> Path:
    return data_dir() / "statistics.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"
