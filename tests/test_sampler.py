"""game/sampler.py: hidden worlds drawn uniformly among those consistent with a view."""
from __future__ import annotations

import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from game.sampler import NoWorld, Slot, Worlds
from tests.contract import examples


def chi2_limit(df: int, z: float = 3.09) -> float:
    """The chi-square value exceeded with probability ~0.001 (Wilson-Hilferty)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def key(world):
    return tuple(sorted(world.items(), key=repr))


def chi2(worlds: Worlds, draws: int, seed: int) -> tuple[float, int]:
    expected = {key(w): n for w, n in worlds.all()}
    total = sum(expected.values())
    rng = random.Random(seed)
    seen = Counter(key(worlds.sample(rng)) for _ in range(draws))
    assert set(seen) <= set(expected), "a drawn world breaks the constraints"
    stat = sum((seen[k] - draws * n / total) ** 2 / (draws * n / total)
               for k, n in expected.items())
    return stat, len(expected) - 1


def roles_case(tries: int) -> Worlds:
    # 5 seats, seat 0 knows itself; seat 1 was seen good, seat 4 cannot be merlin
    return Worlds({"merlin": 1, "servant": 2, "assassin": 1},
                  [Slot(1, allowed={"merlin", "servant"}), Slot(2), Slot(3),
                   Slot(4, allowed={"servant", "assassin"})], tries=tries)


def hands_case(tries: int) -> Worlds:
    # copies matter: a hand of two, a pile of two in order, one card left
    return Worlds({"a": 2, "b": 2, "c": 1},
                  [Slot("hand", 2, allowed={"a", "b"}), Slot("pile", 2, ordered=True),
                   Slot("rest", 1, allowed={"c", "b"})], tries=tries)


def classes_case(tries: int) -> Worlds:
    # a, b, c are allowed in the same slots: one class for the exact sampler, dealt after
    return Worlds({"a": 1, "b": 2, "c": 1, "d": 1},
                  [Slot(0, 2, allowed={"a", "b", "c"}), Slot(1, 1, allowed={"a", "b", "c"}),
                   Slot(2, 2, ordered=True)], tries=tries)


@pytest.mark.parametrize("case", [roles_case, hands_case, classes_case])
@pytest.mark.parametrize("tries", [20, 0], ids=["rejection", "sequential"])
def test_draws_are_uniform_over_consistent_deals(case, tries):
    stat, df = chi2(case(tries), 3000, seed=11)
    assert df >= 3
    assert stat < chi2_limit(df), f"chi-square {stat:.1f} for {df} degrees of freedom"


def test_the_test_can_fail_on_a_biased_sampler():
    w = hands_case(20)
    original = w._draw
    w._draw = lambda rng: original(rng) if rng.random() < 0.7 else \
        {"hand": ("a", "a"), "pile": ("b", "b"), "rest": ("c",)}
    stat, df = chi2(w, 3000, seed=11)
    assert stat > chi2_limit(df)


def test_copies_weight_worlds_as_a_shuffled_deck_would():
    # copies a1, a2 and b dealt 2 + 1: {a1,a2}|b is one deal, {a1,b}|a2 and {a2,b}|a1 two,
    # so a shuffle makes hand {a,b} twice as likely as {a,a}
    w = Worlds({"a": 2, "b": 1}, [Slot(0, 2), Slot(1, 1)])
    weights = {key(world): n for world, n in w.all()}
    assert weights[key({0: ("a", "a"), 1: ("b",)})] * 2 == weights[key({0: ("a", "b"), 1: ("a",)})]
    total = sum(weights.values())
    assert total == w.count() * math.factorial(2)  # all() counts orders inside hands too


def test_count_matches_brute_force():
    for case in (roles_case(0), hands_case(0), classes_case(0)):
        sizes = math.prod(math.factorial(s.size) for s in case.slots)
        assert sum(n for _, n in case.all()) == case.count() * sizes


def test_impossible_constraints_say_so():
    w = Worlds(["x", "y"], [Slot(0, allowed={"x"}), Slot(1, allowed={"x"})])
    assert w.count() == 0
    with pytest.raises(NoWorld):
        w.sample(random.Random(0))
    with pytest.raises(ValueError):
        Worlds(["x", "y"], [Slot(0)])


def test_accept_filters_whole_worlds():
    w = Worlds({"good": 3, "evil": 2}, [Slot(i) for i in range(5)],
               accept=lambda world: "evil" in world[0] + world[1])
    rng = random.Random(2)
    for _ in range(200):
        world = w.sample(rng)
        assert "evil" in world[0] + world[1]
    stat, df = chi2(w, 2000, seed=5)
    assert stat < chi2_limit(df)


@st.composite
def problems(draw):
    values = draw(st.lists(st.sampled_from("abcde"), min_size=1, max_size=7))
    sizes = []
    left = len(values)
    while left:
        size = draw(st.integers(1, left))
        sizes.append(size)
        left -= size
    slots = [Slot(i, size, draw(st.one_of(st.none(), st.sets(st.sampled_from("abcde")))),
                  draw(st.booleans())) for i, size in enumerate(sizes)]
    return values, slots, draw(st.integers(0, 3))


@settings(max_examples=examples(30))
@given(problems(), st.integers(0, 2**32))
def test_every_draw_respects_every_constraint(problem, seed):
    values, slots, tries = problem
    w = Worlds(values, slots, tries=tries)
    rng = random.Random(seed)
    if w.count() == 0:
        with pytest.raises(NoWorld):
            w.sample(rng)
        return
    for _ in range(5):
        world = w.sample(rng)
        assert sorted(v for hand in world.values() for v in hand) == sorted(values)
        for s in slots:
            assert len(world[s.name]) == s.size
            assert s.allowed is None or set(world[s.name]) <= s.allowed
