"""What one seat may know: ``view(state, seat)`` (seat ``None``: the public view).

Every value is JSON-able. Seats are 0..n-1.

Contract keys
    "game": "saul", "players", "seat", "to_act", "over", "winners", "log" (events the
    viewer may see, oldest first), "options" (resolved)
The viewer's own knowledge (empty / None in the public view and for other seats)
    "role": the card the viewer plays now; "dealt": the card it was dealt (differs only
        for a Thief who swapped)
    "spies": [every Spy] for a Spy once the Spies have met (first night), else []
    "visions": [{"night", "target", "role"}] Samuel's own visions
    "glimpses": [{"night", "caught", "spies"}] Michal's own spying
    "lovers": [a, b] for each lover and for Eliezer who named them, else None
    "middle": the two middle cards for the Thief (as they lay after his choice), else None
    "contacts": {"saul": used, "david": used} for the Servant, else None
    "captured": the Servant this night (whom the Spies captured, or None); a Spy this
        night once the capture is settled; else None
    "picks": [{"seat", "target"}] this night's Spy picks so far, for a Spy; else []
Table (public)
    "phase": "night"|"debate"|"elect"|"vote"|"tiebreak"|"shot"|"successor"|"over"
    "night", "day": numbers begun; "pass": the night pass ("thief"|"eliezer"|"main"|
        "servant") or None by day
    "alive": [bool per seat]; "revealed": [card or None per seat]: the cards of the
        eliminated (every card once the game is over)
    "general": seat or None; "candidates": [seats that may be voted for now];
    "ballot": 1 | 2 (the revote among the tied); "voted": [seats that have voted this
        ballot] (never for whom); "my_vote": the viewer's own vote or None
    "weights": [vote weight per seat] (2 for the General in the banishment vote)
    "shooter": the fallen Valiant Warrior about to shoot, or None
    "winner": "david"|"saul"|"lovers"|None
End of game
    "all_lovers": the lovers or None, "all_middle": the middle cards (Thief) or [],
    "history": every event of the game, private ones included (empty before the end)
Table talk
    "talk": exactly ``state.talk(seat)``; [] in the public view, at night and when dead.

Log events (private ones only in their owner's log)
    {"kind": "start", "players", "spies"}   {"kind": "card", "seat", "role"} (own)
    {"kind": "night", "night"}              {"kind": "hour", "night", "pass"} (a night pass begins)
    {"kind": "middle", "cards"} (Thief)
    {"kind": "thief", "seat", "take", "role"} (Thief)
    {"kind": "lovers", "seat", "lovers"} (Eliezer)   {"kind": "lover", "seat", "partner"} (each lover)
    {"kind": "spies", "spies"} (Spies)      {"kind": "vision", "seat", "target", "role"} (Samuel)
    {"kind": "pick", "seat", "target"} (Spies)       {"kind": "michal", "seat", "spy"} (Michal)
    {"kind": "glimpse", "seat", "caught", "spies"} (Michal)
    {"kind": "captured", "target", "michal_caught"} (Spies)   {"kind": "told", "captured"} (Servant)
    {"kind": "contacts", "seat", "free", "captured", "banish"} (Servant)
    {"kind": "dawn", "day", "eliminated": [sorted seats]}
    {"kind": "eliminated", "seat", "role", "cause": "night"|"grief"|"shot"|"banished"}
    {"kind": "ballot", "kind_of": "elect"|"vote", "ballot", "votes", "general", "tally", "tied"}
    {"kind": "general", "seat", "how": "elected"|"named", "drawn", ("by")}
    {"kind": "tiebreak", "seat", "target"}  {"kind": "banished", "seat"}
    {"kind": "no_banishment", "day"}        {"kind": "shot", "seat", "target"}
    {"kind": "game_over", "winner", "roles", "lovers", "middle"}
    {"kind": "say", "seat", "claim", ...} table talk, see talk.py
"""
from __future__ import annotations

from typing import Any

from game.core import Seat, View, visible_log

from .data import SERVANT, SPY, THIEF
from .rules import SaulState, to_act
from .state import DEBATE, NIGHT, OVER, VOTE
from .talk import statements


def _own(s: SaulState, me: Seat, kind: str) -> list[dict[str, Any]]:
    """The viewer's own private events of one kind, with the night each came in."""
    out, night = [], 0
    for e in s.log:
        if e.kind == "night":
            night = e.data["night"]
        elif e.kind == kind and e.visible_to(me) and e.seen_by is not None:
            d = e.as_dict()
            d["night"] = night
            out.append(d)
    return out


def _private(s: SaulState, me: Seat | None) -> dict[str, Any]:
    empty: dict[str, Any] = {"role": None, "dealt": None, "spies": [], "visions": [],
                             "glimpses": [], "lovers": None, "middle": None, "contacts": None,
                             "captured": None, "picks": []}
    if me is None:
        return empty
    role = s.roles[me]
    out = dict(empty, role=role, dealt=s.dealt[me])
    if role == SPY and s.met:
        out["spies"] = [p for p in range(s.players) if s.is_spy(p)]
    out["visions"] = [{"night": d["night"], "target": d["target"], "role": d["role"]}
                      for d in _own(s, me, "vision")]
    out["glimpses"] = [{"night": d["night"], "caught": d["caught"], "spies": d["spies"]}
                       for d in _own(s, me, "glimpse")]
    named = _own(s, me, "lovers")
    if s.lovers is not None and (me in s.lovers or named):
        out["lovers"] = list(s.lovers)
    if s.dealt[me] == THIEF:
        out["middle"] = list(s.middle)
    if role == SERVANT:
        out["contacts"] = {"saul": s.contacts[0], "david": s.contacts[1]}
    in_night = s.phase == NIGHT
    if in_night and role == SERVANT and s.passes and s.passes[0] == "servant":
        out["captured"] = s.captured
    if in_night and role == SPY and s.alive[me]:
        out["picks"] = [{"seat": a, "target": b} for a, b in s.picks]
        if s.passes and s.passes[0] != "main":
            out["captured"] = s.captured
    return out


def view(s: SaulState, seat: Seat | None) -> View:
    me = seat if seat is not None and 0 <= seat < s.players else None
    over = s.phase == OVER
    revealed = [r if over or not s.alive[p] else None for p, r in enumerate(s.roles)]
    return {
        "game": "saul",
        "players": s.players,
        "seat": seat,
        "to_act": list(to_act(s)),
        "over": over,
        "winners": list(s.winners()),
        "log": visible_log(s.log, seat),
        "options": dict(s.options),
        **_private(s, me),
        "phase": s.phase,
        "night": s.night,
        "day": s.day,
        "pass": s.passes[0] if s.phase == NIGHT and s.passes else None,
        "alive": list(s.alive),
        "revealed": revealed,
        "general": s.general,
        "candidates": list(s.candidates),
        "ballot": s.ballot,
        "voted": [p for p, v in enumerate(s.votes) if v is not None],
        "ready": [p for p, x in enumerate(s.ready) if x and s.alive[p]],
        "ballot_next": s.ballot_next if s.phase == DEBATE else None,
        "my_vote": s.votes[me] if me is not None and s.votes else None,
        "weights": [2 if s.phase == VOTE and p == s.general else 1 for p in range(s.players)],
        "shooter": s.shooter,
        "winner": s.winner,
        "all_lovers": list(s.lovers) if over and s.lovers else None,
        "all_middle": list(s.middle) if over else [],
        "history": [e.as_dict() for e in s.log] if over else [],
        "talk": statements(s, me) if me is not None else [],
    }


