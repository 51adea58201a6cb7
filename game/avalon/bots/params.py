"""The hard Avalon bot's decision knobs (``PARAMS``) and the team arithmetic its parts
share (mind.py remembers and believes; proposals, votes, quest_cards, assassination
and statements decide; hard.py assembles the bot).
"""
from __future__ import annotations

from itertools import combinations
from typing import Any

from .behaviour import mask

# Decision knobs, tuned in head-to-head games against the normal bot (see the report
# in the module's tests and ``python -m game.arena --sides hard,normal``).
PARAMS: dict[str, Any] = {
    # evil with partners on the team: no convention, a best response to what they will do
    "partner_prior": (3.0, 1.0),   # Beta prior (fails, successes) of a partner's quest cards
    "overshoot_cost": 0.3,     # cost of a fail card beyond the fails needed (it exposes us)
    "decisive_gain": 5.0,      # the gain of a failed quest that decides the game, vs 1 otherwise
    # Merlin
    "merlin_seen_truth": 2,    # ... and votes what he knows on a team with this many evil he sees
    # Merlin steers openly once evil has this many failed quests (not at good's two
    # successes too: with that, hard's Assassin found Merlin in half the all-hard games
    # at 9 players)
    "merlin_steer_fails": 2,
    "merlin_tiebreak": 0.01,   # between teams the servant mask finds as clean, his knowledge decides
    # Merlin backs a team clean to his eyes in talk when the public finds it this clean
    # (it teaches the servants: 0.6, or a servant's own rule, cost 3.5-5 points as good
    # against normal at 5 players, 400 games)
    "merlin_trust_public": 0.4,
    # evil votes and talk
    "evil_blend_clean": 0.35,  # evil approves a clean team a servant would approve
    "blend_pivotal": 0.3,      # ... unless its vote may carry the team with this chance
    # evil rejects every team while fewer teams than this were rejected, by player count.
    # Side against side with normal (200 games each, seed 1): as evil at 6 players 75% with
    # 2, 52% with 1; at 7, 78.5% with 2, 57.5% with 1 (400 games); at 8, 72% with 1, 40%
    # with 0. (All-hard tables favour fewer at 5-7 and 9: see docs/bots.md.)
    "evil_stall": {5: 2, 6: 2, 7: 2, 8: 1, 9: 2, 10: 1},
    # ... but approves a team that will fail when its vote may carry it, with this chance
    # by good's successes so far. Against suspicion-counting strangers stalling such teams
    # cost 6-13 points as the evil side at 5 players; always approving them cost 12
    # points side against side with normal (which reads evil votes): a mixed strategy.
    # Before a table whose teams ignore votes (``Mind.reads_votes``, weighed as the read
    # cost is) it approves them always: stalling there only lets a clean team through
    # (statisticians and sleepers, who approve only teams they sit on).
    "approve_pivotal": (0.3, 0.6, 1.0),
    # per-round search (search.py): evil votes by the value of the rest of the round,
    # when approving and rejecting differ by more than this (else the rules below)
    "search_vote_margin": 0.02,
    "search_read_gain": 0.5,   # scale of what one more vote to read adds to the Assassin
    "search_exposure": 0.8,    # later quests fail less after a failed team, by its evil share
    # evil's team: its value times (1 + this x P(it is sent, by the votes learned at this
    # table)) when, once it has failed, the next good leader's likely team (himself and
    # the seats the public suspects least, given that fail) has evil on it; for the best
    # this many teams, from this many quests played (before, every team looks alike and
    # the table's votes are not known). Among followers (approve every team) at 5
    # players, as evil: +1.6 points (seeds 1-4, 300 deals each); from quest 1 it cost
    # 5-6.5 points as evil against normal at 5 players (200 deals).
    "evil_team_ahead": 1.0,
    "evil_team_ahead_top": 8,
    "evil_team_ahead_from": 1,
    "evil_frame": 0.55,        # an evil Lady holder calls a good target evil
    # readability: what a reader of votes and teams (the table's belief, ``Mind.table``)
    # learns of the evil seats from a vote or a team, valued as a failed team's exposure
    # is in the search (later teams avoid them), times this (0: blind to it); from the
    # second quest on (before it, good's teams tell nothing of how they read); votes on
    # clean teams only (see ``votes.read_cost``). Pricing votes on teams holding evil too
    # (rejecting a partner's team to look good) won 5 points as evil against normal at
    # 5 players but lost 2-5 among statisticians and sleepers (who approve only teams
    # they sit on, so evil's votes carry every team). Evil leaders drawing their team among kinds (0, 1, 2 evil,
    # with or without themselves) cost 2-4 points among sleepers and moved nothing
    # measurable against DeepRole (docs/bots.md: not adopted, not in the code).
    "evil_read_cost": 1.0,
    # ... weighed by how surely the good players read votes (``Mind.reads_votes``): none
    # at or below the first figure, in full from the second
    "evil_read_from": (0.3, 0.55),
    # good talk and votes
    "accuse_at": 0.75,         # good calls P evil in talk from this belief on
    "vouch_below": 0.08,       # ... and P good below this
    "thresholds": (0.9, 0.8, 0.65, 0.5, 0.0),  # approve if P(clean) >= t * best, by rejects
    "hammer_from": 3,          # from this many rejects, be strict when the fifth leader is trusted
    "hammer_trust": 0.25,      # ... trusted: P(evil) below this
}


READ_SHARPNESS = 8.0   # how sharply a leader prefers the teams that look cleanest to him


def least_suspected_team(n: int, sets: list[tuple[int, float]], leader: int,
                         size: int) -> list[int]:
    """A good leader's likeliest team: himself and the seats these evil sets (those
    without him) suspect least."""
    lb = 1 << leader
    pe = [0.0] * n
    for m, p in sets:
        if m & lb:
            continue
        for s in range(n):
            if m >> s & 1:
                pe[s] += p
    others = sorted((s for s in range(n) if s != leader), key=lambda s: pe[s])
    return sorted([leader] + others[:size - 1])


def clean(sets: list[tuple[int, float]], team_mask: int, need: int = 1) -> float:
    """P(fewer evil on the team than fail cards needed): with need 1, P(no evil)."""
    if need <= 1:
        return sum(p for m, p in sets if not m & team_mask)
    return sum(p for m, p in sets if (m & team_mask).bit_count() < need)



def teams_with(n: int, size: int, include: int | None) -> list[int]:
    """Every team (bitmask) of ``size`` among ``n`` seats, holding ``include`` if given."""
    others = [s for s in range(n) if s != include]
    if include is None:
        return [mask(c) for c in combinations(range(n), size)]
    return [mask(c) | 1 << include for c in combinations(others, size - 1)]
