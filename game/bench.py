"""Engine benchmarks: ``python -m game.bench [--game ID] [--seconds S] [--json]``.

For each registered game (in the configurations of issue 4: Avalon 7 players,
Saül 10, Agent Avenue basic and advanced, Aztec 5; any other game at its minimum
player count) it prints:
- complete random-play games per second, with the median and p99 time of one game;
- bot decision time per level (p50, p99), all seats at that level;
- save then load by replay of a finished game (median, p99), through ``saves.slots``
  when the saves package is there; the user folders are redirected to a temporary
  folder first (XDG variables) and the slot is deleted after.
Figures only: nothing here asserts on time.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from .arena import percentile, play_one
from .core import LEVELS, GameDef

Config = tuple[str, int, dict[str, Any]]  # label, players, options

CONFIGS: dict[str, list[Config]] = {
    "avalon": [("7 players", 7, {})],
    "saul": [("10 players", 10, {})],
    "agent_avenue": [("basic", 2, {"mode": "basic"}), ("advanced", 2, {"mode": "advanced"})],
    "aztec": [("5 players", 5, {})],
}


def configs(g: GameDef) -> list[Config]:
    known = [c for c in CONFIGS.get(g.id, []) if g.min_players <= c[1] <= g.max_players
             and all(k in g.options and v in g.options[k].allowed for k, v in c[2].items())]
    return known or [(f"{g.min_players} players", g.min_players, {})]


def _stats(xs: Sequence[float]) -> dict[str, Any]:
    """Median and p99 in milliseconds of times in seconds."""
    med, p99 = percentile(xs, 0.5), percentile(xs, 0.99)
    return {"n": len(xs), "median_ms": None if med is None else med * 1000,
            "p99_ms": None if p99 is None else p99 * 1000}


def _ms_at(xs: Sequence[float], q: float) -> float:
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
    kept: list[tuple[int, list[tuple[int, dict[str, Any]]]]] = []
    seed = 0
    start = time.perf_counter()
    while not times or time.perf_counter() - start < seconds:
        t0 = time.perf_counter()
        moves = random_game(g, players, seed, options)
        times.append(time.perf_counter() - t0)
        if len(kept) < 5:
            kept.append((seed, moves))
        seed += 1
    total = time.perf_counter() - start
    return {"games": len(times), "games_per_second": len(times) / total, **_stats(times)}, kept


def bench_bots(g: GameDef, players: int, options: Mapping[str, Any], level: str,
               seconds: float) -> dict[str, Any]:
    """Decision times of one level holding every seat, over whole games."""
    by_level: dict[str, list[float]] = {level: []}
    times, games = by_level[level], 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or not times:
        play_one(g, g.new(players, games, dict(options)), [level] * players,
                 random.Random(games), by_level)
        games += 1
    return {"level": level, "decisions": len(times), "games_finished": games,
            "p50_ms": _ms_at(times, 0.5), "p99_ms": _ms_at(times, 0.99)}


def bench_save_load(g: GameDef, players: int, options: Mapping[str, Any],
                    finished: Sequence[tuple[int, list[tuple[int, dict[str, Any]]]]], seconds: float,
                    registry: Callable[[str], GameDef] | None = None) -> dict[str, Any] | str:
    """Save, then load by replay, finished games; a note (str) when saves is missing."""
    try:
        from saves import Record, SeatInfo, slots
    except ImportError as exc:
        return f"skipped: the saves package is not available ({exc})"
    lookup = registry or (lambda gid: g)
    records = []
    for seed, moves in finished:
        rec = Record.start(g.id, players, seed, dict(options),
                           [SeatInfo(f"Bot {i + 1}", "easy") for i in range(players)],
                           registry=lookup)
        for n, (seat, move) in enumerate(moves, start=1):
            rec.add(seat, move, over=n == len(moves))
        records.append(rec)
    saves_t: list[float] = []
    loads_t: list[float] = []
    both: list[float] = []
    clock = time.perf_counter
    start, i = clock(), 0
    while clock() - start < seconds or not both:
        rec = records[i % len(records)]
        t0 = clock()
        path = slots.save(rec, f"bench {os.getpid()}")
        t1 = clock()
        back = slots.load(path, registry=lookup)
        t2 = clock()
        assert back.turn == rec.turn and back.finished, "a saved game did not load back whole"
        slots.delete(path)
        saves_t.append(t1 - t0)
        loads_t.append(t2 - t1)
        both.append(t2 - t0)
        i += 1
    return {**_stats(both), "save_median_ms": _ms_at(saves_t, 0.5),
            "load_median_ms": _ms_at(loads_t, 0.5),
            "actions": sum(r.turn for r in records) / len(records)}


def bench_game(g: GameDef, label: str, players: int, options: Mapping[str, Any], seconds: float,
               levels: Iterable[str] = LEVELS,
               registry: Callable[[str], GameDef] | None = None) -> dict[str, Any]:
    """Every figure for one configuration; a figure whose code raises is reported as an error."""
    out: dict[str, Any] = {"game": g.id, "config": label, "players": players,
                           "options": dict(options)}
    try:
        out["random_play"], finished = bench_random_play(g, players, options, seconds)
    except Exception as exc:
        out["random_play"], finished = _failed(exc), []
    out["bots"] = []
    for lv in levels:
        try:
            out["bots"].append(bench_bots(g, players, options, lv, seconds))
        except Exception as exc:
            out["bots"].append({"level": lv, **_failed(exc)})
    try:
        out["save_load"] = (bench_save_load(g, players, options, finished, seconds, registry)
                            if finished else "skipped: no finished game to save")
    except Exception as exc:
        out["save_load"] = _failed(exc)
    return out


def _failed(exc: Exception) -> dict[str, str]:
    return {"error": f"{type(exc).__name__}: {exc}"}


def _ms(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f} ms"


def report(r: Mapping[str, Any]) -> str:
    p = r["random_play"]
    lines = [f"{r['game']} ({r['config']}"
             + (f", options {json.dumps(r['options'])}" if r["options"] else "") + ")"]
    if "error" in p:
        lines.append(f"  random play: FAILED {p['error']}")
    else:
        lines.append(f"  random play: {p['games_per_second']:.1f} games/s; one game median "
                     f"{_ms(p['median_ms'])}, p99 {_ms(p['p99_ms'])} (n={p['games']})")
    for b in r["bots"]:
        if "error" in b:
            lines.append(f"  bot {b['level']:<7} FAILED {b['error']}")
            continue
        lines.append(f"  bot {b['level']:<7} decision p50 {_ms(b['p50_ms'])}, p99 "
                     f"{_ms(b['p99_ms'])} (n={b['decisions']}, {b['games_finished']} games)")
    sl = r["save_load"]
    if isinstance(sl, str):
        lines.append(f"  save+load by replay: {sl}")
    elif "error" in sl:
        lines.append(f"  save+load by replay: FAILED {sl['error']}")
    else:
        lines.append(f"  save+load by replay: median {_ms(sl['median_ms'])}, p99 "
                     f"{_ms(sl['p99_ms'])} (save {_ms(sl['save_median_ms'])}, load+replay "
                     f"{_ms(sl['load_median_ms'])} median; {sl['actions']:.0f} actions, "
                     f"n={sl['n']})")
    return "\n".join(lines)


def _redirect_user_dirs() -> tempfile.TemporaryDirectory[str]:
    tmp = tempfile.TemporaryDirectory(prefix="bluffbox-bench-")
    for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                     ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
        os.environ[var] = os.path.join(tmp.name, sub)
    return tmp


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", help="one game id (default: every registered game)")
    ap.add_argument("--seconds", type=float, default=2.0, help="time spent on each figure")
    ap.add_argument("--levels", default=",".join(LEVELS), help="bot levels to time")
    ap.add_argument("--json", action="store_true", help="print one JSON list")
    args = ap.parse_args(argv)
    import game
    try:
        games = [game.get(args.game)] if args.game else list(game.GAMES.values())
    except game.SetupError as exc:
        print(f"bench: error: {exc.message}", file=sys.stderr)
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
    tmp = _redirect_user_dirs()
    results = []
    try:
        if not args.json:
            print(f"BluffBox engine benchmark: {args.seconds:g} s per figure, "
                  f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs")
        for g in games:
            for label, players, options in configs(g):
                r = bench_game(g, label, players, options, args.seconds, levels)
                results.append(r)
                if not args.json:
                    print(report(r), flush=True)
    finally:
        tmp.cleanup()
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
