"""Avalon's role card (scenes/kit/role_card.py): the seat's character, its side, how
it wins, what it saw at night (and learnt from the Lady of the Lake) and a turn in
three lines, all from the seat's own view. Texts: namespace ``avalon_legend``, keys
under ``card.``."""
from __future__ import annotations

from typing import Any

from ..kit.role_card import RoleCard, Text

K = "avalon_legend.card."


def _win(role: str, side: str, assassin: bool) -> Text:
    if side == "good":
        if not assassin:
            return (K + "win.good", {})
        return (K + ("win.merlin" if role == "merlin" else "win.good_merlin"), {})
    if not assassin:
        return (K + "win.evil", {})
    return (K + ("win.assassin" if role == "assassin" else "win.evil_merlin"), {})


def _knows(view: dict[str, Any], role: str, side: str) -> list[Text]:
    options = view.get("options") or {}
    seen = list(view.get("sees_evil") or [])
    out: list[Text] = []
    if role == "merlin":
        if seen:
            out.append((K + "knows.merlin", {"seats": seen, "n": len(seen)}))
        else:
            out.append((K + "knows.merlin_none", {}))
        if options.get("mordred"):
            out.append((K + "knows.merlin_mordred", {}))
        out.append((K + "knows.merlin_hide", {}))
    elif role == "percival":
        pair = list(view.get("merlin_candidates") or [])
        if len(pair) == 2:
            out.append((K + "knows.percival_pair", {"seats": pair}))
        elif pair:
            out.append((K + "knows.percival_merlin", {"seat": pair[0]}))
    elif role == "oberon":
        out.append((K + "knows.oberon", {}))
    elif side == "evil":
        if seen:
            out.append((K + "knows.evil", {"seats": seen, "n": len(seen)}))
        else:
            out.append((K + "knows.evil_none", {}))
        if options.get("oberon"):
            out.append((K + "knows.evil_oberon", {}))
        if role == "mordred":
            out.append((K + "knows.mordred", {}))
        elif options.get("merlin_assassin", True):
            out.append((K + "knows.evil_merlin", {}))
    else:
        out.append((K + "knows.servant", {}))
    for result in view.get("lady_results") or []:
        word = "knows.lady_good" if result["good"] else "knows.lady_evil"
        out.append((K + word, {"seat": result["target"]}))
    return out


def role_card(view: dict[str, Any], seat: int) -> RoleCard | None:
    """``seat``'s card from its own ``view``; None when the view holds no role."""
    role = view.get("role")
    side = view.get("side")
    if role is None or side is None or view.get("seat") != seat:
        return None
    options = view.get("options") or {}
    assassin = bool(options.get("merlin_assassin", True))
    rejects = "turn.vote_game" if options.get("fifth_reject") == "evil_wins_game" \
        else "turn.vote_quest"
    quest = "turn.quest_good" if side == "good" else "turn.quest_evil"
    return RoleCard(
        art=f"avalon_{role}.png",
        title=(f"avalon.role.{role}", {}),
        side=(K + f"side.{side}", {}),
        win=_win(role, side, assassin),
        knows=_knows(view, role, side),
        turn=[(K + "turn.team", {}), (K + rejects, {}), (K + quest, {})],
        side_colour="good" if side == "good" else "evil",
    )
