"""An Agent Avenue agent card as drawn (the hand, the table, the end screen): its
colour, its name on one or two lines, its emblem (art/agent_avenue_art.py, or a
drawn mark without the art) and its values."""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.agent_avenue.data import AGENTS

from ..i18n import language
from ..kit.text import TextCache, colour
from .words import agent, signed

#: each agent's card colour (the symbol's shape tells them apart without colour)
CARD_COLOURS = {
    "double_agent": (122, 84, 160), "enforcer": (178, 64, 52), "codebreaker": (38, 128, 128),
    "saboteur": (92, 92, 100), "daredevil": (214, 122, 36), "sentinel": (52, 96, 170),
    "sidekick": (206, 172, 48), "mole": (118, 82, 52)}
NAME_MARGIN = 6     # pixels of a card's width the name leaves free
MIN_NAME_SIZE = 9   # the smallest font for an agent's name on a card
INK = (250, 244, 230)
PAD = 5      # room round a kept card for its shadow (2, 3) and its lit outline (3 + 2)
KEEP = 48    # cards and tiles kept drawn


def draw_symbol(surface: pygame.Surface, a: str, c: tuple[int, int], r: int) -> None:
    """Each agent's own mark, drawn in light ink."""
    ink = (248, 240, 224)
    x, y = c
    if a == "double_agent":
        pygame.draw.circle(surface, ink, (x - r // 3, y), r * 2 // 3, max(2, r // 5))
        pygame.draw.circle(surface, ink, (x + r // 3, y), r * 2 // 3, max(2, r // 5))
    elif a == "enforcer":
        pygame.draw.rect(surface, ink, (x - r * 2 // 3, y - r // 2, r * 4 // 3, r), border_radius=r // 4)
        for i in range(3):
            pygame.draw.circle(surface, ink, (x - r // 2 + i * r // 2, y - r // 2), r // 4)
    elif a == "codebreaker":
        pygame.draw.circle(surface, ink, (x - r // 3, y), r // 2, max(2, r // 5))
        pygame.draw.line(surface, ink, (x, y), (x + r, y), max(2, r // 5))
        pygame.draw.line(surface, ink, (x + r * 2 // 3, y), (x + r * 2 // 3, y + r // 3), max(2, r // 6))
    elif a == "saboteur":
        pygame.draw.circle(surface, ink, (x, y + r // 5), r * 2 // 3)
        pygame.draw.line(surface, ink, (x + r // 3, y - r // 3), (x + r * 2 // 3, y - r), max(2, r // 6))
    elif a == "daredevil":
        pts = [(x + r // 4, y - r), (x - r // 2, y + r // 6), (x, y + r // 6), (x - r // 4, y + r),
               (x + r // 2, y - r // 6), (x, y - r // 6)]
        pygame.draw.polygon(surface, ink, pts)
    elif a == "sentinel":
        pts = [(x - r * 2 // 3, y - r * 2 // 3), (x + r * 2 // 3, y - r * 2 // 3),
               (x + r * 2 // 3, y), (x, y + r), (x - r * 2 // 3, y)]
        pygame.draw.polygon(surface, ink, pts, max(2, r // 5))
    elif a == "sidekick":
        pts = [(x + r * math.cos(math.radians(-90 + 36 * i)) * (1 if i % 2 == 0 else 0.45),
                y + r * math.sin(math.radians(-90 + 36 * i)) * (1 if i % 2 == 0 else 0.45))
               for i in range(10)]
        pygame.draw.polygon(surface, ink, pts)
    elif a == "mole":
        pygame.draw.polygon(surface, ink, [(x - r * 2 // 3, y - r // 2), (x + r * 2 // 3, y - r // 2),
                                           (x, y + r * 2 // 3)])


class CardArt:
    """Draws agent cards and emblems for one app (its fonts and images), keeping the
    emblems scaled to each size asked."""

    def __init__(self, app: Any, texts: TextCache) -> None:
        self.app, self.texts = app, texts
        self._emblems: dict[tuple[str, tuple[int, int]], pygame.Surface | None] = {}
        self._shades: dict[tuple[int, int], pygame.Surface] = {}
        #: cards and tiles as drawn, by what they show (a move redraws the board: each
        #: card is then one blit); the oldest dropped past ``KEEP``
        self._drawn: dict[tuple[Any, ...], pygame.Surface] = {}

    def clear(self) -> None:
        """Emblems scaled for the old sizes: never drawn again."""
        self._emblems.clear()
        self._shades.clear()
        self._drawn.clear()

    def _kept(self, key: tuple[Any, ...], size: tuple[int, int],
              paint: Callable[[pygame.Surface, pygame.Rect], None]) -> pygame.Surface:
        """The picture ``paint`` draws in a rect of ``size``, with ``PAD`` pixels round
        it for the shadow and the outline, drawn once per ``key`` (and language)."""
        key = (*key, size, language())
        surf = self._drawn.pop(key, None)
        if surf is None:
            surf = pygame.Surface((size[0] + 2 * PAD, size[1] + 2 * PAD), pygame.SRCALPHA)
            paint(surf, pygame.Rect((PAD, PAD), size))
            if len(self._drawn) >= KEEP:
                del self._drawn[next(iter(self._drawn))]
        self._drawn[key] = surf   # the most recent last
        return surf

    def name_tries(self, width: int, height: int) -> tuple[tuple[int, int], ...]:
        """The fonts an agent's name may take on a card of that size: the largest that
        shows it whole (Codebreaker shrinks), on two lines (Double Agent) only where
        they leave most of the card to the emblem and the values."""
        return tuple((s, 2 if 2 * self.app.font(s, True).get_linesize() - 3 <= height * 0.4 else 1)
                     for s in range(max(11, min(16, width // 6)), MIN_NAME_SIZE - 1, -1))

    def emblem(self, surface: pygame.Surface, a: str, box: pygame.Rect) -> None:
        """The agent's emblem (art/agent_avenue_art.py), its drawing cut out of the art's
        empty margin and as large as fits ``box``; its drawn mark without the art."""
        key = (a, box.size)
        if key not in self._emblems:
            try:
                full = self.app.image(f"agent_avenue_{a}.png")
                bound = full.get_bounding_rect()
                scale = min(box.width / bound.width, box.height / bound.height)
                size = (max(1, round(bound.width * scale)), max(1, round(bound.height * scale)))
                self._emblems[key] = pygame.transform.smoothscale(full.subsurface(bound), size)
            except (FileNotFoundError, ValueError, pygame.error):
                self._emblems[key] = None
        img = self._emblems[key]
        if img is None:
            draw_symbol(surface, a, box.center, max(6, min(box.size) // 2))
        else:
            surface.blit(img, img.get_rect(center=box.center))

    def shade(self, size: tuple[int, int]) -> pygame.Surface:
        """A translucent dark sheet over a card that may not be played now (cached)."""
        if size not in self._shades:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 110))
            self._shades[size] = shade
        return self._shades[size]

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect, a: str | None,
                  lit: bool = False, dim: bool = False) -> None:
        """An agent card (None: a card's back) in ``rect``, lit (it may be played) or
        dimmed (it may not)."""
        surf = self._kept(("card", a, lit, dim), rect.size,
                          lambda s, r: self.paint_card(s, r, a, lit, dim))
        surface.blit(surf, (rect.x - PAD, rect.y - PAD))

    def paint_card(self, surface: pygame.Surface, rect: pygame.Rect, a: str | None,
                   lit: bool = False, dim: bool = False) -> None:
        radius = max(4, rect.width // 10)
        pygame.draw.rect(surface, colour("shadow"), rect.move(2, 3), border_radius=radius)
        if a is None:   # a card back
            pygame.draw.rect(surface, (40, 44, 60), rect, border_radius=radius)
            inner = rect.inflate(-rect.width // 5, -rect.width // 5)
            pygame.draw.rect(surface, colour("gold_dark"), inner, 2, border_radius=radius)
            mark = self.texts.get("?", max(14, rect.height // 3), "gold", True)
            surface.blit(mark, mark.get_rect(center=rect.center))
        else:
            pygame.draw.rect(surface, CARD_COLOURS[a], rect, border_radius=radius)
            pygame.draw.rect(surface, (250, 240, 220), rect.inflate(-4, -4), 1, border_radius=radius)
            name = self.texts.block(agent(a), rect.width - NAME_MARGIN, self.name_tries(*rect.size),
                                    INK, True, spacing=-3)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.y + 4)))
            one, two, three = AGENTS[a][1]
            vals = " ".join(signed(v) for v in (one, two, three)) if a not in ("sidekick", "mole") \
                else signed(one)
            size = max(11, min(16, rect.width // 6, rect.height // 5))
            top = rect.y + 4 + name.get_height() + 3
            if rect.width > rect.height * 1.2:   # a squat card: the values beside the emblem
                line = self.texts.fit(vals, rect.width // 2, size, INK, True)
                values = line.get_rect(bottomright=(rect.right - 6, rect.bottom - 4))
                box = pygame.Rect(rect.x + 6, top, values.x - 4 - rect.x - 6, rect.bottom - 4 - top)
            else:
                line = self.texts.fit(vals, rect.width - NAME_MARGIN, size, INK, True)
                values = line.get_rect(midbottom=(rect.centerx, rect.bottom - 4))
                # between the name and the values, the same height on every card
                bottom = values.y - 3
                box = pygame.Rect(0, 0, rect.width - 14, min(bottom - top, rect.height * 2 // 5))
                box.center = (rect.centerx, (top + bottom) // 2)
            surface.blit(line, values)
            if box.height > 4:
                self.emblem(surface, a, box)
        if dim:
            surface.blit(self.shade(rect.size), rect)
        if lit:
            pygame.draw.rect(surface, colour("highlight"), rect.inflate(6, 6), 3, border_radius=radius + 2)

    def draw_tile(self, surface: pygame.Surface, r: pygame.Rect, a: str, count: int) -> None:
        """An agent type's tile on a tableau: its colour, emblem and count."""
        surf = self._kept(("tile", a, count), r.size, lambda s, rr: self.paint_tile(s, rr, a, count))
        surface.blit(surf, (r.x - PAD, r.y - PAD))

    def paint_tile(self, surface: pygame.Surface, r: pygame.Rect, a: str, count: int) -> None:
        pygame.draw.rect(surface, colour("shadow"), r.move(1, 2), border_radius=5)
        pygame.draw.rect(surface, CARD_COLOURS[a], r, border_radius=5)
        pygame.draw.rect(surface, (250, 240, 220), r.inflate(-4, -4), 1, border_radius=4)
        n = self.texts.get(f"×{count}", max(12, min(18, r.width // 3)), INK, True)
        spot = n.get_rect(midbottom=(r.centerx, r.bottom))
        surface.blit(n, spot)
        box = pygame.Rect(r.x + 5, r.y + 5, r.width - 10, spot.y + 2 - r.y - 5)
        if box.height > 4:
            self.emblem(surface, a, box)
