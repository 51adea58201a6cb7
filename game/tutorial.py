"""Tutorials as data, and the coach that plays them headless.

A tutorial is a real game on a fixed deal (``g.new(..., deal=...)``) and a list of
coach steps. Each game's tutorial lives in ``game/<id>/tutorial.py`` as a module-level
``TUTORIAL``; this module holds the shared types, the coach (a small stepper the GUI
drives, one step at a time) and the headless runner behind
``bluffbox --tutorial GAME --autoplay``.

A step, in the order the coach plays it:

1. ``before``: scripted moves of other seats, played as the step opens (the table
   shows their result while the learner reads the text);
2. ``text`` is shown, the coach points at the zones in ``point``;
3. ``expect``: the one move taught to the learner (None: a "Next" step). Another legal
   move gets the short ``hint`` ("try ...") and changes nothing;
4. ``reply``: scripted moves of other seats right after the learner's move (the rest
   of a simultaneous vote, the answer to a card played...);
5. ``after``: the consequence, shown once the move and the reply resolved.

Every text is a translation key of the ``tutorial`` namespace
(``scenes/data/translations/tutorial.<lang>.json``). Zone names (``point``) are stable
names the game's scene registers: ``seat:N``, ``quest_track``, ``vote:approve``...

Every scripted and taught move goes through the game's own ``apply``, so a rules
change that makes a tutorial impossible fails with one line naming the step, the
move and the reason (``TutorialError``).
"""
from __future__ import annotations

import importlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import game
from game.core import GameError, Move, Seat, View
from game.moves import shown, strictly_equal, strictly_in

NS = "tutorial"
OK, TRY = "ok", "try"

Scripted = tuple[tuple[Seat, Move], ...]

#: the zone names a step may point at (``N``: a seat or quest number), with what each
#: one is on the table: every game scene registers the ones its tutorial uses
ZONES: dict[str, str] = {
    "seat:N": "a seat around the table (its name plate)",
    "role": "the learner's role card / role panel",
    "hand": "the learner's hand of cards",
    "talk": "the table-talk menu",
    # Avalon
    "quest_track": "the five quests with their team sizes",
    "quest:N": "one quest of the track (1-5)",
    "crown": "the leader's crown",
    "team": "the proposed team",
    "rejects": "the rejected-teams track",
    "vote:approve": "the Approve button", "vote:reject": "the Reject button",
    "card:success": "the Success quest card", "card:fail": "the Fail quest card",
    # Agent Avenue (card:<agent> is that agent in the learner's hand)
    "track": "the ring of 14 spaces", "spy:N": "side N's spy on the ring",
    "lead": "the Lead", "card:<agent>": "an agent card in the learner's hand",
    "play:up": "the face-up card slot", "play:down": "the face-down card slot",
    "recruit:up": "recruit the face-up card", "recruit:down": "recruit the face-down card",
    "tableau:N": "side N's agents in play",
    # Aztec
    "character": "the learner's character", "score": "the learner's running score",
    "card": "the learner's jewel card", "temple": "the Temple's jewels",
    "bet:believe": "the believe side of the bet", "bet:accuse": "the accuse side of the bet",
    "artefact:<id>": "an artefact offered to keep", "stones": "the learner's cursed stones",
    "curse:<colour>": "the Curse card of that colour",
    # Saül
    "sleep": "the Sleep button", "ready": "the Ready button", "general": "the General's badge",
}


def zone_pattern() -> re.Pattern[str]:
    """A regular expression matching every zone name of ``ZONES``."""
    parts = [re.sub(r"<[a-z]+>", "[a-z_]+", re.escape(z).replace("N", r"\d+")) for z in ZONES]
    return re.compile("^(" + "|".join(parts) + ")$")


