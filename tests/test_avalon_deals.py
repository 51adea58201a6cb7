"""Twin deals really are indistinguishable for their seat, and really differ."""
from __future__ import annotations

import pytest

from game.avalon.deals import twin_deals

from .avalon_helpers import G

OPTION_SETS = [None, {"percival": True, "morgana": True},
               {"percival": True, "morgana": True, "mordred": True, "oberon": True},
               {"merlin_assassin": False}]


def _playable(players: int, options: dict | None) -> dict | None:
    """Four evil specials need 10 players, three need 7: drop Oberon, then Mordred."""
    if options and options.get("oberon") and players < 10:
        options = {k: v for k, v in options.items() if k != "oberon"}
    if options and options.get("mordred") and players < 7:
        options = {k: v for k, v in options.items() if k != "mordred"}
    return options


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("players", range(5, 11))
def test_twins_look_the_same_to_their_seat(players, options):
    options = _playable(players, options)
    for seed in range(4):
        seat, a, b = twin_deals(players, seed, options)
        assert a["roles"] != b["roles"] and a["roles"][seat] == b["roles"][seat]
        sa = G.new(players, seed, options, a)
        sb = G.new(players, seed, options, b)
        assert G.view(sa, seat) == G.view(sb, seat)
        assert G.view(sa, None) == G.view(sb, None)
        others = [p for p in range(players) if G.view(sa, p) != G.view(sb, p)]
        assert others  # somebody can tell them apart: the twins differ in what matters


def test_twins_prefer_swapping_across_sides():
    crossed = 0
    for seed in range(20):
        seat, a, b = twin_deals(7, seed)
        i, j = [p for p in range(7) if a["roles"][p] != b["roles"][p]]
        crossed += G.new(7, 0, None, a).is_evil(i) != G.new(7, 0, None, a).is_evil(j)
    assert crossed == 20
