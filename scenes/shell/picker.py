"""Game picker (picture, pitch, player range of every game in the catalogue) and the
setup screen (player count, a name and human/bot level per seat, the game's options,
a seed; Start shows a SetupError inline). Nothing private is ever shown here."""
from __future__ import annotations

import random
from typing import Any

import pygame
import pygame_gui

import game
from saves.names import UNDRAWABLE, clean_name
from saves.record import KINDS

from .. import catalog
from ..i18n import t
from ..kit import ui
from ..kit.text import TextCache, colour
from ..kit.tokens import draw_token
from . import open_votes_row
from .base import Scene
from .error_text import error_text
from .setup_help import help_text, reason, settle
from .tutorial import done, has_tutorial

#: a game's name on its card: smaller, then on two lines, before any ellipsis
NAME_TRIES = ((24, 1), (22, 1), (20, 1), (20, 2))
#: the room under a card's words for its buttons (Learn to play, Play)
BUTTONS_ROOM = 98

BOT_NAMES = ("Ada", "Bruno", "Chloé", "Dmitri", "Elif", "Farid", "Greta", "Hugo", "Ines",
             "Jun", "Kofi", "Lina", "Malo", "Nora", "Oskar", "Paz")


class _Deferring(Scene):
    def __init__(self) -> None:
        self._deferred: list[Any] = []
        self.texts: TextCache | None = None

    def later(self, fn: Any) -> Any:
        return lambda: self._deferred.append(fn)

    def update(self, dt: float) -> None:
        while self._deferred:
            self._deferred.pop(0)()
            if self.app.top is not self:
                return

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._deferred.append(self.back)

    def back(self) -> None:
        self.app.pop()


