"""What a hard bot believed about each seat, drawn over the game (after it ends only).

``BeliefPlot`` computes, from one seat's end-of-game view, the trace of a hard bot's
belief in that seat (``game.avalon.bots.trace``) and draws two panels: P(evil) per
seat, and P(Merlin) per seat, one line per seat in its seat colour, the truly evil
seats drawn thick. Quest results are marked on the time axis (a red bar for a failed
quest, blue for a success), and the events that moved the belief most are ticked.

It is shown only when the game is over: during a game nobody sees a bot's belief.
"""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

import art
from game.avalon.bots.trace import Point, moments, trace
from game.avalon.data import SIDE_OF

from ..i18n import t
from ..kit.text import TextCache, colour
from ..kit.tooltip import draw_tooltip
from ..shell.base import Page
from .words import event_text

KEY = pygame.K_b


def pct(p: float) -> str:
    return t("avalon.belief.pct", n=round(100 * p))


class BeliefPlot:
    """The belief trace of one seat's view, and its drawing."""

    def __init__(self, view: dict[str, Any], names: list[str]) -> None:
        self.seat: int = view["seat"]
        self.names = names
        self.points: list[Point] = trace(view)
        self.moments = moments(self.points)
        roles = view.get("revealed") or []
        self.evil = {s for s, r in enumerate(roles) if r and SIDE_OF[r] == "evil"}
        self.merlin = next((s for s, r in enumerate(roles) if r == "merlin"), None)
        self.log = view["log"]
        self.role: str = view["role"]
        #: where the last drawing put each seat's key and each triangle (for the mouse)
        self.legend_rects: dict[int, pygame.Rect] = {}
        self.moment_rects: list[tuple[pygame.Rect, int]] = []

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, texts: TextCache,
             colourblind: bool = False, at: int | None = None, note: str = "") -> None:
        """The plot in ``rect``; ``at``: a point marked on it (a replay's step), each
        seat's belief there in the legend; ``note``: a line under the key."""
        pygame.draw.rect(surface, colour("panel"), rect, border_radius=8)
        pygame.draw.rect(surface, colour("panel_border"), rect, 1, border_radius=8)
        self.moment_rects = []
        small = 13 if rect.width < 700 else 15
        title = t("avalon.belief.title", name=self.names[self.seat],
                  role=t("avalon.role." + self.role))
        head = texts.block(title, rect.width - 24, ((small + 3, 1), (small + 1, 1), (small, 2)),
                           "accent", True, align="left")
        surface.blit(head, (rect.x + 12, rect.y + 8))
        widest = texts.get(pct(1.0) + " · " + pct(1.0), small - 1, "highlight", True).get_width()
        legend_w = max(90, min(170, rect.width // 6), min(widest + 28, rect.width // 4))
        inner = pygame.Rect(rect.x + 44, rect.y + 20 + head.get_height(),
                            rect.width - 56 - legend_w, 0)
        notes = [texts.get(line, small - 2, "text_dim")
                 for line in texts.wrap(t("avalon.belief.note"), rect.width - 24, small - 2)[:3]]
        notes += [texts.get(line, small - 2, "highlight")
                  for line in texts.wrap(note, rect.width - 24, small - 2)[:3]]
        inner.height = rect.bottom - inner.y - sum(n.get_height() for n in notes) - 22
        top = pygame.Rect(inner.x, inner.y, inner.width, int(inner.height * 0.62))
        bottom = pygame.Rect(inner.x, top.bottom + 22, inner.width, inner.bottom - top.bottom - 22)
        seats = [s for s in range(len(self.names)) if s != self.seat]
        palette = art.CB_SEAT_COLOURS if colourblind else art.SEAT_COLOURS
        for panel, label, pick in ((top, "avalon.belief.p_evil", 0), (bottom, "avalon.belief.p_merlin", 1)):
            self._axes(surface, panel, texts, t(label), small)
            self._marks(surface, panel)
            if at is not None:
                x = self._x(panel, at)
                pygame.draw.line(surface, colour("highlight"), (x, panel.y), (x, panel.bottom), 2)
            for s in seats:
                ys = [p.p_evil[s] if pick == 0 else p.p_merlin[s] for p in self.points]
                if pick == 1 and max(ys, default=0.0) <= 0.0:
                    continue
                thick = 4 if (s in self.evil if pick == 0 else s == self.merlin) else 2
                self._line(surface, panel, ys, art.rgb(palette[s % len(palette)]), thick)
                if at is not None:
                    x = self._x(panel, at)
                    dot = (x, panel.bottom - round(panel.height * ys[at]))
                    pygame.draw.circle(surface, colour("shadow"), dot, thick + 3)
                    pygame.draw.circle(surface, art.rgb(palette[s % len(palette)]), dot, thick + 2)
            self._draw_label(surface)
        # legend: seat colour, name, what the seat truly was (a line of its own, or the
        # name's colour when ten seats leave no room), the belief at the marked point
        line_h = texts.get("Ag", small, "text").get_height()
        tag_h = texts.get("Ag", small - 2, "text").get_height()
        rows = len(seats) * (line_h + 4) + (at is not None) * len(seats) * (tag_h + 2)
        tags = rows + tag_h * (len(self.evil) + (self.merlin is not None)) <= inner.height
        y = inner.y
        lx = inner.right + 14
        self.legend_rects = {}
        for s in seats:
            y0 = y
            pygame.draw.line(surface, art.rgb(palette[s % len(palette)]), (lx, y + 8), (lx + 18, y + 8),
                             4 if s in self.evil else 2)
            tag = t("avalon.belief.evil") if s in self.evil else (
                t("avalon.role.merlin") if s == self.merlin else "")
            truth = "evil_light" if s in self.evil else "good_light"
            name = texts.fit(self.names[s], legend_w - 26, small, truth if tag and not tags else "text")
            surface.blit(name, (lx + 24, y))
            y += name.get_height()
            if tag and tags:
                surf = texts.fit(tag, legend_w - 26, small - 2, truth)
                surface.blit(surf, (lx + 24, y))
                y += surf.get_height()
            if at is not None:   # the belief at the marked point: P(evil) · P(Merlin)
                p = self.points[at]
                figures = pct(p.p_evil[s]) + (" · " + pct(p.p_merlin[s]) if any(
                    q.p_merlin[s] for q in self.points) else "")
                value = texts.fit(figures, legend_w - 26, small - 1, "highlight", True)
                surface.blit(value, (lx + 24, y))
                y += value.get_height()
            self.legend_rects[s] = pygame.Rect(lx, y0, legend_w, y - y0)
            y += 4
        y = rect.bottom - sum(n.get_height() for n in notes) - 6
        for line in notes:
            surface.blit(line, (rect.x + 12, y))
            y += line.get_height()

    # ------------------------------------------------------------------ parts
    def _x(self, panel: pygame.Rect, k: int) -> int:
        return panel.x + round(panel.width * k / max(1, len(self.points) - 1))

    def _axes(self, surface: pygame.Surface, panel: pygame.Rect, texts: TextCache, label: str,
              size: int) -> None:
        pygame.draw.rect(surface, colour("background"), panel)
        for frac in (0.0, 0.5, 1.0):
            y = panel.bottom - round(panel.height * frac)
            pygame.draw.line(surface, colour("panel_border"), (panel.x, y), (panel.right, y), 1)
            tick = texts.get(f"{frac:.1f}", size - 3, "text_dim")
            surface.blit(tick, tick.get_rect(midright=(panel.x - 4, y)))
        surf = texts.get(label, size - 1, "text_dim", True)
        self._label = (surf, (panel.x + 6, panel.y + 4))

    def _draw_label(self, surface: pygame.Surface) -> None:
        """The panel's name over its lines, on a backdrop (drawn last)."""
        surf, pos = self._label
        pygame.draw.rect(surface, colour("background"), surf.get_rect(topleft=pos).inflate(6, 2))
        surface.blit(surf, pos)

    def step_point(self, log_length: int) -> int:
        """The last point made by the first ``log_length`` events of the log (a replay's
        step shows that much of it)."""
        return max((k for k, p in enumerate(self.points) if p.index < log_length), default=0)

    def _marks(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        for k, p in enumerate(self.points):
            ev = self.log[p.index]
            if ev["kind"] == "quest_result":
                x = self._x(panel, k)
                pygame.draw.line(surface, colour("good" if ev["success"] else "evil"),
                                 (x, panel.y), (x, panel.bottom), 3)
        for k, _ in self.moments:
            x = self._x(panel, k)
            pygame.draw.polygon(surface, colour("accent"),
                                [(x - 4, panel.bottom + 8), (x + 4, panel.bottom + 8), (x, panel.bottom + 2)])
            self.moment_rects.append((pygame.Rect(x - 6, panel.bottom, 13, 11), k))

    def moment_at(self, pos: tuple[int, int]) -> int | None:
        """The point of the triangle under ``pos`` (as last drawn), else None."""
        return next((k for r, k in self.moment_rects if r.collidepoint(pos)), None)

    def moment_text(self, k: int) -> str:
        """What happened at point ``k`` and whose belief it moved most: "Quest 2 fails
        (fail cards: 1). Bob: 35% → 80%"."""
        before, after = self.points[k - 1].p_evil, self.points[k].p_evil
        seat = max(range(len(after)), key=lambda s: abs(after[s] - before[s]))
        return " ".join((event_text(self.log[self.points[k].index], self.names),
                         t("avalon.belief.moved", name=self.names[seat], before=pct(before[seat]),
                           after=pct(after[seat]))))

    def draw_moment_tip(self, surface: pygame.Surface, texts: TextCache, pos: tuple[int, int],
                        within: pygame.Rect) -> None:
        k = self.moment_at(pos)
        if k is not None:
            draw_tooltip(surface, texts, self.moment_text(k), pos, 14, min(360, within.width - 20),
                         within=within)

    def _line(self, surface: pygame.Surface, panel: pygame.Rect, ys: list[float],
              rgb: tuple[int, int, int], thick: int) -> None:
        pts = [(self._x(panel, k), panel.bottom - round(panel.height * y)) for k, y in enumerate(ys)]
        if len(pts) >= 2:
            pygame.draw.lines(surface, rgb, False, pts, thick)


class BeliefScene(Page):
    """The plot on a page of its own, after the game: Left/Right or a name in the key
    change whose seat the hard bot sits in; Esc, B, Enter or Close go back."""

    close_key = KEY

    def __init__(self, views: list[dict[str, Any]], names: list[str], seat: int = 0) -> None:
        self.views = views
        self.names = names
        self.seat = seat
        self.plots: dict[int, BeliefPlot] = {}
        self.texts: TextCache | None = None

    def plot(self) -> BeliefPlot:
        if self.seat not in self.plots:
            self.plots[self.seat] = BeliefPlot(self.views[self.seat], self.names)
        return self.plots[self.seat]

    def enter(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.make_root()
        w, h = self.app.size
        self.panel = pygame.Rect(8, 8, w - 16, h - 64)
        m = self.app.manager
        bw = min(160, (w - 60) // 3)
        y = h - 50
        self.prev_button = pygame_gui.elements.UIButton(
            pygame.Rect(12, y, bw, 40), t("avalon.belief.prev"), m, container=self.root,
            command=lambda: self.turn(-1))
        self.next_button = pygame_gui.elements.UIButton(
            pygame.Rect(24 + bw, y, bw, 40), t("avalon.belief.next"), m, container=self.root,
            command=lambda: self.turn(1))
        self.close_button = pygame_gui.elements.UIButton(
            pygame.Rect(w - bw - 12, y, bw, 40), t("table.close"), m, container=self.root,
            command=self.close_soon)

    def turn(self, step: int) -> None:
        self.seat = (self.seat + step) % len(self.views)

    def handle(self, event: pygame.event.Event) -> None:
        if self.closes(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.turn(-1 if event.key == pygame.K_LEFT else 1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((seat for seat, r in self.plot().legend_rects.items()
                        if r.collidepoint(event.pos)), None)
            if hit is not None:   # a name in the key: that seat's view
                self.seat = hit

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(colour("background"))
        cb = bool(getattr(self.app.settings, "colourblind", False))
        self.plot().draw(surface, self.panel, self.texts, cb)
        self.plot().draw_moment_tip(surface, self.texts, pygame.mouse.get_pos(), self.panel)


def first_seat(roles: list[str | None]) -> int:
    """The seat whose view is shown first: a Loyal Servant's (who knew nothing at night,
    so the belief moves most), else Percival's, else seat 0."""
    for role in ("servant", "percival"):
        if role in roles:
            return roles.index(role)
    return 0


class ReplayBeliefs:
    """The plot over a finished game's replay (``ReplayControls`` shows it): one seat's
    view at a time, marked at the replay's step. Up/Down or a click on a name in the
    key: another seat's view. Nothing is computed for a game that did not end."""

    def __init__(self, session: Any) -> None:
        if not session.states[-1].over():
            raise ValueError("beliefs are shown only once the game is over")
        self.session = session
        self.seat = first_seat(session.final.get("revealed") or [])
        self.plots: dict[int, BeliefPlot] = {}

    def plot(self) -> BeliefPlot:
        s = self.session
        if self.seat not in self.plots:
            self.plots[self.seat] = BeliefPlot(s.game.view(s.states[-1], self.seat),
                                               list(s.names))
        return self.plots[self.seat]

    def at(self) -> int:
        """The point of the plot at the replay's step."""
        s = self.session
        return self.plot().step_point(len(s.game.view(s.states[s.step], self.seat)["log"]))

    def turn(self, step: int) -> None:
        self.seat = (self.seat + step) % self.session.players

    def click(self, pos: tuple[int, int]) -> int | None:
        """A name in the key: that seat's view; a triangle: the step of the replay to go
        to (its event just shown), returned."""
        hit = next((s for s, r in self.plot().legend_rects.items() if r.collidepoint(pos)), None)
        if hit is not None:
            self.seat = hit
            return None
        k = self.plot().moment_at(pos)
        if k is None:
            return None
        s, index = self.session, self.plot().points[k].index
        return next(step for step, state in enumerate(s.states)
                    if len(s.game.view(state, self.seat)["log"]) > index)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, texts: TextCache,
             colourblind: bool = False) -> None:
        plot = self.plot()
        plot.draw(surface, rect, texts, colourblind, self.at(), t("avalon.belief.replay_note"))
        plot.draw_moment_tip(surface, texts, pygame.mouse.get_pos(), rect)


def open_beliefs(app: Any, session: Any) -> None:
    """Push the belief page for a finished game (each seat's own end-of-game view)."""
    if not session.over():
        return   # during a game nobody sees a bot's belief
    views = [session.view_for(s) for s in range(session.players)]
    app.push(BeliefScene(views, list(session.names),
                         first_seat(session.view_for(None).get("revealed") or [])))
