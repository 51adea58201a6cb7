"""Tutorials (game/tutorial.py and game/<id>/tutorial.py): each plays to its end through
the game's own rules, teaches its game's core decisions, has every text in English and
French, refuses a wrong legal move with "try" and never an exception, and a broken
step fails with one line naming the step, the move and the reason."""
from __future__ import annotations

import dataclasses
import json

import pytest

import game
from game import tutorial as T
from game.moves import strictly_equal
from scenes import i18n

GAMES = ("avalon", "agent_avenue", "aztec", "saul")

#: the core decisions issue 32 asks each tutorial to teach
CORE = {
    "avalon": {"vote", "team", "quest_card", "failed_quest", "assassination"},
    "agent_avenue": {"face_up_down", "recruit", "lead", "catch", "codebreakers"},
    "aztec": {"take", "bet", "curse", "artefact", "scoring"},
    "saul": {"card", "night_action", "general", "vote", "chain"},
}

ZONE = T.zone_pattern()  # the zone vocabulary the scenes register (game.tutorial.ZONES)

READ_WORDS_PER_SECOND = 3.3   # ~200 words a minute
SHORT_STEP = 4.0              # seconds, at least, for any text
MOVE_SECONDS = 5.0            # the learner finds and makes the taught move
SCRIPTED_SECONDS = 0.5        # another seat's scripted move, shown on the table


def reading(key: str, lang: str) -> float:
    return max(SHORT_STEP, len(i18n.table(lang)[key].split()) / READ_WORDS_PER_SECOND)


def estimate(t: T.Tutorial, lang: str) -> tuple[float, float]:
    """(seconds to the learner's first decision, seconds in all) at normal speed."""
    total, first = 0.0, None
    for step in t.steps:
        total += SCRIPTED_SECONDS * len(step.before) + reading(step.text, lang)
        if step.expect is not None:
            first = total if first is None else first
            total += MOVE_SECONDS + SCRIPTED_SECONDS * len(step.reply)
        if step.after:
            total += reading(step.after, lang)
    assert first is not None
    return first, total


@pytest.mark.parametrize("gid", GAMES)
def test_each_tutorial_completes_and_the_learner_wins(gid):
    t = T.load(gid)
    result = T.run(gid, autoplay=True)
    assert result.completed
    assert result.steps == len(t.steps)
    assert result.moves == t.learner_moves() >= 5
    assert result.scripted == t.scripted_moves()
    coach = T.Coach(t)
    while not coach.done:
        coach.autoplay()
        coach.next()
    assert coach.state.over() and t.setup.learner in coach.state.winners()


@pytest.mark.parametrize("gid", GAMES)
def test_the_command_line_json_line(gid):
    status, line = T.autoplay_line(gid)
    assert status == 0
    t = T.load(gid)
    assert line == json.dumps({"tutorial": gid, "steps": len(t.steps),
                               "moves": t.learner_moves(), "completed": True})
    assert json.loads(line)["completed"] is True and "\n" not in line


def test_without_autoplay_the_runner_stops_at_the_first_taught_move():
    result = T.run("avalon", autoplay=False)
    assert not result.completed and result.moves == 0
    t = T.load("avalon")
    first = next(i for i, s in enumerate(t.steps, 1) if s.expect is not None)
    assert result.steps == first


@pytest.mark.parametrize("gid", GAMES)
def test_each_tutorial_teaches_its_core_decisions(gid):
    t = T.load(gid)
    assert set(t.core) == CORE[gid]
    assert CORE[gid] <= t.taught()
    # every core decision that is a move is taught by a move of the learner, not only told
    moved = {tag for s in t.steps if s.expect is not None for tag in s.teaches}
    assert len(moved & CORE[gid]) >= 3


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("lang", ("en", "fr"))
def test_every_text_key_exists_in_both_languages(gid, lang):
    table = i18n.table(lang)
    t = T.load(gid)
    missing = [k for k in t.keys() if k not in table]
    assert missing == []
    for step in t.steps:
        if step.expect is not None:
            assert T.hint_key(step) in table and T.hint_key(step) == step.hint
    assert T.hint_key(T.Step(text="x")) in table  # the generic "try" of a step without a move


@pytest.mark.parametrize("gid", GAMES)
def test_a_wrong_legal_move_gets_try_and_changes_nothing(gid):
    t = T.load(gid)
    coach = T.Coach(t)
    tried = 0
    while not coach.done:
        step = coach.step
        before = coach.state
        if coach.waiting():
            for move in before.legal(t.setup.learner):
                if not strictly_equal(move, step.expect):
                    assert T.check_move(step, move) == T.TRY
                    assert coach.submit(move) == T.TRY
                    assert coach.state is before and coach.waiting()
                    tried += 1
            assert coach.next() is False  # no skipping a taught move
            assert T.check_move(step, dict(step.expect)) == T.OK
        else:
            assert coach.submit({"kind": "anything"}) == T.TRY
        for junk in (None, "vote", {"kind": 3}, {"kind": "vote", "approve": 1}, []):
            assert T.check_move(step, junk) == T.TRY  # type: ignore[arg-type]
            assert coach.submit(junk) == T.TRY  # type: ignore[arg-type]
        coach.autoplay()
        coach.next()
    assert tried > 0


