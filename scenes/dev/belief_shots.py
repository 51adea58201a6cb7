"""Screenshots of Avalon's belief plot and quest track, for checking by eye:

    python -m scenes.dev.belief_shots [--out DIR] [--size 1280x720] [--lang fr]

A game of hard bots (seven players, Percival and Morgana): the end screen, its Beliefs
page, the replay with the plot three fifths in; and the replay of a game of random play
when quest 4 (two Fail cards needed) is still to play after a quest failed by two."""
from __future__ import annotations

import argparse
import os
import random
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

NAMES = ("Ana", "Bruno", "Chloé", "Dmitri", "Elif", "Farid", "Greta", "Hugo", "Inès", "Jun")
OPTIONS = {"percival": True, "morgana": True}


def hard_record(players: int, seed: int) -> Any:
    """A whole game of hard bots, as a record."""
    import game
    from game.driver import steps
    from saves import Record, SeatInfo
    g = game.get("avalon")
    rec = Record.start("avalon", players, seed, OPTIONS,
                       [SeatInfo(NAMES[i], "hard") for i in range(players)])
    state = g.new(players, seed, options=OPTIONS)
    bots = [g.make_bot("hard", seat) for seat in range(players)]
    for step in steps(g, state, bots, random.Random(seed)):
        rec.add(step.seat, step.move, over=step.after.over())
    return rec


def track_step(rec: Any, two: bool = True) -> int | None:
    """A step with quest 4 still to play after a quest that failed by two cards (any
    step before quest 4 when ``two`` is False)."""
    from ..shell.replay import ReplaySession
    s = ReplaySession(rec)
    found = None
    for step, state in enumerate(s.states):
        quests = s.game.view(state, None)["quests"]
        if quests[3]["result"] is None and state.phase == "propose":
            if any(q["fails"] == 2 for q in quests) or not two:
                found = step
            if found is not None and two:
                return found
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", default="/tmp/shots-belief")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--players", type=int, default=7)
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.lower().split("x"))

    from ..shell import play
    from ..shell.app import App
    from ..shell.replay import replay_scene
    from .shots import _random_record, redirect_user_dirs
    redirect_user_dirs()     # throw-away saves: the player's own are never touched
    app = App(size=(w, h), lang=args.lang, persist=False)
    app.ask_unfinished = False
    app.play_sound = lambda name: None
    made = []

    def shoot(name: str, frames: int = 3) -> None:
        for _ in range(frames):   # the animations over (a quest's ring)
            app.step(1 / 60)
        path = out / f"belief_{name}_{w}x{h}_{args.lang}.png"
        pygame.image.save(app.screen, str(path))
        made.append(path)

    def key(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        app.step(1 / 60)
        app.step(1 / 60)

    try:
        rec = hard_record(args.players, 1)
        # random play fails quests more often: a game with a quest failed by two cards
        track = next((r for r in (_random_record("avalon", args.players, seed, None)[0]
                                  for seed in range(1, 200)) if track_step(r) is not None), rec)
        play.open_record(app, rec)
        for _ in range(5):
            app.step(1 / 60)
        shoot("end")
        key(pygame.K_b)
        shoot("end_page")
        rects = app.top.plot().moment_rects
        if rects:   # the mouse over a triangle of the middle of the game
            pygame.mouse.set_pos(rects[len(rects) // 2][0].center)
            shoot("end_page_moment")
        pygame.mouse.set_pos((0, 0))
        app.pop()
        from ..avalon.scene import AvalonScene
        replay: Any = replay_scene(AvalonScene, track)
        app.push(replay)
        app.step(1 / 60)
        replay.go(track_step(track) or track_step(track, two=False) or len(track.actions) // 2)
        pygame.mouse.set_pos((0, 0))
        shoot("quest_track", 90)
        app.step(1 / 60)
        cx, cy, _d = replay.quest_discs[4]
        pygame.mouse.set_pos((cx, cy))
        shoot("quest_track_tip")
        pygame.mouse.set_pos((0, 0))
        app.pop()
        replay = replay_scene(AvalonScene, rec)
        app.push(replay)
        app.step(1 / 60)
        replay.go(len(rec.actions) * 3 // 5)
        key(pygame.K_b)
        shoot("replay")
        rects = replay.beliefs.plot().moment_rects
        if rects:   # the mouse over the last triangle
            pygame.mouse.set_pos(rects[-1][0].center)
            shoot("replay_moment")
        pygame.mouse.set_pos((0, 0))
        key(pygame.K_DOWN)
        key(pygame.K_DOWN)
        shoot("replay_seat2")
    finally:
        app.close()
    for path in made:
        print("saved   " + str(path))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
