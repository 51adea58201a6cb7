"""The interface languages, read by the settings (saves) and the translations (scenes)."""
from __future__ import annotations

import locale
import os

LANGUAGES = ("en", "fr")


def system_language() -> str:
    """The system's language when BluffBox speaks it (French), else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        val = os.environ.get(var)
        if val:
            return "fr" if val.lower().startswith("fr") else "en"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "fr" if loc.lower().startswith("fr") else "en"
