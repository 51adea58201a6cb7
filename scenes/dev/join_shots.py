"""Screenshots of the phone seats' join screen: ``python -m scenes.dev.join_shots [DIR]``.

1280x720 and 800x600, English and French, with 2 to 4 phone seats of which one has
joined (an aiohttp client on 127.0.0.1), and one of the same screen during a game
(a lost phone), plus a crowded one (12 phone seats: pages). Throw-away user folders."""
from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

SHOTS = (
    # name, size, lang, seats
    ("join_1280x720_en", (1280, 720), "en", ["human", "phone", "normal", "phone", "phone"]),
    ("join_1280x720_fr", (1280, 720), "fr", ["human", "phone", "normal", "phone", "phone"]),
    ("join_800x600_en", (800, 600), "en", ["phone", "phone", "normal", "phone", "phone"]),
    ("join_800x600_fr", (800, 600), "fr", ["phone", "phone", "normal", "phone", "phone"]),
    ("join_800x600_en_two", (800, 600), "en", ["human", "phone", "normal", "phone", "normal"]),
    ("join_1280x720_fr_many", (1280, 720), "fr", ["human"] + ["phone"] * 12 + ["normal"] * 3),
)


def _join_one(url: str, done: threading.Event, stop: threading.Event) -> None:
    async def go() -> None:
        from urllib.parse import urlsplit

        import aiohttp
        parts = urlsplit(url)
        async with aiohttp.ClientSession() as client:
            ws = await client.ws_connect(url + "/ws", headers={"Origin": f"http://{parts.netloc}"})
            done.set()
            while not stop.is_set():
                try:
                    await ws.receive(timeout=0.1)
                except TimeoutError:
                    pass
            await ws.close()
    asyncio.run(go())


def shoot(out: Path, name: str, size: tuple[int, int], lang: str, kinds: list[str]) -> Path:
    from dataclasses import replace

    from saves import SeatInfo
    from scenes.shell.app import App
    names = ["Ann", "Basile", "Chloé", "Dario", "Elsa", "Farid", "Greta", "Hugo", "Inès", "Jun",
             "Kofi", "Lina", "Malo", "Nora", "Oskar", "Paz"]
    app = App(size=size, lang=lang, persist=False)
    app.settings = replace(app.settings, animation_speed="instant")
    app.serve = ("127.0.0.1", 0)
    app.ask_unfinished = False
    app.learning_aids = False   # no role card over the table
    game_id = "saul" if len(kinds) > 10 else "avalon"
    seats = [SeatInfo(names[i], kind) for i, kind in enumerate(kinds)]
    stop = threading.Event()
    try:
        app.call("new_game", game_id, len(kinds), seats, {}, 7)
        app.step(1 / 60)
        scene: Any = app.top
        phones = scene.session.phones
        first = phones.seats[0]
        done = threading.Event()
        threading.Thread(target=_join_one, args=(phones.url(first), done, stop), daemon=True).start()
        done.wait(5)
        end = time.monotonic() + 5
        while phones.state(first) != "joined" and time.monotonic() < end:
            time.sleep(0.02)
        for _ in range(3):
            app.step(1 / 60)
        path = out / f"{name}.png"
        import pygame
        pygame.image.save(app.screen, str(path))
        if name == "join_1280x720_en":   # the table with a lost phone, and its menu
            session = scene.session
            for seat in phones.seats:
                if seat != first:
                    phones.hand_over(seat, "normal")
            scene.start()
            phones.server.disconnect(first)
            end = time.monotonic() + 10
            while not (phones.state(first) == "lost" and first in session.to_act()) \
                    and time.monotonic() < end and not session.over():
                app.step(1 / 60)
                if session.legal(0):
                    session.submit(0, session.legal(0)[0])
            for _ in range(5):
                app.step(1 / 60)
            pygame.image.save(app.screen, str(out / "join_table_lost_1280x720_en.png"))
            app.open("join", session=session, during=True)
            for _ in range(3):
                app.step(1 / 60)
            pygame.image.save(app.screen, str(out / "join_during_1280x720_en.png"))
        return path
    finally:
        stop.set()
        app.close()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "/work/coord/shots")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bluffbox-join-") as tmp:
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            os.environ[var] = os.path.join(tmp, var.lower())
        for name, size, lang, kinds in SHOTS:
            print(shoot(out, name, size, lang, kinds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
