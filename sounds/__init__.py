"""BluffBox UI sounds: 16-bit 44.1 kHz mono WAVs made by ``python -m sounds.make_sounds``.

No pygame here: the app loads the files, this module only finds them."""
from __future__ import annotations

from pathlib import Path

#: the folder holding the WAVs (source checkout, installed wheel or PyInstaller bundle)
DIR: Path = Path(__file__).resolve().parent

NAMES: tuple[str, ...] = ("click", "card", "reveal", "success", "fail", "win", "lose")


def path(name: str) -> Path:
    """Path of a sound file, e.g. ``path("click.wav")`` (``path("click")`` works too)."""
    file = name if name.endswith(".wav") else name + ".wav"
    found = DIR / file
    if not found.is_file():
        raise FileNotFoundError(
            f"BluffBox sound {name!r} is missing: no file {found}. "
            f"Known sounds: {', '.join(NAMES)}. Regenerate with: python -m sounds.make_sounds")
    return found
