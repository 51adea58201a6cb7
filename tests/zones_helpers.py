"""Checks for a table's explanation zones (scenes/kit/zones.py), for every game's tests.

``assert_zones_explained(scene)``: draw a frame, then every registered zone has text in
English and French (its key exists in both tables, its placeholders all filled) and a
rect inside the window. Returns the zones, for further checks."""
from __future__ import annotations

import re

import pygame

from scenes import i18n

PLACEHOLDER = re.compile(r"%\{[a-z_]+\}")


def draw_frame(scene) -> None:
    """One full frame of ``scene`` on a surface of the window's size (zones of this
    frame registered, including the board's)."""
    surface = pygame.Surface(scene.app.size)
    scene.draw(surface)
    scene.draw_over(surface)


def assert_zones_explained(scene, draw: bool = True) -> list:
    """Every zone of ``scene`` (a TableScene) explained in both languages, inside the
    window. ``draw``: draw a frame first (the zones then match what is drawn)."""
    if draw:
        draw_frame(scene)
    zones = scene.explanations()
    assert zones, "no explanation zone registered"
    window = pygame.Rect((0, 0), scene.app.size)
    before = i18n.language()
    try:
        for zone in zones:
            assert window.contains(zone.rect), f"zone {zone.name} {zone.rect} outside {window}"
            for lang in ("en", "fr"):
                assert zone.key in i18n.table(lang), f"zone {zone.name}: {zone.key} has no {lang} text"
                i18n.set_language(lang)
                text = zone.text()
                assert text.strip(), f"zone {zone.name}: empty {lang} text"
                assert not PLACEHOLDER.search(text), \
                    f"zone {zone.name}: {lang} text leaves a placeholder: {text!r}"
    finally:
        i18n.set_language(before)
    return zones