class GamePicker(_Deferring):
    def enter(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.make_root()
        w, h = self.app.size
        m = self.app.manager
        ids = catalog.ids()
        # one row while it fits: at 800 px four narrow cards read better than 2x2 stubs
        cols = min(len(ids), 4) if w >= 720 else 2
        rows = (len(ids) + cols - 1) // cols
        gap = 16
        top = 70
        self.card_w = (w - gap * (cols + 1)) // cols
        self.card_h = (h - top - 80 - gap * (rows - 1)) // rows
        self.cards: list[tuple[str, pygame.Rect]] = []
        self.play_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.learn_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.learned: set[str] = set()   # games whose tutorial is done (marked on the card)
        for n, gid in enumerate(ids):
            r, c = divmod(n, cols)
            rect = pygame.Rect(gap + c * (self.card_w + gap), top + r * (self.card_h + gap),
                               self.card_w, self.card_h)
            self.cards.append((gid, rect))
            ready = catalog.playable(gid)
            button = pygame_gui.elements.UIButton(
                pygame.Rect(rect.x + 12, rect.bottom - 52, rect.width - 24, 40),
                t("table.picker.play") if ready else t("table.picker.coming"), m,
                container=self.root, command=self.later(lambda gid=gid: self.pick(gid)))
            if not ready:
                button.disable()
            self.play_buttons[gid] = button
            self._learn_button(gid, rect, ready)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect(gap, h - 58, 160, 44), t("table.back"), m, container=self.root,
            command=self.later(self.back))
        self._pictures: dict[str, pygame.Surface | None] = {}
        #: per card, the name's lines and the pitch's lines as last drawn (tests read it)
        self.shown: dict[str, tuple[list[str], list[str]]] = {}

    def _learn_button(self, gid: str, rect: pygame.Rect, ready: bool) -> None:
        """"Learn to play": the game's tutorial on its table (marked when done)."""
        if not (ready and has_tutorial(gid)):
            return
        finished = done(gid)
        if finished:
            self.learned.add(gid)
        label = t("tutorial.learn")   # "Tutorial" on a narrow card where it would be cut
        if self.app.font(18).size(label)[0] + 24 > rect.width - 24:
            label = t("coach.learn_short")
        button = pygame_gui.elements.UIButton(
            pygame.Rect(rect.x + 12, rect.bottom - 92, rect.width - 24, 36), label,
            self.app.manager, container=self.root,
            tool_tip_text=t("coach.done_tip" if finished else "coach.learn_tip"),
            command=self.later(lambda gid=gid: self.learn(gid)))
        self.learn_buttons[gid] = button

    def learn(self, game_id: str) -> None:
        self.app.call("tutorial", game_id)

    def pick(self, game_id: str) -> None:
        if catalog.playable(game_id):
            self.app.push(SetupScene(game_id))

    @staticmethod
    def _picture_file(gid: str) -> str:
        manifest = catalog.get(gid)
        return manifest.picture_file if manifest is not None else f"{gid}.png"

    def _picture(self, gid: str, size: tuple[int, int]) -> pygame.Surface | None:
        if gid not in self._pictures:
            try:
                self._pictures[gid] = self.app.image(self._picture_file(gid), size)
            except (FileNotFoundError, pygame.error):
                self._pictures[gid] = None
        return self._pictures[gid]

    def draw(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        surface.fill(colour("background"))
        title = self.texts.get(t("table.picker.title"), 34, "accent", True)
        surface.blit(title, title.get_rect(midtop=(w // 2, 16)))
        names = {gid: self.texts.block(catalog.title(gid), rect.width - 20, NAME_TRIES, "text", True,
                                       spacing=-4) for gid, rect in self.cards}
        # every card gives its name the room of the tallest, so the ranges line up
        name_h = max((n.get_height() for n in names.values()), default=30)
        # and the room of the longest pitch: the pictures give way before any text
        pitch_lines = max((len(self.texts.wrap(catalog.pitch(gid), rect.width - 24, 16))
                           for gid, rect in self.cards), default=1)
        for gid, rect in self.cards:
            ready = catalog.playable(gid)
            pygame.draw.rect(surface, colour("panel"), rect, border_radius=10)
            pygame.draw.rect(surface, colour("panel_border"), rect, 1, border_radius=10)
            pic_h = max(40, rect.height - 12 - (18 + name_h - 2 + 22 + 19 * pitch_lines
                                                + BUTTONS_ROOM))
            side = min(rect.width - 24, pic_h)
            pic = self._picture(gid, (side, side))
            if pic is not None:
                pr = pic.get_rect(midtop=(rect.centerx, rect.y + 12))
                surface.blit(pic, pr)
                if not ready:
                    shade = pygame.Surface(pr.size, pygame.SRCALPHA)
                    shade.fill((0, 0, 0, 130))
                    surface.blit(shade, pr)
            if gid in self.learned:
                self._done_mark(surface, rect)
            y = rect.y + 18 + side
            name = names[gid]
            surface.blit(name, name.get_rect(midtop=(rect.centerx, y + (name_h - name.get_height()) // 2)))
            y += name_h - 2
            low, high = catalog.player_range(gid)
            players = self.texts.get(t("table.picker.players", low=low, high=high), 17, "accent")
            surface.blit(players, players.get_rect(midtop=(rect.centerx, y)))
            y += 22
            room = max(0, (rect.bottom - BUTTONS_ROOM - y) // 19)
            pitch = self.texts.wrap(catalog.pitch(gid), rect.width - 24, 16)[:room]
            self.shown[gid] = (self.texts.lines(catalog.title(gid), rect.width - 20, NAME_TRIES, True)[1],
                               pitch)
            for line in pitch:
                text = self.texts.get(line, 16, "text_dim")
                surface.blit(text, text.get_rect(midtop=(rect.centerx, y)))
                y += 19


    def _done_mark(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """The "tutorial done" mark: a tick and the word, on the card's top corner."""
        text = self.texts.fit(t("tutorial.done"), card.width // 2, 15, "ink", True)
        pill = pygame.Rect(0, 0, text.get_width() + 34, text.get_height() + 8)
        pill.topright = (card.right - 8, card.y + 8)
        pygame.draw.rect(surface, colour("good_light"), pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, colour("good_dark"), pill, 2, border_radius=pill.height // 2)
        x, y = pill.x + 9, pill.centery
        pygame.draw.lines(surface, colour("good_dark"), False,
                          [(x, y), (x + 5, y + 5), (x + 13, y - 5)], 3)
        surface.blit(text, (pill.x + 26, pill.y + 4))


class SetupScene(_Deferring):
    """Player count, seats, options and seed for ``game_id``; Start begins the game."""

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.game_id = game_id
        self.gdef = game.get(game_id)
        low = self.gdef.min_players
        self.players = min(max(low, 5 if low <= 5 <= self.gdef.max_players else low),
                           self.gdef.max_players)
        self.names: list[str] = []
        self.kinds: list[str] = []
        self._fill_seats()
        self.options: dict[str, Any] = {n: o.default for n, o in self.gdef.options.items()}
        self._restore()
        self.seed = random.randrange(1, 10 ** 6)
        self.advanced = False          # the seed's fold is open
        self.error = ""
        self.widgets: dict[str, Any] = {}
        self.labels: list[tuple[str, pygame.Rect]] = []

    # ------------------------------------------------------------ model
    def default_name(self, seat: int, kind: str) -> str:
        if kind in ("human", "phone"):
            return t("table.setup.player", n=seat + 1)
        return BOT_NAMES[seat % len(BOT_NAMES)]

    def _fill_seats(self) -> None:
        while len(self.names) < self.players:
            seat = len(self.names)
            kind = "human" if seat == 0 else "normal"
            self.kinds.append(kind)
            self.names.append(self.default_name(seat, kind))
        del self.names[self.players:]
        del self.kinds[self.players:]

    def _restore(self) -> None:
        """The setup this game was last started with (what is still valid of it)."""
        from saves import setups
        saved = setups.load(self.game_id)
        self.players = saved.get("players", self.players)
        for seat, (name, kind) in enumerate(saved.get("seats", [])[:self.players]):
            self.names[seat:seat + 1] = [name or self.default_name(seat, kind)]
            self.kinds[seat:seat + 1] = [kind]
        self._fill_seats()
        self.options.update(saved.get("options", {}))
        self.open_votes = bool(saved.get("open_votes", False))   # open_votes_row.py

    def remember(self) -> None:
        from saves import setups
        seats = [("" if name == self.default_name(i, kind) else name, kind)
                 for i, (name, kind) in enumerate(zip(self.names, self.kinds))]
        setups.remember(self.game_id, self.players, seats, self.options,
                        open_votes_row.remembered(self))

    def reset_defaults(self) -> None:
        """The Defaults button: the game's own setup, and forget the remembered one."""
        from saves import setups
        setups.forget(self.game_id)
        fresh = SetupScene(self.game_id)
        self.players, self.names, self.kinds = fresh.players, fresh.names, fresh.kinds
        self.options = fresh.options
        self.open_votes = fresh.open_votes
        self.error = ""
        self.build()

    def set_kind(self, seat: int, kind: str) -> None:
        old = self.kinds[seat]
        self.kinds[seat] = kind
        if self.names[seat].strip() in ("", self.default_name(seat, old)):
            self.names[seat] = self.default_name(seat, kind)
            entry = self.widgets.get(f"name{seat}")
            if entry is not None:
                entry.set_text(self.names[seat])
                if kind == "human" and old != "human":   # asks for the player's name:
                    entry.focus()                        # typing replaces the default
                    entry.select_range = [0, len(self.names[seat])]

    def seats(self) -> list[Any]:
        """The seats as set; ValueError naming a seat whose name shows nothing."""
        from saves import SeatInfo
        out = []
        for i in range(self.players):
            name = clean_name(self.names[i])
            if not name and self.names[i].strip():
                raise ValueError(t("table.setup.bad_name", n=i + 1))
            out.append(SeatInfo(name or self.default_name(i, self.kinds[i]), self.kinds[i]))
        return out

    def option_values(self, name: str) -> list[tuple[str, Any]]:
        return [(catalog.option_value(self.game_id, name, value), value)
                for value in self.gdef.options[name].allowed]

    def option_label(self, name: str) -> str:
        return catalog.option_label(self.game_id, name)

    # ------------------------------------------------------------ widgets
    def enter(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.make_root()
        self.build()

    def build(self) -> None:
        for widget in self.widgets.values():
            widget.kill()
        self.widgets = {}
        m = self.app.manager
        w, h = self.app.size
        left_w = int(w * (0.42 if w < 1000 else 0.56))
        x0, y0 = 20, 64
        counts = [str(n) for n in range(self.gdef.min_players, self.gdef.max_players + 1)]
        self.labels = [(t("table.setup.players"), pygame.Rect(x0, y0, 140, 32))]
        self.widgets["count"] = pygame_gui.elements.UIDropDownMenu(
            counts, str(self.players), pygame.Rect(x0 + 150, y0, 90, 32), m, container=self.root)
        kinds = [t("table.kind." + k) for k in KINDS]
        avail = h - y0 - 44 - 70
        # two columns only while each keeps a name field worth typing in; else one
        # column of shorter rows (16 seats at 800x600)
        cols = 1 if self.players * 36 <= avail or (left_w - x0) // 2 < 150 + 34 + 90 else 2
        per_col = (self.players + cols - 1) // cols
        row_h = min(36, max(24, avail // per_col))
        col_w = (left_w - x0) // cols
        #: rows under 30 px take a smaller font: the words stay whole in them
        small = ui.oid("#compact") if row_h < 30 else None
        field_h = row_h - (2 if small else 4)
        for seat in range(self.players):
            c, r = divmod(seat, per_col)
            x = x0 + c * col_w
            y = y0 + 44 + r * row_h
            name_w = min(col_w - 150, 320)
            entry = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(x + 26, y, name_w - 34, field_h), m, container=self.root,
                initial_text=self.names[seat], object_id=small)
            entry.set_text_length_limit(20)
            entry.forbidden_characters = UNDRAWABLE  # typed or pasted: never a zero-width text
            self.widgets[f"name{seat}"] = entry
            self.widgets[f"kind{seat}"] = pygame_gui.elements.UIDropDownMenu(
                kinds, t("table.kind." + self.kinds[seat]),
                pygame.Rect(x + name_w, y, 140, field_h), m, container=self.root,
                object_id=ui.oid("#compact" if small else None,
                                 "@expand_up" if y > h // 2 else None))
        self.seat_rows_y = (y0 + 44, row_h, per_col, col_w)
        # options on the right
        ox, oy = left_w + 20, y0
        ow = w - ox - 20
        dw = min(210 if w < 1000 else 200, int(ow * 0.5))
        self.disabled = settle(self.gdef, self.options)
        self.option_rows: dict[str, pygame.Rect] = {}
        for name in self.gdef.options:
            label_rect = pygame.Rect(ox, oy, ow - dw - 8, 30)
            self.option_rows[name] = pygame.Rect(ox, oy, ow, 30)
            if name not in self.disabled:   # disabled: drawn with its reason instead
                self.labels.append((self.option_label(name), label_rect))
            values = self.option_values(name)
            current = next(text for text, v in values if v == self.options[name])
            menu = pygame_gui.elements.UIDropDownMenu(
                [text for text, _ in values], current, pygame.Rect(ox + ow - dw, oy, dw, 30),
                m, container=self.root)
            if name in self.disabled:
                menu.disable()
            self.widgets[f"opt:{name}"] = menu
            oy += 36
        oy = open_votes_row.build(self, ox, oy, ow, dw)   # shown for games with open votes
        oy += 8
        # the seed is for repeating a deal: kept under an "Advanced" fold
        self.widgets["advanced"] = pygame_gui.elements.UIButton(
            pygame.Rect(ox, oy, min(ow, 260), 30),
            t("setup.advanced_hide" if self.advanced else "setup.advanced"), m, container=self.root,
            command=self.later(self.toggle_advanced), tool_tip_text=t("setup.advanced_tip"))
        if self.advanced:
            oy += 36
            self.labels.append((t("table.setup.seed"), pygame.Rect(ox, oy, ow - dw - 8, 30)))
            seed = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(ox + ow - dw, oy, dw, 30), m, container=self.root,
                initial_text=str(self.seed))
            seed.set_allowed_characters("numbers")
            seed.set_text_length_limit(9)
            self.widgets["seed"] = seed
        self.error_rect = pygame.Rect(ox, oy + 38, ow, h - oy - 38 - 64)
        self.widgets["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(20, h - 58, 160, 44), t("table.back"), m, container=self.root,
            command=self.later(self.back))
        self.widgets["defaults"] = pygame_gui.elements.UIButton(
            pygame.Rect(190, h - 58, 160, 44), t("tablekit.setup.defaults"), m,
            container=self.root, command=self.later(self.reset_defaults),
            tool_tip_text=t("tablekit.setup.defaults_tip"))
        self.widgets["start"] = pygame_gui.elements.UIButton(
            pygame.Rect(w - 220, h - 58, 200, 44), t("table.setup.start"), m,
            container=self.root, command=self.later(self.start),
            tool_tip_text=t("table.setup.start_tip"))

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            element, text = event.ui_element, event.text
            self._deferred.append(lambda: self._dropdown(element, text))
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self._read_entries()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self._deferred.append(self.start)

    def _dropdown(self, element: Any, text: str) -> None:
        if element is self.widgets.get("count"):
            self._read_entries()
            self.players = int(text)
            self._fill_seats()
            self.error = ""
            self.build()
            return
        for key, widget in self.widgets.items():
            if widget is not element:
                continue
            if key.startswith("kind"):
                seat = int(key[4:])
                self._read_entries()
                self.set_kind(seat, KINDS[[t("table.kind." + k) for k in KINDS].index(text)])
            elif key.startswith("opt:"):
                name = key[4:]
                self.options[name] = dict(self.option_values(name))[text]
                self._read_entries()
                self.error = ""
                self.build()   # options that need this one turn on or off
                return
            self.error = ""

    def _read_entries(self) -> None:
        for seat in range(self.players):
            entry = self.widgets.get(f"name{seat}")
            if entry is not None:
                self.names[seat] = entry.get_text()
        seed = self.widgets.get("seed")
        if seed is not None:
            text = seed.get_text().strip()
            self.seed = int(text) if text.isascii() and text.isdigit() else 0  # not "²"

    def toggle_advanced(self) -> None:
        self._read_entries()
        self.advanced = not self.advanced
        self.build()

    def start(self) -> None:
        self._read_entries()
        seed = self.widgets.get("seed")
        if seed is not None and not seed.get_text().strip().isdigit():
            self.error = t("table.setup.bad_seed")
            return
        try:
            self.app.call("new_game", self.game_id, self.players, self.seats(),
                          dict(self.options), self.seed, **open_votes_row.start_args(self))
            self.remember()   # only a setup that starts is worth keeping
        except game.GameError as exc:
            self.error = error_text(exc)
        except (ValueError, TypeError) as exc:
            self.error = str(exc)

    def draw(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        surface.fill(colour("background"))
        title = self.texts.fit(t("table.setup.title", game=catalog.title(self.game_id)), w - 40,
                               32, "accent", True)
        surface.blit(title, title.get_rect(midtop=(w // 2, 14)))
        for text, rect in self.labels:
            label = self.texts.get(text, 17, "text")
            if label.get_width() > rect.width:   # a long French label: smaller before cut
                label = self.texts.fit(text, rect.width, 15, "text")
            surface.blit(label, label.get_rect(midleft=(rect.x, rect.centery)))
        top, row_h, per_col, col_w = self.seat_rows_y
        for seat in range(self.players):
            c, r = divmod(seat, per_col)
            draw_token(surface, seat, (20 + c * col_w + 12, top + r * row_h + (row_h - 4) // 2),
                       min(11, row_h // 2 - 3),
                       bool(getattr(self.app.settings, "colourblind", False)))
        for name in self.disabled:   # the label dimmed, the reason below it
            row = self.option_rows[name]
            room = row.width - self.widgets[f"opt:{name}"].rect.width - 8
            label = self.texts.fit(self.option_label(name), room, 15, "text_dim")
            surface.blit(label, (row.x, row.y - 2))
            why = self.texts.fit(reason(self, name), room, 13, "accent")
            surface.blit(why, (row.x, row.y + 16))
        open_votes_row.draw(self, surface)
        if self.error:
            y = self.error_rect.y
            for line in self.texts.wrap(self.error, self.error_rect.width, 19):
                surface.blit(self.texts.get(line, 19, "danger", True), (self.error_rect.x, y))
                y += 24
        else:   # what the option under the pointer does
            self._draw_help(surface)

    def hovered_option(self) -> str | None:
        pos = pygame.mouse.get_pos()
        return next((n for n, r in self.option_rows.items() if r.collidepoint(pos)), None)

    def _draw_help(self, surface: pygame.Surface) -> list[str]:
        """The help of the option under the pointer; returns the lines drawn."""
        name = self.hovered_option()
        text = help_text(self.game_id, name) if name else t("tablekit.setup.help_hint")
        if name and text:   # the row explained, marked, and named before its explanation
            row = self.option_rows[name].inflate(10, 4)
            pygame.draw.rect(surface, colour("panel_light"), row, 2, border_radius=6)
            if name in self.disabled:   # the reason in full (the row may have cut it)
                text = t("tablekit.setup.help_line_off", option=self.option_label(name),
                         help=text, reason=reason(self, name))
            else:
                text = t("tablekit.setup.help_line", option=self.option_label(name), help=text)
        box = self.error_rect
        # the box's full width above the bottom buttons, then on beside Start down to the
        # window's foot: a smaller type before any line is left out
        narrow = self.widgets["start"].rect.left - 10 - box.x
        foot = surface.get_height() - 6
        for size in (16, 14, 13, 12, 11):
            lines, step = self.texts.wrap(text, box.width, size), size + 3
            wide = max(1, box.height // step)
            rest = self.texts.wrap(" ".join(lines[wide:]), narrow, size) if \
                len(lines) > wide and narrow > 80 else lines[wide:]
            if box.y + (wide + len(rest)) * step <= foot:
                break
        y, drawn = box.y, []
        for line in lines[:wide] + rest:
            if y + step > foot + 3:
                break
            surface.blit(self.texts.get(line, size, "text" if name else "text_dim"), (box.x, y))
            drawn.append(line)
            y += step
        return drawn
