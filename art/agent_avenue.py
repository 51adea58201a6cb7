"""Agent Avenue's own pictures: one emblem per agent type, ``agent_avenue_<type>.png``,
light ink on a transparent ground, laid by the scene on the card in the type's colour,
and the picker picture. Drawn by ``python -m art.make_art`` (this module's ``MAKERS``)."""
from __future__ import annotations

import math
import random

import pygame

from .common import WHITE, Makers, vignette
from .draw import Pen, col, mix

SIZE = 96
INK = col("#f8f0e0")
LINE = col("#1a1410")
TYPES = ("double_agent", "enforcer", "codebreaker", "saboteur", "daredevil", "sentinel",
         "sidekick", "mole")


def _pen() -> Pen:
    return Pen(SIZE, SIZE)


def _finish(pen: Pen) -> pygame.Surface:
    pen.outline(LINE, 2.5)
    return pen.done()


def double_agent() -> pygame.Surface:
    """Two masks side by side: one face, two sides."""
    pen = _pen()
    for dx, tilt in ((-14, -8), (14, 8)):
        c = (48 + dx, 48)
        pen.ellipse(INK, (c[0] - 20, c[1] - 16, 40, 32))
        for ex in (-8, 8):
            pen.circle(col("#00000000"), (c[0] + ex, c[1] - 2 + (tilt if ex < 0 else -tilt) / 4), 5)
    return _finish(pen)


def enforcer() -> pygame.Surface:
    """A clenched fist."""
    pen = _pen()
    pen.rect(INK, (24, 40, 48, 34), radius=8)
    for i in range(4):
        pen.circle(INK, (30 + i * 12, 38), 8)
    pen.rect(INK, (16, 46, 14, 18), radius=5)
    pen.line(col("#00000000"), [(36, 40), (36, 52)], 2)
    pen.line(col("#00000000"), [(48, 40), (48, 52)], 2)
    pen.line(col("#00000000"), [(60, 40), (60, 52)], 2)
    return _finish(pen)


def codebreaker() -> pygame.Surface:
    """A key."""
    pen = _pen()
    pen.circle(INK, (30, 48), 18)
    pen.circle(col("#00000000"), (30, 48), 8)
    pen.rect(INK, (44, 43, 40, 10), radius=3)
    pen.rect(INK, (70, 53, 8, 14), radius=2)
    pen.rect(INK, (58, 53, 7, 10), radius=2)
    return _finish(pen)


def saboteur() -> pygame.Surface:
    """A round bomb with a lit fuse."""
    pen = _pen()
    pen.circle(INK, (44, 56), 26)
    pen.rect(INK, (52, 24, 14, 12), radius=3)
    pen.line(INK, [(60, 26), (68, 16), (76, 14)], 4)
    for a in range(0, 360, 60):
        r = math.radians(a)
        pen.line(INK, [(78 + 4 * math.cos(r), 12 + 4 * math.sin(r)),
                       (78 + 10 * math.cos(r), 12 + 10 * math.sin(r))], 2.5)
    return _finish(pen)


def daredevil() -> pygame.Surface:
    """A lightning bolt."""
    pen = _pen()
    pen.poly(INK, [(56, 8), (24, 54), (44, 54), (36, 88), (72, 38), (52, 38), (62, 8)])
    return _finish(pen)


def sentinel() -> pygame.Surface:
    """A shield with an eye."""
    pen = _pen()
    pen.poly(INK, [(20, 18), (76, 18), (76, 48), (48, 86), (20, 48)])
    pen.ellipse(col("#00000000"), (32, 36, 32, 16))
    pen.circle(INK, (48, 44), 5)
    return _finish(pen)


def sidekick() -> pygame.Surface:
    """A star."""
    pen = _pen()
    pts = []
    for i in range(10):
        r = 40 if i % 2 == 0 else 17
        a = math.radians(-90 + 36 * i)
        pts.append((48 + r * math.cos(a), 50 + r * math.sin(a)))
    pen.poly(INK, pts)
    return _finish(pen)


def mole() -> pygame.Surface:
    """A mole's head peeking from its hole."""
    pen = _pen()
    pen.ellipse(INK, (14, 70, 68, 16))
    pen.ellipse(INK, (26, 26, 44, 52))
    pen.circle(col("#00000000"), (40, 44), 4)
    pen.circle(col("#00000000"), (56, 44), 4)
    pen.ellipse(col("#f0a0a0"), (42, 52, 12, 9))
    return _finish(pen)


MAKERS = Makers({
    f"agent_avenue_{a}.png": fn for a, fn in zip(TYPES, (
        double_agent, enforcer, codebreaker, saboteur, daredevil, sentinel, sidekick, mole))})


@MAKERS("agent_avenue.png")
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
