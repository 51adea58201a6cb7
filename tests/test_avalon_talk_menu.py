"""Avalon's table talk in steps through the scene: what to say, then about whom."""
from __future__ import annotations

import pygame
import pytest

from scenes.avalon.scene import AvalonScene
from scenes.avalon.words import role_you
from scenes.i18n import t
from tests import test_table_kit as kit


@pytest.fixture(params=["en", "fr"])
def app(request, user_dirs):
    from dataclasses import replace

    from scenes.shell.app import App
    app = App(size=(800, 600), lang=request.param, persist=False)
    app.settings = replace(app.settings, animation_speed="instant")
    app.play_sound = lambda name: None
    yield app
    app.close()


def list_item(scene, text):
    return next(b for b in scene._talk_list.item_list_container.elements if b.text == text)


def said(scene, since):
    return [a for a in scene.session.record.actions[since:] if a[0] == 0]


def test_the_talk_menu_asks_what_then_whom_by_mouse_and_keys(app):
    scene = kit.start_game(app, "avalon", AvalonScene, ["human"] + ["normal"] * 4,
                           {"percival": True, "morgana": True}, seed=3)
    names = scene.session.names
    kit.click(app, scene.talk_button)
    first = list(scene._talk_moves)
    # no Lady result yet, no assassination: what to say about seats, and one's role
    # ("I trust this team" too while a team is voted on: the bots play on meanwhile)
    trust = first[2:-1]
    assert first == [t("avalon.talk.evil"), t("avalon.talk.good"), *trust, t("avalon.talk.role")]
    assert trust in ([], [t("avalon.say.trust_team")])
    assert t("avalon.talk.evil") != "avalon.talk.evil"
    # the mouse: "I think … is evil", then whom (every other seat)
    kit.click(app, list_item(scene, t("avalon.talk.evil")), frames=3)
    whom = list(scene._talk_moves)
    assert whom == [t("table.talk_back", what=t("avalon.talk.evil"))] + names[1:]
    actions = scene.session.record.actions
    before = len(actions)
    kit.click(app, list_item(scene, names[2]), frames=3)
    assert said(scene, before) == [(0, {"kind": "say", "claim": "evil", "target": 2})]
    assert scene._talk_list is None
    # the keys: T opens, Down moves, Enter opens "I am…", Backspace goes back a step
    kit.key(app, pygame.K_t)
    kit.key(app, pygame.K_UP)                     # the cursor shows on the first line
    for _ in range(len(scene._talk_moves) - 1):
        kit.key(app, pygame.K_DOWN)               # ... down to "I am…", the last line
    kit.key(app, pygame.K_RETURN, frames=3)
    roles = list(scene._talk_moves)
    assert roles[1:] == [role_you(r) for r in ("merlin", "percival", "servant")]
    kit.key(app, pygame.K_BACKSPACE)
    first = list(scene._talk_moves)
    assert first[0] == t("avalon.talk.evil")
    kit.key(app, pygame.K_DOWN)                   # "I think … is good"
    kit.key(app, pygame.K_RETURN, frames=3)       # the cursor is on the first seat
    before = len(actions)
    kit.key(app, pygame.K_RETURN, frames=3)
    assert said(scene, before) == [(0, {"kind": "say", "claim": "good", "target": 1})]
    kit.key(app, pygame.K_t)
    kit.key(app, pygame.K_ESCAPE)
    assert scene._talk_list is None


def test_trust_lady_and_merlin_entries_when_the_rules_offer_them(app):
    scene = kit.start_game(app, "avalon", AvalonScene, ["human"] + ["normal"] * 4, seed=3)
    moves = [{"kind": "say", "claim": "trust_team"},
             {"kind": "say", "claim": "lady", "target": 3, "good": True},
             {"kind": "say", "claim": "lady", "target": 3, "good": False},
             {"kind": "say", "claim": "merlin_guess", "target": 1},
             {"kind": "say", "claim": "merlin_guess", "target": 4}]
    menu = dict(scene.talk_menu(moves))
    names = scene.session.names
    assert list(menu) == [t("avalon.say.trust_team")] + [
        t(f"avalon.talk.{c}") for c in ("lady_good", "lady_evil", "merlin_guess")]
    assert menu[t("avalon.say.trust_team")] == moves[0]          # said at once
    assert menu[t("avalon.talk.lady_evil")] == [(names[3], moves[2])]
    assert [m["target"] for _, m in menu[t("avalon.talk.merlin_guess")]] == [1, 4]
