"""The phone page, assembled once per seat: page/page.html with page.css, page.js and
the strings (the page's own table plus the game's translation namespace) inlined, so
one route serves everything and nothing else is reachable."""
from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

PAGE_DIR = Path(__file__).resolve().parent / "page"
TRANSLATIONS = Path(__file__).resolve().parent.parent / "data" / "translations"
LANGS = ("en", "fr")


@cache
def _read(name: str) -> str:
    return (PAGE_DIR / name).read_text(encoding="utf-8")


@cache
def strings(game_id: str) -> dict[str, dict[str, str]]:
    """Per language: the page's own strings, then the game's namespace as ``g.<key>``."""
    own = json.loads(_read("strings.json"))
    out: dict[str, dict[str, str]] = {}
    for lang in LANGS:
        table = dict(own.get(lang, {}))
        path = TRANSLATIONS / f"{game_id}.{lang}.json"
        if path.is_file():
            for key, text in json.loads(path.read_text(encoding="utf-8")).get(lang, {}).items():
                if not key.startswith(("option_help.", "belief.", "tip.", "effect.")):
                    table[f"g.{key}"] = text
        out[lang] = table
    return out


def _script_json(value: Any) -> str:
    """JSON safe inside a <script> element."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def page_html(game_id: str, seat: int, names: Sequence[str]) -> str:
    config = {"game": game_id, "seat": seat, "names": list(names), "strings": strings(game_id)}
    html = _read("page.html")
    return (html.replace("/*CSS*/", _read("page.css"))
                .replace("/*CONFIG*/", _script_json(config))
                .replace("/*JS*/", _read("page.js")))
