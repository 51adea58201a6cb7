"""The table kit's player features in every game, driven through the real scenes:
replay (end screen and Load menu, chapters, roles once over), the personal outcome
("You won" / "You lost" and why, "Your turn"), the remembered setup and its Defaults
button, setup guidance (an explanation per option, dependent options disabled with
the reason) and undo. Avalon-only aids (vote grid, deciding-vote warning) have their
own tests."""
from __future__ import annotations

import random

import pygame
import pytest

import game
from saves import setups, slots
from scenes import catalog
from scenes.dev.shots import _random_record
from scenes.i18n import set_language, t
from scenes.kit.table import TableScene
from scenes.shell import play
from scenes.shell.end import EndScene
from scenes.shell.load_menu import LoadMenu
from scenes.shell.menus import TitleMenu
from scenes.shell.replay import ReplayControls
from scenes.shell.setup_help import help_text, reason
from tests import test_table_kit as kit
from tests.aids_helpers import choose, drawn_words, open_setup

#: game -> players for a quick table
PLAYERS = {"avalon": 5, "agent_avenue": 2, "aztec": 4, "saul": 6}
GAMES = sorted(PLAYERS)


@pytest.fixture
def app(title_app):
    return title_app


def why(game_id, view):
    """The words that say why the game ended, as the end screen must show them."""
    if game_id == "avalon":
        return t("avalon.reason." + view["end_reason"])
    if game_id == "saul":
        return t("saul.end." + view["winner"])
    if game_id == "aztec":
        return str(view["seats"][view["winners"][0]]["score"]["total"])
    over = next(e for e in reversed(view["log"]) if e["kind"] == "game_over")
    return t("agent_avenue.cond." + over["reasons"][0]["condition"]).split()[0]


# -- replay and the personal outcome -------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_end_screen_says_you_won_or_lost_and_why_then_replays(app, game_id):
    rec, state = _random_record(game_id, PLAYERS[game_id], 2, None)
    play.open_record(app, rec)
    kit.frame(app, 1)
    end = app.top
    assert isinstance(end, EndScene)
    with drawn_words(end.texts) as seen:
        end.draw(app.screen)
    assert t("tablekit.you_won" if 0 in state.winners() else "tablekit.you_lost") in seen
    title = end.words.end_title(end.view)               # under "You won": the game's verdict
    assert title in seen and why(game_id, end.view) in title
    kit.click(app, end.replay_button)
    replay = app.top
    scene_cls = catalog.scene_class(game_id)
    assert isinstance(replay, ReplayControls) and isinstance(replay, scene_cls)
    s = replay.session
    assert s.step == 0 and replay.my_turn() is None
    kit.key(app, pygame.K_RIGHT)
    assert s.step == 1 and s.viewer_view() == s.game.view(s.states[1], None)
    chapters = replay.chapters()
    manifest = catalog.get(game_id)
    if manifest.chapter is not None or game_id == "avalon":
        assert len(chapters) >= 2                            # rounds to jump between
        assert chapters[0][0] in replay.status_line()[0]
        kit.key(app, pygame.K_PAGEDOWN)
        assert s.step == chapters[1][1] and chapters[1][0] in replay.status_line()[0]
    roles = t("tablekit.replay.roles") in kit.buttons(app)
    assert roles == bool(manifest.revealed)                  # only where the end reveals
    if roles:
        kit.click(app, kit.buttons(app)[t("tablekit.replay.roles")])
        for key in manifest.revealed:
            assert s.viewer_view()[key] == s.final[key]
    kit.key(app, pygame.K_END)
    assert s.step == s.total
    kit.key(app, pygame.K_ESCAPE)
    assert app.top is end


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_a_save_from_the_load_menu_shows_only_the_public_view(app, game_id):
    rec, _ = _random_record(game_id, PLAYERS[game_id], 3, 12)
    slots.save(rec, "Half way")
    app.push(LoadMenu())
    kit.frame(app, 1)
    menu = app.top
    kit.click(app, menu.replay_button)
    replay = app.top
    assert isinstance(replay, ReplayControls)
    s = replay.session
    assert not s.finished and t("tablekit.replay.roles") not in kit.buttons(app)
    for step in range(s.total + 1):
        s.goto(step)
        assert s.viewer_view() == s.game.view(s.states[step], None)
    kit.key(app, pygame.K_ESCAPE)
    assert app.top is menu


# -- your turn, and undo --------------------------------------------------------------

def quiet_move(g, state, seat):
    """A legal move of ``seat`` after which every view gained only its own echo."""
    for move in state.legal(seat):
        after = g.apply(state, seat, move)
        if all(_echo_only(g.view(state, v)["log"], g.view(after, v)["log"], move)
               for v in [None, *range(state.players)]):
            return move
    return None


def _echo_only(old, new, move):
    return new[:len(old)] == old and all(e.get("kind") == move["kind"] for e in new[len(old):])


