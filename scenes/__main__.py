"""``bluffbox`` / ``python -m scenes``: the command line and the guarded entry point.

Bad arguments are reported as one line on stderr with exit code 2; anything that
goes wrong once the window is open is logged and shown as an error screen.

The app and the scenes are imported inside the functions on purpose: ``--help``,
``--version`` and a bad command line answer without loading pygame. Once the app
runs, scenes are opened by name through it (``scenes/shell/registry.py``).
"""
from __future__ import annotations

import os

# before anything can import pygame: no "pygame-ce 2.5.8 (SDL ...)" banner on start
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse
import logging
import random
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from saves.record import KINDS as SEAT_KINDS

LANGS = ("en", "fr")

log = logging.getLogger("bluffbox")


class UsageError(Exception):
    """A bad command line: printed as one line in the run's language, exit code 2.
    Made from a key of the ``cli`` namespace and its parameters, or from a text
    already in the player's language (``UsageError.said``)."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key, self.params = key, params
        super().__init__(key)

    @classmethod
    def said(cls, text: str) -> UsageError:
        return cls("", text=text)

    def __str__(self) -> str:
        if not self.key:
            return str(self.params["text"])
        from .i18n import t
        return t(f"cli.{self.key}", **self.params)


#: argparse's own messages (English only) and the keys that say them in the run's
#: language; anything else argparse says is shown as it is
_ARGPARSE = (
    (re.compile(r"argument (?P<arg>\S+): invalid int value: (?P<value>.+)"), "argparse.invalid_int"),
    (re.compile(r"argument (?P<arg>\S+): invalid choice: (?P<value>\S+) \(choose from (?P<choices>.*)\)"),
     "argparse.invalid_choice"),
    (re.compile(r"argument (?P<arg>\S+): expected one argument"), "argparse.one_value"),
    (re.compile(r"unrecognized arguments: (?P<args>.+)"), "argparse.unrecognized"),
)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, no usage dump
        for pattern, key in _ARGPARSE:
            found = pattern.fullmatch(message)
            if found:
                raise UsageError(key, **found.groupdict())
        raise UsageError.said(message)


def run_language(argv: Sequence[str]) -> str:
    """``--lang`` of this command line when it names one we speak, else the system's:
    read before parsing, so even a parse error speaks it."""
    from .i18n import system_language
    for i, arg in enumerate(argv):
        value = arg.partition("=")[2] if arg.startswith("--lang=") else (
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        if value in LANGS:
            return value
    return system_language()


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="bluffbox", description="BluffBox: bluffing board games for one screen.")
    p.add_argument("--game", metavar="ID", help="start straight into this game (avalon, saul, agent_avenue, aztec)")
    p.add_argument("--players", type=int, metavar="N", help="number of players (default: the game's minimum)")
    p.add_argument("--seats", metavar="KINDS",
                   help="comma-separated seat kinds, one per player: human, easy, normal, hard, phone")
    p.add_argument("--serve", metavar="HOST:PORT", help="where phone seats connect (default: this "
                   "machine's LAN address, any free port; port 0 = any free port)")
    p.add_argument("--seed", type=int, metavar="N", help="random seed of the deal")
    p.add_argument("--options", metavar="JSON", help='game options as a JSON object, e.g. \'{"percival": true}\'')
    p.add_argument("--load", metavar="PATH", help="open a saved game")
    p.add_argument("--tutorial", metavar="ID", help="open this game's tutorial (with --autoplay: the coach "
                   "plays it to the end, prints one JSON line and quits)")
    p.add_argument("--autoplay", action="store_true", help="bots play the human seats too (level normal)")
    p.add_argument("--frames", type=int, metavar="N", help="quit after N frames")
    p.add_argument("--screenshot", metavar="PATH", help="save the last frame as an image (PNG)")
    p.add_argument("--lang", choices=LANGS, help="language for this run (fr or en)")
    return p


@dataclass
class Launch:
    """What the command line asks for, checked."""

    game: str | None = None
    players: int = 0
    seats: list[Any] = field(default_factory=list)
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    load: str | None = None
    autoplay: bool = False
    frames: int | None = None
    screenshot: str | None = None
    lang: str | None = None
    tutorial: str | None = None
    serve: tuple[str, int] | None = None   # --serve: where the phone seats' server binds


def seat_infos(kinds: Sequence[str]) -> list[Any]:
    """Names "Player 1"... for humans, a first name per bot."""
    from saves import SeatInfo

    from .i18n import t
    from .shell.picker import BOT_NAMES
    out, humans = [], 0
    for i, kind in enumerate(kinds):
        if kind in ("human", "phone"):
            humans += 1
            out.append(SeatInfo(t("bluffbox.seat.player", n=humans), kind))
        else:
            out.append(SeatInfo(BOT_NAMES[i % len(BOT_NAMES)], kind))
    return out


def check_screenshot_path(path: str) -> None:
    """The screenshot can be written there, or a ``UsageError`` saying why, before
    any window opens (a folder, a device such as /dev/full, a read-only folder)."""
    target = Path(path)
    if target.is_dir():
        raise UsageError("shot_is_folder", path=path)
    if target.exists() and not target.is_file():
        raise UsageError("shot_not_file", path=path)
    folder = target.parent
    if not folder.is_dir():
        raise UsageError("no_folder", folder=repr(str(folder)))
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        raise UsageError("shot_unwritable", path=path, folder=str(folder))


def check_load_path(path: str) -> None:
    """The save can be opened for reading, or a ``UsageError`` saying why: missing,
    a folder, or not readable (the file's or a folder's permissions)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        raise UsageError("no_save", path=path) from None
    except IsADirectoryError:
        raise UsageError("save_is_folder", path=path) from None
    except PermissionError:
        raise UsageError("save_unreadable", path=path) from None
    except OSError:
        raise UsageError("no_save", path=path) from None
    try:
        if not os.path.isfile(path):
            raise UsageError("save_is_folder" if os.path.isdir(path) else "no_save", path=path)
    finally:
        os.close(fd)


