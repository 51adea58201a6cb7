"""Whole Agent Avenue games through the real scene with synthetic mouse input: one
human against a bot, two humans in pass-and-play (every private step behind the pass
screen), a team game; the recruiter never sees the face-down card."""
from __future__ import annotations

import random
from contextlib import contextmanager

import pygame
import pytest

from saves import SeatInfo
from scenes.agent_avenue.scene import TILE_FLOOR, AgentAvenueScene
from scenes.agent_avenue.words import agent
from scenes.i18n import t
from scenes.shell import play
from scenes.shell.end import EndScene
from scenes.shell.pass_device import PassDevice
from tests import test_table_kit as kit


@contextmanager
def table_app(size, lang, players, mode):
    """A new app at ``size`` in ``lang`` with a game of ``players`` (a human, then easy
    bots) in ``mode`` on the table, two frames drawn; closed after."""
    from scenes.shell.app import App
    app = App(size=size, lang=lang, persist=False)
    app.learning_aids = False   # no goal card over the table at the start
    try:
        seats = [SeatInfo(n, "human" if i == 0 else "easy")
                 for i, n in enumerate(["Ann", "Bruno", "Chloé", "Dmitri"][:players])]
        play.start_new(app, "agent_avenue", players, seats, {"mode": mode}, 4)
        scene = app.top
        assert isinstance(scene, AgentAvenueScene)
        kit.frame(app, 2)
        yield app, scene
    finally:
        app.close()


def start(app, kinds, options=None, seed=11):
    return kit.start_game(app, "agent_avenue", AgentAvenueScene, kinds, options, seed)


button = kit.button


def click_card(app, scene, name):
    view = scene.session.viewer_view()
    rect = next(r for r, a in scene.choice_cards(view) if a == name)
    kit.click_at(app, rect.center)


def human_move(app, scene, rng, seen):
    """One move for the human whose private view is on screen, by clicking."""
    session = scene.session
    seat = scene.my_turn()
    view = session.viewer_view()
    assert view["seat"] == seat and sorted(view["hand"]) == sorted(session._state.hands[seat])
    legal = session.legal(seat)
    kinds = {m["kind"] for m in legal}
    seen.append((seat, view["phase"]))
    if "discard" in kinds and rng.random() < 0.1:
        kit.click(app, button(app, t("agent_avenue.act.discard_mode")))
        card = rng.choice([m["card"] for m in legal if m["kind"] == "discard"])
        click_card(app, scene, card)
    elif kinds & {"play_up", "play_down"}:
        card = rng.choice([m["card"] for m in legal if m["kind"] in ("play_up", "play_down")])
        click_card(app, scene, card)
    elif "recruit" in kinds:
        assert view["down"] is None   # the recruiter never sees the face-down card
        if rng.random() < 0.5:
            kit.click(app, button(app, t("agent_avenue.act.take_up", card=agent(view["up"]))))
        else:
            up, down = scene.table_cards()
            kit.click_at(app, down.center)
    elif "market" in kinds:
        rect, _ = rng.choice(scene.market_rows(view))
        kit.click_at(app, rect.center)
    elif "ability" in kinds:
        click_card(app, scene, rng.choice([m["agent"] for m in legal]))
    elif "recruit_now" in kinds:
        key = "agent_avenue.act.recruit_now" if rng.random() < 0.5 else "agent_avenue.act.keep"
        kit.click(app, button(app, t(key)))
    else:
        raise AssertionError(kinds)


def drive(app, scene, seed=0, limit=180.0):
    """Play to the end screen (bots think in their thread: waits up to ``limit`` s)."""
    rng = random.Random(seed)
    session = scene.session
    seen, passes = [], []
    for _ in kit.seconds(limit):
        top = app.top
        if isinstance(top, EndScene):
            return seen, passes
        if isinstance(top, PassDevice):
            assert session.viewer() is None   # nothing private while the pass screen shows
            passes.append(top.seat)
            kit.click(app, top.button)
            continue
        assert top is scene
        if scene.my_turn() is not None:
            before = session.turn
            human_move(app, scene, rng, seen)
            assert session.turn > before, "the click made no move"
            continue
        kit.idle(app)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("mode", ["basic", "advanced"])
