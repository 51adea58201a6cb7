"""The join screen: the phones of a game's phone seats join before it starts.

Per phone seat: its token and name, its state (waiting / joined / lost), a QR code of
its link and the link itself, "Play here instead" (a local human seat) and "Give to a
bot". Above: the address being served; below: Back and Start (enabled once every
phone seat has joined). Opened by ``play_record`` for a game with phone seats (new or
loaded: the links are new either way), and from the pause menu during the game
(``during=True``: the same cards, to hand a lost phone to a bot or a local human, and
"Back to the game" instead of Start). Too many seats for the window: pages.
"""
from __future__ import annotations

import math
from typing import Any

import pygame
import pygame_gui

from ..i18n import language, t
from ..kit.text import TextCache, colour
from ..kit.tokens import draw_token, seat_colour
from ..phone.qr import QUIET, qr_matrix, qr_surface
from .base import Scene
from .phones import BOT_LEVEL

TOP = 104          # the cards start under the title, the advice and the address
BOTTOM = 70        # the bar of Back / pages / Start
GAP = 12
PAD = 8
HEAD = 28          # token and name
STATE = 22         # waiting / joined / lost
BUTTON = 30
LINK_SIZE = 13
MIN_QR = 110       # below this a phone camera struggles: more pages instead
MAX_CARD = 330
STATE_COLOURS = {"waiting": "accent", "joined": "approve", "lost": "danger"}


