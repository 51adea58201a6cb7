"""Aztec log events and moves as sentences (namespace "aztec")."""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..i18n import language, t

COLOURS = ("red", "blue", "yellow")


def jewels_text(jewels: Mapping[str, int] | None) -> str:
    """"2 red, 1 blue"; "nothing" for no jewel."""
    parts = [t("aztec.jewels." + c, n=jewels[c]) for c in COLOURS if jewels and jewels.get(c)]
    return ", ".join(parts) if parts else t("aztec.jewels.none")


def character_name(character: str | None) -> str:
    return t(f"aztec.character.{character}") if character else "?"


def artefact_name(artefact: str) -> str:
    return t(f"aztec.artefact.{artefact}")


def _seats(names: Sequence[str], seats: Sequence[int]) -> str:
    return ", ".join(names[s] for s in seats) if seats else t("aztec.ev.nobody")


def _who(names: Sequence[str], end: Any) -> str:
    return t("aztec.ev.reserve") if end == "reserve" else names[int(end)]


def banner_text(e: dict[str, Any], names: Sequence[str]) -> str:
    """A result as the table's banner says it, short (the log tells it whole): the
    bets turned over; a reveal's outcome and what the seat keeps, the stones counted
    per receiver."""
    kind = e.get("kind")
    if kind == "bets":
        return t("aztec.banner.bets")
    if kind != "reveal":
        return event_text(e, names)
    head = t("aztec.banner." + e["outcome"], name=names[e["seat"]],
             take=jewels_text(e["take"]), jewels=jewels_text(e["jewels"]))
    got: dict[Any, int] = {}
    for _, receiver in e["stones"]:
        got[receiver] = got.get(receiver, 0) + 1
    parts = [t("aztec.banner.stones", name=_who(names, r)[:1].upper() + _who(names, r)[1:],
               n=n) for r, n in got.items()]
    return elide(" ".join([head, *parts]))


#: French elides "de" before a vowel: "la Coupe rituelle d'Elif", "Joyaux d'Ana"
_DE = re.compile(r"\bde (?=[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouyàâäéèêëîïôöùûü])")


def elide(text: str) -> str:
    """``text`` with French elisions ("de Ana" -> "d'Ana"); other languages as they are."""
    return _DE.sub("d'", text) if language() == "fr" else text


def owner(name: str) -> str:
    """Whose it is: "Ana's" / "d'Ana" (namespace key ``aztec.owner``)."""
    return elide(t("aztec.owner", name=name))


def event_text(e: dict[str, Any], names: Sequence[str]) -> str:
    return elide(_event_text(e, names))


def _event_text(e: dict[str, Any], names: Sequence[str]) -> str:
    kind = e.get("kind")
    seat = e.get("seat")
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    if kind == "start":
        return t("aztec.ev.start", n=e["players"], name=names[e["first"]])
    if kind == "character":
        return t("aztec.ev.character", name=name, character=character_name(e["character"]))
    if kind == "round":
        return t("aztec.ev.round", round=e["round"], name=names[e["first"]])
    if kind == "card":
        return t("aztec.ev.card", jewels=jewels_text(e["card"]))
    if kind == "takes":
        return t("aztec.ev.takes", takes="; ".join(
            f"{names[p]} {jewels_text(tk)}" for p, tk in enumerate(e["takes"])))
    if kind == "bets":
        return t("aztec.ev.bets", bets="; ".join(
            t("aztec.ev.bet_believe" if b["believe"] else "aztec.ev.bet_accuse",
              name=names[p], target=names[b["target"]]) for p, b in enumerate(e["bets"])))
    if kind == "reveal":
        head = t("aztec.ev.reveal." + e["outcome"], name=name, card=jewels_text(e["card"]),
                 take=jewels_text(e["take"]), jewels=jewels_text(e["jewels"]))
        stones = [t("aztec.ev.stone", giver=_who(names, a), receiver=_who(names, b))
                  for a, b in e["stones"]]
        return " ".join([head, *(["(" + "; ".join(stones) + ")"] if stones else [])])
    if kind == "draw":
        return t("aztec.ev.draw", name=name, n=e["count"])
    if kind == "drawn":
        return t("aztec.ev.drawn", artefacts=", ".join(artefact_name(a) for a in e["artefacts"]))
    if kind == "keep":
        return t("aztec.ev.keep", name=name, artefact=artefact_name(e["artefact"]))
    if kind == "no_artefact":
        return t("aztec.ev.no_artefact", name=name)
    if kind in ("ritual_bowl", "cursed_idol"):
        return t(f"aztec.ev.{kind}", name=name, n=e["stones"])
    if kind == "curse":
        curse = t("aztec.curse." + e["colour"])
        if e["seat"] is None:
            return t("aztec.ev.curse_tie", curse=curse, n=e["left"])
        return t("aztec.ev.curse", curse=curse, name=name, n=e["stones"])
    if kind == "game_over":
        return t("aztec.ev.game_over", names=_seats(names, e["winners"]))
    return str(kind)
