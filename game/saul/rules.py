"""Saül contre David's rules: setup, whose move it is, the legal moves, applying a move.

The night is played in passes (``data.*_PASS``), each announced by a public "hour"
event: in each pass every living seat makes exactly one move, in any order (they owe
it together): its card's action or ``{"kind": "sleep"}``. So the public ``to_act`` is
the same whatever the cards, and nothing but dawn's announcement tells who did what.
Passes: the Thief's and Eliezer's on the first night only (when their option is on),
then every night the main pass (Samuel's vision, the Spies' picks, Michal's choice) and
the Servant's pass (when his option is on and he is not known to be dead).

The Spies' digital agreement: each Spy picks a target seeing the picks made before his
(in the order they are made; the rules file's "seat order" is the order in which a
table asks, and a table of people acting together cannot keep it without telling
everyone who the Spies are); the most-picked target is captured, ties at random.

Moves (seats are ints, never bools):
    night   {"kind": "sleep"}
            {"kind": "thief", "take": None | 0 | 1}       (index into the middle cards)
            {"kind": "lovers", "pair": [a, b]}             (a < b, living; Eliezer may be one)
            {"kind": "vision", "target": P}                (Samuel: another living seat)
            {"kind": "capture", "target": P}               (a Spy: a living non-Spy)
            {"kind": "michal", "spy": bool}
            {"kind": "contacts", "free": bool, "banish": P | None}   (the Servant)
    day     {"kind": "ready"}                              (done talking: the ballot opens
                                                            once every living seat is ready)
            {"kind": "elect", "target": P}                 (General's election, not oneself)
            {"kind": "vote", "target": P}                  (banishment, not oneself)
            {"kind": "tiebreak", "target": P}              (the General, among the tied)
            {"kind": "shoot", "target": P}                 (the fallen Valiant Warrior)
            {"kind": "successor", "target": P}             (the fallen General)
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import combinations
from typing import Any

from game.core import (
    Event,
    IllegalAction,
    Move,
    Seat,
    SetupError,
    check_players,
    resolve_options,
    rng_below,
    rng_chance,
    rng_seed,
    rng_shuffle,
)
from game.moves import (
    Shapes,
    boolean,
    check_move,
    integer,
    optional,
    seat as a_seat,
    seats,
    shape,
    shown,
    strictly_in,
    text,
)

from . import talk as talk_rules
from .data import (
    CATCH_CHANCES,
    DAVID,
    ELIEZER,
    ELIEZER_PASS,
    LOVERS,
    MAIN_PASS,
    MAX_PLAYERS,
    MICHAL,
    MIDDLE,
    MIN_PLAYERS,
    MIN_SPIES,
    OPTIONS,
    ROLES,
    SAMUEL,
    SAUL,
    SERVANT,
    SERVANT_PASS,
    SPECIAL_OPTIONS,
    SPY,
    THIEF,
    THIEF_PASS,
    VALIANT,
    WARRIOR,
    suggested_spies,
)
from .state import DEBATE, ELECT, NIGHT, OVER, SHOT, SUCCESSOR, TIEBREAK, VOTE, SaulData

NS = "saul_rules."


class SaulState(SaulData):
    """The state with the protocol of game.core (rules here, talk in talk.py)."""

    def to_act(self) -> tuple[Seat, ...]:
        return to_act(self)

    def legal(self, seat: Seat) -> list[Move]:
        return legal(self, seat)

    def talk(self, seat: Seat) -> list[Move]:
        return talk_rules.statements(self, seat)

    def over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> tuple[Seat, ...]:
        if self.winner is None:
            return ()
        return tuple(p for p in range(self.players) if self.camp(p) == self.winner)


def _setup_error(message: str, key: str, **params: Any) -> SetupError:
    return SetupError(message, NS + key, **params)


def _illegal(message: str, key: str, **params: Any) -> IllegalAction:
    return IllegalAction(message, NS + key, **params)


# ---------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------

def spy_count(players: int, options: Mapping[str, Any]) -> int:
    n = options["spies"]
    return suggested_spies(players) if n == "auto" else int(n)


def cards(players: int, options: Mapping[str, Any]) -> list[str]:
    """Every card dealt (the seats' and, with the Thief, the two middle ones)."""
    specials = [SAMUEL] + [card for name, card in SPECIAL_OPTIONS.items() if options[name]]
    total = players + (MIDDLE if options["thief"] else 0)
    spies = spy_count(players, options)
    return [SPY] * spies + specials + [WARRIOR] * (total - spies - len(specials))


def check_setup(players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Player count and options, resolved; SetupError when they cannot be played."""
    check_players(players, MIN_PLAYERS, MAX_PLAYERS)
    opts = resolve_options(OPTIONS, options)
    spies = spy_count(players, opts)
    if spies < MIN_SPIES:
        raise _setup_error(f"The game needs at least {MIN_SPIES} Spies.", "error.too_few_spies",
                           least=MIN_SPIES)
    if 2 * spies >= players:
        raise _setup_error(f"With {players} players there can be at most {(players - 1) // 2} "
                           f"Spies (they must be fewer than half), not {spies}.",
                           "error.too_many_spies", n=players, most=(players - 1) // 2, spies=spies)
    specials = 1 + sum(bool(opts[name]) for name in SPECIAL_OPTIONS)
    total = players + (MIDDLE if opts["thief"] else 0)
    if spies + specials > total:
        raise _setup_error(f"{spies} Spies and {specials} special cards need {spies + specials} "
                           f"cards, but only {total} are dealt.", "error.too_many_cards",
                           asked=spies + specials, total=total)
    return opts


def _check_deal(deal: Any, players: int, deck: list[str], thief: bool) -> tuple[tuple[str, ...],
                                                                                  tuple[str, ...]]:
    keys = {"roles", "middle"} if thief else {"roles"}
    if not isinstance(deal, Mapping) or set(deal) != keys:
        shape = '{"roles": [one card per seat], "middle": [two cards]}' if thief else \
            '{"roles": [one card per seat]}'
        raise _setup_error(f"A deal is {shape}.", "error.deal_shape", shape=shape)
    roles = deal["roles"]
    middle = deal.get("middle", [])
    if (not isinstance(roles, (list, tuple)) or len(roles) != players
            or not isinstance(middle, (list, tuple)) or len(middle) != (MIDDLE if thief else 0)
            or any(r not in ROLES for r in [*roles, *middle])):
        raise _setup_error(f"The deal needs {players} cards from: {', '.join(ROLES)}.",
                           "error.deal_roles", n=players)
    if sorted([*roles, *middle]) != sorted(deck):
        raise _setup_error(f"With these options the deal must hold exactly: {', '.join(sorted(deck))}.",
                           "error.deal_cards", cards=", ".join(sorted(deck)))
    return tuple(roles), tuple(middle)


def new(players: int, seed: int, options: Mapping[str, Any] | None = None,
        deal: Mapping[str, Any] | None = None) -> SaulState:
    opts = check_setup(players, options)
    deck = cards(players, opts)
    rng = rng_seed(seed)
    if deal is None:
        rng, shuffled = rng_shuffle(rng, deck)
        roles, middle = tuple(shuffled[:players]), tuple(shuffled[players:])
    else:
        roles, middle = _check_deal(deal, players, deck, bool(opts["thief"]))
    log = [Event("start", {"players": players, "spies": spy_count(players, opts)})]
    log += [Event("card", {"seat": p, "role": roles[p]}, (p,)) for p in range(players)]
    s = SaulState(players=players, options=opts, dealt=roles, roles=roles, middle=middle, rng=rng,
                  phase=NIGHT, alive=(True,) * players, talked=(0,) * players, log=tuple(log))
    return _start_night(s)


# ---------------------------------------------------------------------------
# Whose move, and which moves
# ---------------------------------------------------------------------------

def to_act(s: SaulState) -> tuple[Seat, ...]:
    phase = s.phase
    if phase == NIGHT:
        return tuple(p for p in s.living() if not s.moved[p])
    if phase in (ELECT, VOTE):
        return tuple(p for p in s.living() if s.votes[p] is None)
    if phase == DEBATE:
        return tuple(p for p in s.living() if not s.ready[p])
    if phase in (TIEBREAK, SUCCESSOR):
        assert s.general is not None, "a tie-break or succession has a General"
        return (s.general,)
    if phase == SHOT:
        assert s.shooter is not None
        return (s.shooter,)
    return ()


def spy_targets(s: SaulState) -> list[Seat]:
    return [p for p in s.living() if not s.is_spy(p)]


def night_moves(s: SaulState, seat: Seat) -> list[Move]:
    """The night move(s) of ``seat`` in the current pass (its card's action, or sleep)."""
    role, step = s.roles[seat], s.passes[0]
    if step == THIEF_PASS and role == THIEF:
        takes: list[int | None] = [0, 1] if s.middle.count(SPY) == MIDDLE else [None, 0, 1]
        return [{"kind": "thief", "take": t} for t in takes]
    if step == ELIEZER_PASS and role == ELIEZER:
        return [{"kind": "lovers", "pair": [a, b]} for a, b in combinations(s.living(), 2)]
    if step == MAIN_PASS:
        if role == SAMUEL:
            return [{"kind": "vision", "target": p} for p in s.living() if p != seat]
        if role == SPY:
            return [{"kind": "capture", "target": p} for p in spy_targets(s)]
        if role == MICHAL:
            return [{"kind": "michal", "spy": False}, {"kind": "michal", "spy": True}]
    if step == SERVANT_PASS and role == SERVANT:
        frees = [False] + ([True] if s.captured is not None and not s.contacts[0] else [])
        banish: list[Seat | None] = [None] + ([] if s.contacts[1] else list(s.living()))
        return [{"kind": "contacts", "free": f, "banish": b} for f in frees for b in banish]
    return [{"kind": "sleep"}]


def legal(s: SaulState, seat: Seat) -> list[Move]:
    if seat not in to_act(s):
        return []
    phase = s.phase
    if phase == NIGHT:
        return night_moves(s, seat)
    if phase == DEBATE:
        return [{"kind": "ready"}]
    if phase in (ELECT, VOTE):
        return [{"kind": phase, "target": p} for p in s.candidates if p != seat]
    if phase == TIEBREAK:
        return [{"kind": "tiebreak", "target": p} for p in s.candidates]
    if phase in (SHOT, SUCCESSOR):
        return [{"kind": "shoot" if phase == SHOT else "successor", "target": p} for p in s.living()]
    return []


# ---------------------------------------------------------------------------
# Applying a move
# ---------------------------------------------------------------------------

TARGET = shape(target=a_seat)
SHAPES: Shapes = {
    "sleep": shape(), "ready": shape(), "thief": shape(take=optional(integer(0, MIDDLE - 1))),
    "lovers": shape(pair=seats(ordered=True)), "vision": TARGET, "capture": TARGET,
    "michal": shape(spy=boolean), "contacts": shape(free=boolean, banish=optional(a_seat)),
    "elect": TARGET, "vote": TARGET, "tiebreak": TARGET, "shoot": TARGET, "successor": TARGET,
    "say": shape(claim=text(*talk_rules.CLAIMS), optional={"target": a_seat, "role": text(*ROLES),
                                                           "reason": text(*talk_rules.REASONS),
                                                           "about": a_seat}),
}


def apply(s: SaulState, seat: Seat, move: Move) -> SaulState:
    check_move(s, seat, move, SHAPES)
    if move["kind"] == "say":
        return talk_rules.say(s, seat, move)
    if seat not in to_act(s):
        raise IllegalAction(f"It is not seat {seat}'s turn.", "error.not_your_turn", seat=seat)
    if not strictly_in(move, legal(s, seat)):
        raise IllegalAction(f"That move is not allowed now: {shown(move)}.", "error.illegal_move")
    if any(s.talked):
        s = s.evolve(talked=(0,) * s.players)
    if s.phase == NIGHT:
        return _night_move(s, seat, move)
    return _DAY[s.phase](s, seat, move)


# --- the night ---------------------------------------------------------------

def _start_night(s: SaulState) -> SaulState:
    night = s.night + 1
    passes = []
    if night == 1 and s.options["thief"]:
        passes.append(THIEF_PASS)
    if night == 1 and s.options["eliezer"]:
        passes.append(ELIEZER_PASS)
    passes.append(MAIN_PASS)
    if s.options["servant"] and not _known_dead(s, SERVANT):
        passes.append(SERVANT_PASS)
    s = s.evolve(phase=NIGHT, night=night, passes=tuple(passes), picks=(), michal_spied=False,
                 captured=None, freed=False, banished=None, candidates=(), votes=(),
                 log=s.log + (Event("night", {"night": night}),))
    return _begin_pass(s)


def _known_dead(s: SaulState, role: str) -> bool:
    """The card is face up on a dead seat (so its pass would have nobody to play it)."""
    return any(not s.alive[p] and s.roles[p] == role for p in range(s.players))


def _begin_pass(s: SaulState) -> SaulState:
    step = s.passes[0]
    log = list(s.log)
    if step == THIEF_PASS:
        thief = s.seat_of(THIEF)
        if thief is not None:
            log.append(Event("middle", {"cards": s.middle}, (thief,)))
    elif step == MAIN_PASS and not s.met:
        spies = tuple(p for p in range(s.players) if s.is_spy(p))
        log.append(Event("spies", {"spies": spies}, spies))
        s = s.evolve(met=True)
    elif step == SERVANT_PASS:
        servant = s.seat_of(SERVANT)
        if servant is not None and s.alive[servant]:
            log.append(Event("told", {"captured": s.captured}, (servant,)))
    log.append(Event("hour", {"night": s.night, "pass": step}))
    return s.evolve(moved=tuple(not a for a in s.alive), log=tuple(log))


def _night_move(s: SaulState, seat: Seat, move: Move) -> SaulState:
    kind = move["kind"]
    if kind != "sleep":
        s = _NIGHT[kind](s, seat, move)
    moved = s.moved[:seat] + (True,) + s.moved[seat + 1:]
    if not all(moved):
        return s.evolve(moved=moved)
    return _end_pass(s.evolve(moved=moved))


def _thief(s: SaulState, seat: Seat, move: Move) -> SaulState:
    take = move["take"]
    roles, middle = s.roles, s.middle
    if take is not None:
        new_role = middle[take]
        middle = middle[:take] + (THIEF,) + middle[take + 1:]
        roles = roles[:seat] + (new_role,) + roles[seat + 1:]
    event = Event("thief", {"seat": seat, "take": take, "role": roles[seat]}, (seat,))
    return s.evolve(roles=roles, middle=middle, log=s.log + (event,))


def _lovers(s: SaulState, seat: Seat, move: Move) -> SaulState:
    a, b = move["pair"]
    log = s.log + (Event("lovers", {"seat": seat, "lovers": (a, b)}, (seat,)),)
    log += tuple(Event("lover", {"seat": me, "partner": other}, (me,))
                 for me, other in ((a, b), (b, a)))
    return s.evolve(lovers=(a, b), log=log)


def _vision(s: SaulState, seat: Seat, move: Move) -> SaulState:
    target = move["target"]
    event = Event("vision", {"seat": seat, "target": target, "role": s.roles[target]}, (seat,))
    return s.evolve(log=s.log + (event,))


def _spies(s: SaulState) -> tuple[Seat, ...]:
    return tuple(p for p in s.living() if s.is_spy(p))


def _capture(s: SaulState, seat: Seat, move: Move) -> SaulState:
    event = Event("pick", {"seat": seat, "target": move["target"]}, _spies(s))
    return s.evolve(picks=s.picks + ((seat, move["target"]),), log=s.log + (event,))


def _michal(s: SaulState, seat: Seat, move: Move) -> SaulState:
    event = Event("michal", {"seat": seat, "spy": move["spy"]}, (seat,))
    return s.evolve(michal_spied=move["spy"], log=s.log + (event,))


def _contacts(s: SaulState, seat: Seat, move: Move) -> SaulState:
    free, banish = move["free"], move["banish"]
    contacts = (s.contacts[0] or free, s.contacts[1] or banish is not None)
    event = Event("contacts", {"seat": seat, "free": free, "captured": s.captured if free else None,
                               "banish": banish}, (seat,))
    return s.evolve(freed=s.freed or free, banished=banish, contacts=contacts,
                    log=s.log + (event,))


def _end_pass(s: SaulState) -> SaulState:
    step = s.passes[0]
    if step == MAIN_PASS:
        s = _resolve_capture(s)
    s = s.evolve(passes=s.passes[1:])
    if s.passes:
        return _begin_pass(s)
    return _dawn(s)


def _resolve_capture(s: SaulState) -> SaulState:
    """The most-picked target is captured (ties at random); Michal may be caught instead."""
    rng, log = s.rng, list(s.log)
    tally = Counter(target for _, target in s.picks)
    target: Seat | None = None
    if tally:
        top = max(tally.values())
        tied = sorted(p for p, c in tally.items() if c == top)
        rng, target = rng_below(rng, len(tied))
        target = tied[target]
    michal = s.seat_of(MICHAL)
    caught = False
    if s.michal_spied and michal is not None:
        rng, caught = rng_chance(rng, CATCH_CHANCES[s.options["michal_catch_chance"]])
        spies = list(_spies(s))
        if caught:
            target = michal
            seen: list[Seat] = []
        elif s.options["michal_sees"] == "all":
            seen = spies
        else:
            rng, one = rng_below(rng, len(spies))
            seen = [spies[one]]
        log.append(Event("glimpse", {"seat": michal, "caught": caught, "spies": tuple(seen)},
                         (michal,)))
    log.append(Event("captured", {"target": target, "michal_caught": caught}, _spies(s)))
    return s.evolve(rng=rng, captured=target, log=tuple(log))


def _dawn(s: SaulState) -> SaulState:
    out = set()
    if s.captured is not None and not s.freed:
        out.add(s.captured)
    if s.banished is not None:
        out.add(s.banished)
    fallen = tuple(sorted(out))   # sorted: the announcement never says who was captured
    s = s.evolve(day=s.day + 1, passes=(), log=s.log + (Event("dawn", {"day": s.day + 1,
                                                                       "eliminated": fallen}),))
    return _chain(s.evolve(pending=tuple((p, "night") for p in fallen), then="day"))


# --- eliminations -----------------------------------------------------------

def _chain(s: SaulState) -> SaulState:
    """Process pending eliminations: lovers' grief, the Valiant Warrior's shot, each
    new one checked the same way; then victory, the General's successor, and on."""
    pending = list(s.pending)
    alive, log = list(s.alive), list(s.log)
    while pending:
        seat, cause = pending.pop(0)
        if not alive[seat]:
            continue
        alive[seat] = False
        log.append(Event("eliminated", {"seat": seat, "role": s.roles[seat], "cause": cause}))
        if s.lovers is not None and seat in s.lovers:
            other = s.lovers[1] if seat == s.lovers[0] else s.lovers[0]
            if alive[other]:
                pending.append((other, "grief"))
        if s.roles[seat] == VALIANT and any(alive):
            return s.evolve(alive=tuple(alive), log=tuple(log), pending=tuple(pending),
                            phase=SHOT, shooter=seat, candidates=(), votes=())
    s = s.evolve(alive=tuple(alive), log=tuple(log), pending=(), shooter=None)
    winner = _victory(s)
    if winner is not None:
        return _end(s, winner)
    if s.general is not None and not s.alive[s.general]:
        return s.evolve(phase=SUCCESSOR, candidates=(), votes=())
    return _go_on(s)


def _victory(s: SaulState) -> str | None:
    """Checked in this order: the mixed lovers, David, the Spies."""
    living = s.living()
    if s.mixed_lovers() and s.lovers is not None and set(living) == set(s.lovers):
        return LOVERS
    if not any(s.is_spy(p) for p in living):
        return DAVID
    if sum(not s.is_spy(p) for p in living) <= 1:
        return SAUL
    return None


def _end(s: SaulState, camp: str) -> SaulState:
    event = Event("game_over", {"winner": camp, "roles": s.roles, "lovers": s.lovers,
                                "middle": s.middle})
    return s.evolve(phase=OVER, winner=camp, candidates=(), votes=(), log=s.log + (event,))


def _go_on(s: SaulState) -> SaulState:
    if s.then == "night":
        return _start_night(s)
    if s.day == 1 and s.options["general"] and s.general is None:
        return _debate(s, ELECT)
    return _debate(s, VOTE)


def _debate(s: SaulState, ballot: str) -> SaulState:
    """Table talk before a ballot: the ballot opens once every living seat is ready."""
    return s.evolve(phase=DEBATE, ballot_next=ballot, candidates=(), votes=(),
                    ready=tuple(not a for a in s.alive))


def _ready(s: SaulState, seat: Seat, move: Move) -> SaulState:
    ready = s.ready[:seat] + (True,) + s.ready[seat + 1:]
    if not all(ready):
        return s.evolve(ready=ready)
    return _ballot(s.evolve(ready=()), s.ballot_next, s.living(), 1)


def _ballot(s: SaulState, phase: str, candidates: tuple[Seat, ...], ballot: int) -> SaulState:
    return s.evolve(phase=phase, candidates=candidates, ballot=ballot,
                    votes=(None,) * s.players)


# --- the day -----------------------------------------------------------------

def _weight(s: SaulState, seat: Seat) -> int:
    return 2 if s.phase == VOTE and seat == s.general else 1


def _cast(s: SaulState, seat: Seat, move: Move) -> SaulState:
    votes = s.votes[:seat] + (move["target"],) + s.votes[seat + 1:]
    s = s.evolve(votes=votes)
    if any(votes[p] is None for p in s.living()):
        return s
    tally: Counter[Seat] = Counter()
    for p in s.living():
        target = votes[p]
        assert target is not None
        tally[target] += _weight(s, p)
    top = max(tally.values())
    tied = tuple(sorted(p for p, c in tally.items() if c == top))
    event = Event("ballot", {"kind_of": s.phase, "ballot": s.ballot, "votes": votes,
                             "general": s.general if s.phase == VOTE else None,
                             "tally": {str(p): c for p, c in sorted(tally.items())},
                             "tied": tied})
    s = s.evolve(log=s.log + (event,))
    if s.phase == ELECT:
        return _elected(s, tied)
    if len(tied) == 1:
        return _banish(s, tied[0])
    if s.general is not None and s.alive[s.general]:
        return s.evolve(phase=TIEBREAK, candidates=tied, votes=())
    if s.ballot == 1:
        return _ballot(s, VOTE, tied, 2)
    s = s.evolve(log=s.log + (Event("no_banishment", {"day": s.day}),))
    return _start_night(s)


def _elected(s: SaulState, tied: tuple[Seat, ...]) -> SaulState:
    if len(tied) > 1 and s.ballot == 1:
        return _ballot(s, ELECT, tied, 2)
    rng, general = s.rng, tied[0]
    if len(tied) > 1:
        rng, i = rng_below(rng, len(tied))
        general = tied[i]
    event = Event("general", {"seat": general, "how": "elected", "drawn": len(tied) > 1})
    return _debate(s.evolve(rng=rng, general=general, log=s.log + (event,)), VOTE)


def _tiebreak(s: SaulState, seat: Seat, move: Move) -> SaulState:
    event = Event("tiebreak", {"seat": seat, "target": move["target"]})
    return _banish(s.evolve(log=s.log + (event,)), move["target"])


def _banish(s: SaulState, target: Seat) -> SaulState:
    s = s.evolve(candidates=(), votes=(), log=s.log + (Event("banished", {"seat": target}),))
    return _chain(s.evolve(pending=((target, "banished"),), then="night"))


def _shoot(s: SaulState, seat: Seat, move: Move) -> SaulState:
    event = Event("shot", {"seat": seat, "target": move["target"]})
    return _chain(s.evolve(pending=((move["target"], "shot"), *s.pending), log=s.log + (event,)))


def _successor(s: SaulState, seat: Seat, move: Move) -> SaulState:
    event = Event("general", {"seat": move["target"], "how": "named", "by": seat, "drawn": False})
    return _go_on(s.evolve(general=move["target"], log=s.log + (event,)))


_NIGHT = {"thief": _thief, "lovers": _lovers, "vision": _vision, "capture": _capture,
          "michal": _michal, "contacts": _contacts}
_DAY = {DEBATE: _ready, ELECT: _cast, VOTE: _cast, TIEBREAK: _tiebreak, SHOT: _shoot, SUCCESSOR: _successor}

