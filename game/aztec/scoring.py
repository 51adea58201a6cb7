"""Scoring after round 5 (rules file, "Scoring"), also used for the running preview.

Everything it reads is public (jewels, artefacts, stones, characters), so every seat
may see every score at any time.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from .data import ARTEFACTS, CHARACTERS, COLOURS, DUO_VP, TRIO_VP, Jewels


def trios(j: Jewels) -> int:
    """Sets of one red, one blue and one yellow."""
    return min(j)


def duos(character: str, j: Jewels) -> int:
    """Duos of the character: two of that colour for a same-colour duo, one of each for a
    mixed duo; counted from the same jewels as the trios [filled]."""
    a, b = (COLOURS.index(c) for c in CHARACTERS[character])
    return j[a] // 2 if a == b else min(j[a], j[b])


@cache
def _feather_splits(k: int) -> tuple[Jewels, ...]:
    """Every way to give k Quetzal Feathers a colour each."""
    return tuple((r, b, k - r - b) for r in range(k + 1) for b in range(k + 1 - r))


def score(character: str, j: Jewels, artefacts: Sequence[str], stones: int) -> dict[str, Any]:
    """The score lines of one player, best use of the Quetzal Feathers included."""
    feathers = sum(a == "quetzal_feather" for a in artefacts)
    suns = sum(a == "sun_stone" for a in artefacts)
    serpents = sum(a == "feathered_serpent" for a in artefacts)
    printed = sum(ARTEFACTS[a][1] for a in artefacts)
    best: dict[str, Any] | None = None
    for split in _feather_splits(feathers):
        counted = (j[0] + split[0], j[1] + split[1], j[2] + split[2])
        t, d = trios(counted), duos(character, counted)
        total = TRIO_VP * t + DUO_VP * d + printed + suns * t + serpents * d - stones
        lines: dict[str, Any] = {
            "trios": t, "trio_vp": TRIO_VP * t,
            "duos": d, "duo_vp": DUO_VP * d,
            "artefact_vp": printed + suns * t + serpents * d,
            "stones": stones, "stone_vp": -stones,
            "feathers": dict(zip(COLOURS, split)),
            "total": total,
        }
        if best is None or lines["total"] > best["total"]:
            best = lines
    assert best is not None
    return best


def winners(totals: Sequence[int], stones: Sequence[int]) -> tuple[int, ...]:
    """Highest total; tie: fewest cursed stones; still tied: a shared victory."""
    top = max(totals)
    tied = [p for p, t in enumerate(totals) if t == top]
    fewest = min(stones[p] for p in tied)
    return tuple(p for p in tied if stones[p] == fewest)
