"""The talk menu in steps (scenes/kit/talk_menu.py): steps open and close, labels stay
unique, Back names the step, the keyboard cursor wraps and starts on the first line
after Back."""
from __future__ import annotations

from scenes.kit.talk_menu import TalkMenu

A, B = {"kind": "say", "claim": "a"}, {"kind": "say", "claim": "b"}


def test_steps_open_pick_and_go_back():
    menu = TalkMenu([("I accuse…", [("Ann", A), ("Bob", B)]), ("Hello", B)], lambda what: "« " + what)
    assert menu.labels() == ["I accuse…", "Hello"] and not menu.back()
    assert menu.pick("Hello") == B
    assert menu.pick("I accuse…") is None and menu.depth() == 2
    assert menu.labels() == ["« I accuse…", "Ann", "Bob"]
    assert menu.pick("Bob") == B
    assert menu.pick("« I accuse…") is None and menu.depth() == 1
    assert menu.pick("nothing like it") is None and menu.depth() == 1


def test_same_labels_stay_apart_and_the_cursor_wraps():
    menu = TalkMenu([("x", A), ("x", B)], lambda what: "« " + what)
    assert menu.labels() == ["x", "x "] and menu.pick("x ") == B
    assert menu.at_cursor() == "x" and menu.cursor is None   # preselected, not drawn yet
    assert menu.move(-1) == 0 and menu.move(-1) == 1 and menu.move(1) == 0
    deep = TalkMenu([("go", [("Ann", A), ("Bob", B)])], lambda what: "« " + what)
    assert deep.pick(deep.at_cursor()) is None and deep.at_cursor() == "Ann"   # Enter at once
    assert deep.back() and deep.at_cursor() == "go"
    deep.move(1)
    deep.pick("go")
    assert deep.at_cursor() == "Ann"
    assert deep.back() and deep.at_cursor() == "go"
