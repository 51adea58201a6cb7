"""The camp's drawing: night and day lighting, the fire, the phase line or the dawn's
news, the viewer's card and knowledge, each seat's marks (the fallen's cross, the
General's star, the lovers' heart, the Spies' picks, the latest ballot's votes) and
the end screen's summary. Where things go: scenes/saul/layout.py; what they explain:
scenes/saul/legend.py. Everything drawn comes from the current viewer's view."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import View

from ..i18n import t
from ..kit.table import TableScene
from ..kit.text import colour
from ..kit.tokens import shape_points
from . import layout, legend
from .words import camp_colour, event_text, knowledge_lines, role_name

#: seconds the dawn banner stays over the fire
DAWN_SECONDS = 4.0
#: night events told in the end screen's history
NIGHT_KINDS = ("thief", "lovers", "vision", "pick", "michal", "glimpse", "captured", "contacts")
KNOWS_TRIES = ((15, 1), (14, 1), (13, 2), (12, 3))
#: the card box squeezed between two side seats (800x600): small type, few lines
NARROW_TRIES = ((13, 1), (12, 1), (12, 2), (11, 3))
PHASE_TRIES = ((18, 1), (16, 1), (15, 1), (14, 2))


class SaulPaint(TableScene):
    """The camp's pictures; the scene (scenes/saul/scene.py) adds words and input."""

    _night_layer: tuple[Any, pygame.Surface] | None = None
    #: a lone human who is out: None (playing), "offer" (watch or skip?), "watch" (the
    #: public view, as a spectator), "skip" (the bots finish at once, unseen)
    out_state: str | None = None
    #: the fire's glow per (size, night), set by the scene
    _glows: dict[tuple[int, bool], pygame.Surface]

    def names(self) -> list[str]:
        return self.session.names

    def describe(self, event: dict) -> str:
        return event_text(event, self.names())

    def phase_text(self, view: View) -> str:
        """The phase line over the fire."""
        return ""

    # ------------------------------------------------------------ the board
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        night = view["phase"] == "night"
        self._draw_light(surface, night)
        size = layout.fire_size(rect)
        self._draw_fire(surface, rect.center, size, night)
        above = layout.phase_spot(rect, size)
        if not self._draw_dawn(surface, rect, view, above):
            phase = self.phase_text(view)
            if phase:
                line = self.texts.block(phase, int(rect.width * 0.8), PHASE_TRIES, "text", True)
                spot = line.get_rect(midbottom=above)
                surface.blit(line, spot)
                legend.explain_phase(self, view, spot)
        legend.explain_fire(self, view, layout.fire_rect(rect, size))
        self._draw_private(surface, rect, view)

    def _draw_light(self, surface: pygame.Surface, night: bool) -> None:
        """Night: the whole camp under a dark blue veil; day: a warm light on the ground."""
        area = layout.light_area(self.top_rect, self.board_rect, self.action_rect)
        key = (self.app.size, tuple(area), night)
        if self._night_layer is None or self._night_layer[0] != key:
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            ground = self.table_rect.inflate(24, 24).move(-area.x, -area.y)
            if night:
                layer.fill((6, 10, 40, 110))
                pygame.draw.ellipse(layer, (6, 10, 40, 150), ground)
            else:
                pygame.draw.ellipse(layer, (255, 200, 110, 34), ground)
            self._night_layer = (key, layer)
        surface.blit(self._night_layer[1], area.topleft)

    def _draw_fire(self, surface: pygame.Surface, centre: tuple[int, int], size: int,
                   night: bool) -> None:
        cx, cy = centre
        surface.blit(self._glow(size, night), (cx - size * 3, cy - size * 3))
        wood = colour("wood_dark")
        for dx in (-1, 1):
            pygame.draw.line(surface, wood, (cx - dx * size, cy + size // 2),
                             (cx + dx * size, cy + size // 5), max(3, size // 5))
        flick = math.sin(self._clock * 9) * 0.12 + math.sin(self._clock * 4.3) * 0.08
        for scale, fill in ((1.0, (230, 90, 30)), (0.68, (250, 170, 40)), (0.38, (255, 235, 140))):
            h = size * 1.3 * scale * (1 + flick)
            w = size * 0.75 * scale
            points = [(cx - w, cy + size * 0.3), (cx - w * 0.5, cy - h * 0.45),
                      (cx, cy - h), (cx + w * 0.5, cy - h * 0.4), (cx + w, cy + size * 0.3)]
            pygame.draw.polygon(surface, fill, points)

    def _glow(self, size: int, night: bool) -> pygame.Surface:
        """The fire's light: rings fading outwards (cached per size)."""
        key = (size, night)
        cached = self._glows
        if key not in cached:
            glow = pygame.Surface((size * 6, size * 6), pygame.SRCALPHA)
            steps = 12
            for i in range(steps):
                rad = int(size * 3 * (1 - i / steps))
                alpha = int((60 if night else 28) * (i + 1) / steps)
                pygame.draw.circle(glow, (255, 150, 50, alpha), (size * 3, size * 3), rad)
            cached[key] = glow
        return cached[key]

    def _draw_private(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """The viewer's card and what it knows, at the bottom of the board."""
        role = view.get("role")
        if not role:
            return
        lines = [t(f"saul.knows.you_are.{role}")]   # with its article: "a Spy", "the Thief"
        me = view.get("seat")
        if me is not None and not view["alive"][me] and self.out_state != "offer":
            lines.append(t("saul.knows.dead"))      # (the offer says it already)
        lines += knowledge_lines(view, self.names())
        width = layout.private_width(rect)
        rendered, box = self._private_lines(lines, role, width, rect)
        free = 2 * layout.free_half(box.centerx, box.top, box.bottom, self._seat_boxes(),
                                    box.width)
        if box.width > free:     # a side seat's marks beside the box: narrower, if it
            fire = layout.fire_rect(rect, layout.fire_size(rect))   # stays under the fire
            narrow = self._private_lines(lines, role, max(200, free - 24), rect, NARROW_TRIES)
            if narrow[1].top >= fire.bottom:
                rendered, box = narrow
        surface.blit(self._backdrop(box.size), box.topleft)
        pygame.draw.rect(surface, colour(camp_colour(role)), box, 1, border_radius=8)
        y = box.y + 5
        for r in rendered:
            surface.blit(r, r.get_rect(midtop=(box.centerx, y)))
            y += r.get_height() + 2
        legend.explain_private(self, view, box)

    def _seat_boxes(self) -> list[pygame.Rect]:
        names = [self.texts.get(self.session.name(s), 17, "text", True).get_width()
                 for s in range(len(self.seat_pos))]
        return [box for seat, pos in enumerate(self.seat_pos)
                for box in layout.seat_boxes(pos, self.seat_r, names[seat])]

    def _private_lines(self, lines: list[str], role: str, width: int, rect: pygame.Rect,
                       tries: tuple[tuple[int, int], ...] = KNOWS_TRIES
                       ) -> tuple[list[pygame.Surface], pygame.Rect]:
        """The card box's lines wrapped to ``width`` (the oldest knowledge left out
        past half the board) and the box round them."""
        rendered = [self.texts.block(lines[0], width, tries, camp_colour(role), True)]
        rendered += [self.texts.block(x, width, tries, "text") for x in lines[1:]]
        room = layout.private_room(rect)
        while len(rendered) > 1 and sum(r.get_height() + 2 for r in rendered) > room:
            rendered.pop(1)                     # the oldest knowledge goes first
        h = sum(r.get_height() + 2 for r in rendered) + 10
        w = max(r.get_width() for r in rendered) + 24
        return rendered, layout.private_box(rect, (w, h))

    def _draw_dawn(self, surface: pygame.Surface, rect: pygame.Rect, view: View,
                   spot: tuple[int, int]) -> bool:
        """The dawn's news over the fire for a few seconds; True while it shows."""
        if self.timeline.progress("dawn", DAWN_SECONDS) >= 1.0:
            return False
        dawn = next((e for e in reversed(view["log"]) if e["kind"] == "dawn"), None)
        if dawn is None:
            return False
        line = self.texts.block(self.describe(dawn), int(rect.width * 0.8), PHASE_TRIES,
                                "accent", True)
        box = line.get_rect(midbottom=spot).inflate(16, 8)
        surface.blit(self._backdrop(box.size), box.topleft)
        surface.blit(line, line.get_rect(center=box.center))
        return True

    # ------------------------------------------------------------ the seats
    def draw_seat_extras(self, surface: pygame.Surface, seat: int, centre: tuple[int, int],
                         view: View) -> None:
        r = self.seat_r
        x, y = centre
        spots = layout.seat_spots(centre, r)
        if not view["alive"][seat]:
            veil = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
            pygame.draw.circle(veil, (20, 20, 20, 150), (r + 2, r + 2), r + 1)
            surface.blit(veil, (x - r - 2, y - r - 2))
            k = int(r * 0.6)
            for a, b in (((x - k, y - k), (x + k, y + k)), ((x - k, y + k), (x + k, y - k))):
                pygame.draw.line(surface, colour("danger"), a, b, 3)
        if view["general"] == seat:
            spot, rad = spots.general
            pygame.draw.circle(surface, colour("ink"), spot, rad + 1)
            pygame.draw.polygon(surface, colour("gold"), shape_points("star", *spot, rad))
        if seat in (view.get("lovers") or []):
            spot, rad = spots.lover
            pygame.draw.polygon(surface, colour("evil_light"), shape_points("heart", *spot, rad))
        if view["phase"] == "night":
            picks = [p["target"] for p in view.get("picks") or []]
            if seat in picks:
                self._badge(surface, *spots.picks, "evil_dark", str(picks.count(seat)))
        if seat in self.selected and self.my_turn() is not None:
            pygame.draw.circle(surface, colour("accent"), centre, r + 8, 3)
        tally = self._tally(view)
        if tally and seat in tally:
            self._badge(surface, *spots.tally, "panel_light", str(tally[seat]))
        legend.explain_seat(self, view, seat, spots, tally)

    def _badge(self, surface: pygame.Surface, centre: tuple[int, int], radius: int,
               fill: str, text: str) -> None:
        pygame.draw.circle(surface, colour(fill), centre, radius)
        pygame.draw.circle(surface, colour("ink"), centre, radius, 1)
        label = self.texts.get(text, max(10, int(radius * 1.4)), "text", True)
        surface.blit(label, label.get_rect(center=centre))

    def _tally(self, view: View) -> dict[int, int] | None:
        """The latest ballot's votes per seat, while its day's vote is still on the table.
        The General's election's only while it goes on (a revote among the tied) or its
        result is shown for a beat (pass-and-play): once the General is named they would
        read as banishment votes."""
        ballot = self._ballot(view)
        if ballot is None:
            return None
        if ballot["kind_of"] == "elect" and view["phase"] != "elect" \
                and not self.session.showing_results():
            return None
        return {int(p): c for p, c in ballot["tally"].items()}

    @staticmethod
    def _ballot(view: View) -> dict | None:
        """The latest ballot of the day, None once night or dawn came after it."""
        for e in reversed(view["log"]):
            if e["kind"] in ("night", "dawn"):
                return None
            if e["kind"] == "ballot":
                return e
        return None

    # ------------------------------------------------------------ the end screen
    def draw_end_summary(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """The lovers, the middle cards and the nights, as many as fit (latest last)."""
        names = self.names()
        lovers = view.get("all_lovers")
        lines = [t("saul.end.lovers_were", a=names[lovers[0]], b=names[lovers[1]]) if lovers
                 else t("saul.end.no_lovers")]
        if view.get("all_middle"):
            lines.append(t("saul.end.middle", cards=", ".join(role_name(c)
                                                              for c in view["all_middle"])))
        nights: list[str] = []
        current = ""
        for e in view.get("history") or []:
            if e["kind"] == "night":
                if current:
                    nights.append(current)
                current = t("saul.ev.night", night=e["night"])
            elif e["kind"] in NIGHT_KINDS:
                owner = e.get("seat") if e["kind"] != "pick" else None
                who = names[owner] + ": " if isinstance(owner, int) else ""
                current += "  " + who + self.describe(e)
        if current:
            nights.append(current)
        y = rect.y
        for text in lines:
            line = self.texts.fit(text, rect.width, 15, "accent", True)
            surface.blit(line, (rect.x, y))
            y += line.get_height() + 2
        blocks = [self.texts.block(text, rect.width, ((13, 2), (12, 2), (12, 3)), "text_dim",
                                   align="left") for text in nights]
        while blocks and sum(b.get_height() + 2 for b in blocks) > rect.bottom - y:
            blocks.pop(0)                       # the earliest nights give way
        for block in blocks:
            surface.blit(block, (rect.x, y))
            y += block.get_height() + 2
