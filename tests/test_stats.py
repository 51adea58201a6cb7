"""Per-game statistics."""
from __future__ import annotations

import json
import logging

import pytest

from saves import Record, SeatInfo, paths
from saves.stats import load_stats, record_result


def _rec(kinds, seed=1, game="liars_coin", created="2026-01-01T10:00:00+00:00"):
    seats = [SeatInfo(f"P{i}", k) for i, k in enumerate(kinds)]
    return Record(game=game, rules_version=1, options={}, seed=seed, players=len(seats),
                  seats=seats, actions=[], created=created, updated=created, finished=True)


@pytest.fixture(autouse=True)
def _dirs(user_dirs):
    return user_dirs


def test_no_file_no_stats():
    assert load_stats() == {}


def test_results_are_counted_per_game_and_seat_kind():
    assert record_result(_rec(["human", "easy", "easy"], seed=1), (0,))
    assert record_result(_rec(["human", "easy", "hard"], seed=2), (1, 2))
    assert record_result(_rec(["easy", "normal"], seed=3, game="other"), (1,))
    stats = load_stats()
    coin = stats["liars_coin"]
    assert coin["played"] == 2 and coin["won_by_humans"] == 1
    assert coin["by_seat_kind"] == {"human": {"played": 2, "won": 1},
                                    "easy": {"played": 3, "won": 1},
                                    "hard": {"played": 1, "won": 1}}
    assert coin["last_played"][:4].isdigit()
    assert stats["other"]["played"] == 1 and stats["other"]["won_by_humans"] == 0
    assert stats["other"]["by_seat_kind"]["normal"] == {"played": 1, "won": 1}


def test_the_same_game_is_counted_once():
    rec = _rec(["human", "hard"])
    assert record_result(rec, (0,))
    assert not record_result(rec, (0,))
    assert load_stats()["liars_coin"]["played"] == 1


@pytest.mark.parametrize("content", ["{ not json", "[]", '{"games": {"x": {"played": "many"}}}'])
def test_a_corrupt_file_is_backed_up_and_counting_restarts(content, caplog):
    path = paths.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="saves.stats"):
        assert load_stats() == {}
        assert record_result(_rec(["human", "easy"]), (0,))
    assert caplog.records
    assert path.with_name("statistics.json.bak").read_text(encoding="utf-8") == content
    assert load_stats()["liars_coin"]["played"] == 1
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == 1
