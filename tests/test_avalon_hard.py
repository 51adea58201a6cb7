"""The hard Avalon bot: its belief engine, its memory, and its moves."""
from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

import game
from game.avalon.bots import belief as B
from game.avalon.bots.hard import Bot, Mind
from tests.contract import examples

G = game.get("avalon")


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

def deal(roles, leader=0, **options):
    return G.new(len(roles), 0, options=options or None, deal={"roles": list(roles), "leader": leader})


def step(s, seat, move):
    return G.apply(s, seat, move)


def send(s, team, failers=(), approvers=None):
    """Leader proposes ``team``; ``approvers`` (default everyone) approve; members play."""
    quest = next(q for q in range(1, 6) if s.results[q - 1] is None)
    s = step(s, s.leader, {"kind": "propose", "quest": quest, "team": sorted(team)})
    approvers = set(range(s.players)) if approvers is None else set(approvers)
    for seat in range(s.players):
        s = step(s, seat, {"kind": "vote", "approve": seat in approvers})
    if s.phase == "quest":
        for seat in sorted(team):
            s = step(s, seat, {"kind": "quest", "success": seat not in failers})
    return s


def ask(s, seat, bot=None, rng=None):
    """Drive a bot the way game.arena.play_one does: ``act`` only; a statement is applied
    and the bot asked again. Returns the state after its talk and its rules move."""
    bot = bot or Bot(seat)
    rng = rng or random.Random(0)
    for _ in range(4):
        view = G.view(s, seat)
        move = bot.act(view, s.legal(seat), rng)
        if move in s.legal(seat):
            return s, move
        assert move in view["talk"], move
        s = step(s, seat, move)
    raise AssertionError("the bot kept talking instead of moving")


def mind_of(s, seat):
    bot = Bot(seat)
    return bot.remember(G.view(s, seat))


def brute_keys(know, track=True):
    """Every full role assignment consistent with the knowledge, grouped by key."""
    acc = Counter()
    for w in set(itertools.permutations(know.roles)):
        if know.seat is not None and w[know.seat] != know.role:
            continue
        if know.role in B.EVIL_ROLES and know.role != "oberon" and know.seen_evil is not None:
            if set(know.seen_evil) | {know.seat} != {s for s, r in enumerate(w)
                                                     if r in B.EVIL_ROLES and r != "oberon"}:
                continue
        if know.role == "merlin" and know.seen_evil is not None:
            if set(know.seen_evil) != {s for s, r in enumerate(w) if r in B.EVIL_ROLES and r != "mordred"}:
                continue
        if know.role == "percival":
            if set(know.candidates) != {s for s, r in enumerate(w) if r in ("merlin", "morgana")}:
                continue
        if any(w[s] != r for s, r in know.known_roles.items()):
            continue
        E = sum(1 << s for s, r in enumerate(w) if r in B.EVIL_ROLES)
        m = w.index("merlin") if track and "merlin" in w else -1
        d = w.index("mordred") if track and "mordred" in w else -1
        acc[(E, m, d)] += 1
    return acc


def as_dict(belief):
    return {(belief.emask[e], m, d): x for e, m, d, x in zip(belief.ke, belief.km, belief.kd, belief.w)}


R7M = ("merlin", "percival", "servant", "servant", "assassin", "morgana", "mordred")
R7O = ("merlin", "percival", "servant", "servant", "assassin", "oberon", "mordred")


# ---------------------------------------------------------------------------
# the prior is exactly the count of consistent full worlds
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("know", [
    B.Knowledge(7, R7M),
    B.Knowledge(7, R7M, seat=2, role="servant"),
    B.Knowledge(7, R7M, seat=1, role="percival", candidates=(3, 5)),
    B.Knowledge(7, R7M, seat=0, role="merlin", seen_evil=frozenset({3, 5})),
    B.Knowledge(7, R7M, seat=3, role="assassin", seen_evil=frozenset({5, 6})),
    B.Knowledge(7, R7O, seat=3, role="assassin", seen_evil=frozenset({6})),
    B.Knowledge(7, R7O, seat=3, role="oberon"),
    B.Knowledge(7, R7O, seat=0, role="merlin", seen_evil=frozenset({1, 3})),
    B.Knowledge(7, R7O, seat=0, role="merlin", seen_evil=frozenset({1, 3}), known_roles={1: "oberon"}),
])
def test_prior_matches_brute_force(know):
    want = brute_keys(know)
    total = sum(want.values())
    got = as_dict(B.Belief(know))
    assert set(got) == set(want)
    for key, count in want.items():
        assert got[key] == pytest.approx(count / total)


