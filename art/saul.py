"""Saül contre David's picker picture."""
from __future__ import annotations

import pygame

from .common import Makers, night_sky, vignette
from .draw import bezier, col

MAKERS = Makers()


@MAKERS("saul.png")
def pic_saul() -> pygame.Surface:
    pen = night_sky([("#1b1537", "#7a3b4f", (0, 0, 320, 110)), ("#7a3b4f", "#d98a4f", (0, 108, 320, 30))],
                    seed=41, stars=60, height=70)
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


