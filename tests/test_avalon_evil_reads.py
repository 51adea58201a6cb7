"""Hard evil against a table that reads it: votes and teams weigh what they show."""
from __future__ import annotations

import random

import pytest

from game.avalon.bots import hard as H
from game.avalon.bots.hard import Mind
from tests.test_avalon_hard import ask, deal, mind_of, send, step

ROLES = ["servant", "merlin", "assassin", "minion", "servant"]   # evil: 2 and 3


def test_the_table_reads_evil_votes_against_a_plain_good_voter():
    """Off a clean team, rejecting it shows evil and approving it hides it; off a team
    holding a partner it is the other way round."""
    s = send(deal(ROLES, leader=0), [0, 1])
    m = mind_of(s, 2)
    clean, dirty = [0, 1, 4], [0, 1, 3]
    assert m.vote_exposure(clean, True) < m.exposure() < m.vote_exposure(clean, False)
    assert m.vote_exposure(dirty, False) < m.exposure() < m.vote_exposure(dirty, True)


def _clean_team_after_one_success(succeeded):
    """Good has ``succeeded`` successes; a good leader (seat 4 or 0) proposes the clean
    team [0, 1, 4] for the next quest; the assassin (seat 2) votes."""
    s = deal(ROLES, leader=0)
    s = send(s, [0, 1])
    if succeeded == 2:
        s = send(s, [0, 1, 4])
    quest = next(q for q in range(1, 6) if s.results[q - 1] is None)
    size = len([0, 1, 4]) if quest == 2 else 2 if quest == 3 else 3
    team = [0, 1, 4][:size]
    while s.leader in (2, 3):   # let a good seat lead: evil leaders' teams are not the point
        s = step(s, s.leader, {"kind": "propose", "quest": quest, "team": team})
        for seat in range(5):
            s = step(s, seat, {"kind": "vote", "approve": False})
    return step(s, s.leader, {"kind": "propose", "quest": quest, "team": team})


CARRIED = {0: 0.95, 1: 0.95, 4: 0.95, 3: 0.5}    # the good seats pass the team without him
SHORT = {0: 0.95, 1: 0.05, 4: 0.05, 3: 0.5}      # ... his vote may well decide it


@pytest.mark.parametrize("read_cost,reads,good_votes,approves", [
    (2.0, 0.9, CARRIED, {True}),    # a table that reads votes
    (0.0, 0.9, CARRIED, {False}),   # ... and a bot blind to what it reads
    (2.0, 0.2, CARRIED, {False}),   # a table that does not read votes (its teams ignore them)
    (20.0, 0.9, SHORT, {False}),    # his vote would send the clean team: no cover, at any cost
])
def test_evil_covers_by_approving_a_clean_team_its_vote_cannot_stop(monkeypatch, read_cost, reads,
                                                                    good_votes, approves):
    """The good seats carry the clean team without the assassin: before a table that
    reads votes, rejecting it gains nothing and shows him, so he approves (blind to what
    the table reads he rejected every clean team after the first quest: 2% of them
    against DeepRole); before one that does not read votes, or when his vote would send
    the team, he keeps rejecting."""
    s = _clean_team_after_one_success(1)
    monkeypatch.setitem(H.PARAMS, "evil_read_cost", read_cost)
    monkeypatch.setattr(Mind, "reads_votes", lambda self: reads)
    monkeypatch.setattr(Mind, "servant_votes",
                        lambda self, team, leader, rejects=None: good_votes)
    rng = random.Random(0)
    assert {ask(s, 2, rng=rng)[1]["approve"] for _ in range(8)} == approves


def test_evil_still_rejects_a_clean_team_its_vote_decides_late():
    """Good has two successes and the clean team passes only with the assassin's vote:
    no cover is worth the third success."""
    s = _clean_team_after_one_success(2)
    monkeypatch = pytest.MonkeyPatch()
    with monkeypatch.context() as mp:
        mp.setattr(Mind, "servant_votes",
                   lambda self, team, leader, rejects=None: {0: 0.95, 1: 0.95, 4: 0.05, 3: 0.5})
        rng = random.Random(0)
        assert {ask(s, 2, rng=rng)[1]["approve"] for _ in range(8)} == {False}


def _evil_leads(failed):
    """The minion (seat 3) leads after ``failed`` failed quests (and as many successes
    as keep the game going)."""
    s = deal(ROLES, leader=0)
    s = send(s, [0, 2], failers=[2] if failed >= 1 else [])
    if failed >= 2:
        s = send(s, [1, 2, 3], failers=[2])
    else:
        s = send(s, [0, 1, 4])
    while s.leader != 3:
        quest = next(q for q in range(1, 6) if s.results[q - 1] is None)
        size = [2, 3, 2, 3, 3][quest - 1]
        s = step(s, s.leader, {"kind": "propose", "quest": quest, "team": [0, 1, 4][:size]})
        for seat in range(5):
            s = step(s, seat, {"kind": "vote", "approve": False})
    return s


def _kinds(s, draws=30):
    kinds = set()
    rng = random.Random(1)
    for _ in range(draws):
        team = ask(s, 3, rng=rng)[1]["team"]
        kinds.add((len({2, 3} & set(team)), 3 in team))
    return kinds


def test_evil_leader_sends_evil_when_one_fail_wins():
    """One failed quest from the win, every team he sends holds evil."""
    assert all(k[0] >= 1 for k in _kinds(_evil_leads(2)))


def _dirty_team_after_one_success():
    """Good has one success; a good leader proposes a team holding the minion (seat 3)
    for the next quest; the assassin (seat 2) votes."""
    s = send(deal(ROLES, leader=0), [0, 1])
    team = [0, 1, 3]
    while s.leader in (2, 3):
        s = step(s, s.leader, {"kind": "propose", "quest": 2, "team": [0, 1, 4]})
        for seat in range(5):
            s = step(s, seat, {"kind": "vote", "approve": False})
    return step(s, s.leader, {"kind": "propose", "quest": 2, "team": team})


@pytest.mark.parametrize("reads,approves", [(0.9, {True, False}), (0.1, {True})])
def test_evil_sends_a_failing_team_it_carries_unless_the_table_reads_votes(monkeypatch, reads,
                                                                           approves):
    """His vote may carry a team that will fail: before a table that reads votes he
    mixes (approving it always shows him), before one whose teams ignore votes (like
    suspicion counters, who approve only teams they sit on) he always sends it: stalling
    it there only lets a clean team through (hard evil lost 4 and 5 points more than
    normal among statisticians and sleepers at 5 players)."""
    s = _dirty_team_after_one_success()
    monkeypatch.setattr(Mind, "reads_votes", lambda self: reads)
    monkeypatch.setattr(Mind, "servant_votes",
                        lambda self, team, leader, rejects=None: {0: 0.95, 1: 0.05, 4: 0.05, 3: 0.5})
    rng = random.Random(0)
    assert {ask(s, 2, rng=rng)[1]["approve"] for _ in range(16)} == approves
