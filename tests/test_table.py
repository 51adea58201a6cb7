"""The game-table scenes driven headless with synthetic events: table, pass screen,
talk menu, hide, rules, pause, end screen, picker and setup."""
from __future__ import annotations

import pygame
import pytest

from saves import Record, SeatInfo, slots
from scenes import catalog
from scenes.i18n import t
from scenes.kit.table import STATUS_TRIES, TableScene
from scenes.kit.text import TextCache
from scenes.shell import play
from scenes.shell.end import EndScene
from scenes.shell.pass_device import PassDevice
from tests import test_table_kit as kit


class TinyScene(TableScene):
    """A plain scene for the test game: the base's generic buttons."""

    def seat_status(self, view, seat):
        card = view["cards"][seat]
        return f"card {card}" if card is not None else "card ?"

    def describe(self, event):
        return f"{event['kind']} {event.get('seat', '')}"

    def describe_talk(self, move):
        return f"My card is {move['claim']}"

    def describe_move(self, move):
        return f"{move['kind']} {move.get('n', move.get('target', move.get('yes')))}"

    def handle_board_click(self, pos, view):
        seat = self.seat_at(pos)
        if seat is not None:
            self.selected = [seat]


@pytest.fixture
def app(user_dirs):
    kit.register(TinyScene)
    app = kit.make_app()
    yield app
    app.close()
    kit.unregister()


def start(app, kinds, **kw):
    seats = [SeatInfo(f"P{i}", k) for i, k in enumerate(kinds)]
    play.start_new(app, "tabletest", len(kinds), seats, kw.get("options", {}), kw.get("seed", 3))
    scene = app.top
    kit.frame(app, 2)
    return scene


def test_one_human_plays_a_whole_game_by_clicking(app):
    scene = start(app, ["human", "normal", "easy"])
    session = scene.session
    clicks = 0
    while not session.over():
        kit.wait(app, lambda: session.over() or 0 in session.to_act())
        kit.frame(app, 1)
        if session.over():
            break
        buttons = kit.buttons(app)
        choice = next(b for text, b in buttons.items()
                      if text.startswith(("call", "vote")))
        kit.click(app, choice)
        clicks += 1
        assert clicks < 30
    kit.frame(app, 3)
    assert isinstance(app.top, EndScene)
    assert session.record.finished and slots.load_autosave() is None


def test_private_info_only_for_the_viewer(app):
    scene = start(app, ["human", "normal", "easy"])
    view = scene.session.viewer_view()
    assert view["seat"] == 0 and view["cards"][0] is not None
    assert view["cards"][1] is None


def test_pass_screen_is_opaque_and_confirms(app):
    scene = start(app, ["human", "human"])
    assert isinstance(app.top, PassDevice)
    assert app.visible_scenes() == [app.top]      # nothing of the table under it
    # the table draws the public view while the pass is pending
    assert scene.session.viewer() is None
    kit.key(app, pygame.K_RETURN)
    assert app.top is scene and scene.session.viewer() == 0
    # act; the vote follows with seat 0 still holding the device
    kit.click(app, kit.buttons(app)["call 2"])
    assert scene.session.viewer() == 0
    kit.click(app, kit.buttons(app)["vote True"])
    kit.frame(app, 2)
    assert isinstance(app.top, PassDevice) and app.top.seat == 1
    kit.click(app, app.top.button)
    assert app.top is scene and scene.session.viewer() == 1


def test_hide_my_cards_brings_back_the_pass_screen(app):
    scene = start(app, ["human", "human"])
    kit.key(app, pygame.K_RETURN)
    assert scene.session.viewer() == 0
    kit.click(app, scene.hide_button)
    kit.frame(app, 2)
    assert isinstance(app.top, PassDevice) and scene.session.viewer() is None


def test_private_result_waits_for_done(app):
    scene = start(app, ["human", "normal", "human"])
    kit.key(app, pygame.K_RETURN)
    kit.click(app, kit.buttons(app)["peek 2"])
    assert scene.session.looking() == 0
    assert scene.describe(scene.session.viewer_view()["log"][-1]) == "peek_result 0"
    kit.click(app, kit.buttons(app)[t("table.done_looking")])
    kit.frame(app, 2)
    assert isinstance(app.top, PassDevice) and app.top.seat == 0


