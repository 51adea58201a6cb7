"""Hint latency, per game and table size, on the CPU clock of the asking thread.

    python -m game.bench_hints                 # every game with hints, typical sizes
    python -m game.bench_hints --games avalon --games-per-size 4 --seed 2

Games are played by hard bots (each seat its own random stream); at every decision a
hint is asked for the deciding seat through its view, as the hint button would, and
timed with ``time.thread_time``. Prints, per game and player count, the number of hints
timed (n), the median and the 99th percentile in milliseconds (budget: p99 <= 250 ms,
the hard bot's). A benchmark, not a test: run it under ``nice`` on a quiet machine.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence

import game

from .driver import OwnStream, next_seat
from .hints import NoHint, hinter

# typical table sizes per game
SIZES: dict[str, tuple[int, ...]] = {
    "avalon": (5, 7, 10),
    "saul": (6, 9),
    "agent_avenue": (2, 4),
    "aztec": (3, 5),
}
BUDGET_MS = 250.0


def p99(xs: Sequence[float]) -> float:
    """The 99th percentile (nearest rank)."""
    ys = sorted(xs)
    return ys[min(len(ys) - 1, max(0, -(-99 * len(ys) // 100) - 1))]


def time_hints(game_id: str, players: int, games: int, seed: int) -> list[float]:
    """CPU seconds of every hint asked during ``games`` games of hard bots."""
    g = game.get(game_id)
    ask_hint = hinter(game_id)
    out: list[float] = []
    for k in range(games):
        gseed = seed * 1000 + k
        s = g.new(players, gseed)
        bots = [OwnStream(g.make_bot("hard", p), random.Random(f"{gseed}:{p}"))
                for p in range(players)]
        rng = random.Random(gseed)
        while not s.over():
            seat = next_seat(s)
            if seat is None:
                break
            view, legal = g.view(s, seat), list(s.legal(seat))
            t0 = time.thread_time()
            ask_hint(view, legal, random.Random(gseed))
            out.append(time.thread_time() - t0)
            s = g.apply(s, seat, bots[seat].act(view, legal, rng))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", action="append", help="game ids (default: every game with hints)")
    ap.add_argument("--games-per-size", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    ids = args.games or [gid for gid in SIZES if gid in game.GAMES]
    print(f"hint latency, CPU clock (thread_time), ms; budget p99 <= {BUDGET_MS:.0f}")
    worst = 0.0
    for gid in ids:
        for players in SIZES.get(gid, (game.get(gid).min_players,)):
            try:
                times = time_hints(gid, players, args.games_per_size, args.seed)
            except NoHint as exc:
                print(f"{gid:13} {players:2}p  {exc}")
                break
            ms = [1000 * x for x in times]
            worst = max(worst, p99(ms))
            print(f"{gid:13} {players:2}p  n={len(ms):5}  median {statistics.median(ms):7.2f}"
                  f"  p99 {p99(ms):7.2f}  max {max(ms):7.2f}")
    return 0 if worst <= BUDGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
