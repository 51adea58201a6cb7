"""The shared art: textures, cards, seat tokens, vote tokens, and the helpers the
games' pictures share (stars, vignette). Every module of art/ keeps its makers in a
``MAKERS`` registry; ``python -m art.make_art`` draws them all."""
from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from . import SEAT_SHAPES, SHAPE_POINTS
from .draw import Pen, col, heart, mix, plus, regular, shield, star, texture

WHITE = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)
OUTLINE = col("#1a1410")
BONE = col("#efe4cc")

Maker = Callable[[], pygame.Surface]


class Makers(dict[str, Maker]):
    """Asset file name -> the function that draws it; ``@MAKERS("x.png")`` registers one."""

    def __call__(self, name: str) -> Callable[[Maker], Maker]:
        def register(fn: Maker) -> Maker:
            self[name] = fn
            return fn
        return register


MAKERS = Makers()


# --- textures ----------------------------------------------------------------------

@MAKERS("table.png")
def table() -> pygame.Surface:
    return texture(256, 256, col("felt"), [(6, 6, 0.06), (24, 24, 0.06), (256, 256, 0.10)], seed=11)


@MAKERS("wood.png")
def wood() -> pygame.Surface:
    surf = texture(256, 256, col("wood"), [(3, 64, 0.30), (2, 128, 0.22), (6, 256, 0.14),
                                           (32, 256, 0.06), (256, 256, 0.04)], seed=12)
    for y in (31, 95, 159, 223):                      # plank seams, away from the tile edge
        pygame.draw.line(surf, col("wood_dark")[:3], (0, y), (255, y), 2)
        pygame.draw.line(surf, col("wood_light")[:3], (0, y + 2), (255, y + 2), 1)
    for i, y in enumerate((31, 95, 159, 223)):         # butt joints, staggered
        x = (37 + 101 * i) % 256
        pygame.draw.line(surf, col("wood_dark")[:3], (x, y + 3), (x, min(255, y + 63)), 2)
    pygame.draw.line(surf, col("wood_dark")[:3], (37 + 101 * 3 - 256, 0), (37 + 101 * 3 - 256, 30), 2)
    return surf


@MAKERS("parchment.png")
def parchment() -> pygame.Surface:
    return texture(256, 256, col("parchment"), [(3, 3, 0.12), (10, 10, 0.07), (40, 40, 0.04),
                                                (256, 256, 0.05)], seed=13)


# --- cards -------------------------------------------------------------------------

def corner_flourishes(pen: Pen, w: float, h: float, inset: float, colour, size: float) -> None:
    for x, y in ((inset, inset), (w - inset, inset), (inset, h - inset), (w - inset, h - inset)):
        pen.poly(colour, [(x, y - size), (x + size, y), (x, y + size), (x - size, y)])


def gilt_card(w: int, h: int, inset: float, inside: Pen) -> Pen:
    """A card with a gold edge; ``inside`` (a layer of the card's size) shows within
    ``inset`` of the edge, its corners rounded."""
    pen = Pen(w, h, 3)
    pen.rect(col("gold_dark"), (0, 0, w, h), radius=14)
    pen.rect(col("gold"), (2, 2, w - 4, h - 4), radius=12)
    shape = pen.layer()
    shape.rect(WHITE, (inset, inset, w - 2 * inset, h - 2 * inset), radius=9)
    inside.clip(shape)
    pen.blit(inside)
    return pen


@MAKERS("card_frame.png")
def card_frame() -> pygame.Surface:
    w, h = 200, 280
    face = Pen(w, h, 3)
    face.blit(pygame.transform.smoothscale(parchment(), (w * 3, h * 3)))
    pen = gilt_card(w, h, 7, face)
    pen.rect(col("gold_dark"), (12, 12, w - 24, h - 24), radius=6, width=1.6)
    pen.rect(col("parchment_edge", 160), (16, 16, w - 32, h - 32), radius=4, width=0.8)
    corner_flourishes(pen, w, h, 12, col("gold_dark"), 6)
    return pen.done()


@MAKERS("card_back.png")
def card_back() -> pygame.Surface:
    w, h = 200, 280
    inner = Pen(w, h, 3)
    inner.vgrad(col("#1f3f6e"), col("#10213d"))
    for k in range(-12, 13):                          # diamond lattice
        inner.line(col("gold", 45), [(k * 24, 0), (k * 24 + h, h)], 1.2)
        inner.line(col("gold", 45), [(k * 24 + h, 0), (k * 24, h)], 1.2)
    inner.radial((w / 2, h / 2), 80, col("#2c5a97", 200), col("#10213d", 0))
    pen = gilt_card(w, h, 8, inner)
    pen.rect(col("gold"), (14, 14, w - 28, h - 28), radius=6, width=1.5)
    corner_flourishes(pen, w, h, 14, col("gold"), 7)
    c = (w / 2, h / 2)
    medal = pen.layer()
    medal.circle(col("gold"), c, 46, 2.5)
    medal.circle(col("gold", 150), c, 38, 1)
    medal.poly(col("gold"), star(c, 36, 9, 8, -90))
    medal.poly(col("gold_light"), star(c, 22, 6, 8, -67.5))
    medal.circle(col("#10213d"), c, 7)
    medal.circle(col("gold_light"), c, 4)
    medal.shadow(1, 1.5, 2, 150)
    pen.blit(medal)
    return pen.done()


