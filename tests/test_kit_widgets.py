"""The table kit (scenes/kit): each widget's behaviour, headless."""
from __future__ import annotations

import itertools
from types import SimpleNamespace

import pygame
import pytest

from scenes.kit.choice import Choice, ChoicePrompt
from scenes.kit.counters import draw_counter, draw_pile, pile_offsets
from scenes.kit.flip import draw_flip, flip_frame
from scenes.kit.hand import Hand, HandCard
from scenes.kit.images import ImageCache
from scenes.kit.private_box import render_private_box
from scenes.kit.seats import free_half, seat_marks
from scenes.kit.spaces import Ring, Track, draw_spaces
from scenes.kit.text import TextCache
from scenes.kit.timeline import Timeline, speed_factor
from tests import test_table_kit as kit


@pytest.fixture
def app(user_dirs):
    app = kit.make_app((800, 600))
    yield app
    app.close()


@pytest.fixture
def tools(app):
    return TextCache(app), ImageCache(app)


# ------------------------------------------------------------------ timeline
def test_timeline_starts_on_new_events_only_and_scales_with_the_settings():
    factor = [1.0]
    tl = Timeline(lambda: factor[0])
    assert tl.feed([{"kind": "votes"}]) == []          # a loaded game replays nothing
    assert tl.progress("votes", 1.0) == 1.0
    assert tl.feed([{"kind": "votes"}, {"kind": "quest_result"}]) == [{"kind": "quest_result"}]
    tl.tick(0.25)
    assert tl.progress("quest_result", 1.0) == pytest.approx(0.25)
    factor[0] = 0.5                                     # "fast": half as long
    assert tl.progress("quest_result", 1.0) == pytest.approx(0.5)
    factor[0] = 0.0                                     # "instant": no animation
    assert tl.progress("quest_result", 1.0) == 1.0
    assert speed_factor(SimpleNamespace(animation_speed="slow")) > 1.0


def test_timeline_skip_ends_running_animations_but_not_later_ones():
    tl = Timeline(lambda: 1.0)
    tl.feed([])
    tl.feed([{"kind": "a"}])
    tl.tick(0.1)
    assert tl.running(["a"], 1.0)
    tl.skip()
    assert tl.progress("a", 1.0) == 1.0
    tl.tick(0.1)
    tl.feed([{"kind": "a"}, {"kind": "b"}])
    assert tl.progress("b", 1.0) == 0.0


# ------------------------------------------------------------------ flip
def test_a_flip_shows_the_back_narrowing_then_the_face_widening(app):
    assert flip_frame(0.0) == (False, 1.0)
    assert flip_frame(0.25) == (False, 0.5)
    assert flip_frame(0.75) == (True, 0.5)
    assert flip_frame(1.0) == (True, 1.0)
    back, face = pygame.Surface((20, 30)), pygame.Surface((20, 30))
    back.fill((255, 0, 0))
    face.fill((0, 0, 255))
    for k, colour_seen in ((0.1, (255, 0, 0)), (1.0, (0, 0, 255))):
        surf = pygame.Surface((40, 40))
        draw_flip(surf, back, face, (20, 20), k)
        assert surf.get_at((20, 20))[:3] == colour_seen


# ------------------------------------------------------------------ choice
def test_the_choice_prompt_hits_cards_and_a_disabled_one_says_why(app, tools):
    texts, images = tools
    prompt = ChoicePrompt(texts, images)
    panel = pygame.Rect(100, 100, 400, 260)
    choices = [Choice({"v": 1}, "avalon_success.png", "Yes", pygame.K_y),
               Choice({"v": 2}, "avalon_fail.png", "No", pygame.K_n, False, "Not for you")]
    rects = prompt.rects(panel, "Pick one", 2)
    assert all(panel.contains(r) for r in rects) and not rects[0].colliderect(rects[1])
    assert prompt.hit(choices, rects, rects[1].center) is choices[1]
    assert prompt.hit(choices, rects, (panel.x + 1, panel.y + 1)) is None
    surf = pygame.Surface(app.size)
    prompt.draw(surf, panel, "Pick one", choices, rects, rects[1].center)
    # the tooltip panel drawn over the disabled card's top edge
    assert surf.get_at((rects[1].centerx, rects[1].centery - 20))[:3] != (0, 0, 0)
    three = prompt.rects(panel, "Pick one", 3)
    assert len(three) == 3 and all(panel.contains(r) for r in three)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(three, 2))
    keyed = prompt.caption(choices[0], 400)
    bare = prompt.caption(choices[0], 30)
    assert keyed[0] == "Yes (Y)" and bare[0] == "Yes"
    assert keyed[1].get_width() > bare[1].get_width()


