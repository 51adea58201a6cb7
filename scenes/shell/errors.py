"""The error screen and the log file every caught exception goes to."""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

from ..i18n import t
from ..kit import ui
from .base import Scene

LOG_NAME = "bluffbox.log"
log = logging.getLogger("bluffbox")


def log_file() -> Path | None:
    """The file the root logger writes to, if any."""
    for handler in logging.getLogger().handlers + log.handlers:
        name = getattr(handler, "baseFilename", None)
        if name and Path(name).name == LOG_NAME:
            return Path(name)
    return None


def setup_logging() -> Path | None:
    """Log to a file in ``user_log_dir``: the saves package's set-up when it has one,
    else our own handler. Safe to call many times. Returns the log file's path."""
    try:
        from saves import logs
        return logs.setup_logging()
    except Exception:  # no saves package, or a broken set-up: our own file below
        pass
    found = log_file()
    if found is not None:
        return found
    try:
        import platformdirs
        folder = Path(platformdirs.user_log_dir("bluffbox", appauthor=False))
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / LOG_NAME
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    return path


def short_detail(exc: BaseException, limit: int = 140) -> str:
    """One line naming the problem, never a traceback."""
    text = f"{type(exc).__name__}: {exc}".splitlines()[0] if str(exc) else type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ErrorScene(Scene):
    """Replaces the stack after an unexpected error; the autosave is left as it was."""

    def __init__(self, exc: BaseException | None = None) -> None:
        self.exc = exc
        self.buttons: ui.Buttons | None = None

    def enter(self) -> None:
        root = self.make_root()
        w, h = self.app.size
        width = min(720, w - 80)
        x = (w - width) // 2
        y = max(40, h // 2 - 190)
        ui.label(root, "bluffbox.error.title", pygame.Rect(x, y, width, 60), "#heading")
        y += 76
        body = t("bluffbox.error.body")
        path = getattr(self.app, "log_path", None) or log_file()
        if path is not None:
            body += "<br><br>" + t("bluffbox.error.log", path=ui.escape(str(path)))
        if self.exc is not None:
            body += "<br><br><font color='#a9b4c2'>" + ui.escape(short_detail(self.exc)) + "</font>"
        box_h = max(150, min(300, h - y - ui.BUTTON_H - 60))
        ui.text_box(root, body, pygame.Rect(x, y, width, box_h))
        y += box_h + 20
        self.buttons = ui.Buttons(self.app)
        bw = min(320, width)
        self.buttons.add(ui.button(root, "bluffbox.error.back", pygame.Rect((w - bw) // 2, y, bw, ui.BUTTON_H),
                                   shortcut="M"), self.back, "M")
        self.buttons.focus_first()

    def back(self) -> None:
        self.app.go_home()

    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons is not None:
            if self.buttons.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        ui.draw_background(surface)
