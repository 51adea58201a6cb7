"""Builders for Agent Avenue rule tests: stacked deals, staged states, whole turns."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import game
from game.agent_avenue.data import TYPES
from game.agent_avenue.deals import stacked
from game.agent_avenue.state import AvenueState

G = game.get("agent_avenue")
ADV = {"mode": "advanced"}
FILLER = ("enforcer", "saboteur", "sentinel", "double_agent")


def row(**counts: int) -> tuple[int, ...]:
    """A tableau row: agent -> count in play."""
    return tuple(counts.get(a, 0) for a in TYPES)


def start(dealt: Sequence[Sequence[str]], deck_top: Sequence[str] = (), first: int = 0,
          market: Sequence[str] | None = None, options: dict | None = None,
          **fields: Any) -> AvenueState:
    """A game dealt these hands (and deck top, market), then fields staged
    (``tableau=(row(...), row(...))``, ``progress=(a, b)``...)."""
    opts = dict(options or {})
    if market is not None:
        opts.setdefault("mode", "advanced")
    advanced = opts.get("mode") == "advanced"
    d = stacked(dealt, deck_top, first, market if advanced else None)
    if advanced and market is None:
        d["market"] = list(game.agent_avenue.data.MARKET_DECK)
    s = G.new(len(dealt), 0, options=opts, deal=d)
    return s.evolve(**fields) if fields else s


def play(s: AvenueState, up: str, down: str) -> AvenueState:
    s = G.apply(s, s.up_seat(), {"kind": "play_up", "card": up})
    return G.apply(s, s.down_seat(), {"kind": "play_down", "card": down})


def turn(s: AvenueState, up: str, down: str, pick: str) -> AvenueState:
    """The active side plays ``up`` and ``down``; the recruiter takes ``pick``."""
    s = play(s, up, down)
    return G.apply(s, s.recruiter(), {"kind": "recruit", "pick": pick})


def events(s: AvenueState, kind: str) -> list[dict]:
    return [e.as_dict() for e in s.log if e.kind == kind]


def take(s: AvenueState, card: str) -> AvenueState:
    return G.apply(s, s.to_act()[0], {"kind": "market", "card": card})
