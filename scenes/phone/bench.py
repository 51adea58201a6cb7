"""Phone-seat benchmark (not a timed test): ``python -m scenes.phone.bench [MOVES]``.

Sixteen phone seats play Saül on loopback. For each move: a phone sends it, the host
takes it from the queue, applies it and pushes every seat's view; we time from the
send to the arrival of every phone's next state message (wall clock: this is
latency, what a player feels). Also: the process CPU time per move, and the server's
Python heap per connection (tracemalloc, allocations made by the server-side files
while 16 phones connect and get their first state).
"""
from __future__ import annotations

import asyncio
import json
import random
import statistics
import sys
import threading
import time
import tracemalloc
from typing import Any

import aiohttp

from .host import Host

PLAYERS = 16
SERVER_FILES = ("aiohttp/web_", "aiohttp/_websocket/writer", "aiohttp/http_parser",
                "aiohttp/base_protocol", "scenes/phone/server.py", "asyncio/")


class Phones:
    """16 WebSocket clients on their own loop thread; arrival times per (seat, seq)."""

    def __init__(self, urls: dict[int, str]) -> None:
        self.urls = urls
        self.arrived: dict[tuple[int, int], float] = {}
        self.latest: dict[int, dict[str, Any]] = {}
        self.cond = threading.Condition()
        self.loop = asyncio.new_event_loop()
        self.sockets: dict[int, aiohttp.ClientWebSocketResponse] = {}
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def call(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(30)

    async def _open(self) -> None:
        self.session = aiohttp.ClientSession()
        for seat, url in self.urls.items():
            origin = url.split("/p/")[0]
            ws = await self.session.ws_connect(url + "/ws", headers={"Origin": origin})
            self.sockets[seat] = ws
            asyncio.ensure_future(self._read(seat, ws))

    async def _read(self, seat: int, ws: aiohttp.ClientWebSocketResponse) -> None:
        async for msg in ws:
            now = time.perf_counter()
            data = json.loads(msg.data)
            if data["type"] == "state":
                with self.cond:
                    self.arrived[(seat, data["seq"])] = now
                    self.latest[seat] = data
                    self.cond.notify_all()

    async def _send(self, seat: int, move: dict[str, Any]) -> float:
        t0 = time.perf_counter()
        await self.sockets[seat].send_str(json.dumps({"type": "move", "move": move}))
        return t0

    async def _close(self) -> None:
        for ws in self.sockets.values():
            await ws.close()
        await self.session.close()

    def open(self) -> None:
        self.call(self._open())

    def send(self, seat: int, move: dict[str, Any]) -> float:
        result: float = self.call(self._send(seat, move))
        return result

    def wait_for(self, wanted: dict[int, int], timeout: float = 10.0) -> dict[int, float]:
        end = time.monotonic() + timeout
        with self.cond:
            while not all((s, q) in self.arrived for s, q in wanted.items()):
                if not self.cond.wait(max(0.0, end - time.monotonic())):
                    raise TimeoutError(f"states not delivered: {wanted}")
            return {s: self.arrived[(s, q)] for s, q in wanted.items()}

    def close(self) -> None:
        self.call(self._close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def server_heap(snapshot: tracemalloc.Snapshot, base: tracemalloc.Snapshot) -> int:
    total = 0
    for stat in snapshot.compare_to(base, "traceback"):
        frames = [f.filename for f in stat.traceback]
        if any(any(part in name for part in SERVER_FILES) for name in frames) and not any(
                "client" in name for name in frames):
            total += stat.size_diff
    return total


def main(argv: list[str]) -> int:
    args = [a for a in argv if a != "-v"]
    moves = int(args[0]) if args else 300
    host = Host("saul", PLAYERS, range(PLAYERS), seed=1, names=[f"P{i + 1}" for i in range(PLAYERS)])
    tracemalloc.start(25)
    host.start()
    base = tracemalloc.take_snapshot()
    phones = Phones(host.server.urls)
    phones.open()
    phones.wait_for(dict.fromkeys(range(PLAYERS), 1))
    heap = server_heap(tracemalloc.take_snapshot(), base)
    tracemalloc.stop()
    rng = random.Random(1)
    latencies: list[float] = []
    parts: list[tuple[float, float]] = []
    assert host.server._thread is not None and host.server._thread.ident is not None
    server_clock = time.pthread_getcpuclockid(host.server._thread.ident)
    cpu0, played = time.process_time(), 0
    host_cpu, server_cpu0 = 0.0, time.clock_gettime(server_clock)
    while played < moves and not host.state.over():
        seat = host.state.to_act()[0]
        move = rng.choice(host.state.legal(seat))
        before = {s: host.server._seats[s].seq for s in range(PLAYERS)}
        t0 = phones.send(seat, move)
        got = host.server.next_move(10)
        t1, c1 = time.perf_counter(), time.thread_time()
        assert got is not None and got[0] == seat
        assert host.apply(*got)
        t2 = time.perf_counter()
        host_cpu += time.thread_time() - c1
        parts.append((t1 - t0, t2 - t1))
        wanted = {s: host.server._seats[s].seq for s in range(PLAYERS)
                  if host.server._seats[s].seq != before[s]}
        arrivals = phones.wait_for(wanted)
        latencies.append(max(arrivals.values()) - t0)
        played += 1
        if host.state.over():       # next game: same server, every phone gets the new deal
            host.state = host.game.new(players=PLAYERS, seed=played, options={}, deal=None)
            host.server.publish(host.game, host.state)
    cpu = time.process_time() - cpu0
    server_cpu = time.clock_gettime(server_clock) - server_cpu0
    phones.close()
    host.stop()
    latencies.sort()
    if "-v" in sys.argv:
        recv = sorted(p[0] for p in parts)
        apply = sorted(p[1] for p in parts)
        print("to queue p50/p99 ms", recv[len(recv)//2]*1000, recv[int(len(recv)*.99)]*1000)
        print("apply+publish p50/p99 ms", apply[len(apply)//2]*1000, apply[int(len(apply)*.99)]*1000)
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
    print(f"phones: {PLAYERS} (Saül, loopback), moves: {len(latencies)}")
    print(f"move -> every changed phone's next state: p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
          f"max {latencies[-1] * 1000:.1f} ms (wall clock; budget p99 <= 50 ms)")
    n = len(latencies)
    print(f"CPU clock per move: host apply + 16 views pushed {host_cpu / n * 1000:.2f} ms, "
          f"server thread (receive, check, 16 sends) {server_cpu / n * 1000:.2f} ms, "
          f"whole process incl. the 16 test clients {cpu / n * 1000:.2f} ms")
    print(f"server Python heap per connection: {heap / PLAYERS / 1024:.1f} KiB "
          f"(tracemalloc, {heap / 1024:.0f} KiB for {PLAYERS} phones)")
    return 0 if p99 <= 50 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
