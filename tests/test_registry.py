"""Scenes open one another by name through the app (scenes/shell/registry.py), never
by importing each other."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from scenes.shell import registry
from scenes.shell.base import Scene
from tests.test_app_support import app, pump  # noqa: F401  (fixture)

ROOT = Path(__file__).resolve().parent.parent
#: the entry point keeps ``--help`` free of pygame; scenes/dev are tools; scenes/phone
#: is a server (none of them is a scene moving to another)
NOT_SCENES = ("__main__.py", "dev", "phone")


@pytest.mark.parametrize("name", sorted({**registry.SCENES, **registry.ACTIONS}))
def test_every_name_resolves_to_something_callable(name):
    assert callable(registry.resolve(name))


def test_scene_names_give_scenes():
    for name in registry.SCENES:
        target = registry.resolve(name)
        assert not isinstance(target, type) or issubclass(target, Scene), name


def test_a_game_scene_is_found_through_its_manifest():
    from scenes.avalon.scene import AvalonScene
    assert registry.resolve("game:avalon") is AvalonScene
    with pytest.raises(KeyError):
        registry.resolve("game:no_such_game")
    with pytest.raises(KeyError):
        registry.resolve("no_such_scene")


def test_open_pushes_the_named_scene_and_reset_clears_the_stack(app):
    from scenes.shell.menus import TitleMenu
    from scenes.shell.rules_view import RulesMenu
    from scenes.shell.settings_menu import SettingsMenu
    title = app.reset_named("title")
    assert isinstance(title, TitleMenu) and app.stack == [title]
    settings = app.open("settings")
    assert isinstance(settings, SettingsMenu) and app.stack == [title, settings]
    rules = app.replace_named("rules", game_id="avalon")
    assert isinstance(rules, RulesMenu) and rules.game_id == "avalon"
    assert app.stack == [title, rules]
    pump(app, 1)


def test_a_missing_module_tells_the_player_and_opens_nothing(app, monkeypatch):
    monkeypatch.setitem(registry.SCENES, "later", "scenes.shell.not_written_yet:Later")
    monkeypatch.setitem(registry.ACTIONS, "later_action", "scenes.not_written:run")
    app.reset_named("title")
    assert app.open("later") is None
    assert app.call("later_action") is None
    pump(app, 1)
    from scenes.kit.ui import Dialog
    assert [type(s) for s in app.stack[1:]] == [Dialog, Dialog]   # "not ready", twice


def function_level_imports(path: Path) -> list[str]:
    """Imports of scenes modules inside functions, less those under TYPE_CHECKING and
    those a comment just above calls heavy (loaded on purpose)."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    tree = ast.parse(text)
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(n) for b in node.body for n in ast.walk(b)}
    found = []
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(func):
            if id(node) in skip or not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            ours = (isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").startswith("scenes"))) \
                or (isinstance(node, ast.Import) and any(a.name.startswith("scenes") for a in node.names))
            above = "\n".join(lines[max(0, node.lineno - 4):node.lineno - 1])
            if ours and "heavy" not in above:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_scene_imports_another_inside_a_function():
    found = []
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        rel = path.relative_to(ROOT / "scenes").parts
        if rel[0] in NOT_SCENES:
            continue
        found += function_level_imports(path)
    assert found == []
