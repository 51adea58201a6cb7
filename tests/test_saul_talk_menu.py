"""Saül's talk menu in steps at 800x600 in both languages (issue 37.4): each step's
lines fit the list's width and the window, Enter at once takes the preselected first
line, and a 16-seat table's longest step stays one short list."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.i18n import t
from tests import test_table_kit as kit
from tests.test_saul_scene import to_the_day


def _app(lang):
    app = kit.make_app((800, 600))
    if lang != "en":
        app.apply_settings(replace(app.settings, language=lang), save=False)
    return app


def _fits(app, scene):
    widget = scene._talk_list
    assert widget is not None
    assert widget.rect.right <= 800 and widget.rect.bottom <= 600 and widget.rect.x >= 0
    width = widget.item_list_container.rect.width
    for item in widget.item_list:
        button = item["button_element"]
        if button is not None:
            assert button.font.size(item["text"])[0] <= width, item["text"]
    return len(widget.item_list)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_talk_menu_fits_800x600_and_enter_takes_the_first_line(user_dirs, lang):
    app = _app(lang)
    try:
        scene = to_the_day(app, ["human"] + ["easy"] * 15)
        kit.key(app, pygame.K_t)
        first = list(scene._talk_moves)
        assert first[0] == t("saul.talk.accuse")
        _fits(app, scene)
        # every step of every entry fits too (the vision's cards, then its seats)
        for label in first:
            entry = dict(scene._talk_menu.entries())[label]
            if isinstance(entry, list):
                scene._talk_menu.pick(label)
                scene._show_talk()
                rows = _fits(app, scene)
                assert rows <= 1 + 15
                scene._talk_menu.back()
                scene._show_talk()
        # Enter at once: the first line ("I accuse…") opens, the next Enter accuses the
        # first other living seat
        scene._close_talk()
        kit.key(app, pygame.K_t)
        kit.key(app, pygame.K_RETURN, frames=3)
        whom = list(scene._talk_moves)
        assert whom[0] == t("table.talk_back", what=t("saul.talk.accuse"))
        alive = scene.session.view_for(None)["alive"]
        first_other = next(p for p in range(1, 16) if alive[p])
        before = len(scene.session.record.actions)
        kit.key(app, pygame.K_RETURN, frames=3)
        assert (0, {"kind": "say", "claim": "accuse", "target": first_other}) in \
            scene.session.record.actions[before:]
    finally:
        app.close()
