"""GUI benchmarks: ``python -m scenes.dev.bench [--frames N] [--runs R] [--json]``.

Prints median and p99 of

* the frame time (events + update + draw, no clock tick) of each registered game
  scene mid-game at 1280x720 with the dummy video driver, as wall time and as the
  main thread's CPU time (the latter ignores other processes and the bot thread,
  so it shows what a frame costs on a busy machine);
* process start to first menu frame, from source (``python -m scenes``) and, when
  ``dist/bluffbox`` exists, for the one-file executable, with the CPU time the
  process (and its children) used from spawn to exit;

and the one-file executable's size, each against its budget. Time budgets are judged
on the CPU clock: on a loaded machine (2 cores shared by many) the wall clock
measures the scheduler. Start-up's CPU time runs to the process's exit, past the
first frame, so it overstates the work before that frame a little. Benchmarks are
scripts, never timed tests: figures depend on the machine.

Start-up is measured from just before the process is spawned. The bench passes
that wall-clock time in ``BLUFFBOX_T0`` with ``BLUFFBOX_TIMING=1``; an app that
prints ``first_frame_s=<seconds>`` after its first flip is read directly. Otherwise
the bench runs ``--frames 1 --screenshot shot.bmp`` and takes the screenshot's
modification time (written right after frame 1; BMP, so encoding costs ~5 ms):
an upper bound that works for any build, windowed ones included.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 720)
BUDGET = {"frame_ms": 2.0, "start_source_s": 0.5, "start_exe_s": 1.5, "exe_mb": 40.0,
          "idle_cpu_pct": 5.0}
EXE = ROOT / "dist" / ("bluffbox.exe" if sys.platform == "win32" else "bluffbox")


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def summary(values: list[float]) -> dict[str, Any]:
    return {"median": statistics.median(values), "p99": percentile(values, 99),
            "n": len(values)}


def _redirect_user_dirs(base: Path, env: MutableMapping[str, str] | None = None) -> MutableMapping[str, str]:
    env = os.environ if env is None else env
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(base / var.lower())
    return env


# ------------------------------------------------------------------ frame time
def _setups(game_id: str) -> list[Any]:
    """The manifest's bench tables, else one at the game's smallest size."""
    import game

    from .. import catalog
    from ..catalog import BenchSetup
    manifest = catalog.get(game_id)
    g = game.get(game_id)
    setups = list(manifest.bench) if manifest is not None else []
    return setups or [BenchSetup(g.min_players)]


def _session_of(scene: Any) -> Any:
    for name in ("session", "_session"):
        found = getattr(scene, name, None)
        if found is not None:
            return found
    return None


def frame_times(game_id: str, frames: int, seed: int = 7, shots: Path | None = None,
                setup: Any = None, size: tuple[int, int] = SIZE) -> dict[str, Any]:
    """Time ``frames`` frames of ``game_id``'s scene after ``setup.warmup`` bot moves
    (``setup``: a catalog.BenchSetup, by default the manifest's first).

    Seat 0 is a human played by the autoplay bot (so the table is drawn from a
    player's point of view, as in a real game); the others are normal bots.
    Bot moves keep coming at the "normal" animation pace while frames are timed.
    """
    import pygame

    from saves import SeatInfo

    from ..shell import play
    from ..shell.app import App
    from ..shell.session import BOT_DELAY

    setup = setup or _setups(game_id)[0]
    # fresh throw-away user folders per table: no autosave (the player's, or the last
    # table's) is kept or offered meanwhile
    _redirect_user_dirs(Path(tempfile.mkdtemp(prefix="bluffbox-bench-")))
    players = setup.players
    seats = [SeatInfo("Player 1", "human")] + [SeatInfo(f"Bot {i}", "normal")
                                           for i in range(1, players)]
    app = App(size=size, lang="en", persist=False)
    app.autoplay = True
    try:
        play.start_new(app, game_id, players, seats, dict(setup.options), seed)
        session = _session_of(app.top)
        # Warm-up: bots play instantly until a few moves are in (bounded in time).
        if session is not None:
            session.delay = 0.0
        deadline = time.perf_counter() + 30
        while time.perf_counter() < deadline:
            app.step(1 / 60)
            if session is None or session.turn >= setup.warmup or session.over():
                break
            time.sleep(0.001)  # let the bot thread work
        if session is not None:
            session.delay = BOT_DELAY["normal"]
        for _ in range(30):   # caches, fonts, first layouts
            app.step(1 / 60)
        times, cpu = [], []
        for _ in range(frames):
            start, start_cpu = time.perf_counter(), time.thread_time()
            app.step(1 / 60)
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.screen, str(shots / f"bench_{game_id}.png"))
        out = summary(times)
        cpu_summary = summary(cpu)
        out.update(cpu_median=cpu_summary["median"], cpu_p99=cpu_summary["p99"], players=players, turn=session.turn if session else None,
                   over=session.over() if session else None, scene=type(app.top).__name__)
        return out
    finally:
        app.close()
        pygame.display.quit()


def frame_phase(scene: Any) -> str:
    """What a frame shows, for ``--phases``: the scene's ``bench_phase()`` where it has
    one, else the viewer's view's phase; off the table (end screen, pass screen) the
    scene's class."""
    from ..kit.table import TableScene
    if not isinstance(scene, TableScene):
        return type(scene).__name__
    named = getattr(scene, "bench_phase", None)
    if named is not None:
        return str(named())
    return str(scene.session.viewer_view().get("phase", type(scene).__name__))


def game_phases(game_id: str, seed: int = 7, setup: Any = None, size: tuple[int, int] = SIZE,
                most: int = 20_000) -> dict[str, Any]:
    """Time every frame of a whole game of ``game_id`` (``setup``'s players; seat 0 the
    autoplay bot, as ``frame_times``), bots and animations at the "normal" pace,
    until the end screen has shown 60 frames (at most ``most`` frames); each phase's
    frames summarised apart (``frame_phase``). Frames while the bot thread holds the
    rules are timed too: the CPU clock is the main thread's."""
    import pygame

    from saves import SeatInfo

    from ..kit.table import TableScene
    from ..shell import play
    from ..shell.app import App
    from ..shell.session import BOT_DELAY

    setup = setup or _setups(game_id)[0]
    _redirect_user_dirs(Path(tempfile.mkdtemp(prefix="bluffbox-bench-")))
    seats = [SeatInfo("Player 1", "human")] + [SeatInfo(f"Bot {i}", "normal")
                                               for i in range(1, setup.players)]
    app = App(size=size, lang="en", persist=False)
    app.autoplay = True
    cpu: dict[str, list[float]] = {}
    try:
        play.start_new(app, game_id, setup.players, seats, dict(setup.options), seed)
        session = _session_of(app.top)
        if session is not None:
            session.delay = BOT_DELAY["normal"]
        after_end, over_for = 0, 0
        for _ in range(most):
            if session is not None and session.over() and isinstance(app.top, TableScene):
                over_for += 1     # a final screen waiting for its Continue: Enter, now and then
                if over_for % 240 == 0:
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                                         mod=0, unicode="\r", scancode=0))
            phase = frame_phase(app.top)
            start_cpu = time.thread_time()
            app.step(1 / 60)
            cpu.setdefault(phase, []).append((time.thread_time() - start_cpu) * 1000)
            if session is not None and session.over() and not isinstance(app.top, TableScene):
                after_end += 1
                if after_end >= 60:
                    break
        out: dict[str, Any] = {"players": setup.players, "size": list(size),
                               "turn": session.turn if session else None,
                               "over": session.over() if session else None}
        out["phases"] = {name: summary(values) for name, values in cpu.items()}
        return out
    finally:
        app.close()
        pygame.display.quit()


