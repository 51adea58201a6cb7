"""The interface icons (white, 48 px, for tinting) and the app icon."""
from __future__ import annotations

import math

import pygame

from .common import CLEAR, WHITE, Makers, card_back, card_frame, crown
from .draw import Pen, bezier, col

MAKERS = Makers()


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
