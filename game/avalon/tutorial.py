"""Avalon's tutorial: five players, the learner is the Assassin (every core decision is
the learner's own move: votes, a team, a Fail card, reading a failed quest, naming
Merlin). Texts: scenes/data/translations/tutorial.<lang>.json, keys ``avalon.*``.

Seats: 0 you (Assassin), 1 Bruno (servant), 2 Cara (Merlin), 3 Dana (Minion, your
partner), 4 Eli (servant); Eli holds the crown first. Cara, as Merlin, rejects the
two teams that hold an evil player, and that is how the learner finds her.
"""
from __future__ import annotations

from game.core import Move, Seat
from game.tutorial import Setup, Step, Tutorial, name, step

GAME = "avalon"
YOU, BRUNO, CARA, DANA, ELI = range(5)
CORE = ("vote", "team", "quest_card", "failed_quest", "assassination")


def _s(sid: str, **kw: object) -> Step:
    return step(GAME, sid, **kw)  # type: ignore[arg-type]


def vote(approve: bool) -> Move:
    return {"kind": "vote", "approve": approve}


def votes(**by_seat: bool) -> tuple[tuple[Seat, Move], ...]:
    seats = {"bruno": BRUNO, "cara": CARA, "dana": DANA, "eli": ELI}
    return tuple((seats[n], vote(a)) for n, a in by_seat.items())


def card(success: bool) -> Move:
    return {"kind": "quest", "success": success}


def propose(quest: int, team: list[Seat]) -> Move:
    return {"kind": "propose", "quest": quest, "team": team}


STEPS = (
    _s("s01", point=("role", "seat:3")),
    _s("s02", point=("quest_track",)),
    _s("s03", point=("seat:4", "team"), before=((ELI, propose(1, [BRUNO, ELI])),)),
    _s("s04", point=("vote:approve",), expect=vote(True),
       reply=votes(bruno=True, cara=True, dana=True, eli=True), after=True, teaches=("vote",)),
    _s("s05", point=("quest:1",), before=((BRUNO, card(True)), (ELI, card(True)))),
    _s("s06", point=("crown", "quest:2")),
    _s("s07", point=("seat:1", "seat:4", "seat:0"), expect=propose(2, [YOU, BRUNO, ELI]),
       teaches=("team",)),
    _s("s08", point=("vote:approve",), expect=vote(True),
       reply=votes(bruno=True, cara=False, dana=True, eli=True), after=True, teaches=("vote",)),
    _s("s09", point=("card:fail",), expect=card(False),
       reply=((BRUNO, card(True)), (ELI, card(True))), after=True, teaches=("quest_card",)),
    _s("s10", point=("quest:2",), teaches=("failed_quest",)),
    _s("s11", point=("seat:2",), teaches=("failed_quest",)),
    _s("s12", point=("seat:1", "team"), before=((BRUNO, propose(3, [BRUNO, CARA])),)),
    _s("s13", point=("vote:reject", "rejects"), expect=vote(False),
       reply=votes(bruno=True, cara=True, dana=False, eli=False), after=True, teaches=("vote",)),
    _s("s14", point=("seat:2", "team"), before=((CARA, propose(3, [CARA, ELI])),)),
    _s("s15", point=("vote:approve",), expect=vote(True),
       reply=votes(bruno=False, cara=True, dana=True, eli=True), after=True, teaches=("vote",)),
    _s("s16", point=("quest_track",), before=((CARA, card(True)), (ELI, card(True)))),
    _s("s17", point=("seat:3", "team"), before=((DANA, propose(4, [BRUNO, CARA, DANA])),)),
    _s("s18", point=("vote:approve",), expect=vote(True),
       reply=votes(bruno=True, cara=False, dana=True, eli=True), after=True, teaches=("vote",)),
    _s("s19", point=("quest:4",),
       before=((BRUNO, card(True)), (CARA, card(True)), (DANA, card(False)))),
    _s("s20", point=("seat:4", "team"), before=((ELI, propose(5, [BRUNO, CARA, ELI])),)),
    _s("s21", point=("vote:reject",), expect=vote(False),
       reply=votes(bruno=True, cara=True, dana=False, eli=True), after=True, teaches=("vote",)),
    _s("s22", point=("quest_track",),
       before=((BRUNO, card(True)), (CARA, card(True)), (ELI, card(True))),
       teaches=("assassination",)),
    _s("s23", point=("seat:2",), expect={"kind": "assassinate", "target": CARA}, after=True,
       teaches=("assassination",)),
    _s("s24"),
)

TUTORIAL = Tutorial(
    game=GAME,
    setup=Setup(players=5, learner=YOU,
                names=(name("you"), name("bruno"), name("cara"), name("dana"), name("eli")),
                deal={"roles": ["assassin", "servant", "merlin", "minion", "servant"],
                      "leader": ELI}),
    steps=STEPS,
    core=CORE,
)
