"""Agent Avenue's rules: setup, applying a move, movement, the Black Market, the End.

Each rule of shared/rules/agent-avenue.md lives in one function below, named for it.
Whose move it is and the legal moves are in state.py; the view format in view.py.

Moves
    {"kind": "discard", "card": agent}       before your first card of the turn
    {"kind": "play_up", "card": agent}       the face-up card
    {"kind": "play_down", "card": agent}     the face-down card (a teammate's, in teams)
    {"kind": "recruit", "pick": "up"|"down"} the opponent chooses one of the two
    {"kind": "market", "card": id}           take one of the face-up Black Market cards
    {"kind": "ability", "agent": agent}      the agent an immediate card asks for
    {"kind": "recruit_now", "recruit": bool} Spycation: recruit the card taken back?

Interpretations where the rules file leaves room [filled here]:
- In a duel one seat plays both cards, as two moves (face up, then face down). In
  teams the face-up player alternates between the two teammates each time their side
  is active (the deal's ``first`` seat leads first; the other side's lower seat
  first), the other teammate plays face down; the recruiter alternates the same way.
- A Black Market card is taken and used by the active side's face-up player or by the
  recruiter ("from your hand" means that seat's hand).
- A choice with a single option is made at once; an ability with none is skipped.
- A seat that must play and holds fewer cards than it needs (2 alone, 1 as a
  teammate) first draws back to 4, as the deck allows (only after Black Market cards
  took cards from its hand).
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
from game.moves import boolean, check_move, shape, text

from .data import (
    ADVANCED,
    AGENT_DECK,
    CATCH,
    GETAWAY_STEPS,
    HAND,
    HOMES,
    INDEX,
    LOOKOUT_STEPS,
    MARKET,
    MARKET_DECK,
    MARKET_ROW,
    MARKET_SPACES,
    MASTERPLAN_TYPES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    PERMANENT,
    RING,
    SUPERCOMPUTER_STEPS,
    THREE,
    TYPES,
    VAN_STEPS,
    members,
    movement,
    side_of,
)
from .state import (
    ABILITY,
    MARKET as MARKET_PHASE,
    OVER,
    PLAY_DOWN,
    PLAY_UP,
    RECRUIT,
    RECRUIT_NOW,
    AvenueState,
    legal,
    to_act,
)

NS = "agent_avenue_rules."


def _illegal(message: str, key: str, **params: Any) -> IllegalAction:
    return IllegalAction(message, NS + key, **params)


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _set(t: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return t[:i] + (value,) + t[i + 1:]


def _without(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1:]


def position(side: int, progress: int) -> int:
    """Where a spy stands on the ring, as an offset from side 0's Home."""
    return (HOMES[side] + progress) % RING


# ---------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------

def _deal_error(players: int) -> SetupError:
    return SetupError(
        'A deal is {"hands": [4 agents per player], "deck": [the other agents, top first], '
        '"first": seat, "market": [the 15 Black Market cards, top first] (advanced mode '
        f'only)}} for {players} players, with exactly the 38 agents.', NS + "error.deal",
        n=players)


def _check_deal(deal: Any, players: int, advanced: bool
                ) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...], Seat, tuple[str, ...]]:
    keys = {"hands", "deck", "first"} | ({"market"} if advanced else set())
    if not isinstance(deal, Mapping) or set(deal) != keys:
        raise _deal_error(players)
    hands, deck, first = deal["hands"], deal["deck"], deal["first"]
    if not isinstance(hands, (list, tuple)) or len(hands) != players or any(
            not isinstance(h, (list, tuple)) or len(h) != HAND for h in hands):
        raise _deal_error(players)
    if not isinstance(deck, (list, tuple)) or not _is_int(first) or not 0 <= first < players:
        raise _deal_error(players)
    cards = [c for h in hands for c in h] + list(deck)
    if not all(isinstance(c, str) for c in cards) or sorted(cards) != sorted(AGENT_DECK):
        raise _deal_error(players)
    market: tuple[str, ...] = ()
    if advanced:
        m = deal["market"]
        if not isinstance(m, (list, tuple)) or not all(isinstance(c, str) for c in m) \
                or sorted(m) != sorted(MARKET_DECK):
            raise _deal_error(players)
        market = tuple(m)
    return tuple(tuple(h) for h in hands), tuple(deck), first, market