# ------------------------------------------------------------------ private box
def test_the_private_box_fits_its_width_in_every_layout(app, tools):
    texts, images = tools
    seen = []
    for width, tight in ((380, False), (150, False), (200, True)):
        box = render_private_box(texts, lambda side: (seen.append(side), None)[1],
                                 "You are Merlin, loyal to Arthur", "You see evil: Ann, Bob",
                                 width, 80, "good_light", "good", tight)
        assert box.get_width() == width and box.get_height() >= 40
    assert seen == [80, 36, 32]


# ------------------------------------------------------------------ seats
def test_free_half_keeps_clear_of_every_seat_mark():
    marks = [seat_marks((300, 100), 20, 120)]
    # a band through the seat's words: the words' box decides
    assert free_half(marks, 0, 140, 150, 1000) == 300 - 60 - 6
    assert free_half(marks, 300, 140, 150, 1000) == 0       # right under the seat
    assert free_half(marks, 0, 400, 450, 1000) == 1000 - 6  # far below: all free
    m = marks[0]
    assert m.corner_left == (280, 80) and m.corner_right == (320, 80)
    # every anchor lies inside the box free_half avoids
    for (x, y), (left, right, top, low) in ((m.left_centre, m.left), (m.right_centre, m.right)):
        assert left <= x <= right and top <= y <= low


def test_the_table_scene_lays_boxes_out_from_the_same_marks(app, monkeypatch):
    from saves import Record, SeatInfo
    from scenes.kit.table import TableScene
    from scenes.shell.session import Session
    kit.register(TableScene)
    try:
        rec = Record.start("tabletest", 5, 1, {}, [SeatInfo(f"P{i}", "normal") for i in range(5)])
        scene = TableScene(Session(rec, speed="instant"))
        app.reset(scene)
        ir = scene.inner_rect
        before = scene.free_half(ir.y, ir.bottom, felt=False)
        wide = seat_marks((ir.centerx, ir.centery), 20, 10 * ir.width)
        monkeypatch.setattr(scene, "seat_marks", lambda seat: wide)
        assert before > 0 and scene.free_half(ir.y, ir.bottom, felt=False) == 0
    finally:
        kit.unregister()


# ------------------------------------------------------------------ hand
def test_a_hand_picks_up_to_its_limit_by_click(app, tools):
    texts, images = tools
    hand = Hand(texts, images, pick=2)
    hand.set_cards([HandCard(k, "card_frame.png", face_up=k != "c", enabled=k != "d")
                    for k in "abcd"])
    rects = hand.layout(pygame.Rect(0, 400, 800, 180))
    assert len(rects) == 4 and all(r.bottom <= 580 for r in rects)
    for key in "abc":
        assert hand.click(rects["abcd".index(key)].center)
    assert hand.selected == ["b", "c"]              # the oldest pick dropped
    hand.click(hand._shown_rect(1, None).center)    # picked cards rise: click where shown
    assert hand.selected == ["c"]
    assert hand.click(rects[3].center) and hand.selected == ["c"]   # disabled: no pick
    assert not hand.click((5, 5))
    hand.set_cards([HandCard("a", "card_frame.png")])
    assert hand.selected == []                      # picks of cards gone are dropped
    surf = pygame.Surface(app.size)
    hand.layout(pygame.Rect(0, 400, 800, 180))
    hand.draw(surf, (400, 500))


def test_a_long_hand_overlaps_inside_its_rect(app, tools):
    hand = Hand(*tools)
    hand.set_cards([HandCard(i, "card_back.png", False) for i in range(12)])
    rect = pygame.Rect(50, 0, 300, 150)
    rects = hand.layout(rect)
    assert rects[0].left >= rect.left and rects[-1].right <= rect.right
    assert hand.card_at(rects[5].move(1, 0).topleft) == 5  # the card on top wins


# ------------------------------------------------------------------ counters
def test_piles_and_counters(app, tools):
    texts, images = tools
    assert len(pile_offsets(30, shown=8)) == 8 and pile_offsets(0) == []
    surf = pygame.Surface(app.size)
    small = draw_pile(surf, texts, images, "glow.png", 2, (100, 100), 24)
    big = draw_pile(surf, texts, images, "glow.png", 9, (300, 100), 24)
    assert big.height > small.height
    rect = draw_counter(surf, texts, images, "crown.png", 7, (500, 100), 40)
    assert rect.center == (500, 100)


