"""Saül contre David bots: legal play at every size, decisions rebuilt from the view alone,
the behaviours of each level, and (slow) the arena and fixed-style figures."""
from __future__ import annotations

import json
import random

import pytest

from game.arena import run
from game.saul.bots.styles import STYLES
from game.saul.talk import bare
from tests.saul_helpers import G, first_debate, night, table, talked, until

W, S, SAM = "warrior", "spy", "samuel"
EVERY = {"servant": True, "michal": True, "thief": True}


def play(levels, players, seed, options=None):
    s = G.new(players, seed, options=options or {})
    bots = [G.make_bot(levels[p % len(levels)], p) if levels[p % len(levels)] in ("easy", "normal", "hard")
            else STYLES[levels[p % len(levels)]](p) for p in range(players)]
    rng = random.Random(seed)
    steps = 0
    while not s.over():
        for seat in s.to_act():
            if s.over() or seat not in s.to_act():
                continue
            view = json.loads(json.dumps(G.view(s, seat)))
            move = bots[seat].act(view, s.legal(seat), rng)
            assert move in s.legal(seat) or bare(move) in s.talk(seat), (seat, move)
            s = G.apply(s, seat, move)
            steps += 1
            assert steps < 5000
    return s


@pytest.mark.parametrize("players,options", [(6, {}), (11, EVERY), (16, EVERY)])
def test_every_level_and_style_plays_legal_games(players, options):
    for seed in range(2):
        s = play(["hard", "normal", "easy", "silent", "liar", "follower", "accuser"], players, seed,
                 options)
        assert s.winners()


def test_a_fresh_bot_decides_the_same_from_the_same_view():
    s = G.new(10, 5)
    while s.phase != "vote" or s.day < 2:
        seat = s.to_act()[0]
        s = G.apply(s, seat, random.Random(len(s.log)).choice(s.legal(seat)))
        assert not s.over(), "this seed must reach a second day's vote: pick another"
    seat = s.to_act()[0]
    view = G.view(s, seat)
    for level in ("easy", "normal", "hard"):
        used = G.make_bot(level, seat)
        for _ in range(3):
            used.act(G.view(s, seat), s.legal(seat), random.Random(1))
        fresh = G.make_bot(level, seat)
        assert used.act(view, s.legal(seat), random.Random(7)) == \
            fresh.act(view, s.legal(seat), random.Random(7))


def test_normal_samuel_reveals_the_spy_he_found():
    s = night(table([S, S, SAM, W, W, W, W, W]), {2: {"kind": "vision", "target": 1},
                                                  0: {"kind": "capture", "target": 7},
                                                  1: {"kind": "capture", "target": 7}})
    bot = G.make_bot("normal", 2)
    said = []
    t = s
    for _ in range(4):
        if t.phase != "vote":
            break
        move = bot.act(G.view(t, 2), t.legal(2), random.Random(0))
        if move["kind"] != "say":
            assert move == {"kind": "vote", "target": 1}
            break
        said.append(move)
        t = G.apply(t, 2, move)
    assert {"kind": "say", "claim": "role", "role": SAM} in said
    assert {"kind": "say", "claim": "vision", "target": 1, "role": S} in said


def test_warriors_follow_a_lone_samuels_word():
    s = first_debate()
    assert s.phase == "debate"
    s = G.apply(s, 2, {"kind": "say", "claim": "role", "role": SAM})
    s = G.apply(s, 2, {"kind": "say", "claim": "vision", "target": 0, "role": S})
    s = talked(s)
    for level in ("normal", "hard"):
        bot, t = G.make_bot(level, 4), s
        move = bot.act(G.view(t, 4), t.legal(4), random.Random(0))
        while move["kind"] == "say":
            assert move.get("target") == 0, level
            t = G.apply(t, 4, move)
            move = bot.act(G.view(t, 4), t.legal(4), random.Random(0))
        assert move == {"kind": "vote", "target": 0}, level


def test_hard_spies_capture_the_samuel_claimant():
    s = first_debate()
    s = G.apply(s, 5, {"kind": "say", "claim": "role", "role": SAM})
    s = talked(s)
    for seat in list(s.to_act()):
        s = G.apply(s, seat, {"kind": "vote", "target": 6 if seat != 6 else 3})
    s = until(s, 0, "main")
    move = G.make_bot("hard", 0).act(G.view(s, 0), s.legal(0), random.Random(0))
    assert move == {"kind": "capture", "target": 5}


