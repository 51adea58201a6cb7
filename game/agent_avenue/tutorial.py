"""Agent Avenue's tutorial: a duel against Rook, basic mode. The learner plays face up
and face down, recruits, watches the Lead, keeps Rook from a third Codebreaker and
wins with a catch (a second Double Agent: +6). Texts: tutorial.<lang>.json, keys
``agent_avenue.*``.

Seats: 0 you, 1 Rook; you play first. Both spies start 7 spaces apart; a Lead of +7
is a catch.
"""
from __future__ import annotations

from game.core import Move
from game.tutorial import Setup, Step, Tutorial, name, step

from .deals import stacked

GAME = "agent_avenue"
YOU, ROOK = 0, 1
CORE = ("face_up_down", "recruit", "lead", "catch", "codebreakers")


def _s(sid: str, **kw: object) -> Step:
    return step(GAME, sid, **kw)  # type: ignore[arg-type]


def up(card: str) -> Move:
    return {"kind": "play_up", "card": card}


def down(card: str) -> Move:
    return {"kind": "play_down", "card": card}


def pick(which: str) -> Move:
    return {"kind": "recruit", "pick": which}


DEAL = stacked(
    hands=[["enforcer", "sidekick", "double_agent", "codebreaker"],
           ["daredevil", "codebreaker", "sentinel", "mole"]],
    # drawn back to 4: you after turn 1, Rook after turn 2, you after turn 3, Rook...
    deck_top=["double_agent", "saboteur", "codebreaker", "enforcer", "enforcer", "sentinel",
              "saboteur", "daredevil"],
    first=YOU)

STEPS = (
    _s("s01", point=("track", "spy:0", "spy:1")),
    _s("s02", point=("lead",), teaches=("lead", "catch")),
    _s("s03", point=("hand",)),
    # turn 1 (you): a sure card face up, your best one hidden
    _s("s04", point=("card:enforcer", "play:up"), expect=up("enforcer"),
       teaches=("face_up_down",)),
    _s("s05", point=("card:sidekick", "play:down"), expect=down("sidekick"),
       reply=((ROOK, pick("up")),), after=True, teaches=("face_up_down",)),
    _s("s06", point=("lead",), teaches=("lead",)),
    # turn 2 (Rook): you recruit
    _s("s07", point=("play:up", "play:down"),
       before=((ROOK, up("daredevil")), (ROOK, down("codebreaker")))),
    _s("s08", point=("recruit:up",), expect=pick("up"), after=True, teaches=("recruit",)),
    _s("s09", point=("tableau:1",), teaches=("codebreakers",)),
    # turn 3 (you): two of a kind move differently
    _s("s10", point=("hand", "card:double_agent")),
    _s("s11", point=("card:double_agent", "play:up"), expect=up("double_agent"),
       teaches=("face_up_down",)),
    _s("s12", point=("card:codebreaker", "play:down"), expect=down("codebreaker"),
       reply=((ROOK, pick("down")),), after=True, teaches=("face_up_down",)),
    _s("s13", point=("tableau:1",), teaches=("codebreakers",)),
    # turn 4 (Rook): deny the third Codebreaker
    _s("s14", point=("play:up", "play:down"),
       before=((ROOK, up("sentinel")), (ROOK, down("codebreaker")))),
    _s("s15", point=("recruit:down",), expect=pick("down"), after=True,
       teaches=("codebreakers", "recruit")),
    # turn 5 (you): the catch
    _s("s16", point=("lead", "tableau:0"), teaches=("catch",)),
    _s("s17", point=("card:enforcer", "play:up"), expect=up("enforcer"),
       teaches=("face_up_down",)),
    _s("s18", point=("card:double_agent", "play:down"), expect=down("double_agent"),
       reply=((ROOK, pick("up")),), after=True, teaches=("catch",)),
    _s("s19"),
)

TUTORIAL = Tutorial(
    game=GAME,
    setup=Setup(players=2, learner=YOU, names=(name("you"), name("rook")), deal=DEAL,
                options={"mode": "basic"}),
    steps=STEPS,
    core=CORE,
)