def _each_setup(only: list[str] | None, measure: Any) -> dict[str, Any]:
    """``measure(game_id, setup)`` for every playable game's bench setups, by name."""
    from .. import catalog
    results: dict[str, Any] = {}
    for game_id in catalog.ids():
        if (only and game_id not in only) or not catalog.playable(game_id):
            continue
        setups = _setups(game_id)
        for setup in setups:
            name = game_id if len(setups) == 1 else f"{game_id} {setup.players}p"
            try:
                results[name] = measure(game_id, setup)
            except Exception as exc:  # one broken scene must not hide the others' figures
                results[name] = {"error": f"{type(exc).__name__}: {exc}"}
    return results


def all_frame_times(frames: int, only: list[str] | None,
                    shots: Path | None = None, size: tuple[int, int] = SIZE) -> dict[str, Any]:
    return _each_setup(only, lambda game_id, setup: frame_times(
        game_id, frames, shots=shots, setup=setup, size=size))


def all_game_phases(only: list[str] | None, size: tuple[int, int], seed: int) -> dict[str, Any]:
    return _each_setup(only, lambda game_id, setup: game_phases(game_id, seed, setup, size))


# -------------------------------------------------------------------- start-up
def first_frame(cmd: list[str], runs: int, cwd: Path) -> dict[str, Any]:
    """Spawn ``cmd --frames 1`` ``runs`` times (after one untimed warm-up run)."""
    times, walls, cpus, methods = [], [], [], set()
    with tempfile.TemporaryDirectory(prefix="bluffbox-bench-") as tmp:
        base = Path(tmp)
        env = _redirect_user_dirs(base, dict(os.environ))
        env.update(SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
                   SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   BLUFFBOX_TIMING="1")
        for i in range(runs + 1):
            shot = base / f"shot{i}.bmp"
            t0 = time.time()
            env["BLUFFBOX_T0"] = repr(t0)
            start, cpu0 = time.perf_counter(), _children_cpu()
            proc = subprocess.run([*cmd, "--frames", "1", "--screenshot", str(shot)],
                                  cwd=cwd, env=env, capture_output=True, text=True,
                                  timeout=60)
            wall, cpu1 = time.perf_counter() - start, _children_cpu()
            if proc.returncode != 0:
                tail = (proc.stderr or proc.stdout).strip().splitlines()[-5:]
                return {"error": f"exit {proc.returncode}: " + " | ".join(tail)}
            hooked = [line.split("=", 1)[1] for line in proc.stdout.splitlines()
                      if line.startswith("first_frame_s=")]
            if hooked:
                value, method = float(hooked[-1]), "first_frame_s hook"
            elif shot.exists():
                value, method = shot.stat().st_mtime - t0, "screenshot mtime"
            else:
                value, method = wall, "process wall time"
            if i == 0:
                continue  # warm-up: cold file caches and .pyc writes
            times.append(value)
            walls.append(wall)
            if cpu0 is not None and cpu1 is not None:
                cpus.append(cpu1 - cpu0)
            methods.add(method)
    out = summary(times)
    out.update(method=", ".join(sorted(methods)), wall_median=statistics.median(walls))
    if cpus:
        out.update(cpu_median=statistics.median(cpus), cpu_p99=percentile(cpus, 99))
    return out


