"""Which camp wins when every seat plays at one level: the balance of the rules as the
bots play them (the arena's head-to-head says which level is stronger, not this).

    python -m game.saul.arena [--level hard] [--spies LEVEL] [--games 400] [--seed 1]
                              [--players 8 12 16]

Prints, per player count, the share of games each camp won with its 95% interval.
``--spies LEVEL``: the seats dealt a Spy play LEVEL, every other seat ``--level`` (one
level against another in one camp, on the same deals as the tables of one level)."""
from __future__ import annotations

import argparse
import random
from collections import Counter
from collections.abc import Sequence

from game.arena import wilson
from game.driver import play_levels

from . import GAME
from .data import CAMPS, SPY


def camps(players: int, level: str, games: int, seed: int,
          spies: str | None = None) -> Counter[str]:
    """Games won by each camp, default options, a new deal each game (the Spies'
    seats played by ``spies`` when given)."""
    won: Counter[str] = Counter()
    for k in range(games):
        rng = random.Random(f"camp:{seed}:{k}")   # the figures in docs/bots.md
        s = GAME.new(players, rng.getrandbits(63), {})
        levels = [spies if spies is not None and card == SPY else level for card in s.roles]
        s = play_levels(GAME, s, levels, rng)
        assert s.winner is not None
        won[s.winner] += 1
    return won


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--level", default="hard", choices=("easy", "normal", "hard"))
    parser.add_argument("--spies", choices=("easy", "normal", "hard"),
                        help="the level of the seats dealt a Spy (default: --level)")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="+", default=[8, 12, 16])
    args = parser.parse_args(argv)
    for players in args.players:
        won = camps(players, args.level, args.games, args.seed, args.spies)
        parts = []
        for camp in CAMPS:
            ci = wilson(won[camp], args.games)
            low, high = ci if ci is not None else (0.0, 0.0)
            parts.append(f"{camp} {won[camp] / args.games:6.1%} [{low:.1%}, {high:.1%}]")
        who = f"every seat {args.level}" if args.spies is None else \
            f"Spies {args.spies}, the others {args.level}"
        print(f"{players:2} players, {who}, {args.games} games: " + "  ".join(parts),
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
