"""Undo where it is safe: the human's own last move, before anyone moved and when it
revealed nothing; never across a reveal; never for a bot."""
from __future__ import annotations

import pygame

from scenes.dev.aids_shots import deciding_record
from scenes.i18n import t
from scenes.shell import play
from scenes.shell.undo import can_take_back, take_back
from tests import test_table_kit as kit


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
    kit.key(app, pygame.K_u)                       # U says why instead of nothing (issue 33)
    assert scene.flash is not None and scene.flash[0] == t("saving.undo.why.revealed")
    assert "already revealed" in scene.flash[0]


def test_a_bot_never_undoes(app, monkeypatch):
    scene = open_vote(app, monkeypatch)
    s = scene.session
    s.submit(1, {"kind": "vote", "approve": True})          # a bot seat's move
    assert not can_take_back(s, 1) and not take_back(s, 1)
    assert not can_take_back(s, 0)                          # not the human's move either
    kit.key(app, pygame.K_u)
    assert scene.flash is not None and scene.flash[0] in (
        t("saving.undo.why.nothing"), t("saving.undo.why.others_moved"))


def human_leads(app, monkeypatch):
    """A new 5-player game whose first leader is the human (seat 0); bots held."""
    import game
    from scenes.avalon.scene import AvalonScene
    g = game.get("avalon")
    seed = next(s for s in range(1, 100) if g.new(5, s).to_act() == (0,))
    scene = kit.start_game(app, "avalon", AvalonScene, ["human"] + ["normal"] * 4, seed=seed)
    monkeypatch.setattr(scene.session, "poll", lambda dt=0.0: False)
    return scene


def test_a_proposal_nobody_has_voted_on_can_be_taken_back_and_changed(app, monkeypatch):
    scene = human_leads(app, monkeypatch)
    s = scene.session
    for seat in (0, 2):                                   # pick a team on the board
        kit.click_at(app, scene.seat_pos[seat])
    kit.key(app, pygame.K_RETURN)                         # Propose
    assert s.viewer_view()["phase"] == "vote" and s.turn == 1
    kit.click(app, kit.buttons(app)[t("tablekit.undo")])
    assert s.turn == 0 and s.viewer_view()["phase"] == "propose" and scene.my_turn() == 0
    assert sorted(scene.selected) == [0, 2]               # the team is back, to change
    kit.click_at(app, scene.seat_pos[2])                  # one member swapped
    kit.click_at(app, scene.seat_pos[3])
    kit.click(app, kit.buttons(app)[t("avalon.act.propose")])
    assert s.record.actions[-1] == (0, {"kind": "propose", "quest": 1, "team": [0, 3]})


def test_a_proposal_stays_once_another_seat_voted(app, monkeypatch):
    scene = human_leads(app, monkeypatch)
    s = scene.session
    s.submit(0, {"kind": "propose", "quest": 1, "team": [0, 1]})
    s.submit(3, {"kind": "vote", "approve": True})        # a bot voted on it
    kit.frame(app, 1)
    assert t("tablekit.undo") not in kit.buttons(app) and not take_back(s, 0)
    assert s.turn == 2
