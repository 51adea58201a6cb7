"""Hints (game/hints.py): the hard bot's move in a seat and why, from the seat's view only.

- twin deals: two deals one seat cannot tell apart give that seat the same hint (same
  move, reason and parameters, same suspicion) at every step both games share;
- the hinted move is always one of the legal moves, and its reason one the game lists;
- every reason has a text in both languages, with the same placeholders, filled by the
  hints' own parameters.
"""
from __future__ import annotations

import importlib
import json
import random
import re
from pathlib import Path

import pytest

import game
from game import hints as H
from game.agent_avenue import deals as aa_deals
from game.avalon import deals as avalon_deals
from game.aztec import deals as aztec_deals

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "scenes" / "data" / "translations"
GAMES = ("avalon", "agent_avenue", "aztec")   # Saül's hints are written apart (game/saul/bots/hint.py)
TWINS = {
    "avalon": lambda players, seed: avalon_deals.twin_deals(players, seed),
    "agent_avenue": aa_deals.twin_deals,
    "aztec": aztec_deals.twin_deals,
}
SIZES = {"avalon": (5, 7, 10), "agent_avenue": (2, 3, 4), "aztec": (3, 5)}


def texts(lang: str) -> dict[str, str]:
    data = json.loads((TRANSLATIONS / f"hints.{lang}.json").read_text(encoding="utf-8"))[lang]
    return {f"hints.{k}": v for k, v in data.items()}


def reasons(gid: str) -> tuple[str, ...]:
    return importlib.import_module(f"game.{gid}.bots.hint").REASONS


def as_data(h: H.Hint) -> tuple:
    return h.move, h.reason_key, h.params, h.suspicion


# ------------------------------------------------------------------ twin deals

def hints_on_twins(gid: str, players: int, seed: int, max_steps: int = 400) -> int:
    """Walk two twin deals with the same moves (legal in both) and compare the seat's
    hints wherever it owes a move; returns how many hints were compared."""
    g = game.get(gid)
    seat, deal_a, deal_b = TWINS[gid](players, seed)
    assert deal_a != deal_b
    a, b = g.new(players, seed, deal=deal_a), g.new(players, seed, deal=deal_b)
    rng, compared = random.Random(seed), 0
    for step in range(max_steps):
        if a.over() or b.over() or a.to_act() != b.to_act():
            break
        if seat in a.to_act():
            legal_a, legal_b = list(a.legal(seat)), list(b.legal(seat))
            assert legal_a == legal_b
            ha = H.hint(gid, g.view(a, seat), legal_a, random.Random(step))
            hb = H.hint(gid, g.view(b, seat), legal_b, random.Random(step))
            assert as_data(ha) == as_data(hb), \
                f"{gid} {players}p seed {seed} step {step}: seat {seat}'s hint tells the twins apart"
            assert ha.move in legal_a
            compared += 1
        mover = rng.choice(tuple(a.to_act()))
        pool = [m for m in a.legal(mover) if m in b.legal(mover)]
        if not pool:
            break
        move = rng.choice(pool)
        a, b = g.apply(a, mover, move), g.apply(b, mover, move)
        if g.view(a, None) != g.view(b, None):
            break   # a public reveal: from here on the seat may know more
    return compared


@pytest.mark.parametrize("gid", GAMES)
def test_twin_deals_give_the_same_hint(gid):
    seeds = range(1, 9) if gid == "aztec" else range(1, 4)   # Aztec's twins part at the first reveal
    compared = sum(hints_on_twins(gid, players, seed) for players in SIZES[gid] for seed in seeds)
    assert compared >= 10, f"{gid}: only {compared} hints compared"


# --------------------------------------------------------- legal moves, reasons

def bot_games(gid: str, players: int, seeds: range, level: str = "normal"):
    """(view, legal) of every seat owing a move in games played by bots."""
    g = game.get(gid)
    for seed in seeds:
        s = g.new(players, seed, options=OPTIONS[gid][seed % len(OPTIONS[gid])])
        bots = [g.make_bot(level, p) for p in range(players)]
        rng = random.Random(seed)
        while not s.over():
            seat = s.to_act()[0]
            view, legal = g.view(s, seat), list(s.legal(seat))
            yield view, legal
            s = g.apply(s, seat, bots[seat].act(view, legal, rng))


OPTIONS = {
    "avalon": [None, {"percival": True, "morgana": True, "lady_of_the_lake": True},
               {"mordred": True}, {"quest_order": "free"}],
    "agent_avenue": [None, {"mode": "advanced"}],
    "aztec": [None],
}


@pytest.mark.parametrize("gid", GAMES)
def test_the_hint_is_legal_and_its_reason_listed_and_translated(gid):
    en, fr = texts("en"), texts("fr")
    seen = set()
    for players in SIZES[gid]:
        for view, legal in bot_games(gid, players, range(2)):
            h = H.hint(gid, view, legal, random.Random(0))
            assert h.move in legal, (h, legal)
            name = h.reason_key.removeprefix(f"hints.{gid}.")
            assert name in reasons(gid), h.reason_key
            seen.add(name)
            for table in (en, fr):
                text = fill(table, h.reason_key, h.params)
                assert "%{" not in text, (h, text)
            assert all(isinstance(v, int | float) and not isinstance(v, bool)
                       or k in H.SEAT_PARAMS for k, v in h.params.items()), h.params
            if gid == "avalon":
                assert h.suspicion is not None and set(h.suspicion) == set(range(players)) - {view["seat"]}
                assert all(0 <= x <= 100 for x in h.suspicion.values())
    # the common reasons do come up in a few games
    common = {"avalon": {"propose", "vote_approve", "vote_reject", "quest_good", "vote_evil_clean"},
              "agent_avenue": {"pair", "recruit_up", "recruit_down"},
              "aztec": {"take_truth", "bet_believe", "bet_accuse", "keep"}}[gid]
    assert common <= seen, common - seen


