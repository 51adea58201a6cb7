"""Explanation zones (scenes/kit/zones.py): registered by layer and forgotten with
what they explain; hover shows the text, Tab walks them with a focus ring."""
from __future__ import annotations

import pygame
import pytest

from scenes.avalon.scene import AvalonScene
from scenes.kit.zones import ZONE_KEY, Zones
from tests import test_table_kit as kit
from tests.zones_helpers import assert_zones_explained, draw_frame


def test_layers_forget_their_zones():
    zones = Zones()
    with zones.layer("layout"):
        zones.add("seat:0", (0, 0, 10, 10), "learn.zone.seat", {"name": "Ann"})
    with zones.layer("board"):
        zones.add("crown", (5, 5, 4, 4), "learn.zone.status", {})
    zones.enter("frame")
    zones.add("seat:0", (0, 0, 12, 12), "learn.zone.log", {})
    assert [z.name for z in zones.all()] == ["crown", "seat:0"]
    assert zones.get("seat:0").key == "learn.zone.log"     # the later layer wins
    assert zones.at((6, 6)).name == "crown"                # the smaller zone on top
    zones.enter("frame")                                   # next frame: frame zones gone
    assert zones.get("seat:0").key == "learn.zone.seat"
    with zones.layer("board"):                             # the board redrawn
        pass
    assert zones.get("crown") is None
    zones.add("empty", (0, 0, 0, 5), "x", {})
    assert zones.get("empty") is None                      # nothing drawn, nothing to say


def test_walk_in_reading_order():
    zones = Zones()
    zones.add("b", (100, 0, 10, 10), "k", {})
    zones.add("c", (0, 200, 10, 10), "k", {})
    zones.add("a", (0, 0, 10, 10), "k", {})
    assert [zones.walk(1).name for _ in range(4)] == ["a", "b", "c", "a"]
    assert zones.walk(-1).name == "c"


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_table_zones_explained_and_walked(user_dirs, size):
    app = kit.make_app(size)
    try:
        scene = kit.start_game(app, "avalon", AvalonScene, ["human"] + ["normal"] * 4)
        zones = assert_zones_explained(scene)
        names = {z.name for z in zones}
        assert {"seat:0", "seat:4", "log", "status"} <= names
        assert scene.zone_rect("seat:2") == next(z.rect for z in zones if z.name == "seat:2")
        assert scene.zone_rect("nowhere") is None
        # the keyboard walks the zones: a ring in the highlight colour round the focus
        kit.key(app, ZONE_KEY)
        focus = scene.zones.focused()
        assert focus is not None
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        before = surface.copy()
        scene.draw_over(surface)
        ring = focus.rect.inflate(8, 8).clip(surface.get_rect())
        changed = sum(surface.get_at((x, ring.y + 1)) != before.get_at((x, ring.y + 1))
                      for x in range(ring.x + 6, ring.right - 6))
        assert changed >= (ring.width - 12) * 0.8
        kit.key(app, ZONE_KEY)
        assert scene.zones.focus != focus.name
        kit.key(app, pygame.K_ESCAPE)        # Escape leaves the zones, not the game
        assert scene.zones.focus is None and app.top is scene
    finally:
        app.close()


def test_hover_shows_the_text(app):
    scene = kit.start_game(app, "avalon", AvalonScene, ["human"] + ["normal"] * 4)
    draw_frame(scene)
    log = scene.zone_rect("log")
    pos = (log.centerx, log.centery + 40)
    pygame.mouse.set_pos(pos)
    shown = scene.zone_shown()
    if not pygame.mouse.get_focused():
        pytest.skip("the dummy video driver gives no mouse focus")
    assert shown is not None and shown[0].name == "log" and not shown[1]
