"""A headless walk through every menu with synthetic mouse clicks and keys."""
from __future__ import annotations

import itertools

import pygame
import pygame_gui
import pytest

from scenes import i18n
from scenes.shell.base import Scene
from tests.test_app_support import app, button, click, click_text, elements, key, pump, type_text  # noqa: F401  (fixture)


def title(app):
    from scenes.shell.menus import TitleMenu
    app.reset(TitleMenu())
    pump(app, 1)
    return app.top


def demo(user_dirs):
    from scenes.dev.shots import make_demo_data
    return make_demo_data()


class FakePlay:
    """Stands in for scenes.shell.play: records what the menus ask it to open."""

    def __init__(self, monkeypatch):
        import scenes.shell.play
        self.opened = []
        monkeypatch.setattr(scenes.shell.play, "open_record", lambda app, rec: self.opened.append(rec))


# ---------------------------------------------------------------------------
# Title
# ---------------------------------------------------------------------------

def test_title_buttons_open_each_menu_and_back_returns(app):
    from scenes.shell import load_menu, menus, rules_view, settings_menu, stats_menu
    title(app)
    for text, cls in (("bluffbox.menu.load", load_menu.LoadMenu), ("bluffbox.menu.stats", stats_menu.StatsMenu),
                      ("bluffbox.menu.settings", settings_menu.SettingsMenu),
                      ("bluffbox.menu.rules", rules_view.RulesMenu)):
        click_text(app, text)
        assert isinstance(app.top, cls), text
        click_text(app, "bluffbox.ui.back")
        assert isinstance(app.top, menus.TitleMenu) and len(app.stack) == 1
    click_text(app, "bluffbox.menu.quit")
    assert not app.running


def test_new_game_opens_the_game_picker(app):
    title(app)
    click_text(app, "bluffbox.menu.new_game")
    assert type(app.top).__name__ == "GamePicker"


def test_new_game_says_so_when_the_picker_is_missing(app, monkeypatch):
    import importlib

    from scenes.kit import ui
    real = importlib.import_module

    def missing(name, *a):
        if name == "scenes.shell.picker":
            raise ModuleNotFoundError("No module named 'scenes.shell.picker'", name="scenes.shell.picker")
        return real(name, *a)
    monkeypatch.setattr(importlib, "import_module", missing)
    title(app)
    click_text(app, "bluffbox.menu.new_game")
    assert isinstance(app.top, ui.Dialog)
    click_text(app, "bluffbox.ui.ok")
    assert type(app.top).__name__ == "TitleMenu"


def test_keyboard_focus_moves_with_arrows_skips_disabled_and_enter_presses(app):
    from scenes.shell import menus, rules_view
    menu = title(app)
    assert not button(app, "bluffbox.menu.continue").is_enabled  # no autosave
    items = [b for b, _ in menu.buttons.items]
    assert menu.buttons.focus == 0
    key(app, pygame.K_DOWN)
    assert items[menu.buttons.focus].text == "bluffbox.menu.load"  # Continue skipped
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert items[menu.buttons.focus].text == "bluffbox.menu.quit"  # wraps
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, rules_view.RulesMenu)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, menus.TitleMenu)


def test_the_focus_ring_follows_the_button_used_by_key_or_click(app):
    """Issue 33: the ring stayed on a button clicked before while a key pressed another."""
    menu = title(app)
    items = [b.text for b, _ in menu.buttons.items]
    click_text(app, "bluffbox.menu.settings")
    key(app, pygame.K_ESCAPE)
    assert items[menu.buttons.focus] == "bluffbox.menu.settings"
    key(app, pygame.K_r)                              # Rules by its key
    key(app, pygame.K_ESCAPE)
    assert items[menu.buttons.focus] == "bluffbox.menu.rules"
    selected = [b.text for b, _ in menu.buttons.items if b.is_selected]
    assert selected == ["bluffbox.menu.rules"]


@pytest.mark.parametrize("letter,cls", [("l", "LoadMenu"), ("s", "StatsMenu"), ("o", "SettingsMenu"),
                                        ("r", "RulesMenu")])
def test_shortcut_keys_open_menus_and_tooltips_name_them(app, letter, cls):
    title(app)
    key(app, pygame.key.key_code(letter), letter)
    assert type(app.top).__name__ == cls
    key(app, pygame.K_b, "b")  # Back's shortcut
    assert type(app.top).__name__ == "TitleMenu"


