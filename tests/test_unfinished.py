"""Confirm before an unfinished game is replaced: starting a new game (or loading
another) while the autosave holds an unfinished one asks first: Resume it, Keep it as
a save and start, Discard it and start, or Cancel. Quitting from the pause menu asks
only when the autosave could not be written. Driven through the real scenes."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from saves import paths, slots
from scenes.avalon.scene import AvalonScene
from scenes.dev.shots import _random_record
from scenes.i18n import t
from scenes.kit import ui
from scenes.kit.table import TableScene
from scenes.shell import write_problems
from scenes.shell.end import EndScene
from scenes.shell.load_menu import LoadMenu
from scenes.shell.menus import TitleMenu
from scenes.shell.pause_menu import PauseMenu
from scenes.shell.play import UnfinishedDialog, open_record
from tests import test_table_kit as kit
from tests.aids_helpers import open_setup
from tests.test_disk_trouble import full_disk  # noqa: F401  (fixture)


@pytest.fixture
def app(title_app):
    return title_app


@pytest.fixture
def old():
    """A 7-player Avalon game 30 moves in, in the autosave."""
    rec, _ = _random_record("avalon", 7, 5, 30)
    slots.autosave(rec)
    return rec


def start_from_setup(app, game_id="avalon"):
    """The setup screen's Start (Enter), as a player starts a game."""
    setup = open_setup(app, game_id)
    kit.key(app, pygame.K_RETURN)
    return setup


def choices(dialog):
    """The dialog's buttons by the text they show."""
    return {t(b.text) if b.text.startswith("bluffbox.") else b.text: b
            for b, _ in dialog.buttons.items}


def test_starting_a_game_asks_first_and_a_stray_enter_or_esc_changes_nothing(app, old):
    setup = start_from_setup(app)
    dialog = app.top
    assert isinstance(dialog, UnfinishedDialog)
    assert app.stack[-2] is setup                      # nothing started yet
    assert "7" in dialog.text and "30" in dialog.text  # which game it is about
    assert list(choices(dialog)) == [t("bluffbox.unfinished.resume"),
                                     t("bluffbox.unfinished.keep"),
                                     t("bluffbox.unfinished.discard"), t("bluffbox.ui.cancel")]
    kit.key(app, pygame.K_RETURN)                      # "go on" pressed again: no choice
    kit.key(app, pygame.K_SPACE)
    assert app.top is dialog and dialog.buttons.focus is None
    assert slots.load_autosave().actions == old.actions
    kit.key(app, pygame.K_ESCAPE)                      # Cancel: back to the setup
    assert app.top is setup
    assert slots.load_autosave().actions == old.actions and not slots.list_slots()


def test_keep_makes_it_a_named_save_and_starts_the_new_game(app, old):
    start_from_setup(app)
    kit.key(app, pygame.K_k)
    assert isinstance(app.stack[0], AvalonScene) and app.stack[0].session.players == 5
    notice = app.top
    assert isinstance(notice, ui.Dialog) and "(unfinished)" in notice.text
    kept = [s for s in slots.list_slots() if s.ok]
    assert len(kept) == 1 and kept[0].players == 7 and kept[0].turn == 30
    assert slots.load(kept[0].path).actions == old.actions


def test_discard_starts_the_new_game_and_keeps_nothing(app, old):
    start_from_setup(app)
    kit.click(app, choices(app.top)[t("bluffbox.unfinished.discard")])
    assert isinstance(app.top, AvalonScene) and app.top.session.players == 5
    assert not slots.list_slots()
    rec = slots.load_autosave()
    assert rec is None or rec.players == 5              # only the new game, if anything


def test_resume_opens_the_unfinished_game_instead(app, old):
    start_from_setup(app)
    kit.key(app, pygame.K_DOWN)                         # the arrows give the focus...
    kit.key(app, pygame.K_RETURN)                       # ...and Enter presses it: Resume
    scene = app.top
    assert isinstance(scene, AvalonScene)
    assert scene.session.players == 7 and scene.session.record.actions[:30] == old.actions
    assert not slots.list_slots()


def test_every_game_asks(app, old):
    for game_id in ("agent_avenue", "aztec", "saul"):
        app.reset(TitleMenu())
        start_from_setup(app, game_id)
        assert isinstance(app.top, UnfinishedDialog), game_id
        kit.key(app, pygame.K_ESCAPE)
    assert slots.load_autosave().actions == old.actions


