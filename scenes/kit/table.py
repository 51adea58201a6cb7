"""TableScene: the base every game scene extends.

Layout derives from the window size: a top bar (whose move it is, and the Menu,
Rules, Talk and Hide buttons), the board in the middle with the seats placed around
an ellipse, a scrolling log on the right and an action bar at the bottom.

What may be drawn comes from ``session.viewer()`` only: while the device must be
passed or bots are acting in pass-and-play, the scene draws the public view, and a
pass-the-device scene (opaque) is pushed before anything private shows.

Subclass hooks (all receive the view of the current viewer, never a state):
``draw_board(surface, rect, view)``, ``seat_status(view, seat) -> str``,
``describe(event) -> str``, ``describe_talk(move) -> str``,
``talk_menu(moves)`` (the talk menu's steps; flat by default),
``build_actions(view, legal)`` (add widgets with ``self.action_button``),
``handle_board_click(pos, view)``, ``draw_seat_extras(surface, seat, centre, view)``.
"""
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
from ..shell.outcome import seat_word
from ..shell.session import Session
from .choice import ChoicePrompt
from .images import ImageCache
from .log_panel import LogPanel
from .seats import SeatMarks, free_half, seat_marks
from .talk_menu import TalkEntry, TalkMenu
from .text import TextCache, colour
from .timeline import Timeline, speed_factor
from .tokens import draw_token

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


