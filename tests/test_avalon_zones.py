"""Avalon's table explains itself (issue 32.3): every icon, badge, number and track of a
mid-game table is an explanation zone with text in English and French; the tutorial's
zone names are there; F1's rules section and a hint follow the phase; the vote's
outcome stays on the table for a beat (issue 33), and the human reads "you"."""
from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from game.tutorial import zone_pattern
from scenes import i18n
from scenes.avalon.scene import AvalonScene
from scenes.avalon.words import event_text
from scenes.i18n import t
from scenes.kit.text import colour
from tests import test_table_kit as kit
from tests.test_avalon_scene import human_move
from tests.zones_helpers import assert_zones_explained, draw_frame

OPTIONS = {"lady_of_the_lake": True, "percival": True, "morgana": True}


def start(app, seed=5):
    return kit.start_game(app, "avalon", AvalonScene, ["human"] + ["normal"] * 6, OPTIONS,
                          seed)


def play_until(app, scene, done, rng, limit=90.0):
    """Play the human's moves (bots in their thread) until ``done(view)`` holds at a
    moment the human owes a move or the bots think."""
    for _ in kit.seconds(limit):
        view = scene.session.viewer_view()
        if done(view):
            return view
        if scene.session.over():
            break
        if scene.my_turn() is not None:
            human_move(app, scene, rng, [])
        else:
            kit.idle(app, 0.3)
    raise AssertionError("the moment never came")


def names(scene):
    return {z.name for z in assert_zones_explained(scene)}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_mid_game_table_explains_every_piece(user_dirs, lang):
    app = kit.make_app()
    app.apply_settings(replace(app.settings, language=lang), save=False)
    try:
        scene = start(app)
        rng = random.Random(2)
        # after the first quest, the human's vote on a team: the ballots, the big cards
        view = play_until(app, scene, lambda v: any(q["result"] for q in v["quests"])
                          and v["phase"] == "vote" and scene.my_turn() is not None, rng)
        got = names(scene)
        assert {"crown", "quest_track", "rejects", "reject:5", "vote:approve", "vote:reject",
                "lady", "team", "seat:0", "status"} <= got, got
        assert {f"quest:{n}" for n in range(1, 6)} <= got
        # tutorial targets are spelt as game.tutorial.ZONES has them
        tutorial = {"crown", "quest_track", "rejects", "team", "vote:approve", "vote:reject"}
        assert all(zone_pattern().match(n) for n in tutorial | {"quest:3", "seat:2"})
        # each quest says what its disc shows: its team size, a played quest its result
        for q in view["quests"]:
            zone = scene.zones.get(f"quest:{q['quest']}")
            if q["result"] is None:
                assert str(q["size"]) in zone.text()
            else:
                assert zone.key.startswith("avalon_legend.zone.quest_" + (
                    "success" if q["result"] == "success" else "fail")) or q["by_rejects"]
        # the pieces sit where they are drawn: the crown by the leader's token
        crown = scene.zone_rect("crown")
        lx, ly = scene.seat_pos[view["leader"]]
        assert abs(crown.centerx - lx) <= scene.seat_r + 2 and crown.centery < ly
        # the role box, once the vote is cast (the big cards gone)
        kit.click(app, kit.button(app, t("avalon.act.approve")))
        draw_frame(scene)
        if scene.my_turn() is None and not scene.choice(scene.session.viewer_view()):
            assert "role" in names(scene)
        # the quest cards of a quest the human is on
        view = play_until(app, scene, lambda v: v["phase"] == "quest"
                          and scene.my_turn() is not None, rng)
        got = names(scene)
        assert {"card:success", "card:fail"} <= got
        fail = scene.zones.get("card:fail")
        good = view["side"] == "good"
        assert fail.key.endswith("_good") == good
    finally:
        app.close()
        i18n.set_language("en")


def test_rules_section_and_hint_follow_the_phase(app):
    scene = start(app)
    rng = random.Random(4)
    view = play_until(app, scene, lambda v: v["phase"] == "propose"
                      and scene.my_turn() is not None, rng)
    assert scene.rules_section() == "team"
    move = next(m for m in scene.session.legal(0))
    scene.show_hint(move)
    assert sorted(scene.selected) == sorted(move["team"])     # the team picked on the table
    kit.frame(app, 2)
    draw_frame(scene)
    assert "team" in {z.name for z in scene.explanations()}
    turn = scene.session.turn
    kit.click(app, kit.button(app, t("avalon.act.propose")))
    assert scene.session.record.actions[turn] == (0, move)
    view = play_until(app, scene, lambda v: v["phase"] == "vote" and scene.my_turn() is not None,
                      rng)
    assert scene.rules_section() == "vote"
    scene.hint_move = {"kind": "vote", "approve": False}
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    ring = scene.choice_rects(view)[1].inflate(12, 12)
    assert tuple(surface.get_at((ring.centerx, ring.y + 1)))[:3] == tuple(colour("highlight"))[:3]


