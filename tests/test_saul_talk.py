"""Saül contre David bots' table talk: what they say, with reasons from the public record,
answers, vote changes, and (twin deals) nothing said that shows a card they keep hidden."""
from __future__ import annotations

import random

import pytest

from game.saul.bots.reading import read
from game.saul.bots.talker import against, attacks, cleared
from game.saul.talk import REASONS, bare
from tests.saul_helpers import G, ballot, night, table, until

W, S, SAM = "warrior", "spy", "samuel"
LEVELS = ("easy", "normal", "hard")


def first_day():
    """Eight seats (Spies 0 and 1, Samuel 2, Warriors), seat 7 captured the first night:
    day 1."""
    return night(table([S, S, SAM, W, W, W, W, W]), {0: {"kind": "capture", "target": 7},
                                                    1: {"kind": "capture", "target": 7}})


def play_day(s, level, seed):
    """Bots of ``level`` at every seat, each with its own stream, until the next night;
    returns the state and every statement made (seat, statement)."""
    bots = [G.make_bot(level, p) for p in range(s.players)]
    rngs = [random.Random(f"{seed}:{p}") for p in range(s.players)]
    said = []
    steps = 0
    while s.phase != "night" and not s.over():
        seat = s.to_act()[0]
        move = bots[seat].act(G.view(s, seat), s.legal(seat), rngs[seat])
        if move["kind"] == "say":
            said.append((seat, move))
        s = G.apply(s, seat, move)
        steps += 1
        assert steps < 2000
    return s, said


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("card", ["servant", "michal", "eliezer"])
def test_twin_deals_a_hidden_card_never_shows_in_the_talk(level, card):
    """Twin deals: seats 5 and 6 swap a special card and a Warrior's; the night is played
    alike (the special card sleeps, or names the same lovers); every statement of the
    day (and every vote) is the same in both, so no bot told which of the two it was."""
    night_moves = {0: {"kind": "capture", "target": 7}, 1: {"kind": "capture", "target": 7},
                   2: {"kind": "vision", "target": 3}}
    for seed in range(3):
        days = []
        for holder in (5, 6):
            roles = [S, S, SAM, W, W, W, W, W, W]
            roles[holder] = card
            moves = dict(night_moves)
            moves[holder] = {"kind": "lovers", "pair": [3, 4]} if card == "eliezer" else \
                {"kind": "michal", "spy": False}
            s = night(until(table(roles, seed=seed), 0, "main", moves), moves) \
                if card != "eliezer" else night(table(roles, seed=seed), moves)
            days.append(play_day(s, level, seed))
        (a, said_a), (b, said_b) = days
        assert said_a == said_b
        assert [e for e in a.log if e.kind == "ballot"] == [e for e in b.log if e.kind == "ballot"]


@pytest.mark.parametrize("level", LEVELS)
def test_spies_never_say_they_are_spies_nor_name_a_fellow_spy(level):
    for seed in range(3):
        s = G.new(9, 100 + seed, {"servant": True, "michal": True})
        bots = [G.make_bot(level, p) for p in range(9)]
        rng = random.Random(seed)
        while not s.over():
            seat = s.to_act()[0]
            move = bots[seat].act(G.view(s, seat), s.legal(seat), rng)
            if move["kind"] == "say":
                assert move.get("role") != S or move["claim"] == "vision"
                if s.roles[seat] == S and move["claim"] in ("vision", "accuse"):
                    assert move["claim"] == "accuse" or move["role"] != S or \
                        s.roles[move["target"]] != S, (seat, move)
                if move.get("reason") is not None:
                    assert move["reason"] in REASONS
            s = G.apply(s, seat, move)


@pytest.mark.parametrize("level", ("normal", "hard"))
def test_an_accused_bot_answers_its_accuser(level):
    s = first_day()
    s = ballot(s, {p: (p + 1) % 7 for p in range(7)})   # day 1 passes; night 2
    s = night(s, {0: {"kind": "capture", "target": 6}, 1: {"kind": "capture", "target": 6}})
    s = G.apply(s, 3, {"kind": "say", "claim": "accuse", "target": 4})
    bot = G.make_bot(level, 4)
    move = bot.act(G.view(s, 4), s.legal(4), random.Random(0))
    assert move["kind"] == "say" and move.get("reason") in ("answer",) and move["about"] == 3
    assert move["claim"] == "role" or (move["claim"] == "accuse" and move["target"] == 3)
    s = G.apply(s, 4, move)
    assert attacks(read(G.view(s, 4))) == []


