"""Starting a game scene: a new game from the setup screen, or a loaded record.

Both put the game scene on the stack in place of the menus (``app.reset``); a game
that has rules but no scene yet, or a record that cannot be replayed, gives a clear
message scene instead of a crash."""
from __future__ import annotations

import logging
from typing import Any

import pygame
import pygame_gui

from .. import catalog
from ..catalog import title as game_name
from ..i18n import t
from ..kit import ui
from ..kit.text import TextCache, colour
from .base import Scene
from .error_text import error_text
from .phones import attach
from .session import Session

log = logging.getLogger(__name__)


def start_new(app: Any, game_id: str, players: int, seats: list, options: dict | None,
              seed: int, open_votes: bool = False) -> None:
    """Raises game.SetupError (the setup screen shows it inline) when impossible.
    An unfinished game in the autosave is not replaced before the player says what
    becomes of it (``open_record``). ``open_votes``: the table's "Open votes" choice."""
    from saves import Record, SeatInfo
    seats = [s if isinstance(s, SeatInfo) else SeatInfo(*s) for s in seats]
    record = Record.start(game_id, players, seed, options, seats)
    record.open_votes = bool(open_votes)
    open_record(app, record)


def waiting_game(opening: Any) -> tuple[Any, str] | None:
    """The unfinished game in the autosave that playing ``opening`` would replace:
    (its record, "") or (None, why it cannot be read); None when there is none, it
    is finished, it is ``opening`` itself (Continue), or ``opening`` is a finished
    game (its end screen writes no autosave)."""
    from saves import SaveError, paths, slots
    if getattr(opening, "finished", False) or not paths.autosave_path().exists():
        return None
    try:
        rec = slots.load_autosave()
    except SaveError as exc:
        return None if exc.key == "error.missing" else (None, error_text(exc))
    if rec is None or rec.finished or slots.same_game(rec, opening):
        return None
    return rec, ""


def keep_unfinished(opening: Any) -> str | None:
    """Make the unfinished autosaved game a named save before ``opening`` replaces
    it. Returns the name, or None; ValueError when it could not be kept."""
    from datetime import datetime

    from saves import SaveError, slots
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
    """The game scene for ``record`` (or its end screen). When an unfinished game
    sits in the autosave, the player first chooses (``UnfinishedDialog``): resume
    it, keep it as a save, or discard it; nothing is replaced before that."""
    if catalog.scene_class(record.game) is None:
        app.reset(Notice(t("table.no_scene", game=record.game)))
        return
    waiting = waiting_game(record) if getattr(app, "ask_unfinished", True) else None
    if waiting is None:
        play_record(app, record)
    else:
        app.push(UnfinishedDialog(record, *waiting))


def play_record(app: Any, record: Any) -> None:
    """Put ``record``'s game scene in place of everything (no question asked)."""
    from saves import SaveError
    scene_cls = catalog.scene_class(record.game)
    if scene_cls is None:
        app.reset(Notice(t("table.no_scene", game=record.game)))
        return
    try:
        session = Session(record, autoplay=bool(getattr(app, "autoplay", False)),
                          speed=getattr(app.settings, "animation_speed", "normal"))
    except SaveError as exc:
        app.reset(Notice(exc.text() if hasattr(exc, "text") else str(exc)))
        return
    if "phone" in session.kinds and not session.over():
        # phone seats: a server with new links, and the join screen before the table
        problem = attach(session, app)
        if problem is not None:
            session.close()
            app.reset(Notice(problem))
            return
        app.reset_named("join", session=session, scene_cls=scene_cls)
        return
    app.reset(scene_cls(session))   # a finished game's scene goes on to its end screen


class UnfinishedDialog(ui.Dialog):
    """Before a new game takes the place of an unfinished one: Resume it, Keep it as
    a save and start, Discard it and start, or Cancel (Esc). No button has the focus
    at first, so the Enter that started the game cannot also choose here; each
    language has its own shortcut letters. An autosave that cannot be read cannot be
    resumed: Keep copies the file as it is (Load lists it with its reason)."""

    def __init__(self, opening: Any, waiting: Any, problem: str = "") -> None:
        self.opening, self.waiting = opening, waiting
        if waiting is not None:
            text = t("bluffbox.unfinished.text", game=ui.escape(game_name(waiting.game)),
                     turn=waiting.turn, players=waiting.players)
        else:
            text = t("bluffbox.unfinished.unreadable", error=ui.escape(problem))
        choices: list[tuple[str, Any, str | None]] = []
        if waiting is not None:
            choices.append(("bluffbox.unfinished.resume", self.resume,
                            t("bluffbox.unfinished.resume_key")))
        choices += [
            ("bluffbox.unfinished.keep", self.keep, t("bluffbox.unfinished.keep_key")),
            ("bluffbox.unfinished.discard", self.discard, t("bluffbox.unfinished.discard_key")),
            ("bluffbox.ui.cancel", None, None),   # Esc too: back where the game was asked for
        ]
        super().__init__(text, choices, title=t("bluffbox.unfinished.title"), focus=None,
                         stacked=True)

    def resume(self) -> None:
        play_record(self.app, self.waiting)

    def keep(self) -> None:
        try:
            kept = keep_unfinished(self.opening)
        except ValueError as exc:   # could not be kept: nothing replaced, nothing started
            ui.message(self.app, ui.escape(str(exc)))
            return
        play_record(self.app, self.opening)
        if kept:
            ui.message(self.app, t("bluffbox.autosave.kept", name=ui.escape(kept)))

    def discard(self) -> None:
        from saves import slots
        slots.clear_autosave()
        play_record(self.app, self.opening)



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