def test_one_human_against_a_bot_plays_a_whole_game(app, mode):
    scene = start(app, ["human", "normal"], {"mode": mode}, seed=3)
    seen, passes = drive(app, scene, seed=1)
    assert passes == [] and seen and {s for s, _ in seen} == {0}
    end = app.top
    texts = [scene.describe(e) for e in end.view["log"]]
    assert all(txt and txt != e["kind"] for txt, e in zip(texts, end.view["log"]))


def test_two_humans_pass_and_play(app):
    scene = start(app, ["human", "human"], {"mode": "advanced"}, seed=8)
    seen, passes = drive(app, scene, seed=2)
    assert {s for s, _ in seen} == {0, 1}
    assert set(passes) == {0, 1} and len(passes) >= 2
    assert scene.session.over()


@pytest.mark.parametrize("mode", ["basic", "advanced"])
def test_team_game_passes_between_teammates(app, mode):
    scene = start(app, ["human", "easy", "human", "normal"], {"mode": mode}, seed=5)
    seen, passes = drive(app, scene, seed=3)
    assert {s for s, _ in seen} == {0, 2} and {0, 2} <= set(passes)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("kinds,mode", [(["human", "normal"], "basic"),
                                        (["human", "easy"], "advanced"),
                                        (["human", "easy", "easy", "easy"], "advanced")])
def test_seat_words_and_last_move_stay_inside_their_panels_at_800x600(user_dirs, lang, kinds,
                                                                      mode):
    from scenes.shell.app import App
    app = App(size=(800, 600), lang=lang, persist=False)
    app.learning_aids = False   # no goal card over the table at the start
    try:
        names = ["Ann", "Bruno", "Chloé", "Dmitri"]
        seats = [SeatInfo(names[i], k) for i, k in enumerate(kinds)]
        play.start_new(app, "agent_avenue", len(kinds), seats, {"mode": mode}, 4)
        scene = app.top
        assert isinstance(scene, AgentAvenueScene)
        rng, seen = random.Random(0), set()
        for _ in range(60):
            if app.top is not scene:
                break
            if scene.my_turn() is not None:
                human_move(app, scene, rng, [])
            else:
                kit.frame(app, 1, dt=0.05)
            for what, seat, rect in scene.drawn_labels:
                seen.add(what)
                if what == "last_move":   # under the panels, through none of their borders
                    assert scene.board_rect.contains(rect), rect
                    for panel in (*scene.panels, scene.hand_rect, scene.mid_rect):
                        assert not panel.colliderect(rect), (rect, panel)
                else:
                    panel = scene.panels[seat % 2].inflate(-2, -2)
                    assert panel.contains(rect), (what, seat, rect, panel)
        assert {"you", "status", "last_move"} <= seen
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_every_card_shows_its_name_in_the_hand_and_on_the_table(user_dirs, lang, size):
    """A one-word name wider than the card (Codebreaker, Cryptologue at 800x600) was
    drawn blank: every agent's name puts ink above its emblem, in both places."""
    import pygame

    from game.agent_avenue.data import TYPES
    from scenes.shell.app import App
    app = App(size=size, lang=lang, persist=False)
    app.learning_aids = False   # no goal card over the table at the start
    try:
        seats = [SeatInfo("Ann", "human"), SeatInfo("Bruno", "normal")]
        play.start_new(app, "agent_avenue", 2, seats, {"mode": "basic"}, 4)
        scene = app.top
        assert isinstance(scene, AgentAvenueScene)
        kit.frame(app, 2)
        hand = scene.choice_cards(scene.session.viewer_view())
        assert hand
        for rect in (hand[0][0], *scene.table_cards()):
            for a in TYPES:
                surf = pygame.Surface(app.size)
                scene.draw_card(surf, rect, a)
                band = pygame.Rect(rect.x + 5, rect.y + 4, rect.width - 10, 10)   # the name's
                ink = sum(1 for x in range(band.left, band.right)
                          for y in range(band.top, band.bottom)
                          if min(surf.get_at((x, y))[:3]) > 200)
                assert ink > 15, (agent(a), rect, ink)
    finally:
        app.close()


