"""The immutable Avalon state: only the fields the rules need, never mutated.

A new state is made with ``evolve`` (a shallow copy with some fields changed),
which is several times faster than ``dataclasses.replace`` and keeps random play fast.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core import Event, Move, Seat

from .data import EVIL, SIDE_OF, TEAM_SIZES

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

    # --- the protocol (rules live in rules.py / talk.py) --------------------
    def to_act(self) -> tuple[Seat, ...]:
        return _rules.to_act(self)

    def legal(self, seat: Seat) -> list[Move]:
        return _rules.legal(self, seat)

    def talk(self, seat: Seat) -> list[Move]:
        return _talk.statements(self, seat)

    def over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> tuple[Seat, ...]:
        if self.winner is None:
            return ()
        return tuple(s for s in range(self.players) if SIDE_OF[self.roles[s]] == self.winner)


from . import rules as _rules, talk as _talk  # noqa: E402  (rules imports this module first)