def test_public_belief_is_uniform_over_evil_sets():
    b = B.Belief(B.Knowledge(7, R7M), track_merlin=False)
    assert len(b) == 35  # C(7, 3)
    assert all(x == pytest.approx(1 / 35) for x in b.w)


def test_ten_players_every_special_is_bounded():
    roles = ("merlin", "percival", "servant", "servant", "servant", "servant",
             "assassin", "morgana", "mordred", "oberon")
    b = B.Belief(B.Knowledge(10, roles, seat=0, role="servant"))
    # 126 evil sets x 5 Merlins x 4 Mordreds: the 60,480 worlds collapse onto 2,520 keys
    assert len(b) == 2520
    assert sum(b.w) == pytest.approx(1.0)


# ---------------------------------------------------------------------------
# night knowledge through the real view
# ---------------------------------------------------------------------------

def test_merlin_knowledge_collapses_worlds():
    s = deal(["merlin", "servant", "servant", "assassin", "minion"])
    m = mind_of(s, 0)
    assert m.private.p_evil() == pytest.approx([0, 0, 0, 1, 1])
    assert len(m.private) == 1


def test_merlin_does_not_see_mordred():
    s = deal(["merlin", "servant", "servant", "servant", "assassin", "minion", "mordred"], mordred=True)
    pe = mind_of(s, 0).private.p_evil()
    assert pe[4] == pytest.approx(1) and pe[5] == pytest.approx(1)
    # Mordred is one of the four unseen, unknown seats
    assert pe[1] == pe[2] == pe[3] == pe[6] == pytest.approx(0.25)


def test_evil_does_not_see_oberon():
    s = deal(["merlin", "servant", "servant", "servant", "assassin", "minion", "oberon"], oberon=True)
    pe = mind_of(s, 4).private.p_evil()
    assert pe[4] == pe[5] == pytest.approx(1)
    assert pe[6] == pe[1] == pytest.approx(0.2)   # Oberon is one of five seats


def test_percival_candidates():
    s = deal(["merlin", "percival", "servant", "servant", "assassin", "morgana", "minion"],
             percival=True, morgana=True)
    m = mind_of(s, 1)
    pm, pe = m.private.p_merlin(), m.private.p_evil()
    assert pm[0] == pytest.approx(0.5) and pm[5] == pytest.approx(0.5)
    assert sum(pm) == pytest.approx(1)
    assert pe[0] == pytest.approx(0.5) and pe[5] == pytest.approx(0.5)
    # the two other evil seats are among the four that are neither him nor a candidate
    assert pe[2] == pytest.approx(0.5)


# ---------------------------------------------------------------------------
# updates from the log
# ---------------------------------------------------------------------------

def test_fail_on_a_team_of_two_with_a_good_self_convicts_the_other():
    s = deal(["servant", "assassin", "merlin", "servant", "minion"], leader=0)
    s = send(s, [0, 1], failers=[1])
    pe = mind_of(s, 0).private.p_evil()
    assert pe[1] == pytest.approx(1.0)
    assert pe[0] == 0.0
    # the other evil is one of the other three
    assert pe[2] == pytest.approx(pe[3]) and pe[2] == pytest.approx(1 / 3, abs=0.2)


def test_two_fails_on_three_convict_both_others():
    s = deal(["servant", "servant", "merlin", "assassin", "minion"], leader=0)
    s = send(s, [0, 1], failers=[])
    s = send(s, [0, 3, 4], failers=[3, 4])
    pe = mind_of(s, 0).private.p_evil()
    assert pe == pytest.approx([0, 0, 0, 1, 1])


def test_success_lowers_suspicion_of_the_team():
    s = deal(["servant", "servant", "merlin", "assassin", "minion"], leader=0)
    s = send(s, [0, 1])
    pe = mind_of(s, 0).private.p_evil()
    assert pe[1] < pe[2] and pe[1] < pe[3]


def test_own_lady_result_is_certain():
    roles = ["servant", "merlin", "servant", "servant", "assassin", "minion", "minion"]
    s = deal(roles, leader=1, lady_of_the_lake=True)   # Lady starts at seat 0
    s = send(s, [1, 2])
    s = send(s, [2, 3, 4], failers=[4])
    assert s.phase == "lady" and s.lady == 0
    s = step(s, 0, {"kind": "lady", "target": 5})
    pe = mind_of(s, 0).private.p_evil()
    assert pe[5] == pytest.approx(1.0)
    # another seat's view knows only that 0 examined 5
    assert mind_of(s, 3).private.p_evil()[5] < 0.99


