"""The join screen's pieces: segno's QR matrix drawn with pygame, and --serve parsing."""
from __future__ import annotations

import pytest
import segno

from scenes.phone.qr import QUIET, parse_serve, qr_matrix, qr_surface

URL = "http://192.168.1.20:8765/p/" + "A" * 32


def test_matrix_is_segnos() -> None:
    matrix = qr_matrix(URL)
    expected = segno.make(URL, error="m", micro=False).matrix
    assert matrix == [[bool(c) for c in row] for row in expected]
    n = len(matrix)
    assert all(len(row) == n for row in matrix)
    # The three finder patterns: dark 7x7 corners with a light ring inside.
    for x0, y0 in ((0, 0), (n - 7, 0), (0, n - 7)):
        assert all(matrix[y0][x0 + i] and matrix[y0 + 6][x0 + i] for i in range(7))
        assert not matrix[y0 + 1][x0 + 1] and matrix[y0 + 3][x0 + 3]


def test_surface_draws_every_module_with_a_quiet_zone() -> None:
    pygame = pytest.importorskip("pygame")
    pygame.init()
    matrix = qr_matrix(URL)
    surface = qr_surface(URL, 300)
    modules = len(matrix) + 2 * QUIET
    scale = surface.get_width() // modules
    assert surface.get_width() == surface.get_height() == modules * scale <= 300 and scale >= 1
    for y, row in enumerate(matrix):
        for x, cell in enumerate(row):
            px = surface.get_at(((x + QUIET) * scale + scale // 2, (y + QUIET) * scale + scale // 2))
            assert (px.r < 128) == cell
    assert surface.get_at((1, 1)).r > 128                      # quiet zone is light


@pytest.mark.parametrize("text,expected", [("192.168.1.20:8765", ("192.168.1.20", 8765)),
                                           ("127.0.0.1:0", ("127.0.0.1", 0)),
                                           ("[::1]:9000", ("::1", 9000)),
                                           ("localhost:80", ("localhost", 80))])
def test_serve_parses(text: str, expected: tuple[str, int]) -> None:
    assert parse_serve(text) == expected


@pytest.mark.parametrize("text", ["", "8765", "host", "1.2.3.4:", ":80", "1.2.3.4:99999",
                                  "1.2.3.4:-1", "1.2.3.4:8x", "example.com:80", "1.2.3.4:" + "9" * 400])
def test_serve_refuses(text: str) -> None:
    with pytest.raises(ValueError):
        parse_serve(text)
