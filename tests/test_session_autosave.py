"""Autosave off the UI thread: the writer thread, latest record wins, snapshots the UI
cannot change under it, and the flushes at game end, quit to menu and app close."""
from __future__ import annotations

import threading

import pygame
import pytest

from saves import Record, SeatInfo, slots
from scenes.shell.autosave import AutosaveWriter, snapshot
from scenes.shell.session import Session
from tests import test_table_kit as kit


@pytest.fixture(autouse=True)
def tabletest(user_dirs):
    from scenes.kit.table import TableScene
    kit.register(TableScene)
    yield
    kit.unregister()


def make(kinds, writer=None, options=None):
    seats = [SeatInfo(f"P{i}", k) for i, k in enumerate(kinds)]
    rec = Record.start("tabletest", len(kinds), 7, options or {}, seats)
    return Session(rec, speed="instant", writer=writer)


class GatedWrites:
    """A write function that waits for ``gate`` and remembers what it wrote, where."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.started = threading.Event()
        self.turns: list[int] = []
        self.threads: list[str] = []

    def __call__(self, record) -> None:
        self.started.set()
        self.gate.wait(10)
        self.turns.append(record.turn)
        self.threads.append(threading.current_thread().name)


def test_the_write_happens_on_the_writer_thread_and_submit_does_not_wait():
    writes = GatedWrites()
    s = make(["human", "human"], writer=AutosaveWriter(writes))
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 2})       # returns although the write is held
    assert writes.started.wait(5)
    assert writes.turns == [] and s.writer.pending()
    writes.gate.set()
    assert s.flush_autosave()
    assert writes.turns == [1]
    assert writes.threads == ["autosave"] != [threading.current_thread().name]


def test_latest_record_wins_and_the_writer_reads_a_snapshot():
    writes = GatedWrites()
    writer = AutosaveWriter(writes)
    s = make(["human", "human"], writer=writer)
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 1})       # being written (held at the gate)
    assert writes.started.wait(5)
    s.confirm_pass()
    s.submit(0, {"kind": "vote", "yes": True})  # waiting...
    s.confirm_pass()
    s.submit(1, {"kind": "vote", "yes": True})  # ...replaced by this one
    s.record.actions.append((0, {"kind": "bogus"}))   # the UI changes its record later
    writes.gate.set()
    assert writer.flush()
    assert writes.turns == [1, 3]               # the middle one skipped, no bogus entry


def test_snapshot_has_its_own_containers():
    s = make(["human", "human"])
    copy = snapshot(s.record)
    s.record.actions.append((0, {"kind": "call", "n": 1}))
    s.record.options["x"] = 1
    assert copy.actions == [] and "x" not in copy.options
    assert copy.seats == s.record.seats and copy.seats is not s.record.seats


def test_a_failing_write_is_logged_and_the_writer_goes_on(caplog):
    calls = []

    def write(record):
        calls.append(record.turn)
        if len(calls) == 1:
            raise OSError("disk full")

    writer = AutosaveWriter(write)
    writer.submit(snapshot(make(["human", "human"]).record))
    assert writer.flush()
    writer.submit(snapshot(make(["human", "human"]).record))
    assert writer.flush()
    assert len(calls) == 2 and "autosave failed" in caplog.text


@pytest.fixture
def slow_disk(monkeypatch):
    """Every autosave takes a while, so a missing flush shows up as a stale file."""
    real = slots.autosave
    gate = threading.Event()

    def slow(record):
        gate.wait(0.3)
        return real(record)
    monkeypatch.setattr(slots, "autosave", slow)
    return gate


def test_game_end_clears_the_autosave_after_a_pending_write(slow_disk):
    s = make(["human", "human"], options={"rounds": 1})
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 1})
    s.confirm_pass()
    s.submit(0, {"kind": "vote", "yes": True})
    s.confirm_pass()
    s.submit(1, {"kind": "vote", "yes": False})   # the game ends: flushed, then cleared
    assert s.over() and not s.writer.pending()
    assert slots.load_autosave() is None


def _human_move_in_app(app, kinds):
    from scenes.shell import play
    seats = [SeatInfo(f"P{i}", k) for i, k in enumerate(kinds)]
    play.start_new(app, "tabletest", len(kinds), seats, {}, 7)
    scene = app.top
    kit.frame(app, 2)
    session = scene.session
    seat = scene.my_turn()
    assert seat is not None
    scene.play(session.legal(seat)[0])
    return session


def test_quit_to_menu_flushes_the_last_move(slow_disk):
    from scenes.shell.menus import TitleMenu
    app = kit.make_app()
    try:
        session = _human_move_in_app(app, ["human", "normal"])
        turn = session.turn
        app.reset(TitleMenu())                      # what "Back to menu" does
        saved = slots.load_autosave()
        assert saved is not None and saved.turn == turn
    finally:
        app.close()


def test_window_closed_mid_game_keeps_the_last_move(slow_disk):
    app = kit.make_app()
    session = _human_move_in_app(app, ["human", "normal"])
    turn = session.turn
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()                                       # QUIT ends the loop, then close()
    saved = slots.load_autosave()
    assert saved is not None and saved.turn == turn >= 1

