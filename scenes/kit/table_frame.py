"""The table's frame: the state a game scene starts with, where everything goes
(top bar, board, seats round an ellipse, log, action bar, all from the window size)
and the action bar's API (``action_button``, ``action_label``, ``my_turn``).

The layers of ``TableScene``, each a class building on the one before:
``table_frame.TableFrame`` (state, geometry, action bar API) ->
``table_hooks.TableHooks`` (what a game scene overrides) ->
``table_bar.TableBar`` (the top bar's buttons and what they open: menu, rules,
talk, hide, history) -> ``table_paint.TablePaint`` (drawing) ->
``table_learn.TableLearn`` (zones' tooltips, the role card, hints) ->
``table.TableScene`` (life cycle, input, the session's turns)."""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from game.core import Move, View

from .. import catalog
from ..i18n import t
from ..shell.base import Scene
from ..shell.error_text import error_text
from ..shell.session import Session
from .choice import ChoicePrompt
from .images import ImageCache
from .log_panel import LogPanel
from .seats import SeatMarks, free_half, seat_marks
from .talk_menu import TalkMenu
from .text import TextCache
from .timeline import Timeline, speed_factor
from .zones import Zone, Zones

TOP_BAR = 46
ACTION_BAR = 58
MARGIN = 8
LONGEST_ANIMATION = 4.0   # seconds at normal speed (Saül's dawn): the app stays awake for it
TALK_ROW = 28   # talk list row height (theme #talk_list): room for descenders
#: (font size, most lines) tried in turn for the words under a seat, the last-move line
STATUS_TRIES = ((15, 1), (13, 1), (13, 2))
STATUS_BAR_TRIES = ((20, 1), (18, 1), (16, 1), (15, 2), (14, 2))
LAST_MOVE_TRIES = ((17, 1), (15, 1), (14, 1), (15, 2), (14, 2))
#: backdrops kept (one per size; an Aztec game's banners made 35, 2 MB, with resizes)
BACKDROPS = 8


