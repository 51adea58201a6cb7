"""Explanation zones: a rectangle of the table that explains itself on hover and by
keyboard focus (Tab / Shift+Tab walk the zones, Escape leaves them).

A game scene registers a zone wherever its rect is known::

    self.explain("crown", rect, "avalon_legend.crown", name=self.session.name(leader))

``name``: a tutorial target uses its name from ``game.tutorial.ZONES`` ("crown",
"quest_track", "seat:2"); other zones a free name "<what>[:<n>]". ``key``: a translation
key (a ``<game>_legend`` namespace), ``params`` its placeholders (format seats as names
yourself). A second zone of the same name replaces the first.

When a zone is forgotten: the kit clears zones by the *layer* they were registered in,
so the list always matches what is drawn:

``layout``  registered in ``layout()`` / ``build_bar()`` (or anywhere outside the others):
            cleared when the table is laid out again (enter, resize)
``board``   registered inside ``draw_board``: cleared just before ``draw_board`` runs
            again (each frame when ``board_key`` is None; when the key changes otherwise)
``actions`` registered inside ``build_actions``: cleared when the action bar is rebuilt
``frame``   registered inside ``draw`` (``draw_seat_extras``, a scene's own ``draw``):
            cleared at the start of every frame

Where the same name is registered in two layers, the later layer in that order wins
(a game's ``seat:2`` drawn each frame over the kit's ``seat:2`` from the layout).
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame

from ..i18n import t
from .text import TextCache, colour

LAYERS = ("layout", "board", "actions", "frame")
#: the key that walks the zones (Shift: backwards)
ZONE_KEY = pygame.K_TAB
ZONE_KEY_NAME = "Tab"
#: the key that opens and closes the viewer's role card (free in every game's scene)
CARD_KEY = pygame.K_i
CARD_KEY_NAME = "I"


@dataclass(frozen=True)
class Zone:
    """A rectangle that explains itself: ``t(key, **params)``."""

    name: str
    rect: pygame.Rect
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        return t(self.key, **self.params)


class Zones:
    """The zones of one table, by layer (see the module docstring)."""

    def __init__(self) -> None:
        self._layers: dict[str, dict[str, Zone]] = {layer: {} for layer in LAYERS}
        self._current = "layout"
        #: the name of the zone with the keyboard focus, or None
        self.focus: str | None = None
        #: a panel drawn over the table (the choice prompt): the zones it hides are left
        #: out, those inside it (its cards) kept
        self.cover: pygame.Rect | None = None

    def clear(self, layer: str) -> None:
        self._layers[layer].clear()

    def enter(self, layer: str) -> None:
        """Zones registered from now on go to ``layer``, which starts empty."""
        self._layers[layer].clear()
        self._current = layer

    @contextmanager
    def layer(self, layer: str, clear: bool = True) -> Iterator[None]:
        """Zones registered inside go to ``layer`` (cleared first when ``clear``)."""
        if clear:
            self._layers[layer].clear()
        before, self._current = self._current, layer
        try:
            yield
        finally:
            self._current = before

    def add(self, name: str, rect: pygame.Rect | tuple[int, int, int, int], key: str,
            params: dict[str, Any]) -> Zone:
        zone = Zone(name, pygame.Rect(rect), key, dict(params))
        self._layers[self._current].pop(name, None)   # the newest last
        self._layers[self._current][name] = zone
        return zone

    def all(self) -> list[Zone]:
        """Every zone once (by name, the later layer wins), in registration order."""
        named: dict[str, Zone] = {}
        for layer in LAYERS:
            for name, zone in self._layers[layer].items():
                named.pop(name, None)
                named[name] = zone
        cover = self.cover
        return [z for z in named.values() if z.rect.width > 0 and z.rect.height > 0
                and (cover is None or not cover.collidepoint(z.rect.center)
                     or cover.contains(z.rect))]

    def get(self, name: str) -> Zone | None:
        return next((z for z in self.all() if z.name == name), None)

    def at(self, pos: tuple[int, int]) -> Zone | None:
        """The zone under ``pos``: the smallest one (a badge on a card before the card)."""
        under = [z for z in self.all() if z.rect.collidepoint(pos)]
        return min(under, key=lambda z: z.rect.width * z.rect.height) if under else None

    def walk(self, step: int) -> Zone | None:
        """Move the keyboard focus ``step`` zones on (reading order: top to bottom,
        left to right); None when there is no zone."""
        zones = sorted(self.all(), key=lambda z: (z.rect.centery // 24, z.rect.centerx))
        if not zones:
            self.focus = None
            return None
        names = [z.name for z in zones]
        if self.focus in names:
            i = (names.index(self.focus) + step) % len(zones)
        else:
            i = 0 if step > 0 else len(zones) - 1
        self.focus = names[i]
        return zones[i]

    def focused(self) -> Zone | None:
        return self.get(self.focus) if self.focus is not None else None


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, colour: Any) -> None:
    """A visible focus ring round ``rect``: a bright stroke edged in black, readable
    on the felt, the wood and the background alike."""
    ring = rect.inflate(8, 8).clip(surface.get_rect())
    pygame.draw.rect(surface, (0, 0, 0), ring.inflate(4, 4), 2, border_radius=7)
    pygame.draw.rect(surface, colour, ring, 3, border_radius=6)


#: (font size, most lines) tried for a zone's text
TEXT_TRIES = ((15, 2), (15, 3), (14, 4), (13, 6))


def draw_explanation(surface: pygame.Surface, texts: TextCache, text: str,
                     around: pygame.Rect, width: int, footer: str = "") -> pygame.Rect:
    """A zone's text on a panel just above ``around`` (below it when there is no room
    above; inside the window), wrapped to ``width``, with a dim ``footer`` line (the
    key that walks the zones). Returns the panel's rect."""
    body = texts.block(text, width, TEXT_TRIES, "text", False, "left")
    foot = texts.block(footer, width, ((13, 1), (12, 1), (12, 2)), "text_dim", False, "left") \
        if footer else None
    w = max(body.get_width(), foot.get_width() if foot else 0)
    h = body.get_height() + (foot.get_height() + 4 if foot else 0)
    box = pygame.Rect(0, 0, w + 18, h + 12)
    bounds = surface.get_rect().inflate(-8, -8)
    box.midbottom = (around.centerx, around.top - 8)
    if box.top < bounds.top:
        box.midtop = (around.centerx, around.bottom + 8)
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, colour("panel"), box, border_radius=6)
    pygame.draw.rect(surface, colour("panel_border"), box, 1, border_radius=6)
    surface.blit(body, (box.x + 9, box.y + 6))
    if foot is not None:
        surface.blit(foot, (box.x + 9, box.y + 6 + body.get_height() + 4))
    return box