def test_reveal_at_assassination_pins_every_evil_seat():
    s = deal(["merlin", "servant", "servant", "assassin", "minion"], leader=0)
    for team in ([0, 1], [0, 1, 2], [1, 2]):
        s = send(s, team)
    assert s.phase == "assassinate"
    pe = mind_of(s, 3).private.p_evil()
    assert pe == pytest.approx([0, 0, 0, 1, 1])


def test_talk_shifts_beliefs_modestly():
    s = deal(["servant", "servant", "merlin", "servant", "assassin", "minion", "minion"], leader=0)
    before = mind_of(s, 0).private.p_evil()[3]
    s = step(s, 1, {"kind": "say", "claim": "evil", "target": 3})
    after = mind_of(s, 0).private.p_evil()[3]
    assert before < after < 0.8


def _typed_vote(approve, on, dirty, pg, pe, pm):
    """P(this vote) for a good, an evil and a Merlin voter, over the prior vote types."""
    def lik(p):
        return p if approve else 1 - p
    w0, *ws = B.VOTE_TYPE_PRIOR
    good = w0 * lik(pg)
    evil = w0 * lik(pe)
    merlin = w0 * lik(pm)
    for w, (g, e) in zip(ws, list(B.VOTE_TYPES.values())[1:]):
        good += w * lik(g[0] if on else g[1])
        merlin += w * lik(g[0] if on else g[1])
        evil += w * lik(e[0] if on else e[1] if dirty else e[2])
    return good, evil, merlin


def test_vote_and_proposal_updates_match_brute_force_with_mordred():
    """The per-key shortcut (Merlin sees the evil set minus Mordred) equals a per-world product."""
    know = B.Knowledge(7, R7M, seat=2, role="servant")
    b = B.Belief(know)
    team, votes, leader = [0, 4, 6], {0: True, 1: False, 3: True, 4: True, 5: False, 6: True}, 0
    b.observe_proposal(leader, team, 0.3)
    b.observe_votes(team, votes, 0.1, False)
    prior = brute_keys(know)
    M = B.MODEL
    want = {}
    tm = sum(1 << s for s in team)
    for (E, m, d), count in prior.items():
        f = count
        t = (E & tm).bit_count()
        seen = (E & ~(1 << d) & tm).bit_count()
        # proposal
        if E >> leader & 1:
            f *= (M["evil_lead_clean"], M["evil_lead_one"], M["evil_lead_more"])[min(t, 2)]
        if m == leader:
            p = M["merlin_propose_clean"]
            f *= p / 0.3 if seen == 0 else (1 - p) / 0.7
        # votes: the model's figure mixed with the other vote types at their prior weights
        for v, ap in votes.items():
            on = v in team
            pg = M["good_approve_on"] if on else B.clamp_p(M["good_approve_off"] - M["good_suspicion"] * 0.1)
            pe = M["evil_approve_dirty"] if t else M["evil_approve_clean"]
            pm = M["merlin_approve_clean"] if seen == 0 else M["merlin_approve_dirty"]
            good, evil, merlin = _typed_vote(ap, on, bool(t), pg, pe, pm)
            if E >> v & 1:
                f *= evil / good
            elif v == m:
                f *= merlin / good
        want[(E, m, d)] = f
    total = sum(want.values())
    got = as_dict(b)
    for key, x in want.items():
        assert got.get(key, 0.0) == pytest.approx(x / total, rel=1e-9, abs=1e-15)


# ---------------------------------------------------------------------------
# memory: rebuilt from the view equals memory kept along the way
# ---------------------------------------------------------------------------

def _play_with_hard(players, seed, options, stop=None, moves_out=None):
    """Hard bots everywhere, driven through ``act`` only like game.arena.play_one (a
    statement is applied and the seat asked again); returns the state and the bots.
    ``moves_out`` collects (view, legal, move) for every answer."""
    bots = [Bot(s) for s in range(players)]
    rng = random.Random(seed)
    s = G.new(players, seed, options)
    moves = 0
    while not s.over() and (stop is None or moves < stop):
        for seat in tuple(s.to_act()):
            if s.over() or seat not in s.to_act():
                continue
            view, legal = G.view(s, seat), s.legal(seat)
            move = bots[seat].act(view, legal, rng)
            if moves_out is not None:
                moves_out.append((view, legal, move))
            s = step(s, seat, move)
            moves += 1
            assert moves < 3000, "the game did not end"
    return s, bots


