"""Warnings that matter: the deciding fifth proposal, the quest that needs two fails."""
from __future__ import annotations

import pytest

from scenes.avalon.scene import AvalonScene
from scenes.dev.aids_shots import deciding_record
from scenes.i18n import t
from scenes.kit.warning import warning_rect
from scenes.shell import play
from tests import test_table_kit as kit
from tests.aids_helpers import drawn_words


def open_table(size, lang="en", **kwargs):
    app = kit.make_app(size)
    if lang != "en":
        from dataclasses import replace
        app.apply_settings(replace(app.settings, language=lang), save=False)
    play.open_record(app, deciding_record(**kwargs))
    kit.frame(app, 2)
    assert isinstance(app.top, AvalonScene)
    return app, app.top


def drawn(app, scene):
    scene._board_cache = None
    with drawn_words(scene.texts) as seen:
        scene.draw(app.screen)
    return seen


@pytest.mark.parametrize("outcome", ["evil_wins_quest", "evil_wins_game"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_fifth_proposal_is_marked_deciding_in_the_vote(user_dirs, outcome, size):
    app, scene = open_table(size, options={"fifth_reject": outcome})
    try:
        view = scene.session.viewer_view()
        assert view["phase"] == "vote" and scene.my_turn() == 0
        assert scene.warning(view) == t("avalon.warn." + outcome)
        assert scene.warning(view) in drawn(app, scene)
        # beside the vote buttons, never over them, inside the window
        area = warning_rect(scene)
        assert app.screen.get_rect().contains(area)
        assert not any(area.colliderect(b.rect) for b in scene._actions)
    finally:
        app.close()


def test_no_warning_before_the_fifth_proposal(user_dirs):
    app, scene = open_table((1280, 720), rejected=3)
    try:
        view = scene.session.viewer_view()
        assert view["rejects"] == 3 and scene.warning(view) == ""
        assert t("avalon.warn.evil_wins_quest") not in drawn(app, scene)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_quest_four_shows_it_needs_two_fails_at_every_size(user_dirs, size, lang):
    """Ten players: quest 4 needs two fails: two small crosses under its team size on
    the small track of the vote too, never a number (a number on a disc is a played
    quest's count of Fail cards); the mouse over it says it in words."""

    from scenes.avalon.scene import cross_gap
    from scenes.kit.text import colour
    app, scene = open_table(size, lang, rejected=2)
    try:
        view = scene.session.viewer_view()
        assert scene.choice(view)                          # the small track of a vote
        seen = drawn(app, scene)
        assert "2" not in seen                             # no team of 2, no "2" badge
        cx, cy, d = scene.quest_discs[4]
        gap = cross_gap(max(2, int(d * 0.1)))
        for dx in (-gap, gap):                             # each cross's middle
            assert app.screen.get_at((cx + dx, cy + int(d * 0.23)))[:3] == colour("evil_dark")[:3]
        tip = " ".join((t("avalon.quest_tip.open", n=4, size=view["quests"][3]["size"]),
                        t("avalon.quest_tip.two")))
        assert scene.quest_tip(view, (cx, cy)) == tip
        assert scene.quest_tip(view, (cx, cy - d)) == ""   # off the disc: no words
        # the mouse over it: the disc's explanation zone says it (the kit draws it)
        zone = scene.zones.at((cx, cy))
        assert zone is not None and zone.name == "quest:4"
        assert zone.text() == t("avalon_legend.zone.quest_two", quest=4,
                                size=view["quests"][3]["size"])
    finally:
        app.close()
