"""Session: replay, moves, autosave, end bookkeeping, the bot driver (views only, off
the UI thread, delayed) and every pass-and-play gating rule."""
from __future__ import annotations

import time

import pytest

from game.core import IllegalAction
from saves import Record, SeatInfo, slots, stats
from scenes.shell.session import Session
from tests import test_table_kit as kit


@pytest.fixture(autouse=True)
def tabletest(user_dirs):
    kit.register()
    kit.FirstBot.seen = []
    yield
    kit.unregister()


def make(kinds, seed=7, options=None, autoplay=False, speed="instant", deal=None):
    seats = [SeatInfo(f"P{i}", k) for i, k in enumerate(kinds)]
    rec = Record.start("tabletest", len(kinds), seed, options or {}, seats)
    return Session(rec, autoplay=autoplay, speed=speed)


def settle(session, until=None, limit=5.0):
    """Poll with a big dt until ``until()`` or no bot owes a move."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        session.poll(10.0)
        if until is not None and until():
            return
        if until is None and (session.over() or not any(
                session.is_bot(s) for s in session.to_act())):
            if session._job is None and session._ready is None:
                return
        time.sleep(0.001)
    raise AssertionError("bots did not settle")


# ------------------------------------------------------------------ basics
def test_submit_records_and_autosaves():
    s = make(["human", "human"])
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 2})
    assert s.record.actions == [(0, {"kind": "call", "n": 2})]
    assert s.flush_autosave()
    saved = slots.load_autosave()
    assert saved is not None and saved.actions == s.record.actions


def test_replay_from_record_continues_where_it_was():
    s = make(["human", "human"])
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 1})
    again = Session(s.record)
    assert again.to_act() == s.to_act()
    assert again.view_for(1) == s.view_for(1)


def test_illegal_move_changes_nothing():
    s = make(["human", "human"])
    with pytest.raises(IllegalAction):
        s.submit(1, {"kind": "call", "n": 1})
    assert s.record.turn == 0 and s.to_act() == (0,)


def test_game_end_bookkeeping():
    s = make(["human", "human"], options={"rounds": 1})
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 1})
    s.confirm_pass()
    s.submit(0, {"kind": "vote", "yes": True})
    s.flush_autosave()
    assert slots.load_autosave() is not None
    s.confirm_pass()
    s.submit(1, {"kind": "vote", "yes": False})
    assert s.over() and s.record.finished
    assert slots.load_autosave() is None
    assert stats.load_stats()["tabletest"]["played"] == 1
    # bookkeeping happens once, also when the finished record is opened again
    Session(s.record)
    assert stats.load_stats()["tabletest"]["played"] == 1


def test_talk_is_recorded():
    s = make(["human", "normal"])
    s.submit(1, {"kind": "say", "claim": "high"})
    assert s.record.actions[-1] == (1, {"kind": "say", "claim": "high"})
    assert s.view_for(0)["log"][-1]["kind"] == "say"


# ------------------------------------------------------------------ bots
def test_bots_get_views_only_and_play_to_the_end():
    s = make(["normal", "easy", "hard"])
    settle(s, until=s.over)
    assert s.over()
    assert kit.FirstBot.seen
    assert all(v is dict and lg is list for v, lg, _ in kit.FirstBot.seen)


def test_bot_move_waits_for_the_delay():
    s = make(["normal", "human"], speed="slow")
    settle(s, until=lambda: s.record.turn == 1)    # the first bot move: no wait
    assert s.last_bot_move[0] == 0
    # the bot's vote is ready but waits for the slow delay after the last bot move
    deadline = time.monotonic() + 5
    while s._ready is None and time.monotonic() < deadline:
        s.poll(0.0)
        time.sleep(0.001)
    assert s._ready is not None and s.thinking() == 0 and s.record.turn == 1
    assert s.poll(0.5) is False and s.record.turn == 1      # 0.5 s < 1.6 s
    assert s.poll(2.0) is True and s.record.turn == 2


def test_skip_wait_lands_the_next_bot_move_at_once():
    s = make(["normal", "human"], speed="slow")
    settle(s, until=lambda: s.record.turn == 1)
    deadline = time.monotonic() + 5
    while s._ready is None and time.monotonic() < deadline:
        s.poll(0.0)
        time.sleep(0.001)
    assert s.poll(0.0) is False and s.record.turn == 1      # still waiting
    s.skip_wait()
    assert s.poll(0.0) is True and s.record.turn == 2


def test_poll_never_blocks_on_a_slow_bot():
    s = make(["normal", "human"])
    release = []

    class Slow:
        def act(self, view, legal, rng):
            while not release:
                time.sleep(0.001)
            return legal[0]
    s._bots[0] = Slow()
    start = time.monotonic()
    for _ in range(20):
        s.poll(0.1)
    assert time.monotonic() - start < 1.0   # generous: the point is it returns
    assert s.thinking() == 0 and s.record.turn == 0
    release.append(1)
    settle(s, until=lambda: s.record.turn > 0)


def test_a_crashing_bot_plays_a_legal_move():
    s = make(["normal", "human"])

    class Broken:
        def act(self, view, legal, rng):
            raise RuntimeError("boom")
    s._bots[0] = Broken()
    settle(s, until=lambda: s.record.turn > 0)
    assert s.record.actions[0][1]["kind"] in ("call", "peek")


def test_autoplay_plays_the_humans():
    s = make(["human", "human", "normal"], autoplay=True)
    assert s.humans() == [] and s.needs_pass() is None
    settle(s, until=s.over)
    assert s.over()


# ------------------------------------------------------------------ gating
def test_one_human_is_always_the_viewer():
    s = make(["normal", "human", "easy"])
    assert s.viewer() == 1 and s.needs_pass() is None
    settle(s, until=lambda: 1 in s.to_act())
    assert s.viewer() == 1 and s.needs_pass() is None


def test_no_human_views_public():
    s = make(["normal", "easy"])
    assert s.viewer() is None and s.needs_pass() is None


def test_pass_screen_before_a_human_acts():
    s = make(["human", "normal", "human"])
    assert s.needs_pass() == 0 and s.viewer() is None
    s.confirm_pass()
    assert s.viewer() == 0 and s.needs_pass() is None


def test_between_humans_the_pass_screen_comes_back():
    s = make(["human", "human"])
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 1})
    # vote: both owe a move; seat 0 still holds the device and goes first
    assert s.viewer() == 0 and s.needs_pass() is None
    s.submit(0, {"kind": "vote", "yes": True})
    assert s.viewer() is None and s.needs_pass() == 1
    s.confirm_pass()
    assert s.viewer() == 1


def test_simultaneous_votes_go_one_human_at_a_time():
    s = make(["human", "normal", "human", "human"])
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 3})
    settle(s)   # the bot votes
    order = []
    while not s.over() and s.view_for(None)["phase"] == "vote":
        who = s.needs_pass()
        if who is None:
            assert s.viewer() in s.to_act()
            who = s.viewer()
        else:
            assert s.viewer() is None
            s.confirm_pass()
        order.append(who)
        s.submit(who, {"kind": "vote", "yes": True})
    assert order == [0, 2, 3]


def test_viewer_is_public_while_bots_act():
    s = make(["human", "normal", "human"])
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 1})
    s.submit(0, {"kind": "vote", "yes": True})
    s.confirm_pass()
    s.submit(2, {"kind": "vote", "yes": True})
    # only the bot owes a vote now
    assert s.to_act() == (1,)
    assert s.viewer() is None and s.needs_pass() is None
    settle(s, until=lambda: s.record.turn == 4)
    assert s.to_act() == (1,)        # seat 1 leads round 2 (a bot)
    assert s.viewer() is None and s.needs_pass() is None
    settle(s, until=lambda: s.over() or any(a in (0, 2) for a in s.to_act()))
    assert s.viewer() is None        # a human is wanted: pass screen first
    assert s.needs_pass() in (0, 2)


def test_same_human_keeps_the_device_then_loses_it_after_bots():
    s = make(["human", "normal", "human"])
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 1})
    assert s.viewer() == 0            # still wanted for the vote
    s.submit(0, {"kind": "vote", "yes": True})
    assert s.viewer() is None


def test_hide_brings_the_pass_screen_back():
    s = make(["human", "human"])
    s.confirm_pass()
    assert s.viewer() == 0
    s.hide()
    assert s.viewer() is None and s.needs_pass() == 0


def test_private_result_is_shown_before_the_device_moves_on():
    s = make(["human", "normal", "human"])
    s.confirm_pass()
    s.submit(0, {"kind": "peek", "target": 2})
    # still seat 0's turn (must call): keeps the device, sees the result
    assert s.viewer() == 0 and s.looking() == 0
    assert s.view_for(0)["log"][-1]["kind"] == "peek_result"
    assert s.poll(10.0) is False and s.blocked()
    s.done_looking()
    assert s.looking() is None and s.needs_pass() == 0
    # a private echo of one's own vote is not worth a look; a filter can say more
    s.review_filter = lambda e, m: e["kind"] == "peek_result"
    s.confirm_pass()
    s.submit(0, {"kind": "call", "n": 2})
    s.submit(0, {"kind": "vote", "yes": False})
    assert s.looking() is None and s.viewer() is None


def test_reveal_round_queues_every_human():
    s = make(["human", "normal", "human"])
    s.reveal_round()
    seen = []
    while s.looking() is None and s.needs_pass() is not None and len(seen) < 5:
        who = s.needs_pass()
        if s._queue and who == s._queue[0]:
            s.confirm_pass()
            assert s.viewer() == who and s.looking() == who
            seen.append(who)
            s.done_looking()
        else:
            break
    assert seen == [0, 2]
    assert s.needs_pass() == 0 and not s.blocked()


def test_reveal_round_with_one_human_does_nothing():
    s = make(["human", "normal"])
    s.reveal_round()
    assert s.looking() is None and s.viewer() == 0


def test_the_holder_votes_first_in_a_simultaneous_phase():
    s = make(["human", "normal", "human"], seed=7)
    # rounds 0 and 1 (leaders 0 and 1) pass; seat 2 leads round 2
    while s.to_act() != (2,):
        if s.needs_pass() is not None:
            s.confirm_pass()
        who = s.viewer() if s.viewer() in s.to_act() else None
        if who is None:
            settle(s, until=lambda: s.needs_pass() is not None or s.viewer() in s.to_act()
                   or s.to_act() == (2,))
            continue
        move = s.legal(who)[0] if s.legal(who)[0]["kind"] == "vote" else {"kind": "call", "n": 1}
        s.submit(who, move)
    assert s.needs_pass() == 2
    s.confirm_pass()
    s.submit(2, {"kind": "call", "n": 2})
    # vote: seat 2 holds the device, so votes before seat 0
    assert s.viewer() == 2 and s.needs_pass() is None
    s.submit(2, {"kind": "vote", "yes": True})
    assert s.needs_pass() == 0


def test_a_bot_saying_something_not_allowed_plays_a_legal_move():
    s = make(["normal", "human"])

    class Chatty:
        def act(self, view, legal, rng):
            return {"kind": "say", "claim": "nonsense"}
    s._bots[0] = Chatty()
    settle(s, until=lambda: s.record.turn > 0)
    assert s.record.actions[0][1]["kind"] in ("call", "peek")
