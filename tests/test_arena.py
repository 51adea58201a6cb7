"""game.arena: rotation, counting, bots fed views only, the CLI and its errors."""
from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import game
from game import arena
from tests import tinygame as tiny

G = tiny.GAME
ROOT = Path(__file__).resolve().parent.parent


def test_rotation_puts_every_level_in_every_seat():
    levels = ["hard", "easy", "random"]
    games = [arena.seat_levels(levels, 4, k) for k in range(4)]
    assert games[0] == ["hard", "easy", "random", "hard"]
    assert games[1] == ["easy", "random", "hard", "hard"]
    for seat in range(4):
        assert {g[seat] for g in games} == set(levels)
    assert arena.seat_levels(levels, 4, 5) == games[1]


def test_wilson_and_percentile():
    lo, hi = arena.wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    assert arena.wilson(0, 10)[0] == 0.0 and arena.wilson(10, 10)[1] == 1.0
    assert arena.wilson(0, 0) is None
    xs = list(range(1, 101))
    assert arena.percentile(xs, 0.5) == 50.5
    assert arena.percentile(xs, 0.99) == pytest.approx(99.01)
    assert arena.percentile([], 0.5) is None


def test_run_counts_games_seats_and_wins():
    r = arena.run(G, 3, "hard,easy", 30, seed=7)
    assert r["games"] == 30 and set(r["levels"]) == {"hard", "easy"}
    json.loads(json.dumps(r))
    for level, t in r["levels"].items():
        assert t["played"] == 30  # both levels hold a seat in every game
        assert 0 <= t["won"] <= t["played"] and t["seats_won"] <= t["seats_played"]
        assert t["win_rate"] == t["won"] / 30
        lo, hi = t["ci95"]
        assert lo <= t["win_rate"] <= hi
        assert r["decision_ms"][level]["decisions"] > 0
        assert 0 <= r["decision_ms"][level]["p50"] <= r["decision_ms"][level]["p99"]
    # 3 seats filled from [hard, easy]: hard holds 2 seats and easy 1, rotating
    assert r["levels"]["hard"]["seats_played"] == 60 and r["levels"]["easy"]["seats_played"] == 30
    assert sum(t["seats_won"] for t in r["levels"].values()) == sum(r["seat_wins"])
    assert r["games_per_second"] > 0


def test_run_repeats_with_the_same_seed():
    a, b = (arena.run(G, 4, ["random", "normal"], 20, seed=3) for _ in range(2))
    assert a["levels"] == b["levels"] and a["seat_wins"] == b["seat_wins"]


def test_better_bot_wins_more_on_the_tiny_game():
    r = arena.run(G, 2, "hard,random", 200, seed=1)
    assert r["levels"]["hard"]["seat_win_rate"] > r["levels"]["random"]["seat_win_rate"]


def test_bots_get_views_only_one_bot_per_seat_and_every_simultaneous_seat_asked():
    made, calls = [], []

    class Spy:
        def __init__(self, level, seat):
            self.seat = seat
            made.append((level, seat))

        def act(self, view, legal, rng):
            assert isinstance(view, dict) and view["seat"] == self.seat
            assert self.seat in view["to_act"] and isinstance(rng, random.Random)
            assert "coins" not in view and view["my_coin"] in ("H", "T")
            calls.append((self.seat, view["phase"]))
            return legal[0]

    spy = dataclasses.replace(G, bot_factory=Spy)
    arena.run(spy, 3, "easy,normal,hard", 4, seed=0)
    assert len(made) == 4 * 3 and {lv for lv, _ in made} == {"easy", "normal", "hard"}
    # the first bet phase is simultaneous: all three seats asked, in seat order
    assert calls[:3] == [(0, "bet"), (1, "bet"), (2, "bet")]


