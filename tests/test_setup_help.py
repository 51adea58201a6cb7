"""Setup guidance: an explanation for every option, dependent options disabled with
the reason, and the rules refuse what the setup screen disables."""
from __future__ import annotations

import pygame
import pytest

import game
from scenes.i18n import set_language, t
from scenes.shell.setup_help import help_text, reason
from tests.aids_helpers import choose, drawn_words, open_setup

G = game.get("avalon")


@pytest.fixture
def app(title_app):
    return title_app


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_option_has_an_explanation(lang):
    set_language(lang)
    try:
        for name in G.options:
            assert help_text("avalon", name), name
    finally:
        set_language("en")


def test_pointing_at_an_option_shows_what_it_does(app):
    scene = open_setup(app)
    for name in ("percival", "fifth_reject"):
        pygame.mouse.set_pos(scene.option_rows[name].move(4, 0).midleft)
        with drawn_words(scene.texts) as seen:
            scene.draw(app.screen)
        shown = " ".join(seen)
        words = help_text("avalon", name).split()
        assert words[0] in shown and words[-1] in shown


def test_dependent_options_are_disabled_with_the_reason(app):
    scene = open_setup(app)
    assert not scene.widgets["opt:morgana"].is_enabled
    assert not scene.widgets["opt:lady_targets"].is_enabled
    assert scene.widgets["opt:percival"].is_enabled
    with drawn_words(scene.texts) as seen:
        scene.draw(app.screen)
    assert reason(scene, "morgana") in seen
    assert t("tablekit.setup.needs", option=scene.option_label("percival")) in seen
    assert t("tablekit.setup.needs", option=scene.option_label("lady_of_the_lake")) in seen
    # Percival on: Morgana can be chosen; Percival off again: Morgana goes back off
    choose(app, scene, "opt:percival", t("table.yes"))
    assert scene.widgets["opt:morgana"].is_enabled
    choose(app, scene, "opt:morgana", t("table.yes"))
    assert scene.options["morgana"] is True
    choose(app, scene, "opt:merlin_assassin", t("table.no"))
    assert scene.options["percival"] is False and scene.options["morgana"] is False
    assert not scene.widgets["opt:percival"].is_enabled
    choose(app, scene, "opt:lady_of_the_lake", t("table.yes"))
    assert scene.widgets["opt:lady_targets"].is_enabled


def test_the_rules_refuse_a_character_without_what_it_needs():
    for name, option in G.options.items():
        for other, value in option.needs.items():
            if name in ("percival", "morgana", "mordred", "oberon"):
                opts = {**option.needs, name: True,
                        other: not value}
                with pytest.raises(game.SetupError):
                    G.new(10, 1, options=opts)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_at_800x600_every_option_s_help_is_drawn_whole(user_dirs, lang):
    """With the "Open votes" row the help box is short: it wraps on beside Start in a
    smaller type rather than cut the explanation."""
    from scenes.shell.menus import TitleMenu
    from scenes.shell.picker import SetupScene
    from tests.test_table_kit import make_app
    app = make_app((800, 600))
    try:
        set_language(lang)
        app.reset(TitleMenu())
        scene = SetupScene("avalon")
        for seat in range(scene.players):      # two humans or more: the row is usable
            scene.kinds[seat] = "human" if seat < 3 else "normal"
        app.push(scene)
        app.step(1 / 60)
        assert "open_votes" in scene.option_rows
        for name in scene.option_rows:
            scene.hovered_option = lambda n=name: n   # type: ignore[method-assign]
            drawn = scene._draw_help(app.screen)
            help_words = help_text("avalon", name).split()
            shown = " ".join(drawn).split()
            assert shown[-len(help_words):] == help_words or \
                all(w in shown for w in help_words), (name, drawn)
            assert help_words[-1] in shown[-8:], (name, drawn)
    finally:
        set_language("en")
        app.close()