def test_reasons_come_from_the_public_record():
    s = first_day()
    s = G.apply(s, 3, {"kind": "say", "claim": "accuse", "target": 6})
    s = G.apply(s, 2, {"kind": "say", "claim": "role", "role": SAM})
    s = G.apply(s, 2, {"kind": "say", "claim": "vision", "target": 5, "role": W})
    votes = dict.fromkeys(range(7), 6)
    votes.update({6: 5, 0: 6, 1: 6})
    s = ballot(s, votes)                           # 6, a Warrior, banished by 0..5
    r = read(G.view(s, 4))
    assert ("voted", 6) in against(r, 0)
    assert ("accused", 6) in against(r, 3)
    assert ("cleared", 2) in cleared(r, 5)


def test_a_claimed_samuel_whose_vision_a_revealed_card_belies_is_exposed():
    s = first_day()
    s = G.apply(s, 0, {"kind": "say", "claim": "role", "role": SAM})
    s = G.apply(s, 0, {"kind": "say", "claim": "vision", "target": 6, "role": S})
    s = ballot(s, {p: 6 if p != 6 else 5 for p in range(7)})   # 6 was a Warrior
    r = read(G.view(s, 4))
    assert ("false_claim", 6) in against(r, 0)


def test_a_hard_bot_changes_its_declared_vote_and_says_who_persuaded_it():
    s = first_day()
    s = G.apply(s, 4, {"kind": "say", "claim": "vote", "target": 3})
    s = G.apply(s, 2, {"kind": "say", "claim": "role", "role": SAM})
    s = G.apply(s, 2, {"kind": "say", "claim": "vision", "target": 1, "role": S})
    from tests.saul_helpers import talked
    s = talked(s)
    bot = G.make_bot("hard", 4)
    move = bot.act(G.view(s, 4), s.legal(4), random.Random(0))
    while move["kind"] == "say" and move["claim"] != "vote":
        s = G.apply(s, 4, move)
        move = bot.act(G.view(s, 4), s.legal(4), random.Random(0))
    assert move == {"kind": "say", "claim": "vote", "target": 1, "reason": "persuaded", "about": 2}
    s = G.apply(s, 4, move)
    assert bot.act(G.view(s, 4), s.legal(4), random.Random(0)) == {"kind": "vote", "target": 1}


def test_a_statement_with_a_reason_is_checked_and_logged():
    s = first_day()
    line = {"kind": "say", "claim": "accuse", "target": 3, "reason": "night", "about": 7}
    t = G.apply(s, 4, line)
    assert t.log[-1].data == {"seat": 4, **{k: v for k, v in line.items() if k != "kind"}}
    assert bare(line) in s.talk(4)
    from game.core import IllegalAction
    for bad in ({**line, "reason": "because"}, {**line, "about": 8}, {**line, "about": True},
                {k: v for k, v in line.items() if k != "about"}):
        with pytest.raises(IllegalAction):
            G.apply(s, 4, bad)


# --- 37.2: hard reads the talk ------------------------------------------------------

def _p(s, seat):
    from game.saul.bots.suspicion import suspicion
    return suspicion(G.view(s, seat))


def test_hard_exposes_a_samuel_claimant_belied_by_a_revealed_card():
    s = first_day()
    s = G.apply(s, 0, {"kind": "say", "claim": "role", "role": SAM})
    s = G.apply(s, 0, {"kind": "say", "claim": "vision", "target": 6, "role": S})
    before = _p(s, 4)
    s = ballot(s, {p: 6 if p != 6 else 5 for p in range(7)})   # 6 was a Warrior
    after = _p(s, 4)
    assert after[0] > 0.85 and after[0] == max(after.values()) and after[0] > before[0]