def test_every_title_button_shows_its_shortcut_in_its_tooltip(app):
    from pygame_gui.core.utility import translate
    menu = title(app)
    shown = {}
    for b, _ in menu.buttons.items:
        assert b.tool_tip_text == "bluffbox.ui.shortcut"
        shown[b.text] = translate(b.tool_tip_text, **b.tool_tip_text_kwargs)
    assert shown["bluffbox.menu.new_game"] == "Shortcut: N"
    assert shown["bluffbox.menu.settings"] == "Shortcut: O"
    assert sorted(v[-1] for v in shown.values()) == sorted("NCLSORQ")


def test_q_quits(app):
    title(app)
    key(app, pygame.K_q, "q")
    assert not app.running


def test_continue_opens_the_autosave(app, monkeypatch, user_dirs):
    from saves import slots
    from scenes.dev.shots import _random_record
    demo(user_dirs)
    rec, _ = _random_record("avalon", 5, 9, 4)
    slots.autosave(rec)
    play = FakePlay(monkeypatch)
    title(app)
    assert button(app, "bluffbox.menu.continue").is_enabled
    key(app, pygame.K_c, "c")
    assert len(play.opened) == 1 and play.opened[0].actions == rec.actions


def test_a_bad_autosave_is_explained_and_can_be_discarded(app, user_dirs):
    from saves import paths, slots
    demo(user_dirs)
    from scenes.dev.shots import _random_record
    rec, _ = _random_record("avalon", 5, 9, 4)
    path = slots.autosave(rec)
    path.write_text('{"format": 1, "ga', encoding="utf-8")
    title(app)
    click_text(app, "bluffbox.menu.continue")
    from scenes.kit import ui
    assert isinstance(app.top, ui.Dialog)
    click_text(app, "bluffbox.menu.discard")
    assert type(app.top).__name__ == "TitleMenu"
    assert slots.load_autosave() is None
    assert not button(app, "bluffbox.menu.continue").is_enabled
    assert paths.data_dir().exists()


# ---------------------------------------------------------------------------
# Settings
# ---------------------------------------------------------------------------

def open_settings(app):
    from scenes.shell.settings_menu import SettingsMenu
    title(app)
    app.push(SettingsMenu())
    pump(app, 1)
    return app.top


def test_language_switches_live_and_is_saved(app):
    from pygame_gui.core.utility import translate

    from saves.settings import load_settings
    open_settings(app)
    click_text(app, "bluffbox.settings.lang_fr")
    assert i18n.language() == "fr" and app.manager.get_locale() == "fr"
    assert load_settings().language == "fr"
    assert translate("bluffbox.menu.new_game") == "Nouvelle partie"
    assert type(app.top).__name__ == "SettingsMenu"  # rebuilt in place
    assert "#chosen" in button(app, "bluffbox.settings.lang_fr").object_ids
    click_text(app, "bluffbox.ui.back")
    assert type(app.top).__name__ == "TitleMenu"
    click_text(app, "bluffbox.menu.settings")
    click_text(app, "bluffbox.settings.lang_en")
    assert i18n.language() == "en" and load_settings().language == "en"
    assert translate("bluffbox.menu.new_game") == "New game"


def test_each_choice_is_saved_at_once(app):
    from saves.settings import load_settings
    open_settings(app)
    ons = [b for b in elements(app) if b.text == "bluffbox.settings.off"]
    # rows in order: sound, fullscreen, colour-blind
    click(app, sorted(ons, key=lambda b: b.rect.y)[0])
    assert load_settings().sound is False and app.volume == 0.0
    click_text(app, "bluffbox.settings.speed_fast")
    assert load_settings().animation_speed == "fast"
    on = sorted((b for b in elements(app) if b.text == "bluffbox.settings.on"), key=lambda b: b.rect.y)
    click(app, on[2])
    assert load_settings().colourblind is True
    click(app, sorted((b for b in elements(app) if b.text == "bluffbox.settings.on"), key=lambda b: b.rect.y)[1])
    assert app.fullscreen and load_settings().fullscreen is True
    assert type(app.top).__name__ == "SettingsMenu"