def _broken(t: T.Tutorial, index: int, **changes) -> T.Tutorial:
    steps = list(t.steps)
    steps[index] = dataclasses.replace(steps[index], **changes)
    return dataclasses.replace(t, steps=tuple(steps))


def test_a_taught_move_that_is_illegal_fails_with_one_line():
    t = T.load("avalon")
    i = next(i for i, s in enumerate(t.steps) if s.expect == {"kind": "quest", "success": False})
    # make the learner propose on a quest phase: illegal there
    bad = _broken(t, i, expect={"kind": "vote", "approve": True})
    with pytest.raises(T.TutorialError) as info:
        T.play(bad)
    message = info.value.message
    assert "\n" not in message
    assert f"step {i + 1} (tutorial.avalon.{t.steps[i].text.rsplit('.', 1)[1]})" in message
    assert "'kind': 'vote'" in message and "not among its legal moves" in message


def test_a_scripted_move_that_is_illegal_fails_with_one_line_naming_the_seat():
    t = T.load("agent_avenue")
    i = next(i for i, s in enumerate(t.steps) if s.before)
    seat, move = t.steps[i].before[0]
    bad = _broken(t, i, before=((seat, {**move, "card": "sidekick"}),) + t.steps[i].before[1:])
    # (the Sidekick is not in Rook's hand: the learner played it on turn 1)
    with pytest.raises(T.TutorialError) as info:
        T.play(bad)
    message = info.value.message
    assert "\n" not in message and f"step {i + 1}" in message and f"seat {seat}" in message
    assert "sidekick" in message and "is not among its legal moves" in message


def test_a_rules_change_that_breaks_a_tutorial_is_a_non_zero_exit(monkeypatch):
    t = T.load("saul")
    i = next(i for i, s in enumerate(t.steps) if s.expect == {"kind": "vision", "target": 1})
    bad = _broken(t, i, expect={"kind": "vision", "target": 0})  # Samuel looking at himself
    monkeypatch.setattr(T, "load", lambda gid: bad)
    status, line = T.autoplay_line("saul")
    assert status == 1 and "\n" not in line and "saul tutorial, step" in line


def test_a_tutorial_whose_game_does_not_end_is_refused():
    t = T.load("aztec")
    cut = dataclasses.replace(t, steps=t.steps[:5])
    with pytest.raises(T.TutorialError, match="the game is not over"):
        T.play(cut)


def test_a_taught_move_without_a_hint_is_refused():
    t = T.load("avalon")
    i = next(i for i, s in enumerate(t.steps) if s.expect is not None)
    with pytest.raises(T.TutorialError, match="needs a hint key"):
        T.play(_broken(t, i, hint=None))


def test_an_unknown_game_and_a_game_without_tutorial():
    with pytest.raises(game.SetupError):
        T.load("chess")


@pytest.mark.parametrize("gid", GAMES)
def test_the_tutorial_shape(gid):
    """Short steps, the learner's first decision within the first minute, 3 to 6
    minutes at normal speed, the last step a plain step that offers a real game."""
    t = T.load(gid)
    assert t.offer_real_game and t.learner_wins
    assert t.steps[-1].expect is None and not t.steps[-1].before
    assert len(t.setup.names) == t.setup.players
    assert all(ZONE.match(z) for z in t.zones()), t.zones()
    g = game.get(gid)
    assert g.min_players <= t.setup.players <= g.max_players
    for lang in ("en", "fr"):
        first, total = estimate(t, lang)
        assert first <= 60, (lang, first)
        assert 180 <= total <= 360, (lang, total)
        for step in t.steps:
            assert len(i18n.table(lang)[step.text].split()) <= 60, step.text


def test_the_coach_tells_the_table_what_was_just_played():
    t = T.load("avalon")
    coach = T.Coach(t)
    while coach.step.expect is None:
        coach.next()
    assert coach.view() == game.get("avalon").view(coach.state, t.setup.learner)
    assert coach.hint() == coach.step.hint
    assert coach.submit(dict(coach.step.expect)) == T.OK
    assert coach.last == [(t.setup.learner, coach.step.expect), *coach.step.reply]
    assert coach.next() and coach.last == list(coach.step.before)
