"""Aztec's role card (scenes/kit/role_card.py): the seat's character (its portrait),
how an explorer wins, why everyone starts at −2 VP, the character's scoring duo, this
round's secret card when there is one, and the round in three lines; all from the
seat's own view. Texts: namespace ``aztec_legend``, keys under ``card.``."""
from __future__ import annotations

from typing import Any

from ..kit.role_card import RoleCard, Text
from .legend import duo_text
from .words import jewels_text

K = "aztec_legend.card."


def role_card(view: dict[str, Any], seat: int) -> RoleCard | None:
    """``seat``'s card from its own ``view``; None before its character is known."""
    if view.get("seat") != seat or not 0 <= seat < len(view.get("seats") or []):
        return None
    character = view["seats"][seat].get("character")
    if not character:
        return None
    duo = duo_text(character)
    knows: list[Text] = [(K + "knows.start", {}), (K + "knows.duo", {"duo": duo})]
    if view.get("card"):
        knows.append((K + "knows.card", {"jewels": jewels_text(view["card"])}))
    return RoleCard(
        art=f"aztec_{character}.png",
        title=(f"aztec.character.{character}", {}),
        side=(K + "side", {}),
        win=(K + "win", {"duo": duo}),
        knows=knows,
        turn=[(K + "turn.take", {}), (K + "turn.bet", {}), (K + "turn.reveal", {})],
        side_colour="accent",
    )
