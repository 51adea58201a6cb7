"""What the table teaches (scenes/kit/table_learn.py): the role card at the start of
a game (solo, and behind each seat's pass screen), again on demand, hidden by Hide;
F1 at the rules section for what is on screen; hints on the viewer's turn, asked in a
worker thread, marked in the record and the statistics."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

import game
from saves import stats
from saves.record import Record
from scenes import i18n
from scenes.avalon.role_card import role_card
from scenes.avalon.scene import AvalonScene
from scenes.kit.zones import CARD_KEY
from scenes.saul.scene import SaulScene
from scenes.shell.pass_device import PassDevice
from tests import test_table_kit as kit
from tests.role_card_helpers import PLACEHOLDER, assert_cards_fit, card_said

G = game.get("avalon")


@pytest.fixture
def aids_app(user_dirs):
    """The app as a player has it: the start-of-game aids on."""
    app = kit.make_app()
    app.learning_aids = True
    yield app
    app.close()


def solo(app, seed=11):
    return kit.start_game(app, "avalon", AvalonScene, ["human"] + ["normal"] * 4, seed=seed)


# ------------------------------------------------------------------ the role card
def test_solo_card_opens_before_the_first_move_and_the_table_waits(aids_app):
    app = aids_app
    scene = solo(app)
    assert scene.card_seat == 0
    turn = scene.session.turn
    for _ in range(8):                     # bots wait while the card is read
        kit.frame(app, 1, dt=0.5)
    assert scene.session.turn == turn and scene.card_seat == 0
    rect = scene.card_rect()
    assert scene.board_rect.contains(rect)
    kit.key(app, pygame.K_RETURN)          # Enter closes it
    assert scene.card_seat is None
    kit.wait(app, lambda: scene.session.turn > turn or scene.my_turn() is not None)
    kit.key(app, CARD_KEY)                 # the key opens it again, and closes it
    assert scene.card_seat == 0
    kit.key(app, CARD_KEY)
    assert scene.card_seat is None
    kit.click(app, scene.role_button)      # so does the top bar's button
    assert scene.card_seat == 0
    kit.key(app, pygame.K_h)               # Hide my cards hides it
    assert scene.card_seat is None


def test_card_button_closes_it_and_a_loaded_game_opens_none(aids_app):
    app = aids_app
    scene = solo(app)
    button = scene._card_button
    assert button is not None and button.visible
    kit.click(app, button)
    assert scene.card_seat is None and scene._card_button is None


def test_pass_and_play_card_only_after_its_owner_confirmed(aids_app):
    app = aids_app
    scene = kit.start_game(app, "avalon", AvalonScene,
                           ["human", "human", "normal", "normal", "normal"], seed=5)
    session = scene.session
    seen = []
    for _ in range(400):
        if isinstance(app.top, PassDevice):
            assert scene.card_seat is None            # nothing private before the confirm
            kit.click(app, app.top.button)
            continue
        if scene.card_seat is not None:
            assert scene.card_seat == session.viewer()
            seen.append(scene.card_seat)
            # its content is that seat's own
            assert scene.role_card_for(scene.card_seat) == \
                role_card(session.view_for(scene.card_seat), scene.card_seat)
            if len(seen) == 1:
                kit.key(app, pygame.K_h)              # Hide: the card goes with the view
                assert scene.card_seat is None and session.viewer() is None
                continue
            kit.key(app, pygame.K_RETURN)
            continue
        if len(seen) == 2:
            break
        if session.looking() is not None and session.can_finish_look():
            kit.click(app, kit.button(app, i18n.t("table.done_looking")))
        else:
            kit.frame(app, 1, dt=0.25)
    assert sorted(seen) == [0, 1]


def test_a_game_without_cards_shows_none(aids_app, monkeypatch):
    app = aids_app
    # every game has a card now: Saül's taken away stands for a game without one
    from scenes import catalog
    monkeypatch.setattr(catalog, "role_card_fn", lambda game_id: None)
    scene = kit.start_game(app, "saul", SaulScene, ["human"] + ["normal"] * 5)
    kit.frame(app, 3)
    assert scene.role_button is None and scene.card_seat is None
    assert scene.open_role_card() is False


def test_tests_and_tools_can_turn_the_start_card_off(app):
    scene = solo(app)
    assert scene.card_seat is None and scene.role_button is not None


ALL = {"percival": True, "morgana": True, "oberon": True, "lady_of_the_lake": True}


@pytest.mark.parametrize("players, options", [
    *((n, {}) for n in (5, 7, 10)),
    (5, {"percival": True, "morgana": True, "lady_of_the_lake": True}),
    (7, ALL), (10, ALL),
    (5, {"percival": True, "mordred": True, "fifth_reject": "evil_wins_game"}),
    (8, {"mordred": True, "oberon": True}),
    (6, {"merlin_assassin": False}),
])
def test_avalon_cards_say_what_the_seat_knows_in_both_languages(options, players):
    state = G.new(players, 3, options=options)
    names = [f"N{i}x" for i in range(players)]
    for seat in range(players):
        view = G.view(state, seat)
        card = role_card(view, seat)
        assert card is not None and card.art == f"avalon_{view['role']}.png"
        assert len(card.turn) == 3 and card.knows
        for lang, texts in card_said(card, names).items():
            said = " ".join(texts)
            # the seats it saw, and no other seat's name
            shown = set(view["sees_evil"]) | set(view["merlin_candidates"])
            assert {i for i in range(players) if names[i] in said} == shown, lang
    assert role_card(G.view(state, None), 0) is None      # the public view has no card


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_avalon_card_fits_the_board(user_dirs, size, lang):
    opts = {"percival": True, "morgana": True, "oberon": True, "lady_of_the_lake": True}
    state = G.new(10, 7, options=opts)
    assert_cards_fit(size, lang, solo, [role_card(G.view(state, seat), seat) for seat in range(10)])


# ------------------------------------------------------------------ F1
def test_f1_opens_the_rules_at_the_section_on_screen(app, monkeypatch):
    scene = solo(app)
    monkeypatch.setattr(scene, "rules_section", lambda: "quest")
    kit.key(app, pygame.K_F1)
    assert scene._rules is not None and scene._rules_text.toc
    assert scene._rules_text.current_section() == "quest"
    scene._rules_text.scroll_to(0)                 # read elsewhere: F1 goes back there
    kit.key(app, pygame.K_F1)
    assert scene._rules is not None and scene._rules_text.current_section() == "quest"
    kit.key(app, pygame.K_F1)                      # there already: F1 closes
    assert scene._rules is None


# ------------------------------------------------------------------ hints
def _ask(app, scene):
    kit.wait(app, lambda: scene.can_hint(), 40)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=0,
                                         unicode="?", scancode=0))
    kit.frame(app, 2)
    kit.wait(app, lambda: scene.hint is not None, 40)
    return scene.hint


def test_a_hint_on_the_first_game_and_its_mark_in_the_statistics(aids_app):
    app = aids_app
    scene = solo(app)
    kit.key(app, pygame.K_RETURN)                  # the card
    assert scene.hints_allowed                     # a first game: hints on
    hint = _ask(app, scene)
    seat = scene.my_turn()
    assert hint.move in scene.session.legal(seat)
    lines = [text for text, _, _ in scene.hint_lines()]
    assert all(text and not PLACEHOLDER.search(text) for text in lines)
    assert scene.hint_words(hint.move) in lines[0]
    assert scene.session.record.hints >= 1
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    scene.draw_over(surface)
    assert scene.hint_rect() is not None and app.screen.get_rect().contains(scene.hint_rect())
    # played: the hint goes
    scene.play(hint.move)
    kit.frame(app, 2)
    assert scene.hint is None or scene.hint.key != hint.key
    # the record keeps the mark through a save, the statistics count it
    rec = scene.session.record
    assert Record.from_dict(rec.to_dict()).hints == rec.hints
    stats.record_result(rec, (0,))
    assert stats.load_stats()["avalon"]["with_hints"] == 1


def test_hints_after_the_first_game_follow_the_setting(aids_app):
    app = aids_app
    first = solo(app)
    stats.record_result(first.session.record, ())  # a game of Avalon played by a human
    scene = solo(app, seed=12)
    assert not scene.hints_allowed and not scene.can_hint()
    app.settings = dataclasses.replace(app.settings, hints=True)
    scene = solo(app, seed=13)
    assert scene.hints_allowed


def test_no_hint_off_the_viewers_turn(aids_app):
    app = aids_app
    scene = kit.start_game(app, "avalon", AvalonScene,
                           ["human", "human", "normal", "normal", "normal"], seed=5)
    assert isinstance(app.top, PassDevice)
    assert not scene.can_hint()                    # nobody's view is on screen
    scene.ask_hint()
    assert scene.session.record.hints == 0


def test_statistics_menu_says_games_played_with_hints(title_app):
    app = title_app
    rec = Record.start("avalon", 5, 1, None, [kit_seat(i) for i in range(5)])
    rec.hints = 2
    stats.record_result(rec, (0,))
    from scenes.shell.stats_menu import StatsMenu
    app.push(StatsMenu())
    kit.frame(app, 2)
    assert app.top.hinted == {"avalon": 1}


def kit_seat(i):
    from saves import SeatInfo
    return SeatInfo(kit.NAMES[i], "human" if i == 0 else "normal")


def test_a_slow_hint_never_holds_a_frame(aids_app, monkeypatch):
    import threading
    import time

    from game import hints
    release = threading.Event()
    real = hints.hint

    def slow(*args):
        release.wait(10)
        return real(*args)

    monkeypatch.setattr(hints, "hint", slow)
    app = aids_app
    scene = solo(app)
    kit.key(app, pygame.K_RETURN)
    kit.wait(app, lambda: scene.can_hint(), 40)
    scene.ask_hint()
    start = time.perf_counter()
    kit.frame(app, 5)
    assert time.perf_counter() - start < 2.0 and scene.hint is None
    assert [text for text, _, _ in scene.hint_lines()] == [i18n.t("learn.hint.thinking")]
    release.set()
    kit.wait(app, lambda: scene.hint is not None, 20)
