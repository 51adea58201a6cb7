"""Scene manifests: the shell learns every game from them. The toy game of the tests,
registered at run time through its two manifests (rules and scene), shows in the
picker, the setup screen, the statistics and the bench with no shared file edited."""
from __future__ import annotations

import pygame_gui
import pytest

import game
from saves import Record, SeatInfo
from saves.stats import record_result
from scenes import catalog
from scenes.dev import bench
from scenes.kit.table import TableScene
from scenes.shell.picker import GamePicker, SetupScene
from scenes.shell.stats_menu import StatsMenu
from tests import test_table_kit as kit, tinygame

TOY = catalog.SceneManifest("liars_coin", order=5, bench=(catalog.BenchSetup(3, warmup=4),))


@pytest.fixture
def toy(user_dirs, monkeypatch):
    monkeypatch.setitem(game.GAMES, "liars_coin", tinygame.GAME)
    catalog.register(TOY, TableScene)
    yield
    catalog.unregister("liars_coin")


def labels(app) -> list[str]:
    return [el.text for el in app.manager.get_sprite_group().sprites()
            if isinstance(el, pygame_gui.elements.UILabel)]


def test_every_shipped_game_has_a_manifest_in_its_own_package():
    ids = catalog.ids()
    assert set(game.CATALOG) <= set(ids)
    for gid in ids:
        manifest = catalog.get(gid)
        assert manifest.id == gid
        assert catalog.title(gid) != gid, f"{gid}.title is not translated"
        assert catalog.pitch(gid), f"{gid}.pitch is not translated"
        if manifest.scene is not None:
            assert issubclass(catalog.scene_class(gid), TableScene)


def test_a_coming_game_shows_its_planned_range_and_cannot_start():
    coming = [m for m in catalog.manifests() if m.scene is None]
    for m in coming:
        assert not catalog.playable(m.id)
        if m.id not in game.GAMES:
            assert catalog.player_range(m.id) == m.planned_players


def test_the_toy_game_reaches_picker_setup_and_table(toy):
    app = kit.make_app()
    try:
        app.reset(GamePicker())
        kit.frame(app, 2)
        picker = app.top
        assert "liars_coin" in picker.play_buttons
        assert [gid for gid, _ in picker.cards].index("liars_coin") == \
            catalog.ids().index("liars_coin")
        assert picker.play_buttons["liars_coin"].is_enabled
        kit.click(app, picker.play_buttons["liars_coin"])
        setup = app.top
        assert isinstance(setup, SetupScene) and setup.game_id == "liars_coin"
        assert "opt:rounds" in setup.widgets and setup.option_label("rounds") == "rounds"
        kit.click(app, setup.widgets["start"], frames=3)
        assert type(app.top) is TableScene
        assert app.top.session.record.game == "liars_coin"
    finally:
        app.close()


def test_the_toy_game_has_a_row_in_the_statistics(toy):
    seats = [SeatInfo("A", "human"), SeatInfo("B", "easy")]
    record_result(Record(game="liars_coin", rules_version=1, options={}, seed=1, players=2,
                         seats=seats, actions=[], created="2026-01-01T10:00:00+00:00",
                         updated="2026-01-01T10:00:00+00:00", finished=True), (0,))
    app = kit.make_app()
    try:
        app.reset(StatsMenu())
        kit.frame(app, 2)
        shown = labels(app)
        assert tinygame.GAME.title in shown
        assert [catalog.title(g) for g in catalog.ids()] == \
            [s for s in shown if s in {catalog.title(g) for g in catalog.ids()}]
    finally:
        app.close()


def test_the_bench_times_the_toy_game_from_its_manifest(toy):
    results = bench.all_frame_times(3, ["liars_coin"])
    assert set(results) == {"liars_coin"}
    assert results["liars_coin"]["players"] == 3 and results["liars_coin"]["n"] == 3


def test_the_bench_judges_frames_and_start_up_on_the_cpu_clock():
    """A loaded machine stretches the wall clock: the budgets read the CPU figures."""
    machine = {"cpus": 2, "python": "3", "platform": "linux", "load_1min": 9.0}
    frame = {"median": 3.0, "p99": 9.0, "n": 5, "players": 7, "turn": 40, "scene": "X"}
    start = {"median": 0.7, "p99": 0.9, "n": 3, "method": "hook", "wall_median": 0.8}

    def marks(frame_cpu, start_cpu):
        text = bench.report({"machine": machine,
                             "frame_ms": {"x": {**frame, "cpu_median": frame_cpu, "cpu_p99": 1.0}},
                             "start_source_s": {**start, "cpu_median": start_cpu, "cpu_p99": 0.5}})
        return [line.endswith("ok") for line in text.splitlines() if line.startswith("  ")][:2]
    assert marks(1.0, 0.4) == [True, True]
    assert marks(2.5, 0.6) == [False, False]
