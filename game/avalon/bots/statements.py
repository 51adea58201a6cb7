"""The hard Avalon bot's table talk: Lady results (evil may lie), evil's word at the
assassination, backing a team it would send, and opinions on seats after a quest.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core import Move, View

from .behaviour import mask
from .params import PARAMS

if TYPE_CHECKING:
    from .mind import Mind


def choose_statement(mind: Mind, view: View, rng: random.Random) -> Move | None:
    me = mind.seat
    said_lady = {e["target"] for e in mind.said if e.get("claim") == "lady"}
    # 1. report my Lady results (evil may lie)
    for holder, target in mind.exams:
        if holder != me or target in said_lady:
            continue
        is_evil = mind.my_results.get(target)
        if is_evil is None:
            continue
        if not mind.evil:
            good = not is_evil
        elif is_evil:
            good = True
        else:
            good = rng.random() >= PARAMS["evil_frame"]
        return {"kind": "say", "claim": "lady", "target": target, "good": good}
    phase = view.get("phase")
    # 2. evil confer at the assassination (the Assassin's word is his shot)
    if phase == "assassinate":
        if mind.evil and mind.role != "assassin" and not any(e.get("claim") == "merlin_guess" for e in mind.said):
            pm = mind.p_merlin_hunted()
            goods = [s for s in range(mind.n) if s not in mind.known_evil and s != me]
            if goods:
                return {"kind": "say", "claim": "merlin_guess", "target": max(goods, key=lambda s: pm[s])}
        return None
    # 3. back a team I would send
    team = view.get("team")
    if phase == "vote" and team:
        if any(e.get("claim") == "trust_team" and e.get("team") == team and e["after"] >= mind.rules_events - 1
               for e in mind.said):
            return None
        if would_trust(mind, team) and rng.random() < 0.5:
            return {"kind": "say", "claim": "trust_team"}
        return None
    # 4. after a quest: say who I think is evil / good
    if phase == "propose" and rng.random() < 0.6:
        return opinion(mind, rng)
    return None


def would_trust(mind: Mind, team: list[int]) -> bool:
    tm = mask(team)
    if mind.evil:
        return bool(mind.known_evil & set(team)) and mind.public.p_clean(tm) > 0.3
    if mind.role == "merlin":
        # what the table could already believe: his backing teaches the servants (with
        # it masked as a servant's, hard as good against normal lost 5 points at 5 players)
        return mind.private.p_clean(tm) > 0.9 and mind.public.p_clean(tm) > PARAMS["merlin_trust_public"]
    return mind.private.p_clean(tm) > 0.75


def opinion(mind: Mind, rng: random.Random) -> Move | None:
    me = mind.seat
    told = {(e.get("target"), e.get("claim")) for e in mind.said}
    pub = mind.public.p_evil()
    if mind.evil:
        # frame the good player the table already doubts most
        goods = [s for s in range(mind.n) if s not in mind.known_evil and s != me]
        if not goods:
            return None
        t = max(goods, key=lambda s: (pub[s], rng.random()))
        if pub[t] >= 0.3 and (t, "evil") not in told:
            return {"kind": "say", "claim": "evil", "target": t}
        return None
    pe = mind.private.p_evil()
    merlin = mind.role == "merlin"
    if merlin:   # what the servant mask would say, and only when it is true
        pe = mind.servant.p_evil() if mind.servant is not None else pub
    others = [s for s in range(mind.n) if s != me]
    t = max(others, key=lambda s: pe[s])
    if pe[t] >= PARAMS["accuse_at"] and (t, "evil") not in told:
        if not merlin or t in mind.known_evil:
            return {"kind": "say", "claim": "evil", "target": t}
        return None
    t = min(others, key=lambda s: pe[s])
    if pe[t] <= PARAMS["vouch_below"] and (t, "good") not in told:
        if not merlin or t not in mind.known_evil:
            return {"kind": "say", "claim": "good", "target": t}
    return None
