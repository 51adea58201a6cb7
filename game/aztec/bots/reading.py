"""What a bot reads from its view: the cards it has not seen, every seat's public
stock, what each opponent did in earlier rounds, and the worth of jewels to a seat.

Everything here is rebuilt from the view alone (the log carries the history), so a
bot loaded from a save plays on exactly as before.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from game.aztec.data import (
    ARTEFACTS,
    CARD_KINDS,
    CHARACTERS,
    COLOURS,
    JEWEL_DECK,
    ROUNDS,
    Jewels,
    as_mapping,
)
from game.aztec.state import possible_takes

# Mean jewels of each colour on a card of the deck (about 0.98).
MEAN_PER_COLOUR = sum(sum(c) for c in JEWEL_DECK) / len(JEWEL_DECK) / 3
KIND_SET = frozenset(CARD_KINDS)


def jewels_of(m: Any) -> Jewels:
    """A jewel mapping of the view or of a legal move as a triple (both are the game's
    own, so it is not checked again)."""
    return (m.get("red", 0), m.get("blue", 0), m.get("yellow", 0))


@dataclass
class SeatHistory:
    """One seat's past rounds as the log shows them."""

    truths: int = 0
    lies: int = 0
    lie_takes: list[Jewels] = field(default_factory=list)
    accusations: int = 0
    beliefs: int = 0
    # (suspicion of the target's take, accused?) for each bet, to learn how a seat bets
    bets_on: list[tuple[float, bool]] = field(default_factory=list)


@dataclass
class Reading:
    view: dict[str, Any]
    me: int
    n: int
    card: Jewels | None
    takes: list[Jewels | None]          # this round's visible takes (bet phase), else None
    pool: Counter[Jewels]               # cards the viewer has not seen (any seat's or the box's)
    public_pool: Counter[Jewels]        # cards nobody has seen revealed
    history: list[SeatHistory]
    jewels: list[Jewels]
    stones: list[int]
    characters: list[str]
    artefacts: list[list[str]]

    @classmethod
    def of(cls, view: dict[str, Any]) -> Reading:
        me, n = view["seat"], view["players"]
        seen: Counter[Jewels] = Counter()
        revealed: Counter[Jewels] = Counter()
        history = [SeatHistory() for _ in range(n)]
        takes_by_round: dict[int, list[Jewels]] = {}
        for e in view["log"]:
            kind = e["kind"]
            if kind == "card":
                seen[jewels_of(e["card"])] += 1
            elif kind == "takes":
                takes_by_round[e["round"]] = [jewels_of(t) for t in e["takes"]]
            elif kind == "reveal":
                card = jewels_of(e["card"])
                revealed[card] += 1
                if e["seat"] != me:
                    seen[card] += 1
                h = history[e["seat"]]
                if e["truth"]:
                    h.truths += 1
                else:
                    h.lies += 1
                    h.lie_takes.append(jewels_of(e["take"]))
            elif kind == "bets":
                takes = takes_by_round.get(e["round"], [])
                looks = PublicLook(revealed)
                for p, b in enumerate(e["bets"]):
                    h = history[p]
                    if b["believe"]:
                        h.beliefs += 1
                    else:
                        h.accusations += 1
                    if takes:
                        h.bets_on.append((1.0 - looks.truth(takes[b["target"]]),
                                          not b["believe"]))
        pool = Counter(JEWEL_DECK)
        pool.subtract(seen)
        public = Counter(JEWEL_DECK)
        public.subtract(revealed)
        seats = view["seats"]
        takes_now: list[Jewels | None] = [jewels_of(s["take"]) if s["take"] is not None else None
                                          for s in seats]
        return cls(view=view, me=me, n=n,
                   card=jewels_of(view["card"]) if view["card"] is not None else None,
                   takes=takes_now, pool=+pool, public_pool=+public, history=history,
                   jewels=[jewels_of(s["jewels"]) for s in seats],
                   stones=[s["stones"] for s in seats],
                   characters=[s["character"] or "itzel" for s in seats],
                   artefacts=[list(s["artefacts"]) for s in seats])

    # --- cards ---------------------------------------------------------------
    def card_chance(self, take: Jewels, pool: Counter[Jewels] | None = None) -> float:
        """The chance that an unseen card shows exactly ``take``."""
        pool = self.pool if pool is None else pool
        total = sum(pool.values())
        return pool[take] / total if total else 0.0

    def rounds_left(self) -> int:
        """Rounds after this one."""
        return ROUNDS - int(self.view["round"])

    def temple(self) -> Jewels:
        return jewels_of(self.view["temple"])

    def candidate_takes(self) -> list[Jewels]:
        return possible_takes(self.temple())


class PublicLook:
    """How true a take looks to someone who knows only the revealed cards: a take no
    card shows is a sure lie; otherwise the card's share of the unrevealed deck weighed
    against a bluffer picking uniformly among the card kinds."""

    def __init__(self, revealed: Counter[Jewels], honest: float = 0.7) -> None:
        left = Counter(JEWEL_DECK)
        left.subtract(revealed)
        self.left = +left
        self.total = sum(self.left.values())
        self.honest = honest

    def truth(self, take: Jewels) -> float:
        if take not in KIND_SET:
            return 0.0
        p_card = self.left[take] / self.total if self.total else 0.0
        lie = (1 - self.honest) / len(CARD_KINDS)
        return self.honest * p_card / (self.honest * p_card + lie)


def smooth_score(character: str, j: tuple[float, float, float], artefacts: list[str]) -> float:
    """The scoring formula on fractional jewel counts (projected futures), artefacts'
    end-game bonuses and feathers included; stones left out."""
    feathers = artefacts.count("quetzal_feather")
    r, b, y = j
    for _ in range(feathers):  # a feather goes where it helps most: the scarcest colour
        lo = min(range(3), key=lambda i: (r, b, y)[i])
        r, b, y = (r + (lo == 0), b + (lo == 1), y + (lo == 2))
    trios = min(r, b, y)
    a, c = (COLOURS.index(x) for x in CHARACTERS[character])
    vals = (r, b, y)
    duos = vals[a] / 2 if a == c else min(vals[a], vals[c])
    suns = artefacts.count("sun_stone")
    serpents = artefacts.count("feathered_serpent")
    return (2 + suns) * trios + (1 + serpents) * duos


def printed_vp(artefact: str) -> int:
    return int(ARTEFACTS[artefact][1])


def mapping(j: Jewels) -> dict[str, int]:
    return as_mapping(j)
