"""The Aztec table's cached drawing (the board, with the seats' portraits and counters,
drawn once into a layer over the static one; the final scoring, the end screen's sheet
and the log panel kept as patches) shows the same pixels as drawing everything each
frame, over a whole game with its results and final scoring played at normal speed and
the window resized on the way, then on the end screen; a frame whose board is unchanged
draws no portrait; and the caches keep one picture each, whatever the window sizes and
languages on the way."""
from __future__ import annotations

import time
from dataclasses import replace

import pygame

from saves import SeatInfo, slots
from scenes.aztec.scene import AztecScene
from scenes.kit.table import BACKDROPS
from scenes.shell import play
from scenes.shell.end import EndScene

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
    pieces = [0]          # seats' portraits and counters drawn
    drawn_pieces = scene._draw_seat_pieces

    def count_pieces(*args):
        pieces[0] += 1
        drawn_pieces(*args)

    scene._draw_seat_pieces = count_pieces
    last_key, redrawn = [None], []

    def both(surface: pygame.Surface) -> None:
        scene.cache_layers = scene.log_panel.cache = False
        whole = surface.copy()
        whole.fill((255, 0, 254))     # covers_window: the frame is not cleared first
        draw(whole)
        scene.cache_layers = scene.log_panel.cache = True
        key = (scene._static_layer(), scene.board_key(scene.session.viewer_view()))
        before = pieces[0]
        draw(surface)
        if key == last_key[0] and pieces[0] != before:    # nothing changed, yet drawn again
            redrawn.append(compared[0])
        last_key[0] = key
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
    assert not redrawn, redrawn[:5]
    assert {"take", "bet", "played: reveal", "score sheet"} <= phases, phases
    # one layer, of the size shown last, whatever the sizes on the way; a few backdrops
    assert scene._board_layer is not None and scene._board_layer.get_size() == app.size
    assert 0 < len(scene._backdrops) <= BACKDROPS

    # the end screen: its final scoring kept as a patch, the same pixels as drawn whole
    end = app.top
    words = end.words
    for k in range(12):
        if k in (4, 8):
            app.resize(SIZES[k // 4])
        if k == 6:
            app.apply_settings(replace(app.settings, language="fr"), save=False)
        words.cache_layers = False
        app.step(1 / 60)
        whole = app.screen.copy()
        words.cache_layers = True
        app.step(1 / 60)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(app.screen, "RGB"), k
    assert words._summary is not None
    held = len(words.images._cache)     # the sheet's icons at the size shown
    for k in range(8):                  # more sizes and languages: nothing more kept
        app.resize((700 + 90 * k, 560 + 40 * k))
        app.apply_settings(replace(app.settings, language=("en", "fr")[k % 2]), save=False)
        app.step(1 / 60)
    app.resize(SIZES[2])
    app.apply_settings(replace(app.settings, language="en"), save=False)
    app.step(1 / 60)
    assert len(words.images._cache) == held
    assert words._summary[1].get_size() == words._summary[0][0]


def test_the_scene_root_panel_blends_no_window_sized_picture_and_hides_nothing(app):
    """Every scene's full-window panel has an empty image: the transparent picture its
    theme draws would leave every pixel as it is (so the frames are the same)."""
    import pygame_gui

    from scenes.shell.base import RootPanel
    from scenes.shell.menus import TitleMenu
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


def _held(scene) -> tuple[int, int]:
    """Art the scene keeps scaled, and window-sized layers it keeps."""
    layers = [s for s in (scene._static, scene._board_layer, scene._sheet_surface) if s is not None]
    return len(scene.images._cache), len(layers)


def test_the_caches_keep_one_window_size_and_one_language(app):
    """Resized through many sizes and switched between languages, the table keeps the
    art scaled for the window shown and one layer of each kind: nothing grows with
    the sizes or languages seen on the way."""
    from tests import test_table_kit as kit
    scene = kit.start_game(app, "aztec", AztecScene, ["human", "easy", "easy"], seed=4)
    deadline = time.monotonic() + 20
    while scene.my_turn() is None and time.monotonic() < deadline:   # the bots have moved
        kit.frame(app, 1, dt=0.5)
        time.sleep(0.001)
    assert scene.my_turn() is not None
    kit.frame(app, 2)
    first = _held(scene)
    sizes = [(800 + 97 * k, 600 + 41 * k) for k in range(10)]
    for k, size in enumerate(sizes + [(1280, 720)]):
        app.resize(size)
        if k % 3 == 2:
            lang = "fr" if app.settings.language != "fr" else "en"
            app.apply_settings(replace(app.settings, language=lang), save=False)
        kit.frame(app, 2)
        assert scene._board_layer.get_size() == app.size
        assert all(s.get_size() == app.size for s in (scene._static, scene._board_layer))
    app.apply_settings(replace(app.settings, language="en"), save=False)
    kit.frame(app, 2)
    assert _held(scene) == first, (first, _held(scene))
