"""What the camp explains (the kit's explanation zones, scenes/kit/zones.py; texts in
the ``saul_legend`` namespace, keys under ``zone.``): the fire (night or day), the
phase line, the viewer's card box ("role"), each seat's state ("seat:N": out with its
card, you, a Spy you know, a card you saw, ready, voted), the General's star
("general", "general:N"), the lovers' hearts (only for those who know), the Spies'
picks and the ballot's votes beside each seat, the Sleep and Ready buttons. Names the
tutorial coach points at come from ``game.tutorial.ZONES`` (role, seat:N, sleep,
ready, general, talk)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import View

from ..kit.zones import CARD_KEY_NAME
from .layout import SeatSpots
from .words import role_name

if TYPE_CHECKING:
    from .paint import SaulPaint

K = "saul_legend.zone."


def explain_fire(scene: SaulPaint, view: View, rect: pygame.Rect) -> None:
    """The fire: night or day, and what the camp does in it."""
    if view["phase"] == "night":
        scene.explain("fire", rect, K + "fire_night", night=view["night"])
    else:
        scene.explain("fire", rect, K + "fire_day", day=max(1, view["day"]))


def explain_phase(scene: SaulPaint, view: View, rect: pygame.Rect) -> None:
    scene.explain("phase", rect, K + "phase")


def explain_private(scene: SaulPaint, view: View, box: pygame.Rect) -> None:
    """The viewer's card box: the tutorial's "role"."""
    scene.explain("role", box, K + "role", role=role_name(view["role"]),
                  shortcut=CARD_KEY_NAME)


def seat_state(scene: SaulPaint, view: View, seat: int) -> tuple[str, dict]:
    """The key and parameters saying what the viewer knows of ``seat`` now."""
    name = scene.session.name(seat)
    revealed = view["revealed"][seat]
    if not view["alive"][seat] and revealed:
        return K + "seat_out", {"name": name, "role": role_name(revealed)}
    if seat == view.get("seat") and view.get("role"):
        return K + "seat_you", {"name": name, "role": role_name(view["role"])}
    spies = set(view.get("spies") or [])
    for g in view.get("glimpses") or []:
        spies |= set(g["spies"])
    if seat in spies:
        return K + "seat_spy", {"name": name}
    for v in reversed(view.get("visions") or []):
        if v["target"] == seat:
            return K + "seat_seen", {"name": name, "role": role_name(v["role"])}
    if view["phase"] == "debate" and seat in view.get("ready", []):
        return K + "seat_ready", {"name": name}
    if view["phase"] in ("elect", "vote") and seat in view.get("voted", []):
        return K + "seat_voted", {"name": name}
    return K + "seat", {"name": name}


def explain_seat(scene: SaulPaint, view: View, seat: int, spots: SeatSpots,
                 tally: dict[int, int] | None) -> None:
    """A seat's token and words ("seat:N"), then its marks, smaller, over them."""
    kit = scene.zones.get(f"seat:{seat}")
    rect = kit.rect if kit is not None else spots.token
    key, params = seat_state(scene, view, seat)
    scene.explain(f"seat:{seat}", rect, key, **params)
    name = scene.session.name(seat)
    if view["general"] == seat:
        spot = SeatSpots.rect(spots.general)
        scene.explain("general", spot, K + "general", name=name)
    if seat in (view.get("lovers") or []):
        scene.explain(f"lover:{seat}", SeatSpots.rect(spots.lover), K + "lover", name=name)
    if view["phase"] == "night":
        picks = [p["target"] for p in view.get("picks") or []]
        if seat in picks:
            scene.explain(f"picks:{seat}", SeatSpots.rect(spots.picks), K + "picks",
                          name=name, n=picks.count(seat))
    if tally and seat in tally:
        ballot = scene._ballot(view)
        kind = "tally_elect" if ballot is not None and ballot["kind_of"] == "elect" \
            else "tally_vote"
        scene.explain(f"tally:{seat}", SeatSpots.rect(spots.tally), K + kind, name=name,
                      n=tally[seat])
