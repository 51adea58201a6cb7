"""BluffBox's own art: the palette and the PNGs drawn by ``python -m art.make_art``.

No pygame here (the app loads the images; only make_art draws them). ``DIR`` is
this package's folder, which holds the PNGs in a source checkout, an installed
wheel (package data) and a PyInstaller bundle (art/ added as data)."""
from __future__ import annotations

import json
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

AVALON_ROLES: tuple[str, ...] = (
    "merlin", "percival", "servant", "assassin", "morgana", "mordred", "oberon", "minion")
GOOD_ROLES: tuple[str, ...] = ("merlin", "percival", "servant")
UI_ICONS: tuple[str, ...] = (
    "settings", "save", "rules", "log", "talk", "sound_on", "sound_off",
    "fullscreen", "back", "eye", "eye_hidden")
GAME_PICTURES: tuple[str, ...] = ("avalon", "saul", "agent_avenue", "aztec")

#: every generated asset, as file names for ``path``
NAMES: tuple[str, ...] = (
    # surfaces (tileable textures) and cards
    "table.png", "wood.png", "parchment.png", "card_frame.png", "card_back.png",
    # tokens
    *(f"seat_{shape}.png" for shape in SEAT_SHAPES),
    "glow.png", "crown.png", "shield.png",
    "vote_approve.png", "vote_reject.png", "vote_back.png",
    # Avalon
    "avalon_lady.png", "avalon_success.png", "avalon_fail.png",
    "avalon_quest.png", "avalon_reject_marker.png", "avalon_loyal.png", "avalon_traitor.png",
    *(f"avalon_{role}.png" for role in AVALON_ROLES),
    # interface icons (white, to tint)
    *(f"ui_{icon}.png" for icon in UI_ICONS),
    # game picker pictures and the app icon
    *(f"{game}.png" for game in GAME_PICTURES),
    "icon.png", "icon_64.png",
)


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
