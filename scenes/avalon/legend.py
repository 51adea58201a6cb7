"""What the Avalon table explains (the kit's explanation zones, see scenes/kit/zones.py,
texts under ``zone.`` in the avalon_legend namespace) and the vote's outcome banner.
Zone names that the tutorial coach points at come from ``game.tutorial.ZONES``
(quest_track, quest:N, crown, team, rejects, role, vote:approve, vote:reject,
card:success, card:fail); the others are "<what>[:<seat>]"."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import View

from ..i18n import t
from ..kit.choice import Choice
from ..kit.text import colour
from . import layout

if TYPE_CHECKING:
    from .paint import AvalonPaint


def explain_track(scene: AvalonPaint, view: View, rect: pygame.Rect) -> None:
    """The quest track's zones: the row, each quest, the reject track, its fifth dot."""
    discs = {q: layout.disc_rect(c) for q, c in scene.quest_discs.items()}
    if not discs:
        return
    d = discs[1].width
    row = discs[1].union(discs[5])
    row.height += 2 + scene.app.font(layout.label_px(d)).get_linesize()
    scene.explain("quest_track", row, "avalon_legend.zone.quest_track")
    current = view.get("quest")
    for q in view["quests"]:
        n = q["quest"]
        if q["result"] is None:
            key = "quest_two" if q["fails_needed"] == 2 else (
                "quest_now" if n == current else "quest_open")
            scene.explain(f"quest:{n}", discs[n], "avalon_legend.zone." + key, quest=n,
                          size=q["size"])
        elif q["by_rejects"]:
            scene.explain(f"quest:{n}", discs[n], "avalon_legend.zone.quest_rejects", quest=n)
        else:
            key = "quest_success" if q["result"] == "success" else "quest_fail"
            if q["fails"] == 0 and key == "quest_success":
                key += "_none"
            scene.explain(f"quest:{n}", discs[n], "avalon_legend.zone." + key, quest=n,
                          n=q["fails"])
    track = scene.reject_track
    if track is None:
        return
    scene.explain("rejects", track.rect().move(rect.topleft), "avalon_legend.zone.rejects",
                  n=view["rejects"])
    fifth = (view.get("options") or {}).get("fifth_reject", "evil_wins_quest")
    scene.explain("reject:5", track.dot_rect(4).move(rect.topleft),
                  "avalon_legend.zone.reject_fifth_game" if fifth == "evil_wins_game"
                  else "avalon_legend.zone.reject_fifth")


def explain_choice(scene: AvalonPaint, view: View, choice: list[Choice]) -> None:
    """The big cards' zones: vote:approve / vote:reject, card:success / card:fail."""
    for card, rect in zip(choice, scene.choice_rects(view)):
        key = pygame.key.name(card.key).upper() if card.key else ""
        if card.move["kind"] == "vote":
            name = "vote:approve" if card.move["approve"] else "vote:reject"
            text = "avalon_legend.zone." + name.replace(":", "_")
        else:
            name = "card:success" if card.move["success"] else "card:fail"
            text = "avalon_legend.zone." + name.replace(":", "_")
            if not card.enabled:
                text += "_good"
        scene.explain(name, rect, text, shortcut=key)


def draw_vote_banner(scene: AvalonPaint, surface: pygame.Surface, view: View, votes: dict) -> None:
    """The vote's outcome under the quest track: "Team approved 4–3", then what
    follows (the quest, or the rejects in a row and the crown moving on)."""
    yes = sum(1 for v in votes["votes"] if v)
    no = len(votes["votes"]) - yes
    approved = bool(votes.get("approved"))
    key = "avalon.banner.approved" if approved else "avalon.banner.rejected"
    title = t(key, yes=yes, no=no)
    after = view["log"][view["log"].index(votes) + 1:] if votes in view["log"] else []
    fifth = next((e for e in after if e["kind"] == "fifth_reject"), None)
    if approved:
        sub = t("avalon.banner.goes", quest=votes.get("quest"))
    elif fifth is not None:
        sub = scene.describe(fifth)
    else:
        sub = t("avalon.banner.rejects", n=votes.get("rejects", 0))
    ir = scene.inner_rect
    width = ir.width - 40
    head = scene.texts.fit(title, width, 22, "good_light" if approved else "evil_light", True)
    body = scene.texts.block(sub, width, ((16, 1), (15, 2), (14, 2)), "text")
    foot = None if scene.session.showing_results() else \
        scene.texts.get(t("avalon.banner.skip"), 13, "text_dim")
    w = max(head.get_width(), body.get_width(), foot.get_width() if foot else 0) + 28
    h = head.get_height() + body.get_height() + (foot.get_height() if foot else 0) + 16
    track = scene._track_rect(ir, view)
    box = layout.banner_rect(ir, track.y - ir.y + scene._track_bottom(track.size), (w, h))
    pygame.draw.rect(surface, colour("panel"), box, border_radius=8)   # opaque: over the role box
    pygame.draw.rect(surface, colour("good" if approved else "evil"), box, 2,
                     border_radius=8)
    y = box.y + 6
    for line in (head, body, foot):
        if line is not None:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
    scene.explain("vote:result", box, "avalon_legend.zone.vote_result")
