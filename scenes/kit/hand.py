"""A hand of cards in a row: face up or face down, pick one or two by click.

The scene sets the cards (``set_cards``) and the rect (``layout``); ``click``
toggles a card's pick (picking past ``pick`` drops the oldest pick); ``selected``
lists the picked keys in picking order. Cards overlap when the row is narrow;
the hovered and the picked ones rise."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from .images import ImageCache
from .text import TextCache, colour

RATIO = 1.4      # card height / width
RISE = 0.12      # of the card's height, for a picked or hovered card


@dataclass(frozen=True)
class HandCard:
    key: Any                 # what the scene calls this card (an index, a card id)
    face: str                # art file of its face
    face_up: bool = True     # False: its back shows (a hidden card of the viewer's)
    enabled: bool = True     # may it be picked now?
    label: str = ""          # a caption under it (translated)


class Hand:
    def __init__(self, texts: TextCache, images: ImageCache, pick: int = 1,
                 back: str = "card_back.png") -> None:
        self.texts, self.images = texts, images
        self.pick, self.back = pick, back
        self.cards: list[HandCard] = []
        self.selected: list[Any] = []
        self.rects: list[pygame.Rect] = []

    def set_cards(self, cards: Sequence[HandCard]) -> None:
        self.cards = list(cards)
        keys = {c.key for c in self.cards if c.enabled}
        self.selected = [k for k in self.selected if k in keys]

    def layout(self, rect: pygame.Rect, max_w: int = 120) -> list[pygame.Rect]:
        """Places in ``rect``: as large as its height allows (room kept for the rise
        and a caption), side by side, overlapping when the row would not fit."""
        n = len(self.cards)
        if n == 0:
            self.rects = []
            return self.rects
        caption = 18 if any(c.label for c in self.cards) else 0
        card_h = int((rect.height - caption) / (1 + RISE))
        card_w = min(max_w, int(card_h / RATIO))
        card_h = int(card_w * RATIO)
        step = min(card_w + 8, (rect.width - card_w) // max(1, n - 1)) if n > 1 else 0
        total = card_w + step * (n - 1)
        x0 = rect.centerx - total // 2
        y = rect.y + int(card_h * RISE)
        self.rects = [pygame.Rect(x0 + i * step, y, card_w, card_h) for i in range(n)]
        return self.rects

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """Index of the card under ``pos`` (the rightmost: it is drawn on top)."""
        for i in range(len(self.rects) - 1, -1, -1):
            if self._shown_rect(i, None).collidepoint(pos):
                return i
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        """Toggle the pick of the card under ``pos``; True when a card was hit."""
        i = self.card_at(pos)
        if i is None or not self.cards[i].enabled:
            return i is not None
        key = self.cards[i].key
        if key in self.selected:
            self.selected.remove(key)
        else:
            self.selected.append(key)
            del self.selected[:-self.pick]
        return True

    def _shown_rect(self, i: int, hover: int | None) -> pygame.Rect:
        rect = self.rects[i]
        if self.cards[i].key in self.selected or i == hover:
            return rect.move(0, -int(rect.height * RISE))
        return rect

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int] | None = None) -> None:
        hover = self.card_at(mouse) if mouse is not None else None
        if hover is not None and not self.cards[hover].enabled:
            hover = None
        for i, card in enumerate(self.cards):
            rect = self._shown_rect(i, hover)
            pygame.draw.rect(surface, colour("shadow"), rect.move(3, 4), border_radius=6)
            img = self.images.get(card.face if card.face_up else self.back, rect.size)
            if img is not None:
                if not card.enabled:
                    img = img.copy()
                    img.set_alpha(120)
                surface.blit(img, rect)
            else:
                pygame.draw.rect(surface, colour("parchment" if card.face_up else "panel_light"),
                                 rect, border_radius=6)
            if card.key in self.selected:
                pygame.draw.rect(surface, colour("highlight"), rect.inflate(6, 6), 3,
                                 border_radius=8)
            elif i == hover:
                pygame.draw.rect(surface, colour("gold_light"), rect.inflate(4, 4), 2,
                                 border_radius=7)
            if card.label:
                cap = self.texts.fit(card.label, max(40, rect.width + 8), 14,
                                     "text" if card.enabled else "text_dim")
                surface.blit(cap, cap.get_rect(midtop=(rect.centerx, self.rects[i].bottom + 2)))
