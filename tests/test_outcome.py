"""The personal outcome: "You won" / "You lost" and why, "you" in the status line."""
from __future__ import annotations

import pytest

from saves import SeatInfo
from scenes.i18n import t
from scenes.shell import play
from scenes.shell.end import EndScene
from tests import test_table_kit as kit
from tests.aids_helpers import drawn_words, finished_record, open_finished


@pytest.mark.parametrize("won", [True, False])
def test_end_screen_says_you_won_or_lost_and_why(app, won):
    rec = finished_record(5, want_seat0_wins=won)
    end = open_finished(app, rec)
    assert isinstance(end, EndScene)
    with drawn_words(end.texts) as seen:
        end.draw(app.screen)
    title = t("tablekit.you_won" if won else "tablekit.you_lost")
    assert title in seen
    # why: the game's own verdict, with its reason, is still drawn below
    side = end.view["winning_side"]
    reason = t("avalon.reason." + end.view["end_reason"])
    assert any(t("avalon.end." + side) in w and reason in w for w in seen)


def test_pass_and_play_end_screen_is_not_personal(app):
    rec = finished_record(5)
    rec.seats[1] = SeatInfo(rec.seats[1].name, "human")
    end = open_finished(app, rec)
    with drawn_words(end.texts) as seen:
        end.draw(app.screen)
    assert t("tablekit.you_won") not in seen and t("tablekit.you_lost") not in seen


def test_status_line_names_the_lone_human_you(app, monkeypatch):
    seats = [SeatInfo("Ann", "normal"), SeatInfo("Bob", "human")] + \
        [SeatInfo(n, "normal") for n in ("Cid", "Dee", "Eve")]
    play.start_new(app, "avalon", 5, seats, {}, 4)
    scene = app.top
    kit.frame(app, 2)
    session = scene.session
    kit.wait(app, lambda: 1 in session.to_act(), limit=20)
    assert scene.status_line()[0] == t("table.your_turn_solo")
    # waiting on the human and a bot together (as while the human reads): "you", no name
    monkeypatch.setattr(scene, "my_turn", lambda: None)
    monkeypatch.setattr(session, "to_act", lambda: (1, 2))
    text = scene.status_line()[0]
    assert text == t("table.waiting", names=f"{t('tablekit.you')}, Cid")
