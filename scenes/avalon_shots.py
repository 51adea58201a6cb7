"""Screenshots of the Avalon scene: night, proposal, vote reveal, quest, Lady of the
Lake, assassination and the end screen.

    python -m scenes.avalon_shots [--out /tmp/shots] [--size 1280x720] [--lang fr]
                                  [--players 10] [--overlays]

Plays real games through the scene (seat 0 a human clicked by a simple policy, the
others normal bots) over a few seeds until every moment was caught once."""
from __future__ import annotations

import argparse
import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from typing import Any

import pygame

SHOTS = ("night", "proposal", "vote_choice", "vote", "quest", "lady", "assassination", "end")
OPTIONS = {"percival": True, "morgana": True, "lady_of_the_lake": True}
NAMES = ("Ana", "Bruno", "Chloé", "Dmitri", "Elif", "Farid", "Greta", "Hugo", "Inès", "Jun")


def press(app: Any, element: Any) -> None:
    pos = element.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
    app.step(1 / 60)
    app.step(1 / 60)


def click_at(app: Any, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
    app.step(1 / 60)
    app.step(1 / 60)


def find_button(app: Any, text: str) -> Any:
    import pygame_gui
    for el in app.manager.get_sprite_group().sprites():
        if isinstance(el, pygame_gui.elements.UIButton) and el.visible and el.text == text:
            return el
    return None


def run_game(app: Any, seed: int, out: Path, want: set[str], players: int = 7) -> None:
    from saves import SeatInfo

    from . import play
    from .end import EndScene
    from .i18n import t

    rng = random.Random(seed)
    seats = [SeatInfo(NAMES[0], "human")] + [SeatInfo(n, "normal") for n in NAMES[1:players]]
    options = OPTIONS | ({"mordred": True, "oberon": True} if players >= 9 else {})
    play.start_new(app, "avalon", players, seats, options, seed)
    scene = app.top
    session = scene.session
    session.delay = 1.6

    def shoot(name: str) -> None:
        if name in want:
            want.discard(name)
            app.step(1 / 60)
            pygame.image.save(app.screen, str(out / f"avalon_{name}.png"))

    app.step(1 / 60)
    app.step(1 / 60)
    if session.view_for(0)["role"] in ("merlin", "percival", "assassin", "morgana"):
        shoot("night")
    votes_seen = 0
    for _ in range(3000):
        if isinstance(app.top, EndScene):
            for _ in range(3):
                app.step(1 / 60)
            shoot("end")
            return
        if app.top is not scene:
            app.step(0.1)
            continue
        view = session.viewer_view()
        votes = sum(1 for e in view["log"] if e["kind"] == "votes")
        if votes > votes_seen:
            votes_seen = votes
            for _ in range(12):          # let the cards turn over
                app.step(0.05)
            shoot("vote")
            continue
        if view["phase"] == "assassinate" and scene.my_turn() is None:
            shoot("assassination")
        seat = scene.my_turn()
        if seat is None:
            app.step(0.1)
            continue
        legal = session.legal(seat)
        kind = legal[0]["kind"]
        if kind == "propose":
            team = rng.choice([m for m in legal if 0 in m["team"]] or legal)["team"]
            for s in team:
                click_at(app, scene.seat_pos[s])
            shoot("proposal")
            press(app, find_button(app, t("avalon.act.propose")))
        elif kind == "vote":
            shoot("vote_choice")
            press(app, find_button(app, t("avalon.act.approve")))
        elif kind == "quest":
            shoot("quest")
            press(app, find_button(app, t("avalon.act.success")))
        elif kind in ("lady", "assassinate"):
            target = rng.choice([m["target"] for m in legal if m["target"] is not None])
            click_at(app, scene.seat_pos[target])
            shoot("lady" if kind == "lady" else "assassination")
            key = "avalon.act.lady_examine" if kind == "lady" else "avalon.act.assassinate"
            press(app, find_button(app, t(key, name=session.name(target))))
            if kind == "lady":
                app.step(0.1)
                shoot("lady_result") if "lady_result" in want else None


def overlay_shots(app: Any, out: Path, players: int = 10) -> list[Path]:
    """The ``players``-seat table alone, then under the talk menu, the rules and the
    pause menu."""
    from saves import SeatInfo

    from . import play
    from .menus import PauseMenu

    names = ("Ana", "Bruno", "Chloé", "Dmitri", "Elif", "Farid", "Greta", "Hugo", "Inès", "Jun")
    seats = [SeatInfo(names[0], "human")] + [SeatInfo(n, "normal") for n in names[1:players]]
    play.start_new(app, "avalon", players, seats, OPTIONS | {"oberon": True}, 5)
    scene = app.top
    for _ in range(400):     # play on until the human may talk
        app.step(0.2)
        if app.top is scene and scene.session.talk(0) and scene.session.turn > 4:
            break
    w, h = app.size
    made = []
    for name, opened in (("table", lambda: None), ("talk", scene.toggle_talk), ("rules", scene.open_rules),
                         ("pause", lambda: app.push(PauseMenu(scene.session)))):
        opened()
        for _ in range(3):
            app.step(1 / 60)
        path = out / f"avalon_{name}_{players}p_{w}x{h}.png"
        pygame.image.save(app.screen, str(path))
        made.append(path)
        if app.top is not scene:
            app.pop()
        scene._close_talk()
        scene._close_rules()
    return made


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/shots")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--overlays", action="store_true",
                        help="only the table alone, then with the talk menu, rules and pause "
                             "menu, at 10 seats (--players)")
    parser.add_argument("--players", type=int, default=None,
                        help="seats at the table (7, or 10 with --overlays)")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    w, h = (int(v) for v in args.size.lower().split("x"))

    from .app import App
    app = App(size=(w, h), lang=args.lang, persist=False)
    app.play_sound = lambda name: None
    want = set(SHOTS) | {"lady_result"}
    if args.overlays:
        try:
            for path in overlay_shots(app, out, args.players or 10):
                print("saved   " + str(path))
        finally:
            app.close()
        return
    try:
        for seed in range(1, args.seeds + 1):
            if not want:
                break
            run_game(app, seed, out, want, args.players or 7)
    finally:
        app.close()
    for name in sorted(set(SHOTS) | {"lady_result"}):
        print(("missing " if name in want else "saved   ") + str(out / f"avalon_{name}.png"))


if __name__ == "__main__":
    main()
