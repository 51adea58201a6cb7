"""The one loop that drives a game with bots (arena, bench, session, tests, goldens).

Order: each step asks ``next_seat``, the first seat of ``to_act()`` (the first among
given seats, e.g. the bots', when humans share the table). For simultaneous moves
this asks the seats one after another in ``to_act`` order; a bot never sees another
seat's hidden choice because it only gets ``view(state, seat)`` and ``legal(seat)``.

A bot's move is judged by ``apply``, the rules' own strict check: a move it refuses,
or an exception inside the bot, is a ``BotError``. The arena and the tests let it
surface; the session, which must never stop a game, falls back to a random legal move
(``fallback``).

``steps`` yields one ``Step`` per move (the golden files and tests read them);
``play`` runs a game to its end. The session asks a worker thread for the move, so it
uses the pieces one at a time: ``next_seat``, ``ask``, then ``judge`` or ``fallback``.
"""
from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .core import Bot, GameDef, IllegalAction, Move, Seat, View

MAX_MOVES = 100_000


class BotError(Exception):
    """A bot failed: it raised, or chose a move the rules refuse."""

    def __init__(self, message: str, seat: Seat, move: Any = None) -> None:
        super().__init__(message)
        self.message = message
        self.seat = seat
        self.move = move


@dataclass(frozen=True)
class Step:
    """One move of a driven game: who, what, the states around it, the thinking time
    (wall clock, and the thread's CPU clock, which a loaded machine does not inflate)."""

    seat: Seat
    move: Move
    view: View          # what the bot saw
    legal: list[Move]   # what it could choose from
    before: Any
    after: Any
    seconds: float
    cpu_seconds: float


def next_seat(s: Any, among: Sequence[Seat] | Mapping[Seat, Any] | None = None) -> Seat | None:
    """The seat asked next: the first of ``to_act()`` (in ``among`` when given); None
    when the game is over or no such seat owes a move."""
    for seat in s.to_act():
        if among is None or seat in among:
            return int(seat)
    return None


def ask(g: GameDef, s: Any, seat: Seat, json_copy: bool = False) -> tuple[View, list[Move]]:
    """What a bot at ``seat`` gets: its view and its legal moves, fresh copies it may keep
    (with ``json_copy``, as a saved and loaded game would give them: lists, str keys)."""
    view, legal = g.view(s, seat), list(s.legal(seat))
    if json_copy:
        view, legal = json.loads(json.dumps(view)), json.loads(json.dumps(legal))
    return view, legal


def judge(g: GameDef, s: Any, seat: Seat, move: Any, who: str = "bot") -> Any:
    """The state after a bot's move; BotError when the rules refuse it."""
    try:
        return g.apply(s, seat, move)
    except IllegalAction as exc:
        raise BotError(f"The {who} at seat {seat} made an illegal move {move!r}: "
                       f"{exc.message}", seat, move) from None


def fallback(legal: Sequence[Move], rng: random.Random) -> Move:
    """The move played for a bot that failed (the session never stops a game)."""
    return rng.choice(list(legal))


def decide(bot: Bot, seat: Seat, view: View, legal: list[Move], rng: random.Random,
           who: str = "bot") -> Move:
    """``bot.act``; an exception inside the bot becomes a BotError."""
    try:
        return bot.act(view, legal, rng)
    except Exception as exc:
        raise BotError(f"The {who} at seat {seat} failed: {type(exc).__name__}: {exc}",
                       seat) from exc