def test_volume_slider_changes_volume_and_saves_when_it_rests(app):
    from saves.settings import load_settings
    menu = open_settings(app)
    click(app, menu.slider.right_button, frames=3)  # the slider answers the press a frame later
    assert app.settings.volume == pytest.approx(0.85)
    assert menu.volume_label.text == f"{round(app.settings.volume * 100)} %"
    assert load_settings().volume == pytest.approx(0.8)  # not yet: the slider may still move
    pump(app, 40)  # well past the save delay
    assert load_settings().volume == pytest.approx(app.settings.volume)


def test_no_sound_device_is_said_and_offers_no_toggle(app):
    from pygame_gui.core.utility import translate
    app._audio = False  # what a machine without a sound device leaves after the first frames
    volume = app.settings.volume
    menu = open_settings(app)
    assert menu.no_sound is not None and menu.no_sound.text == "bluffbox.settings.sound_unavailable"
    assert menu.slider is None and menu.volume_label is None
    texts = [b.text for b in elements(app)]
    assert texts.count("bluffbox.settings.on") == 3  # full screen, colour-blind and hints only
    assert "bluffbox.settings.volume" not in texts
    key(app, pygame.K_PLUS)
    assert app.settings.volume == volume
    assert "no sound device" in translate("bluffbox.settings.sound_unavailable")
    click_text(app, "bluffbox.settings.lang_fr")
    assert "aucune sortie audio" in translate("bluffbox.settings.sound_unavailable")
    assert app.top.no_sound is not None


def test_settings_try_the_sound_device_even_with_sound_off(app, monkeypatch):
    import dataclasses
    app.settings = dataclasses.replace(app.settings, sound=False)
    app._audio = None
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda: (_ for _ in ()).throw(pygame.error("no device")))
    menu = open_settings(app)
    assert app._audio is False and menu.no_sound is not None


# ---------------------------------------------------------------------------
# Load
# ---------------------------------------------------------------------------

def open_load(app):
    from scenes.shell.load_menu import LoadMenu
    title(app)
    app.push(LoadMenu())
    pump(app, 1)
    return app.top


def test_load_lists_saves_and_a_line_for_a_bad_file(app, user_dirs):
    demo(user_dirs)
    menu = open_load(app)
    assert len(menu.rows) == 3
    bad = [i for i, s in enumerate(menu.slots) if s.error]
    assert len(bad) == 1
    assert "#bad_slot" in menu.rows[bad[0]].object_ids
    click(app, menu.rows[bad[0]])
    assert menu.selected == bad[0]
    assert not menu.load_button.is_enabled and menu.delete_button.is_enabled
    good = [i for i, s in enumerate(menu.slots) if not s.error]
    click(app, menu.rows[good[0]])
    assert menu.load_button.is_enabled
    text = menu.row_text(menu.slots[good[0]])
    assert menu.slots[good[0]].name in text and "players" in text


def test_a_load_row_says_the_games_own_progress_and_the_date_once():
    """'Avalon 2026-12-04 15.02 — Avalon · 5 players · 2026-12-04 15:02 · turn 8' said the
    name and date twice and 'turn 8' meant nothing (issue 33)."""
    from types import SimpleNamespace

    from scenes.shell.load_menu import LoadMenu
    menu = LoadMenu()
    slot = SimpleNamespace(name="Avalon 2026-12-04 15.02", path="x", error=None, game="avalon",
                           players=5, updated="2026-12-04T15:02:00", turn=8, progress=("quest", 2))
    assert menu.row_text(slot) == "Avalon 2026-12-04 15.02  —  5 players · quest 2"
    slot.name, slot.game, slot.progress = "Friday night", "saul", ("day", 3)
    assert menu.row_text(slot) == "Friday night  —  Saul contre David · 5 players · day 3 · 2026-12-04 15:02" \
        or menu.row_text(slot) == "Friday night  —  Saül contre David · 5 players · day 3 · 2026-12-04 15:02"
    try:
        i18n.set_language("fr")
        slot.game, slot.progress = "aztec", ("round", 4)
        assert menu.row_text(slot) == "Friday night  —  Aztec · 5 joueurs · manche 4 · 2026-12-04 15:02"
    finally:
        i18n.set_language("en")


