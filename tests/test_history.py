"""The vote history grid, driven through the real table and end screens."""
from __future__ import annotations

import pygame
import pytest

from scenes.avalon.scene import AvalonScene
from scenes.dev.shots import _random_record
from scenes.i18n import t
from scenes.shell import play
from scenes.shell.end import EndScene
from scenes.shell.history import APPROVE, ON_QUEST, PENDING, REJECT, HistoryScene
from tests import test_table_kit as kit
from tests.aids_helpers import drawn_words, finished_record, open_finished


def open_table(app, players=10, moves=150, seed=21):
    rec, _ = _random_record("avalon", players, seed, moves)
    play.open_record(app, rec)
    kit.frame(app, 2)
    scene = app.top
    assert isinstance(scene, AvalonScene)
    return scene


def check_rows(rows, log, players):
    """Every revealed vote is a row with each seat's vote, every quest a row."""
    votes = [e for e in log if e["kind"] == "votes"]
    quests = [e for e in log if e["kind"] == "quest_result"]
    voted = [r for r in rows if not r.quest and PENDING not in r.marks and any(r.marks)]
    assert len(voted) == len(votes)
    for row, e in zip(voted, votes):
        assert row.marks == tuple(APPROVE if v else REJECT for v in e["votes"])
        assert row.team == tuple(e["team"]) and row.leader == e["leader"]
    quest_rows = [r for r in rows if r.quest]
    assert len(quest_rows) == len(quests)
    for row, e in zip(quest_rows, quests):
        assert {s for s in range(players) if row.marks[s] == ON_QUEST} == set(e["team"])


def test_key_v_opens_the_grid_of_every_vote_so_far_and_esc_goes_back(app):
    scene = open_table(app)
    log = scene.session.viewer_view()["log"]
    kit.key(app, pygame.K_v)
    grid = app.top
    assert isinstance(grid, HistoryScene)
    check_rows(grid.rows, log, 10)
    # the proposal being voted on shows, with who still owes a vote
    if scene.session.viewer_view()["phase"] == "vote":
        assert PENDING in grid.rows[-1].marks
    kit.key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_the_log_header_button_opens_the_grid_and_close_returns(app):
    scene = open_table(app, 7, 40, seed=3)
    kit.click(app, scene.history_button)
    grid = app.top
    assert isinstance(grid, HistoryScene)
    kit.click(app, grid.close_button)
    assert app.top is scene


def test_end_screen_grid_has_every_quest(app):
    end = open_finished(app, finished_record(7))
    assert isinstance(end, EndScene)
    kit.click(app, end.history_button)
    grid = app.top
    assert isinstance(grid, HistoryScene)
    check_rows(grid.rows, end.view["log"], 7)
    kit.key(app, pygame.K_v)
    assert app.top is end


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_grid_readable_at_800x600_with_ten_players(user_dirs, lang):
    app = kit.make_app((800, 600))
    try:
        from dataclasses import replace
        app.apply_settings(replace(app.settings, language=lang), save=False)
        open_table(app, 10, 150)
        kit.key(app, pygame.K_v)
        grid = app.top
        assert grid.visible >= 12          # a dozen rows at once
        assert grid.col_w >= 44            # room for a mark and a short name
        right = grid.grid_x + 10 * grid.col_w + 10
        room = grid.panel.right - 12 - right
        words = [f"{r.result}  {r.note}" if r.note else r.result for r in grid.rows]
        words += [t(key, yes=10, no=0, fails=3) for key in (
            "avalon.history.approved", "avalon.history.rejected", "avalon.history.success",
            "avalon.history.fail", "avalon.history.lost_rejects")]
        words.append(f"{t('avalon.history.rejected', yes=3, no=7)}  "
                     f"{t('avalon.history.deciding')}")
        for text in words:   # every result whole (no ellipsis)
            assert grid.texts.get(text, 14, "text", True).get_width() <= room, text
        with drawn_words(grid.texts) as seen:
            grid.draw(app.screen)
        assert t("tablekit.history.title") in seen
    finally:
        app.close()
