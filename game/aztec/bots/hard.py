"""Hard Aztec bot: the chance of each player's card from the deck and every card it
has seen, each opponent's truth rate, bluff takes and betting habits learned during
the game, the expected value of every take and bet (curses, artefacts in context and
the others' standing included), played as a mixed strategy."""
from __future__ import annotations

from .common import ModelBot
from .model import Style


class Bot(ModelBot):
    style = Style(learn=True, curses=True, artefacts=True, standing=0.3, future=True, joint=True,
                  worlds=64)
    temperature = 0.25
