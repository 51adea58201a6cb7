"""Quit scenes are released even when a harness passes its own events to
``App.step`` and never reads pygame's queue: no scene stays alive, no bot thread
is left behind."""
from __future__ import annotations

import gc
import threading
import weakref

import pygame
import pytest

from saves import SeatInfo, slots
from tests.test_app_support import DT


def click_events(element) -> list[pygame.event.Event]:
    pos = element.get_abs_rect().center
    pygame.mouse.set_pos(pos)
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


@pytest.mark.parametrize("games", [8, pytest.param(50, marks=pytest.mark.slow)])
def test_games_quit_through_step_with_events_release_their_scenes_and_threads(user_dirs, games):
    from saves.settings import Settings
    from scenes.kit.table import TableScene
    from scenes.shell.app import App
    from scenes.shell.menus import PauseMenu, TitleMenu
    from scenes.shell.play import start_new
    app = App(settings=Settings(language="en", animation_speed="instant"), size=(800, 600))
    app.running = True
    app.learning_aids = False     # no role card opening over the table: Esc is the pause menu
    app.reset(TitleMenu())
    seats = [SeatInfo("Ann", "human")] + [SeatInfo(f"Bot {i}", "easy") for i in range(4)]
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    scenes = []

    def play_and_quit(seed: int) -> None:
        slots.clear_autosave()                # no "unfinished game" question before the next
        start_new(app, "avalon", 5, seats, {}, seed)
        assert isinstance(app.top, TableScene)
        scenes.append(weakref.ref(app.top))
        for _ in range(3):
            app.step(DT, [])                  # bots think in their thread meanwhile
        app.step(DT, [escape])
        assert isinstance(app.top, PauseMenu)
        quit_button = next(b for b in app.manager.get_sprite_group().sprites()
                           if getattr(b, "text", "") == "bluffbox.pause.quit_to_menu")
        app.step(DT, click_events(quit_button))
        app.step(DT, [])
        assert isinstance(app.top, TitleMenu), type(app.top)

    try:
        play_and_quit(0)                      # warm-up: the autosave writer's one thread starts
        gc.collect()
        threads = threading.active_count()
        for seed in range(1, games + 1):
            play_and_quit(seed)
        gc.collect()
        assert [r for r in scenes if r() is not None] == []
        for t in threading.enumerate():      # a bot still finishing its last move ends now
            if t.name.startswith("bot"):
                t.join(timeout=5)
        assert threading.active_count() <= threads
        assert not [t for t in threading.enumerate() if t.name.startswith("bot")]
    finally:
        app.close()


def test_leaving_a_table_stops_its_bots(user_dirs):
    from saves.settings import Settings
    from scenes.shell.app import App
    from scenes.shell.menus import TitleMenu
    from scenes.shell.play import start_new
    app = App(settings=Settings(language="en"), size=(800, 600))
    seats = [SeatInfo(f"Bot {i}", "hard") for i in range(5)]
    start_new(app, "avalon", 5, seats, {}, 3)
    table = app.top
    app.step(DT, [])
    assert table.session._pool is not None
    app.reset(TitleMenu())
    assert table.session._pool is None and table.root is None
    app.close()
