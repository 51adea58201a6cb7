"""The hard Avalon bot's votes on teams, and the servants' vote rule its memory imitates.

Good votes by its private belief (Merlin as a servant in his seat would, unless it
matters); evil by the value of the rest of the round (search.py), what the table would
read of its vote, and a mixed strategy on teams that will fail.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core import Move, View

from .behaviour import mask
from .params import PARAMS, clean, teams_with
from .search import RoundSearch, exactly

if TYPE_CHECKING:
    from .mind import Mind


def good_approves(mind: Mind, sets: list[tuple[int, float]], team: list[int],
                  include: int | None, leader: int | None = None, need: int = 1) -> bool:
    """A good player's vote on what ``sets`` (evil set, weight) he believes."""
    if mind.rejects >= 4:
        return True
    tm = mask(team)
    pc = clean(sets, tm, need)
    size = len(team)
    best = max(clean(sets, t, need) for t in teams_with(mind.n, size, include))
    thr = PARAMS["thresholds"][min(mind.rejects, 4)]
    if mind.failed == 2:
        thr = max(thr, 0.9)
    if leader is not None and mind.rejects >= PARAMS["hammer_from"]:
        # the fifth team is the one that goes: wait for it when its leader is trusted
        hammer = (leader + 4 - mind.rejects) % mind.n
        hb = 1 << hammer
        p_evil = sum(p for m, p in sets if m & hb)
        if hammer == mind.seat or p_evil < PARAMS["hammer_trust"]:
            thr = max(thr, 0.9)
    return pc >= thr * best - 1e-9


def servant_approves(mind: Mind, team: list[int], leader: int, need: int) -> bool:
    """The vote of a plain servant in my seat: the public belief, knowing only that
    I am good, by the servants' own rule (what Merlin and evil imitate)."""
    if mind.servant is not None:
        sets = mind.servant.evil_sets()
    else:
        me = 1 << mind.seat
        sets = [(m, p) for m, p in mind.public.evil_sets() if not m & me]
    return good_approves(mind, sets, team, mind.seat, leader, need)


def critical(mind: Mind) -> bool:
    return mind.failed >= PARAMS["merlin_steer_fails"]


def vote(mind: Mind, view: View, legal: list[Move], rng: random.Random) -> Move:
    team = view["team"] or []
    approve = decide_vote(mind, view, team, rng)
    return {"kind": "vote", "approve": approve}


def decide_vote(mind: Mind, view: View, team: list[int], rng: random.Random) -> bool:
    q = view["quest"] or 1
    need = mind.need[q - 1]
    tm = mask(team)
    if not mind.evil:
        truth = good_approves(mind, mind.private.evil_sets(), team, mind.seat,
                              view["leader"], need)
        if mind.role != "merlin":
            return truth
        return merlin_vote(mind, team, truth, view["leader"], need)
    return evil_vote(mind, view, team, need, tm, rng)


def merlin_vote(mind: Mind, team: list[int], truth: bool, leader: int,
                need: int = 1) -> bool:
    """Look like a servant in my seat, unless it matters."""
    looks = servant_approves(mind, team, leader, need)
    seen = len(mind.known_evil & set(team))
    if critical(mind) or seen >= PARAMS["merlin_seen_truth"]:
        return truth
    return looks