@dataclass(frozen=True)
class Step:
    """One coach step (see the module docstring for the order things happen in)."""

    text: str                              # translation key, e.g. "tutorial.avalon.s03"
    point: tuple[str, ...] = ()            # zones the coach points at
    before: Scripted = ()                  # other seats' moves as the step opens
    expect: Move | None = None             # the learner's taught move (None: "Next")
    hint: str | None = None                # key shown for another legal move ("try ...")
    reply: Scripted = ()                   # other seats' moves right after the learner's
    after: str | None = None               # key of the consequence, once all resolved
    teaches: tuple[str, ...] = ()          # core decisions this step teaches (tags)

    def keys(self) -> tuple[str, ...]:
        """Every translation key this step shows."""
        return tuple(k for k in (self.text, self.hint, self.after) if k)


@dataclass(frozen=True)
class Setup:
    """The table: the same setup is offered for a real game at the end."""

    players: int
    learner: Seat                          # the seat the learner plays
    names: tuple[str, ...]                 # a translation key per seat (the learner's is a name, "Alex": the
                                           # log says "Alex plays", a "you" tag marks the seat)
    deal: Mapping[str, Any]                # the scripted deal (the game's rules file format)
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 1                          # randomness left (Saül's ties): fixed too


@dataclass(frozen=True)
class Tutorial:
    game: str
    setup: Setup
    steps: tuple[Step, ...]
    core: tuple[str, ...]                  # the core decisions the tutorial must teach
    learner_wins: bool = True              # the game ends, won by the learner's side
    offer_real_game: bool = True           # the last step offers a real game, same setup

    def keys(self) -> list[str]:
        """Every translation key the tutorial shows (steps and seat names)."""
        out = list(self.setup.names)
        for step in self.steps:
            out += step.keys()
        return list(dict.fromkeys(out))

    def zones(self) -> list[str]:
        """Every zone name the coach points at, in first-use order."""
        return list(dict.fromkeys(z for step in self.steps for z in step.point))

    def taught(self) -> set[str]:
        return {tag for step in self.steps for tag in step.teaches}

    def learner_moves(self) -> int:
        return sum(step.expect is not None for step in self.steps)

    def scripted_moves(self) -> int:
        return sum(len(step.before) + len(step.reply) for step in self.steps)


@dataclass(frozen=True)
class Result:
    steps: int            # steps played
    moves: int            # taught moves made (by the coach in autoplay)
    completed: bool       # every step played and the game ended as scripted
    scripted: int = 0     # other seats' scripted moves played


class TutorialError(GameError):
    """A tutorial that its game's rules no longer allow; the message is one line."""


def step(game_id: str, sid: str, *, point: tuple[str, ...] = (), before: Scripted = (),
         expect: Move | None = None, reply: Scripted = (), after: bool = False,
         teaches: tuple[str, ...] = ()) -> Step:
    """A step whose keys follow the naming of the translation files:
    ``tutorial.<game>.<sid>``, its ``_try`` hint (with a taught move) and its ``_after``."""
    base = f"{NS}.{game_id}.{sid}"
    return Step(text=base, point=point, before=before, expect=expect,
                hint=base + "_try" if expect is not None else None, reply=reply,
                after=base + "_after" if after else None, teaches=teaches)


def name(key: str) -> str:
    """A seat name's translation key (``tutorial.name.<key>``)."""
    return f"{NS}.name.{key}"


def load(game_id: str) -> Tutorial:
    """The tutorial of ``game_id`` (``game/<id>/tutorial.py``, ``TUTORIAL``)."""
    game.get(game_id)  # a clear SetupError for an unknown game
    try:
        module = importlib.import_module(f"{game.CATALOG[game_id]}.tutorial")
    except ModuleNotFoundError as exc:
        if not (exc.name or "").endswith(".tutorial"):
            raise
        raise TutorialError(f"{game_id} has no tutorial.", "tutorial.error.none",
                            game=game_id) from None
    tutorial: Tutorial = module.TUTORIAL
    return tutorial


