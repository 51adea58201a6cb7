"""Liar's coin: a tiny TEST-ONLY game on the contract of game/core.py.

2-4 players, ``rounds`` rounds. Each round every seat holds a hidden coin (H or T).
1. bet (simultaneous, hidden until all are in): stake 1 or 2.
2. claim (in turn from seat ``round % players``): say what your coin shows — lying allowed.
3. call (simultaneous, hidden until all are in): pass, or challenge one other seat.
   Each challenged coin is revealed; a liar pays their stake to each challenger,
   an honest seat takes each challenger's stake. Highest score wins (ties share).

Deal format: ``{"coins": ["H", "T", ...]}`` fixes round 1's coins (one per seat);
later rounds are flipped from the seeded generator in the state.
Talk: ``{"kind": "say", "claim": "H" | "T"}`` from any seat while the game runs.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace

from game.core import (
    Event,
    GameDef,
    Option,
    SetupError,
    check_players,
    resolve_options,
    rng_choice,
    rng_seed,
    visible_log,
)
from game.moves import check_move

FACES = ("H", "T")


@dataclass(frozen=True)
class State:
    players: int
    rounds: int
    round: int
    phase: str                    # "bet" | "claim" | "call" | "over"
    coins: tuple[str, ...]
    bets: tuple[int | None, ...]
    claims: tuple[str | None, ...]
    calls: tuple[int | None, ...]  # target seat, -1 for pass, None not yet
    turn: int
    scores: tuple[int, ...]
    rng: int
    log: tuple[Event, ...]

    def to_act(self) -> tuple[int, ...]:
        if self.phase == "bet":
            return tuple(s for s in range(self.players) if self.bets[s] is None)
        if self.phase == "claim":
            return (self.turn,)
        if self.phase == "call":
            return tuple(s for s in range(self.players) if self.calls[s] is None)
        return ()

    def legal(self, seat: int) -> list[dict]:
        if seat not in self.to_act():
            return []
        if self.phase == "bet":
            return [{"kind": "bet", "amount": a} for a in (1, 2)]
        if self.phase == "claim":
            return [{"kind": "claim", "face": f} for f in FACES]
        return [{"kind": "pass"}] + [{"kind": "challenge", "target": t}
                                     for t in range(self.players) if t != seat]

    def talk(self, seat: int) -> list[dict]:
        if self.over() or seat not in range(self.players):
            return []
        return [{"kind": "say", "claim": f} for f in FACES]

    def over(self) -> bool:
        return self.phase == "over"

    def winners(self) -> tuple[int, ...]:
        if not self.over():
            return ()
        best = max(self.scores)
        return tuple(s for s in range(self.players) if self.scores[s] == best)


def _start_round(s: State, coins: tuple[str, ...] | None) -> State:
    rng = s.rng
    if coins is None:
        flips = []
        for _ in range(s.players):
            rng, face = rng_choice(rng, FACES)
            flips.append(face)
        coins = tuple(flips)
    n = s.players
    log = s.log + tuple(Event("coin", {"seat": i, "face": coins[i]}, (i,)) for i in range(n))
    return replace(s, phase="bet", coins=coins, bets=(None,) * n, claims=(None,) * n,
                   calls=(None,) * n, rng=rng, log=log)


def new(players: int, seed: int, options: dict | None = None, deal: dict | None = None) -> State:
    check_players(players, 2, 4)
    opts = resolve_options(OPTIONS, options)
    coins = None
    if deal is not None:
        coins = tuple(deal.get("coins", ())) if isinstance(deal, dict) else ()
        if len(coins) != players or any(c not in FACES for c in coins):
            raise SetupError("A deal needs one coin (H or T) per seat.", "error.deal")
    s = State(players, opts["rounds"], 0, "bet", (), (), (), (), 0, (0,) * players,
              rng_seed(seed), ())
    return _start_round(s, coins)


def apply(s: State, seat: int, move: dict) -> State:
    check_move(s, seat, move)
    kind = move["kind"]
    if kind == "say":
        return replace(s, log=s.log + (Event("say", {"seat": seat, "claim": move["claim"]}),))
    if kind == "bet":
        bets = s.bets[:seat] + (move["amount"],) + s.bets[seat + 1:]
        s = replace(s, bets=bets, log=s.log + (Event("bet_placed", {"seat": seat}),))
        if None not in bets:
            s = replace(s, phase="claim", turn=s.round % s.players,
                        log=s.log + (Event("bets", {"bets": list(bets)}),))
        return s
    if kind == "claim":
        claims = s.claims[:seat] + (move["face"],) + s.claims[seat + 1:]
        s = replace(s, claims=claims, turn=(seat + 1) % s.players,
                    log=s.log + (Event("claim", {"seat": seat, "face": move["face"]}),))
        return replace(s, phase="call") if None not in claims else s
    target = move["target"] if kind == "challenge" else -1
    calls = s.calls[:seat] + (target,) + s.calls[seat + 1:]
    s = replace(s, calls=calls, log=s.log + (Event("called", {"seat": seat}),))
    return _resolve(s) if None not in calls else s


def _resolve(s: State) -> State:
    scores, log = list(s.scores), list(s.log)
    for seat, target in enumerate(s.calls):
        if target < 0:
            continue
        lied = s.claims[target] != s.coins[target]
        stake = s.bets[target] if lied else s.bets[seat]
        winner, loser = (seat, target) if lied else (target, seat)
        scores[winner] += stake
        scores[loser] -= stake
        log.append(Event("challenge", {"seat": seat, "target": target,
                                       "face": s.coins[target], "lied": lied}))
    s = replace(s, scores=tuple(scores), log=tuple(log), round=s.round + 1)
    if s.round >= s.rounds:
        return replace(s, phase="over", log=s.log + (Event("end", {"scores": list(scores)}),))
    return _start_round(s, None)


def view(s: State, seat: int | None) -> dict:
    all_in = s.phase != "bet"
    return {
        "game": "liars_coin", "players": s.players, "seat": seat,
        "to_act": list(s.to_act()), "over": s.over(), "winners": list(s.winners()),
        "log": visible_log(s.log, seat), "phase": s.phase, "round": s.round,
        "scores": list(s.scores), "claims": list(s.claims),
        "bets": [b if all_in or i == seat else None for i, b in enumerate(s.bets)],
        "my_coin": s.coins[seat] if seat is not None else None,
    }


class Bot:
    """Lies with a level-dependent rate and challenges claims of the rarer face."""

    def __init__(self, level: str, seat: int) -> None:
        self.seat, self.lie_rate = seat, {"easy": 0.5, "normal": 0.3, "hard": 0.1}[level]

    def act(self, view: dict, legal: list[dict], rng: random.Random) -> dict:
        kind = legal[0]["kind"]
        if kind == "claim":
            honest = {"kind": "claim", "face": view["my_coin"]}
            return rng.choice(legal) if rng.random() < self.lie_rate else honest
        if kind == "pass" and rng.random() < self.lie_rate:
            return rng.choice(legal[1:])
        return legal[0] if kind == "pass" else rng.choice(legal)


OPTIONS = {"rounds": Option(2, (1, 2, 3))}
GAME = GameDef("liars_coin", "Liar's Coin", 2, 4, OPTIONS, 1, new, apply, view, Bot)


def twin_deals(players: int, seed: int) -> tuple[int, dict, dict]:
    """Two deals that differ only in the coins of seats other than the one named."""
    rnd = random.Random(seed)
    seat = rnd.randrange(players)
    a = [rnd.choice(FACES) for _ in range(players)]
    b = [c if i == seat else ("T" if c == "H" else "H") for i, c in enumerate(a)]
    return seat, {"coins": a}, {"coins": b}