def rich_view(view, hand):
    """``view`` with every agent type in play on both sides, two permanent Black Market
    cards on one side and one on the other (advanced), and ``hand`` in hand."""
    import copy

    from game.agent_avenue.data import TYPES
    rich = copy.deepcopy(view)
    rich["hand"] = list(hand)
    rich["tableau"] = [{a: 1 + (i + side) % 3 for i, a in enumerate(TYPES)} for side in (0, 1)]
    if rich["mode"] == "advanced":
        rich["perms"] = [["security_system", "distraction"], ["masterplan"]]
    return rich


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("players", [2, 4])
def test_every_card_name_fits_its_card_whole(user_dirs, monkeypatch, lang, size, players):
    """Codebreaker was cut to "Codebrea…" at 800x600: on every card the scene lays out
    (a hand of 4, of 6 after Mind Control, 8 agents to choose from for an ability, the
    two cards on the table, the card turning over at the recruit) every agent's name
    is whole, within the card's width, at a font of 9 px or more, and leaves the card
    room for its emblem."""
    from game.agent_avenue.data import TYPES
    from scenes.agent_avenue.scene import MIN_NAME_SIZE, NAME_MARGIN
    with table_app(size, lang, players, "advanced") as (app, scene):
        view = scene.session.viewer_view()
        rects = []
        for n in (4, 6, 8):
            rich = rich_view(view, TYPES[:n])
            monkeypatch.setattr(scene.session, "viewer_view", lambda rich=rich: rich)
            kit.frame(app, 1)   # more than 4: the layout gives the hand its two rows
            rects += [r for r, _ in scene.choice_cards(rich)]
        up, down = scene.table_cards()
        rects += [up, down]
        widths = sorted({r.width for r in rects})
        assert widths[0] >= 60, widths
        assert min(r.height for r in rects) >= 60
        for rect in rects:
            room = rect.width - NAME_MARGIN
            for a in TYPES:
                name = agent(a)
                font_size, lines = scene.texts.lines(name, room, scene.name_tries(*rect.size), True)
                font = app.font(font_size, True)
                assert " ".join(lines) == name, (name, rect, lines)
                assert all(font.size(x)[0] <= room for x in lines), (name, rect)
                assert font_size >= MIN_NAME_SIZE and len(lines) <= 2
                block = scene.texts.block(name, room, scene.name_tries(*rect.size), bold=True,
                                          spacing=-3)
                assert block.get_height() <= rect.height * 0.4, (name, rect)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("players,mode", [(2, "basic"), (2, "advanced"), (4, "advanced")])
def test_nothing_on_the_table_overlaps(user_dirs, monkeypatch, size, lang, players, mode):
    """With every agent type in play on both sides, permanent Black Market cards and a
    hand of 0, 4, then 6 (the most: 4, and the agents Mind Control and Spycation bring):
    the seats' marks (token, "you", name, status), the lead, the agent tiles
    and the permanent cards stay inside their panel and never meet; the agent tiles
    keep a readable size; the areas, the hand's cards, the table's cards and the
    Black Market rows stay in their places, apart."""
    from game.agent_avenue.data import TYPES
    with table_app(size, lang, players, mode) as (app, scene):
        for cards in (0, 4, 6):
            rich = rich_view(scene.session.viewer_view(), TYPES[:cards])
            monkeypatch.setattr(scene.session, "viewer_view", lambda rich=rich: rich)
            kit.frame(app, 1)
            check_table(scene, rich, size, players, mode, lang, cards)


