"""Golden playthroughs: whole games pinned as text, so any rules change shows as a diff.

    python -m tests.golden --update      # rewrite tests/golden/*.txt from the games
    python -m tests.golden               # compare only (exit 1 and a diff on change)

For every registered game and every ``GameDef.golden_setups()`` table and seed, the
game is played by bots (``game.driver``, one ``random.Random`` per file) and written
to ``tests/golden/<game>_<players>p_<seed>.txt``: at each step, for every seat and
the public view, what changed in its view since its last look (new log entries and
changed keys; the first step shows whole views; what every viewer sees alike is
written once, as ``all``), then the acting seat's legal moves
and the move played. Long values and legal lists are shortened but carry a CRC of
the whole, so a change anywhere still changes the text. tests/test_golden.py compares.
"""
from __future__ import annotations

import argparse
import difflib
import json
import random
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game import driver
from game.core import GameDef, GoldenSetup

DIR = Path(__file__).resolve().parent / "golden"
WIDTH = 120       # longest value written whole
SHOWN_LEGAL = 4   # legal moves written out; the rest counted and checksummed
MAX_MOVES = 2000


def _json(x: Any) -> str:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _short(text: str) -> str:
    if len(text) <= WIDTH:
        return text
    return f"{text[:WIDTH - 30]}… ({len(text)} chars, crc {zlib.crc32(text.encode()):08x})"


def file_name(g: GameDef, setup: GoldenSetup, seed: int) -> str:
    return f"{g.id}_{setup.players}p_{seed}.txt"


def _changes(view: dict[str, Any], before: dict[str, Any] | None) -> list[str]:
    """What a seat sees anew: new log entries, then changed keys, as text."""
    old_log = before["log"] if before else []
    out = [f"log+ {_short(_json(entry))}" for entry in view["log"][len(old_log):]]
    out += [f"{key} = {_short(_json(view[key]))}" for key in sorted(view)
            if key != "log" and (before is None or key not in before or before[key] != view[key])]
    out += [f"{key} removed" for key in sorted(set(before or {}) - set(view))]
    return out


def _grouped(changes: dict[str, list[str]]) -> Iterator[str]:
    """Changes every viewer shares once as ``all``, then each viewer's own."""
    lists = list(changes.values())
    shared = [c for c in lists[0] if all(c in other for other in lists[1:])]
    for c in shared:
        yield f"  all {c}"
    for who, mine in changes.items():
        for c in mine:
            if c not in shared:
                yield f"  {who} {c}"


def playthrough(g: GameDef, setup: GoldenSetup, seed: int) -> str:
    """The golden text of one game (see the module docstring)."""
    s = g.new(setup.players, seed, dict(setup.options))
    levels = [setup.levels[i % len(setup.levels)] for i in range(setup.players)]
    bots = [g.make_bot(level, seat) for seat, level in enumerate(levels)]
    rng = random.Random(f"golden:{g.id}:{setup.players}:{seed}")
    lines = [f"# {g.id} rules v{g.rules_version}, {setup.players} players, seed {seed}, "
             f"options {_json(dict(setup.options))}, bots {','.join(levels)}"]
    seen: dict[Any, dict[str, Any]] = {}
    seats: list[int | None] = [*range(setup.players), None]

    def look(state: Any) -> None:
        changes = {}
        for who in seats:
            view = g.view(state, who)
            changes["public" if who is None else f"seat {who}"] = _changes(view, seen.get(who))
            seen[who] = view
        lines.extend(_grouped(changes))

    n = 0
    for n, step in enumerate(driver.steps(g, s, bots, rng, max_moves=MAX_MOVES, names=levels)):
        lines.append(f"step {n}: to act {list(step.before.to_act())}")
        look(step.before)
        legal = [_json(m) for m in step.legal]
        shown = ", ".join(legal[:SHOWN_LEGAL])
        rest = len(legal) - SHOWN_LEGAL
        crc = zlib.crc32("\n".join(legal).encode())
        lines.append(f"  legal {len(legal)}: {shown}" + (f", … {rest} more" if rest > 0 else "")
                     + f" (crc {crc:08x})")
        lines.append(f"  seat {step.seat} plays {_json(step.move)}")
        s = step.after
    lines.append(f"end after {n + 1} moves: winners {list(s.winners())}")
    look(s)
    return "\n".join(lines) + "\n"


def expected() -> dict[str, str]:
    """Every golden file's text, from the games as they are now."""
    import game
    out = {}
    for g in game.GAMES.values():
        for setup in g.golden_setups():
            for seed in setup.seeds:
                out[file_name(g, setup, seed)] = playthrough(g, setup, seed)
    return out


def differences(texts: dict[str, str]) -> list[str]:
    """A readable report of every golden file that differs from ``texts``."""
    out = []
    on_disk = {p.name for p in DIR.glob("*.txt")} if DIR.exists() else set()
    for name, text in sorted(texts.items()):
        path = DIR / name
        if not path.exists():
            out.append(f"{name}: missing (run python -m tests.golden --update)")
            continue
        old = path.read_text(encoding="utf-8")
        if old != text:
            diff = difflib.unified_diff(old.splitlines(), text.splitlines(), f"golden/{name}",
                                        "now", n=2, lineterm="")
            out.append("\n".join(list(diff)[:40]))
    out.extend(f"{name}: no game makes it any more (--update removes it)"
               for name in sorted(on_disk - set(texts)))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.golden", description=__doc__.split("\n\n")[0])
    ap.add_argument("--update", action="store_true", help="rewrite the golden files")
    args = ap.parse_args(argv)
    texts = expected()
    if args.update:
        DIR.mkdir(exist_ok=True)
        for p in DIR.glob("*.txt"):
            if p.name not in texts:
                p.unlink()
        for name, text in texts.items():
            (DIR / name).write_text(text, encoding="utf-8")
        print(f"wrote {len(texts)} golden files in {DIR}")
        return 0
    found = differences(texts)
    print("\n\n".join(found) if found else f"{len(texts)} golden files match")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
