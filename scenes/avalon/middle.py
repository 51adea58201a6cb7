"""The Avalon table's middle and its words: the viewer's role box and the phase line
under the quest track (laid out together), the big cards of a vote or a quest card,
and the helpers every part of the table uses (names, "you", fonts' sizes for
layout.py). Where the quest track goes is layout.py's; paint.py draws the rest."""
from __future__ import annotations

from typing import Any

import pygame

from game.core import View

from ..i18n import t
from ..kit.choice import Choice
from ..kit.private_box import render_private_box
from ..kit.table import TableScene
from . import layout
from .layout import Metrics
from .words import event_text, knowledge_text, role_you

#: (font size, most lines) tried in turn for the phase line; the tighter list when
#: the role box and the line leave the quest track less than half the board
PHASE_TRIES = ((18, 1), (16, 1), (15, 1), (14, 1), (14, 2), (13, 2))
PHASE_TIGHT = ((16, 1), (14, 1), (13, 1), (13, 2))

#: the big cards of a private choice: phase -> (field, ((value, image, label key,
#: shortcut name), ...)); each language has its own letters (see ``shortcut``)
CHOICES: dict[str, tuple[str, tuple[tuple[bool, str, str, str], ...]]] = {
    "quest": ("success", ((True, "avalon_success.png", "avalon.act.success", "success"),
                          (False, "avalon_fail.png", "avalon.act.fail", "fail"))),
    "vote": ("approve", ((True, "vote_approve.png", "avalon.act.approve", "approve"),
                         (False, "vote_reject.png", "avalon.act.reject", "reject"))),
}


def shortcut(name: str) -> int:
    """The key of a move in the current language: Approve (A) / Pour (P)..."""
    return pygame.key.key_code(t(f"avalon.key.{name}"))