def test_talk_menu_says_a_statement(app):
    scene = start(app, ["human", "normal", "easy"])
    kit.click(app, scene.talk_button)
    assert scene._talk_list is not None
    item = next(b for b in scene._talk_list.item_list_container.elements
                if b.text == "My card is high")
    kit.click(app, item, frames=3)
    assert (0, {"kind": "say", "claim": "high"}) in scene.session.record.actions
    assert scene._talk_list is None


def test_board_click_goes_to_the_hook(app):
    scene = start(app, ["human", "normal", "easy"])
    kit.click_at(app, scene.seat_pos[2])
    kit.frame(app, 1)
    assert scene.selected == [2]


def test_escape_opens_the_pause_menu_and_rules_toggle(app):
    scene = start(app, ["human", "normal", "easy"])
    kit.click(app, scene.rules_button)
    assert scene._rules is not None
    kit.key(app, pygame.K_ESCAPE)
    assert scene._rules is None
    kit.key(app, pygame.K_ESCAPE)
    from scenes.shell.menus import PauseMenu
    assert isinstance(app.top, PauseMenu)


def test_end_screen_reveals_and_plays_again(app):
    scene = start(app, ["normal", "easy"], options={"rounds": 1})
    session = scene.session
    kit.wait(app, lambda: isinstance(app.top, EndScene))
    end = app.top
    assert end.view["cards"] == list(session.view_for(None)["cards"])
    assert None not in end.view["cards"]
    kit.frame(app, 1)
    kit.click(app, end.again_button, frames=3)
    assert isinstance(app.top, TinyScene) and app.top.session is not session
    assert app.top.session.record.seats == session.record.seats


def test_layouts_follow_the_window_size(user_dirs):
    kit.register(TinyScene)
    try:
        for size in ((800, 600), (1280, 720), (1920, 1080)):
            app = kit.make_app(size)
            scene = start(app, ["human", "normal", "easy", "hard", "normal"])
            w, h = size
            assert scene.log_rect.right <= w and scene.action_rect.bottom <= h
            for x, y in scene.seat_pos:
                assert scene.board_rect.collidepoint(x, y)
            app.close()
    finally:
        kit.unregister()


def test_open_record_of_a_game_without_scene_says_so(app):
    rec = Record.start("tabletest", 2, 1, {}, [SeatInfo("A", "human"), SeatInfo("B", "normal")])
    catalog.unregister("tabletest")
    play.open_record(app, rec)
    kit.frame(app, 1)
    assert isinstance(app.top, play.Notice)
    assert "cannot be played" in app.top.message


def test_resize_keeps_the_game_going(app):
    scene = start(app, ["human", "normal", "easy"])
    before = scene.seat_pos[:]
    app.resize((900, 650))
    kit.frame(app, 2)
    assert app.stack[0] is scene and scene.seat_pos != before
    assert scene.log_rect.right <= 900
    kit.click(app, kit.buttons(app)["call 1"])
    assert scene.session.record.actions[0] == (0, {"kind": "call", "n": 1})


def test_log_scrolls_with_page_keys_and_follows_new_events(app):
    scene = start(app, ["human", "normal", "easy"])
    session = scene.session
    for _ in range(30):
        session.submit(0, {"kind": "say", "claim": "high"})
    kit.frame(app, 2)
    panel = scene.log_panel
    assert len(panel.lines) > panel.visible_count() and panel.scroll == 0
    kit.key(app, pygame.K_PAGEUP)
    assert panel.scroll > 0
    session.submit(0, {"kind": "say", "claim": "low"})
    kit.frame(app, 2)
    assert panel.scroll == 0                      # a new event brings the log back down


def test_open_record_that_cannot_replay_gives_a_message(app):
    rec = Record.start("tabletest", 2, 1, {}, [SeatInfo("A", "human"), SeatInfo("B", "normal")])
    rec.actions.append((1, {"kind": "call", "n": 9}))      # not legal: seat 0 leads
    play.open_record(app, rec)
    kit.frame(app, 1)
    assert isinstance(app.top, play.Notice) and app.top.message


def test_open_finished_record_shows_the_end_screen(app):
    rec = Record.start("tabletest", 2, 1, {"rounds": 1},
                       [SeatInfo("A", "human"), SeatInfo("B", "human")])
    for seat, move in ((0, {"kind": "call", "n": 1}), (0, {"kind": "vote", "yes": True}),
                       (1, {"kind": "vote", "yes": True})):
        rec.add(seat, move)
    rec.finish()
    play.open_record(app, rec)
    kit.frame(app, 1)
    assert isinstance(app.top, EndScene)


