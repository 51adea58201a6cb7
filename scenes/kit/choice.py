"""Big cards for a private choice (a vote, a quest card, a card to play): each with
its picture, its label and its key; a choice that may not be made is greyed and
says why (tooltip on hover, a flash on click).

The scene gives the panel and the heading; the prompt lays the cards out, draws
them (cached until something changes) and tells which card a click hit."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from .images import ImageCache
from .text import TextCache, colour
from .tooltip import draw_tooltip

#: the heading over the cards: one line, or two smaller ones when narrow
HEAD_TRIES = ((17, 1), (15, 1), (14, 2), (13, 2))
#: a card's caption: the largest of these that fits, with its key if it can
CAPTION_SIZES = (16, 14, 13, 12)
#: least room between two captions and between a caption and the panel's edge
CAPTION_GAP = 6


@dataclass(frozen=True)
class Choice:
    move: Any           # what picking it plays
    image: str          # art file
    label: str          # translated caption
    key: int | None = None   # pygame key that picks it
    enabled: bool = True
    why: str = ""       # translated reason it may not be picked


class ChoicePrompt:
    def __init__(self, texts: TextCache, images: ImageCache) -> None:
        self.texts = texts
        self.images = images
        self._cache: tuple[Any, pygame.Surface] | None = None
        #: the panel drawn this frame (the table resets it each frame): what it covers
        #: does not explain itself
        self.covering: pygame.Rect | None = None

    def head(self, text: str, panel: pygame.Rect) -> list[tuple[int, str]]:
        size, lines = self.texts.lines(text, panel.width - 12, HEAD_TRIES, True)
        return [(size, line) for line in lines]

    def rects(self, panel: pygame.Rect, heading: str, count: int = 2,
              square: bool = False) -> list[pygame.Rect]:
        """The cards' places: below the heading, centred, a quarter of the panel apart
        at least so the captions never meet."""
        label_h, gap = 20, 18
        head_h = 6 + sum(sz + 3 for sz, _ in self.head(heading, panel))
        card_h = max(30, min(200, panel.height - head_h - label_h - 10))
        card_w = card_h if square else int(card_h / 1.4)
        card_w = min(card_w, (panel.width - (count + 1) * gap) // count)
        card_h = card_w if square else int(card_w * 1.4)
        y = panel.y + head_h + 2
        if count == 2:
            offset = max(card_w // 2 + gap // 2, min(panel.width // 4, card_w))
            return [pygame.Rect(panel.centerx - offset - card_w // 2, y, card_w, card_h),
                    pygame.Rect(panel.centerx + offset - card_w // 2, y, card_w, card_h)]
        step = max(card_w + gap, min(panel.width // count, 2 * card_w))
        x0 = panel.centerx - (step * (count - 1)) // 2
        return [pygame.Rect(x0 + i * step - card_w // 2, y, card_w, card_h)
                for i in range(count)]

    def hit(self, choices: Sequence[Choice], rects: Sequence[pygame.Rect],
            pos: tuple[int, int]) -> Choice | None:
        return next((c for c, r in zip(choices, rects) if r.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface, panel: pygame.Rect, heading: str,
             choices: Sequence[Choice], rects: Sequence[pygame.Rect],
             mouse: tuple[int, int]) -> None:
        self.covering = pygame.Rect(panel)
        hover = next((i for i, r in enumerate(rects) if r.collidepoint(mouse)), None)
        key = (tuple(panel), tuple(map(tuple, rects)), tuple(choices), hover, heading)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(panel, heading, choices, rects, hover))
        surface.blit(self._cache[1], panel.topleft)
        if hover is not None and not choices[hover].enabled and choices[hover].why:
            draw_tooltip(surface, self.texts, choices[hover].why, mouse)

    def _render(self, panel: pygame.Rect, heading: str, choices: Sequence[Choice],
                rects: Sequence[pygame.Rect], hover: int | None) -> pygame.Surface:
        surf = pygame.Surface(panel.size, pygame.SRCALPHA)
        local = surf.get_rect()
        pygame.draw.rect(surf, (*colour("panel"), 225), local, border_radius=10)
        pygame.draw.rect(surf, colour("panel_border"), local, 1, border_radius=10)
        y = 3
        for size, line in self.head(heading, panel):
            head = self.texts.fit(line, panel.width - 12, size, "text", True)
            surf.blit(head, head.get_rect(midtop=(local.centerx, y)))
            y += size + 3
        for i, (choice, rect) in enumerate(zip(choices, rects)):
            r = rect.move(-panel.x, -panel.y)
            pygame.draw.rect(surf, colour("shadow"), r.move(3, 4), border_radius=8)
            img = self.images.get(choice.image, r.size)
            if img is not None:
                if not choice.enabled:
                    img = pygame.transform.grayscale(img)
                    img.set_alpha(110)
                surf.blit(img, r)
            else:
                pygame.draw.rect(surf, colour("parchment"), r, border_radius=8)
            if choice.enabled and hover == i:
                pygame.draw.rect(surf, colour("highlight"), r.inflate(8, 8), 3, border_radius=10)
        local_rects = [r.move(-panel.x, -panel.y) for r in rects]
        for _text, cap, cap_rect in self.captions(choices, local_rects, local.width):
            surf.blit(cap, cap_rect)
        return surf

    def captions(self, choices: Sequence[Choice], rects: Sequence[pygame.Rect],
                 width: int) -> list[tuple[str, pygame.Surface, pygame.Rect]]:
        """Each card's caption (its text, drawn, and its place) (``rects`` and places relative to the
        panel, ``width`` wide). Two cards share the panel's width as their captions
        need it, so "Approve (A)" keeps its key beside a short "Reject (R)" even
        when half the panel is too narrow for it; a caption centred under its card
        moves aside only as far as it must."""
        if len(choices) == 2:
            for keyed in (True, False):
                for size in CAPTION_SIZES:
                    texts = [self._caption_text(c, keyed) for c in choices]
                    caps = [self._caption(c, size, keyed) for c in choices]
                    if sum(c.get_width() for c in caps) + 3 * CAPTION_GAP <= width:
                        return list(zip(texts, caps, self._side_by_side(caps, rects, width)))
        out = []
        for choice, r in zip(choices, rects):
            half = min(r.centerx, width - r.centerx)
            if len(choices) == 2:
                half = min(half, abs(width // 2 - r.centerx))
            else:
                half = min(half, r.width // 2 + 9)
            text, cap = self.caption(choice, max(40, 2 * half - 8))
            out.append((text, cap, cap.get_rect(midtop=(r.centerx, r.bottom + 3))))
        return out

    @staticmethod
    def _side_by_side(caps: Sequence[pygame.Surface], rects: Sequence[pygame.Rect],
                      width: int) -> list[pygame.Rect]:
        places = [c.get_rect(midtop=(r.centerx, r.bottom + 3)) for c, r in zip(caps, rects)]
        left, right = sorted(places, key=lambda p: p.centerx)
        left.left = max(left.left, CAPTION_GAP)
        right.right = min(right.right, width - CAPTION_GAP)
        overlap = left.right + CAPTION_GAP - right.left
        if overlap > 0:
            step = min(overlap, left.left - CAPTION_GAP)
            left.x -= step
            right.x += overlap - step
        return places

    @staticmethod
    def _caption_text(choice: Choice, keyed: bool) -> str:
        if keyed and choice.enabled and choice.key is not None:
            return f"{choice.label} ({pygame.key.name(choice.key).upper()})"
        return choice.label

    def _caption(self, choice: Choice, size: int, keyed: bool) -> pygame.Surface:
        fg = "text" if choice.enabled else "text_dim"
        return self.texts.get(self._caption_text(choice, keyed), size, fg, choice.enabled)

    def caption(self, choice: Choice, room: int) -> tuple[str, pygame.Surface]:
        """The label with its key while there is room; the key goes first when short."""
        for keyed in (True, False):
            for size in CAPTION_SIZES:
                cap = self._caption(choice, size, keyed)
                if cap.get_width() <= room:
                    return self._caption_text(choice, keyed), cap
        fg = "text" if choice.enabled else "text_dim"
        return choice.label, self.texts.fit(choice.label, room, 12, fg, choice.enabled)
