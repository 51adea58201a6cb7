"""Table talk: the structured statements of the rules file.

Every statement is ``{"kind": "say", "claim": <claim>, ...}``, made by a living seat
during the day (never at night, never once the game is over):

=============  ==========================================  ===========================
claim          extra fields                                meaning
=============  ==========================================  ===========================
``"role"``     ``"role": <card id>``                       "I am <role>" (may be false)
``"vision"``   ``"target": P, "role": <card id>``          "Samuel's vision: P is <role>"
``"accuse"``   ``"target": P``                             "I accuse P"
``"trust"``    ``"target": P``                             "I trust P"
``"vote"``     ``"target": P``                             "I vote for P"
=============  ==========================================  ===========================

P is another living seat. A statement goes into the public log as
``{"kind": "say", "seat": speaker, <the move's fields but kind>}`` and changes nothing
else. Each seat may make at most ``TALK_CAP`` statements between two rules moves.
"""
from __future__ import annotations

from typing import TypeVar

from game.core import Event, IllegalAction, Move, Seat
from game.moves import shown, strictly_in

from .data import ROLES, TALK_CAP
from .state import DAY_PHASES, SaulData

TARGETED = ("accuse", "trust", "vote")
CLAIMS = ("role", "vision", *TARGETED)
T = TypeVar("T", bound=SaulData)


def statements(s: SaulData, seat: Seat) -> list[Move]:
    """The statements ``seat`` may make now (never part of ``legal``)."""
    if (s.phase not in DAY_PHASES or not 0 <= seat < s.players or not s.alive[seat]
            or s.talked[seat] >= TALK_CAP):
        return []
    others = [p for p in s.living() if p != seat]
    out: list[Move] = [{"kind": "say", "claim": "role", "role": r} for r in ROLES]
    for p in others:
        out.extend({"kind": "say", "claim": c, "target": p} for c in TARGETED)
        out.extend({"kind": "say", "claim": "vision", "target": p, "role": r} for r in ROLES)
    return out


def say(s: T, seat: Seat, move: Move) -> T:
    """Apply a statement: it only goes into the public log."""
    if not strictly_in(move, statements(s, seat)):
        if 0 <= seat < s.players and s.alive[seat] and s.talked[seat] >= TALK_CAP:
            raise IllegalAction(f"Seat {seat} has said enough for now; wait for the next move.",
                                "saul_rules.error.talk_cap", seat=seat, cap=TALK_CAP)
        raise IllegalAction(f"That statement is not possible now: {shown(move)}.",
                            "saul_rules.error.bad_statement")
    data = {"seat": seat, **{k: v for k, v in move.items() if k != "kind"}}
    talked = s.talked[:seat] + (s.talked[seat] + 1,) + s.talked[seat + 1:]
    return s.evolve(talked=talked, log=s.log + (Event("say", data),))
