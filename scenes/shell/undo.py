"""Undo where it is safe, for every game (Board Game Arena's rule).

A human may take back their own last move while nobody else has moved since and the
move revealed nothing: every seat's view (and the public one) gained at most the echo
of the move itself (an event of the move's own kind). A last vote that turns the cards
over, a quest card that resolves the quest, a Lady of the Lake result: all reveal, so
they stay. Bots never undo: only the table's Undo button (U) calls this, for the human
whose view is on screen. Picks not yet committed (team members before "Propose") are
taken back on the board itself (click again, or Clear).

The session's record loses its last action and the state is rebuilt from the record;
a bot move being computed or waiting is dropped (it was decided on the newer state).
"""
from __future__ import annotations

import weakref
from typing import Any

#: session -> (moves applied, verdict), so a frame never replays the record twice;
#: a quit session's entry goes with it
_cache: weakref.WeakKeyDictionary[Any, tuple[int, bool]] = weakref.WeakKeyDictionary()


def can_take_back(session: Any, seat: int | None) -> bool:
    """May ``seat`` (a human at the device) take back its last move now?"""
    if seat is None or seat not in session.humans() or session.over():
        return False
    actions = session.record.actions
    if not actions or actions[-1][0] != seat:
        return False
    hit = _cache.get(session)
    if hit is not None and hit[0] == session.moves_applied:
        return hit[1]
    verdict = _reveals_nothing(session)
    _cache[session] = (session.moves_applied, verdict)
    return verdict


def why_not(session: Any, seat: int | None) -> str:
    """The translation key saying why ``seat`` cannot take back a move now (U pressed
    with no Undo button): "Can't undo: the result is already revealed"..."""
    actions = session.record.actions
    if session.over():
        return "undo.why.over"
    if seat is None or seat not in session.humans():
        return "undo.why.not_yours"
    mine = [i for i, (who, _) in enumerate(actions) if who == seat]
    if not mine:
        return "undo.why.nothing"
    if mine[-1] != len(actions) - 1:
        return "undo.why.others_moved"
    return "undo.why.revealed"


def _reveals_nothing(session: Any) -> bool:
    g = session.game
    record = session.record
    seat, move = record.actions[-1]
    before = _replay(g, record, len(record.actions) - 1)
    after = session._state
    for viewer in [None, *range(session.players)]:
        old = g.view(before, viewer)["log"]
        new = g.view(after, viewer)["log"]
        added = new[len(old):]
        if new[:len(old)] != old or any(e.get("kind") != move.get("kind") for e in added):
            return False
    return True


def _replay(g: Any, record: Any, upto: int) -> Any:
    state = g.new(record.players, record.seed, options=dict(record.options))
    for seat, move in record.actions[:upto]:
        state = g.apply(state, seat, move)
    return state


def take_back(session: Any, seat: int) -> bool:
    """Undo ``seat``'s last move if ``can_take_back``; True when done."""
    if not can_take_back(session, seat):
        return False
    record = session.record
    record.actions.pop()
    session._state = _replay(session.game, record, len(record.actions))
    session._job, session._job_seat, session._ready = None, None, None   # stale bot work
    session.moves_applied += 1
    session.last_move = record.actions[-1] if record.actions else None
    session._autosave()
    return True
