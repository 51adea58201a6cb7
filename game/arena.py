"""Bot-vs-bot tournaments from the command line.

    python -m game.arena --game avalon --players 7 --seats hard,normal --games 200 --seed 1 [--json]
    python -m game.arena --game avalon --players 7 --sides hard,normal --games 200 --seed 1

``--seats``: seat levels (random, easy, normal, hard) are repeated to fill the seats,
and game k rotates that list by k, so over N games every level sits in every seat
(and, with a shuffling deal, plays every role).

``--sides`` (games with sides, e.g. Avalon's good and evil): each level holds every
seat of one side; the same deal is played once per rotation of the levels over the
sides, so every level plays every side of every deal. In a team game this is the
head-to-head: with ``--seats`` both levels share each side's result, which dilutes
any difference between them.

Bots see views only: ``bot.act(view, legal, rng)``; the arena, as the referee, reads
the state to seat them by side. Each seat's bot draws from its own random stream
(``driver.play_streams``), so one seat's draws never shift another's; with ``--sides``
every rotation of a deal also gets the same streams.

Counting: a level *plays* a game when it holds at least one seat, and *wins* it when
any of its seats is among the winners. With ``--seats`` and several seats per level
that figure flatters the level holding more seats, so the per-seat rate (seats won /
seats played) is the figure to compare levels with.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Mapping, Sequence
from typing import Any

from . import driver
from .core import ARENA_LEVELS, GameDef, GameError, options_from_json
from .driver import ArenaError, play_one  # re-exported: the arena's API

MAX_MOVES = driver.MAX_MOVES


def percentile(values: Sequence[float], q: float) -> float | None:
    """Linear interpolation between closest ranks; None for no values."""
    if not values:
        return None
    xs = sorted(values)
    pos = (len(xs) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def wilson(won: int, n: int, z: float = 1.959964) -> tuple[float, float] | None:
    """95% Wilson score interval of a win rate; None when nothing was played."""
    if n <= 0:
        return None
    p = won / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if won == 0 else max(0.0, centre - half)
    hi = 1.0 if won == n else min(1.0, centre + half)
    return lo, hi


def seat_levels(levels: Sequence[str], players: int, game_index: int) -> list[str]:
    """The level of each seat in game ``game_index``: the list repeated, rotated by k mod N."""
    base = [levels[i % len(levels)] for i in range(players)]
    k = game_index % players
    return base[k:] + base[:k]


def parse_seats(text: str | Sequence[str], styles: Sequence[str] = ()) -> list[str]:
    """Levels from a comma-separated list; a game's stranger ``styles`` are levels too."""
    levels = [x.strip() for x in text.split(",")] if isinstance(text, str) else list(text)
    known = ARENA_LEVELS + tuple(styles)
    bad = [x for x in levels if x not in known]
    if not levels or bad:
        raise ArenaError(f"Unknown seat level {', '.join(map(repr, bad)) or '(none)'}; "
                         f"use {', '.join(known)}.")
    return levels


def resolve_game(game_id: str | GameDef, registry: Mapping[str, GameDef] | None = None) -> GameDef:
    if isinstance(game_id, GameDef):
        return game_id
    if registry and game_id in registry:
        return registry[game_id]
    import game
    return game.get(game_id)


def side_levels(levels: Sequence[str], sides: Sequence[int], game_index: int) -> list[str]:
    """The level of each seat when side i is held by level (i + k) mod len(levels)."""
    return [levels[(side + game_index) % len(levels)] for side in sides]


