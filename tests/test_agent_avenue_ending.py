"""Agent Avenue's ending and what issue 33 asked of its table: "X wins" agrees with
the count in both languages; a catch stays on the table (the spies walk, the
catcher lands, a banner) until the end screen, which shows the final board; the
replay's hand box shows the hand at that step or nothing; "No agents in play" never
lies across empty places; the board is drawn once while nothing on it changes."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pygame_gui
import pytest

import game
from saves import SeatInfo
from scenes.agent_avenue.ending import catch_side
from scenes.agent_avenue.scene import AgentAvenueScene
from scenes.agent_avenue.words import event_text
from scenes.i18n import set_language, t
from scenes.kit.text import colour
from scenes.shell import play
from scenes.shell.end import EndScene
from tests import test_table_kit as kit

G = game.get("agent_avenue")


def catch_game() -> tuple[int, list[tuple[int, dict]]]:
    """A seed and a random game's moves that end with a catch."""
    for seed in range(1, 300):
        rng = random.Random(seed)
        s = G.new(2, seed, options={"mode": "basic"})
        moves = []
        while not s.over():
            seat = s.to_act()[0]
            move = rng.choice(list(s.legal(seat)))
            moves.append((seat, move))
            s = G.apply(s, seat, move)
        if catch_side(G.view(s, None)) is not None:
            return seed, moves
    raise AssertionError("no catch in 300 games")


@pytest.fixture
def normal_app(user_dirs):
    app = kit.make_app()
    app.settings = replace(app.settings, animation_speed="normal")
    yield app
    app.close()


def play_to_last(app, moves, seed):
    """Two humans (pass and play) on the table, every move but the last made."""
    play.start_new(app, "agent_avenue", 2, [SeatInfo("Ana", "human"), SeatInfo("Bruno", "human")],
                   {"mode": "basic"}, seed)
    scene = app.top
    assert isinstance(scene, AgentAvenueScene)
    for seat, move in moves[:-1]:
        scene.session.submit(seat, move)
    kit.frame(app, 2)
    while app.top is not scene:   # the pass screen: press its button
        kit.click(app, app.top.button)
    kit.frame(app, 200, 1 / 20)   # the last animations over
    return scene


def test_a_catch_stays_on_the_table_until_the_spies_land_then_the_end_screen(normal_app):
    app = normal_app
    seed, moves = catch_game()
    scene = play_to_last(app, moves, seed)
    seat, move = moves[-1]
    scene.session.submit(seat, move)
    kit.frame(app, 2)
    assert scene.session.over() and app.top is scene and scene.ending()
    assert scene.walking()                      # the spies are on their way
    assert not any(isinstance(w, pygame_gui.elements.UIButton) for w in scene._actions)
    for _ in range(200):
        kit.frame(app, 1, 1 / 30)
        if not scene.walking():
            break
    assert not scene.walking() and app.top is scene   # landed: the banner holds the table
    view = scene.session.viewer_view()
    spots = [scene.spy_centre(view, s) for s in (0, 1)]
    assert all(scene.ring_rect.collidepoint(p) for p in spots)
    kit.frame(app, 1, 1 / 30)
    assert app.top is scene
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    kit.frame(app, 3)
    assert isinstance(app.top, EndScene)
    end = app.top
    assert end.words.END_SUMMARY
    title = end.words.end_title(end.view)
    winner = "Ana" if catch_side(end.view) == 0 else "Bruno"
    assert title.startswith(f"{winner} wins: ") and t("agent_avenue.cond.catch") in title
    surface = pygame.Surface(app.size)
    end.draw(surface)   # the final board beside nothing broken


def test_without_animations_the_end_screen_comes_at_once(user_dirs):
    app = kit.make_app()   # animation speed "instant"
    try:
        seed, moves = catch_game()
        scene = play_to_last(app, moves, seed)
        seat, move = moves[-1]
        scene.session.submit(seat, move)
        kit.frame(app, 3)
        assert isinstance(app.top, EndScene)
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_wins_agrees_with_the_count(lang):
    set_language(lang)
    try:
        e = {"kind": "game_over", "side": 1, "winners": [1],
             "reasons": [{"side": 1, "condition": "catch", "wins": True}]}
        one = event_text(e, ["Ana", "Bruno"], [0, 1])
        team = event_text(e, ["Ana", "Bruno", "Chloé", "Dmitri"], [0, 1, 0, 1])
        if lang == "en":
            assert one == "Bruno wins: caught the other spy."
            assert team == "Bruno & Dmitri win: caught the other spy."
        else:
            assert one.startswith("Bruno gagne :")
            assert team.startswith("Bruno & Dmitri gagnent :")
        assert "(s)" not in one + team
    finally:
        set_language("en")


def test_the_replay_hand_box_shows_the_hand_at_that_step_or_nothing(user_dirs):
    from scenes.shell.replay import replay_scene
    app = kit.make_app()
    try:
        seed, moves = catch_game()
        scene = play_to_last(app, moves, seed)
        scene.session.submit(*moves[-1])
        kit.frame(app, 3)
        record = scene.session.record
        replay = replay_scene(AgentAvenueScene, record)
        app.push(replay)
        kit.frame(app, 2)
        replay.go(5)
        kit.frame(app, 2)
        assert replay.replay_hand() == ("", [])        # roles hidden: no hand, no box
        surface = pygame.Surface(app.size)
        replay.draw(surface)
        assert surface.get_at(replay.hand_rect.center)[:3] == colour("background")
        replay.session.show_roles = True
        seat = replay.session.to_act()[0]
        title, cards = replay.replay_hand()
        assert title == t("agent_avenue_end.hand_of", name=replay.session.name(seat))
        assert [a for _, a in cards] == list(replay.session.view_for(seat)["hand"])
        assert all(replay.hand_rect.contains(r) for r, _ in cards)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_no_agents_in_play_is_not_drawn_across_empty_places(user_dirs, size):
    app = kit.make_app(size)
    try:
        play.start_new(app, "agent_avenue", 2, [SeatInfo("Ana", "human"),
                                                SeatInfo("Bruno", "easy")], {"mode": "basic"}, 4)
        scene = app.top
        kit.frame(app, 2)
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        empties = [r for what, _, r in scene.placed if what == "empty"]
        assert len(empties) == 2
        for side, words in enumerate(empties):
            slots = list(scene.slots[side].values())
            edges = [(x, y) for slot in slots for x in range(slot.x + 6, slot.right - 6, 3)
                     for y in (slot.y, slot.bottom - 1)]
            edges = [p for p in edges if not words.inflate(2, 2).collidepoint(p)]
            assert edges
            for p in edges:   # no faint outline of an empty place round the words
                assert surface.get_at(p)[:3] == colour("panel")[:3], p
    finally:
        app.close()


def test_the_board_is_drawn_once_while_nothing_changes(user_dirs):
    app = kit.make_app()
    try:
        play.start_new(app, "agent_avenue", 2, [SeatInfo("Ana", "human"),
                                                SeatInfo("Bruno", "easy")], {"mode": "advanced"}, 4)
        scene = app.top
        kit.frame(app, 5)
        calls = []
        real = scene.draw_board
        scene.draw_board = lambda *a: (calls.append(1), real(*a))
        kit.frame(app, 30)
        assert len(calls) <= 1
    finally:
        app.close()