def test_the_human_reads_you_in_the_log_and_the_phase_line(app):
    names_ = ["Ann", "Bob", "Cid", "Dee", "Eve"]
    propose = {"kind": "propose", "seat": 0, "quest": 1, "team": [0, 2]}
    assert event_text(propose, names_, you=0) == "You propose a team for quest 1: you, Cid."
    assert event_text(propose, names_, you=2) == "Ann proposes Ann, you for quest 1."
    assert event_text(propose, names_) == "Ann proposes Ann, Cid for quest 1."
    lady = {"kind": "lady", "holder": 1, "target": 0}
    i18n.set_language("fr")
    try:
        assert event_text(propose, names_, you=0) == "Vous proposez une équipe pour la quête 1\u00a0: vous, Cid."
        assert event_text(lady, names_, you=0) == "Bob vous examine avec la Dame du Lac."
        assert event_text({"kind": "say", "seat": 0, "claim": "trust_team"}, names_,
                          you=0).startswith("Vous\u00a0: «\u00a0")
    finally:
        i18n.set_language("en")
    scene = start(app)
    rng = random.Random(1)
    view = play_until(app, scene, lambda v: v["phase"] == "propose"
                      and scene.my_turn() is not None, rng)
    assert scene.phase_text(view).startswith("You choose a team")
    assert all(not line.startswith("Ann ") for line, _ in scene._log_entries)
    starts = [scene.describe(e) for e in view["log"] if e["kind"] == "propose"
              and e["seat"] == 0]
    assert all(s.startswith("You propose") for s in starts)


def test_a_vote_stays_on_the_table_for_a_beat_then_space_goes_on(app):
    app.settings = replace(app.settings, animation_speed="normal")
    scene = start(app, seed=3)
    scene.session.delay = 0.0
    rng = random.Random(3)
    play_until(app, scene, lambda v: v["phase"] == "vote" and scene.my_turn() is not None, rng)
    kit.click(app, kit.button(app, t("avalon.act.reject")))
    kit.wait(app, lambda: any(e["kind"] == "votes" for e in scene.session.viewer_view()["log"]
                              [-8:]) and scene.vote_beat(), limit=20, dt=0.1)
    turn = scene.session.turn
    kit.frame(app, 30, dt=1 / 30)                   # a second: still the vote on the table
    time_left = scene.vote_beat()
    assert time_left and scene.session.turn == turn
    draw_frame(scene)
    assert "vote:result" in {z.name for z in scene.explanations()}
    assert all(f"ballot:{s}" in {z.name for z in scene.explanations()} for s in range(7))
    kit.key(app, pygame.K_SPACE)                    # Space: the beat ends, play goes on
    assert not scene.vote_beat()
    kit.wait(app, lambda: scene.session.turn > turn, limit=20, dt=0.1)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_thinking_words_clear_the_role_box_and_other_seats_words(user_dirs, lang):
    """Issue 33: "thinking…" never covers the viewer's role box, the phase line or the
    words under another seat (ten seats in the smallest window)."""
    app = kit.make_app((800, 600))
    app.apply_settings(replace(app.settings, language=lang), save=False)
    try:
        scene = kit.start_game(app, "avalon", AvalonScene, ["human"] + ["normal"] * 9,
                               OPTIONS, 4)
        session = scene.session
        col = scene._column(session.viewer_view())
        boxes = [b for b in (col["box_rect"], col["line_rect"]) if b is not None]
        assert boxes
        for seat in range(1, 10):
            session.thinking = lambda seat=seat: seat
            draw_frame(scene)
            spots = [r for what, k, r in scene.drawn_labels if what == "thinking"]
            assert len(spots) == 1
            others = [r for what, k, r in scene.drawn_labels if what == "status" and k != seat]
            assert not any(spots[0].colliderect(b) for b in boxes + others), seat
    finally:
        app.close()
        i18n.set_language("en")