def test_a_bot_playing_an_illegal_move_is_reported():
    class Cheat:
        def __init__(self, level, seat):
            pass

        def act(self, view, legal, rng):
            return {"kind": "bet", "amount": 99}
    with pytest.raises(arena.ArenaError, match="easy bot at seat 0 made an illegal move"):
        arena.run(dataclasses.replace(G, bot_factory=Cheat), 2, "easy", 1, seed=0)


def test_bad_arguments_raise_readable_errors():
    with pytest.raises(game.SetupError, match="no game called"):
        arena.run("zz_nope", 3, "easy", 1, 0)
    with pytest.raises(arena.ArenaError, match="Unknown seat level 'genius'"):
        arena.run(G, 3, "easy,genius", 1, 0)
    with pytest.raises(arena.ArenaError, match="at most one per seat"):
        arena.run(G, 2, "easy,normal,hard", 1, 0)
    with pytest.raises(game.SetupError, match="Option 'rounds' cannot be 9"):
        arena.run(G, 2, "easy", 1, 0, {"rounds": 9})
    with pytest.raises(game.SetupError, match="2 to 4 players"):
        arena.run(G, 7, "easy", 1, 0)


def test_cli_json_and_table(capsys):
    reg = {"liars_coin": G}
    assert arena.main(["--game", "liars_coin", "--players", "3", "--seats", "hard,random",
                       "--games", "6", "--seed", "2", "--options", '{"rounds": 1}', "--json"],
                      registry=reg) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 6 and out["options"] == {"rounds": 1}
    assert set(out["levels"]["hard"]) >= {"played", "won"}
    assert set(out["decision_ms"]["random"]) >= {"p50", "p99"}
    assert isinstance(out["games_per_second"], float)
    assert arena.main(["--game", "liars_coin", "--seats", "normal", "--games", "3"],
                      registry=reg) == 0
    text = capsys.readouterr().out
    assert "games/s" in text and "normal" in text and "p99 ms" in text and "95% CI" in text


@pytest.mark.parametrize("args,message", [
    (["--game", "zz_nope"], "no game called 'zz_nope'"),
    (["--game", "liars_coin", "--options", "{bad"], "--options is not valid JSON"),
    (["--game", "liars_coin", "--options", "[1]"], "must be a JSON object"),
    (["--game", "liars_coin", "--options", '{"rounds": 9}'], "Option 'rounds' cannot be 9"),
    (["--game", "liars_coin", "--seats", "easy,genius"], "Unknown seat level"),
])
def test_cli_errors_are_one_clear_line(capsys, args, message):
    assert arena.main(args, registry={"liars_coin": G}) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and err.startswith("arena: error:")


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.arena", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_cli_unknown_game_in_a_real_process():
    p = _cli("--game", "zz_nope")
    assert p.returncode == 2 and "no game called" in p.stderr and "Traceback" not in p.stderr


def test_cli_on_a_registered_game():
    gid, g = next(iter(game.GAMES.items()))
    p = _cli("--game", gid, "--players", str(g.min_players), "--seats", "random,easy",
             "--games", "2", "--seed", "1", "--json")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["games"] == 2 and set(out["levels"]) == {"random", "easy"}
    assert all(t["played"] == 2 for t in out["levels"].values())


# --- game.bench (the engine benchmark script) shares the arena's helpers ------

def test_bench_measures_every_figure_on_the_tiny_game():
    from game import bench
    r = bench.bench_game(G, "3 players", 3, {}, seconds=0.02, levels=["easy", "hard"])
    assert r["random_play"]["games"] >= 1 and r["random_play"]["games_per_second"] > 0
    assert [b["level"] for b in r["bots"]] == ["easy", "hard"]
    assert all(b["decisions"] > 0 and b["p50_ms"] <= b["p99_ms"] for b in r["bots"])
    assert all(0 <= b["cpu_p50_ms"] <= b["cpu_p99_ms"] for b in r["bots"])
    text = bench.report(r)
    assert "games/s" in text and "bot hard" in text and "CPU median" in text


