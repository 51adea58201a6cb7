"""Whole Saül contre David games through the real camp scene with synthetic mouse input:
one human with bots, and four humans in pass-and-play (every night move behind the pass
screen, a screen of the same length whether the human acts or sleeps)."""
from __future__ import annotations

import random

from scenes.i18n import t
from scenes.saul.manifest import MANIFEST
from scenes.saul.scene import TARGETED, SaulScene
from scenes.saul.words import role_name
from scenes.shell.end import EndScene
from scenes.shell.pass_device import PassDevice
from tests import test_table_kit as kit

EVERY = {"servant": True, "michal": True, "thief": True}
NAMES = kit.NAMES


def start(app, kinds, options=None, seed=11):
    return kit.start_game(app, "saul", SaulScene, kinds, options, seed)


button = kit.button


def wait_for(app, text, limit=40):
    """``text`` as a button that works (after a few frames at most)."""
    for _ in range(limit):
        if text in kit.buttons(app):
            return kit.buttons(app)[text]
        kit.frame(app, 1, dt=0.25)
    raise AssertionError(f"{text!r} never became a button")


def human_move(app, scene, rng, seen):
    """Make one move for the human whose private view is on screen, by clicking."""
    session = scene.session
    seat = scene.my_turn()
    view = session.viewer_view()
    assert view["seat"] == seat
    legal = session.legal(seat)
    kind = legal[0]["kind"]
    seen.append((seat, kind, view["phase"]))
    names = session.names
    if kind == "sleep":
        kit.click(app, wait_for(app, t("saul.act.sleep")))
    elif kind == "ready":
        if rng.random() < 0.5 and session.talk(seat):   # say something first, from the menu
            kit.click(app, scene.talk_button)
            assert scene._talk_list is not None
            while scene._talk_list is not None:        # what to say, then about whom
                text = rng.choice([x for x, v in scene._talk_moves.items() if v is not None])
                scene.say(text)
            kit.frame(app, 2)
        kit.click(app, button(app, t("saul.act.ready")))
    elif kind == "thief":
        m = rng.choice(legal)
        middle = view["middle"]
        text = t("saul.act.keep") if m["take"] is None else \
            t("saul.act.take", role=role_name(middle[m["take"]]))
        kit.click(app, wait_for(app, text))
    elif kind == "michal":
        kit.click(app, wait_for(app, t("saul.act.michal_spy" if rng.random() < 0.5
                                       else "saul.act.michal_home")))
    elif kind == "lovers":
        pair = rng.choice(legal)["pair"]
        for s in pair:
            kit.click_at(app, scene.seat_pos[s])
        assert sorted(scene.selected) == pair
        kit.click(app, wait_for(app, t("saul.act.lovers")))
    elif kind == "contacts":
        m = rng.choice(legal)
        if m["free"]:
            kit.click(app, button(app, t("saul.act.free")))
        if m["banish"] is not None:
            kit.click_at(app, scene.seat_pos[m["banish"]])
        kit.click(app, wait_for(app, t("saul.act.contacts")))
    elif kind in TARGETED:
        target = rng.choice(legal)["target"]
        kit.click_at(app, scene.seat_pos[target])
        kit.click(app, wait_for(app, t(TARGETED[kind], name=names[target])))
    else:
        raise AssertionError(kind)


def drive(app, scene, seed=0, limit=180.0):
    """Play to the end screen; returns what the humans did, the pass screens and how
    long each private screen of a night round stayed up. Bots think in their thread, so
    the limit is in seconds: a count of frames ran out when the machine was busy."""
    rng = random.Random(seed)
    session = scene.session
    seen, passes, looks = [], [], []
    opened = None
    for _ in kit.seconds(limit):
        top = app.top
        if isinstance(top, EndScene):
            return seen, passes, looks
        if isinstance(top, PassDevice):
            assert session.viewer() is None         # nothing private under the pass screen
            passes.append((top.seat, session.view_for(None)["phase"]))
            kit.click(app, top.button)
            opened = scene._clock
            continue
        assert top is scene
        if session.showing_results():
            kit.click(app, button(app, t("table.continue")))
            continue
        if scene.my_turn() is not None:
            before, me = session.turn, scene.my_turn()
            human_move(app, scene, rng, seen)
            assert any(a == me for a, m in session.record.actions[before:] if m["kind"] != "say")
            continue
        if scene.out_state == "offer":              # the lone human is out: watch
            kit.click(app, button(app, t("saul_legend.out.watch")))
            assert session.viewer_view() == session.view_for(None)
            continue
        if session.looking() is not None:
            if session.can_finish_look():
                looks.append((session.looking(), session.view_for(None)["phase"],
                              scene._clock - opened))
                kit.click(app, button(app, t("table.done_looking")))
            else:
                kit.frame(app, 1, dt=0.5)
            continue
        kit.idle(app)
    raise AssertionError("the game did not end")


def test_one_human_with_bots_plays_a_whole_game(app):
    kinds = ["human"] + ["normal", "hard", "easy"] * 3
    scene = start(app, kinds[:9], EVERY, seed=3)
    seen, passes, looks = drive(app, scene, seed=1)
    assert passes == [] and looks == []
    assert seen and {s for s, _, _ in seen} == {0}
    assert "sleep" not in {k for _, k, _ in seen}     # alone, an empty hour passes by itself
    end = app.top
    assert None not in end.view["revealed"]
    assert all(end.words.reveal(end.view, s) for s in range(9))
    texts = [scene.describe(e) for e in end.view["log"] + end.view["history"]]
    events = end.view["log"] + end.view["history"]
    assert all(txt and not txt.startswith("saul.") and txt != e["kind"]
               for txt, e in zip(texts, events))