def test_a_refused_move_shows_its_message_and_changes_nothing(app):
    scene = start(app, ["human", "normal", "easy"])
    scene.play({"kind": "call", "n": 7})
    assert scene.session.record.turn == 0
    assert scene.flash is not None and scene.flash[0]
    kit.frame(app, 1)


def test_wrap_never_breaks_at_a_no_break_space(app):
    texts = TextCache(app)
    text = "Équipe rejetée 3–4 (1 de suite). Pour\u00a0: Ana, Bruno, Farid. «\u00a0Oui\u00a0»"
    for width in range(40, 420, 9):
        lines = texts.wrap(text, width, 15)
        assert " ".join(lines) == text
        assert not any(line[0] in ":;!?»" for line in lines), lines
        assert any("Pour\u00a0:" in line for line in lines)
    # the font draws the no-break space as a space, not as a missing-glyph box
    font = app.font(15)
    assert font.size("a\u00a0b")[0] == font.size("a b")[0]


def test_lines_try_a_smaller_font_then_two_lines_then_an_ellipsis(app):
    texts = TextCache(app)
    word = "Sbire de Mordred"
    w15, w13 = app.font(15).size(word)[0], app.font(13).size(word)[0]
    assert texts.lines(word, w15, STATUS_TRIES) == (15, [word])
    assert texts.lines(word, w13, STATUS_TRIES) == (13, [word])
    assert texts.lines(word, w13 - 1, STATUS_TRIES) == (13, ["Sbire de", "Mordred"])
    size, rows = texts.lines("Anticonstitutionnellement long", 40, STATUS_TRIES)
    assert len(rows) <= 2 and any(r.endswith("…") for r in rows)
    assert all(app.font(size).size(r)[0] <= 40 for r in rows)
    assert texts.block(word, w13 - 1, STATUS_TRIES).get_width() <= w13 - 1
    # one word too wide at every size is cut, never blank (a card name vanished so)
    size, rows = texts.lines("Codebreaker", 30, ((11, 2),))
    assert rows and rows[-1].endswith("…") and rows[-1] != "…"
    # two lines of about the same length, not a lone word below
    size, rows = texts.lines("Ana peut utiliser la Dame du Lac", 200, ((13, 2),), True)
    widths = sorted(app.font(13, True).size(r)[0] for r in rows)
    assert len(rows) == 2 and widths[0] >= widths[1] * 0.7, rows


@pytest.mark.parametrize("ns", ["table", "avalon", "tablekit"])
def test_french_texts_use_no_break_spaces(ns):
    """French typography: a no-break space before : ; ! ? and inside « », so that a
    wrapped line never starts with the mark."""
    import json
    import re

    from scenes import i18n
    texts = json.loads((i18n.DIR / f"{ns}.fr.json").read_text(encoding="utf-8"))["fr"]
    bad = {k: v for k, v in texts.items()
           if re.search(r"(?<!\u00a0)[:;!?»]|«(?!\u00a0)", v)}
    assert bad == {}


def _post(kind, k):
    pygame.event.post(pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0))


def test_the_pass_screen_ignores_space_and_a_key_from_the_screen_before(app, monkeypatch):
    scene = start(app, ["human", "human"])
    assert isinstance(app.top, PassDevice)
    kit.key(app, pygame.K_SPACE)                       # Space skips bot pauses, never this
    assert isinstance(app.top, PassDevice) and scene.session.viewer() is None
    _post(pygame.KEYUP, pygame.K_RETURN)              # Enter released from the screen before
    kit.frame(app, 2)
    assert isinstance(app.top, PassDevice) and scene.session.viewer() is None
    # Enter held down as the screen comes up: its repeats and its release do nothing
    app.pop()
    held = {pygame.K_RETURN}
    monkeypatch.setattr(pygame.key, "get_pressed", lambda: type(
        "Keys", (), {"__getitem__": lambda self, k: k in held})())
    kit.frame(app, 2)
    pass_screen = app.top
    assert isinstance(pass_screen, PassDevice) and pass_screen._held
    _post(pygame.KEYDOWN, pygame.K_RETURN)             # a repeat of the held key
    _post(pygame.KEYUP, pygame.K_RETURN)
    kit.frame(app, 2)
    assert app.top is pass_screen and scene.session.viewer() is None
    held.clear()
    kit.key(app, pygame.K_RETURN)                      # a fresh press and release
    assert app.top is scene and scene.session.viewer() == 0
