"""Layout and widget helpers shared by every scene.

Widget text is given as a translation key ("bluffbox.menu.new_game"): pygame_gui
translates it through python-i18n from the same files ``scenes.i18n.t`` reads, and
re-translates it when the locale changes. Keyboard access is ours (pygame_gui has
no focus order): ``Buttons`` moves a highlight with the arrow keys, presses it with
Enter and presses a button from its shortcut key, which its tooltip shows.
"""
from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextBox, UITextEntryLine

from saves.names import MAX_SAVE_NAME, UNDRAWABLE, drawable_text

from ..shell.base import Scene

if TYPE_CHECKING:
    from ..shell.app import App

BUTTON_H = 44
GAP = 10

# Colours drawn by us (the widgets take theirs from theme.json, same values).
COLOURS = {
    "background": "#141821",
    "panel": "#1d2331",
    "panel_light": "#2a3246",
    "panel_border": "#4a5573",
    "felt": "#1f5a43",
    "accent": "#e0b341",
    "text": "#f3ecd8",
    "text_dim": "#a9a190",
    "danger": "#e0564a",
}


def _palette() -> dict[str, str]:
    try:
        import art
        return dict(getattr(art, "PALETTE", {}))
    except ImportError:
        return {}


def colour(name: str) -> pygame.Color:
    """A colour of the palette by name (art.PALETTE first, then ours)."""
    pal = _palette()
    return pygame.Color(pal.get(name) or COLOURS.get(name) or "#ff00ff")


def escape(text: str) -> str:
    """Text safe to put inside a pygame_gui text box's HTML (and drawable by its fonts)."""
    return html.escape(drawable_text(text), quote=False)


def oid(object_id: str | None = None, class_id: str | None = None) -> ObjectID:
    return ObjectID(class_id=class_id, object_id=object_id)


def typing(manager: pygame_gui.UIManager) -> bool:
    """True while a text entry has the keyboard (shortcuts must stay quiet)."""
    return any(isinstance(e, UITextEntryLine) for e in (manager.get_focus_set() or ()))


def key_name(code: int) -> str:
    return pygame.key.name(code).upper()


# ---------------------------------------------------------------------------
# Widgets
# ---------------------------------------------------------------------------

def button(container: UIPanel, text: str, rect: pygame.Rect, shortcut: str | None = None,
           object_id: str | None = None, text_kwargs: dict | None = None,
           tooltip: str | None = None, enabled: bool = True) -> UIButton:
    """A button whose tooltip names its shortcut key ("Shortcut: N")."""
    tip, tip_kwargs = tooltip, None
    if shortcut and not tooltip:
        tip, tip_kwargs = "bluffbox.ui.shortcut", {"letter": shortcut.upper()}
    b = UIButton(rect, text, manager=container.ui_manager, container=container,
                 tool_tip_text=tip, tool_tip_text_kwargs=tip_kwargs,
                 object_id=oid(object_id, "@button") if object_id else None,
                 text_kwargs=text_kwargs or {})
    if not enabled:
        b.disable()
    return b


def label(container: UIPanel, text: str, rect: pygame.Rect, object_id: str | None = None,
          text_kwargs: dict | None = None) -> UILabel:
    return UILabel(rect, text, manager=container.ui_manager, container=container,
                   object_id=oid(object_id) if object_id else None,
                   text_kwargs=text_kwargs or {})


def text_box(container: UIPanel, html_text: str, rect: pygame.Rect,
             object_id: str | None = None) -> UITextBox:
    return UITextBox(html_text, rect, manager=container.ui_manager, container=container,
                     object_id=oid(object_id) if object_id else None)


_BACKDROP: dict[tuple[int, int], pygame.Surface] = {}


