"""Aztec's tutorial: three players, five short rounds. The learner (Amaru: red+blue
duos) takes jewels, bets, keeps artefacts, takes a curse, bluffs once and wins on the
final score. Texts: tutorial.<lang>.json, keys ``aztec.*``.

Seats: 0 you (Amaru), 1 Mila (Xochi: yellow duos), 2 Tomas (Tenoch: blue duos); you
are first player in round 1.
"""
from __future__ import annotations

from typing import Any

from game.core import Move, Seat
from game.tutorial import Setup, Step, Tutorial, name, step

from .data import ARTEFACT_DECK

GAME = "aztec"
YOU, MILA, TOMAS = 0, 1, 2
CORE = ("take", "bet", "curse", "artefact", "scoring")


def _s(sid: str, **kw: object) -> Step:
    return step(GAME, sid, **kw)  # type: ignore[arg-type]


def take(**jewels: int) -> Move:
    return {"kind": "take", "jewels": {c: n for c, n in jewels.items() if n}}


def bet(target: Seat, believe: bool) -> Move:
    return {"kind": "bet", "target": target, "believe": believe}


def keep(artefact: str) -> Move:
    return {"kind": "keep", "artefact": artefact}


def _artefacts(top: list[str]) -> list[str]:
    rest = list(ARTEFACT_DECK)
    for a in top:
        rest.remove(a)
    return top + rest


DEAL: dict[str, Any] = {
    "characters": ["amaru", "xochi", "tenoch"],
    "piles": [
        [{"red": 1, "blue": 1}, {"blue": 1, "yellow": 1}, {"yellow": 2}, {"red": 1, "blue": 1},
         {"red": 2, "blue": 2}],
        [{"yellow": 2}, {"red": 1, "yellow": 1}, {"yellow": 3}, {"blue": 1, "yellow": 2},
         {"yellow": 4}],
        [{"blue": 2}, {"blue": 3}, {"red": 1, "blue": 1}, {"blue": 2}, {"red": 1, "blue": 2}],
    ],
    # you draw the first three (round 1), Mila the next three, you again in round 3
    "artefacts": _artefacts(["golden_idol", "ritual_bowl", "cursed_idol",
                             "jade_mask", "obsidian_blade", "obsidian_blade",
                             "sun_stone", "quetzal_feather", "feathered_serpent"]),
    "first": YOU,
}

STEPS = (
    _s("s01", point=("character", "score")),
    _s("s02", point=("card",)),
    # round 1: a true take, an accusation, an artefact, a curse
    _s("s03", point=("card", "temple"), expect=take(red=1, blue=1),
       reply=((MILA, take(yellow=2)), (TOMAS, take(red=2, blue=2))), after=True,
       teaches=("take",)),
    _s("s04", point=("seat:2", "bet:accuse"), expect=bet(TOMAS, False),
       reply=((MILA, bet(TOMAS, False)), (TOMAS, bet(YOU, True))), after=True,
       teaches=("bet",)),
    _s("s05", point=("seat:0",)),
    _s("s06", point=("seat:2",), teaches=("bet",)),
    _s("s07", point=("artefact:golden_idol",), expect=keep("golden_idol"),
       reply=((MILA, keep("jade_mask")),), after=True, teaches=("artefact",)),
    _s("s08", point=("curse:red", "stones"), teaches=("curse",)),
    # round 2: believing
    _s("s09", point=("card",), expect=take(blue=1, yellow=1),
       reply=((MILA, take(red=1, yellow=1)), (TOMAS, take(blue=3))), teaches=("take",)),
    _s("s10", point=("seat:2", "bet:believe"), expect=bet(TOMAS, True),
       reply=((MILA, bet(YOU, True)), (TOMAS, bet(MILA, True))), after=True,
       teaches=("bet",)),
    _s("s11", point=("curse:red", "curse:blue", "curse:yellow"), teaches=("curse",)),
    # round 3: a bluff nobody catches
    _s("s12", point=("card", "temple"), expect=take(red=1, blue=2),
       reply=((MILA, take(yellow=3)), (TOMAS, take(blue=3))), after=True, teaches=("take",)),
    _s("s13", point=("seat:2", "bet:accuse"), expect=bet(TOMAS, False),
       reply=((MILA, bet(YOU, True)), (TOMAS, bet(MILA, False))), after=True,
       teaches=("bet",)),
    _s("s14", point=("artefact:sun_stone",), expect=keep("sun_stone"), after=True,
       teaches=("artefact",)),
    # round 4
    _s("s15", point=("card",), expect=take(red=1, blue=1),
       reply=((MILA, take(blue=1, yellow=2)), (TOMAS, take(blue=2))), teaches=("take",)),
    _s("s16", point=("seat:1", "bet:believe"), expect=bet(MILA, True),
       reply=((MILA, bet(YOU, False)), (TOMAS, bet(YOU, True))), after=True,
       teaches=("bet",)),
    # round 5 and the scoring
    _s("s17", point=("card", "score"), expect=take(red=2, blue=2),
       reply=((MILA, take(yellow=4)), (TOMAS, take(red=1, blue=2))), teaches=("take",)),
    _s("s18", point=("seat:2", "bet:believe"), expect=bet(TOMAS, True),
       reply=((MILA, bet(TOMAS, True)), (TOMAS, bet(MILA, True))), after=True,
       teaches=("bet",)),
    _s("s19", point=("score",), teaches=("scoring",)),
    _s("s20", point=("score",), teaches=("scoring",)),
    _s("s21"),
)

TUTORIAL = Tutorial(
    game=GAME,
    setup=Setup(players=3, learner=YOU, names=(name("you"), name("mila"), name("tomas")),
                deal=DEAL),
    steps=STEPS,
    core=CORE,
)