def check_table(scene, rich, size, players, mode, lang, cards):
    """The overlap test's checks of the table as ``rich`` draws it."""
    from game.agent_avenue.data import TYPES
    sides = rich["sides"]
    # (what, side, seat owning it or None, rect)
    marks = [(what, sides[seat], seat, rect) for what, seat, rect in scene.drawn_labels
             if what in ("you", "status")]
    marks += [("name", sides[seat], seat, rect) for seat, rect in enumerate(scene.name_rects)]
    marks += [("token", sides[seat], seat,
               pygame.Rect(pos[0] - scene.seat_r, pos[1] - scene.seat_r, 2 * scene.seat_r,
                           2 * scene.seat_r)) for seat, pos in enumerate(scene.seat_pos)]
    marks += [(what, side, None, rect) for what, side, rect in scene.placed]
    assert {w for w, _, _ in scene.placed} >= {"lead", "tile"}
    problems = []
    for what, side, _, rect in marks:
        if not scene.panels[side].inflate(-2, -2).contains(rect):
            problems.append(f"{what} {side} {rect} leaves its panel {scene.panels[side]}")
    for i, (a, sa, oa, ra) in enumerate(marks):
        for b, sb, ob, rb in marks[i + 1:]:
            if oa is not None and oa == ob:
                continue     # one seat's own marks are placed together by the table
            if ra.colliderect(rb):
                problems.append(f"{a} {sa} {ra} meets {b} {sb} {rb}")
    tiles = [r for what, _, r in scene.placed if what == "tile"]
    assert len(tiles) == 2 * len(TYPES)
    smallest = min(min(r.size) for r in tiles)
    # everything in play at once, the largest hand: the tiles keep their floor (they
    # were 16 px in teams at 800x600 once a hand passed 4 cards)
    if smallest < TILE_FLOOR:
        problems.append(f"tiles of {smallest} px")
    areas = [scene.ring_rect, scene.hand_rect, *scene.panels] + \
        ([scene.mid_rect] if mode == "advanced" else [])
    for i, a in enumerate(areas):
        for b in areas[i + 1:]:
            if a.colliderect(b):
                problems.append(f"the areas {a} and {b} meet")
    hand = [r for r, _ in scene.choice_cards(rich)]
    places = [("hand", r, scene.hand_rect) for r in hand]
    inner = scene.ring_rect.inflate(-2 * scene.cell, -2 * scene.cell)
    places += [("table", r, inner) for r in scene.table_cards()]
    places += [("market", r, scene.mid_rect) for r, _ in scene.market_rows(rich)]
    for what, rect, home in places:
        if not home.contains(rect):
            problems.append(f"{what} card {rect} leaves {home}")
    for i, (a, ra, _) in enumerate(places):
        for b, rb, _ in places[i + 1:]:
            if ra.colliderect(rb):
                problems.append(f"{a} {ra} meets {b} {rb}")
    assert not problems, f"{players} players, {mode}, {lang}, {size}, {cards} cards: " + \
        "; ".join(problems)


def board_geometry(scene, view):
    """Where everything but the hand's cards lies, as the scene lays it out and draws it."""
    tiles = {(side, what, r.topleft, r.size) for what, side, r in scene.placed if what == "tile"}
    return {"areas": [tuple(r) for r in (scene.ring_rect, scene.mid_rect, scene.hand_rect,
                                          *scene.panels)],
            "cell": scene.cell, "seats": list(scene.seat_pos),
            "names": [tuple(r) for r in scene.name_rects],
            "slots": [{a: tuple(r) for a, r in side.items()} for side in scene.slots],
            "table": [tuple(r) for r in scene.table_cards()],
            "market": [tuple(r) for r, _ in scene.market_rows(view)],
            "leads": list(scene.leads), "tiles": tiles}


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("players,mode", [(2, "basic"), (2, "advanced"), (3, "advanced"),
                                          (4, "advanced")])