@pytest.mark.parametrize("players,options", [
    (5, None),
    (7, {"percival": True, "morgana": True, "lady_of_the_lake": True}),
    (8, {"percival": True, "mordred": True, "oberon": True, "lady_of_the_lake": True}),
])
def test_rebuild_from_log_equals_incremental_memory(players, options):
    s, bots = _play_with_hard(players, 11, options, stop=25)
    for seat, bot in enumerate(bots):
        view = G.view(s, seat)
        kept = bot.remember(view)
        fresh = Mind(view)
        fresh.sync(view)
        for name in ("private", "public"):
            a, b = as_dict(getattr(kept, name)), as_dict(getattr(fresh, name))
            assert {k for k, x in a.items() if x > 1e-12} == {k for k, x in b.items() if x > 1e-12}
            for key in a:
                assert a[key] == pytest.approx(b.get(key, 0.0), rel=1e-6, abs=1e-12)
        assert (kept.rejects, kept.failed, kept.succeeded) == (fresh.rejects, fresh.failed, fresh.succeeded)


def test_memory_rebuilds_for_another_game():
    bot = Bot(0)
    s1 = deal(["servant", "assassin", "merlin", "servant", "minion"])
    s1 = send(s1, [0, 1], failers=[1])
    assert bot.remember(G.view(s1, 0)).private.p_evil()[1] == pytest.approx(1)
    s2 = deal(["servant", "merlin", "assassin", "servant", "minion"])
    assert bot.remember(G.view(s2, 0)).private.p_evil()[1] == pytest.approx(0.5)


# ---------------------------------------------------------------------------
# behaviour
# ---------------------------------------------------------------------------

def _two_evil_on_quest_two(partner_failed_alone):
    """7 players, evil at 3 (minion) and 4 (assassin). On quest 1 the minion sat alone
    with good players (and failed or not), then both sit on quest 2's team."""
    roles = ["servant", "merlin", "servant", "minion", "assassin", "servant", "minion"]
    s = deal(roles, leader=0)
    s = send(s, [0, 3], failers=[3] if partner_failed_alone else [])
    s = step(s, s.leader, {"kind": "propose", "quest": 2, "team": [3, 4, 5]})
    for seat in range(7):
        s = step(s, seat, {"kind": "vote", "approve": True})
    return s


def test_evil_fails_beside_a_partner_that_did_not_fail_no_seat_order():
    """No partner convention: the minion at the lower seat played Success alone on
    quest 1, so the assassin fails quest 2 himself (an old convention had the lower seat
    fail and the others hold back)."""
    s = _two_evil_on_quest_two(partner_failed_alone=False)
    rng = random.Random(0)
    for _ in range(10):
        assert ask(s, 4, rng=rng)[1] == {"kind": "quest", "success": False}
    mind = mind_of(s, 4)
    assert mind.partner_fails(3) < mind.partner_fails(6)   # learned: 3 played Success


def test_evil_leaves_the_fail_to_a_partner_who_fails_and_is_already_suspected():
    s = _two_evil_on_quest_two(partner_failed_alone=True)
    mind = mind_of(s, 4)
    assert mind.partner_fails(3) > mind.partner_fails(6)
    rng = random.Random(0)
    for _ in range(10):
        assert ask(s, 4, rng=rng)[1] == {"kind": "quest", "success": True}


def test_evil_does_not_send_its_partner_alone_beside_the_next_good_leader():
    """5 players, evil at 0 (leading quest 3) and 2; the good seats approved every team.
    The leader weighs what the next good leader sends once the team has failed: with
    the partner beside seat 1, who leads next, seat 1 knows who failed it (his own card
    was a success) and sends a clean team; beside seat 3 the public's likeliest team
    for seat 1 still has evil on it. So the first, though it looks a little cleaner to
    the table, is never sent, and the second is."""
    s = deal(["assassin", "servant", "minion", "merlin", "servant"], leader=3)
    s = send(s, [1, 3], approvers=[1, 3, 4])
    s = send(s, [1, 3, 4], approvers=[1, 3, 4])
    s = step(s, 0, {"kind": "say", "claim": "evil", "target": 4})
    teams = Counter(tuple(ask(s, 0, rng=random.Random(i))[1]["team"]) for i in range(100))
    assert teams[(1, 2)] == 0, teams
    assert teams[(2, 3)] > 0, teams


def test_evil_fails_a_deciding_quest_whatever_its_partner_did():
    roles = ["servant", "merlin", "servant", "minion", "assassin", "servant", "minion"]
    s = deal(roles, leader=0)
    s = send(s, [0, 3], failers=[3])
    s = send(s, [0, 3, 5], failers=[3])
    s = send(s, [0, 1, 2])
    s = step(s, s.leader, {"kind": "propose", "quest": 4, "team": [0, 1, 3, 4]})
    for seat in range(7):
        s = step(s, seat, {"kind": "vote", "approve": True})
    rng = random.Random(0)   # quest 4 needs two fails: both evil must fail, whoever they are
    for seat in (3, 4):
        for _ in range(5):
            assert ask(s, seat, rng=rng)[1] == {"kind": "quest", "success": False}