def test_load_opens_the_selected_save(app, user_dirs, monkeypatch):
    demo(user_dirs)
    play = FakePlay(monkeypatch)
    menu = open_load(app)
    good = [i for i, s in enumerate(menu.slots) if not s.error][0]
    click(app, menu.rows[good])
    click(app, menu.load_button)
    assert len(play.opened) == 1 and play.opened[0].name == menu.slots[good].name


def test_delete_asks_first_and_cancel_keeps_the_file(app, user_dirs):
    from scenes.kit import ui
    demo(user_dirs)
    menu = open_load(app)
    path = menu.slots[0].path
    key(app, pygame.K_DELETE)
    assert isinstance(app.top, ui.Dialog)
    key(app, pygame.K_ESCAPE)
    assert app.top is menu and path.exists()
    click(app, menu.delete_button)
    click_text(app, "bluffbox.load.delete")  # the dialog's button is on top
    assert not path.exists()
    assert app.top is menu and len(menu.rows) == 2


def test_load_with_no_saves_says_so(app):
    menu = open_load(app)
    assert menu.rows == [] and not menu.load_button.is_enabled
    labels = [e.text for e in elements(app, pygame_gui.elements.UILabel)]
    assert "bluffbox.load.empty" in labels


# ---------------------------------------------------------------------------
# Statistics and rules
# ---------------------------------------------------------------------------

def test_statistics_show_each_game(app, user_dirs):
    from scenes.shell.stats_menu import StatsMenu
    demo(user_dirs)
    title(app)
    app.push(StatsMenu())
    pump(app, 1)
    labels = [e.text for e in elements(app, pygame_gui.elements.UILabel)]
    for name in ("Avalon", "Saül contre David", "Agent Avenue", "Aztec"):
        assert name in labels
    assert "3" in labels  # three finished Avalon games in the demo data


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_statistics_say_a_game_never_played_instead_of_zeros(app, user_dirs, size):
    from scenes import catalog
    from scenes.i18n import t
    from scenes.shell.stats_menu import SEAT_KINDS, StatsMenu
    demo(user_dirs)                       # finished games of Avalon only
    app.resize(size)
    title(app)
    app.push(StatsMenu())
    pump(app, 1)
    menu = app.top
    assert menu.rows["avalon"][0] == "3"
    for gid in catalog.ids():
        if gid != "avalon":
            word = t("bluffbox.stats.not_played") if catalog.playable(gid) else t("table.picker.coming")
            assert menu.rows[gid] == [word]
    labels = [e.text for e in elements(app, pygame_gui.elements.UILabel)]
    assert "0" not in labels
    # the group's header and its rule stand over exactly the seat-kind columns
    heads = {e.text: e.rect for e in elements(app, pygame_gui.elements.UILabel)}
    first, last = heads["bluffbox.stats.kind_human"], heads[f"bluffbox.stats.kind_{SEAT_KINDS[-1]}"]
    assert abs(menu.group_rect.centerx - (first.left + last.right) / 2) <= 1
    assert abs(menu.group_rule.centerx - menu.group_rect.centerx) <= 1
    assert first.left <= menu.group_rule.left and menu.group_rule.right <= last.right


def test_rules_are_per_game_and_language_aware(app):
    from scenes.shell.rules_view import RulesMenu, rules_text
    title(app)
    app.push(RulesMenu("avalon"))
    pump(app, 1)
    menu = app.top
    assert "Merlin" in menu.panel.text and "Goal" in menu.panel.text
    click_text(app, "Aztec") if any(b.text == "Aztec" for b in elements(app)) else None
    assert menu.game_id == "aztec"
    key(app, pygame.K_LEFT)
    assert menu.game_id == "agent_avenue"
    i18n.set_language("fr")
    assert "But du jeu" in rules_text("avalon")
    assert "bientôt" in rules_text("no_such_game")
    i18n.set_language("en")
    assert "coming soon" in rules_text("no_such_game")


# ---------------------------------------------------------------------------
# Pause
# ---------------------------------------------------------------------------

class Table(Scene):
    def __init__(self, session):
        self.session = session

    def enter(self):
        self.make_root()

    def handle(self, event):
        from scenes.shell.menus import PauseMenu
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push(PauseMenu(self.session))


