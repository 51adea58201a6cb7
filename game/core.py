"""The shared protocol every game follows (see DESIGN.md, "The headless contract").

A game is a ``GameDef``: metadata plus three pure functions ``new``, ``apply`` and
``view``, and a bot factory. A state is an immutable object that answers
``to_act()``, ``legal(seat)``, ``talk(seat)``, ``over()`` and ``winners()``.

Nothing here imports pygame: the rules layer is headless.
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

Move = dict[str, Any]
View = dict[str, Any]
Seat = int


class GameError(Exception):
    """Base of the errors the rules layer raises; ``message`` is player-readable."""

    def __init__(self, message: str, key: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.key = key  # translation key for the scenes, when there is one
        self.params = params


class SetupError(GameError):
    """The asked-for setup is impossible (player count, options, deal)."""


class IllegalAction(GameError):
    """A move that the rules do not allow now; the state is unchanged."""


# ---------------------------------------------------------------------------
# Options
# ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Option:
    """A setup switch: its default and the values it may take."""

    default: Any
    allowed: tuple[Any, ...]
    #: other options this one needs (name -> value): off or meaningless without them
    needs: Mapping[str, Any] = field(default_factory=dict)

    def check(self, name: str, value: Any) -> None:
        # same type, not only equal: 1 and 1.0 are not True
        if not any(type(value) is type(a) and value == a for a in self.allowed):
            shown = ", ".join(str(a) for a in self.allowed)
            raise SetupError(f"Option '{name}' cannot be {value!r}; choose one of: {shown}.",
                             "error.option_value", name=name, value=repr(value), choices=shown)


def resolve_options(declared: Mapping[str, Option], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fill defaults, refuse unknown names and values not allowed."""
    given = dict(given or {})
    unknown = sorted(set(given) - set(declared))
    if unknown:
        raise SetupError(f"Unknown option: {', '.join(unknown)}.", "error.option_unknown",
                         name=", ".join(unknown))
    out = {}
    for name, opt in declared.items():
        value = given.get(name, opt.default)
        opt.check(name, value)
        out[name] = value
    check_needs(declared, out)
    return out


def unmet_needs(declared: Mapping[str, Option], options: Mapping[str, Any], name: str) -> dict[str, Any]:
    """What option ``name`` needs (``Option.needs``) that ``options`` lack, as other
    option -> the value it must have; an option missing from ``options`` counts at its
    default. Empty: every need is met. The setup screen greys ``name`` while this is
    not empty; the rules refuse ``name`` away from its default (``check_needs``)."""
    return {other: value for other, value in declared[name].needs.items()
            if options.get(other, declared[other].default) != value}


def check_needs(declared: Mapping[str, Option], options: Mapping[str, Any]) -> None:
    """The one rule, for every game: an option whose needs are unmet must stay at its
    default. Else ``SetupError`` (key ``error.option_needs``, params ``name``: the
    option, ``needs``: the first option it needs, ``value``: the value that one must
    have, written as on the command line's JSON)."""
    for name, opt in declared.items():
        missing = unmet_needs(declared, options, name)
        if missing and options.get(name, opt.default) != opt.default:
            other, value = next(iter(missing.items()))
            shown = json.dumps(value)
            raise SetupError(f"Option '{name}' needs option '{other}' set to {shown}.",
                             "error.option_needs", name=name, needs=other, value=shown)


def options_from_json(text: str) -> dict[str, Any]:
    """Options typed on a command line as a JSON object; SetupError when they are not one."""
    try:
        options = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SetupError(f"--options is not valid JSON: {exc.msg} (column {exc.colno}).",
                         "error.options_syntax", column=exc.colno) from None
    except RecursionError:  # thousands of nested brackets
        raise SetupError("--options is nested too deeply to be game options.",
                         "error.options_nested") from None
    if not isinstance(options, dict):
        raise SetupError("--options must be a JSON object, e.g. '{\"percival\": true}'.",
                         "error.options_json")
    return options


def check_players(players: int, low: int, high: int) -> None:
    if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
        raise SetupError(f"This game is for {low} to {high} players, not {players}.",
                         "error.player_count", low=low, high=high, n=players)


# ---------------------------------------------------------------------------
# Seeded randomness kept in the state
# ---------------------------------------------------------------------------
# The generator's whole state is one 64-bit int, so a game state that carries it
# stays small, immutable and serialisable, and the same seed gives the same game.

_MASK = (1 << 64) - 1


def rng_seed(seed: int) -> int:
    """Turn any int seed into a generator state."""
    _, out = rng_next(seed & _MASK)
    return out or 0x9E3779B97F4A7C15


def rng_next(s: int) -> tuple[int, int]:
    """splitmix64: returns (new state, 64-bit output)."""
    s = (s + 0x9E3779B97F4A7C15) & _MASK
    z = s
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return s, z ^ (z >> 31)


def rng_below(s: int, n: int) -> tuple[int, int]:
    """A uniform int in [0, n): returns (new state, value)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        s, x = rng_next(s)
        if x < limit:
            return s, x % n


def rng_shuffle(s: int, items: Sequence[Any]) -> tuple[int, tuple[Any, ...]]:
    """Fisher-Yates; returns (new state, shuffled tuple)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        s, j = rng_below(s, i + 1)
        out[i], out[j] = out[j], out[i]
    return s, tuple(out)


def rng_choice(s: int, items: Sequence[Any]) -> tuple[int, Any]:
    s, i = rng_below(s, len(items))
    return s, items[i]


