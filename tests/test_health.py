"""Code health gates: ruff (lint + import order) and mypy (types) run with the tests.

Their configuration lives in pyproject.toml; run them alone with ``ruff check .`` and
``mypy`` from the project root.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_finds_nothing() -> None:
    done = run("ruff", "check", "--no-cache", "--output-format", "concise", ".")
    assert done.returncode == 0, f"ruff check . failed:\n{done.stdout}{done.stderr}"


def test_mypy_finds_nothing() -> None:
    # the project's own cache (.mypy_cache, git-ignored) keeps a warm run to a few seconds;
    # MYPY_CACHE_DIR may point it elsewhere
    cache = os.environ.get("MYPY_CACHE_DIR", str(ROOT / ".mypy_cache"))
    done = run("mypy", "--cache-dir", cache)
    assert done.returncode == 0, f"mypy failed:\n{done.stdout}{done.stderr}"