def test_bench_judges_the_budget_on_the_cpu_clock(monkeypatch):
    """A decision that waits (a loaded machine: the wall clock runs, the CPU's does not)
    stays within budget; one that computes past the budget is over it."""
    import time

    from game import bench

    def bot_that(work):
        class Bot:
            def __init__(self, level, seat):
                pass

            def act(self, view, legal, rng):
                work()
                return legal[0]
        return Bot

    def spin():
        end = time.thread_time() + 0.003
        while time.thread_time() < end:
            pass

    monkeypatch.setitem(bench.BUDGET_P99_MS, "easy", 2.0)
    waits = bench.bench_bots(dataclasses.replace(G, bot_factory=bot_that(lambda: time.sleep(0.003))),
                             2, {}, "easy", seconds=0.0)
    assert waits["p99_ms"] > 2.0 and waits["cpu_p99_ms"] < 2.0 and waits["within_budget"]
    works = bench.bench_bots(dataclasses.replace(G, bot_factory=bot_that(spin)), 2, {}, "easy",
                             seconds=0.0)
    assert works["cpu_p99_ms"] > 2.0 and works["within_budget"] is False
    assert "OVER BUDGET" in bench.report({"game": "liars_coin", "config": "2 players", "options": {},
                                          "random_play": {"error": "skipped"}, "bots": [works]})


def test_save_bench_saves_and_loads_finished_games(user_dirs):
    from saves import bench
    finished = bench.finished_games(G, 3, {}, n=2)
    r = bench.bench_save_load(G, 3, {}, finished, seconds=0.02, registry=lambda gid: G)
    assert r["n"] >= 1 and r["median_ms"] <= r["p99_ms"] and r["actions"] > 0
    assert "save+load by replay median" in bench.report(r)
    assert not list((user_dirs / "data").rglob("*.json")), "the bench left a save behind"


def test_bench_reports_a_broken_bot_instead_of_stopping():
    from game import bench

    def factory(level, seat):
        raise RuntimeError("no bot here")
    r = bench.bench_game(dataclasses.replace(G, bot_factory=factory), "2 players", 2, {},
                         seconds=0.01, levels=["easy"])
    assert "no bot here" in r["bots"][0]["error"] and "FAILED" in bench.report(r)
    assert bench.main(["--game", "zz_nope"]) == 2


# ---------------------------------------------------------------------------
# side against side
# ---------------------------------------------------------------------------

def test_side_levels_give_each_side_one_level_and_rotate():
    assert arena.side_levels(["a", "b"], [0, 1, 1, 0], 0) == ["a", "b", "b", "a"]
    assert arena.side_levels(["a", "b"], [0, 1, 1, 0], 1) == ["b", "a", "a", "b"]


def test_by_side_plays_every_deal_once_per_arrangement():
    avalon = game.get("avalon")
    seen: list[tuple] = []

    def new(players, seed, options=None, deal=None):
        s = avalon.new(players, seed, options, deal)
        seen.append(avalon.sides(s))
        return s
    recorder = dataclasses.replace(avalon, new=new)
    r = arena.run(recorder, 5, "easy,random", 8, seed=3, by_side=True)
    deals = seen[1:]  # the first new() only checks the setup
    assert len(deals) == 8
    assert deals[0::2] == deals[1::2], "each deal is played twice in a row"
    assert r["levels"]["easy"]["played"] == r["levels"]["random"]["played"] == 8
    assert r["levels"]["easy"]["won"] + r["levels"]["random"]["won"] == 8, \
        "exactly one side wins each game"


def test_by_side_is_refused_for_a_game_without_sides():
    with pytest.raises(arena.ArenaError, match="no sides"):
        arena.run(G, 3, "easy,random", 2, seed=0, by_side=True)


def test_normal_beats_easy_side_against_side_on_avalon():
    r = arena.run("avalon", 5, "normal,easy", 60, seed=11, by_side=True)
    assert r["levels"]["normal"]["won"] / 60 >= 0.6, r["levels"]
