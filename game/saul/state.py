"""The immutable Saül contre David state: its fields and derived facts (the protocol
methods are added in rules.py, so this module imports no rules)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from game.core import Event, Seat

from .data import DAVID, LOVERS, SAUL, SPY

# Phases. Night passes are in ``passes``; the day has the table talk (each living seat
# says "ready" when done, then the ballot opens), the General's election, the
# banishment vote and the General's tie-break; a chain of eliminations may stop for the
# Valiant Warrior's shot or the fallen General's successor.
NIGHT, DEBATE, ELECT, VOTE, TIEBREAK, SHOT, SUCCESSOR, OVER = (
    "night", "debate", "elect", "vote", "tiebreak", "shot", "successor", "over")
DAY_PHASES = (DEBATE, ELECT, VOTE, TIEBREAK, SHOT, SUCCESSOR)


@dataclass(frozen=True, eq=False)
class SaulData:
    players: int
    options: Mapping[str, Any]            # resolved options; shared, never mutated
    dealt: tuple[str, ...]                # the card each seat was dealt (before the Thief)
    roles: tuple[str, ...]                # the card each seat plays now (hidden)
    middle: tuple[str, ...]               # the two middle cards (Thief only), after his swap
    rng: int                              # generator state (hidden)
    phase: str
    alive: tuple[bool, ...]
    night: int = 0                        # nights begun
    day: int = 0                          # days begun
    passes: tuple[str, ...] = ()          # this night's passes still to play, current first
    moved: tuple[bool, ...] = ()          # who has made the current night pass's move
    picks: tuple[tuple[Seat, Seat], ...] = ()   # (spy, target) this night
    michal_spied: bool = False
    captured: Seat | None = None          # this night's capture (after Michal)
    freed: bool = False
    banished: Seat | None = None          # the Servant's David contact, this night
    contacts: tuple[bool, bool] = (False, False)  # (Saul contact used, David contact used)
    lovers: tuple[Seat, Seat] | None = None
    met: bool = False                     # the Spies have seen each other
    general: Seat | None = None
    candidates: tuple[Seat, ...] = ()     # who may be voted for now
    votes: tuple[Seat | None, ...] = ()   # secret votes of the current ballot
    ready: tuple[bool, ...] = ()          # who has ended the table talk (debate phase)
    ballot_next: str = ""                 # the ballot the debate leads to: elect | vote
    ballot: int = 1                       # 1, or 2 for the revote among the tied
    pending: tuple[tuple[Seat, str], ...] = ()  # eliminations to process: (seat, cause)
    then: str = ""                        # where play goes once the chain is done: day | night
    shooter: Seat | None = None
    winner: str | None = None             # a camp once over
    talked: tuple[int, ...] = ()
    log: tuple[Event, ...] = ()

    def evolve(self, **changes: Any) -> Self:
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        return new

    # --- derived facts -------------------------------------------------------
    def living(self) -> tuple[Seat, ...]:
        return tuple(p for p in range(self.players) if self.alive[p])

    def is_spy(self, seat: Seat) -> bool:
        return self.roles[seat] == SPY

    def mixed_lovers(self) -> bool:
        return self.lovers is not None and self.is_spy(self.lovers[0]) != self.is_spy(self.lovers[1])

    def camp(self, seat: Seat) -> str:
        if self.mixed_lovers() and self.lovers is not None and seat in self.lovers:
            return LOVERS
        return SAUL if self.is_spy(seat) else DAVID

    def seat_of(self, role: str) -> Seat | None:
        return self.roles.index(role) if role in self.roles else None
