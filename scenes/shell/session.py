"""A game being played: the record, the current state, the seats, the bot driver and
the pass-and-play gating. No drawing here, so all of it is testable headless.

The scenes never touch ``self._state``: they ask for views (``view_for``), moves
(``legal``, ``talk``) and whose turn it is. Bots run in one worker thread and only
ever receive a view, their legal moves and their own ``random.Random``.

Pass-and-play gating (two or more humans at the device):

* ``viewer()`` is the seat whose private view may be drawn now, or None (public view).
* When a human must act and the device is not theirs yet, ``needs_pass()`` names
  that seat; the scene shows the pass screen until ``confirm_pass()``.
* Simultaneous moves (votes): the humans owing a move go one at a time: the one holding
  the device first, then the others by seat.
* After a human acts, the device is theirs only while they are still the one wanted;
  if their move showed them something new and private (a Lady of the Lake result), they
  keep the device to read it until ``done_looking()``; bots wait meanwhile.
* Private rounds are the game's declared policy (``set_policy``, from its scene
  manifest): at the start (``reveal_round()``, Avalon's night) and/or whenever a public
  log event of a given kind appears (Saül's nights): every human, in seat order, gets a
  pass screen and then a private screen that lasts at least ``private_seconds``, the
  same for all, whether they have an action in it or not (with the ``acting`` policy,
  only the humans who owe a move when the round begins: the fallen get none). In a
  round begun by an event, a human who owes a move makes it on that private screen;
  when their own move begins the next round, they keep the device and that screen
  becomes their screen of the new round (its time starts again).
* Public results (``public_results`` event kinds: a vote, a quest's result) are shown
  on the public table before the device moves on: ``showing_results()`` holds the pass
  screen and the bots until ``release_results()``.
* ``hide()`` gives the device back: the pass screen returns for whoever is wanted.
* Open votes (the record's ``open_votes``, the manifest's vote kinds in ``open_kinds``):
  when the human wanted owes only moves of an open kind, ``open_voter()`` names them and
  nobody passes the device: the public view is drawn (``viewer()`` is None) and each
  human casts their vote on the shared screen, in seat order. Anything else keeps its
  pass screen.
"""
from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import game
from game import driver
from game.core import Move, View
from saves import SaveError

from ..i18n import table as i18n_table
from . import write_problems
from .autosave import WRITER, AutosaveWriter, snapshot

log = logging.getLogger(__name__)

#: seconds between two bot moves, per settings.animation_speed
BOT_DELAY = {"instant": 0.0, "fast": 0.3, "normal": 0.8, "slow": 1.6}
AUTOPLAY_LEVEL = "normal"


