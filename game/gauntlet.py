"""The gauntlet: each candidate level in one seat of a table of strangers.

    python -m game.arena --game avalon --players 5 --gauntlet hard,normal --games 300

A game's ``styles`` are bots that share none of our bots' habits. For every style, and
for *mixed* tables (each other seat a style drawn at random), game k deals one hand and
puts the candidate in one seat (drawn from k); every candidate plays that same deal, in
that same seat, among the same strangers, with the same random stream. So the
candidates' rates in a cell are paired, and the side figures (the candidate's seat good
or evil) come from the same deals for each candidate.

The figures are win rates of the candidate's seat with one standard error
(sqrt(p(1-p)/n)); the paired difference between the first two candidates has its own
standard error (of the per-deal differences).
"""
from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from .core import GameDef

MIXED = "mixed"


def table_levels(g: GameDef, style: str, players: int, seat: int, candidate: str,
                 rng: random.Random) -> list[str]:
    """Per-seat levels: the candidate at ``seat``, strangers of ``style`` (or drawn at
    random from every style, for mixed tables) everywhere else."""
    levels = [style if style != MIXED else rng.choice(g.styles) for _ in range(players)]
    levels[seat] = candidate
    return levels


def run(g: GameDef, players: int, candidates: Sequence[str], games: int, seed: int,
        options: Mapping[str, Any] | None = None, styles: Sequence[str] | None = None
        ) -> dict[str, Any]:
    from .arena import ArenaError, play_one  # the arena imports this module for its CLI
    if g.sides is None or not g.styles:
        raise ArenaError(f"{g.title} has no sides or no stranger styles: no gauntlet.")
    if games < 1:
        raise ArenaError("Play at least one game.")
    cells = list(styles or g.styles) + [MIXED]
    options = dict(options or {})
    out: dict[str, Any] = {"game": g.id, "players": players, "candidates": list(candidates),
                           "games": games, "seed": seed, "options": options, "cells": {}}
    for style in cells:
        # per side (0, 1, ...) and candidate: list of 0/1 results, same deals in order
        results: dict[int, dict[str, list[int]]] = {}
        for k in range(games):
            pick = random.Random(f"gauntlet:{seed}:{style}:{k}")
            s0 = g.new(players, pick.getrandbits(63), options)
            seat = pick.randrange(players)
            table_seed = pick.getrandbits(63)
            side = g.sides(s0)[seat]
            for cand in candidates:
                lv = table_levels(g, style, players, seat, cand, random.Random(table_seed))
                s = play_one(g, s0, lv, random.Random(table_seed))
                results.setdefault(side, {c: [] for c in candidates})[cand].append(
                    int(seat in s.winners()))
        out["cells"][style] = {str(side): _figures(r, candidates) for side, r in sorted(results.items())}
    return out


def _figures(r: Mapping[str, list[int]], candidates: Sequence[str]) -> dict[str, Any]:
    fig: dict[str, Any] = {}
    for c in candidates:
        xs = r[c]
        p = sum(xs) / len(xs)
        fig[c] = {"n": len(xs), "won": sum(xs), "rate": p, "se": math.sqrt(p * (1 - p) / len(xs))}
    if len(candidates) >= 2:
        a, b = r[candidates[0]], r[candidates[1]]
        d = [x - y for x, y in zip(a, b)]
        mean = sum(d) / len(d)
        var = sum((x - mean) ** 2 for x in d) / max(len(d) - 1, 1)
        fig["diff"] = {"mean": mean, "se": math.sqrt(var / len(d))}
    return fig


SIDE_NAMES = {"0": "good", "1": "evil"}


def report(r: Mapping[str, Any]) -> str:
    cands = r["candidates"]
    head = f"{'strangers':<14}{'side':<6}{'n':>5}" + "".join(f"{c:>16}" for c in cands)
    if len(cands) >= 2:
        head += f"{cands[0] + ' - ' + cands[1]:>20}"
    lines = [f"{r['game']} gauntlet, {r['players']} players, {r['games']} deals per table style, "
             f"seed {r['seed']}; the candidate holds one seat (random), strangers the rest", "",
             head]
    for style, sides in r["cells"].items():
        for side, fig in sides.items():
            row = f"{style:<14}{SIDE_NAMES.get(side, side):<6}{fig[cands[0]]['n']:>5}"
            for c in cands:
                row += f"{100 * fig[c]['rate']:>10.1f} ±{100 * fig[c]['se']:4.1f}"
            if "diff" in fig:
                row += f"{100 * fig['diff']['mean']:>+13.1f} ±{100 * fig['diff']['se']:4.1f}"
            lines.append(row)
    lines += ["", "Win rate of the candidate's seat in %, ± one standard error; the last column "
              "is the paired difference on the same deals."]
    return "\n".join(lines)
