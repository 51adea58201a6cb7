"""Layers (DESIGN.md): the rules layer and the saves load without the GUI.

A fresh interpreter imports every module of ``game`` and ``saves``, makes a bot of
every level (and stranger style) of every registered game and plays a few moves, then
fails if pygame, pygame_gui or any ``scenes`` module got loaded."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = r"""
import importlib, json, pkgutil, random, sys
import game, saves
from game import driver
from game.core import LEVELS
for pkg in (game, saves):
    for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
        if not info.name.endswith("__main__"):
            importlib.import_module(info.name)
made = []
for g in game.GAMES.values():
    levels = list(LEVELS) + list(getattr(g, "styles", ()))
    for level in levels:
        made.append(f"{g.id}:{level}")
    s = g.new(g.min_players, 1)
    bots = [g.make_bot(levels[i % len(levels)], i) for i in range(g.min_players)]
    for _, step in zip(range(30), driver.steps(g, s, bots, random.Random(1))):
        pass
bad = sorted(m for m in sys.modules
             if m.split(".")[0] in ("pygame", "pygame_gui", "scenes"))
print(json.dumps({"bad": bad, "made": made}))
"""


def probe(prelude: str = "") -> dict:
    out = subprocess.run([sys.executable, "-c", prelude + PROBE], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    result: dict = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def test_game_and_saves_never_load_the_gui():
    result = probe()
    assert result["made"], "no game is registered: the probe checked nothing"
    assert result["bad"] == [], f"the rules or saves layer loaded {result['bad']}"


RUNTIME = r"""
import json, random, sys
import game, saves
from saves import settings, slots, stats
from game import driver
for g in game.GAMES.values():
    s = g.new(g.min_players, 1)
    bots = [g.make_bot(("easy", "normal", "hard")[i % 3], i) for i in range(g.min_players)]
    for _, step in zip(range(30), driver.steps(g, s, bots, random.Random(1))):
        pass
print(json.dumps(sorted(sys.modules)))
"""
DEV_TOOLS = ("game.arena", "game.bench", "game.gauntlet", "saves.bench", "tests.golden")


def test_the_runtime_path_never_loads_a_dev_tool():
    """Playing a game (rules, every bot level, saves) needs none of the developer tools;
    they live apart (``python -m game.arena``, ``game.bench``, ``saves.bench``...)."""
    out = subprocess.run([sys.executable, "-c", RUNTIME], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    loaded = set(json.loads(out.stdout.strip().splitlines()[-1]))
    assert "game.driver" in loaded
    assert sorted(loaded & set(DEV_TOOLS)) == []


def test_the_probe_catches_a_gui_import():
    assert "scenes.i18n" in probe("import scenes.i18n\n")["bad"]
