"""``python -m scenes.dev.tutorial_shots --game avalon [--size 1280x720] [--lang en]
[--steps 1,4,9] [--out DIR] [--measure]``: walk a tutorial on its table and save one
PNG per step (``tutorial_<game>_<lang>_<w>x<h>_s<NN>.png``, and ``..._s<NN>a.png`` for
the consequence of a taught move), as the learner sees it: the text and its targets
when the learner must read or act, after the script's moves. ``--measure`` plays it
at normal speed on a simulated clock and prints the seconds the scripted seats take.

Runs against throw-away user folders, like ``scenes.dev.shots``. Under Xvfb:
``SDL_VIDEODRIVER=x11 xvfb-run -s "-screen 0 1280x720x24" python -m scenes.dev.tutorial_shots ...``
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from .shots import redirect_user_dirs

DT = 1 / 60


def settle(app: Any, scene: Any, frames: int = 40) -> None:
    """Frames until the script has played and the animations ran (instant speed)."""
    for _ in range(2000):
        if scene.card_open():
            scene.close_role_card()
        if scene.coach_phase() not in ("playing", "advance"):
            break
        app.step(DT)
    for _ in range(frames):
        app.step(DT)


def walk(app: Any, gid: str, out: Path, tag: str, steps: set[int] | None) -> list[Path]:
    import pygame

    from ..kit import coach
    scene = coach.open_tutorial(app, gid)
    assert scene is not None
    saved: list[Path] = []

    def shot(name: str) -> None:
        pygame.mouse.set_pos((1, 1))
        pygame.event.clear(pygame.MOUSEMOTION)
        app.step(DT)
        path = out / f"tutorial_{gid}_{tag}_{name}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)

    for _ in range(5):
        app.step(DT)
    if scene.card_open():   # the role card first: it opens by itself on a new game
        shot("s00_card")
        scene.close_role_card()
    for _ in range(400):
        settle(app, scene)
        coach_ = scene.session.coach
        n = coach_.index + 1
        phase = scene.coach_phase()
        wanted = steps is None or n in steps
        if wanted and phase in ("read", "move", "end", "failed"):
            shot(f"s{n:02d}")
        if phase in ("end", "failed"):
            break
        if phase == "move":
            scene.play(dict(coach_.step.expect))
            settle(app, scene)
            if scene.coach_phase() == "after" and wanted:
                shot(f"s{n:02d}a")
        if scene.coach_phase() in ("read", "after"):
            scene.coach_next()
    return saved


def measure(gid: str) -> dict[str, float]:
    """Seconds of a tutorial at normal speed (simulated clock): the script's moves
    (the learner waits for them), and the whole when each text is read at 200 words a
    minute and each taught move takes 5 s."""
    from game import tutorial as T

    from ..i18n import table
    from ..shell.tutorial import TutorialSession
    tut = T.load(gid)
    session = TutorialSession(tut, speed="normal")
    scripted = 0.0
    reading = 0.0
    words = table("en")
    while True:
        while not session.settled():
            session.poll(DT)
            scripted += DT
        step = session.coach.step
        reading += max(4.0, len(words[step.text].split()) / 3.3)
        if session.coach.waiting():
            session.submit(session.learner, dict(step.expect))
            reading += 5.0
            while not session.settled():
                session.poll(DT)
                scripted += DT
            if step.after:
                reading += max(4.0, len(words[step.after].split()) / 3.3)
        if session.at_last_step():
            break
        session.next_step()
    return {"steps": len(tut.steps), "moves": tut.learner_moves(),
            "scripted_moves": tut.scripted_moves(), "scripted_s": round(scripted, 1),
            "total_min": round((scripted + reading) / 60, 2)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m scenes.dev.tutorial_shots", description=__doc__)
    p.add_argument("--game", required=True)
    p.add_argument("--size", default="1280x720")
    p.add_argument("--lang", default="en", choices=("en", "fr"))
    p.add_argument("--steps", help="comma-separated step numbers (default: all)")
    p.add_argument("--out", default="/tmp/shots")
    p.add_argument("--measure", action="store_true")
    args = p.parse_args(argv)
    if args.measure:
        print(measure(args.game))
        return 0
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    redirect_user_dirs()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from dataclasses import replace

    from ..shell.app import App
    w, h = (int(v) for v in args.size.split("x"))
    app = App(size=(w, h), lang=args.lang, persist=False)
    app.settings = replace(app.settings, animation_speed="instant")
    steps = {int(s) for s in args.steps.split(",")} if args.steps else None
    try:
        saved = walk(app, args.game, out, f"{args.lang}_{w}x{h}", steps)
    finally:
        app.close()
    print(f"{len(saved)} screenshots in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
