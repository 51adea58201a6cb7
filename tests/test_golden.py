"""Golden playthroughs (tests/golden.py): every registered game, played by bots from
fixed seeds, must give the pinned text; a rules change shows up as a diff here.
After a deliberate change: ``python -m tests.golden --update`` and review the diff."""
from __future__ import annotations

import dataclasses

import pytest

import game
from game.core import GoldenSetup
from tests import golden, tinygame as tiny

TEXTS = golden.expected()
HOW = "if the rules changed on purpose: python -m tests.golden --update, and review git diff"


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_playthrough_matches_its_golden_file(name):
    path = golden.DIR / name
    assert path.exists(), f"{name} is missing: {HOW}"
    old = path.read_text(encoding="utf-8")
    if old != TEXTS[name]:
        report = golden.differences({name: TEXTS[name]})
        pytest.fail(f"{name} changed ({HOW}):\n" + "\n".join(report))


def test_every_registered_game_has_golden_files_and_no_file_is_stale():
    assert all(any(n.startswith(f"{gid}_") for n in TEXTS) for gid in game.GAMES)
    on_disk = {p.name for p in golden.DIR.glob("*.txt")}
    assert on_disk == set(TEXTS), f"stale or missing golden files: {HOW}"


def test_a_rules_change_shows_as_a_diff():
    g = tiny.GAME
    setup = GoldenSetup(2, seeds=(1,))
    text = golden.playthrough(g, setup, 1)
    assert text == golden.playthrough(g, setup, 1), "a playthrough must be deterministic"
    assert "seat 0 plays" in text and "legal 2:" in text and "end after" in text

    def apply(s, seat, move):  # a bet of 2 now counts as 1
        if move.get("kind") == "bet" and move.get("amount") == 2:
            move = {**move, "amount": 1}
        return tiny.apply(s, seat, move)
    changed = golden.playthrough(dataclasses.replace(g, apply=apply), setup, 1)
    assert changed != text


def test_private_views_stay_per_seat():
    text = golden.playthrough(tiny.GAME, GoldenSetup(3, seeds=(4,)), 4)
    # each seat's hidden coin appears in that seat's lines only, never as "all"
    coins = [line for line in text.splitlines() if '"kind":"coin"' in line]
    assert coins and all(line.startswith("  seat ") for line in coins)