def test_the_board_stays_put_whatever_the_hand(user_dirs, monkeypatch, size, players, mode):
    """In teams at 800x600 a hand past 4 cards sent the Black Market between the panels
    and shrank the tiles to 16-20 px mid-game. From an empty hand to the largest (6) and
    an ability's choice among the 8 agent types, with agent types and permanent cards
    coming into play: the avenue, the Black Market, the hand's area, the panels, the
    seats, the table's cards and every tile stay where they are, at their size; a hand
    card keeps its width and column; the cards stay in the hand's area, apart."""
    import copy

    from game.agent_avenue.data import TYPES
    with table_app(size, "en", players, mode) as (app, scene):
        base = rich_view(scene.session.viewer_view(), TYPES[:4])
        first, columns = None, {}
        for n in range(0, 7):
            for types in (1, 5, 8):   # agent types in play: each keeps its tile
                view = copy.deepcopy(base)
                view["hand"] = [TYPES[i % 6] for i in range(n)]
                view["hand_sizes"] = [n] * players
                view["tableau"] = [dict.fromkeys(TYPES[side:side + types], 2) for side in (0, 1)]
                if mode == "advanced":
                    view["perms"] = [["security_system", "distraction"][:types % 3], []]
                monkeypatch.setattr(scene.session, "viewer_view", lambda view=view: view)
                kit.frame(app, 2)
                geometry = board_geometry(scene, view)
                tiles = geometry.pop("tiles")
                first = first or geometry
                assert geometry == first, (n, types)
                slots = scene.slots
                assert len(tiles) == sum(len(row) for row in view["tableau"])
                for side, _, topleft, tile_size in tiles:
                    assert any(r.topleft == topleft and r.size == tile_size
                               for r in slots[side].values())
                cards = [r for r, _ in scene.choice_cards(view)]
                for i, r in enumerate(cards):
                    assert columns.setdefault(i % 4, (r.x, r.width)) == (r.x, r.width), (n, i)
        ability = copy.deepcopy(base)
        ability.update(phase="ability", options_for_me=list(TYPES), choice={"card": "spycation"})
        monkeypatch.setattr(scene.session, "viewer_view", lambda: ability)
        kit.frame(app, 2)
        assert board_geometry(scene, ability)["areas"] == first["areas"]
        cards = [r for r, _ in scene.choice_cards(ability)]
        assert len(cards) == 8 and all(scene.hand_rect.contains(r) for r in cards)
        assert not any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])


def test_the_board_is_the_same_in_both_languages(user_dirs):
    """The cards are as wide as the longest name in any language needs: switching the
    language moves nothing (nor cuts a name laid out for the other language)."""
    geometries = []
    for lang in ("en", "fr"):
        with table_app((800, 600), lang, 4, "advanced") as (app, scene):
            view = scene.session.viewer_view()
            geometry = board_geometry(scene, view)
            geometry.pop("tiles")
            for words in ("names", "leads"):   # as wide as their words
                geometry.pop(words)
            geometries.append((geometry, scene.card))
    assert geometries[0] == geometries[1]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("players", [2, 4])
def test_black_market_names_whole_and_permanent_cards_told_whole(user_dirs, monkeypatch, lang,
                                                                 players):
    """At 800x600 the Black Market lies across the left column: every card's name shows
    whole there ("Manipulation de l'esprit" was cut); the permanent cards, cut on a
    team's lead line, are told whole with their effect under the mouse."""
    import copy

    from game.agent_avenue.data import MARKET
    from scenes.agent_avenue.scene import MARKET_ACROSS_TRIES
    from scenes.agent_avenue.words import market
    with table_app((800, 600), lang, players, "advanced") as (app, scene):
        assert scene.market_across
        view = copy.deepcopy(scene.session.viewer_view())
        width = scene.market_rows(view)[0][0].width - 6
        for card in MARKET:
            _, lines = scene.texts.lines(market(card), width, MARKET_ACROSS_TRIES, True)
            assert " ".join(lines) == market(card), lines
        view["perms"] = [["security_system", "distraction", "masterplan"], []]
        monkeypatch.setattr(scene.session, "viewer_view", lambda: view)
        kit.frame(app, 1)
        room = scene.perm_rooms[0]
        tip = scene.tooltip_lines(view, room.center)
        assert tip == [t("agent_avenue.tip.perm", card=market(c), effect=t(f"agent_avenue.effect.{c}"))
                       for c in view["perms"][0]]
        assert scene.tooltip_lines(view, scene.perm_rooms[1].center) == []   # none there


