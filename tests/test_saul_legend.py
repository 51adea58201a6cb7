"""What the camp teaches: every drawn mark explains itself (zones walked on a mid-game
table in English and French), the role card of several cards, the rules section by
phase; and what issue 33 fixed: the election's badges gone once the banishment vote
opens, a lone human who is out watching as a spectator (or skipping to the end), the
end title saying why in one line, the talk menu clear of the seats."""
from __future__ import annotations

import re

import pygame
import pytest

import game
from saves import SeatInfo
from saves.record import Record
from scenes import i18n
from scenes.kit.role_card import words
from scenes.saul.role_card import role_card
from scenes.saul.scene import SaulScene
from scenes.shell import play
from scenes.shell.end import EndScene
from tests import test_table_kit as kit
from tests.zones_helpers import assert_zones_explained, draw_frame

G = game.get("saul")
PLACEHOLDER = re.compile(r"%\{[a-z_]+\}")
NAMES = kit.NAMES


def seed_for(role: str, players: int = 6, options: dict | None = None) -> int:
    seed = 1
    while G.new(players, seed, options=options or {}).roles[0] != role:
        seed += 1
    return seed


def drive(state, until, general: int = 1, banish: int | None = None):
    """Play the rules with plain moves until ``until(state)``: every hour slept when
    it may be, the General elected at ``general``, the banishment vote on ``banish``
    (else the first candidate that is not seat 0). Returns (state, actions)."""
    actions = []
    for _ in range(2000):
        if until(state) or state.over():
            break
        seat = state.to_act()[0]
        legal = state.legal(seat)
        kinds = {m["kind"] for m in legal}
        if "sleep" in kinds:
            move = {"kind": "sleep"}
        elif "elect" in kinds:
            move = next((m for m in legal if m["target"] == general), legal[0])
        elif "vote" in kinds:
            want = banish if banish is not None else next(
                m["target"] for m in legal if m["target"] != 0)
            move = next((m for m in legal if m["target"] == want), legal[0])
        else:
            move = next((m for m in legal if m.get("target") not in (0,)), legal[0])
        state = G.apply(state, seat, move)
        actions.append((seat, move))
    return state, actions


def open_table(app, seed, actions, players=6):
    seats = [SeatInfo(NAMES[i], "human" if i == 0 else "normal") for i in range(players)]
    record = Record.start("saul", players, seed, {}, seats)
    record.actions = [(s, dict(m)) for s, m in actions]
    play.play_record(app, record)
    scene = app.top
    assert isinstance(scene, SaulScene)
    scene.session.delay = 60.0        # the bots wait: the table stays as built
    kit.frame(app, 2)
    return scene


def after_election(state):
    return state.phase == "debate" and state.general is not None


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_every_mark_of_a_mid_game_table_explains_itself(user_dirs, lang, size):
    seed = seed_for("warrior")
    state, actions = drive(G.new(6, seed), after_election)
    assert state.alive[0] and state.general == 1
    app = kit.make_app(size)
    try:
        i18n.set_language(lang)
        scene = open_table(app, seed, actions)
        zones = {z.name: z for z in assert_zones_explained(scene)}
        for name in ("role", "general", "fire", "phase", "ready", "talk",
                     *(f"seat:{s}" for s in range(6))):
            assert name in zones, f"{name} not explained ({sorted(zones)})"
        assert zones["general"].params["name"] == NAMES[1]
        # the election is over: its badges are gone (they would read as banishment votes)
        assert not [n for n in zones if n.startswith("tally:")]
        # a fallen seat says so, with its card
        for seat in range(6):
            if not state.alive[seat]:
                assert zones[f"seat:{seat}"].key == "saul_legend.zone.seat_out"
        assert zones["seat:0"].key == "saul_legend.zone.seat_you"
        assert scene.rules_section() == "talk"
        state2, more = drive(state, lambda s: s.phase == "vote")
        scene = open_table(app, seed, actions + more)
        draw_frame(scene)
        assert not [z for z in scene.explanations() if z.name.startswith("tally:")]
        assert scene.rules_section() == "vote"
    finally:
        i18n.set_language("en")
        app.close()


