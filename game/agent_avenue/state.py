"""The immutable Agent Avenue state (only what the rules need, never mutated), whose
move it is and the legal moves.

Sides: a duel has one player a side; the team variant puts seats 0 and 2 on side 0
and seats 1 (and 3) on side 1. A side shares one spy, one tableau and its Black
Market cards; each seat keeps its own hand.
"""
from __future__ import annotations

from typing import Any

from game.core import Event, Move, Seat

from .data import INDEX, THREE, discard_limit

# Phases
PLAY_UP, PLAY_DOWN, RECRUIT, MARKET, ABILITY, OVER = \
    "play_up", "play_down", "recruit", "market", "ability", "over"
RECRUIT_NOW = "recruit_now"  # the ability step of Spycation: recruit the card taken back?


class AvenueState:
    """Fields (tuples, per seat or per side as named):

    hands[seat], discarded[seat] (face down, seen by their owner only), deck (top first),
    tableau[side] (count per agent type, in data.TYPES order), progress[side] (unwrapped
    steps from Home), perms[side] (permanent Black Market cards), market (face up),
    market_deck (top first), active (side), lead[side] / picker[side] (which member of
    the side plays face up / recruits this turn), up / down (the played cards),
    queue (sides owed a Black Market card, first first), choice (an ability waiting for
    its decider: (ability, seat, options)), result (winning seats), turn, log.
    """

    players: int
    options: dict[str, Any]
    advanced: bool
    home_active: bool
    teams: tuple[tuple[Seat, ...], ...]   # the seats of each side
    hands: tuple[tuple[str, ...], ...]
    discarded: tuple[tuple[str, ...], ...]
    deck: tuple[str, ...]
    tableau: tuple[tuple[int, ...], ...]
    progress: tuple[int, ...]
    perms: tuple[tuple[str, ...], ...]
    market: tuple[str, ...]
    market_deck: tuple[str, ...]
    used: tuple[str, ...]
    active: int
    lead: tuple[int, ...]
    picker: tuple[int, ...]
    phase: str
    up: str | None
    down: str | None
    queue: tuple[int, ...]
    choice: tuple[str, Seat, tuple[Any, ...]] | None
    result: tuple[Seat, ...]
    turn: int
    log: tuple[Event, ...]

    def __init__(self, **fields: Any) -> None:
        self.__dict__.update(fields)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("AvenueState is immutable; use evolve()")

    def evolve(self, **changes: Any) -> AvenueState:
        new = object.__new__(AvenueState)
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        return new

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AvenueState) and self.__dict__ == other.__dict__

    __hash__ = None  # type: ignore[assignment]

    # --- who is who this turn --------------------------------------------------
    def up_seat(self) -> Seat:
        side = self.teams[self.active]
        return side[self.lead[self.active] % len(side)]

    def down_seat(self) -> Seat:
        side = self.teams[self.active]
        return side[(self.lead[self.active] + 1) % len(side)]

    def recruiter(self) -> Seat:
        other = 1 - self.active
        side = self.teams[other]
        return side[self.picker[other] % len(side)]

    def decider(self, side: int) -> Seat:
        """Who takes and uses a Black Market card for ``side`` this turn."""
        return self.up_seat() if side == self.active else self.recruiter()

    def count(self, side: int, agent: str) -> int:
        return self.tableau[side][INDEX[agent]]

    def has(self, side: int, card: str) -> bool:
        return card in self.perms[side] or (self.home_active and card in HOME_ACTIVE)

    # --- the protocol --------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        return to_act(self)

    def legal(self, seat: Seat) -> list[Move]:
        return legal(self, seat)

    def talk(self, seat: Seat) -> list[Move]:
        return []  # no table talk: the bluff is in which card goes face down

    def over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> tuple[Seat, ...]:
        return self.result


HOME_ACTIVE = ("security_system", "getaway_car")


def to_act(s: AvenueState) -> tuple[Seat, ...]:
    phase = s.phase
    if phase == PLAY_UP:
        return (s.up_seat(),)
    if phase == PLAY_DOWN:
        return (s.down_seat(),)
    if phase == RECRUIT:
        return (s.recruiter(),)
    if phase == MARKET:
        return (s.decider(s.queue[0]),)
    if phase == ABILITY and s.choice is not None:
        return (s.choice[1],)
    return ()


def can_discard(s: AvenueState, seat: Seat, left: int) -> bool:
    """Discards come before a seat's first card of the turn, while the deck lasts."""
    if left <= 0 or not s.deck:
        return False
    return s.phase == PLAY_UP or s.down_seat() != s.up_seat()


def down_choices(hand: tuple[str, ...], up: str) -> list[str]:
    """A different card from the one face up, unless every card in hand is that card."""
    others = [c for c in dict.fromkeys(hand) if c != up]
    return others or [up]


def legal(s: AvenueState, seat: Seat) -> list[Move]:
    if seat not in to_act(s):
        return []
    phase = s.phase
    if phase in (PLAY_UP, PLAY_DOWN):
        hand = s.hands[seat]
        kind = "play_up" if phase == PLAY_UP else "play_down"
        cards = list(dict.fromkeys(hand)) if phase == PLAY_UP or s.up is None \
            else down_choices(hand, s.up)
        out: list[Move] = [{"kind": kind, "card": c} for c in cards]
        if can_discard(s, seat, discards_left(s, seat)):
            out += [{"kind": "discard", "card": c} for c in dict.fromkeys(hand)]
        return out
    if phase == RECRUIT:
        return [{"kind": "recruit", "pick": "up"}, {"kind": "recruit", "pick": "down"}]
    if phase == MARKET:
        return [{"kind": "market", "card": c} for c in s.market]
    if phase == ABILITY and s.choice is not None:
        ability, _, options = s.choice
        if ability == RECRUIT_NOW:
            return [{"kind": "recruit_now", "recruit": True},
                    {"kind": "recruit_now", "recruit": False}]
        return [{"kind": "ability", "agent": a} for a in options]
    return []


def discards_left(s: AvenueState, seat: Seat) -> int:
    return discard_limit(s.players, seat) - len(s.discarded[seat])


def types_in_play(s: AvenueState, side: int) -> int:
    return sum(1 for n in s.tableau[side] if n)


def three(s: AvenueState, side: int, agent: str) -> bool:
    return s.tableau[side][INDEX[agent]] >= THREE

