"""The last setup of each game is remembered; Defaults forgets it; bad files never
stop the setup screen."""
from __future__ import annotations

import json

import pytest

from saves import setups
from scenes.i18n import t
from scenes.kit.table import TableScene
from scenes.shell.menus import TitleMenu
from scenes.shell.pass_device import PassDevice
from tests import test_table_kit as kit
from tests.aids_helpers import choose, open_setup


@pytest.fixture
def app(title_app):
    return title_app


def test_a_started_setup_comes_back_next_time(app):
    scene = open_setup(app)
    choose(app, scene, "count", "7")
    choose(app, scene, "kind2", t("table.kind.hard"))
    choose(app, scene, "kind1", t("table.kind.human"))
    choose(app, scene, "opt:percival", t("table.yes"))
    scene.widgets["name1"].set_text("Zoé")
    kit.click(app, scene.widgets["start"])
    assert isinstance(app.top, (TableScene, PassDevice))   # two humans: pass first
    app.reset(TitleMenu())
    again = open_setup(app)
    assert again.players == 7
    assert again.kinds[:3] == ["human", "human", "hard"]
    assert again.names[1] == "Zoé" and again.names[2] == again.default_name(2, "hard")
    assert again.options["percival"] is True
    assert again.widgets["name1"].get_text() == "Zoé"
    # Defaults: the game's own setup, and nothing remembered any more
    kit.click(app, again.widgets["defaults"])
    assert again.players == 5 and again.options["percival"] is False
    assert again.kinds == ["human"] + ["normal"] * 4
    assert setups.load("avalon") == {}
    assert open_setup(app).players == 5


def test_a_setup_that_does_not_start_is_not_remembered(app):
    scene = open_setup(app)
    choose(app, scene, "count", "6")
    scene.toggle_advanced()
    scene.widgets["seed"].set_text("")
    kit.click(app, scene.widgets["start"])
    assert app.top is scene and scene.error
    assert setups.load("avalon") == {}


def test_bad_or_outdated_parts_are_dropped(user_dirs):
    setups.path().parent.mkdir(parents=True, exist_ok=True)
    setups.path().write_text(json.dumps({"avalon": {
        "players": 11, "seats": [["Ann", "human"], ["Bob", "wizard"]],
        "options": {"percival": 1, "oberon": True, "gone": True}}}), encoding="utf-8")
    assert setups.load("avalon") == {"options": {"oberon": True}}
    setups.path().write_text("{not json", encoding="utf-8")
    assert setups.load("avalon") == {}
    setups.remember("avalon", 6, [("", "human"), ("Bo", "easy")], {"oberon": True})
    assert setups.load("avalon") == {"players": 6, "seats": [("", "human"), ("Bo", "easy")],
                                     "options": {"oberon": True}}


def test_setup_screen_opens_on_a_broken_file(app):
    setups.path().parent.mkdir(parents=True, exist_ok=True)
    setups.path().write_text('{"avalon": {"players": "many", "seats": 3}}', encoding="utf-8")
    scene = open_setup(app)
    assert scene.players == 5 and len(scene.names) == 5
