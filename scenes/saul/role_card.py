"""Saül contre David's role card (scenes/kit/role_card.py): the seat's card, its camp,
how it wins (with the card's power), what it knows now (the Thief's swap, the fellow
Spies, the lovers, Samuel's visions, Michal's spying, the Servant's contacts, the
General's title) and the day and night in three lines, all from the seat's own view.
Texts: namespace ``saul_legend``, keys under ``card.``."""
from __future__ import annotations

from typing import Any

from ..i18n import t
from ..kit.role_card import RoleCard, Text
from .words import role_name

K = "saul_legend.card."
#: the picture on every card (the game has no portrait per card)
ART = "saul.png"


def _knows(view: dict[str, Any], seat: int) -> list[Text]:
    role, dealt = view["role"], view.get("dealt")
    out: list[Text] = []
    if dealt == "thief" and role != "thief":
        out.append((K + "knows.thief_took", {"role": role_name(role)}))
    elif role == "thief" and view.get("night", 0) >= 1 and view.get("phase") != "night":
        out.append((K + "knows.thief_kept", {}))
    if role == "spy":
        partners = [p for p in view.get("spies") or [] if p != seat]
        if partners:
            out.append((K + "knows.spies", {"seats": partners, "n": len(partners)}))
        else:
            out.append((K + "knows.spies_later", {}))
    for v in view.get("visions") or []:
        out.append((K + "knows.vision", {"night": v["night"], "seat": v["target"],
                                         "role": role_name(v["role"])}))
    for g in view.get("glimpses") or []:
        if g["caught"]:
            out.append((K + "knows.caught", {"night": g["night"]}))
        else:
            out.append((K + "knows.glimpse", {"night": g["night"], "seats": list(g["spies"])}))
    lovers = view.get("lovers")
    if lovers:
        if seat in lovers:
            other = lovers[1] if lovers[0] == seat else lovers[0]
            out.append((K + "knows.lover", {"seat": other}))
        else:
            out.append((K + "knows.lovers", {"seats": list(lovers)}))
    contacts = view.get("contacts")
    if contacts is not None:
        left = [t(f"saul.knows.contact_{c}") for c in ("saul", "david") if not contacts[c]]
        out.append((K + "knows.contacts",
                    {"left": ", ".join(left) if left else t("saul.ev.nobody")}))
    if view.get("general") == seat:
        out.append((K + "knows.general", {}))
    if not view["alive"][seat]:
        out.append((K + "knows.out", {}))
    return out or [(K + "knows.nothing", {})]


def _capital(text: str) -> str:
    """ "the Thief" as a title: "The Thief"."""
    return text[:1].upper() + text[1:]


def role_card(view: dict[str, Any], seat: int) -> RoleCard | None:
    """``seat``'s card from its own ``view``; None when the view holds no card."""
    role = view.get("role")
    if not role or view.get("seat") != seat:
        return None
    spy = role == "spy"
    return RoleCard(
        art=ART,
        title=(K + "title", {"role": _capital(role_name(role))}),
        side=(K + ("side.saul" if spy else "side.david"), {}),
        win=(K + f"win.{role}", {}),
        knows=_knows(view, seat),
        turn=[(K + "turn.night", {}), (K + "turn.dawn", {}), (K + "turn.day", {})],
        side_colour="evil_light" if spy else "good_light",
    )
