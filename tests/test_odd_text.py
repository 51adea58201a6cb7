"""Odd text never crashes a renderer: names are cleaned where they are typed and
where they are read back from a file, and every string drawn is made drawable."""
from __future__ import annotations

import os

import pygame
import pytest

from saves.names import MAX_NAME, UNDRAWABLE, clean_name, drawable_text
from tests.test_app_support import app, button, click_text, key, pump, type_text  # noqa: F401  (fixture)
from tests.test_menus import demo, open_load, paused

ODD = {
    "zero width": "\u200b",
    "bidi override": "\u202e",
    "bidi inside": "Ann\u202eeL",
    "combining alone": "\u0301",
    "variation selector": "\ufe0f",
    "nul": "A\x00B",
    "emoji": "😀",
    "long": "x" * 300,
    "cjk": "漢字かな한글",
    "line separator": "a\u2028b",
}


@pytest.mark.parametrize("text", ODD.values(), ids=ODD.keys())
def test_every_odd_string_renders_and_wraps(app, text):
    from scenes.kit.text import TextCache
    cache = TextCache(app)
    for size, bold in ((18, False), (16, True)):
        cache.get(text, size, bold=bold)
        cache.fit(text, 200, size)
        cache.wrap(text, 200, size)
        cache.block(text, 200, ((size, 2), (12, 3)))
        app.font(size, bold).render(drawable_text(text), True, (255, 255, 255))


@pytest.mark.parametrize("text", ODD.values(), ids=ODD.keys())
def test_clean_names_show_something_or_are_refused(app, text):
    name = clean_name(text)
    assert len(name) <= MAX_NAME
    if name:
        assert app.font(18).size(name)[0] > 0
        assert all(ch not in UNDRAWABLE for ch in name)
    assert clean_name("  Ann \t  Lee  ") == "Ann Lee"
    assert clean_name("\u200b\u202e") == "" and clean_name("\u0301\u0301") == "" and clean_name("") == ""
    assert clean_name("e\u0301") == "é"   # composed, kept


def focused_entry(app, text):
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pump(app, 2)


def test_save_as_refuses_invisible_names_and_survives_odd_typing(app, user_dirs):
    from saves import slots
    from scenes.kit import ui
    paused(app, user_dirs)
    click_text(app, "bluffbox.pause.save_as")
    dialog = app.top
    assert isinstance(dialog, ui.PromptDialog)
    dialog.entry.set_text("")
    dialog.entry.focus()
    for text in ODD.values():
        focused_entry(app, text)
    assert app.top is dialog        # no error screen, the session still there
    typed = dialog.entry.get_text()
    assert "\u200b" not in typed and "\u202e" not in typed and "\x00" not in typed
    assert len(typed) <= 60
    dialog.entry.set_text("\u0301")
    click_text(app, "bluffbox.ui.ok")
    assert app.top is dialog and dialog.error.text   # refused inline
    dialog.entry.set_text("")
    type_text(app, "漢字 \u0301ok")
    key(app, pygame.K_RETURN)
    assert "漢字 \u0301ok" in [s.name for s in slots.list_slots()]


def test_setup_names_are_cleaned_and_an_invisible_one_refused(app, monkeypatch):
    import scenes.shell.play
    from scenes.shell.picker import SetupScene
    started = []
    monkeypatch.setattr(scenes.shell.play, "start_new", lambda *a: started.append(a))
    app.reset(SetupScene("avalon"))
    pump(app, 1)
    setup = app.top
    entry = setup.widgets["name0"]
    entry.focus()
    for text in ODD.values():
        focused_entry(app, text)
    assert app.top is setup and all(ch not in UNDRAWABLE for ch in entry.get_text())
    entry.set_text("\u0301")
    setup.start()
    assert not started and "1" in setup.error
    entry.set_text("  Zoé  ")
    setup.start()
    assert started and started[0][3][0].name == "Zoé"


def test_a_save_with_odd_names_loads_with_clean_ones(user_dirs):
    from saves import slots
    from scenes.dev.shots import _random_record
    rec, _ = _random_record("avalon", 5, 3, 4)
    data = rec.to_dict()
    data["seats"][0]["name"] = "\u200b\u202e"
    data["seats"][1]["name"] = "Bo\x00b" + "y" * 100
    data["name"] = "\u202e"
    folder = slots.paths.saves_dir()
    folder.mkdir(parents=True)
    from saves import atomic
    atomic.write_json(folder / "odd.json", data)
    loaded = slots.load(folder / "odd.json")
    assert loaded.seats[0].name == "#1"
    assert loaded.seats[1].name == ("Bob" + "y" * 100)[:MAX_NAME]
    assert [s.name for s in slots.list_slots()] == ["odd"]


@pytest.mark.skipif(os.name == "nt", reason="file names are UTF-16 on Windows")
def test_a_file_name_that_is_not_utf8_is_listed_and_the_others_load(app, user_dirs, capfd):
    demo(user_dirs)
    from saves import paths
    folder = os.fsencode(paths.saves_dir())
    with open(os.path.join(folder, b"bad-\xff\xfe-name.json"), "wb") as fh:
        fh.write(b'{"format": 1')
    menu = open_load(app)
    assert type(app.top).__name__ == "LoadMenu"
    assert len(menu.rows) == 4
    odd = [s for s in menu.slots if "bad-" in s.name]
    assert odd and odd[0].error and "\ufffd" in odd[0].name
    good = [i for i, s in enumerate(menu.slots) if not s.error]
    assert len(good) == 2
    err = capfd.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err


def test_the_seed_field_survives_odd_typing_and_stays_a_number(app, monkeypatch):
    import scenes.shell.play
    from scenes.shell.picker import SetupScene
    started = []
    monkeypatch.setattr(scenes.shell.play, "start_new", lambda *a: started.append(a))
    app.reset(SetupScene("avalon"))
    pump(app, 1)
    setup = app.top
    setup.toggle_advanced()                      # the seed is under the Advanced fold
    entry = setup.widgets["seed"]
    entry.set_text("")
    entry.focus()
    for text in [*ODD.values(), "²", "١٢", "42"]:   # superscript and Arabic-Indic digits
        focused_entry(app, text)
    assert app.top is setup and entry.get_text() == "42"
    for odd in ("²", "١٢"):   # digits to str.isdigit, not to int()
        setup.seed = 7
        entry.text = odd       # what a widget that let them through would hold
        setup._read_entries()
        assert setup.seed == 0
    entry.set_text("42")
    setup.start()
    assert started and app.top is not None
