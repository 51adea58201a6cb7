"""Screenshots of the camp: a night step for each card, a dawn, a vote, an elimination
chain, the end screen and a 16-seat table.

    python -m scenes.dev.game_shots --game saul [--out /tmp/shots] [--size 800x600] [--lang fr]

Plays real games through the scene (seat 0 a human clicked by a simple policy, the
others normal bots; a second human for the sleeping warrior, since an hour with
nothing to do passes by itself for a lone human), choosing seeds whose deal gives
seat 0 the card wanted."""
from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

EVERY = {"servant": True, "michal": True, "thief": True}
NAMES = ("Ana", "Bruno", "Chloé", "Dmitri", "Elif", "Farid", "Greta", "Hugo", "Inès", "Jun",
         "Karim", "Lena", "Marc", "Noor", "Olga", "Paul")
NIGHT_ROLES = ("spy", "samuel", "michal", "eliezer", "servant", "thief")
SHOTS = tuple(f"night_{r}" for r in NIGHT_ROLES) + (
    "night_sleep", "dawn", "vote", "ballot", "chain", "end", "table16")


def seed_for(players: int, options: dict[str, Any], role: str, start: int = 1) -> int:
    """The first seed from ``start`` whose deal gives seat 0 ``role``."""
    import game
    g = game.get("saul")
    seed = start
    while g.new(players, seed, options=options).roles[0] != role:
        seed += 1
    return seed


def save(app: Any, out: Path, name: str) -> Path:
    for _ in range(2):
        app.step(1 / 60)
    w, h = app.size
    path = out / f"saul_{name}_{w}x{h}.png"
    pygame.image.save(app.screen, str(path))
    return path


def start(app: Any, players: int, options: dict[str, Any], seed: int,
          humans: int = 1) -> Any:
    from saves import SeatInfo

    from ..shell import play
    seats = [SeatInfo(NAMES[i], "human" if i < humans else "normal") for i in range(players)]
    play.start_new(app, "saul", players, seats, options, seed)
    while app.top is not None and not hasattr(app.top, "session"):
        app.pop()                # "your unfinished game was kept as a save": noted
    scene = app.top
    scene.session.delay = 0.0
    for _ in range(2):
        app.step(1 / 60)
    return scene


def night_shot(app: Any, out: Path, role: str) -> Path | None:
    """Seat 0 holds ``role``: the first time it owes a real night move, pick a target."""
    players = 10
    scene = start(app, players, EVERY, seed_for(players, EVERY, role))
    session = scene.session
    for _ in range(600):
        if app.top is not scene:
            return None
        seat = scene.my_turn()
        if seat is not None and session.view_for(seat)["phase"] == "night":
            legal = session.legal(seat)
            if legal[0]["kind"] in ("vision", "capture", "contacts"):
                target = next(m.get("target", m.get("banish")) for m in legal[1:] + legal
                              if m.get("target", m.get("banish")) is not None)
                scene.selected = [target]
            elif legal[0]["kind"] == "lovers":
                scene.selected = list(legal[len(legal) // 2]["pair"])
            scene._actions_key = None
            return save(app, out, f"night_{role}")
        if seat is not None:
            scene.play(session.legal(seat)[0])
        app.step(0.2)
    return None


def sleep_shot(app: Any, out: Path) -> Path | None:
    """Two humans at the device: the warrior's night screen, waiting like everyone."""
    players = 8
    scene = start(app, players, {}, seed_for(players, {}, "warrior"), humans=2)
    from ..shell.pass_device import PassDevice
    for _ in range(200):
        top = app.top
        if isinstance(top, PassDevice):
            top.confirm()
            app.step(1 / 60)
            continue
        seat = scene.my_turn()
        if seat == 0:
            app.step(0.5)
            return save(app, out, "night_sleep")
        if seat is not None:
            scene.play(scene.session.legal(seat)[0])
        app.step(0.2)
    return None


def day_shots(app: Any, out: Path, want: set[str]) -> list[Path]:
    """A game played to the end: dawn, the vote, the revealed ballot, a chain, the end."""
    from ..shell.end import EndScene
    made = []
    for seed in range(1, 30):
        if not want:
            break
        rng = random.Random(seed)
        scene = start(app, 10, {"michal": True}, seed)
        session = scene.session
        seen = 0
        for _ in range(3000):
            if isinstance(app.top, EndScene):
                if "end" in want:
                    want.discard("end")
                    made.append(save(app, out, "end"))
                break
            if app.top is not scene:
                app.step(0.1)
                continue
            view = session.viewer_view()
            log = view["log"]
            for e in log[seen:]:
                if e["kind"] == "dawn" and e["eliminated"] and "dawn" in want:
                    want.discard("dawn")
                    made.append(save(app, out, "dawn"))
                if e["kind"] == "ballot" and e["kind_of"] == "vote" and "ballot" in want:
                    want.discard("ballot")
                    made.append(save(app, out, "ballot"))
            seen = len(log)
            if view["phase"] == "shot" and "chain" in want:
                want.discard("chain")
                made.append(save(app, out, "chain"))
            seat = scene.my_turn()
            if seat is None:
                app.step(0.2)
                continue
            legal = session.legal(seat)
            move = rng.choice(legal)
            if legal[0]["kind"] == "vote" and "vote" in want:
                scene.selected = [move["target"]]
                scene._actions_key = None
                app.step(1 / 60)
                want.discard("vote")
                made.append(save(app, out, "vote"))
            scene.play(move)
            app.step(0.05)
    return made


def table16(app: Any, out: Path) -> Path:
    scene = start(app, 16, EVERY, 7)
    for _ in range(300):
        if app.top is scene and scene.session.view_for(None)["phase"] == "vote":
            break
        seat = scene.my_turn()
        if seat is not None:
            scene.play(scene.session.legal(seat)[0])
        app.step(0.2)
    return save(app, out, "table16")


def scenario(app: Any, out: Path, players: int | None = None) -> list[str]:
    """Every shot in SHOTS at the app's size and language (``players`` is not used: each
    shot has the table it needs); returns the shots missed."""
    out.mkdir(parents=True, exist_ok=True)
    made = [p for role in NIGHT_ROLES if (p := night_shot(app, out, role)) is not None]
    sleep = sleep_shot(app, out)
    made += [sleep] if sleep else []
    made += day_shots(app, out, {"dawn", "vote", "ballot", "chain", "end"})
    made.append(table16(app, out))
    w, h = app.size
    names = {p.name for p in made}
    return [shot for shot in SHOTS if f"saul_{shot}_{w}x{h}.png" not in names]