def paused(app, user_dirs):
    from scenes.dev.shots import _random_record
    demo(user_dirs)
    rec, _ = _random_record("avalon", 5, 21, 7)

    class Session:
        record = rec
    app.reset(Table(Session()))
    pump(app, 1)
    key(app, pygame.K_ESCAPE)
    return rec


def test_pause_resume_and_quit_to_menu_keeps_the_autosave(app, user_dirs):
    from saves import slots
    from scenes.shell.menus import PauseMenu, TitleMenu
    rec = paused(app, user_dirs)
    assert isinstance(app.top, PauseMenu) and len(app.stack) == 2
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, Table)
    key(app, pygame.K_ESCAPE)
    slots.autosave(rec)
    click_text(app, "bluffbox.pause.quit_to_menu")
    assert isinstance(app.top, TitleMenu) and len(app.stack) == 1
    assert slots.load_autosave() is not None
    assert button(app, "bluffbox.menu.continue").is_enabled


def test_pause_save_as_writes_a_named_slot(app, user_dirs):
    from saves import slots
    from scenes.kit import ui
    paused(app, user_dirs)
    click_text(app, "bluffbox.pause.save_as")
    dialog = app.top
    assert isinstance(dialog, ui.PromptDialog)
    dialog.entry.set_text("")
    click_text(app, "bluffbox.ui.ok")
    assert app.top is dialog and dialog.error.text  # empty name refused inline
    dialog.entry.set_text("")
    dialog.entry.focus()
    type_text(app, "Sunday")
    key(app, pygame.K_RETURN)
    assert "Sunday" in [s.name for s in slots.list_slots()]
    assert isinstance(app.top, ui.Dialog)  # "Saved as ..."
    click_text(app, "bluffbox.ui.ok")
    assert type(app.top).__name__ == "PauseMenu"


def test_pause_opens_settings_and_the_games_rules(app, user_dirs):
    from scenes.shell.menus import PauseMenu
    from scenes.shell.rules_view import RulesMenu
    from scenes.shell.settings_menu import SettingsMenu
    paused(app, user_dirs)
    click_text(app, "bluffbox.menu.settings")
    assert isinstance(app.top, SettingsMenu)
    assert not [b for b in elements(app) if b.text.startswith("bluffbox.pause.")]  # hidden below
    click_text(app, "bluffbox.settings.lang_fr")  # relayout of the whole stack
    assert not [b for b in elements(app) if b.text.startswith("bluffbox.pause.")]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)
    assert button(app, "bluffbox.pause.resume").visible
    click_text(app, "bluffbox.menu.rules")
    assert isinstance(app.top, RulesMenu) and app.top.game_id == "avalon"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenu)


# ---------------------------------------------------------------------------
# Layout at the smallest window
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_every_menu_fits_the_window(app, user_dirs, size):
    import dataclasses
    import warnings

    from scenes.shell import load_menu, menus, rules_view, settings_menu, stats_menu
    demo(user_dirs)
    app.resize(size)
    for lang, make in itertools.product(("en", "fr"), (
            menus.TitleMenu, settings_menu.SettingsMenu, stats_menu.StatsMenu, load_menu.LoadMenu,
            lambda: rules_view.RulesMenu("avalon"))):
        if i18n.language() != lang:
            app.apply_settings(dataclasses.replace(app.settings, language=lang), save=False)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            app.reset(make())
            pump(app, 1)
        too_small = [str(w.message) for w in caught if "too small" in str(w.message)]
        assert not too_small, (lang, type(app.top).__name__, too_small)
        screen = pygame.Rect((0, 0), app.size)
        inner = app.top.root.get_container()
        children = [e for e in elements(app, pygame_gui.core.UIElement) if e.ui_container is inner]
        assert len(children) >= 4
        for e in children:
            assert screen.contains(e.get_abs_rect()), (type(app.top).__name__, type(e).__name__,
                                                       getattr(e, "text", ""), e.get_abs_rect())


def test_resizing_relays_the_menu_out(app):
    menu = title(app)
    before = button(app, "bluffbox.menu.new_game").get_abs_rect().centerx
    app.resize((900, 650))
    pump(app, 1)
    assert app.top is menu
    after = button(app, "bluffbox.menu.new_game").get_abs_rect().centerx
    assert before == 640 and after == 450