class TableScene(Scene):
    """Base of the game scenes. ``session`` is a scenes.shell.session.Session."""

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

    def __init__(self, session: Session) -> None:
        self.session = session
        self.manifest = catalog.get(session.record.game) or catalog.SceneManifest(
            session.record.game)
        rounds = self.manifest.private_rounds
        session.set_policy(tuple(r for r in rounds if r != catalog.START),
                           self.manifest.public_results, self.manifest.private_seconds,
                           self.manifest.round_seats)
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

    # ------------------------------------------------------------ life cycle
    def enter(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.make_root()
        self.layout()
        self._build_bar()
        self._actions_key = None
        if not self._started:
            self._started = True
            if catalog.START in self.manifest.private_rounds and self.session.turn == 0:
                self.session.reveal_round()

    def leave(self) -> None:
        # quit to the menu, window closed, error screen: the last move must be on disk
        self.session.flush_autosave()
        self.session.close()   # the bot thread goes with the scene (a new one starts if it comes back)
        self._close_talk()
        self._close_rules()
        self._actions = []
        super().leave()

    def resume(self) -> None:
        super().resume()
        self._actions_key = None
        # the settings may have changed under the pause menu
        from ..shell.session import BOT_DELAY
        speed = getattr(self.app.settings, "animation_speed", "normal")
        self.session.delay = BOT_DELAY.get(speed, self.session.delay)
        self._static = None

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

    def _text_width(self, seat: int) -> int:
        """Room for the words under ``seat``: ``seat_w``, or more when no seat sits
        beside it at about the same height (the top and bottom seats)."""
        x, y = self.seat_pos[seat]
        room = min(int(self.seat_w * 1.6), 2 * (x - 4), 2 * (self.log_rect.x - 4 - x))
        for other, (ox, oy) in enumerate(self.seat_pos):
            if other != seat and abs(oy - y) < 2 * self.seat_r + 40:
                room = min(room, 2 * (abs(ox - x) - self.seat_w // 2 - 8))
        return max(self.seat_w, room)

    def _build_bar(self) -> None:
        m = self.app.manager
        bw, gap = (96, 6) if self.app.size[0] >= 1000 else (74, 4)
        x = self.top_rect.right - bw
        y = self.top_rect.y
        self.menu_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, bw, 32), t("table.menu"), m, container=self.root,
            tool_tip_text=t("table.menu_tip"), command=lambda: self.defer(self.open_menu))
        x -= bw + gap
        self.rules_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, bw, 32), t("table.rules"), m, container=self.root,
            tool_tip_text=t("table.rules_tip"), command=lambda: self.defer(self.open_rules))
        x -= bw + gap
        self.talk_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, bw, 32), t("table.talk"), m, container=self.root,
            tool_tip_text=t("table.talk_tip"), command=lambda: self.defer(self.toggle_talk))
        if not self.HAS_TALK:
            self.talk_button.hide()
        # the button font (18): the whole words inside; a short label on narrow windows
        hide = t("table.hide") if self.app.size[0] >= 1000 else t("tablekit.hide_short")
        hide_w = max(bw, self.app.font(18).size(hide)[0] + 28)
        x -= hide_w + gap
        self.hide_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, hide_w, 32), hide, m, container=self.root,
            tool_tip_text=t("table.hide_tip"), command=lambda: self.defer(self.hide_private))
        from ..shell.history import history_button
        self.history_button = history_button(self, self.log_rect)
        self.status_width = x - self.top_rect.x - 10
        self._bar_x = x   # the Hide button is shown only in pass-and-play
        self._bar_full = self.talk_button.rect.x - self.top_rect.x - 10

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
        """The viewer makes ``move``; refused moves show nothing private and change nothing."""
        seat = self.session.viewer()
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

    def show_error(self, exc: Exception) -> None:
        """A refused move: its message (translated when it can be) for a few seconds."""
        self.flash = (error_text(exc), self._clock + 4.0)

    def my_turn(self) -> int | None:
        """The viewer's seat when it is a human owing a move now, else None."""
        seat = self.session.viewer()
        if seat is None or seat not in self.session.humans():
            return None
        if self.session.looking() is not None and not self.session.acts_in_look():
            return None
        return seat if seat in self.session.to_act() else None

    def _rebuild_actions(self) -> None:
        for widget in self._actions:
            widget.kill()
        self._actions = []
        self._action_keys = {}
        self._action_x = 0
        view = self.session.viewer_view()
        if self.session.over():
            return
        if self.session.showing_results():
            self.action_label(t("table.results_shown"))
            self.action_button(t("table.continue"), self.session.release_results,
                               key=pygame.K_RETURN)
            return
        looking = self.session.looking()
        if looking is not None and not (self.session.acts_in_look() and self.my_turn() is not None):
            self.action_label(t("table.looking", name=self.session.name(looking)))
            left = self.session.look_left()
            text = t("table.done_looking") if left <= 0 else \
                t("table.done_in", seconds=math.ceil(left))
            self.action_button(text, self.session.done_looking, key=pygame.K_RETURN,
                               enabled=self.session.can_finish_look())
            return
        seat = self.my_turn()
        legal = self.session.legal(seat) if seat is not None else []
        self.build_actions(view, legal)
        from ..shell.undo import can_take_back
        if can_take_back(self.session, self.session.viewer()):
            self.action_button(t("tablekit.undo"), self.take_back, tip=t("tablekit.undo_tip"),
                               key=pygame.K_u)

    def take_back(self) -> None:
        """The Undo button: the viewer's last move, when it revealed nothing."""
        from ..shell.undo import take_back
        viewer = self.session.viewer()
        record = self.session.record
        move = record.actions[-1][1] if record.actions else {}
        if viewer is not None and take_back(self.session, viewer):
            self.selected = self.picks_of(move)
            self._actions_key = None

    def picks_of(self, move: Move) -> list[int]:
        """The seats a taken-back ``move`` had picked, picked again on the board (a team
        to change one member of); none by default."""
        return []

    # ------------------------------------------------------------ hooks
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """The game's board in ``rect`` (the middle of the table)."""

    def board_key(self, view: View) -> Any:
        """Subclasses: a value that changes whenever ``draw_board``'s picture would (it
        is then drawn once into a layer over the static one, and that layer blitted each
        frame); None, the default: the board is drawn every frame."""
        return None

    def seat_status(self, view: View, seat: int) -> str | tuple[str, Any]:
        """One short line under a seat's name: text, or (text, colour name)."""
        return ""

    def describe(self, event: dict) -> str:
        """A log event as a sentence."""
        who = event.get("seat")
        name = self.session.name(who) if isinstance(who, int) else ""
        return f"{name} {event.get('kind', '')}".strip()

    def describe_talk(self, move: Move) -> str:
        return str({k: v for k, v in move.items() if k != "kind"})

    def talk_menu(self, moves: list[Move]) -> list[TalkEntry]:
        """The talk menu's first step: ``(label, statement)``, or ``(label, entries of
        the next step)`` for a menu in steps (what to say, then about whom)."""
        return [(self.describe_talk(move), move) for move in moves]

    def build_actions(self, view: View, legal: list[Move]) -> None:
        """Move buttons for the viewer (only called when they owe a move)."""
        for move in legal[:8]:
            self.action_button(self.describe_move(move), move)

    def describe_move(self, move: Move) -> str:
        return " ".join(str(v) for v in move.values())

    def handle_board_click(self, pos: tuple[int, int], view: View) -> None:
        """A click on the board area (not on a widget)."""

    def draw_seat_extras(self, surface: pygame.Surface, seat: int, centre: tuple[int, int],
                         view: View) -> None:
        """Game marks next to a seat token (crown, team token, vote card...)."""

    def event_colour(self, event: dict) -> Any:
        return "text"

    def reveal(self, view: View, seat: int) -> str | tuple[str, Any]:
        """End screen: what was hidden about ``seat`` (the view then reveals all);
        text, or (text, colour name)."""
        return self.seat_status(view, seat)

    def warning(self, view: View) -> str:
        """A warning that matters now (the deciding vote...), drawn in the action bar."""
        return ""

    def chapter(self, view: View) -> str:
        """Replay: the part of the game ``view`` is in ("Round 2"); "" when none. By
        default from the manifest's ``chapter`` (a view key and a text)."""
        spec = self.manifest.chapter
        if spec is None or view.get(spec[0]) is None:
            return ""
        return t(spec[1], n=view[spec[0]])

    def reveal_all(self, view: View, final: View) -> View:
        """Replay of a finished game: ``view`` with every hidden role shown (``final``
        is the public view at the end, where everything is revealed): the manifest's
        ``revealed`` keys taken from ``final``."""
        return {**view, **{key: final.get(key) for key in self.manifest.revealed}}

    def history(self, view: View) -> list[Any] | None:
        """The vote history grid's rows (scenes.shell.history.HistoryRow), None: no grid."""
        return None

    def draw_end_summary(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """End screen: room for a summary of the board (quest track, scores...)."""

    def end_title(self, view: View) -> str:
        winners = list(view.get("winners") or [])
        if not winners:
            return t("table.end.no_winner")
        return t("table.end.winners", names=", ".join(self.session.name(w) for w in winners))

    def holding(self) -> bool:
        """Keep the table up after the game ended (a final scoring still playing)."""
        return False

    def on_log_events(self, events: list[dict]) -> None:
        """New events of the viewer's log (their animations have just started): sounds."""

    # ------------------------------------------------------------ helpers
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

    def open_menu(self) -> None:
        from ..shell.pause_menu import PauseMenu
        self._close_talk()
        self.app.push(PauseMenu(self.session))

    def open_rules(self) -> None:
        """Toggle the rules over the board (public text only)."""
        self._close_talk()
        if self._rules is not None:
            self._close_rules()
            return
        from ..shell.rules_view import RulesPanel
        b = self.board_rect   # down to its bottom: the last-move line must not peek out
        rect = pygame.Rect(b.x + 10, b.y + 4, b.width - 20, b.height - 4)
        self._rules = pygame_gui.elements.UIPanel(rect, starting_height=6,
                                                  manager=self.app.manager, container=self.root)
        self._rules_text = RulesPanel(self._rules, pygame.Rect(0, 0, rect.width - 6,
                                                               rect.height - 52),
                                      self.session.game.id, self.app.manager)
        self._rules_close = pygame_gui.elements.UIButton(
            pygame.Rect(rect.width - 140, rect.height - 46, 130, 38), t("table.close"),
            self.app.manager, container=self._rules,
            command=lambda: self.defer(self._close_rules))

    def _close_rules(self) -> None:
        if self._rules is not None:
            self._rules.kill()
            self._rules = None

    def hide_private(self) -> None:
        self._close_talk()
        if self.session.looking() is not None:
            self.session.done_looking()
        else:
            self.session.hide()
        self._actions_key = None

    def toggle_talk(self) -> None:
        if self._talk_list is not None:
            self._close_talk()
            return
        seat = self.session.viewer()
        if seat is None or seat not in self.session.humans():
            return
        moves = self.session.talk(seat)
        if not moves:
            return
        self._talk_menu = TalkMenu(self.talk_menu(moves),
                                   lambda what: t("table.talk_back", what=what))
        self._show_talk()

    def _show_talk(self) -> None:
        """The talk menu's current step as a list under the Talk button."""
        menu = self._talk_menu
        if menu is None:
            return
        if self._talk_list is not None:
            self._talk_list.kill()
        self._talk_moves = dict(menu.entries())
        h = min(self.board_rect.height - 20, TALK_ROW * len(self._talk_moves) + 6)
        right = self.talk_button.rect.right
        rect = pygame.Rect(0, 0, min(420, right - self.board_rect.x - 4), h)
        rect.topright = (right, self.talk_button.rect.bottom + 4)
        self._talk_list = pygame_gui.elements.UISelectionList(
            rect, list(self._talk_moves), self.app.manager, container=self.root,
            starting_height=5, object_id=pygame_gui.core.ObjectID(object_id="#talk_list"))
        self._show_talk_cursor()

    def _show_talk_cursor(self) -> None:
        """The keyboard cursor as the list's selection, scrolled into sight."""
        menu, widget = self._talk_menu, self._talk_list
        if menu is None or widget is None or menu.cursor is None:
            return
        for i, item in enumerate(widget.item_list):
            item["selected"] = i == menu.cursor
            button = item["button_element"]
            if button is not None:
                button.select() if i == menu.cursor else button.unselect()
        bar = widget.scroll_bar
        if bar is not None:
            shown = widget.item_list_container.rect.height
            total = max(1, TALK_ROW * len(widget.item_list))
            top = bar.start_percentage * total
            row = menu.cursor * TALK_ROW
            if row < top or row + TALK_ROW > top + shown:
                bar.set_scroll_from_start_percentage(
                    min(max(0, row - shown // 2) / total, 1 - shown / total))

    def _close_talk(self) -> None:
        if self._talk_list is not None:
            self._talk_list.kill()
            self._talk_list = None
        self._talk_menu = None

    def say(self, text: str) -> None:
        """A talk list entry picked: a statement is made, a step opens or closes."""
        menu = self._talk_menu
        move = menu.pick(text) if menu is not None else None
        if move is None and menu is not None and text in self._talk_moves:
            self._show_talk()
            return
        self._close_talk()
        seat = self.session.viewer()
        if move is None or seat is None:
            return
        try:
            self.session.submit(seat, move)
        except Exception as exc:
            self.show_error(exc)

    def _talk_key(self, key: int) -> bool:
        """Up, Down, Enter and Backspace (or Left) in an open talk menu; True if used."""
        menu = self._talk_menu
        if menu is None or self._talk_list is None:
            return False
        if key in (pygame.K_UP, pygame.K_DOWN):
            menu.move(1 if key == pygame.K_DOWN else -1)
            self._show_talk_cursor()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            label = menu.at_cursor()
            if label is not None:
                self.defer(lambda: self.say(label))
        elif key in (pygame.K_BACKSPACE, pygame.K_LEFT):
            if menu.back():
                self._show_talk()
        else:
            return False
        return True

    # ------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION \
                and event.ui_element is self._talk_list:
            text = event.text
            self.defer(lambda: self.say(text))
            return
        if event.type == pygame.KEYDOWN:
            if self._talk_key(event.key):
                return
            if event.key == pygame.K_ESCAPE:
                if self._talk_list is not None:
                    self._close_talk()
                elif self._rules is not None:
                    self.defer(self._close_rules)
                else:
                    self.defer(self.open_menu)
            elif event.key == pygame.K_F1:
                self.defer(self.open_rules)
            elif event.key == pygame.K_t and self.HAS_TALK:
                self.defer(self.toggle_talk)
            elif event.key == pygame.K_h:
                self.defer(self.hide_private)
            elif event.key == pygame.K_v and self.history_button is not None:
                from ..shell.history import open_history
                self.defer(lambda: open_history(self))
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                page = self.log_panel.visible_count() - 1
                self.log_panel.scroll_by(page if event.key == pygame.K_PAGEUP else -page)
            elif event.key in self._action_keys:
                self.defer(self._action_keys[event.key])
            elif event.key == pygame.K_SPACE:
                self.session.skip_wait()
                self.timeline.skip()
            return
        if self.log_panel.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._talk_list is not None and not self._talk_list.rect.collidepoint(event.pos):
                self.defer(self._close_talk)
                return
            if self._rules is not None:
                return
            if self.board_rect.collidepoint(event.pos) and not self._over_widget(event.pos):
                pos = event.pos
                self.defer(lambda: self.handle_board_click(pos, self.session.viewer_view()))

    def _over_widget(self, pos: tuple[int, int]) -> bool:
        widgets = [self.menu_button, self.rules_button, self.talk_button, self.hide_button,
                   *self._actions, *([self.history_button] if self.history_button else [])]
        return any(w.visible and w.rect.collidepoint(pos) for w in widgets)

    def update(self, dt: float) -> None:
        self._clock += dt
        self.timeline.tick(dt)
        while self._deferred:
            fn = self._deferred.pop(0)
            fn()
            if self.app.top is not self:
                return
        session = self.session
        if session.poll(dt):
            self.app.play_sound("card")
        if session.over():
            if not self._ended and not self.holding():
                self._ended = True
                self.app.game_over(session, type(self))
            return
        who = session.needs_pass()
        if who is not None:
            self._close_talk()
            from ..shell.pass_device import PassDevice
            self.app.push(PassDevice(session, who))
            return
        if session.last_bot_move is not None and session.moves_applied != self._highlight_seen:
            self._highlight_seen = session.moves_applied
            self._highlight_time = self.HIGHLIGHT
        self._highlight_time = max(0.0, self._highlight_time - dt)
        self._sync_log(session.viewer_view())
        new = self.timeline.feed(session.viewer_view()["log"])
        if new:
            self.on_log_events(new)
        key = (session.moves_applied, session.viewer(), session.looking(), len(self.selected),
               session.showing_results(), math.ceil(session.look_left()),
               tuple(self.selected), self.actions_extra_key())
        if key != self._actions_key:
            self._actions_key = key
            self._rebuild_actions()
            viewer = session.viewer()
            can_talk = viewer is not None and viewer in session.humans() \
                and bool(session.talk(viewer))
            self._set_enabled(self.talk_button, can_talk)
            if session.pass_and_play():
                self.hide_button.show()
                self._set_enabled(self.hide_button, viewer is not None)
            else:
                self.hide_button.hide()

    def animating(self) -> bool:
        s = self.session
        return (s.thinking() is not None or s.look_left() > 0 or self._highlight_time > 0
                or bool(self._deferred) or self.timeline.active(LONGEST_ANIMATION)
                or (self.flash is not None and self._clock < self.flash[1]))

    def actions_extra_key(self) -> Any:
        """Subclasses: any extra state that should rebuild the action bar when it changes."""
        return None

    @staticmethod
    def _set_enabled(widget: pygame_gui.core.UIElement, on: bool) -> None:
        if on and not widget.is_enabled:
            widget.enable()
        elif not on and widget.is_enabled:
            widget.disable()

    # ------------------------------------------------------------ drawing
    def _static_layer(self) -> pygame.Surface:
        key = (self.app.size, self.colourblind())
        if self._static is not None and self._static_key == key:
            return self._static
        surf = pygame.Surface(self.app.size)
        surf.fill(colour("background"))
        tr = self.table_rect
        pygame.draw.ellipse(surf, colour("shadow"), tr.move(0, 8))
        pygame.draw.ellipse(surf, colour("wood_dark"), tr.inflate(18, 18))
        pygame.draw.ellipse(surf, colour("wood"), tr.inflate(10, 10))
        pygame.draw.ellipse(surf, colour("felt"), tr)
        pygame.draw.ellipse(surf, colour("felt_light"), tr.inflate(-24, -24), 2)
        for seat, pos in enumerate(self.seat_pos):
            draw_token(surf, seat, pos, self.seat_r, self.colourblind())
            name = self.texts.fit(self.session.name(seat), self.seat_text_w[seat], 17, "text",
                                  True)
            surf.blit(name, name.get_rect(midtop=(pos[0], pos[1] + self.seat_r + 4)))
        self._static, self._static_key = surf, key
        return surf

    def status_line(self) -> tuple[str, str]:
        s = self.session
        if s.over():
            return t("table.game_over"), "accent"
        if s.showing_results():
            return t("table.results_status"), "accent"
        if s.looking() is not None and self.my_turn() is None:
            return t("table.private_for", name=s.name(s.looking())), "accent"
        seat = self.my_turn()
        if seat is not None:
            if not s.pass_and_play():   # one person at the device: no name needed
                return t("table.your_turn_solo"), "highlight"
            return t("table.your_turn", name=s.name(seat)), "highlight"
        acting = s.to_act()
        names = ", ".join(seat_word(s, a) for a in acting)
        return t("table.waiting", names=names), "text"

    def draw(self, surface: pygame.Surface) -> None:
        view = self.session.viewer_view()
        key = self.board_key(view) if self.cache_layers else None
        if key is None:
            surface.blit(self._static_layer(), (0, 0))
            self.draw_board(surface, self.inner_rect, view)
        else:
            surface.blit(self._board(view, key), (0, 0))
        acting = set(self.session.to_act())
        thinking = self.session.thinking()
        last = self.session.last_bot_move
        pulse = 0.5 + 0.5 * math.sin(self._clock * 5)
        me = self.session.viewer()
        #: (what, seat, rect) of the words drawn round the seats this frame (for layout tests)
        self.drawn_labels: list[tuple[str, int, pygame.Rect]] = []
        for seat, pos in enumerate(self.seat_pos):
            if seat in acting:
                pygame.draw.circle(surface, colour("highlight"), pos,
                                   self.seat_r + 5 + int(2 * pulse), 3)
            if last is not None and last[0] == seat and self._highlight_time > 0:
                pygame.draw.circle(surface, colour("accent"), pos, self.seat_r + 11, 2)
            above = (pos[0], pos[1] - self.seat_r - 13)
            status = self.seat_status(view, seat)
            fg = "text_dim"
            if isinstance(status, tuple):
                status, fg = status
            if seat == me:
                tag = self.texts.get(t("table.you"), 14, "accent", True)
                surface.blit(tag, tag.get_rect(midbottom=above))
                self.drawn_labels.append(("you", seat, tag.get_rect(midbottom=above)))
            elif seat == thinking:
                dots = "." * (1 + int(self._clock * 3) % 3)
                text = self.texts.get(t("table.thinking") + dots, 14, "accent")
                spot = text.get_rect(midbottom=above)
                if self._under_words(seat, spot):
                    # seats stacked close (10 at 800x600): above the token it would
                    # cover the upper seat's name, so it goes under its own status
                    y = pos[1] + self.seat_r + 22
                    if status:
                        y += self.texts.block(status, self.seat_text_w[seat], STATUS_TRIES,
                                              fg).get_height()
                    spot = text.get_rect(midtop=(pos[0], y))
                surface.blit(text, spot)
                self.drawn_labels.append(("thinking", seat, spot))
            if status:   # a smaller font, then two lines, before an ellipsis
                text = self.texts.block(status, self.seat_text_w[seat], STATUS_TRIES, fg)
                spot = text.get_rect(midtop=(pos[0], pos[1] + self.seat_r + 22))
                surface.blit(text, spot)
                self.drawn_labels.append(("status", seat, spot))
            self.draw_seat_extras(surface, seat, pos, view)
        # last bot move as a line over the board
        if last is not None and self._highlight_time > 0 and self.LAST_MOVE_LINE:
            events = view["log"]
            if events:
                line = self.texts.block(self.describe(events[-1]), self.board_rect.width - 40,
                                        LAST_MOVE_TRIES, "highlight")
                spot = line.get_rect(midbottom=(self.board_rect.centerx,
                                                self.board_rect.bottom - 2))
                if line.get_height() > self.app.font(17).get_linesize():
                    # two lines reach the seat above: a backdrop keeps them readable
                    surface.blit(self._backdrop(spot.inflate(16, 6).size),
                                 spot.inflate(16, 6).topleft)
                surface.blit(line, spot)
                self.drawn_labels.append(("last_move", -1, spot))
        warn = self.warning(view)
        if warn:
            from .warning import draw_warning
            draw_warning(self, surface, warn)
        if self.flash is not None and self._clock < self.flash[1]:
            line = self.texts.fit(self.flash[0], self.board_rect.width - 20, 17, "danger", True)
            surface.blit(line, line.get_rect(midbottom=(self.board_rect.centerx,
                                                       self.action_rect.y - 26)))
        text, fg = self.status_line()
        width = max(60, self.status_width if self.hide_button.visible else self._bar_full)
        # smaller, then two lines, before an ellipsis: the banner reads whole at 800x600
        status = self.texts.block(text, width, STATUS_BAR_TRIES, fg, True, "left", -3)
        surface.blit(status, status.get_rect(midleft=(self.top_rect.x + 4,
                                                      self.top_rect.y + 19)))
        if self.session.thinking() is not None:   # a bot is up: say how to skip its pause
            hint = self.texts.get(t("table.hurry"), 15, "text_dim")
            if status.get_width() + 16 + hint.get_width() <= width:
                surface.blit(hint, (self.top_rect.x + 20 + status.get_width(),
                                    self.top_rect.y + 11))
        self.log_panel.draw(surface)

    def _board(self, view: View, key: Any) -> pygame.Surface:
        """The static layer with the board drawn on it, redrawn when either changes."""
        static = self._static_layer()
        if self._board_layer is None or self._board_from is None or \
                self._board_from[0] is not static or self._board_from[1] != key:
            if self._board_layer is None or self._board_layer.get_size() != static.get_size():
                self._board_layer = static.copy()
            else:
                self._board_layer.blit(static, (0, 0))
            self.draw_board(self._board_layer, self.inner_rect, view)
            self._board_from = (static, key)
        return self._board_layer

    def _backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """A translucent panel of ``size`` behind text drawn over the table (cached)."""
        cached: dict[tuple[int, int], pygame.Surface] | None = getattr(self, "_backdrops", None)
        if cached is None:
            cached = {}
            self._backdrops = cached
        surf = cached.pop(size, None)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (*colour("panel"), 230), surf.get_rect(), border_radius=8)
            if len(cached) >= BACKDROPS:     # each banner its size: the last few kept
                del cached[next(iter(cached))]
        cached[size] = surf       # the most recent last
        return surf

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
