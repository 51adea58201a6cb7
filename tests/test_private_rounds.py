"""Private rounds as a declared policy (scenes/session.py): a round begun by a public
event gives every human a pass screen and a private screen of the same length, with an
action on it or not; public results hold the table before the next private screen."""
from __future__ import annotations

import time

import pytest

from saves import Record, SeatInfo
from scenes.shell.session import Session
from tests import test_table_kit as kit

MADE: list[Session] = []


@pytest.fixture(autouse=True)
def tabletest(user_dirs):
    kit.register()
    yield
    while MADE:          # every autosave on disk before the user folders go
        session = MADE.pop()
        session.flush_autosave()
        session.close()
    kit.unregister()


def make(kinds, **policy):
    seats = [SeatInfo(f"P{i}", k) for i, k in enumerate(kinds)]
    session = Session(Record.start("tabletest", len(kinds), 7, {}, seats), speed="instant")
    session.set_policy(**policy)
    MADE.append(session)
    return session


def test_a_round_begun_by_an_event_gives_every_human_an_equal_private_screen():
    s = make(["human", "normal", "human"], round_events=("call",), private_seconds=3.0)
    assert s.needs_pass() == 0
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 2})      # the vote begins: a private round
    lengths = []
    for seat in (0, 2):
        assert s.needs_pass() == seat and s.viewer() is None
        s.confirm_pass()
        assert s.looking() == seat and s.acts_in_look()
        lengths.append(s.look_left())
        assert s.blocked()                       # bots wait for the round
        s.submit(seat, {"kind": "vote", "yes": True})  # the action, on the private screen
        assert s.looking() == seat
        s.done_looking()
        assert s.looking() == seat               # too early: the screen stays
        s.poll(1.0)
        s.poll(2.0)
        assert s.can_finish_look()
        s.done_looking()
    assert lengths == [3.0, 3.0]
    assert s.looking() is None and not s.blocked()


def test_a_human_who_owes_a_move_on_the_round_cannot_leave_it_without_acting():
    s = make(["human", "human"], round_events=("call",))
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 1})
    s.confirm_pass()
    assert s.looking() == 0 and not s.can_finish_look()
    s.done_looking()
    assert s.looking() == 0
    s.submit(0, {"kind": "vote", "yes": False})
    assert s.can_finish_look()


def test_public_results_hold_the_pass_screen_and_the_bots():
    s = make(["human", "human", "normal"], public_results=("votes",))
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 1})
    s.submit(0, {"kind": "vote", "yes": True})  # seat 0 still holds the device
    assert s.needs_pass() == 1
    s.confirm_pass()
    s.submit(1, {"kind": "vote", "yes": True})
    for _ in range(500):                        # the bot's vote reveals them
        s.poll(0.1)
        if s.showing_results():
            break
        time.sleep(0.005)                       # the bot thinks in its thread
    assert s.showing_results()
    assert s.viewer() is None and s.needs_pass() is None and s.blocked()
    assert s.view_for(None)["log"][-1]["kind"] == "votes"
    s.release_results()
    assert not s.showing_results()


def test_one_human_never_waits_on_results():
    s = make(["human", "normal"], public_results=("votes",), round_events=("call",))
    s.submit(0, {"kind": "call", "n": 1})
    s.submit(0, {"kind": "vote", "yes": True})
    assert not s.showing_results() and s.looking() is None
