"""Draw every BluffBox image: ``python -m art.make_art`` (writes the PNGs next to it).

Everything is drawn with pygame at several times the final size and scaled down
smoothly (anti-aliasing). Noise comes from fixed seeds, so re-running gives the
same pictures."""
from __future__ import annotations

import math
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from scenes.avalon.manifest import GOOD_ROLES, ROLES as AVALON_ROLES

from . import DIR, SEAT_COLOURS, SEAT_SHAPES, SHAPE_POINTS, names
from .aztec_art import makers as aztec_makers, stepped_temple
from .draw import Pen, bezier, col, heart, mix, plus, regular, shield, star, texture

WHITE = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)
OUTLINE = col("#1a1410")
BONE = col("#efe4cc")

MAKERS: dict[str, Callable[[], pygame.Surface]] = {}


def maker(name: str):
    def register(fn: Callable[[], pygame.Surface]):
        MAKERS[name] = fn
        return fn
    return register


# --- textures ----------------------------------------------------------------------

@maker("table.png")
def table() -> pygame.Surface:
    return texture(256, 256, col("felt"), [(6, 6, 0.06), (24, 24, 0.06), (256, 256, 0.10)], seed=11)


@maker("wood.png")
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


@maker("parchment.png")
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


@maker("card_frame.png")
def card_frame() -> pygame.Surface:
    w, h = 200, 280
    face = Pen(w, h, 3)
    face.blit(pygame.transform.smoothscale(parchment(), (w * 3, h * 3)))
    pen = gilt_card(w, h, 7, face)
    pen.rect(col("gold_dark"), (12, 12, w - 24, h - 24), radius=6, width=1.6)
    pen.rect(col("parchment_edge", 160), (16, 16, w - 32, h - 32), radius=4, width=0.8)
    corner_flourishes(pen, w, h, 12, col("gold_dark"), 6)
    return pen.done()


@maker("card_back.png")
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


@maker("glow.png")
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


@maker("crown.png")
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


@maker("shield.png")
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