def fill(table: dict[str, str], key: str, params: dict) -> str:
    """The i18n layer's rule: ``_one`` when n == 1, then every %{name} replaced."""
    if params.get("n") == 1 and key + "_one" in table:
        key += "_one"
    text = table[key]
    shown = H.render_params(params, lambda s: f"Seat{s}")
    for name, value in shown.items():
        text = text.replace("%{" + name + "}", str(value))
    return text


@pytest.mark.parametrize("gid", GAMES)
def test_every_reason_has_a_text_in_both_languages_with_the_same_placeholders(gid):
    en, fr = texts("en"), texts("fr")
    assert set(en) == set(fr)
    for name in reasons(gid):
        key = f"hints.{gid}.{name}"
        assert key in en and key in fr, key
    for key in en:
        assert set(re.findall(r"%\{(\w+)\}", en[key])) == set(re.findall(r"%\{(\w+)\}", fr[key])), key
        assert "(s)" not in en[key] and "(s)" not in fr[key], key
        assert key.endswith("_one") or key.removeprefix("hints.").split(".")[1] in \
            reasons(key.split(".")[1]), f"{key}: no reason gives it"


def test_the_i18n_layer_finds_the_hint_texts():
    from scenes import i18n
    i18n.set_language("fr")
    try:
        text = i18n.t("hints.avalon.quest_fail", n=1)
        assert "une seule carte" in text
        assert "2 cartes" in i18n.t("hints.avalon.quest_fail", n=2)
    finally:
        i18n.set_language("en")
    assert i18n.t("hints.aztec.keep", ev="+2.0") == "Keep the artefact worth most to you: about +2.0 VP."


# ------------------------------------------------------------------ the dispatcher

def test_every_game_has_a_hint_module_and_unknown_games_none():
    assert set(game.CATALOG) <= set(H.HINT_MODULES)
    for gid in GAMES:
        assert H.available(gid)
    with pytest.raises(H.NoHint):
        H.hint("chess", {}, [{"kind": "x"}], random.Random(0))
    with pytest.raises(ValueError):
        H.hint("avalon", {}, [], random.Random(0))


def test_the_same_view_and_rng_give_the_same_hint():
    g = game.get("avalon")
    s = g.new(7, 4)
    seat = s.to_act()[0]
    view, legal = g.view(s, seat), list(s.legal(seat))
    assert as_data(H.hint("avalon", view, legal, random.Random(3))) == \
        as_data(H.hint("avalon", json.loads(json.dumps(view)), legal, random.Random(3)))


def test_render_params_names_seats_and_signs_gains():
    params = {"seat": 2, "team": [0, 3], "ev": 1.25, "other": -0.3, "lead": 0, "pct": 40, "n": 2}
    shown = H.render_params(params, lambda s: "ABCD"[s])
    assert shown == {"seat": "C", "team": "A, D", "ev": "+1.2", "other": "-0.3", "lead": "0",
                     "pct": 40, "n": 2}
    assert H.render_params(params, str, decimal=",")["other"] == "-0,3"


# ------------------------------------------------------------------ what the bots weighed

def test_an_avalon_hint_names_the_seat_a_failed_quest_exposed():
    """A servant who saw quest 1 fail with seats 1 and 2 on it (one Fail card) is told
    to reject a team holding both, naming the more suspect one and that quest."""
    g = game.get("avalon")
    s = g.new(5, 0, deal={"roles": ["servant", "assassin", "servant", "merlin", "minion"], "leader": 1})
    s = g.apply(s, 1, {"kind": "propose", "quest": 1, "team": [1, 2]})
    for p in range(5):
        s = g.apply(s, p, {"kind": "vote", "approve": True})
    s = g.apply(s, 1, {"kind": "quest", "success": False})
    s = g.apply(s, 2, {"kind": "quest", "success": True})
    leader = s.to_act()[0]
    s = g.apply(s, leader, {"kind": "propose", "quest": 2, "team": sorted({0, 1, 2, leader})[:3]})
    assert s.team == (0, 1, 2)
    h = H.hint("avalon", g.view(s, 0), list(s.legal(0)), random.Random(0))
    assert h.move == {"kind": "vote", "approve": False}
    assert h.reason_key == "hints.avalon.vote_reject_proof"
    assert h.params["quest"] == 1 and h.params["n"] == 1 and h.params["seat"] in (1, 2)
    assert h.params["clean"] == 0
    assert h.suspicion is not None and h.params["pct"] == h.suspicion[h.params["seat"]] >= 50
    assert "one Fail card" in fill(texts("en"), h.reason_key, h.params)


def test_an_aztec_bet_hint_gives_both_bets_expected_gains():
    for view, legal in bot_games("aztec", 4, range(1)):
        if legal[0]["kind"] != "bet" or len(legal) == 1:
            continue
        h = H.hint("aztec", view, legal, random.Random(0))
        assert h.params["seat"] == h.move["target"]
        assert h.params["ev"] >= h.params["other"]
        assert 0 <= h.params["truth"] <= 100
        return
    pytest.fail("no bet in the game")
