"""SaveError: a save, settings or statistics file that cannot be used.

``message`` is the English sentence (for logs and as a fallback); ``key`` and
``params`` name the same sentence in the ``saves`` translation namespace, so a
scene shows ``t("saves." + err.key, **err.params)`` — or simply ``err.text()``, which
uses the translator the scenes hand over (``set_translator``; saves never imports the
scenes) and falls back to the English message.
The English sentences live in ``saves.en.json`` (data, shared with the GUI), so
the message and the translation can never drift apart.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

NAMESPACE = "saves"
_TRANSLATIONS = Path(__file__).resolve().parent.parent / "scenes" / "data" / "translations"


#: (full key, **params) -> text in the interface language; None: English only
_translate: Callable[..., str] | None = None


def set_translator(translate: Callable[..., str] | None) -> None:
    global _translate
    _translate = translate


@cache
def english() -> dict[str, str]:
    try:
        path = _TRANSLATIONS / f"{NAMESPACE}.en.json"
        texts: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))["en"]
        return texts
    except (OSError, ValueError, KeyError):
        return {}


def fill(template: str, params: dict[str, Any]) -> str:
    for name, value in params.items():
        template = template.replace("%{" + name + "}", str(value))
    return template


class SaveError(Exception):
    """A file BluffBox cannot use; never a crash, always a sentence a player reads."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        template = english().get(key)
        if template is None:  # translation file missing (broken install): still say something
            shown = ", ".join(f"{k}={v}" for k, v in params.items())
            template = key + (f" ({shown})" if shown else "")
        self.message = fill(template, params)
        super().__init__(self.message)

    @property
    def full_key(self) -> str:
        return f"{NAMESPACE}.{self.key}"

    def text(self) -> str:
        """The message in the interface language (English without a translator)."""
        if _translate is None:
            return self.message
        return _translate(self.full_key, **self.params)