# --- seat tokens -------------------------------------------------------------------

def seat_shape(pen: Pen, shape: str, c, r: float) -> None:
    x, y = c
    if shape == "circle":
        pen.circle(WHITE, c, r * 0.9)
    elif shape == "square":
        pen.rect(WHITE, (x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6), radius=r * 0.16)
    elif shape == "triangle":
        pen.poly(WHITE, regular((x, y + r * 0.18), r * 1.05, 3))
    elif shape == "diamond":
        pen.poly(WHITE, [(x, y - r), (x + r * 0.78, y), (x, y + r), (x - r * 0.78, y)])
    elif shape == "star":
        pen.poly(WHITE, star((x, y + r * 0.06), r * 1.02, r * 0.45))
    elif shape == "hexagon":
        pen.poly(WHITE, regular(c, r * 0.95, 6, 0))
    elif shape == "pentagon":
        pen.poly(WHITE, regular((x, y + r * 0.06), r * 0.97, 5))
    elif shape == "cross":
        pen.poly(WHITE, plus(c, r * 0.92, r * 0.32))
    elif shape == "heart":
        pen.poly(WHITE, heart((x, y + r * 0.1), r * 0.98))
    elif shape == "moon":
        pen.circle(WHITE, c, r * 0.92)
        pen.circle(CLEAR, (x + r * 0.42, y - r * 0.22), r * 0.74)
    elif shape == "ring":
        pen.circle(WHITE, c, r * 0.92)
        pen.circle(CLEAR, c, r * 0.5)
    elif shape in ("hourglass", "arrow", "saltire", "half"):
        pen.poly(WHITE, [(x + px * r, y + py * r) for px, py in SHAPE_POINTS[shape]])
    elif shape == "bars":
        for dy in (-0.45, 0.15):
            pen.rect(WHITE, (x - r * 0.85, y + dy * r, r * 1.7, r * 0.42), radius=r * 0.1)
    else:
        raise ValueError(f"unknown seat shape {shape!r}")


def seat_token(shape: str) -> pygame.Surface:
    pen = Pen(96, 96, 4)
    c, r = (48, 47), 37.5
    silhouette = pen.layer()
    seat_shape(silhouette, shape, c, r)
    body = pen.layer()
    body.radial(c, r * 1.2, WHITE, col("#c8c8c8"), towards=(c[0] - r * 0.35, c[1] - r * 0.4))
    body.clip(silhouette)
    body.outline(col("#161616"), 3.4)          # neutral grey: the tint stays true
    body.shadow(1.5, 2.4, 3, 110)
    pen.blit(body)
    return pen.done()


for _shape in SEAT_SHAPES:
    MAKERS[f"seat_{_shape}.png"] = (lambda s=_shape: seat_token(s))


@MAKERS("glow.png")
def glow() -> pygame.Surface:
    pen = Pen(128, 128, 2)
    pen.overwrite = True
    c = (64, 64)
    steps = 60
    for i in range(steps):                      # a soft ring peaking at 70% of the radius
        r = 63 * (1 - i / steps)
        d = abs(r / 63 - 0.7)
        a = int(230 * max(0.0, 1 - d / 0.3) ** 1.6)
        pen.circle((255, 255, 255, a), c, r)
    return pen.done()


# --- tokens ------------------------------------------------------------------------

def disc(pen: Pen, c, r: float, light, dark, rim=None, rim_dark=None) -> None:
    """A bevelled round token: metal rim, shaded body lit from the top left."""
    rim = rim or col("gold")
    rim_dark = rim_dark or col("gold_dark")
    pen.radial(c, r, mix(rim, WHITE, 0.35), rim_dark, towards=(c[0] - r * 0.4, c[1] - r * 0.4))
    pen.circle(rim_dark, c, r * 0.86)
    pen.radial(c, r * 0.83, light, dark, towards=(c[0] - r * 0.3, c[1] - r * 0.35), power=0.8)


def finish_token(pen: Pen) -> pygame.Surface:
    pen.shadow(1.2, 2.0, 2.5, 120)
    return pen.done()


@MAKERS("crown.png")
def crown() -> pygame.Surface:
    pen = Pen(96, 96, 4)
    shape = pen.layer()
    base_y, top_y = 72, 26
    pts = [(18, base_y), (14, 36), (31, 52), (48, top_y), (65, 52), (82, 36), (78, base_y)]
    shape.poly(WHITE, pts)
    shape.rect(WHITE, (17, 64, 62, 14), radius=3)
    for p in ((14, 34), (48, 23), (82, 34)):
        shape.circle(WHITE, p, 5.5)
    body = pen.layer()
    body.vgrad(col("gold_light"), col("gold_dark"), (0, 18, 96, 64))
    body.clip(shape)
    body.rect(col("gold_dark"), (17, 63, 62, 2))
    for x, c in ((30, "#c8302c"), (48, "#2f6db5"), (66, "#2f9a55")):
        body.poly(col(c), [(x, 65.5), (x + 5, 71), (x, 76.5), (x - 5, 71)])
        body.circle(col("#ffffff", 170), (x - 1.4, 69.6), 1.3)
    body.poly(col("#ffffff", 70), [(31, 52), (48, 29), (48, 40)])
    body.outline(col("#5a3f0e"), 1.6)
    pen.blit(body)
    return finish_token(pen)


