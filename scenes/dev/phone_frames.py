"""The laptop's frame time with 16 connected phones (a benchmark script, not a test):
``python -m scenes.dev.phone_frames [--frames N] [--think S] [--seed N]``.

Opens the app (1280x720, dummy video driver) on a 16-seat Saül game whose seats are
all phones served on 127.0.0.1, connects 16 WebSocket clients (aiohttp, on their own
thread and loop), starts from the join screen once all have joined, then times
``--frames`` frames of the table while the phones play: a phone that owes a move
sends a random legal one after a think time drawn from 0..``--think`` seconds. Each
frame (events + update + draw, as the GUI bench times it) is measured on the main
thread's CPU clock (``time.thread_time``) and on the wall clock; frames are paced at
60 per second so the server and client threads run between them as in the app.
Budget: main-thread CPU median <= 2 ms, p99 <= 4 ms.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

PLAYERS = 16
SIZE = (1280, 720)
BUDGET = {"median": 2.0, "p99": 4.0}


class PhoneClients:
    """16 phones on one loop thread: each answers its seat's state with a random legal
    move after a think time; counts the moves sent and the states received."""

    def __init__(self, urls: dict[int, str], think: float, seed: int) -> None:
        self.urls, self.think = urls, think
        self.rng = random.Random(seed)
        self.sent = self.states = self.errors = 0
        self.joined: set[int] = set()
        self.stopping = False
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def open(self) -> None:
        asyncio.run_coroutine_threadsafe(self._open(), self.loop).result(60)

    def close(self) -> None:
        self.stopping = True
        asyncio.run_coroutine_threadsafe(self._close(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)

    async def _open(self) -> None:
        import aiohttp
        self.http = aiohttp.ClientSession()
        self.sockets = {}
        self.tasks = []
        for seat, url in self.urls.items():
            ws = await self.http.ws_connect(url + "/ws", headers={"Origin": url.split("/p/")[0]})
            self.sockets[seat] = ws
            self.tasks.append(asyncio.ensure_future(self._play(seat, ws)))

    async def _close(self) -> None:
        for ws in self.sockets.values():
            await ws.close()
        await self.http.close()

    async def _play(self, seat: int, ws: Any) -> None:
        pending: asyncio.Task[None] | None = None
        async for msg in ws:
            data = json.loads(msg.data)
            if data.get("type") == "error":
                self.errors += 1
                continue
            self.states += 1
            self.joined.add(seat)
            if pending is not None:
                pending.cancel()
                pending = None
            if data["legal"] and not self.stopping:
                move = self.rng.choice(data["legal"])
                pending = asyncio.ensure_future(self._send(ws, move, self.rng.uniform(0, self.think)))

    async def _send(self, ws: Any, move: dict[str, Any], delay: float) -> None:
        await asyncio.sleep(delay)
        if not self.stopping and not ws.closed:
            await ws.send_str(json.dumps({"type": "move", "move": move}))
            self.sent += 1


def measure(frames: int, think: float, seed: int) -> dict[str, Any]:
    base = Path(tempfile.mkdtemp(prefix="bluffbox-phone-frames-"))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = str(base / var.lower())
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from saves import SeatInfo

    from ..shell import play
    from ..shell.app import App
    from .bench import summary

    app = App(size=SIZE, lang="en", persist=False)
    app.serve = ("127.0.0.1", 0)
    clients = None
    try:
        seats = [SeatInfo(f"Phone {i + 1}", "phone") for i in range(PLAYERS)]
        play.start_new(app, "saul", PLAYERS, seats, {}, seed)
        join = app.top
        session = join.session
        assert session.phones is not None, "no phone server (bind failed?)"
        clients = PhoneClients(dict(session.phones.server.urls), think, seed)
        clients.open()
        deadline = time.monotonic() + 60
        while not join.can_start():
            if time.monotonic() > deadline:
                raise TimeoutError("the 16 phones did not all join")
            app.step(1 / 60)
            time.sleep(0.005)
        join.start()
        for _ in range(30):            # first layouts, fonts, caches
            app.step(1 / 60)
            time.sleep(1 / 60)
        turn0, sent0 = session.turn, clients.sent
        publish_ms: list[float] = []
        phones = session.phones
        real_publish = phones.publish

        def timed_publish(*args: Any, **kwargs: Any) -> Any:
            c0 = time.thread_time()
            try:
                return real_publish(*args, **kwargs)
            finally:
                publish_ms.append((time.thread_time() - c0) * 1000)
        phones.publish = timed_publish
        cpu: list[float] = []
        wall: list[float] = []
        quiet: list[float] = []     # frames in which no move was applied
        moved: list[float] = []     # frames that applied a move
        for _ in range(frames):
            turn = session.turn
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            (quiet if session.turn == turn else moved).append(cpu[-1])
            wall.append((time.perf_counter() - start) * 1000)
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
        phones.publish = real_publish
        out = {"cpu": summary(cpu), "wall": summary(wall),
               "quiet": summary(quiet) if quiet else None,
               "moved": summary(moved) if moved else None,
               "publish": summary([m for m in publish_ms if m > 0.0]) if publish_ms else None, "moves": session.turn - turn0,
               "sent": clients.sent - sent0, "connected": len(clients.joined),
               "over": session.over(), "scene": type(app.top).__name__,
               "load": os.getloadavg()}
        return out
    finally:
        if clients is not None:
            clients.close()
        app.close()
        pygame.display.quit()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scenes.dev.phone_frames", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=600, help="timed frames (60 per second)")
    parser.add_argument("--think", type=float, default=0.5,
                        help="a phone's longest think time before its move, s")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    r = measure(args.frames, args.think, args.seed)
    if args.json:
        print(json.dumps(r))
    else:
        cpu, wall = r["cpu"], r["wall"]
        ok = cpu["median"] <= BUDGET["median"] and cpu["p99"] <= BUDGET["p99"]
        print(f"Saül, {PLAYERS} phone seats on 127.0.0.1 ({r['connected']} connected), "
              f"{SIZE[0]}x{SIZE[1]}, dummy driver, scene {r['scene']}")
        print(f"frame time, main-thread CPU: median {cpu['median']:.2f} ms, p99 {cpu['p99']:.2f} ms "
              f"(n={cpu['n']}; budget <= {BUDGET['median']} / <= {BUDGET['p99']})  "
              f"{'ok' if ok else 'OVER'}")
        for key, what in (("quiet", "frames with no move"), ("moved", "frames applying a move"),
                          ("publish", "16 phones' views and legal moves pushed (per push)")):
            if r[key]:
                print(f"  {what}: median {r[key]['median']:.2f} ms, p99 {r[key]['p99']:.2f} ms "
                      f"(n={r[key]['n']}, main-thread CPU)")
        print(f"frame time, wall: median {wall['median']:.2f} ms, p99 {wall['p99']:.2f} ms")
        print(f"moves played from the phones while timed: {r['moves']} ({r['sent']} sent), "
              f"game over: {r['over']}; load average {r['load'][0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