def check_move(step: Step, move: Move) -> str:
    """``"ok"`` when ``move`` is the step's taught move, else ``"try"`` (never raises:
    the GUI shows ``hint_key(step)`` and nothing changes)."""
    if step.expect is not None and isinstance(move, Mapping) and strictly_equal(dict(move), step.expect):
        return OK
    return TRY


def hint_key(step: Step) -> str:
    """The "try ..." text for a legal move other than the taught one."""
    return step.hint or f"{NS}.try_next"


class Coach:
    """Plays a tutorial one step at a time: the GUI shows ``step`` on ``state``, calls
    ``submit(move)`` for the learner's move (or ``next()`` on a step without one).

    ``state`` is the real game state (the GUI shows ``view(state, learner)`` only).
    """

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        self.g = game.get(tutorial.game)
        su = tutorial.setup
        try:
            self.state: Any = self.g.new(su.players, su.seed, options=dict(su.options),
                                         deal=su.deal)
        except GameError as exc:
            raise TutorialError(f"{tutorial.game} tutorial: the setup is refused: {exc.message}",
                                "tutorial.error.broken") from None
        self.index = 0
        self.moves = 0
        self.scripted = 0
        self.resolved = False   # the current step's move (and reply) are done
        #: the moves played by the last ``_open``/``submit`` (seat, move), in order, so
        #: the table can show them one by one
        self.last: list[tuple[Seat, Move]] = []
        self._open()

    # --- where we are --------------------------------------------------------
    @property
    def learner(self) -> Seat:
        return self.tutorial.setup.learner

    @property
    def done(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    @property
    def step(self) -> Step:
        return self.tutorial.steps[self.index]

    def view(self) -> View:
        """What the learner's seat may see now (the GUI shows this, never the state)."""
        return self.g.view(self.state, self.learner)

    def hint(self) -> str:
        """The key to show when the learner makes another legal move on this step."""
        return hint_key(self.step)

    def waiting(self) -> bool:
        """Is the learner's taught move still owed on this step?"""
        return not self.done and self.step.expect is not None and not self.resolved

    # --- playing -----------------------------------------------------------------
    def submit(self, move: Move) -> str:
        """The learner's move: the taught one is played (then the reply), ``"ok"``;
        anything else changes nothing, ``"try"``."""
        if not self.waiting() or check_move(self.step, move) != OK:
            return TRY
        assert self.step.expect is not None
        self.last = []
        self._play(self.learner, self.step.expect, "the taught move")
        self.moves += 1
        for seat, scripted in self.step.reply:
            self._play(seat, scripted, "a scripted reply")
            self.scripted += 1
        self.resolved = True
        return OK

    def autoplay(self) -> None:
        """Make the taught move of this step, as the coach does with --autoplay."""
        if self.waiting():
            assert self.step.expect is not None
            self.submit(self.step.expect)

    def next(self) -> bool:
        """Go on to the next step (only once the taught move, if any, is made)."""
        if self.done or self.waiting():
            return False
        self.index += 1
        if not self.done:
            self._open()
        return True

    def _open(self) -> None:
        self.resolved = self.step.expect is None
        self.last = []
        for seat, scripted in self.step.before:
            self._play(seat, scripted, "a scripted move")
            self.scripted += 1
        if self.step.expect is not None:
            self._check_owed(self.learner, self.step.expect, "the taught move")

    def _where(self) -> str:
        return f"{self.tutorial.game} tutorial, step {self.index + 1} ({self.step.text})"

    def _check_owed(self, seat: Seat, move: Move, what: str) -> None:
        s = self.state
        if s.over():
            raise self._error(f"{what} of seat {seat} {shown(move)}: the game is already over")
        if isinstance(move, Mapping) and move.get("kind") == "say":  # table talk: never owed
            if not strictly_in(move, s.talk(seat)):
                raise self._error(f"{what} of seat {seat} {shown(move)} is not among the "
                                  "statements it may make now")
            return
        if seat not in s.to_act():
            raise self._error(f"{what} of seat {seat} {shown(move)}: that seat owes no move "
                              f"now (to act: {list(s.to_act())})")
        if not strictly_in(move, s.legal(seat)):
            kinds = sorted({m.get("kind", "?") for m in s.legal(seat)})
            raise self._error(f"{what} of seat {seat} {shown(move)} is not among its legal "
                              f"moves (kinds: {', '.join(kinds)})")

    def _play(self, seat: Seat, move: Move, what: str) -> None:
        if what != "the taught move" and seat == self.learner:
            raise self._error(f"{what} {shown(move)} is given to the learner's seat {seat}")
        self._check_owed(seat, move, what)
        try:
            self.state = self.g.apply(self.state, seat, move)
        except GameError as exc:
            raise self._error(f"{what} of seat {seat} {shown(move)} is illegal: "
                              f"{exc.message}") from None
        self.last.append((seat, move))

    def _error(self, why: str) -> TutorialError:
        return TutorialError(f"{self._where()}: {why}".replace("\n", " "),
                             "tutorial.error.broken")

    def finish_check(self) -> None:
        """After the last step: the game must have ended as the tutorial says."""
        s = self.state
        t = self.tutorial
        where = f"{t.game} tutorial, after the last step"
        if not s.over():
            raise TutorialError(f"{where}: the game is not over (to act: {list(s.to_act())})",
                                "tutorial.error.broken")
        if t.learner_wins and self.learner not in s.winners():
            raise TutorialError(f"{where}: the learner's seat {self.learner} did not win "
                                f"(winners: {list(s.winners())})", "tutorial.error.broken")


def validate(t: Tutorial) -> None:
    """Checks of the data alone (before playing): every taught move has a hint."""
    for i, step in enumerate(t.steps, 1):
        if step.expect is not None and not step.hint:
            raise TutorialError(f"{t.game} tutorial, step {i} ({step.text}): a taught move "
                                "needs a hint key", "tutorial.error.broken")
        if step.expect is None and (step.reply or step.after or step.hint):
            raise TutorialError(f"{t.game} tutorial, step {i} ({step.text}): reply, after and "
                                "hint belong to a step with a taught move",
                                "tutorial.error.broken")
    if not t.steps:
        raise TutorialError(f"{t.game} tutorial has no steps", "tutorial.error.broken")


def play(t: Tutorial, autoplay: bool = True) -> Result:
    """Play a tutorial headless. With ``autoplay`` the coach makes every taught move;
    without, it stops at the first move the learner owes (completed False).
    Raises ``TutorialError`` (one line) when a move is illegal in the scripted state."""
    validate(t)
    coach = Coach(t)
    steps = 0
    while not coach.done:
        steps += 1
        if coach.waiting():
            if not autoplay:
                return Result(steps=steps, moves=coach.moves, completed=False,
                              scripted=coach.scripted)
            coach.autoplay()
        coach.next()
    coach.finish_check()
    return Result(steps=steps, moves=coach.moves, completed=True, scripted=coach.scripted)


def run(game_id: str, autoplay: bool = True) -> Result:
    """``bluffbox --tutorial GAME --autoplay``, headless: play ``game_id``'s tutorial."""
    return play(load(game_id), autoplay=autoplay)


def result_line(game_id: str, result: Result) -> str:
    """The one JSON line the command line prints at the end of an autoplayed tutorial."""
    return json.dumps({"tutorial": game_id, "steps": result.steps, "moves": result.moves,
                       "completed": result.completed})


def autoplay_line(game_id: str) -> tuple[int, str]:
    """For the command line: (exit status, the line to print). 0 and the JSON line
    when the tutorial completes; 1 and a one-line message when it cannot."""
    try:
        result = run(game_id, autoplay=True)
    except GameError as exc:
        return 1, exc.message.replace("\n", " ")
    return (0 if result.completed else 1), result_line(game_id, result)