def evil_vote(mind: Mind, view: View, team: list[int], need: int, tm: int,
              rng: random.Random) -> bool:
    if mind.role == "oberon":
        p_dirty = 1.0 - mind.private.p_clean(tm)
        return mind.seat in team or p_dirty >= 0.6 or mind.rejects >= 4 and p_dirty > 0.3
    margin = PARAMS["search_vote_margin"]
    if margin is not None:
        search = round_search(mind, view)
        _, yes, no = search.team_value(team, mind.rejects, view["leader"])
        d = yes - no - read_cost(mind, search, team, view["leader"])
        if d > margin >= yes - no and search.pivot(team, mind.rejects, view["leader"]) >= PARAMS["blend_pivotal"]:
            d = yes - no   # cover is free only when my vote is unlikely to send the team
        if abs(d) > margin:
            return d > 0
    inside = len(mind.known_evil & set(team))
    if mind.oberon_unknown:
        pe = mind.private.p_evil()
        p_ob = sum(pe[s] for s in team if s not in mind.known_evil)
    else:
        p_ob = 0.0
    evil_on = [s for s in team if s in mind.known_evil]
    p_fail = max(mind.p_team_fails(evil_on, need), p_ob if need == 1 else 0.0)
    dirty = p_fail >= 0.5 or (inside >= 1 and mind.seat in team)
    if mind.rejects >= 4:
        return dirty
    if mind.succeeded == 2 and not dirty:
        return False
    if dirty and pivotal(mind, team, view["leader"]) >= 0.3:
        # a team that will fail, and my vote may carry it: stalling it buys votes to
        # read, approving it a likely failed quest; mixed, more often as good nears 3
        if rng.random() < approve_pivotal(mind, view, team):
            return True
    if mind.rejects < PARAMS["evil_stall"][mind.n] and mind.failed < 2:
        # more proposals: more votes in which Merlin shows his hand; but a leader
        # rejecting his own team is a tell (good leaders back theirs), so he backs it
        # when his vote is unlikely to send it
        return (view["leader"] == mind.seat
                and pivotal(mind, team, view["leader"]) < PARAMS["blend_pivotal"])
    if dirty:
        return True
    looks = servant_approves(mind, team, view["leader"], need)
    if looks and rng.random() < PARAMS["evil_blend_clean"]:
        # cover is free only when my vote is unlikely to send the clean team
        return pivotal(mind, team, view["leader"]) < PARAMS["blend_pivotal"]
    return False


def approve_pivotal(mind: Mind, view: View, team: list[int]) -> float:
    """How often to approve a team that will fail when my vote may carry it: the
    mixed strategy against a table that reads votes; always where it does not, if
    the seats' votes learned at this table say my vote may carry it (a table that
    rejects most teams, as DeepRole's does, would only see evil approve)."""
    p = PARAMS["approve_pivotal"][min(mind.succeeded, 2)]
    if mind.blind is None or mind.played < 1:
        return p   # before a quest, good's teams tell nothing of how they read
    reads = read_certainty(mind)
    if reads >= 1.0:
        return p
    search = round_search(mind, view)
    if search.pivot(team, mind.rejects, view["leader"]) < PARAMS["blend_pivotal"]:
        return p
    return p + (1 - p) * (1 - reads)


def read_certainty(mind: Mind) -> float:
    """How surely the good seats read votes: 0 at or below ``evil_read_from``'s first
    figure, 1 from its second."""
    lo, hi = PARAMS["evil_read_from"]
    return max(0.0, min(1.0, (mind.reads_votes() - lo) / (hi - lo)))


def read_weight(mind: Mind) -> float:
    """``evil_read_cost`` weighed by how surely the good seats read votes."""
    if mind.table is None or mind.blind is None or mind.played < 1:
        return 0.0   # before a quest, good's teams tell nothing of how they read
    return PARAMS["evil_read_cost"] * read_certainty(mind)


def read_cost(mind: Mind, search: RoundSearch, team: list[int], leader: int) -> float:
    """What approving rather than rejecting costs in value, by what the table reads
    of the evil seats from either vote: against how the good seats at this table vote
    on it (the search's learned rates of those on the team, or off it, as I am)."""
    k = read_weight(mind)
    if not k or mind.rejects >= 4:
        return 0.0
    if mind.known_evil & set(team):
        return 0.0
    on = mind.seat in team
    others = [v for v in range(mind.n) if v != mind.seat]
    same = [p for v, p in zip(others, search.approvals(team, leader, mind.rejects))
            if v not in mind.known_evil and v != leader and (v in team) == on]
    pg = sum(same) / len(same) if same else None
    now = mind.exposure()
    return k * (search.read_value(mind.vote_exposure(team, False, pg) - now)
                - search.read_value(mind.vote_exposure(team, True, pg) - now))


def round_search(mind: Mind, view: View) -> RoundSearch:
    return RoundSearch(mind, view, mind.servant_votes, mind.servant_team,
                       PARAMS["search_read_gain"], PARAMS["search_exposure"])


def pivotal(mind: Mind, team: list[int], leader: int) -> float:
    """P(the team fails the vote without my approval but passes with it), good seats
    voting as plain servants would on the public belief, partners at even odds.
    (The seats' learned vote types made this estimate no better against strangers
    and cost 8 points as evil against normal at 7 players, 200 deals.)"""
    gp = mind.servant_votes(team, leader)
    others = [0.5 if s in mind.known_evil else gp[s] for s in range(mind.n) if s != mind.seat]
    return exactly(others, mind.n // 2)   # one short of a majority
