"""Whole Aztec games through the real scene with synthetic input: one human with bots,
and three humans in pass-and-play (every take and bet behind the pass screen)."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from scenes import catalog
from scenes.aztec import AztecScene
from scenes.end import EndScene
from scenes.i18n import t
from scenes.pass_device import PassDevice
from tests import test_table_kit as kit

NAMES = kit.NAMES


@pytest.fixture
def app(user_dirs):
    app = kit.make_app()
    yield app
    app.close()


def start(app, kinds, seed=11):
    return kit.start_game(app, "aztec", AztecScene, kinds, None, seed)


button = kit.button


def human_move(app, scene, rng, seen):
    """One move for the human whose private view is on screen, by clicks and keys."""
    session = scene.session
    seat = scene.my_turn()
    view = session.viewer_view()
    assert view["seat"] == seat and view["card"] is not None
    legal = session.legal(seat)
    kind = legal[0]["kind"]
    seen.append((seat, kind, view["round"]))
    if kind == "take":
        if rng.random() < 0.5:
            kit.click(app, button(app, t("aztec.act.card")))
            want = view["card"]
        else:   # a bluff: clicks on the temple's piles
            want = rng.choice(legal)["jewels"]
            for colour, n in want.items():
                for _ in range(n):
                    kit.click_at(app, scene._piles[colour].center)
        assert scene._pick_move()["jewels"] == want
        kit.click(app, button(app, t("aztec.act.take")))
    elif kind == "bet":
        move = rng.choice(legal)
        kit.click_at(app, scene.seat_pos[move["target"]])
        word = "believe" if move["believe"] else "accuse"
        kit.click(app, button(app, t("aztec.act." + word, name=NAMES[move["target"]])))
    elif kind == "keep":
        kit.click(app, button(app, t("aztec.artefact." + rng.choice(legal)["artefact"])))
    else:
        raise AssertionError(kind)


def drive(app, scene, seed=0, limit=120.0):
    """Play to the end screen (bots think in their thread: waits up to ``limit`` s)."""
    rng = random.Random(seed)
    deadline = time.monotonic() + limit
    session = scene.session
    seen, passes = [], []
    handed, results = None, 0
    while time.monotonic() < deadline:
        top = app.top
        if isinstance(top, EndScene):
            assert results >= 5 or not session.pass_and_play()
            return seen, passes
        if isinstance(top, PassDevice):
            assert session.viewer() is None   # nothing private behind the pass screen
            passes.append(top.seat)
            handed = top.seat
            kit.click(app, top.button)
            continue
        assert top is scene
        if session.showing_results():   # the bets and reveals, on the public table
            assert session.viewer() is None
            results += 1
            kit.click(app, button(app, t("table.continue")))
            continue
        if session.looking() is not None and scene.my_turn() is None:
            kit.click(app, button(app, t("table.done_looking")))   # a private round's screen
            continue
        if scene.my_turn() is not None:
            before, me = session.turn, scene.my_turn()
            if session.pass_and_play():
                # handed over through the pass screen, or kept by whoever just moved
                # (the last take shows the takes, then the same human bets)
                assert handed == me or (seen and seen[-1][0] == me), (handed, me)
            handed = None
            human_move(app, scene, rng, seen)
            assert me in [a for a, _ in session.record.actions[before:]], "no move made"
            continue
        kit.frame(app, 1, dt=0.5)
        time.sleep(0.001)   # let the bot thread run on a busy machine
    s = scene.session
    raise AssertionError(f"the game did not end: to_act {s.to_act()}, viewer {s.viewer()}, "
                         f"wanted {s.wanted()}, results {s.showing_results()}, turn {s.turn}")


def test_one_human_with_bots_plays_a_whole_game(app):
    scene = start(app, ["human", "normal", "hard", "easy"], seed=3)
    seen, passes = drive(app, scene, seed=1)
    assert passes == []
    assert {s for s, _, _ in seen} == {0}
    assert {r for _, k, r in seen if k == "take"} == {1, 2, 3, 4, 5}
    end = app.top
    assert end.view["over"] and all(end.words.reveal(end.view, s) for s in range(4))
    texts = [scene.describe(e) for e in end.view["log"]]
    assert all(txt and txt != e["kind"] for txt, e in zip(texts, end.view["log"]))


def test_three_humans_pass_and_play(app):
    scene = start(app, ["human", "normal", "human", "human", "easy"], seed=8)
    seen, passes = drive(app, scene, seed=2)
    humans = {0, 2, 3}
    assert {s for s, _, _ in seen} == humans
    # every human takes and bets every round, each time after the pass screen
    for seat in humans:
        assert sum(1 for s, k, _ in seen if s == seat and k == "take") == 5
        assert sum(1 for s, k, _ in seen if s == seat and k == "bet") == 5
    assert len(passes) >= 15 and set(passes) == humans
    assert scene.session.over() and scene.session.record.finished


def test_keys_build_a_take_and_the_reveal_plays_on_the_table(app):
    app.settings = app.settings.__class__(**{**app.settings.__dict__, "animation_speed": "normal"})
    scene = start(app, ["human", "easy", "easy"], seed=5)
    kit.wait(app, lambda: scene.my_turn() is not None)
    for k in (pygame.K_r, pygame.K_r, pygame.K_y):
        kit.key(app, k)
    assert scene.pick == [2, 0, 1]
    kit.key(app, pygame.K_BACKSPACE)
    assert scene.pick == [0, 0, 0]
    kit.key(app, pygame.K_c)
    card = scene.session.viewer_view()["card"]
    kit.key(app, pygame.K_RETURN)
    assert scene.session.record.actions[-1] == (0, {"kind": "take", "jewels": card})
    kit.wait(app, lambda: scene.my_turn() is not None)
    kit.click_at(app, scene.seat_pos[1])
    kit.key(app, pygame.K_a)
    assert scene.session.record.actions[-1][1] == {"kind": "bet", "target": 1, "believe": False}
    kit.wait(app, lambda: scene.playback.busy())
    shown = []
    while scene.playback.busy():
        now = scene.playback.current()
        if now is not None:
            shown.append(now[0]["kind"])
        kit.frame(app, 1, dt=0.2)
    assert shown[0] == "bets" and shown.count("reveal") >= 3


def test_the_picker_shows_aztec_as_playable():
    assert catalog.playable("aztec") and catalog.scene_class("aztec") is AztecScene
