"""Helpers for the app and menu tests: a headless app, synthetic clicks and keys.

(No tests here; the name keeps it among the app helper's files.)
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pygame_gui
import pytest

DT = 1 / 60


@pytest.fixture
def app(user_dirs) -> Iterator[Any]:
    """A fresh app at 1280x720 in English with empty user folders."""
    from saves.settings import Settings
    from scenes.shell.app import App
    a = App(settings=Settings(language="en"), size=(1280, 720))
    a.running = True
    pygame.event.clear()
    yield a
    a.close()


def pump(app: Any, frames: int = 2) -> None:
    for _ in range(frames):
        app.step(DT)


def elements(app: Any, kind: type = pygame_gui.elements.UIButton) -> list[Any]:
    return [e for e in app.manager.get_sprite_group().sprites()
            if isinstance(e, kind) and e.alive() and e.visible]


def button(app: Any, text: str) -> Any:
    """The visible button whose (untranslated) text is ``text``; the topmost if several."""
    found = [b for b in elements(app) if b.text == text]
    assert found, f"no visible button {text!r}; have {[b.text for b in elements(app)]}"
    return max(found, key=lambda b: b.get_top_layer())


def click(app: Any, element: Any, frames: int = 2) -> None:
    """Press and release the left button at the element's centre, then pump."""
    pos = element.get_abs_rect().center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, frames)


def click_text(app: Any, text: str, frames: int = 2) -> None:
    click(app, button(app, text), frames)


def key(app: Any, code: int, unicode: str = "", mod: int = 0, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, unicode=unicode, mod=mod,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, unicode=unicode, mod=mod, scancode=0))
    pump(app, frames)


def type_text(app: Any, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pump(app, 1)
