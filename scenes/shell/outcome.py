"""The outcome as the person at the device reads it: "You won" / "You lost" when one
human plays against bots, and "you" in place of their seat's name in the status line.

In pass-and-play (several humans) or when only bots play, nothing is personal: the
scenes keep the game's own wording."""
from __future__ import annotations

from typing import Any

from ..i18n import t


def solo_seat(session: Any) -> int | None:
    """The one human's seat when a single person plays (against bots), else None."""
    humans = session.humans()
    return humans[0] if len(humans) == 1 else None


def personal_title(session: Any) -> str | None:
    """"You won!" / "You lost" for the lone human of a finished game, else None."""
    seat = solo_seat(session)
    if seat is None or not session.over():
        return None
    return t("tablekit.you_won" if seat in session.winners() else "tablekit.you_lost")


def seat_word(session: Any, seat: int) -> str:
    """A seat as the status line names it: "you" for the lone human, else its name."""
    return t("tablekit.you") if seat == solo_seat(session) else session.name(seat)
