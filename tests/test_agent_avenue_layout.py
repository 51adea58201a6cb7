"""Agent Avenue's table layout (scenes/agent_avenue/layout.py) as pure geometry: no
window, no font; text sizes given as numbers. Every area inside the board, apart,
each card place and tile slot inside its area, the floors held at 800x600."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.agent_avenue.data import TYPES
from scenes.agent_avenue.layout import (
    CARD_FLOOR,
    CELL_FLOOR,
    TILE_FLOOR,
    Metrics,
    TableLayout,
    compute,
)

#: the board's rect of the table kit at 800x600 and 1280x720 (table_frame.layout)
BOARDS = {(800, 600): pygame.Rect(8, 48, 556, 490), (1280, 720): pygame.Rect(8, 48, 924, 610)}


def metrics() -> Metrics:
    return Metrics(name_w=72, tag_h=19, strip=29, lead_w=70,
                   status_h=lambda w: 19 if w >= 90 else 38)


def layouts() -> list[tuple[tuple[int, int], int, bool, TableLayout]]:
    return [(size, players, advanced, compute(metrics(), board, players, advanced))
            for (size, board), players, advanced in
            itertools.product(BOARDS.items(), (2, 3, 4), (False, True))]


@pytest.mark.parametrize("size,players,advanced,lay", layouts())
def test_areas_inside_the_board_and_apart(size: tuple[int, int], players: int,
                                          advanced: bool, lay: TableLayout) -> None:
    board = BOARDS[size]
    areas = [lay.ring, lay.hand, *lay.panels] + ([lay.mid] if advanced else [])
    for area in areas:
        assert board.contains(area), (area, board)
    for a, b in itertools.combinations(areas, 2):
        assert not a.colliderect(b), (a, b)
    assert lay.mid.height == 0 if not advanced else lay.mid.height > 0


@pytest.mark.parametrize("size,players,advanced,lay", layouts())
def test_places_inside_their_areas(size: tuple[int, int], players: int, advanced: bool,
                                   lay: TableLayout) -> None:
    for n in range(1, 9):
        cards = lay.hand_cards(n)
        assert len(cards) == n and all(lay.hand.contains(r) for r in cards)
        for a, b in itertools.combinations(cards, 2):
            assert not a.colliderect(b)
    inner = lay.inner()
    up, down = lay.table_cards()
    assert inner.contains(up) and inner.contains(down) and not up.colliderect(down)
    for space in range(14):
        assert lay.ring.contains(lay.space_rect(space))
    for side in (0, 1):
        slots = list(lay.slots[side].values())
        assert set(lay.slots[side]) == set(TYPES)
        assert all(lay.panels[side].contains(r) for r in slots)
        for a, b in itertools.combinations(slots, 2):
            assert not a.colliderect(b)
        assert lay.panels[side].contains(lay.perm_rooms[side])
    if advanced:
        assert all(lay.mid.contains(r) for r in lay.market_cards(3))
    assert len(lay.seat_pos) == players
    for seat, (x, y) in enumerate(lay.seat_pos):
        assert lay.panels[seat % 2].collidepoint(x, y)


@pytest.mark.parametrize("players,advanced", [(2, False), (2, True), (4, False), (4, True)])
def test_floors_held_at_800x600(players: int, advanced: bool) -> None:
    lay = compute(metrics(), BOARDS[(800, 600)], players, advanced)
    tile = next(iter(lay.slots[0].values()))
    assert min(tile.size) >= TILE_FLOOR
    assert lay.cell >= CELL_FLOOR
    assert min(r.height for r in lay.hand_cards(8)) >= CARD_FLOOR


def test_a_larger_window_gives_a_larger_avenue() -> None:
    small = compute(metrics(), BOARDS[(800, 600)], 2, False)
    large = compute(metrics(), BOARDS[(1280, 720)], 2, False)
    assert large.cell > small.cell
    assert {what for what, _, _ in large.zones()} >= {"ring", "hand", "space", "panel", "slot"}