def draw_background(surface: pygame.Surface) -> None:
    """The menus' backdrop: a deep table colour with a soft lighter centre (drawn
    once per window size, not every frame)."""
    size = surface.get_size()
    backdrop = _BACKDROP.get(size)
    if backdrop is None:
        w, h = size
        backdrop = pygame.Surface(size)
        backdrop.fill(colour("background"))
        glow = pygame.Surface(size, pygame.SRCALPHA)
        centre = colour("panel_light")
        for i in range(6, 0, -1):
            r = pygame.Rect(0, 0, int(w * (0.35 + 0.1 * i)), int(h * (0.35 + 0.1 * i)))
            r.center = (w // 2, h // 2)
            pygame.draw.ellipse(glow, (centre.r, centre.g, centre.b, 26), r)
        backdrop.blit(glow, (0, 0))
        _BACKDROP.clear()   # one size at a time: a resize frees the old one
        _BACKDROP[size] = backdrop
    surface.blit(backdrop, (0, 0))


def overlay_root(scene: Scene, object_id: str = "#dim_root") -> UIPanel:
    """A full-window root above every existing widget that dims what is under it
    and swallows clicks meant for the scenes below."""
    app = scene.app
    w, h = app.size
    layer = app.manager.get_sprite_group().get_top_layer() + 1
    scene.root = UIPanel(pygame.Rect(0, 0, w, h), starting_height=layer, manager=app.manager,
                         object_id=oid(object_id, "@root"))
    return scene.root


def pause_under(scene: Scene) -> None:
    """Pausing rule for our scenes: stay shown under an overlay (a dialog dims what
    is below and takes its clicks), hide under a full scene."""
    top = scene.app.top
    if scene.root is not None and not (top is not None and top is not scene and top.overlay):
        scene.root.hide()


def centred(width: int, height: int, size: tuple[int, int], dy: int = 0) -> pygame.Rect:
    r = pygame.Rect(0, 0, width, height)
    r.center = (size[0] // 2, size[1] // 2 + dy)
    return r


# ---------------------------------------------------------------------------
# Keyboard-and-mouse button groups
# ---------------------------------------------------------------------------

class Buttons:
    """Actions bound to buttons, with arrow-key focus, Enter and shortcut keys."""

    def __init__(self, app: App, vertical: bool = True) -> None:
        self.app = app
        self.vertical = vertical
        self.items: list[tuple[UIButton, Callable[[], None]]] = []
        self.keys: dict[int, UIButton] = {}
        self.focus: int | None = None

    def add(self, b: UIButton, action: Callable[[], None], shortcut: str | None = None) -> UIButton:
        self.items.append((b, action))
        if shortcut:
            self.keys[pygame.key.key_code(shortcut.lower())] = b
        return b

    def action(self, b: UIButton) -> Callable[[], None] | None:
        for item, act in self.items:
            if item is b:
                return act
        return None

    def press(self, b: UIButton) -> bool:
        act = self.action(b)
        if act is None or not b.is_enabled or not b.visible:
            return False
        # the focus ring follows the button just used, by click or key: it never stays
        # on another one, where Enter would then go
        index = next(i for i, (item, _) in enumerate(self.items) if item is b)
        if index != self.focus:
            self.set_focus(index)
        self.app.play_sound("click")
        act()
        return True

    def focus_first(self) -> None:
        self._move(+1, start=-1)

    def set_focus(self, index: int | None) -> None:
        if self.focus is not None and self.focus < len(self.items):
            self.items[self.focus][0].unselect()
        self.focus = index
        if index is not None:
            self.items[index][0].select()

    def _move(self, step: int, start: int | None = None) -> None:
        n = len(self.items)
        if not n:
            return
        i = (self.focus if self.focus is not None else -1) if start is None else start
        for _ in range(n):
            i = (i + step) % n
            if self.items[i][0].is_enabled:
                self.set_focus(i)
                return

    def handle(self, event: pygame.event.Event) -> bool:
        """Returns True when the event was one of ours."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            b = getattr(event, "ui_element", None)
            if self.action(b) is not None:
                return self.press(b)
            return False
        if event.type != pygame.KEYDOWN or typing(self.app.manager):
            return False
        back, fwd = (pygame.K_UP, pygame.K_DOWN) if self.vertical else (pygame.K_LEFT, pygame.K_RIGHT)
        if event.key == back:
            self._move(-1)
            return True
        if event.key == fwd:
            self._move(+1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
            return self.press(self.items[self.focus][0])
        if not (event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)) and event.key in self.keys:
            return self.press(self.keys[event.key])
        return False


@dataclass
class Item:
    """One entry of a button column."""

    text: str                          # translation key
    action: Callable[[], None]
    shortcut: str | None = None
    enabled: bool = True
    object_id: str | None = None


def column(container: UIPanel, app: App, items: Iterable[Item], top: int,
           width: int | None = None, height: int = BUTTON_H, gap: int = GAP) -> Buttons:
    """A centred column of buttons starting at ``top``."""
    w, _ = app.size
    width = width or min(380, w - 80)
    group = Buttons(app)
    y = top
    for item in items:
        b = button(container, item.text, pygame.Rect((w - width) // 2, y, width, height),
                   shortcut=item.shortcut, object_id=item.object_id, enabled=item.enabled)
        group.add(b, item.action, item.shortcut)
        y += height + gap
    return group


def column_height(count: int, height: int = BUTTON_H, gap: int = GAP) -> int:
    return count * height + max(0, count - 1) * gap


# ---------------------------------------------------------------------------
# Dialogs: small overlay scenes
# ---------------------------------------------------------------------------

class Dialog(Scene):
    """A message over a dimmed screen with a row of buttons.

    ``choices`` are (translation key, callback or None, shortcut). Pressing one pops
    the dialog first, then calls its callback. Esc picks the last choice. ``focus``
    None: no button has the focus until an arrow key gives it (Enter does nothing, so
    a key pressed to go on elsewhere cannot choose by accident). ``stacked``: one
    button per row, for choices whose words do not fit side by side.
    """

    overlay = True

    def __init__(self, text: str, choices: list[tuple[str, Callable[[], None] | None, str | None]],
                 title: str | None = None, focus: int | None = 0, stacked: bool = False) -> None:
        self.text = text
        self.title = title
        self.choices = choices
        self.initial_focus = focus
        self.stacked = stacked
        self.buttons: Buttons | None = None

    def body_height(self, width: int) -> int:
        """Room for the text: its lines measured with the text box's font."""
        font = self.app.font(17)
        lines = 0
        for part in re.split(r"<br\s*/?>", self.text):
            plain = html.unescape(re.sub(r"<[^>]+>", "", part))
            lines += max(1, -(-font.size(plain)[0] // max(1, width - 48)))
        return min(320, 16 + 30 * lines)

    def enter(self) -> None:
        root = overlay_root(self)
        w, h = self.app.size
        width = min(560, w - 80)
        body_h = self.body_height(width - 40)
        title_h = 48 if self.title else 0
        extra = self.extra_height()
        n = len(self.choices)
        rows = n if self.stacked else 1
        height = 24 + title_h + body_h + 16 + extra + column_height(rows) + 24
        if height > h - 16:   # a small window: the text gives way to the buttons
            body_h = max(60, body_h - (height - (h - 16)))
            height = 24 + title_h + body_h + 16 + extra + column_height(rows) + 24
        panel = UIPanel(centred(width, height, (w, h)), manager=self.app.manager, container=root,
                        object_id=oid("#dialog", "@dialog"))
        inner = width - 40
        y = 16
        if self.title:
            label(panel, self.title, pygame.Rect(20, y, inner, 40), "#dialog_title")
            y += title_h
        text_box(panel, self.text, pygame.Rect(20, y, inner, body_h), "#dialog_text")
        y += body_h + 16
        self.add_body(panel, inner, y)
        y += extra
        self.buttons = Buttons(self.app, vertical=self.stacked)
        if self.stacked:
            for key, callback, shortcut in self.choices:
                b = button(panel, key, pygame.Rect(20, y, inner, BUTTON_H), shortcut=shortcut)
                self.buttons.add(b, self._chooser(callback), shortcut)
                y += BUTTON_H + GAP
        else:
            bw = min(200, (inner - GAP * (n - 1)) // n)
            x = 20 + (inner - (bw * n + GAP * (n - 1))) // 2
            for key, callback, shortcut in self.choices:
                b = button(panel, key, pygame.Rect(x, y, bw, BUTTON_H), shortcut=shortcut)
                self.buttons.add(b, self._chooser(callback), shortcut)
                x += bw + GAP
        if self.initial_focus is not None:
            self.buttons.set_focus(self.initial_focus % n)

    def pause(self) -> None:
        pause_under(self)

    def extra_height(self) -> int:
        return 0

    def add_body(self, panel: UIPanel, width: int, y: int) -> None:
        """Subclasses add widgets (``extra_height`` tall) between the text and the buttons."""

    def _chooser(self, callback: Callable[[], None] | None) -> Callable[[], None]:
        def choose() -> None:
            if self.app.top is self:
                self.app.pop()
            if callback is not None:
                callback()
        return choose

    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons is not None and self.buttons.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.buttons:
            self.buttons.press(self.buttons.items[-1][0])


def confirm(app: App, text: str, on_yes: Callable[[], None], yes: str = "bluffbox.ui.yes",
            no: str = "bluffbox.ui.no", title: str | None = None) -> Dialog:
    """Ask before doing something that cannot be undone. Enter (focus) = no, Y = yes."""
    d = Dialog(text, [(yes, on_yes, "Y"), (no, None, "N")], title=title, focus=-1)
    app.push(d)
    return d


def message(app: App, text: str, title: str | None = None,
            on_ok: Callable[[], None] | None = None) -> Dialog:
    d = Dialog(text, [("bluffbox.ui.ok", on_ok, None)], title=title)
    app.push(d)
    return d


class PromptDialog(Dialog):
    """Ask for one line of text (a save's name). ``check(text)`` returns an error
    message to show inline, or None to accept; then ``on_ok(text)`` runs."""

    def __init__(self, text: str, initial: str, on_ok: Callable[[str], None],
                 check: Callable[[str], str | None] | None = None, title: str | None = None) -> None:
        super().__init__(text, [("bluffbox.ui.ok", None, None), ("bluffbox.ui.cancel", None, None)],
                         title=title)
        self.initial = initial
        self.on_ok = on_ok
        self.check = check
        self.entry: UITextEntryLine | None = None
        self.error: UILabel | None = None

    def extra_height(self) -> int:
        return 44 + 34

    def enter(self) -> None:
        # the OK button validates first; Cancel just closes
        self.choices = [("bluffbox.ui.ok", None, None), ("bluffbox.ui.cancel", None, None)]
        super().enter()
        assert self.buttons is not None
        ok_button = self.buttons.items[0][0]
        self.buttons.items[0] = (ok_button, self.accept)
        self.buttons.set_focus(None)
        if self.entry is not None:
            self.entry.focus()

    def add_body(self, panel: UIPanel, width: int, y: int) -> None:
        self.entry = UITextEntryLine(pygame.Rect(20, y, width, 44), manager=self.app.manager,
                                     container=panel, initial_text=self.initial)
        self.entry.length_limit = MAX_SAVE_NAME
        self.entry.forbidden_characters = UNDRAWABLE  # typed or pasted: never a zero-width text
        self.error = label(panel, "", pygame.Rect(20, y + 46, width, 26), "#error_text")

    @property
    def value(self) -> str:
        return self.entry.get_text().strip() if self.entry is not None else ""

    def accept(self) -> None:
        text = self.value
        problem = self.check(text) if self.check else None
        if problem:
            if self.error is not None:
                self.error.set_text(problem)
            return
        if self.app.top is self:
            self.app.pop()
        self.on_ok(text)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.accept()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        super().handle(event)