def sword(pen: Pen, tip, length: float, width: float, angle: float = -90,
          guard_size: float = 2.4) -> None:
    """A sword whose point is at ``tip``, pointing along ``angle`` (degrees, y down)."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)          # from hilt to tip
    nx, ny = -uy, ux

    def at(d: float, s: float):
        return (tip[0] - ux * d + nx * s, tip[1] - uy * d + ny * s)

    blade = length * 0.68
    pen.poly(col("#e9eef5"), [at(0, 0), at(width * 1.2, width / 2), at(blade, width / 2),
                               at(blade, -width / 2), at(width * 1.2, -width / 2)])
    pen.poly(col("#aab3c2"), [at(0, 0), at(width * 1.2, width / 2), at(blade, width / 2),
                               at(blade, 0)])
    pen.line(col("#7d8797"), [at(width * 1.6, 0), at(blade - 1, 0)], max(0.8, width * 0.12))
    guard = width * guard_size
    pen.line(col("gold"), [at(blade + width * 0.3, guard), at(blade + width * 0.3, -guard)],
             width * 0.75)
    pen.line(col("#6b4226"), [at(blade + width * 0.8, 0), at(length - width * 0.9, 0)], width * 0.7)
    pen.circle(col("gold"), at(length - width * 0.5, 0), width * 0.75)


@maker("avalon_lady.png")
def lady() -> pygame.Surface:
    pen = Pen(96, 96, 4)
    c, r = (47, 46), 40
    body = pen.layer()
    disc(body, c, r, col("#5fb3c9"), col("#123a55"), col("silver"), col("#5d6674"))
    scene = body.layer()
    scene.radial((47, 30), 26, col("#ffffff", 110), col("#ffffff", 0))
    sword(scene, (47, 12), 44, 6.5, angle=-90)
    for k, y in enumerate((56, 64, 72)):
        pts = [(10 + i * 2, y + 2.6 * math.sin((i * 2 + k * 7) / 6)) for i in range(41)]
        scene.line(col("#d7f1f7", 210 - k * 40), pts, 3.2)
    water = body.layer()
    water.circle(WHITE, c, r * 0.83)
    scene.clip(water)
    body.blit(scene)
    pen.blit(body)
    return finish_token(pen)


def quest_card(ok: bool) -> pygame.Surface:
    w, h = 140, 196
    pen = Pen(w, h, 3)
    card = pen.layer()
    if ok:
        card.rect(col("#1d4677"), (0, 0, w, h), radius=12)
        card.rect(col("gold"), (3, 3, w - 6, h - 6), radius=10)
        card.vgrad(col("#fbf4df"), col("#e3cf9c"), (7, 7, w - 14, h - 14))
    else:
        card.rect(col("#1a0a0a"), (0, 0, w, h), radius=12)
        card.rect(col("#6d6f77"), (3, 3, w - 6, h - 6), radius=10)
        card.vgrad(col("#4a1414"), col("#1e0707"), (7, 7, w - 14, h - 14))
    face = pen.layer()
    face.rect(WHITE, (7, 7, w - 14, h - 14), radius=8)
    inner = pen.layer()
    inner.blit(card)
    c = (w / 2, h / 2)
    emblem = pen.layer()
    if ok:
        for i in range(16):                                  # sun rays
            a = math.radians(i * 22.5)
            r1, r2 = 38, 52 if i % 2 == 0 else 46
            emblem.poly(col("gold", 220), [
                (c[0] + r1 * math.cos(a - 0.09), c[1] + r1 * math.sin(a - 0.09)),
                (c[0] + r2 * math.cos(a), c[1] + r2 * math.sin(a)),
                (c[0] + r1 * math.cos(a + 0.09), c[1] + r1 * math.sin(a + 0.09))])
        disc(emblem, c, 36, col("#4f8fd6"), col("good_dark"))
        mark = emblem.layer()
        check_mark(mark, (c[0], c[1] + 2), 34, BONE, 8)
    else:
        emblem.poly(col("#8a1f1a"), star(c, 53, 32, 12, -90))
        emblem.poly(col("evil"), star(c, 45, 28, 12, -75))
        emblem.radial(c, 32, col("#e0564a"), col("#7a1c1a"), towards=(c[0] - 8, c[1] - 10))
        mark = emblem.layer()
        cross_mark(mark, c, 34, col("#1a0a0a"), 8)
    mark.outline(OUTLINE if ok else col("#f0c9b5"), 1.8 if ok else 1.4)
    emblem.blit(mark)
    emblem.shadow(1, 2, 3, 120)
    inner.blit(emblem)
    corner = col("gold_dark") if ok else col("#a0a3ab")
    corner_flourishes(inner, w, h, 16, corner, 5)
    inner.rect(corner, (12, 12, w - 24, h - 24), radius=5, width=1.2)
    edge = pen.layer()
    edge.rect(WHITE, (0, 0, w, h), radius=12)
    inner.clip(edge)
    pen.blit(inner)
    return pen.done()


MAKERS["avalon_success.png"] = lambda: quest_card(True)
MAKERS["avalon_fail.png"] = lambda: quest_card(False)


@maker("avalon_quest.png")
def quest_disc() -> pygame.Surface:
    pen = Pen(128, 128, 3)
    c, r = (63, 62), 56
    body = pen.layer()
    disc(body, c, r, col("#f4ead0"), col("#b89c66"))
    body.circle(col("gold_dark", 200), c, r * 0.68, 1.6)
    body.circle(col("#fff6dc", 150), (c[0] + 0.8, c[1] + 1.2), r * 0.68, 0.8)
    for i in range(12):                                   # little engraved notches
        a = math.radians(i * 30)
        p = (c[0] + r * 0.76 * math.cos(a), c[1] + r * 0.76 * math.sin(a))
        body.circle(col("gold_dark", 190), p, 1.6)
    pen.blit(body)
    return finish_token(pen)


@maker("avalon_reject_marker.png")
def reject_marker() -> pygame.Surface:
    pen = Pen(48, 48, 6)
    c, r = (23.5, 23), 19
    gem = pen.layer()
    outer = regular(c, r, 8, -90 + 22.5)
    inner = regular(c, r * 0.55, 8, -90 + 22.5)
    gem.poly(col("#5e1010"), outer)
    shades = ["#e86a5a", "#d44a3c", "#b8322f", "#8f2220", "#731a19", "#8f2220", "#b8322f", "#d44a3c"]
    for i in range(8):
        j = (i + 1) % 8
        gem.poly(col(shades[i]), [outer[i], outer[j], inner[j], inner[i]])
    gem.poly(col("#c93b33"), inner)
    gem.poly(col("#ff9d8c", 200), [inner[6], inner[7], (c[0] - 1, c[1] - 1)])
    gem.circle(col("#ffffff", 210), (c[0] - r * 0.3, c[1] - r * 0.35), 2.2)
    gem.outline(col("#2a0707"), 1.2)
    pen.blit(gem)
    pen.shadow(0.8, 1.4, 1.5, 120)
    return pen.done()


# --- Avalon portraits ----------------------------------------------------------------

def portrait(role: str) -> pygame.Surface:
    size = 160
    pen = Pen(size, size, 3)
    c = (80, 79)
    good = role in GOOD_ROLES or role == "good"
    frame = pen.layer()
    field = pen.layer()
    inside = pen.layer()
    if good:
        frame.radial(c, 74, col("gold_light"), col("gold_dark"), towards=(60, 55))
        frame.circle(col("#5a3f0e"), c, 66)
        inside.circle(WHITE, c, 64)
        field.radial(c, 100, col("#4b8fd8"), col("#0d2442"), towards=(70, 60), power=0.9)
        rng = random.Random(sum(map(ord, role)))
        for _ in range(18):
            field.circle(col("#dfeeff", rng.randrange(60, 170)),
                         (rng.uniform(20, 140), rng.uniform(20, 140)), rng.uniform(0.5, 1.2))
    else:
        hexa = regular(c, 76, 6, -90)
        frame.poly(col("#3a3d45"), hexa)
        lit = pen.layer()
        lit.radial(c, 80, col("#c9ced6"), col("#3a3d45"), towards=(60, 50))
        shape = pen.layer()
        shape.poly(WHITE, hexa)
        lit.clip(shape)
        frame.blit(lit)
        frame.poly(col("#1a0d0d"), regular(c, 67, 6, -90))
        inside.poly(WHITE, regular(c, 65, 6, -90))
        field.radial(c, 100, col("#c2413a"), col("#2a0707"), towards=(72, 62), power=0.9)
        for i in range(6):                                    # studs at the corners
            p = regular(c, 71, 6, -90)[i]
            frame.circle(col("#1a1c22"), p, 3.4)
            frame.circle(col("#e6e9ee"), (p[0] - 0.6, p[1] - 0.6), 1.8)
    field.clip(inside)
    frame.blit(field)
    emblem = pen.layer()
    EMBLEMS[role](emblem, c)
    emblem.outline(OUTLINE, 2.2)
    emblem.shadow(1.5, 2.5, 3, 140)
    emblem.clip(inside)
    frame.blit(emblem)
    frame.shadow(1.5, 2.5, 3, 120)
    pen.blit(frame)
    return pen.done()


def small_star(pen: Pen, c, r: float, colour) -> None:
    pen.poly(colour, star(c, r, r * 0.42))


def sparkle(pen: Pen, c, r: float, colour) -> None:
    pen.poly(colour, star(c, r, r * 0.22, 4, -90))


def emblem_merlin(pen: Pen, c) -> None:
    x, y = c
    hat = [(x - 28, y + 22)] + bezier((x - 20, y + 20), (x - 12, y - 10), (x - 2, y - 30),
                                      (x + 22, y - 44), 20) + \
        bezier((x + 22, y - 44), (x + 8, y - 26), (x + 14, y), (x + 26, y + 22), 20)
    pen.poly(col("#3d5fa8"), hat)
    pen.poly(col("#5479c4"), [(x - 20, y + 20), (x - 6, y - 18), (x + 2, y - 26), (x - 4, y + 20)])
    pen.ellipse(col("#2c4a8a"), (x - 44, y + 14, 88, 20))
    pen.ellipse(col("#4267b2"), (x - 42, y + 13, 84, 15))
    pen.rect(col("gold"), (x - 24, y + 9, 49, 7), radius=2)
    small_star(pen, (x - 4, y - 4), 8, col("gold_light"))
    small_star(pen, (x + 10, y - 22), 5, col("gold_light"))
    pen.poly(col("gold_light"), crescent_pts((x - 14, y + 0), 5))
    pen.circle(col("gold_light"), (x + 22, y - 44), 3.5)


def crescent_pts(c, r: float) -> list:
    outer = [(c[0] + r * math.cos(math.radians(a)), c[1] + r * math.sin(math.radians(a)))
             for a in range(60, 301, 10)]
    inner = [(c[0] + r * 0.45 + r * 0.8 * math.cos(math.radians(a)),
              c[1] + r * 0.8 * math.sin(math.radians(a))) for a in range(290, 69, -10)]
    return outer + inner


def emblem_percival(pen: Pen, c) -> None:
    x, y = c
    bowl = [(x - 26, y - 22)] + bezier((x - 26, y - 22), (x - 26, y + 6), (x - 10, y + 8),
                                       (x, y + 8), 16) + \
        bezier((x, y + 8), (x + 10, y + 8), (x + 26, y + 6), (x + 26, y - 22), 16)
    pen.poly(col("gold"), bowl)
    pen.poly(col("gold_light"), [(x - 20, y - 20), (x - 12, y - 20), (x - 10, y + 2), (x - 16, y - 2)])
    pen.rect(col("gold"), (x - 4.5, y + 6, 9, 18))
    pen.ellipse(col("gold_dark"), (x - 10, y + 11, 20, 6))
    pen.poly(col("gold"), [(x - 4.5, y + 22), (x + 4.5, y + 22), (x + 18, y + 34), (x - 18, y + 34)])
    pen.rect(col("gold_dark"), (x - 20, y + 33, 40, 5), radius=2)
    pen.ellipse(col("gold_dark"), (x - 26, y - 26, 52, 9))
    pen.ellipse(col("#b8322f"), (x - 22, y - 25, 44, 6))
    for gx in (-14, 0, 14):
        pen.circle(col("#2f6db5" if gx else "#c8302c"), (x + gx, y - 8), 3)
    sparkle(pen, (x - 22, y - 38), 6, col("gold_light"))
    sparkle(pen, (x + 24, y - 34), 4.5, col("gold_light"))


def emblem_servant(pen: Pen, c) -> None:
    x, y = c
    sword(pen, (x, y + 52), 104, 8, angle=90)
    pen.poly(col("#c9ced6"), shield((x, y + 10), 54, 62))
    pen.poly(col("#2f6db5"), shield((x, y + 9), 44, 52))
    pen.poly(col("gold"), plus((x, y + 4), 17, 4))


def emblem_assassin(pen: Pen, c) -> None:
    x, y = c
    sword(pen, (x - 4, y + 44), 84, 9, angle=90)
    drop = [(x + 18, y + 16)] + bezier((x + 18, y + 16), (x + 10, y + 28), (x + 10, y + 38),
                                       (x + 18, y + 38), 12) + \
        bezier((x + 18, y + 38), (x + 26, y + 38), (x + 26, y + 28), (x + 18, y + 16), 12)
    pen.poly(col("#7a0d0d"), drop)
    pen.circle(col("#ff8f7d", 200), (x + 15.5, y + 31), 1.8)


def emblem_morgana(pen: Pen, c) -> None:
    x, y = c
    pen.poly(col("#d9cbe8"), crescent_pts((x - 4, y + 2), 40))
    pen.poly(col("#9b7fc0"), crescent_pts((x - 8, y + 2), 30))
    sparkle(pen, (x + 22, y - 18), 12, col("gold_light"))
    sparkle(pen, (x + 30, y + 18), 7, col("gold_light"))
    sparkle(pen, (x + 10, y + 2), 5, col("#f1e6ff"))
    pen.circle(col("#e3d4f5"), (x - 28, y - 28), 2)


def emblem_mordred(pen: Pen, c) -> None:
    x, y = c
    for side in (-1, 1):                                        # horns
        horn = bezier((x + side * 18, y - 14), (x + side * 38, y - 16), (x + side * 44, y - 36),
                      (x + side * 40, y - 52), 16) + \
            bezier((x + side * 40, y - 52), (x + side * 34, y - 38), (x + side * 30, y - 28),
                   (x + side * 16, y - 26), 16)
        pen.poly(BONE, horn)
    helm = bezier((x - 28, y + 38), (x - 32, y - 6), (x - 26, y - 36), (x, y - 38), 18) + \
        bezier((x, y - 38), (x + 26, y - 36), (x + 32, y - 6), (x + 28, y + 38), 18)
    pen.poly(col("#4b4f5a"), helm)
    pen.poly(col("#6d7380"), [(x - 20, y - 28), (x - 6, y - 34), (x - 8, y + 30), (x - 24, y + 30)])
    pen.rect(col("#14100f"), (x - 22, y - 4, 44, 7), radius=2)          # eye slit
    pen.rect(col("#14100f"), (x - 3.5, y - 4, 7, 30), radius=2)          # nose slit
    pen.rect(col("#e0564a"), (x - 18, y - 2.5, 10, 3), radius=1.5)
    pen.rect(col("#e0564a"), (x + 8, y - 2.5, 10, 3), radius=1.5)
    pen.poly(col("gold"), [(x - 6, y - 38), (x, y - 48), (x + 6, y - 38)])


def emblem_oberon(pen: Pen, c) -> None:
    x, y = c
    mask = bezier((x - 46, y - 10), (x - 40, y - 30), (x - 10, y - 26), (x, y - 16), 18) + \
        bezier((x, y - 16), (x + 10, y - 26), (x + 40, y - 30), (x + 46, y - 10), 18) + \
        bezier((x + 46, y - 10), (x + 46, y + 18), (x + 16, y + 24), (x, y + 10), 18) + \
        bezier((x, y + 10), (x - 16, y + 24), (x - 46, y + 18), (x - 46, y - 10), 18)
    pen.poly(col("#4a3d66"), mask)
    pen.poly(col("#6a5a8c"), mask[:36])
    for side in (-1, 1):
        eye = [(x + side * 30 + 12 * math.cos(math.radians(a)),
                y - 3 + 6 * math.sin(math.radians(a)) * (1 if a < 180 else 1.1))
               for a in range(0, 360, 15)]
        pen.poly(col("#120c0c"), eye)
        pen.circle(col("#ffd25a"), (x + side * 30, y - 3), 2.2)
    pen.line(col("#2b2436"), [(x - 44, y - 8), (x - 58, y + 20)], 3)
    pen.line(col("#2b2436"), [(x + 44, y - 8), (x + 58, y + 20)], 3)
    small_star(pen, (x, y + 32), 5, col("#b9a6d6"))


def emblem_minion(pen: Pen, c) -> None:
    x, y = c
    cloak = [(x - 46, y + 60)] + bezier((x - 46, y + 60), (x - 40, y + 10), (x - 34, y - 22),
                                        (x, y - 46), 20) + \
        bezier((x, y - 46), (x + 34, y - 22), (x + 40, y + 10), (x + 46, y + 60), 20)
    pen.poly(col("#2a2125"), cloak)
    pen.poly(col("#3a2e33"), [(x - 40, y + 60), (x - 30, y - 10), (x - 4, y - 42), (x - 16, y + 60)])
    face = bezier((x - 20, y + 12), (x - 22, y - 10), (x - 12, y - 24), (x, y - 26), 14) + \
        bezier((x, y - 26), (x + 12, y - 24), (x + 22, y - 10), (x + 20, y + 12), 14) + \
        bezier((x + 20, y + 12), (x + 8, y + 20), (x - 8, y + 20), (x - 20, y + 12), 14)
    pen.poly(col("#0b0708"), face)
    for side in (-1, 1):
        pen.poly(col("#ff5a3c"), [(x + side * 5, y - 4), (x + side * 15, y - 8),
                                  (x + side * 13, y - 2), (x + side * 6, y - 1)])


def emblem_good(pen: Pen, c) -> None:
    """Loyalty to Arthur: a radiant sun."""
    x, y = c
    pen.poly(col("gold"), star(c, 46, 24, 12, -90))
    pen.poly(col("gold_light"), star(c, 34, 22, 12, -75))
    pen.circle(col("gold"), c, 21)
    pen.radial(c, 17, col("#fff4c8"), col("gold"), towards=(x - 5, y - 6))


def emblem_evil(pen: Pen, c) -> None:
    """Loyalty to Mordred: two crossed daggers."""
    x, y = c
    sword(pen, (x + 36, y + 40), 108, 8, angle=45, guard_size=1.6)
    sword(pen, (x - 36, y + 40), 108, 8, angle=135, guard_size=1.6)


EMBLEMS = {
    "good": emblem_good, "evil": emblem_evil,
    "merlin": emblem_merlin, "percival": emblem_percival, "servant": emblem_servant,
    "assassin": emblem_assassin, "morgana": emblem_morgana, "mordred": emblem_mordred,
    "oberon": emblem_oberon, "minion": emblem_minion,
}
for _role in AVALON_ROLES:
    MAKERS[f"avalon_{_role}.png"] = (lambda r=_role: portrait(r))


def loyalty_card(good: bool) -> pygame.Surface:
    """The side a seat is on (what the Lady of the Lake shows): blue and round for
    Arthur's loyal servants, red and hexagonal for Mordred's minions."""
    w, h = 140, 196
    pen = Pen(w, h, 3)
    if good:
        pen.rect(col("gold_dark"), (0, 0, w, h), radius=12)
        pen.rect(col("gold"), (3, 3, w - 6, h - 6), radius=10)
        pen.vgrad(col("#2d64a8"), col("#0f2747"), (7, 7, w - 14, h - 14))
        trim = col("gold")
    else:
        pen.rect(col("#1a0a0a"), (0, 0, w, h), radius=12)
        pen.rect(col("#8a8e98"), (3, 3, w - 6, h - 6), radius=10)
        pen.vgrad(col("#6a1a18"), col("#220707"), (7, 7, w - 14, h - 14))
        trim = col("#b9bdc6")
    corner_flourishes(pen, w, h, 16, trim, 5)
    pen.rect(trim, (12, 12, w - 24, h - 24), radius=5, width=1.2)
    medal = pygame.transform.smoothscale(portrait("good" if good else "evil"), (120 * 3, 120 * 3))
    pen.surf.blit(medal, medal.get_rect(center=(w * 3 // 2, h * 3 // 2)))
    edge = pen.layer()
    edge.rect(WHITE, (0, 0, w, h), radius=12)
    pen.clip(edge)
    return pen.done()


MAKERS["avalon_loyal.png"] = lambda: loyalty_card(True)
MAKERS["avalon_traitor.png"] = lambda: loyalty_card(False)


# --- interface icons (white, 48 px, for tinting) -------------------------------------

def icon_pen() -> Pen:
    return Pen(48, 48, 6)


def finish_icon(pen: Pen) -> pygame.Surface:
    return pen.done()


def ui_settings(pen: Pen) -> None:
    c = (24, 24)
    pts = []
    for i in range(360):
        a = math.radians(i)
        phase = (i % 45) / 45
        r = 20 if 0.15 < phase < 0.55 else 15.5
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    pen.poly(WHITE, pts)
    pen.circle(CLEAR, c, 6.5)


def ui_save(pen: Pen) -> None:
    pen.poly(WHITE, [(6, 8), (36, 8), (42, 14), (42, 40), (6, 40)])
    pen.rect(CLEAR, (13, 8, 19, 11), radius=1)
    pen.rect(WHITE, (26, 10, 4, 7))
    pen.rect(CLEAR, (12, 25, 24, 15), radius=2)
    pen.rect(WHITE, (15, 29, 18, 2.2))
    pen.rect(WHITE, (15, 34, 18, 2.2))


def ui_rules(pen: Pen) -> None:
    left = [(23, 12)] + bezier((23, 12), (17, 8), (10, 8), (4, 10), 10)[1:] + [(4, 38)] + \
        bezier((4, 38), (10, 36), (17, 36), (23, 40), 10)[1:]
    pen.poly(WHITE, left)
    pen.poly(WHITE, [(48 - x, y) for x, y in left])
    for k in range(4):
        y = 16 + k * 5.5
        pen.line(CLEAR, [(8, y), (19, y + 1)], 1.6)
        pen.line(CLEAR, [(40, y), (29, y + 1)], 1.6)


def ui_log(pen: Pen) -> None:
    pen.rect(WHITE, (11, 8, 26, 32))
    pen.circle(WHITE, (11, 11), 4)
    pen.rect(WHITE, (5, 6, 30, 6), radius=3)
    pen.rect(WHITE, (13, 36, 31, 6), radius=3)
    pen.circle(CLEAR, (40, 39), 2)
    for k in range(4):
        y = 17 + k * 5
        pen.line(CLEAR, [(16, y), (32 - (k % 2) * 5, y)], 1.8)


def ui_talk(pen: Pen) -> None:
    pen.ellipse(WHITE, (3, 6, 42, 30))
    pen.poly(WHITE, [(12, 28), (20, 33), (8, 43)])
    for x in (15, 24, 33):
        pen.circle(CLEAR, (x, 21), 2.8)


def speaker(pen: Pen) -> None:
    pen.rect(WHITE, (5, 18, 9, 12), radius=1.5)
    pen.poly(WHITE, [(12, 18), (23, 8), (23, 40), (12, 30)])


def ui_sound_on(pen: Pen) -> None:
    speaker(pen)
    pen.arc(WHITE, (24, 24), 8, -45, 45, 3.2)
    pen.arc(WHITE, (24, 24), 15, -50, 50, 3.2)


def ui_sound_off(pen: Pen) -> None:
    speaker(pen)
    pen.line(WHITE, [(30, 17), (42, 31)], 3.4)
    pen.line(WHITE, [(42, 17), (30, 31)], 3.4)


def ui_fullscreen(pen: Pen) -> None:
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        x, y = 24 - sx * 17, 24 - sy * 17
        pen.line(WHITE, [(x + sx * 10, y), (x, y), (x, y + sy * 10)], 4)
        pen.line(WHITE, [(x + sx * 2, y + sy * 2), (x + sx * 9, y + sy * 9)], 3)


def ui_back(pen: Pen) -> None:
    pen.line(WHITE, [(12, 24), (40, 24)], 5)
    pen.line(WHITE, [(22, 12), (9, 24), (22, 36)], 5)


def eye(pen: Pen) -> None:
    top = bezier((4, 24), (12, 11), (36, 11), (44, 24), 20)
    bottom = bezier((44, 24), (36, 37), (12, 37), (4, 24), 20)
    pen.line(WHITE, top + bottom[1:], 3.2)
    pen.circle(WHITE, (24, 24), 8)
    pen.circle(CLEAR, (21.5, 21.5), 2.5)


def ui_eye(pen: Pen) -> None:
    eye(pen)


def ui_eye_hidden(pen: Pen) -> None:
    eye(pen)
    pen.line(CLEAR, [(8, 42), (40, 6)], 8)
    pen.line(WHITE, [(8, 42), (40, 6)], 3.4)


ICONS = {"settings": ui_settings, "save": ui_save, "rules": ui_rules, "log": ui_log,
         "talk": ui_talk, "sound_on": ui_sound_on, "sound_off": ui_sound_off,
         "fullscreen": ui_fullscreen, "back": ui_back, "eye": ui_eye, "eye_hidden": ui_eye_hidden}


def ui_icon(name: str) -> pygame.Surface:
    pen = icon_pen()
    ICONS[name](pen)
    return pen.done()


for _icon in ICONS:
    MAKERS[f"ui_{_icon}.png"] = (lambda n=_icon: ui_icon(n))


# --- game picker pictures (320 x 200) -----------------------------------------------

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


@maker("avalon.png")
def pic_avalon() -> pygame.Surface:
    pen = Pen(320, 200, 3)
    pen.vgrad(col("#0c1430"), col("#34365e"), (0, 0, 320, 120))
    pen.vgrad(col("#1b1a2c"), col("#0b0b14"), (0, 118, 320, 82))
    stars_in(pen, 31, 70, (0, 0, 320, 80))
    pen.circle(col("#fff2c8"), (262, 34), 15)
    pen.circle(col("#1a2146"), (270, 30), 13)
    pen.radial((262, 34), 40, col("#fff2c8", 40), col("#fff2c8", 0))
    castle = col("#141528")
    pen.rect(castle, (20, 78, 110, 44))
    for x, w, top in ((18, 20, 48), (56, 16, 62), (92, 22, 40), (124, 16, 66)):
        pen.rect(castle, (x, top, w, 122 - top))
        pen.poly(castle, [(x - 3, top), (x + w / 2, top - 20), (x + w + 3, top)])
        pen.rect(col("#f6c966", 200), (x + w / 2 - 1.5, top + 12, 3, 6), radius=1)
    pen.rect(castle, (180, 90, 140, 32))
    for x, w, top in ((196, 18, 70), (244, 24, 56), (292, 16, 76)):
        pen.rect(castle, (x, top, w, 122 - top))
        for k in range(3):
            pen.rect(castle, (x - 2 + k * (w / 2), top - 5, w / 4 + 1, 6))
    # the round table
    c = (160, 150)
    pen.ellipse(col("#000000", 0x90), (42, 126, 240, 70))
    pen.ellipse(col("wood_dark"), (40, 118, 240, 70))
    pen.ellipse(col("wood"), (40, 112, 240, 70))
    pen.ellipse(col("wood_light"), (48, 116, 224, 60))
    pen.ellipse(col("felt"), (66, 124, 188, 44))
    pen.ellipse(col("felt_light", 160), (80, 128, 150, 30))
    pen.radial((160, 146), 60, col("#fff2c8", 60), col("#fff2c8", 0))
    for i, colour in enumerate(SEAT_COLOURS[:8]):
        a = math.radians(90 + 45 * i + 22.5)
        x, y = c[0] + 126 * math.cos(a), c[1] - 4 + 40 * math.sin(a)
        if y > 150:
            continue
        pen.ellipse(col("#000000", 0x80), (x - 10, y - 5, 20, 10))
        pen.poly(col(colour), shield((x, y - 8), 14, 16))
    # the sword, upright in the table
    glow = pen.layer()
    glow.radial((160, 96), 46, col("#bfe3ff", 120), col("#bfe3ff", 0))
    pen.blit(glow)
    blade = pen.layer()
    sword(blade, (160, 150), 104, 9, angle=90)
    blade.outline(col("#0b0b14"), 1.2)
    pen.blit(blade)
    for i, colour in enumerate(SEAT_COLOURS[:8]):
        a = math.radians(90 + 45 * i + 22.5)
        x, y = c[0] + 126 * math.cos(a), c[1] - 4 + 40 * math.sin(a)
        if y <= 150:
            continue
        pen.ellipse(col("#000000", 0x80), (x - 12, y + 2, 24, 10))
        pen.poly(col(colour), shield((x, y - 4), 18, 21))
        pen.poly(col("#ffffff", 60), shield((x - 2, y - 6), 8, 10))
    vignette(pen, 120)
    return pen.done(opaque=True)


@maker("saul.png")
def pic_saul() -> pygame.Surface:
    pen = Pen(320, 200, 3)
    pen.vgrad(col("#1b1537"), col("#7a3b4f"), (0, 0, 320, 110))
    pen.vgrad(col("#7a3b4f"), col("#d98a4f"), (0, 108, 320, 30))
    stars_in(pen, 41, 60, (0, 0, 320, 70))
    pen.circle(col("#fde7b0"), (56, 36), 11)
    pen.radial((56, 36), 30, col("#fde7b0", 50), col("#fde7b0", 0))
    hills = [(0, 132)] + bezier((0, 132), (70, 104), (120, 128), (180, 118), 24) + \
        bezier((180, 118), (240, 108), (290, 124), (320, 114), 24) + [(320, 200), (0, 200)]
    pen.poly(col("#4a2a3a"), hills)
    dunes = [(0, 160)] + bezier((0, 160), (90, 134), (170, 150), (320, 138), 30) + [(320, 200), (0, 200)]
    pen.poly(col("#8c5a3c"), dunes)
    pen.poly(col("#6e4430"), [(0, 200)] + bezier((0, 178), (120, 160), (220, 176), (320, 168), 30) + [(320, 200)])
    # a camp tent with its open flap and the fire's light inside
    tent = [(150, 154), (196, 84), (250, 152)]
    pen.poly(col("#000000", 0x70), [(146, 156), (262, 156), (250, 162), (150, 162)])
    pen.poly(col("#c9a27a"), tent)
    pen.poly(col("#a57e58"), [(196, 84), (250, 152), (214, 154)])
    pen.poly(col("#ffb347"), [(188, 154), (198, 108), (212, 154)])
    pen.poly(col("#ffd98a"), [(193, 154), (199, 122), (206, 154)])
    for k in range(4):
        pen.line(col("#8e6b4a"), [(196 - k * 10, 84 + k * 16), (196 - k * 10 + 4, 86 + k * 16)], 1)
    pen.line(col("#5b4330"), [(196, 84), (194, 74)], 2)
    pen.line(col("#c9a27a"), [(194, 74), (204, 76), (194, 79)], 1.2)
    # Saul's spear stuck in the sand, and the water jar
    pen.line(col("#5b4330"), [(268, 158), (286, 70)], 2.4)
    pen.poly(col("#d7dde6"), [(286, 70), (283, 80), (292, 56), (289, 80)])
    pen.poly(col("#a86b3c"), bezier((258, 162), (250, 150), (252, 140), (262, 140), 10) +
             bezier((266, 140), (276, 140), (278, 150), (270, 162), 10))
    pen.rect(col("#8a5530"), (259, 134, 6, 7), radius=1)
    # the fire
    fire = pen.layer()
    fire.radial((122, 160), 40, col("#ffb347", 110), col("#ffb347", 0))
    fire.poly(col("#ff7a2f"), [(112, 166), (118, 146), (122, 154), (126, 140), (132, 166)])
    fire.poly(col("#ffd25a"), [(116, 166), (121, 152), (124, 158), (128, 166)])
    fire.line(col("#4a2f20"), [(108, 168), (136, 164)], 3)
    fire.line(col("#4a2f20"), [(110, 164), (134, 169)], 3)
    pen.blit(fire)
    # David's harp in the foreground
    harp = pen.layer()
    frame = bezier((40, 188), (28, 140), (36, 104), (58, 92), 24)
    neck = bezier((58, 92), (78, 84), (86, 104), (104, 98), 24)
    pillar = [(102, 98), (78, 188)]
    for k in range(8):
        t = (k + 1) / 9
        top = neck[int(t * 24)]
        bottom = (40 + (78 - 40) * t, 188 - 2 * t)
        harp.line(col("#f3e3b6", 220), [top, bottom], 0.9)
    harp.line(col("#c98a2e"), frame, 5)
    harp.line(col("#c98a2e"), neck, 5)
    harp.line(col("#b07420"), pillar, 5)
    harp.line(col("#f6d98a"), frame[4:14], 1.6)
    harp.line(col("#f6d98a"), neck[4:18], 1.6)
    harp.circle(col("#f6d98a"), (104, 98), 4)
    harp.outline(col("#1d1010"), 1.2)
    harp.shadow(2, 2, 3, 120)
    pen.blit(harp)
    vignette(pen, 110)
    return pen.done(opaque=True)


@maker("agent_avenue.png")
def pic_agent_avenue() -> pygame.Surface:
    pen = Pen(320, 200, 3)
    pen.vgrad(col("#0f1a26"), col("#1f3544"))
    for i, (x, w, h) in enumerate(((0, 40, 90), (36, 30, 120), (70, 44, 80), (120, 26, 130),
                                   (150, 50, 100), (204, 34, 140), (242, 46, 96), (290, 30, 118))):
        pen.rect(col("#0b131c"), (x, 200 - h - 40, w, h + 40))
        rng = random.Random(60 + i)
        for wx in range(int(x) + 4, int(x + w) - 4, 7):
            for wy in range(200 - h - 34, 190, 9):
                if rng.random() < 0.3:
                    pen.rect(col("#f3d27a", rng.randrange(90, 200)), (wx, wy, 3, 4))
    street = pen.layer()
    street.radial((160, 120), 130, col("#f3d27a", 60), col("#f3d27a", 0))
    pen.blit(street)
    # the ring of 14 spaces
    c, rx, ry = (160, 118), 124, 62
    spaces = []
    for i in range(14):
        a = math.radians(90 + i * 360 / 14)
        spaces.append((c[0] + rx * math.cos(a), c[1] + ry * math.sin(a)))
    ring = pen.layer()
    ring.ellipse(col("#000000", 0x50), (c[0] - rx - 20, c[1] - ry - 14, 2 * rx + 40, 2 * ry + 34))
    ring.ellipse(col("#2a2f36"), (c[0] - rx - 16, c[1] - ry - 13, 2 * rx + 32, 2 * ry + 26), 26)
    ring.ellipse(col("#3a4049"), (c[0] - rx - 14, c[1] - ry - 11, 2 * rx + 28, 2 * ry + 22), 22)
    homes = {0: col("#d2503f"), 7: col("#3a82d8")}
    for i, p in enumerate(spaces):
        fill = homes.get(i, col("#7fb0a8") if i in (2, 5, 9, 12) else col("#e6dcc2"))
        hw, hh = (21, 12) if i in homes else (15, 10)
        ring.rect(col("#1a1410"), (p[0] - hw, p[1] - hh, 2 * hw, 2 * hh), radius=4)
        ring.rect(fill, (p[0] - hw + 1.5, p[1] - hh + 1.5, 2 * hw - 3, 2 * hh - 3), radius=3)
        ring.rect(col("#ffffff", 70), (p[0] - hw + 3, p[1] - hh + 2.5, 2 * hw - 6, 4), radius=2)
    for i in range(14):                                     # little arrows: clockwise
        a = math.radians(90 + (i + 0.5) * 360 / 14)
        p = (c[0] + rx * math.cos(a), c[1] + ry * math.sin(a))
        ring.rect(col("#f3d27a", 200), (p[0] - 1.5, p[1] - 1, 3, 2))
    pen.blit(ring)

    def spy(at, coat, hat, scale: float = 1.0) -> None:
        s = scale
        x, y = at
        fig = pen.layer()
        fig.ellipse(col("#000000", 0x90), (x - 16 * s, y + 30 * s, 32 * s, 9 * s))
        fig.poly(coat, [(x - 9 * s, y - 2 * s), (x + 9 * s, y - 2 * s), (x + 15 * s, y + 32 * s),
                        (x - 15 * s, y + 32 * s)])
        fig.poly(mix(coat, (0, 0, 0, 255), 0.3), [(x, y - 2 * s), (x + 9 * s, y - 2 * s),
                                                  (x + 15 * s, y + 32 * s), (x + 2 * s, y + 32 * s)])
        fig.line(col("#1a1410"), [(x - 12 * s, y + 14 * s), (x + 12 * s, y + 14 * s)], 2 * s)
        fig.poly(mix(coat, WHITE, 0.25), [(x - 9 * s, y - 2 * s), (x, y + 10 * s), (x - 3 * s, y - 2 * s)])
        fig.circle(col("#e7c3a0"), (x, y - 8 * s), 6.5 * s)
        fig.ellipse(hat, (x - 13 * s, y - 13 * s, 26 * s, 6 * s))
        fig.rect(hat, (x - 7.5 * s, y - 21 * s, 15 * s, 10 * s), radius=3 * s)
        fig.rect(col("#1a1410"), (x - 7.5 * s, y - 14 * s, 15 * s, 2.4 * s))
        fig.outline(col("#0a0a0a"), 1)
        pen.blit(fig)

    spy((spaces[7][0], spaces[7][1] + 3 - 32 * 0.75), col("#3a82d8"), col("#1d3f70"), 0.75)
    spy((spaces[0][0], spaces[0][1] + 3 - 32 * 0.9), col("#d2503f"), col("#6a1d16"), 0.9)
    lamp = pen.layer()
    lamp.line(col("#0b131c"), [(300, 200), (300, 40), (288, 34)], 3)
    lamp.radial((286, 42), 30, col("#ffe59a", 150), col("#ffe59a", 0))
    lamp.circle(col("#fff3c4"), (286, 40), 4)
    pen.blit(lamp)
    vignette(pen, 120)
    return pen.done(opaque=True)


def gem(pen: Pen, c, r: float, colour) -> None:
    x, y = c
    light = mix(colour, WHITE, 0.45)
    dark = mix(colour, (0, 0, 0, 255), 0.35)
    outer = [(x - r, y - r * 0.2), (x - r * 0.5, y - r * 0.7), (x + r * 0.5, y - r * 0.7),
             (x + r, y - r * 0.2), (x, y + r)]
    pen.poly(mix(colour, (0, 0, 0, 255), 0.6), [(px + (px - x) * 0.12, py + (py - y) * 0.12)
                                                 for px, py in outer])
    pen.poly(colour, outer)
    pen.poly(light, [(x - r * 0.5, y - r * 0.7), (x + r * 0.5, y - r * 0.7), (x + r * 0.3, y - r * 0.2),
                     (x - r * 0.3, y - r * 0.2)])
    pen.poly(dark, [(x + r * 0.3, y - r * 0.2), (x + r, y - r * 0.2), (x, y + r)])
    pen.poly(mix(colour, WHITE, 0.2), [(x - r * 0.3, y - r * 0.2), (x + r * 0.3, y - r * 0.2), (x, y + r)])
    pen.circle(col("#ffffff", 200), (x - r * 0.2, y - r * 0.5), r * 0.1)


@maker("aztec.png")
def pic_aztec() -> pygame.Surface:
    pen = Pen(320, 200, 3)
    pen.vgrad(col("#3b1d4a"), col("#f08a35"), (0, 0, 320, 130))
    pen.radial((160, 84), 90, col("#ffe08a", 230), col("#ffb347", 0), power=1.6)
    pen.circle(col("#ffe7a3"), (160, 78), 30)
    # jungle hills behind
    pen.poly(col("#2b4a2a"), [(0, 124)] + bezier((0, 124), (60, 96), (100, 118), (150, 110), 20) +
             bezier((150, 110), (210, 100), (260, 120), (320, 100), 20) + [(320, 200), (0, 200)])
    stepped_temple(pen, 160, 170, 6, 230, 34, 16, bricks=True)
    # jungle leaves framing
    for side, x0 in ((1, 0), (-1, 320)):
        for k in range(5):
            y = 60 + k * 30
            leaf = bezier((x0, y), (x0 + side * 30, y - 20), (x0 + side * 60, y - 4), (x0 + side * (40 + k * 4), y + 14), 14)
            back = bezier((x0 + side * (40 + k * 4), y + 14), (x0 + side * 30, y + 10), (x0 + side * 12, y + 10), (x0, y + 6), 14)
            pen.poly(col("#1f5a2e" if k % 2 else "#2c7a3c"), leaf + back)
            pen.line(col("#133b1e"), leaf[:10], 1)
    # jewels in the foreground
    pen.ellipse(col("#000000", 0x70), (70, 176, 180, 20))
    for x, y, r, c in ((92, 180, 12, "#d83a34"), (120, 186, 10, "#2f78d0"), (146, 178, 13, "#f2c14e"),
                       (176, 186, 11, "#d83a34"), (202, 180, 12, "#2f78d0"), (228, 186, 10, "#f2c14e")):
        gem(pen, (x, y), r, col(c))
    vignette(pen, 110)
    return pen.done(opaque=True)


# --- the app icon ---------------------------------------------------------------------

def app_icon(size: int) -> pygame.Surface:
    pen = Pen(256, 256, 2)
    pen.rect(col("#0b0f18"), (8, 8, 240, 240), radius=48)
    bg = pen.layer()
    bg.radial((128, 120), 150, col("#2b7356"), col("#0f2f23"), power=1.2)
    shape = pen.layer()
    shape.rect(WHITE, (14, 14, 228, 228), radius=44)
    bg.clip(shape)
    pen.blit(bg)
    back = pygame.transform.smoothscale(card_back(), (100, 140))
    face = pygame.transform.smoothscale(card_frame(), (100, 140))
    face.blit(pygame.transform.smoothscale(crown(), (64, 64)), (18, 14))
    for surf, angle, at in ((back, 16, (34, 42)), (face, -14, (118, 40))):
        rotated = pygame.transform.rotozoom(surf, angle, 2)
        r = rotated.get_rect(center=(at[0] * 2 + 100, at[1] * 2 + 140))
        sh = pen.layer()
        sh.surf.blit(rotated, r)
        sh.shadow(3, 5, 6, 140)
        pen.blit(sh)
    mask = pen.layer()
    x, y = 128, 170
    shape_pts = bezier((x - 86, y - 14), (x - 70, y - 46), (x - 20, y - 40), (x, y - 26), 20) + \
        bezier((x, y - 26), (x + 20, y - 40), (x + 70, y - 46), (x + 86, y - 14), 20) + \
        bezier((x + 86, y - 14), (x + 84, y + 30), (x + 30, y + 40), (x, y + 18), 20) + \
        bezier((x, y + 18), (x - 30, y + 40), (x - 84, y + 30), (x - 86, y - 14), 20)
    mask.poly(col("gold"), shape_pts)
    hi = mask.layer()
    hi.vgrad(col("gold_light"), col("gold_dark"), (0, y - 46, 256, 86))
    hi.clip(mask)
    mask.blit(hi)
    for side in (-1, 1):
        eye_pts = [(x + side * 40 + 20 * math.cos(math.radians(a)),
                    y - 4 + 10 * math.sin(math.radians(a))) for a in range(0, 360, 10)]
        mask.poly(CLEAR, eye_pts)
    mask.outline(col("#3a2806"), 3)
    mask.shadow(3, 5, 6, 150)
    pen.blit(mask)
    return pygame.transform.smoothscale(pen.done(), (size, size))


MAKERS["icon.png"] = lambda: app_icon(256)
MAKERS["icon_64.png"] = lambda: app_icon(64)
MAKERS.update(aztec_makers())


# --- each game's own module of makers ----------------------------------------------

from .agent_avenue_art import MAKERS as AGENT_AVENUE_MAKERS  # noqa: E402

MAKERS.update(AGENT_AVENUE_MAKERS)


def build(folder: Path = DIR, only: list[str] | None = None) -> list[Path]:
    """Draw and save every asset (or just ``only``); returns the files written."""
    every = names()
    missing = set(every) - set(MAKERS)
    extra = set(MAKERS) - set(every)
    if missing or extra:
        raise SystemExit(f"art.names() and make_art disagree: missing {sorted(missing)}, "
                         f"extra {sorted(extra)}")
    pygame.display.init()
    written = []
    for name in only or every:
        surf = MAKERS[name]()
        target = folder / name
        pygame.image.save(surf, str(target))
        written.append(target)
    return written


def contact_sheet(target: Path, folder: Path = DIR, scale: float = 1.0) -> None:
    """Every asset on one labelled sheet, to check them by eye. Seat tokens and icons
    are shown tinted as the scenes will use them."""
    pygame.font.init()
    font = pygame.font.Font(None, 16)
    cells = []
    for name in names():
        img = pygame.image.load(str(folder / name))
        if name.startswith("seat_"):
            img = img.copy()
            colour = SEAT_COLOURS[SEAT_SHAPES.index(name[5:-4])]
            img.fill(col(colour), special_flags=pygame.BLEND_RGBA_MULT)
        if scale != 1.0:
            img = pygame.transform.smoothscale_by(img, scale)
        cells.append((name, img))
    width, pad = 1400, 8
    x = y = pad
    row_h = 0
    placed = []
    for name, img in cells:
        w, h = img.get_width(), img.get_height() + 16
        if x + w > width - pad:
            x, y, row_h = pad, y + row_h + pad, 0
        placed.append((name, img, x, y))
        x += max(w, 90) + pad
        row_h = max(row_h, h)
    sheet = pygame.Surface((width, y + row_h + pad))
    sheet.fill(col("panel")[:3])
    for name, img, x, y in placed:
        sheet.blit(img, (x, y))
        sheet.blit(font.render(name, True, col("text")[:3]), (x, y + img.get_height() + 2))
    pygame.image.save(sheet, str(target))


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--sheet"]:
        pygame.display.init()
        contact_sheet(Path(args[1]) if len(args) > 1 else Path("contact.png"))
        return
    total = 0
    for target in build(only=args or None):
        size = target.stat().st_size
        total += size
        print(f"{target.name}: {size} bytes")
    print(f"total {total / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
