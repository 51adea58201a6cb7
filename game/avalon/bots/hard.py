"""The hard Avalon bot: decisions from an exact belief over role assignments.

The bot is assembled here from its parts, one module per thing it decides:

- ``mind.py``: memory and beliefs (``Mind``), rebuilt from the view when needed;
- ``proposals.py``: the quest and the team a leader sends;
- ``votes.py``: votes on teams (and the servants' rule the memory imitates);
- ``quest_cards.py``: Success or Fail on a quest;
- ``assassination.py``: the Lady of the Lake's target and the Assassin's shot;
- ``statements.py``: table talk;
- ``reasons.py``: why a move was made, for hints (``Bot.decide_with_reasons``);
- ``params.py``: the decision knobs (``PARAMS``) and shared team arithmetic.

``Bot.act`` first asks ``Bot.say`` for a table-talk statement from ``view["talk"]`` and
returns it when there is one (talk is a move like any other: the driver applies it and
asks again, since the seat still owes its move); otherwise it answers the rules move.
``say`` makes at most one statement after each rules event in the bot's log (read back
from the log, so a reloaded game behaves the same), so asking again after a statement
always gets a rules move.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core import Move, Seat, View

from .assassination import assassinate, lady
from .mind import Mind
from .params import PARAMS, clean as _clean
from .proposals import propose
from .quest_cards import quest_card
from .reasons import reason, suspicion
from .statements import choose_statement
from .votes import good_approves, vote

# PARAMS, Mind and _clean are imported from here by the tests and tools
__all__ = ["PARAMS", "Bot", "Mind", "_clean"]

Decider = Callable[[Mind, View, list[Move], random.Random], Move]

# the part that answers each kind of rules move
DECIDERS: dict[str, Decider] = {
    "propose": propose,
    "vote": vote,
    "quest": quest_card,
    "lady": lady,
    "assassinate": assassinate,
}


class Bot:
    """Hard level: exact belief, steering Merlin, careful evil."""

    # the servants' vote rule, as a method (tests call it on a bot)
    _good_approves = staticmethod(good_approves)

    def __init__(self, seat: Seat) -> None:
        self.seat = seat
        self.mind: Mind | None = None

    # -------------------------------------------------------------- memory
    def remember(self, view: View) -> Mind:
        mind = self.mind
        if mind is None or not mind.fits(view):
            mind = Mind(view)
        mind.sync(view)
        self.mind = mind
        return mind

    # -------------------------------------------------------------- moves
    def act(self, view: View, legal: list[Move], rng: random.Random) -> Move:
        """A statement from ``view["talk"]`` (at most one per rules move), else a move
        from ``legal``."""
        said = self.say(view, view.get("talk") or [], rng)
        if said is not None:
            return said
        if len(legal) == 1:
            self.remember(view)
            return legal[0]
        mind = self.remember(view)
        move = DECIDERS[legal[0]["kind"]](mind, view, legal, rng)
        if move not in legal:   # never return anything the rules refuse
            move = rng.choice(legal)
        return move

    def decide_with_reasons(self, view: View, legal: list[Move], rng: random.Random
                            ) -> tuple[Move, str, dict[str, Any], dict[int, float]]:
        """The rules move ``act`` makes when it says nothing, why (a reason name and its
        parameters, see reasons.py), and the bot's P(evil) of every other seat in %."""
        mind = self.remember(view)
        move = legal[0] if len(legal) == 1 else DECIDERS[legal[0]["kind"]](mind, view, legal, rng)
        if move not in legal:
            move = rng.choice(legal)
        key, params = reason(mind, view, move)
        return move, key, params, suspicion(mind)

    # table talk --------------------------------------------------------------
    def say(self, view: View, statements: list[Move], rng: random.Random) -> Move | None:
        """One statement from ``statements`` to make now, or None (``act`` asks it first)."""
        if not statements or view.get("over"):
            return None
        mind = self.remember(view)
        # at most one statement after each rules move
        if mind.said and mind.said[-1]["after"] == mind.rules_events:
            return None
        move = choose_statement(mind, view, rng)
        if move is not None and move in statements:
            return move
        return None
