"""The rules text of each game: Markdown files to pygame_gui HTML, the scrolling
panel game scenes embed, and the rules menu."""
from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from .. import catalog, i18n
from ..catalog import title as game_name
from ..i18n import t
from ..kit import ui
from .menu_base import MenuScene

RULES_DIR = Path(__file__).resolve().parent.parent / "data" / "rules"


def rules_source(game_id: str, lang: str | None = None) -> str | None:
    """The rules text of ``game_id`` in ``lang`` (else English); None if none is shipped."""
    for code in (lang or i18n.language(), "en"):
        for ext in ("md", "txt"):
            path = RULES_DIR / f"{game_id}.{code}.{ext}"
            if path.is_file():
                return path.read_text(encoding="utf-8")
    return None


_HEADINGS = {1: 28, 2: 22, 3: 19}


def _inline(text: str) -> str:
    text = ui.escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", text)
    return text


def markdown_html(source: str) -> str:
    """The small Markdown subset our rules files use, as pygame_gui's HTML."""
    out: list[str] = []
    for raw in source.splitlines():
        line = raw.rstrip()
        m = re.match(r"^(#{1,3})\s+(.*)$", line)
        if m:
            size = _HEADINGS[len(m.group(1))]
            out.append(f"<font pixel_size={size} color='{ui.COLOURS['accent']}'><b>{_inline(m.group(2))}</b></font>")
            continue
        m = re.match(r"^(\s*)[-*]\s+(.*)$", line)
        if m:
            indent = "    " if m.group(1) else ""
            out.append(f"{indent}• {_inline(m.group(2))}")
            continue
        if line or (out and out[-1]):
            out.append(_inline(line))
    return "<br>".join(out).strip()


def rules_html(game_id: str, lang: str | None = None) -> str:
    source = rules_source(game_id, lang)
    if source is None:
        return (f"<font pixel_size={_HEADINGS[1]} color='{ui.COLOURS['accent']}'><b>"
                f"{ui.escape(game_name(game_id))}</b></font><br><br>{ui.escape(t('bluffbox.rules.coming'))}")
    return markdown_html(source)


class RulesPanel:
    """A scrolling rules text for one game; game scenes embed it in their own panel."""

    def __init__(self, container: Any, rect: pygame.Rect, game_id: str, manager: Any = None) -> None:
        self.game_id = game_id
        manager = manager or container.ui_manager
        fonts = manager.get_theme().get_font_dictionary()
        missing = [size for size in _HEADINGS.values()
                   if not fonts.check_font_preloaded(f"noto_sans_bold_aa_{size}")]
        if missing:
            manager.preload_fonts([{"name": "noto_sans", "point_size": size, "style": "bold", "antialiased": "1"}
                                   for size in missing])
        self.box = pygame_gui.elements.UITextBox(
            rules_html(game_id), rect, manager=manager, container=container,
            object_id=ui.oid("#rules_text"))

    def kill(self) -> None:
        self.box.kill()

    def scroll(self, pages: float) -> None:
        bar = getattr(self.box, "scroll_bar", None)
        if bar is not None:
            bar.set_scroll_from_start_percentage(
                max(0.0, min(1.0, bar.start_percentage + pages * bar.visible_percentage)))


class RulesMenu(MenuScene):
    """The rules of each game, in the current language; opens on ``game_id``."""

    heading = "bluffbox.rules.title"

    def __init__(self, game_id: str | None = None) -> None:
        ids = catalog.ids()
        self.game_id = game_id if game_id in ids else ids[0]
        self.panel: RulesPanel | None = None
        self.tabs: dict[str, UIButton] = {}

    def enter(self) -> None:
        root = self.make_root()
        w, h = self.app.size
        self.buttons = ui.Buttons(self.app)
        top = max(12, h // 30)
        y = self.add_heading(root, top)
        margin = 30
        tab_w = min(240, int(w * 0.24))
        text_rect = pygame.Rect(margin + tab_w + 16, y, w - 2 * margin - tab_w - 16, h - y - ui.BUTTON_H - 36)
        self.tabs = {}
        ty = y
        for gid in catalog.ids():
            b = UIButton(pygame.Rect(margin, ty, tab_w, ui.BUTTON_H), game_name(gid), manager=self.app.manager,
                         container=root, object_id=ui.oid("#tab", "@tab"))
            self.buttons.add(b, self.shower(gid))
            self.tabs[gid] = b
            ty += ui.BUTTON_H + 8
        self.panel = RulesPanel(root, text_rect, self.game_id)
        self.add_back(root, self.buttons)
        self.mark_tab()

    def mark_tab(self) -> None:
        for gid, b in self.tabs.items():
            if gid == self.game_id:
                b.select()
            else:
                b.unselect()

    def shower(self, gid: str) -> Callable[[], None]:
        def show() -> None:
            self.game_id = gid
            if self.panel is not None:
                rect = self.panel.box.get_relative_rect()
                self.panel.kill()
                self.panel = RulesPanel(self.root, rect, gid)
            self.mark_tab()
        return show

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.panel is not None:
            if event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.panel.scroll(0.9)
                return
            if event.key == pygame.K_PAGEUP:
                self.panel.scroll(-0.9)
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                ids = catalog.ids()
                i = ids.index(self.game_id) + (1 if event.key == pygame.K_DOWN else -1)
                self.shower(ids[i % len(ids)])()
                return
        super().handle(event)
