"""Aztec's rules: setup, whose move it is, the legal moves, and applying a move.

Each rule of shared/rules/aztec.md lives in one function below, named for it.
Clockwise and "to the left" are seat + 1. The view format is documented in view.py.

Moves
    {"kind": "character", "character": id}      (option characters=chosen, at setup)
    {"kind": "take", "jewels": {colour: count}}  1 to 4 jewels, zero counts left out
    {"kind": "bet", "target": seat, "believe": bool}
    {"kind": "keep", "artefact": id}             one of the artefacts just drawn

Interpretations where the rules file leaves room [filled here]:
- "Chosen" characters are picked one at a time from the first player clockwise,
  each from those left; a deal's characters are then not used.
- A take is limited by the Temple as it stands when the round's takes begin (the
  takes are simultaneous and secret). If the takes together ask for more of a colour
  than the Temple holds, they are served in turn order and a later player gets only
  what is left; the jewels a player really got are what the reveal compares with the
  card. (With 40 jewels a colour this is rare.) An empty Temple allows only the
  empty take.
- The reveal needs no move: once every bet is in, the players are revealed in turn
  order; it pauses only while a player keeps an artefact.
- Artefact gains are served one at a time in the order they arise (the accusers of
  one liar clockwise from the liar). Fewer than 3 cards left: draw what is there; none
  left: nothing is gained. Kept artefacts are public; the others go under the deck.
- Stones given "from the reserve" when the reserve is empty are not given. A
  liar's caught take goes back to the Temple first, then the card's jewels are taken
  from it (as many as are there).
- Curses: a colour's single player with the most jewels of that colour (at least
  one: with none, every player ties) takes the stones of its Curse card. The Curse cards are refilled only when
  another round follows.
- Ritual Bowl returns min(2, own stones): returning stones never hurts.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import (
    Event,
    IllegalAction,
    Move,
    Seat,
    SetupError,
    check_players,
    resolve_options,
    rng_below,
    rng_seed,
    rng_shuffle,
)
from game.moves import boolean, check_move, counts, seat as a_seat, shape, text

from . import scoring
from .data import (
    ACCUSERS_FOR_ARTEFACT,
    ARTEFACT_DECK,
    ARTEFACT_DRAW,
    ARTEFACTS,
    CHARACTERS,
    COLOURS,
    CURSE_REFILL,
    CURSE_START,
    CURSED_IDOL_STONES,
    JEWEL_DECK,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NONE,
    OPTIONS,
    PILE,
    RITUAL_BOWL_STONES,
    ROUNDS,
    START_STONES,
    STONES,
    TAKE_MAX,
    TEMPLE_START,
    Jewels,
    add,
    as_mapping,
    from_mapping,
    sub,
)
from .state import BET, CHOOSE, KEEP, OVER, TAKE, AztecState, possible_takes, to_act

NS = "aztec_rules."
RESERVE = "reserve"  # the other end of a stone's move in the log


def _setup_error(message: str, key: str, **params: Any) -> SetupError:
    return SetupError(message, NS + key, **params)


def _illegal(message: str, key: str, **params: Any) -> IllegalAction:
    return IllegalAction(message, NS + key, **params)


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _set(t: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return t[:i] + (value,) + t[i + 1:]


# ---------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------

def _deal_error(players: int) -> SetupError:
    return _setup_error(
        'A deal is {"characters": [one id per seat], "piles": [[5 jewel cards, top first] '
        'per seat], "artefacts": [the 30 artefact ids, top first], "first": seat}, '
        f"for {players} players, with cards from the jewel deck.", "error.deal", n=players)


def _check_deal(deal: Any, players: int, chosen: bool
                ) -> tuple[tuple[str | None, ...], tuple[tuple[Jewels, ...], ...], tuple[str, ...], Seat]:
    if not isinstance(deal, Mapping) or set(deal) != {"characters", "piles", "artefacts", "first"}:
        raise _deal_error(players)
    chars, piles, arts, first = deal["characters"], deal["piles"], deal["artefacts"], deal["first"]
    if not chosen and (not isinstance(chars, (list, tuple)) or len(chars) != players
                       or any(c not in CHARACTERS for c in chars) or len(set(chars)) != players):
        raise _deal_error(players)
    if not isinstance(piles, (list, tuple)) or len(piles) != players or any(
            not isinstance(p, (list, tuple)) or len(p) != PILE for p in piles):
        raise _deal_error(players)
    cards = [from_mapping(c) for p in piles for c in p]
    pool = list(JEWEL_DECK)
    for c in cards:
        if c is None or c not in pool:  # not a card, or more copies than the deck holds
            raise _deal_error(players)
        pool.remove(c)
    if not isinstance(arts, (list, tuple)) or sorted(arts) != sorted(ARTEFACT_DECK):
        raise _deal_error(players)
    if not _is_int(first) or not 0 <= first < players:
        raise _deal_error(players)
    known = [c for c in cards if c is not None]
    dealt = tuple(tuple(known[p * PILE:(p + 1) * PILE]) for p in range(players))
    characters: tuple[str | None, ...] = (None,) * players if chosen else tuple(chars)
    return characters, dealt, tuple(arts), int(first)


def new(players: int, seed: int, options: Mapping[str, Any] | None = None,
        deal: Mapping[str, Any] | None = None) -> AztecState:
    """Setup: characters, 2 stones each, 5 jewel cards each as a private pile, 1 stone
    on each Curse card, the artefacts shuffled, a random first player."""
    check_players(players, MIN_PLAYERS, MAX_PLAYERS)
    opts = resolve_options(OPTIONS, options)
    chosen = opts["characters"] == "chosen"
    if deal is None:
        rng = rng_seed(seed)
        rng, chars = rng_shuffle(rng, tuple(CHARACTERS))
        rng, deck = rng_shuffle(rng, JEWEL_DECK)
        rng, arts = rng_shuffle(rng, ARTEFACT_DECK)
        rng, first = rng_below(rng, players)
        characters = (None,) * players if chosen else chars[:players]
        piles = tuple(deck[p * PILE:(p + 1) * PILE] for p in range(players))
    else:
        characters, piles, arts, first = _check_deal(deal, players, chosen)
    curses = (CURSE_START,) * len(COLOURS)
    s = AztecState(
        players=players, options=opts, characters=characters, piles=piles,
        artefact_deck=tuple(arts), first=first, phase=CHOOSE if chosen else TAKE,
        temple=(TEMPLE_START,) * 3, reserve=STONES - START_STONES * players - sum(curses),
        curses=(curses[0], curses[1], curses[2]), jewels=(NONE,) * players,
        stones=(START_STONES,) * players, artefacts=((),) * players,
        takes=(None,) * players, bets=(None,) * players,
        log=(Event("start", {"players": players, "first": first,
                             "characters": characters}),))
    return s if chosen else _start_round(s)


def _start_round(s: AztecState) -> AztecState:
    """Each player looks at the top card of their own pile (only they see it)."""
    log = [Event("round", {"round": s.round, "first": s.first, "temple": as_mapping(s.temple)})]
    log += [Event("card", {"round": s.round, "seat": p, "card": as_mapping(s.card(p))}, (p,))
            for p in range(s.players)]
    return s.evolve(phase=TAKE, takes=(None,) * s.players, bets=(None,) * s.players,
                    revealed=0, log=s.log + tuple(log))


# ---------------------------------------------------------------------------
# Applying a move (validated directly and strictly)
# ---------------------------------------------------------------------------

#: the shape of every kind of move (game.moves): types and ranges, checked first
SHAPES = {
    "take": shape(jewels=counts(COLOURS)),
    "bet": shape(target=a_seat, believe=boolean),
    "keep": shape(artefact=text()),
    "character": shape(character=text()),
}
_PHASE_OF = {"take": TAKE, "bet": BET, "keep": KEEP, "character": CHOOSE}


def apply(s: AztecState, seat: Seat, move: Move) -> AztecState:
    check_move(s, seat, move, SHAPES)
    kind = move["kind"]
    if _PHASE_OF[kind] != s.phase:
        raise _illegal(f"A {kind} move is not possible now: the game waits for {s.phase}.",
                       "error.wrong_phase", move=kind, phase=s.phase)
    if seat not in to_act(s):
        raise IllegalAction(f"It is not seat {seat}'s turn.", "error.not_your_turn", seat=seat)
    return _APPLY[kind](s, seat, move)


def _choose(s: AztecState, seat: Seat, move: Move) -> AztecState:
    c = move["character"]
    if c not in CHARACTERS or c in s.characters:
        raise _illegal(f"Character {c!r} cannot be chosen.", "error.character", character=c)
    chars = _set(s.characters, seat, c)
    s = s.evolve(characters=chars, log=s.log + (Event("character", {"seat": seat, "character": c}),))
    return _start_round(s) if None not in chars else s


def _take(s: AztecState, seat: Seat, move: Move) -> AztecState:
    """Take (simultaneous, secret): 1 to 4 jewels, any colours, limited by the Temple."""
    j = from_mapping(move["jewels"])
    if j is None or as_mapping(j) != move["jewels"] or j not in possible_takes(s.temple):
        raise _illegal(f"Take 1 to {TAKE_MAX} jewels the Temple holds, e.g. "
                       '{"red": 2, "blue": 1}.', "error.take", most=TAKE_MAX)
    takes = _set(s.takes, seat, j)
    if None in takes:
        return s.evolve(takes=takes)
    return _show_takes(s.evolve(takes=takes))


def _show_takes(s: AztecState) -> AztecState:
    """Everyone has taken: the jewels leave the Temple in turn order (a later player
    gets only what is left) and every take is shown on its card."""
    temple = list(s.temple)
    takes = list(s.takes)
    for p in s.order():
        asked = takes[p]
        assert asked is not None
        got = tuple(min(n, temple[i]) for i, n in enumerate(asked))
        temple = [t - n for t, n in zip(temple, got)]
        takes[p] = (got[0], got[1], got[2])
    shown = [as_mapping(t) for t in takes if t is not None]
    short = [p for p in range(s.players) if takes[p] != s.takes[p]]
    event = Event("takes", {"round": s.round, "takes": shown, "short": short})
    return s.evolve(phase=BET, takes=tuple(takes), temple=(temple[0], temple[1], temple[2]),
                    log=s.log + (event,))


def _bet(s: AztecState, seat: Seat, move: Move) -> AztecState:
    """Bet (simultaneous, secret): a token before another player, believe or accuse."""
    target, believe = move["target"], move["believe"]
    if target == seat:
        raise _illegal("Bet on another player: target a seat, believe true or false.",
                       "error.bet")
    bets = _set(s.bets, seat, (target, believe))
    if None in bets:
        return s.evolve(bets=bets)
    shown = [{"target": b[0], "believe": b[1]} for b in bets if b is not None]
    s = s.evolve(bets=bets, log=s.log + (Event("bets", {"round": s.round, "bets": shown}),))
    return _proceed(s)


def _keep(s: AztecState, seat: Seat, move: Move) -> AztecState:
    """Draw 3, keep 1, the other 2 under the deck; immediate effects now."""
    a = move["artefact"]
    if a not in s.drawn:
        raise _illegal(f"Keep one of the artefacts drawn: {', '.join(s.drawn)}.",
                       "error.keep", drawn=", ".join(s.drawn))
    rest = list(s.drawn)
    rest.remove(a)
    s = s.evolve(artefacts=_set(s.artefacts, seat, s.artefacts[seat] + (a,)),
                 artefact_deck=s.artefact_deck + tuple(rest), drawn=(), gains=s.gains[1:],
                 log=s.log + (Event("keep", {"seat": seat, "artefact": a,
                                             "under": len(rest)}),))
    s = IMMEDIATE.get(a, lambda s, p: s)(s, seat)
    return _proceed(s)


# ---------------------------------------------------------------------------
# Stones: every move of a cursed stone goes through here
# ---------------------------------------------------------------------------

def _give_stone(s: AztecState, giver: Seat, receiver: Seat, moves: list[list[Any]]) -> AztecState:
    """``giver`` gives one of its stones; with none, the receiver takes it from the reserve."""
    if s.stones[giver] > 0:
        stones = _set(s.stones, giver, s.stones[giver] - 1)
        moves.append([giver, receiver])
        return s.evolve(stones=_set(stones, receiver, stones[receiver] + 1))
    return _from_reserve(s, receiver, moves)


def _from_reserve(s: AztecState, receiver: Seat, moves: list[list[Any]]) -> AztecState:
    if s.reserve <= 0:
        return s
    moves.append([RESERVE, receiver])
    return s.evolve(reserve=s.reserve - 1, stones=_set(s.stones, receiver, s.stones[receiver] + 1))


def _to_reserve(s: AztecState, giver: Seat, moves: list[list[Any]]) -> AztecState:
    if s.stones[giver] <= 0:
        return s
    moves.append([giver, RESERVE])
    return s.evolve(reserve=s.reserve + 1, stones=_set(s.stones, giver, s.stones[giver] - 1))


# ---------------------------------------------------------------------------
# Reveal, curses, end of round
# ---------------------------------------------------------------------------

def _proceed(s: AztecState) -> AztecState:
    """Go on with the reveal: serve owed artefacts, reveal the next player, and after the
    last one apply the curses and end the round."""
    order = s.order()
    while True:
        if s.gains:
            s = _draw(s)
            if s.drawn:
                return s
            continue
        if s.revealed < s.players:
            s = reveal(s.evolve(revealed=s.revealed + 1), order[s.revealed])
            continue
        return end_round(curses(s))


def _draw(s: AztecState) -> AztecState:
    seat = s.gains[0]
    drawn = s.artefact_deck[:ARTEFACT_DRAW]
    if not drawn:
        return s.evolve(gains=s.gains[1:], log=s.log + (Event("no_artefact", {"seat": seat}),))
    return s.evolve(phase=KEEP, drawn=drawn, artefact_deck=s.artefact_deck[len(drawn):],
                    log=s.log + (Event("draw", {"seat": seat, "count": len(drawn)}),
                                 Event("drawn", {"seat": seat, "artefacts": drawn}, (seat,))))


def reveal(s: AztecState, p: Seat) -> AztecState:
    """Reveal ``p``'s card and pay every bet on it (rules file, "Reveal")."""
    card, took = s.card(p), s.takes[p]
    assert took is not None
    clockwise = [(p + i) % s.players for i in range(1, s.players)]
    accusers = [q for q in clockwise if s.bets[q] == (p, False)]
    believers = [q for q in clockwise if s.bets[q] == (p, True)]
    truth = took == card
    moves: list[list[Any]] = []
    gains: tuple[Seat, ...] = ()
    if truth:
        # the jewels go to the player; 1 stone to each accuser; believers return 1
        got = took
        for a in accusers:
            s = _give_stone(s, p, a, moves)
        if len(accusers) >= ACCUSERS_FOR_ARTEFACT:
            gains = (p,)
        for b in believers:
            s = _to_reserve(s, b, moves)
        outcome = "truth"
    elif not accusers:
        # an unaccused lie: the jewels stay, an artefact; believers take a stone
        got = took
        gains = (p,)
        for b in believers:
            s = _from_reserve(s, b, moves)
        outcome = "lie"
    else:
        # a caught lie: the take goes back, the card's jewels come instead
        temple = add(s.temple, took)
        got = (min(card[0], temple[0]), min(card[1], temple[1]), min(card[2], temple[2]))
        s = s.evolve(temple=sub(temple, got))
        for a in accusers:
            s = _give_stone(s, a, p, moves)
        for b in believers:
            s = _from_reserve(s, b, moves)
        if len(accusers) >= ACCUSERS_FOR_ARTEFACT:
            gains = tuple(accusers)
        outcome = "caught"
    event = Event("reveal", {
        "round": s.round, "seat": p, "card": as_mapping(card), "take": as_mapping(took),
        "outcome": outcome, "truth": truth, "accusers": accusers, "believers": believers,
        "jewels": as_mapping(got), "stones": moves, "artefacts": list(gains)})
    return s.evolve(jewels=_set(s.jewels, p, add(s.jewels[p], got)), gains=s.gains + gains,
                    log=s.log + (event,))


