"""The application: one window, one pygame_gui ``UIManager``, a stack of scenes.

The loop catches every exception raised by a scene (or by the widgets it owns),
logs it with its traceback and replaces the stack with an error screen: a player
never sees a traceback nor loses the window. Heavy modules (the rules layer,
saves, the game scenes) are imported only when a scene needs them, so the first
menu frame comes quickly.
"""
from __future__ import annotations

import dataclasses
import logging
import os
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from .. import i18n
from ..i18n import t
from ..kit import ui
from . import memory, registry, write_problems
from .assets import AppAssets
from .base import Scene
from .error_text import error_text
from .errors import setup_logging
from .gui_manager import Manager

log = logging.getLogger("bluffbox.app")

HERE = Path(__file__).resolve().parent
THEME = HERE.parent / "theme.json"
MIN_SIZE = (800, 600)
DEFAULT_SIZE = (1280, 720)
FPS = 60
MAX_DT = 0.1          # seconds: a frame after a long sleep does not jump animations
IDLE_AFTER = 1.5      # seconds without input before the loop may sleep (tooltips take 1 s)
IDLE_WAKE_MS = 1000   # an idle loop still draws a frame this often (clocks, late news)
#: the event types pygame_gui posts to pygame's queue (each also as a USEREVENT
#: carrying ``user_type``, for older code)
_GUI_EVENTS = sorted({pygame.USEREVENT} | {value for name, value in vars(pygame_gui).items()
                                           if name.startswith("UI_") and isinstance(value, int)})


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


def load_settings() -> Any:
    from saves.settings import load_settings as load
    return load()


def save_settings(settings: Any) -> None:
    try:
        from saves.settings import save_settings as save
        save(settings)
    except Exception as exc:  # a settings file we cannot write must not stop the game
        log.error("could not save settings: %s", exc)
        write_problems.failed("settings", exc)
    else:
        write_problems.worked("settings")


def _window_position() -> tuple[int, int] | None:
    """The window's place on the desktop; None before there is a window."""
    try:
        if pygame.display.get_surface() is None:
            return None
        x, y = pygame.display.get_window_position()
        return x, y
    except pygame.error:
        return None


def _move_window(pos: tuple[int, int]) -> None:
    try:
        if pygame.display.get_surface() is not None:
            pygame.display.set_window_position(pos)
    except pygame.error as exc:
        log.warning("could not move the window: %s", exc)


