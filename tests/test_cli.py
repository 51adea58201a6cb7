"""The command line: argument errors as one line with exit code 2, and the real app
run headless with --frames and --screenshot."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.__main__ import Launch, UsageError, main, parse

ROOT = Path(__file__).resolve().parent.parent


def has_game(gid: str) -> bool:
    import game
    return gid in game.GAMES


needs_avalon = pytest.mark.skipif(not has_game("avalon"), reason="needs Avalon registered")


@pytest.mark.parametrize("argv,words", [
    (["--game", "chess"], "no game called"),
    (["--players", "5"], "--players needs --game"),
    (["--seats", "human"], "--seats needs --game"),
    (["--frames", "0"], "--frames"),
    (["--frames", "abc"], "invalid int"),
    (["--lang", "de"], "invalid choice"),
    (["--load", "/no/such/file.json"], "no save file"),
    (["--bogus"], "unrecognized"),
    (["--game", ""], "--game is empty"),
    (["--screenshot", "/no/such/folder/x.png"], "no folder"),
])
def test_bad_arguments_are_one_line_and_exit_2(argv, words, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("bluffbox: error: ")
    assert words in err


@needs_avalon
@pytest.mark.parametrize("argv,words", [
    (["--game", "avalon", "--players", "5", "--seats", "human,easy"], "lists 2 seats but --players is 5"),
    (["--game", "avalon", "--seats", "human,easy,normal,hard,robot"], "unknown seat kind 'robot'"),
    (["--game", "avalon", "--players", "3"], "5 to 10 players, not 3"),
    (["--game", "avalon", "--options", "{percival: true"], "not valid JSON"),
    (["--game", "avalon", "--options", "[1, 2]"], "must be a JSON object"),
    (["--game", "avalon", "--options", '{"no_such_option": 1}'], "Unknown option"),
    (["--game", "avalon", "--load", "x.json"], "either --game or --load"),
    (["--game", "avalon", "--players", "99999999999999999999999"], "5 to 10 players"),
    (["--game", "avalon", "--players", "2000000000"], "5 to 10 players"),
    (["--game", "avalon", "--seats", ""], "--seats is empty"),
    (["--game", "avalon", "--options", "[" * 100_000], "nested too deeply"),
    (["--game", "avalon", "--options", '{"percival": 1}'], "cannot be 1; choose one of: False, True"),
    (["--game", "avalon", "--options", '{"percival": 1.0}'], "cannot be 1.0"),
])
def test_bad_game_setups_are_one_line_and_exit_2(argv, words, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err


@needs_avalon
def test_a_good_game_line_builds_the_seats():
    got = parse(["--game", "avalon", "--players", "5", "--seats", "human,easy,normal,hard,human",
                 "--seed", "7", "--options", '{"percival": true}', "--lang", "en"])
    assert isinstance(got, Launch)
    assert (got.game, got.players, got.seed, got.options) == ("avalon", 5, 7, {"percival": True})
    assert [s.kind for s in got.seats] == ["human", "easy", "normal", "hard", "human"]
    assert got.seats[0].name == "Player 1" and got.seats[4].name == "Player 2"
    assert len({s.name for s in got.seats}) == 5


@needs_avalon
def test_defaults_one_human_and_normal_bots():
    got = parse(["--game", "avalon", "--lang", "en"])
    assert got.players == 5 and [s.kind for s in got.seats] == ["human"] + ["normal"] * 4


def test_usage_error_is_an_exception_for_callers():
    with pytest.raises(UsageError):
        parse(["--players", "4"])


def run_app(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)   # the app must hide pygame's banner itself
    return subprocess.run([sys.executable, "-m", "scenes", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def distinct_colours(path: Path) -> int:
    image = pygame.image.load(str(path))
    w, h = image.get_size()
    return len({tuple(image.get_at((x, y)))[:3] for x in range(0, w, 16) for y in range(0, h, 16)})


def test_frames_and_screenshot_save_a_real_frame_of_the_menu(tmp_path):
    shot = tmp_path / "x.png"
    done = run_app(["--frames", "3", "--screenshot", str(shot), "--lang", "fr"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "pygame-ce" not in done.stdout + done.stderr   # no support banner
    assert shot.is_file()
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
    assert distinct_colours(shot) > 8  # text, buttons, backdrop: not a blank frame


@needs_avalon
def test_game_line_starts_straight_into_the_game(tmp_path):
    shot = tmp_path / "game.png"
    done = run_app(["--game", "avalon", "--players", "5", "--seed", "3", "--autoplay",
                    "--frames", "5", "--screenshot", str(shot)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and shot.is_file()
    assert distinct_colours(shot) > 8


def test_load_of_a_bad_file_shows_a_message_not_a_crash(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "game": "ava', encoding="utf-8")
    shot = tmp_path / "bad.png"
    done = run_app(["--load", str(bad), "--frames", "3", "--screenshot", str(shot)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and shot.is_file()


def test_main_itself_is_guarded(monkeypatch, capsys, user_dirs):
    import scenes.__main__ as entry

    def broken(launch):
        raise RuntimeError("window system gone")
    monkeypatch.setattr(entry, "run", broken)
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and "bluffbox.log" in err
    from saves import paths
    log = (paths.log_dir() / "bluffbox.log").read_text(encoding="utf-8")
    assert "window system gone" in log and "Traceback" in log


# ---------------------------------------------------------------------------
# Paths that cannot be used are refused before the window opens, in one line
# ---------------------------------------------------------------------------

def test_a_screenshot_path_that_is_a_folder_is_refused(tmp_path, capsys):
    assert main(["--screenshot", str(tmp_path), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot write the screenshot" in err and "it is a folder" in err


def test_a_screenshot_path_on_a_special_file_is_refused(capsys):
    assert main(["--screenshot", "/dev/full", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a regular file" in err


def test_a_screenshot_in_a_folder_that_cannot_be_written_is_refused(tmp_path, monkeypatch, capsys):
    real = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if mode == os.W_OK else real(p, mode))
    assert main(["--screenshot", str(tmp_path / "x.png"), "--lang", "en"]) == 2
    assert "cannot be written (permissions)" in capsys.readouterr().err


def test_a_save_that_cannot_be_read_says_so(tmp_path, monkeypatch, capsys):
    # Root reads any file, so the permission error is what os.open raises for a player.
    save = tmp_path / "locked" / "game.json"
    save.parent.mkdir()
    save.write_text("{}")

    def refuse(path, *args, **kwargs):
        raise PermissionError(13, "Permission denied", path)
    monkeypatch.setattr(os, "open", refuse)
    assert main(["--load", str(save), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot read" in err and "permission denied" in err
    assert "no save file" not in err


def test_a_save_path_that_is_a_folder_says_so(tmp_path, capsys):
    assert main(["--load", str(tmp_path), "--lang", "en"]) == 2
    assert "is a folder, not a save file" in capsys.readouterr().err


@pytest.mark.parametrize("argv,words", [
    (["--frames", "0"], "--frames doit valoir au moins 1"),
    (["--frames", "abc"], "nombre entier invalide"),
    (["--bogus"], "arguments non reconnus"),
    (["--load", "/no/such/file.json"], "aucune sauvegarde"),
    (["--players", "5"], "--players demande --game"),
    (["--screenshot", "/dev/full"], "ce n'est pas un fichier ordinaire"),
])
def test_errors_follow_lang(argv, words, capsys):
    assert main([*argv, "--lang", "fr"]) == 2
    err = capsys.readouterr().err.replace("\u00a0", " ")   # French typography's no-break spaces
    assert err.count("\n") == 1 and err.startswith("bluffbox : erreur : ") and words in err


@needs_avalon
def test_game_setup_errors_follow_lang(capsys):
    assert main(["--game", "avalon", "--players", "3", "--lang=fr"]) == 2
    assert "pas 3" in capsys.readouterr().err