class Session:
    def __init__(self, record: Any, autoplay: bool = False, speed: str = "normal",
                 writer: AutosaveWriter | None = None) -> None:
        self.record = record
        self.writer = writer or WRITER   # autosaves are written off the UI thread
        self.game = game.get(record.game)
        self._state = record.replay()
        self.autoplay = autoplay
        self.spectating = False   # the humans here are out and watch (spectate)
        self.names = [s.name for s in record.seats]
        self.kinds = [s.kind for s in record.seats]
        self.delay = BOT_DELAY.get(speed, BOT_DELAY["normal"])
        self._human_seats = [i for i, k in enumerate(self.kinds) if k == "human"]
        self._bots: dict[int, Any] = {}
        for seat, kind in enumerate(self.kinds):
            if kind == "phone":     # played on a phone (scenes/shell/phones.py): never a bot
                continue
            if kind != "human":
                self._bots[seat] = self.game.make_bot(kind, seat)
            elif autoplay:
                self._bots[seat] = self.game.make_bot(AUTOPLAY_LEVEL, seat)
        self._pool: ThreadPoolExecutor | None = None
        self._job: Future | None = None
        self._job_seat: int | None = None
        self._job_turn = -1
        self._ready: tuple[int, Move] | None = None   # a bot move waiting for the delay
        self._cooldown = 0.0
        self._views: dict[Any, View] = {}
        self._views_turn = -1
        self.last_move: tuple[int, Move] | None = None
        self.last_bot_move: tuple[int, Move] | None = None
        self.moves_applied = 0   # bumps on every applied move: scenes redraw on change
        # pass-and-play gating
        self._holder: int | None = None
        self._queue: list[int] = []
        #: (private event, the move that caused it) -> does it deserve a look before the
        #: device moves on? Default: any private event but an echo of the move's kind.
        self.review_filter: Callable[[dict, Move], bool] | None = None
        # the game's private-round policy (set_policy)
        self.round_events: tuple[str, ...] = ()
        self.public_results: tuple[str, ...] = ()
        self.private_seconds = 0.0
        self.round_seats = "all"
        self._round_acts = False       # may the humans act on the round's private screens?
        self._look_time = 0.0          # seconds the current private screen has been up
        self._results_pending = False
        #: the move kinds cast openly when the record's ``open_votes`` is on (set_policy)
        self.open_kinds: tuple[str, ...] = ()
        self._open_cache: tuple[int, int | None, int | None] | None = None
        self._bookkept = record.finished
        #: the phone seats' server (scenes/shell/phones.py ``attach``), None without any
        self.phones: Any = None
        if self._state.over() and not self._bookkept:
            self._finish()

    # ------------------------------------------------------------------ seats
    @property
    def players(self) -> int:
        return self._state.players

    def name(self, seat: int) -> str:
        return self.names[seat]

    def follow_language(self, old: str, new: str) -> None:
        """Seats still called by their default name in ``old`` ("Player 2") take the
        one of ``new`` ("Joueur 2"); a name the player typed stays as it is."""
        pattern, wanted = i18n_table(old).get("bluffbox.seat.player"), i18n_table(new).get("bluffbox.seat.player")
        if not pattern or not wanted or "%{n}" not in pattern:
            return
        head, _, tail = pattern.partition("%{n}")
        for seat, name in enumerate(self.names):
            number = name[len(head):len(name) - len(tail)] if name.startswith(head) and name.endswith(tail) else ""
            if self.kinds[seat] in ("human", "phone") and number.isdigit() and len(name) > len(head) + len(tail):
                self.names[seat] = wanted.replace("%{n}", number)
                self.record.seats[seat] = dataclasses.replace(self.record.seats[seat], name=self.names[seat])

    def humans(self) -> list[int]:
        """Seats a person plays at this device now (none under autoplay)."""
        return [] if self.autoplay else list(self._human_seats)

    def is_bot(self, seat: int) -> bool:
        return seat in self._bots

    def set_kind(self, seat: int, kind: str) -> None:
        """The seat changes hands mid-game: played here ("human"), on a phone or by a
        bot of level ``kind``; the record (and the autosave) say so from now on."""
        self.kinds[seat] = kind
        self.record.seats[seat] = dataclasses.replace(self.record.seats[seat], kind=kind)
        self._human_seats = [i for i, k in enumerate(self.kinds) if k == "human"]
        self._bots.pop(seat, None)
        if kind not in ("human", "phone"):
            self._bots[seat] = self.game.make_bot(kind, seat)
        elif kind == "human" and self.autoplay:
            self._bots[seat] = self.game.make_bot(AUTOPLAY_LEVEL, seat)
        self._sync()
        self._autosave()

    def pass_and_play(self) -> bool:
        return len(self.humans()) >= 2

    # ------------------------------------------------------------------ reading
    def view_for(self, seat: int | None) -> View:
        """The view of ``seat`` (None: public). Cached per move."""
        if self._views_turn != self.moves_applied:
            self._views.clear()
            self._views_turn = self.moves_applied
        if seat not in self._views:
            self._views[seat] = self.game.view(self._state, seat)
        return self._views[seat]

    def viewer_view(self) -> View:
        return self.view_for(self.viewer())

    def legal(self, seat: int) -> list[Move]:
        return list(self._state.legal(seat)) if seat is not None else []

    def talk(self, seat: int) -> list[Move]:
        return list(self._state.talk(seat)) if seat is not None else []

    def to_act(self) -> tuple[int, ...]:
        return tuple(self._state.to_act())

    def over(self) -> bool:
        return self._state.over()

    def winners(self) -> tuple[int, ...]:
        return tuple(self._state.winners())

    @property
    def turn(self) -> int:
        return self.record.turn

    # ------------------------------------------------------------------ gating
    def _wanted(self) -> int | None:
        """The human who should hold the device now, if any."""
        if self._queue:
            return self._queue[0]
        if self.over():
            return None
        acting = [s for s in self.to_act() if s in self.humans()]
        if self._holder in acting:        # whoever holds the device finishes first
            return self._holder
        return min(acting) if acting else None

    def wanted(self) -> int | None:
        return self._wanted()

    def spectate(self) -> None:
        """The humans at the device are out and chose to watch: from now on the table
        draws the public view (never more than a spectator sees), except while the rules
        ask one of them for a move (a fallen General naming a successor)."""
        self.spectating = True

    def viewer(self) -> int | None:
        if self.spectating and not set(self.to_act()) & set(self.humans()):
            return None
        humans = self.humans()
        if self.autoplay:
            return self._human_seats[0] if len(self._human_seats) == 1 else None
        if len(humans) == 1:
            return humans[0]
        if not humans or self.open_voter() is not None:
            return None
        if self._holder is not None and self._holder == self._wanted():
            return self._holder
        return None

    def needs_pass(self) -> int | None:
        """The seat the device must be passed to before anything private shows."""
        if not self.pass_and_play() or self.showing_results() or self.open_voter() is not None:
            return None
        want = self._wanted()
        if want is not None and want != self._holder:
            return want
        return None

    def confirm_pass(self) -> None:
        want = self.needs_pass()
        if want is not None:
            self._holder = want
            self._look_time = 0.0

    def hide(self) -> None:
        """The current human hides their private view again (back to the pass screen)."""
        if self.pass_and_play():
            self._holder = None

    def looking(self) -> int | None:
        """The human reviewing private information with nothing owed (night, results)."""
        if self._queue and self._holder == self._queue[0]:
            return self._holder
        return None

    def look_left(self) -> float:
        """Seconds the current private screen must still stay up (equal for everyone)."""
        return max(0.0, self.private_seconds - self._look_time) if self.looking() is not None \
            else 0.0

    def acts_in_look(self) -> bool:
        """May the human on the current private screen make their move on it?"""
        return self._round_acts and self.looking() is not None

    def can_finish_look(self) -> bool:
        seat = self.looking()
        if seat is None or self.look_left() > 0:
            return False
        return not (self._round_acts and seat in self.to_act())

    def done_looking(self) -> None:
        if self._queue and self._holder == self._queue[0] and self.can_finish_look():
            self._queue.pop(0)
            self._holder = None
            if not self._queue:
                self._round_acts = False
            self._sync()

    def set_policy(self, round_events: tuple[str, ...] = (), public_results: tuple[str, ...] = (),
                   private_seconds: float = 0.0, round_seats: str = "all",
                   open_kinds: tuple[str, ...] = ()) -> None:
        """The game's private rounds (public event kinds that begin one), the public
        results shown on the table, how long each private screen lasts at least, who
        gets one ("all" humans, or the "acting": those who owe a move then), and the
        move kinds that may be cast openly (``open_voter``)."""
        self.open_kinds = tuple(open_kinds)
        self._open_cache = None
        self.round_events = tuple(round_events)
        self.public_results = tuple(public_results)
        self.private_seconds = float(private_seconds)
        self.round_seats = round_seats

    def reveal_round(self, acts: bool = False) -> None:
        """Every human (see ``round_seats``), in seat order, gets a private screen before
        play goes on (``acts``: they make the moves they owe on it). A human on a
        private screen now keeps it, as their screen of this round."""
        if not self.pass_and_play():
            return
        seats = self.humans()
        if self.round_seats == "acting":
            owing = set(self.to_act())
            seats = [s for s in seats if s in owing]
        fresh = [s for s in seats if s not in self._queue]
        looking = self.looking()
        if looking is not None:
            self._queue = [looking] + fresh + self._queue[1:]
            self._look_time = 0.0
        else:
            self._queue = fresh + self._queue
            self._holder = None
        self._round_acts = self._round_acts or acts

    def showing_results(self) -> bool:
        """Public results are on the table: no pass screen, no bot, until released."""
        return self._results_pending and self.pass_and_play() and self.looking() is None

    def release_results(self) -> None:
        self._results_pending = False

    def _sync(self) -> None:
        if self._holder is not None and (self._holder != self._wanted()
                                         or self.open_voter() is not None):
            self._holder = None   # an open vote: nobody's private view stays up

    def open_votes(self) -> bool:
        """Does this table cast the game's open votes on the shared screen?"""
        return bool(self.open_kinds) and getattr(self.record, "open_votes", False) is True

    def open_voter(self) -> int | None:
        """The human casting an open vote on the shared screen now, or None. Open votes
        are on, two or more humans share the device, no private screen nor result is
        up, and the human wanted owes only moves of an open kind."""
        if not self.open_votes() or not self.pass_and_play() or self._queue \
                or self._results_pending or self.over():
            return None
        want = self._wanted()
        cached = self._open_cache
        if cached is not None and cached[0] == self.moves_applied and cached[1] == want:
            return cached[2]
        legal = self.legal(want) if want is not None else []
        voter = want if legal and all(m.get("kind") in self.open_kinds for m in legal) else None
        self._open_cache = (self.moves_applied, want, voter)
        return voter

    # ------------------------------------------------------------------ moves
    def submit(self, seat: int, move: Move) -> None:
        """Apply a move (game.IllegalAction if refused; nothing changes then)."""
        before = self._log_sizes(seat) if self._track_private(seat) else None
        public_before = len(self.view_for(None)["log"])
        new = self.game.apply(self._state, seat, move)
        self._state = new
        self.record.add(seat, move, over=new.over())
        self.moves_applied += 1
        self.last_move = (seat, move)
        if seat in self._bots:
            self.last_bot_move = (seat, move)
        self._ready = None
        if self.over():
            self._queue.clear()
            self._holder = None
            self._finish()
            return
        self._autosave()
        kinds = {e.get("kind") for e in self.view_for(None)["log"][public_before:]}
        if self.pass_and_play() and kinds & set(self.public_results):
            self._results_pending = True
            if self.looking() is None:
                self._holder = None     # the table looks at the results together
        if kinds & set(self.round_events):
            self.reveal_round(acts=True)
        if before is not None and move.get("kind") != "say" and self._news(seat, before, move):
            self._queue.insert(0, seat)
            self._holder = seat
        self._sync()

    def _track_private(self, seat: int) -> bool:
        return self.pass_and_play() and seat in self.humans() and seat == self._holder

    def _log_sizes(self, seat: int) -> tuple[int, int]:
        return len(self.view_for(seat)["log"]), len(self.view_for(None)["log"])

    def _news(self, seat: int, before: tuple[int, int], move: Move) -> bool:
        """Did the last move show ``seat`` something private worth a look?"""
        mine = self.view_for(seat)["log"][before[0]:]
        public = self.view_for(None)["log"][before[1]:]
        fresh = [e for e in mine if e not in public]
        keep = self.review_filter or (lambda e, m: e.get("kind") != m.get("kind"))
        fresh = [e for e in fresh if keep(e, move)]
        return bool(fresh)

    def _autosave(self) -> None:
        """Hand a copy of the record to the writer thread (the latest one wins)."""
        self.writer.submit(snapshot(self.record))

    def flush_autosave(self) -> bool:
        """Wait until the last move is in the autosave (False if the disk hung)."""
        done = self.writer.flush()
        if not done:
            log.error("autosave still not written; going on")
        return done

    def _finish(self) -> None:
        if self._bookkept:
            return
        self._bookkept = True
        self.record.finish()
        # a finished record clears the autosave, after any write still waiting
        self._autosave()
        self.flush_autosave()
        from saves import stats
        try:
            stats.record_result(self.record, self.winners())
        except SaveError as exc:
            log.error("statistics not written: %s", exc)
            write_problems.failed("stats", exc)
        except Exception:
            log.exception("end-of-game bookkeeping failed")
        else:
            write_problems.worked("stats")

    # ------------------------------------------------------------------ bots
    def thinking(self) -> int | None:
        """The bot seat whose move is being computed or shown soon."""
        if self._ready is not None:
            return self._ready[0]
        return self._job_seat if self._job is not None else None

    def blocked(self) -> bool:
        """Bots wait while a human reviews private information or results are shown."""
        return bool(self._queue) or self.showing_results()

    def _next_bot(self) -> int | None:
        return driver.next_seat(self._state, self._bots)

    def skip_wait(self) -> None:
        """The player does not want to wait: the next bot move lands as soon as it is ready."""
        self._cooldown = 0.0

    def hold(self, seconds: float) -> None:
        """Bots wait at least ``seconds`` more before their next move lands (a result
        shown on the table for a beat); ``skip_wait`` (Space) ends the wait."""
        self._cooldown = max(self._cooldown, seconds)

    def poll(self, dt: float = 0.0) -> bool:
        """Called each frame: collect a finished bot move, apply it after the delay,
        start the next bot. Never blocks. True when a move was applied."""
        self._cooldown = max(0.0, self._cooldown - dt)
        if self.looking() is not None:
            self._look_time += dt
        phoned = self.phones is not None and self.phones.pump()
        if self.over():
            return phoned
        job = self._job
        if job is not None and job.done():
            seat, turn = self._job_seat, self._job_turn
            self._job, self._job_seat = None, None
            if turn == self.turn and seat is not None:
                self._ready = (seat, self._bot_result(job, seat))
        applied = False
        if self._ready is not None and self._cooldown <= 0 and not self.blocked():
            seat, move = self._ready
            self._ready = None
            try:
                self.submit(seat, move)
                applied = True
                self._cooldown = self.delay
            except game.IllegalAction:
                log.warning("bot %s move refused: %r", seat, move)
        if self._job is None and self._ready is None and not self.blocked() \
                and not self.over():
            seat = self._next_bot()
            if seat is not None:
                self._start_bot(seat)
        return applied or phoned

    def _start_bot(self, seat: int) -> None:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        view, legal = driver.ask(self.game, self._state, seat)  # fresh: the worker owns them
        rng = random.Random(f"{self.record.seed}:{seat}:{self.turn}")
        self._job_seat, self._job_turn = seat, self.turn
        self._job = self._pool.submit(driver.decide, self._bots[seat], seat, view, legal, rng)
        self._job_legal = legal

    def _bot_result(self, job: Future, seat: int) -> Move:
        """The bot's move, judged by the rules; a random legal move if it failed."""
        try:
            move = job.result()
            driver.judge(self.game, self._state, seat, move)
            return move
        except driver.BotError as exc:
            log.warning("%s; playing a random legal move", exc.message,
                        exc_info=exc.__cause__ is not None)
        rng = random.Random(f"{self.record.seed}:{seat}:{self.turn}:fallback")
        return driver.fallback(self._job_legal, rng)

    def close(self) -> None:
        phones = self.phones
        if phones is not None:
            if self.over():       # the game ended: the phones show its end first
                self.phones = None
                phones.publish()
                phones.stop_later()
            elif not phones.in_use():   # left for good (not a window resize)
                self.phones = None
                phones.stop()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
            self._job, self._job_seat = None, None


def setup_again(record: Any) -> dict[str, Any]:
    """The arguments of a new game like this one (for Play again): new seed."""
    out = {"game_id": record.game, "players": record.players,
           "seats": list(record.seats), "options": dict(record.options),
           "seed": random.randrange(1, 2**31)}
    if getattr(record, "open_votes", False):   # the table's choice goes on
        out["open_votes"] = True
    return out
