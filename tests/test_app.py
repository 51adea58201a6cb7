"""The app shell: scene stack, window (resize, F11), error screen, sounds, caches."""
from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys

import pygame
import pytest

from scenes.shell.base import Scene
from tests.test_app_support import app, key, pump  # noqa: F401  (fixture)


class Recorder(Scene):
    def __init__(self, name: str, log: list, overlay: bool = False) -> None:
        self.name, self.log, self.overlay = name, log, overlay
        self.resized = 0
        self.drawn = 0

    def enter(self) -> None:
        self.make_root()
        self.log.append(("enter", self.name))

    def leave(self) -> None:
        self.log.append(("leave", self.name))
        super().leave()

    def pause(self) -> None:
        self.log.append(("pause", self.name))
        super().pause()

    def resume(self) -> None:
        self.log.append(("resume", self.name))
        super().resume()

    def resize(self, size) -> None:
        self.resized += 1
        super().resize(size)

    def draw(self, surface) -> None:
        self.drawn += 1


class Broken(Scene):
    def __init__(self, where: str) -> None:
        self.where = where

    def enter(self) -> None:
        self.make_root()

    def handle(self, event) -> None:
        if self.where == "handle" and event.type == pygame.KEYDOWN:
            raise ValueError("boom in handle")

    def update(self, dt) -> None:
        if self.where == "update":
            raise KeyError("boom in update")

    def draw(self, surface) -> None:
        if self.where == "draw":
            raise ZeroDivisionError("boom in draw")


def test_push_pop_replace_reset_call_the_scene_hooks_in_order(app):
    log: list = []
    a, b, c, d = (Recorder(n, log) for n in "abcd")
    app.push(a)
    app.push(b)
    assert app.top is b and log == [("enter", "a"), ("pause", "a"), ("enter", "b")]
    assert not a.root.visible and b.root.visible
    log.clear()
    assert app.pop() is b
    assert log == [("leave", "b"), ("resume", "a")] and app.top is a and a.root.visible
    app.push(b)
    log.clear()
    app.replace(c)
    assert log == [("leave", "b"), ("enter", "c")] and app.stack == [a, c]
    log.clear()
    app.reset(d)
    assert log == [("leave", "c"), ("leave", "a"), ("enter", "d")] and app.stack == [d]
    assert a.root is None and c.root is None
    app.pop()
    assert app.stack == [] and not app.running


def test_overlays_draw_the_scenes_under_them(app):
    log: list = []
    base, mid, top = Recorder("base", log), Recorder("mid", log, overlay=True), Recorder("top", log, overlay=True)
    app.push(base)
    app.push(mid)
    app.push(top)
    assert app.visible_scenes() == [base, mid, top]
    pump(app, 1)
    assert base.drawn == mid.drawn == top.drawn == 1
    full = Recorder("full", log)
    app.push(full)
    assert app.visible_scenes() == [full]
    pump(app, 1)
    assert base.drawn == 1 and full.drawn == 1


@pytest.mark.parametrize("where", ["handle", "update", "draw"])
def test_an_exception_in_a_scene_shows_the_error_screen_and_is_logged(app, where):
    from scenes.shell.errors import ErrorScene
    app.push(Recorder("under", []))
    app.push(Broken(where))
    key(app, pygame.K_x, "x")
    assert isinstance(app.top, ErrorScene) and len(app.stack) == 1
    assert app.running
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = app.log_path.read_text(encoding="utf-8")
    assert "Traceback" in text and f"boom in {where}" in text
    pump(app, 3)  # the error screen itself runs fine
    assert isinstance(app.top, ErrorScene)
    from pygame_gui.elements import UITextBox

    from tests.test_app_support import elements
    shown = " ".join(e.html_text for e in elements(app, UITextBox))
    assert str(app.log_path) in shown and f"boom in {where}" in shown
    assert "Traceback" not in shown and "File " not in shown


