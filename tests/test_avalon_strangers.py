"""Stranger styles (bots that share none of our habits) and the arena's gauntlet."""
from __future__ import annotations

import random

import pytest

import game
from game import arena, gauntlet
from game.avalon.bots import normal, strangers
from game.avalon.bots.reading import Reading
from tests.avalon_helpers import ROLES7, new, propose, round_, vote

G = game.get("avalon")


def play(levels, seed, players=None, options=None):
    players = players or len(levels)
    s = G.new(players, seed, options)
    return arena.play_one(G, s, levels, random.Random(seed))


@pytest.mark.parametrize("style", strangers.STYLES)
def test_every_style_plays_whole_legal_games(style):
    for seed in range(3):
        s = play([style] * 7, seed, options={"lady_of_the_lake": True, "percival": True,
                                               "morgana": True})
        assert s.over()


def test_styles_are_arena_levels_and_unknown_names_are_refused():
    r = arena.run("avalon", 5, "hard,sleeper", 4, 1, by_side=True)
    assert set(r["levels"]) == {"hard", "sleeper"}
    with pytest.raises(arena.ArenaError, match="sleeperr"):
        arena.run("avalon", 5, "hard,sleeperr", 2, 1, by_side=True)


def _quest_move(style, roles, team, seat):
    s = vote(propose(new(roles), team), set(range(len(roles))))
    bot = strangers.make(style, seat)
    return bot.act(G.view(s, seat), s.legal(seat), random.Random(0))


ROLES5 = ["assassin", "merlin", "servant", "minion", "servant"]


def test_saboteur_always_fails_and_sleeper_never_does():
    for seed in range(10):
        s = vote(propose(new(ROLES5), [0, 1]), set(range(5)))
        rng = random.Random(seed)
        assert strangers.make("saboteur", 0).act(G.view(s, 0), s.legal(0), rng)["success"] is False
        assert strangers.make("sleeper", 0).act(G.view(s, 0), s.legal(0), rng)["success"] is True


def test_follower_approves_every_team_and_statistician_shuns_a_failed_team():
    s = round_(new(ROLES5), [0, 2], failers=[0])          # seat 0 failed quest 1
    s = propose(s, [1, 0, 4])
    rng = random.Random(0)
    assert strangers.make("follower", 2).act(G.view(s, 2), s.legal(2), rng)["approve"] is True
    assert strangers.make("statistician", 4).act(G.view(s, 4), s.legal(4), rng)["approve"] is False


def test_logician_never_sends_a_proven_evil():
    s = round_(new(ROLES5, leader=1), [0, 2], failers=[0])   # seat 2 is good: 0 is proven evil
    assert s.leader == 2
    for seed in range(10):
        view = G.view(s, 2)
        move = strangers.make("logician", 2).act(view, s.legal(2), random.Random(seed))
        assert 0 not in move["team"]
    assert strangers.Logician(2).suspicion(Reading.of(G.view(s, 2)))[0] == 1.0


def test_gauntlet_pairs_candidates_on_the_same_deals_and_reports_each_side():
    out = gauntlet.run(G, 5, ["hard", "normal"], 6, 3, styles=["sleeper"])
    assert list(out["cells"]) == ["sleeper", "mixed"]
    for cell in out["cells"].values():
        assert sorted(cell) == ["seat 0", "seat 1", "side 0", "side 1"]
        assert cell["seat 0"]["hard"]["n"] + cell["seat 1"]["hard"]["n"] == 6   # one seat a deal
        assert cell["side 0"]["hard"]["n"] == cell["side 1"]["hard"]["n"] == 6  # both sides a deal
        for fig in cell.values():
            assert fig["hard"]["n"] == fig["normal"]["n"]
            assert fig["diff"]["mean"] == pytest.approx(fig["hard"]["rate"] - fig["normal"]["rate"])
    # the same candidate twice plays the same games: no difference at all
    same = gauntlet.run(G, 5, ["normal", "normal"], 4, 3, styles=["logician"])
    assert all(f["diff"]["mean"] == 0 for c in same["cells"].values() for f in c.values())
    assert "sleeper" in gauntlet.report(out) and "evil" in gauntlet.report(out)


def test_gauntlet_mixed_tables_seat_several_styles():
    rng = random.Random(5)
    seen = set()
    for _ in range(5):
        lv = gauntlet.table_levels(G, gauntlet.MIXED, 7, [2], "hard", rng)
        assert lv[2] == "hard" and all(x in strangers.STYLES for i, x in enumerate(lv) if i != 2)
        seen |= set(lv)
    assert len(seen) >= 4


def test_cli_gauntlet(capsys):
    assert arena.main(["--game", "avalon", "--gauntlet", "hard,normal", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "mixed" in out and "hard - normal" in out


def test_gauntlet_strangers_draw_the_same_numbers_whatever_the_candidate_draws(monkeypatch):
    """Each seat has its own stream: a candidate that draws more numbers (for the same
    moves) leaves every stranger's play unchanged, so pairs differ by play, not draws."""
    s0 = G.new(7, 11, {})
    levels = ["normal"] + ["sleeper"] * 6
    act = normal.Bot.act

    def candidate(draws):
        def own(self, view, legal, rng):
            for _ in range(draws):
                rng.random()
            return act(self, view, legal, random.Random(len(view["log"])))
        return own

    monkeypatch.setattr(normal.Bot, "act", candidate(0))
    plain = gauntlet.play_streams(G, s0, levels, 5)
    monkeypatch.setattr(normal.Bot, "act", candidate(3))
    assert gauntlet.play_streams(G, s0, levels, 5).log == plain.log


def _three_successes(rejected_first):
    """Seven players, good sends three clean teams; ``rejected_first``: after a rejected
    team, so the game is longer and the Assassin's own stream would sit elsewhere."""
    s = new(ROLES7)
    if rejected_first:
        s = vote(propose(s, [0, 4]), set())
    for team in ([0, 1], [0, 1, 2], [0, 1, 2]):
        s = round_(s, team)
    assert s.phase == "assassinate"
    return s


def test_a_strangers_shot_among_equal_suspects_is_the_deals_not_the_streams():
    """No quest failed: every good seat is an equal suspect. The tie is broken by the
    deal, so two candidates' games on one deal get the same shot whatever the length
    of the game or the state of the Assassin's stream (else the pairs differ by luck)."""
    shots = set()
    for rejected_first in (False, True):
        s = _three_successes(rejected_first)
        for seed in range(6):
            bot = strangers.make("sleeper", 4)
            shots.add(bot.act(G.view(s, 4), s.legal(4), random.Random(seed))["target"])
    assert len(shots) == 1 and shots <= {0, 1, 2, 3}


def test_a_strangers_shot_among_equal_suspects_varies_with_the_deal():
    """... and is still a lottery over deals: other deals, other targets."""
    targets = set()
    for leader in range(7):
        s = new(ROLES7, leader=leader)
        for team in ([0, 1], [0, 1, 2], [0, 1, 2]):
            s = round_(s, team)
        targets.add(strangers.make("sleeper", 4).act(G.view(s, 4), s.legal(4), random.Random(0))["target"])
    assert len(targets) >= 2
