"""Engine benchmarks: ``python -m game.bench [--game ID] [--seconds S] [--json]``.

For each registered game, at the tables its definition lists (``GameDef.bench``;
by default its minimum player count), it prints:
- complete random-play games per second, with the median and p99 time of one game;
- bot decision time per level (p50, p99), all seats at that level, against the
  budget of DESIGN.md;
(save then load by replay is timed by ``python -m saves.bench``: the rules layer
never imports the saves).

Each time is taken on two clocks: the wall clock (``perf_counter``) and the thread's
CPU clock (``thread_time``). On a loaded machine the wall clock's p99 measures the
scheduler (a decision preempted halfway counts the other processes' turn), so the
budgets are judged on the CPU clock. Figures only: nothing here fails on time.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .arena import percentile
from .core import LEVELS, GameDef
from .driver import play_one

Config = tuple[str, int, dict[str, Any]]  # label, players, options

#: bot decision p99 budgets in ms (DESIGN.md), judged on the CPU clock
BUDGET_P99_MS = {"easy": 20.0, "normal": 20.0, "hard": 250.0}


def configs(g: GameDef) -> list[Config]:
    """The game's benchmark tables (its GameDef's ``bench``)."""
    return [(c.label, c.players, dict(c.options)) for c in g.bench_configs()]


def _stats(wall: Sequence[float], cpu: Sequence[float]) -> dict[str, Any]:
    """Median and p99 in milliseconds of times in seconds, on both clocks."""
    return {"n": len(wall), "median_ms": ms_at(wall, 0.5), "p99_ms": ms_at(wall, 0.99),
            "cpu_median_ms": ms_at(cpu, 0.5), "cpu_p99_ms": ms_at(cpu, 0.99)}


def ms_at(xs: Sequence[float], q: float) -> float:
    """The q-quantile of a non-empty list of seconds, in milliseconds."""
    value = percentile(xs, q)
    assert value is not None, "no samples"
    return value * 1000


def random_game(g: GameDef, players: int, seed: int, options: Mapping[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    """One complete game of random legal moves (each seat in to_act in order); its moves."""
    rng = random.Random(seed)
    s = g.new(players, seed, dict(options))
    moves: list[tuple[int, dict[str, Any]]] = []
    while not s.over():
        for seat in tuple(s.to_act()):
            if s.over() or seat not in s.to_act():
                continue
            move = rng.choice(s.legal(seat))
            s = g.apply(s, seat, move)
            moves.append((seat, move))
    return moves


def bench_random_play(g: GameDef, players: int, options: Mapping[str, Any], seconds: float
                      ) -> tuple[dict[str, Any], list[tuple[int, list[tuple[int, dict[str, Any]]]]]]:
    """Games per second of random play; also returns a few finished games (seed, moves)."""
    times: list[float] = []
    cpu: list[float] = []
    kept: list[tuple[int, list[tuple[int, dict[str, Any]]]]] = []
    seed = 0
    start = time.perf_counter()
    while not times or time.perf_counter() - start < seconds:
        t0, c0 = time.perf_counter(), time.thread_time()
        moves = random_game(g, players, seed, options)
        times.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
        if len(kept) < 5:
            kept.append((seed, moves))
        seed += 1
    total = time.perf_counter() - start
    return {"games": len(times), "games_per_second": len(times) / total,
            **_stats(times, cpu)}, kept


def bench_bots(g: GameDef, players: int, options: Mapping[str, Any], level: str,
               seconds: float) -> dict[str, Any]:
    """Decision times of one level holding every seat, over whole games."""
    wall: dict[str, list[float]] = {level: []}
    cpu: dict[str, list[float]] = {level: []}
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or not wall[level]:
        play_one(g, g.new(players, games, dict(options)), [level] * players,
                 random.Random(games), wall, cpu)
        games += 1
    stats = _stats(wall[level], cpu[level])
    budget = BUDGET_P99_MS.get(level)
    return {"level": level, "decisions": stats["n"], "games_finished": games,
            "p50_ms": stats["median_ms"], "p99_ms": stats["p99_ms"],
            "cpu_p50_ms": stats["cpu_median_ms"], "cpu_p99_ms": stats["cpu_p99_ms"],
            "budget_p99_ms": budget,
            "within_budget": None if budget is None else stats["cpu_p99_ms"] <= budget}


def bench_game(g: GameDef, label: str, players: int, options: Mapping[str, Any], seconds: float,
               levels: Iterable[str] = LEVELS) -> dict[str, Any]:
    """Every figure for one configuration; a figure whose code raises is reported as an error."""
    out: dict[str, Any] = {"game": g.id, "config": label, "players": players,
                           "options": dict(options)}
    try:
        out["random_play"], _ = bench_random_play(g, players, options, seconds)
    except Exception as exc:
        out["random_play"] = _failed(exc)
    out["bots"] = []
    for lv in levels:
        try:
            out["bots"].append(bench_bots(g, players, options, lv, seconds))
        except Exception as exc:
            out["bots"].append({"level": lv, **_failed(exc)})
    return out


def _failed(exc: Exception) -> dict[str, str]:
    return {"error": f"{type(exc).__name__}: {exc}"}


def _pair(median: float, p99: float) -> str:
    return f"{median:9.3f} {p99:9.3f}"


def report(r: Mapping[str, Any]) -> str:
    """One table a configuration: medians and p99s in ms on both clocks, and the
    budget judged on the CPU clock."""
    p = r["random_play"]
    lines = [f"{r['game']} ({r['config']}"
             + (f", options {json.dumps(r['options'])}" if r["options"] else "") + ")",
             f"  {'ms':<13}{'wall median':>11}{'p99':>9}  {'CPU median':>10}{'p99':>9}"]
    if "error" in p:
        lines.append(f"  {'random game':<13}FAILED {p['error']}")
    else:
        lines.append(f"  {'random game':<13}{_pair(p['median_ms'], p['p99_ms'])}  "
                     f"{_pair(p['cpu_median_ms'], p['cpu_p99_ms'])}   "
                     f"{p['games_per_second']:.1f} games/s, n={p['games']}")
    for b in r["bots"]:
        label = f"bot {b['level']}"
        if "error" in b:
            lines.append(f"  {label:<13}FAILED {b['error']}")
            continue
        verdict = ""
        if b["budget_p99_ms"] is not None:
            verdict = (f"; budget CPU p99 <= {b['budget_p99_ms']:g} ms: "
                       + ("ok" if b["within_budget"] else "OVER BUDGET"))
        lines.append(f"  {label:<13}{_pair(b['p50_ms'], b['p99_ms'])}  "
                     f"{_pair(b['cpu_p50_ms'], b['cpu_p99_ms'])}   "
                     f"n={b['decisions']} in {b['games_finished']} games{verdict}")
    return "\n".join(lines)


def chosen_games(game_id: str | None) -> list[GameDef] | None:
    """The game called ``game_id``, or every registered game; None (the error said on
    stderr) when there is no such game. The benchmark scripts' ``--game``."""
    import game
    try:
        return [game.get(game_id)] if game_id else list(game.GAMES.values())
    except game.SetupError as exc:
        print(f"bench: error: {exc.message}", file=sys.stderr)
        return None


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", help="one game id (default: every registered game)")
    ap.add_argument("--seconds", type=float, default=2.0, help="time spent on each figure")
    ap.add_argument("--levels", default=",".join(LEVELS), help="bot levels to time")
    ap.add_argument("--json", action="store_true", help="print one JSON list")
    args = ap.parse_args(argv)
    games = chosen_games(args.game)
    if games is None:
        return 2
    levels = [x for x in args.levels.split(",") if x]
    bad = [x for x in levels if x not in LEVELS]
    if bad:
        print(f"bench: error: unknown level {', '.join(bad)}; use {', '.join(LEVELS)}.",
              file=sys.stderr)
        return 2
    if not games:
        print("No game is registered yet: nothing to measure.")
        return 0
    results = []
    if not args.json:
        print(f"BluffBox engine benchmark: {args.seconds:g} s per figure, "
              f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs")
    for g in games:
        for label, players, options in configs(g):
            r = bench_game(g, label, players, options, args.seconds, levels)
            results.append(r)
            if not args.json:
                print(report(r), flush=True)
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
