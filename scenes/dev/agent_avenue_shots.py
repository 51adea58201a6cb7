"""Screenshots of the Agent Avenue scene: the basic board, the recruit choice, the
advanced board with its market cards and the market choice, a team game, the end.

    python -m scenes.dev.game_shots --game agent_avenue [--out DIR] [--size 800x600] [--lang fr]

(the scene manifest names ``scenario``). Plays real games through the scene (the humans clicked by a simple policy, the
others normal bots) over a few seeds until every moment was caught once."""
from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from typing import Any

import pygame

SHOTS = ("basic", "recruit", "advanced", "market", "team", "end")
NAMES = ("Ana", "Bruno", "Chloé", "Dmitri")


def click_at(app: Any, pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
    app.step(1 / 60)
    app.step(1 / 60)


def run_game(app: Any, seed: int, out: Path, want: set[str], players: int,
             options: dict[str, Any]) -> None:
    from saves import SeatInfo

    from .. import play
    from ..end import EndScene
    from ..pass_device import PassDevice

    rng = random.Random(seed)
    seats = [SeatInfo(NAMES[i], "human" if i == 0 else "normal") for i in range(players)]
    play.start_new(app, "agent_avenue", players, seats, options, seed)
    while not hasattr(app.top, "session"):   # a notice (the last game kept): close it
        app.pop()
    scene = app.top
    session = scene.session
    advanced = options.get("mode") == "advanced"

    def shoot(name: str) -> None:
        if name in want:
            want.discard(name)
            app.step(1 / 60)
            pygame.image.save(app.screen, str(out / f"agent_avenue_{name}.png"))

    for _ in range(4000):
        top = app.top
        if isinstance(top, EndScene):
            for _ in range(30):
                app.step(1 / 30)
            shoot("end")
            return
        if isinstance(top, PassDevice):
            click_at(app, top.button.rect.center)
            continue
        seat = scene.my_turn()
        if seat is None:
            app.step(0.5)
            continue
        view = session.viewer_view()
        legal = session.legal(seat)
        kinds = {m["kind"] for m in legal}
        if "play_up" in kinds and view["turn"] >= 3:
            shoot("team" if players > 2 else "advanced" if advanced and view["tableau"][0]
                  else "basic" if not advanced else "")
        if "recruit" in kinds:
            up, _ = scene.table_cards()
            pygame.mouse.set_pos(up.center)
            shoot("recruit")
        if "market" in kinds:
            shoot("market")
        if kinds & {"play_up", "play_down"}:
            cards = [m["card"] for m in legal if m["kind"] in ("play_up", "play_down")]
            pick = rng.choice(cards)
            rect = next(r for r, a in scene.choice_cards(view) if a == pick)
            click_at(app, rect.center)
        elif "recruit" in kinds:
            up, down = scene.table_cards()
            click_at(app, rng.choice((up, down)).center)
        elif "market" in kinds:
            click_at(app, rng.choice(scene.market_rows(view))[0].center)
        else:
            session.submit(seat, rng.choice(legal))
            app.step(1 / 60)


def scenario(app: Any, out: Path, players: int | None = None) -> list[str]:
    """Play games until every moment was shot; returns the moments missed."""
    want = set(SHOTS)
    for seed in range(1, 12):
        if {"basic", "recruit"} & want:
            run_game(app, seed, out, want, 2, {"mode": "basic"})
        if {"advanced", "market", "end"} & want:
            run_game(app, seed, out, want, 2, {"mode": "advanced"})
        if "team" in want:
            run_game(app, seed, out, want, players or 4, {"mode": "advanced"})
        if not want:
            break
    return sorted(want)