def test_evil_fails_when_one_fail_from_winning():
    roles = ["servant", "merlin", "assassin", "servant", "minion"]
    s = deal(roles, leader=0)
    s = send(s, [0, 2], failers=[2])
    s = send(s, [0, 1, 2], failers=[2])
    s = send(s, [0, 1], failers=[])
    rng = random.Random(0)
    quest = next(q for q in range(1, 6) if s.results[q - 1] is None)
    s = step(s, s.leader, {"kind": "propose", "quest": quest, "team": [0, 3, 4]})
    for seat in range(5):
        s = step(s, seat, {"kind": "vote", "approve": True})
    for _ in range(20):
        assert ask(s, 4, rng=rng)[1] == {"kind": "quest", "success": False}


@pytest.mark.parametrize("good_votes,approves", [
    ({0: 0.95, 1: 0.05, 4: 0.05}, {True}),    # 1 sure approval and the minion: my vote decides
    ({0: 0.95, 1: 0.95, 4: 0.95}, {False}),   # the good seats carry the team alone: stalling is free
])
def test_evil_does_not_stall_a_team_it_sits_on_when_its_vote_may_carry_it(monkeypatch, good_votes,
                                                                          approves):
    """Good has two successes; the first team of quest 3 holds the assassin (seat 2), and
    good seats lead the next three teams. When his vote likely decides the team he
    approves it (the minion, who has not voted yet, is expected to back a team with evil
    on it); when the good seats carry it without him he rejects (more proposals, more
    votes to read)."""
    roles = ["servant", "merlin", "assassin", "minion", "servant"]
    s = deal(roles, leader=1)
    s = send(s, [0, 1])
    s = send(s, [0, 1, 4])
    s = step(s, s.leader, {"kind": "propose", "quest": 3, "team": [2, 4]})
    assert s.rejects == 0 and s.leader == 3
    monkeypatch.setattr(Mind, "servant_votes",
                        lambda self, team, leader, rejects=None: {**good_votes, 2: 0.5, 3: 0.5})
    rng = random.Random(0)
    assert {ask(s, 2, rng=rng)[1]["approve"] for _ in range(10)} == approves


def test_vote_types_follow_each_seats_votes():
    """The opponent model is learned: a seat that approves only the teams it sits on
    moves toward the "own" type, one that approves everything toward "yes"; a seat
    that has not voted keeps the prior."""
    b = B.Belief(B.Knowledge(5, ("merlin", "servant", "servant", "assassin", "minion"), seat=0,
                             role="servant"))
    teams = ([1, 3], [2, 4], [1, 4], [2, 3], [1, 2, 4], [2, 3, 4])
    for team in teams + teams:
        votes = {1: 1 in team, 2: True, 4: False}      # seat 3 has not voted yet
        b.observe_votes(team, votes, 0.0, False)
    assert b.vote_type(1)["own"] > 0.8 > B.VOTE_TYPE_PRIOR[1]
    assert b.vote_type(2)["yes"] > 4 * B.VOTE_TYPE_PRIOR[2]   # approvals fit the model too
    assert b.vote_type(3)["model"] == B.VOTE_TYPE_PRIOR[0]


def _stall_table(prior, monkeypatch):
    """A 7-player servant's belief after five rounds in which seat 5 rejects the first
    two teams of each round and approves the third; everyone else approves every team."""
    monkeypatch.setattr(B, "STALL_PRIOR", prior)
    b = B.Belief(B.Knowledge(7, ("merlin", "servant", "servant", "servant", "assassin", "minion",
                                 "minion"), seat=0, role="servant"), stalls=True)
    rounds = (([0, 1], [1, 2], [0, 3]), ([0, 2, 4], [1, 3, 4], [0, 1, 2]), ([1, 2, 6], [0, 3, 6], [0, 2, 3]),
              ([0, 4, 6], [2, 3, 4], [0, 1, 3]), ([1, 3, 6], [0, 4, 6], [0, 1, 2]))
    for teams in rounds:
        for k, team in enumerate(teams):
            votes = {v: v != 5 or k >= 2 for v in range(1, 7)}
            b.observe_votes(team, votes, 0.0, False, stall_at=k)
    return b


