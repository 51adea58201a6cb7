"""BluffBox's own art: the palette and the PNGs drawn by ``python -m art.make_art``.

No pygame here (the app loads the images; only make_art draws them). ``DIR`` is
this package's folder, which holds the PNGs in a source checkout, an installed
wheel (package data) and a PyInstaller bundle (art/ added as data)."""
from __future__ import annotations

import json
import math
from pathlib import Path

DIR: Path = Path(__file__).resolve().parent

_DATA = json.loads((DIR / "palette.json").read_text(encoding="utf-8"))

#: named colours of the identity, each "#rrggbb"
PALETTE: dict[str, str] = dict(_DATA["palette"])
#: one colour per seat, index = seat number
SEAT_COLOURS: list[str] = list(_DATA["seat_colours"])
#: one shape per seat; each has a white, tintable token "seat_<shape>.png"
SEAT_SHAPES: list[str] = list(_DATA["seat_shapes"])
#: colour-blind-safe seat colours (Okabe-Ito based); shapes still tell seats apart
CB_SEAT_COLOURS: list[str] = list(_DATA["cb_seat_colours"])

#: seat shapes drawn as one polygon on a unit radius (x right, y down), shared by the
#: token art (make_art) and the scenes' small tokens (scenes/tokens.py)
SHAPE_POINTS: dict[str, list[tuple[float, float]]] = {
    "hourglass": [(-0.8, -0.9), (0.8, -0.9), (0.1, 0.0), (0.8, 0.9), (-0.8, 0.9), (-0.1, 0.0)],
    "arrow": [(0.0, -0.95), (0.9, 0.05), (0.35, 0.05), (0.35, 0.9), (-0.35, 0.9),
              (-0.35, 0.05), (-0.9, 0.05)],
    "saltire": [(-0.7, -0.95), (0.0, -0.3), (0.7, -0.95), (0.95, -0.7), (0.3, 0.0),
                (0.95, 0.7), (0.7, 0.95), (0.0, 0.3), (-0.7, 0.95), (-0.95, 0.7),
                (-0.3, 0.0), (-0.95, -0.7)],
    "half": [(0.95 * math.cos(math.pi * k / 12), 0.95 * math.sin(math.pi * k / 12) - 0.35)
             for k in range(13)],
}

UI_ICONS: tuple[str, ...] = (
    "settings", "save", "rules", "log", "talk", "sound_on", "sound_off",
    "fullscreen", "back", "eye", "eye_hidden")
#: the shared assets, as file names for ``path``; each game's own art and picker
#: picture are named by its scene manifest (``games()``)
SHARED: tuple[str, ...] = (
    # surfaces (tileable textures) and cards
    "table.png", "wood.png", "parchment.png", "card_frame.png", "card_back.png",
    # tokens
    *(f"seat_{shape}.png" for shape in SEAT_SHAPES),
    "glow.png", "crown.png", "shield.png",
    "vote_approve.png", "vote_reject.png", "vote_back.png",
    # interface icons (white, to tint)
    *(f"ui_{icon}.png" for icon in UI_ICONS),
    # the app icon
    "icon.png", "icon_64.png",
)


def games() -> tuple[str, ...]:
    """The art files the games' scene manifests name (pictures and their own art)."""
    from scenes.catalog import art_files  # manifests are data: no pygame comes with them
    return tuple(name for name in art_files() if name not in SHARED)


def names() -> tuple[str, ...]:
    """Every generated asset: the shared ones, then the games'."""
    return SHARED + games()


def path(name: str) -> Path:
    """Path of an asset, e.g. ``path("crown.png")`` (``path("crown")`` works too)."""
    file = name if name.endswith((".png", ".json")) else name + ".png"
    found = DIR / file
    if not found.is_file():
        raise FileNotFoundError(
            f"BluffBox art {name!r} is missing: no file {found}. "
            "Regenerate the art with: python -m art.make_art")
    return found


def rgb(colour: str) -> tuple[int, int, int]:
    """"#rrggbb" -> (r, g, b)."""
    value = colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
