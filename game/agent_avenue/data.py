"""Agent Avenue's components as data (rules file: shared/rules/agent-avenue.md)."""
from __future__ import annotations

from game.core import Option

MIN_PLAYERS, MAX_PLAYERS = 2, 4
RING = 14                  # spaces on the ring, moved clockwise
HOMES = (0, 7)             # each side's Home, as an offset from side 0's Home
CATCH = RING - HOMES[1]    # a progress lead that catches the other spy (7)
MARKET_SPACES = frozenset({2, 5, 9, 12})  # the advanced board's corners
HAND = 4                   # cards a player draws back to
MARKET_ROW = 3             # face-up Black Market cards
GETAWAY_STEPS = 3          # Getaway Car: stop exactly on a Home, advance this more
LOOKOUT_STEPS = 2          # Lookout: an Enforcer recruited advances this more
SUPERCOMPUTER_STEPS = 3    # Supercomputer: a Codebreaker recruited advances this
VAN_STEPS = 1              # Surveillance Van
THREE = 3                  # Codebreakers that win, Daredevils that lose
MASTERPLAN_TYPES = 7       # different agent types that win with Masterplan

# Agent -> (copies, movement with 1 / 2 / 3 or more of that type in play). The
# Sidekick and the Mole are single cards: their movement is the same at any count.
AGENTS: dict[str, tuple[int, tuple[int, int, int]]] = {
    "double_agent": (6, (-1, 6, -1)),
    "enforcer": (6, (1, 2, 3)),
    "codebreaker": (6, (0, 0, 0)),
    "saboteur": (6, (-1, -1, -2)),
    "daredevil": (6, (2, 3, 0)),
    "sentinel": (6, (0, 2, 6)),
    "sidekick": (1, (4, 4, 4)),
    "mole": (1, (-3, -3, -3)),
}
TYPES: tuple[str, ...] = tuple(AGENTS)
INDEX: dict[str, int] = {a: i for i, a in enumerate(TYPES)}
AGENT_DECK: tuple[str, ...] = tuple(a for a, (n, _) in AGENTS.items() for _ in range(n))


def movement(agent: str, count: int) -> int:
    """The printed movement of ``agent`` when its recruiter has ``count`` in play."""
    return AGENTS[agent][1][min(count, 3) - 1]


# Black Market card -> "permanent" | "immediate".
PERMANENT, IMMEDIATE = "permanent", "immediate"
MARKET: dict[str, str] = {
    "leader_of_the_pack": PERMANENT,
    "masterplan": PERMANENT,
    "security_system": PERMANENT,
    "getaway_car": PERMANENT,
    "lookout": PERMANENT,
    "supercomputer": PERMANENT,
    "distraction": PERMANENT,
    "evil_twin": PERMANENT,
    "surveillance_van": IMMEDIATE,
    "smoke_screen": IMMEDIATE,
    "outpost": IMMEDIATE,
    "secret_recruit": IMMEDIATE,
    "double_trouble": IMMEDIATE,
    "spycation": IMMEDIATE,
    "mind_control": IMMEDIATE,
}
MARKET_DECK: tuple[str, ...] = tuple(MARKET)
HOME_CARDS = ("security_system", "getaway_car")  # always on with home_spaces_active

BASIC, ADVANCED = "basic", "advanced"
OPTIONS: dict[str, Option] = {
    "mode": Option(BASIC, (BASIC, ADVANCED)),
    "home_spaces_active": Option(False, (False, True), needs={"mode": ADVANCED}),
}


def side_of(seat: int) -> int:
    """Teams alternate around the table: seats 0 and 2 against 1 (and 3)."""
    return seat % 2


def members(players: int, side: int) -> tuple[int, ...]:
    return tuple(p for p in range(players) if p % 2 == side)


def discard_limit(players: int, seat: int) -> int:
    """4 per player in a duel and for a solo player facing a team; 2 per teammate."""
    return 4 if len(members(players, side_of(seat))) == 1 else 2