def test_a_seat_that_rejects_every_early_team_is_read_as_a_staller(monkeypatch):
    """From 7 players a seat that rejects the first teams of every round whatever they hold
    takes the stall type (one that approves them loses it), and its early rejections stop
    clearing it: without the stall types they make it look good."""
    b = _stall_table(B.STALL_PRIOR, monkeypatch)
    share = B.STALL_PRIOR / len(B.STALL_TYPES)
    assert b.vote_type(5)["stall2"] > 1.5 * share
    assert b.vote_type(1)["stall2"] < share / 10
    blind = _stall_table(0.0, monkeypatch)
    assert "stall2" not in blind.vote_type(5)
    assert b.p_evil()[5] > 5 * blind.p_evil()[5]


def test_no_stall_types_below_seven_players_nor_for_evil():
    """Good from 7 players reads stalls; below 7, and evil (whose beliefs model how the
    table reads it, a table that need not read stalls), keep the plain vote types."""
    b = B.Belief(B.Knowledge(5, ("merlin", "servant", "servant", "assassin", "minion"), seat=0,
                             role="servant"), stalls=True)
    assert list(b.vote_type(1)) == list(B.VOTE_TYPES)
    s = deal(["servant", "merlin", "servant", "servant", "assassin", "minion", "minion"])
    assert "stall2" in mind_of(s, 0).private.vote_type(4)
    evil = mind_of(s, 4)
    for belief in (evil.private, evil.public):
        assert "stall2" not in belief.vote_type(1)


def test_learned_votes_drive_the_posterior_only_through_the_types():
    """With every seat's weight on the model type the learned mixture is the model."""
    know = B.Knowledge(5, ("merlin", "servant", "servant", "assassin", "minion"), seat=0, role="servant")
    a, b = B.Belief(know), B.Belief(know)
    b.types = [[1.0, 0.0, 0.0, 0.0] for _ in range(5)]
    a.types = [[1.0, 0.0, 0.0, 0.0] for _ in range(5)]
    a.observe_votes([1, 3], {1: True, 2: False, 3: True, 4: True}, 0.1, False)
    b.observe_votes([1, 3], {1: True, 2: False, 3: True, 4: True}, 0.1, False, typed=False)
    assert a.w == pytest.approx(b.w)


def test_lone_evil_does_not_fail_a_two_fail_quest():
    roles = ["servant", "merlin", "servant", "servant", "assassin", "minion", "minion"]
    s = deal(roles, leader=0)
    s = send(s, [0, 1])
    s = send(s, [0, 1, 4], failers=[4])
    s = send(s, [0, 1, 2])
    assert s.results[3] is None and s.phase == "propose"
    s = step(s, s.leader, {"kind": "propose", "quest": 4, "team": [0, 1, 2, 4]})
    for seat in range(7):
        s = step(s, seat, {"kind": "vote", "approve": True})
    rng = random.Random(0)
    for _ in range(10):
        assert ask(s, 4, rng=rng)[1]["success"] is True


def test_merlin_proposes_clean_teams():
    roles = ["merlin", "servant", "servant", "servant", "assassin", "minion", "minion"]
    rng = random.Random(3)
    for _ in range(5):
        s = deal(roles, leader=0)
        move = ask(s, 0, rng=rng)[1]
        assert 0 in move["team"] and not {4, 5, 6} & set(move["team"])


def test_good_leader_includes_self_and_avoids_convicted():
    s = deal(["servant", "assassin", "merlin", "servant", "minion"], leader=0)
    s = send(s, [0, 1], failers=[1])
    # crown moves to seat 1, then ... force it back to seat 0 by rejecting
    while s.leader != 0:
        s = step(s, s.leader, {"kind": "propose", "quest": 2, "team": [1, 2, 3]})
        for seat in range(5):
            s = step(s, seat, {"kind": "vote", "approve": False})
    move = ask(s, 0)[1]
    assert 0 in move["team"] and 1 not in move["team"]


def test_good_rejects_a_team_with_a_convicted_player():
    s = deal(["servant", "assassin", "merlin", "servant", "minion"], leader=0)
    s = send(s, [0, 1], failers=[1])
    s = step(s, s.leader, {"kind": "propose", "quest": 2, "team": [1, 2, 3]})
    assert ask(s, 0)[1] == {"kind": "vote", "approve": False}


def _merlin_votes_like_merlin_then_three_successes():
    """Seat 1 (Merlin) rejects every team with evil (0, 4) on it while the others
    approve everything; three quests succeed and the Assassin (seat 0) must shoot."""
    roles = ["assassin", "merlin", "servant", "servant", "minion"]
    s = deal(roles, leader=2)
    for team in ([0, 2], [2, 3, 4], [1, 2]):
        quest = next(q for q in range(1, 6) if s.results[q - 1] is None)
        s = step(s, s.leader, {"kind": "propose", "quest": quest, "team": team})
        clean = not {0, 4} & set(team)
        for seat in range(5):
            s = step(s, seat, {"kind": "vote", "approve": seat != 1 or clean})
        for seat in team:
            s = step(s, seat, {"kind": "quest", "success": True})
    return s


