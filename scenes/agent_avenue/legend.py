"""Agent Avenue's explanation zones (scenes/kit/zones.py): every drawn icon, number
and track says what it is on hover and by keyboard focus (Tab). Names of the
tutorial's targets as in ``game.tutorial.ZONES`` (track, spy:N, lead, hand,
card:<agent>, play:up/down, recruit:up/down, tableau:N); the others "<what>[:<n>]".
Texts: namespace ``agent_avenue_legend``.

``layout_zones`` runs in ``layout`` (areas fixed for the game), ``board_zones`` at the
end of ``draw_board`` (what the board layer shows: leads, tiles, cards, deck, Black
Market), ``frame_zones`` in ``draw`` (what moves or the table draws each frame: the
spies, the seats' statuses)."""
from __future__ import annotations

from typing import Any

import pygame

from game.agent_avenue.bots.model import steps
from game.agent_avenue.data import CATCH, INDEX, RING, discard_limit
from game.core import View

from ..i18n import t
from .words import agent, market, side_name, signed, values_text

L = "agent_avenue_legend."


def _side(scene: Any, view: View, side: int) -> str:
    return side_name(scene.names(), view["sides"], side)


def my_side(view: View) -> int:
    """The viewer's side (side 0 for a public view)."""
    seat = view.get("seat")
    return view["sides"][seat] if isinstance(seat, int) else 0


def layout_zones(scene: Any) -> None:
    """The areas: the avenue, the hand, each side's tableau, the Black Market."""
    view = scene.session.viewer_view()
    lay = scene.lay
    scene.explain("track", lay.ring, L + ("track_market" if scene.advanced else "track"),
                  catch=CATCH, ring=RING)
    scene.explain("hand", lay.hand, L + "hand")
    for side in (0, 1):
        slots = list(lay.slots[side].values())
        scene.explain(f"tableau:{side}", slots[0].unionall(slots[1:]), L + "tableau",
                      side=_side(scene, view, side))
    if lay.mid.height:
        scene.explain("market", lay.mid, L + "market")


def board_zones(scene: Any, view: View) -> None:
    """What the board layer shows now (``scene.placed`` holds its tableaux' rects)."""
    mine = my_side(view)
    perms: dict[int, list[pygame.Rect]] = {}
    for what, side, rect in scene.placed:
        if what == "lead":
            lead = view["spies"][side]["progress"] - view["spies"][1 - side]["progress"]
            scene.explain("lead" if side == mine else f"lead:{side}", rect, L + "lead",
                          n=signed(lead), side=_side(scene, view, side), catch=CATCH)
        elif what == "perm":
            perms.setdefault(side, []).append(rect)
    for side, rects in perms.items():   # the names as drawn, each card's effect
        cards = " ".join(f"{market(c)}: {t(f'agent_avenue.effect.{c}')}"
                         for c in view["perms"][side])
        scene.explain(f"perms:{side}", rects[0].unionall(rects[1:]), L + "perms",
                      side=_side(scene, view, side), cards=cards)
    home = {"security_system", "getaway_car"} if view["options"].get("home_spaces_active") \
        else set()
    for side in (0, 1):
        row = view["tableau"][side]
        has = frozenset(view["perms"][side]) | home
        for a, rect in scene.slots[side].items():
            if row.get(a):
                third = row[a] + 1 >= 3
                extra = t("agent_avenue.tip.wins") if third and a == "codebreaker" else \
                    t("agent_avenue.tip.loses") if third and a == "daredevil" else ""
                scene.explain(f"tile:{side}:{a}", rect, L + "tile", n=row[a], agent=agent(a),
                              side=_side(scene, view, side),
                              steps=signed(steps(has, a, row[a] + 1)), extra=extra)
    up_r, down_r = scene.table_cards()
    scene.explain("play:up", up_r, L + ("up_card" if view["up"] else "play_up"),
                  card=agent(view["up"]))
    scene.explain("play:down", down_r, L + ("down_card" if view["down_played"] else "play_down"))
    if view["phase"] == "recruit":
        scene.explain("recruit:up", up_r, L + "recruit_up", card=agent(view["up"]))
        scene.explain("recruit:down", down_r, L + "recruit_down")
    inner = scene.lay.inner()
    deck = scene.texts.fit(t("agent_avenue.panel.deck", n=view["deck"]), inner.width, 14, "text")
    scene.explain("deck", deck.get_rect(midbottom=(inner.centerx, inner.bottom - 2)),
                  L + "deck", n=view["deck"])
    for rect, a in scene.choice_cards(view):
        extra = t("agent_avenue.tip.wins") if INDEX[a] == INDEX["codebreaker"] else \
            t("agent_avenue.tip.loses") if INDEX[a] == INDEX["daredevil"] else ""
        scene.explain(f"card:{a}", rect, L + "card", agent=agent(a), values=values_text(a),
                      extra=extra)
    for rect, card in scene.market_rows(view) if view["mode"] == "advanced" else []:
        scene.explain(f"market:{card}", rect, L + "market_card", card=market(card),
                      effect=t(f"agent_avenue.effect.{card}"))


def frame_zones(scene: Any, view: View) -> None:
    """The spies (they walk) and the seats' words (drawn by the table each frame)."""
    r = max(8, scene.cell // 5) + 3
    for side, (x, y) in enumerate(scene.spy_spots(view)):
        scene.explain(f"spy:{side}", pygame.Rect(x - r, y - r, 2 * r, 2 * r), L + "spy",
                      side=_side(scene, view, side), n=view["spies"][side]["progress"],
                      catch=CATCH)
    for what, seat, rect in getattr(scene, "drawn_labels", []):
        if what == "status":
            scene.explain(f"status:{seat}", rect, L + "status", name=scene.session.name(seat),
                          cards=view["hand_sizes"][seat], discards=view["discards_left"][seat],
                          limit=discard_limit(view["players"], seat))