def steps(g: GameDef, s: Any, bots: Sequence[Bot] | Mapping[Seat, Bot], rng: random.Random,
          *, max_moves: int = MAX_MOVES, json_copy: bool = False,
          names: Sequence[str] | None = None) -> Iterator[Step]:
    """Play from ``s`` until the game ends (or no bot owes a move), one Step per move.

    ``bots`` per seat (a list, or a dict for some seats); one ``rng`` feeds every bot in
    turn. ``names`` per seat (e.g. the levels) make error messages readable.
    BotError when a bot fails or the game does not end within ``max_moves`` moves."""
    among = bots if isinstance(bots, Mapping) else range(len(bots))
    clock, cpu_clock = time.perf_counter, time.thread_time
    for n in range(max_moves + 1):
        seat = next_seat(s, among)
        if seat is None:
            return
        if n == max_moves:
            raise BotError(f"The game did not end after {max_moves} moves.", seat)
        who = f"{names[seat]} bot" if names is not None else "bot"
        view, legal = ask(g, s, seat, json_copy)
        t0, c0 = clock(), cpu_clock()
        move = decide(bots[seat], seat, view, legal, rng, who)
        seconds, cpu_seconds = clock() - t0, cpu_clock() - c0
        after = judge(g, s, seat, move, who)
        yield Step(seat, move, view, legal, s, after, seconds, cpu_seconds)
        s = after


def play(g: GameDef, s: Any, bots: Sequence[Bot] | Mapping[Seat, Bot], rng: random.Random,
         *, max_moves: int = MAX_MOVES, json_copy: bool = False,
         names: Sequence[str] | None = None,
         on_step: Callable[[Step], None] | None = None) -> Any:
    """Play from ``s`` to the end (see ``steps``); returns the final state."""
    for step in steps(g, s, bots, rng, max_moves=max_moves, json_copy=json_copy, names=names):
        if on_step is not None:
            on_step(step)
        s = step.after
    return s


def play_levels(g: GameDef, s: Any, levels: Sequence[str], rng: random.Random,
                **kwargs: Any) -> Any:
    """``play`` with a new bot of the given level at each seat (``random`` included)."""
    bots = [g.make_bot(level, seat) for seat, level in enumerate(levels)]
    return play(g, s, bots, rng, names=levels, **kwargs)


# ------------------------------------------------------------ tournaments
# (game.arena, game.gauntlet and game.bench share these)

class ArenaError(Exception):
    """A tournament that cannot run or went wrong; ``message`` is readable."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class OwnStream:
    """A bot that draws from its own stream, whatever rng the driver hands it."""

    def __init__(self, bot: Bot, rng: random.Random) -> None:
        self.bot, self.rng = bot, rng

    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        return self.bot.act(view, legal, self.rng)


def play_streams(g: GameDef, s: Any, levels: Sequence[str], seed: int,
                 times: dict[str, list[float]] | None = None,
                 cpu_times: dict[str, list[float]] | None = None) -> Any:
    """Play state ``s`` to the end between bots of the given per-seat levels, the bot at
    each seat drawing from its own stream derived from ``seed`` (``"<seed>:<seat>"``); returns
    the final state. One seat's draws never shift another's, so games that differ in
    one seat's bot are paired: the others draw the same numbers. Each decision's time
    goes to ``times[level]`` in seconds, its CPU time (the thread's) to ``cpu_times[level]``."""
    bots: list[Bot] = [OwnStream(g.make_bot(lv, seat), random.Random(f"{seed}:{seat}"))
                       for seat, lv in enumerate(levels)]

    def timed(step: Step) -> None:
        if times is not None:
            times[levels[step.seat]].append(step.seconds)
        if cpu_times is not None:
            cpu_times[levels[step.seat]].append(step.cpu_seconds)
    try:
        return play(g, s, bots, random.Random(seed), names=levels, on_step=timed)
    except BotError as exc:
        raise ArenaError(exc.message) from None


def play_one(g: GameDef, s: Any, levels: Sequence[str], rng: random.Random,
             times: dict[str, list[float]] | None = None,
             cpu_times: dict[str, list[float]] | None = None) -> Any:
    """``play_streams`` with the seed drawn from ``rng``: the same rng, the same game."""
    return play_streams(g, s, levels, rng.getrandbits(63), times, cpu_times)
