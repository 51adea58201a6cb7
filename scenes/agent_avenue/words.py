"""Agent Avenue's words: card names, log sentences, tooltips (translation namespace
``agent_avenue``)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.agent_avenue.data import AGENTS

from ..i18n import t


def agent(a: str | None) -> str:
    return t(f"agent_avenue.agent.{a}") if a else "?"


def market(card: str) -> str:
    return t(f"agent_avenue.market.{card}")


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n).replace("-", "−")


def side_name(names: Sequence[str], sides: Sequence[int], side: int) -> str:
    return " & ".join(n for n, s in zip(names, sides) if s == side)


def values_text(a: str) -> str:
    one, two, three = AGENTS[a][1]
    return t("agent_avenue.tip.values", one=signed(one), two=signed(two), three=signed(three))


def event_text(e: dict[str, Any], names: Sequence[str], sides: Sequence[int]) -> str:
    kind = e.get("kind")
    seat = e.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    k = "agent_avenue.log."
    if kind == "start":
        return t(k + "start", name=names[e["first"]])
    if kind == "turn":
        return t(k + "turn", n=e["turn"], name=name)
    if kind == "hand":
        return t(k + "hand", cards=", ".join(agent(c) for c in e["cards"]))
    if kind == "discard":
        return t(k + "discard", name=name, n=e["count"])
    if kind == "discarded":
        return t(k + "discarded", card=agent(e["card"]), drew=agent(e["drew"]))
    if kind == "draw":
        return t(k + "draw", name=name, n=e["count"])
    if kind == "drew":
        return t(k + "drew", cards=", ".join(agent(c) for c in e["cards"]))
    if kind == "play_up":
        return t(k + "play_up", name=name, card=agent(e["card"]))
    if kind == "play_down":
        return t(k + "play_down", name=name)
    if kind == "face_down":
        return t(k + "face_down", card=agent(e["card"]))
    if kind == "recruit":
        took = e["up"] if e["pick"] == "up" else e["down"]
        return t(k + "recruit", name=name, card=agent(took), down=agent(e["down"]))
    if kind == "move":
        side = side_name(names, sides, e["side"])
        if e["agent"] is None:
            return t(k + "van", side=side)
        if e["bonus"]:
            return t(k + "move_bonus", side=side, agent=agent(e["agent"]), n=e["count"],
                     steps=signed(e["steps"]), bonus=e["bonus"])
        return t(k + "move", side=side, agent=agent(e["agent"]), n=e["count"],
                 steps=signed(e["steps"]))
    if kind == "market":
        return t(k + "market", name=name, card=market(e["card"]))
    if kind == "market_empty":
        return t(k + "market_empty")
    if kind == "ability":
        return t(k + "ability", name=name, card=market(e["card"]), agent=agent(e["agent"]))
    if kind == "skipped":
        return t(k + "skipped", name=name, card=market(e["card"]))
    if kind == "recruit_now":
        return t(k + ("recruit_now" if e["recruit"] else "keep"), name=name,
                 agent=agent(e["agent"]))
    if kind == "game_over":   # "Bruno wins", "Ana & Chloé win": n, the side's seats
        return t(k + "game_over", side=side_name(names, sides, e["side"]),
                 n=list(sides).count(e["side"]),
                 why=", ".join(reason(r, e["side"]) for r in e["reasons"]))
    return str(kind)


def reason(r: dict[str, Any], winner: int) -> str:
    cond = r["condition"]
    if cond == "daredevils" and not r["wins"] and r["side"] != winner:
        return t("agent_avenue.cond.daredevils_lost")
    return t(f"agent_avenue.cond.{cond}")
