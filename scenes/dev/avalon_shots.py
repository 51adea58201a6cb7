"""Avalon's screenshot scenario (its manifest's ``shots``), played by
``python -m scenes.dev.game_shots --game avalon``: night, proposal, vote choice and
reveal, quest, Lady of the Lake, assassination and the end screen.

Plays real games through the scene (seat 0 a human clicked by a simple policy, the
others normal bots) over a few seeds until every moment was caught once."""
from __future__ import annotations

import random
from pathlib import Path
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

    from ..i18n import t
    from ..shell import play
    from ..shell.end import EndScene

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


def scenario(app: Any, out: Path, players: int | None = None, seeds: int = 40) -> list[str]:
    """Play games until every moment was shot; returns the moments missed."""
    want = set(SHOTS) | {"lady_result"}
    for seed in range(1, seeds + 1):
        if not want:
            break
        run_game(app, seed, out, want, players or 7)
    return sorted(want)
