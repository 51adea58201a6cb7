"""Agent Avenue's goal card (scenes/kit/role_card.py): whose spy this seat runs (alone,
or with its teammates), how it wins (catch the other spy; three Codebreakers win,
three Daredevils lose; which way the spies move), what it holds now and a turn in
three lines, all from the seat's own view. Texts: namespace ``agent_avenue_legend``,
keys under ``card.``."""
from __future__ import annotations

from typing import Any

from game.agent_avenue.data import CATCH

from ..kit.role_card import RoleCard, Text
from .words import agent

K = "agent_avenue_legend.card."


def role_card(view: dict[str, Any], seat: int) -> RoleCard | None:
    """``seat``'s card from its own ``view``; None for a view that is not that seat's."""
    if view.get("seat") != seat or "sides" not in view:
        return None
    sides = list(view["sides"])
    mates = [p for p, s in enumerate(sides) if s == sides[seat] and p != seat]
    side: Text = (K + "side_team", {"seats": mates}) if mates else (K + "side", {"catch": CATCH})
    knows: list[Text] = []
    hand = list(view.get("hand") or [])
    if hand:
        knows.append((K + "knows_hand", {"cards": ", ".join(agent(a) for a in hand)}))
    if view.get("mode") == "advanced":
        knows.append((K + "knows_market", {}))
    return RoleCard(
        art="agent_avenue_codebreaker.png",
        title=(K + ("title_team" if mates else "title"), {}),
        side=side,
        win=(K + "win", {"catch": CATCH}),
        knows=knows,
        turn=[(K + "turn.play", {}), (K + "turn.recruit", {}), (K + "turn.move", {})],
        side_colour="accent",
    )
