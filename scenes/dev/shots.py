"""``python -m scenes.dev.shots [--out DIR]``: a screenshot of every menu screen at
1280x720 and 800x600, for checking by eye. Runs against throw-away user folders
filled with demo saves (a bad file among them) and statistics, so the real
player's files are never touched."""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

SIZES = ((1280, 720), (800, 600))


def redirect_user_dirs() -> Path:
    root = Path(tempfile.mkdtemp(prefix="bluffbox-shots-"))
    for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                     ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
        os.environ[var] = str(root / sub)
    return root


def _random_record(game_id: str, players: int, seed: int, moves: int | None) -> tuple[Any, Any]:
    """A record of random play: ``moves`` actions, or to the end when None."""
    import game
    from saves import Record, SeatInfo
    g = game.get(game_id)
    kinds = ["human", "normal", "hard", "easy", "normal", "hard", "easy", "normal", "hard", "easy"]
    names = ["Ann", "Basile", "Chloé", "Dario", "Elsa", "Firmin", "Gaïa", "Hugo", "Inès", "Jules"]
    seats = [SeatInfo(names[i], kinds[i]) for i in range(players)]
    rec = Record.start(game_id, players, seed, {}, seats)
    state = g.new(players, seed, options={})
    rng = random.Random(seed)
    while not state.over() and (moves is None or rec.turn < moves):
        seat = rng.choice(list(state.to_act()))
        move = rng.choice(state.legal(seat))
        state = g.apply(state, seat, move)
        rec.add(seat, move, over=state.over())
    return rec, state


def make_demo_data() -> list[str]:
    """Two good saves, one bad file and one finished game in the statistics."""
    import game
    from saves import paths, slots, stats
    made = []
    if "avalon" in game.GAMES:
        rec, _ = _random_record("avalon", 7, 11, 24)
        slots.save(rec, "Friday night")
        rec, _ = _random_record("avalon", 5, 5, 6)
        slots.save(rec, "Quick test with bots")
        for seed in (1, 2, 3):
            rec, state = _random_record("avalon", 5 + seed, seed, None)
            stats.record_result(rec, tuple(state.winners()))
        made += ["Friday night", "Quick test with bots"]
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "old-laptop.json").write_text('{"format": 1, "game": "avalon", "seed": 4, "act', encoding="utf-8")
    made.append("old-laptop")
    return made


class Backdrop:
    """A stand-in game for the pause menu when no game scene can be opened."""

    def __init__(self) -> None:
        from saves import Record, SeatInfo
        self.record = Record(game="avalon", rules_version=1, options={}, seed=1, players=5,
                             seats=[SeatInfo(f"P{i}", "human") for i in range(5)], actions=[],
                             created="", updated="")


def screens(app: Any) -> list[tuple[str, Callable[[], object]]]:
    """(name, set-up) for every menu screen."""
    from ..i18n import t
    from ..kit import ui
    from ..shell.base import Scene
    from ..shell.errors import ErrorScene
    from ..shell.load_menu import LoadMenu
    from ..shell.menus import PauseMenu, TitleMenu
    from ..shell.rules_view import RulesMenu
    from ..shell.settings_menu import SettingsMenu
    from ..shell.stats_menu import StatsMenu

    class Table(Scene):
        def draw(self, surface: Any) -> None:
            surface.fill(ui.colour("felt"))

    def game_under(then: Callable[[Any], None]) -> Callable[[], None]:
        def setup() -> None:
            app.reset(TitleMenu())
            session: Any = Backdrop()
            try:
                from saves import SeatInfo

                from ..shell import play
                seats = [SeatInfo("Ann", "human")] + [SeatInfo(n, "normal") for n in ("Basile", "Chloé", "Dario", "Elsa")]
                play.start_new(app, "avalon", 5, seats, {}, 7)
                session = getattr(app.top, "session", session)
            except Exception:
                app.reset(Table())
            app.push(PauseMenu(session))
            then(session)
        return setup

    def title_with_autosave() -> None:
        app.reset(TitleMenu())

    def load_confirm() -> None:
        app.reset(TitleMenu())
        app.push(LoadMenu())
        menu = app.top
        if menu.slots:
            menu.delete_selected()

    def save_as(_session: Any) -> None:
        app.top.save_as()

    def error() -> None:
        try:
            raise RuntimeError("demo: a scene broke while drawing")
        except RuntimeError as exc:
            app.reset(ErrorScene(exc))

    def stacked(*makers: Callable[[], Any]) -> Callable[[], None]:
        def setup() -> None:
            app.reset(TitleMenu())
            for make in makers:
                app.push(make())
        return setup

    def picker() -> None:
        from ..shell.picker import GamePicker
        app.reset(TitleMenu())
        app.push(GamePicker())

    def setup(players: int = 5, options: dict[str, Any] | None = None,
              start: bool = False) -> Callable[[], None]:
        def make() -> None:
            from ..shell.picker import GamePicker, SetupScene
            app.reset(TitleMenu())
            app.push(GamePicker())
            scene = SetupScene("avalon")
            scene.seed = 424242
            scene.players = players
            scene._fill_seats()
            scene.options.update(options or {})
            app.push(scene)
            if start:
                scene.start()   # a SetupError: shown inline, the screen stays
        return make

    def pass_device() -> None:
        from saves import SeatInfo, slots

        from ..shell import play
        from ..shell.pass_device import PassDevice
        seats = [SeatInfo("Ann", "human"), SeatInfo("Basile", "human")] + \
            [SeatInfo(n, "normal") for n in ("Chloé", "Dario", "Elsa")]
        slots.clear_autosave()   # an earlier screen's game: no question over the pass screen
        play.start_new(app, "avalon", 5, seats, {}, 7)
        app.step(1 / 60)
        if not isinstance(app.top, PassDevice):
            app.push(PassDevice(app.top.session, 0))

    def end() -> None:
        from ..shell import play
        rec, _ = _random_record("avalon", 7, 3, None)
        play.open_record(app, rec)

    return [
        ("title", title_with_autosave),
        ("picker", picker),
        ("setup", setup()),
        ("setup_options", setup(10, {"percival": True, "morgana": True, "oberon": True,
                                     "lady_of_the_lake": True, "quest_order": "free"})),
        ("setup_error", setup(7, {"morgana": True}, start=True)),
        ("pass_device", pass_device),
        ("end", end),
        ("settings", stacked(SettingsMenu)),
        ("stats", stacked(StatsMenu)),
        ("load", stacked(LoadMenu)),
        ("load_confirm_delete", load_confirm),
        ("rules_avalon", stacked(lambda: RulesMenu("avalon"))),
        ("rules_coming", stacked(lambda: RulesMenu("aztec"))),
        ("pause", game_under(lambda s: None)),
        ("pause_save_as", game_under(save_as)),
        ("message", lambda: (app.reset(TitleMenu()), ui.message(app, t("bluffbox.error.not_ready")))),
        ("error", error),
    ]


