"""The app's assets: sounds (the mixer opened after the first frame, silent without
a device), art from ``art/`` scaled once per size, and the theme's fonts, all cached.
``App`` builds on ``AppAssets``."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from . import quiet_stderr

log = logging.getLogger("bluffbox.app")

_GUI_FONTS = Path(pygame_gui.__file__).resolve().parent / "data"

#: how many times an app closed the sound device in this process. A Sound made before
#: the device closed must never play after it (pygame-ce crashes with a segmentation
#: fault), so each app drops its cached sounds when this moves.
_closed_devices = 0


#: SDL audio drivers that play to nothing (SDL_AUDIODRIVER=dummy, or disk: a file):
#: with them the settings say "no sound device", as without any driver
SILENT_DRIVERS = ("dummy", "disk")


def close_audio() -> None:
    """Stop every sound and close the device; SDL joins its audio thread, the one
    native thread that enters Python by itself (when a sound ends)."""
    global _closed_devices
    if pygame.mixer.get_init() is not None:
        pygame.mixer.stop()
        pygame.mixer.quit()
    _closed_devices += 1


class AppAssets:
    """Sounds, images and fonts of the app (see ``App``)."""

    settings: Any
    _images: dict[tuple[str, tuple[int, int] | None], pygame.Surface]
    _fonts: dict[tuple[int, bool], pygame.font.Font]
    _sounds: dict[str, Any]
    _audio: bool | None
    _device_seen: int         # ``_closed_devices`` when the sounds were cached

    @property
    def volume(self) -> float:
        if not getattr(self.settings, "sound", True):
            return 0.0
        return max(0.0, min(1.0, float(getattr(self.settings, "volume", 0.8))))

    def release_audio(self) -> None:
        """Close the sound device (the app's close, and tests that trace memory);
        the next sound opens it again."""
        close_audio()
        self._forget_sounds()

    def _forget_sounds(self) -> None:
        self._sounds = {}
        self._audio = None
        self._device_seen = _closed_devices

    def _init_audio(self, even_if_off: bool = False) -> None:
        if self._device_seen != _closed_devices:
            self._forget_sounds()    # made for a device that has closed since
        if not even_if_off and not getattr(self.settings, "sound", True):
            return  # stays untried until sound is turned on (or Settings asks)
        failure: Exception | None = None
        with quiet_stderr.captured() as chatter:  # libasound's lines when there is no device
            try:
                if pygame.mixer.get_init() is None:
                    pygame.mixer.init()
                self._audio = pygame.mixer.get_init() is not None
                driver = pygame.mixer.get_driver() if self._audio else None
                if driver in SILENT_DRIVERS:
                    close_audio()                    # no audio thread for nothing
                    self._device_seen = _closed_devices
                    raise pygame.error(f"SDL's {driver!r} audio driver plays nothing")
            except Exception as exc:  # no device, no driver: go silent
                self._audio = False
                failure = exc
        if chatter.text.strip():
            log.info("the sound library said: %s", chatter.text.strip())
        if failure is not None:
            log.warning("no audio (%s); sounds are off", failure)

    def audio_available(self) -> bool:
        """Is there a sound device? Tries it once, even with sound turned off."""
        if self._audio is None or self._device_seen != _closed_devices:
            self._init_audio(even_if_off=True)
        return bool(self._audio)

    def play_sound(self, name: str) -> None:
        """Play one of ``sounds.NAMES``; silent when sound is off or no device."""
        if self.volume <= 0:
            return
        if self._audio is None or self._device_seen != _closed_devices:
            self._init_audio()
        if not self._audio:
            return
        if name not in self._sounds:
            try:
                import sounds
                sound = pygame.mixer.Sound(str(sounds.path(f"{name}.wav")))
                sound.set_volume(self.volume)
            except Exception as exc:
                log.warning("sound %s unavailable: %s", name, exc)
                sound = None
            self._sounds[name] = sound
        sound = self._sounds[name]
        if sound is not None:
            try:
                sound.play()
            except pygame.error as exc:
                log.warning("could not play %s: %s", name, exc)

    def image(self, name: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """An image from ``art/``, scaled to ``size`` when given; cached."""
        key = (name, (size[0], size[1]) if size else None)
        if key not in self._images:
            if size:
                surf = pygame.transform.smoothscale(self.image(name), size)
            else:
                import art
                surf = pygame.image.load(str(art.path(name)))
                surf = surf.convert_alpha() if pygame.display.get_surface() else surf
            self._images[key] = surf
        return self._images[key]

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The theme's font (Noto Sans) at ``size`` px; cached."""
        key = (int(size), bool(bold))
        if key not in self._fonts:
            path = _GUI_FONTS / ("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf")
            try:
                self._fonts[key] = pygame.font.Font(str(path), key[0])
            except (OSError, FileNotFoundError):
                self._fonts[key] = pygame.font.Font(None, key[0])
        return self._fonts[key]
