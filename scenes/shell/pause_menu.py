"""The pause menu over a game: Resume, Save as, Settings, Rules, Quit to menu (the
autosave stays; if it could not be written, Quit asks first). Apart from the title menu so that the game scenes reach it without
the title's own menus (load, replay) reaching back into them."""
from __future__ import annotations

from datetime import datetime
from typing import Any

import pygame
from pygame_gui.elements import UIPanel

from saves.names import MAX_SAVE_NAME, clean_name

from ..catalog import title as game_name
from ..i18n import t
from ..kit import ui
from . import write_problems
from .base import Scene
from .error_text import error_text, save_error


def save_summary(info: Any) -> str:
    """"Avalon, quest 3, saved 2026-12-04 15:02" for a save's SlotInfo."""
    when = (info.updated or "")[:16].replace("T", " ")
    game = game_name(info.game) if info.game else "?"
    if info.progress:
        unit, n = info.progress
        return t("saving.replace.summary", game=game, progress=t(f"saving.progress.{unit}", n=n),
                 when=when)
    return t("saving.replace.summary_no_progress", game=game, when=when)


def session_record(session: Any) -> Any:
    """The saves.Record behind a game session (or the session itself if it is one)."""
    return getattr(session, "record", session)


class PauseMenu(Scene):
    """Over a game: Resume, Save as, Settings, Rules, Quit to menu (the autosave stays)."""

    overlay = True

    def __init__(self, session: Any) -> None:
        self.session = session
        self.buttons: ui.Buttons | None = None
        self.saved_turn: int | None = None   # the move Save as last wrote the game at

    @property
    def game_id(self) -> str | None:
        rec = session_record(self.session)
        return getattr(rec, "game", None) or getattr(self.session, "game_id", None)

    def enter(self) -> None:
        root = ui.overlay_root(self, "#pause_root")  # nearly opaque: hides private cards
        w, h = self.app.size
        items = [
            ui.Item("bluffbox.pause.resume", self.resume_game, "P"),
            ui.Item("bluffbox.pause.save_as", self.save_as, "S"),
            ui.Item("bluffbox.menu.settings", lambda: self.app.open("settings"), "O"),
            ui.Item("bluffbox.menu.rules", lambda: self.app.open("rules", game_id=self.game_id), "R"),
            ui.Item("bluffbox.pause.quit_to_menu", self.quit_to_menu, "Q"),
        ]
        if getattr(self.session, "phones", None) is not None:   # hand a lost phone over
            items.insert(1, ui.Item("phones.pause.phones", lambda: self.app.open(
                "join", session=self.session, during=True), "T"))
        width = min(400, w - 80)
        height = 24 + 56 + 16 + ui.column_height(len(items)) + 28
        card = ui.centred(width + 60, height, (w, h))
        UIPanel(card, manager=self.app.manager, container=root, object_id=ui.oid("#dialog", "@dialog"))
        ui.label(root, "bluffbox.pause.title", pygame.Rect(card.x, card.y + 20, card.w, 56), "#heading")
        self.buttons = ui.column(root, self.app, items, card.y + 24 + 56 + 16, width=width)
        self.buttons.focus_first()

    def pause(self) -> None:
        ui.pause_under(self)

    def resume_game(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def default_name(self) -> str:
        gid = self.game_id
        return f"{game_name(gid) if gid else 'BluffBox'} {datetime.now():%Y-%m-%d %H.%M}"

    def save_as(self) -> None:
        def check(name: str) -> str | None:
            return t("bluffbox.pause.name_empty") if not clean_name(name, MAX_SAVE_NAME) else None
        self.app.push(ui.PromptDialog(t("bluffbox.pause.save_prompt"), self.default_name(), self.save,
                                      check=check, title=t("bluffbox.pause.save_as")))

    def save(self, name: str, replace: bool = False) -> None:
        """Save as ``name``. A name another save has is never overwritten without
        asking (slots.save refuses it too): Keep both (the default), Replace or Cancel."""
        from saves import slots
        name = clean_name(name, MAX_SAVE_NAME)
        try:
            taken = None if replace else slots.existing(name)
            if taken is None:
                slots.save(session_record(self.session), name, replace=replace)
        except (save_error(), OSError) as exc:
            if getattr(exc, "key", None) == "error.name_taken":   # taken meanwhile
                taken = slots.existing(name)
            else:
                ui.message(self.app, t("bluffbox.pause.save_failed", error=ui.escape(error_text(exc))))
                return
        if taken is not None:
            self.ask_replace(name, taken)
            return
        self.saved_turn = getattr(session_record(self.session), "turn", None)
        ui.message(self.app, t("bluffbox.pause.saved", name=ui.escape(name)))

    def ask_replace(self, name: str, taken: Any) -> None:
        from saves import slots
        both = slots.free_name(name, MAX_SAVE_NAME)
        text = (t("saving.replace.unreadable", name=ui.escape(name)) if taken.error else
                t("saving.replace.text", name=ui.escape(name), summary=ui.escape(save_summary(taken))))
        self.app.push(ui.Dialog(text, [
            ("saving.replace.keep_both", lambda: self.save(both), t("saving.replace.keep_both_key")),
            ("saving.replace.replace", lambda: self.save(name, replace=True),
             t("saving.replace.replace_key")),
            ("bluffbox.ui.cancel", None, None)],
            title=t("saving.replace.title"), focus=0, stacked=True))

    def quit_to_menu(self) -> None:
        """The autosave holds the game, so quitting loses nothing and asks nothing;
        unless the autosave could not be written (a full disk): quitting would then
        drop the moves since, so the player chooses first."""
        flush = getattr(self.session, "flush_autosave", None)
        if flush is not None:
            flush()
        problem = write_problems.failing("autosave")
        if problem is None or self.saved_turn == getattr(session_record(self.session), "turn", -1):
            self.app.go_home()
            return
        self.app.push(ui.Dialog(
            t("bluffbox.pause.quit_unsaved", error=ui.escape(error_text(problem))),
            [("bluffbox.pause.save_as", self.save_as, t("bluffbox.pause.save_as_key")),
             ("bluffbox.pause.quit_anyway", self.app.go_home, t("bluffbox.pause.quit_anyway_key")),
             ("bluffbox.ui.cancel", None, None)],
            title=t("bluffbox.pause.quit_unsaved_title"), focus=None, stacked=True))

    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons is not None and self.buttons.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
