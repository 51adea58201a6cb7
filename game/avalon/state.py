"""The immutable Avalon state (only the fields the rules need, never mutated), whose
move it is, the legal moves and the statements a seat may make (``apply`` is in rules.py,
``say`` in talk.py).

A new state is made with ``evolve`` (a shallow copy with some fields changed),
which is several times faster than ``dataclasses.replace`` and keeps random play fast.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any

from game.core import Event, Move, Seat

from .data import CLAIMED_ROLES, EVIL, LAST_QUEST, QUESTS, SIDE_OF, TALK_CAP, TEAM_SIZES

# Phases, in the order a round visits them.
PROPOSE, VOTE, QUEST, LADY, ASSASSINATE, OVER = (
    "propose", "vote", "quest", "lady", "assassinate", "over")


@dataclass(frozen=True, eq=False)
class AvalonState:
    players: int
    options: Mapping[str, Any]          # resolved options; shared, never mutated
    roles: tuple[str, ...]              # one character id per seat (hidden)
    phase: str
    leader: Seat
    quest: int = 0                      # quest number (1-5) of the current proposal; 0 = none
    team: tuple[Seat, ...] = ()         # current proposed / approved team, sorted
    rejects: int = 0                    # rejected teams in a row since the last resolved quest
    votes: tuple[bool | None, ...] = () # secret votes of the current proposal (None = not yet)
    played: tuple[Seat, ...] = ()       # team members who have played their quest card
    fails: int = 0                      # fail cards so far in the current quest (hidden)
    # per quest 1..5: None, or (success, fail cards, lost by the fifth reject)
    results: tuple[tuple[bool, int, bool] | None, ...] = (None,) * 5
    lady: Seat | None = None            # holder of the Lady of the Lake
    lady_from: Seat | None = None       # who examined the holder (he passed her on)
    lady_held: tuple[Seat, ...] = ()    # everyone who has held her, in order
    lady_exams: tuple[tuple[Seat, Seat, bool], ...] = ()  # (holder, target, target is good)
    winner: str | None = None           # "good" / "evil" once over
    reason: str | None = None
    assassinated: Seat | None = None
    talked: tuple[int, ...] = ()        # statements per seat since the last rules move
    log: tuple[Event, ...] = ()

    def evolve(self, **changes: Any) -> AvalonState:
        new = object.__new__(AvalonState)
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        return new

    # --- derived facts -------------------------------------------------------
    def is_evil(self, seat: Seat) -> bool:
        return SIDE_OF[self.roles[seat]] == EVIL

    def team_size(self, quest: int) -> int:
        return TEAM_SIZES[self.players][quest - 1]

    def resolved(self) -> int:
        return sum(r is not None for r in self.results)

    def seat_of(self, role: str) -> Seat | None:
        try:
            return self.roles.index(role)
        except ValueError:
            return None

    # --- the protocol (the functions below; moves are applied in rules.py) ---
    def to_act(self) -> tuple[Seat, ...]:
        return to_act(self)

    def legal(self, seat: Seat) -> list[Move]:
        return legal(self, seat)

    def talk(self, seat: Seat) -> list[Move]:
        return statements(self, seat)

    def over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> tuple[Seat, ...]:
        if self.winner is None:
            return ()
        return tuple(s for s in range(self.players) if SIDE_OF[self.roles[s]] == self.winner)


# ---------------------------------------------------------------------------
# Whose move, and which moves
# ---------------------------------------------------------------------------

def to_act(s: AvalonState) -> tuple[Seat, ...]:
    phase = s.phase
    if phase == VOTE:
        return tuple(i for i, v in enumerate(s.votes) if v is None)
    if phase == QUEST:
        return tuple(m for m in s.team if m not in s.played)
    if phase == PROPOSE:
        return (s.leader,)
    if phase == LADY:
        assert s.lady is not None, "the Lady phase has a holder"
        return (s.lady,)
    if phase == ASSASSINATE:
        assassin = s.seat_of("assassin")
        assert assassin is not None, "the assassination phase has an assassin"
        return (assassin,)
    return ()


def open_quests(s: AvalonState) -> tuple[int, ...]:
    """Quests the leader may pick: the next one in order, or (free order) any unplayed
    quest, quest 5 only once quests 1-4 are done."""
    unplayed = [q for q in QUESTS if s.results[q - 1] is None]
    if s.options["quest_order"] == "in_order":
        return (unplayed[0],)
    if unplayed == [LAST_QUEST]:
        return (LAST_QUEST,)
    return tuple(q for q in unplayed if q != LAST_QUEST)


@cache
def _teams(players: int, size: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations(range(players), size))


def lady_targets(s: AvalonState) -> list[Seat]:
    """Who the holder may examine: not himself; by default not the one who examined him,
    with ``never_held`` nobody who has held the Lady."""
    barred: set[Seat | None]
    if s.options["lady_targets"] == "never_held":
        barred = set(s.lady_held)
    else:
        barred = {s.lady, s.lady_from}
    return [p for p in range(s.players) if p not in barred]


def legal(s: AvalonState, seat: Seat) -> list[Move]:
    if seat not in to_act(s):
        return []
    phase = s.phase
    if phase == VOTE:
        return [{"kind": "vote", "approve": True}, {"kind": "vote", "approve": False}]
    if phase == QUEST:
        # good must play Success; evil may play either
        if s.is_evil(seat):
            return [{"kind": "quest", "success": True}, {"kind": "quest", "success": False}]
        return [{"kind": "quest", "success": True}]
    if phase == PROPOSE:
        return [{"kind": "propose", "quest": q, "team": list(team)}
                for q in open_quests(s) for team in _teams(s.players, s.team_size(q))]
    if phase == LADY:
        moves: list[Move] = [{"kind": "lady", "target": p} for p in lady_targets(s)]
        if s.options["lady_use"] == "optional":
            moves.append({"kind": "lady", "target": None})
        return moves
    if phase == ASSASSINATE:
        return [{"kind": "assassinate", "target": p}
                for p in range(s.players) if not s.is_evil(p)]
    return []


def statements(s: AvalonState, seat: Seat) -> list[Move]:
    """The statements ``seat`` may make now (never part of ``legal``)."""
    if s.phase == OVER or not 0 <= seat < s.players or s.talked[seat] >= TALK_CAP:
        return []
    out: list[Move] = []
    for p in range(s.players):
        if p != seat:
            out.append({"kind": "say", "claim": "evil", "target": p})
            out.append({"kind": "say", "claim": "good", "target": p})
    if s.phase in (VOTE, QUEST):
        out.append({"kind": "say", "claim": "trust_team"})
    # only characters this game has (the options say which, so nothing hidden leaks)
    out.extend({"kind": "say", "claim": "role", "role": r} for r in CLAIMED_ROLES
               if r == "servant" or s.options["percival" if r == "percival"
                                              else "merlin_assassin"])
    for holder, target, _ in s.lady_exams:
        if holder == seat:
            out.append({"kind": "say", "claim": "lady", "target": target, "good": True})
            out.append({"kind": "say", "claim": "lady", "target": target, "good": False})
    if s.phase == ASSASSINATE and s.is_evil(seat):
        out.extend({"kind": "say", "claim": "merlin_guess", "target": p}
                   for p in range(s.players) if not s.is_evil(p))
    return out
