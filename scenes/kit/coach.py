"""The tutorial's coach on the table: a speech bubble next to what it talks about, a
glow round each target and an arrow to the first, a Next button on a step without a
move, the "try ..." line after a refused move, and at the end "Play a real game" or
back to the menu (issue 32.4; the session side is ``scenes.shell.tutorial``).

``coached(scene_cls)`` is the game's own table scene class with ``CoachMixin`` in
front: the table, its zones and its buttons are the ordinary ones; the mixin only
draws over them (``draw_over``), takes the clicks on the bubble, keeps the table up
when the game ends (``holding``) and steps the coach (``update``). Targets are found
by zone name (``scene.zone_rect``, names from ``game.tutorial.ZONES``); a zone the
scene does not register yet gets no arrow, and the bubble sits at the top of the
board. Every bubble drawn is kept in ``self.coach_shown`` (tests read it).
"""
from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass, field
from typing import Any

import pygame

from game import tutorial as T
from game.core import GameError

from .. import catalog
from ..i18n import t
from ..shell import tutorial
from . import ui
from .text import colour

log = logging.getLogger(__name__)

#: seconds an autoplayed coach waits before each of its moves and clicks
AUTO_PAUSE = 0.05
BODY_SIZE, SMALL_SIZE, BUTTON_SIZE = 17, 14, 16
PAD, GAP, BUTTON_H = 12, 8, 32
MAX_WIDTH = 440


@dataclass
class Bubble:
    """What the coach shows now (kept for tests): the phase, the lines, the buttons."""

    phase: str
    text: str
    tried: str = ""
    buttons: list[tuple[str, str]] = field(default_factory=list)   # (action, label)
    targets: list[str] = field(default_factory=list)               # zone names found
    missing: list[str] = field(default_factory=list)               # zone names not drawn
    rect: pygame.Rect | None = None


def tutorial_scene(session: Any, autoplay: bool = False) -> Any:
    """The game's own table scene class with the coach drawn over it."""
    scene_cls = catalog.scene_class(session.tutorial.game)
    if scene_cls is None:
        raise T.TutorialError(f"{session.tutorial.game} has no table yet", "tutorial.error.none",
                              game=session.tutorial.game)
    return coached(scene_cls)(session, autoplay=autoplay)


def open_tutorial(app: Any, game_id: str, autoplay: bool = False,
                  chosen_tutorial: T.Tutorial | None = None) -> Any:
    """Put ``game_id``'s tutorial on the table in place of everything. Returns the
    scene, or None when the tutorial cannot be played (told to the player, or with
    ``autoplay`` printed on stderr with ``app.exit_status`` 1 and the app quitting)."""
    speed = tutorial.AUTOPLAY_SPEED if autoplay else getattr(app.settings, "animation_speed", "normal")
    if autoplay and dataclasses.is_dataclass(app.settings):
        app.settings = dataclasses.replace(app.settings, animation_speed=tutorial.AUTOPLAY_SPEED)
    try:
        chosen = chosen_tutorial or T.load(game_id)
        session = tutorial.TutorialSession(chosen, speed=speed)
        scene = tutorial_scene(session, autoplay=autoplay)
    except GameError as exc:
        tutorial.fail(app, exc.message, autoplay)
        return None
    app.reset(scene)
    return scene


def coached(scene_cls: type) -> type:
    """``scene_cls`` with the coach over it (one class per game, made once)."""
    made = _CLASSES.get(scene_cls)
    if made is None:
        made = type(f"Coached{scene_cls.__name__}", (CoachMixin, scene_cls), {})
        _CLASSES[scene_cls] = made
    return made


_CLASSES: dict[type, type] = {}


