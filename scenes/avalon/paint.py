"""Drawing the Avalon table: by each seat the crown, the Lady of the Lake, the team
shield and the vote card; in the middle the quest track and the reject track (one
cached surface), under them the role box and the phase line, or the big cards of a
vote or a quest card (middle.py), and a vote's outcome. Where things go comes from
layout.py; input and UI state are in scene.py. Never changes the game, only caches of what it drew."""
from __future__ import annotations

import pygame

from game.core import View

from ..i18n import t
from ..kit.counters import draw_badge
from ..kit.flip import draw_flip
from ..kit.table import STATUS_TRIES
from ..kit.text import colour
from . import layout
from .legend import draw_vote_banner, explain_choice, explain_track
from .middle import AvalonMiddle
from .words import role_you

FLIP = 0.45          # seconds for the vote cards to turn over together
#: seconds a vote's result stays on the table (cards turned, then the outcome) before
#: the next move lands, at normal speed; Space skips it
VOTE_BEAT = 2.6


class AvalonPaint(AvalonMiddle):
    """The table's drawing (the kit's ``draw_board``, ``draw_seat_extras``), over the
    middle's role box, phase line and big cards (middle.py)."""

    def _show_votes(self, view: View) -> dict | None:
        """The latest revealed vote while no newer proposal replaced it (a quest lost
        to the fifth rejected team still shows the vote that lost it)."""
        for e in reversed(view["log"]):
            if e["kind"] == "propose" or (e["kind"] == "quest_result"
                                          and not e.get("by_rejects")):
                return None
            if e["kind"] == "votes":
                return e
        return None

    def vote_beat(self) -> bool:
        """Is a vote's outcome on the table now (its beat after the cards turned, or
        while pass-and-play shows the results)?"""
        if self.session.showing_results():
            return True
        p = self.progress("votes", VOTE_BEAT)
        return FLIP / VOTE_BEAT <= p < 1.0

    def draw_seat_extras(self, surface: pygame.Surface, seat: int, centre: tuple[int, int],
                         view: View) -> None:
        r = self.seat_r
        marks = self.seat_marks(seat)
        icon = marks.icon
        pieces = layout.seat_pieces(marks)
        name = self.seat_name(seat)
        if seat == view["leader"] and not view["over"]:
            crown = self.img("crown.png", (icon, icon))
            if crown:
                surface.blit(crown, crown.get_rect(center=marks.corner_left))
            self.explain("crown", pieces.crown, "avalon_legend.zone.crown_you"
                         if seat == self.you() else "avalon_legend.zone.crown", name=name)
        if view.get("lady") == seat and not view["over"]:
            lady = self.img("avalon_lady.png", (icon, icon))
            if lady:
                surface.blit(lady, lady.get_rect(center=marks.corner_right))
            self.explain("lady", pieces.lady, "avalon_legend.zone.lady", name=name)
        team = view.get("team") or []
        picking = self.my_turn() is not None and view["phase"] == "propose"
        if seat in team or (picking and seat in self.selected):
            grow = 1.0 if picking else self.progress("propose", 0.35)
            size = max(2, int(icon * (0.3 + 0.7 * grow)))
            shield = self.img("shield.png", (size, size))
            if shield:
                surface.blit(shield, shield.get_rect(center=marks.left_centre))
            members = team if seat in team and not picking else self.selected
            first = min(members) == seat
            if picking:
                self.explain("team" if first else f"shield:{seat}", pieces.shield,
                             "avalon_legend.zone.picked", name=name)
            else:
                self.explain("team" if first else f"shield:{seat}", pieces.shield,
                             "avalon_legend.zone.team", name=name,
                             names=", ".join(self.seat_name(s) for s in members))
        if self.selected and seat in self.selected and self.my_turn() is not None:
            pygame.draw.circle(surface, colour("gold_light"), centre, r + 8, 3)
        # night knowledge and Lady results of the viewer: a ring (the word is the status)
        me = view.get("seat")
        if me is not None and seat != me:
            ring = None
            if seat in view.get("sees_evil", []):
                ring = "evil"
            elif seat in view.get("merlin_candidates", []):
                ring = "good_light"
            for res in view.get("lady_results", []):
                if res["target"] == seat and ring is None:
                    ring = "good" if res["good"] else "evil"
            if ring:
                pygame.draw.circle(surface, colour(ring), centre, r + 4, 4)
        # vote cards: backs while voting, faces flipped together once all are in
        card = (marks.card, marks.card)
        spot = marks.right_centre
        if view["phase"] == "vote" and seat in view.get("voted", []):
            back = self.img("vote_back.png", card)
            if back:
                surface.blit(back, back.get_rect(center=spot))
            self.explain(f"ballot:{seat}", pieces.vote, "avalon_legend.zone.ballot_back",
                         name=name)
        shown = self._show_votes(view)
        if shown is not None and seat < len(shown["votes"]):
            face = "vote_approve.png" if shown["votes"][seat] else "vote_reject.png"
            draw_flip(surface, self.img("vote_back.png", card), self.img(face, card), spot,
                      self.progress("votes", FLIP))
            self.explain(f"ballot:{seat}", pieces.vote, "avalon_legend.zone.ballot_approve"
                         if shown["votes"][seat] else "avalon_legend.zone.ballot_reject",
                         name=name)
        if view["phase"] == "quest" and seat in view.get("played", []):
            back = self.img("card_back.png", (icon - 4, int((icon - 4) * 1.4)))
            if back:
                surface.blit(back, back.get_rect(center=spot))
            self.explain(f"played:{seat}", pieces.quest_card, "avalon_legend.zone.played",
                         name=name)

    def _quest_track_layer(self, rect: pygame.Rect, view: View,
                           inset: int = 0) -> pygame.Surface:
        """The quest and reject tracks; cached until they change. ``inset``: room kept
        free on both ends of the row of quests (words under the upper seats)."""
        key = (rect.size, inset, tuple((q["result"], q["fails"]) for q in view["quests"]),
               view["rejects"], view.get("quest"), tuple(view.get("open_quests", [])),
               self.quest_choice, self._language())
        if self._board_cache is not None and self._board_cache[0] == key:
            self.reject_track = self._board_cache[2]
            self._reject_label = self.reject_track.label
            return self._board_cache[1]
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        w, h = rect.size
        d, gap, top = layout.quest_geometry(rect.size, inset)
        current = view.get("quest") or self.quest_choice or (
            view["open_quests"][0] if len(view.get("open_quests") or []) == 1 else None)
        for i, q in enumerate(view["quests"]):
            cx = int(inset + gap + i * (d + gap) + d / 2)
            cy = top + d // 2
            fill = colour("parchment")
            if q["result"] == "success":
                fill = colour("good")
            elif q["result"] == "fail":
                fill = colour("evil")
            pygame.draw.circle(surf, colour("shadow"), (cx + 2, cy + 3), d // 2)
            pygame.draw.circle(surf, fill, (cx, cy), d // 2)
            ring = "highlight" if q["quest"] == current else "gold_dark"
            pygame.draw.circle(surf, colour(ring), (cx, cy), d // 2, 4 if ring == "highlight" else 2)
            if q["result"] is None:
                # quest 4 from seven players: two small crosses under the team size
                # ("fails only with 2 Fail cards"); never a number, which on a played
                # quest is its count of Fail cards
                two = q["fails_needed"] == 2
                num = self.texts.get(str(q["size"]), int(d * (0.42 if two else 0.5)), "ink", True)
                surf.blit(num, num.get_rect(center=(cx, cy - (int(d * 0.13) if two else 2))))
                if two:
                    draw_two_fails(surf, (cx, cy + int(d * 0.23)), max(2, int(d * 0.1)))
            else:
                # shape as well as colour: a check for success, a cross for failure
                fails = 0 if q["by_rejects"] else q["fails"]
                roomy = d >= 56      # "2 fails" inside the disc; small discs get a badge
                my = cy - (int(d * 0.1) if fails and roomy else 0)
                draw_result_mark(surf, (cx, my), int(d * (0.2 if fails and roomy else 0.24)),
                                 q["result"] == "success")
                if fails and roomy:
                    note = self.texts.get(t("avalon.fail_count", n=fails), max(10, int(d * 0.17)),
                                          "text", True)
                    surf.blit(note, note.get_rect(midbottom=(cx, cy + d // 2 - 4)))
                elif fails:
                    draw_badge(surf, self.texts, fails, (cx + int(d * 0.38), cy - int(d * 0.38)),
                               max(7, int(d * 0.2)))
            fg = "evil_light" if q["fails_needed"] == 2 and q["result"] is None else "text"
            label = self.texts.get(t("avalon.quest", n=q["quest"]), layout.label_px(d), fg)
            if label.get_width() > d + gap - 4:   # a narrow row: the labels must not meet
                label = self.texts.get(t("avalon.quest_short", n=q["quest"]), 12, fg)
            surf.blit(label, label.get_rect(midtop=(cx, cy + d // 2 + 2)))
        # reject track
        label = self.texts.get(t("avalon.rejects"), layout.label_px(d), "text_dim")
        track = layout.reject_track(w, d, top, label.get_size(), self.metrics())
        self._reject_label = track.label
        surf.blit(label, self._reject_label)
        rd = track.size
        marker = self.img("avalon_reject_marker.png", (rd, rd))
        for i, c in enumerate(track.dots):
            pygame.draw.circle(surf, colour("felt_dark"), c, rd // 2)
            pygame.draw.circle(surf, colour("evil_light" if i == 4 else "felt_light"), c,
                               rd // 2, 2)
            if i < view["rejects"]:
                if marker:
                    surf.blit(marker, marker.get_rect(center=c))
                else:
                    pygame.draw.circle(surf, colour("evil"), c, rd // 2 - 3)
        self.reject_track = track
        self._board_cache = (key, surf, track)
        return surf

    def _quest_inset(self, rect: pygame.Rect, view: View) -> int:
        """Room to leave at each end of the row of quests so that the words under the
        upper side seats (one line or two) never cover a quest."""
        def words(seat: int) -> tuple[int, int] | None:
            status = self.seat_status(view, seat)
            fg = "text_dim"
            if isinstance(status, tuple):
                status, fg = status
            if not status:
                return None
            return self.texts.block(status, self.seat_text_w[seat], STATUS_TRIES, fg).get_size()
        return layout.quest_inset(rect, self.inner_rect.centery, self.seat_pos, self.seat_r,
                                  words, self.metrics())

    def draw_end_summary(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        pygame.draw.rect(surface, colour("felt_dark"), rect, border_radius=10)
        width = rect.width - 20
        d = min(width / 6.2, (rect.height - 12) / 2.1)
        layer = self._quest_track_layer(pygame.Rect(0, 0, width, int(d * 3.3)), view)
        area = pygame.Rect(0, 0, width, rect.height - 4)
        surface.blit(layer, (rect.x + 10, rect.y + 2), area)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        board = rect
        rect = self._track_rect(board, view)
        inset = self._quest_inset(rect, view)
        surface.blit(self._quest_track_layer(rect, view, inset), rect.topleft)
        self.quest_discs = {q["quest"]: self._quest_centre(rect, q["quest"], inset)
                            for q in view["quests"]}
        #: where "Rejected teams" was drawn on the screen (tests read it)
        self.reject_label_rect = self._reject_label.move(rect.topleft)
        pop = self.progress("quest_result", 0.8)
        if pop < 1.0:
            done = [q for q in view["quests"] if q["result"]]
            results = [e for e in view["log"] if e["kind"] == "quest_result"]
            if done and results:
                q = results[-1]["quest"]
                cx, cy, d = self._quest_centre(rect, q, inset)
                side = "good_light" if results[-1].get("success") else "evil_light"
                pygame.draw.circle(surface, colour(side), (cx, cy),
                                   int(d / 2 + 4 + 18 * pop), max(1, int(5 * (1 - pop))))
        explain_track(self, view, rect)
        choice = self.choice(view)
        if choice:
            self._draw_choice(surface, view, choice)
            explain_choice(self, view, choice)
            hinted = getattr(self, "hint_move", None)
            for card, spot in zip(choice, self.choice_rects(view)):
                if hinted is not None and card.move == hinted:   # the hint's card
                    pygame.draw.rect(surface, colour("highlight"), spot.inflate(12, 12), 4,
                                     border_radius=12)
            return
        shown = self._show_votes(view)
        if shown is not None and self.vote_beat():
            # the vote's outcome takes the role box's and the phase line's place
            draw_vote_banner(self, surface, view, shown)
            return
        column = self._column(view)
        if column["line"] is not None:
            surface.blit(column["line"], column["line_rect"])
            self.explain("phase", column["line_rect"], "avalon_legend.zone.phase")
        if column["box"] is not None:
            surface.blit(column["box"], column["box_rect"])
            role = view.get("role")
            self.explain("role", column["box_rect"], "avalon_legend.zone.role",
                         role=role_you(role), side=t(f"avalon.side.{view.get('side') or 'good'}"))

    def quest_tip(self, view: View, pos: tuple[int, int]) -> str:
        """What the quest disc under ``pos`` means, in words: its team size and the two
        Fail cards it needs, or how it ended (its log line). On the table the disc's
        zone says it (legend.py); the replay's plot and tests read this."""
        n = self.disc_at(pos)
        if n is None:
            return ""
        q = view["quests"][n - 1]
        if q["result"] is None:
            tip = t("avalon.quest_tip.open", n=n, size=q["size"])
            return tip + (" " + t("avalon.quest_tip.two") if q["fails_needed"] == 2 else "")
        ended = [e for e in view["log"] if e["kind"] == "quest_result" and e.get("quest") == n]
        return self.describe(ended[-1]) if ended else ""

    def disc_at(self, pos: tuple[int, int]) -> int | None:
        """The quest whose disc is under ``pos`` (as last drawn), else None."""
        return next((n for n, (cx, cy, d) in self.quest_discs.items()
                     if (pos[0] - cx) ** 2 + (pos[1] - cy) ** 2 <= (d / 2) ** 2), None)


def cross_gap(half: int) -> int:
    """How far each of the two crosses of ``draw_two_fails`` stands from the middle."""
    return half + 2


def draw_two_fails(surf: pygame.Surface, centre: tuple[int, int], half: int) -> None:
    """Two small dark red crosses side by side: this quest needs two Fail cards."""
    x, y = centre
    width = 2 if half <= 4 else half // 2 + 1
    for dx in (-cross_gap(half), cross_gap(half)):
        for a, b in (((-half, -half), (half, half)), ((half, -half), (-half, half))):
            pygame.draw.line(surf, colour("evil_dark"), (x + dx + a[0], y + a[1]),
                             (x + dx + b[0], y + b[1]), width)


def draw_result_mark(surf: pygame.Surface, centre: tuple[int, int], half: int,
                     success: bool) -> None:
    """A white check (success) or cross (failure), outlined so it reads on any fill."""
    x, y = centre
    if success:
        lines = [[(x - half, y), (x - half // 3, y + half * 2 // 3), (x + half, y - half * 2 // 3)]]
    else:
        lines = [[(x - half * 3 // 4, y - half * 3 // 4), (x + half * 3 // 4, y + half * 3 // 4)],
                 [(x + half * 3 // 4, y - half * 3 // 4), (x - half * 3 // 4, y + half * 3 // 4)]]
    width = max(3, half // 3)
    for points in lines:
        pygame.draw.lines(surf, colour("shadow"), False, points, width + 4)
    for points in lines:
        pygame.draw.lines(surf, colour("text"), False, points, width)
        for pt in points:   # round the joints and ends
            pygame.draw.circle(surf, colour("text"), pt, width // 2)
