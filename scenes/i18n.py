"""One translation table for the whole app, French and English.

Widget text and text we draw ourselves share the keys: files live in
``scenes/data/translations`` as ``<namespace>.<lang>.json`` (python-i18n format,
the one pygame_gui reads), namespace ``bluffbox`` for the shell and one namespace
per game (``avalon``...). ``t("bluffbox.menu.new_game")`` or
``t("avalon.vote.approve", name="Ann")`` (placeholders are ``%{name}``).
"""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from saves import errors as _save_errors
from saves.languages import LANGUAGES as LANGUAGES, system_language as system_language  # re-exported

DIR = Path(__file__).resolve().parent / "data" / "translations"

_lang = "en"


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
    """The text for ``key`` in the current language; a missing key shows as itself.
    With ``n=1``, a ``<key>_one`` entry (the singular) is used where there is one."""
    if params.get("n") == 1 and (key + "_one") in table("en"):
        key += "_one"
    text = table(_lang).get(key) or table("en").get(key) or key
    for name, value in params.items():
        text = text.replace("%{" + name + "}", str(value))
    return text


# SaveError.text() speaks the interface language through this table (saves never
# imports the scenes: the scenes hand it the translator).
_save_errors.set_translator(t)