def test_four_humans_pass_and_play(app):
    kinds = ["human", "normal", "human", "hard", "human", "easy", "human", "normal"]
    scene = start(app, kinds, {"servant": True, "michal": True}, seed=8)
    session = scene.session
    seen, passes, looks = drive(app, scene, seed=2)
    humans = {0, 2, 4, 6}
    assert {s for s, _, _ in seen} <= humans
    assert {s for s, _ in passes} <= humans
    night_moves = [x for x in seen if x[2] == "night"]
    assert {k for _, k, _ in night_moves} >= {"sleep"}, "the humans played night moves"
    # each night move was made on a private screen of the round, which stayed up at
    # least the manifest's time whether its human acted or slept
    # (a fallen human gets no night screen: tests/test_saul_session.py)
    night_looks = [x for x in looks if x[1] == "night"]
    assert len(night_looks) >= len(night_moves)
    assert min(d for _, _, d in night_looks) >= MANIFEST.private_seconds - 1e-6
    assert sum(1 for _, phase in passes if phase == "night") >= len(night_moves)
    assert session.over() and session.record.finished


def test_the_lovers_mark_and_spies_are_seen_only_by_their_owners(app):
    scene = start(app, ["human", "human", "normal", "normal", "normal", "normal"],
                  {"valiant_warrior": False}, seed=4)
    session = scene.session
    view0 = session.view_for(0)
    view1 = session.view_for(1)
    for view, other in ((view0, 1), (view1, 0)):
        if view["role"] != "spy":
            assert scene.seat_status(view, other) in ("", t("saul.status.ready")) or \
                scene.seat_status(view, other)[0] != t("saul.status.spy")
    public = session.view_for(None)
    assert public["lovers"] is None and public["spies"] == [] and public["role"] is None


def to_the_day(app, kinds):
    """A game whose seat 0 (a human among bots) lives to talk by day (the bots play in
    their thread, so when seat 0 falls in the night varies: another seed then)."""
    for seed in range(5, 12):
        scene = start(app, kinds, seed=seed)
        rng, seen = random.Random(seed), []
        # a deadline, not a frame count: on a loaded machine the bot thread needs time
        for _ in kit.seconds(60):   # the table talk of a day (no shot under way)
            public = scene.session.view_for(None)
            if public["phase"] == "debate" and scene.session.talk(0) or not public["alive"][0]:
                break
            if scene.my_turn() is not None:
                human_move(app, scene, rng, seen)
            else:
                kit.idle(app)
        if scene.session.view_for(None)["phase"] == "debate" and scene.session.talk(0):
            return scene
    raise AssertionError("seat 0 never lived to talk")


def list_item(scene, text):
    return next(b for b in scene._talk_list.item_list_container.elements if b.text == text)


def test_the_talk_menu_asks_what_then_whom_by_mouse_and_keys(app):
    import pygame
    scene = to_the_day(app, ["human"] + ["normal"] * 15)
    names = scene.session.names
    others = [p for p in range(1, 16) if scene.session.view_for(None)["alive"][p]]
    kit.click(app, scene.talk_button)
    first = list(scene._talk_moves)
    assert first == [t(f"saul.talk.{c}") for c in ("accuse", "vote", "trust", "role", "vision")]
    # the mouse: what to say, then about whom
    kit.click(app, list_item(scene, t("saul.talk.accuse")), frames=3)
    whom = list(scene._talk_moves)
    assert whom == [t("table.talk_back", what=t("saul.talk.accuse"))] + [names[p] for p in others]
    actions = scene.session.record.actions
    before = len(actions)                         # (the bots talk meanwhile)
    kit.click(app, list_item(scene, whom[2]), frames=3)
    assert (0, {"kind": "say", "claim": "accuse", "target": others[1]}) in actions[before:]
    assert scene._talk_list is None
    # the keys: T opens, Down moves, Enter picks, Backspace goes back a step
    kit.key(app, pygame.K_t)
    kit.key(app, pygame.K_UP)                     # the cursor shows on the first key: line 1
    for _ in range(4):
        kit.key(app, pygame.K_DOWN)               # ... then down to "Samuel's vision…"
    kit.key(app, pygame.K_RETURN, frames=3)
    roles = list(scene._talk_moves)
    assert roles[1] == t("saul.talk.vision_role", role=role_name("spy"))
    assert scene._talk_menu.at_cursor() == roles[1]
    assert len(roles) == 1 + 5                    # this game's five cards
    kit.key(app, pygame.K_BACKSPACE)
    assert list(scene._talk_moves) == first
    kit.key(app, pygame.K_DOWN)                   # "I vote for…"
    kit.key(app, pygame.K_RETURN, frames=3)       # the cursor is on the first seat
    before = len(actions)
    kit.key(app, pygame.K_RETURN, frames=3)
    assert (0, {"kind": "say", "claim": "vote", "target": others[0]}) in actions[before:]
    kit.key(app, pygame.K_t)
    kit.key(app, pygame.K_ESCAPE)
    assert scene._talk_list is None


def test_every_card_is_told_to_its_owner_with_its_article_in_both_languages():
    """'You are Warrior of David' lacked its article: each card has its own sentence."""
    from game.saul.data import ROLES
    from scenes.i18n import table
    for lang in ("en", "fr"):
        for role in ROLES:
            sentence = table(lang).get(f"saul.knows.you_are.{role}")
            assert sentence, (lang, role)
    assert table("en")["saul.knows.you_are.warrior"] == "You are a Warrior of David."
    assert table("fr")["saul.knows.you_are.spy"] == "Vous êtes un Espion de Saül."
