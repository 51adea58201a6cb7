"""Table talk: structured statements, public, never changing the rules state."""
from __future__ import annotations

import pytest

from game import IllegalAction
from game.avalon.data import TALK_CAP

from .avalon_helpers import ROLES5, ROLES7, G, new, propose, round_

SAY_EVIL = {"kind": "say", "claim": "evil", "target": 3}


def _rules_view(s, seat):
    v = G.view(s, seat)
    v["log"] = [e for e in v["log"] if e["kind"] != "say"]
    return v


def test_any_seat_may_talk_at_any_point_and_it_is_never_owed():
    s = new(ROLES5)
    for seat in range(5):
        assert SAY_EVIL in s.talk(seat) or seat == 3
        assert all(m["kind"] != "say" for m in s.legal(seat))
    t = G.apply(s, 1, SAY_EVIL)
    assert t.to_act() == s.to_act() and t.legal(0) == s.legal(0)
    for seat in (None, 0, 3):
        assert _rules_view(t, seat) == _rules_view(s, seat)
        assert G.view(t, seat)["log"][-1] == {"kind": "say", "seat": 1, "claim": "evil", "target": 3}


def test_statement_menu():
    s = new(ROLES5)
    claims = {m["claim"] for m in s.talk(0)}
    assert claims == {"evil", "good", "role"}
    assert {m["role"] for m in s.talk(0) if m["claim"] == "role"} == {"merlin", "servant"}
    assert not [m for m in s.talk(0) if m.get("target") == 0]


@pytest.mark.parametrize(("options", "roles"), [
    ({}, {"merlin", "servant"}),
    ({"percival": True}, {"merlin", "percival", "servant"}),
    ({"merlin_assassin": False}, {"servant"})])
def test_no_claim_of_a_character_this_game_does_not_have(options, roles):
    s = G.new(7, 3, options=options)
    assert {m["role"] for m in s.talk(0) if m["claim"] == "role"} == roles
    for role in {"merlin", "percival"} - roles:
        with pytest.raises(IllegalAction):
            G.apply(s, 0, {"kind": "say", "claim": "role", "role": role})


def test_trust_team_names_the_team_in_the_log():
    s = propose(new(ROLES5), [0, 1])
    t = G.apply(s, 4, {"kind": "say", "claim": "trust_team"})
    assert G.view(t, 0)["log"][-1] == {"kind": "say", "seat": 4, "claim": "trust_team",
                                   "quest": 1, "team": [0, 1]}
    with pytest.raises(IllegalAction):
        G.apply(new(ROLES5), 4, {"kind": "say", "claim": "trust_team"})


def test_lady_claims_only_about_whom_you_examined_and_may_lie():
    s = new(ROLES7, leader=2, lady_of_the_lake=True)
    s = round_(round_(s, [0, 1]), [0, 1, 2])
    s = G.apply(s, 1, {"kind": "lady", "target": 4})
    lie = {"kind": "say", "claim": "lady", "target": 4, "good": True}
    assert lie in s.talk(1) and lie not in s.talk(0)
    assert G.apply(s, 1, lie).log[-1].data["good"] is True
    with pytest.raises(IllegalAction):
        G.apply(s, 0, lie)


def test_merlin_guess_only_by_evil_during_assassination():
    s = new(ROLES5)
    guess = {"kind": "say", "claim": "merlin_guess", "target": 1}
    with pytest.raises(IllegalAction):
        G.apply(s, 3, guess)
    s = round_(round_(round_(s, [0, 1]), [0, 1, 2]), [1, 2])
    assert s.phase == "assassinate"
    assert guess in s.talk(4) and guess in s.talk(3) and guess not in s.talk(0)
    assert G.apply(s, 4, guess).phase == "assassinate"


def test_no_talk_after_the_game():
    s = G.apply(round_(round_(round_(new(ROLES5), [0, 1]), [0, 1, 2]), [1, 2]), 3,
                {"kind": "assassinate", "target": 0})
    assert s.over() and s.talk(0) == []
    with pytest.raises(IllegalAction):
        G.apply(s, 0, SAY_EVIL)


def test_talk_is_capped_between_rules_moves():
    s = new(ROLES5)
    for _ in range(TALK_CAP):
        s = G.apply(s, 1, SAY_EVIL)
    assert s.talk(1) == [] and s.talk(2) != []
    with pytest.raises(IllegalAction) as err:
        G.apply(s, 1, SAY_EVIL)
    assert err.value.key == "avalon_rules.error.talk_cap"
    s = propose(s, [0, 1])
    assert SAY_EVIL in s.talk(1)