def rng_chance(s: int, p: float) -> tuple[int, bool]:
    """True with probability p (resolution 2**-53)."""
    s, x = rng_next(s)
    return s, (x >> 11) < int(p * (1 << 53))


# ---------------------------------------------------------------------------
# Events: the log, stamped with who may see each entry
# ---------------------------------------------------------------------------

PUBLIC = None


@dataclass(frozen=True)
class Event:
    """One log entry. ``seen_by`` is None for everyone, else the seats that may see it."""

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    seen_by: tuple[Seat, ...] | None = PUBLIC

    def visible_to(self, seat: Seat | None) -> bool:
        return self.seen_by is None or (seat is not None and seat in self.seen_by)

    def as_dict(self) -> dict[str, Any]:
        """A fresh JSON-shaped copy: changing it never touches the state."""
        out = {"kind": self.kind}
        for key, value in self.data.items():
            out[key] = _fresh(value)
        return out


def _fresh(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_fresh(v) for v in value]
    if isinstance(value, dict):
        return {k: _fresh(v) for k, v in value.items()}
    return value


def visible_log(log: Iterable[Event], seat: Seat | None) -> list[dict[str, Any]]:
    """The log as ``seat`` may read it (seat None: the public log)."""
    return [e.as_dict() for e in log if e.visible_to(seat)]


# ---------------------------------------------------------------------------
# The protocols
# ---------------------------------------------------------------------------

class State(Protocol):
    @property
    def players(self) -> int: ...

    def to_act(self) -> tuple[Seat, ...]: ...
    def legal(self, seat: Seat) -> list[Move]: ...
    def talk(self, seat: Seat) -> list[Move]: ...
    def over(self) -> bool: ...
    def winners(self) -> tuple[Seat, ...]: ...


class Bot(Protocol):
    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move: ...


LEVELS = ("easy", "normal", "hard")
ARENA_LEVELS = ("random",) + LEVELS


class RandomBot:
    """Picks uniformly among legal moves; the floor every level must beat."""

    def __init__(self, seat: Seat) -> None:
        self.seat = seat

    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        return rng.choice(legal)


@dataclass(frozen=True)
class BenchConfig:
    """A table the engine benchmark times (``python -m game.bench``)."""

    label: str
    players: int
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GoldenSetup:
    """Golden playthroughs (tests/golden/) of one table: a file per seed, the seats
    played by bots of ``levels`` (repeated over the seats; ``random`` keeps the files
    about the rules, not about bot tuning)."""

    players: int
    seeds: tuple[int, ...] = (1, 2)
    options: Mapping[str, Any] = field(default_factory=dict)
    levels: tuple[str, ...] = ("random",)


#: the units a game counts its progress in (``GameDef.progress``); the scenes translate them
PROGRESS_UNITS = ("quest", "night", "day", "round", "turn")


@dataclass(frozen=True)
class GameDef:
    """A registered game: the rules side of its manifest (the scene side is
    ``scenes/<id>/manifest.py``). ``new``/``apply``/``view`` are pure functions.
    Everything the registry, the arena, the benchmark and the golden files need is
    here, so no shared file names a game."""

    id: str
    title: str                       # display name (proper noun; the scenes translate pitch etc.)
    min_players: int
    max_players: int
    options: Mapping[str, Option]
    rules_version: int
    new: Callable[..., Any]          # new(players, seed, options=None, deal=None) -> State
    apply: Callable[[Any, Seat, Move], Any]
    view: Callable[[Any, Seat | None], View]
    bot_factory: Callable[[str, Seat], Bot]
    #: the side of every seat (0, 1, ...) in a new state, for the arena, which as the
    #: referee may read the state; None for games where every seat plays for itself.
    sides: Callable[[Any], tuple[int, ...]] | None = None
    #: stranger styles the bot factory also makes (sparring partners for the arena's
    #: gauntlet, not levels offered to players)
    styles: tuple[str, ...] = ()
    #: tables ``python -m game.bench`` times (default: one at the smallest player count)
    bench: tuple[BenchConfig, ...] = ()
    #: golden playthroughs (default: the smallest player count, seeds 1 and 2, random bots)
    golden: tuple[GoldenSetup, ...] = ()
    #: how far a state has come in the game's own terms, for ``progress`` (None: not told)
    progress_of: Callable[[Any], tuple[str, int]] | None = None

    @property
    def title_key(self) -> str:
        """The translation key of the game's name (its own namespace, ``<id>.title``)."""
        return f"{self.id}.title"

    def bench_configs(self) -> tuple[BenchConfig, ...]:
        return self.bench or (BenchConfig(f"{self.min_players} players", self.min_players),)

    def golden_setups(self) -> tuple[GoldenSetup, ...]:
        return self.golden or (GoldenSetup(self.min_players),)

    def progress(self, state: Any) -> tuple[str, int] | None:
        """How far ``state`` has come, in the game's own unit: ``(unit, n)`` with unit one
        of ``PROGRESS_UNITS`` ("quest" 2, "day" 3, "round" 4, "turn" 12...), public
        information only; None for a game that does not say."""
        if self.progress_of is None:
            return None
        unit, n = self.progress_of(state)
        if unit not in PROGRESS_UNITS or not isinstance(n, int) or isinstance(n, bool):
            raise ValueError(f"{self.id}: progress {unit!r} {n!r} is not one of {PROGRESS_UNITS}")
        return unit, n

    def make_bot(self, level: str, seat: Seat) -> Bot:
        if level == "random":
            return RandomBot(seat)
        if level not in LEVELS and level not in self.styles:
            raise ValueError(f"unknown bot level {level!r}")
        return self.bot_factory(level, seat)

