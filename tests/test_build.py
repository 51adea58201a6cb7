"""The frozen app works: build the one-folder executable with our spec, run it
headless for a few frames and check the screenshot is a real menu frame.

Slow (a PyInstaller build); skipped when PyInstaller is not installed
(``pip install ".[package]"`` brings it)."""
from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


def build_onedir(dist: Path, work: Path) -> Path:
    """The README's build command, one-folder mode, into dist; returns the executable."""
    cmd = [sys.executable, "-m", "PyInstaller", str(ROOT / "bluffbox.spec"), "--noconfirm",
           "--distpath", str(dist), "--workpath", str(work), "--log-level", "WARN",
           "--", "--onedir"]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, "PyInstaller failed:\n" + proc.stderr[-3000:]
    exe = dist / "bluffbox-dir" / ("bluffbox.exe" if sys.platform == "win32" else "bluffbox")
    assert exe.exists(), f"PyInstaller finished but {exe} is missing"
    return exe


def _default_window_size() -> tuple[int, int]:
    try:
        from saves.settings import DEFAULTS
    except ImportError:
        return (1280, 720)
    size = DEFAULTS["window_size"] if isinstance(DEFAULTS, dict) else DEFAULTS.window_size
    return tuple(size)


@pytest.fixture(scope="module")
def onedir_exe(tmp_path_factory) -> Path:
    pytest.importorskip("PyInstaller", reason='PyInstaller not installed: pip install ".[package]"')
    base = tmp_path_factory.mktemp("pyinstaller")
    return build_onedir(base / "dist", base / "work")