def curses(s: AztecState) -> AztecState:
    """For each colour the single player with the most jewels of it takes that Curse
    card's stones; on a tie they stay."""
    stones, cur = list(s.stones), list(s.curses)
    log = []
    for i, colour in enumerate(COLOURS):
        counts = [j[i] for j in s.jewels]
        top = max(counts)
        leaders = [p for p, n in enumerate(counts) if n == top]
        taker = leaders[0] if len(leaders) == 1 else None  # nobody holding it: all tie
        log.append(Event("curse", {"round": s.round, "colour": colour, "seat": taker,
                                   "stones": cur[i] if taker is not None else 0,
                                   "left": 0 if taker is not None else cur[i]}))
        if taker is not None:
            stones[taker] += cur[i]
            cur[i] = 0
    return s.evolve(stones=tuple(stones), curses=(cur[0], cur[1], cur[2]),
                    log=s.log + tuple(log))


def end_round(s: AztecState) -> AztecState:
    """Jewel cards discarded; after round 5 the scoring, else 1 stone from the reserve on
    each Curse card and the first player passes to the left."""
    piles = tuple(pile[1:] for pile in s.piles)
    s = s.evolve(piles=piles, takes=(None,) * s.players, bets=(None,) * s.players)
    if s.round >= ROUNDS:
        return final_scoring(s)
    cur, reserve = list(s.curses), s.reserve
    for i in range(len(cur)):
        add_now = min(CURSE_REFILL, reserve)
        cur[i] += add_now
        reserve -= add_now
    s = s.evolve(curses=(cur[0], cur[1], cur[2]), reserve=reserve,
                 first=(s.first + 1) % s.players, round=s.round + 1)
    return _start_round(s)