class _Shown:
    """A stand-in session for ``_tally``: is a result shown for a beat?"""

    def __init__(self, showing):
        self.showing = showing

    def showing_results(self):
        return self.showing


def _ballot(kind_of, tally):
    return {"kind": "ballot", "kind_of": kind_of, "ballot": 1, "tally": tally}


@pytest.mark.parametrize("phase, log, showing, shown", [
    ("elect", [_ballot("elect", {"1": 2, "2": 2})], False, {1: 2, 2: 2}),     # a revote
    ("debate", [_ballot("elect", {"1": 5}), {"kind": "general"}], False, None),
    ("debate", [_ballot("elect", {"1": 5}), {"kind": "general"}], True, {1: 5}),
    ("vote", [_ballot("elect", {"1": 5}), {"kind": "general"}], False, None),
    ("tiebreak", [_ballot("vote", {"3": 2, "4": 2})], False, {3: 2, 4: 2}),
    ("night", [_ballot("vote", {"3": 4}), {"kind": "night"}], False, None),
])
def test_ballot_badges_only_while_they_mean_what_they_seem(phase, log, showing, shown):
    stub = type("Stub", (), {"session": _Shown(showing), "_ballot": staticmethod(SaulScene._ballot)})()
    assert SaulScene._tally(stub, {"phase": phase, "log": log}) == shown


def test_night_zones_and_the_fire_say_night(user_dirs):
    seed = seed_for("spy")
    state = G.new(6, seed)
    app = kit.make_app()
    try:
        scene = open_table(app, seed, [])
        zones = {z.name: z for z in assert_zones_explained(scene)}
        assert zones["fire"].key == "saul_legend.zone.fire_night"
        assert scene.rules_section() == "night"
        assert state.phase == "night"
    finally:
        app.close()


def _card_text(view, seat, lang):
    before = i18n.language()
    i18n.set_language(lang)
    try:
        card = role_card(view, seat)
        assert card is not None
        texts = [words(x, lambda s: NAMES[s]) for x in
                 (card.title, card.side, card.win, *card.knows, *card.turn)]
        for text in texts:
            assert text.strip() and not PLACEHOLDER.search(text), (lang, text)
        return card, texts
    finally:
        i18n.set_language(before)


def test_role_cards_say_camp_goal_and_what_the_seat_knows():
    from tests.saul_helpers import night, table
    # a Spy knows its partner once the Spies met; a Warrior knows only its card
    s = night(table(["spy", "spy", "warrior", "warrior", "samuel", "warrior"]))
    for lang in ("en", "fr"):
        card, texts = _card_text(G.view(s, 0), 0, lang)
        assert card.side_colour == "evil_light" and card.art == "saul.png"
        assert any(NAMES[1] in x for x in texts) and len(card.turn) == 3
        w = next(p for p in (2, 3, 5) if s.alive[p])
        card, texts = _card_text(G.view(s, w), w, lang)
        assert card.side == ("saul_legend.card.side.david", {})
        assert card.knows == [("saul_legend.card.knows.nothing", {})]
        assert not any(NAMES[0] in x or NAMES[1] in x for x in texts)   # no secret
    # Samuel's vision, the lovers, the Thief's swap
    s = table(["thief", "eliezer", "samuel", "spy", "warrior", "warrior"], middle=["spy", "warrior"])
    s = night(s, {0: {"kind": "thief", "take": 1}, 1: {"kind": "lovers", "pair": [2, 4]},
                  2: {"kind": "vision", "target": 3}})
    for lang in ("en", "fr"):
        card, texts = _card_text(G.view(s, 0), 0, lang)
        assert ("saul_legend.card.knows.thief_took" in [k for k, _ in card.knows])
        card, texts = _card_text(G.view(s, 2), 2, lang)
        keys = [k for k, _ in card.knows]
        if s.alive[2]:
            assert "saul_legend.card.knows.lover" in keys
            assert "saul_legend.card.knows.vision" in keys and any(NAMES[3] in x for x in texts)
        card, texts = _card_text(G.view(s, 1), 1, lang)
        assert "saul_legend.card.knows.lovers" in [k for k, _ in card.knows]
    assert role_card(G.view(s, None), 0) is None           # the public view holds no card


