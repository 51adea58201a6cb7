"""The contract test kit: every game plugs into it with one line.

    TestContract = contract_suite("avalon", player_counts=range(5, 11),
                                  option_sets=[{}, {"percival": True, "morgana": True}],
                                  twin_deals=game.avalon.deals.twin_deals)

Each check is also a plain function (``check_*``) that raises ``AssertionError`` when
the game breaks the contract of DESIGN.md, so tests can prove the kit catches
broken games. The suite class only calls them. What they hold a game to:

- setup: sane metadata; player counts out of range and unknown options raise SetupError;
- determinism: the same seed and moves give the same views (every seat and public),
  legal moves and talk at every step;
- purity: ``apply`` leaves its input unchanged (all observations, and ``==`` on a
  deep copy when the state has value equality);
- fresh views: mutating a returned view, legal or talk list cannot change the state;
- illegal moves: malformed moves, garbage kinds and values, extra or missing keys,
  mistyped values (1.0 or True for 1, 1 for True, in legal and talk moves), seats not
  to act, seats -1, N, 1.0 and True, and anything after the end raise IllegalAction
  (with a message) and leave the state unchanged;
- views: the common keys with the right types, agreeing with the state, and equal
  after a JSON round trip (so lists, not tuples; str keys); legal and talk lists too;
- random play ends within ``max_steps`` over many seeds and every player count, with:
  to_act distinct seats, non-empty until the end and empty after; every seat in
  to_act has legal moves and every other seat none; winners empty before the end and
  distinct seats after; no legal or talk move after the end; talk moves are "say"
  and never in legal;
- talk: accepted from every seat offered it, and changes neither to_act nor legal;
- hidden information (with ``twin_deals``), see below;
- bots of every level, rotated over the seats, finish a game with legal moves while
  seeing only a JSON copy of their view.

``twin_deals(players, seed) -> (seat, deal_a, deal_b)`` returns two deals that
``seat`` cannot tell apart. The hidden-information check plays the same moves from
both (moves legal in both) and asserts that seat's view, legal moves and talk are
equal at every step. It stops, without failing, when the rules make the two games
differ for everyone: a public reveal (the public views differ), different seats to
act, no move legal in both, or the end. So twins must differ only in what the seat
could never learn privately (for example, swap two roles that look the same to
whatever the seat may examine); at the start even the public views must be equal.
Whether ``view(s, seat)`` hides other seats' secrets is game-specific: not checked here.
"""
from __future__ import annotations

import copy
import json
import math
import pickle
import random
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from game import driver
from game.core import LEVELS, GameDef, IllegalAction, SetupError
from game.hostile import mistyped
from game.moves import strictly_in

TwinDeals = Callable[[int, int], "tuple[int, Any, Any]"]
MAX_STEPS = 5000
TALK_RATE = 0.05
VIEW_KEYS: dict[str, Any] = {"game": str, "players": int, "seat": (int, type(None)),
                             "to_act": list, "over": bool, "winners": list, "log": list}


#: the examples count of the "ci" Hypothesis profile (tests/conftest.py)
CI_EXAMPLES = 20


def examples(n: int) -> int:
    """``n`` examples under the "ci" profile, scaled up under "deep" (conftest.py)."""
    return max(1, round(n * settings.default.max_examples / CI_EXAMPLES))


def resolve(game_id_or_def: str | GameDef) -> GameDef:
    if isinstance(game_id_or_def, GameDef):
        return game_id_or_def
    import game
    return game.get(game_id_or_def)


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

def _copy(x: Any) -> Any:
    """A deep copy (pickle is several times faster than copy.deepcopy)."""
    try:
        return pickle.loads(pickle.dumps(x, pickle.HIGHEST_PROTOCOL))
    except Exception:
        return copy.deepcopy(x)


