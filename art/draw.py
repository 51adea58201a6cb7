"""Drawing helpers for make_art: supersampled pens, gradients, outlines, shadows and
tileable noise. Only make_art imports this (it needs pygame; the app does not)."""
from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

import pygame

from . import PALETTE, rgb

Point = tuple[float, float]
Colour = tuple[int, ...]


def col(name: str, alpha: int = 255) -> Colour:
    """A palette name or "#rrggbb" as an RGBA tuple."""
    return (*rgb(PALETTE.get(name, name)), alpha)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """Linear blend, t=0 gives a, t=1 gives b (RGBA)."""
    a4 = tuple(a) + (255,) * (4 - len(a))
    b4 = tuple(b) + (255,) * (4 - len(b))
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a4, b4))


class Pen:
    """A transparent surface drawn at ``ss`` times the output size; every coordinate
    and length given to it is in output pixels. ``done`` scales it down smoothly,
    which is the anti-aliasing."""

    def __init__(self, w: int, h: int, ss: int = 4):
        self.w, self.h, self.ss = w, h, ss
        self.surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        #: when True, translucent colours replace pixels (to build alpha masks)
        self.overwrite = False

    def layer(self) -> Pen:
        return Pen(self.w, self.h, self.ss)

    def _p(self, xy: Point) -> tuple[float, float]:
        return xy[0] * self.ss, xy[1] * self.ss

    def _paint(self, colour: Colour, draw) -> None:
        """Run ``draw(surface, colour)``. An opaque colour, or a fully clear one (which
        punches a hole), is drawn directly; a translucent one is drawn opaque on a
        scratch layer that is then blended in, so it tints instead of cutting."""
        alpha = colour[3] if len(colour) > 3 else 255
        if alpha in (0, 255) or self.overwrite:
            draw(self.surf, colour)
            return
        scratch = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        area = draw(scratch, (*colour[:3], 255))
        scratch.set_alpha(alpha)
        area = area.clip(scratch.get_rect()) if area is not None else scratch.get_rect()
        self.surf.blit(scratch, area, area)

    def circle(self, colour: Colour, c: Point, r: float, width: float = 0) -> None:
        self._paint(colour, lambda s, k: pygame.draw.circle(
            s, k, self._p(c), r * self.ss, int(round(width * self.ss))))

    def ellipse(self, colour: Colour, rect: Sequence[float], width: float = 0) -> None:
        x, y, w, h = (v * self.ss for v in rect)
        box = pygame.Rect(round(x), round(y), round(w), round(h))
        self._paint(colour, lambda s, k: pygame.draw.ellipse(s, k, box, int(round(width * self.ss))))

    def poly(self, colour: Colour, pts: Iterable[Point]) -> None:
        scaled = [self._p(p) for p in pts]
        self._paint(colour, lambda s, k: pygame.draw.polygon(s, k, scaled))

    def rect(self, colour: Colour, rect: Sequence[float], radius: float = 0,
             width: float = 0) -> None:
        x, y, w, h = (v * self.ss for v in rect)
        box = pygame.Rect(round(x), round(y), round(w), round(h))
        self._paint(colour, lambda s, k: pygame.draw.rect(
            s, k, box, int(round(width * self.ss)), int(round(radius * self.ss))))

    def line(self, colour: Colour, pts: Sequence[Point], width: float,
             caps: bool = True) -> None:
        """A thick polyline with round joins (and round caps unless ``caps`` is False)."""
        alpha = colour[3] if len(colour) > 3 else 255
        if 0 < alpha < 255 and not self.overwrite:
            scratch = self.layer()
            scratch.line((*colour[:3], 255), pts, width, caps)
            scratch.surf.set_alpha(alpha)
            self.surf.blit(scratch.surf, (0, 0))
            return
        half = width / 2
        for a, b in zip(pts, pts[1:]):
            dx, dy = b[0] - a[0], b[1] - a[1]
            length = math.hypot(dx, dy) or 1.0
            nx, ny = -dy / length * half, dx / length * half
            self.poly(colour, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                               (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])
        joints = pts if caps else pts[1:-1]
        for p in joints:
            self.circle(colour, p, half)

    def arc(self, colour: Colour, c: Point, r: float, start: float, end: float,
            width: float, caps: bool = True) -> None:
        """Thick arc; angles in degrees, 0 = right, counter-clockwise (y up)."""
        steps = max(8, int(abs(end - start) / 3))
        pts = [(c[0] + r * math.cos(math.radians(start + (end - start) * i / steps)),
                c[1] - r * math.sin(math.radians(start + (end - start) * i / steps)))
               for i in range(steps + 1)]
        self.line(colour, pts, width, caps)

    def vgrad(self, top: Colour, bottom: Colour, rect: Sequence[float] | None = None) -> None:
        x, y, w, h = rect if rect is not None else (0, 0, self.w, self.h)
        x0, y0, w0, h0 = (int(round(v * self.ss)) for v in (x, y, w, h))
        for i in range(h0):
            pygame.draw.line(self.surf, mix(top, bottom, i / max(1, h0 - 1)),
                             (x0, y0 + i), (x0 + w0 - 1, y0 + i))

    def radial(self, c: Point, r: float, inner: Colour, outer: Colour,
               towards: Point | None = None, power: float = 1.0) -> None:
        """Disc shaded from ``outer`` (rim) to ``inner``; the centre of the light
        drifts to ``towards`` for a lit, rounded look."""
        if not self.overwrite and any(len(k) > 3 and k[3] != 255 for k in (inner, outer)):
            scratch = self.layer()
            scratch._radial(c, r, inner, outer, towards, power)
            self.surf.blit(scratch.surf, (0, 0))
            return
        self._radial(c, r, inner, outer, towards, power)

    def _radial(self, c: Point, r: float, inner: Colour, outer: Colour,
                towards: Point | None, power: float) -> None:
        steps = max(16, int(r * self.ss / 2))
        tx, ty = towards if towards is not None else c
        for i in range(steps):
            t = i / steps
            cx, cy = c[0] + (tx - c[0]) * t, c[1] + (ty - c[1]) * t
            pygame.draw.circle(self.surf, mix(outer, inner, t ** power), self._p((cx, cy)),
                               (r * (1 - t) + 0.01) * self.ss)

    def blit(self, other: Pen | pygame.Surface, at: Point = (0, 0)) -> None:
        surf = other.surf if isinstance(other, Pen) else other
        self.surf.blit(surf, self._p(at))

    def clip(self, shape: Pen) -> None:
        """Keep only what lies inside ``shape``'s opaque pixels."""
        self.surf.blit(whiten(shape.surf), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    def outline(self, colour: Colour, width: float) -> None:
        self.surf = outlined(self.surf, colour, width * self.ss)

    def shadow(self, dx: float = 1.5, dy: float = 2.5, blur: float = 3, alpha: int = 120) -> None:
        self.surf = shadowed(self.surf, dx * self.ss, dy * self.ss, blur * self.ss, alpha)

    def done(self, opaque: bool = False) -> pygame.Surface:
        """Scale down to the output size; ``opaque`` drops the alpha channel
        (for full pictures, whose blended alpha may have slipped below 255)."""
        small = pygame.transform.smoothscale(self.surf, (self.w, self.h))
        if not opaque:
            return small
        flat = pygame.Surface((self.w, self.h))
        flat.blit(small, (0, 0))
        return flat


def whiten(surf: pygame.Surface) -> pygame.Surface:
    return silhouette(surf, (255, 255, 255))


def silhouette(surf: pygame.Surface, colour: Colour, alpha: float = 1.0) -> pygame.Surface:
    """Same alpha as ``surf`` (times ``alpha``), every pixel ``colour``."""
    out = surf.copy()
    out.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((*colour[:3], 0), special_flags=pygame.BLEND_RGBA_ADD)
    if alpha < 1.0:
        out.fill((255, 255, 255, int(255 * alpha)), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def outlined(surf: pygame.Surface, colour: Colour, width: float) -> pygame.Surface:
    """A stroke of ``width`` (surface pixels) around every opaque part."""
    sil = silhouette(surf, colour)
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    rings = max(1, int(width / 3))
    for k in range(1, rings + 1):
        radius = width * k / rings
        steps = max(8, int(2 * math.pi * radius / 2.5))
        for i in range(steps):
            a = 2 * math.pi * i / steps
            out.blit(sil, (round(radius * math.cos(a)), round(radius * math.sin(a))))
    out.blit(surf, (0, 0))
    return out


def blur(surf: pygame.Surface, radius: float) -> pygame.Surface:
    """Cheap blur: scale down by ``radius`` and back up, twice."""
    w, h = surf.get_size()
    f = max(1.0, radius)
    small = pygame.transform.smoothscale(surf, (max(1, int(w / f)), max(1, int(h / f))))
    small = pygame.transform.smoothscale(small, (max(1, int(w / f * 2)), max(1, int(h / f * 2))))
    return pygame.transform.smoothscale(small, (w, h))


def shadowed(surf: pygame.Surface, dx: float, dy: float, radius: float,
             alpha: int) -> pygame.Surface:
    shade = blur(silhouette(surf, (0, 0, 0), alpha / 255), radius)
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(shade, (round(dx), round(dy)))
    out.blit(surf, (0, 0))
    return out


def raised(pen: Pen, pts: Sequence[Point], body: Colour, shadow: Colour,
           offset: Point = (1.5, 2.5), light: tuple[Point, float, Colour, float] | None = None) -> None:
    """A polygon standing on its hard shadow (``pts`` moved by ``offset``), lit if asked by a
    glow (centre, radius, colour, power) that fades into ``body`` inside its outline."""
    pen.poly(shadow, [(x + offset[0], y + offset[1]) for x, y in pts])
    pen.poly(body, pts)
    if light is None:
        return
    centre, radius, glow, power = light
    lit = pen.layer()
    lit.radial(centre, radius, glow, (*body[:3], 0), power=power)
    mask = pen.layer()
    mask.poly((255, 255, 255, 255), pts)
    lit.clip(mask)
    pen.blit(lit)


# --- shapes (lists of points in output pixels) -------------------------------------

def regular(c: Point, r: float, n: int, rot: float = -90) -> list[Point]:
    return [(c[0] + r * math.cos(math.radians(rot + 360 * i / n)),
             c[1] + r * math.sin(math.radians(rot + 360 * i / n))) for i in range(n)]


def star(c: Point, r_out: float, r_in: float, n: int = 5, rot: float = -90) -> list[Point]:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + 180 * i / n)
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    return pts


def heart(c: Point, size: float) -> list[Point]:
    """Classic parametric heart, ``size`` ~ half its width."""
    pts = []
    for i in range(120):
        t = 2 * math.pi * i / 120
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((c[0] + x * size / 16, c[1] - y * size / 16 - size * 0.12))
    return pts


def plus(c: Point, r: float, arm: float) -> list[Point]:
    x, y = c
    return [(x - arm, y - r), (x + arm, y - r), (x + arm, y - arm), (x + r, y - arm),
            (x + r, y + arm), (x + arm, y + arm), (x + arm, y + r), (x - arm, y + r),
            (x - arm, y + arm), (x - r, y + arm), (x - r, y - arm), (x - arm, y - arm)]


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 24) -> list[Point]:
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
                    u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1]))
    return out