@MAKERS("shield.png")
def shield_token() -> pygame.Surface:
    pen = Pen(96, 96, 4)
    c = (48, 49)
    outer = pen.layer()
    outer.poly(WHITE, shield(c, 66, 78))
    rim = pen.layer()
    rim.vgrad(col("gold_light"), col("gold_dark"))
    rim.clip(outer)
    inner = pen.layer()
    inner.poly(WHITE, shield((c[0], c[1] - 1), 56, 67))
    field = pen.layer()
    field.vgrad(col("#e8ecf2"), col("#8b94a4"))
    field.rect(col("good", 230), (20, 8, 28, 80))            # per pale: azure and argent
    field.clip(inner)
    rim.blit(field)
    rim.poly(col("gold"), star((48, 42), 15, 6.5))
    rim.poly(col("gold_light"), star((48, 42), 7, 3))
    rim.outline(col("#4a350d"), 1.4)
    pen.blit(rim)
    return finish_token(pen)


def check_mark(pen: Pen, c, s: float, colour, width: float) -> None:
    x, y = c
    pen.line(colour, [(x - s * 0.55, y + s * 0.02), (x - s * 0.15, y + s * 0.42),
                      (x + s * 0.6, y - s * 0.45)], width)


def cross_mark(pen: Pen, c, s: float, colour, width: float) -> None:
    x, y = c
    pen.line(colour, [(x - s * 0.45, y - s * 0.45), (x + s * 0.45, y + s * 0.45)], width)
    pen.line(colour, [(x + s * 0.45, y - s * 0.45), (x - s * 0.45, y + s * 0.45)], width)


def vote(kind: str) -> pygame.Surface:
    pen = Pen(96, 96, 4)
    c, r = (47, 46), 40
    body = pen.layer()
    if kind == "approve":
        disc(body, c, r, col("#5cc06c"), col("approve_dark"))
        mark = body.layer()
        check_mark(mark, (c[0], c[1] + 2), 40, BONE, 10)
    elif kind == "reject":
        disc(body, c, r, col("#e2604f"), col("reject_dark"))
        mark = body.layer()
        cross_mark(mark, c, 40, BONE, 10)
    else:
        disc(body, c, r, col("#2c5a97"), col("#0f1f3a"))
        mark = body.layer()
        mark.poly(col("gold"), star(c, 24, 7, 8))
        mark.poly(col("gold_light"), star(c, 13, 4, 8, -67.5))
    mark.outline(OUTLINE, 2)
    mark.shadow(0.8, 1.2, 1.5, 100)
    body.blit(mark)
    pen.blit(body)
    return finish_token(pen)


MAKERS["vote_approve.png"] = lambda: vote("approve")
MAKERS["vote_reject.png"] = lambda: vote("reject")
MAKERS["vote_back.png"] = lambda: vote("back")


# --- helpers of the game picker pictures (320 x 200) ---------------------------

def night_sky(bands: list[tuple[str, str, tuple[int, int, int, int]]], seed: int, stars: int,
              height: int) -> Pen:
    """A picker picture's pen with its sky drawn: gradient ``bands`` (top colour, bottom
    colour, area) and ``stars`` stars (from ``seed``) in the top ``height`` pixels."""
    pen = Pen(320, 200, 3)
    for top, bottom, area in bands:
        pen.vgrad(col(top), col(bottom), area)
    stars_in(pen, seed, stars, (0, 0, 320, height))
    return pen


def stars_in(pen: Pen, seed: int, count: int, area, colour=(255, 250, 230)) -> None:
    rng = random.Random(seed)
    x0, y0, x1, y1 = area
    for _ in range(count):
        pen.circle((*colour, rng.randrange(90, 230)), (rng.uniform(x0, x1), rng.uniform(y0, y1)),
                   rng.uniform(0.35, 1.0))


def vignette(pen: Pen, strength: int = 150) -> None:
    """Darken towards the edges: a black veil with ever clearer ellipses cut in it."""
    shade = pen.layer()
    shade.overwrite = True
    shade.surf.fill((0, 0, 0, strength))
    steps = 48
    for i in range(1, steps + 1):
        t = i / steps
        a = int(strength * (1 - t) ** 1.4)
        k = 0.45 * t
        shade.ellipse((0, 0, 0, a), (pen.w * (-0.2 + k), pen.h * (-0.25 + k),
                                     pen.w * (1.4 - 2 * k), pen.h * (1.5 - 2 * k)))
    pen.blit(shade)


