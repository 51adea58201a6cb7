"""``python -m scenes.dev.open_votes_shots [--out DIR] [--lang en]``: screenshots of
"Open votes" (issue 33): the setup row with its warning (On, its tooltip; greyed with
one human) and an open vote in progress in Avalon and in Saül, at 1280x720 and 800x600,
in English and French. Runs against throw-away user folders, like ``scenes.dev.shots``."""
from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import Any

from .shots import run_shots

NAMES = ["Zoé", "Basile", "Chloé", "Dario", "Elsa", "Firmin", "Gaïa", "Hugo", "Inès", "Jules"]


def open_table(game_id: str, kinds: list[str], seed: int, upto: Callable[[Any], bool],
               votes: int = 1) -> Any:
    """A record with open votes on, played at random until ``upto(public view)``,
    then the first ``votes`` humans owing a vote cast theirs."""
    import game
    from saves import Record, SeatInfo
    g = game.get(game_id)
    seats = [SeatInfo(NAMES[i], k) for i, k in enumerate(kinds)]
    rec = Record.start(game_id, len(kinds), seed, {}, seats)
    rec.open_votes = True
    state = g.new(len(kinds), seed, options={})
    rng = random.Random(seed)
    while not upto(g.view(state, None)):
        seat = rng.choice(list(state.to_act()))
        move = rng.choice(state.legal(seat))
        state = g.apply(state, seat, move)
        rec.add(seat, move, over=state.over())
        assert not state.over(), "the game ended before the vote"
    humans = [s for s, k in enumerate(kinds) if k == "human" and s in state.to_act()]
    for seat in humans[:votes]:
        move = state.legal(seat)[0]
        state = g.apply(state, seat, move)
        rec.add(seat, move)
    return rec


def screens(app: Any) -> list[tuple[str, Callable[[], object]]]:
    from ..shell import play

    def setup(humans: int) -> Any:
        from ..shell.menus import TitleMenu
        from ..shell.picker import SetupScene
        app.reset(TitleMenu())
        scene = SetupScene("avalon")
        scene.seed = 424242
        for seat in range(scene.players):
            scene.kinds[seat] = "human" if seat < humans else "normal"
            scene.names[seat] = NAMES[seat]
        scene.open_votes = humans >= 2
        app.push(scene)
        app.step(1 / 60)
        return scene

    def setup_on() -> tuple[int, int]:
        scene = setup(3)
        return scene.widgets["open_votes"].rect.center     # its tooltip: the warning

    def setup_off() -> tuple[int, int]:
        scene = setup(1)
        return scene.option_rows["open_votes"].move(4, 0).midleft

    def table(game_id: str, kinds: list[str], seed: int, phase: str) -> None:
        rec = open_table(game_id, kinds, seed, lambda v: v["phase"] == phase and not v.get("voted"))
        play.open_record(app, rec)
        for _ in range(20):           # the bots vote meanwhile (instant)
            app.step(1 / 60)

    avalon = ["human", "normal", "human", "normal", "human", "normal", "normal"]
    saul = ["human", "normal", "human", "normal", "human", "normal", "normal"]
    return [("ov_setup_on", setup_on), ("ov_setup_one_human", setup_off),
            ("ov_avalon_vote", lambda: table("avalon", avalon, 21, "vote")),
            ("ov_saul_vote", lambda: table("saul", saul, 4, "vote"))]


def main(argv: list[str] | None = None) -> int:
    return run_shots(argv, "python -m scenes.dev.open_votes_shots", __doc__, screens, instant=True,
                     learning_aids=False, hover_frames=90, hover_motion=True)


if __name__ == "__main__":
    sys.exit(main())
