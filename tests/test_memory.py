"""Memory that a long evening must not pile up (the bench's soak gives the figure:
``python -m scenes.dev.bench --soak 200``). Python allocations are counted with
tracemalloc: what an action allocated and still holds after a collection."""
from __future__ import annotations

import gc
import threading
import tracemalloc
from collections.abc import Callable

import pygame
import pygame_gui

from saves import SeatInfo, slots
from tests.test_app_support import DT, app  # noqa: F401  (fixture)
from tests.tracing import native_callers, settle_bots, traced


def retained(app, action: Callable[[], object], monkeypatch) -> int:
    """Bytes of Python memory ``action`` allocated and still holds."""
    gc.collect()
    with traced(app, monkeypatch):
        action()
        gc.collect()
        return tracemalloc.get_traced_memory()[0]


def nesting(app, name: str) -> None:
    """Widgets under ids never seen before (a dialog opened for the first time), then gone."""
    panel = pygame_gui.elements.UIPanel(pygame.Rect(100, 100, 500, 300), manager=app.manager,
                                        object_id=pygame_gui.core.ObjectID(f"#{name}", "@dialog"))
    pygame_gui.elements.UIButton(pygame.Rect(10, 10, 200, 40), "OK", manager=app.manager,
                                 container=panel, object_id=f"#{name}_ok")
    pygame_gui.elements.UIDropDownMenu(["one", "two"], "one", pygame.Rect(10, 60, 200, 40),
                                       manager=app.manager, container=panel,
                                       object_id=f"#{name}_pick")
    app.step(DT, [])
    panel.kill()
    app.step(DT, [])


def test_a_new_widget_nesting_keeps_kilobytes_not_megabytes(app, monkeypatch):
    # pygame_gui's theme memoised each nesting under a key of up to a megabyte
    # (nested str.join) and kept them all: 18 MB after the menus and one game,
    # more with each dialog seen for the first time (9 MB for these four).
    nesting(app, "warm")                         # fonts, shapes: filled once
    kept = retained(app, lambda: [nesting(app, f"probe{i}") for i in range(4)], monkeypatch)
    assert kept < 400_000, f"{kept / 1e6:.1f} MB kept by 4 closed dialogs"


def test_menus_and_games_again_keep_nothing_more(app, monkeypatch):
    """Every menu opened and a game started and quit, through App.step: after the
    first round, more rounds keep no Python memory, objects nor threads."""
    from scenes.shell.load_menu import LoadMenu
    from scenes.shell.menus import TitleMenu
    from scenes.shell.play import start_new
    from scenes.shell.rules_view import RulesMenu
    from scenes.shell.settings_menu import SettingsMenu
    from scenes.shell.stats_menu import StatsMenu
    seats = [SeatInfo("Ann", "human")] + [SeatInfo(f"Bot {i}", "easy") for i in range(4)]

    def round_trip(seed: int) -> None:
        for menu in (LoadMenu, StatsMenu, SettingsMenu, RulesMenu):
            app.reset(TitleMenu())
            app.push(menu())
            app.step(DT, [])
        slots.clear_autosave()
        start_new(app, "avalon", 5, seats, {}, seed)
        for _ in range(3):
            app.step(DT, [])
        app.reset(TitleMenu())
        app.step(DT, [])

    round_trip(0)
    with traced(app, monkeypatch):
        round_trip(1)                            # the title menu it ends on is counted
        settle_bots()
        gc.collect()
        objects, threads = len(gc.get_objects()), threading.active_count()
        before = tracemalloc.get_traced_memory()[0]
        for seed in (2, 3):
            round_trip(seed)
        settle_bots()
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
    assert kept < 200_000, f"{kept / 1e6:.2f} MB kept by 2 more rounds"
    assert len(gc.get_objects()) - objects < 200
    assert threading.active_count() <= threads


def test_resizing_keeps_the_art_of_one_size(app):
    from scenes.shell.menus import TitleMenu
    app.reset(TitleMenu())
    app.step(DT, [])

    def scaled() -> int:
        return sum(1 for _, size in app._images if size is not None)

    first = scaled()
    assert first > 0                             # the title's icon, scaled to its place
    for size in ((1000, 700), (1600, 900), (900, 650), (1280, 720)):
        app.resize(size)
        app.step(DT, [])
    assert scaled() == first


def test_shadows_of_left_scenes_are_not_kept(app):
    # pygame_gui empties its shadow cache every 10 s of frames only: the rules
    # menu's shadows (2 MB at 1280x720, 6 MB at 1920x1080) stayed after it left
    from scenes.shell.menus import TitleMenu
    from scenes.shell.rules_view import RulesMenu
    shadows = app.manager.get_theme().get_shadow_generator()

    def kept() -> int:
        held = [*shadows.short_term_rect_cache.values(), *shadows.created_ellipse_shadows.values()]
        return sum(s.get_width() * s.get_height() * s.get_bytesize() for s in held)

    app.reset(TitleMenu())
    app.push(RulesMenu())
    app.step(DT, [])
    assert kept() > 1_000_000                    # the case this test is about
    app.reset(TitleMenu())
    app.step(DT, [])
    assert kept() < 500_000


def test_memory_is_traced_with_no_native_thread_that_enters_python(app, monkeypatch):
    """The suite's segmentation fault: SDL's audio thread entered Python (a sound had
    ended) while tracemalloc traced, and crashed in tracemalloc. The app here opens the
    real (dummy-driver) mixer and plays a sound, as the menus do on a click; tracing
    must then run with that thread gone and the mixer unable to open again."""
    app.play_sound("click")
    app.step(DT, [])
    with traced(app, monkeypatch):
        app.play_sound("click")                  # the app stays silent, no device
        app.step(DT, [])
        assert native_callers() == []
        assert pygame.mixer.get_init() is None
