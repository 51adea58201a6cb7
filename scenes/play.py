"""Starting a game scene: a new game from the setup screen, or a loaded record.

Both put the game scene on the stack in place of the menus (``app.reset``); a game
that has rules but no scene yet, or a record that cannot be replayed, gives a clear
message scene instead of a crash."""
from __future__ import annotations

import logging
from typing import Any

import pygame
import pygame_gui

from . import catalog
from .base import Scene
from .i18n import t
from .session import Session
from .text import TextCache, colour

log = logging.getLogger(__name__)


def start_new(app: Any, game_id: str, players: int, seats: list, options: dict | None,
              seed: int) -> None:
    """Raises game.SetupError (the setup screen shows it inline) when impossible,
    ValueError when an unfinished autosaved game could not be kept."""
    from saves import Record, SeatInfo
    seats = [s if isinstance(s, SeatInfo) else SeatInfo(*s) for s in seats]
    record = Record.start(game_id, players, seed, options, seats)
    open_record(app, record)


def keep_unfinished(opening: Any) -> str | None:
    """The autosave holds another game, not finished: make it a named save before
    the first move of ``opening`` replaces it. Returns the name, or None; ValueError
    (and no game opened) when it could not be kept."""
    from datetime import datetime

    from saves import SaveError, slots

    from .catalog import title as game_name
    from .error_text import error_text
    try:
        rec = slots.load_autosave()
        title = game_name(rec.game) if rec is not None else "BluffBox"
    except SaveError:
        title = "BluffBox"
    name = t("bluffbox.autosave.kept_name", game=title, date=f"{datetime.now():%Y-%m-%d %H.%M}")
    try:
        return slots.keep_autosave(name, opening)
    except SaveError as exc:   # could not keep it: the new game must not erase it
        log.error("could not keep the unfinished game: %s", exc.message)
        raise ValueError(t("bluffbox.autosave.keep_failed", error=error_text(exc))) from None


def open_record(app: Any, record: Any) -> None:
    """The game scene for ``record`` (or its end screen); an unfinished game in the
    autosave is kept as a named save first (ValueError if it cannot be)."""
    from saves import SaveError
    scene_cls = catalog.scene_class(record.game)
    if scene_cls is None:
        app.reset(Notice(t("table.no_scene", game=record.game)))
        return
    kept = keep_unfinished(record)
    try:
        session = Session(record, autoplay=bool(getattr(app, "autoplay", False)),
                          speed=getattr(app.settings, "animation_speed", "normal"))
    except SaveError as exc:
        app.reset(Notice(exc.text() if hasattr(exc, "text") else str(exc)))
        return
    app.reset(scene_cls(session))   # a finished game's scene goes on to its end screen
    if kept:
        from . import ui
        ui.message(app, t("bluffbox.autosave.kept", name=ui.escape(kept)))


class Notice(Scene):
    """A message and a button back to the title menu."""

    def __init__(self, message: str) -> None:
        self.message = message
        self.texts: TextCache | None = None

    def enter(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.make_root()
        w, h = self.app.size
        self.button = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - 100, h // 2 + 40, 200, 48), t("table.end.menu"),
            self.app.manager, container=self.root, command=self._menu)
        self._go = False

    def _menu(self) -> None:
        self._go = True

    def update(self, dt: float) -> None:
        if self._go:
            self._go = False
            self.app.go_home()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self._go = True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(colour("background"))
        y = h // 2 - 40
        for line in self.texts.wrap(self.message, w - 80, 24):
            text = self.texts.get(line, 24, "text")
            surface.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += 30
