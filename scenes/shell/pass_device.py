"""The pass-the-device screen: opaque, full window, nothing of the game under it.

Pushed by a TableScene when ``session.needs_pass()`` names a seat; the named
player confirms with the button or Enter, then the scene pops and the game scene
draws that player's private view. Never Space (it skips bot pauses: one press too
many would show the next player's secrets), and never a key pressed on the screen
before: Enter counts only when pressed and released while this screen is up."""
from __future__ import annotations

import pygame
import pygame_gui

from ..i18n import t
from ..kit.text import TextCache, colour
from ..kit.tokens import draw_token, seat_colour
from .base import Scene
from .session import Session

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class PassDevice(Scene):
    overlay = False

    def __init__(self, session: Session, seat: int) -> None:
        self.session = session
        self.seat = seat
        self.texts: TextCache | None = None
        self._done = False
        self._armed = False     # Enter went down on this screen (its release confirms)

    def _build(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.make_root()
        w, h = self.app.size
        bw = min(420, w - 40)
        name = self.session.name(self.seat)
        self.button = pygame_gui.elements.UIButton(
            pygame.Rect((w - bw) // 2, h // 2 + 70, bw, 56), t("table.pass.confirm", name=name),
            self.app.manager, container=self.root, tool_tip_text=t("table.pass.confirm_tip"),
            command=self.confirm)

    def confirm(self) -> None:
        if self._done:
            return
        self._done = True
        if self.session.needs_pass() == self.seat:
            self.session.confirm_pass()
        self.app.play_sound("click")
        if self.app.top is self:
            self.app.pop()

    def enter(self) -> None:
        self._build()
        # Enter already held when the screen came up: its repeats and release do nothing
        pressed = pygame.key.get_pressed()
        self._held = any(pressed[k] for k in ENTER)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYUP and event.key in ENTER:
            if self._armed:
                self.confirm()
            self._held = False
            self._armed = False
        elif event.type == pygame.KEYDOWN:
            if event.key in ENTER:
                self._armed = not self._held
            elif event.key == pygame.K_ESCAPE:
                self.app.open("pause", session=self.session)

    def update(self, dt: float) -> None:
        # the device may no longer be owed to this seat (a loaded game, a resize)
        if not self._done and self.session.needs_pass() != self.seat:
            self._done = True
            self.app.pop()

    def _title(self, name: str, width: int) -> pygame.Surface:
        """"Pass the device to <name>" with the name in the seat's own colour (the
        token above gives its shape), on one line; cut to fit when it cannot."""
        before, _, after = t("table.pass.title", name="\0").partition("\0")
        seat_rgb = seat_colour(self.seat, bool(getattr(self.app.settings, "colourblind", False)))
        parts = [self.texts.get(before, 40, "text", True), self.texts.get(name, 40, seat_rgb, True),
                 self.texts.get(after, 40, "text", True)]
        total = sum(p.get_width() for p in parts)
        if total > width:
            return self.texts.fit(t("table.pass.title", name=name), width, 40, "text", True)
        line = pygame.Surface((total, max(p.get_height() for p in parts)), pygame.SRCALPHA)
        x = 0
        for part in parts:
            line.blit(part, (x, 0))
            x += part.get_width()
        return line

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(colour("background"))
        name = self.session.name(self.seat)
        draw_token(surface, self.seat, (w // 2, h // 2 - 110), 34,
                   bool(getattr(self.app.settings, "colourblind", False)))
        title = self._title(name, w - 40)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - 30)))
        hint = self.texts.fit(t("table.pass.hint", name=name), w - 40, 22, "text_dim")
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + 20)))