def quiet_app(out: str) -> tuple[Any, Path]:
    """A silent English app at the first size, on throw-away user folders, and the folder
    ``out`` made for its PNGs."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    redirect_user_dirs()
    from ..shell.app import App
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    app = App(size=SIZES[0], lang="en", persist=False)
    app.play_sound = lambda *_: None
    return app, folder

def capture(app: Any, path: Path, frames: int = 3) -> None:
    import pygame
    pygame.mouse.set_pos((1, 1))  # no hover highlight from wherever the pointer was
    pygame.event.clear(pygame.MOUSEMOTION)
    for _ in range(frames):
        app.step(1 / 60)
    pygame.image.save(app.screen, str(path))


def run_shots(argv: list[str] | None, prog: str, doc: str | None,
              screens: Callable[[Any], list[tuple[str, Callable[[], object]]]], *,
              demo_data: bool = False, instant: bool = False, learning_aids: bool = True,
              hover_frames: int = 0, hover_motion: bool = False) -> int:
    """The command line of a screenshot script: every ``screens(app)`` shot at each size,
    in English and French (``--lang``), PNGs in ``--out``, only the names containing
    ``--only``. With ``hover_frames``, a set-up that returns a point is shot again with the
    pointer there after that many frames (``hover_motion``: a motion event posted too)."""
    p = argparse.ArgumentParser(prog=prog, description=doc)
    p.add_argument("--out", default="/tmp/shots", help="folder for the PNGs (default /tmp/shots)")
    p.add_argument("--lang", action="append", choices=("en", "fr"),
                   help="language(s) to shoot (default: en and fr)")
    p.add_argument("--only", help="shoot only the screens whose name contains this")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    redirect_user_dirs()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if demo_data:
        make_demo_data()
    from dataclasses import replace

    import pygame

    from saves.settings import Settings

    from .. import i18n
    from ..shell.app import App
    app = App(settings=Settings(language="en"), size=SIZES[0], persist=False)
    app.ask_unfinished = False   # one game after another, in throw-away folders
    app.learning_aids = learning_aids
    if instant:
        app.settings = replace(app.settings, animation_speed="instant")
    app.running = True
    written = []
    try:
        for lang in args.lang or ["en", "fr"]:
            if i18n.language() != lang:
                app.apply_settings(replace(app.settings, language=lang), save=False)
            for w, h in SIZES:
                app.resize((w, h))
                for name, setup in screens(app):
                    if args.only and args.only not in name:
                        continue
                    mouse = setup()
                    path = out / f"{name}_{lang}_{w}x{h}.png"
                    capture(app, path)
                    if hover_frames and isinstance(mouse, tuple):   # what the pointer is over
                        pygame.mouse.set_pos(mouse)
                        if hover_motion:
                            pygame.event.post(pygame.event.Event(
                                pygame.MOUSEMOTION, pos=mouse, rel=(0, 0), buttons=(0, 0, 0)))
                        for _ in range(hover_frames):
                            app.step(1 / 60)
                        pygame.image.save(app.screen, str(path))
                    written.append(path)
    finally:
        app.close()
    for path in written:
        print(path)
    return 0


def main(argv: list[str] | None = None) -> int:
    return run_shots(argv, "python -m scenes.dev.shots", __doc__, screens, demo_data=True)


if __name__ == "__main__":
    sys.exit(main())