class TableFrame(Scene):
    """The table's state and geometry; see ``TableScene``. ``session`` is a
    scenes.shell.session.Session."""

    #: seconds the last bot move stays highlighted
    HIGHLIGHT = 2.5
    covers_window = True     # draw starts with the static layer, the window's size
    #: does this game have table talk?
    HAS_TALK = True
    #: does ``draw_end_summary`` draw something (the end screen keeps room for it)?
    END_SUMMARY = False
    #: the last bot move as a line at the bottom of the board (a game that plays its
    #: results on the table says them itself)
    LAST_MOVE_LINE = True


    # widgets of the top bar (``TableBar.build_bar``) and the log (``layout``)
    menu_button: pygame_gui.elements.UIButton
    rules_button: pygame_gui.elements.UIButton
    talk_button: pygame_gui.elements.UIButton
    hide_button: pygame_gui.elements.UIButton
    history_button: pygame_gui.elements.UIButton | None
    status_width: int
    _bar_x: int
    _bar_full: int
    _log_key: Any

    def __init__(self, session: Session) -> None:
        self.session = session
        self.manifest = catalog.get(session.record.game) or catalog.SceneManifest(
            session.record.game)
        rounds = self.manifest.private_rounds
        session.set_policy(tuple(r for r in rounds if r != catalog.START),
                           self.manifest.public_results, self.manifest.private_seconds,
                           self.manifest.round_seats, self.manifest.open_votes)
        self.texts: TextCache | None = None
        self._images: ImageCache | None = None
        self._prompt: ChoicePrompt | None = None
        #: animations started by the viewer's log events (speed from the settings)
        self.timeline = Timeline(lambda: speed_factor(getattr(self.app, "settings", None)))
        self._deferred: list[Callable[[], None]] = []
        self._actions: list[pygame_gui.core.UIElement] = []
        self._action_keys: dict[int, Callable[[], None]] = {}
        self._action_x = 0
        self._actions_key: Any = None
        #: the action bar's buttons that play a move, with it (a hint points at one)
        self.action_moves: list[tuple[Move, pygame_gui.elements.UIButton]] = []
        self._static: pygame.Surface | None = None
        self._static_key: Any = None
        #: the static layer with the board drawn on it, and what it was drawn from
        self._board_layer: pygame.Surface | None = None
        self._board_from: tuple[Any, Any] | None = None
        #: draw the board into a layer kept while ``board_key`` holds (tests turn it off)
        self.cache_layers = True
        self._talk_list: pygame_gui.elements.UISelectionList | None = None
        self._rules: pygame_gui.elements.UIPanel | None = None
        self._talk_moves: dict[str, Any] = {}     # the talk list's labels -> entry value
        self._talk_menu: TalkMenu | None = None
        self._highlight_time = 0.0
        self._highlight_seen = 0
        self._clock = 0.0
        self._ended = False
        self._started = False
        self.selected: list[int] = []     # seats picked on the board (proposals, targets)
        self.flash: tuple[str, float] | None = None   # (message, until) of a refused move
        #: the explanation zones (scenes/kit/zones.py): ``explain`` registers one
        self.zones = Zones()
        #: the seat whose role card is shown over the table, or None
        self.card_seat: int | None = None

    @property
    def images(self) -> ImageCache:
        """Art at a size, loaded once (the end screen borrows the scene's hooks too)."""
        if self._images is None:
            self._images = ImageCache(self.app)
        return self._images

    @property
    def prompt(self) -> ChoicePrompt:
        """The kit's choice prompt, for a game that asks with cards (votes, characters)."""
        if self._prompt is None:
            assert self.texts is not None
            self._prompt = ChoicePrompt(self.texts, self.images)
        return self._prompt

    def layout(self) -> None:
        w, h = self.app.size
        log_w = max(220, min(360, int(w * 0.26)))
        self.log_rect = pygame.Rect(w - log_w - MARGIN, MARGIN, log_w, h - 2 * MARGIN)
        self.top_rect = pygame.Rect(MARGIN, MARGIN, self.log_rect.x - 2 * MARGIN, TOP_BAR - MARGIN)
        self.action_rect = pygame.Rect(MARGIN, h - ACTION_BAR, self.top_rect.width,
                                       ACTION_BAR - MARGIN)
        self.board_rect = pygame.Rect(MARGIN, TOP_BAR + 2, self.top_rect.width,
                                      self.action_rect.y - TOP_BAR - 6)
        n = self.session.players
        br = self.board_rect
        self.seat_r = max(13, min(26, int(min(br.width, br.height) / 16)))
        self.seat_w = max(90, min(150, int(br.width / max(4, n * 0.75))))
        pad_x = self.seat_w // 2 + 4
        pad_y = self.seat_r + 54   # room for the "you" tag above and the last-move line below
        rx, ry = br.width / 2 - pad_x, br.height / 2 - pad_y
        cx, cy = br.center
        self.table_rect = pygame.Rect(0, 0, int(rx * 1.55), int(ry * 1.45))
        self.table_rect.center = (cx, cy - 8)
        self.seat_pos: list[tuple[int, int]] = []
        for seat in range(n):
            a = math.radians(90 + 360 * seat / n)   # seat 0 at the bottom, clockwise
            self.seat_pos.append((int(cx + rx * math.cos(a)),
                                  int(cy - 16 + ry * math.sin(a))))
        self.seat_text_w = [self._text_width(seat) for seat in range(n)]
        self.inner_rect = self.table_rect.inflate(-int(self.table_rect.width * 0.18),
                                                  -int(self.table_rect.height * 0.2))
        self.log_panel = LogPanel(self.texts, self.log_rect, 15, t("table.log"))
        self._log_key = None
        self._sync_log(self.session.viewer_view())
        self._static = None
        self._kit_zones()

    def _kit_zones(self) -> None:
        """The kit's own zones: each seat's token and name plate, the log, the status."""
        for seat, (x, y) in enumerate(self.seat_pos):
            w = min(self.seat_text_w[seat], max(2 * self.seat_r,
                                                self.app.font(17).size(self.session.name(seat))[0]))
            top = y - self.seat_r
            rect = pygame.Rect(x - max(w, 2 * self.seat_r) // 2, top,
                               max(w, 2 * self.seat_r), 2 * self.seat_r + 4 + 20)
            self.explain(f"seat:{seat}", rect, "learn.zone.seat", name=self.session.name(seat))
        self.explain("log", self.log_rect, "learn.zone.log")

    def _text_width(self, seat: int) -> int:
        """Room for the words under ``seat``: ``seat_w``, or more when no seat sits
        beside it at about the same height (the top and bottom seats)."""
        x, y = self.seat_pos[seat]
        room = min(int(self.seat_w * 1.6), 2 * (x - 4), 2 * (self.log_rect.x - 4 - x))
        for other, (ox, oy) in enumerate(self.seat_pos):
            if other != seat and abs(oy - y) < 2 * self.seat_r + 40:
                room = min(room, 2 * (abs(ox - x) - self.seat_w // 2 - 8))
        return max(self.seat_w, room)

    # ------------------------------------------------------------ geometry
    def _under_words(self, seat: int, spot: pygame.Rect) -> bool:
        """Does ``spot`` meet another seat's name and status words?"""
        for other in range(len(self.seat_pos)):
            if other != seat:
                left, right, top, low = self.seat_marks(other).words
                if spot.colliderect(pygame.Rect(left, top, right - left, low - top)):
                    return True
        return False

    def seat_marks(self, seat: int) -> SeatMarks:
        """Where ``seat``'s marks go (tag, corner icons, side icon and card, words)."""
        return seat_marks(self.seat_pos[seat], self.seat_r, self.seat_text_w[seat])

    def free_half(self, y0: int, y1: int, felt: bool = True) -> int:
        """Half the width around the board's middle, between heights ``y0`` and ``y1``,
        that no seat mark covers (and inside the felt if ``felt``): room for a box."""
        tr = self.table_rect
        rx, ry = tr.width / 2, tr.height / 2
        half = rx
        for y in (y0, y1) if felt else ():
            k = min(1.0, abs(y - tr.centery) / ry)
            half = min(half, rx * (1 - k * k) ** 0.5 - 10)
        marks = [self.seat_marks(seat) for seat in range(len(self.seat_pos))]
        return free_half(marks, self.inner_rect.centerx, y0, y1, half)

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for seat, (x, y) in enumerate(self.seat_pos):
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (self.seat_r + 8) ** 2:
                return seat
        return None

    def colourblind(self) -> bool:
        return bool(getattr(self.app.settings, "colourblind", False))

    # ------------------------------------------------------------ explanation zones
    def explain(self, name: str, rect: pygame.Rect | tuple[int, int, int, int], key: str,
                /, **params: Any) -> None:
        """``rect`` explains itself with ``t(key, **params)`` on hover and keyboard focus.
        Call it where the rect is known (layout, ``draw_board``, ``draw``...); when the
        kit forgets it is in scenes/kit/zones.py. ``name``: a tutorial target's name
        from ``game.tutorial.ZONES``, else "<what>[:<n>]". The three are positional, so
        ``params`` may hold ``name=`` (a seat's name) too."""
        self.zones.add(name, rect, key, params)

    def explanations(self) -> list[Zone]:
        """Every zone registered for what is drawn now (Zone: name, rect, key, params)."""
        return self.zones.all()

    def zone_rect(self, name: str) -> pygame.Rect | None:
        """Where zone ``name`` is (a copy), None when it is not drawn now."""
        zone = self.zones.get(name)
        return pygame.Rect(zone.rect) if zone is not None else None

    # ------------------------------------------------------------ actions API
    def defer(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` at the next update (widget callbacks must not rebuild widgets)."""
        self._deferred.append(fn)

    def action_button(self, text: str, on_press: Callable[[], None] | Move,
                      width: int | None = None, tip: str | None = None,
                      enabled: bool = True, key: int | None = None
                      ) -> pygame_gui.elements.UIButton:
        """A button in the action bar, left to right. ``on_press``: a callable, or a
        move the viewer submits; ``key``: a keyboard shortcut (shown in the tooltip)."""
        move: Move | None = None
        if isinstance(on_press, dict):
            move = on_press
            on_press = lambda: self.play(move)
        if key is not None:
            shown = t("table.key", shortcut=pygame.key.name(key).upper())
            tip = f"{tip} ({shown})" if tip else shown
        font = self.app.font(18)
        width = width or max(90, font.size(text)[0] + 30)
        rect = pygame.Rect(self.action_rect.x + self._action_x, self.action_rect.y + 6,
                           width, self.action_rect.height - 12)
        self._action_x += width + 8
        button = pygame_gui.elements.UIButton(rect, text, self.app.manager, container=self.root,
                                              tool_tip_text=tip,
                                              command=lambda: self.defer(on_press))
        if not enabled:
            button.disable()
        elif key is not None:
            self._action_keys[key] = on_press
        self._actions.append(button)
        if move is not None:
            self.action_moves.append((move, button))
        return button

    def action_label(self, text: str, width: int | None = None) -> pygame_gui.elements.UILabel:
        font = self.app.font(16)
        width = width or font.size(text)[0] + 16
        rect = pygame.Rect(self.action_rect.x + self._action_x, self.action_rect.y + 6,
                           width, self.action_rect.height - 12)
        self._action_x += width + 8
        label = pygame_gui.elements.UILabel(rect, text, self.app.manager, container=self.root)
        self._actions.append(label)
        return label

    def play(self, move: Move) -> None:
        """The viewer (or the open voter) makes ``move``; refused moves show nothing
        private and change nothing."""
        seat = self.session.viewer()
        if seat is None:   # an open vote: the seat voting on the shared screen
            seat = self.session.open_voter()
        if seat is None or seat not in self.session.humans():
            return
        try:
            self.session.submit(seat, move)
        except Exception as exc:   # game.IllegalAction: the button was stale
            self.show_error(exc)
            return
        self.selected = []
        self.app.play_sound("click")
        self._actions_key = None
        self._close_talk()
        self.card_seat = None

    def show_error(self, exc: Exception) -> None:
        """A refused move: its message (translated when it can be) for a few seconds."""
        self.flash = (error_text(exc), self._clock + 4.0)

    def my_turn(self) -> int | None:
        """The viewer's seat when it is a human owing a move now (or the seat casting
        an open vote on the shared screen), else None."""
        seat = self.session.viewer()
        if seat is None:
            seat = self.session.open_voter()
        if seat is None or seat not in self.session.humans():
            return None
        if self.session.looking() is not None and not self.session.acts_in_look():
            return None
        return seat if seat in self.session.to_act() else None

    def _close_talk(self) -> None:
        if self._talk_list is not None:
            self._talk_list.kill()
            self._talk_list = None
        self._talk_menu = None

    # ------------------------------------------------------------ the log
    def describe(self, event: dict) -> str:
        """A log event as a sentence."""
        who = event.get("seat")
        name = self.session.name(who) if isinstance(who, int) else ""
        return f"{name} {event.get('kind', '')}".strip()

    def event_colour(self, event: dict) -> Any:
        return "text"

    def _sync_log(self, view: View) -> None:
        """Describe only the new events: a viewer's log only grows."""
        key = (self.session.moves_applied, self.session.viewer())
        if getattr(self, "_log_key", None) == key:
            return
        events = view["log"]
        entries = getattr(self, "_log_entries", [])
        if self._log_key is None or self._log_key[1] != key[1] or len(events) < len(entries):
            entries = []
        entries = entries + [(self.describe(e), self.event_colour(e))
                             for e in events[len(entries):]]
        self._log_key, self._log_entries = key, entries
        self.log_panel.set_entries(entries)