def shield(c: Point, w: float, h: float) -> list[Point]:
    """Heater shield: flat top, straight sides, curving to a point at the bottom."""
    x, y = c[0] - w / 2, c[1] - h / 2
    left = bezier((x, y + h * 0.42), (x, y + h * 0.75), (x + w * 0.3, y + h * 0.9), (c[0], y + h))
    right = bezier((c[0], y + h), (x + w * 0.7, y + h * 0.9), (x + w, y + h * 0.75), (x + w, y + h * 0.42))
    return [(x, y)] + left + right + [(x + w, y)]


# --- tileable textures (drawn at output size) --------------------------------------

def noise(w: int, h: int, cells_x: int, cells_y: int, rng: random.Random) -> pygame.Surface:
    """Grey value noise on a ``cells_x`` x ``cells_y`` random grid, smoothly
    interpolated and wrapping around at the edges, so the texture tiles."""
    grid = rng.randbytes(cells_x * cells_y)
    if (cells_x, cells_y) == (w, h):
        values = grid
    else:
        def axis(n: int, cells: int) -> list[tuple[int, int, float]]:
            out = []
            for i in range(n):
                f = i * cells / n
                i0 = int(f)
                t = f - i0
                out.append((i0 % cells, (i0 + 1) % cells, t * t * (3 - 2 * t)))
            return out

        xs, ys = axis(w, cells_x), axis(h, cells_y)
        values = bytearray(w * h)
        k = 0
        for j0, j1, ty in ys:
            row0 = grid[j0 * cells_x:(j0 + 1) * cells_x]
            row1 = grid[j1 * cells_x:(j1 + 1) * cells_x]
            for i0, i1, tx in xs:
                a = row0[i0] + (row0[i1] - row0[i0]) * tx
                b = row1[i0] + (row1[i1] - row1[i0]) * tx
                values[k] = int(a + (b - a) * ty)
                k += 1
    return pygame.image.frombuffer(bytes(v for b in values for v in (b, b, b)),
                                   (w, h), "RGB").copy()


def modulate(base: pygame.Surface, grey: pygame.Surface, amount: float) -> None:
    """Lighten where ``grey`` > 128 and darken where < 128, by ``amount`` (0..1)."""
    k = max(0, min(255, int(amount * 256)))
    up = grey.copy()
    up.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)
    down = pygame.Surface(grey.get_size())
    down.fill((128, 128, 128))
    down.blit(grey, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    for part in (up, down):
        part.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
    base.blit(up, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    base.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_SUB)


def texture(w: int, h: int, colour: Colour, layers: Sequence[tuple[int, int, float]],
            seed: int) -> pygame.Surface:
    """``colour`` modulated by noise layers (cells_x, cells_y, amount)."""
    rng = random.Random(seed)
    out = pygame.Surface((w, h))
    out.fill(colour[:3])
    for cx, cy, amount in layers:
        modulate(out, noise(w, h, cx, cy, rng), amount)
    return out
