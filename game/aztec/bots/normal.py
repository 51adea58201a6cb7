"""Normal Aztec bot: bluffs when the expected gain beats the expected loss of stones;
bets on the take that pays best from what is visible (a take no card shows is a sure
lie; otherwise how likely that card is, from the cards it has not seen). Fixed
beliefs about the others (50% honest, bluffs spread over the card kinds), no curses,
artefacts at a flat worth."""
from __future__ import annotations

from .common import ModelBot
from .model import Style


class Bot(ModelBot):
    style = Style(learn=False, curses=False, artefacts=False, standing=0.0, future=True)
