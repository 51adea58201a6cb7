"""What one seat may know: ``view(state, seat)`` (seat ``None``: the public view).

The format is stable; the scene and the bots are written against it. Every value is
JSON-able. Sides: see state.py (a duel: side = seat).

Contract keys
    "game": "agent_avenue", "players", "seat", "to_act", "over", "winners", "log", "options"
Table
    "mode": "basic"|"advanced", "phase": "play_up"|"play_down"|"recruit"|"market"|
        "ability"|"over", "turn", "active": the active side,
    "sides": [side of each seat], "up_seat", "down_seat", "recruiter": this turn's roles
    "ring": {"size": 14, "homes": [0, 7], "market_spaces": [...] (advanced, else [])}
    "spies": [{"progress": unwrapped steps, "position": ring space} per side]
    "tableau": [{agent: count in play} per side], "perms": [[permanent cards] per side]
    "hand_sizes", "discards_left", "discard_counts": one per seat; "deck": cards left
    "up": the face-up card played this turn, or None
    "down_played": whether the face-down card is on the table
    "market": [face-up Black Market cards], "market_deck": cards left,
    "market_used": [immediate cards used], "queue": [sides owed a card, first first]
    "choice": {"card", "seat"} while an immediate card waits for its user, else None
The viewer's own (None / [] in the public view)
    "hand": [agents], "discarded": [its face-down discards],
    "down": the face-down card if the viewer played it and it is not yet revealed,
    "options_for_me": [agents the viewer may choose for the waiting card]

Log events (private ones only in their owner's log)
    {"kind": "start", "players", "first", "mode", "market"}
    {"kind": "hand", "seat", "cards"}                        (that seat only)
    {"kind": "turn", "turn", "side", "seat"}                 a new turn; seat plays face up
    {"kind": "discard", "seat", "count"} / {"kind": "discarded", "seat", "card", "drew"} (seat)
    {"kind": "draw", "seat", "count"} / {"kind": "drew", "seat", "cards"} (seat only)
    {"kind": "play_up", "seat", "card"} / {"kind": "play_down", "seat"}
    {"kind": "face_down", "seat", "card"}                    (that seat only)
    {"kind": "recruit", "seat", "pick", "up", "down"}        the face-down card shown
    {"kind": "move", "side", "agent", "count", "steps", "bonus", "source", "progress",
        "position"}                                           source: recruit or a card
    {"kind": "market", "seat", "side", "card", "refill"} / {"kind": "market_empty"}
    {"kind": "ability", "seat", "card", "agent"} / {"kind": "skipped", "seat", "card"}
    {"kind": "recruit_now", "seat", "agent", "recruit"}
    {"kind": "game_over", "side", "winners", "reasons": [{"side", "condition", "wins"}]}
        conditions: catch, codebreakers, daredevils, masterplan, security_system, empty_hand
"""
from __future__ import annotations

from game.core import Seat, View, visible_log

from .data import HOMES, MARKET_SPACES, RING, TYPES, discard_limit, side_of
from .rules import position
from .state import OVER, PLAY_DOWN, AvenueState, to_act


def view(s: AvenueState, seat: Seat | None) -> View:
    me = seat if seat is not None and 0 <= seat < s.players else None
    playing = s.phase != OVER
    choice = s.choice if playing else None
    return {
        "game": "agent_avenue",
        "players": s.players,
        "seat": seat,
        "to_act": list(to_act(s)),
        "over": s.phase == OVER,
        "winners": list(s.result),
        "log": visible_log(s.log, seat),
        "options": dict(s.options),
        "mode": s.options["mode"],
        "phase": s.phase,
        "turn": s.turn,
        "active": s.active,
        "sides": [side_of(p) for p in range(s.players)],
        "up_seat": s.up_seat(),
        "down_seat": s.down_seat(),
        "recruiter": s.recruiter(),
        "ring": {"size": RING, "homes": list(HOMES),
                 "market_spaces": sorted(MARKET_SPACES) if s.advanced else []},
        "spies": [{"progress": s.progress[side], "position": position(side, s.progress[side])}
                  for side in (0, 1)],
        "tableau": [{a: n for a, n in zip(TYPES, row) if n} for row in s.tableau],
        "perms": [list(p) for p in s.perms],
        "hand_sizes": [len(h) for h in s.hands],
        "discards_left": [discard_limit(s.players, p) - len(s.discarded[p])
                          for p in range(s.players)],
        "discard_counts": [len(d) for d in s.discarded],
        "deck": len(s.deck),
        "up": s.up if playing else None,
        "down_played": playing and s.down is not None,
        "market": list(s.market),
        "market_deck": len(s.market_deck),
        "market_used": list(s.used),
        "queue": list(s.queue) if playing else [],
        "choice": {"card": choice[0], "seat": choice[1]} if choice else None,
        "hand": list(s.hands[me]) if me is not None else [],
        "discarded": list(s.discarded[me]) if me is not None else [],
        "down": s.down if me is not None and playing and s.down is not None
        and s.phase != PLAY_DOWN and me == s.down_seat() else None,
        "options_for_me": list(choice[2]) if choice and me == choice[1] else [],
    }
