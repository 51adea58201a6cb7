"""An event-sourced game record: setup plus every action, replayed to rebuild a game.

A ``Record`` holds what ``GameDef.new`` needs (game id, options, seed, players),
who sits where (``SeatInfo``) and the list of ``(seat, move)`` in the order they
were applied, table talk included. Loading replays it, so a save is small,
verifiable and doubles as a replay.

Which games exist is asked of ``lookup`` (``game.get`` by default); pass
``registry=`` to ``start``/``replay`` (or monkeypatch ``saves.record.lookup``) to
use another table, as the tests do with a tiny fake game.
"""
from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from .errors import SaveError
from .names import MAX_SAVE_NAME, clean_name
from .upgrade import FORMAT

if TYPE_CHECKING:
    from game import GameDef

log = logging.getLogger(__name__)

KINDS = ("human", "easy", "normal", "hard", "phone")
#: the seat kinds the statistics count apart (a phone seat is a human's: counted as one)
STAT_KINDS = ("human", "easy", "normal", "hard")
#: seats a person plays (at the device, or on their own phone)
PEOPLE = ("human", "phone")

Registry = Callable[[str], "GameDef"]


def lookup(game_id: str) -> GameDef:
    import game  # lazy: settings and statistics work even if a game fails to import
    return game.get(game_id)


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _plain(value: Any) -> Any:
    """A JSON round trip: a detached copy with tuples turned into lists, exactly
    what a save file gives back (and a TypeError now, not at save time, for a
    value that is not JSON)."""
    return json.loads(json.dumps(value))


@dataclass(frozen=True)
class SeatInfo:
    name: str
    kind: str  # "human", "phone" (a person on their own phone) or a bot level: "easy" | "normal" | "hard"

    @property
    def human(self) -> bool:
        """A person plays this seat (at the device or on a phone)."""
        return self.kind in PEOPLE