def test_error_screen_goes_back_to_the_title_menu(app):
    from scenes.shell.errors import ErrorScene
    from scenes.shell.menus import TitleMenu
    from tests.test_app_support import click_text
    app.push(Broken("update"))
    pump(app, 1)
    assert isinstance(app.top, ErrorScene)
    click_text(app, "bluffbox.error.back")
    assert isinstance(app.top, TitleMenu) and len(app.stack) == 1


def test_the_autosave_is_left_alone_by_an_error(app):
    from saves import paths, slots
    from scenes.dev.shots import _random_record
    rec, _ = _random_record("avalon", 5, 3, 5)
    slots.autosave(rec)
    files = {p: p.read_bytes() for p in paths.data_dir().rglob("*") if p.is_file()}
    assert files
    app.push(Broken("update"))
    pump(app, 2)
    assert {p: p.read_bytes() for p in paths.data_dir().rglob("*") if p.is_file()} == files
    assert slots.load_autosave() is not None


def test_a_failing_error_screen_stops_the_loop_instead_of_looping(app, monkeypatch):
    from scenes.shell import errors
    monkeypatch.setattr(errors.ErrorScene, "draw", lambda self, s: 1 / 0)
    app.push(Broken("update"))
    pump(app, 2)
    assert not app.running


def test_resize_lays_every_scene_out_again_and_is_remembered(app):
    from saves.settings import load_settings
    log: list = []
    under, top = Recorder("under", log), Recorder("top", log)
    app.push(under)
    app.push(top)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=700, size=(1000, 700)))
    pump(app, 1)
    assert app.size == (1000, 700)
    assert app.manager.window_resolution == (1000, 700)
    assert under.resized == 1 and top.resized == 1
    assert top.root.get_relative_rect().size == (1000, 700)
    assert not under.root.visible  # still paused after its new layout
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=500, h=300, size=(500, 300)))
    pump(app, 1)
    assert app.size == (800, 600)
    app.close()
    assert tuple(load_settings().window_size) == (800, 600)


def test_f11_toggles_fullscreen_and_saves_it(app):
    from saves.settings import load_settings
    log: list = []
    scene = Recorder("s", log)
    app.push(scene)
    key(app, pygame.K_F11)
    assert app.fullscreen and app.settings.fullscreen and load_settings().fullscreen
    assert scene.resized == 1
    key(app, pygame.K_F11)
    assert not app.fullscreen and not load_settings().fullscreen
    assert app.size == (1280, 720)


def test_f11_covers_the_display_and_the_window_comes_back_where_it_was(app):
    """Under a bare X server the fullscreen window kept the windowed one's offset and
    the bottom buttons fell off: after F11 the window is the display's size at its
    corner, the UI is laid out for that size, and the last buttons are on screen."""
    from scenes.shell.picker import SetupScene
    display = pygame.display.get_desktop_sizes()[0]
    pygame.display.set_window_position((40, 30))
    app.push(SetupScene("avalon"))
    pump(app, 1)
    key(app, pygame.K_F11)
    assert app.size == display and pygame.display.get_window_size() == display
    assert pygame.display.get_window_position() == (0, 0)
    assert tuple(app.manager.window_resolution) == display
    start = app.top.widgets["start"]
    assert pygame.Rect((0, 0), display).contains(start.rect)
    key(app, pygame.K_F11)
    assert app.size == (1280, 720) and tuple(app.manager.window_resolution) == (1280, 720)
    assert pygame.display.get_window_position() == (40, 30)


BARE_X = """
import re, subprocess, pygame
from scenes.shell.app import App
app = App(size=(1280, 720), persist=False)
pygame.display.set_window_position((200, 150))
app.step(1 / 60)
pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
for _ in range(3):
    app.step(1 / 60)
tree = subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True, text=True).stdout
line = next(x for x in tree.splitlines() if '"BluffBox"' in x)
print("GEOMETRY", re.search(r"(\\d+x\\d+[+-]\\d+[+-]\\d+)", line.split(")")[-1]).group(1))
print("UI", *app.manager.window_resolution)
app.close()
"""