def _children_cpu() -> float | None:
    """User + system seconds of every finished child process so far (their children
    included); None on Windows, which has no ``resource`` module."""
    if sys.platform == "win32":
        return None
    import resource
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


# ------------------------------------------------------------------------ main
def idle_cpu(seconds: float, repeats: int = 3) -> dict[str, Any]:
    """Share of one core the whole process uses (all threads) while the real loop
    runs untouched: on the title menu, and on an Avalon table waiting for its human
    (the bots have moved). Each figure: ``repeats`` runs of ``seconds`` after the
    loop has had time to go idle."""
    import pygame

    from saves import SeatInfo
    from saves.settings import Settings
    from scenes.shell.app import IDLE_AFTER, App
    from scenes.shell.menus import TitleMenu
    from scenes.shell.play import start_new

    def measure(app: App) -> dict[str, Any]:
        app.running = True
        app.loop(seconds=IDLE_AFTER + 1.0)           # hover, tooltips, bots: settle
        shares, frames = [], []
        for _ in range(repeats):
            c0, w0, f0 = time.process_time(), time.monotonic(), app.frame
            app.loop(seconds=seconds)
            wall = time.monotonic() - w0
            shares.append(100.0 * (time.process_time() - c0) / wall)
            frames.append((app.frame - f0) / wall)
        return {"median": statistics.median(shares), "max": max(shares), "n": repeats,
                "seconds": seconds, "fps": statistics.median(frames)}

    out: dict[str, Any] = {"driver": os.environ.get("SDL_VIDEODRIVER", "")}
    app = App(settings=Settings(language="en", animation_speed="instant"), size=SIZE, persist=False)
    try:
        app.reset(TitleMenu())
        out["menu"] = measure(app)
        seats = [SeatInfo("Ann", "human")] + [SeatInfo(f"Bot {i}", "normal") for i in range(4)]
        start_new(app, "avalon", 5, seats, {}, 7)
        out["table"] = measure(app)
        out["table"]["waiting_for"] = list(app.top.session.to_act()) if hasattr(app.top, "session") else None
    finally:
        app.close()
        pygame.display.quit()
    return out


