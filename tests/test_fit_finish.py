"""Fit and finish seen on screenshots: each language's own shortcut letters, articles
in "You are ...", the Hide button's words inside it, the turn banner whole at 800x600."""
from __future__ import annotations

import pygame
import pytest

from saves import SeatInfo
from scenes import catalog
from scenes.avalon.words import event_text
from scenes.dev.aids_shots import deciding_record
from scenes.i18n import set_language, t
from scenes.kit.table import STATUS_BAR_TRIES
from scenes.shell import play
from scenes.shell.pass_device import PassDevice
from tests import test_table_kit as kit


def fr_app(size=(1280, 720)):
    from dataclasses import replace
    app = kit.make_app(size)
    app.apply_settings(replace(app.settings, language="fr"), save=False)
    return app


def test_french_votes_with_its_own_letters(user_dirs):
    app = fr_app()
    try:
        play.open_record(app, deciding_record(rejected=1))
        kit.frame(app, 2)
        scene = app.top
        assert [c.label for c in scene.choice(scene.session.viewer_view())] == \
            [t("avalon.act.approve"), t("avalon.act.reject")]
        before = scene.session.turn
        mine = lambda: [m for s, m in scene.session.record.actions[before:] if s == 0]
        kit.key(app, pygame.K_a)                      # the English letter does nothing
        assert mine() == []
        kit.key(app, pygame.K_p)                      # Pour (P)
        assert mine() == [{"kind": "vote", "approve": True}]
    finally:
        app.close()


@pytest.mark.parametrize(("lang", "role", "words"), [
    ("fr", "minion", "un Sbire de Mordred"), ("fr", "assassin", "l'Assassin"),
    ("en", "assassin", "the Assassin"), ("en", "servant", "a Loyal Servant")])
def test_you_are_takes_the_article(lang, role, words):
    set_language(lang)
    try:
        text = event_text({"kind": "night", "seat": 0, "role": role, "sees_evil": [],
                           "merlin_candidates": []}, ["Ann"])
        assert words in text
        assert words in t("avalon.you_are", role=t(f"avalon.role_you.{role}"), side="x")
    finally:
        set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hide_button_and_turn_banner_fit(user_dirs, size, lang):
    from dataclasses import replace
    app = kit.make_app(size)
    try:
        app.apply_settings(replace(app.settings, language=lang), save=False)
        seats = [SeatInfo(t("table.setup.player", n=1), "human"),
                 SeatInfo(t("table.setup.player", n=2), "human")] + \
            [SeatInfo(n, "normal") for n in ("Chloé", "Dmitri", "Elif", "Farid", "Greta",
                                             "Hugo", "Inès", "Jun")]
        play.start_new(app, "avalon", 10, seats, {}, 7)
        kit.frame(app, 2)
        while isinstance(app.top, PassDevice):
            kit.click(app, app.top.button)
        scene = app.top
        hide = scene.hide_button
        assert app.font(18).size(hide.text)[0] + 16 <= hide.rect.width
        banner = t("table.your_turn", name=t("table.setup.player", n=1))
        assert scene.texts.fits(banner, scene.status_width, STATUS_BAR_TRIES, True)
        waiting = t("table.waiting", names="Chloé, Dmitri, Elif, Farid, Greta, Hugo")
        assert scene.texts.fits(waiting, scene.status_width, STATUS_BAR_TRIES, True)
    finally:
        app.close()


