"""How a good hard bot expects the other seats to vote (game/avalon/bots/table_votes.py)."""
from __future__ import annotations

from game.avalon.bots.table_votes import TableVotes
from tests.test_avalon_hard import deal, mind_of, step


def _rejected_rounds(approver: int):
    """Seat 0 a servant; four teams of the first quest rejected, ``approver`` (and each
    leader) approving every one of them, the other seats rejecting."""
    s = deal(["servant", "servant", "merlin", "assassin", "minion"], leader=1)
    for _ in range(4):
        leader = s.leader
        team = sorted({leader, (leader + 1) % 5})
        s = step(s, leader, {"kind": "propose", "quest": 1, "team": team})
        for seat in range(5):
            s = step(s, seat, {"kind": "vote", "approve": seat in (approver, leader) and seat != 0})
    return s


def test_a_seat_that_approved_everything_is_expected_to_approve():
    """In every world where seats 2 and 3 are both good (both off the team: the same
    prior), seat 2, who approved every team, is expected to approve more than seat 3."""
    s = _rejected_rounds(approver=2)
    votes = TableVotes(mind_of(s, 0), mind_of(s, 0).servant_votes)
    others = [v for v in range(5) if v != 0]
    both_good = [i for i, (e, _) in enumerate(votes.worlds) if not e & 0b1100]
    assert both_good
    for i in both_good:
        p = dict(zip(others, votes.approvals([0, 1], 0, 0, i)))
        assert p[2] > p[3] + 0.2
    assert votes.worlds and abs(sum(w for _, w in votes.worlds) - 1) < 1e-9


def test_my_vote_decides_only_where_the_others_split():
    """With two seats that approve everything, one more approval carries a team (high
    P(decides)); where every other seat rejects everything it cannot (low)."""
    split = _rejected_rounds(approver=2)
    m = mind_of(split, 0)
    high = TableVotes(m, m.servant_votes).decides([0, 1], 0, 0)
    none = _rejected_rounds(approver=-1)
    m = mind_of(none, 0)
    low = TableVotes(m, m.servant_votes).decides([0, 1], 0, 0)
    assert high > low
