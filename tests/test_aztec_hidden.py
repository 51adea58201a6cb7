"""Hidden information: what a seat has not seen never shapes its view.

``blur(s, seat)`` changes everything the rules keep from ``seat`` (the other piles and
its own later cards, the others' takes and bets not yet revealed, the artefacts
someone else drew, the artefact deck, and the private log entries of the others);
the seat's view must not change. Which entries are private is decided here from the
rules file, not read from the events' own audience, so a leaking log fails too.
"""
from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from game.aztec.data import ARTEFACT_DECK, CARD_KINDS, as_mapping
from game.aztec.state import AztecState, possible_takes
from game.core import Event
from tests.aztec_helpers import G, start, take_all
from tests.contract import examples

RB = {"red": 1, "blue": 1}
_PRIVATE = {"card": "card", "drawn": "artefacts"}  # event kind -> its secret field


def _other_card(rng: random.Random, card):
    return rng.choice([k for k in CARD_KINDS if k != card])


def blur(s: AztecState, seat: int | None, rng: random.Random) -> AztecState:
    """A state ``seat`` (None: an onlooker) cannot tell from ``s``."""
    n = s.players
    revealed = set(s.order()[:s.revealed]) if s.phase == "keep" else set()
    piles = []
    for p, pile in enumerate(s.piles):
        keep = (1 if p == seat or p in revealed else 0) if pile and s.phase != "over" else 0
        piles.append(tuple(pile[:keep]) + tuple(_other_card(rng, c) for c in pile[keep:]))
    takes = list(s.takes)
    bets = list(s.bets)
    for p in range(n):
        if p == seat:
            continue
        if s.phase == "take" and takes[p] is not None:
            takes[p] = rng.choice([t for t in possible_takes(s.temple) if t != takes[p]] or [takes[p]])
        if s.phase in ("take", "bet") and bets[p] is not None:
            target, believe = bets[p]
            bets[p] = (rng.choice([x for x in range(n) if x != p]), not believe)
    drawn = s.drawn
    if s.phase == "keep" and s.gains[0] != seat:
        drawn = tuple(rng.choice(ARTEFACT_DECK) for _ in drawn)
    deck = tuple(rng.choice(ARTEFACT_DECK) for _ in s.artefact_deck)
    log = []
    for e in s.log:
        field = _PRIVATE.get(e.kind)
        if field and e.data["seat"] != seat:
            secret = (as_mapping(_other_card(rng, e.data[field])) if e.kind == "card"
                      else tuple(rng.choice(ARTEFACT_DECK) for _ in e.data[field]))
            e = Event(e.kind, {**e.data, field: secret}, e.seen_by)
        log.append(e)
    return s.evolve(piles=tuple(piles), takes=tuple(takes), bets=tuple(bets), drawn=drawn,
                    artefact_deck=deck, log=tuple(log))


def check_blind(s: AztecState, rng: random.Random) -> None:
    for seat in (None, *range(s.players)):
        assert G.view(blur(s, seat, rng), seat) == G.view(s, seat), (s.phase, seat)


def _random_game(players: int, seed: int):
    rng = random.Random(seed)
    s = G.new(players, seed)
    yield s
    while not s.over():
        seat = rng.choice(s.to_act())
        s = G.apply(s, seat, rng.choice(s.legal(seat)))
        yield s


@settings(max_examples=examples(12))
@given(players=st.integers(3, 6), seed=st.integers(0, 2**31 - 1))
def test_no_view_depends_on_what_its_seat_has_not_seen(players, seed):
    rng = random.Random(seed)
    phases = set()
    for s in _random_game(players, seed):
        phases.add(s.phase)
        check_blind(s, rng)
    assert {"take", "bet", "over"} <= phases


def test_keep_phase_hides_the_draw_and_the_cards_still_to_reveal():
    # seat 0 lies unaccused and keeps an artefact while seats 1 and 2 are unrevealed
    s = take_all(start(3, tops=[{"red": 2}, RB, {"blue": 1, "yellow": 1}]),
                 [{"red": 4}, RB, {"blue": 1, "yellow": 1}])
    for p, bet in enumerate([(1, True), (0, True), (0, True)]):
        s = G.apply(s, p, {"kind": "bet", "target": bet[0], "believe": bet[1]})
    assert s.phase == "keep" and s.gains == (0,)
    check_blind(s, random.Random(0))
    assert [x["revealed"] for x in G.view(s, 1)["seats"]] == [True, False, False]
    assert G.view(s, 1)["seats"][2]["card"] is None


@settings(max_examples=examples(10))
@given(players=st.integers(3, 6), seed=st.integers(0, 2**31 - 1))
def test_a_choice_made_but_not_revealed_never_changes_another_seats_view(players, seed):
    """In random play, whenever a take or bet is not the last of its phase, any other
    legal choice in its place leaves every other seat's view (and the public one) and
    their legal moves the same: the others learn that the seat chose, never what."""
    rng = random.Random(seed)
    s, compared = G.new(players, seed), 0
    while not s.over():
        seat = rng.choice(s.to_act())
        legal = s.legal(seat)
        move = rng.choice(legal)
        after = G.apply(s, seat, move)
        if s.phase in ("take", "bet") and after.phase == s.phase:
            for other in rng.sample(legal, min(3, len(legal))):
                alt = G.apply(s, seat, other)
                for q in (None, *range(players)):
                    if q != seat:
                        assert G.view(alt, q) == G.view(after, q), (s.phase, seat, q)
                        assert q is None or alt.legal(q) == after.legal(q)
                compared += 1
        s = after
    assert compared >= 5 * (players - 1)
