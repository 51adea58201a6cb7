"""Agent Avenue teaches itself (issue 32): every zone of a mid-game table (basic,
advanced, teams; 1280x720 and 800x600) explained in EN and FR, the tutorial's
targets among them where the tutorial points; the goal card for every seat; F1's
rules section follows the phase."""
from __future__ import annotations

import random

import pytest

from game.agent_avenue.data import TYPES
from saves import SeatInfo
from scenes.agent_avenue.role_card import role_card
from scenes.agent_avenue.scene import AgentAvenueScene
from scenes.i18n import set_language, t, table
from scenes.kit.role_card import words
from scenes.shell import play
from tests import test_table_kit as kit
from tests.zones_helpers import assert_zones_explained


def moves_for(players, mode, seed, moves):
    """``moves`` random moves (no discards) of a game that is not over after them."""
    import game
    g = game.get("agent_avenue")
    for s in range(seed, seed + 50):
        rng = random.Random(s)
        state, out = g.new(players, s, options={"mode": mode}), []
        for _ in range(moves):
            seat = state.to_act()[0]
            legal = list(state.legal(seat))
            move = rng.choice([m for m in legal if m["kind"] != "discard"] or legal)
            out.append((seat, move))
            state = g.apply(state, seat, move)
            if state.over():
                break
        if not state.over():
            return s, out
    raise AssertionError("every game ended")


def mid_game(app, players, mode, seed=3, moves=24):
    """A table after ``moves`` random moves (every seat human: the hand on screen is
    the viewer's), on the table (pass screens pressed)."""
    seed, made = moves_for(players, mode, seed, moves)
    seats = [SeatInfo(n, "human") for n in ["Ana", "Bruno", "Chloé", "Dmitri"][:players]]
    play.start_new(app, "agent_avenue", players, seats, {"mode": mode}, seed)
    scene = app.top
    assert isinstance(scene, AgentAvenueScene)
    for seat, move in made:
        scene.session.submit(seat, move)
    kit.frame(app, 2)
    for _ in range(5):
        if app.top is scene:
            break
        kit.click(app, app.top.button)
    assert app.top is scene
    kit.frame(app, 3)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("players,mode", [(2, "basic"), (2, "advanced"), (4, "advanced")])
def test_every_zone_of_a_mid_game_table_is_explained(user_dirs, size, players, mode):
    app = kit.make_app(size)
    try:
        scene = mid_game(app, players, mode)
        zones = assert_zones_explained(scene)
        names = {z.name for z in zones}
        view = scene.session.viewer_view()
        assert {"track", "spy:0", "spy:1", "lead", "hand", "play:up", "play:down",
                "tableau:0", "tableau:1", "deck"} <= names, names
        assert {f"card:{a}" for a in view["hand"]} <= names
        for side in (0, 1):
            assert {f"tile:{side}:{a}" for a in TYPES if view["tableau"][side].get(a)} <= names
            assert f"status:{side}" in names
        if mode == "advanced":
            assert "market" in names and {f"market:{c}" for c in view["market"]} <= names
        for zone in zones:   # where the tutorial points, the zone is where it is drawn
            assert scene.zone_rect(zone.name) == zone.rect
        assert scene.zone_rect("track") == scene.ring_rect
        assert scene.zone_rect("hand") == scene.hand_rect
    finally:
        app.close()


def test_the_recruit_places_and_the_discard_button_explain_themselves(user_dirs):
    app = kit.make_app()
    try:
        scene = mid_game(app, 2, "basic", moves=2)   # two cards played: the recruit
        view = scene.session.viewer_view()
        assert view["phase"] == "recruit"
        names = {z.name for z in assert_zones_explained(scene)}
        assert {"recruit:up", "recruit:down"} <= names
        assert scene.rules_section() == "recruit"
        scene.session.submit(scene.session.to_act()[0], {"kind": "recruit", "pick": "up"})
        kit.frame(app, 2)
        while app.top is not scene:
            kit.click(app, app.top.button)
        kit.frame(app, 3)
        assert scene.rules_section() == "play"
        names = {z.name for z in assert_zones_explained(scene)}
        assert "discard" in names
        assert scene.zone_rect("discard") is not None
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_goal_card_says_how_each_seat_wins(lang, players):
    import game
    g = game.get("agent_avenue")
    state = g.new(players, 5, options={"mode": "advanced"})
    names = ["Ana", "Bruno", "Chloé", "Dmitri"]
    set_language(lang)
    try:
        for seat in range(players):
            card = role_card(g.view(state, seat), seat)
            assert card is not None and len(card.turn) == 3
            texts = [words(x, names.__getitem__) for x in
                     (card.title, card.side, card.win, *card.knows, *card.turn)]
            assert all(x and "%{" not in x for x in texts)
            for key, _ in (card.title, card.side, card.win, *card.knows, *card.turn):
                assert key in table("en") and key in table("fr")
            win = words(card.win, names.__getitem__)
            assert "7" in win and t("agent_avenue.agent.codebreaker").split()[0] in win
            mates = [p for p in range(players) if p % 2 == seat % 2 and p != seat]
            side = words(card.side, names.__getitem__)
            assert all(names[m] in side for m in mates)
        assert role_card(g.view(state, None), 0) is None
    finally:
        set_language("en")


def test_every_zone_the_tutorial_points_at_is_registered_at_its_step(app):
    """The coach finds each step's targets on the table (none "not registered")."""
    from scenes.kit import coach as C
    scene = C.open_tutorial(app, "agent_avenue")
    kit.frame(app, 2)
    session, steps = scene.session, 0
    for _ in range(60):
        for _ in range(600):
            if scene.coach_phase() != "after":
                break
            scene.coach_next()
            kit.frame(app)
        kit.frame(app, 2)
        phase = scene.coach_phase()
        if phase not in ("read", "move"):
            break
        bubble = scene.coach_bubble()
        assert bubble.missing == [], (session.coach.index + 1, bubble.missing)
        assert all(scene.zone_rect(z) is not None for z in session.coach.step.point)
        steps += 1
        if phase == "move":
            scene.play(dict(session.coach.step.expect))
            kit.frame(app, 3)
        else:
            scene.coach_next()
            kit.frame(app, 2)
    assert steps >= 15
