"""Aztec's screenshot scenario (its manifest's ``shots``), played by
``python -m scenes.dev.game_shots --game aztec [--size WxH] [--lang fr]``: the take, the
bet, the bets revealed, a reveal with its payoffs moving, a curse, the final scoring
line by line on the table and whole, the end screen. Files are named
``aztec_<moment>_<W>x<H>_<lang>.png`` so every size and language can share a folder.

Plays real games through the scene (seat 0 a human clicked by a simple policy, the
others normal or hard bots) over a few seeds until every moment was caught once."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

SHOTS = ("choose", "take", "bet", "bets", "reveal", "curse", "scoring", "scored", "end")
NAMES = ("Ana", "Bruno", "Chloé", "Dmitri", "Elif", "Farid")


def _step(app: Any, n: int = 2, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def run_game(app: Any, seed: int, out: Path, want: set[str], players: int) -> None:
    from dataclasses import replace

    from saves import SeatInfo

    from ..shell import play
    from ..shell.end import EndScene

    rng = random.Random(seed)
    app.settings = replace(app.settings, animation_speed="slow")
    seats = [SeatInfo(NAMES[0], "human")] + [SeatInfo(n, "hard" if i % 2 else "normal")
                                              for i, n in enumerate(NAMES[1:players])]
    play.start_new(app, "aztec", players, seats, {}, seed)
    scene = app.top
    session = scene.session
    session.delay = 0.2

    from ..i18n import language

    w, h = app.size

    def shoot(name: str) -> None:
        if name in want:
            want.discard(name)
            _step(app, 1)
            pygame.image.save(app.screen, str(out / f"aztec_{name}_{w}x{h}_{language()}.png"))

    for _ in range(4000):
        if isinstance(app.top, EndScene):
            _step(app, 3)
            shoot("end")
            return
        if app.top is not scene:
            _step(app, 1, 0.1)
            continue
        sheet = scene._sheet
        if sheet is not None and not scene.playback.busy():
            if sheet.busy():
                if scene._sheet_shown >= 5:
                    shoot("scoring")
                _step(app, 1, 0.1)
                continue
            _step(app, 2)
            shoot("scored")
            scene.close_sheet()
            _step(app, 2)
            continue
        now = scene.playback.current()
        if now is not None:
            (_, e), progress = now
            if e["kind"] == "bets" and progress > 0.6:
                shoot("bets")
            elif e["kind"] == "reveal" and progress > 0.45 and e["stones"]:
                shoot("reveal")
            elif e["kind"] == "curse" and progress > 0.5:
                shoot("curse")
            _step(app, 1, 0.05)
            continue
        seat = scene.my_turn()
        if seat is None:
            _step(app, 1, 0.05)
            continue
        legal = session.legal(seat)
        kind = legal[0]["kind"]
        if kind == "take":
            move = rng.choice(legal) if rng.random() < 0.4 else {"kind": "take",
                                                                 "jewels": session.viewer_view()["card"]}
            for colour, n in move["jewels"].items():
                for _ in range(n):
                    scene.add_jewel(colour)
            _step(app)
            shoot("take")
            scene.submit_take()
        elif kind == "bet":
            move = rng.choice(legal)
            scene.selected = [move["target"]]
            _step(app)
            shoot("bet")
            scene.play(move)
        else:
            scene.play(rng.choice(legal))
        _step(app)


def choose_shot(app: Any, out: Path, want: set[str], players: int) -> None:
    """The characters chosen in turn: the human's choice on the kit's prompt."""
    from saves import SeatInfo

    from ..i18n import language
    from ..shell import play
    seats = [SeatInfo(NAMES[0], "human")] + [SeatInfo(n, "normal") for n in NAMES[1:players]]
    play.start_new(app, "aztec", players, seats, {"characters": "chosen"}, 2)
    scene = app.top
    for _ in range(200):
        _step(app, 1, 0.2)
        if scene.my_turn() is not None:
            _step(app, 2)
            w, h = app.size
            pygame.image.save(app.screen, str(out / f"aztec_choose_{w}x{h}_{language()}.png"))
            want.discard("choose")
            break
    from saves import slots
    scene.session.flush_autosave()
    slots.clear_autosave()       # the next game starts without asking about this one
    app.go_home()


def scenario(app: Any, out: Path, players: int | None = None, seeds: int = 6) -> list[str]:
    """Play games until every moment was shot; returns the moments missed."""
    want = set(SHOTS)
    app.learning_aids = False    # no role card over the table at the start (learn_shots has it)
    choose_shot(app, out, want, players or 5)
    for seed in range(1, seeds + 1):
        if not want:
            break
        run_game(app, seed, out, want, players or 5)
    return sorted(want)