def test_tooltips_have_their_own_background(user_dirs):
    app = kit.make_app()
    try:
        tip = app.manager.create_tool_tip("Start the game (Enter)", (100, 100), (0, 0), None, None)
        surf = tip.text_block.image
        w, h = surf.get_size()
        # a corner inside the border and the middle of the edge, away from the letters
        assert surf.get_at((4, h // 2)).a == 255 and surf.get_at((w - 5, 3)).a == 255
        tip.kill()
    finally:
        app.close()


@pytest.mark.parametrize("game_id", sorted(g for g in catalog.ids() if catalog.playable(g)))
def test_every_dropdown_row_is_as_tall_as_its_font(user_dirs, game_id):
    """'Bot: easy' read 'easv': the open list's rows were shorter than the font."""
    import pygame_gui

    from scenes.shell.picker import SetupScene
    app = fr_app((800, 600))
    try:
        scene = SetupScene(game_id)
        app.reset(scene)
        kit.frame(app, 2)
        menus = [w for w in scene.widgets.values()
                 if isinstance(w, pygame_gui.elements.UIDropDownMenu) and w.is_enabled]
        assert menus
        for menu in menus:
            kit.click(app, menu)
            rows = menu.current_state.options_selection_list.item_list
            shown = [row for row in rows if row.get("button_element") is not None]
            assert shown, menu.options_list
            for row in shown:
                button = row["button_element"]
                assert button.rect.height >= button.font.size(row["text"])[1], row["text"]
            menu.current_state.should_transition = True   # closed again
            kit.frame(app, 2)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_vote_cards_keep_their_keys_with_ten_players(user_dirs, size, lang):
    """At 800x600 with 10 seats the vote panel is narrow: 'Approve' lost its '(A)'."""
    from dataclasses import replace
    app = kit.make_app(size)
    try:
        app.apply_settings(replace(app.settings, language=lang), save=False)
        play.open_record(app, deciding_record(players=10, rejected=1))
        kit.frame(app, 2)
        scene = app.top
        view = scene.session.viewer_view()
        choices = scene.choice(view)
        panel = scene._choice_panel(view)
        rects = [r.move(-panel.x, -panel.y) for r in scene.choice_rects(view)]
        shown = scene.prompt.captions(choices, rects, panel.width)
        assert [text for text, _, _ in shown] == \
            [f"{c.label} ({pygame.key.name(c.key).upper()})" for c in choices]
        places = [place for _, _, place in shown]
        assert all(pygame.Rect((0, 0), panel.size).contains(p) for p in places)
        assert not places[0].colliderect(places[1])
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rejected_teams_stay_clear_of_the_role_box(user_dirs, size, lang):
    """'Équipes rejetées' was partly hidden under the role box at 800x600 (5 seats,
    a loyal servant's two-line title): the track shrinks, then the phase line goes."""
    from dataclasses import replace
    app = kit.make_app(size)
    try:
        app.apply_settings(replace(app.settings, language=lang), save=False)
        options = {"percival": True, "morgana": True, "lady_of_the_lake": True, "oberon": True}
        for players, seed in ((5, 2), (5, 1), (9, 5), (10, 5)):
            rec = deciding_record(players=players, seed=seed, rejected=2,
                                  options=options if players >= 7 else {})
            rec.add(0, {"kind": "vote", "approve": True}, over=False)   # others still to vote
            play.play_record(app, rec)
            kit.frame(app, 2)
            scene = app.top
            box = scene._column(scene.session.viewer_view())["box_rect"]
            assert box is not None
            assert scene.reject_label_rect.bottom <= box.top, (players, seed)
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_thinking_never_covers_the_seat_above_at_800x600(user_dirs, lang):
    """10 seats at 800x600: 'réfléchit…' above a right-hand seat covered the name and
    'a voté' of the seat above it."""
    from dataclasses import replace
    app = kit.make_app((800, 600))
    try:
        app.apply_settings(replace(app.settings, language=lang), save=False)
        play.play_record(app, deciding_record(players=10, rejected=1))
        kit.frame(app, 2)
        scene = app.top
        view = scene.session.viewer_view()
        words = {}
        for what, seat, rect in scene.drawn_labels:
            if what == "status":
                words[seat] = rect
        for seat in range(1, 10):
            scene.session.thinking = lambda seat=seat: seat
            scene.draw(app.screen)
            spot = next(r for what, s, r in scene.drawn_labels if what == "thinking")
            for other, rect in words.items():
                assert other == seat or not spot.colliderect(rect), (seat, other)
            for other in range(10):   # nor a name (drawn under each token)
                x, y = scene.seat_pos[other]
                name = pygame.Rect(0, 0, 40, 16)
                name.midtop = (x, y + scene.seat_r + 4)
                assert other == seat or not spot.colliderect(name), (seat, other)
        assert view["phase"] == "vote"
    finally:
        app.close()