def check_serve(text: str) -> tuple[str, int]:
    """``--serve HOST:PORT`` read, or a ``UsageError`` saying what is wrong with it."""
    from .phone.qr import parse_serve
    if not text.strip():
        raise UsageError("empty", name="serve")
    try:
        return parse_serve(text)
    except ValueError:
        host = text.strip().rpartition(":")[0].strip("[]")
        port = text.strip().rpartition(":")[2]
        if host and port.isdigit() and len(port) <= 5 and int(port) <= 65535:
            raise UsageError("serve_host", host=repr(host)) from None
        raise UsageError("serve_bad", value=repr(text)) from None


def parse(argv: Sequence[str] | None = None) -> Launch:
    """Parse and check the arguments; ``UsageError`` with a one-line message."""
    a = build_parser().parse_args(argv)
    if a.frames is not None and a.frames < 1:
        raise UsageError("frames_min")
    if a.load and a.game:
        raise UsageError("game_or_load")
    if a.tutorial is not None:
        return _tutorial_launch(a)
    for name in ("game", "seats", "options", "load", "screenshot"):
        if getattr(a, name) is not None and not getattr(a, name).strip():
            raise UsageError("empty", name=name)
    if a.screenshot:
        check_screenshot_path(a.screenshot)
    if a.game is None:
        for name in ("players", "seats", "seed", "options"):
            if getattr(a, name) is not None:
                raise UsageError("needs_game", name=name)
    out = Launch(load=a.load, autoplay=a.autoplay, frames=a.frames, screenshot=a.screenshot, lang=a.lang)
    if a.serve is not None:
        out.serve = check_serve(a.serve)
    if a.load:
        check_load_path(a.load)
    if a.game is None:
        return out
    import game

    from .i18n import set_language
    from .shell.error_text import error_text
    try:
        g = game.get(a.game)
    except game.SetupError as exc:
        raise UsageError("unknown_game", message=error_text(exc), known=", ".join(game.CATALOG)) from None
    kinds: list[str] = []
    if a.seats:
        kinds = [k.strip().lower() for k in a.seats.split(",")]
        bad = [k for k in kinds if k not in SEAT_KINDS]
        if bad:
            raise UsageError("unknown_seat", kind=repr(bad[0]), kinds=", ".join(SEAT_KINDS))
    players = a.players if a.players is not None else (len(kinds) or g.min_players)
    try:  # before any list is sized by it: 10**20 or 2e9 seats are a typo
        game.core.check_players(players, g.min_players, g.max_players)
    except game.SetupError as exc:
        raise UsageError.said(error_text(exc)) from None
    if out.serve is not None and "phone" not in kinds:
        raise UsageError("serve_no_phone")
    if kinds and len(kinds) != players:
        raise UsageError("seat_count", n=len(kinds), players=players)
    if not kinds:
        kinds = ["human"] + ["normal"] * (players - 1)
    options: dict[str, Any] = {}
    if a.options:
        try:
            options = game.core.options_from_json(a.options)
        except game.SetupError as exc:
            raise UsageError.said(error_text(exc)) from None
    seed = a.seed if a.seed is not None else random.randrange(2**31)
    try:
        g.new(players, seed, options=options)
    except game.SetupError as exc:
        raise UsageError.said(error_text(exc)) from None
    set_language(a.lang or run_language(argv or sys.argv[1:]))  # seat names in its language
    out.game, out.players, out.seed, out.options = g.id, players, seed, options
    out.seats = seat_infos(kinds)
    return out


