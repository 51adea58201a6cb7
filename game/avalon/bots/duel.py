"""A small head-to-head runner for Avalon bots (tests and tuning; game.arena is the tool).

``python -m game.avalon.bots.duel --players 5 --seats hard,normal --games 200 --seed 1``
Seat levels cycle over the table and rotate by one seat each game. Bots that have a
``say(view, statements, rng)`` method get to talk after every rules move (``--no-talk``
to turn that off). ``--sides hard,normal`` plays side against side instead: the first
level holds every good seat and the second every evil seat, then the other way round.
"""
from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

import game


def play(players: int, levels: list[str], seed: int, options: dict | None = None,
         times: dict[str, list[float]] | None = None, talk: bool = True,
         sides: tuple[str, str] | None = None) -> tuple[Any, list[str]]:
    """One game; returns the final state and the level of every seat. With ``sides``
    (good level, evil level) the levels follow the sides instead of ``levels``."""
    g = game.get("avalon")
    state = g.new(players, seed, options)
    if sides:
        seat_levels = [sides[1] if state.is_evil(s) else sides[0] for s in range(players)]
    else:
        seat_levels = [levels[(s + seed) % len(levels)] for s in range(players)]
    bots = [g.make_bot(lv, s) for s, lv in enumerate(seat_levels)]
    rng = random.Random(seed * 7919 + 1)
    steps = 0
    while not state.over():
        for seat in state.to_act():
            legal = state.legal(seat)
            view = g.view(state, seat)
            t0 = time.perf_counter()
            move = bots[seat].act(view, legal, rng)
            if times is not None:
                times.setdefault(seat_levels[seat], []).append(time.perf_counter() - t0)
            state = g.apply(state, seat, move)
            break
        steps += 1
        if steps > 5000:
            raise RuntimeError("game did not end")
        if talk and not state.over():
            for seat, bot in enumerate(bots):
                sayer = getattr(bot, "say", None)
                if sayer is None:
                    continue
                options_now = state.talk(seat)
                if not options_now:
                    continue
                t0 = time.perf_counter()
                move = sayer(g.view(state, seat), options_now, rng)
                if times is not None:
                    times.setdefault(seat_levels[seat] + ":say", []).append(time.perf_counter() - t0)
                if move is not None:
                    state = g.apply(state, seat, move)
    return state, seat_levels


def duel(players: int, levels: list[str], games: int, seed: int = 0,
         options: dict | None = None, talk: bool = True) -> dict[str, Any]:
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    by_side: dict[str, dict[str, list[int]]] = {}
    times: dict[str, list[float]] = {}
    for i in range(games):
        state, seat_levels = play(players, levels, seed + i, options, times, talk)
        winners = set(state.winners())
        for s, lv in enumerate(seat_levels):
            played[lv] = played.get(lv, 0) + 1
            won[lv] = won.get(lv, 0) + (s in winners)
            side = "evil" if state.is_evil(s) else "good"
            rec = by_side.setdefault(lv, {}).setdefault(side, [0, 0])
            rec[0] += 1
            rec[1] += s in winners
    out: dict[str, Any] = {"games": games, "levels": {}}
    for lv in played:
        ts = sorted(times.get(lv, [0.0]))
        say = sorted(times.get(lv + ":say", [0.0]))
        out["levels"][lv] = {
            "played": played[lv], "won": won[lv], "rate": round(won[lv] / played[lv], 3),
            "by_side": {k: round(v[1] / v[0], 3) for k, v in by_side[lv].items()},
            "p50_ms": round(1000 * ts[len(ts) // 2], 2),
            "p99_ms": round(1000 * ts[min(len(ts) - 1, int(len(ts) * 0.99))], 2),
            "say_p99_ms": round(1000 * say[min(len(say) - 1, int(len(say) * 0.99))], 2),
        }
    return out


def side_against_side(players: int, first: str, second: str, games: int, seed: int = 0,
                      options: dict | None = None, talk: bool = True) -> dict[str, Any]:
    """``first`` plays all good seats against ``second`` on all evil seats, then the
    reverse, over the same seeds; returns each level's share of games won."""
    won_good = won_evil = 0
    for i in range(games):
        state, _ = play(players, [], seed + i, options, None, talk, (first, second))
        won_good += state.winner == "good"
        state, _ = play(players, [], seed + i, options, None, talk, (second, first))
        won_evil += state.winner == "evil"
    return {"games": 2 * games, first: {"as_good": round(won_good / games, 3),
                                         "as_evil": round(won_evil / games, 3),
                                         "overall": round((won_good + won_evil) / (2 * games), 3)}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--seats", default="hard,normal")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--options", default=None)
    ap.add_argument("--no-talk", action="store_true")
    ap.add_argument("--sides", default=None, help="first,second: side against side")
    a = ap.parse_args()
    opts = json.loads(a.options) if a.options else None
    try:
        if a.sides:
            first, second = a.sides.split(",")
            result = side_against_side(a.players, first, second, a.games, a.seed, opts, not a.no_talk)
        else:
            result = duel(a.players, a.seats.split(","), a.games, a.seed, opts, not a.no_talk)
    except (game.GameError, ValueError) as exc:
        raise SystemExit(getattr(exc, "message", str(exc)))
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
