"""Small builders for the Avalon tests: fixed deals and scripted rounds."""
from __future__ import annotations

import game
from game.avalon.data import SIDE_OF

G = game.get("avalon")


def new(roles: list[str], leader: int = 0, **options):
    return G.new(len(roles), 0, options=options or None, deal={"roles": roles, "leader": leader})


def propose(s, team, quest=None):
    if quest is None:
        quest = next(q for q in range(1, 6) if s.results[q - 1] is None)
    return G.apply(s, s.leader, {"kind": "propose", "quest": quest, "team": sorted(team)})


def vote(s, approvers):
    for seat in range(s.players):
        s = G.apply(s, seat, {"kind": "vote", "approve": seat in approvers})
    return s


def quest(s, failers=()):
    for seat in list(s.team):
        s = G.apply(s, seat, {"kind": "quest", "success": seat not in failers})
    return s


def round_(s, team, failers=(), quest_no=None):
    """Propose ``team``, everyone approves, members play (``failers`` fail)."""
    s = vote(propose(s, team, quest_no), set(range(s.players)))
    return quest(s, failers)


def good_team(s, size):
    return [p for p in range(s.players) if SIDE_OF[s.roles[p]] == "good"][:size]


def evil_seats(s):
    return [p for p in range(s.players) if SIDE_OF[s.roles[p]] == "evil"]


ROLES5 = ["merlin", "servant", "servant", "assassin", "minion"]
ROLES7 = ["merlin", "servant", "servant", "servant", "assassin", "minion", "minion"]