def _tutorial_launch(a: argparse.Namespace) -> Launch:
    """``--tutorial GAME``: a known game with a tutorial, alone (or with --autoplay,
    --lang, --frames, --screenshot)."""
    import game

    from .i18n import t
    from .shell.error_text import error_text
    if a.game or a.load:
        raise UsageError.said(t("coach.cli.alone"))
    if not a.tutorial.strip():
        raise UsageError("empty", name="tutorial")
    try:
        g = game.get(a.tutorial)
    except game.SetupError as exc:
        raise UsageError("unknown_game", message=error_text(exc), known=", ".join(game.CATALOG)) from None
    from .shell.tutorial import has_tutorial
    if not has_tutorial(g.id):
        raise UsageError.said(t("coach.cli.none", game=g.id))
    if a.screenshot:
        check_screenshot_path(a.screenshot)
    if a.frames is not None and a.frames < 1:
        raise UsageError("frames_min")
    return Launch(tutorial=g.id, autoplay=a.autoplay, frames=a.frames, screenshot=a.screenshot,
                  lang=a.lang)


def first_scene(app: Any, launch: Launch) -> None:
    """Put the asked-for scene on the app's stack (the title menu by default)."""
    from .kit import ui
    if launch.tutorial:
        app.call("tutorial", launch.tutorial, autoplay=launch.autoplay)
        return
    app.reset_named("title")
    if not (launch.game or launch.load or launch.frames or launch.screenshot):
        from .shell.tutorial import offer_first_start
        offer_first_start(app)   # the very first start only
    if launch.game:   # over the title menu: asks first if a game is unfinished
        app.call("new_game", launch.game, launch.players, launch.seats, launch.options,
                 launch.seed)
    elif launch.load:
        from saves import SaveError, slots

        from .i18n import t
        try:
            record = slots.load(launch.load)
            record.replay()
        except SaveError as exc:
            from .shell.error_text import error_text
            ui.message(app, t("bluffbox.load.failed", error=ui.escape(error_text(exc))))
            return
        app.call("open_record", record)


def run(launch: Launch) -> int:
    from .shell.app import App
    app = App(lang=launch.lang)
    app.autoplay = launch.autoplay
    app.serve = launch.serve   # where phone seats' servers bind (None: the default)
    app.guard(first_scene, app, launch)
    app.run(frames=launch.frames, screenshot=launch.screenshot)
    return int(getattr(app, "exit_status", 0))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    from .i18n import set_language, t
    set_language(run_language(args))   # errors below speak the run's language
    try:
        launch = parse(args)
    except UsageError as exc:
        print(t("cli.error", message=str(exc)), file=sys.stderr)
        return 2
    try:
        return run(launch)
    except KeyboardInterrupt:
        return 130
    except Exception:  # last line of defence: log it, one line for the user
        from .shell.errors import setup_logging
        where = setup_logging()
        log.exception("BluffBox stopped")
        print(t("cli.stopped", where=where or t("cli.the_log")), file=sys.stderr)
        return 1
    finally:
        try:
            import pygame
            pygame.quit()
        except Exception:
            pass


if __name__ == "__main__":
    sys.exit(main())