def test_two_samuel_claims_cannot_both_be_true():
    s = first_day()
    s = G.apply(s, 2, {"kind": "say", "claim": "role", "role": SAM})
    s = G.apply(s, 0, {"kind": "say", "claim": "role", "role": SAM})
    p = _p(s, 4)
    assert p[0] + p[2] > 0.8 and p[0] > p[3] and p[2] > p[3]
    assert _p(s, 2)[0] == 1.0 or _p(s, 2)[0] > 0.95          # the true Samuel knows


def test_a_claimed_single_card_shown_elsewhere_marks_the_liar():
    s = night(table([S, S, SAM, "valiant", W, W, W, W]), {0: {"kind": "capture", "target": 4},
                                                          1: {"kind": "capture", "target": 4}})
    s = G.apply(s, 5, {"kind": "say", "claim": "role", "role": "valiant"})
    s = ballot(s, {p: 3 if p != 3 else 6 for p in range(8) if p != 4})   # the Valiant shows
    if s.phase == "shot":
        s = G.apply(s, 3, {"kind": "shoot", "target": 7})
    p = _p(s, 6)
    assert p[5] == max(p.values()) and p[5] > 0.6


def test_suspicion_by_day_from_a_replayed_game():
    from game.saul.bots.suspicion import by_day
    s = G.new(8, 3)
    states = [s]
    bots = [G.make_bot("hard", p) for p in range(8)]
    rng = random.Random(0)
    while not s.over():
        seat = s.to_act()[0]
        s = G.apply(s, seat, bots[seat].act(G.view(s, seat), s.legal(seat), rng))
        states.append(s)
    seat = next(p for p in range(8) if s.roles[p] != S)
    days = by_day(states, seat, G.view)
    assert days and all(seat not in d and d for d in days.values())
    assert all(0.0 <= x <= 1.0 for d in days.values() for x in d.values())
    assert bots[seat].suspected and set(bots[seat].suspected) <= set(days) | {0}


# --- 37.3: spies' counter-play --------------------------------------------------------

def test_hard_spies_skip_a_samuel_the_servant_would_free_then_take_whom_he_freed():
    roles = [S, S, SAM, "servant", W, W, W, W]
    s = night(table(roles), {0: {"kind": "capture", "target": 7}, 1: {"kind": "capture", "target": 7}})
    s = G.apply(s, 2, {"kind": "say", "claim": "role", "role": SAM})
    s = ballot(s, {p: 6 if p != 6 else 5 for p in range(7)})
    s = until(s, 0, "main")
    move = G.make_bot("hard", 0).act(G.view(s, 0), s.legal(0), random.Random(0))
    assert move["kind"] == "capture" and move["target"] != 2     # the Servant waits
    s = G.apply(s, 0, {"kind": "capture", "target": 4})
    s = G.apply(s, 1, {"kind": "capture", "target": 4})
    s = night(s, {3: {"kind": "contacts", "free": True, "banish": None}})   # 4 freed
    assert s.alive[4]
    s = ballot(s, {p: 5 if p != 5 else 4 for p in range(8) if s.alive[p]})
    s = until(s, 0, "main")
    move = G.make_bot("hard", 0).act(G.view(s, 0), s.legal(0), random.Random(0))
    assert move == {"kind": "capture", "target": 4}


def test_spy_votes_are_coordinated_not_identical_when_the_table_already_carries_one():
    s = night(table([S, W, S, SAM, W, W, W, W, W]), {0: {"kind": "capture", "target": 8},
                                                   2: {"kind": "capture", "target": 8}})
    for v in (3, 4, 5, 6, 7):
        s = G.apply(s, v, {"kind": "say", "claim": "vote", "target": 1})
    from tests.saul_helpers import talked
    s = talked(s)
    targets = set()
    for seat in (0, 2):
        bot = G.make_bot("hard", seat)
        move = bot.act(G.view(s, seat), s.legal(seat), random.Random(0))
        while move["kind"] == "say":
            s = G.apply(s, seat, move)
            move = bot.act(G.view(s, seat), s.legal(seat), random.Random(0))
        targets.add(move["target"])
    assert 1 in targets and len(targets) == 2 and not targets & {0, 2}