def test_assassin_names_the_merlin_who_behaved_like_merlin():
    """Seat 1 rejects every team with evil on it while the others approve everything:
    after three successes the Assassin names him."""
    s = _merlin_votes_like_merlin_then_three_successes()
    assert s.phase == "assassinate"
    pm = mind_of(s, 0).private.p_merlin()
    assert pm[1] == max(pm) and pm[1] > 0.5
    move = Bot(0).act(G.view(s, 0), s.legal(0), random.Random(0))
    assert move == {"kind": "assassinate", "target": 1}  # the Assassin's word is his shot


# ---------------------------------------------------------------------------
# always legal, from any position
# ---------------------------------------------------------------------------

OPTION_SETS = [
    {},
    {"percival": True, "morgana": True},
    {"mordred": True, "oberon": True, "lady_of_the_lake": True},
    {"percival": True, "mordred": True, "lady_of_the_lake": True, "quest_order": "free",
     "fifth_reject": "evil_wins_game", "lady_targets": "never_held", "lady_use": "mandatory"},
    {"merlin_assassin": False},
]


@settings(max_examples=examples(80))
@given(players=st.integers(5, 10), opts=st.sampled_from(OPTION_SETS),
       seed=st.integers(0, 10_000), steps=st.integers(0, 80))
def test_hard_bot_always_returns_a_legal_move(players, opts, seed, steps):
    try:
        s = G.new(players, seed, opts)
    except game.SetupError:
        return
    rng = random.Random(seed)
    for _ in range(steps):
        if s.over():
            break
        seat = rng.choice(s.to_act())
        if rng.random() < 0.2 and s.talk(seat):
            s = step(s, seat, rng.choice(s.talk(seat)))
        s = step(s, seat, rng.choice(s.legal(seat)))
    if s.over():
        return
    for seat in s.to_act():
        bot = Bot(seat)
        view = G.view(s, seat)
        move = bot.act(view, s.legal(seat), rng)
        assert move in s.legal(seat) or move in view["talk"]
        if move not in s.legal(seat):   # a statement: asked again, the bot moves
            talked = step(s, seat, move)
            assert bot.act(G.view(talked, seat), talked.legal(seat), rng) in talked.legal(seat)
    for seat in range(players):
        said = Bot(seat).say(G.view(s, seat), s.talk(seat), rng)
        assert said is None or said in s.talk(seat)


# ---------------------------------------------------------------------------
# table talk
# ---------------------------------------------------------------------------

def _seat0_examined_seat5(roles):
    """Quest 1 succeeds, quest 2 fails, seat 0 holds the Lady and examines seat 5, then
    a team for quest 3 is proposed: seat 0 owes a vote."""
    s = deal(roles, leader=1, lady_of_the_lake=True)
    s = send(s, [1, 2])
    s = send(s, [2, 3, 4], failers=[4])
    s = step(s, 0, {"kind": "lady", "target": 5})
    return step(s, s.leader, {"kind": "propose", "quest": 3, "team": [1, 2, 3]})


def test_good_lady_holder_reports_the_truth_and_evil_lies_about_a_teammate():
    # the holder speaks the next time he owes a move: the vote on the next team
    good_holder = _seat0_examined_seat5(
        ["servant", "merlin", "servant", "servant", "assassin", "minion", "minion"])
    said = Bot(0).act(G.view(good_holder, 0), good_holder.legal(0), random.Random(0))
    assert said == {"kind": "say", "claim": "lady", "target": 5, "good": False}
    # the same examination made by an evil holder about his teammate: he vouches for him
    e = _seat0_examined_seat5(
        ["minion", "merlin", "servant", "servant", "assassin", "minion", "servant"])
    said = Bot(0).act(G.view(e, 0), e.legal(0), random.Random(0))
    assert said == {"kind": "say", "claim": "lady", "target": 5, "good": True}


def test_one_statement_per_rules_move():
    s = _seat0_examined_seat5(
        ["servant", "merlin", "servant", "servant", "assassin", "minion", "minion"])
    bot = Bot(0)
    first = bot.act(G.view(s, 0), s.legal(0), random.Random(0))
    assert first["kind"] == "say" and first in s.talk(0)
    s = step(s, 0, first)
    assert s.talk(0), "the rules would let it talk again"
    assert bot.act(G.view(s, 0), s.legal(0), random.Random(0)) in s.legal(0)
    assert bot.say(G.view(s, 0), s.talk(0), random.Random(0)) is None
    # a fresh bot (a loaded game) reads its statement back from the log
    assert Bot(0).act(G.view(s, 0), s.legal(0), random.Random(0)) in s.legal(0)


