"""Code health gates: ruff (lint + import order) runs with the tests.

The configuration lives in pyproject.toml; run the tool alone with ``ruff check .``.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_finds_nothing() -> None:
    done = run("ruff", "check", "--no-cache", "--output-format", "concise", ".")
    assert done.returncode == 0, f"ruff check . failed:\n{done.stdout}{done.stderr}"
