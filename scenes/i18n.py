"""One translation table for the whole app, French and English.

Widget text and text we draw ourselves share the keys: files live in
``scenes/data/translations`` as ``<namespace>.<lang>.json`` (python-i18n format,
the one pygame_gui reads), namespace ``bluffbox`` for the shell and one namespace
per game (``avalon``...). ``t("bluffbox.menu.new_game")`` or
``t("avalon.vote.approve", name="Ann")`` (placeholders are ``%{name}``).
"""
from __future__ import annotations

import json
import locale
import os
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "fr")
DIR = Path(__file__).resolve().parent / "data" / "translations"

_lang = "en"


def system_language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        val = os.environ.get(var)
        if val:
            return "fr" if val.lower().startswith("fr") else "en"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "fr" if loc.lower().startswith("fr") else "en"


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGUAGES else "en"


def language() -> str:
    return _lang


@cache
def table(lang: str) -> dict[str, str]:
    """Every key of every namespace for ``lang``, flattened as ``namespace.key``."""
    out: dict[str, str] = {}
    for path in sorted(DIR.glob(f"*.{lang}.json")):
        namespace = path.name.split(".")[0]
        data = json.loads(path.read_text(encoding="utf-8"))[lang]
        for key, text in data.items():
            out[f"{namespace}.{key}"] = text
    return out


def t(key: str, **params: object) -> str:
    """The text for ``key`` in the current language; a missing key shows as itself."""
    text = table(_lang).get(key) or table("en").get(key) or key
    for name, value in params.items():
        text = text.replace("%{" + name + "}", str(value))
    return text