@pytest.mark.parametrize("players,options,seed", [
    (5, None, 3),
    (7, {"percival": True, "morgana": True, "lady_of_the_lake": True}, 4),
])
def test_hard_bots_driven_only_through_act_talk_and_move_legally(players, options, seed):
    """Like game.arena.play_one: act only, every answer applied. The bots make statements,
    each answer is a legal move or one of the view's statements, and a seat never says
    two things in a row (asked again after a statement, it moves)."""
    moves = []
    s, _ = _play_with_hard(players, seed, options, moves_out=moves)
    assert s.over()
    said = 0
    last_was_say: dict[int, bool] = {}
    for view, legal, move in moves:
        seat = view["seat"]
        if move in legal:
            last_was_say[seat] = False
            continue
        assert move["kind"] == "say" and move in view["talk"], move
        assert not last_was_say.get(seat), f"seat {seat} talked twice in a row"
        last_was_say[seat] = True
        said += 1
    assert said >= 2
    assert sum(e["kind"] == "say" for e in G.view(s, None)["log"]) == said


def test_evil_confer_on_merlin_at_the_assassination():
    s = _merlin_votes_like_merlin_then_three_successes()
    # a minion does not owe a move now, so only a driver calling say directly hears him
    said = Bot(4).say(G.view(s, 4), s.talk(4), random.Random(0))
    assert said == {"kind": "say", "claim": "merlin_guess", "target": 1}
    assert Bot(2).say(G.view(s, 2), s.talk(2), random.Random(0)) is None  # good stays quiet


def test_an_evil_teammates_merlin_guess_sways_the_assassin():
    roles = ["assassin", "merlin", "servant", "servant", "minion"]
    s = deal(roles, leader=0)
    for team in ([0, 2], [0, 2, 3], [1, 2]):
        s = send(s, team)
    before = mind_of(s, 0).private.p_merlin()[3]
    s = step(s, 4, {"kind": "say", "claim": "merlin_guess", "target": 3})
    assert mind_of(s, 0).private.p_merlin()[3] > before


# ---------------------------------------------------------------------------
# strength: side against side, a fixed set of games
# ---------------------------------------------------------------------------

def _side_game(players, good_level, evil_level, seed):
    s = G.new(players, seed)
    bots = [G.make_bot(evil_level if s.is_evil(p) else good_level, p) for p in range(players)]
    rng = random.Random(seed)
    while not s.over():
        seat = s.to_act()[0]
        s = step(s, seat, bots[seat].act(G.view(s, seat), s.legal(seat), rng))
    return s.winner


def test_hard_beats_normal_side_against_side():
    """Hard plays one whole side, normal the other, then the sides swap. Hard wins
    clearly more than half of those games (equal bots would win half; a random
    bot almost none as good and well under half as evil)."""
    games = 200
    as_good = sum(_side_game(5, "hard", "normal", 500 + i) == "good" for i in range(games))
    as_evil = sum(_side_game(5, "normal", "hard", 700 + i) == "evil" for i in range(games))
    assert (as_good + as_evil) / (2 * games) >= 0.6, (as_good, as_evil)


def test_random_loses_to_normal_in_the_same_harness():
    """The harness can fail: a random side does far worse against normal."""
    games = 40
    as_good = sum(_side_game(5, "random", "normal", 500 + i) == "good" for i in range(games))
    as_evil = sum(_side_game(5, "normal", "random", 700 + i) == "evil" for i in range(games))
    assert (as_good + as_evil) / (2 * games) < 0.4, (as_good, as_evil)


def test_percival_tells_merlin_from_morgana_by_their_votes():
    """Candidate 0 rejects teams with evil and approves a clean one; candidate 5 does the
    opposite. Percival comes to believe 0 is Merlin and 5 Morgana."""
    roles = ["merlin", "percival", "servant", "servant", "assassin", "morgana", "minion"]
    s = deal(roles, leader=2, percival=True, morgana=True)
    start = mind_of(s, 1).private.p_merlin()
    assert start[0] == pytest.approx(0.5)
    for team, approvers in (([2, 4], {2, 4, 5}), ([3, 6], {3, 5, 6}), ([1, 2], {0, 1, 2})):
        s = step(s, s.leader, {"kind": "propose", "quest": 1, "team": team})
        for seat in range(7):
            s = step(s, seat, {"kind": "vote", "approve": seat in approvers})
    pm = mind_of(s, 1).private.p_merlin()
    assert pm[0] > 0.75 and pm[5] < 0.25
    assert mind_of(s, 1).private.p_evil()[5] > 0.75
