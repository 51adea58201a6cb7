"""Translations: every key in both languages with the same placeholders, every key
the code uses exists, and pygame_gui's python-i18n resolves our files."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from scenes import i18n

ROOT = Path(__file__).resolve().parent.parent
DIR = i18n.DIR
PLACEHOLDER = re.compile(r"%\{(\w+)\}")
# python-i18n's t(key, **kwargs) takes these names itself: a placeholder so named breaks it
RESERVED = {"key", "locale", "count"}


def namespaces() -> list[str]:
    return sorted({p.name.split(".")[0] for p in DIR.glob("*.json")})


def load(ns: str, lang: str) -> dict[str, str]:
    path = DIR / f"{ns}.{lang}.json"
    assert path.is_file(), f"{path.name} is missing"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert list(data) == [lang], f"{path.name} must hold one top-level key {lang!r}"
    return data[lang]


def test_there_are_namespace_files():
    assert "bluffbox" in namespaces()


@pytest.mark.parametrize("ns", namespaces())
def test_every_key_exists_in_both_languages_with_the_same_placeholders(ns):
    en, fr = load(ns, "en"), load(ns, "fr")
    assert sorted(set(en) - set(fr)) == [], f"{ns}: keys missing in French"
    assert sorted(set(fr) - set(en)) == [], f"{ns}: keys missing in English"
    for key in en:
        assert isinstance(en[key], str) and isinstance(fr[key], str), f"{ns}.{key}: not text"
        assert en[key].strip() and fr[key].strip(), f"{ns}.{key}: empty text"
        a, b = sorted(PLACEHOLDER.findall(en[key])), sorted(PLACEHOLDER.findall(fr[key]))
        assert a == b, f"{ns}.{key}: placeholders differ: en {a} fr {b}"
        assert not RESERVED & set(a), f"{ns}.{key}: placeholder name reserved by python-i18n"


def string_literals(path: Path) -> list[str]:
    """Whole string constants (not f-string fragments, not logger names)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            skip.update(id(v) for v in node.values)
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "getLogger":
            skip.update(id(a) for a in node.args)
    return [n.value for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip]


def t_calls(path: Path) -> list[str]:
    """First arguments of t("...") calls that are plain string literals."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == "t"
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            out.append(node.args[0].value)
    return out


FILE_TYPES = {"log", "exe", "json", "png", "wav", "md", "txt", "py", "spec"}
SCENE_FILES = sorted((ROOT / "scenes").rglob("*.py"))


def test_every_literal_key_used_in_scenes_exists():
    known = set(i18n.table("en")) & set(i18n.table("fr"))
    missing = []
    names = "|".join(re.escape(ns) for ns in namespaces())
    key_like = re.compile(rf"^({names})\.[a-z0-9_]+(\.[a-z0-9_]+)*$")
    for path in SCENE_FILES:
        used = set(t_calls(path)) | {s for s in string_literals(path)
                                     if key_like.match(s) and s.rsplit(".", 1)[1] not in FILE_TYPES}
        missing += [f"{path.relative_to(ROOT)}: {k}" for k in sorted(used) if k not in known]
    assert missing == []


def test_the_t_call_scan_finds_keys():
    # guards the test above against scanning nothing
    assert "bluffbox.pause.save_prompt" in t_calls(ROOT / "scenes" / "shell" / "pause_menu.py")


def test_dynamic_shell_keys_exist():
    from scenes import catalog
    from scenes.shell.settings_menu import ANIMATION_SPEEDS
    from scenes.shell.stats_menu import SEAT_KINDS
    table = i18n.table("en")
    keys = [f"{g}.{k}" for g in catalog.ids() for k in ("title", "pitch")] + [f"bluffbox.stats.kind_{k}" for k in SEAT_KINDS] + \
           [f"bluffbox.settings.speed_{s}" for s in ANIMATION_SPEEDS]
    assert [k for k in keys if k not in table] == []


def test_every_rules_game_has_a_scene_manifest():
    import game
    from scenes import catalog
    assert set(game.CATALOG) <= set(catalog.ids())


def test_rules_layer_error_keys_are_translated():
    """Every error key the rules layer raises has a text: bare keys ("error.x") in
    the bluffbox namespace (or a game's own), namespaced ones where they say."""
    table = i18n.table("en")
    pattern = re.compile(r"^(?:([a-z_]+)\.)?error\.[a-z0-9_]+$")
    missing = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for s in string_literals(path):
            m = pattern.match(s)
            if not m:
                continue
            if m.group(1):
                ok = s in table
            else:
                ok = f"bluffbox.{s}" in table or any(k.endswith("." + s) for k in table)
            if not ok:
                missing.append(f"{path.relative_to(ROOT)}: {s}")
    assert missing == []


def test_core_errors_have_their_params():
    table = i18n.table("en")
    assert sorted(PLACEHOLDER.findall(table["bluffbox.error.player_count"])) == ["high", "low", "n"]
    assert "%{game}" in table["bluffbox.error.game_unknown"]


def test_t_switches_language_and_fills_placeholders():
    try:
        i18n.set_language("fr")
        assert i18n.t("bluffbox.menu.new_game") == "Nouvelle partie"
        assert i18n.t("bluffbox.error.player_count", low=5, high=10, n=3) == \
            "Ce jeu se joue de 5 à 10 joueurs, pas 3."
        i18n.set_language("en")
        assert i18n.t("bluffbox.menu.new_game") == "New game"
    finally:
        i18n.set_language("en")


def test_pygame_gui_resolves_our_keys_in_both_languages(user_dirs):
    import pygame
    import pygame_gui
    from pygame_gui.core.utility import translate
    pygame.init()
    manager = pygame_gui.UIManager((800, 600), translation_directory_paths=[str(DIR)])
    manager.set_locale("fr")
    assert translate("bluffbox.menu.settings") == "Réglages"
    assert translate("bluffbox.ui.shortcut", letter="N") == "Raccourci : N"
    manager.set_locale("en")
    assert translate("bluffbox.menu.settings") == "Settings"
    assert translate("Some plain text. With a dot") == "Some plain text. With a dot"


def test_default_language_is_the_system_language(user_dirs, monkeypatch):
    from saves.settings import load_settings
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    assert i18n.system_language() == "fr"
    assert load_settings().language == "fr"  # nothing saved yet: the system's
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.system_language() == "en"


def test_a_count_of_one_takes_the_singular_where_there_is_one():
    """"Elif takes 1 stones" was in the log: with n=1, a key's ``_one`` entry is used."""
    try:
        for lang, one, two in (("en", "Red Curse: Elif takes 1 stone.", "takes 2 stones."),
                               ("fr", "Malédiction rouge : Elif prend 1 pierre.", "prend 2 pierres.")):
            i18n.set_language(lang)
            assert i18n.t("aztec.ev.curse", curse=i18n.t("aztec.curse.red"), name="Elif", n=1) == one
            assert i18n.t("aztec.ev.curse", curse="x", name="Elif", n=2).endswith(two)
        i18n.set_language("en")
        assert i18n.t("avalon.fail_count", n=1) == "1 fail"
        assert i18n.t("aztec.board.artefacts", n=1) == "Artefacts: 1 left"   # no singular entry
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("ns", namespaces())
def test_every_singular_entry_has_its_plural(ns):
    en = load(ns, "en")
    assert [k for k in en if k.endswith("_one") and k[:-4] not in en] == []
