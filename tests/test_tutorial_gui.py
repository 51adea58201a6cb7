"""Tutorials on the table (scenes/kit/coach.py, scenes/shell/tutorial.py): each game's
tutorial completes through the GUI (``bluffbox --tutorial GAME --autoplay`` in a
subprocess), only the taught move is accepted (another legal move shows "try" and
changes nothing), the picker's Learn button opens it, a finished tutorial is marked
done and stays so, the first start asks once, and a broken tutorial is one line and a
non-zero exit."""
from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import tutorial as T
from game.moves import strictly_equal
from scenes.i18n import t
from scenes.kit import coach as C
from scenes.shell import tutorial as ST
from tests import test_table_kit as kit

GAMES = ("avalon", "agent_avenue", "aztec", "saul")
ROOT = Path(__file__).resolve().parents[1]


def test_each_tutorial_completes_through_the_gui_with_autoplay(tmp_path):
    """The four run at once (about 4 s each, mostly start-up): exit 0 and the JSON line."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    runs = {}
    for gid in GAMES:
        home = tmp_path / gid
        env_g = {**env, **{var: str(home / sub) for var, sub in (
            ("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
            ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache"))}}
        runs[gid] = subprocess.Popen(
            [sys.executable, "-m", "scenes", "--tutorial", gid, "--autoplay", "--lang", "en"],
            cwd=ROOT, env=env_g, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    for gid, proc in runs.items():
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, (gid, err[-2000:])
        tut = T.load(gid)
        line = out.strip().splitlines()[-1]
        assert json.loads(line) == {"tutorial": gid, "steps": len(tut.steps),
                                    "moves": tut.learner_moves(), "completed": True}
        # and the tutorial is remembered as done in that run's folders
        done = json.loads((tmp_path / gid / "config" / "bluffbox" / "tutorials.json").read_text())
        assert gid in done["done"]


def _open(app, gid="avalon", autoplay=False, tutorial=None):
    scene = C.open_tutorial(app, gid, autoplay=autoplay, chosen_tutorial=tutorial)
    assert scene is not None and app.top is scene
    kit.frame(app, 2)
    return scene


def _to_phase(app, scene, phases, limit=600):
    """Frames (clicking Next on the way) until the coach is in one of ``phases``."""
    for _ in range(limit):
        phase = scene.coach_phase()
        if phase in phases:
            return phase
        if phase in ("read", "after"):
            scene.coach_next()
        kit.frame(app)
    raise AssertionError(f"stuck in {scene.coach_phase()} at step {scene.session.coach.index + 1}")


@pytest.mark.parametrize("gid", ["avalon", "saul"])
def test_a_wrong_legal_move_shows_try_and_changes_nothing(app, gid):
    scene = _open(app, gid)
    _to_phase(app, scene, ("move",))
    session = scene.session
    learner = session.learner
    while not [m for m in session.legal(learner)
               if not strictly_equal(m, session.coach.step.expect)]:
        scene.play(dict(session.coach.step.expect))   # Saül's Sleep: nothing else to try
        kit.frame(app, 2)
        _to_phase(app, scene, ("move",))
    step = session.coach.step
    wrong = [m for m in session.legal(learner) if not strictly_equal(m, step.expect)]
    taught = session.coach.moves
    before = (session.moves_applied, list(session.record.actions), session.view_for(learner))
    scene.play(wrong[0])          # the table's own path for a human move
    kit.frame(app, 2)
    assert (session.moves_applied, session.record.actions, session.view_for(learner)) == before
    assert session.tried == step.hint and session.coach.waiting()
    shown = scene.coach_shown
    assert shown is not None and shown.tried == t(step.hint) and "try" in shown.tried.lower()
    assert app.top is scene       # never an error screen
    # the taught move goes through, the "try" goes away
    scene.play(dict(step.expect))
    kit.frame(app, 2)
    assert session.record.actions[len(before[1])] == (learner, step.expect)
    assert session.tried is None and session.coach.moves == taught + 1


def test_a_move_on_a_reading_step_gets_try_next_and_next_clicks_on(app):
    scene = _open(app)
    assert scene.coach_phase() == "read"
    session = scene.session
    session.submit(session.learner, {"kind": "vote", "approve": True})
    assert session.tried == T.hint_key(session.coach.step) == "tutorial.try_next"
    kit.frame(app, 2)
    shown = scene.coach_shown
    assert [a for a, _ in shown.buttons] == ["next"] and shown.rect is not None
    rect = next(r for r, a in scene._button_rects if a == "next")
    assert shown.rect.contains(rect)
    kit.click_at(app, rect.center, frames=3)
    assert session.coach.index == 1 and session.tried is None
    kit.key(app, pygame.K_RETURN, frames=3)   # Enter is Next too
    assert session.coach.index == 2


def test_the_bubble_points_at_a_registered_zone_and_stays_inside_the_board(app):
    scene = _open(app)
    session = scene.session
    for _ in range(6):
        kit.frame(app, 2)
        shown = scene.coach_shown
        assert shown.rect is not None and scene.board_rect.contains(shown.rect)
        for name in shown.targets:
            assert not shown.rect.colliderect(scene.zone_rect(name)), name
        assert shown.text == t(session.coach.step.text)
        _to_phase(app, scene, ("read", "move"))
        if scene.coach_phase() == "move":
            scene.play(dict(session.coach.step.expect))
            _to_phase(app, scene, ("read", "after"))
        scene.coach_next()


def test_the_whole_tutorial_by_hand_then_a_real_game_and_the_done_mark(app):
    from saves import tutorials
    scene = _open(app, "saul")
    assert not tutorials.is_done("saul")
    phase = ""
    for _ in range(3000):
        phase = scene.coach_phase()
        if phase == "end":
            break
        if phase == "move":
            scene.play(dict(scene.session.coach.step.expect))
        elif phase in ("read", "after"):
            scene.coach_next()
        kit.frame(app)
    assert phase == "end"
    kit.frame(app, 2)
    assert scene.session.over() and app.top is scene          # no end screen over it
    assert tutorials.is_done("saul") and scene.coach_finished
    assert [a for a, _ in scene.coach_shown.buttons] == ["real", "menu"]
    scene.coach_action("real")
    kit.frame(app, 2)
    real = app.top
    assert not isinstance(real, C.CoachMixin) and type(real).__name__ == "SaulScene"
    tut = T.load("saul")
    assert real.session.players == tut.setup.players
    assert real.session.humans() == [tut.setup.learner]
    assert all(real.session.is_bot(s) for s in range(tut.setup.players) if s != tut.setup.learner)


def test_the_picker_learn_button_opens_the_tutorial_and_shows_done(title_app):
    from saves import tutorials
    from scenes.shell.picker import GamePicker
    app = title_app
    app.push(GamePicker())
    kit.frame(app, 2)
    picker = app.top
    assert set(picker.learn_buttons) == set(GAMES) and not picker.learned
    assert picker.learn_buttons["aztec"].text == t("tutorial.learn")
    kit.click(app, picker.learn_buttons["aztec"], frames=3)
    scene = app.top
    assert isinstance(scene, C.CoachMixin) and scene.session.tutorial.game == "aztec"
    assert isinstance(scene.session, ST.TutorialSession)
    tutorials.mark_done("aztec")
    app.reset(GamePicker())
    kit.frame(app, 2)
    assert app.top.learned == {"aztec"}
    assert tutorials.done() == {"aztec"}   # read back from the file


def test_the_record_survives_a_bad_file_and_writes_atomically(user_dirs):
    from saves import tutorials
    tutorials.path().parent.mkdir(parents=True, exist_ok=True)
    tutorials.path().write_text("{not json", encoding="utf-8")
    assert tutorials.done() == set() and not tutorials.offered()
    tutorials.mark_done("avalon")
    tutorials.mark_offered()
    data = json.loads(tutorials.path().read_text(encoding="utf-8"))
    assert data == {"format": 1, "done": ["avalon"], "offered": True}
    assert not list(tutorials.path().parent.glob(".*.tmp"))


def test_the_first_start_asks_once(title_app):
    from scenes.kit import ui
    app = title_app
    assert ST.offer_first_start(app)
    dialog = app.top
    assert isinstance(dialog, ui.Dialog) and len(dialog.choices) == len(GAMES) + 1
    kit.frame(app, 2)
    dialog.choices[0][1]()                   # the first game: its tutorial opens
    kit.frame(app, 2)
    assert isinstance(app.top, C.CoachMixin)
    assert not ST.offer_first_start(app)     # remembered: never asked again


def _broken(gid, index, **changes):
    tut = T.load(gid)
    steps = list(tut.steps)
    steps[index] = dataclasses.replace(steps[index], **changes)
    return dataclasses.replace(tut, steps=tuple(steps))


def test_a_taught_move_illegal_in_the_scripted_state_is_one_line_and_status_1(app, capsys):
    tut = T.load("avalon")
    i = next(i for i, s in enumerate(tut.steps) if s.expect == {"kind": "quest", "success": False})
    bad = _broken("avalon", i, expect={"kind": "vote", "approve": True})
    scene = _open(app, autoplay=True, tutorial=bad)
    app.running = True
    for _ in range(1500):
        if not app.running:
            break
        kit.frame(app)
    assert not app.running and app.exit_status == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"avalon tutorial, step {i + 1}" in err[0]
    assert "not among its legal moves" in err[0]
    assert scene.coach_failure == err[0]


def test_command_line_errors_are_one_line(capsys):
    from scenes.__main__ import main, parse
    assert parse(["--tutorial", "saul"]).tutorial == "saul"
    assert main(["--tutorial", "chess", "--lang", "en"]) == 2
    assert main(["--tutorial", "avalon", "--game", "avalon", "--lang", "en"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and "chess" in err[0] and "--tutorial" in err[1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_learn_button_is_whole_at_800x600(user_dirs, lang):
    from scenes.shell.picker import GamePicker
    app = kit.make_app((800, 600))
    try:
        app.apply_settings(dataclasses.replace(app.settings, language=lang), save=False)
        app.reset(GamePicker())
        kit.frame(app, 2)
        for gid, button in app.top.learn_buttons.items():
            assert app.font(18).size(button.text)[0] + 16 <= button.rect.width, (gid, button.text)
    finally:
        app.close()


def test_the_menu_leaves_the_tutorial_without_saving_and_no_undo(app):
    from saves import paths
    from scenes.kit import ui
    scene = _open(app)
    _to_phase(app, scene, ("move",))
    scene.play(dict(scene.session.coach.step.expect))
    kit.frame(app, 3)
    assert not any(getattr(b, "text", "") == t("tablekit.undo") for b in scene._actions)
    assert not paths.autosave_path().exists()          # a tutorial is never autosaved
    scene.open_menu()
    dialog = app.top
    assert isinstance(dialog, ui.Dialog) and dialog.choices[0][0] == "tutorial.quit"
    kit.frame(app, 2)
    dialog.buttons.press(dialog.buttons.items[0][0])   # Leave the tutorial
    kit.frame(app, 2)
    assert type(app.top).__name__ == "TitleMenu"