# ------------------------------------------------------------------ spaces
@pytest.mark.parametrize("board", [Ring(14), Track(12, rows=2), Track(6)])
def test_spaces_are_inside_apart_and_clickable(app, tools, board):
    area = pygame.Rect(40, 40, 500, 360)
    rects = board.layout(area)
    assert len(rects) == board.count
    assert all(area.contains(r) for r in rects)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))
    for i, r in enumerate(rects):
        assert board.space_at(r.center) == i
    spots = board.pawn_spots(0, 2)
    assert len(set(spots)) == 2 and all(rects[0].collidepoint(p) for p in spots)
    draw_spaces(pygame.Surface(app.size), tools[0], board, label=str)


def test_a_ring_starts_at_the_bottom_and_goes_clockwise():
    ring = Ring(14)
    rects = ring.layout(pygame.Rect(0, 0, 400, 400))
    assert rects[0].centery > 300 and abs(rects[0].centerx - 200) <= 2
    assert rects[7].centery < 100                     # the opposite space on top
    assert rects[1].centerx < rects[0].centerx        # clockwise on screen: leftwards


# ------------------------------------------------------------------ sequence, score sheet
def test_a_sequence_lists_what_has_not_finished():
    from scenes.kit.sequence import Sequence
    seq = Sequence()
    for item, seconds in (("a", 1.0), ("b", 0.0), ("c", 1.0)):
        seq.add(item, seconds)
    assert seq.update(0.1) == ["a"] and seq.pending() == ["a", "b", "c"]
    assert seq.update(1.0) == ["b", "c"] and seq.pending() == ["c"]
    assert seq.update(1.0) == [] and seq.pending() == [] and not seq.busy()


def test_a_score_sheet_shows_its_lines_one_step_at_a_time(app, tools):
    from scenes.kit.score_sheet import SheetRow, draw_score_sheet, sheet_steps
    texts, images = tools
    rows = [SheetRow("Trios", ("2", "4")), SheetRow("Total", ("2", "4"), strong=True)]
    notes = ["Bob wins."]
    assert sheet_steps(rows, notes) == 3
    surf = pygame.Surface(app.size)
    area = pygame.Rect(20, 20, 400, 200)
    heads = ("Ann", "Bob")
    drawn = [draw_score_sheet(surf, texts, images, area, heads, rows, notes, shown)
             for shown in range(4)]
    # the heads, then each row (label and a cell per player), then the sentence
    assert [len(d) for d in drawn] == [2, 5, 8, 9]
    assert all(area.contains(r) for r in drawn[-1])
    whole = draw_score_sheet(surf, texts, images, area, heads, rows, notes)
    assert len(whole) == 9


# ------------------------------------------------------------------ log panel
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("width", [150, 190, 400])
def test_the_more_below_note_stays_inside_the_log_panel(app, lang, width):
    from scenes.i18n import set_language
    from scenes.kit.log_panel import LogPanel
    set_language(lang)
    try:
        panel = LogPanel(TextCache(app), pygame.Rect(20, 10, width, 200))
        panel.set_entries([(f"line {i}", "text") for i in range(40)])
        panel.scroll_by(25)
        assert panel.scroll >= 10
        note = panel._more()
        assert note.get_width() <= width - 20
        surface = pygame.Surface((width + 40, 220))
        surface.fill((255, 0, 255))
        panel.draw(surface)
        left = [surface.get_at((x, 190)) for x in range(0, 20)]   # the note's row, left of the panel
        assert all(c[:3] == (255, 0, 255) for c in left)
    finally:
        set_language("en")


def test_a_score_sheet_outlines_the_winner_s_column_above_its_notes_only(app, tools):
    from scenes.kit.score_sheet import SheetRow, draw_score_sheet
    from scenes.kit.text import colour
    texts, images = tools
    rows = [SheetRow("Trios", ("2", "4")), SheetRow("Total", ("2", "4"), strong=True)]
    surf = pygame.Surface((420, 220))
    drawn = draw_score_sheet(surf, texts, images, pygame.Rect(10, 10, 400, 200), ("Ann", "Bob"),
                             rows, ["Bob wins.", "Tie broken."], winners=(1,))
    accent = pygame.Color(colour("accent"))
    low = max(r.bottom for r in drawn[:-2])        # the last cell of the table
    note = drawn[-1]                               # the last note line

    def accent_rows(y0: int, y1: int) -> bool:
        return any(surf.get_at((x, y)) == accent for x in range(surf.get_width())
                   for y in range(y0, y1))
    assert accent_rows(10, low)                    # the outline is drawn...
    assert not accent_rows(note.top, note.bottom)  # ...and stops before the notes
