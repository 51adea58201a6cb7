"""``python -m scenes.dev.learn_shots [--out DIR] [--prefix k1_]``: what the table
teaches, in English and French at 1280x720 and 800x600: a zone's tooltip, the keyboard
focus ring, Avalon's role card (solo, and after a pass screen) and a hint. Under Xvfb:
``xvfb-run -s "-screen 0 1280x720x24"`` with ``SDL_VIDEODRIVER=x11``."""
from __future__ import annotations

import argparse
import dataclasses
import time
from typing import Any

from .shots import SIZES, quiet_app


def _steps(app: Any, n: int = 3, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def _key(app: Any, key: int, char: str = "") -> None:
    import pygame
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0))
    _steps(app, 2)


def _start(app: Any, kinds: list[str], seed: int) -> Any:
    from saves import SeatInfo, slots

    from ..shell import play
    slots.clear_autosave()
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"]
    seats = [SeatInfo(names[i], k) for i, k in enumerate(kinds)]
    play.start_new(app, "avalon", len(kinds), seats, {"percival": True, "morgana": True}, seed)
    _steps(app, 3)
    return app.top


def _until(app: Any, ok: Any, limit: float = 30.0) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if ok():
            return True
        app.step(0.25)
        time.sleep(0.005)
    return bool(ok())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="learn_shots")
    parser.add_argument("--prefix", default="k1_")
    args = parser.parse_args(argv)
    app, out = quiet_app(args.out)
    import pygame

    from ..shell.pass_device import PassDevice

    def save(name: str) -> None:
        app.step(1 / 60)
        path = out / f"{args.prefix}{name}.png"
        pygame.image.save(pygame.display.get_surface(), str(path))
        print(path)

    for lang in ("en", "fr"):
        app.apply_settings(dataclasses.replace(app.settings, language=lang,
                                               animation_speed="fast"), save=False)
        for size in SIZES:
            pygame.mouse.set_pos((10, 10))   # a pointer left outside the smaller window stays out
            _steps(app, 2)
            app.resize(size)
            tag = f"{lang}_{size[0]}x{size[1]}"
            # solo: the card at the start, then a zone's tooltip, the focus ring, a hint
            scene = _start(app, ["human", "normal", "normal", "normal", "normal", "normal",
                                 "normal"], seed=4)
            save(f"card_solo_{tag}")
            _key(app, pygame.K_RETURN)
            zone = scene.zone_rect("seat:3") or scene.zone_rect("log")
            for dx in (0, 1):   # after a resize the pointer's leaving the window lands late
                pygame.mouse.set_pos((zone.centerx + dx, zone.centery))
                _steps(app, 3)
            save(f"zone_{tag}")
            pygame.mouse.set_pos((2, size[1] // 2))
            for _ in range(3):
                _key(app, pygame.K_TAB)
            save(f"focus_{tag}")
            _key(app, pygame.K_ESCAPE)
            _until(app, scene.can_hint)
            _key(app, pygame.K_SLASH, "?")
            _until(app, lambda s=scene: s.hint is not None, 20)
            save(f"hint_{tag}")
            # pass-and-play: the card right after the seat's pass screen
            scene = _start(app, ["human", "human", "normal", "normal", "normal"], seed=5)
            if isinstance(app.top, PassDevice):
                app.top.confirm()
                _steps(app, 3)
            save(f"card_pass_{tag}")
    app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
