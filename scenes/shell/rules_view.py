"""The rules of each game: the scrolling panel game scenes embed, and the rules menu.

Texts are ``scenes/data/rules/<game>.<lang>.md`` (format: ``rules_doc``), drawn with
the app's fonts and its image loader (pictures from ``art/``).

**Opening the rules at a section.** Every ``## Heading {#id}`` of a rules file is one
entry of the table of contents, and its ``id`` is the same in English and French
(the test ``tests/test_rules_texts.py`` keeps it so). To open at a section:

- the full-window menu: ``app.push(RulesMenu(game_id, section="bets"))``;
- a panel embedded in a scene: ``RulesPanel(container, rect, game_id, manager,
  app=app, section="bets")``, or ``panel.show_section("bets")`` later.

An unknown section id opens at the top. ``section_ids(game_id)`` lists a game's ids.
Keys in the menu: Up/Down the previous/next section, Page Up/Page Down (Space) a
page, Home/End, Left/Right the previous/next game, Esc back.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UIPanel, UIVerticalScrollBar

from .. import catalog, i18n
from ..catalog import title as game_name
from ..i18n import t
from ..kit import ui
from . import rules_doc
from .menu_base import MenuScene

RULES_DIR = Path(__file__).resolve().parent.parent / "data" / "rules"
SCROLL_W = 20
_FONT_DIR = Path(pygame_gui.__file__).resolve().parent / "data"


def rules_source(game_id: str, lang: str | None = None) -> str | None:
    """The rules text of ``game_id`` in ``lang`` (else English); None if none is shipped."""
    for code in (lang or i18n.language(), "en"):
        path = RULES_DIR / f"{game_id}.{code}.md"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None


def document(game_id: str, lang: str | None = None) -> list[rules_doc.Block]:
    """The parsed rules; a game without a rules file (a test's toy game) gets its
    title and the "coming soon" line instead (no shipped game may: tests)."""
    source = rules_source(game_id, lang)
    if source is None:
        return [rules_doc.Block("h1", game_name(game_id), id="title"),
                rules_doc.Block("p", t("bluffbox.rules.coming"))]
    return rules_doc.parse(source)


def sections(game_id: str, lang: str | None = None) -> list[rules_doc.Section]:
    return rules_doc.sections(document(game_id, lang))


def section_ids(game_id: str, lang: str | None = None) -> list[str]:
    return [s.id for s in sections(game_id, lang)]


def rules_text(game_id: str, lang: str | None = None) -> str:
    """What the rules screen shows, as plain text."""
    return rules_doc.plain(document(game_id, lang))


# ---------------------------------------------------------------------------
# Fonts and pictures when no app is given (the app's loaders are preferred)
# ---------------------------------------------------------------------------

_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}
_IMAGES: dict[tuple[str, tuple[int, int] | None], pygame.Surface] = {}


def _font(size: int, bold: bool) -> pygame.font.Font:
    key = (size, bold)
    if key not in _FONTS:
        name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
        try:
            _FONTS[key] = pygame.font.Font(str(_FONT_DIR / name), size)
        except (OSError, FileNotFoundError):
            _FONTS[key] = pygame.font.Font(None, size)
    return _FONTS[key]


def _image(name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    key = (name, size)
    if key not in _IMAGES:
        if size:
            surf = pygame.transform.smoothscale(_image(name), size)
        else:
            import art
            surf = pygame.image.load(str(art.path(name)))
            surf = surf.convert_alpha() if pygame.display.get_surface() else surf
        _IMAGES[key] = surf
    return _IMAGES[key]


def base_size(window_h: int) -> int:
    """The body text's pixel size for a window height (15 at 600, 18 at 720)."""
    return max(15, min(20, round(window_h / 40)))


# ---------------------------------------------------------------------------
# The panel
# ---------------------------------------------------------------------------

class _Viewport(UIImage):
    """The visible part of the drawn document; follows its scroll bar every frame."""

    panel: RulesPanel

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        self.panel.follow_bar()


class RulesPanel:
    """A scrolling rules text for one game, with its table of contents when asked;
    game scenes embed it in their own panel.

    ``toc``: False, none; True, a column of section buttons at the left of ``rect``
    (the text takes the rest); a Rect, the column there (in ``container``)."""

    def __init__(self, container: Any, rect: pygame.Rect, game_id: str, manager: Any = None, *,
                 app: Any = None, section: str | None = None, lang: str | None = None,
                 toc: bool | pygame.Rect = False) -> None:
        self.game_id = game_id
        self.app = app
        manager = manager or container.ui_manager
        self.blocks = document(game_id, lang)
        self.sections = rules_doc.sections(self.blocks)
        self.text = rules_doc.plain(self.blocks)
        toc_rect: pygame.Rect | None = None
        if toc is True:
            toc_w = max(140, min(230, rect.width // 4))
            toc_rect = pygame.Rect(rect.x, rect.y, toc_w, rect.height)
            rect = pygame.Rect(rect.x + toc_w + 10, rect.y, rect.width - toc_w - 10, rect.height)
        elif isinstance(toc, pygame.Rect):
            toc_rect = toc
        window_h = manager.window_resolution[1] if hasattr(manager, "window_resolution") else 720
        style = rules_doc.Style(
            base=base_size(window_h), text=ui.COLOURS["text"], dim=ui.COLOURS["text_dim"],
            accent=ui.COLOURS["accent"], background=ui.COLOURS["panel"],
            rule=ui.COLOURS["panel_border"], stripe=ui.COLOURS["panel_light"],
            margin=max(12, rect.width // 40), max_picture_h=max(96, rect.height // 3))
        fonts = app.font if app is not None else _font
        images = app.image if app is not None else _image
        self.frame = UIPanel(rect, manager=manager, container=container, starting_height=1,
                             object_id=ui.oid("#rules_text"))
        inner = self.frame.get_container().get_rect()
        self.view = pygame.Rect(0, 0, inner.width - SCROLL_W, inner.height)
        self.page, self.anchors = rules_doc.render(self.blocks, self.view.width, style, fonts, images)
        self.offset = 0
        self.requested: str | None = None
        self.image = _Viewport(self.view, self._visible(), manager=manager,
                               container=self.frame)
        self.image.panel = self
        self.bar: UIVerticalScrollBar | None = None
        if self.page.get_height() > self.view.height:
            self.bar = UIVerticalScrollBar(
                pygame.Rect(self.view.width, 0, SCROLL_W, inner.height),
                self.view.height / self.page.get_height(), manager=manager, container=self.frame)
            self.bar.set_container_to_check_hover_for_mousewheel_events(self.frame)
            self.bar.scroll_wheel_speed = 4.0 * style.base   # a wheel notch: about 3 lines
        self.toc: dict[str, UIButton] = {}
        self._marked: str | None = ""
        if toc_rect is not None:
            self._build_toc(container, manager, toc_rect)
        if section:
            self.show_section(section)
        self.mark_toc()

    def _build_toc(self, container: Any, manager: Any, box: pygame.Rect) -> None:
        gap = 4
        row = min(38, max(24, (box.height + gap) // max(1, len(self.sections)) - gap))
        for i, s in enumerate(self.sections):
            self.toc[s.id] = UIButton(
                pygame.Rect(box.x, box.y + i * (row + gap), box.width, row), toc_label(s.title),
                manager=manager, container=container, object_id=ui.oid("#toc", "@tab"),
                tool_tip_text=s.title, command=self._jumper(s.id))

    def _jumper(self, sid: str) -> Callable[[], None]:
        def jump() -> None:
            if self.app is not None:
                self.app.play_sound("click")
            self.show_section(sid)
        return jump

    def mark_toc(self) -> None:
        """Highlight the table of contents' entry of the section on view."""
        current = self.current_section()
        if current == self._marked:
            return
        self._marked = current
        for sid, b in self.toc.items():
            if sid == current:
                b.select()
            else:
                b.unselect()

    # -- scrolling
    @property
    def max_offset(self) -> int:
        return max(0, self.page.get_height() - self.view.height)

    def _visible(self) -> pygame.Surface:
        surf = pygame.Surface(self.view.size)
        surf.fill(ui.COLOURS["panel"])
        surf.blit(self.page, (0, 0), pygame.Rect(0, self.offset, *self.view.size))
        return surf

    def scroll_to(self, y: int) -> None:
        """Show the document from ``y`` (pixels from its top) down."""
        y = max(0, min(self.max_offset, int(y)))
        if self.bar is not None:
            self.bar.set_scroll_from_start_percentage(y / self.page.get_height())
        self._show(y)

    def _show(self, y: int) -> None:
        if y != self.offset:
            self.offset = y
            self.image.set_image(self._visible())
        self.mark_toc()

    def follow_bar(self) -> None:
        """The scroll bar moved (dragged, wheel, arrows): show from where it is."""
        bar = self.bar
        if bar is None or not bar.check_has_moved_recently():
            return
        if bar.start_percentage + bar.visible_percentage >= 0.999:
            y = self.max_offset
        else:
            y = round(bar.start_percentage * self.page.get_height())
        self._show(max(0, min(self.max_offset, y)))

    def scroll(self, pages: float) -> None:
        self.scroll_to(self.offset + round(pages * self.view.height))

    def show_section(self, section: str) -> bool:
        """Scroll so that section ``section`` starts at the top; False if unknown."""
        if section not in self.anchors:
            return False
        self.requested = section
        self.scroll_to(self.anchors[section])
        self.mark_toc()
        return True

    def current_section(self) -> str | None:
        """The section at the top of the view; near the end, where the view cannot
        scroll a short last section up to the top, the one last asked for."""
        if not self.sections:
            return None
        asked = self.requested
        if asked is not None and self.offset == min(self.anchors[asked], self.max_offset):
            return asked
        current = None
        for s in self.sections:
            if self.anchors.get(s.id, 0) <= self.offset + 4:
                current = s.id
        return current

    def step_section(self, step: int) -> None:
        """The previous (-1) or next (+1) section; up from inside a section goes to its
        start first."""
        if not self.sections:
            return
        ids = [s.id for s in self.sections]
        current = self.current_section()
        if current is None:
            i = 0 if step > 0 else len(ids) - 1
        elif step < 0 and self.offset > self.anchors.get(current, 0) + 4:
            i = ids.index(current)
        else:
            i = max(0, min(len(ids) - 1, ids.index(current) + step))
        self.show_section(ids[i])

    def kill(self) -> None:
        for b in self.toc.values():
            b.kill()
        self.toc = {}
        self.frame.kill()


# ---------------------------------------------------------------------------
# The menu
# ---------------------------------------------------------------------------

def toc_label(title: str) -> str:
    """A section's table-of-contents label: its heading without a trailing (…)."""
    cut = title.find(" (")
    return title[:cut] if cut > 0 and title.endswith(")") else title


class RulesMenu(MenuScene):
    """The rules of each game in the current language, with a table of contents;
    opens on ``game_id`` (else the first game) at ``section`` (else the top)."""

    heading = "bluffbox.rules.title"

    def __init__(self, game_id: str | None = None, section: str | None = None) -> None:
        ids = catalog.ids()
        self.game_id = game_id if game_id in ids else ids[0]
        self.section = section
        self.panel: RulesPanel | None = None
        self.tabs: dict[str, UIButton] = {}
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        self.toc_box = pygame.Rect(0, 0, 0, 0)

    @property
    def toc(self) -> dict[str, UIButton]:
        return self.panel.toc if self.panel is not None else {}

    def enter(self) -> None:
        root = self.make_root()
        w, h = self.app.size
        self.buttons = ui.Buttons(self.app, vertical=False)
        top = max(8, h // 40)
        y = self.add_heading(root, top) - 6
        margin = 24 if w < 1000 else 30
        ids = catalog.ids()
        tab_h = 36 if h < 700 else 40
        tab_w = min(220, (w - 2 * margin - 8 * (len(ids) - 1)) // len(ids))
        x = (w - len(ids) * tab_w - 8 * (len(ids) - 1)) // 2
        self.tabs = {}
        for gid in ids:
            b = UIButton(pygame.Rect(x, y, tab_w, tab_h), game_name(gid), manager=self.app.manager,
                         container=root, object_id=ui.oid("#tab", "@tab"))
            self.buttons.add(b, self.shower(gid))
            self.tabs[gid] = b
            x += tab_w + 8
        y += tab_h + 12
        toc_w = min(260, max(170, int(w * 0.22)))
        bottom = h - max(12, h // 50)
        back = self.add_back(root, self.buttons, y=bottom - ui.BUTTON_H)
        back.set_relative_position((margin, bottom - ui.BUTTON_H))
        back.set_dimensions((toc_w, ui.BUTTON_H))
        self.toc_box = pygame.Rect(margin, y, toc_w, bottom - ui.BUTTON_H - 12 - y)
        self.text_rect = pygame.Rect(margin + toc_w + 14, y, w - 2 * margin - toc_w - 14, bottom - y)
        self.show_game()

    def show_game(self) -> None:
        if self.panel is not None:
            self.panel.kill()
        self.panel = RulesPanel(self.root, self.text_rect, self.game_id, self.app.manager,
                                app=self.app, section=self.section, toc=self.toc_box)
        for gid, b in self.tabs.items():
            if gid == self.game_id:
                b.select()
            else:
                b.unselect()

    def shower(self, gid: str) -> Callable[[], None]:
        def show() -> None:
            self.game_id = gid
            self.section = None
            if self.root is not None:
                self.show_game()
        return show

    def open_section(self, sid: str) -> bool:
        """Scroll the text to section ``sid`` of the shown game."""
        if self.panel is None or not self.panel.show_section(sid):
            return False
        self.section = sid
        return True

    def handle(self, event: pygame.event.Event) -> None:
        panel = self.panel
        if event.type == pygame.KEYDOWN and panel is not None and not ui.typing(self.app.manager):
            key = event.key
            if key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                panel.scroll(0.9)
                return
            if key == pygame.K_PAGEUP:
                panel.scroll(-0.9)
                return
            if key in (pygame.K_HOME, pygame.K_END):
                panel.scroll_to(0 if key == pygame.K_HOME else panel.max_offset)
                return
            if key in (pygame.K_UP, pygame.K_DOWN):
                panel.step_section(-1 if key == pygame.K_UP else 1)
                return
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                ids = catalog.ids()
                i = ids.index(self.game_id) + (1 if key == pygame.K_RIGHT else -1)
                self.shower(ids[i % len(ids)])()
                return
        super().handle(event)
