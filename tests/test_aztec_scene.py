"""Whole Aztec games through the real scene with synthetic input: one human with bots,
and three humans in pass-and-play (every take and bet behind the pass screen)."""
from __future__ import annotations

import random

import pygame
import pytest

from scenes import catalog
from scenes.aztec.scene import AztecScene
from scenes.aztec.words import COLOURS
from scenes.i18n import t
from scenes.shell.end import EndScene
from scenes.shell.pass_device import PassDevice
from tests import test_table_kit as kit

NAMES = kit.NAMES


def start(app, kinds, seed=11):
    return kit.start_game(app, "aztec", AztecScene, kinds, None, seed)


button = kit.button


def human_move(app, scene, rng, seen):
    """One move for the human whose private view is on screen, by clicks and keys."""
    session = scene.session
    seat = scene.my_turn()
    view = session.viewer_view()
    assert view["seat"] == seat and view["card"] is not None
    legal = session.legal(seat)
    kind = legal[0]["kind"]
    seen.append((seat, kind, view["round"]))
    if kind == "take":
        if rng.random() < 0.5:
            kit.click(app, button(app, t("aztec.act.card")))
            want = view["card"]
        else:   # a bluff: clicks on the temple's piles
            want = rng.choice(legal)["jewels"]
            for colour, n in want.items():
                for _ in range(n):
                    kit.click_at(app, scene.places.piles[COLOURS.index(colour)].center)
        assert scene._pick_move()["jewels"] == want
        kit.click(app, button(app, t("aztec.act.take")))
    elif kind == "bet":
        move = rng.choice(legal)
        kit.click_at(app, scene.seat_pos[move["target"]])
        word = "believe" if move["believe"] else "accuse"
        kit.click(app, button(app, t("aztec.act." + word, name=NAMES[move["target"]])))
    elif kind == "keep":
        kit.click(app, button(app, t("aztec.artefact." + rng.choice(legal)["artefact"])))
    else:
        raise AssertionError(kind)


def drive(app, scene, seed=0, limit=120.0):
    """Play to the end screen (bots think in their thread: waits up to ``limit`` s)."""
    rng = random.Random(seed)
    session = scene.session
    seen, passes = [], []
    handed, results = None, 0
    for _ in kit.seconds(limit):
        top = app.top
        if isinstance(top, EndScene):
            assert results >= 5 or not session.pass_and_play()
            return seen, passes
        if isinstance(top, PassDevice):
            assert session.viewer() is None   # nothing private behind the pass screen
            passes.append(top.seat)
            handed = top.seat
            kit.click(app, top.button)
            continue
        assert top is scene
        if scene.playback.busy() or (scene._sheet is not None and scene._sheet.busy()):
            # the results play on the public table: watched, or skipped with Space
            assert session.viewer() is None or not session.pass_and_play() or \
                not session.showing_results()
            if rng.random() < 0.3:
                kit.key(app, pygame.K_SPACE)
            else:
                kit.frame(app, 1, dt=0.5)
            continue
        if session.over():     # the final scoring, whole: on to the end screen
            kit.click(app, button(app, t("table.continue")))
            continue
        if session.showing_results():   # the bets and reveals, on the public table
            assert session.viewer() is None
            results += 1
            kit.click(app, button(app, t("table.continue")))
            continue
        if session.looking() is not None and scene.my_turn() is None:
            kit.click(app, button(app, t("table.done_looking")))   # a private round's screen
            continue
        if scene.my_turn() is not None:
            before, me = session.turn, scene.my_turn()
            if session.pass_and_play():
                # handed over through the pass screen, or kept by whoever just moved
                # (the last take shows the takes, then the same human bets)
                assert handed == me or (seen and seen[-1][0] == me), (handed, me)
            handed = None
            human_move(app, scene, rng, seen)
            assert me in [a for a, _ in session.record.actions[before:]], "no move made"
            continue
        kit.idle(app)
    s = scene.session
    raise AssertionError(f"the game did not end: to_act {s.to_act()}, viewer {s.viewer()}, "
                         f"wanted {s.wanted()}, results {s.showing_results()}, turn {s.turn}")


def test_one_human_with_bots_plays_a_whole_game(app):
    scene = start(app, ["human", "normal", "hard", "easy"], seed=3)
    seen, passes = drive(app, scene, seed=1)
    assert passes == []
    assert {s for s, _, _ in seen} == {0}
    assert {r for _, k, r in seen if k == "take"} == {1, 2, 3, 4, 5}
    end = app.top
    assert end.view["over"] and all(end.words.reveal(end.view, s) for s in range(4))
    texts = [scene.describe(e) for e in end.view["log"]]
    assert all(txt and txt != e["kind"] for txt, e in zip(texts, end.view["log"]))


def test_three_humans_pass_and_play(app):
    scene = start(app, ["human", "normal", "human", "human", "easy"], seed=8)
    seen, passes = drive(app, scene, seed=2)
    humans = {0, 2, 3}
    assert {s for s, _, _ in seen} == humans
    # every human takes and bets every round, each time after the pass screen
    for seat in humans:
        assert sum(1 for s, k, _ in seen if s == seat and k == "take") == 5
        assert sum(1 for s, k, _ in seen if s == seat and k == "bet") == 5
    assert len(passes) >= 15 and set(passes) == humans
    assert scene.session.over() and scene.session.record.finished


