"""Saül contre David hints: the hard bot's rules move in the seat (never a statement:
the talk is the player's own), why (whom it suspects and the public reason, or the
private fact the seat holds), and its P(Spy) of every other living seat in %.

A Spy's suspicion figures are the table's reading (what an outsider knows): its own
knowledge is certain, and what it must guess is how the table sees each seat."""
from __future__ import annotations

import random
from typing import Any

from game.core import Move, View
from game.hints import Hint

from ..data import SPY
from .hard import Bot
from .reading import Reading, read
from .suspicion import suspicion as suspicion_of
from .talker import against

NS = "hints_saul."
#: public reasons a vote hint may name (talk.REASONS about a suspect)
VOTE_REASONS = ("vision", "voted", "accused", "defended", "night", "lover", "false_claim")


def hint(view: View, legal: list[Move], rng: random.Random) -> Hint:
    bot = Bot(view["seat"])
    bot._view = view
    r = read(view)
    move = bot.decide(r, view, legal, rng)
    if move not in legal:
        move = legal[0]
    p = suspicion_of(view)
    pct = {q: round(100 * x) for q, x in p.items()}
    key, params = _why(r, move, pct)
    return Hint(move, NS + key, params, {q: float(x) for q, x in pct.items()})


def _why(r: Reading, move: Move, pct: dict[int, int]) -> tuple[str, dict[str, Any]]:
    kind = move["kind"]
    target = move.get("target")
    spy = r.role == SPY
    if kind in ("vote", "shoot", "tiebreak") and isinstance(target, int):
        share = pct.get(target, 0)
        if spy:
            if r.is_known_spy(target):
                return "spy_bus", {"target": target, "pct": share}
            return "spy_table", {"target": target, "pct": share}
        if r.is_known_spy(target):
            return "known_spy", {"target": target}
        for code, about in against(r, target):
            if code in VOTE_REASONS:
                return "vote_" + code, {"target": target, "seat": about, "pct": share}
        return "suspect", {"target": target, "pct": share}
    if kind == "ready":
        if pct:
            top = max(pct, key=lambda q: (pct[q], -q))
            return "ready_suspect", {"target": top, "pct": pct[top]}
        return "ready", {}
    if kind in ("elect", "successor") and isinstance(target, int):
        return ("spy_elect" if spy else "elect"), {"target": target, "pct": pct.get(target, 0)}
    if kind == "capture" and isinstance(target, int):
        first = [t for _, t in r.picks]
        if first and first[0] == target:
            return "capture_follow", {"target": target}
        return "capture", {"target": target}
    if kind == "vision" and isinstance(target, int):
        return "vision", {"target": target, "pct": pct.get(target, 0)}
    if kind == "michal":
        return ("michal_spy" if move["spy"] else "michal_stay"), {}
    if kind == "contacts":
        if move["banish"] is not None:
            return "contacts_banish", {"target": move["banish"], "pct": pct.get(move["banish"], 0)}
        return ("contacts_free" if move["free"] else "contacts_none"), {}
    if kind == "thief":
        return ("thief_keep" if move["take"] is None else "thief_take"), {}
    if kind == "lovers":
        return "lovers", {"seats": list(move["pair"])}
    return "sleep", {}
