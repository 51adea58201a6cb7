"""The Aztec table at 800x600 and 1280x720 (issue 33): the Temple stands above the
piles, the counters keep clear of the rim, a result's banner covers no bet token and
no "thinking..." tag, "Skip to the end" lands a round's results at once, and the final
scoring explains its cells. Pure geometry first (layout.py, no window), then the scene."""
from __future__ import annotations

import pygame
import pytest

from scenes.aztec.layout import banner_spot, clear_of_rim, place_bets
from scenes.aztec.scene import AztecScene
from scenes.i18n import t
from tests import test_table_kit as kit


def test_clear_of_rim_tells_felt_rim_and_floor_apart():
    table = pygame.Rect(100, 100, 400, 200)
    assert clear_of_rim(pygame.Rect(280, 180, 40, 40), table)          # on the felt
    assert clear_of_rim(pygame.Rect(0, 0, 40, 40), table)              # off the table
    assert not clear_of_rim(pygame.Rect(280, 85, 40, 30), table)       # across the rim
    assert not clear_of_rim(pygame.Rect(95, 180, 30, 40), table)


def test_the_banner_goes_where_nothing_is_and_else_on_the_temple():
    board = pygame.Rect(0, 0, 600, 400)
    tag = pygame.Rect(250, 10, 100, 30)
    bets = pygame.Rect(200, 50, 200, 30)
    spot = banner_spot((200, 30), board, 300, [tag, bets], [], [])
    back = spot.inflate(18, 8)
    assert board.contains(back) and back.collidelist([tag, bets]) < 0
    wall = [pygame.Rect(0, y, 600, 20) for y in range(0, 400, 40)]     # no gap is tall enough
    temple = pygame.Rect(200, 200, 200, 100)
    spot = banner_spot((100, 20), board, 300, wall[:5], [], [temple])
    assert spot.inflate(18, 8).collidelist(wall[:5]) < 0
    piles = pygame.Rect(0, 200, 600, 200)     # only over the middle is there room
    spot = banner_spot((100, 20), board, 300, [pygame.Rect(0, 0, 600, 190)], [piles], [])
    assert spot.top >= 190 and spot.inflate(18, 8).colliderect(piles)


def _laid(app, players):
    app.go_home()
    kit.frame(app, 2)
    return kit.start_game(app, "aztec", AztecScene, ["human"] + ["easy"] * (players - 1),
                          None, players)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_temple_stands_above_the_piles_and_the_counters_off_the_rim(user_dirs, monkeypatch,
                                                                          size):
    monkeypatch.setattr("scenes.shell.memory.release", lambda: None)
    app = kit.make_app(size)
    try:
        for players in (3, 4, 5, 6):
            scene = _laid(app, players)
            z = scene.places
            assert z.temple is not None, f"{players} players at {size}: no Temple"
            # at least the Temple's top third shows above the piles
            assert z.piles[0].top - z.temple.top >= z.temple.height // 3
            assert z.temple.width >= 64
            for seat, zone in enumerate(z.seats):
                x, y = scene.seat_pos[seat]
                if abs(y - scene.table_rect.centery) > scene.table_rect.height * 0.45:
                    # a top or bottom seat: its counters clear the rim (the others'
                    # stand on their tray where the rim runs beside the seat)
                    assert clear_of_rim(zone.counters, scene.table_rect), (players, seat)
            # bets on one seat by everyone: the tokens clear every seat's marks
            bets = [(p, 0, p % 2 == 0) for p in range(1, players)]
            rows = place_bets(z, scene.board_rect, scene.seat_pos, scene.seat_r, bets)
            marks = [r for s in z.seats for r in (s.token, s.tag, s.words, s.portrait,
                                                  s.counters)]
            for row in rows:
                assert scene.board_rect.contains(row.box)
                assert row.box.collidelist(marks) < 0, (players, size)
    finally:
        app.close()


def test_a_result_banner_covers_no_bet_token_and_no_tag(app):
    scene = _laid(app, 5)
    scene._table_bets = [{"target": 1, "believe": False}, {"target": 0, "believe": True},
                         {"target": 0, "believe": False}, {"target": 0, "believe": False},
                         {"target": 2, "believe": True}]
    event = {"kind": "bets", "bets": scene._table_bets}
    _, spot = scene._banner(event, scene.inner_rect)
    back = spot.inflate(18, 8)
    assert back.collidelist([row.box for row in scene.bet_rows()]) < 0
    assert back.collidelist([s.tag for s in scene.places.seats]) < 0
    assert back.collidelist([s.counters for s in scene.places.seats]) < 0


def test_skip_to_the_end_lands_the_rounds_results_at_once(app):
    app.settings = app.settings.__class__(**{**app.settings.__dict__, "animation_speed": "normal"})
    scene = kit.start_game(app, "aztec", AztecScene, ["human", "easy", "easy", "easy"], None, 3)
    kit.wait(app, lambda: scene.my_turn() is not None)
    kit.key(app, pygame.K_c)
    kit.key(app, pygame.K_RETURN)
    kit.wait(app, lambda: scene.my_turn() is not None)
    kit.click_at(app, scene.seat_pos[1])
    kit.key(app, pygame.K_g)
    kit.wait(app, lambda: scene.playback.busy())
    assert t("aztec.act.skip_end") in kit.buttons(app)
    round_now = scene.session.view_for(None)["round"]
    scene.to_end = False
    kit.key(app, pygame.K_END, frames=0)
    frames = 0
    # the round's results land as they come: no result plays on for a frame
    while frames < 3000:
        kit.frame(app, 1)
        frames += 1
        if not scene.to_end:
            break
        now = scene.playback.current()
        assert now is None or now[1] == 0
    assert not scene.to_end and not scene.playback.busy()
    view = scene.session.view_for(None)
    assert view["round"] > round_now or scene.my_turn() is not None or scene.session.over()
    assert t("aztec.act.skip_end") not in kit.buttons(app) or scene.results_bar()


def test_the_final_scoring_says_what_its_cells_mean(app):
    scene = kit.start_game(app, "aztec", AztecScene, ["human", "easy", "easy"], None, 2)

    def lines(total, feather):
        return {"trios": 2, "trio_vp": 4, "duos": 1, "duo_vp": 1, "artefact_vp": 0,
                "stones": 1, "stone_vp": -1, "feathers": {"red": 1} if feather else {},
                "total": total}

    scene._game_over = {"scores": [lines(9, True), lines(7, False), lines(4, False)],
                        "winners": [0]}
    rows, notes = scene.sheet()
    assert rows[0].cells[0].endswith("+1") and t("aztec.sheet.feather") in notes
    trios = next(r for r in rows if r.label == t("aztec.sheet.trios"))
    assert trios.cells[0] == "4 (2)" and "(" in trios.label
    scene._game_over = {"scores": [lines(9, False), lines(7, False), lines(4, False)],
                        "winners": [0]}
    assert t("aztec.sheet.feather") not in scene.sheet()[1]
