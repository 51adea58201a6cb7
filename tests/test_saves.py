"""Saves: records, slots, bad files, the format upgrade, atomic writes, autosave."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import game
import saves.record
from game.core import GameDef, IllegalAction, SetupError
from saves import FORMAT, Record, SaveError, SeatInfo, paths, slots, upgrade
from tests import tinygame

ROOT = Path(__file__).resolve().parent.parent


# -- a tiny game whose moves hold tuples, which JSON gives back as lists -------

@dataclass(frozen=True)
class PairState:
    players: int
    picks: tuple = ()

    def to_act(self):
        return () if self.over() else (len(self.picks) % self.players,)

    def legal(self, seat):
        return [{"kind": "pick", "pair": (0, 1)}, {"kind": "pick", "pair": (1, 2)}] \
            if seat in self.to_act() else []

    def talk(self, seat):
        return []

    def over(self):
        return len(self.picks) >= 3

    def winners(self):
        return (0,) if self.over() else ()


def _pair_apply(s, seat, move):
    if move not in s.legal(seat):
        raise IllegalAction("no", "error.illegal_move")
    return PairState(s.players, s.picks + (move["pair"],))


PAIRS = GameDef("pairs", "Pairs", 2, 2, {}, 1, lambda players, seed, options=None, deal=None:
                PairState(players), _pair_apply, lambda s, seat: {}, None)

GAMES = {"liars_coin": tinygame.GAME, "pairs": PAIRS}


def registry(game_id):
    if game_id in GAMES:
        return GAMES[game_id]
    return game.get(game_id)


@pytest.fixture(autouse=True)
def _setup(user_dirs, monkeypatch):
    monkeypatch.setattr(saves.record, "lookup", registry)
    return user_dirs


SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bot", "easy"), SeatInfo("Cy", "hard")]


def play(moves: int | None, seed: int = 7, rounds: int = 2) -> tuple[Record, object]:
    """A liars_coin record with ``moves`` actions (None: to the end), talk included."""
    rec = Record.start("liars_coin", 3, seed, {"rounds": rounds}, SEATS)
    state = rec.replay()
    rnd = random.Random(seed)
    while not state.over() and (moves is None or rec.turn < moves):
        seat = rnd.choice(state.to_act())
        if rnd.random() < 0.2:
            move = rnd.choice(state.talk(seat))
        else:
            move = rnd.choice(state.legal(seat))
        state = tinygame.GAME.apply(state, seat, move)
        rec.add(seat, move, over=state.over())
    return rec, state


def views(state):
    return [tinygame.GAME.view(state, s) for s in (None, 0, 1, 2)]


# -- records -------------------------------------------------------------------

def test_round_trip_gives_the_same_game():
    rec, state = play(9)
    path = slots.save(rec, "Friday night")
    back = slots.load(path)
    assert back.to_dict() == rec.to_dict()
    assert back.turn == 9 and back.name == "Friday night" and not back.finished
    assert views(back.replay()) == views(state)
    assert back.seats == SEATS


def test_a_finished_game_loads_as_finished():
    rec, state = play(None)
    assert state.over() and rec.finished
    rec.finished = False  # even if the file says otherwise, the replay decides
    back = slots.load(slots.save(rec, "done"))
    assert back.finished


def test_add_keeps_its_own_copy_and_counts_turns():
    rec = Record.start("liars_coin", 3, 1, None, SEATS)
    move = {"kind": "bet", "amount": 2}
    rec.add(1, move)
    move["amount"] = 1
    assert rec.actions == [(1, {"kind": "bet", "amount": 2})]
    assert rec.turn == 1 and rec.options == {}


def test_start_validates_through_the_game():
    with pytest.raises(SetupError):
        Record.start("liars_coin", 3, 1, {"rounds": 9}, SEATS)
    with pytest.raises(ValueError):
        Record.start("liars_coin", 2, 1, None, SEATS)
    with pytest.raises(ValueError):
        Record.start("liars_coin", 3, 1, None, SEATS[:2] + [SeatInfo("X", "genius")])


def test_moves_with_tuples_survive_the_json_round_trip():
    rec = Record.start("pairs", 2, 0, None, SEATS[:2])
    state = rec.replay()
    for _ in range(3):
        seat = state.to_act()[0]
        move = state.legal(seat)[1]
        state = PAIRS.apply(state, seat, move)
        rec.add(seat, move, over=state.over())
    back = slots.load(slots.save(rec, "pairs"))
    assert back.replay() == state and back.finished


def test_registry_can_be_passed_explicitly(monkeypatch):
    monkeypatch.setattr(saves.record, "lookup", game.get)
    rec = Record.start("pairs", 2, 0, None, SEATS[:2], registry=GAMES.get)
    path = slots.save(rec, "explicit")
    assert slots.load(path, registry=GAMES.get).game == "pairs"
    with pytest.raises(SaveError) as err:
        slots.load(path)  # the real registry has no "pairs"
    assert err.value.key == "error.unknown_game"


# -- bad files -----------------------------------------------------------------

def _good() -> dict:
    rec, _ = play(6)
    return rec.to_dict()


def _edit(**changes):
    def make():
        data = _good()
        data.update(changes)
        return json.dumps(data)
    return make


def _hand_edited():
    data = _good()
    data["actions"][2][1] = {"kind": "bet", "amount": 5}
    return json.dumps(data)


def _talk_edited():
    data = _good()
    data["actions"].append([0, {"kind": "say", "claim": "Z"}])
    return json.dumps(data)


def _missing_field():
    data = _good()
    del data["seats"]
    return json.dumps(data)


def _bad_seat():
    data = _good()
    data["actions"][0][0] = 7
    return json.dumps(data)


def _truncated():
    text = json.dumps(_good(), indent=1)
    return text[: len(text) // 2]


BAD_FILES = {
    "empty": (lambda: "", "error.truncated"),
    "truncated": (_truncated, "error.truncated"),
    "not json": (lambda: "this is { not json at all", "error.corrupt"),
    "binary": (lambda: b"\xff\xfe\x00garbage\x80", "error.corrupt"),
    "a json list": (lambda: "[1, 2, 3]", "error.not_a_save"),
    "another app": (_edit(app="other"), "error.not_a_save"),
    "missing field": (_missing_field, "error.shape"),
    "bad seat": (_bad_seat, "error.shape"),
    "bad format field": (_edit(format="one"), "error.not_a_save"),
    "hand edited": (_hand_edited, "error.illegal_move"),
    "hand edited talk": (_talk_edited, "error.illegal_move"),
    "future format": (_edit(format=FORMAT + 1), "error.future"),
    "unknown game": (_edit(game="chess"), "error.unknown_game"),
    "newer rules": (_edit(rules_version=2), "error.rules_newer"),
    "older rules": (_edit(rules_version=0), "error.rules_older"),
    "impossible setup": (_edit(options={"rounds": 7}), "error.setup"),
}


def _write(path: Path, content) -> bytes:
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return raw


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_each_bad_file_gives_its_own_clear_error_and_stays_untouched(kind):
    make, key = BAD_FILES[kind]
    path = paths.saves_dir() / "bad.json"
    raw = _write(path, make())
    with pytest.raises(SaveError) as err:
        slots.load(path)
    assert err.value.key == key
    english = json.loads((ROOT / "scenes/data/translations/saves.en.json").read_text())["en"]
    assert key in english and "%{" not in err.value.message
    assert "Traceback" not in err.value.message
    assert path.read_bytes() == raw  # a failed load writes nothing
    assert os.listdir(path.parent) == ["bad.json"]


def test_specific_messages_say_what_happened():
    path = paths.saves_dir() / "x.json"
    _write(path, _hand_edited())
    with pytest.raises(SaveError, match="hand-edited or damaged: move 3 is not allowed"):
        slots.load(path)
    _write(path, _edit(format=FORMAT + 4)())
    with pytest.raises(SaveError, match="newer BluffBox") as err:
        slots.load(path)
    assert err.value.params["format"] == FORMAT + 4
    _write(path, _edit(rules_version=5)())
    with pytest.raises(SaveError, match="newer rules"):
        slots.load(path)


def test_a_missing_file():
    with pytest.raises(SaveError) as err:
        slots.load(paths.saves_dir() / "gone.json")
    assert err.value.key == "error.missing" and "gone.json" in err.value.message


def test_a_game_not_yet_available(monkeypatch):
    def coming(game_id):
        raise SetupError("coming", "error.game_coming", game=game_id)
    rec = play(0)[0]
    monkeypatch.setattr(saves.record, "lookup", coming)
    with pytest.raises(SaveError) as err:
        rec.replay()
    assert err.value.key == "error.game_coming"


def test_translations_cover_every_error_in_both_languages():
    import re
    tdir = ROOT / "scenes/data/translations"
    en = json.loads((tdir / "saves.en.json").read_text(encoding="utf-8"))["en"]
    fr = json.loads((tdir / "saves.fr.json").read_text(encoding="utf-8"))["fr"]
    assert set(en) == set(fr)
    for key in en:
        assert set(re.findall(r"%\{(\w+)\}", en[key])) == set(re.findall(r"%\{(\w+)\}", fr[key]))
    used = set()
    for src in (ROOT / "saves").glob("*.py"):
        used |= set(re.findall(r'"(error\.[a-z_]+)"', src.read_text(encoding="utf-8")))
    assert used and used <= set(en)


def test_save_error_text_follows_the_interface_language():
    from scenes import i18n
    err = SaveError("error.illegal_move", n=4)
    try:
        i18n.set_language("fr")
        assert "coup 4" in err.text()
    finally:
        i18n.set_language("en")
    assert err.text() == err.message


# -- the format upgrade ----------------------------------------------------------

def test_a_format_0_save_is_upgraded_on_load():
    rec, state = play(None, seed=3, rounds=1)
    legacy = {  # the first layout: no version, moves as objects, one date
        "game": "liars_coin", "rules_version": 1, "options": {"rounds": 1}, "seed": 3,
        "seats": [{"name": s.name, "kind": s.kind} for s in SEATS],
        "moves": [{"seat": s, "move": m} for s, m in rec.actions],
        "saved": "2025-01-02T03:04:05+00:00",
    }
    path = paths.saves_dir() / "old.json"
    raw = _write(path, json.dumps(legacy))
    back = slots.load(path)
    assert back.players == 3 and back.actions == rec.actions and back.seats == SEATS
    assert back.created == back.updated == legacy["saved"]
    assert back.finished  # the legacy file did not say; the replay does
    assert views(back.replay()) == views(state)
    assert path.read_bytes() == raw  # upgrading in memory only
    assert slots.load(slots.save(back, "old")).to_dict()["format"] == FORMAT


def test_upgrades_chain_from_every_older_format():
    assert sorted(upgrade.UPGRADES) == list(range(FORMAT))
    with pytest.raises(SaveError) as err:
        upgrade.upgrade({"format": 0, "game": "x"})  # format 0 but not its layout
    assert err.value.key == "error.not_a_save"


# -- atomic writes -----------------------------------------------------------------

def test_an_interrupted_write_leaves_the_old_file(monkeypatch):
    rec, _ = play(4)
    path = slots.save(rec, "keep me")
    before = path.read_bytes()
    rec2, _ = play(8)

    def boom(*args):
        raise OSError(28, "No space left on device")
    with monkeypatch.context() as m:
        m.setattr(os, "replace", boom)
        with pytest.raises(SaveError) as err:
            slots.save(rec2, "keep me", replace=True)
    assert err.value.key == "error.write_failed" and "No space" in err.value.message
    assert path.read_bytes() == before
    assert os.listdir(path.parent) == [path.name]
    assert [s.turn for s in slots.list_slots()] == [4]


def test_a_write_failing_midway_leaves_the_old_file(monkeypatch):
    rec, _ = play(4)
    path = slots.save(rec, "keep me")
    before = path.read_bytes()

    def broken_fsync(fd):
        raise OSError(5, "Input/output error")
    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(SaveError):
        slots.save(play(8)[0], "keep me", replace=True)
    assert path.read_bytes() == before
    assert os.listdir(path.parent) == [path.name]


KILLED = """
import os, sys
sys.path.insert(0, {root!r})
import saves.record
from tests import test_saves as t
saves.record.lookup = t.registry
from saves import slots
slots.save(t.play(4)[0], "slot")
os.replace = lambda *a: os._exit(9)   # the process dies between write and rename
slots.save(t.play(8)[0], "slot", replace=True)
"""


def test_a_process_killed_mid_write_leaves_the_old_file(user_dirs):
    env = dict(os.environ, XDG_DATA_HOME=str(user_dirs / "data"))
    proc = subprocess.run([sys.executable, "-c", KILLED.format(root=str(ROOT))], env=env,
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 9, proc.stderr
    listed = slots.list_slots()
    assert [(s.name, s.turn, s.error) for s in listed] == [("slot", 4, None)]
    strays = [p for p in paths.saves_dir().iterdir() if p.name != "slot.json"]
    assert strays and all(p.name.startswith(".") and p.suffix == ".tmp" for p in strays)


# -- slots ---------------------------------------------------------------------------

def test_slug_is_safe():
    assert slots.slug("Ann's game!") == "ann-s-game"
    assert slots.slug("Partie d'Élodie") == "partie-d-elodie"
    assert slots.slug("../../etc/passwd") == "etc-passwd"
    assert slots.slug("???") == "save"
    assert slots.slug("CON") == "save-con"
    assert len(slots.slug("x" * 300)) <= 48


def test_same_name_replaced_overwrites_that_slot_only():
    a = slots.save(play(2)[0], "Ann's game")
    b = slots.save(play(3)[0], "Ann s game")   # same slug, another name
    c = slots.save(play(5)[0], "Ann's game", replace=True)   # same name, replaced: same slot
    assert a == c != b and b.name == "ann-s-game-2.json"
    assert slots.load(a).turn == 5 and slots.load(b).turn == 3


def test_a_bad_file_is_never_overwritten_by_a_save():
    path = paths.saves_dir() / "mine.json"
    raw = _write(path, "{ broken")
    new = slots.save(play(2)[0], "Mine")
    assert new != path and path.read_bytes() == raw


def test_list_slots_shows_good_and_bad_newest_first():
    folder = paths.saves_dir()
    good_old = slots.save(play(2)[0], "old game")
    good_new = slots.save(play(6)[0], "new game")
    for name, content in (("cut", _truncated()), ("edited", _hand_edited()),
                          ("future", _edit(format=FORMAT + 1)())):
        _write(folder / f"{name}.json", content)
    (folder / "notes.txt").write_text("not a save")
    order = [good_new, folder / "edited.json", folder / "future.json", folder / "cut.json",
             good_old]
    for age, path in enumerate(order):
        os.utime(path, (1_000_000 - age * 100, 1_000_000 - age * 100))
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    listed = slots.list_slots()
    assert [s.path for s in listed] == order
    assert [s.ok for s in listed] == [True, False, False, False, True]
    new = listed[0]
    assert (new.name, new.game, new.players, new.turn) == ("new game", "liars_coin", 3, 6)
    assert new.updated and new.problem is None
    by_name = {s.path.name: s for s in listed}
    assert by_name["cut.json"].problem.key == "error.truncated"
    assert by_name["cut.json"].name == "cut" and by_name["cut.json"].game == ""
    assert by_name["edited.json"].problem.key == "error.illegal_move"
    assert by_name["edited.json"].game == "liars_coin"  # what could be read is shown
    assert "newer BluffBox" in by_name["future.json"].error
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # listing writes nothing


def test_list_slots_with_no_folder_yet():
    assert slots.list_slots() == []


def test_delete():
    path = slots.save(play(1)[0], "bye")
    slots.delete(path)
    assert not path.exists()
    slots.delete(path)  # already gone: fine
    assert slots.list_slots() == []


# -- autosave ---------------------------------------------------------------------------

def test_autosave_lifecycle():
    assert slots.load_autosave() is None
    rec = Record.start("liars_coin", 3, 5, {"rounds": 1}, SEATS)
    state = rec.replay()
    rnd = random.Random(1)
    while not state.over():
        seat = state.to_act()[0]
        move = rnd.choice(state.legal(seat))
        state = tinygame.GAME.apply(state, seat, move)
        rec.add(seat, move, over=state.over())
        slots.autosave(rec)
        if not state.over():
            back = slots.load_autosave()
            assert back.turn == rec.turn and back.to_dict() == rec.to_dict()
    assert not paths.autosave_path().exists()  # finished: cleared
    assert slots.load_autosave() is None
    slots.clear_autosave()  # idempotent


def test_a_bad_autosave_is_reported_and_kept():
    raw = _write(paths.autosave_path(), _hand_edited())
    with pytest.raises(SaveError):
        slots.load_autosave()
    assert paths.autosave_path().read_bytes() == raw


def test_autosave_write_failure_is_a_save_error_and_keeps_the_old_file(monkeypatch):
    rec = play(2)[0]
    slots.autosave(rec)
    before = paths.autosave_path().read_bytes()

    def boom(*args):
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(SaveError) as err:
        slots.autosave(play(3)[0])
    assert err.value.key == "error.write_failed" and "Read-only" in err.value.message
    assert paths.autosave_path().read_bytes() == before


# -- locations -----------------------------------------------------------------------------

def test_files_land_in_the_redirected_user_dirs(user_dirs, monkeypatch):
    import logging

    from saves import logs, settings, stats
    monkeypatch.setenv("XDG_DATA_HOME", str(user_dirs / "elsewhere"))
    rec, state = play(None)
    slot = slots.save(rec, "here")
    assert slot.is_relative_to(user_dirs / "elsewhere") and slot.parent.name == "saves"
    slots.autosave(play(2)[0])
    assert (user_dirs / "elsewhere" / "bluffbox" / "autosave.json").exists()
    stats.record_result(rec, state.winners())
    assert (user_dirs / "elsewhere" / "bluffbox" / "statistics.json").exists()
    settings.save_settings(settings.defaults())
    assert (user_dirs / "config" / "bluffbox" / "settings.json").exists()
    root = logging.getLogger()
    before = list(root.handlers), root.level
    try:
        log_file = logs.setup_logging()
        assert logs.setup_logging() == log_file  # once only
        added = [h for h in root.handlers if h not in before[0]]
        assert len(added) == 1
        logging.getLogger("bluffbox.test").warning("hello log")
        added[0].flush()
        assert log_file.is_relative_to(user_dirs / "state")
        assert "hello log" in log_file.read_text(encoding="utf-8")
    finally:
        for h in root.handlers[:]:
            if h not in before[0]:
                root.removeHandler(h)
                h.close()
        root.setLevel(before[1])
    assert not any((Path.home() / ".local/share/bluffbox/saves").glob("here*.json"))
