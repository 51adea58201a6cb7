"""Settings: defaults, filling, clamping, corrupt files, round trip."""
from __future__ import annotations

import json
import logging

import pytest

from saves import paths, settings
from saves.settings import Settings, load_settings, save_settings


@pytest.fixture(autouse=True)
def _dirs(user_dirs, monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")  # the "system language" of these tests
    return user_dirs


def _write(data) -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")


def test_defaults_when_missing_use_the_system_language(monkeypatch):
    s = load_settings()
    assert s == settings.defaults() == settings.DEFAULTS
    assert s.language == "fr"
    assert (s.volume, s.sound, s.animation_speed) == (0.8, True, "normal")
    assert (s.fullscreen, s.window_size, s.colourblind) == (False, (1280, 720), False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert load_settings().language == "en"
    assert not paths.settings_path().exists()  # loading writes nothing


@pytest.mark.parametrize("content", ["", "{ broken", "[1, 2]", '"text"', b"\xff\xfe{}"])
def test_corrupt_file_gives_defaults_and_a_warning(content, caplog):
    _write(content)
    with caplog.at_level(logging.WARNING, logger="saves.settings"):
        assert load_settings() == settings.defaults()
    assert caplog.records


def test_missing_keys_are_filled():
    _write({"volume": 0.25, "colourblind": True})
    s = load_settings()
    assert s == Settings(language="fr", volume=0.25, colourblind=True)


@pytest.mark.parametrize("key, value, expected", [
    ("volume", 3, 1.0), ("volume", -0.5, 0.0), ("volume", "loud", 0.8),
    ("volume", True, 0.8), ("volume", None, 0.8), ("volume", 1, 1.0),
    ("window_size", [100, 100], (800, 600)), ("window_size", [1024, 500], (1024, 600)),
    ("window_size", [99999, 700], (7680, 700)), ("window_size", [1000], (1280, 720)),
    ("window_size", ["a", "b"], (1280, 720)), ("window_size", 12, (1280, 720)),
    ("language", "de", "fr"), ("language", 3, "fr"), ("language", "en", "en"),
    ("animation_speed", "warp", "normal"), ("animation_speed", "instant", "instant"),
    ("sound", "yes", True), ("sound", False, False), ("fullscreen", 1, False),
    ("colourblind", None, False),
])
def test_bad_values_are_clamped_or_replaced(key, value, expected, caplog):
    _write({key: value})
    with caplog.at_level(logging.WARNING, logger="saves.settings"):
        got = getattr(load_settings(), key)
    assert got == expected and type(got) is type(expected)
    if value != expected and not (isinstance(value, list) and tuple(value) == expected):
        assert caplog.records  # every repair is logged


def test_round_trip_and_atomic_file():
    s = Settings(language="en", volume=0.3, sound=False, animation_speed="fast",
                 fullscreen=True, window_size=(1600, 900), colourblind=True)
    save_settings(s)
    assert load_settings() == s
    data = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert data["window_size"] == [1600, 900] and data["format"] == 1
    assert [p.name for p in paths.settings_path().parent.iterdir()] == ["settings.json"]


def test_unknown_keys_are_ignored():
    _write({"volume": 0.5, "future_thing": 42})
    assert load_settings().volume == 0.5
