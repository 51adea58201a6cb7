"""Can a busy frame loop starve the bot worker? (issue 38, point 5)

    python -m scenes.dev.bot_starve [--busy MS] [--game ID] [--players N] [--seconds S]

Plays a game of hard bots through the real app, stepping frames without ever
sleeping, and burns ``--busy`` ms of pure Python in every frame (holding the GIL as a
slow draw would). Prints each bot decision's wall time against its own CPU time (the
worker thread's clock): a starved worker shows a large ratio. CPython hands the GIL
to a waiting thread every 5 ms (``sys.getswitchinterval()``), so the ratio should stay
near what the machine's load explains.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--busy", type=float, default=30.0, help="ms of Python work per frame")
    p.add_argument("--game", default="agent_avenue")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seconds", type=float, default=90.0)
    a = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    root = tempfile.mkdtemp(prefix="bluffbox-starve-")
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
        os.environ[var] = os.path.join(root, var.lower())

    from game import driver
    from saves import SeatInfo
    from saves.settings import Settings
    from scenes.shell.app import App

    rows: list[tuple[float, float]] = []
    decide = driver.decide

    def timed(*args, **kwargs):  # type: ignore[no-untyped-def]
        wall, cpu = time.monotonic(), time.thread_time()
        move = decide(*args, **kwargs)
        rows.append((time.monotonic() - wall, time.thread_time() - cpu))
        return move

    driver.decide = timed
    app = App(settings=Settings(language="en", animation_speed="instant"), size=(1280, 720),
              persist=False)
    app.ask_unfinished = False
    seats = [SeatInfo(f"Bot {i + 1}", "hard") for i in range(a.players)]
    app.call("new_game", a.game, a.players, seats, {}, 5)
    session = app.top.session
    deadline = time.monotonic() + a.seconds
    while time.monotonic() < deadline and not session.over():
        app.step(1 / 60)
        end = time.perf_counter() + a.busy / 1000
        while time.perf_counter() < end:
            pass
    app.close()
    if not rows:
        print("no bot decision was made")
        return 1
    ratios = sorted(w / c for w, c in rows if c > 0.01)
    print(f"{a.game}, {a.players} hard bots, {a.busy:g} ms busy per frame, load {os.getloadavg()[0]:.1f}: "
          f"{len(rows)} decisions, CPU max {max(c for _, c in rows) * 1000:.0f} ms, "
          f"wall max {max(w for w, _ in rows) * 1000:.0f} ms")
    if ratios:
        print(f"wall / CPU for decisions over 10 ms: median {statistics.median(ratios):.1f}, "
              f"max {ratios[-1]:.1f} (n={len(ratios)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
