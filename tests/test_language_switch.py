"""Switching the language mid-game (issue 33): the log is made again from the events
in the new language (events are data, text is made at draw time), and seats still
called by their default name follow the language."""
from __future__ import annotations

import dataclasses

import pytest

from saves import SeatInfo
from scenes import i18n
from tests.test_app_support import DT, app  # noqa: F401  (fixture)
from tests.test_table_kit import seconds


@pytest.mark.parametrize("gid,players", [("avalon", 5), ("saul", 6), ("agent_avenue", 2), ("aztec", 3)])
def test_the_log_is_told_again_in_the_new_language(app, gid, players):
    seats = [SeatInfo("Player 1", "human")] + [SeatInfo(f"Bot {i}", "normal") for i in range(1, players)]
    app.settings = dataclasses.replace(app.settings, animation_speed="instant")
    app.autoplay = True
    app.ask_unfinished = False
    app.call("new_game", gid, players, seats, {}, 3)
    scene = app.top
    for _ in seconds(20):
        app.step(DT, [])
        if scene.session.moves_applied >= 8 or scene.session.over():
            break
    app.open("pause", session=scene.session)
    app.open("settings")
    app.step(DT, [])
    try:
        app.apply_settings(dataclasses.replace(app.settings, language="fr"), save=False)
        app.pop()
        app.pop()
        for _ in range(3):
            app.step(DT, [])
        table = app.top
        view = table.session.viewer_view()
        said = [text for text, _ in table._log_entries]
        assert said, "the log is empty after the switch"
        assert said == [table.describe(e) for e in view["log"]][:len(said)]
        assert table.session.name(0) == "Joueur 1"
        assert table.session.record.seats[0].name == "Joueur 1"
    finally:
        i18n.set_language("en")


def test_a_typed_name_stays(app):
    from types import SimpleNamespace

    from scenes.shell.session import Session
    rec = SimpleNamespace(seats=[SeatInfo("Player 2", "human"), SeatInfo("Ann", "human"),
                                 SeatInfo("Player 3", "easy")])
    s = Session.__new__(Session)
    s.record, s.names, s.kinds = rec, [x.name for x in rec.seats], [x.kind for x in rec.seats]
    s.follow_language("en", "fr")
    assert s.names == ["Joueur 2", "Ann", "Player 3"]    # a bot's name is never a default
