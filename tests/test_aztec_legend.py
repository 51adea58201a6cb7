"""Aztec explains itself (issue 32): every zone of a mid-game table has its text in
both languages (tests/zones_helpers), the listed pieces are all there under the
tutorial's zone names, the action bar's bet sides and artefacts too, Tab walks them;
the role card from the seat's own view; F1's rules section follows the table."""
from __future__ import annotations

import pygame
import pytest

import game
from scenes import i18n
from scenes.aztec.legend import rules_section
from scenes.aztec.role_card import role_card
from scenes.aztec.scene import AztecScene
from tests import test_table_kit as kit
from tests.role_card_helpers import assert_cards_fit, card_said
from tests.zones_helpers import assert_zones_explained, draw_frame

G = game.get("aztec")


def _mid_game(app):
    """A table in round 2 or later, at the viewer's bet (bets, stones, artefacts out)."""
    scene = kit.start_game(app, "aztec", AztecScene, ["human", "normal", "normal", "normal"],
                           None, 6)
    for _ in range(400):
        kit.wait(app, lambda: scene.my_turn() is not None or scene.session.over(), limit=30)
        view = scene.session.viewer_view()
        kind = scene.session.legal(0)[0]["kind"]
        if view["round"] >= 2 and kind == "bet" and not scene.lagging():
            return scene
        move = scene.session.legal(0)[0] if kind != "take" else \
            {"kind": "take", "jewels": view["card"]}
        scene.play(move)
        kit.frame(app, 2)
        scene.skip_to_end()
    raise AssertionError("no second round")


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_a_mid_game_table_explains_every_piece(user_dirs, size):
    app = kit.make_app(size)
    try:
        scene = _mid_game(app)
        zones = {z.name: z for z in assert_zones_explained(scene)}
        players = scene.session.players
        want = {"temple", "card", "score", "character", "stones", "round", "reserve",
                "artefacts", *(f"curse:{c}" for c in ("red", "blue", "yellow")),
                *(f"pile:{c}" for c in ("red", "blue", "yellow")),
                *(f"seat:{p}" for p in range(players)),
                *(f"character:{p}" for p in range(1, players)),
                *(f"stones:{p}" for p in range(1, players)),
                *(f"jewels:{p}" for p in range(players))}
        assert want <= set(zones), sorted(want - set(zones))
        # the bet's two sides named on the instruction before a player is picked (the
        # tutorial's arrow points there), then on the action bar's buttons
        scene.selected = []
        kit.frame(app, 2)
        assert {"bet:believe", "bet:accuse"} <= {z.name for z in assert_zones_explained(scene)}
        scene.selected = [1]
        kit.frame(app, 2)
        names = {z.name for z in assert_zones_explained(scene)}
        assert {"bet:believe", "bet:accuse"} <= names
        # numbers say what they count
        stones = zones["stones"]
        assert str(scene.counts().stones[0]) in stones.text()
        # Tab walks the zones: every one gets the focus once
        seen = set()
        for _ in range(len(names) + 2):
            kit.key(app, pygame.K_TAB, frames=1)
            seen.add(scene.zones.focus)
        assert {"temple", "card", "stones"} <= seen
        kit.key(app, pygame.K_ESCAPE, frames=1)
    finally:
        i18n.set_language("en")
        app.close()


def test_the_score_says_why_everyone_starts_at_minus_two(app):
    scene = kit.start_game(app, "aztec", AztecScene, ["human", "easy", "easy"], None, 4)
    kit.wait(app, lambda: scene.my_turn() is not None)
    draw_frame(scene)
    score = next(z for z in scene.explanations() if z.name == "score")
    assert "-2" in score.text() or "−2" in score.text()
    assert "2" in score.text() and score.params["n"] == -2


@pytest.mark.parametrize("players", [3, 6])
def test_the_role_card_says_how_the_seat_wins_in_both_languages(players):
    state = G.new(players, 5)
    names = [f"N{i}x" for i in range(players)]
    for seat in range(players):
        view = G.view(state, seat)
        card = role_card(view, seat)
        assert card is not None and card.art == f"aztec_{view['seats'][seat]['character']}.png"
        assert len(card.turn) == 3 and len(card.knows) == 3     # start, duo, card
        said = card_said(card, names)
        for lang in ("en", "fr"):
            assert not any(n in text for text in said[lang] for n in names)   # nobody else's secret
        assert "−2 VP" in said["en"][3]     # the first thing it knows
    assert role_card(G.view(state, None), 0) is None


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_aztec_card_fits_the_board(user_dirs, size, lang):
    state = G.new(6, 9)
    assert_cards_fit(size, lang, lambda app: kit.start_game(app, "aztec", AztecScene,
                                                            ["human", "easy", "easy"], None, 4),
                     [role_card(G.view(state, seat), seat) for seat in range(6)])


def test_f1_sections_follow_the_table():
    assert rules_section("choose", False, False) == "characters"
    assert rules_section("take", False, False) == "take"
    assert rules_section("bet", False, False) == "bets"
    assert rules_section("take", True, False) == "reveal"
    assert rules_section("keep", False, False) == "artefacts"
    assert rules_section("over", False, True) == "scoring"
