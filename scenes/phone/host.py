"""A headless host: owns a game state, plays bots for the other seats and applies
phone moves from a PhoneServer's queue, as the session does. Used by the tests, the
benchmark and the screenshot script; a reference for the session wiring."""
from __future__ import annotations

import random
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import game
from game import driver
from game.core import IllegalAction

from .server import PhoneServer


class Host:
    def __init__(self, game_id: str, players: int, phone_seats: Iterable[int], *, seed: int = 1,
                 options: Mapping[str, Any] | None = None, deal: Any = None, level: str = "easy",
                 names: Sequence[str] | None = None, host: str = "127.0.0.1", port: int = 0,
                 lang: str = "en") -> None:
        self.game = game.get(game_id)
        self.state = self.game.new(players=players, seed=seed, options=dict(options or {}), deal=deal)
        self.phones = sorted(set(phone_seats))
        self.bots = {s: self.game.make_bot(level, s) for s in range(players) if s not in self.phones}
        self.rng = random.Random(seed)
        names = list(names) if names is not None else [f"P{s + 1}" for s in range(players)]
        self.server = PhoneServer(game_id, self.phones, host=host, port=port, names=names, lang=lang)
        self.applied: list[tuple[int, dict[str, Any]]] = []
        self.rejected = 0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.on_change: Callable[[], None] | None = None

    def start(self) -> None:
        self.server.start()
        self.server.publish(self.game, self.state)

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(10)
            self._thread = None
        self.server.stop()

    def apply(self, seat: int, move: dict[str, Any]) -> bool:
        try:
            self.state = self.game.apply(self.state, seat, move)
        except IllegalAction:
            self.rejected += 1
            if seat in self.phones:
                self.server.reject(seat)
            return False
        self.applied.append((seat, move))
        self.server.publish(self.game, self.state)
        if self.on_change is not None:
            self.on_change()
        return True

    def step(self, timeout: float = 0.05) -> bool:
        """One move: a queued phone move first, else a bot that owes one, else wait up
        to ``timeout`` for a phone. False when nothing happened."""
        got = self.server.next_move()
        if got is None and not self.state.over():
            seat = driver.next_seat(self.state, self.bots)
            if seat is not None:
                view, legal = driver.ask(self.game, self.state, seat)
                try:
                    move = driver.decide(self.bots[seat], seat, view, legal, self.rng)
                    driver.judge(self.game, self.state, seat, move)
                except driver.BotError:
                    move = driver.fallback(legal, self.rng)
                return self.apply(seat, move)
            got = self.server.next_move(timeout)
        if got is None:
            return False
        return self.apply(*got)

    def run(self, until: Callable[[], bool] | None = None) -> None:
        while not self._stop.is_set() and not (until or self.state.over)():
            self.step()

    def run_in_thread(self, until: Callable[[], bool] | None = None) -> None:
        self._thread = threading.Thread(target=self.run, args=(until,), name="phone-host", daemon=True)
        self._thread.start()


def main(argv: Sequence[str] | None = None) -> int:
    """Try phone seats without the GUI: ``python -m scenes.phone.host avalon 5 0,2
    [--serve HOST:PORT] [--lang fr]``; bots play the other seats; Ctrl+C stops."""
    import argparse

    from .qr import parse_serve
    from .server import print_urls

    p = argparse.ArgumentParser(prog="python -m scenes.phone.host")
    p.add_argument("game")
    p.add_argument("players", type=int)
    p.add_argument("phones", help="comma-separated seats counted from 1, e.g. 1,3")
    p.add_argument("--serve", default=None, help="HOST:PORT (default: this machine's LAN address, any port)")
    p.add_argument("--lang", default="en", choices=("en", "fr"))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", default="normal")
    a = p.parse_args(argv)
    host_name, port = parse_serve(a.serve) if a.serve else (None, 0)
    phones = [int(x) - 1 for x in a.phones.split(",") if x.strip()]
    host = Host(a.game, a.players, phones, seed=a.seed, level=a.level, lang=a.lang, port=port,
                host=host_name or "")
    host.start()
    print_urls(host.server)
    try:
        host.run()
        print("game over; winners:", [s + 1 for s in host.state.winners()])
        time.sleep(3)            # let the phones show the end
    except KeyboardInterrupt:
        pass
    finally:
        host.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