class App(AppAssets):
    """``size``, ``screen``, ``manager``, ``settings``, ``push``/``pop``/``replace``/
    ``reset``, ``top``, scenes by name (``open``/``replace_named``/``reset_named``/
    ``make``, actions by ``call``; see ``registry``), ``play_sound``, ``image``,
    ``font`` (``AppAssets``), ``apply_settings``, ``quit``."""

    def __init__(self, settings: Any = None, size: tuple[int, int] | None = None,
                 lang: str | None = None, persist: bool = True) -> None:
        self.log_path = setup_logging()
        self.persist = persist
        self._remove_stale_temps()
        # display and fonts now (fonts before the UIManager); audio after the first
        # frame (opening the device can take 0.1 s)
        pygame.display.init()
        pygame.font.init()
        self.settings = settings if settings is not None else load_settings()
        #: a language for this run only (``--lang``); the settings keep theirs
        self.lang_override = lang if lang in i18n.LANGUAGES else None
        language = self.lang_override or getattr(self.settings, "language", None)
        if language not in i18n.LANGUAGES:
            language = i18n.system_language()
        i18n.set_language(language)
        want = size or self._fit_desktop(tuple(getattr(self.settings, "window_size", None) or DEFAULT_SIZE))
        self._windowed_size = clamp_size(want)
        #: where the window was before it went fullscreen (None: not moved yet)
        self._windowed_pos: tuple[int, int] | None = None
        self.fullscreen = bool(getattr(self.settings, "fullscreen", False)) and size is None
        self._set_icon()
        self.screen = self._set_mode()
        pygame.display.set_caption("BluffBox")
        if not THEME.is_file():
            log.error("theme file %s is missing: default look", THEME)
        self.manager = Manager(
            self.size, theme_path=str(THEME) if THEME.is_file() else None, starting_language=language,
            translation_directory_paths=[str(i18n.DIR)])
        self.stack: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = False
        self.frame = 0
        #: read by the game scenes: every human seat is played by a "normal" bot
        self.autoplay = False
        #: where phone seats' servers bind: (host, port) from ``--serve``; None: the default
        self.serve: tuple[str, int] | None = None
        #: a new game asks before it replaces an unfinished one (scripted runs, such
        #: as the screenshot tools in throw-away folders, turn it off)
        self.ask_unfinished = True
        #: the role card at the start and first-game hints (scenes/kit/table_learn.py);
        #: tests and screenshot tools that need the bare table turn them off
        self.learning_aids = True
        self._images: dict[tuple[str, tuple[int, int] | None], pygame.Surface] = {}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._forget_sounds()        # none cached, device not tried yet
        self._failing = False
        self._settings_dirty = False
        self._held: list[pygame.event.Event] = []   # the event that woke an idle loop
        self._last_input = time.monotonic()

    @staticmethod
    def _remove_stale_temps() -> None:
        """Temp files of writes a killed BluffBox never finished (.autosave.json.*.tmp)."""
        try:
            from saves import atomic, paths
            for folder in (paths.data_dir(), paths.saves_dir(), paths.config_dir()):
                if atomic.remove_stale_temps(folder):
                    log.info("removed stale temp files in %s", folder)
        except Exception:
            log.exception("could not look for stale temp files")

    # ------------------------------------------------------------------ window
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @staticmethod
    def _set_icon() -> None:
        try:
            import art
            pygame.display.set_icon(pygame.image.load(str(art.path("icon_64.png"))))
        except (ImportError, FileNotFoundError, pygame.error) as exc:
            log.warning("no window icon: %s", exc)

    @staticmethod
    def _fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
        """A remembered window no bigger than the screen it opens on."""
        try:
            if pygame.display.get_driver() == "dummy":
                return size
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return size
        return min(size[0], dw), min(size[1], dh)

    def _set_mode(self) -> pygame.Surface:
        if self.fullscreen:
            try:
                desktop = pygame.display.get_desktop_sizes()[0]
            except (pygame.error, IndexError):
                desktop = self._windowed_size
            # Without a window manager (a bare X server) nobody moves a fullscreen
            # window: SDL makes it the desktop's size where the window was, and its
            # bottom and right fall off the screen. At the desktop's corner first, it
            # covers the screen whether a window manager places it or not.
            self._windowed_pos = _window_position()
            _move_window((0, 0))
            screen = pygame.display.set_mode(clamp_size(desktop), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            if self._windowed_pos is not None:   # back where it was before F11
                _move_window(self._windowed_pos)
                self._windowed_pos = None
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().minimum_size = MIN_SIZE
            except (AttributeError, pygame.error):
                pass
        return screen

    def resize(self, size: tuple[int, int]) -> None:
        """The window was resized (or must be): clamp, then lay every scene out again."""
        size = clamp_size(size)
        if not self.fullscreen:
            self._windowed_size = size
            if tuple(getattr(self.settings, "window_size", ())) != size:
                self.settings = self._replace(self.settings, window_size=size)
                self._settings_dirty = True
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            self.screen = pygame.display.get_surface()
        self._relayout()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)
        self.settings = self._replace(self.settings, fullscreen=self.fullscreen)
        self._save_settings()

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        self.fullscreen = on
        self.screen = self._set_mode()
        self._relayout()

    def _relayout(self) -> None:
        # art scaled for the old size is not drawn again: one size at a time is kept
        self._images = {key: surf for key, surf in self._images.items() if key[1] is None}
        self.manager.set_window_resolution(self.size)
        for i, scene in enumerate(self.stack):
            scene.resize(self.size)
            if i < len(self.stack) - 1:
                scene.pause()
        memory.release()   # the old size's full-window surfaces

    # ------------------------------------------------------------------- stack
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top; the one below is paused (it can read ``app.top``
        to see what covers it, e.g. keep its widgets shown under an overlay)."""
        below = self.stack[-1] if self.stack else None
        scene.app = self
        self.stack.append(scene)
        if below is not None:
            below.pause()
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below resumes. An empty stack quits."""
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``; the ones below are not resumed."""
        if self.stack:
            self.stack.pop().leave()
        scene.app = self
        self.stack.append(scene)
        scene.enter()

    def go_home(self) -> None:
        """Back to the title menu."""
        self.reset_named("title")

    def game_over(self, session: Any, scene_cls: Any) -> None:
        """The game scene gives way to its end screen."""
        self.replace_named("end", session=session, scene_cls=scene_cls)

    # ---------------------------------------------------- scenes by name
    def make(self, name: str, /, **kwargs: Any) -> Scene | None:
        """The scene registered as ``name`` (``scenes/shell/registry.py``; a game's
        is ``"game:<id>"``), built with ``kwargs``. None, after telling the player,
        when its module is not there (a part of the app not built yet)."""
        try:
            factory = registry.resolve(name)
        except registry.NotReady:
            ui.message(self, t("bluffbox.error.not_ready"))
            return None
        scene: Scene = factory(**kwargs)
        return scene

    def open(self, name: str, /, **kwargs: Any) -> Scene | None:
        """Push the scene named ``name`` over the current one (see ``make``)."""
        return self._put(self.push, name, kwargs)

    def replace_named(self, name: str, /, **kwargs: Any) -> Scene | None:
        """Swap the top scene for the one named ``name`` (see ``make``)."""
        return self._put(self.replace, name, kwargs)

    def reset_named(self, name: str, /, **kwargs: Any) -> Scene | None:
        """Clear the stack, then show the scene named ``name`` (see ``make``)."""
        return self._put(self.reset, name, kwargs)

    def _put(self, put: Callable[[Scene], None], name: str, kwargs: dict[str, Any]) -> Scene | None:
        scene = self.make(name, **kwargs)
        if scene is not None:
            put(scene)
        return scene

    def call(self, name: str, /, *args: Any, **kwargs: Any) -> Any:
        """Run the action registered as ``name``: ``function(app, *args, **kwargs)``
        (start a game, open a record...). None, after telling the player, when its
        module is not there."""
        try:
            action = registry.resolve(name)
        except registry.NotReady:
            ui.message(self, t("bluffbox.error.not_ready"))
            return None
        return action(self, *args, **kwargs)

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack (top first), then show ``scene``."""
        left = bool(self.stack)
        old: Scene | None = None
        while self.stack:
            old = self.stack.pop()
            try:
                old.leave()
            except Exception:
                log.exception("scene %s failed to leave", type(old).__name__)
        old = None   # nothing of the old scenes is held here while memory is released
        if left:
            self.manager.forget_short_term()
        scene.app = self
        self.stack.append(scene)
        scene.enter()
        if left:   # a game quit, or one started from the menus: give freed memory back
            memory.release()

    def visible_scenes(self) -> list[Scene]:
        """The top scene and, while scenes are overlays, the ones under it."""
        i = len(self.stack) - 1
        while i > 0 and self.stack[i].overlay:
            i -= 1
        return self.stack[max(i, 0):]

    # -------------------------------------------------------------------- loop
    def run(self, first: Scene | None = None, frames: int | None = None,
            screenshot: str | os.PathLike | None = None) -> None:
        """Run until ``quit`` (or ``frames`` frames); save the last frame to ``screenshot``."""
        if first is not None:
            self.guard(self.reset, first)
        self.running = True
        try:
            self.loop(frames=frames)
            if screenshot:
                Path(screenshot).parent.mkdir(parents=True, exist_ok=True)
                pygame.image.save(self.screen, str(screenshot))
        finally:
            self.close()

    def loop(self, frames: int | None = None, seconds: float | None = None) -> None:
        """Frames until ``quit``, or ``frames`` frames, or ``seconds`` seconds. At
        60 frames a second while anything moves or was touched lately; when idle
        (``idle``), the loop sleeps until an event comes, drawing one frame every
        ``IDLE_WAKE_MS`` at most. A scripted run (``frames``) never sleeps."""
        end = None if seconds is None else time.monotonic() + seconds
        while self.running:
            if frames is None and self.idle():
                wait = IDLE_WAKE_MS if end is None else \
                    max(1, min(IDLE_WAKE_MS, int((end - time.monotonic()) * 1000)))
                event = pygame.event.wait(wait)
                if event.type != pygame.NOEVENT:
                    self._held.append(event)
            dt = min(self.clock.tick(FPS) / 1000.0, MAX_DT)
            self.step(dt)
            if frames is not None and self.frame >= frames:
                break
            if end is not None and time.monotonic() >= end:
                break

    def idle(self) -> bool:
        """Nothing moves and nobody touched anything for ``IDLE_AFTER`` seconds (hover
        fades and tooltips are done), no text entry blinks its cursor."""
        if self.frame < 3 or time.monotonic() - self._last_input < IDLE_AFTER:
            return False
        if any(scene.animating() for scene in self.visible_scenes()):
            return False
        return not ui.typing(self.manager)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw, flip. Tests call it with a fixed ``dt``.

        Given ``events``, pygame's queue is not read, except for what pygame_gui
        posted there (button presses, text changes...): those are handled first, as
        the real loop would, so they never pile up holding old widgets and scenes."""
        if events is not None:
            events = pygame.event.get(eventtype=_GUI_EVENTS) + list(events)
        else:
            events, self._held = self._held + pygame.event.get(), []
        if events:
            self._last_input = time.monotonic()
        for event in events:
            self.guard(self._dispatch, event)
        self.guard(self._update, dt)
        self.guard(self._tell_write_problems)
        self.guard(self._draw)
        pygame.display.flip()
        self.frame += 1
        if self.frame == 1 and os.environ.get("BLUFFBOX_TIMING") == "1":
            try:  # read by scenes.dev.bench: process start to first menu frame
                print(f"first_frame_s={time.time() - float(os.environ['BLUFFBOX_T0']):.4f}", flush=True)
            except (KeyError, ValueError):
                pass
        if self._audio is None and self.frame >= 2:
            self._init_audio()  # after the first frame: keeps start-up quick

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            if not self.fullscreen:
                self.resize((event.w, event.h))
            elif tuple(self.manager.window_resolution) != pygame.display.get_surface().get_size():
                self.screen = pygame.display.get_surface()   # the system sized the screen
                self._relayout()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        self.manager.process_events(event)
        if self.stack:
            self.stack[-1].handle(event)

    def _update(self, dt: float) -> None:
        if self.stack:
            self.stack[-1].update(dt)
        self.manager.update(dt)

    def _tell_write_problems(self) -> None:
        """A file that could not be written (full disk, read-only folder): say so
        once, over whatever is on screen; the writers keep trying meanwhile."""
        for kind, exc in write_problems.untold():
            ui.message(self, t(f"bluffbox.disk.{kind}", error=ui.escape(error_text(exc))),
                       title=t("bluffbox.disk.title"))

    def _draw(self) -> None:
        scenes = self.visible_scenes()
        if not (scenes and scenes[0].covers_window):
            self.screen.fill((0, 0, 0))
        for scene in scenes:
            scene.draw(self.screen)
            scene.draw_over(self.screen)
        self.manager.draw_ui(self.screen)

    def guard(self, fn: Any, *args: Any) -> Any:
        """Call ``fn``; on any exception show the error screen instead of crashing."""
        try:
            return fn(*args)
        except Exception as exc:  # the one place every scene error ends up
            self.fail(exc)
            return None

    def fail(self, exc: BaseException) -> None:
        log.error("error in a scene", exc_info=(type(exc), exc, exc.__traceback__))
        error_scene = registry.resolve("error")
        if self._failing or isinstance(self.top, error_scene):
            # the error screen itself failed: stop cleanly rather than loop
            self.running = False
            return
        self._failing = True
        try:
            self.reset(error_scene(exc))
        except Exception:
            log.exception("the error screen failed; quitting")
            self.running = False
        finally:
            self._failing = False

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        if self._settings_dirty:
            self._save_settings()
        while self.stack:
            try:
                self.stack.pop().leave()
            except Exception:
                log.exception("scene failed to leave at exit")
        self.release_audio()   # SDL's audio thread ends before anything quits pygame

    # ---------------------------------------------------------------- settings
    @staticmethod
    def _replace(settings: Any, **changes: Any) -> Any:
        if dataclasses.is_dataclass(settings):
            return dataclasses.replace(settings, **changes)
        for key, value in changes.items():
            setattr(settings, key, value)
        return settings

    def _save_settings(self) -> None:
        self._settings_dirty = False
        if self.persist:
            save_settings(self.settings)

    def apply_settings(self, settings: Any, save: bool = True) -> None:
        """Switch language, volume, fullscreen live; save unless ``save`` is False."""
        old_lang = i18n.language()
        if getattr(settings, "language", None) != getattr(self.settings, "language", None):
            self.lang_override = None  # the player chose a language: it wins
        self.settings = settings
        if save:
            self._save_settings()
        else:
            self._settings_dirty = True
        lang = self.lang_override or getattr(settings, "language", None)
        relayout = False
        if lang in i18n.LANGUAGES and lang != old_lang:
            i18n.set_language(lang)
            self.manager.set_locale(lang)
            relayout = True
            for scene in self.stack:     # default seat names follow the language
                session = getattr(scene, "session", None)
                if hasattr(session, "follow_language"):
                    session.follow_language(old_lang, lang)
        full = bool(getattr(settings, "fullscreen", False))
        if full != self.fullscreen:
            self.set_fullscreen(full)  # lays out again itself
        elif relayout:
            self._relayout()
        for sound in self._sounds.values():
            if sound is not None:
                sound.set_volume(self.volume)
