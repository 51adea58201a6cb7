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

P is another living seat. Any statement may carry a reason drawn from the public
record: ``"reason": <code of REASONS>, "about": Q`` (Q any seat, living or not; both
fields or neither). A reason is talk too: nothing checks that it is true.

A statement goes into the public log as
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
#: why a statement is made, each about one seat Q (the texts: saul_talk.reason.<code>)
REASONS = (
    "vision",        # Q, claiming Samuel, saw the target as a Spy
    "cleared",       # Q, claiming Samuel, saw the target as no Spy
    "voted",         # the target voted to banish Q, who was no Spy
    "accused",       # the target accused Q, who was no Spy
    "defended",      # the target trusted Q, who was a Spy
    "caught_spy",    # the target voted against or accused Q, who was a Spy
    "night",         # Q suspected the target and was taken in the night
    "lover",         # the target's lover Q (dead of grief, or the other way) was a Spy
    "false_claim",   # the target's claim is belied by Q's revealed card
    "two_samuels",   # the target and Q both claim Samuel: one lies
    "false_vision",  # the target's vision about Q is false (Q is often the speaker)
    "answer",        # an answer to Q's accusation
    "persuaded",     # a change of vote: Q's words convinced the speaker
)
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


def bare(move: Move) -> Move:
    """The statement without its reason (what ``statements`` lists)."""
    return {k: v for k, v in move.items() if k not in ("reason", "about")}


def _reason_ok(s: SaulData, move: Move) -> bool:
    if "reason" not in move and "about" not in move:
        return True
    about = move.get("about")
    return (move.get("reason") in REASONS and isinstance(about, int) and not isinstance(about, bool)
            and 0 <= about < s.players)


def say(s: T, seat: Seat, move: Move) -> T:
    """Apply a statement: it only goes into the public log."""
    if not strictly_in(bare(move), statements(s, seat)) or not _reason_ok(s, move):
        if 0 <= seat < s.players and s.alive[seat] and s.talked[seat] >= TALK_CAP:
            raise IllegalAction(f"Seat {seat} has said enough for now; wait for the next move.",
                                "saul_rules.error.talk_cap", seat=seat, cap=TALK_CAP)
        raise IllegalAction(f"That statement is not possible now: {shown(move)}.",
                            "saul_rules.error.bad_statement")
    data = {"seat": seat, **{k: v for k, v in move.items() if k != "kind"}}
    talked = s.talked[:seat] + (s.talked[seat] + 1,) + s.talked[seat + 1:]
    return s.evolve(talked=talked, log=s.log + (Event("say", data),))