def new(players: int, seed: int, options: Mapping[str, Any] | None = None,
        deal: Mapping[str, Any] | None = None) -> AvenueState:
    """Spies on their Homes, 4 agents each, the rest the deck, a random first player;
    advanced mode: the Black Market shuffled and 3 of it face up."""
    check_players(players, MIN_PLAYERS, MAX_PLAYERS)
    opts = resolve_options(OPTIONS, options)
    advanced = opts["mode"] == ADVANCED
    if opts["home_spaces_active"] and not advanced:
        raise SetupError("The Home spaces are on the advanced board: home_spaces_active "
                         "needs mode advanced.", NS + "error.home_spaces_basic")
    if deal is None:
        rng = rng_seed(seed)
        rng, deck = rng_shuffle(rng, AGENT_DECK)
        rng, first = rng_below(rng, players)
        bm: tuple[str, ...] = rng_shuffle(rng, MARKET_DECK)[1] if advanced else ()
        hands = tuple(deck[p * HAND:(p + 1) * HAND] for p in range(players))
        deck = deck[players * HAND:]
    else:
        hands, deck, first, bm = _check_deal(deal, players, advanced)
    side = side_of(first)
    teams = (members(players, 0), members(players, 1))
    lead = [0, 0]
    lead[side] = teams[side].index(first)
    log = [Event("start", {"players": players, "first": first, "mode": opts["mode"],
                           "market": list(bm[:MARKET_ROW])})]
    log += [Event("hand", {"seat": p, "cards": list(hands[p])}, (p,)) for p in range(players)]
    return AvenueState(
        players=players, options=opts, advanced=advanced, teams=teams,
        home_active=bool(opts["home_spaces_active"]), hands=hands,
        discarded=((),) * players, deck=deck, tableau=((0,) * len(TYPES),) * 2,
        progress=(0, 0), perms=((), ()), market=tuple(bm[:MARKET_ROW]),
        market_deck=tuple(bm[MARKET_ROW:]), used=(), active=side, lead=(lead[0], lead[1]),
        picker=(0, 0), phase=PLAY_UP, up=None, down=None, queue=(), choice=None,
        result=(), turn=1, log=tuple(log))


# ---------------------------------------------------------------------------
# Applying a move (strictly checked)
# ---------------------------------------------------------------------------

#: the shape of every kind of move (game.moves): types and values, checked first
SHAPES = {
    "discard": shape(card=text(*TYPES)), "play_up": shape(card=text(*TYPES)),
    "play_down": shape(card=text(*TYPES)), "recruit": shape(pick=text("up", "down")),
    "market": shape(card=text(*MARKET)), "ability": shape(agent=text(*TYPES)),
    "recruit_now": shape(recruit=boolean),
}
_PHASES = {"discard": (PLAY_UP, PLAY_DOWN), "play_up": (PLAY_UP,), "play_down": (PLAY_DOWN,),
           "recruit": (RECRUIT,), "market": (MARKET_PHASE,), "ability": (ABILITY,),
           "recruit_now": (ABILITY,)}
_REFUSED = {
    "discard": ("You may discard a card from your hand before your first card of the "
                "turn, at most {limit} a game, and not when the deck is empty.", "error.discard"),
    "play_up": ("Play one of the cards in your hand face up.", "error.play_up"),
    "play_down": ("Play a card face down that differs from the face-up one (the same card "
                  "only when every card in your hand is that card).", "error.play_down"),
    "recruit": ('Recruit the face-up card ("up") or the face-down one ("down").',
                "error.recruit"),
    "market": ("Take one of the face-up Black Market cards.", "error.market"),
    "ability": ("Choose one of the agents this card allows.", "error.ability"),
    "recruit_now": ("Answer whether you recruit the agent at once: true or false.",
                    "error.recruit_now"),
}


def apply(s: AvenueState, seat: Seat, move: Move) -> AvenueState:
    check_move(s, seat, move, SHAPES)
    kind = move["kind"]
    if seat not in to_act(s):
        raise IllegalAction(f"It is not seat {seat}'s turn.", "error.not_your_turn", seat=seat)
    if s.phase not in _PHASES[kind]:
        raise _illegal(f"A {kind} move is not possible now.", "error.wrong_phase", move=kind)
    if move not in legal(s, seat):
        text, key = _REFUSED[kind]
        limit = 4 if len(s.teams[side_of(seat)]) == 1 else 2
        raise _illegal(text.format(limit=limit), key, limit=limit)
    return _APPLY[kind](s, seat, move)