def test_french_has_its_own_letters(app, old):
    app.apply_settings(replace(app.settings, language="fr"), save=False)
    start_from_setup(app)
    dialog = app.top
    assert t("bluffbox.unfinished.keep") in choices(dialog)          # the French words
    kit.key(app, pygame.K_k)                                         # the English letter: nothing
    assert app.top is dialog
    kit.key(app, pygame.K_s)                                         # Sauvegarder
    assert isinstance(app.stack[0], AvalonScene)
    assert len(slots.list_slots()) == 1


def test_a_damaged_autosave_cannot_be_resumed_but_can_be_kept(app):
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_bytes(b'{"format": 1, "game": "aval')
    start_from_setup(app)
    dialog = app.top
    assert isinstance(dialog, UnfinishedDialog)
    assert t("bluffbox.unfinished.resume") not in choices(dialog)
    kit.key(app, pygame.K_k)
    listed = slots.list_slots()
    assert len(listed) == 1 and listed[0].error                      # listed with its reason
    assert isinstance(app.stack[0], AvalonScene)


def test_nothing_starts_when_the_unfinished_game_cannot_be_kept(app, old, full_disk):
    full_disk.fix(full=True)
    setup = start_from_setup(app)
    kit.key(app, pygame.K_k)
    shown = app.top
    assert isinstance(shown, ui.Dialog) and "could not be kept" in shown.text
    assert app.stack[-2] is setup
    full_disk.fix()
    assert slots.load_autosave().actions == old.actions


def test_no_question_when_nothing_would_be_lost(app):
    start_from_setup(app)                               # no autosave
    assert isinstance(app.top, AvalonScene)
    finished, _ = _random_record("avalon", 5, 3, None)
    slots.autosave(finished)                            # a finished game is not kept
    app.reset(TitleMenu())
    start_from_setup(app)
    assert isinstance(app.top, AvalonScene)


def test_continue_and_finished_records_open_without_asking(app, old):
    open_record(app, slots.load_autosave())             # Continue: its own autosave
    kit.frame(app, 2)
    assert isinstance(app.top, AvalonScene) and not slots.list_slots()
    app.reset(TitleMenu())
    done, _ = _random_record("avalon", 5, 3, None)      # a finished game writes no autosave
    open_record(app, done)
    kit.frame(app, 2)
    assert isinstance(app.top, EndScene)
    assert slots.load_autosave().actions[:30] == old.actions   # the continued game, kept


def test_loading_another_unfinished_game_asks_too(app, old):
    other, _ = _random_record("avalon", 5, 8, 10)
    slots.save(other, "Other")
    app.push(LoadMenu())
    kit.frame(app, 1)
    menu = app.top
    kit.click(app, menu.load_button)
    assert isinstance(app.top, UnfinishedDialog)
    kit.key(app, pygame.K_k)
    assert isinstance(app.stack[0], AvalonScene) and app.stack[0].session.turn == 10
    assert sorted(s.turn for s in slots.list_slots()) == [10, 30]


# -- quitting from the pause menu --------------------------------------------------

def paused_game(app):
    start_from_setup(app)
    scene = app.top
    assert isinstance(scene, TableScene)
    s = scene.session
    kit.wait(app, lambda: s.turn >= 1 or 0 in s.to_act(), limit=20)
    if s.turn == 0:                                     # a move: the autosave is written
        s.submit(0, s.legal(0)[0])
    s.flush_autosave()
    kit.frame(app, 2)
    while isinstance(app.top, ui.Dialog):               # a "disk full" notice: OK
        kit.key(app, pygame.K_RETURN)
    kit.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    return scene


def test_quit_asks_nothing_when_the_autosave_holds_every_move(app):
    scene = paused_game(app)
    record = scene.session.record
    kit.key(app, pygame.K_q)
    assert isinstance(app.top, TitleMenu)
    assert slots.load_autosave().actions == record.actions


def test_quit_asks_when_the_last_moves_could_not_be_written(app, full_disk):
    full_disk.fix(full=True)
    paused_game(app)
    pause = app.top
    assert isinstance(pause, PauseMenu)
    kit.key(app, pygame.K_q)
    ask = app.top
    assert isinstance(ask, ui.Dialog) and ask.buttons.focus is None
    kit.key(app, pygame.K_RETURN)                       # no accidental choice
    kit.key(app, pygame.K_ESCAPE)                       # Cancel: the pause menu again
    assert app.top is pause
    kit.key(app, pygame.K_q)
    kit.key(app, pygame.K_q)                            # "Quit and lose them"
    assert isinstance(app.top, TitleMenu)
    assert write_problems.failing("autosave") is not None