def test_a_hard_spy_counter_claims_samuel_to_frame_the_one_who_named_a_spy():
    s = first_debate()
    s = G.apply(s, 2, {"kind": "say", "claim": "role", "role": SAM})
    s = G.apply(s, 2, {"kind": "say", "claim": "vision", "target": 0, "role": S})
    bot = G.make_bot("hard", 1)
    said = []
    for _ in range(3):
        move = bot.act(G.view(s, 1), s.legal(1), random.Random(0))
        if move["kind"] != "say":
            break
        said.append(move)
        s = G.apply(s, 1, move)
    assert said[:2] == [{"kind": "say", "claim": "role", "role": SAM},
                        {"kind": "say", "claim": "vision", "target": 2, "role": S}]


def test_hard_valiant_shoots_the_most_likely_spy():
    s = until(table([S, S, SAM, "valiant", W, W, W, W]), 7, "main",
              {0: {"kind": "capture", "target": 3}, 1: {"kind": "capture", "target": 3}})
    s = G.apply(s, 7, {"kind": "sleep"})
    assert s.phase == "shot"
    # no talk yet: a coin toss. After Samuel's word, the shot follows it.
    t = G.apply(s, 2, {"kind": "say", "claim": "role", "role": SAM})
    t = G.apply(t, 2, {"kind": "say", "claim": "vision", "target": 1, "role": S})
    move = G.make_bot("hard", 3).act(G.view(t, 3), t.legal(3), random.Random(0))
    assert move == {"kind": "shoot", "target": 1}


# --- figures (slow): the arena targets and fixed styles -----------------------

def _rate(levels, players, games):
    r = run("saul", players, levels, games, 11, by_side=True)
    return r["levels"][levels.split(",")[0]]["win_rate"]


@pytest.mark.slow
@pytest.mark.parametrize("players", [8, 12])
def test_arena_hard_beats_normal_and_normal_beats_easy(players):
    assert _rate("hard,normal", players, 120) >= 0.6
    assert _rate("normal,easy", players, 120) >= 0.6


@pytest.mark.slow
@pytest.mark.parametrize("style", sorted(STYLES))
def test_hard_beats_every_fixed_style(style):
    won = 0
    for k in range(40):
        s = G.new(8, 1000 + k // 2)
        side = k % 2
        sides = G.sides(s)
        levels = ["hard" if sides[p] == side else style for p in range(8)]
        s2 = s
        bots = [G.make_bot("hard", p) if levels[p] == "hard" else STYLES[style](p) for p in range(8)]
        rng = random.Random(k)
        while not s2.over():
            for seat in s2.to_act():
                if s2.over() or seat not in s2.to_act():
                    continue
                s2 = G.apply(s2, seat, bots[seat].act(G.view(s2, seat), s2.legal(seat), rng))
        won += any(sides[p] == side for p in s2.winners())
    assert won >= 0.6 * 40


def test_the_belief_samples_large_tables_and_its_marginals_add_up():
    from game.saul.bots import belief as belief_mod
    from game.saul.bots.reading import read
    s = G.new(16, 4, options={"spies": 7})
    view = G.view(s, 0)
    r = read(view)
    b = belief_mod.Belief(r, random.Random(0))
    assert len(b.unknown) == 15 and b.need == (7 if r.role != "spy" else 0)
    assert abs(sum(b.p_spy[p] for p in b.unknown) - b.need) < 1e-6
    if r.role != "spy":
        import math
        assert math.comb(15, 7) > belief_mod.LIMIT      # this table is sampled, not listed
        assert all(0 < b.p_spy[p] < 1 for p in b.unknown)


def test_the_camp_table_can_give_the_spies_their_own_level(monkeypatch):
    """``python -m game.saul.arena --spies LEVEL``: the seats dealt a Spy play LEVEL,
    the others ``--level``, on the same deals as the tables of one level."""
    from game.saul import arena
    seen = []
    real = arena.play_levels

    def spy(g, s, levels, rng):
        seen.append((s.roles, list(levels)))
        return real(g, s, levels, rng)

    monkeypatch.setattr(arena, "play_levels", spy)
    won = arena.camps(6, "easy", 2, 1, spies="normal")
    assert sum(won.values()) == 2
    for roles, levels in seen:
        assert levels == ["normal" if card == S else "easy" for card in roles]
    deals = [roles for roles, _ in seen]
    seen.clear()
    arena.camps(6, "easy", 2, 1)
    assert [roles for roles, _ in seen] == deals and all(set(lv) == {"easy"} for _, lv in seen)
