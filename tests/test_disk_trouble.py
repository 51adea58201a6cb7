"""A disk that refuses writes: the player is told once per kind of file, the
writers keep trying, and the log fails quietly."""
from __future__ import annotations

import errno
import logging
import os

import pytest

from saves import atomic
from scenes.kit import ui
from scenes.shell import write_problems
from tests.test_app_support import app, click_text, pump  # noqa: F401  (fixture)
from tests.test_menus import paused

FULL = OSError(errno.ENOSPC, "No space left on device")


@pytest.fixture
def full_disk(monkeypatch):
    """Every atomic write fails as on a full disk; ``.fix()`` frees space."""
    write_problems.reset()
    real = atomic.write_text
    tries = []

    def refuse(path, text):
        tries.append(path)
        if state["full"]:
            raise FULL
        real(path, text)
    state = {"full": True}
    monkeypatch.setattr(atomic, "write_text", refuse)

    class Disk:
        attempts = tries

        @staticmethod
        def fix(full: bool = False) -> None:
            state["full"] = full
    yield Disk
    write_problems.reset()


def dialogs(app):
    return [s for s in app.stack if isinstance(s, ui.Dialog)]


def test_autosave_failures_are_told_once_and_retried(app, user_dirs, full_disk):
    from scenes.dev.shots import _random_record
    from scenes.shell.autosave import WRITER, snapshot
    rec, _ = _random_record("avalon", 5, 3, 6)
    from scenes.shell.menus import TitleMenu
    app.reset(TitleMenu())
    for _ in range(5):             # five moves on a full disk
        WRITER.submit(snapshot(rec))
        assert WRITER.flush()
        pump(app, 1)
    assert len(full_disk.attempts) == 5           # it kept trying
    shown = dialogs(app)
    assert len(shown) == 1 and "No space left on device" in shown[0].text
    assert shown[0].text.count("could not be saved") == 1
    click_text(app, "bluffbox.ui.ok")
    full_disk.fix()                # space freed: the next move saves, silently
    WRITER.submit(snapshot(rec))
    assert WRITER.flush()
    pump(app, 1)
    assert not dialogs(app)
    from saves import slots
    assert slots.load_autosave() is not None
    full_disk.fix(full=True)       # full again: told again, once
    for _ in range(3):
        WRITER.submit(snapshot(rec))
        assert WRITER.flush()
        pump(app, 1)
    assert len(dialogs(app)) == 1


def test_settings_failures_are_told_once(app, full_disk):
    from scenes.shell.menus import TitleMenu
    app.reset(TitleMenu())
    app.persist = True
    for volume in (0.1, 0.2, 0.3):
        app.apply_settings(type(app.settings)(language="en", volume=volume))
        pump(app, 1)
    assert len(full_disk.attempts) == 3
    shown = dialogs(app)
    assert len(shown) == 1 and "settings" in shown[0].text


def test_save_as_on_a_full_disk_says_it_once(app, user_dirs, full_disk):
    full_disk.fix()
    paused(app, user_dirs)
    full_disk.fix(full=True)
    app.top.save("Sunday")
    text = app.top.text
    assert isinstance(app.top, ui.Dialog) and "No space left on device" in text
    assert text.count("could not be saved") == 1, text


def test_a_log_on_a_full_disk_fails_quietly(tmp_path, capfd):
    from saves.logs import QuietFileHandler
    handler = QuietFileHandler(tmp_path / "x.log", encoding="utf-8")

    class Full:
        def write(self, text):
            raise FULL

        def flush(self):
            raise FULL
    handler.stream = Full()
    logger = logging.getLogger("bluffbox.test.full")
    logger.addHandler(handler)
    try:
        for i in range(200):
            logger.error("line %d", i)
    finally:
        logger.removeHandler(handler)
        handler.stream = None
    err = capfd.readouterr().err
    assert err.count("\n") == 1 and "No space left" in err and "Traceback" not in err


def test_the_log_survives_names_that_are_not_utf8(tmp_path, capfd):
    from saves.logs import QuietFileHandler
    handler = QuietFileHandler(tmp_path / "x.log", encoding="utf-8", errors="backslashreplace")
    logger = logging.getLogger("bluffbox.test.odd")
    logger.addHandler(handler)
    try:
        logger.warning("save %s", os.fsdecode(b"bad-\xff.json"))
    finally:
        logger.removeHandler(handler)
        handler.close()
    assert "bad-" in (tmp_path / "x.log").read_text(encoding="utf-8")
    assert "Logging error" not in capfd.readouterr().err


def test_stale_temp_files_are_removed_at_start(user_dirs):
    import time

    from saves import paths, slots
    from saves.settings import Settings
    from scenes.dev.shots import _random_record
    from scenes.shell.app import App
    rec, _ = _random_record("avalon", 5, 3, 4)
    slots.autosave(rec)
    folder = paths.data_dir()
    old = [folder / f".autosave.json.{i}abc.tmp" for i in range(20)]
    for p in old:
        p.write_text("{half", encoding="utf-8")
        os.utime(p, (time.time() - 3600, time.time() - 3600))
    fresh = folder / ".autosave.json.now.tmp"     # a write under way in another window
    fresh.write_text("{", encoding="utf-8")
    keep = folder / "notes.tmp"                   # not ours: no leading dot
    keep.write_text("x", encoding="utf-8")
    os.utime(keep, (time.time() - 3600, time.time() - 3600))
    app = App(settings=Settings(language="en"), size=(800, 600))
    app.close()
    assert not any(p.exists() for p in old)
    assert fresh.exists() and keep.exists() and paths.autosave_path().exists()


def test_statistics_failures_are_told_once_and_retried(app, user_dirs, full_disk):
    from saves import Record, SeatInfo, stats
    from scenes.shell.menus import TitleMenu
    from scenes.shell.session import Session
    from tests import test_table_kit as kit
    kit.register()
    try:
        app.reset(TitleMenu())
        for seed in (1, 2):         # two games end on a full disk
            seats = [SeatInfo("A", "human"), SeatInfo("B", "human")]
            s = Session(Record.start("tabletest", 2, seed, {"rounds": 1}, seats))
            for seat, move in ((0, {"kind": "call", "n": 1}), (0, {"kind": "vote", "yes": True}),
                               (1, {"kind": "vote", "yes": False})):
                s.confirm_pass()
                s.submit(seat, move)
            assert s.over()
            pump(app, 1)
        assert sum(p.name == "statistics.json" for p in full_disk.attempts) == 2   # it kept trying
        shown = dialogs(app)
        assert len(shown) == 1 and "statistics could not be updated" in shown[0].text
        assert "No space left on device" in shown[0].text
        full_disk.fix()
        s = Session(Record.start("tabletest", 2, 3, {"rounds": 1},
                                 [SeatInfo("A", "human"), SeatInfo("B", "human")]))
        for seat, move in ((0, {"kind": "call", "n": 1}), (0, {"kind": "vote", "yes": True}),
                           (1, {"kind": "vote", "yes": False})):
            s.confirm_pass()
            s.submit(seat, move)
        assert stats.load_stats()["tabletest"]["played"] == 1
        assert write_problems.failing("stats") is None
    finally:
        kit.unregister()
