"""The prior of the hard Avalon bot's belief: every role assignment (world) one seat's
knowledge allows, collapsed onto keys (evil set, Merlin seat, Mordred seat) with the
number of worlds behind each key (see belief.py).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import combinations
from math import factorial

from .behaviour import EVIL_ROLES


def _multinomial(total: int, counts: Iterable[int]) -> int:
    out = factorial(total)
    for c in counts:
        out //= factorial(c)
    return out


@dataclass
class Knowledge:
    """What one seat knows at night (and later, from reveals); ``seat=None``: the public."""

    players: int
    roles: tuple[str, ...]                    # every character in the game (a multiset)
    seat: int | None = None
    role: str | None = None
    seen_evil: frozenset[int] | None = None   # evil's sighting (all evil but Oberon) or Merlin's (all but Mordred)
    candidates: tuple[int, ...] = ()          # Percival's Merlin candidates
    known_roles: Mapping[int, str] = field(default_factory=dict)
    known_sides: Mapping[int, bool] = field(default_factory=dict)  # seat -> is evil


def prior_keys(know: Knowledge, track_merlin: bool = True
               ) -> tuple[list[int], list[int], list[int], list[int], list[float]]:
    """The keys one seat's knowledge allows, as parallel lists: the evil sets (bitmasks);
    per key its evil set's index, its Merlin and Mordred seats (-1 when not tracked or
    absent) and its weight (the number of full worlds behind it). Empty when no world
    fits. Without ``track_merlin`` keys of one evil set repeat (the caller merges them).
    """
    k = know
    n, me, my = k.players, k.seat, k.role
    roles = list(k.roles)
    n_evil = sum(r in EVIL_ROLES for r in roles)
    has_oberon = "oberon" in roles
    has_morgana = "morgana" in roles
    masks: list[int] = []
    ke: list[int] = []
    km: list[int] = []
    kd: list[int] = []
    w: list[float] = []
    good_counts: dict[str, int] = {}
    evil_counts: dict[str, int] = {}
    for r in roles:
        side = evil_counts if r in EVIL_ROLES else good_counts
        side[r] = side.get(r, 0) + 1
    real_merlin = "merlin" in roles
    real_mordred = "mordred" in roles
    my_evil = my in EVIL_ROLES if my else None
    seen = set(k.seen_evil) if k.seen_evil is not None else None
    evil_viewer = my_evil and my != "oberon" and seen is not None
    merlin_viewer = my == "merlin" and seen is not None
    if evil_viewer:
        seen.add(me)
    cands = tuple(k.candidates) if my == "percival" else ()
    known_roles = dict(k.known_roles)
    if me is not None and my:
        known_roles[me] = my
    sides = {s: (r in EVIL_ROLES) for s, r in known_roles.items()}
    for s, ev in k.known_sides.items():
        if sides.get(s, ev) != ev:
            return masks, ke, km, kd, w
        sides[s] = ev
    everyone = range(n)
    for combo in combinations(everyone, n_evil):
        E = set(combo)
        if any((s in E) != ev for s, ev in sides.items()):
            continue
        unseen: set[int] = set()
        if evil_viewer or merlin_viewer:
            if not seen <= E:
                continue
            unseen = E - seen
            allowed = 1 if (has_oberon if evil_viewer else real_mordred) else 0
            if len(unseen) != allowed:
                continue
        morgana_seat = None
        if cands:
            inside = [c for c in cands if c in E]
            if has_morgana:
                if len(cands) != 2 or len(inside) != 1:
                    continue
                morgana_seat = inside[0]
            elif inside:
                continue
        good = [s for s in everyone if s not in E]
        # Merlin and Mordred seats to range over (or fixed / absent)
        merlins = good if real_merlin else [-1]
        mordreds = sorted(E) if real_mordred else [-1]
        emask = sum(1 << s for s in E)
        eidx = None
        for m in merlins:
            if real_merlin:
                if not _may_be(m, "merlin", known_roles):
                    continue
                if cands and m not in cands:
                    continue
            for d in mordreds:
                if real_mordred:
                    if not _may_be(d, "mordred", known_roles):
                        continue
                    if merlin_viewer and d not in unseen:
                        continue
                    if d == morgana_seat:
                        continue
                forced = {s: r for s, r in known_roles.items() if s != m and s != d}
                if evil_viewer and unseen:
                    (o,) = unseen
                    if o == d or forced.get(o, "oberon") != "oberon":
                        continue
                    forced[o] = "oberon"
                if morgana_seat is not None:
                    if forced.get(morgana_seat, "morgana") != "morgana":
                        continue
                    forced[morgana_seat] = "morgana"
                gseats = [s for s in good if s != m]
                eseats = [s for s in E if s != d]
                gc = dict(good_counts)
                if real_merlin:
                    gc["merlin"] -= 1
                ec = dict(evil_counts)
                if real_mordred:
                    ec["mordred"] -= 1
                ways = _ways(gseats, gc, forced) * _ways(eseats, ec, forced)
                if not ways:
                    continue
                if eidx is None:
                    eidx = len(masks)
                    masks.append(emask)
                ke.append(eidx)
                km.append(m if track_merlin else -1)
                kd.append(d if track_merlin else -1)
                w.append(float(ways))
    return masks, ke, km, kd, w


def _may_be(seat: int, role: str, known_roles: Mapping[int, str]) -> bool:
    """Whether ``seat`` may hold the one ``role`` card, by the roles known for sure."""
    if known_roles.get(seat, role) != role:
        return False
    return not any(r == role and s != seat for s, r in known_roles.items())


def _ways(seats: list[int], counts: dict[str, int], forced: Mapping[int, str]) -> int:
    """Ways to deal the ``counts`` cards to ``seats`` with the forced seats' cards fixed."""
    c = dict(counts)
    free = 0
    for s in seats:
        r = forced.get(s)
        if r is None:
            free += 1
            continue
        if c.get(r, 0) <= 0:
            return 0
        c[r] -= 1
    if any(v < 0 for v in c.values()) or sum(c.values()) != free:
        return 0
    return _multinomial(free, c.values())

