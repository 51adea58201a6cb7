"""Avalon log events and table talk as sentences (namespace "avalon")."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import t


def role_name(role: str | None) -> str:
    return t(f"avalon.role.{role}") if role else "?"


def role_you(role: str | None) -> str:
    """The role as in "You are ...": with its article ("the Assassin", "un Sbire")."""
    return t(f"avalon.role_you.{role}") if role else "?"


def _names(names: Sequence[str], seats: Sequence[int] | None, you: int | None = None) -> str:
    seats = list(seats or [])
    return ", ".join(t("avalon.ev.you") if s == you else names[s] for s in seats) \
        if seats else t("avalon.ev.nobody")


def seat_key(key: str, seat: Any, you: int | None) -> str:
    """``key``, or its "_you" form when ``seat`` is the person reading ("You propose")."""
    return key + "_you" if you is not None and seat == you else key


def knowledge_text(role: str | None, names: Sequence[str], sees_evil: Sequence[int] = (),
                   merlin_candidates: Sequence[int] = ()) -> str:
    """What ``role`` learnt at night, as one sentence (every role gets one)."""
    if merlin_candidates:
        key = "candidates" if len(merlin_candidates) > 1 else "candidate"
        return t(f"avalon.knows.{key}", names=_names(names, merlin_candidates))
    if sees_evil:
        return t("avalon.knows.evil", names=_names(names, sees_evil))
    if role == "oberon":
        return t("avalon.knows.oberon")
    if role == "servant":
        return t("avalon.knows.own_card")
    if role == "percival":
        return t("avalon.knows.no_merlin")
    if role == "merlin":
        return t("avalon.knows.no_evil")
    return t("avalon.knows.nobody")


def talk_text(move: dict[str, Any], names: Sequence[str]) -> str:
    """A statement without its speaker: "I think Ann is evil."."""
    claim = move.get("claim")
    target = move.get("target")
    who = names[target] if isinstance(target, int) and 0 <= target < len(names) else ""
    if claim in ("evil", "good"):
        return t(f"avalon.say.{claim}", target=who)
    if claim == "trust_team":
        return t("avalon.say.trust_team")
    if claim == "role":
        return t("avalon.say.role", role=role_name(move.get("role")))
    if claim == "lady":
        return t("avalon.say.lady_good" if move.get("good") else "avalon.say.lady_evil",
                 target=who)
    if claim == "merlin_guess":
        return t("avalon.say.merlin_guess", target=who)
    return str(claim)


def event_text(e: dict[str, Any], names: Sequence[str], you: int | None = None) -> str:
    """A log event as a sentence; ``you``: the seat of the person reading, named "you"
    ("You propose ...", "Approve: you, Bruno")."""
    kind = e.get("kind")

    def n(seat: Any) -> str:
        if you is not None and seat == you:
            return t("avalon.ev.you")
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    if kind == "start":
        key = seat_key("avalon.ev.start_lady" if e.get("lady") is not None else "avalon.ev.start",
                       e.get("leader"), you)
        return t(key, leader=n(e.get("leader")), lady=n(e.get("lady")))
    if kind == "night":
        out = t("avalon.ev.night", role=role_you(e.get("role")))
        return out + " " + knowledge_text(e.get("role"), names, e.get("sees_evil") or (),
                                          e.get("merlin_candidates") or ())
    if kind == "propose":
        return t(seat_key("avalon.ev.propose", e.get("seat"), you), name=n(e.get("seat")),
                 quest=e.get("quest"), team=_names(names, e.get("team"), you))
    if kind == "votes":
        votes = list(e.get("votes") or [])
        yes = [i for i, v in enumerate(votes) if v]
        key = "avalon.ev.votes_yes" if e.get("approved") else "avalon.ev.votes_no"
        return t(key, yes=len(yes), no=len(votes) - len(yes), approvers=_names(names, yes, you),
                 rejects=e.get("rejects", 0))
    if kind == "quest_result":
        if e.get("by_rejects"):
            return t("avalon.ev.quest_rejects", quest=e.get("quest"))
        key = "avalon.ev.quest_success" if e.get("success") else "avalon.ev.quest_fail"
        return t(key, quest=e.get("quest"), fails=e.get("fails", 0))
    if kind == "fifth_reject":
        if e.get("outcome") == "game":
            return t("avalon.ev.fifth_reject_game")
        return t("avalon.ev.fifth_reject_quest", quest=e.get("quest"))
    if kind == "lady":
        key = seat_key("avalon.ev.lady", e.get("holder"), you)
        if you is not None and e.get("target") == you:
            key = "avalon.ev.lady_on_you"
        return t(key, holder=n(e.get("holder")), target=n(e.get("target")))
    if kind == "lady_pass":
        return t(seat_key("avalon.ev.lady_pass", e.get("holder"), you), holder=n(e.get("holder")))
    if kind == "lady_result":
        key = "avalon.ev.lady_result_good" if e.get("good") else "avalon.ev.lady_result_evil"
        return t(key, target=n(e.get("target")))
    if kind == "reveal_evil":
        roles = e.get("roles") or []
        shown = [t("avalon.ev.role_of", name=n(i), role=role_name(r))
                 for i, r in enumerate(roles) if r]
        return t("avalon.ev.reveal_evil", list=", ".join(shown))
    if kind == "assassinate":
        key = seat_key("avalon.ev.assassinate_hit" if e.get("merlin")
                       else "avalon.ev.assassinate_miss", e.get("seat"), you)
        if you is not None and e.get("target") == you:
            key = "avalon.ev.assassinate_hit_on_you" if e.get("merlin") \
                else "avalon.ev.assassinate_miss_on_you"
        return t(key, name=n(e.get("seat")), target=n(e.get("target")))
    if kind == "game_over":
        side = e.get("winning_side") or "evil"
        return t(f"avalon.ev.game_over_{side}", reason=t(f"avalon.reason.{e.get('reason')}"))
    if kind == "say":
        return t(seat_key("avalon.say.by", e.get("seat"), you), name=n(e.get("seat")),
                 text=talk_text(e, names))
    return str(kind)
