"""Agent Avenue's emblems, one per agent type: ``agent_avenue_<type>.png``, light ink
on a transparent ground, laid by the scene on the card in the type's colour. Drawn by
``python -m art.make_art`` (this module's ``MAKERS``)."""
from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from .draw import Pen, col

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


MAKERS: dict[str, Callable[[], pygame.Surface]] = {
    f"agent_avenue_{a}.png": fn for a, fn in zip(TYPES, (
        double_agent, enforcer, codebreaker, saboteur, daredevil, sentinel, sidekick, mole))}