@dataclass
class Record:
    game: str
    rules_version: int
    options: dict[str, Any]
    seed: int
    players: int
    seats: list[SeatInfo]
    actions: list[tuple[int, dict[str, Any]]]
    created: str
    updated: str
    finished: bool = False
    name: str = ""  # the slot name it was last saved under ("" for none)
    hints: int = 0  # hints asked for in this game (a game played with hints, in the stats)
    #: the table chose "Open votes": the humans at the device cast the game's open votes
    #: (its manifest's ``open_votes``) on the shared screen, seen by all
    open_votes: bool = False

    # -- making and growing ------------------------------------------------

    @classmethod
    def start(cls, game_id: str, players: int, seed: int, options: dict[str, Any] | None,
              seats: list[SeatInfo], registry: Registry | None = None) -> Record:
        """A record for a new game. Raises game.SetupError (shown inline by the
        setup screen) if the game cannot be set up so."""
        if len(seats) != players:
            raise ValueError(f"{players} players but {len(seats)} seats")
        for s in seats:
            if s.kind not in KINDS:
                raise ValueError(f"unknown seat kind {s.kind!r}")
        g = (registry or lookup)(game_id)
        options = _plain(dict(options or {}))
        g.new(players, seed, options=options)  # SetupError if impossible
        stamp = now()
        return cls(game=game_id, rules_version=g.rules_version, options=options, seed=seed,
                   players=players, seats=list(seats), actions=[], created=stamp,
                   updated=stamp, finished=False)

    def add(self, seat: int, move: dict[str, Any], over: bool = False) -> None:
        """Append an action already applied to the live state (talk too).
        Pass ``over=state.over()`` so the record knows when the game ended."""
        self.actions.append((int(seat), _plain(move)))
        self.updated = now()
        if over:
            self.finished = True

    def finish(self) -> None:
        self.finished = True
        self.updated = now()

    @property
    def turn(self) -> int:
        return len(self.actions)

    # -- replay --------------------------------------------------------------

    def replay(self, registry: Registry | None = None) -> Any:
        """The game state after every recorded action. SaveError if the game is
        unknown or not available, its rules changed, or an action is not legal."""
        from game.core import SetupError
        try:
            g = (registry or lookup)(self.game)
        except SetupError as exc:
            key = "error.game_coming" if exc.key == "error.game_coming" else "error.unknown_game"
            raise SaveError(key, game=self.game) from None
        if g.rules_version != self.rules_version:
            key = "error.rules_newer" if self.rules_version > g.rules_version else "error.rules_older"
            raise SaveError(key, game=g.title, saved=self.rules_version, current=g.rules_version)
        try:
            state = g.new(self.players, self.seed, options=dict(self.options))
        except SetupError as exc:
            raise SaveError("error.setup", reason=exc.message) from None
        for n, (seat, move) in enumerate(self.actions, start=1):
            state = _apply(g, state, seat, move, n)
        return state

    # -- file layout -----------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "app": "bluffbox",
            "game": self.game,
            "rules_version": self.rules_version,
            "options": self.options,
            "seed": self.seed,
            "players": self.players,
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "actions": [[seat, move] for seat, move in self.actions],
            "created": self.created,
            "updated": self.updated,
            "finished": self.finished,
            "name": self.name,
            "hints": self.hints,
            "open_votes": self.open_votes,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Build from a current-format dict; SaveError naming the first bad field."""
        if not isinstance(data, dict) or data.get("app") != "bluffbox":
            raise SaveError("error.not_a_save")
        _need(data, "game", lambda v: isinstance(v, str) and v != "")
        _need(data, "rules_version", _is_int)
        _need(data, "options", lambda v: isinstance(v, dict))
        _need(data, "seed", _is_int)
        _need(data, "players", lambda v: _is_int(v) and v >= 1)
        players = data["players"]
        _need(data, "seats", lambda v: isinstance(v, list) and len(v) == players and all(
            isinstance(s, dict) and isinstance(s.get("name"), str) and s.get("kind") in KINDS
            for s in v))
        _need(data, "actions", lambda v: isinstance(v, list) and all(
            isinstance(a, list) and len(a) == 2 and _is_int(a[0]) and 0 <= a[0] < players
            and isinstance(a[1], dict) and isinstance(a[1].get("kind"), str) for a in v))
        for key in ("created", "updated"):
            _need(data, key, lambda v: isinstance(v, str))
        _need(data, "finished", lambda v: isinstance(v, bool))
        name = data.get("name", "")
        # names from a file are cleaned like typed ones: a hand-edited save never
        # puts an undrawable name on screen (a name showing nothing becomes "#3")
        seats = [SeatInfo(clean_name(s["name"]) or f"#{i + 1}", s["kind"])
                 for i, s in enumerate(data["seats"])]
        return cls(game=data["game"], rules_version=data["rules_version"],
                   options=data["options"], seed=data["seed"], players=players,
                   seats=seats,
                   actions=[(a[0], a[1]) for a in data["actions"]],
                   created=data["created"], updated=data["updated"],
                   finished=data["finished"],
                   name=clean_name(name, MAX_SAVE_NAME) if isinstance(name, str) else "",
                   hints=data["hints"] if _is_int(data.get("hints")) and data["hints"] > 0 else 0,
                   open_votes=data.get("open_votes") is True)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _need(data: dict[str, Any], key: str, ok: Callable[[Any], bool]) -> None:
    if key not in data or not ok(data[key]):
        raise SaveError("error.shape", field=key)


def _apply(g: GameDef, state: Any, seat: int, move: dict[str, Any], n: int) -> Any:
    from game.core import IllegalAction
    try:
        return g.apply(state, seat, move)
    except IllegalAction:
        pass
    except Exception:  # a damaged move can trip a game's code in odd ways: still a bad file
        log.warning("replay of move %d raised", n, exc_info=True)
        raise SaveError("error.illegal_move", n=n) from None
    # A move read back from JSON has lists where the game may have used tuples:
    # accept the legal move that is the same once written as JSON; compared as
    # text, so 1.0 or true never passes for 1 (a bot must never see such a value).
    try:
        pool = state.talk(seat) if move.get("kind") == "say" else state.legal(seat)
        wanted = json.dumps(move, sort_keys=True)
        for candidate in pool:
            if json.dumps(candidate, sort_keys=True) == wanted:
                return g.apply(state, seat, candidate)
    except Exception:
        log.warning("replay of move %d raised", n, exc_info=True)
    raise SaveError("error.illegal_move", n=n)
