"""Aztec's components as data (rules file: shared/rules/aztec.md).

A jewel count is a ``Jewels`` triple (red, blue, yellow) inside the rules; moves,
views and deals spell it as a mapping colour -> count (zero counts left out).
"""
from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from game.core import Option

MIN_PLAYERS, MAX_PLAYERS = 3, 6
ROUNDS = 5
PILE = 5                   # jewel cards dealt to each player
TEMPLE_START = 40          # jewels of each colour in the Temple
STONES = 40                # cursed stones in the game
START_STONES = 2           # each player's stones at setup
CURSE_START = 1            # stones on each Curse card at setup
CURSE_REFILL = 1           # stones added to each Curse card at the end of a round
TAKE_MIN, TAKE_MAX = 1, 4  # jewels a player takes (4: the most any card shows)
ARTEFACT_DRAW = 3          # artefacts drawn when one is gained; one is kept
ACCUSERS_FOR_ARTEFACT = 2  # accusers needed for the artefact payoffs
TRIO_VP, DUO_VP = 2, 1

COLOURS = ("red", "blue", "yellow")
Jewels = tuple[int, int, int]
NONE: Jewels = (0, 0, 0)

# Character -> its scoring duo, as the two colours of the pair.
CHARACTERS: dict[str, tuple[str, str]] = {
    "itzel": ("red", "red"),
    "tenoch": ("blue", "blue"),
    "xochi": ("yellow", "yellow"),
    "amaru": ("red", "blue"),
    "citlali": ("red", "yellow"),
    "nayeli": ("blue", "yellow"),
}


def jewels(**counts: int) -> Jewels:
    return (counts.get("red", 0), counts.get("blue", 0), counts.get("yellow", 0))


def _deck() -> tuple[Jewels, ...]:
    """The 42 jewel cards [design]: per colour 2 x XX, 2 x XXX, 1 x XXXX; per pair of
    colours 3 x XY, 2 x XXY, 2 x XYY, 2 x XXYY."""
    cards: list[Jewels] = []
    for c in COLOURS:
        for size, copies in ((2, 2), (3, 2), (4, 1)):
            cards += [jewels(**{c: size})] * copies
    for x, y in combinations(COLOURS, 2):
        for nx, ny, copies in ((1, 1, 3), (2, 1, 2), (1, 2, 2), (2, 2, 2)):
            cards += [jewels(**{x: nx, y: ny})] * copies
    return tuple(cards)


JEWEL_DECK: tuple[Jewels, ...] = _deck()
CARD_KINDS: tuple[Jewels, ...] = tuple(sorted(set(JEWEL_DECK)))

# Artefact -> (copies in the deck, victory points printed on it) [design]. The other
# effects are named in the sets below and applied by rules.py / scoring.py.
ARTEFACTS: dict[str, tuple[int, int]] = {
    "golden_idol": (3, 3),
    "jade_mask": (5, 2),
    "obsidian_blade": (6, 1),
    "sun_stone": (2, 0),          # +1 VP per trio at the end
    "feathered_serpent": (2, 0),  # +1 VP per character duo at the end
    "ritual_bowl": (4, 0),        # at once: return up to 2 of your stones to the reserve
    "quetzal_feather": (4, 0),    # one jewel of the colour you like best at scoring
    "cursed_idol": (4, 4),        # 4 VP, and at once take 2 stones from the reserve
}
RITUAL_BOWL_STONES = 2
CURSED_IDOL_STONES = 2
ARTEFACT_DECK: tuple[str, ...] = tuple(a for a, (n, _) in ARTEFACTS.items() for _ in range(n))

OPTIONS: dict[str, Option] = {
    "characters": Option("random", ("random", "chosen")),
}


def as_mapping(j: Jewels) -> dict[str, int]:
    """The rules file's spelling of a jewel count: colour -> count, zeros left out."""
    return {c: n for c, n in zip(COLOURS, j) if n}


def full_mapping(j: Jewels) -> dict[str, int]:
    """Colour -> count with every colour, zeros included (views)."""
    return dict(zip(COLOURS, j))


def from_mapping(m: Any) -> Jewels | None:
    """A jewel count from its mapping spelling, or None when it is not one."""
    if not isinstance(m, Mapping) or not set(m) <= set(COLOURS):
        return None
    out = []
    for c in COLOURS:
        n = m.get(c, 0)
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            return None
        out.append(n)
    return (out[0], out[1], out[2])


def add(a: Jewels, b: Jewels) -> Jewels:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def sub(a: Jewels, b: Jewels) -> Jewels:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])
