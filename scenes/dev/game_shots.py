"""Screenshots of a game scene, for checking by eye:

    python -m scenes.dev.game_shots --game ID [--out DIR] [--size 1280x720] [--lang fr]
                                    [--players N] [--overlays]

Plays the scenario named by the game's scene manifest (``shots``: "module:function",
called as ``function(app, out, players)``, returning the shots it missed). With
``--overlays``: the table alone, then under the talk menu, the rules and the pause
menu (seat 0 human, the others normal bots, the manifest's first bench options)."""
from __future__ import annotations

import argparse
import importlib
import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

NAMES = ("Ana", "Bruno", "Chloé", "Dmitri", "Elif", "Farid", "Greta", "Hugo", "Inès", "Jun",
         "Kofi", "Lina", "Malo", "Nora", "Oskar", "Paz")


def overlay_shots(app: Any, game_id: str, out: Path, players: int) -> list[Path]:
    """The table alone, then under the talk menu, the rules and the pause menu."""
    from saves import SeatInfo

    from .. import catalog
    from ..shell import play
    from ..shell.menus import PauseMenu

    manifest = catalog.get(game_id)
    options = dict(manifest.bench[0].options) if manifest and manifest.bench else {}
    seats = [SeatInfo(NAMES[0], "human")] + [SeatInfo(n, "normal") for n in NAMES[1:players]]
    play.start_new(app, game_id, players, seats, options, 5)
    scene = app.top
    for _ in range(400):     # play on until the human may talk
        app.step(0.2)
        if app.top is scene and scene.session.talk(0) and scene.session.turn > 4:
            break
    w, h = app.size
    made = []

    def talk_step() -> None:    # a talk menu in steps: its first step opened
        scene.toggle_talk()
        step = next((label for label, v in scene._talk_moves.items() if isinstance(v, list)), "")
        scene.say(step)

    steps = any(isinstance(v, list) for _, v in scene.talk_menu(scene.session.talk(0)))
    for name, opened in (("table", lambda: None), ("talk", scene.toggle_talk),
                         *([("talk_step", talk_step)] if steps else []),
                         ("rules", scene.open_rules),
                         ("pause", lambda: app.push(PauseMenu(scene.session)))):
        opened()
        for _ in range(3):
            app.step(1 / 60)
        path = out / f"{game_id}_{name}_{players}p_{w}x{h}.png"
        pygame.image.save(app.screen, str(path))
        made.append(path)
        if app.top is not scene:
            app.pop()
        scene._close_talk()
        scene._close_rules()
    return made


def main(argv: list[str] | None = None) -> int:
    from .. import catalog

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", required=True, choices=catalog.ids())
    parser.add_argument("--out", default="/tmp/shots")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--overlays", action="store_true",
                        help="only the table alone, then with the talk menu, rules and pause menu")
    args = parser.parse_args(argv)
    manifest = catalog.get(args.game)
    if not catalog.playable(args.game):
        parser.error(f"{args.game} has no scene yet")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.lower().split("x"))

    from ..shell.app import App
    from .shots import redirect_user_dirs
    redirect_user_dirs()     # throw-away saves: the player's own are never touched
    app = App(size=(w, h), lang=args.lang, persist=False)
    app.ask_unfinished = False   # the scenarios start game after game
    app.play_sound = lambda name: None
    try:
        if args.overlays:
            import game
            players = args.players or game.get(args.game).max_players
            for path in overlay_shots(app, args.game, out, players):
                print("saved   " + str(path))
            return 0
        if manifest is None or manifest.shots is None:
            parser.error(f"the manifest of {args.game} names no screenshot scenario")
        module, _, name = manifest.shots.partition(":")
        missed = getattr(importlib.import_module(module), name)(app, out, args.players)
    finally:
        app.close()
    for path in sorted(out.glob(f"{args.game}_*.png")):
        print("saved   " + str(path))
    for shot in missed:
        print("missing " + shot)
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
