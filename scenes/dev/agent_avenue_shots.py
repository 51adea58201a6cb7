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

SHOTS = ("basic", "drag_up", "drag_down", "recruit", "advanced", "market", "team", "end")
NAMES = ("Ana", "Bruno", "Chloé", "Dmitri")


def click_at(app: Any, pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
    app.step(1 / 60)
    app.step(1 / 60)


def drag_to(app: Any, start: tuple[int, int], end: tuple[int, int], press: bool = True) -> None:
    """Press at ``start`` (unless held already) and move, the button held, to ``end``."""
    pygame.mouse.set_pos(start)
    if press:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
        app.step(1 / 60)
    for i in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
        app.step(1 / 60)


def release(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.step(1 / 60)
    app.step(1 / 60)


def run_game(app: Any, seed: int, out: Path, want: set[str], players: int,
             options: dict[str, Any]) -> None:
    from saves import SeatInfo

    from ..shell import play
    from ..shell.end import EndScene
    from ..shell.pass_device import PassDevice

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
            kind = "play_up" if "play_up" in kinds else "play_down"
            if f"drag_{kind[5:]}" in want and not advanced and view["turn"] >= 3:
                # held by the mouse, its place (face up / down) lit: half-way there for
                # the face-up card, over its place (where it will lie) for the face-down
                zone = scene.drop_zones()[kind].center
                target = ((rect.centerx + zone[0]) // 2, (rect.centery + zone[1]) // 2) \
                    if kind == "play_up" else (zone[0] + 10, zone[1] - 6)
                drag_to(app, rect.center, target)
                shoot(f"drag_{kind[5:]}")
                if kind == "play_up":
                    drag_to(app, target, zone, press=False)   # on, the button still down
                release(app, zone)
                continue
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
