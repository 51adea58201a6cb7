"""Hostile input against the rules: ``python -m game.hostile [--game ID] [--seconds S]``.

Plays random legal games (random player counts and options, now and then table talk)
and at every step feeds the state garbage: things that are not moves, unknown or
mistyped kinds, fields that are missing, extra, of the wrong type (floats, bools,
huge and negative ints, NaN, odd unicode, nested junk), the same value of another
type (``1.0`` or ``True`` for ``1``), other seats' moves, moves from other phases and
other games, and bad seats. Each must be refused with ``IllegalAction`` carrying a
message and a translation key, never another exception, and must leave the state as
it was. A candidate that happens to be listed by ``legal`` or ``talk`` for its seat is
not garbage and is skipped.

It prints, per game, the legal moves played, the garbage refused and every failure
(the first few in full); the exit status is 1 when anything failed. The fast tests
(tests/test_hostile_moves.py) run the same checks with a few Hypothesis examples.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import GameDef, IllegalAction, Move, SetupError
from .moves import shown, strictly_in

TALK_RATE = 0.05
MAX_STEPS = 5000
POOL_SIZE = 400   # moves kept from earlier states and games ("moves from other phases")

_ODD_TEXT = ["", "x", "0", "zz_no_such", "\u200b", "\u202e", "\u0301", "\x00", "💣",
             "字字字", "a" * 300, "say ", "SAY", "é"]
_JUNK: list[Any] = [
    None, True, False, 0, 1, -1, 2, 7, 99, 1.0, 0.5, -0.0, math.nan, math.inf, -math.inf,
    10 ** 30, -(10 ** 30), 2 ** 63, -(2 ** 63), *_ODD_TEXT,
    [], [None], [[[]]], [0, 0], list(range(20)), [10 ** 30], [-1], [1.5], [True], ["x"],
    {}, {"a": 1}, {"": {"": []}}, {"red": -1}, {"red": 10 ** 30}, {"red": 1.0}, {0: 1},
    ("tuple",), b"bytes", {1, 2}, object(),
]
_BAD_SEATS: list[Any] = [-1, 10 ** 30, -(10 ** 30), 1.0, 0.0, True, False, None, "0", [0], math.nan]


def mistyped(value: Any) -> list[Any]:
    """Values ``==`` to ``value`` but of another type (``1.0`` and ``True`` for ``1``,
    ``1`` for ``True``), also inside a list or a dict: a strict game refuses them all."""
    if type(value) is int:
        return [float(value)] + ([bool(value)] if value in (0, 1) else [])
    if type(value) is bool:
        return [int(value), float(value)]
    if type(value) in (list, tuple) and value:
        return [[wrong, *value[1:]] for wrong in mistyped(value[0])]
    if type(value) is dict and value:
        key = next(iter(value))
        return [{**value, key: wrong} for wrong in mistyped(value[key])]
    return []


def _deep(depth: int) -> Any:
    out: Any = []
    for _ in range(depth):
        out = [out]
    return out


Offer = tuple[int, Move]   # a seat and a move it was offered (now or earlier)
Maker = Callable[[random.Random, int, list[Offer], list[Offer]], "tuple[Any, Any]"]


def _offered(rng: random.Random, offered: list[Offer], pool: list[Offer]) -> Offer:
    source = offered if offered and (not pool or rng.random() < 0.7) else pool
    seat, move = rng.choice(source)
    return seat, dict(move)


def _not_a_move(rng: random.Random, n: int, offered: list[Offer], pool: list[Offer]
        ) -> tuple[Any, Any]:
    seat, move = _offered(rng, offered, pool)
    junk = rng.choice([*_JUNK, [move], (move,), json.dumps(move), list(move.items()),
                       _deep(rng.choice((50, 2000)))])
    return seat, junk


def _bad_kind(rng: random.Random, n: int, offered: list[Offer], pool: list[Offer]
        ) -> tuple[Any, Any]:
    seat, move = _offered(rng, offered, pool)
    if rng.random() < 0.2:
        move.pop("kind", None)
    else:
        move["kind"] = rng.choice(_JUNK + [move.get("kind", "") + " ", str(move.get("kind")).upper()])
    return seat, move


def _fields(move: Move) -> list[str]:
    return [k for k in move if k != "kind"]


def _bad_field(rng: random.Random, n: int, offered: list[Offer], pool: list[Offer]
        ) -> tuple[Any, Any]:
    seat, move = _offered(rng, offered, pool)
    names = _fields(move)
    if not names:
        return _extra_field(rng, n, offered, pool)
    name = rng.choice(names)
    value = move[name]
    roll = rng.random()
    if roll < 0.35 and mistyped(value):
        move[name] = rng.choice(mistyped(value))
    elif roll < 0.5:
        move[name] = rng.choice([[value], {"v": value}, [value, value], _deep(30), _deep(5000)])
    elif roll < 0.6 and type(value) in (list, tuple):
        move[name] = [*value, rng.choice(_JUNK)] if rng.random() < 0.5 else list(value)[:-1]
    elif roll < 0.7 and type(value) is dict and value:
        move[name] = {**value, rng.choice(list(value)): rng.choice(_JUNK)}
    elif roll < 0.78 and type(value) is int:
        move[name] = rng.choice([value + 1, value - 1, -value - 1, value + n, 10 ** 30])
    else:
        move[name] = rng.choice(_JUNK)
    return seat, move


def _missing_field(rng: random.Random, n: int, offered: list[Offer], pool: list[Offer]
        ) -> tuple[Any, Any]:
    seat, move = _offered(rng, offered, pool)
    names = _fields(move)
    if not names:
        return _bad_kind(rng, n, offered, pool)
    move.pop(rng.choice(names))
    return seat, move


def _extra_field(rng: random.Random, n: int, offered: list[Offer], pool: list[Offer]
        ) -> tuple[Any, Any]:
    seat, move = _offered(rng, offered, pool)
    key = rng.choice(["zz_extra", "", "kind ", "seat", "target", "team", "\u200b", "💣"])
    if key in move:
        key = "zz_" + key
    move[key] = rng.choice(_JUNK)
    return seat, move


def _other_seat(rng: random.Random, n: int, offered: list[Offer], pool: list[Offer]
        ) -> tuple[Any, Any]:
    _, move = _offered(rng, offered, pool)
    return rng.randrange(n), move


def _bad_seat(rng: random.Random, n: int, offered: list[Offer], pool: list[Offer]
        ) -> tuple[Any, Any]:
    _, move = _offered(rng, offered, pool)
    return rng.choice(_BAD_SEATS + [n, n + 1]), move


def _stale(rng: random.Random, n: int, offered: list[Offer], pool: list[Offer]
        ) -> tuple[Any, Any]:
    seat, move = _offered(rng, [], pool) if pool else _offered(rng, offered, pool)
    return (seat if seat < n and rng.random() < 0.5 else rng.randrange(n)), move


#: category -> (weight, maker)
MAKERS: dict[str, tuple[int, Maker]] = {
    "not a move": (1, _not_a_move),
    "bad kind": (1, _bad_kind),
    "bad field": (6, _bad_field),
    "missing field": (2, _missing_field),
    "extra field": (2, _extra_field),
    "other seat's move": (2, _other_seat),
    "bad seat": (1, _bad_seat),
    "move from another phase": (3, _stale),
}
_NAMES = list(MAKERS)
_WEIGHTS = [MAKERS[k][0] for k in _NAMES]


def garbage(rng: random.Random, s: Any, pool: Sequence[Offer] = (), count: int = 40
            ) -> Iterator[tuple[str, Any, Any]]:
    """``count`` candidates (category, seat, move) that are not legal for their seat now."""
    n = s.players
    listed = [s.legal(x) + s.talk(x) for x in range(n)]
    offered = [(x, m) for x in range(n) for m in listed[x]]
    pool = list(pool)
    made = 0
    while made < count:
        if not offered and not pool:
            offered = [(0, {"kind": "zz_nothing_offered"})]
        name = rng.choices(_NAMES, _WEIGHTS)[0]
        seat, move = MAKERS[name][1](rng, n, offered, pool)
        made += 1
        if type(seat) is int and 0 <= seat < n and type(move) is dict and strictly_in(move, listed[seat]):
            continue  # legal after all: not garbage
        yield name, seat, move


def observe(g: GameDef, s: Any) -> Any:
    """Everything anyone can see of a state (to tell whether a refusal changed it)."""
    seats = range(s.players)
    return (s.over(), tuple(s.to_act()), g.view(s, None), [g.view(s, x) for x in seats],
            [s.legal(x) for x in seats], [s.talk(x) for x in seats])


@dataclass
class Tally:
    """What one run found."""

    games: int = 0
    legal: int = 0
    refused: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    failure_kinds: Counter[str] = field(default_factory=Counter)

    @property
    def garbage(self) -> int:
        return sum(self.refused.values())

    def fail(self, what: str, detail: str) -> None:
        self.failure_kinds[what] += 1
        if len(self.failures) < 200:
            self.failures.append(f"{what}: {detail}")


def _short(x: Any, limit: int = 160) -> str:
    text = shown(x)
    return text if len(text) <= limit else text[:limit] + "…"


def probe(g: GameDef, s: Any, rng: random.Random, pool: Sequence[Offer],
          count: int, tally: Tally, where: str) -> None:
    """Feed ``count`` garbage moves to ``s``; record refusals and failures in ``tally``."""
    before = observe(g, s)
    quick = (s.over(), tuple(s.to_act()))  # checked after each move; the views after all
    tried: list[str] = []
    for name, seat, move in garbage(rng, s, pool, count):
        tried.append(f"{name}: seat {seat!r} {_short(move, 80)}")
        try:
            g.apply(s, seat, move)
        except IllegalAction as exc:
            if not isinstance(exc.message, str) or not exc.message or not isinstance(exc.key, str):
                tally.fail("refused without a message and key",
                           f"{g.id} {where}: {name}: seat {seat!r} {_short(move)}")
            else:
                tally.refused[name] += 1
        except Exception as exc:
            tally.fail(f"raised {type(exc).__name__}",
                       f"{g.id} {where}: {name}: seat {seat!r} {_short(move)}: {_short(str(exc))}")
        else:
            tally.fail("accepted", f"{g.id} {where}: {name}: seat {seat!r} {_short(move)}")
        if (s.over(), tuple(s.to_act())) != quick:
            tally.fail("changed the state", f"{g.id} {where}: {name}: seat {seat!r} {_short(move)}")
            return
    if observe(g, s) != before:
        tally.fail("changed the state", f"{g.id} {where}: one of these: {'; '.join(tried)}")


def random_setup(g: GameDef, rng: random.Random) -> tuple[int, dict[str, Any]]:
    """A player count and options drawn at random (options that need others retried)."""
    for _ in range(20):
        players = rng.randint(g.min_players, g.max_players)
        options = {name: rng.choice(opt.allowed) for name, opt in g.options.items()
                   if rng.random() < 0.5}
        try:
            g.new(players, 0, dict(options))
        except SetupError:
            continue
        return players, options
    return g.min_players, {}


def hostile_game(g: GameDef, seed: int, tally: Tally, pool: list[Offer],
                 per_step: int = 40, players: int | None = None,
                 options: dict[str, Any] | None = None, probe_rate: float = 1.0) -> None:
    """One random legal game, garbage at the start, at a ``probe_rate`` share of the
    later steps (all by default) and after the end."""
    rng = random.Random(seed)
    if players is None:
        players, options = random_setup(g, rng)
    s = g.new(players, seed, dict(options or {}))
    steps = 0
    while not s.over() and steps < MAX_STEPS:
        if steps == 0 or probe_rate >= 1 or rng.random() < probe_rate:
            probe(g, s, rng, pool, per_step, tally, f"{players}p {options} seed {seed} step {steps}")
        seat, move = _pick(s, rng)
        try:
            s = g.apply(s, seat, move)
        except Exception as exc:
            tally.fail(f"a listed move raised {type(exc).__name__}",
                       f"{g.id} seed {seed} step {steps}: seat {seat} {_short(move)}: {exc}")
            return
        tally.legal += 1
        steps += 1
        if len(pool) < POOL_SIZE:
            pool.append((seat, move))
        else:
            pool[rng.randrange(POOL_SIZE)] = (seat, move)
    if s.over():
        probe(g, s, rng, pool, per_step, tally, f"{players}p {options} seed {seed} after the end")
    tally.games += 1


def _pick(s: Any, rng: random.Random) -> Offer:
    if rng.random() < TALK_RATE:
        talkers = [x for x in range(s.players) if s.talk(x)]
        if talkers:
            seat = rng.choice(talkers)
            return seat, rng.choice(s.talk(seat))
    seat = rng.choice(tuple(s.to_act()))
    return seat, rng.choice(s.legal(seat))


def run(g: GameDef, seconds: float, seed: int = 0, per_step: int = 40,
        games: int | None = None) -> Tally:
    tally, pool = Tally(), list[Offer]()
    start = time.perf_counter()
    while (games is None and time.perf_counter() - start < seconds) or \
            (games is not None and tally.games < games):
        before = tally.games
        hostile_game(g, seed, tally, pool, per_step)
        seed += 1
        if tally.games == before:  # a listed move failed: the game stopped early
            tally.games += 1
    return tally


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.hostile", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", help="one game id (default: every registered game)")
    ap.add_argument("--seconds", type=float, default=10.0, help="time spent on each game")
    ap.add_argument("--games", type=int, help="games per game id instead of --seconds")
    ap.add_argument("--per-step", type=int, default=40, help="garbage moves tried at each step")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    import game
    try:
        games = [game.get(args.game)] if args.game else list(game.GAMES.values())
    except SetupError as exc:
        print(f"hostile: error: {exc.message}", file=sys.stderr)
        return 2
    print(f"Hostile input: {args.per_step} garbage moves at every step, "
          + (f"{args.games} games" if args.games else f"{args.seconds:g} s") + " per game")
    failed = False
    totals = Tally()
    for g in games:
        t0 = time.perf_counter()
        tally = run(g, args.seconds, args.seed, args.per_step, args.games)
        took = time.perf_counter() - t0
        totals.games += tally.games
        totals.legal += tally.legal
        totals.refused.update(tally.refused)
        kinds = ", ".join(f"{k} {v:,}" for k, v in sorted(tally.refused.items()))
        print(f"{g.id}: {tally.games:,} games, {tally.legal:,} legal moves, {tally.garbage:,} "
              f"garbage refused, {sum(tally.failure_kinds.values()):,} failures ({took:.1f} s)")
        print(f"  refused by kind: {kinds}")
        for what, k in tally.failure_kinds.items():
            print(f"  FAILED {what}: {k:,}")
        for line in tally.failures[:10]:
            print(f"    {line}")
        failed = failed or bool(tally.failure_kinds)
    print(f"total: {totals.games:,} games, {totals.legal:,} legal moves, "
          f"{totals.garbage:,} garbage moves refused, " + ("FAILURES above" if failed else "no failure"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