def test_tooltips_wrap_rather_than_cut(user_dirs, monkeypatch):
    """Over the hand in teams at 800x600 in French the last line ("Recruté maintenant par
    Bruno & Dmitri : +3.") was cut with "…"; the permanent cards' effects are long too:
    every line of a tooltip fits its width, over as many lines as it needs."""
    import copy

    from scenes.agent_avenue import scene as module
    with table_app((800, 600), "fr", 4, "advanced") as (app, scene):
        view = copy.deepcopy(scene.session.viewer_view())
        view["perms"] = [["security_system", "distraction"], ["evil_twin"]]
        monkeypatch.setattr(scene.session, "viewer_view", lambda: view)
        shown = []
        monkeypatch.setattr(module, "draw_tooltip",
                            lambda surface, texts, text, anchor, size, width, within: shown.append(
                                (text, size, width)))
        spots = [scene.choice_cards(view)[0][0].center, *(r.center for r in scene.perm_rooms)]
        for spot in spots:
            pygame.mouse.set_pos(spot)
            kit.frame(app, 1)
            assert shown, spot
            text, size, width = shown[-1]
            words = " ".join(scene.tooltip_lines(view, spot)).split()
            assert text.split() == words   # every word, in order
            font = app.font(size)
            assert all(font.size(part)[0] <= width for part in text.split("\n")), text


def press(app, pos):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    kit.frame(app, 1)


def move_to(app, start, end, steps=4):
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps,
               start[1] + (end[1] - start[1]) * i // steps)
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        kit.frame(app, 1)


