"""Merlin's mask (he plays as a servant in his seat would) and evil's hunt for him."""
from __future__ import annotations

import random

import pytest

import game
from game import driver
from game.avalon.bots import merlin_hunt as MH
from game.avalon.bots.hard import Bot, Mind, _clean
from tests.test_avalon_hard import deal, mind_of, send, step

G = game.get("avalon")


# ---------------------------------------------------------------------------
# the mask
# ---------------------------------------------------------------------------

def _as_servant(view):
    """The same seat's view had it been dealt a plain servant (no night sight)."""
    return dict(view, role="servant", sees_evil=[], talk=[])


def _servant_clean(mind: Mind, team: list[int], need: int) -> float:
    """P(the team holds fewer evil than the quest's fails need), to the servant mask."""
    assert mind.servant is not None
    return _clean(mind.servant.evil_sets(), sum(1 << s for s in team), need)


@pytest.mark.parametrize("players,seeds", [(5, (1, 2, 3)), (7, (4, 5))])
def test_merlin_proposes_and_votes_as_a_servant_in_his_seat(players, seeds):
    """Every vote of a hard Merlin is the vote a hard servant in his seat would cast on
    the same view, except where the mask breaks on purpose (evil has two failed quests,
    or the team holds two evil he sees); every team he proposes is one that servant
    finds as clean as his own best (up to the tie-break by what Merlin knows)."""
    checked = differs = teams = 0
    for seed in seeds:
        s = G.new(players, seed)
        merlin = list(s.roles).index("merlin")
        bots = [Bot(seat) for seat in range(players)]
        for st in driver.steps(G, s, bots, random.Random(seed)):
            if st.seat != merlin or st.move["kind"] not in ("vote", "propose"):
                continue
            mind = bots[merlin].mind
            assert mind is not None and mind.servant is not None
            servant = Bot(merlin)
            shown = servant.act(_as_servant(st.view), st.legal, random.Random(0))
            if st.move["kind"] == "vote":
                team = st.view["team"]
                seen = len(mind.known_evil & set(team))
                if mind.failed >= 2 or seen >= 2:
                    continue
                checked += 1
                assert st.move == shown, (seed, st.view["log"][-1])
                truth = Bot(merlin)._good_approves(mind, mind.private.evil_sets(), team, merlin,
                                                   st.view["leader"], mind.need[st.view["quest"] - 1])
                differs += truth != shown["approve"]
            elif mind.failed < 2:
                teams += 1
                need = mind.need[st.move["quest"] - 1]
                mine = _servant_clean(mind, st.move["team"], need)
                best = _servant_clean(mind, shown["team"], need)
                assert mine >= best - 0.011, (seed, st.move, shown)
    assert checked >= 12 and teams >= 3
    assert differs >= 1   # the mask hid what he knew at least once: the test could fail


# ---------------------------------------------------------------------------
# the hunt
# ---------------------------------------------------------------------------

def _hunt_two_candidates(critical_votes: dict[int, bool]) -> MH.Hunt:
    """Seats 1 and 2 good, 0 evil: ten ordinary votes both cast as the servant rule says,
    then one vote on a team with evil where the rule approves; ``critical_votes`` says
    how each voted there, with evil at two failed quests."""
    h = MH.Hunt(3, frozenset({0}))
    for _ in range(10):
        h.votes.append(MH._Vote(team=0b110, need=1, critical=False,
                                votes={0: False, 1: True, 2: True}, looks={1: True, 2: True}))
    h.votes.append(MH._Vote(team=0b011, need=1, critical=True, votes={0: True, **critical_votes},
                            looks={1: True, 2: True}))
    return h


def test_the_hunt_reads_merlin_where_his_mask_must_break():
    keys = [(0b001, 1, -1, 0.5), (0b001, 2, -1, 0.5)]
    pm = _hunt_two_candidates({1: True, 2: False}).p_merlin(keys)
    assert pm[2] > 0.85          # he rejected the team with evil that a servant approves
    pm = _hunt_two_candidates({1: True, 2: True}).p_merlin(keys)
    assert pm[1] == pytest.approx(0.5) and pm[2] == pytest.approx(0.5)


def test_the_hunt_reads_a_servant_like_rejection_as_little():
    """A seat that rejects a team with evil where the servant rule approves, early in the
    game, looks like Merlin far less than at a critical moment (a masked Merlin would not)."""
    keys = [(0b001, 1, -1, 0.5), (0b001, 2, -1, 0.5)]
    early = _hunt_two_candidates({1: True, 2: False})
    early.votes[-1].critical = False
    assert 0.5 < early.p_merlin(keys)[2] < _hunt_two_candidates({1: True, 2: False}).p_merlin(keys)[2] - 0.2


def _accuser():
    """5 players: Assassin 0, Merlin 1, servants 2 and 3, minion 4. Everyone approves
    every team and every quest succeeds, so the votes tell the good seats apart by
    nothing; seat 1 called both evil players evil when nothing pointed at them (a
    servant in his seat believed each at even odds). The Assassin must shoot."""
    s = deal(["assassin", "merlin", "servant", "servant", "minion"], leader=2)
    s = step(s, 1, {"kind": "say", "claim": "evil", "target": 4})
    s = step(s, 2, {"kind": "propose", "quest": 1, "team": [2, 3]})
    s = step(s, 1, {"kind": "say", "claim": "evil", "target": 0})
    for seat in range(5):
        s = step(s, seat, {"kind": "vote", "approve": False})
    for team in ([0, 4], [1, 2, 3], [0, 4]):
        s = send(s, team)
    assert s.phase == "assassinate"
    return s


def test_the_assassin_reads_talk_beyond_a_servants_belief():
    s = _accuser()
    mind = mind_of(s, 0)
    b = mind.private
    assert mind.hunt is not None
    hunt = mind.hunt.p_merlin([(b.emask[e], m, d, w) for e, m, d, w in zip(b.ke, b.km, b.kd, b.w)])
    assert hunt[1] == max(hunt) > 0.6 and hunt[0] == hunt[4] == 0.0
    assert b.p_merlin()[1] < 0.5                # the belief's generic Merlin model: unsure
    hunted = mind.p_merlin_hunted()             # the two pooled
    assert hunted[1] == max(hunted) > b.p_merlin()[1]
    move = Bot(0).act(G.view(s, 0), s.legal(0), random.Random(0))
    assert move == {"kind": "assassinate", "target": 1}


def test_evil_partners_confer_the_hunted_merlin():
    s = _accuser()
    said = Bot(4).say(G.view(s, 4), s.talk(4), random.Random(0))
    assert said == {"kind": "say", "claim": "merlin_guess", "target": 1}
    s = step(s, 4, said)
    assert mind_of(s, 0).p_merlin_hunted()[1] > mind_of(_accuser(), 0).p_merlin_hunted()[1]
