"""Save and load benchmark: ``python -m saves.bench [--game ID] [--seconds S] [--json]``.

For each registered game, at the tables its definition lists (``GameDef.bench``):
save, then load by replay, a few finished random-play games through ``saves.slots``
(median and p99). The user folders are redirected to a temporary folder first (XDG
variables) and every slot is deleted after. Figures only: nothing here asserts on time.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.bench import chosen_games, configs, ms_at, random_game
from game.core import GameDef

from . import slots
from .record import Record, SeatInfo

Finished = Sequence[tuple[int, list[tuple[int, dict[str, Any]]]]]  # (seed, moves)


def finished_games(g: GameDef, players: int, options: Mapping[str, Any], n: int = 5) -> Finished:
    return [(seed, random_game(g, players, seed, options)) for seed in range(n)]


def bench_save_load(g: GameDef, players: int, options: Mapping[str, Any], finished: Finished,
                    seconds: float, registry: Callable[[str], GameDef] | None = None
                    ) -> dict[str, Any]:
    """Save, then load by replay, the finished games (seed, moves) for ``seconds``."""
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
    return {"game": g.id, "players": players, "options": dict(options), "n": len(both),
            "median_ms": ms_at(both, 0.5), "p99_ms": ms_at(both, 0.99),
            "save_median_ms": ms_at(saves_t, 0.5), "load_median_ms": ms_at(loads_t, 0.5),
            "actions": sum(r.turn for r in records) / len(records)}


def report(r: Mapping[str, Any], label: str = "") -> str:
    return (f"{r['game']} ({label or str(r['players']) + ' players'}): save+load by replay "
            f"median {r['median_ms']:.3f} ms, p99 {r['p99_ms']:.3f} ms (save "
            f"{r['save_median_ms']:.3f}, load+replay {r['load_median_ms']:.3f} median; "
            f"{r['actions']:.0f} actions, n={r['n']})")


def _redirect_user_dirs() -> tempfile.TemporaryDirectory[str]:
    tmp = tempfile.TemporaryDirectory(prefix="bluffbox-bench-")
    for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                     ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
        os.environ[var] = os.path.join(tmp.name, sub)
    return tmp


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m saves.bench", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", help="one game id (default: every registered game)")
    ap.add_argument("--seconds", type=float, default=2.0, help="time spent on each figure")
    ap.add_argument("--json", action="store_true", help="print one JSON list")
    args = ap.parse_args(argv)
    games = chosen_games(args.game)
    if games is None:
        return 2
    tmp = _redirect_user_dirs()
    results = []
    try:
        for g in games:
            for label, players, options in configs(g):
                r = bench_save_load(g, players, options, finished_games(g, players, options),
                                    args.seconds)
                results.append(r)
                if not args.json:
                    print(report(r, label), flush=True)
    finally:
        tmp.cleanup()
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
