"""The hard bot's per-round search (game/avalon/bots/search.py): what it guarantees."""
from __future__ import annotations

import random

import game
from game.avalon.bots.hard import PARAMS, Bot
from game.avalon.bots.search import RoundSearch
from tests.test_avalon_hard import deal, mind_of, send, step

G = game.get("avalon")
ROLES = ["servant", "merlin", "assassin", "servant", "minion"]   # evil: 2 and 4


def _search(s, seat, votes=None):
    """A search from ``seat``: good seats approve clean teams and the teams they sit on
    (or as ``votes``, seat -> P(approve), says); a good leader sends himself and the
    good seats after him."""
    mind = mind_of(s, seat)
    n = s.players

    def servant_votes(team, leader, rejects):
        if votes is not None:
            return dict(votes)
        dirty = any(x in mind.known_evil for x in team)
        return {v: 0.98 if not dirty or v in team else 0.02 for v in range(n)}

    def servant_team(leader, size, blind):
        goods = [x for x in range(n) if x not in mind.known_evil and x != leader]
        return sorted([leader] + goods[:size - 1])

    return RoundSearch(mind, G.view(s, seat), servant_votes, servant_team)


def test_evil_approves_the_team_its_vote_decides_when_rejecting_it_hands_good_the_quest():
    """Good has two successes; a good leader sends the assassin (seat 2) with himself.
    The other good seats reject it, so the assassin's vote (and his partner's) carries
    it. The next leader is good and sends a clean team everyone approves: a rejection is
    good's third quest. With the Assassin unlikely to find Merlin, approving is worth more."""
    roles = ["minion", "merlin", "assassin", "servant", "servant"]
    s = deal(roles, leader=1)
    s = send(s, [1, 3])
    s = send(s, [1, 3, 4])
    s = step(s, s.leader, {"kind": "propose", "quest": 3, "team": [2, 3]})
    assert s.leader == 3
    search = _search(s, 2)
    search.hit, search.hit_rate = 0.2, 0.0
    best, yes, no = search.team_value([2, 3], 0, 3)
    assert yes > no and best == yes
    assert no < 0.25          # rejected, the next team is most likely good's third success


def test_a_fifth_rejection_is_a_failed_quest_for_evil():
    """With the fifth rejection giving evil the quest, rejecting the fifth team is worth
    exactly a failed quest, and never less than approving a team with evil on it."""
    s = deal(ROLES, leader=0)
    for _ in range(4):
        s = send(s, [0, 1], approvers=[])
    assert s.rejects == 4
    s = step(s, s.leader, {"kind": "propose", "quest": 1, "team": [3, 4]})
    search = _search(s, 2)
    mind = search.mind
    assert search.reject_value(4, s.leader) == search.value(mind.succeeded, mind.failed + 1, 1)
    _, yes, no = search.team_value([3, 4], 4, s.leader)
    assert no >= yes


def test_a_partners_votes_are_learned_not_assumed():
    """No convention: a partner who rejected every team with evil on it is expected to
    reject the next one, and one who approved them to approve it."""
    for partner_approves in (False, True):
        s = deal(ROLES, leader=0)
        for team in ([0, 4], [1, 3, 4]):    # good carries both; the minion plays Success
            s = send(s, team, approvers=[0, 1, 3] + ([4] if partner_approves else []))
        s = step(s, s.leader, {"kind": "propose", "quest": 3, "team": [0, 4]})
        search = _search(s, 2)
        seats = [v for v in range(5) if v != 2]
        p_partner = search.approvals([0, 4], s.leader, s.rejects)[seats.index(4)]
        assert (p_partner > 0.7) if partner_approves else (p_partner < 0.5)


def test_the_quest_fails_by_the_partners_shown_cards():
    """A partner who played Success on a team where his card was plain makes a failed
    quest depend on my own card; my Fail always makes it likelier."""
    roles = ["servant", "merlin", "assassin", "minion", "servant"]
    s = deal(roles, leader=0)
    s = send(s, [0, 3], failers=[])          # the minion alone played Success
    s = send(s, [0, 1, 3], failers=[])       # and again
    search = _search(s, 2)
    a, b = PARAMS["partner_prior"]
    rate = search.mind.partner_fails(3)
    assert rate < a / (a + b)                     # learned down from the prior
    team = [2, 3, 4]
    assert search.p_fail(team, 1.0) == 1.0 > search.p_fail(team, 0.0)
    assert abs(search.p_fail(team, 0.0) - rate) < 1e-9   # his own rate, no seat order


def test_search_votes_are_legal_over_whole_games():
    """Hard bots (and so the search) at every seat, 5, 7 and 10 players (10 with every
    special role): every move they return is legal."""
    opts = {"percival": True, "morgana": True, "mordred": True, "oberon": True,
            "lady_of_the_lake": True}
    for players in (5, 7, 10):
        s = G.new(players, 11 + players, opts if players == 10 else None)
        bots = [Bot(seat) for seat in range(players)]
        rng = random.Random(players)
        for _ in range(2000):
            if s.phase == "over" or s.winner is not None:
                break
            seat = next(p for p in range(players) if s.legal(p))
            move = bots[seat].act(G.view(s, seat), s.legal(seat), rng)
            assert move in s.legal(seat) or move.get("kind") == "say"
            s = step(s, seat, move)
        assert s.winner is not None
