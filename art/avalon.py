"""Avalon's own pictures: the Lady of the Lake, the quest cards and disc, the reject
marker, the character portraits and loyalty cards, and the picker picture."""
from __future__ import annotations

import math
import random

import pygame

from scenes.avalon.manifest import GOOD_ROLES, ROLES as AVALON_ROLES

from . import SEAT_COLOURS
from .common import (
    BONE,
    OUTLINE,
    WHITE,
    Makers,
    check_mark,
    corner_flourishes,
    cross_mark,
    disc,
    finish_token,
    night_sky,
    vignette,
)
from .draw import Pen, bezier, col, plus, regular, shield, star

MAKERS = Makers()


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


@MAKERS("avalon_lady.png")
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


@MAKERS("avalon_quest.png")
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


@MAKERS("avalon_reject_marker.png")
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


MAKERS.update({f"avalon_{side}.png": (lambda good=good: loyalty_card(good))
               for side, good in (("loyal", True), ("traitor", False))})


# --- the picker picture (320 x 200) ------------------------------------------------

@MAKERS("avalon.png")
def pic_avalon() -> pygame.Surface:
    pen = night_sky([("#0c1430", "#34365e", (0, 0, 320, 120)), ("#1b1a2c", "#0b0b14", (0, 118, 320, 82))],
                    seed=31, stars=70, height=80)
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
