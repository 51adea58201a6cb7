"""Save files a hostile user or a broken disk could leave: huge ones are refused
unread, wrongly typed moves are refused with their reason."""
from __future__ import annotations

import json
import time

import pytest

from saves import SaveError, atomic, paths, slots


def avalon_record(moves: int):
    from scenes.dev.shots import _random_record
    rec, _ = _random_record("avalon", 5, 3, moves)
    return rec


def test_a_huge_save_is_refused_unread_and_the_others_list(user_dirs):
    slots.save(avalon_record(6), "Small")
    folder = paths.saves_dir()
    data = avalon_record(6).to_dict()
    data["actions"] = data["actions"] * 200_000        # about 50 MB of moves
    huge = folder / "huge.json"
    huge.write_text(json.dumps(data), encoding="utf-8")
    assert huge.stat().st_size > 20_000_000
    t0 = time.perf_counter()
    listed = slots.list_slots()
    assert time.perf_counter() - t0 < 1.0
    by_name = {s.path.name: s for s in listed}
    assert by_name["huge.json"].problem.key == "error.too_big" and "MB" in by_name["huge.json"].error
    assert by_name["small.json"].ok
    with pytest.raises(SaveError) as err:
        slots.load(huge)
    assert err.value.key == "error.too_big"


@pytest.mark.parametrize("bad", [1.0, True, "1"])
def test_a_save_with_a_wrongly_typed_move_is_refused(user_dirs, bad):
    rec = avalon_record(12)
    data = rec.to_dict()
    n = next(i for i, (_, m) in enumerate(data["actions"]) if m["kind"] == "propose")
    data["actions"][n][1]["quest"] = bad
    path = paths.saves_dir() / "typed.json"
    atomic.write_json(path, data)
    with pytest.raises(SaveError) as err:
        slots.load(path)
    assert err.value.key == "error.illegal_move" and err.value.params["n"] == n + 1
    assert not slots.list_slots()[0].ok


@pytest.mark.parametrize("bad", [1, 1.0, "true"])
def test_a_save_with_a_wrongly_typed_option_is_refused_with_the_allowed_values(user_dirs, bad):
    data = avalon_record(6).to_dict()
    data["options"] = {**data.get("options", {}), "percival": bad}
    path = paths.saves_dir() / "options.json"
    atomic.write_json(path, data)
    with pytest.raises(SaveError) as err:
        slots.load(path)
    assert err.value.key == "error.setup"
    assert "choose one of: False, True" in err.value.message
    listed = slots.list_slots()
    assert len(listed) == 1 and not listed[0].ok and "percival" in listed[0].error