def _draw_to(s: AvenueState, seat: Seat, log: list[Event], size: int = HAND) -> AvenueState:
    """Draw back to ``size`` cards, as far as the deck allows."""
    n = min(max(0, size - len(s.hands[seat])), len(s.deck))
    if not n:
        return s
    drawn = s.deck[:n]
    log.append(Event("draw", {"seat": seat, "count": n}))
    log.append(Event("drew", {"seat": seat, "cards": list(drawn)}, (seat,)))
    return s.evolve(hands=_set(s.hands, seat, s.hands[seat] + drawn), deck=s.deck[n:])


def _need(s: AvenueState, seat: Seat) -> int:
    """Cards ``seat`` must play in a turn: 2 alone on its side, 1 as a teammate."""
    return 2 if len(s.teams[side_of(seat)]) == 1 else 1


def _refill_if_short(s: AvenueState, seat: Seat, log: list[Event]) -> AvenueState:
    return _draw_to(s, seat, log) if len(s.hands[seat]) < _need(s, seat) else s


def discard(s: AvenueState, seat: Seat, move: Move) -> AvenueState:
    """Discard one card face down and draw a replacement."""
    card = move["card"]
    hand = _without(s.hands[seat], card)
    drew = s.deck[0]
    s = s.evolve(hands=_set(s.hands, seat, hand + (drew,)), deck=s.deck[1:],
                 discarded=_set(s.discarded, seat, s.discarded[seat] + (card,)))
    return s.evolve(log=s.log + (
        Event("discard", {"seat": seat, "count": len(s.discarded[seat])}),
        Event("discarded", {"seat": seat, "card": card, "drew": drew}, (seat,))))


def play_up(s: AvenueState, seat: Seat, move: Move) -> AvenueState:
    card = move["card"]
    log = [Event("play_up", {"seat": seat, "card": card})]
    s = s.evolve(hands=_set(s.hands, seat, _without(s.hands[seat], card)), up=card,
                 phase=PLAY_DOWN)
    down = s.down_seat()
    if down != seat:
        s = _refill_if_short(s, down, log)
    return s.evolve(log=s.log + tuple(log))


def play_down(s: AvenueState, seat: Seat, move: Move) -> AvenueState:
    """The face-down card (seen by its player only), then both players draw back to 4,
    the face-up player first."""
    card = move["card"]
    log = [Event("play_down", {"seat": seat}),
           Event("face_down", {"seat": seat, "card": card}, (seat,))]
    s = s.evolve(hands=_set(s.hands, seat, _without(s.hands[seat], card)), down=card,
                 phase=RECRUIT)
    up = s.up_seat()
    s = _draw_to(s, up, log)
    if seat != up:
        s = _draw_to(s, seat, log)
    return s.evolve(log=s.log + tuple(log))


# ---------------------------------------------------------------------------
# Recruiting and moving
# ---------------------------------------------------------------------------

def steps_for(s: AvenueState, side: int, agent: str, count: int) -> int:
    """How far ``side`` moves on recruiting ``agent`` with ``count`` of it now in play,
    with its permanent Black Market cards."""
    v = movement(agent, count)
    if agent == "enforcer" and s.has(side, "lookout"):
        v += LOOKOUT_STEPS
    elif agent == "codebreaker" and s.has(side, "supercomputer"):
        v = SUPERCOMPUTER_STEPS
    elif agent == "saboteur" and s.has(side, "distraction"):
        v = abs(v)
    elif agent == "double_agent" and s.has(side, "evil_twin"):
        v *= 2
    return v


def _add(s: AvenueState, side: int, agent: str, n: int = 1) -> AvenueState:
    row = s.tableau[side]
    i = INDEX[agent]
    return s.evolve(tableau=_set(s.tableau, side, _set(row, i, row[i] + n)))


