"""Hidden worlds consistent with what a seat knows, drawn uniformly at random.

The hard bots of games too large to enumerate reason over sampled worlds. A seat
knows which items are still unseen (cards, roles, tiles: a multiset of values) and
where they may be: slots (another seat's role, a hand of 3, a pile, the rest of the
deck), each taking ``size`` items from its ``allowed`` values::

    worlds = Worlds({"merlin": 1, "servant": 2, "assassin": 1},
                    [Slot(1, allowed={"merlin", "servant"}), Slot(2), Slot(3), Slot(4)])
    world = worlds.sample(rng)       # {1: ("servant",), 2: ("assassin",), ...}

**What uniform means.** Items of the same value are copies of one card: a world is
drawn as a shuffled deck would deal it, conditioned on the constraints. So each way
to deal the *physical* items is equally likely; a world where a hand holds two copies
of a card is weighted by the number of deals that give it (for slots of size 1,
e.g. roles, this is plainly uniform over assignments). This is the prior a Bayesian
bot wants: a shuffle. An ``ordered`` slot (a pile, a deck) is returned in a random
order of its items, as dealt; other slots in the items' order.

**How.** First by rejection: shuffle the items, deal them into the slots in order,
keep the deal if every slot got only allowed values (cheap, and exact). After
``tries`` failed deals (the constraints are tight), by sequential sampling: slot by
slot, choose how many items of each class the slot gets (a class: the values allowed
in exactly the same slots, which the constraints cannot tell apart), weighted by the
number of ways to deal the physical items so and complete the other slots (exact
counts, memoised over the remaining counts per class); then deal each class's items,
shuffled, into those counts. The memo grows with the product of (class count + 1):
fine for a few classes (colours, roles, a handful of card kinds), slow for dozens of
kinds each constrained differently; there, keep ``tries`` high. Both are exactly uniform over the consistent deals, so
mixing them is too. An ``accept`` predicate (e.g. "one of seats 2, 3 played the
fail") is applied by rejection on top, over whole worlds: still uniform over the
worlds it accepts, but slow when it rarely holds.

Generic: nothing here knows a game. Values must be hashable; slot names any hashable.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import permutations
from math import comb, factorial, prod
from typing import Any

World = dict[Hashable, tuple[Any, ...]]


class NoWorld(ValueError):
    """No deal satisfies the constraints (or ``accept`` refused every try)."""


@dataclass(frozen=True)
class Slot:
    """Where ``size`` unseen items are: ``allowed`` values (None: any)."""

    name: Hashable
    size: int = 1
    allowed: frozenset[Any] | set[Any] | None = None
    ordered: bool = False


class Worlds:
    """The deals of ``items`` into ``slots`` that respect every slot's allowed values.

    ``items``: value -> copies, or an iterable of values. The slots' sizes must add
    up to the number of items (put what is left in a slot of its own, e.g. the deck)."""

    def __init__(self, items: Mapping[Any, int] | Iterable[Any], slots: Sequence[Slot],
                 accept: Callable[[World], bool] | None = None, tries: int = 20) -> None:
        counts = Counter(items) if not isinstance(items, Mapping) else Counter(dict(items))
        if any(type(n) is not int or n < 0 for n in counts.values()):
            raise ValueError("item counts must be ints >= 0")
        self.values: tuple[Any, ...] = tuple(v for v, n in counts.items() if n)
        self.counts: tuple[int, ...] = tuple(counts[v] for v in self.values)
        self.slots = tuple(slots)
        names = [s.name for s in self.slots]
        if len(set(names)) != len(names):
            raise ValueError("slot names must differ")
        if sum(s.size for s in self.slots) != sum(self.counts):
            raise ValueError(f"{sum(self.counts)} items for slots of {sum(s.size for s in self.slots)}")
        self.accept = accept
        self.tries = tries
        index = {v: i for i, v in enumerate(self.values)}
        # per slot, the value indices it may take (rejection and brute force)
        self._allowed_sets: tuple[frozenset[int], ...] = tuple(
            frozenset(range(len(self.values))) if s.allowed is None
            else frozenset(index[v] for v in s.allowed if v in index) for s in self.slots)
        self._deck = [i for i, n in enumerate(self.counts) for _ in range(n)]
        # Values every slot treats alike (allowed in the same slots) are interchangeable:
        # the exact sampler counts classes of them, then deals each class's items at random.
        signature: dict[frozenset[int], list[int]] = {}
        for v in range(len(self.values)):
            sig = frozenset(k for k, a in enumerate(self._allowed_sets) if v in a)
            signature.setdefault(sig, []).append(v)
        self._classes: tuple[tuple[int, ...], ...] = tuple(tuple(vs) for vs in signature.values())
        self._class_counts: tuple[int, ...] = tuple(
            sum(self.counts[v] for v in vs) for vs in self._classes)
        sigs = list(signature)
        # per slot, the classes it may take
        self._allowed: tuple[tuple[int, ...], ...] = tuple(
            tuple(c for c, sig in enumerate(sigs) if k in sig) for k in range(len(self.slots)))
        self._completions = cache(self._count_from)

    # ------------------------------------------------------------------ counting
    def count(self) -> int:
        """The number of deals of the physical items that respect the slots (``accept``
        not applied); 0 when there is none."""
        return self._completions(0, self._class_counts)

    def _count_from(self, k: int, left: tuple[int, ...]) -> int:
        if k == len(self.slots):
            return 1
        return sum(w * self._completions(k + 1, rest) for w, rest, _ in self._choices(k, left))

    def _choices(self, k: int, left: tuple[int, ...]) -> Iterator[tuple[int, tuple[int, ...], tuple[int, ...]]]:
        """Each way slot k can take its items from ``left`` (counts per class): (ways to
        pick the physical items, what is left, how many of each class it took)."""
        allowed, size = self._allowed[k], self.slots[k].size

        def rec(j: int, need: int, took: list[int]) -> Iterator[list[int]]:
            if j == len(allowed):
                if need == 0:
                    yield took
                return
            v = allowed[j]
            for x in range(min(need, left[v]), -1, -1):
                took[v] = x
                yield from rec(j + 1, need - x, took)
            took[v] = 0

        for took in rec(0, size, [0] * len(left)):
            ways = 1
            for v, x in enumerate(took):
                if x:
                    ways *= comb(left[v], x)
            yield ways, tuple(n - x for n, x in zip(left, took)), tuple(took)

    # ------------------------------------------------------------------ sampling
    def sample(self, rng: random.Random) -> World:
        """One world, uniformly among the consistent deals (see the module docstring);
        NoWorld when there is none."""
        for _ in range(max(1, self.tries * 50) if self.accept else 1):
            world = self._draw(rng)
            if self.accept is None or self.accept(world):
                return world
        raise NoWorld("no world passed the accept test")

    def samples(self, rng: random.Random, n: int) -> list[World]:
        return [self.sample(rng) for _ in range(n)]

    def _draw(self, rng: random.Random) -> World:
        for _ in range(self.tries):
            deck = self._deck[:]
            rng.shuffle(deck)
            at, ok, hands = 0, True, []
            for k, slot in enumerate(self.slots):
                hand = deck[at:at + slot.size]
                at += slot.size
                if not self._allowed_sets[k].issuperset(hand):
                    ok = False
                    break
                hands.append(hand)
            if ok:
                return self._world(hands, rng, shuffled=True)
        return self._sequential(rng)

    def _sequential(self, rng: random.Random) -> World:
        left = self._class_counts
        if self._completions(0, left) == 0:
            raise NoWorld("no deal fits the constraints")
        takes = []   # per slot, how many of each class
        for k in range(len(self.slots)):
            pick = rng.randrange(self._completions(k, left))
            for ways, rest, took in self._choices(k, left):
                w = ways * self._completions(k + 1, rest)
                if pick < w:
                    takes.append(took)
                    left = rest
                    break
                pick -= w
        # deal each class's physical items, shuffled, to the slots in the counts drawn
        hands: list[list[int]] = [[] for _ in self.slots]
        for c, values in enumerate(self._classes):
            items = [v for v in values for _ in range(self.counts[v])]
            rng.shuffle(items)
            at = 0
            for k, took in enumerate(takes):
                hands[k].extend(items[at:at + took[c]])
                at += took[c]
        return self._world(hands, rng, shuffled=False)

    def _world(self, hands: list[list[int]], rng: random.Random, shuffled: bool) -> World:
        out: World = {}
        for slot, hand in zip(self.slots, hands):
            if slot.ordered:
                if not shuffled:
                    rng.shuffle(hand)
            else:
                hand = sorted(hand)
            out[slot.name] = tuple(self.values[i] for i in hand)
        return out

    # ------------------------------------------------------------------ small cases
    def all(self) -> Iterator[tuple[World, int]]:
        """Every consistent world with its weight (deals giving it), ``accept`` applied;
        by brute force, for tests and tiny cases only."""
        seen: Counter[tuple[tuple[Any, ...], ...]] = Counter()
        for deck in set(permutations(self._deck)):
            at, dealt = 0, []
            for k, slot in enumerate(self.slots):
                hand = deck[at:at + slot.size]
                at += slot.size
                if not self._allowed_sets[k].issuperset(hand):
                    break
                dealt.append(hand if slot.ordered else tuple(sorted(hand)))
            else:
                seen[tuple(dealt)] += 1
        mult = prod(factorial(n) for n in self.counts)  # physical deals per value order
        for hands, n in seen.items():
            world = {s.name: tuple(self.values[i] for i in h) for s, h in zip(self.slots, hands)}
            if self.accept is None or self.accept(world):
                yield world, n * mult
