"""Head-to-heads of Aztec bots and fixed styles (the arena takes levels only):

    python -m game.aztec.bots.versus --players 4 --lineup hard,liar --games 300 --seed 1

The lineup's names (levels easy, normal, hard, or the styles honest, liar, accuser,
believer) fill the seats in turn, rotated by one each game, so every name sits in
every seat. Prints each name's per-seat win share (seats won / seats held; a shared
victory counts for each winner) with its 95% interval, and that share as a multiple
of the equal share 1/players.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from typing import Any

import game
from game import driver
from game.arena import wilson
from game.core import Bot

from .styles import STYLES


def make(name: str, seat: int) -> Bot:
    if name in STYLES:
        return STYLES[name](seat)
    return game.get("aztec").make_bot(name, seat)


def run(players: int, lineup: Sequence[str], games: int, seed: int) -> dict[str, Any]:
    g = game.get("aztec")
    held = dict.fromkeys(lineup, 0)
    won = dict.fromkeys(lineup, 0)
    for k in range(games):
        rng = random.Random(f"versus:{seed}:{k}")
        names = [lineup[(i + k) % len(lineup)] for i in range(players)]
        s = g.new(players, rng.getrandbits(63))
        s = driver.play(g, s, [make(x, i) for i, x in enumerate(names)], rng, names=names)
        for seat, name in enumerate(names):
            held[name] += 1
            won[name] += seat in s.winners()
    return {name: {"seats": held[name], "won": won[name], "share": won[name] / held[name],
                   "ci95": wilson(won[name], held[name]),
                   "vs_equal": won[name] / held[name] * players} for name in lineup}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.aztec.bots.versus")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--lineup", default="hard,normal")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    lineup = a.lineup.split(",")
    known = {"easy", "normal", "hard", *STYLES}
    if not set(lineup) <= known or not 3 <= a.players <= 6:
        print(f"names: {', '.join(sorted(known))}; players 3 to 6", file=sys.stderr)
        return 2
    out = run(a.players, lineup, a.games, a.seed)
    print(f"aztec, {a.players} players, lineup {a.lineup}, {a.games} games, seed {a.seed}")
    for name, r in out.items():
        lo, hi = r["ci95"]
        print(f"{name:<9} seats {r['seats']:>5}  won {r['won']:>4}  per seat {100 * r['share']:5.1f}% "
              f"[{100 * lo:4.1f}-{100 * hi:4.1f}]  x{r['vs_equal']:.2f} of equal")
    return 0


if __name__ == "__main__":
    sys.exit(main())
