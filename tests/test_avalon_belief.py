"""Belief you can see: the hard bot's belief per seat over a game (game.avalon.bots.trace)
and its page after the game (scenes.avalon.belief_plot), never during one."""
from __future__ import annotations

import random

import pygame
import pytest

import game
from game.arena import play_one
from game.avalon.bots.trace import MOVED, moments, trace
from saves import SeatInfo
from scenes.avalon.belief_plot import BeliefPlot, BeliefScene, open_beliefs
from scenes.i18n import t
from scenes.shell import play
from scenes.shell.end import EndScene
from tests import test_table_kit as kit
from tests.avalon_helpers import new, round_

G = game.get("avalon")
ROLES = ["servant", "merlin", "assassin", "servant", "minion"]


def test_trace_starts_from_the_night_and_a_failed_quest_moves_it():
    s = round_(new(ROLES), [0, 2], failers=[2])       # seat 0 sat with the failer
    points = trace(G.view(s, 0))
    first, last = points[0], points[-1]
    assert first.p_evil[0] == 0.0 and sum(first.p_evil) == pytest.approx(2.0)
    assert first.p_evil[2] == pytest.approx(0.5)        # 2 evil among the 4 others
    assert last.p_evil[2] == pytest.approx(1.0)         # a fail on a team of two with me
    assert points[-1].kind == "quest_result"
    big = moments(points)
    assert big and points[big[-1][0]].kind == "quest_result" and big[-1][1]["moved"] >= MOVED


def test_trace_reads_only_the_seats_own_view():
    s = round_(new(ROLES), [0, 3])
    evil = trace(G.view(s, 2))                           # the assassin sees his partner
    assert evil[0].p_evil[4] == 1.0 and evil[0].p_evil[1] == 0.0
    merlin = trace(G.view(s, 1))
    assert merlin[0].p_evil[2] == merlin[0].p_evil[4] == 1.0
    servant = trace(G.view(s, 3))
    assert 0.0 < servant[0].p_evil[2] < 1.0


@pytest.fixture
def app(user_dirs):
    app = kit.make_app((800, 600))
    yield app
    app.close()


