"""Save as never overwrites silently (issue 38.2), and a slot's summary carries each
game's own progress (issue 33, the Load list): quest, night/day, round, turn."""
from __future__ import annotations

import random

import pytest

import game
from game.core import PROGRESS_UNITS
from saves import Record, SaveError, SeatInfo, paths, slots


@pytest.fixture(autouse=True)
def _dirs(user_dirs):
    return user_dirs


def played(gid: str, moves: int, seed: int = 3) -> tuple[Record, object]:
    """A record of ``gid`` after ``moves`` random moves (fewer if the game ends)."""
    g = game.get(gid)
    players = 6 if gid == "saul" else g.min_players
    rec = Record.start(gid, players, seed, None, [SeatInfo(f"P{i}", "easy") for i in range(players)])
    state, rng = rec.replay(), random.Random(seed)
    while not state.over() and rec.turn < moves:
        seat = state.to_act()[0]
        move = rng.choice(state.legal(seat))
        state = g.apply(state, seat, move)
        rec.add(seat, move, over=state.over())
    return rec, state


# -- Save as with a name that exists -----------------------------------------------

def test_a_taken_name_is_refused_and_the_old_save_kept():
    first = slots.save(played("avalon", 12)[0], "Friday night")
    before = first.read_bytes()
    with pytest.raises(SaveError) as err:
        slots.save(played("aztec", 5)[0], "Friday night")
    assert err.value.key == "error.name_taken" and err.value.params == {"name": "Friday night"}
    assert "Friday night" in err.value.message
    assert first.read_bytes() == before
    assert [s.game for s in slots.list_slots()] == ["avalon"]


def test_the_same_name_up_to_white_space_is_taken():
    slots.save(played("avalon", 2)[0], "Friday night")
    with pytest.raises(SaveError):
        slots.save(played("aztec", 2)[0], "  Friday   night ")


def test_replace_overwrites_that_slot_only():
    a = slots.save(played("avalon", 4)[0], "Friday night")
    other = slots.save(played("saul", 4)[0], "Saturday")
    b = slots.save(played("aztec", 6)[0], "Friday night", replace=True)
    assert a == b
    listed = {s.name: s.game for s in slots.list_slots()}
    assert listed == {"Friday night": "aztec", "Saturday": "saul"}
    assert slots.load(other).game == "saul"


def test_existing_summarises_the_save_a_name_would_replace():
    rec, state = played("avalon", 30)
    slots.save(rec, "Friday night")
    assert slots.existing("Saturday") is None
    assert slots.existing("   ") is None
    info = slots.existing(" Friday  night")
    assert info is not None and info.ok
    assert (info.name, info.game, info.players, info.turn) == ("Friday night", "avalon", 5, rec.turn)
    assert info.updated == rec.updated and info.updated
    assert info.progress == game.get("avalon").progress(state)


def test_free_name_keeps_both():
    assert slots.free_name("Friday night") == "Friday night"
    slots.save(played("avalon", 2)[0], "Friday night")
    assert slots.free_name("Friday night") == "Friday night (2)"
    slots.save(played("aztec", 2)[0], slots.free_name("Friday night"))
    assert slots.free_name("Friday night") == "Friday night (3)"
    assert slots.free_name("Friday night (2)") == "Friday night (3)"
    assert {s.name for s in slots.list_slots()} == {"Friday night", "Friday night (2)"}


def test_free_name_fits_the_longest_name():
    long = "x" * 40
    slots.save(played("avalon", 2)[0], long)
    keep = slots.free_name(long, most=40)
    assert keep == "x" * 36 + " (2)" and len(keep) == 40
    assert slots.free_name("y" * 50, most=40) == "y" * 40


def test_keeping_the_autosave_never_overwrites_a_save_of_that_name():
    mine = slots.save(played("avalon", 6)[0], "Unfinished game")
    before = mine.read_bytes()
    slots.autosave(played("aztec", 4)[0])
    kept = slots.keep_autosave("Unfinished game")
    assert kept == "Unfinished game (2)"
    assert mine.read_bytes() == before
    assert {s.name: s.game for s in slots.list_slots()} == {
        "Unfinished game": "avalon", "Unfinished game (2)": "aztec"}


def test_an_unreadable_autosave_is_kept_beside_a_save_of_that_name():
    mine = slots.save(played("avalon", 6)[0], "Unfinished game")
    before = mine.read_bytes()
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text("{ broken", encoding="utf-8")
    slots.keep_autosave("Unfinished game")
    assert mine.read_bytes() == before
    assert len(slots.list_slots()) == 2


# -- each game's own progress --------------------------------------------------------

@pytest.mark.parametrize("gid,unit", [("avalon", "quest"), ("saul", "day"),
                                      ("aztec", "round"), ("agent_avenue", "turn")])
def test_every_game_tells_its_progress(gid, unit):
    g = game.get(gid)
    rec, state = played(gid, 10_000)
    assert state.over()
    s = g.new(rec.players, rec.seed)
    first = g.progress(s)
    assert first is not None and first[0] in PROGRESS_UNITS and first[1] == 1
    seen = [first]
    for seat, move in rec.actions:
        s = g.apply(s, seat, move)
        now = g.progress(s)
        assert now is not None and now[0] in PROGRESS_UNITS and now[1] >= 1
        if now != seen[-1]:
            seen.append(now)
    assert any(u == unit for u, _ in seen)
    numbers = [n for u, n in seen if u == unit]
    assert numbers == sorted(numbers), "progress never goes back"


def test_saul_counts_nights_then_days():
    g = game.get("saul")
    s = g.new(6, 1)
    assert g.progress(s) == ("night", 1)
    rng = random.Random(1)
    while g.progress(s)[0] == "night":
        seat = s.to_act()[0]
        s = g.apply(s, seat, rng.choice(s.legal(seat)))
    assert g.progress(s) == ("day", 1)


def test_avalon_counts_resolved_quests():
    g = game.get("avalon")
    rec, state = played("avalon", 10_000)
    resolved = sum(r is not None for r in state.results)
    assert g.progress(state) == ("quest", resolved)


@pytest.mark.parametrize("gid", ["avalon", "saul", "aztec", "agent_avenue"])
def test_the_slot_summary_carries_the_progress(gid):
    rec, state = played(gid, 25)
    slots.save(rec, "mid game")
    (info,) = slots.list_slots()
    assert info.ok and info.progress == game.get(gid).progress(state) and info.progress is not None


def test_a_game_that_does_not_tell_has_no_progress():
    from tests import tinygame
    assert tinygame.GAME.progress(object()) is None
