"""Game picker and setup screen, driven headless."""
from __future__ import annotations

import pytest

import game
from scenes import catalog
from scenes.i18n import t
from scenes.kit.table import TableScene
from scenes.shell.picker import GamePicker, SetupScene
from tests import test_table_kit as kit


@pytest.fixture
def app(user_dirs):
    kit.register(TableScene)
    app = kit.make_app()
    yield app
    app.close()
    kit.unregister()


def test_picker_lists_the_catalogue_and_blocks_coming_games(app):
    app.reset(GamePicker())
    kit.frame(app, 2)
    picker = app.top
    assert set(picker.play_buttons) == set(catalog.ids())
    for gid, button in picker.play_buttons.items():
        assert button.is_enabled == catalog.playable(gid)
        if not catalog.playable(gid):
            kit.click(app, button)
            assert app.top is picker


def test_picker_opens_setup(app):
    app.reset(GamePicker())
    kit.frame(app, 2)
    gid = next(g for g in catalog.ids() if catalog.playable(g))
    kit.click(app, app.top.play_buttons[gid])
    assert isinstance(app.top, SetupScene) and app.top.game_id == gid


def test_setup_defaults_and_player_count(app):
    app.reset(SetupScene("tabletest"))
    kit.frame(app, 2)
    setup = app.top
    assert setup.kinds[0] == "human" and all(k == "normal" for k in setup.kinds[1:])
    assert setup.names[0] == t("table.setup.player", n=1)
    setup._dropdown(setup.widgets["count"], "2")
    assert setup.players == 2 and len(setup.names) == 2 and "name1" in setup.widgets
    setup._dropdown(setup.widgets["kind1"], t("table.kind.human"))
    assert setup.kinds[1] == "human" and setup.names[1] == t("table.setup.player", n=2)


def test_setup_error_is_shown_inline_and_nothing_starts(app, monkeypatch):
    app.reset(SetupScene("tabletest"))
    kit.frame(app, 2)
    setup = app.top

    def refuse(*a, **k):
        raise game.SetupError("Not with these options.", "error.nope_not_a_key")
    import saves.record
    monkeypatch.setattr(saves.record.Record, "start", classmethod(lambda cls, *a, **k: refuse()))
    kit.click(app, setup.widgets["start"])
    assert app.top is setup and setup.error == "Not with these options."


def test_setup_error_translated_when_the_key_exists(app):
    app.reset(SetupScene("tabletest"))
    kit.frame(app, 2)
    setup = app.top
    setup.players = 9           # out of range for a 2-5 game
    setup._fill_seats()
    kit.click(app, setup.widgets["start"])
    assert app.top is setup and setup.error
    assert "9" in setup.error


def test_setup_starts_the_game_with_names_and_seed(app):
    app.reset(SetupScene("tabletest"))
    kit.frame(app, 2)
    setup = app.top
    setup.widgets["name0"].set_text("Zoé")
    assert "seed" not in setup.widgets              # folded under Advanced (issue 33)
    kit.click(app, setup.widgets["advanced"])
    setup.widgets["seed"].set_text("1234")
    kit.click(app, setup.widgets["start"], frames=3)
    scene = app.stack[0]
    assert isinstance(scene, TableScene)
    assert scene.session.name(0) == "Zoé" and scene.session.record.seed == 1234


def test_setup_options_use_translated_labels(app):
    app.reset(SetupScene("avalon"))
    kit.frame(app, 2)
    setup = app.top
    assert setup.option_label("percival") == t("avalon.option.percival")
    assert setup.option_label("percival") != "avalon.option.percival"
    setup._dropdown(setup.widgets["opt:percival"], t("table.yes"))
    assert setup.options["percival"] is True


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_game_name_and_pitch_is_whole_on_its_card(user_dirs, size, lang):
    from dataclasses import replace
    app = kit.make_app(size)   # the real catalogue alone: one row of four cards
    try:
        app.apply_settings(replace(app.settings, language=lang), save=False)
        app.reset(GamePicker())
        kit.frame(app, 2)
        picker = app.top
        for gid, _rect in picker.cards:
            name, pitch = picker.shown[gid]   # lines are whole only when they fit: no "…"
            assert " ".join(name) == catalog.title(gid), (gid, name)
            assert " ".join(pitch) == catalog.pitch(gid).replace("\n", " "), (gid, pitch)
    finally:
        app.close()


def test_the_picker_reads_each_games_player_range_from_its_rules(app):
    app.reset(GamePicker())
    kit.frame(app, 2)
    for gid in catalog.ids():
        if gid in game.GAMES:
            g = game.get(gid)
            assert catalog.player_range(gid) == (g.min_players, g.max_players)
    assert catalog.player_range("agent_avenue") == (2, 4)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_every_seat_keeps_a_name_field_at_the_most_players(user_dirs, size):
    """Saül with 16 seats at 800x600: two columns left the names 0 px wide under the
    kind menus; one column of shorter rows (a smaller font) keeps every name."""
    import itertools

    app = kit.make_app(size)
    try:
        for gid in (g for g in catalog.ids() if catalog.playable(g)):
            scene = SetupScene(gid)
            scene.players = game.get(gid).max_players
            scene._fill_seats()
            app.reset(scene)
            kit.frame(app, 2)
            seats = [scene.widgets[f"{part}{i}"] for i in range(scene.players)
                     for part in ("name", "kind")]
            bottom = min(scene.widgets[b].rect.top for b in ("back", "defaults", "start"))
            for w in seats:
                assert w.rect.bottom <= bottom and w.rect.right <= size[0], (gid, w.rect)
            for a, b in itertools.combinations(seats, 2):
                assert not a.rect.colliderect(b.rect), (gid, a.rect, b.rect)
            for i in range(scene.players):
                entry = scene.widgets[f"name{i}"]
                assert entry.rect.width >= 90, (gid, i, entry.rect)
                assert entry.rect.height >= entry.font.get_rect("Ág").height + 4, (gid, entry.rect)
    finally:
        app.close()


def test_a_seat_made_human_asks_for_its_name(app):
    """Issue 33: a seat switched to human gets its name field focused with the default
    name selected, so typing replaces "Player 2"."""
    app.reset(SetupScene("tabletest"))
    kit.frame(app, 2)
    setup = app.top
    seat = next(i for i, k in enumerate(setup.kinds) if k != "human")
    setup.set_kind(seat, "human")
    entry = setup.widgets[f"name{seat}"]
    assert entry.is_focused and entry.select_range == [0, len(entry.get_text())]
