"""The committed art and sounds: every listed asset exists, loads and is sane, the
palettes are well formed, and the asset finders stay free of pygame."""
import re
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

import art
import sounds
from scenes import catalog
from scenes.avalon.manifest import GOOD_ROLES, ROLES as AVALON_ROLES

ROOT = Path(__file__).resolve().parents[1]
HEX = re.compile(r"^#[0-9a-f]{6}$")


@pytest.fixture(scope="module")
def loaded():
    pygame.display.init()
    images = {name: pygame.image.load(str(art.path(name))) for name in art.names()}
    yield images
    pygame.display.quit()


def test_every_art_name_is_a_png_file_that_loads(loaded):
    assert len(set(art.names())) == len(art.names())
    for name, surf in loaded.items():
        assert name.endswith(".png")
        w, h = surf.get_size()
        assert 16 <= w <= 512 and 16 <= h <= 512, name


def test_no_stray_pngs_and_small_total():
    on_disk = {p.name for p in art.DIR.glob("*.png")}
    assert on_disk == set(art.names())
    total = sum(p.stat().st_size for p in art.DIR.glob("*.png"))
    total += sum(p.stat().st_size for p in sounds.DIR.glob("*.wav"))
    assert total < 3 * 1024 * 1024


@pytest.mark.parametrize("name, size", [
    ("card_frame.png", (200, 280)), ("card_back.png", (200, 280)),
    ("avalon.png", (320, 200)), ("saul.png", (320, 200)),
    ("agent_avenue.png", (320, 200)), ("aztec.png", (320, 200)),
    ("icon.png", (256, 256)), ("icon_64.png", (64, 64)),
    ("table.png", (256, 256)), ("seat_star.png", (96, 96)),
    ("avalon_loyal.png", (140, 196)), ("avalon_success.png", (140, 196)),
])
def test_key_sizes(loaded, name, size):
    assert loaded[name].get_size() == size


def test_tokens_have_transparent_corners_and_pictures_are_opaque(loaded):
    tokens = [n for n in art.names() if n.startswith(("seat_", "vote_", "ui_", "crown", "glow"))]
    tokens += [f"avalon_{r}.png" for r in AVALON_ROLES]
    for name in tokens:
        surf = loaded[name]
        assert surf.get_at((0, 0)).a == 0, name
        w, h = surf.get_size()
        covered = pygame.mask.from_surface(surf, 127).count() / (w * h)
        assert 0.08 < covered < 0.9, (name, covered)
    for name in ("table.png", "wood.png", "parchment.png", *(m.picture_file for m in catalog.manifests())):
        surf = loaded[name]
        w, h = surf.get_size()
        for xy in ((0, 0), (w - 1, h - 1), (w // 2, h // 2)):
            assert surf.get_at(xy).a == 255, (name, xy)


def test_seat_tokens_are_white_so_scenes_can_tint(loaded):
    for shape in art.SEAT_SHAPES:
        surf = loaded[f"seat_{shape}.png"]
        w, h = surf.get_size()
        solid = [surf.get_at((x, y)) for x in range(w) for y in range(h)
                 if surf.get_at((x, y)).a == 255]
        assert len(solid) > w * h * 0.15, shape
        assert all(c.r == c.g == c.b for c in solid), shape      # grey only: tints cleanly
        assert max(c.r for c in solid) > 240, shape               # lit up to white


def test_textures_tile_seamlessly(loaded):
    """Across the wrap-around seam, neighbouring pixels differ no more than
    neighbours inside the tile do."""
    def step(surf, a, b, vertical):
        total = 0
        for k in range(surf.get_width()):
            p = surf.get_at((k, a) if vertical else (a, k))
            q = surf.get_at((k, b) if vertical else (b, k))
            total += sum(abs(x - y) for x, y in zip(p[:3], q[:3]))
        return total

    for name in ("table.png", "wood.png", "parchment.png"):
        surf = loaded[name]
        last = surf.get_width() - 1
        for vertical in (False, True):
            inside = sum(step(surf, k, k + 1, vertical) for k in (40, 100, 170)) / 3
            seam = step(surf, last, 0, vertical)
            assert seam < inside * 1.6 + 200, (name, vertical, seam, inside)


def test_palettes_well_formed():
    assert all(HEX.match(v) for v in art.PALETTE.values())
    for key in ("felt", "wood", "parchment", "ink", "gold", "good", "evil", "approve",
                "reject", "panel", "text", "accent"):
        assert key in art.PALETTE
    for colours in (art.SEAT_COLOURS, art.CB_SEAT_COLOURS):
        assert len(colours) == 16 and len(set(colours)) == 16   # Saül seats 16
        assert all(HEX.match(c) for c in colours)
    assert art.SEAT_SHAPES == ["circle", "square", "triangle", "diamond", "star",
                               "hexagon", "pentagon", "cross", "heart", "moon",
                               "ring", "hourglass", "arrow", "saltire", "bars", "half"]
    assert art.rgb("#ff8000") == (255, 128, 0)


def test_good_and_evil_portraits_differ_in_frame_shape(loaded):
    """Colour-blind players tell sides by shape: good is round, evil a hexagon
    standing on a point. The circle fills the middle of the left side, where the
    hexagon has no flank; the hexagon has a corner above the circle's top."""
    for role in AVALON_ROLES:
        surf = loaded[f"avalon_{role}.png"]
        flank, corner = surf.get_at((9, 79)).a, surf.get_at((80, 4)).a
        if role in GOOD_ROLES:
            assert flank > 200 and corner < 100, role
        else:
            assert flank < 50 and corner > 200, role


def test_sounds_exist_and_are_short_mono_16bit():
    lengths = {}
    for name in sounds.NAMES:
        with wave.open(str(sounds.path(name + ".wav"))) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
            lengths[name] = w.getnframes() / 44100
            frames = w.readframes(w.getnframes())
        assert any(frames), name
    assert lengths["click"] <= 0.06
    assert 0.05 <= lengths["card"] <= 0.4
    assert 1.0 <= lengths["win"] <= 1.6
    assert 0.7 <= lengths["lose"] <= 1.4
    assert all(v <= 1.6 for v in lengths.values())


def test_sounds_load_in_the_mixer():
    try:
        pygame.mixer.init(44100, -16, 1)
    except pygame.error as exc:                      # no audio device at all
        pytest.skip(reason=f"no audio device on this machine: {exc}")
    try:
        for name in sounds.NAMES:
            assert pygame.mixer.Sound(str(sounds.path(name))).get_length() > 0.02
    finally:
        pygame.mixer.quit()


def test_missing_assets_raise_with_the_name():
    with pytest.raises(FileNotFoundError, match="no_such_picture"):
        art.path("no_such_picture.png")
    with pytest.raises(FileNotFoundError, match="no_such_sound"):
        sounds.path("no_such_sound.wav")
    assert art.path("crown") == art.path("crown.png")
    assert sounds.path("click") == sounds.path("click.wav")


def test_finders_import_without_pygame():
    code = "import sys; import art, sounds; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_sound_synthesis_is_deterministic(tmp_path):
    from sounds import make_sounds
    a = make_sounds.write("click", make_sounds.click(), tmp_path)
    assert a.read_bytes() == sounds.path("click.wav").read_bytes()


def test_makers_cover_every_name():
    code = ("import art.make_art as m, art; "
            "assert set(m.MAKERS) == set(art.names()), set(m.MAKERS) ^ set(art.names())")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                   env={"SDL_VIDEODRIVER": "dummy", "PATH": "", "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