def _run_headless(cmd: list[str], home: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(home / var.lower())
    env.pop("BLUFFBOX_TIMING", None)
    return subprocess.run([*cmd, *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120)


def _logged_errors(home: Path) -> list[str]:
    """ERROR lines of the app's log file(s) under the redirected user dirs."""
    return [line for log in home.rglob("*.log")
            for line in log.read_text(encoding="utf-8", errors="replace").splitlines()
            if " ERROR " in line or "Traceback" in line]


def test_onedir_build_contains_our_data_but_not_cjk_fonts(onedir_exe):
    internal = onedir_exe.parent / "_internal"
    files = {p.relative_to(internal).as_posix() for p in internal.rglob("*") if p.is_file()}
    for asset in [*(ROOT / "art").glob("*.png"), *(ROOT / "sounds").glob("*.wav")]:
        assert asset.relative_to(ROOT).as_posix() in files
    for data in (ROOT / "scenes" / "data").rglob("*"):
        if data.is_file():
            assert data.relative_to(ROOT).as_posix() in files
    assert "pygame_gui/data/NotoSans-Regular.ttf" in files
    assert not [f for f in files if "NotoSansJP" in f or "NotoSansKR" in f or "NotoSansSC" in f]
    assert not [f for f in files if f.startswith(("tkinter/", "numpy/", "_pytest/"))]


def test_frozen_app_draws_the_menu_headless(onedir_exe, tmp_path):
    shot = tmp_path / "shot.png"
    proc = _run_headless([str(onedir_exe)], tmp_path / "frozen", tmp_path,
                         "--frames", "30", "--screenshot", str(shot))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    assert not _logged_errors(tmp_path / "frozen"), "the app logged an error (error screen?)"
    assert shot.exists(), "no screenshot written"

    import pygame
    image = pygame.image.load(str(shot))
    assert image.get_size() == _default_window_size()
    raw = pygame.image.tobytes(image, "RGB")
    pixels = Counter(raw[i:i + 3] for i in range(0, len(raw), 3))
    total = image.get_width() * image.get_height()
    assert len(pixels) >= 64, f"only {len(pixels)} distinct colours: not a drawn menu"
    (_, commonest), = pixels.most_common(1)
    assert commonest / total < 0.9, "one colour fills over 90% of the frame"
    bright = sum(n for rgb, n in pixels.items() if sum(rgb) >= 600)
    assert bright >= 500, "no light text drawn on the frame"

    # The same frame from source: the frozen build found every font, image and text.
    source_shot = tmp_path / "source.png"
    proc = _run_headless([sys.executable, "-m", "scenes"], tmp_path / "source", ROOT,
                         "--frames", "30", "--screenshot", str(source_shot))
    assert proc.returncode == 0, proc.stderr[-2000:]
    source = pygame.image.tobytes(pygame.image.load(str(source_shot)), "RGB")
    assert len(source) == len(raw)
    same = sum(raw[i:i + 3] == source[i:i + 3] for i in range(0, len(raw), 3))
    assert same / total >= 0.98, f"frozen frame differs from source on {1 - same / total:.1%}"


def _game_scenes() -> list[str]:
    try:
        from scenes import catalog
        return [g for g in catalog.ids() if catalog.playable(g)]
    except Exception:  # a broken scene fails its own tests, not this file's collection
        return []


@pytest.mark.parametrize("game_id", _game_scenes())
def test_frozen_app_plays_each_game_scene(onedir_exe, tmp_path, game_id):
    """Bots play a few moves in the frozen build: rules, bots, game data and saves load."""
    shot = tmp_path / "game.png"
    proc = _run_headless([str(onedir_exe)], tmp_path / "home", tmp_path, "--game", game_id,
                         "--autoplay", "--seed", "3", "--frames", "90", "--screenshot", str(shot))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert not _logged_errors(tmp_path / "home"), _logged_errors(tmp_path / "home")[:5]
    import pygame
    raw = pygame.image.tobytes(pygame.image.load(str(shot)), "RGB")
    assert len({raw[i:i + 3] for i in range(0, len(raw), 3)}) >= 64


@pytest.fixture(scope="module")
def onefile_exe(tmp_path_factory) -> Path:
    """The README's command, `pyinstaller bluffbox.spec --noconfirm` with no mode flag:
    built once for the one-file tests below."""
    pytest.importorskip("PyInstaller", reason='PyInstaller not installed: pip install ".[package]"')
    base = tmp_path_factory.mktemp("onefile")
    dist = base / "dist"
    proc = subprocess.run([sys.executable, "-m", "PyInstaller", str(ROOT / "bluffbox.spec"),
                           "--noconfirm", "--distpath", str(dist), "--workpath",
                           str(base / "work"), "--log-level", "WARN"],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-3000:]
    exe = dist / ("bluffbox.exe" if sys.platform == "win32" else "bluffbox")
    assert exe.is_file(), f"no one-file executable in {sorted(p.name for p in dist.iterdir())}"
    return exe


def test_readme_command_builds_one_file_under_the_size_budget(onefile_exe, tmp_path):
    """One file, ≤ 40 MB, runs."""
    exe = onefile_exe
    assert exe.stat().st_size <= 40 * 1024 * 1024, f"{exe.stat().st_size / 1e6:.1f} MB"
    shot = tmp_path / "shot.png"
    run = _run_headless([str(exe)], tmp_path / "home", tmp_path, "--frames", "5",
                        "--screenshot", str(shot))
    assert run.returncode == 0, run.stderr[-2000:]
    assert shot.exists()


def _first_state(ws_url: str, origin: str) -> dict:
    """The first message of a phone seat's WebSocket (aiohttp's client, in this process)."""
    import asyncio

    import aiohttp

    async def go() -> dict:
        async with aiohttp.ClientSession() as http, \
                http.ws_connect(ws_url, headers={"Origin": origin}) as ws:
            return await ws.receive_json(timeout=30)
    return asyncio.run(go())


def test_frozen_one_file_serves_a_phone_seat(onefile_exe, tmp_path):
    """The one-file build carries the phone server (aiohttp) and the page: a game with a
    phone seat prints its link, the link serves the whole page, its WebSocket sends
    the seat's state, and the app quits cleanly after its frames."""
    import urllib.request

    home = tmp_path / "home"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(home / var.lower())
    env.pop("BLUFFBOX_TIMING", None)
    # 600 frames keep the app up for seconds (the join screen waits for the phone)
    proc = subprocess.Popen([str(onefile_exe), "--game", "avalon", "--players", "5",
                             "--seats", "human,phone,normal,normal,normal",
                             "--serve", "127.0.0.1:0", "--frames", "600"],
                            cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()   # printed (and flushed) once listening
        assert line.startswith("phone seat 2: http://127.0.0.1:"), \
            (line, proc.stderr.read() if proc.poll() is not None and proc.stderr else "")
        url = line.split(": ", 1)[1].strip()
        assert "/p/" in url
        with urllib.request.urlopen(url, timeout=30) as answer:
            assert answer.status == 200
            assert answer.headers.get_content_type() == "text/html"
            page = answer.read().decode("utf-8")
        # the page file, its CSS, script and strings, all filled in
        assert page.startswith("<!doctype html>") and '<section id="actions">' in page
        assert "/*CSS*/" not in page and "/*JS*/" not in page and "/*CONFIG*/" not in page
        assert "new WebSocket" in page
        origin = url.split("/p/", 1)[0]
        state = _first_state(url + "/ws", origin)
        assert state["type"] == "state" and isinstance(state["seq"], int) and state["lang"] == "en"
        assert isinstance(state["view"], dict)
        out, err = proc.communicate(timeout=180)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err[-2000:]
    assert "Traceback" not in err
    assert not _logged_errors(home), _logged_errors(home)[:5]