def observe(g: GameDef, s: Any) -> dict[str, Any]:
    """Everything the contract lets anyone see of a state, deep-copied."""
    seats = range(s.players)
    return _copy({
        "to_act": tuple(s.to_act()), "over": s.over(), "winners": tuple(s.winners()),
        "views": [g.view(s, None)] + [g.view(s, x) for x in seats],
        "legal": [s.legal(x) for x in seats], "talk": [s.talk(x) for x in seats],
    })


def glimpse(g: GameDef, s: Any, seat: int | None = None) -> Any:
    """A cheap part of ``observe``: the public view, who acts, and one seat's moves."""
    own = (s.legal(seat), s.talk(seat)) if type(seat) is int and 0 <= seat < s.players else ()
    return _copy((tuple(s.to_act()), s.over(), tuple(s.winners()), g.view(s, None), own))


def _diff(a: Any, b: Any, path: str = "") -> str:
    """Where two observations first differ (e.g. ``views[3]['log'][12]``), for readable failures."""
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path}[{key!r}] is only on one side"
            if a[key] != b[key]:
                return _diff(a[key], b[key], f"{path}[{key!r}]")
    elif isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and type(a) is type(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _diff(x, y, f"{path}[{i}]")
        if len(a) != len(b):
            extra = (a if len(a) > len(b) else b)[min(len(a), len(b)):]
            return f"{path}: lengths {len(a)} != {len(b)}; extra {_short(extra)}"
    return f"{path or 'value'}: {_short(a)} != {_short(b)}"


def _short(x: Any, limit: int = 300) -> str:
    text = repr(x)
    return text if len(text) <= limit else text[:limit] + "..."


def _comparable(s: Any) -> Any:
    """A deep copy to compare with ``==`` later, or None when the state has no value equality."""
    if type(s).__eq__ is object.__eq__:
        return None
    try:
        frozen = _copy(s)
        return frozen if frozen == s else None
    except Exception:
        return None


def _apply(g: GameDef, s: Any, seat: int, move: Any) -> Any:
    """Apply a move the state itself offered; a refusal is a contract failure."""
    try:
        return g.apply(s, seat, move)
    except Exception as exc:
        raise AssertionError(f"seat {seat}: offered move {move} raised "
                             f"{type(exc).__name__}: {exc}") from exc


def pick(s: Any, rng: random.Random, talk_rate: float = 0.0) -> tuple[int, dict]:
    """A random owed move, or now and then a random talk move."""
    if talk_rate and rng.random() < talk_rate:
        talkers = [x for x in range(s.players) if s.talk(x)]
        if talkers:
            seat = rng.choice(talkers)
            return seat, rng.choice(s.talk(seat))
    to_act = tuple(s.to_act())
    assert to_act, "to_act() is empty but the game is not over"
    seat = rng.choice(to_act)
    legal = s.legal(seat)
    assert legal, f"seat {seat} is in to_act() but has no legal move"
    return seat, rng.choice(legal)


def _new(g: GameDef, players: int, seed: int, options: Mapping | None, deal: Any = None) -> Any:
    try:
        s = g.new(players, seed, options=dict(options or {}), deal=deal)
    except Exception as exc:
        raise AssertionError(f"new({players}, {seed}, {options}) raised "
                             f"{type(exc).__name__}: {exc}") from exc
    assert s.players == players, f"state.players is {s.players}, asked for {players}"
    return s


def _expect_error(kind: type, what: str, fn: Callable, *args: Any) -> None:
    try:
        fn(*args)
    except kind as exc:
        assert isinstance(exc.message, str) and exc.message, f"{what}: empty message"
        return
    except Exception as exc:
        raise AssertionError(f"{what}: raised {type(exc).__name__}: {exc} "
                             f"instead of {kind.__name__}") from exc
    raise AssertionError(f"{what}: accepted, expected {kind.__name__}")


def _json_equal(x: Any, what: str) -> None:
    try:
        back = json.loads(json.dumps(x, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise AssertionError(f"{what} is not JSON-serialisable: {exc}") from exc
    assert back == x, f"{what} changes in a JSON round trip (tuples, int keys?): {_short(x)}"


def _deep_clear(x: Any) -> None:
    """Mutate a handed-out view or move list the way a careless caller might."""
    if isinstance(x, dict):
        for v in x.values():
            _deep_clear(v)
        x.clear()
    elif isinstance(x, list):
        for v in x:
            _deep_clear(v)
        x.clear()


# ---------------------------------------------------------------------------
# the checks
# ---------------------------------------------------------------------------

def check_setup(g: GameDef, levels: Sequence[str] = LEVELS) -> None:
    """Metadata is sane; bad player counts and options raise SetupError; bots exist."""
    assert isinstance(g.id, str) and g.id and isinstance(g.title, str) and g.title
    assert 1 <= g.min_players <= g.max_players, "player range is empty"
    for name, opt in g.options.items():
        assert opt.default in opt.allowed, f"option {name}: default not allowed"
        _json_equal(list(opt.allowed), f"option {name} values")
    for bad in (g.min_players - 1, g.max_players + 1):
        _expect_error(SetupError, f"new({bad} players)", g.new, bad, 0)
    _expect_error(SetupError, "new with an unknown option", g.new, g.min_players, 0,
                  {"zz_no_such_option": True})
    s = _new(g, g.min_players, 0, None)
    assert not s.over(), "a new game is already over"
    for level in levels:
        assert callable(getattr(g.make_bot(level, 0), "act", None)), f"{level} bot has no act"


def check_determinism(g: GameDef, players: int, seed: int, options: Mapping | None = None,
                      max_steps: int = MAX_STEPS) -> int:
    """The same seed and moves give the same views, legal moves and talk, step by step."""
    rng = random.Random(seed)
    s, moves, seen = _new(g, players, seed, options), [], []
    while not s.over() and len(moves) < max_steps:
        seen.append(observe(g, s))
        seat, move = pick(s, rng, TALK_RATE)
        moves.append((seat, move))
        s = _apply(g, s, seat, move)
    seen.append(observe(g, s))
    t = _new(g, players, seed, options)
    for i, (seat, move) in enumerate(moves):
        got = observe(g, t)
        assert got == seen[i], f"step {i}: same seed and moves differ: {_diff(seen[i], got)}"
        t = _apply(g, t, seat, move)
    got = observe(g, t)
    assert got == seen[-1], f"final state differs: {_diff(seen[-1], got)}"
    return len(moves)


def check_purity(g: GameDef, players: int, seed: int, options: Mapping | None = None,
                 max_steps: int = MAX_STEPS) -> int:
    """apply never changes its input, and applying the same move twice gives equal states."""
    rng = random.Random(seed)
    s, steps = _new(g, players, seed, options), 0
    before = observe(g, s)
    while not s.over() and steps < max_steps:
        frozen = _comparable(s)
        seat, move = pick(s, rng, TALK_RATE)
        after = _apply(g, s, seat, move)
        got = observe(g, s)
        assert got == before, f"step {steps}: apply(seat {seat}, {move}) changed its " \
                              f"input: {_diff(before, got)}"
        assert frozen is None or s == frozen, f"step {steps}: apply changed its input state"
        seen_after = observe(g, after)
        assert glimpse(g, _apply(g, s, seat, move), seat) == glimpse(g, after, seat), \
            f"step {steps}: applying the same move twice gave different states"
        s, steps, before = after, steps + 1, seen_after
    return steps


def check_fresh_views(g: GameDef, players: int, seed: int, options: Mapping | None = None,
                      max_steps: int = MAX_STEPS, rate: float = 0.35) -> int:
    """Views and move lists are fresh: a caller that mutates them cannot change the state.

    (A log entry sharing a list with the state's event data fails this.) Checks the
    start, the end and a random ``rate`` of the states between; returns how many."""
    rng = random.Random(seed)
    s, steps, checked = _new(g, players, seed, options), 0, 0
    while True:
        if steps and not s.over() and steps < max_steps and rng.random() >= rate:
            seat, move = pick(s, rng, TALK_RATE)
            s, steps = _apply(g, s, seat, move), steps + 1
            continue
        checked += 1
        before = observe(g, s)
        for x in [None, *range(players)]:
            _deep_clear(g.view(s, x))
        for x in range(players):
            _deep_clear(s.legal(x))
            _deep_clear(s.talk(x))
        got = observe(g, s)
        assert got == before, f"step {steps}: clearing the returned views and move lists " \
                              f"changed the state: {_diff(before, got)}"
        if s.over() or steps >= max_steps:
            return checked
        seat, move = pick(s, rng, TALK_RATE)
        s, steps = _apply(g, s, seat, move), steps + 1


_GARBAGE = [None, "pass", 42, [], {}, {"kind": "zz_no_such_kind"}, {"kind": None},
            {"kind": ["say"]}, {"kind": "say", "zz_garbage": True}]


def bad_moves(s: Any, rng: random.Random | None = None, limit: int | None = None
              ) -> list[tuple[int, Any, str]]:
    """Moves the state must refuse, each with why (a random sample of ``limit`` if given)."""
    n, to_act = s.players, tuple(s.to_act())
    first = to_act[0] if to_act else 0
    out = [(first, m, "malformed move") for m in copy.deepcopy(_GARBAGE)]
    offered = [(x, m) for x in to_act for m in s.legal(x)[:3]]
    for seat, m in offered:
        out.append((seat, {**m, "zz_extra": 1}, "move with an extra key"))
        for key in m:
            if key != "kind":
                out.append((seat, {k: v for k, v in m.items() if k != key},
                            f"move without {key!r}"))
                out.append((seat, {**m, key: "zz_garbage"}, f"move with a garbage {key!r}"))
        out.append((-1, m, "seat -1"))
        out.append((n, m, f"seat {n} (out of range)"))
        out.append((float(seat), m, f"seat {float(seat)} (a float)"))
        if seat in (0, 1):
            out.append((bool(seat), m, f"seat {bool(seat)} (a bool)"))
        out.extend((x, m, f"seat {x} not to act") for x in range(n) if x not in to_act)
    said = [(x, m) for x in range(n) for m in s.talk(x)[:2]]
    for seat, m in offered + said:
        for key, value in m.items():
            out.extend((seat, {**m, key: wrong}, f"{key!r} of type {type(wrong).__name__}")
                       for wrong in mistyped(value))
    if rng is not None and limit is not None and len(out) > limit:
        out = rng.sample(out, limit)
    return [(seat, m, why) for seat, m, why in out
            if not (type(seat) is int and 0 <= seat < n
                    and (strictly_in(m, s.legal(seat)) or strictly_in(m, s.talk(seat))))]


def check_illegal_moves(g: GameDef, players: int, seed: int, options: Mapping | None = None,
                        max_steps: int = MAX_STEPS, probe_rate: float = 0.15,
                        per_state: int = 40) -> int:
    """Bad moves raise IllegalAction and leave the state unchanged, also after the end.

    Probes the start and a random share of later states with up to ``per_state`` bad
    moves each; returns how many were tried."""
    rng = random.Random(seed)
    s, steps, probes, last = _new(g, players, seed, options), 0, 0, []

    def probe(moves: list[tuple[int, Any, str]], when: str) -> int:
        before = observe(g, s)
        for seat, move, why in moves:
            quick = glimpse(g, s, seat)
            _expect_error(IllegalAction, f"{when}: {why}: seat {seat} {move}",
                          g.apply, s, seat, move)
            assert glimpse(g, s, seat) == quick, f"{when}: refused {why} ({move}) changed " \
                                                 f"the state"
        got = observe(g, s)
        assert got == before, f"{when}: a refused move changed the state: {_diff(before, got)}"
        return len(moves)

    while not s.over() and steps < max_steps:
        if steps == 0 or rng.random() < probe_rate:
            probes += probe(bad_moves(s, rng, per_state), f"step {steps}")
        talk = [(x, m) for x in range(players) for m in s.talk(x)[:1]]
        seat, move = pick(s, rng, TALK_RATE)
        last = [(seat, move, "the last move again")] + [(x, m, "talk") for x, m in talk]
        s, steps = _apply(g, s, seat, move), steps + 1
    if s.over():
        probes += probe(last + bad_moves(s, rng, per_state), "after the end")
    return probes


def check_views_json(g: GameDef, players: int, seed: int, options: Mapping | None = None,
                     max_steps: int = MAX_STEPS) -> int:
    """Every view has the common keys, agrees with the state and survives a JSON round trip."""
    rng = random.Random(seed)
    s, steps = _new(g, players, seed, options), 0
    while True:
        for x in [None, *range(players)]:
            v = g.view(s, x)
            assert isinstance(v, dict), f"view({x}) is a {type(v).__name__}, not a dict"
            for key, kind in VIEW_KEYS.items():
                assert key in v, f"view({x}) lacks {key!r}"
                assert isinstance(v[key], kind), f"view({x})[{key!r}] is a {type(v[key]).__name__}"
            assert v["game"] == g.id and v["players"] == players and v["seat"] == x
            assert v["to_act"] == list(s.to_act()), f"view({x}) to_act disagrees with the state"
            assert v["over"] == s.over() and v["winners"] == list(s.winners())
            for e in v["log"]:
                assert isinstance(e, dict) and isinstance(e.get("kind"), str), f"log entry {e}"
            _json_equal(v, f"step {steps}: view({x})")
        for x in range(players):
            _json_equal(s.legal(x), f"step {steps}: legal({x})")
            _json_equal(s.talk(x), f"step {steps}: talk({x})")
        if s.over() or steps >= max_steps:
            return steps
        seat, move = pick(s, rng, TALK_RATE)
        s, steps = _apply(g, s, seat, move), steps + 1


def check_invariants(s: Any) -> None:
    n, to_act, winners = s.players, tuple(s.to_act()), tuple(s.winners())
    assert all(isinstance(x, int) and 0 <= x < n for x in to_act), f"to_act {to_act}"
    assert len(set(to_act)) == len(to_act), f"to_act repeats a seat: {to_act}"
    if s.over():
        assert not to_act, f"game over but to_act is {to_act}"
        assert set(winners) <= set(range(n)) and len(set(winners)) == len(winners), \
            f"winners {winners} are not distinct seats"
        for x in range(n):
            assert not s.legal(x), f"game over but seat {x} has legal moves"
            assert not s.talk(x), f"game over but seat {x} may still talk"
        return
    assert to_act, "to_act() is empty but the game is not over"
    assert not winners, f"winners {winners} before the end"
    for x in range(n):
        legal = s.legal(x)
        if x in to_act:
            assert legal, f"seat {x} is in to_act but has no legal move"
        else:
            assert not legal, f"seat {x} is not in to_act but has legal moves"
        for m in legal:
            assert isinstance(m, dict) and m.get("kind") not in (None, "say"), f"legal move {m}"
        for m in s.talk(x):
            assert isinstance(m, dict) and m.get("kind") == "say", f"talk move {m}"
            assert m not in legal, f"talk move {m} is listed in legal({x})"


def check_random_play(g: GameDef, players: int, seed: int, options: Mapping | None = None,
                      max_steps: int = MAX_STEPS) -> int:
    """Random play ends within max_steps with the invariants true at every step."""
    rng = random.Random(seed)
    s, steps = _new(g, players, seed, options), 0
    check_invariants(s)
    while not s.over():
        assert steps < max_steps, f"the game did not end within {max_steps} random moves"
        seat, move = pick(s, rng, TALK_RATE)
        s, steps = _apply(g, s, seat, move), steps + 1
        check_invariants(s)
    return steps


def check_talk(g: GameDef, players: int, seed: int, options: Mapping | None = None,
               max_steps: int = MAX_STEPS) -> int:
    """Talk is accepted from any seat that may talk and changes nothing about the rules."""
    rng = random.Random(seed)
    s, steps, said = _new(g, players, seed, options), 0, 0
    while not s.over() and steps < max_steps:
        rules = (tuple(s.to_act()), s.over(), [s.legal(x) for x in range(players)])
        for x in range(players):
            talk = s.talk(x)
            for m in talk:
                assert m.get("kind") == "say" and m not in s.legal(x), f"talk move {m}"
            if talk:
                m = rng.choice(talk)
                t = _apply(g, s, x, m)
                got = (tuple(t.to_act()), t.over(), [t.legal(y) for y in range(players)])
                assert got == rules, f"step {steps}: seat {x} saying {m} changed the rules state"
                said += 1
        seat, move = pick(s, rng)
        s, steps = _apply(g, s, seat, move), steps + 1
    return said


def check_hidden_info(g: GameDef, players: int, seed: int, options: Mapping | None,
                      twin_deals: TwinDeals, max_steps: int = MAX_STEPS) -> int:
    """Two deals the seat cannot tell apart give that seat equal views at every step.

    Returns how many steps were compared (at least 1: the start)."""
    seat, deal_a, deal_b = twin_deals(players, seed)
    a = _new(g, players, seed, options, deal_a)
    b = _new(g, players, seed, options, deal_b)
    assert g.view(a, None) == g.view(b, None), "twin deals differ in the public view at " \
                                               "the start: not twins"
    rng, compared = random.Random(seed), 0
    while True:
        va, vb = g.view(a, seat), g.view(b, seat)
        assert va == vb, f"step {compared}: seat {seat} tells the twin deals apart: " \
                         f"{_diff(va, vb)}"
        assert a.legal(seat) == b.legal(seat), f"step {compared}: seat {seat}'s legal " \
                                               f"moves depend on what it cannot know"
        assert a.talk(seat) == b.talk(seat), f"step {compared}: seat {seat}'s talk differs"
        compared += 1
        if a.over() or b.over() or compared > max_steps or a.to_act() != b.to_act():
            return compared
        mover, pool = None, []
        if rng.random() < TALK_RATE:
            mover = rng.randrange(players)
            pool = [m for m in a.talk(mover) if m in b.talk(mover)]
        if not pool:
            mover = rng.choice(tuple(a.to_act()))
            pool = [m for m in a.legal(mover) if m in b.legal(mover)]
        if not pool:
            return compared
        move = rng.choice(pool)
        a, b = _apply(g, a, mover, move), _apply(g, b, mover, move)
        if g.view(a, None) != g.view(b, None):
            return compared  # a public reveal: from here on the seat may know more


def check_bots(g: GameDef, players: int, seed: int, options: Mapping | None = None,
               levels: Sequence[str] = LEVELS, max_steps: int = MAX_STEPS) -> int:
    """Bots of every level, rotated over the seats, play a game to the end with legal moves
    (game.driver's loop, the arena's and the session's).

    Each bot gets a JSON round trip of its view (what a loaded game would give it)."""
    seat_levels = [levels[(i + seed) % len(levels)] for i in range(players)]
    played = []
    try:
        s = driver.play_levels(g, _new(g, players, seed, options), seat_levels,
                               random.Random(seed), max_moves=max_steps, json_copy=True,
                               on_step=played.append)
    except driver.BotError as exc:
        raise AssertionError(exc.message) from None
    check_invariants(s)
    return len(played)


# ---------------------------------------------------------------------------
# the suite
# ---------------------------------------------------------------------------

def _combo_id(players: int, options: Mapping) -> str:
    return f"{players}p" + (json.dumps(options, sort_keys=True, separators=(",", ":"))
                            if options else "")


def contract_suite(game_id_or_def: str | GameDef, *, player_counts: Iterable[int] | None = None,
                   option_sets: Iterable[Mapping] = ({},), twin_deals: TwinDeals | None = None,
                   random_games: int = 60, hidden_games: int | None = None,
                   checked_games: int = 1, bot_levels: Sequence[str] = LEVELS,
                   bot_games: int = 1, max_steps: int = MAX_STEPS) -> type:
    """A pytest class running every contract check over each (player count, option set).

    random_games / hidden_games are spread over the combinations (hypothesis picks the
    seeds, derandomised so runs repeat); checked_games is the number of seeds per
    combination for the heavier determinism, purity, illegal-move, JSON and talk
    checks; bot_games per combination for the bot check (bot_levels=() skips it)."""
    try:
        g = resolve(game_id_or_def)
    except SetupError as exc:
        if exc.key != "error.game_coming":
            raise

        @pytest.mark.skip(reason=f"{game_id_or_def} is not registered yet")
        class NotYet:
            def test_contract(self) -> None:
                """Placeholder until the game registers."""
        return NotYet
    counts = list(player_counts) if player_counts is not None else \
        list(range(g.min_players, g.max_players + 1))
    combos = [(n, dict(o)) for n in counts for o in option_sets]
    assert combos, "contract_suite needs at least one player count and option set"
    ids = [_combo_id(n, o) for n, o in combos]
    each = pytest.mark.parametrize("players,options", combos, ids=ids)
    runs = pytest.mark.parametrize("run", range(checked_games))
    seeds = st.integers(min_value=0, max_value=2**31 - 1)

    def hyp(total: int) -> Callable:
        return settings(max_examples=examples(math.ceil(total / len(combos))))

    def fixed_seed(players: int, options: Mapping, run: int) -> int:
        return zlib.crc32(f"{g.id}:{_combo_id(players, options)}:{run}".encode())

    class TestContract:
        gamedef = g

        def test_setup(self) -> None:
            check_setup(g, bot_levels)

        @each
        @runs
        def test_determinism(self, players: int, options: dict, run: int) -> None:
            check_determinism(g, players, fixed_seed(players, options, run), options, max_steps)

        @each
        @runs
        def test_purity(self, players: int, options: dict, run: int) -> None:
            check_purity(g, players, fixed_seed(players, options, run), options, max_steps)

        @each
        @runs
        def test_fresh_views(self, players: int, options: dict, run: int) -> None:
            check_fresh_views(g, players, fixed_seed(players, options, run), options, max_steps)

        @each
        @runs
        def test_illegal_moves(self, players: int, options: dict, run: int) -> None:
            check_illegal_moves(g, players, fixed_seed(players, options, run), options, max_steps)

        @each
        @runs
        def test_views_json(self, players: int, options: dict, run: int) -> None:
            check_views_json(g, players, fixed_seed(players, options, run), options, max_steps)

        @each
        @runs
        def test_talk(self, players: int, options: dict, run: int) -> None:
            check_talk(g, players, fixed_seed(players, options, run), options, max_steps)

        @each
        @hyp(random_games)
        @given(seed=seeds)
        def test_random_play(self, players: int, options: dict, seed: int) -> None:
            check_random_play(g, players, seed, options, max_steps)

        if twin_deals is not None:
            @each
            @hyp(hidden_games if hidden_games is not None else random_games // 2)
            @given(seed=seeds)
            def test_hidden_information(self, players: int, options: dict, seed: int) -> None:
                check_hidden_info(g, players, seed, options, twin_deals, max_steps)

        if bot_levels and bot_games:
            @each
            @pytest.mark.parametrize("run", range(bot_games))
            def test_bots(self, players: int, options: dict, run: int) -> None:
                check_bots(g, players, fixed_seed(players, options, run), options,
                           bot_levels, max_steps)

    TestContract.__qualname__ = TestContract.__name__ = f"TestContract_{g.id}"
    return TestContract