class JoinScene(Scene):
    def __init__(self, session: Any, scene_cls: Any = None, during: bool = False) -> None:
        self.session = session
        self.scene_cls = scene_cls
        self.during = during
        self.texts: TextCache | None = None
        self.page = 0
        self.started = False
        self._deferred: list[Any] = []
        self._widgets: list[Any] = []
        self._qr: dict[tuple[str, int], pygame.Surface] = {}
        self._seen: tuple[Any, ...] = ()
        self.cards: dict[int, pygame.Rect] = {}
        self.start_button: Any = None
        self._modules: int | None = None

    # ------------------------------------------------------------ model
    @property
    def phones(self) -> Any:
        return getattr(self.session, "phones", None)

    def seats(self) -> list[int]:
        return self.phones.seats if self.phones is not None else []

    def can_start(self) -> bool:
        return self.phones is None or self.phones.all_joined()

    def play_here(self, seat: int) -> None:
        if self.phones is not None:
            self.phones.hand_over(seat, "human")
        self.build()

    def give_to_bot(self, seat: int) -> None:
        if self.phones is not None:
            self.phones.hand_over(seat, BOT_LEVEL)
        self.build()

    def start(self) -> None:
        """Start (before the game) or Back to the game (during it)."""
        if self.during:
            if self.app.top is self:
                self.app.pop()
            return
        if not self.can_start():
            return
        self.started = True
        phones = self.phones
        if phones is not None and not phones.seats:   # every seat handed over: no server
            self.session.phones = None
            phones.stop()
        self.app.reset(self.scene_cls(self.session))

    def back(self) -> None:
        if self.during:
            self.start()
        else:
            self.app.go_home()    # leave() stops the server

    # ------------------------------------------------------------ life cycle
    def enter(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.make_root()
        self.build()

    def leave(self) -> None:
        if not self.during and not self.started:
            self.session.close()   # left before the game started: its server stops
        super().leave()

    def resize(self, size: tuple[int, int]) -> None:
        """Laid out again in place (``leave`` would stop the server)."""
        if self.root is not None:
            self.root.kill()
        self.make_root()
        self.build()

    # ------------------------------------------------------------ layout
    def link_lines(self, url: str, width: int) -> list[str]:
        """The link cut into lines of at most ``width`` pixels (anywhere: it has no spaces)."""
        font = self.app.font(LINK_SIZE)
        lines, line = [], ""
        for ch in url:
            if line and font.size(line + ch)[0] > width:
                lines.append(line)
                line = ""
            line += ch
        return lines + [line] if line else lines

    def fixed_height(self, width: int) -> int:
        url = self.phones.url(self.seats()[0]) if self.seats() else "http://0.0.0.0:0/p/" + "x" * 32
        links = len(self.link_lines(url, width - 2 * PAD))
        buttons = 2 * BUTTON + 4
        return PAD + HEAD + STATE + 6 + links * (LINK_SIZE + 3) + 6 + buttons + PAD

    def modules(self) -> int:
        """The codes' width in modules, quiet zone included (all links are as long)."""
        if self._modules is None:
            seats = self.seats()
            url = self.phones.url(seats[0]) if seats else "http://0.0.0.0:0/p/" + "x" * 32
            self._modules = len(qr_matrix(url)) + 2 * QUIET
        return self._modules

    def min_card(self) -> int:
        """No card narrower than its buttons' words."""
        font = self.app.font(17)
        words = max(font.size(t(k))[0] for k in ("phones.join.play_here", "phones.join.bot"))
        return words + 2 * PAD + 24

    def grid(self, n: int, area: pygame.Rect) -> tuple[int, int, int, int]:
        """(columns, rows, card width, qr size) that give ``n`` cards the biggest code
        (a whole number of pixels per module)."""
        best = (1, n, area.width, 0)
        modules = self.modules()
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            cw = min(MAX_CARD, (area.width - (cols - 1) * GAP) // cols)
            if cw < self.min_card() and cols > 1:
                break
            ch = (area.height - (rows - 1) * GAP) // rows
            q = min(cw - 2 * PAD, ch - self.fixed_height(cw))
            q = (q // modules) * modules
            if q > best[3]:
                best = (cols, rows, cw, q)
        return best

    def per_page(self, area: pygame.Rect) -> int:
        n = max(1, len(self.seats()))
        for k in range(n, 0, -1):
            if self.grid(k, area)[3] >= MIN_QR:
                return k
        return 1

    def area(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(20, TOP, w - 40, h - TOP - BOTTOM - 6)

    def build(self) -> None:
        for widget in self._widgets:
            widget.kill()
        self._widgets = []
        self.cards = {}
        m = self.app.manager
        w, h = self.app.size
        seats = self.seats()
        area = self.area()
        k = self.per_page(area)
        pages = max(1, math.ceil(len(seats) / k))
        self.page = min(self.page, pages - 1)
        shown = seats[self.page * k:(self.page + 1) * k]
        cols, rows, cw, q = self.grid(max(1, len(shown)), area)
        self.qr_size = q
        if shown:   # whole pixels per module: the code may come out a little smaller
            q = self.qr(self.phones.url(shown[0]), q).get_height()
        total_w = cols * cw + (cols - 1) * GAP
        ch = min((area.height - (rows - 1) * GAP) // rows, self.fixed_height(cw) + q)
        total_h = rows * ch + (rows - 1) * GAP
        x0 = area.x + (area.width - total_w) // 2
        y0 = area.y + max(0, (area.height - total_h) // 2)
        for i, seat in enumerate(shown):
            r, c = divmod(i, cols)
            card = pygame.Rect(x0 + c * (cw + GAP), y0 + r * (ch + GAP), cw, ch)
            self.cards[seat] = card
            by = card.bottom - PAD - 2 * BUTTON - 4
            for j, (key, fn) in enumerate((("phones.join.play_here", self.play_here),
                                           ("phones.join.bot", self.give_to_bot))):
                button = pygame_gui.elements.UIButton(
                    pygame.Rect(card.x + PAD, by + j * (BUTTON + 4), cw - 2 * PAD, BUTTON),
                    t(key), m, container=self.root, tool_tip_text=t(key + "_tip"),
                    command=self._later(fn, seat))
                self._widgets.append(button)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(20, h - 58, 180, 44),
            t("phones.join.back_game" if self.during else "table.back"), m, container=self.root,
            command=self._later(self.back))
        self._widgets.append(self.back_button)
        self.start_button = None
        if not self.during:
            self.start_button = pygame_gui.elements.UIButton(
                pygame.Rect(w - 220, h - 58, 200, 44), t("phones.join.start"), m,
                container=self.root, command=self._later(self.start),
                tool_tip_text=t("phones.join.start_tip"))
            self._widgets.append(self.start_button)
        self.pages = pages
        if pages > 1:
            for dx, step, text in ((-70, -1, "<"), (30, 1, ">")):
                button = pygame_gui.elements.UIButton(
                    pygame.Rect(w // 2 + dx, h - 58, 40, 44), text, m, container=self.root,
                    command=self._later(self.turn_page, step))
                self._widgets.append(button)
        self._seen = ()
        self._sync_buttons()

    def turn_page(self, step: int) -> None:
        self.page = (self.page + step) % max(1, self.pages)
        self.build()

    def _later(self, fn: Any, *args: Any) -> Any:
        return lambda: self._deferred.append(lambda: fn(*args))

    def _sync_buttons(self) -> None:
        seen = (tuple(sorted(self.phones.status().items())) if self.phones is not None else (),)
        if seen == self._seen:
            return
        self._seen = seen
        button = self.start_button
        if button is not None:
            if self.can_start() and not button.is_enabled:
                button.enable()
            elif not self.can_start() and button.is_enabled:
                button.disable()

    # ------------------------------------------------------------ frames
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._deferred.append(self.back)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._deferred.append(self.start)
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHT) and self.pages > 1:
                self._deferred.append(lambda: self.turn_page(1))
            elif event.key in (pygame.K_PAGEUP, pygame.K_LEFT) and self.pages > 1:
                self._deferred.append(lambda: self.turn_page(-1))

    def update(self, dt: float) -> None:
        while self._deferred:
            self._deferred.pop(0)()
            if self.app.top is not self:
                return
        if self.phones is not None:   # the phones follow the app's language here too
            self.phones.server.set_lang(language())
        self._sync_buttons()

    def qr(self, url: str, size: int) -> pygame.Surface:
        key = (url, size)
        if key not in self._qr:
            self._qr[key] = qr_surface(url, size)
        return self._qr[key]

    def draw(self, surface: pygame.Surface) -> None:
        texts = self.texts
        assert texts is not None
        w, h = surface.get_size()
        surface.fill(colour("background"))
        title = texts.fit(t("phones.join.title_during" if self.during else "phones.join.title"),
                          w - 40, 30, "accent", True)
        surface.blit(title, title.get_rect(midtop=(w // 2, 12)))
        advice = texts.get(t("phones.join.advice"), 16, "text")
        if advice.get_width() > w - 40:   # smaller before it is cut
            advice = texts.fit(t("phones.join.advice"), w - 40, 14, "text")
        surface.blit(advice, advice.get_rect(midtop=(w // 2, 52)))
        if self.phones is not None:
            where = texts.fit(t("phones.join.address", address=self.phones.address), w - 40, 16,
                              "text_dim")
            surface.blit(where, where.get_rect(midtop=(w // 2, 76)))
        colourblind = bool(getattr(self.app.settings, "colourblind", False))
        status = self.phones.status() if self.phones is not None else {}
        for seat, card in self.cards.items():
            self._draw_card(surface, seat, card, status.get(seat, "waiting"), colourblind)
        if not self.cards:
            none = texts.fit(t("phones.join.none"), w - 40, 18, "text")
            surface.blit(none, none.get_rect(center=(w // 2, h // 2)))
        # the bar: pages, and what Start waits for
        if self.pages > 1:
            page = texts.get(t("phones.join.page", page=self.page + 1, pages=self.pages), 15,
                             "text_dim")
            surface.blit(page, page.get_rect(midbottom=(w // 2, h - 62)))
        waiting = sum(1 for s in status.values() if s != "joined")
        if not self.during:
            text = t("phones.join.waiting", n=waiting) if waiting else t("phones.join.ready")
            line = texts.fit(text, max(60, w - 240 - 230 - (110 if self.pages > 1 else 0)), 16,
                             "text" if waiting else "approve")
            surface.blit(line, line.get_rect(midleft=(220, h - 36)))

    def _draw_card(self, surface: pygame.Surface, seat: int, card: pygame.Rect, state: str,
                   colourblind: bool) -> None:
        texts = self.texts
        assert texts is not None and self.phones is not None
        pygame.draw.rect(surface, colour("panel"), card, border_radius=8)
        pygame.draw.rect(surface, seat_colour(seat, colourblind), card, 3, border_radius=8)
        x, y = card.x + PAD, card.y + PAD
        draw_token(surface, seat, (x + 12, y + HEAD // 2), 11, colourblind)
        name = texts.fit(t("phones.join.seat", n=seat + 1, name=self.session.name(seat)),
                         card.width - 2 * PAD - 30, 18, "text", True)
        surface.blit(name, name.get_rect(midleft=(x + 30, y + HEAD // 2)))
        y += HEAD
        said = texts.fit(t("phones.state." + state), card.width - 2 * PAD, 16,
                         STATE_COLOURS.get(state, "text"), True)
        surface.blit(said, said.get_rect(midtop=(card.centerx, y)))
        y += STATE
        url = self.phones.url(seat)
        code = self.qr(url, self.qr_size)
        spot = code.get_rect(midtop=(card.centerx, y))
        surface.blit(code, spot)
        if state == "joined":   # a joined phone's code is done with: dimmed, ticked
            veil = pygame.Surface(spot.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 120))
            surface.blit(veil, spot)
        y = spot.bottom + 6
        for line in self.link_lines(url, card.width - 2 * PAD):
            text = texts.get(line, LINK_SIZE, "text")
            surface.blit(text, text.get_rect(midtop=(card.centerx, y)))
            y += LINK_SIZE + 3

    def animating(self) -> bool:
        return bool(self._deferred)