def scores(s: AztecState) -> list[dict[str, Any]]:
    return [scoring.score(s.characters[p] or "", s.jewels[p], s.artefacts[p], s.stones[p])
            if s.characters[p] else {} for p in range(s.players)]


def final_scoring(s: AztecState) -> AztecState:
    lines = scores(s)
    totals = [line["total"] for line in lines]
    won = scoring.winners(totals, s.stones)
    return s.evolve(phase=OVER, result=won, log=s.log + (Event(
        "game_over", {"scores": lines, "winners": list(won)}),))


# ---------------------------------------------------------------------------
# Immediate artefact effects
# ---------------------------------------------------------------------------

def ritual_bowl(s: AztecState, seat: Seat) -> AztecState:
    """Return up to 2 of your cursed stones to the reserve."""
    n = min(RITUAL_BOWL_STONES, s.stones[seat])
    return s.evolve(stones=_set(s.stones, seat, s.stones[seat] - n), reserve=s.reserve + n,
                    log=s.log + (Event("ritual_bowl", {"seat": seat, "stones": n}),))


def cursed_idol(s: AztecState, seat: Seat) -> AztecState:
    """Take 2 cursed stones from the reserve."""
    n = min(CURSED_IDOL_STONES, s.reserve)
    return s.evolve(stones=_set(s.stones, seat, s.stones[seat] + n), reserve=s.reserve - n,
                    log=s.log + (Event("cursed_idol", {"seat": seat, "stones": n}),))


IMMEDIATE = {"ritual_bowl": ritual_bowl, "cursed_idol": cursed_idol}
assert set(IMMEDIATE) <= set(ARTEFACTS)

_APPLY = {"take": _take, "bet": _bet, "keep": _keep, "character": _choose}
