"""``python -m scenes.dev.aids_shots [--out DIR] [--lang en]``: screenshots of the table's
player aids (the end screen with "You won", the vote history grid, a replay step,
the setup with its explanations) at 1280x720 and 800x600, in English and French; and
for the other games their end screen, a replay step and their setup.

Runs against throw-away user folders, like ``scenes.dev.shots``."""
from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from .shots import _random_record, run_shots


def won_record(players: int = 7) -> Any:
    """A finished random game that seat 0 (the human) won."""
    seed = 3
    while True:
        rec, state = _random_record("avalon", players, seed, None)
        if 0 in state.winners():
            return rec
        seed += 1


def deciding_record(players: int = 10, seed: int = 5, options: dict | None = None,
                    rejected: int = 4) -> Any:
    """``rejected`` teams rejected in a row, then one proposed (4: the deciding vote)."""
    import game
    from saves import Record, SeatInfo
    g = game.get("avalon")
    names = ["Ann", "Basile", "Chloé", "Dario", "Elsa", "Firmin", "Gaïa", "Hugo", "Inès", "Jules"]
    seats = [SeatInfo(names[0], "human")] + [SeatInfo(n, "normal") for n in names[1:players]]
    rec = Record.start("avalon", players, seed, options or {}, seats)
    state = g.new(players, seed, options=options or {})

    def act(seat: int, move: Any) -> None:
        nonlocal state
        state = g.apply(state, seat, move)
        rec.add(seat, move, over=state.over())

    for round_no in range(rejected + 1):
        leader = state.to_act()[0]
        act(leader, state.legal(leader)[0])
        if round_no < rejected:
            for seat in range(players):
                act(seat, {"kind": "vote", "approve": False})
    return rec


def screens(app: Any) -> list[tuple[str, Callable[[], object]]]:
    from ..shell import play

    def end_won() -> None:
        play.open_record(app, won_record())

    def table(players: int, moves: int) -> Any:
        rec, _ = _random_record("avalon", players, 21, moves)
        play.open_record(app, rec)
        app.step(1 / 60)
        return app.top

    def grid_table() -> None:
        scene = table(10, 150)
        scene.app.call("open_history", scene)

    def grid_end() -> None:
        end_won()
        app.step(1 / 60)
        app.top.open_history()

    def deciding() -> None:
        play.open_record(app, deciding_record())
        app.step(1 / 60)

    def setup_help() -> tuple[int, int]:
        from ..shell.menus import TitleMenu
        from ..shell.picker import SetupScene
        app.reset(TitleMenu())
        scene = SetupScene("avalon")
        scene.seed = 424242
        app.push(scene)
        app.step(1 / 60)
        return scene.option_rows["percival"].move(4, 0).midleft

    def replay_step() -> None:
        end_won()
        app.step(1 / 60)
        app.top.open_replay()
        app.step(1 / 60)
        replay = app.top
        replay.go(replay.chapters()[2][1] + 3)
        replay.toggle_roles()

    def other_end(game_id: str, players: int) -> None:
        rec, _ = _random_record(game_id, players, 2, None)
        play.open_record(app, rec)

    def other_replay(game_id: str, players: int) -> None:
        other_end(game_id, players)
        app.step(1 / 60)
        app.top.open_replay()
        app.step(1 / 60)
        replay = app.top
        chapters = replay.chapters()
        replay.go(chapters[min(1, len(chapters) - 1)][1] + 2 if chapters else 10)
        if replay.has_roles():
            replay.toggle_roles()

    def other_setup(game_id: str, option: str) -> tuple[int, int]:
        from ..shell.menus import TitleMenu
        from ..shell.picker import SetupScene
        app.reset(TitleMenu())
        scene = SetupScene(game_id)
        scene.seed = 424242
        app.push(scene)
        app.step(1 / 60)
        return scene.option_rows[option].move(4, 0).midleft

    others = [("agent_avenue", 2, "home_spaces_active"), ("aztec", 4, "characters"),
              ("saul", 7, "michal")]
    every_game = [shot for gid, n, option in others for shot in (
        (f"aid_end_{gid}", lambda gid=gid, n=n: other_end(gid, n)),
        (f"aid_replay_{gid}", lambda gid=gid, n=n: other_replay(gid, n)),
        (f"aid_setup_{gid}", lambda gid=gid, option=option: other_setup(gid, option)))]
    return every_game + [("aid_replay", replay_step), ("aid_setup_help", setup_help), ("aid_end_won", end_won), ("aid_deciding_vote", deciding), ("aid_table_10", lambda: table(10, 150)),
            ("aid_grid_table", grid_table), ("aid_grid_end", grid_end)]


def main(argv: list[str] | None = None) -> int:
    return run_shots(argv, "python -m scenes.dev.aids_shots", __doc__, screens, instant=True,
                     hover_frames=3)


if __name__ == "__main__":
    sys.exit(main())
