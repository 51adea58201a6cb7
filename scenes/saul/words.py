"""Saül contre David log events, table talk and knowledge as sentences (namespace "saul")."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..i18n import t

SPY = "spy"


def role_name(role: str | None) -> str:
    return t(f"saul.role.{role}") if role else "?"


def camp_colour(role: str | None) -> str:
    return "evil_light" if role == SPY else "good_light"


def _n(names: Sequence[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def _list(names: Sequence[str], seats: Sequence[int] | None) -> str:
    seats = list(seats or [])
    return ", ".join(_n(names, s) for s in seats) if seats else t("saul.ev.nobody")


def talk_text(move: dict[str, Any], names: Sequence[str]) -> str:
    """A statement without its speaker: "I accuse Ann.", and its reason when it has one
    (namespace saul_talk)."""
    text = _bare_text(move, names)
    if move.get("reason") is None:
        return text
    reason = t(f"saul_talk.reason.{move['reason']}", target=_n(names, move.get("target")),
               about=_n(names, move.get("about")))
    return t("saul_talk.with_reason", text=text, reason=reason)


def _bare_text(move: dict[str, Any], names: Sequence[str]) -> str:
    claim = move.get("claim")
    who = _n(names, move.get("target"))
    if claim == "role":
        return t("saul.say.role", role=role_name(move.get("role")))
    if claim == "vision":
        return t("saul.say.vision", target=who, role=role_name(move.get("role")))
    if claim in ("accuse", "trust", "vote"):
        return t(f"saul.say.{claim}", target=who)
    return str(claim)


def knowledge_lines(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    """What the viewer knows privately, one sentence a fact."""
    out = []
    if view.get("dealt") == "thief" and view.get("role") != "thief":
        out.append(t("saul.knows.thief_took", role=role_name(view.get("role"))))
    spies = [p for p in view.get("spies") or [] if p != view.get("seat")]
    if spies:
        out.append(t("saul.knows.spies", names=_list(names, spies)))
    for v in view.get("visions") or []:
        out.append(t("saul.knows.vision", night=v["night"], target=_n(names, v["target"]),
                     role=role_name(v["role"])))
    for g in view.get("glimpses") or []:
        if g["caught"]:
            out.append(t("saul.knows.caught", night=g["night"]))
        else:
            out.append(t("saul.knows.glimpse", night=g["night"], names=_list(names, g["spies"])))
    lovers = view.get("lovers")
    if lovers:
        me = view.get("seat")
        if me in lovers:
            other = lovers[1] if lovers[0] == me else lovers[0]
            out.append(t("saul.knows.lover", name=_n(names, other)))
        else:
            out.append(t("saul.knows.lovers", a=_n(names, lovers[0]), b=_n(names, lovers[1])))
    contacts = view.get("contacts")
    if contacts is not None:
        left = [t(f"saul.knows.contact_{c}") for c in ("saul", "david") if not contacts[c]]
        out.append(t("saul.knows.contacts", left=", ".join(left) if left else t("saul.ev.nobody")))
    if view.get("middle") and view.get("phase") == "night" and view.get("night") == 1:
        out.append(t("saul.knows.middle", cards=", ".join(role_name(c) for c in view["middle"])))
    return out


CAUSES = ("night", "grief", "shot", "banished")


def event_text(e: dict[str, Any], names: Sequence[str]) -> str:
    kind = e.get("kind")
    n = lambda seat: _n(names, seat)
    if kind == "start":
        return t("saul.ev.start", players=e["players"], spies=e["spies"])
    if kind == "card":
        return t("saul.ev.card", role=role_name(e["role"]))
    if kind == "night":
        return t("saul.ev.night", night=e["night"])
    if kind == "hour":
        return t("saul.ev.hour", night=e["night"], what=t(f"saul.pass.{e['pass']}"))
    if kind == "middle":
        return t("saul.ev.middle", cards=", ".join(role_name(c) for c in e["cards"]))
    if kind == "thief":
        if e["take"] is None:
            return t("saul.ev.thief_kept")
        return t("saul.ev.thief_took", role=role_name(e["role"]))
    if kind == "lovers":
        return t("saul.ev.lovers", a=n(e["lovers"][0]), b=n(e["lovers"][1]))
    if kind == "lover":
        return t("saul.ev.lover", name=n(e["partner"]))
    if kind == "spies":
        return t("saul.ev.spies", names=_list(names, e["spies"]))
    if kind == "vision":
        return t("saul.ev.vision", target=n(e["target"]), role=role_name(e["role"]))
    if kind == "pick":
        return t("saul.ev.pick", name=n(e["seat"]), target=n(e["target"]))
    if kind == "michal":
        return t("saul.ev.michal_spy" if e["spy"] else "saul.ev.michal_home")
    if kind == "glimpse":
        if e["caught"]:
            return t("saul.ev.glimpse_caught")
        return t("saul.ev.glimpse", names=_list(names, e["spies"]))
    if kind == "captured":
        if e["target"] is None:
            return t("saul.ev.captured_none")
        key = "saul.ev.captured_michal" if e["michal_caught"] else "saul.ev.captured"
        return t(key, target=n(e["target"]))
    if kind == "told":
        if e["captured"] is None:
            return t("saul.ev.told_none")
        return t("saul.ev.told", target=n(e["captured"]))
    if kind == "contacts":
        parts = []
        if e["free"]:
            parts.append(t("saul.ev.freed", target=n(e["captured"])))
        if e["banish"] is not None:
            parts.append(t("saul.ev.banish_secret", target=n(e["banish"])))
        return " ".join(parts) if parts else t("saul.ev.no_contact")
    if kind == "dawn":
        if not e["eliminated"]:
            return t("saul.ev.dawn_none", day=e["day"])
        return t("saul.ev.dawn", day=e["day"], names=_list(names, e["eliminated"]))
    if kind == "eliminated":
        cause = e["cause"] if e["cause"] in CAUSES else "night"
        return t(f"saul.ev.out_{cause}", name=n(e["seat"]), role=role_name(e["role"]))
    if kind == "ballot":
        votes = e["votes"]
        tally = ", ".join(f"{n(int(p))} {c}" for p, c in e["tally"].items())
        what = "saul.ev.ballot_elect" if e["kind_of"] == "elect" else "saul.ev.ballot_vote"
        del votes
        return t(what, tally=tally)
    if kind == "general":
        if e["how"] == "named":
            return t("saul.ev.general_named", name=n(e["seat"]), by=n(e.get("by")))
        return t("saul.ev.general_drawn" if e["drawn"] else "saul.ev.general", name=n(e["seat"]))
    if kind == "tiebreak":
        return t("saul.ev.tiebreak", name=n(e["seat"]), target=n(e["target"]))
    if kind == "banished":
        return t("saul.ev.banished", name=n(e["seat"]))
    if kind == "no_banishment":
        return t("saul.ev.no_banishment")
    if kind == "shot":
        return t("saul.ev.shot", name=n(e["seat"]), target=n(e["target"]))
    if kind == "game_over":
        return t(f"saul.end.{e['winner']}")
    if kind == "say":
        return t("saul.ev.say", name=n(e["seat"]), text=talk_text(e, names))
    return str(kind)