def run(game_id: str | GameDef, players: int, seats: str | Sequence[str], games: int,
        seed: int, options: Mapping[str, Any] | None = None, *, by_side: bool = False,
        registry: Mapping[str, GameDef] | None = None) -> dict[str, Any]:
    """Play ``games`` bot games and return the figures (the ``--json`` object).

    ``seats`` are per-seat levels, or with ``by_side`` per-side levels.
    ``game_id`` may be a GameDef (for games outside the registry, e.g. in tests).
    Raises SetupError (unknown game, bad players/options) or ArenaError."""
    g = resolve_game(game_id, registry)
    levels = parse_seats(seats, g.styles)
    if by_side:
        if g.sides is None:
            raise ArenaError(f"{g.title} has no sides: every seat plays for itself; use --seats.")
        if len(levels) < 2:
            raise ArenaError("Side against side needs at least two levels, e.g. hard,normal.")
    elif len(levels) > players:
        raise ArenaError(f"{len(levels)} seat levels for {players} players: at most one per seat.")
    if games < 1:
        raise ArenaError("Play at least one game.")
    options = dict(options or {})
    g.new(players, seed, options)  # SetupError now, before any game starts
    order = list(dict.fromkeys(levels))
    tally = {lv: {"played": 0, "won": 0, "seats_played": 0, "seats_won": 0} for lv in order}
    times: dict[str, list[float]] = {lv: [] for lv in order}
    seat_wins = [0] * players
    start = time.perf_counter()
    for k in range(games):
        rng = random.Random(f"arena:{seed}:{k}")
        if by_side:  # the same deal, and the same seat streams, for each rotation of the
            # levels over the sides
            rng = random.Random(f"arena:{seed}:deal:{k // len(levels)}")
            s = g.new(players, rng.getrandbits(63), options)
            assert g.sides is not None  # checked above
            lv = side_levels(levels, g.sides(s), k)
        else:
            s = g.new(players, rng.getrandbits(63), options)
            lv = seat_levels(levels, players, k)
        s = play_one(g, s, lv, rng, times)
        winners = set(s.winners())
        for seat in winners:
            seat_wins[seat] += 1
        for level in order:
            mine = [seat for seat in range(players) if lv[seat] == level]
            t = tally[level]
            t["played"] += 1
            t["won"] += any(seat in winners for seat in mine)
            t["seats_played"] += len(mine)
            t["seats_won"] += sum(seat in winners for seat in mine)
    elapsed = time.perf_counter() - start
    out_levels = {}
    for level, t in tally.items():
        out_levels[level] = {
            **t, "win_rate": t["won"] / t["played"], "ci95": wilson(t["won"], t["played"]),
            "seat_win_rate": t["seats_won"] / t["seats_played"],
            "seat_ci95": wilson(t["seats_won"], t["seats_played"]),
        }
    decision = {}
    for level, xs in times.items():
        p50, p99 = percentile(xs, 0.5), percentile(xs, 0.99)
        decision[level] = {"p50": None if p50 is None else p50 * 1000,
                           "p99": None if p99 is None else p99 * 1000, "decisions": len(xs)}
    return {"game": g.id, "players": players, "seats": levels, "by_side": by_side,
            "seed": seed, "options": options,
            "games": games, "levels": out_levels,
            "games_per_second": games / max(elapsed, 1e-9),
            "seconds": elapsed, "decision_ms": decision, "seat_wins": seat_wins}


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _ci(ci: Sequence[float] | None) -> str:
    return "-" if ci is None else f"[{100 * ci[0]:4.1f}%, {100 * ci[1]:5.1f}%]"


def _ms(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f}"


def report(r: Mapping[str, Any]) -> str:
    """The human-readable table of a ``run`` result."""
    arrangement = "sides" if r.get("by_side") else "seats"
    lines = [f"{r['game']}, {r['players']} players, {arrangement} {','.join(r['seats'])} (rotating), "
             f"{r['games']} games, seed {r['seed']}"
             + (f", options {json.dumps(r['options'])}" if r["options"] else ""),
             f"{r['games_per_second']:.1f} games/s ({r['seconds']:.2f} s)", "",
             f"{'level':<8}{'games':>7}{'won':>6}{'rate':>8}  {'95% CI':<17}"
             f"{'seats':>7}{'won':>6}{'per seat':>9}  {'95% CI':<17}{'p50 ms':>9}{'p99 ms':>9}"]
    for level, t in r["levels"].items():
        d = r["decision_ms"][level]
        lines.append(f"{level:<8}{t['played']:>7}{t['won']:>6}{_pct(t['win_rate']):>8}  "
                     f"{_ci(t['ci95']):<17}{t['seats_played']:>7}{t['seats_won']:>6}"
                     f"{_pct(t['seat_win_rate']):>9}  {_ci(t['seat_ci95']):<17}"
                     f"{_ms(d['p50']):>9}{_ms(d['p99']):>9}")
    lines += ["", "A level wins a game when any of its seats wins; 'per seat' is seats won / "
              "seats played." + (" Side against side, 'rate' is the head-to-head figure."
                                 if r.get("by_side") else ""),
              "Wins by seat: " + " ".join(f"{i}:{n}" for i, n in enumerate(r["seat_wins"]))]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None,
         registry: Mapping[str, GameDef] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.arena", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", required=True, help="game id, e.g. avalon")
    ap.add_argument("--players", type=int, help="player count (default: the game's minimum)")
    who = ap.add_mutually_exclusive_group()
    who.add_argument("--seats", default="random",
                     help="comma-separated levels (random, easy, normal, hard), repeated to fill")
    who.add_argument("--sides", help="comma-separated levels, one per side, rotating over the "
                                     "sides of each deal (team games): the head-to-head")
    who.add_argument("--gauntlet", help="comma-separated candidate levels, each in one seat "
                                        "among the game's stranger styles (see game/gauntlet.py)")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--options", default="{}", help='JSON object, e.g. \'{"percival": true}\'')
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    try:
        options = options_from_json(args.options)
        g = resolve_game(args.game, registry)
        players = args.players if args.players is not None else g.min_players
        if args.gauntlet:
            from . import gauntlet
            cands = parse_seats(args.gauntlet)
            g.new(players, args.seed, options)
            out = gauntlet.run(g, players, cands, args.games, args.seed, options)
            print(json.dumps(out) if args.json else gauntlet.report(out))
            return 0
        result = run(g, players, args.sides or args.seats, args.games, args.seed, options,
                     by_side=bool(args.sides))
    except (GameError, ArenaError) as exc:
        print(f"arena: error: {exc.message}", file=sys.stderr)
        return 2
    print(json.dumps(result) if args.json else report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
