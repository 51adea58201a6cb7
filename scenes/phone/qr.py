"""QR codes for the join screen: segno makes the module matrix, pygame draws it.

pygame is imported only inside ``qr_surface``, so the rest of scenes.phone stays
headless. ``parse_serve`` reads the ``--serve HOST:PORT`` option.
"""
from __future__ import annotations

import ipaddress
from typing import Any

import segno

QUIET = 4        # modules of white border the QR standard asks for


def qr_matrix(url: str) -> list[list[bool]]:
    """The code's modules, True = dark, without the quiet zone."""
    code = segno.make(url, error="m", micro=False)
    return [[bool(cell) for cell in row] for row in code.matrix]


def qr_surface(url: str, size: int, dark: tuple[int, int, int] = (0, 0, 0),
               light: tuple[int, int, int] = (255, 255, 255)) -> Any:
    """A square pygame Surface of at most ``size`` pixels with the code and its quiet
    zone, each module a whole number of pixels (sharp to any phone camera)."""
    import pygame

    matrix = qr_matrix(url)
    modules = len(matrix) + 2 * QUIET
    scale = max(1, size // modules)
    surface = pygame.Surface((modules * scale, modules * scale))
    surface.fill(light)
    for y, row in enumerate(matrix):
        for x, cell in enumerate(row):
            if cell:
                surface.fill(dark, ((x + QUIET) * scale, (y + QUIET) * scale, scale, scale))
    return surface


def parse_serve(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[v6]:PORT`` for IPv6; PORT 0 = any free port) -> (host, port);
    ValueError with a readable message otherwise."""
    text = text.strip()
    if text.startswith("["):
        host, sep, port = text[1:].partition("]:")
    else:
        host, sep, port = text.rpartition(":")
    if not sep or not host or not port.isdigit() or len(port) > 5 or int(port) > 65535:
        raise ValueError(f"--serve takes HOST:PORT (e.g. 192.168.1.20:8765, port 0 = any), not {text!r}")
    try:
        ipaddress.ip_address(host)
    except ValueError:
        if host != "localhost":
            raise ValueError(f"--serve needs an IP address of this machine, not {host!r}") from None
    return host, int(port)
