"""The immutable Aztec state (only the fields the rules need, never mutated), whose
move it is and the legal moves.

``evolve`` makes a new state with some fields changed (a shallow copy).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core import Event, Move, Seat

from .data import CHARACTERS, NONE, TAKE_MAX, TAKE_MIN, Jewels, as_mapping

# Phases. CHOOSE only with the option characters=chosen; KEEP whenever a player
# gained an artefact (draw 3, keep 1) during the reveal.
CHOOSE, TAKE, BET, KEEP, OVER = "choose", "take", "bet", "keep", "over"

Bet = tuple[Seat, bool]  # (target, believe)


@dataclass(frozen=True, eq=False)
class AztecState:
    players: int
    options: Mapping[str, Any]
    characters: tuple[str | None, ...]      # per seat (None while still to choose)
    piles: tuple[tuple[Jewels, ...], ...]   # per seat, top first; the top is this round's card
    artefact_deck: tuple[str, ...]          # top first
    first: Seat                             # first player of this round
    phase: str
    round: int = 1
    temple: Jewels = (0, 0, 0)
    reserve: int = 0                        # cursed stones in the reserve
    curses: tuple[int, int, int] = (0, 0, 0)  # stones on the red, blue, yellow Curse cards
    jewels: tuple[Jewels, ...] = ()         # per seat, the player's reserve of jewels
    stones: tuple[int, ...] = ()            # per seat
    artefacts: tuple[tuple[str, ...], ...] = ()  # per seat, kept artefacts (public)
    takes: tuple[Jewels | None, ...] = ()   # per seat, this round (secret until all took)
    bets: tuple[Bet | None, ...] = ()       # per seat, this round (secret until all bet)
    revealed: int = 0                       # players of this round's order already revealed
    gains: tuple[Seat, ...] = ()            # artefacts owed, in order; gains[0] keeps now
    drawn: tuple[str, ...] = ()             # the cards gains[0] drew (seen by that seat only)
    result: tuple[Seat, ...] = ()           # winners once over
    log: tuple[Event, ...] = ()

    def evolve(self, **changes: Any) -> AztecState:
        new = object.__new__(AztecState)
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        return new

    # --- derived facts -------------------------------------------------------
    def order(self) -> tuple[Seat, ...]:
        """This round's turn order: the first player, then clockwise (seat + 1)."""
        return tuple((self.first + i) % self.players for i in range(self.players))

    def card(self, seat: Seat) -> Jewels:
        """The jewel card ``seat`` looks at this round (the top of its pile)."""
        return self.piles[seat][0]

    # --- the protocol (moves are applied by rules.py) -----------------------
    def to_act(self) -> tuple[Seat, ...]:
        return to_act(self)

    def legal(self, seat: Seat) -> list[Move]:
        return legal(self, seat)

    def talk(self, seat: Seat) -> list[Move]:
        return []  # Aztec has no talk rules

    def over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> tuple[Seat, ...]:
        return self.result


# ---------------------------------------------------------------------------
# Whose move, and which moves
# ---------------------------------------------------------------------------

def to_act(s: AztecState) -> tuple[Seat, ...]:
    if s.phase == TAKE:
        return tuple(p for p, t in enumerate(s.takes) if t is None)
    if s.phase == BET:
        return tuple(p for p, b in enumerate(s.bets) if b is None)
    if s.phase == KEEP:
        return (s.gains[0],)
    if s.phase == CHOOSE:
        return ((s.first + sum(c is not None for c in s.characters)) % s.players,)
    return ()


def possible_takes(temple: Jewels) -> list[Jewels]:
    """1 to 4 jewels, any colours, no more of a colour than the Temple holds (an empty
    Temple: nothing, the only take left)."""
    if not any(temple):
        return [NONE]
    out = []
    for r in range(min(TAKE_MAX, temple[0]) + 1):
        for b in range(min(TAKE_MAX - r, temple[1]) + 1):
            for y in range(min(TAKE_MAX - r - b, temple[2]) + 1):
                if r + b + y >= TAKE_MIN:
                    out.append((r, b, y))
    return out


def legal(s: AztecState, seat: Seat) -> list[Move]:
    if seat not in to_act(s):
        return []
    if s.phase == TAKE:
        return [{"kind": "take", "jewels": as_mapping(j)} for j in possible_takes(s.temple)]
    if s.phase == BET:
        return [{"kind": "bet", "target": p, "believe": b}
                for p in range(s.players) if p != seat for b in (True, False)]
    if s.phase == KEEP:
        return [{"kind": "keep", "artefact": a} for a in dict.fromkeys(s.drawn)]
    if s.phase == CHOOSE:
        return [{"kind": "character", "character": c} for c in CHARACTERS
                if c not in s.characters]
    return []