def test_a_lone_human_who_is_out_chooses_to_watch_as_a_spectator(user_dirs):
    seed = seed_for("warrior")
    state, actions = drive(G.new(6, seed), lambda s: not s.alive[0], banish=0)
    assert not state.alive[0] and not state.over()
    app = kit.make_app()
    try:
        scene = open_table(app, seed, actions)
        kit.frame(app, 3)
        assert scene.out_state == "offer"
        assert "out" in {z.name for z in scene.explanations()}
        applied = scene.session.moves_applied
        kit.frame(app, 5, dt=0.5)
        assert scene.session.moves_applied == applied          # the table waits
        kit.click(app, kit.button(app, i18n.t("saul_legend.out.watch")))
        assert scene.out_state == "watch"
        view = scene.session.viewer_view()
        assert view == scene.session.view_for(None)            # a spectator's view
        assert view["role"] is None and view["revealed"][0] == "warrior"
        assert all(view["revealed"][p] is None for p in range(6) if view["alive"][p])
        assert kit.button(app, i18n.t("saul_legend.out.skip"))
    finally:
        app.close()


def test_skip_to_the_end_reaches_the_end_screen(user_dirs):
    seed = seed_for("warrior")
    _state, actions = drive(G.new(6, seed), lambda s: not s.alive[0], banish=0)
    app = kit.make_app()
    try:
        scene = open_table(app, seed, actions)
        kit.frame(app, 3)
        kit.click(app, kit.button(app, i18n.t("saul_legend.out.skip")))
        assert scene.out_state == "skip"
        kit.wait(app, lambda: isinstance(app.top, EndScene), limit=60.0, dt=0.05)
        end = app.top
        title = end.words.end_title(end.view)
        assert title.startswith(i18n.t(f"saul.end.{end.view['winner']}"))
        assert len(title) > len(i18n.t(f"saul.end.{end.view['winner']}"))   # and why
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_talk_menu_opens_clear_of_the_seats(user_dirs, size):
    seed = seed_for("warrior")
    state, actions = drive(G.new(6, seed), after_election)
    app = kit.make_app(size)
    try:
        scene = open_table(app, seed, actions)
        scene.toggle_talk()
        kit.frame(app, 2)
        for step in range(2):       # the first step, then a "whom" step
            rect = scene._talk_list.rect
            assert scene.board_rect.contains(rect)
            for x, y in scene.seat_pos:
                r = scene.seat_r
                assert not rect.colliderect(pygame.Rect(x - r, y - r, 2 * r, 2 * r))
            if step == 0:
                scene.say(next(label for label, v in scene._talk_moves.items()
                               if isinstance(v, list)))
                kit.frame(app, 2)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_every_zone_the_saul_tutorial_points_at_is_on_the_table(user_dirs, size):
    """The coach points at zones by name (game/saul/tutorial.py): each is registered
    by the camp or the kit when its step asks for it, inside the window (the Sleep
    button too: a lone human's hour passes by itself, but not in the tutorial)."""
    from scenes.kit import coach
    app = kit.make_app(size)
    try:
        scene = coach.open_tutorial(app, "saul")
        kit.frame(app, 2)
        session = scene.session
        window = pygame.Rect((0, 0), size)
        checked = set()
        for _ in range(300):
            phase = scene.coach_phase()
            if phase in ("done", "end"):
                break
            kit.frame(app, 3)
            if phase in ("read", "move"):
                for name in session.coach.step.point:
                    rect = scene.zone_rect(name)
                    assert rect is not None and window.contains(rect), \
                        (session.coach.index + 1, name)
                    checked.add(name)
            if phase == "move":
                scene.play(dict(session.coach.step.expect))
            elif phase in ("read", "after"):
                scene.coach_next()
            kit.frame(app, 2, dt=0.2)
        assert {"role", "sleep", "ready", "general", "talk", "seat:1"} <= checked
    finally:
        app.close()
