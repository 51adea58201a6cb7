"""An untouched screen where nothing moves lets the loop sleep; input, bots and
animations keep it at full speed."""
from __future__ import annotations

import pygame

from saves import SeatInfo, slots
from scenes.shell import app as app_module
from tests.test_app_support import DT, app, pump  # noqa: F401  (fixture)


def untouched(app) -> None:
    app._last_input -= app_module.IDLE_AFTER + 1


def test_an_untouched_menu_is_idle_and_the_loop_sleeps(app):
    from scenes.shell.menus import TitleMenu
    app.reset(TitleMenu())
    pump(app, 3)
    assert not app.idle()                   # just touched (the first frames)
    untouched(app)
    assert app.idle()
    before = app.frame
    app.loop(seconds=0.6)
    assert app.frame - before <= 2          # asleep: about one frame a second, not 36
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.loop(seconds=0.3)
    assert not app.idle() and app.frame - before > 5    # input wakes it at once


def test_a_table_is_awake_while_bots_play_and_idle_when_the_human_must_act(app):
    from scenes.shell.play import start_new
    slots.clear_autosave()
    seats = [SeatInfo("Ann", "human")] + [SeatInfo(f"Bot {i}", "easy") for i in range(4)]
    start_new(app, "avalon", 5, seats, {}, 7)
    table = app.top
    session = table.session
    pump(app, 3)
    untouched(app)
    for _ in range(600):
        if session.thinking() is not None:
            assert table.animating() and not app.idle()
        if 0 in session.to_act() and session.thinking() is None and not table.animating():
            break
        session.skip_wait()
        app.step(DT, [])
        untouched(app)
    assert 0 in session.to_act()
    assert app.idle()


def test_a_focused_text_entry_keeps_its_cursor_blinking(app):
    from scenes.kit import ui
    from scenes.shell.menus import TitleMenu
    app.reset(TitleMenu())
    dialog = ui.PromptDialog("x", "name", lambda text: None)
    app.push(dialog)
    pump(app, 3)
    app.manager.set_focus_set(dialog.entry)
    untouched(app)
    assert not app.idle()
    app.manager.set_focus_set(None)
    assert app.idle()
