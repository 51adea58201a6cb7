"""Table talk: the structured statements of the rules file.

Every statement is ``{"kind": "say", "claim": <claim>, ...}``:

======================  ==========================================  =========================
claim                   extra fields                                who / when
======================  ==========================================  =========================
``"evil"`` ``"good"``   ``"target": P`` (another seat)              anyone, any time
``"trust_team"``        none (the log entry adds quest and team)    anyone, while a team is
                                                                    voted on or on its quest
``"role"``              ``"role": "merlin"|"percival"|"servant"``   anyone, any time
``"lady"``              ``"target": P, "good": bool``               a seat that examined P
                                                                    with the Lady (may lie)
``"merlin_guess"``      ``"target": P`` (a good seat)               evil, during assassination
======================  ==========================================  =========================

"Any time" means while the game is not over. A statement goes into the public log as
``{"kind": "say", "seat": speaker, <the move's fields but kind>}`` (trust_team adds
``"quest"`` and ``"team"``) and changes nothing else: ``to_act`` and ``legal`` ignore
talk. Each seat may make at most ``TALK_CAP`` statements between two rules moves.
"""
from __future__ import annotations

from game.core import Event, IllegalAction, Move, Seat
from game.moves import shown, strictly_in

from .data import CLAIMED_ROLES, TALK_CAP  # noqa: F401  (CLAIMED_ROLES re-exported)
from .state import AvalonState, statements


def say(s: AvalonState, seat: Seat, move: Move) -> AvalonState:
    """Apply a statement: it only goes into the public log."""
    if not strictly_in(move, statements(s, seat)):
        if s.talked[seat] >= TALK_CAP:
            raise IllegalAction(f"Seat {seat} has said enough for now; wait for the next move.",
                                "avalon_rules.error.talk_cap", seat=seat, cap=TALK_CAP)
        raise IllegalAction(f"That statement is not possible now: {shown(move)}.",
                            "avalon_rules.error.bad_statement")
    data = {"seat": seat, **{k: v for k, v in move.items() if k != "kind"}}
    if move["claim"] == "trust_team":
        data["quest"] = s.quest
        data["team"] = s.team
    talked = s.talked[:seat] + (s.talked[seat] + 1,) + s.talked[seat + 1:]
    return s.evolve(talked=talked, log=s.log + (Event("say", data),))
