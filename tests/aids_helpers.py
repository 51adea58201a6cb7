"""Helpers for the table-aid tests: finished records, the setup screen, and the words a scene draws."""
from __future__ import annotations

from contextlib import contextmanager

import pygame
import pygame_gui

from scenes.dev.shots import _random_record
from scenes.shell import play
from scenes.shell.picker import SetupScene
from tests import test_table_kit as kit


def finished_record(players: int = 5, want_seat0_wins: bool | None = None, seed: int = 1):
    """A finished Avalon record of random play (seat 0 human, others bots); when
    ``want_seat0_wins`` is set, the first seed from ``seed`` where seat 0 won (or lost)."""
    while True:
        rec, state = _random_record("avalon", players, seed, None)
        if want_seat0_wins is None or (0 in state.winners()) == want_seat0_wins:
            return rec
        seed += 1


def open_finished(app, rec):
    play.open_record(app, rec)
    app.step(1 / 60)
    return app.top


@contextmanager
def drawn_words(texts):
    """Collect every text handed to ``texts`` (a TextCache) while the block runs."""
    seen: list[str] = []
    originals = {name: getattr(texts, name) for name in ("get", "fit", "block")}

    def spy(name):
        def wrapped(text, *args, **kwargs):
            seen.append(text)
            return originals[name](text, *args, **kwargs)
        return wrapped

    for name in originals:
        setattr(texts, name, spy(name))
    try:
        yield seen
    finally:
        for name, fn in originals.items():
            setattr(texts, name, fn)


def open_setup(app, game_id="avalon"):
    """The setup screen of ``game_id``, pushed over whatever is on screen."""
    scene = SetupScene(game_id)
    app.push(scene)
    kit.frame(app, 1)
    return scene


def choose(app, scene, widget_key, text):
    """Pick ``text`` in a dropdown, as pygame_gui reports it."""
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                                         ui_element=scene.widgets[widget_key], text=text))
    kit.frame(app, 2)
