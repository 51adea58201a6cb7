"""The Aztec table's cached drawing (the board drawn once into a layer over the static
one, the final scoring and the log panel kept as patches) shows the same pixels as drawing everything each frame, over a whole game with
its results and final scoring played at normal speed and the window resized on the
way; and the layer stays one picture of the window's size."""
from __future__ import annotations

import time
from dataclasses import replace

import pygame

from saves import SeatInfo, slots
from scenes import play
from scenes.aztec.scene import AztecScene
from scenes.end import EndScene
from scenes.table import BACKDROPS

SIZES = ((1920, 1080), (800, 600), (1280, 720))


def test_the_cached_frame_equals_the_one_drawn_whole_over_a_game(app):
    app.settings = replace(app.settings, animation_speed="normal")   # the results play
    app.autoplay = True           # seat 0 played by a bot, its private view on the table
    slots.clear_autosave()
    seats = [SeatInfo("Ann", "human")] + [SeatInfo(f"Bot {i}", "normal") for i in range(1, 4)]
    play.start_new(app, "aztec", 4, seats, {}, 5)
    scene = app.top
    assert isinstance(scene, AztecScene)
    scene.session.delay = 0.05
    draw = scene.draw
    compared, differ, phases = [0], [], set()

    def both(surface: pygame.Surface) -> None:
        scene.cache_layers = scene.log_panel.cache = False
        whole = surface.copy()
        whole.fill((255, 0, 254))     # covers_window: the frame is not cleared first
        draw(whole)
        scene.cache_layers = scene.log_panel.cache = True
        draw(surface)
        compared[0] += 1
        phases.add(scene.bench_phase())
        if pygame.image.tobytes(whole, "RGB") != pygame.image.tobytes(surface, "RGB"):
            differ.append((compared[0], scene.bench_phase(), surface.get_size()))

    scene.draw = both
    deadline = time.monotonic() + 60
    frames = 0
    while not isinstance(app.top, EndScene) and time.monotonic() < deadline:
        frames += 1
        if frames % 80 == 0:     # now and then another window size
            app.resize(SIZES[frames // 80 % len(SIZES)])
        if frames % 50 == 25:      # the log scrolled up a while, then back down
            scene.log_panel.scroll_by(4)
        elif frames % 50 == 40:
            scene.log_panel.scroll_by(-4)
        if scene._sheet is not None and not scene._sheet.busy() and frames % 10 == 0:
            scene.close_sheet()
        app.step(0.25)
        time.sleep(0.001)         # let the bot thread work
    assert isinstance(app.top, EndScene)
    assert not differ, differ[:5]
    assert {"take", "bet", "played: reveal", "score sheet"} <= phases, phases
    # one layer, of the size shown last, whatever the sizes on the way; a few backdrops
    assert scene._board_layer is not None and scene._board_layer.get_size() == app.size
    assert 0 < len(scene._backdrops) <= BACKDROPS


def test_the_scene_root_panel_blends_no_window_sized_picture_and_hides_nothing(app):
    """Every scene's full-window panel has an empty image: the transparent picture its
    theme draws would leave every pixel as it is (so the frames are the same)."""
    import pygame_gui

    from scenes.base import RootPanel
    from scenes.menus import TitleMenu
    app.reset(TitleMenu())
    app.step(1 / 60)
    root = app.top.root
    assert isinstance(root, RootPanel) and root.image.get_size() == (0, 0)
    themed = pygame_gui.elements.UIPanel(
        pygame.Rect((0, 0), app.size), manager=app.manager,
        object_id=pygame_gui.core.ObjectID(class_id="@root", object_id="#probe"))
    try:
        frame = app.screen.copy()
        over = frame.copy()
        over.blit(themed.image, (0, 0))
        assert themed.image.get_size() == app.size
        assert pygame.image.tobytes(over, "RGB") == pygame.image.tobytes(frame, "RGB")
    finally:
        themed.kill()
