"""Aztec's own pictures, drawn for make_art (this module's ``MAKERS``): the three jewels (each colour its own cut,
so colour-blind players tell them by shape: red a triangle, blue a square, yellow a
round stone), the cursed stone, the six characters, the temple, an artefact's golden mask,
and the picker picture (the same temple, ``stepped_temple``, before a jungle sunset)."""
from __future__ import annotations

import math

import pygame

from .common import OUTLINE, WHITE, Makers, vignette
from .draw import Pen, bezier, col, mix, raised, regular

BLACK = (0, 0, 0, 255)

#: jewel colour -> (body colour, the cut's corners: 3 triangle, 4 square, 0 round)
JEWELS = {"red": ("#d8332b", 3), "blue": ("#2f72d6", 4), "yellow": ("#f2bf2e", 0)}
#: character -> (skin, headdress feather colours (their duo), band pattern)
CHARACTERS = {
    "itzel": ("#c98d62", ("red", "red"), "zigzag"),
    "tenoch": ("#a86a43", ("blue", "blue"), "steps"),
    "xochi": ("#d9a277", ("yellow", "yellow"), "dots"),
    "amaru": ("#8f5836", ("red", "blue"), "steps"),
    "citlali": ("#c07f55", ("red", "yellow"), "dots"),
    "nayeli": ("#b57850", ("blue", "yellow"), "zigzag"),
}


def _shape(c: tuple[float, float], r: float, corners: int) -> list[tuple[float, float]]:
    if corners == 0:
        return regular(c, r, 40)
    rot = -90 if corners == 3 else -45
    return regular(c, r * (1.12 if corners == 3 else 1.0), corners, rot)


def jewel(colour: str) -> pygame.Surface:
    body, corners = JEWELS[colour]
    base = col(body)
    pen = Pen(64, 64, 4)
    c = (32, 34 if corners == 3 else 32)
    outer = _shape(c, 27, corners)
    inner = _shape(c, 15, corners)
    raised(pen, outer, base, mix(base, BLACK, 0.55), (1.5, 2))
    # facets: each edge of the outer shape to the table of the inner one
    for i in range(len(outer)):
        a, b = outer[i], outer[(i + 1) % len(outer)]
        ia, ib = inner[i], inner[(i + 1) % len(inner)]
        ang = math.atan2((a[1] + b[1]) / 2 - c[1], (a[0] + b[0]) / 2 - c[0])
        light = 0.5 + 0.5 * math.cos(ang + math.radians(135))   # lit from the top left
        shade = mix(mix(base, BLACK, 0.35), mix(base, WHITE, 0.45), light)
        pen.poly(shade, [a, b, ib, ia])
    pen.poly(mix(base, WHITE, 0.25), inner)
    pen.poly(col("#ffffff", 190), [(c[0] - 8, c[1] - 9), (c[0] - 2, c[1] - 11), (c[0] - 6, c[1] - 3)])
    pen.outline(OUTLINE, 1.6)
    return pen.done()


def stone() -> pygame.Surface:
    pen = Pen(64, 64, 4)
    pts = [(32 + 25 * math.cos(a) * (1 + 0.08 * math.sin(3 * a)),
            34 + 21 * math.sin(a) * (1 + 0.06 * math.cos(5 * a)))
           for a in (i * math.tau / 48 for i in range(48))]
    raised(pen, pts, col("#3b3448"), col("#0d0b10"), light=((24, 24), 30, col("#7a6d8f"), 1.5))
    # a glowing spiral glyph: the curse
    spiral = [(32 + (2 + k * 0.55) * math.cos(k * 0.42), 34 + (2 + k * 0.55) * math.sin(k * 0.42))
              for k in range(26)]
    pen.line(col("#b06cff"), spiral, 2.4)
    pen.line(col("#e8d0ff"), spiral, 0.9)
    pen.outline(OUTLINE, 1.4)
    return pen.done()


def character(name: str) -> pygame.Surface:
    skin_hex, (c1, c2), band = CHARACTERS[name]
    skin = col(skin_hex)
    f1, f2 = col(JEWELS[c1][0]), col(JEWELS[c2][0])
    pen = Pen(96, 96, 3)
    pen.circle(col("#2a1f18"), (48, 48), 47)
    pen.radial((48, 40), 50, col("#3f6b4a"), col("#173020"), power=1.2)
    # feathers fanned behind the head, alternating the duo's two colours
    for k in range(9):
        ang = math.radians(-160 + k * 17.5)
        tip = (48 + 40 * math.cos(ang), 46 + 40 * math.sin(ang))
        left = (48 + 14 * math.cos(ang - 0.32), 46 + 14 * math.sin(ang - 0.32))
        right = (48 + 14 * math.cos(ang + 0.32), 46 + 14 * math.sin(ang + 0.32))
        colour = f1 if k % 2 == 0 else f2
        pen.poly(mix(colour, BLACK, 0.35), [left, tip, right])
        pen.poly(colour, [left, tip, (48 + 18 * math.cos(ang), 46 + 18 * math.sin(ang))])
        pen.line(col("#f3ecd8", 160), [(48 + 16 * math.cos(ang), 46 + 16 * math.sin(ang)), tip], 0.8)
    # face and shoulders
    pen.ellipse(mix(skin, BLACK, 0.25), (20, 74, 56, 30))
    pen.ellipse(skin, (30, 34, 36, 44))
    pen.ellipse(mix(skin, BLACK, 0.15), (30, 58, 36, 20), 0)
    pen.ellipse(skin, (31, 34, 34, 38))
    # headband with the character's pattern in its duo colours
    pen.rect(col("#e9c46a"), (28, 36, 40, 8), radius=2)
    if band == "zigzag":
        pts = [(30 + i * 4, 38 + (i % 2) * 4) for i in range(10)]
        pen.line(f1, pts, 1.6)
    elif band == "steps":
        for i in range(5):
            pen.rect(f1 if i % 2 else f2, (30 + i * 8, 38, 6, 4))
    else:
        for i in range(6):
            pen.circle(f1 if i % 2 else f2, (31 + i * 7, 40), 1.8)
    # eyes, brows, mouth, face paint
    for side in (-1, 1):
        pen.ellipse(col("#fbf3e0"), (48 + side * 8 - 4, 50, 8, 5))
        pen.circle(col("#1d140e"), (48 + side * 8, 52.5), 1.8)
        pen.line(col("#2b1a10"), [(48 + side * 4, 47), (48 + side * 12, 46)], 1.4)
        pen.line(mix(f2, BLACK, 0.1), [(48 + side * 9, 57), (48 + side * 13, 62)], 2.0)
    pen.line(mix(skin, BLACK, 0.4), [(48, 52), (46, 60), (49, 61)], 1.2)
    pen.line(col("#6b2a20"), bezier((42, 66), (45, 69), (51, 69), (54, 66), 8), 1.6)
    # earrings: one jewel of each duo colour
    pen.circle(f1, (30, 60), 3)
    pen.circle(f2, (66, 60), 3)
    ring = pen.layer()
    ring.circle(WHITE, (48, 48), 46)
    pen.clip(ring)
    pen.circle(col("#d9a93b"), (48, 48), 46, 2.5)
    return pen.done()