def _walk(s: AvenueState, side: int, steps: int) -> tuple[int, int]:
    """(new progress, Getaway Car bonus): a spy that stops exactly on a Home with
    Getaway Car advances 3 more."""
    p = s.progress[side] + steps
    bonus = 0
    if steps and position(side, p) in HOMES and s.has(side, "getaway_car"):
        bonus = GETAWAY_STEPS
    return p + bonus, bonus


def _on_market(s: AvenueState, side: int, moved: bool) -> bool:
    """A spy that moved and stopped exactly on a Black Market space."""
    return s.advanced and moved and position(side, s.progress[side]) in MARKET_SPACES


def _move_event(s: AvenueState, side: int, agent: str, steps: int, bonus: int,
                source: str) -> Event:
    return Event("move", {"side": side, "agent": agent, "count": s.count(side, agent),
                          "steps": steps, "bonus": bonus, "source": source,
                          "progress": s.progress[side],
                          "position": position(side, s.progress[side])})


def recruit(s: AvenueState, seat: Seat, move: Move) -> AvenueState:
    """The recruiter takes the chosen card, the active side the other; the face-down
    card is shown to all; both spies move at the same time."""
    assert s.up is not None and s.down is not None
    pick = move["pick"]
    chosen, other = (s.up, s.down) if pick == "up" else (s.down, s.up)
    mine = 1 - s.active
    log = [Event("recruit", {"seat": seat, "pick": pick, "up": s.up, "down": s.down})]
    s = _add(_add(s, mine, chosen), s.active, other)
    got = {mine: chosen, s.active: other}
    walked = {side: _walk(s, side, steps_for(s, side, got[side], s.count(side, got[side])))
              for side in (s.active, mine)}
    progress = list(s.progress)
    for side, (p, _) in walked.items():
        progress[side] = p
    before = s.progress
    s = s.evolve(progress=(progress[0], progress[1]), phase=MARKET_PHASE)
    queue = []
    for side in (s.active, mine):  # the active player takes first
        steps = s.progress[side] - before[side] - walked[side][1]
        log.append(_move_event(s, side, got[side], steps, walked[side][1], "recruit"))
        if _on_market(s, side, s.progress[side] != before[side]):
            queue.append(side)
    s = s.evolve(queue=tuple(queue), log=s.log + tuple(log))
    return resolve(s)


def recruit_one(s: AvenueState, side: int, agent: str, source: str) -> AvenueState:
    """An immediate card's recruit: into play, count, move; stopping exactly on a Black
    Market space earns another card before anything else."""
    s = _add(s, side, agent)
    steps = steps_for(s, side, agent, s.count(side, agent))
    p, bonus = _walk(s, side, steps)
    moved = p != s.progress[side]
    s = s.evolve(progress=_set(s.progress, side, p))
    s = s.evolve(log=s.log + (_move_event(s, side, agent, steps, bonus, source),))
    return s.evolve(queue=(side,) + s.queue) if _on_market(s, side, moved) else s


# ---------------------------------------------------------------------------
# The Black Market
# ---------------------------------------------------------------------------

def resolve(s: AvenueState) -> AvenueState:
    """Serve the sides owed a Black Market card, in order; then the End step."""
    while s.queue:
        if s.choice is not None:
            return s
        if not s.market:
            s = s.evolve(queue=(), log=s.log + (Event("market_empty", {}),))
            break
        if len(s.market) > 1:
            return s.evolve(phase=MARKET_PHASE)
        s = take(s, s.decider(s.queue[0]), s.market[0])
    if s.choice is not None:
        return s
    return end(s)


def market(s: AvenueState, seat: Seat, move: Move) -> AvenueState:
    return resolve(take(s, seat, move["card"]))


def take(s: AvenueState, seat: Seat, card: str) -> AvenueState:
    """Take a face-up card, replaced at once from the market deck; a permanent card
    stays with the side, an immediate one is used then discarded."""
    side = s.queue[0]
    row = list(s.market)
    i = row.index(card)
    refill = s.market_deck[0] if s.market_deck else None
    if refill is None:
        del row[i]
    else:
        row[i] = refill
    s = s.evolve(market=tuple(row), market_deck=s.market_deck[1:], queue=s.queue[1:],
                 log=s.log + (Event("market", {"seat": seat, "side": side, "card": card,
                                               "refill": refill}),))
    if MARKET[card] == PERMANENT:
        return s.evolve(perms=_set(s.perms, side, s.perms[side] + (card,)))
    s = s.evolve(used=s.used + (card,))
    return IMMEDIATE[card](s, seat)


