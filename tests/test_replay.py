"""Replay of a finished or saved game, driven through the real scenes."""
from __future__ import annotations

import pygame

from saves import slots
from scenes.avalon.scene import AvalonScene
from scenes.dev.shots import _random_record
from scenes.i18n import t
from scenes.shell.end import EndScene
from scenes.shell.load_menu import LoadMenu
from scenes.shell.menus import TitleMenu
from scenes.shell.replay import ReplayControls
from tests import test_table_kit as kit
from tests.aids_helpers import finished_record, open_finished


def replay_from_end(app, rec):
    end = open_finished(app, rec)
    assert isinstance(end, EndScene)
    kit.click(app, end.replay_button)
    replay = app.top
    assert isinstance(replay, ReplayControls) and isinstance(replay, AvalonScene)
    return end, replay


def public(replay):
    s = replay.session
    return s.game.view(s.states[s.step], None)


def test_step_forward_and_back_through_the_record(app):
    rec = finished_record(7)
    end, replay = replay_from_end(app, rec)
    s = replay.session
    assert s.step == 0 and s.total == len(rec.actions)
    kit.key(app, pygame.K_RIGHT)
    kit.key(app, pygame.K_RIGHT)
    assert s.step == 2
    assert s.viewer_view() == public(replay)           # the public view, nothing private
    assert len(replay.log_panel.entries) == len(public(replay)["log"])
    kit.key(app, pygame.K_LEFT)
    assert s.step == 1 and len(replay.log_panel.entries) == len(public(replay)["log"])
    kit.click(app, kit.buttons(app)[t("tablekit.replay.forward")])
    assert s.step == 2
    kit.key(app, pygame.K_END)
    assert s.step == s.total and s.viewer_view()["over"]
    kit.key(app, pygame.K_HOME)
    assert s.step == 0
    # nobody moves in a replay: no move buttons, the record is untouched
    assert replay.my_turn() is None and len(rec.actions) == s.total
    kit.key(app, pygame.K_ESCAPE)
    assert app.top is end


def test_jump_to_a_quest(app):
    _end, replay = replay_from_end(app, finished_record(7))
    s = replay.session

    def done(step):
        return sum(1 for q in s.game.view(s.states[step], None)["quests"] if q["result"])

    kit.key(app, pygame.K_PAGEDOWN)
    assert done(s.step) == 1 and done(s.step - 1) == 0       # the start of quest 2
    assert t("avalon.quest", n=2) in replay.status_line()[0]
    kit.key(app, pygame.K_3)
    assert done(s.step) == 2 and done(s.step - 1) == 1
    kit.click(app, kit.buttons(app)[t("tablekit.replay.prev_chapter")])
    assert done(s.step) == 1 and done(s.step - 1) == 0


def test_play_runs_at_the_animation_speed_and_stops_at_the_end(app):
    _end, replay = replay_from_end(app, finished_record(5))
    s = replay.session
    kit.key(app, pygame.K_SPACE)
    assert replay.playing
    kit.frame(app, 3, dt=1.0)
    assert 2 <= s.step <= 4
    kit.click(app, kit.buttons(app)[t("tablekit.replay.pause")])
    assert not replay.playing
    here = s.step
    kit.frame(app, 3, dt=1.0)
    assert s.step == here
    s.goto(s.total - 1)
    kit.key(app, pygame.K_SPACE)
    kit.frame(app, 4, dt=1.0)
    assert s.step == s.total and not replay.playing


def test_roles_shown_at_every_step_once_the_game_is_over(app):
    _end, replay = replay_from_end(app, finished_record(7))
    s = replay.session
    s.goto(3)
    kit.frame(app, 1)
    view = s.viewer_view()
    assert not any(view.get("revealed") or [])
    names = {t(f"avalon.role.{r}") for r in s.final["revealed"]}
    assert not {str(replay.seat_status(view, seat)) for seat in range(7)} & names
    kit.click(app, kit.buttons(app)[t("tablekit.replay.roles")])
    view = s.viewer_view()
    roles = s.final["revealed"]
    assert view["revealed"] == roles and all(roles)
    for seat in range(7):
        status = replay.seat_status(view, seat)
        assert t(f"avalon.role.{roles[seat]}") == status[0]


def test_replay_a_save_from_the_load_menu_without_its_secrets(app):
    rec, _ = _random_record("avalon", 6, 9, 30)      # an unfinished game
    slots.save(rec, "Half way")
    app.reset(TitleMenu())
    app.push(LoadMenu())
    menu = app.top
    kit.click(app, menu.replay_button)
    replay = app.top
    assert isinstance(replay, ReplayControls)
    s = replay.session
    assert not s.finished
    assert t("tablekit.replay.roles") not in kit.buttons(app)   # no roles before the end
    replay.toggle_roles()
    for step in range(s.total + 1):
        s.goto(step)
        assert s.viewer_view() == public(replay)
    kit.key(app, pygame.K_ESCAPE)
    assert app.top is menu