def stepped_temple(pen: Pen, cx: float, base_y: float, tiers: int, width: float, shrink: float,
                   tier_h: float, bricks: bool = False) -> None:
    """The stepped temple (its own asset and the picker's picture): ``tiers`` terraces from
    ``width`` at the foot, each ``shrink`` narrower and ``tier_h`` high (a terrace's bevels
    scale with its height), a stair up the middle and the shrine on top."""
    stone_c, shade, light = col("#a89a7c"), col("#6f6450"), col("#cfc2a2")
    u = tier_h / 22
    for k in range(tiers):
        w = width - k * shrink
        left, right = cx - w / 2, cx + w / 2
        y = base_y - (k + 1) * tier_h
        pen.poly(shade, [(left, y + tier_h), (left + 7 * u, y), (right - 7 * u, y), (right, y + tier_h)])
        pen.poly(stone_c, [(left + 3 * u, y + tier_h), (left + 9 * u, y + 4 * u), (right - 18 * u, y + 4 * u),
                           (right - 12 * u, y + tier_h)])
        pen.line(light, [(left + 9 * u, y + 4 * u), (right - 9 * u, y + 4 * u)], 1.6)
        if bricks:
            for sx in range(int(left + 14), int(right - 14), 14):
                pen.rect(col("#8a7d62", 120), (sx, y + tier_h / 2, 7, 3))
    top = base_y - tiers * tier_h
    pen.poly(col("#5a5040"), [(cx - 12, base_y), (cx - 8, top + 4), (cx + 8, top + 4), (cx + 12, base_y)])
    treads = int((base_y - top - 4) / 5)
    for k in range(treads):           # a tread every 5 px, narrowing with the stair
        half = 10 - 3 * k / treads
        pen.line(col("#c2b594"), [(cx - half, base_y - k * 5 - 1), (cx + half, base_y - k * 5 - 1)], 1.0)
    shrine = top - 20
    pen.rect(shade, (cx - 22, shrine, 44, 26))
    pen.rect(stone_c, (cx - 20, shrine + 2, 40, 24))
    pen.poly(light, [(cx - 26, shrine + 2), (cx, shrine - 14), (cx + 26, shrine + 2)])
    pen.rect(col("#2a1a12"), (cx - 6, shrine + 8, 12, 18), radius=2)
    pen.rect(col("#2e7d5b"), (cx - 20, shrine + 2, 40, 3))


def temple() -> pygame.Surface:
    pen = Pen(240, 150, 3)
    stepped_temple(pen, 120, 146, 5, 236, 40, 22)
    return pen.done()


def artefact() -> pygame.Surface:
    """An artefact (the counter of those a player kept): a golden mask."""
    pen = Pen(64, 64, 4)
    face = [(32 + 24 * math.sin(a) * (1 - 0.25 * max(0.0, math.cos(a))),
             30 - 26 * math.cos(a) * (0.8 if math.cos(a) > 0 else 1.1))
            for a in (i * math.tau / 48 for i in range(48))]
    raised(pen, face, col("#c9922e"), col("#0d0b10", 170), light=((24, 18), 34, col("#ffe7a3"), 1.4))
    for side in (-1, 1):     # jade eyes, a brow line, cheek marks
        pen.ellipse(col("#1f6e55"), (32 + side * 10 - 6, 22, 12, 7))
        pen.line(col("#7a4f12"), [(32 + side * 3, 17), (32 + side * 16, 16)], 1.8)
        pen.line(col("#7a4f12"), [(32 + side * 9, 34), (32 + side * 13, 40)], 1.6)
    pen.line(col("#7a4f12"), [(32, 24), (29, 36), (33, 37)], 1.4)
    pen.rect(col("#3b2410"), (25, 44, 14, 5), radius=2)
    pen.outline(OUTLINE, 1.4)
    return pen.done()


MAKERS = Makers({f"aztec_jewel_{c}.png": (lambda c=c: jewel(c)) for c in JEWELS})
MAKERS.update({f"aztec_{name}.png": (lambda name=name: character(name)) for name in CHARACTERS})
MAKERS["aztec_stone.png"] = stone
MAKERS["aztec_temple.png"] = temple
MAKERS["aztec_artefact.png"] = artefact


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


@MAKERS("aztec.png")
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