def release(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    kit.frame(app, 2)


def drag(app, start, end):
    press(app, start)
    move_to(app, start, end)
    release(app, end)


def hand_slot(scene, index):
    return scene.choice_cards(scene.session.viewer_view())[index]


def test_a_card_dragged_to_its_place_on_the_table_is_played_there(app):
    """Drag a card onto the face-up place: it is played face up; the next card dropped
    on the face-up place (face down is asked now) or on a house goes back to its place
    in the hand, played nowhere; dropped on the face-down place it is played face down."""
    from dataclasses import replace
    scene = start(app, ["human", "easy"], seed=3)
    kit.wait(app, lambda: scene.my_turn() == 0 and
             {m["kind"] for m in scene.session.legal(0)} >= {"play_up"})
    app.settings = replace(app.settings, animation_speed="normal")   # the slide back shows
    session = scene.session
    rect, card = hand_slot(scene, 1)
    up, down = scene.table_cards()
    press(app, rect.center)
    move_to(app, rect.center, up.center)
    # mid-drag: the card follows the mouse, its place in the hand waits, nothing played
    assert scene.drag is not None and scene.drag.moved
    held = scene.drag_rect()
    assert held is not None and held.size == rect.size
    assert held.center == up.center   # grabbed by its centre
    assert set(scene.drop_zones()) == {"play_up"}
    turn = session.turn
    release(app, up.center)
    assert session.record.actions[-1] == (0, {"kind": "play_up", "card": card})
    assert session.turn == turn + 1 and scene.drag is None
    assert set(scene.drop_zones()) == {"play_down"}

    hand = list(session.viewer_view()["hand"])
    index = next(i for i, (_, a) in enumerate(scene.choice_cards(session.viewer_view()))
                 if a in scene.clickable_cards(session.viewer_view()))
    rect, card = hand_slot(scene, index)
    for elsewhere in (up.center, scene.space_rect(3).center):
        drag(app, rect.center, elsewhere)
        assert session.turn == turn + 1 and session.viewer_view()["hand"] == hand
        assert scene.returning is not None and scene.returning[0] == index
        kit.frame(app, 20, dt=0.05)   # it slides back
        assert scene.returning is None
    drag(app, rect.center, down.center)
    assert session.record.actions[turn + 1] == (0, {"kind": "play_down", "card": card})


def test_a_press_without_moving_is_still_a_click(app):
    scene = start(app, ["human", "easy"], seed=3)
    kit.wait(app, lambda: scene.my_turn() == 0 and
             {m["kind"] for m in scene.session.legal(0)} >= {"play_up"})
    rect, card = hand_slot(scene, 0)
    press(app, rect.center)
    move_to(app, rect.center, (rect.centerx + 2, rect.centery + 2), steps=1)   # a hand's jitter
    release(app, (rect.centerx + 2, rect.centery + 2))
    assert scene.session.record.actions[-1] == (0, {"kind": "play_up", "card": card})


def test_nothing_stays_held_when_the_device_passes(app):
    """Pass-and-play: a card held when its owner hides the screen (H) is let go; after
    the face-down drop the pass screen shows nothing held, and the next player finds
    no card of the first under the mouse."""
    scene = start(app, ["human", "human"], seed=8)
    session = scene.session
    for _ in range(20):
        if isinstance(app.top, PassDevice):
            kit.click(app, app.top.button)
        elif scene.my_turn() is not None and "play_up" in {m["kind"] for m in session.legal(
                scene.my_turn())}:
            break
        else:
            kit.frame(app, 1, dt=0.5)
    seat = scene.my_turn()
    up, down = scene.table_cards()
    rect, _ = hand_slot(scene, 0)
    press(app, rect.center)
    move_to(app, rect.center, up.center)
    assert scene.drag is not None
    kit.key(app, pygame.K_h)
    assert scene.drag is None and session.viewer() is None
    if isinstance(app.top, PassDevice):
        kit.click(app, app.top.button)
    kit.wait(app, lambda: session.viewer() == seat or isinstance(app.top, PassDevice))
    if isinstance(app.top, PassDevice):
        kit.click(app, app.top.button)
    rect, _ = hand_slot(scene, 0)
    drag(app, rect.center, up.center)
    view = session.viewer_view()
    index = next(i for i, (_, a) in enumerate(scene.choice_cards(view))
                 if a in scene.clickable_cards(view))
    rect, _ = hand_slot(scene, index)
    press(app, rect.center)
    move_to(app, rect.center, down.center)
    release(app, down.center)
    assert session.record.actions[-1][1]["kind"] == "play_down"
    assert scene.drag is None and scene.returning is None
    assert session.viewer() != seat    # the screen was handed over or hidden


def test_keys_play_a_card_and_take_either_card(app):
    """1, 2...: the hand's cards as clicks; U and D take the face-up or the hidden card
    (H would hide the screen)."""
    scene = start(app, ["human", "easy"], seed=3)
    session = scene.session
    kit.wait(app, lambda: scene.my_turn() == 0 and
             {m["kind"] for m in session.legal(0)} >= {"play_up"})
    actions = session.record.actions

    def press_key(key, move):
        before = len(actions)
        kit.key(app, key)
        assert len(actions) > before and actions[before] == (0, move)

    card = scene.choice_cards(session.viewer_view())[1][1]
    press_key(pygame.K_2, {"kind": "play_up", "card": card})
    view = session.viewer_view()
    index = next(i for i, (_, a) in enumerate(scene.choice_cards(view))
                 if a in scene.clickable_cards(view))
    press_key(pygame.K_1 + index, {"kind": "play_down", "card": scene.choice_cards(view)[index][1]})
    for key, pick in ((pygame.K_d, "down"), (pygame.K_u, "up")):
        kit.wait(app, lambda: scene.my_turn() == 0 and
                 {m["kind"] for m in session.legal(0)} == {"recruit"})
        press_key(key, {"kind": "recruit", "pick": pick})
        kit.wait(app, lambda: scene.my_turn() == 0 and
                 {m["kind"] for m in session.legal(0)} & {"play_up", "discard"})
        kit.key(app, pygame.K_1)
        view = session.viewer_view()
        index = next(i for i, (_, a) in enumerate(scene.choice_cards(view))
                     if a in scene.clickable_cards(view))
        kit.key(app, pygame.K_1 + index)


def test_a_card_held_when_the_release_is_lost_goes_back(app):
    """The button let go outside the window: the next press (or the window losing the
    focus) sends the held card back to the hand, played nowhere."""
    scene = start(app, ["human", "easy"], seed=3)
    kit.wait(app, lambda: scene.my_turn() == 0 and
             {m["kind"] for m in scene.session.legal(0)} >= {"play_up"})
    rect, _ = hand_slot(scene, 0)
    up, _ = scene.table_cards()
    turn = scene.session.turn
    for lost in (pygame.event.Event(pygame.WINDOWFOCUSLOST),
                 pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(2, 2))):
        press(app, rect.center)
        move_to(app, rect.center, up.center)
        assert scene.drag is not None
        pygame.event.post(lost)
        kit.frame(app, 2)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(2, 2)))
        kit.frame(app, 2)
        assert scene.drag is None and scene.session.turn == turn
