"""Options whose ``needs`` are unmet are handled one way in every game: refused away
from their default with one SetupError naming the missing option (game.core.check_needs),
accepted once what they need is on."""
from __future__ import annotations

from typing import Any

import pytest

import game
from game.core import Option, SetupError, check_needs, resolve_options, unmet_needs

CASES = [(gid, name) for gid, g in sorted(game.GAMES.items())
         for name, opt in g.options.items() if opt.needs]


def _other_value(opt: Option, value: Any) -> Any:
    return next(a for a in opt.allowed if a != value)


def _met(g: game.GameDef, name: str) -> dict[str, Any]:
    """``name`` off its default, with everything it needs (and they need) on."""
    opts: dict[str, Any] = {name: _other_value(g.options[name], g.options[name].default)}
    todo = [name]
    while todo:
        for other, value in g.options[todo.pop()].needs.items():
            if other not in opts:
                opts[other] = value
                todo.append(other)
    return opts


def _new(g: game.GameDef, options: dict[str, Any]) -> Any:
    """A new game with these options at the first player count that can seat them."""
    last: SetupError | None = None
    for players in range(g.min_players, g.max_players + 1):
        try:
            return g.new(players=players, seed=1, options=options)
        except SetupError as exc:
            if exc.key == "error.option_needs":
                raise
            last = exc
    raise AssertionError(f"no player count accepts {options}: {last}")


def test_every_game_declares_needs_on_declared_options():
    assert CASES, "no game declares an option with needs"
    for gid, name in CASES:
        g = game.get(gid)
        for other, value in g.options[name].needs.items():
            assert other in g.options and other != name, (gid, name, other)
            assert value in g.options[other].allowed, (gid, name, other, value)


@pytest.mark.parametrize("gid,name", CASES)
def test_option_accepted_when_its_needs_are_met(gid, name):
    g = game.get(gid)
    options = _met(g, name)
    state = _new(g, options)
    assert state.options[name] == options[name]


@pytest.mark.parametrize("gid,name", CASES)
def test_option_refused_when_a_need_is_unmet(gid, name):
    g = game.get(gid)
    for other, value in g.options[name].needs.items():
        options = _met(g, name)
        options[other] = _other_value(g.options[other], value)
        # options that also need ``other`` go back to their default, so the error is about ``name``
        for o in list(options):
            if o != name and other in g.options[o].needs:
                del options[o]
        with pytest.raises(SetupError) as caught:
            _new(g, options)
        exc = caught.value
        assert exc.key == "error.option_needs"
        assert exc.params["name"] == name
        assert exc.params["needs"] in g.options[name].needs
        assert name in exc.message and exc.params["needs"] in exc.message


@pytest.mark.parametrize("gid,name,needs,options", [
    ("avalon", "morgana", "percival", {"morgana": True}),
    ("saul", "michal_sees", "michal", {"michal_sees": "all"}),
    ("saul", "michal_catch_chance", "michal", {"michal_catch_chance": "1"}),
    ("agent_avenue", "home_spaces_active", "mode", {"home_spaces_active": True}),
])
def test_the_reported_cases_name_the_missing_option(gid, name, needs, options):
    g = game.get(gid)
    with pytest.raises(SetupError) as caught:
        _new(g, options)
    assert (caught.value.key, caught.value.params["name"], caught.value.params["needs"]) == \
        ("error.option_needs", name, needs)


@pytest.mark.parametrize("gid,name", CASES)
def test_an_option_left_at_its_default_is_never_refused(gid, name):
    """Saves hold every resolved option, so a default value with unmet needs loads."""
    g = game.get(gid)
    options = {n: opt.default for n, opt in g.options.items()}
    assert resolve_options(g.options, options) == options


def test_unmet_needs_reports_what_is_missing():
    g = game.get("saul")
    assert unmet_needs(g.options, {}, "michal_sees") == {"michal": True}
    assert unmet_needs(g.options, {"michal": True}, "michal_sees") == {}
    assert unmet_needs(g.options, {"michal": False}, "spies") == {}
    a = game.get("avalon")
    assert unmet_needs(a.options, {"merlin_assassin": False}, "morgana") == \
        {"merlin_assassin": True, "percival": True}
    check_needs(a.options, {"percival": True, "morgana": True})
    with pytest.raises(SetupError):
        check_needs(a.options, {"morgana": True})


@pytest.mark.parametrize("gid,options,lang,words", [
    ("saul", '{"michal_sees": "all"}', "en", "“michal_sees” needs option “michal”"),
    ("avalon", '{"morgana": true}', "en", "“morgana” needs option “percival”"),
    ("saul", '{"michal_sees": "all"}', "fr", "erreur : L’option « michal_sees » demande"),
])
def test_the_command_line_refuses_them_in_one_line(gid, options, lang, words, capsys):
    from scenes.__main__ import main
    assert main(["--game", gid, "--options", options, "--lang", lang]) == 2
    err = capsys.readouterr().err.replace("\u00a0", " ")
    assert err.count("\n") == 1 and words in err
