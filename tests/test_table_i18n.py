"""Every literal "table.*" and "avalon.*" key used by the table scenes exists in
English and French, and both files hold the same keys."""
from __future__ import annotations

import json
import re
from pathlib import Path

from scenes.avalon.manifest import ROLES as AVALON_ROLES

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted((ROOT / "scenes" / "kit").glob("table*.py"))
SOURCES += [ROOT / "scenes" / "shell" / n for n in ("pass_device.py", "end.py", "play.py",
                                                  "picker.py", "session.py")]
SOURCES += sorted((ROOT / "scenes" / "avalon").glob("*.py"))
TRANSLATIONS = ROOT / "scenes" / "data" / "translations"
LITERAL = re.compile(r"""\bt\(\s*f?["']((?:table|avalon)\.[a-z0-9_.{}\[\]'" +]+)["']""")


def keys(namespace: str, lang: str) -> set[str]:
    data = json.loads((TRANSLATIONS / f"{namespace}.{lang}.json").read_text(encoding="utf-8"))
    return {f"{namespace}.{k}" for k in data[lang]}


def test_both_languages_have_the_same_keys():
    for ns in ("table", "avalon"):
        assert keys(ns, "en") == keys(ns, "fr")


def test_every_literal_key_exists():
    known = keys("table", "en") | keys("avalon", "en")
    missing = []
    for path in SOURCES:
        for key in LITERAL.findall(path.read_text(encoding="utf-8")):
            if "{" in key or key.endswith("."):   # built key: its fixed prefix must exist
                prefix = key.split("{")[0]
                if not any(k.startswith(prefix) for k in known):
                    missing.append((path.name, key))
            elif key not in known:
                missing.append((path.name, key))
    assert not missing


def test_every_role_reason_and_kind_is_translated():
    known = keys("table", "en") | keys("avalon", "en")
    for role in AVALON_ROLES:
        assert f"avalon.role.{role}" in known
    for reason in ("three_fails", "three_successes", "merlin_assassinated",
                   "assassin_missed", "fifth_reject"):
        assert f"avalon.reason.{reason}" in known
    for kind in ("human", "easy", "normal", "hard"):
        assert f"table.kind.{kind}" in known