class CoachMixin:
    """See the module docstring. ``self.session`` is a ``TutorialSession``."""

    session: Any
    app: Any
    texts: Any
    board_rect: pygame.Rect
    action_rect: pygame.Rect
    # the table scene's, declared for the type checker (the mixin comes first)
    defer: Any
    play: Any
    _close_talk: Any

    def __init__(self, session: Any, autoplay: bool = False) -> None:
        super().__init__(session)  # type: ignore[call-arg]
        self.coach_autoplay = autoplay
        self.coach_shown: Bubble | None = None
        self.coach_failure: str | None = None
        self.coach_finished = False     # the last step was reached, the game ended as scripted
        self._auto_wait = AUTO_PAUSE
        self._button_rects: list[tuple[pygame.Rect, str]] = []
        self._missing_logged: set[str] = set()

    # ------------------------------------------------------------ the coach's state
    def coach_phase(self) -> str:
        """``failed``, ``playing`` (the script is moving), ``move`` (the learner's
        taught move is owed), ``after`` (its consequence, with Next), ``advance`` (a
        move step without words after: on at once), ``read`` (Next) or ``end``."""
        s = self.session
        coach = s.coach
        if self.coach_failure is not None:
            return "failed"
        if not s.settled():
            return "playing"
        if coach.waiting():
            return "move"
        step = coach.step
        if step.expect is not None and not s.at_last_step():
            return "after" if step.after else "advance"
        if s.at_last_step():
            return "end"
        return "read"

    def coach_next(self) -> None:
        """The Next button (or Enter, or the autoplayed coach)."""
        try:
            self.session.next_step()
        except GameError as exc:
            self._coach_fail(exc.message)
        self._actions_key = None
        self._auto_wait = AUTO_PAUSE

    def _coach_fail(self, message: str) -> None:
        self.coach_failure = message.replace("\n", " ")
        if self.coach_autoplay:
            tutorial.fail(self.app, self.coach_failure, True)
        else:
            log.error("tutorial: %s", self.coach_failure)

    def _coach_end(self) -> None:
        """The last step is on the table: the game must have ended as the tutorial
        says; then it is remembered as done (and the autoplayed run ends)."""
        if self.coach_finished or self.coach_failure is not None:
            return
        coach = self.session.coach
        try:
            coach.finish_check()
        except GameError as exc:
            self._coach_fail(exc.message)
            return
        self.coach_finished = True
        rebuild = getattr(self, "_rebuild_actions", None)
        if rebuild is not None:   # the game is over: no move's words left in the action bar
            rebuild()
        gid = self.session.tutorial.game
        tutorial.mark_done(gid)
        if self.coach_autoplay:
            result = T.Result(steps=coach.index + 1, moves=coach.moves, completed=True,
                              scripted=coach.scripted)
            print(T.result_line(gid, result), flush=True)
            self.app.exit_status = 0
            self.app.quit()

    def coach_action(self, action: str) -> None:
        if action == "next":
            self.coach_next()
        elif action == "real":
            tutorial.real_game(self.app, self.session.tutorial)
        elif action == "menu":
            self.app.go_home()

    # ------------------------------------------------------------ the scene's hooks
    def card_open(self) -> bool:
        """Is the role card over the table (the coach waits and says nothing)?"""
        return getattr(self, "card_seat", None) is not None

    def my_turn(self) -> int | None:
        """The learner acts only when the coach asks for a move: no move buttons (and
        no move a scene makes by itself) while a step is read or the script plays."""
        seat: int | None = super().my_turn()
        return seat if seat is not None and self.coach_phase() == "move" else None

    def can_hint(self) -> bool:
        """No hints in a tutorial: the coach says which move to make."""
        return False

    def update(self, dt: float) -> None:
        if self.coach_autoplay and self.card_open():
            getattr(self, "close_role_card", lambda: None)()
        super().update(dt)
        if self.app.top is not self or self.coach_failure is not None or self.card_open():
            return
        phase = self.coach_phase()
        if phase == "advance":
            self.coach_next()
            return
        if phase == "end":
            self._coach_end()
        if not self.coach_autoplay or phase in ("playing", "failed"):
            return
        self._auto_wait -= dt
        if self._auto_wait > 0:
            return
        self._auto_wait = AUTO_PAUSE
        if phase == "move":
            expect = self.session.coach.step.expect
            before = self.session.coach.moves
            self.play(dict(expect))
            if self.session.coach.moves == before:   # the table would not take it
                self._coach_fail(f"{self.session.tutorial.game} tutorial, step "
                                 f"{self.session.coach.index + 1}: the taught move was refused")
        elif phase in ("read", "after"):
            self.coach_next()

    def leave(self) -> None:
        """An autoplayed tutorial that leaves its table before the end (an error
        screen took its place) ends the run with status 1 and one line."""
        super().leave()
        if self.coach_autoplay and not self.coach_finished and self.coach_failure is None:
            coach = self.session.coach
            self.coach_failure = (f"{self.session.tutorial.game} tutorial, step {coach.index + 1}: "
                                  "the table stopped on an error (see the log)")
            tutorial.fail(self.app, self.coach_failure, True)

    def holding(self) -> bool:
        """The tutorial keeps its table: the end screen never replaces it."""
        return True

    def animating(self) -> bool:
        return bool(self.coach_autoplay or not self.session.settled()
                    or super().animating())

    def action_button(self, text: str, on_press: Any, *args: Any, **kwargs: Any) -> Any:
        """No Undo in a tutorial (the record cannot replay the scripted deal)."""
        if on_press == getattr(self, "take_back", None):
            return None
        return super().action_button(text, on_press, *args, **kwargs)

    def open_menu(self) -> None:
        """Esc / Menu: go on, or leave the tutorial (no saving a scripted deal)."""
        self._close_talk()
        self.app.push(ui.Dialog(t("coach.menu.text"), [
            ("tutorial.quit", self.app.go_home, None),
            ("coach.menu.resume", None, None)], title=t("tutorial.learn"), focus=-1))

    def handle(self, event: pygame.event.Event) -> None:
        if self.card_open():
            super().handle(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, action in self._button_rects:
                if rect.collidepoint(event.pos):
                    self.defer(lambda a=action: self.coach_action(a))
                    return
            shown = self.coach_shown
            if shown is not None and shown.rect is not None and shown.rect.collidepoint(event.pos):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.coach_phase() in ("read", "after") \
                and event.key not in getattr(self, "_action_keys", {}):
            self.defer(self.coach_next)
            return
        super().handle(event)

    # ------------------------------------------------------------ drawing
    def coach_bubble(self) -> Bubble:
        """What the coach says now."""
        s = self.session
        coach = s.coach
        phase = self.coach_phase()
        step = coach.step
        if phase == "failed":
            return Bubble(phase, t("coach.broken", reason=self.coach_failure or ""),
                          buttons=[("menu", t("coach.menu_button"))])
        text = t(step.after) if phase == "after" and step.after else t(step.text)
        buttons: list[tuple[str, str]] = []
        if phase in ("read", "after"):
            buttons = [("next", t("tutorial.next"))]
        elif phase == "end":
            if s.tutorial.offer_real_game:
                buttons.append(("real", t("tutorial.play_real")))
            buttons.append(("menu", t("coach.menu_button")))
        point = step.point if phase != "after" else ()
        found = [z for z in point if self._zone(z) is not None]
        missing = [z for z in point if z not in found]
        tried = t(s.tried) if s.tried and phase == "move" else ""
        return Bubble(phase, text, tried, buttons, found, missing)

    def _zone(self, name: str) -> pygame.Rect | None:
        finder = getattr(self, "zone_rect", None)
        rect = finder(name) if finder is not None else None
        return rect if rect is not None and rect.width > 0 and rect.height > 0 else None

    def draw_over(self, surface: pygame.Surface) -> None:
        parent = getattr(super(), "draw_over", None)
        if parent is not None:
            parent(surface)
        if self.texts is None or self.card_open():
            self._button_rects = []
            return
        bubble = self.coach_bubble()
        for name in bubble.missing:
            if name not in self._missing_logged:
                self._missing_logged.add(name)
                log.info("tutorial %s: zone %r not registered by the scene",
                         self.session.tutorial.game, name)
        targets = [r for r in (self._zone(z) for z in bubble.targets) if r is not None]
        for rect in targets:
            _glow(surface, rect)
        self._button_rects = []
        box, body = self._layout(surface, bubble, targets)
        bubble.rect = box
        if targets:
            _arrow(surface, box, targets[0])
        self._paint(surface, box, body, bubble)
        self.coach_shown = bubble

    def _layout(self, surface: pygame.Surface, bubble: Bubble,
                targets: list[pygame.Rect]) -> tuple[pygame.Rect, list[tuple[pygame.Surface, int]]]:
        """The bubble's rect and its lines (surface, gap before) at their size."""
        board = self.board_rect
        small = board.width < 700 or board.height < 480   # an 800x600 window
        size = BODY_SIZE - 2 if small else BODY_SIZE
        width = min(MAX_WIDTH, max(280, int(board.width * 0.55)) if small else MAX_WIDTH,
                    board.width - 2 * GAP)
        # the game is over: the last words go over the log, the final table stays in sight
        log_rect: pygame.Rect | None = getattr(self, "log_rect", None)
        over_log = bubble.phase in ("end", "failed") and log_rect is not None
        if over_log and log_rect is not None:
            width = log_rect.width - 2 * GAP
        inner = width - 2 * PAD
        coach = self.session.coach
        lines: list[tuple[pygame.Surface, int]] = []
        head = t("coach.step", n=coach.index + 1, total=len(self.session.tutorial.steps))
        lines.append((self.texts.fit(head, inner, SMALL_SIZE, "ink_soft"), 0))
        for i, line in enumerate(self.texts.wrap(bubble.text, inner, size)):
            lines.append((self.texts.get(line, size, "ink"), 4 if i == 0 else 0))
        for i, line in enumerate(self.texts.wrap(bubble.tried, inner, size, True)
                                 if bubble.tried else []):
            lines.append((self.texts.get(line, size, "evil_dark", True), 6 if i == 0 else 0))
        height = PAD * 2 + sum(s.get_height() + g for s, g in lines)
        if bubble.buttons:
            rows = len(bubble.buttons) if self._stacked(bubble, inner) else 1
            height += GAP + rows * BUTTON_H + (rows - 1) * GAP
        box = pygame.Rect(0, 0, width, height)
        if over_log and log_rect is not None:
            box.midtop = (log_rect.centerx, log_rect.y + 36)
            return box.clamp(log_rect), lines
        # what else the learner should still see: the seats, the other zones of the
        # board (not the big ones), the last-move line at the board's foot
        seats = [r for r in (self._zone(f"seat:{n}") for n in range(self.session.players))
                 if r is not None]
        zones: list[Any] = getattr(self, "explanations", lambda: [])()
        others = [z.rect for z in zones if z.name not in bubble.targets
                  and not z.name.startswith("seat:") and board.contains(z.rect)
                  and z.rect.width * z.rect.height < board.width * board.height // 6]
        others.append(pygame.Rect(board.x, board.bottom - 40, board.width, 40))
        box = _place(box, targets, board, self.action_rect, seats, others)
        return box, lines

    def _paint(self, surface: pygame.Surface, box: pygame.Rect,
               lines: list[tuple[pygame.Surface, int]], bubble: Bubble) -> None:
        shadow = box.move(3, 4)
        pygame.draw.rect(surface, colour("shadow"), shadow, border_radius=12)
        pygame.draw.rect(surface, colour("parchment"), box, border_radius=12)
        pygame.draw.rect(surface, colour("gold_dark"), box, 2, border_radius=12)
        y = box.y + PAD
        for line, gap in lines:
            y += gap
            surface.blit(line, (box.x + PAD, y))
            y += line.get_height()
        if not bubble.buttons:
            return
        y += GAP
        font = self.app.font(BUTTON_SIZE, True)
        inner = box.width - 2 * PAD
        stacked = self._stacked(bubble, inner)
        x = box.right - PAD
        for i, (action, label) in enumerate(bubble.buttons if stacked
                                            else list(reversed(bubble.buttons))):
            if stacked:   # one under the other, the whole width
                rect = pygame.Rect(box.x + PAD, y + i * (BUTTON_H + GAP), inner, BUTTON_H)
            else:
                w = min(inner, font.size(label)[0] + 28)
                rect = pygame.Rect(x - w, y, w, BUTTON_H)
            w = rect.width
            main = action in ("next", "real")
            pygame.draw.rect(surface, colour("gold" if main else "parchment_dark"), rect,
                             border_radius=8)
            pygame.draw.rect(surface, colour("gold_dark"), rect, 2, border_radius=8)
            size = next((z for z in (BUTTON_SIZE, 14, 13)
                         if self.app.font(z, True).size(label)[0] <= w - 12), 13)
            text = self.texts.fit(label, w - 12, size, "ink", True)
            surface.blit(text, text.get_rect(center=rect.center))
            self._button_rects.append((rect, action))
            x = rect.x - GAP


    def _stacked(self, bubble: Bubble, inner: int) -> bool:
        """Do the bubble's buttons go one under the other (no room side by side)?"""
        font = self.app.font(BUTTON_SIZE, True)
        need = sum(font.size(label)[0] + 28 for _, label in bubble.buttons)
        return need + GAP * (len(bubble.buttons) - 1) > inner


def _place(box: pygame.Rect, targets: list[pygame.Rect], board: pygame.Rect,
           action: pygame.Rect, seats: list[pygame.Rect] | None = None,
           others: list[pygame.Rect] | None = None) -> pygame.Rect:
    """Where the bubble goes: beside the first target (right, left, below, above) or
    at a corner or edge of the board, whichever covers least of the targets, then of
    the seats and the action bar, nearest the target (the top of the board when
    there is no target)."""
    area = board.inflate(-8, -8)
    anchor = targets[0] if targets else pygame.Rect(area.centerx, area.top, 1, 1)
    spots = []
    for side in ("right", "left", "below", "above") if targets else ():
        b = box.copy()
        if side == "right":
            b.midleft = (anchor.right + 28, anchor.centery)
        elif side == "left":
            b.midright = (anchor.left - 28, anchor.centery)
        elif side == "below":
            b.midtop = (anchor.centerx, anchor.bottom + 28)
        else:
            b.midbottom = (anchor.centerx, anchor.top - 28)
        spots.append(b.clamp(area))
    for corner in ("topleft", "topright", "bottomleft", "bottomright", "midtop", "midbottom"):
        b = box.copy()
        setattr(b, corner, getattr(area, corner))
        spots.append(b)

    def cost(b: pygame.Rect) -> float:
        covered = 1000 * sum(_overlap(b, r) for r in targets) + 3 * _overlap(b, action) \
            + 12 * sum(_overlap(b, r) for r in seats or ()) \
            + sum(_overlap(b, r) for r in others or ())
        gap = pygame.Vector2(b.center).distance_to(anchor.center)
        return covered + 25 * gap

    return min(spots, key=cost)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.width * c.height


def _glow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A gold ring round a target, edged in black to read on any background."""
    ring = rect.inflate(10, 10).clip(surface.get_rect())
    pygame.draw.rect(surface, (0, 0, 0), ring.inflate(4, 4), 2, border_radius=9)
    pygame.draw.rect(surface, colour("gold_light"), ring, 4, border_radius=8)


def _arrow(surface: pygame.Surface, box: pygame.Rect, target: pygame.Rect) -> None:
    """A gold arrow from the bubble's edge to the target's nearest edge."""
    if box.colliderect(target.inflate(12, 12)):
        return
    tx = min(max(box.centerx, target.left), target.right)
    ty = min(max(box.centery, target.top), target.bottom)
    sx = min(max(tx, box.left + 14), box.right - 14)
    sy = min(max(ty, box.top + 14), box.bottom - 14)
    if sx not in (box.left + 14, box.right - 14) and sy not in (box.top + 14, box.bottom - 14):
        sy = box.bottom - 14
    start = pygame.Vector2(sx, sy)
    end = pygame.Vector2(tx, ty)
    direction = end - start
    if direction.length() < 16:
        return
    direction.scale_to_length(1)
    end -= direction * 8
    normal = pygame.Vector2(-direction.y, direction.x)
    head = [end + direction * 4, end - direction * 14 + normal * 9, end - direction * 14 - normal * 9]
    shaft_end = end - direction * 12
    pygame.draw.line(surface, (0, 0, 0), start, shaft_end, 8)
    pygame.draw.line(surface, colour("gold_light"), start, shaft_end, 5)
    pygame.draw.polygon(surface, colour("gold_light"), head)
    pygame.draw.polygon(surface, (0, 0, 0), head, 2)
