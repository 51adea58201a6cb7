"""Undo where it is safe: the human's own last move, before anyone moved and when it
revealed nothing; never across a reveal; never for a bot."""
from __future__ import annotations

import pygame
import pytest

from scenes import play
from scenes.dev.aids_shots import deciding_record
from scenes.i18n import t
from scenes.undo import can_take_back, take_back
from tests import test_table_kit as kit


@pytest.fixture
def app(user_dirs):
    app = kit.make_app()
    yield app
    app.close()


def open_vote(app, monkeypatch):
    """Seat 0 (the human) owes a vote; the bots are held so nobody else moves."""
    play.open_record(app, deciding_record(players=5, rejected=1))
    scene = app.top
    monkeypatch.setattr(scene.session, "poll", lambda dt=0.0: False)
    kit.frame(app, 2)
    assert scene.my_turn() == 0 and scene.session.viewer_view()["phase"] == "vote"
    return scene


def test_a_vote_nobody_has_followed_can_be_taken_back(app, monkeypatch):
    scene = open_vote(app, monkeypatch)
    s = scene.session
    turn = s.turn
    kit.click(app, kit.buttons(app)[t("avalon.act.approve")])
    assert s.turn == turn + 1 and s.viewer_view()["my_vote"] is True
    kit.click(app, kit.buttons(app)[t("tablekit.undo")])
    assert s.turn == turn and s.viewer_view()["my_vote"] is None
    assert scene.my_turn() == 0
    # the move before is undoable only if it is the human's too (its proposal)
    assert (t("tablekit.undo") in kit.buttons(app)) == (s.record.actions[-1][0] == 0)
    kit.key(app, pygame.K_r)                      # vote again, then U undoes it too
    assert s.viewer_view()["my_vote"] is False
    kit.key(app, pygame.K_u)
    assert s.turn == turn


def test_never_across_a_reveal_nor_after_another_seat_moved(app, monkeypatch):
    scene = open_vote(app, monkeypatch)
    s = scene.session
    for seat in range(1, 5):                       # the bots vote first
        s.submit(seat, {"kind": "vote", "approve": False})
    kit.frame(app, 1)
    kit.click(app, kit.buttons(app)[t("avalon.act.approve")])   # the last vote: cards turn
    assert s.view_for(None)["log"][-1]["kind"] in ("votes", "quest_result", "fifth_reject",
                                                   "propose")
    assert not can_take_back(s, 0) and t("tablekit.undo") not in kit.buttons(app)
    assert not take_back(s, 0)


def test_a_bot_never_undoes(app, monkeypatch):
    scene = open_vote(app, monkeypatch)
    s = scene.session
    s.submit(1, {"kind": "vote", "approve": True})          # a bot seat's move
    assert not can_take_back(s, 1) and not take_back(s, 1)
    assert not can_take_back(s, 0)                          # not the human's move either