def _skip(s: AvenueState, seat: Seat, card: str) -> AvenueState:
    return s.evolve(log=s.log + (Event("skipped", {"seat": seat, "card": card}),))


def _ask(s: AvenueState, ability: str, seat: Seat, options: list[str]) -> AvenueState:
    if not options:
        return _skip(s, seat, ability)
    if len(options) == 1:
        return answer(s, ability, seat, options[0])
    return s.evolve(phase=ABILITY, choice=(ability, seat, tuple(options)))


def surveillance_van(s: AvenueState, seat: Seat) -> AvenueState:
    """Advance 1."""
    side = side_of(seat)
    p, bonus = _walk(s, side, VAN_STEPS)
    s = s.evolve(progress=_set(s.progress, side, p))
    s = s.evolve(log=s.log + (Event("move", {
        "side": side, "agent": None, "count": 0, "steps": VAN_STEPS, "bonus": bonus,
        "source": "surveillance_van", "progress": p, "position": position(side, p)}),))
    return s.evolve(queue=(side,) + s.queue) if _on_market(s, side, True) else s


def smoke_screen(s: AvenueState, seat: Seat) -> AvenueState:
    """Recruit the top card of the Agent deck."""
    if not s.deck:
        return _skip(s, seat, "smoke_screen")
    agent = s.deck[0]
    return recruit_one(s.evolve(deck=s.deck[1:]), side_of(seat), agent, "smoke_screen")


def outpost(s: AvenueState, seat: Seat) -> AvenueState:
    """Recruit a Sentinel from your hand, then draw back to 4."""
    if "sentinel" not in s.hands[seat]:
        return _skip(s, seat, "outpost")
    s = s.evolve(hands=_set(s.hands, seat, _without(s.hands[seat], "sentinel")))
    s = recruit_one(s, side_of(seat), "sentinel", "outpost")
    log: list[Event] = []
    s = _draw_to(s, seat, log)
    return s.evolve(log=s.log + tuple(log))


def secret_recruit(s: AvenueState, seat: Seat) -> AvenueState:
    """Recruit from hand an agent of a type your side has none of."""
    side = side_of(seat)
    return _ask(s, "secret_recruit", seat,
                [a for a in dict.fromkeys(s.hands[seat]) if not s.count(side, a)])


def double_trouble(s: AvenueState, seat: Seat) -> AvenueState:
    """Reveal 2 identical agents from hand: recruit one, keep the other."""
    hand = s.hands[seat]
    return _ask(s, "double_trouble", seat, [a for a in dict.fromkeys(hand) if hand.count(a) >= 2])


def spycation(s: AvenueState, seat: Seat) -> AvenueState:
    """Take one of your agents in play back to hand; you may recruit it at once."""
    side = side_of(seat)
    return _ask(s, "spycation", seat, [a for a in TYPES if s.count(side, a)])


def mind_control(s: AvenueState, seat: Seat) -> AvenueState:
    """Put one of the opponent's agents in play into your hand."""
    side = 1 - side_of(seat)
    return _ask(s, "mind_control", seat, [a for a in TYPES if s.count(side, a)])


IMMEDIATE = {"surveillance_van": surveillance_van, "smoke_screen": smoke_screen,
             "outpost": outpost, "secret_recruit": secret_recruit,
             "double_trouble": double_trouble, "spycation": spycation,
             "mind_control": mind_control}
assert set(IMMEDIATE) == {c for c, k in MARKET.items() if k != PERMANENT}


def answer(s: AvenueState, ability: str, seat: Seat, agent: str) -> AvenueState:
    """Carry out an immediate card with the agent chosen for it."""
    side = side_of(seat)
    hand = s.hands[seat]
    s = s.evolve(log=s.log + (Event("ability", {"seat": seat, "card": ability,
                                                "agent": agent}),))
    if ability in ("secret_recruit", "double_trouble"):
        s = s.evolve(hands=_set(s.hands, seat, _without(hand, agent)))
        return recruit_one(s, side, agent, ability)
    if ability == "spycation":
        s = _add(s, side, agent, -1).evolve(hands=_set(s.hands, seat, hand + (agent,)))
        return s.evolve(phase=ABILITY, choice=(RECRUIT_NOW, seat, (agent,)))
    if ability == "mind_control":
        return _add(s, 1 - side, agent, -1).evolve(hands=_set(s.hands, seat, hand + (agent,)))
    raise AssertionError(ability)