def soak(games: int, events: int, size: tuple[int, int] = (1920, 1080)) -> dict[str, Any]:
    """RSS (MB, from /proc) after a warm-up of 10 games and after ``games`` games
    started and quit, every menu opened once per game, and ``events`` random mouse
    and key events, all through ``App.step`` and pygame's queue (the real loop's path)."""
    import random

    import pygame

    from saves import SeatInfo, slots
    from saves.settings import Settings
    from scenes.shell.app import App
    from scenes.shell.load_menu import LoadMenu
    from scenes.shell.menus import TitleMenu
    from scenes.shell.play import start_new
    from scenes.shell.rules_view import RulesMenu
    from scenes.shell.settings_menu import SettingsMenu
    from scenes.shell.stats_menu import StatsMenu

    def rss() -> float:
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6

    rnd = random.Random(1)
    app = App(settings=Settings(language="en", animation_speed="instant"), size=size, persist=False)
    app.running = True
    seats = [SeatInfo("Ann", "human")] + [SeatInfo(f"Bot {i}", "normal") for i in range(6)]
    marks: dict[str, float] = {}
    per_game = max(1, events // max(1, games))
    keys = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_t, pygame.K_h, pygame.K_UP]
    try:
        for n in range(games + 1):
            app.reset(TitleMenu())
            for menu in (LoadMenu, StatsMenu, SettingsMenu, RulesMenu):
                app.push(menu())
                app.step(1 / 60)
                app.reset(TitleMenu())
            slots.clear_autosave()
            start_new(app, "avalon", 7, seats, {}, n)
            for _ in range(per_game):
                x, y = rnd.randrange(size[0]), rnd.randrange(size[1])
                if rnd.random() < 0.7:
                    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                        pygame.event.post(pygame.event.Event(kind, pos=(x, y), button=1))
                else:
                    k = rnd.choice(keys)
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
                app.step(1 / 60)
                if not app.running:
                    app.running = True
            app.reset(TitleMenu())
            app.step(1 / 60)
            if n == 10:
                marks["warm"] = rss()
        marks["end"] = rss()
    finally:
        app.close()
        pygame.display.quit()
    return {"games": games, "events": per_game * games, "size": list(size),
            "rss_after_warmup_mb": marks.get("warm", 0.0), "rss_end_mb": marks["end"],
            "growth_mb": marks["end"] - marks.get("warm", marks["end"])}


def _mark(ok: bool) -> str:
    return "ok" if ok else "OVER BUDGET"