@pytest.mark.skipif(not (shutil.which("xvfb-run") and shutil.which("xwininfo")),
                    reason="needs xvfb-run and xwininfo")
def test_f11_under_a_bare_x_server_covers_the_screen(tmp_path):
    """No window manager places a fullscreen window: SDL left it at the windowed
    one's offset. Asked of the X server itself (SDL believes it is at 0,0)."""
    env = dict(os.environ, SDL_VIDEODRIVER="x11", XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_STATE_HOME=str(tmp_path / "s"))
    run = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x900x24", sys.executable, "-c", BARE_X],
                         capture_output=True, text=True, env=env, timeout=60)
    lines = dict(x.split(" ", 1) for x in run.stdout.splitlines() if x.startswith(("GEOMETRY", "UI")))
    assert lines.get("GEOMETRY") == "1600x900+0+0", run.stdout + run.stderr
    assert lines.get("UI") == "1600 900"


def test_quit_event_stops_the_loop(app):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    pump(app, 1)
    assert not app.running


def test_run_stops_after_the_asked_frames_and_saves_the_last_one(app, tmp_path):
    from scenes.shell.menus import TitleMenu
    shot = tmp_path / "frame.png"
    app.run(TitleMenu(), frames=3, screenshot=shot)
    assert app.frame == 3
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    assert len({image.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}) > 3


def test_sounds_never_crash_and_respect_the_settings(app, monkeypatch):
    import dataclasses
    app.play_sound("click")
    app.play_sound("no_such_sound")  # logged, silent
    assert app._sounds.get("no_such_sound", None) is None
    played = []

    class FakeSound:
        def play(self):
            played.append(1)

        def set_volume(self, v):
            pass

    app._audio = True
    app._sounds["card"] = FakeSound()
    app.play_sound("card")
    app.apply_settings(dataclasses.replace(app.settings, sound=False))
    app.play_sound("card")
    assert played == [1]
    assert app.volume == 0.0


def test_no_audio_device_means_silence_not_a_crash(app, monkeypatch):
    app._audio = None

    def fail():
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    app.play_sound("click")
    assert app._audio is False


def test_what_the_sound_library_writes_to_stderr_goes_to_the_log(app, monkeypatch, capfd, caplog):
    """libasound writes to descriptor 2 itself: only a redirect of the descriptor hides it."""
    import os
    app._audio = None

    def noisy():
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
        raise pygame.error("ALSA: Couldn't open audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", noisy)
    with caplog.at_level(logging.INFO, logger="bluffbox.app"):
        assert app.audio_available() is False
    assert capfd.readouterr().err == ""
    assert "Unknown PCM default" in caplog.text and "no audio" in caplog.text
    os.write(2, b"after\n")  # descriptor 2 is back where it was
    assert capfd.readouterr().err == "after\n"


def test_a_missing_sound_device_leaves_the_terminal_clean(tmp_path):
    """The real library: ALSA_CARD names a card no machine has, so ALSA fails (and used to
    print 8 lines) whether or not this machine has sound; where SDL has no ALSA it is
    silent anyway."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="alsa",
               ALSA_CARD="bluffbox_no_such_card", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_STATE_HOME=str(tmp_path / "state"))
    done = subprocess.run([sys.executable, "-m", "scenes", "--frames", "4"], env=env,
                          cwd=Path(__file__).resolve().parent.parent, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" and done.stdout == ""


def test_images_and_fonts_are_cached(app):
    import art
    name = art.names()[0]
    assert app.image(name) is app.image(name)
    small = app.image(name, (20, 30))
    assert small.get_size() == (20, 30) and small is app.image(name, (20, 30))
    assert app.font(18) is app.font(18) and app.font(18, bold=True) is not app.font(18)
