"""What one seat may know: ``view(state, seat)`` (seat ``None``: the public view).

The format is stable; the GUI scene and the bots are written against it. Every value
is JSON-able (lists, not tuples; no int dict keys). Quests are numbered 1-5; seats 0..n-1;
the crown passes clockwise to seat + 1.

Contract keys
    "game": "avalon", "players": n, "seat": viewer or None,
    "to_act": [seats that owe a move], "over": bool, "winners": [seats],
    "log": [event dicts visible to the viewer, oldest first] (see below)
Setup
    "options": the resolved options dict (see data.OPTIONS)
The viewer's own card and night knowledge (empty / None in the public view)
    "role": "merlin"|"percival"|"servant"|"assassin"|"morgana"|"mordred"|"oberon"|"minion"|None
    "side": "good"|"evil"|None
    "sees_evil": [seats the viewer saw as evil at night]: evil but Oberon see the other
        evil but Oberon; Merlin sees every evil but Mordred; everyone else [] (Oberon too)
    "merlin_candidates": [seats]: Percival only: Merlin and Morgana, sorted, not told apart
        (just Merlin without Morgana); everyone else []
Table
    "phase": "propose"|"vote"|"quest"|"lady"|"assassinate"|"over"
    "leader": seat holding the crown
    "lady": seat holding the Lady of the Lake, or None when she is not in play
    "lady_held": [every seat that has held her, in order]
    "lady_uses": how many times she has been used (max 3)
    "lady_checks": [{"holder": h, "target": t}] every use, public (no result)
    "lady_results": [{"target": t, "good": bool}] the viewer's own examinations only
Quest track
    "quests": 5 dicts, quest 1 first: {"quest": q, "size": team size, "fails_needed": 1|2,
        "result": None|"success"|"fail", "fails": fail cards shown (None if unplayed;
        0 when lost by the fifth reject), "by_rejects": bool}
    "open_quests": [quests the leader may pick now] (propose phase, else [])
    "rejects": rejected teams in a row since the last resolved quest (0-4; 5 ends the round)
Current proposal
    "quest": quest number of the proposal being voted / played, or None
    "team": [sorted seats] or None (during vote and quest phases)
    "voted": [seats that have voted] (vote phase; never how they voted)
    "my_vote": the viewer's own vote this proposal (True/False) or None
    "last_vote": None or the latest revealed vote, {"leader", "quest", "team",
        "votes": [bool per seat], "approved": bool, "rejects": count after it}
    "played": [team members who have played their quest card] (quest phase; never
        which card: only the fail count is revealed, in "quests" and the log)
End game
    "revealed": [role or None per seat]: None everywhere until the assassination, then
        every evil role; every role once the game is over
    "assassin": the Assassin's seat once revealed, else None
    "assassinated": the named seat or None
    "winning_side": "good"|"evil"|None, "end_reason": None|"three_fails"|
        "three_successes"|"merlin_assassinated"|"assassin_missed"|"fifth_reject"
Table talk
    "talk": [the "say" moves the viewer may make now], exactly ``state.talk(seat)``
        (talk.statements: built from the phase, the viewer's own Lady exams, its side
        during the assassination, when evil is revealed anyway, and its own statement
        count, so nothing hidden leaks); [] in the public view and once the game is over.
        Never part of ``legal``; a bot may return one of these from ``act``.

Log events (each a dict with "kind"; private ones only in their owner's log)
    {"kind": "start", "players", "leader", "lady"}
    {"kind": "night", "seat", "role", "sees_evil", "merlin_candidates"}   (that seat only)
    {"kind": "propose", "seat", "quest", "team"}
    {"kind": "votes", "leader", "quest", "team", "votes", "approved", "rejects"}
    {"kind": "quest_result", "quest", "team" ([] when lost by the fifth reject), "success",
        "fails", "by_rejects"}
    {"kind": "fifth_reject", "quest", "outcome": "quest"|"game"}
    {"kind": "lady", "holder", "target"}  /  {"kind": "lady_pass", "holder"}
    {"kind": "lady_result", "holder", "target", "good"}                   (holder only)
    {"kind": "reveal_evil", "roles": [role or None per seat]}
    {"kind": "assassinate", "seat", "target", "merlin": bool}
    {"kind": "game_over", "winning_side", "reason", "roles": [every role]}
    {"kind": "say", "seat", "claim", ...}  table talk, see talk.py
"""
from __future__ import annotations

from typing import Any

from game.core import Seat, View, visible_log

from .data import EVIL, FAILS_NEEDED, QUESTS, SIDE_OF, TEAM_SIZES
from .rules import night
from .state import ASSASSINATE, OVER, PROPOSE, QUEST, VOTE, AvalonState, open_quests, statements, to_act


def _quests(s: AvalonState) -> list[dict[str, Any]]:
    out = []
    for q in QUESTS:
        r = s.results[q - 1]
        out.append({"quest": q, "size": TEAM_SIZES[s.players][q - 1],
                    "fails_needed": FAILS_NEEDED[s.players][q - 1],
                    "result": None if r is None else ("success" if r[0] else "fail"),
                    "fails": None if r is None else r[1],
                    "by_rejects": bool(r and r[2])})
    return out




def _last_vote(s: AvalonState) -> dict[str, Any] | None:
    for e in reversed(s.log):
        if e.kind == "votes":
            out = e.as_dict()
            del out["kind"]
            return out
    return None


def view(s: AvalonState, seat: Seat | None) -> View:
    me = seat if seat is not None and 0 <= seat < s.players else None  # a seat of this table
    role = s.roles[me] if me is not None else None
    knows = night(s.roles, me) if me is not None else {"sees_evil": [], "merlin_candidates": []}
    phase = s.phase
    revealed: list[str | None]
    if phase == OVER:
        revealed = list(s.roles)
    elif phase == ASSASSINATE:
        revealed = [r if SIDE_OF[r] == EVIL else None for r in s.roles]
    else:
        revealed = [None] * s.players
    in_proposal = phase in (VOTE, QUEST)
    return {
        "game": "avalon",
        "players": s.players,
        "seat": seat,
        "to_act": list(to_act(s)),
        "over": phase == OVER,
        "winners": list(s.winners()),
        "log": visible_log(s.log, seat),
        "options": dict(s.options),
        "role": role,
        "side": SIDE_OF[role] if role else None,
        "sees_evil": knows["sees_evil"],
        "merlin_candidates": knows["merlin_candidates"],
        "phase": phase,
        "leader": s.leader,
        "lady": s.lady,
        "lady_held": list(s.lady_held),
        "lady_uses": len(s.lady_exams),
        "lady_checks": [{"holder": h, "target": t} for h, t, _ in s.lady_exams],
        "lady_results": [{"target": t, "good": g} for h, t, g in s.lady_exams if h == seat],
        "quests": _quests(s),
        "open_quests": list(open_quests(s)) if phase == PROPOSE else [],
        "rejects": s.rejects,
        "quest": s.quest if in_proposal else None,
        "team": list(s.team) if in_proposal else None,
        "voted": [p for p, v in enumerate(s.votes) if v is not None] if phase == VOTE else [],
        "my_vote": s.votes[me] if me is not None and phase == VOTE else None,
        "last_vote": _last_vote(s),
        "played": list(s.played) if phase == QUEST else [],
        "revealed": revealed,
        "assassin": s.seat_of("assassin") if phase in (ASSASSINATE, OVER) else None,
        "assassinated": s.assassinated,
        "winning_side": s.winner,
        "end_reason": s.reason,
        "talk": statements(s, me) if me is not None else [],
    }