def report(results: dict[str, Any]) -> str:
    m = results["machine"]
    load = f", load average {m['load_1min']:.2f}" if m.get("load_1min") is not None else ""
    lines = [f"machine: {m['cpus']} CPUs, Python {m['python']}, {m['platform']}{load}"]
    frames = results.get("frame_ms", {})
    fw, fh = results.get("frame_size", SIZE)
    lines.append(f"frame time, {fw}x{fh}, dummy driver, ms "
                 f"(budget: main-thread CPU median <= {BUDGET['frame_ms']} at {SIZE[0]}x{SIZE[1]})")
    if "error" in frames:
        lines.append(f"  {frames['error']}")
    for game_id, r in frames.items():
        if not isinstance(r, dict):
            continue
        if "error" in r:
            lines.append(f"  {game_id:<14} error: {r['error']}")
            continue
        lines.append(f"  {game_id:<14} {r['players']:>2}p  wall median {r['median']:6.2f}  "
                     f"p99 {r['p99']:6.2f}  | main-thread CPU median {r['cpu_median']:5.2f} "
                     f"p99 {r['cpu_p99']:5.2f}  (n={r['n']}, turn {r['turn']}, {r['scene']})  "
                     f"{_mark(r['cpu_median'] <= BUDGET['frame_ms'])}")
    for game_id, r in results.get("phases", {}).items():
        if "error" in r:
            lines.append(f"whole game, {game_id}: error: {r['error']}")
            continue
        lines.append(f"whole game, {game_id}, {r['players']}p, {r['size'][0]}x{r['size'][1]}, "
                     f"{r['turn']} moves, main-thread CPU per frame, ms, by phase")
        for phase, p in r["phases"].items():
            lines.append(f"  {phase:<16} median {p['median']:5.2f}  p99 {p['p99']:5.2f}  "
                         f"(n={p['n']})  {_mark(p['median'] <= BUDGET['frame_ms'])}")
    for key, label, budget in (("start_source_s", "source  (python -m scenes)", "start_source_s"),
                               ("start_exe_s", f"one-file ({EXE.name})", "start_exe_s")):
        r = results.get(key)
        if key == "start_source_s":
            lines.append("process start to first menu frame, s (budget: process CPU median "
                         f"<= {BUDGET['start_source_s']} source, <= {BUDGET['start_exe_s']} "
                         "one-file; wall clock where the CPU's is not known)")
        if r is None:
            lines.append(f"  {label}: not measured")
        elif "error" in r:
            lines.append(f"  {label}: error: {r['error']}")
        else:
            cpu = r.get("cpu_median")
            cpu_text = "" if cpu is None else f"| process CPU to exit median {cpu:.3f}  p99 {r['cpu_p99']:.3f}  "
            lines.append(f"  {label:<28} wall median {r['median']:.3f}  p99 {r['p99']:.3f}  "
                         f"{cpu_text}(n={r['n']}, {r['method']}; process wall {r['wall_median']:.3f})  "
                         f"{_mark((r['median'] if cpu is None else cpu) <= BUDGET[budget])}")
    s = results.get("soak")
    if s:
        lines.append(f"soak, {s['size'][0]}x{s['size'][1]}: {s['games']} games started and quit, every menu "
                     f"opened {s['games']} times, {s['events']} random events: RSS "
                     f"{s['rss_after_warmup_mb']:.0f} MB after 10 games, {s['rss_end_mb']:.0f} MB at the end, "
                     f"growth {s['growth_mb']:.0f} MB (budget <= 40)  {_mark(s['growth_mb'] <= 40)}")
    idle = results.get("idle_cpu")
    if idle:
        lines.append(f"idle CPU, % of one core, whole process, {SIZE[0]}x{SIZE[1]}, "
                     f"{idle['driver']} driver (budget <= {BUDGET['idle_cpu_pct']:.0f})")
        for key, label in (("menu", "title menu"), ("table", "Avalon table, human to act")):
            r = idle[key]
            lines.append(f"  {label:<28} median {r['median']:5.2f}  max {r['max']:5.2f}  "
                         f"(n={r['n']} runs of {r['seconds']:.0f} s, {r['fps']:.1f} frames/s)  "
                         f"{_mark(r['median'] <= BUDGET['idle_cpu_pct'])}")
    size = results.get("exe_mb")
    if size is None:
        lines.append(f"one-file size: {EXE.relative_to(ROOT)} not built "
                     "(pyinstaller bluffbox.spec --noconfirm)")
    else:
        lines.append(f"one-file size: {size:.1f} MB (budget <= {BUDGET['exe_mb']:.0f})  "
                     f"{_mark(size <= BUDGET['exe_mb'])}")
    return "\n".join(lines)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size like 1280x720: {text!r}") from None
    return w, h


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scenes.dev.bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--frames", type=int, default=300, help="timed frames per game scene")
    parser.add_argument("--runs", type=int, default=7, help="timed start-ups per target")
    parser.add_argument("--games", help="comma-separated game ids (default: every scene)")
    parser.add_argument("--skip", default="", help="comma-separated: frames,source,exe,idle")
    parser.add_argument("--idle-seconds", type=float, default=5.0, help="length of one idle CPU run")
    parser.add_argument("--soak", type=int, metavar="GAMES",
                        help="soak mode: GAMES games started and quit (200 for the budget), then RSS")
    parser.add_argument("--soak-events", type=int, default=10_000, help="random events over the soak")
    parser.add_argument("--soak-size", type=_size, default=(1920, 1080), metavar="WxH",
                        help="window size of the soak (default 1920x1080)")
    parser.add_argument("--exe", type=Path, default=EXE, help="one-file executable to time")
    parser.add_argument("--size", type=_size, default=SIZE, metavar="WxH",
                        help="window size of the frame times (the budget's: 1280x720)")
    parser.add_argument("--phases", action="store_true",
                        help="also time every frame of one whole game per table, each phase apart")
    parser.add_argument("--seed", type=int, default=7, help="seed of the games timed")
    parser.add_argument("--shots", type=Path, help="save each game scene's last timed frame here")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    skip = set(filter(None, args.skip.split(",")))

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    tmp = tempfile.TemporaryDirectory(prefix="bluffbox-bench-")
    _redirect_user_dirs(Path(tmp.name))

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    results: dict[str, Any] = {"machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0],
                                           "platform": sys.platform, "load_1min": load}}
    if "source" not in skip:
        results["start_source_s"] = first_frame([sys.executable, "-m", "scenes"], args.runs, ROOT)
    if "exe" not in skip and args.exe.exists():
        results["start_exe_s"] = first_frame([str(args.exe.resolve())], args.runs, ROOT)
    if args.exe.exists():
        results["exe_mb"] = args.exe.stat().st_size / 1e6
    if "frames" not in skip:
        only = args.games.split(",") if args.games else None
        results["frame_ms"] = all_frame_times(args.frames, only, args.shots, args.size)
        results["frame_size"] = list(args.size)
    if args.phases:
        results["phases"] = all_game_phases(args.games.split(",") if args.games else None,
                                            args.size, args.seed)
    if "idle" not in skip:
        results["idle_cpu"] = idle_cpu(args.idle_seconds)
    if args.soak:
        results["soak"] = soak(args.soak, args.soak_events, args.soak_size)
    print(json.dumps(results, indent=2) if args.json else report(results))
    tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