def human_to_move(game_id, seed=4, at_least=3):
    """A record of random play (seat 0 human) stopped where seat 0 owes a move that
    reveals nothing, and that move."""
    from saves import Record, SeatInfo
    g = game.get(game_id)
    n = PLAYERS[game_id]
    seats = [SeatInfo("Ann", "human")] + [SeatInfo(f"Bot{i}", "normal") for i in range(1, n)]
    rec = Record.start(game_id, n, seed, {}, seats)
    state = g.new(n, seed)
    rng = random.Random(seed)
    while True:
        # a real choice (a scene may make a forced move, such as sleep, by itself)
        if rec.turn >= at_least and 0 in state.to_act() and len(state.legal(0)) > 1:
            move = quiet_move(g, state, 0)
            if move is not None:
                return rec, move
        seat = rng.choice(list(state.to_act()))
        move = rng.choice(state.legal(seat))
        state = g.apply(state, seat, move)
        rec.add(seat, move)
        assert not state.over(), "no quiet move for the human in this game"


@pytest.mark.parametrize("game_id", GAMES)
def test_your_turn_then_undo_of_a_move_that_revealed_nothing(app, game_id, monkeypatch):
    rec, move = human_to_move(game_id)
    actions = list(rec.actions)
    play.open_record(app, rec)
    scene = app.top
    assert isinstance(scene, TableScene)
    monkeypatch.setattr(scene.session, "poll", lambda dt=0.0: False)   # the bots wait
    kit.frame(app, 2)
    s = scene.session
    assert scene.status_line()[0] == t("table.your_turn_solo")
    scene.play(move)                                   # what the move's button does
    kit.frame(app, 2)
    assert s.record.actions[-1] == (0, move)
    kit.click(app, kit.buttons(app)[t("tablekit.undo")])
    assert s.record.actions == actions and scene.my_turn() == 0
    assert scene.status_line()[0] == t("table.your_turn_solo")
    assert t("tablekit.undo") not in kit.buttons(app)  # the bots' moves are not the human's


# -- setup: remembered, defaults, guidance --------------------------------------------

def first_free_option(gdef):
    """An option with nothing it needs, and a value other than its default."""
    name = next(n for n, o in gdef.options.items() if not o.needs)
    option = gdef.options[name]
    return name, next(v for v in option.allowed if v != option.default)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_last_setup_comes_back_and_defaults_forget_it(app, game_id):
    gdef = game.get(game_id)
    scene = open_setup(app, game_id)
    players = scene.players + 1 if scene.players < gdef.max_players else scene.players - 1
    choose(app, scene, "count", str(players))
    name, value = first_free_option(gdef)
    shown = {v: text for text, v in scene.option_values(name)}[value]
    choose(app, scene, f"opt:{name}", shown)
    scene.widgets["name0"].set_text("Zoé")
    kit.click(app, scene.widgets["start"])
    assert app.top is not scene
    app.reset(TitleMenu())
    again = open_setup(app, game_id)
    assert again.players == players and again.options[name] == value
    assert again.widgets["name0"].get_text() == "Zoé"
    kit.click(app, again.widgets["defaults"])
    assert again.options[name] == gdef.options[name].default
    assert again.names[0] == again.default_name(0, "human")
    assert setups.load(game_id) == {}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_has_an_explanation(game_id, lang):
    set_language(lang)
    try:
        for name in game.get(game_id).options:
            assert help_text(game_id, name), (game_id, name)
    finally:
        set_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_pointing_at_an_option_explains_it_and_dependent_ones_say_why_they_are_off(app, game_id):
    gdef = game.get(game_id)
    scene = open_setup(app, game_id)
    for name in gdef.options:
        pygame.mouse.set_pos(scene.option_rows[name].move(4, 0).midleft)
        with drawn_words(scene.texts) as seen:
            scene.draw(app.screen)
        words = help_text(game_id, name).split()
        shown = " ".join(seen)
        assert words[0] in shown and words[-1] in shown, name
    for name, option in gdef.options.items():
        if not option.needs:
            continue
        scene = open_setup(app, game_id)
        if not scene.disabled & {name}:
            continue   # a remembered setup may have turned it on: its own test above
        assert not scene.widgets[f"opt:{name}"].is_enabled
        with drawn_words(scene.texts) as seen:
            scene.draw(app.screen)
        assert reason(scene, name) in seen
        for other, value in option.needs.items():
            shown = {v: text for text, v in scene.option_values(other)}[value]
            choose(app, scene, f"opt:{other}", shown)
        assert scene.widgets[f"opt:{name}"].is_enabled, name


def test_options_that_need_another_are_declared_in_every_game():
    """Michal's two settings need Michal; the Home spaces need the advanced board."""
    assert game.get("saul").options["michal_sees"].needs == {"michal": True}
    assert game.get("saul").options["michal_catch_chance"].needs == {"michal": True}
    assert game.get("agent_avenue").options["home_spaces_active"].needs == {"mode": "advanced"}