def test_a_language_given_on_the_command_line_is_not_saved_nor_undone(user_dirs):
    import dataclasses

    from saves.settings import Settings, load_settings, save_settings
    from scenes.shell.app import App
    from scenes.shell.settings_menu import SettingsMenu
    save_settings(Settings(language="en"))
    a = App(settings=load_settings(), size=(1280, 720), lang="fr")
    try:
        assert i18n.language() == "fr"
        a.reset(SettingsMenu())
        pump(a, 1)
        assert "#chosen" in button(a, "bluffbox.settings.lang_fr").object_ids
        a.apply_settings(dataclasses.replace(a.settings, animation_speed="fast"))
        assert i18n.language() == "fr"  # another change keeps the run's language
        assert load_settings().language == "en"
        click_text(a, "bluffbox.settings.lang_en")  # choosing one in the menu wins
        assert i18n.language() == "en" and load_settings().language == "en"
    finally:
        a.close()


def test_settings_by_keyboard_rows_values_and_volume(app):
    menu = open_settings(app)
    items = lambda: [b for b, _ in menu.buttons.items]
    key(app, pygame.K_DOWN)
    assert items()[menu.buttons.focus].text == "bluffbox.settings.lang_en"  # the row's chosen value
    key(app, pygame.K_RIGHT)
    assert items()[menu.buttons.focus].text == "bluffbox.settings.lang_fr"
    key(app, pygame.K_RETURN)
    assert i18n.language() == "fr"
    assert items()[menu.buttons.focus].text == "bluffbox.settings.lang_fr"  # focus kept over the rebuild
    key(app, pygame.K_DOWN)
    assert items()[menu.buttons.focus].text == "bluffbox.settings.on"  # sound: on
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert items()[menu.buttons.focus].text == "bluffbox.ui.back"  # wraps to Back
    key(app, pygame.K_MINUS, "-")
    assert app.settings.volume == pytest.approx(0.75) and menu.volume_label.text == "75 %"
    key(app, pygame.K_RETURN)
    assert type(app.top).__name__ == "TitleMenu"
    from saves.settings import load_settings
    assert load_settings().volume == pytest.approx(0.75)  # saved on the way out


def save_as_named(app, name):
    click_text(app, "bluffbox.pause.save_as")
    dialog = app.top
    dialog.entry.set_text("")
    dialog.entry.focus()
    type_text(app, name)
    key(app, pygame.K_RETURN)


def test_save_as_a_taken_name_asks_and_keeps_both_by_default(app, user_dirs):
    """Issue 38: Save as "Sunday game" in a second game overwrote the first one."""
    from saves import slots
    from scenes.kit import ui
    paused(app, user_dirs)
    save_as_named(app, "Sunday game")
    click_text(app, "bluffbox.ui.ok")
    first = slots.load(slots.existing("Sunday game").path)
    save_as_named(app, "Sunday game")
    ask = app.top
    assert isinstance(ask, ui.Dialog) and "already exists" in ask.text and "Avalon" in ask.text
    assert "quest" in ask.text or "turn" in ask.text
    key(app, pygame.K_RETURN)                   # the focused default: Keep both
    names = sorted(s.name for s in slots.list_slots() if s.name.startswith("Sunday"))
    assert names == ["Sunday game", "Sunday game (2)"]
    assert slots.load(slots.existing("Sunday game").path).to_dict() == first.to_dict()


def test_save_as_a_taken_name_can_replace_or_cancel(app, user_dirs):
    from saves import slots
    paused(app, user_dirs)
    save_as_named(app, "Sunday game")
    click_text(app, "bluffbox.ui.ok")
    before = slots.existing("Sunday game").path.read_bytes()
    save_as_named(app, "Sunday game")
    key(app, pygame.K_ESCAPE)                   # Cancel: nothing written
    assert [s.name for s in slots.list_slots() if s.name.startswith("Sunday")] == ["Sunday game"]
    assert slots.existing("Sunday game").path.read_bytes() == before
    assert type(app.top).__name__ == "PauseMenu"
    save_as_named(app, "Sunday game")
    click_text(app, "saving.replace.replace")
    assert [s.name for s in slots.list_slots() if s.name.startswith("Sunday")] == ["Sunday game"]
    assert "bluffbox.pause.saved" in app.top.text or "Saved as" in app.top.text
