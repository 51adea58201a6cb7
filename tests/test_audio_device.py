"""The sound device and the native thread behind it (issue 38: the suite's
segmentation fault). SDL's audio thread is the one native thread that enters Python
by itself; these tests pin the ways it crashed, each in a child process so that a
regression shows as a failed test, not a dead suite."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_child(code: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONFAULTHANDLER="1")
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_a_sound_cached_before_the_device_closed_is_never_played_after():
    # pygame-ce: Sound.play() on a Sound made before mixer.quit() is a segfault. Two
    # apps in one process (tests) or a closed and reopened device must not reach it.
    child = run_child("""
        from saves.settings import Settings
        from scenes.shell.app import App
        from scenes.shell import assets
        assets.SILENT_DRIVERS = ()     # the dummy driver stands for a real device here
        a = App(settings=Settings(language="en"), size=(640, 480), persist=False)
        b = App(settings=Settings(language="en"), size=(640, 480), persist=False)
        a.play_sound("click"); b.play_sound("click")
        b.close()                      # closes the device under a's cached sounds
        for _ in range(3):
            a.play_sound("click")      # reopens the device, new sounds
        assert a.audio_available()
        a.close()
        assert assets.pygame.mixer.get_init() is None
        print("ok")
    """)
    assert child.returncode == 0 and child.stdout.strip() == "ok", child.stderr[-2000:]


def test_closing_the_app_ends_the_native_audio_thread():
    child = run_child("""
        from pathlib import Path
        from saves.settings import Settings
        from scenes.shell.app import App
        def audio_threads():
            names = []
            for comm in Path("/proc/self/task").glob("*/comm"):
                try:
                    names.append(comm.read_text().strip())
                except OSError:
                    pass
            return [n for n in names if n.startswith("SDLAudio")]
        from scenes.shell import assets
        assets.SILENT_DRIVERS = ()     # the dummy driver stands for a real device here
        app = App(settings=Settings(language="en"), size=(640, 480), persist=False)
        app.play_sound("click")
        assert audio_threads(), "the dummy driver should run an audio thread"
        app.close()
        assert audio_threads() == [], audio_threads()
        print("ok")
    """)
    assert child.returncode == 0 and child.stdout.strip() == "ok", child.stderr[-2000:]


def test_a_driver_that_plays_nothing_is_no_sound_device():
    """Issue 33: under SDL_AUDIODRIVER=dummy the settings said Sound "On"; the dummy
    (and disk) driver plays nothing, so the app says no sound device, and leaves no
    audio thread running for nothing."""
    child = run_child("""
        from pathlib import Path
        from saves.settings import Settings
        from scenes.shell.app import App
        import pygame
        app = App(settings=Settings(language="en"), size=(640, 480), persist=False)
        assert app.audio_available() is False
        app.play_sound("click")
        assert pygame.mixer.get_init() is None
        threads = [c.read_text().strip() for c in Path("/proc/self/task").glob("*/comm")]
        assert not [n for n in threads if n.startswith("SDLAudio")], threads
        print("ok")
    """)
    assert child.returncode == 0 and child.stdout.strip() == "ok", child.stderr[-2000:]