def ability(s: AvenueState, seat: Seat, move: Move) -> AvenueState:
    assert s.choice is not None
    name = s.choice[0]
    s = s.evolve(choice=None, phase=MARKET_PHASE)
    return resolve(answer(s, name, seat, move["agent"]))


def recruit_now(s: AvenueState, seat: Seat, move: Move) -> AvenueState:
    """Spycation's second half: recruit the agent taken back, or keep it in hand."""
    assert s.choice is not None
    agent = s.choice[2][0]
    s = s.evolve(choice=None, phase=MARKET_PHASE,
                 log=s.log + (Event("recruit_now", {"seat": seat, "agent": agent,
                                                    "recruit": move["recruit"]}),))
    if move["recruit"]:
        s = s.evolve(hands=_set(s.hands, seat, _without(s.hands[seat], agent)))
        s = recruit_one(s, side_of(seat), agent, "spycation")
    return resolve(s)


# ---------------------------------------------------------------------------
# The End step
# ---------------------------------------------------------------------------

def conditions(s: AvenueState, side: int) -> tuple[list[str], list[str]]:
    """(win conditions, loss conditions) ``side`` meets now."""
    wins: list[str] = []
    losses: list[str] = []
    if s.progress[side] - s.progress[1 - side] >= CATCH:
        wins.append("catch")
    row = s.tableau[side]
    if row[INDEX["codebreaker"]] >= THREE:
        wins.append("codebreakers")
    if row[INDEX["daredevil"]] >= THREE:
        (wins if s.has(side, "leader_of_the_pack") else losses).append("daredevils")
    if s.has(side, "masterplan") and sum(1 for n in row if n) >= MASTERPLAN_TYPES:
        wins.append("masterplan")
    if s.has(side, "security_system") and \
            position(1 - side, s.progress[1 - side]) == HOMES[side]:
        wins.append("security_system")
    return wins, losses


def cannot_play(s: AvenueState, side: int) -> bool:
    """With the deck empty: a member of ``side`` holds fewer cards than it must play."""
    return any(len(s.hands[p]) < _need(s, p) for p in s.teams[side])


def end(s: AvenueState) -> AvenueState:
    """Win, loss, empty hand; ties to the active side; else the other side plays."""
    met = {side: conditions(s, side) for side in (0, 1)}
    sides = {side for side in (0, 1) if met[side][0]} | \
            {1 - side for side in (0, 1) if met[side][1]}
    reasons = [{"side": side, "condition": c, "wins": i == 0}
               for side in (0, 1) for i in (0, 1) for c in met[side][i]]
    nxt = 1 - s.active
    if not sides and not s.deck and cannot_play(s, nxt):
        lead = s.progress[0] - s.progress[1]
        sides = {0} if lead > 0 else {1} if lead < 0 else {0, 1}
        reasons = [{"side": nxt, "condition": "empty_hand", "wins": False}]
    if sides:
        won = sides.pop() if len(sides) == 1 else s.active
        seats = s.teams[won]
        return s.evolve(phase=OVER, result=seats, queue=(), log=s.log + (Event(
            "game_over", {"side": won, "winners": list(seats), "reasons": reasons}),))
    leads = _set(s.lead, s.active, (s.lead[s.active] + 1) % len(s.teams[s.active]))
    picker = _set(s.picker, nxt, (s.picker[nxt] + 1) % len(s.teams[nxt]))
    s = s.evolve(active=nxt, lead=leads, picker=picker,
                 up=None, down=None, phase=PLAY_UP, turn=s.turn + 1)
    log = [Event("turn", {"turn": s.turn, "side": nxt, "seat": s.up_seat()})]
    s = _refill_if_short(s, s.up_seat(), log)
    return s.evolve(log=s.log + tuple(log))


_APPLY = {"discard": discard, "play_up": play_up, "play_down": play_down,
          "recruit": recruit, "market": market, "ability": ability,
          "recruit_now": recruit_now}
