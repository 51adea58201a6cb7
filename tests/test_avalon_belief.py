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
from scenes import play
from scenes.avalon.belief_plot import BeliefPlot, BeliefScene, open_beliefs
from scenes.end import EndScene
from scenes.i18n import t
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
    assert isinstance(page, BeliefScene) and page.seat == 0
    kit.key(app, pygame.K_RIGHT)
    assert page.seat == 1 and 1 in page.plots
    kit.key(app, pygame.K_ESCAPE)
    assert app.top is end
    kit.key(app, pygame.K_b)
    assert isinstance(app.top, BeliefScene)


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
    from scenes.text import TextCache
    surface = pygame.Surface(size)
    plot.draw(surface, surface.get_rect().inflate(-16, -64), TextCache(_App()))
    assert surface.get_at((size[0] // 2, size[1] // 2)) != (0, 0, 0, 255)