def test_belief_page_only_after_the_game_from_the_end_screen(app):
    seats = [SeatInfo(n, "hard") for n in ("Ann", "Bob", "Cid", "Dee", "Eve")]
    play.start_new(app, "avalon", 5, seats, {}, 4)
    scene = app.top
    kit.frame(app, 2)
    open_beliefs(app, scene.session)                     # during the game: nothing
    assert app.top is scene
    kit.wait(app, lambda: isinstance(app.top, EndScene), limit=60)
    end = app.top
    kit.click(app, kit.buttons(app)[t("avalon.belief.open")])
    page = app.top
    assert isinstance(page, BeliefScene)
    first = page.seat                                    # a Loyal Servant's view first
    assert end.view["revealed"][first] == "servant"
    kit.key(app, pygame.K_RIGHT)
    assert page.seat == (first + 1) % 5 and page.seat in page.plots
    kit.frame(app, 1)
    other = next(s for s in page.plot().legend_rects if s != first)
    kit.click_at(app, page.plot().legend_rects[other].center)
    assert page.seat == other                            # a name in the key: its view
    kit.key(app, pygame.K_ESCAPE)
    assert app.top is end
    kit.key(app, pygame.K_b)
    assert isinstance(app.top, BeliefScene)
    kit.key(app, pygame.K_ESCAPE)
    kit.key(app, pygame.K_r)                             # the end screen's replay has it too
    replay = app.top
    kit.key(app, pygame.K_b)
    assert replay.show_beliefs and replay.beliefs is not None


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_plot_draws_every_seat_at_both_sizes(size):
    pygame.font.init()
    s = play_one(G, G.new(7, 5, {"percival": True, "morgana": True}), ["hard"] * 7,
                 random.Random(5))
    plot = BeliefPlot(G.view(s, 3), [f"P{i}" for i in range(7)])
    assert plot.points and len(plot.evil) == 3 and plot.merlin is not None

    class _App:
        def font(self, size, bold=False):
            return pygame.font.Font(None, size)
    from scenes.kit.text import TextCache
    surface = pygame.Surface(size)
    plot.draw(surface, surface.get_rect().inflate(-16, -64), TextCache(_App()))
    assert surface.get_at((size[0] // 2, size[1] // 2)) != (0, 0, 0, 255)


def hard_record(players=5, seed=4, finished=True):
    from scenes.dev.belief_shots import hard_record as whole
    rec = whole(players, seed)
    if not finished:   # the same game cut before its end: a save of a game under way
        import dataclasses
        rec = dataclasses.replace(rec, actions=rec.actions[:len(rec.actions) // 2],
                                  finished=False)
    return rec


def test_the_replay_of_a_finished_game_shows_the_belief_at_its_step(app):
    from scenes.avalon.scene import AvalonScene
    from scenes.shell.replay import replay_scene
    rec = hard_record()
    app.push(replay_scene(AvalonScene, rec))
    kit.frame(app, 2)
    replay = app.top
    assert not replay.show_beliefs and replay.beliefs is None   # nothing until asked
    kit.click(app, kit.buttons(app)[t("tablekit.replay.beliefs")])
    assert replay.show_beliefs
    beliefs = replay.beliefs
    roles = G.view(replay.session.states[-1], None)["revealed"]
    assert roles[beliefs.seat] == "servant"          # a seat that knew nothing at night
    # the mark follows the replay's step: the start, then the last point at the end
    replay.go(0)
    kit.frame(app, 1)
    assert beliefs.at() == 0
    kit.key(app, pygame.K_END)
    assert beliefs.at() == len(beliefs.plot().points) - 1
    replay.go(replay.session.total // 2)
    middle = beliefs.at()
    assert 0 < middle < len(beliefs.plot().points) - 1
    assert beliefs.plot().points[middle].index < len(
        G.view(replay.session.states[replay.session.step], beliefs.seat)["log"])
    # Up/Down and a name in the key: another seat's view
    seat, step = beliefs.seat, replay.session.step
    kit.key(app, pygame.K_DOWN)
    assert beliefs.seat == (seat + 1) % 5 and replay.session.step == step
    other = next(s for s in beliefs.plot().legend_rects if s != seat)   # (the key of this view)
    kit.click_at(app, beliefs.plot().legend_rects[other].center)
    assert beliefs.seat == other and replay.session.step == step
    # a triangle (a move that moved the belief): the mouse over it says what happened,
    # a click goes to that move
    kit.frame(app, 1)
    plot = beliefs.plot()
    rect, k = plot.moment_rects[0]
    event = plot.log[plot.points[k].index]
    assert plot.moment_text(k).startswith(replay.describe(event))
    kit.click_at(app, rect.center)
    assert beliefs.at() == k
    log = G.view(replay.session.states[replay.session.step], beliefs.seat)["log"]
    assert log[-1] == event or event in log[-2:]
    kit.key(app, pygame.K_b)                         # B hides it, the table shows again
    assert not replay.show_beliefs
    kit.key(app, pygame.K_b)
    assert replay.show_beliefs


def test_the_replay_of_an_unfinished_game_never_shows_a_belief(app):
    from scenes.avalon.belief_plot import ReplayBeliefs
    from scenes.avalon.scene import AvalonScene
    from scenes.shell.replay import replay_scene
    rec = hard_record(finished=False)
    app.push(replay_scene(AvalonScene, rec))
    kit.frame(app, 2)
    replay = app.top
    kit.key(app, pygame.K_END)
    assert t("tablekit.replay.beliefs") not in kit.buttons(app)
    kit.key(app, pygame.K_b)
    assert not replay.show_beliefs and replay.beliefs is None
    with pytest.raises(ValueError):
        ReplayBeliefs(replay.session)