class AvalonMiddle(TableScene):
    """The role box, the phase line, the big cards; the shared helpers."""

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        #: the quest the viewer picks a team for when the leader may choose (scene.py)
        self.quest_choice: int | None = None
        self._board_cache: tuple[Any, pygame.Surface, layout.RejectTrack] | None = None
        #: the reject track as last drawn, in the quest track's own coordinates
        self.reject_track: layout.RejectTrack | None = None
        self._reject_label = pygame.Rect(0, 0, 0, 0)
        self.reject_label_rect = pygame.Rect(0, 0, 0, 0)
        self._column_cache: tuple[Any, dict[str, Any]] | None = None
        #: quest -> (centre x, centre y, diameter) of its disc on the screen
        self.quest_discs: dict[int, tuple[int, int, int]] = {}

    def img(self, name: str, size: tuple[int, int]) -> pygame.Surface | None:
        return self.images.get(name, size)

    def names(self) -> list[str]:
        return self.session.names

    def you(self) -> int | None:
        """The seat of the person reading the table, named "you" in the log and the
        phase line (None: a replay, an autoplayed game, the public table)."""
        seat = self.session.viewer()
        return seat if seat is not None and seat in self.session.humans() else None

    def describe(self, event: dict) -> str:
        return event_text(event, self.names(), self.you())

    def seat_name(self, seat: int) -> str:
        """A seat's name in an explanation ("you" for the person reading)."""
        return t("avalon.ev.you") if seat == self.you() else self.names()[seat]

    def metrics(self) -> Metrics:
        """The fonts' sizes for layout.py."""
        return Metrics(lambda px: self.app.font(px).get_linesize(),
                       lambda px: self.app.font(px).get_height())

    def progress(self, kind: str, seconds: float) -> float:
        """0..1 through the animation started by the latest event of ``kind``."""
        return self.timeline.progress(kind, seconds)

    def _language(self) -> str:
        return getattr(self.app.settings, "language", "")

    @staticmethod
    def _quest_geometry(size: tuple[int, int], inset: int = 0) -> tuple[int, float, int]:
        return layout.quest_geometry(size, inset)

    def _quest_centre(self, rect: pygame.Rect, quest: int,
                      inset: int = 0) -> tuple[int, int, int]:
        return layout.quest_centre(rect, quest, inset)

    def _reject_y(self, d: int, top: int) -> int:
        return layout.reject_y(d, top, self.metrics())

    def _track_bottom(self, size: tuple[int, int]) -> int:
        return layout.track_bottom(size, self.metrics())

    def _track_rect(self, rect: pygame.Rect, view: View) -> pygame.Rect:
        """The quest track's area (layout.track_rect)."""
        return layout.track_rect(rect, self.inner_rect, bool(self.choice(view)),
                                 lambda: int(self._column(view)["track_h"]))

    def phase_text(self, view: View) -> str:
        names = self.names()
        phase = view["phase"]
        leader = names[view["leader"]]
        you = self.you()
        mine = "_you" if you is not None and view["leader"] == you else ""
        if phase == "propose":
            opens = view.get("open_quests") or []
            if len(opens) == 1:
                return t("avalon.phase.propose" + mine, leader=leader, quest=opens[0],
                         size=view["quests"][opens[0] - 1]["size"])
            return t("avalon.phase.propose_free" + mine, leader=leader)
        if phase == "vote":
            return t("avalon.phase.vote" + mine, leader=leader, quest=view.get("quest"))
        if phase == "quest":
            return t("avalon.phase.quest", quest=view.get("quest"))
        if phase == "lady":
            lady = view["lady"]
            return t("avalon.phase.lady" + ("_you" if you is not None and lady == you else ""),
                     holder=names[lady])
        if phase == "assassinate":
            return t("avalon.phase.assassinate")
        return ""

    def _column(self, view: View) -> dict[str, Any]:
        """The role box and the phase line under it, bottom of the board: their
        surfaces, places and the height left to the quest track (cached)."""
        ir = self.inner_rect
        role = view.get("role")
        side = view.get("side") or "good"
        knows = knowledge_text(role, self.names(), view.get("sees_evil") or (),
                               view.get("merlin_candidates") or ()) if role else ""
        phase = self.phase_text(view)
        key = (tuple(ir), tuple(self.seat_pos), role, side, knows, phase, self._language())
        if self._column_cache is not None and self._column_cache[0] == key:
            return self._column_cache[1]
        out = self._lay_column(role, side, knows, phase, tight=False)
        if not out["fits"]:   # too tall over half a track: smaller words
            out = self._lay_column(role, side, knows, phase, tight=True)
        if not out["fits"] and phase:
            # still over the reject track: the phase line goes (the status bar, the
            # last move and the action bar say who does what), never the role's words
            out = self._lay_column(role, side, knows, "", tight=True)
        self._column_cache = (key, out)
        return out

    def _lay_column(self, role: str | None, side: str, knows: str, phase: str,
                    tight: bool) -> dict[str, Any]:
        ir = self.inner_rect
        bottom = ir.bottom - 4
        line = line_rect = None
        if phase:
            width = max(180, min(ir.width, 2 * self.free_half(bottom - 44, bottom, False)))
            line = self.texts.block(phase, width, PHASE_TIGHT if tight else PHASE_TRIES,
                                    "text", True)
            line_rect = line.get_rect(midbottom=(ir.centerx, bottom))
            bottom = line_rect.y - 1
        box = box_rect = None
        if role:
            top = ir.y + int(ir.height * 0.45)
            width = min(400, max(ir.width - 12, 2 * self.free_half(top, bottom)))
            box = self._render_role_box(role, side, knows, width, tight)
            box_rect = box.get_rect(midbottom=(ir.centerx, bottom))
        top = (box_rect.y if box_rect else bottom) - ir.y
        track_h, fits = layout.fit_track(ir.size, top, tight, self.metrics())
        return {"line": line, "line_rect": line_rect, "box": box, "box_rect": box_rect,
                "track_h": track_h, "fits": fits}

    def _render_role_box(self, role: str, side: str, knows: str, box_w: int,
                         tight: bool = False) -> pygame.Surface:
        """The viewer's character card: portrait, "You are ..." and night knowledge."""
        size = max(40, min(80, self.inner_rect.height // 4))
        title = t("avalon.you_are", role=role_you(role), side=t(f"avalon.side.{side}"))
        assert self.texts is not None
        return render_private_box(self.texts, lambda side_px: self.img(
            f"avalon_{role}.png", (side_px, side_px)), title, knows, box_w, size,
            f"{side}_light", side, tight)

    def choice(self, view: View) -> list[Choice]:
        """The cards the viewer picks from now (quest card, vote), else []."""
        me = self.my_turn()
        if me is None or view["phase"] not in CHOICES:
            return []
        legal = self.session.legal(me)
        if not legal or legal[0]["kind"] != view["phase"]:
            return []
        field, cards = CHOICES[view["phase"]]
        out = []
        for value, image, label, key in cards:
            move = {"kind": view["phase"], field: value}
            out.append(Choice(move, image, t(label), shortcut(key), move in legal,
                              "" if move in legal else t("avalon.act.fail_tip")))
        return out

    def _choice_panel(self, view: View) -> pygame.Rect:
        """Below the reject track, down to the table's edge (clear of the bottom seat)."""
        return layout.choice_panel(self.inner_rect, self.table_rect, self.seat_pos,
                                   self.seat_r, self._track_rect(self.inner_rect, view).size,
                                   self.metrics())

    def choice_rects(self, view: View) -> list[pygame.Rect]:
        return self.prompt.rects(self._choice_panel(view), self.phase_text(view), 2,
                                 square=view["phase"] == "vote")

    def _draw_choice(self, surface: pygame.Surface, view: View, choice: list[Choice]) -> None:
        self.prompt.draw(surface, self._choice_panel(view), self.phase_text(view), choice,
                         self.choice_rects(view), pygame.mouse.get_pos())
