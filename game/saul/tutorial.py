"""Saül contre David's tutorial: seven players, the learner is the Prophet Samuel.
A vision at night unmasks a Spy, a dawn chain (a capture, the Valiant Warrior's shot,
a lover's grief) takes three players, the learner is elected General and breaks the
tie that banishes the last Spy. Texts: tutorial.<lang>.json, keys ``saul.*``.

Seats: 0 you (Samuel), 1 Bruno (Spy), 2 Cara (Warrior), 3 Dana (Valiant Warrior),
4 Eli (Eliezer), 5 Fanny (Spy), 6 Gil (Warrior). Eliezer makes Cara and Fanny lovers.
"""
from __future__ import annotations

from game.core import Move, Seat
from game.tutorial import Scripted, Setup, Step, Tutorial, name, step

GAME = "saul"
YOU, BRUNO, CARA, DANA, ELI, FANNY, GIL = range(7)
OTHERS = (BRUNO, CARA, DANA, ELI, FANNY, GIL)
CORE = ("card", "night_action", "general", "vote", "chain")


def _s(sid: str, **kw: object) -> Step:
    return step(GAME, sid, **kw)  # type: ignore[arg-type]


SLEEP: Move = {"kind": "sleep"}
READY: Move = {"kind": "ready"}


def target(kind: str, seat: Seat) -> Move:
    return {"kind": kind, "target": seat}


def all_but(move: Move, *alive: Seat, skip: tuple[Seat, ...] = ()) -> Scripted:
    return tuple((p, move) for p in alive if p not in skip)


STEPS = (
    _s("s01", point=("role",), teaches=("card",)),
    _s("s02", point=("seat:1", "seat:5"), teaches=("card",)),
    # night 1: Eliezer's hour, then the main hour
    _s("s03", point=("sleep",), expect=SLEEP,
       reply=((ELI, {"kind": "lovers", "pair": [CARA, FANNY]}),)
       + all_but(SLEEP, *OTHERS, skip=(ELI,)), after=True, teaches=("night_action",)),
    _s("s04", point=("seat:1",), expect=target("vision", BRUNO),
       reply=((BRUNO, target("capture", DANA)), (FANNY, target("capture", DANA)))
       + all_but(SLEEP, CARA, DANA, ELI, GIL), after=True, teaches=("night_action",)),
    # dawn: the chain
    _s("s05", point=("seat:3",), teaches=("chain",)),
    _s("s06", point=("seat:5",), before=((DANA, target("shoot", FANNY)),), teaches=("chain",)),
    _s("s07", point=("seat:2",), teaches=("chain",)),
    _s("s08", point=("seat:0", "seat:1", "seat:4", "seat:6"), teaches=("chain",)),
    # day 1: talk, the General
    _s("s09", point=("ready",), expect=READY, reply=all_but(READY, BRUNO, ELI, GIL)),
    _s("s10", point=("seat:6",), expect=target("elect", GIL),
       reply=((BRUNO, target("elect", ELI)), (ELI, target("elect", YOU)),
              (GIL, target("elect", YOU))), after=True, teaches=("general",)),
    _s("s11", point=("general",), teaches=("general",)),
    _s("s12", point=("talk",), expect={"kind": "say", "claim": "vision", "target": BRUNO,
                                        "role": "spy"},
       reply=((BRUNO, {"kind": "say", "claim": "role", "role": "samuel"}),), after=True,
       teaches=("vote",)),
    _s("s13", point=("ready",), expect=READY, reply=all_but(READY, BRUNO, ELI, GIL)),
    _s("s14", point=("seat:1",), expect=target("vote", BRUNO),
       reply=((BRUNO, target("vote", YOU)), (ELI, target("vote", YOU)),
              (GIL, target("vote", ELI))), after=True, teaches=("vote",)),
    _s("s15", point=("seat:1",), expect=target("tiebreak", BRUNO), after=True,
       teaches=("general", "vote")),
    _s("s16", teaches=("general", "night_action", "chain")),
    _s("s17"),
)

TUTORIAL = Tutorial(
    game=GAME,
    setup=Setup(players=7, learner=YOU,
                names=(name("you"), name("bruno"), name("cara"), name("dana"), name("eli"),
                       name("fanny"), name("gil")),
                deal={"roles": ["samuel", "spy", "warrior", "valiant", "eliezer", "spy",
                                "warrior"]}),
    steps=STEPS,
    core=CORE,
)
