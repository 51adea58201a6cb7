"""The gauntlet: each candidate level in one seat of a table of strangers.

    python -m game.arena --game avalon --players 5 --gauntlet hard,normal --games 300

A game's ``styles`` are bots that share none of our bots' habits. For every style, and
for *mixed* tables (each stranger seat a style drawn at random), deal k is played in
two ways by every candidate:

- *seat*: the candidate in one seat (drawn from k), strangers in every other: it plays
  with strangers as partners and as opponents;
- *side*: the candidate in every seat of one side, strangers holding the other; each
  deal is played once per side: it plays against strangers only.

Every candidate plays the same deal, in the same seats, among the same strangers, and
each seat draws from its own random stream (``driver.play_streams``), so the
candidates' rates in a cell are paired: a stranger draws the same numbers whatever the
candidate draws. (With one stream for the table, as the arena had before, a candidate
that draws no numbers shifted every stranger's draws: among sleepers at 7 players that
alone moved the Assassin's random guess from 26% to 18% hits for the same bot.)

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
from .driver import ArenaError, play_streams

MIXED = "mixed"


def table_levels(g: GameDef, style: str, players: int, seats: Sequence[int], candidate: str,
                 rng: random.Random) -> list[str]:
    """Per-seat levels: the candidate at ``seats``, strangers of ``style`` (or drawn at
    random from every style, for mixed tables) everywhere else."""
    levels = [style if style != MIXED else rng.choice(g.styles) for _ in range(players)]
    for seat in seats:
        levels[seat] = candidate
    return levels


def run(g: GameDef, players: int, candidates: Sequence[str], games: int, seed: int,
        options: Mapping[str, Any] | None = None, styles: Sequence[str] | None = None
        ) -> dict[str, Any]:
    if g.sides is None or not g.styles:
        raise ArenaError(f"{g.title} has no sides or no stranger styles: no gauntlet.")
    if games < 1:
        raise ArenaError("Play at least one game.")
    cells = list(styles or g.styles) + [MIXED]
    options = dict(options or {})
    out: dict[str, Any] = {"game": g.id, "players": players, "candidates": list(candidates),
                           "games": games, "seed": seed, "options": options, "cells": {}}
    for style in cells:
        results = _cell(g, style, players, candidates, games, seed, options)
        out["cells"][style] = {f"{mode} {side}": _figures(r, candidates)
                               for (mode, side), r in sorted(results.items(), reverse=True)}
    return out


def _cell(g: GameDef, style: str, players: int, candidates: Sequence[str], games: int,
          seed: int, options: Mapping[str, Any]) -> dict[tuple[str, int], dict[str, list[int]]]:
    """(mode, side) -> candidate -> 0/1 results, the same deals in the same order."""
    assert g.sides is not None
    results: dict[tuple[str, int], dict[str, list[int]]] = {}
    for k in range(games):
        pick = random.Random(f"gauntlet:{seed}:{style}:{k}")
        s0 = g.new(players, pick.getrandbits(63), options)
        seat = pick.randrange(players)
        table_seed = pick.getrandbits(63)
        sides = g.sides(s0)
        tables = [("seat", sides[seat], [seat])] + [
            ("side", side, [p for p in range(players) if sides[p] == side])
            for side in sorted(set(sides))]
        for mode, side, seats in tables:
            row = results.setdefault((mode, side), {c: [] for c in candidates})
            for cand in candidates:
                lv = table_levels(g, style, players, seats, cand, random.Random(table_seed))
                s = play_streams(g, s0, lv, table_seed)
                row[cand].append(int(seats[0] in s.winners()))
    return results


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


SIDE_NAMES = {"0": "good", "1": "evil"}   # Avalon's; other games show the side number


def report(r: Mapping[str, Any]) -> str:
    cands = r["candidates"]
    head = f"{'strangers':<14}{'as':<11}{'n':>5}" + "".join(f"{c:>16}" for c in cands)
    if len(cands) >= 2:
        head += f"{cands[0] + ' - ' + cands[1]:>20}"
    lines = [f"{r['game']} gauntlet, {r['players']} players, {r['games']} deals per table style, "
             f"seed {r['seed']}", "'seat': the candidate in one seat (random), strangers in the "
             "others; 'side': the candidate holds every seat of that side, strangers the other", "",
             head]
    for style, sides in r["cells"].items():
        for key, fig in sides.items():
            mode, side = key.split()
            row = f"{style:<14}{mode + ' ' + SIDE_NAMES.get(side, side):<11}{fig[cands[0]]['n']:>5}"
            for c in cands:
                row += f"{100 * fig[c]['rate']:>10.1f} ±{100 * fig[c]['se']:4.1f}"
            if "diff" in fig:
                row += f"{100 * fig['diff']['mean']:>+13.1f} ±{100 * fig['diff']['se']:4.1f}"
            lines.append(row)
    lines += ["", "Win rate of the candidate's seat in %, ± one standard error; the last column "
              "is the paired difference on the same deals."]
    return "\n".join(lines)