def test_keys_build_a_take_and_the_reveal_plays_on_the_table(app):
    app.settings = app.settings.__class__(**{**app.settings.__dict__, "animation_speed": "normal"})
    scene = start(app, ["human", "easy", "easy"], seed=5)
    kit.wait(app, lambda: scene.my_turn() is not None)
    for k in (pygame.K_r, pygame.K_r, pygame.K_y):
        kit.key(app, k)
    assert scene.pick == [2, 0, 1]
    kit.key(app, pygame.K_BACKSPACE)
    assert scene.pick == [0, 0, 0]
    kit.key(app, pygame.K_c)
    card = scene.session.viewer_view()["card"]
    kit.key(app, pygame.K_RETURN)
    assert scene.session.record.actions[-1] == (0, {"kind": "take", "jewels": card})
    kit.wait(app, lambda: scene.my_turn() is not None)
    kit.click_at(app, scene.seat_pos[1])
    pre = scene.session.view_for(None)     # the table before the last bet
    kit.key(app, pygame.K_a)
    assert scene.session.record.actions[-1][1] == {"kind": "bet", "target": 1, "believe": False}
    kit.wait(app, lambda: scene.playback.busy())
    shown, checked = [], False
    while scene.playback.busy():
        now = scene.playback.current()
        if now is not None:
            (_, e), progress = now
            shown.append(e["kind"])
            if e["kind"] == "reveal" and not checked:
                # the first reveal plays: the seats still show the counts before it,
                # and neither the log nor the status words tell its outcome yet
                checked = True
                counts = scene.counts()
                assert counts.jewels == [[s["jewels"][c] for c in COLOURS] for s in pre["seats"]]
                assert counts.stones == [s["stones"] for s in pre["seats"]]
                told = [text for text, _ in scene._log_entries]
                assert scene.describe(e) not in told
                assert not any(scene.describe(x) in told for x in
                               scene.session.view_for(None)["log"] if x["kind"] == "reveal"
                               and x["round"] == pre["round"])
                assert t("aztec.act.skip") in kit.buttons(app)
        kit.frame(app, 1, dt=0.2)
    assert checked and shown[0] == "bets" and shown.count("reveal") >= 3
    final = scene.session.view_for(None)
    assert scene.counts().stones == [s["stones"] for s in final["seats"]]


def test_the_picker_shows_aztec_as_playable():
    assert catalog.playable("aztec") and catalog.scene_class("aztec") is AztecScene


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_nothing_on_the_table_overlaps(user_dirs, monkeypatch, size):
    """The seats (token, words, portrait, counters), the Temple, the Curse cards, the
    card box and the words drawn under the seats never meet, 3 to 6 players."""
    monkeypatch.setattr("scenes.shell.memory.release", lambda: None)   # 4 games: no trims between
    app = kit.make_app(size)
    try:
        for players in (3, 4, 5, 6):
            app.go_home()
            kit.frame(app, 2)
            scene = start(app, ["human"] + ["easy"] * (players - 1), seed=players)
            assert scene.my_turn() == 0      # the take: the card box is up
            zones = scene.places.zones()
            drawn = [("status", s, r) for what, s, r in scene.drawn_labels if what == "status"]
            board = scene.board_rect
            problems = []
            for what, seat, rect in zones:
                if what != "seat" and not board.contains(rect):
                    problems.append(f"{what} {seat} {rect} leaves the board {board}")
            every = zones + drawn
            for i, (a, sa, ra) in enumerate(every):
                for b, sb, rb in every[i + 1:]:
                    if a == b == "seat" and sa == sb or {a, b} == {"seat", "status"} and sa == sb:
                        continue     # one seat's own marks are placed together
                    if a == b and a in ("temple", "curse"):
                        continue
                    if ra.colliderect(rb):
                        problems.append(f"{a} {sa} {ra} meets {b} {sb} {rb}")
            assert not problems, f"{players} players at {size}: " + "; ".join(problems)
    finally:
        app.close()


def test_a_chosen_character_is_picked_on_the_kit_prompt(app):
    scene = kit.start_game(app, "aztec", AztecScene, ["human", "easy", "easy"],
                           {"characters": "chosen"}, 4)
    kit.wait(app, lambda: scene.my_turn() is not None)
    choices = scene._character_choices(scene.session.viewer_view())
    left = scene.session.viewer_view()["characters_left"]
    assert [c.move["character"] for c in choices] == left and len(left) >= 4
    rects = scene._prompt_rects(len(choices))
    before = scene.session.turn
    kit.click_at(app, rects[1].center)
    assert (0, {"kind": "character", "character": left[1]}) in \
        scene.session.record.actions[before:]
    assert scene.session.view_for(None)["seats"][0]["character"] == left[1]


def test_the_final_scoring_tells_the_tie_break_and_a_shared_victory(app):
    scene = start(app, ["human", "easy", "easy"], seed=2)

    def lines(total, stones):
        return {"trios": 1, "trio_vp": 2, "duos": 0, "duo_vp": 0, "artefact_vp": 0,
                "stones": stones, "stone_vp": -stones, "feathers": {}, "total": total}

    scene._game_over = {"scores": [lines(9, 1), lines(9, 3), lines(4, 0)], "winners": [0]}
    rows, notes = scene.sheet()
    assert rows[-1].cells == ("9", "9", "4") and rows[-1].strong
    assert notes == [t("aztec.sheet.values"), t("aztec.sheet.tie", names="Ann, Bob", n=9),
                     t("aztec.sheet.winner", name="Ann", n=9)]
    scene._game_over = {"scores": [lines(9, 1), lines(9, 1), lines(4, 0)], "winners": [0, 1]}
    assert scene.sheet()[1][-1] == t("aztec.sheet.shared", names="Ann, Bob")
