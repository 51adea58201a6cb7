"""The hard Avalon bot's proposals: which quest (when the order is free) and which team.

A good leader sends the team his private belief finds cleanest (Merlin: the one a
servant in his seat would find cleanest, unless the game is on the line); an evil
leader a team likely to fail that looks clean to the table and leaves the next good
leader's team with evil on it.
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import TYPE_CHECKING

from game.core import Move, View

from .behaviour import mask
from .params import PARAMS, clean, least_suspected_team, teams_with
from .search import at_least
from .votes import critical, round_search

if TYPE_CHECKING:
    from .mind import Mind


def propose(mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
    quests = sorted({m["quest"] for m in legal})
    quest = pick_quest(mind, quests)
    size = mind.sizes[quest - 1]
    need = mind.need[quest - 1]
    if mind.evil:
        team = evil_team(mind, size, need, rng, quest, view)
    else:
        team = good_team(mind, size, rng, need)
    return {"kind": "propose", "quest": quest, "team": sorted(team)}


def pick_quest(mind: Mind, quests: list[int]) -> int:
    if len(quests) == 1:
        return quests[0]
    if mind.evil:   # large, one-fail quests are easiest to fail
        return max(quests, key=lambda q: (mind.need[q - 1] == 1, mind.sizes[q - 1], -q))
    return min(quests, key=lambda q: (mind.sizes[q - 1] - 2 * (mind.need[q - 1] - 1), q))


def good_team(mind: Mind, size: int, rng: random.Random, need: int = 1) -> list[int]:
    priv = mind.private.evil_sets()
    pub = mind.public.evil_sets()
    best, best_score = 0, -1.0
    merlin = mind.role == "merlin"
    steer = merlin and critical(mind)
    me_bit = 1 << mind.seat
    if merlin:   # what a servant in his seat would believe
        pub = (mind.servant.evil_sets() if mind.servant is not None
               else [(m, p) for m, p in pub if not m & me_bit])
    for tm in teams_with(mind.n, size, mind.seat):
        pc = clean(priv, tm, need)
        if merlin and not steer:
            score = clean(pub, tm, need) + PARAMS["merlin_tiebreak"] * pc
        elif merlin:   # clean to his eyes, and natural to everyone else's
            score = pc * (0.25 + clean(pub, tm, need))
        else:
            score = pc + 0.02 * clean(pub, tm, need)
        score += rng.random() * 1e-6
        if score > best_score:
            best, best_score = tm, score
    return [s for s in range(mind.n) if best >> s & 1]


def evil_team(mind: Mind, size: int, need: int, rng: random.Random,
              quest: int, view: View) -> list[int]:
    """A team likely to fail (my own card is sure, partners' as they played before),
    looking as clean as possible to the table, and after it fails, leaving the next
    good leader's team (as the public would pick it) with evil on it."""
    pub = mind.public.evil_sets()
    known = mind.known_evil
    want = min(need, len(known))
    scored = []
    for combo in combinations(range(mind.n), size):
        inside = [s for s in combo if s in known]
        if len(inside) != want and not (len(inside) > want and want == len(known)):
            continue
        tm = mask(combo)
        score = (clean(pub, tm) + 1e-3) * (mind.p_team_fails(inside, need) + 0.01)
        scored.append((score, combo))
    if not scored:
        return list(range(size))
    scored.sort(reverse=True)
    w = PARAMS["evil_team_ahead"]
    if (w > 0 and 0 < quest < len(mind.sizes)
            and mind.played >= PARAMS["evil_team_ahead_from"]):
        search = round_search(mind, dict(view, quest=quest))
        ahead = []
        for v, c in scored[:PARAMS["evil_team_ahead_top"]]:
            team = list(c)
            dirty = dirty_after(mind, pub, mask(team), need, quest)
            if dirty:   # only if it is sent: the table's votes as learned here
                others = search.approvals(team, mind.seat, mind.rejects)
                dirty *= at_least(others, mind.n // 2)
            ahead.append((v * (1 + w * dirty), c))
        scored = sorted(ahead, reverse=True)
    top = scored[:3]
    weights = [s for s, _ in top]
    return list(rng.choices([c for _, c in top], weights=weights)[0])


def dirty_after(mind: Mind, pub: list[tuple[int, float]], tm: int, need: int,
                quest: int) -> float:
    """1 if, once team ``tm`` has failed, the next good leader's team (himself and the
    seats least suspected by the public given that fail) holds enough evil to fail
    the next quest, else 0."""
    leader = next((s for k in range(1, mind.n)
                   if (s := (mind.seat + k) % mind.n) not in mind.known_evil), None)
    if leader is None:
        return 0.0
    failed = [(m, p) for m, p in pub if (m & tm).bit_count() >= need]
    team = least_suspected_team(mind.n, failed, leader, mind.sizes[quest])
    evil_on = sum(s in mind.known_evil for s in team)
    return float(evil_on >= mind.need[quest])
