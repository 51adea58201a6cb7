"""A tutorial played on the game's ordinary table (issue 32.4).

``scenes.kit.coach.open_tutorial(app, game_id)`` (the registry's ``"tutorial"`` action) puts the game's
own table scene on the stack, on the tutorial's scripted deal, played by a
``TutorialSession``: the ordinary session, with the learner's seat human and the
other seats scripted (not bots: they play the steps' ``before``/``reply`` moves, one
by one at the table's normal pace). The learner's move goes through the coach
(``game.tutorial.Coach``) before anything is applied: only the taught move is
played; any other move is refused quietly and the step's "try ..." text is shown
(``session.tried``). The coach's words are drawn over the table by
``scenes.kit.coach`` (the scene class is the game's own, with ``CoachMixin`` first).

Nothing of a tutorial is saved: no autosave, no statistics, no Undo (the record
could not replay the scripted deal). Finished tutorials are remembered in
``saves.tutorials``.

With ``autoplay`` (``bluffbox --tutorial GAME --autoplay``) the coach makes every
taught move itself and clicks Next; at the last step the app prints
``game.tutorial.result_line`` and quits with status 0 (``app.exit_status``); a
tutorial the rules no longer allow prints its one-line ``TutorialError`` on stderr
and quits with status 1.
"""
from __future__ import annotations

import logging
import sys
from typing import Any

from game import tutorial as T
from game.core import GameError, Move

from .. import catalog
from ..i18n import t
from ..kit import ui
from .session import BOT_DELAY, Session

log = logging.getLogger(__name__)

#: the animation speed of an autoplayed tutorial (the command line's, the tests')
AUTOPLAY_SPEED = "instant"


class Dealt:
    """The game's rules with ``new`` dealing the tutorial's deal, so whatever rebuilds
    the state from the record (the Undo check) finds the table the learner sees."""

    def __init__(self, rules: Any, deal: Any) -> None:
        self._rules, self._deal = rules, deal

    def new(self, players: int, seed: int, options: Any = None, deal: Any = None) -> Any:
        return self._rules.new(players, seed, options=options,
                               deal=self._deal if deal is None else deal)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)


class TutorialSession(Session):
    """The ordinary session on a tutorial's deal (see the module docstring).

    ``pending``: scripted moves still to be shown, one every ``delay`` seconds;
    ``tried``: the "try ..." key of the learner's last refused move (None after a
    taught one); ``tries``: how many moves were refused."""

    def __init__(self, tutorial: T.Tutorial, speed: str = "normal") -> None:
        from saves import Record, SeatInfo
        T.validate(tutorial)
        self.coach = T.Coach(tutorial)   # TutorialError when the setup or step 1 is broken
        su = tutorial.setup
        seats = [SeatInfo(t(key), "human" if seat == su.learner else "normal")
                 for seat, key in enumerate(su.names)]
        record = Record.start(tutorial.game, su.players, su.seed, dict(su.options), seats)
        super().__init__(record, speed=speed)
        self.game = Dealt(self.game, su.deal)
        self._state = self.game.new(su.players, su.seed, options=dict(su.options))
        self.tutorial = tutorial
        self.pending: list[tuple[int, Move]] = list(self.coach.last)
        self.tried: str | None = None
        self.tries = 0
        self._cooldown = self.delay

    # nothing of a tutorial is written, and nobody but the script plays
    def _autosave(self) -> None:
        pass

    def flush_autosave(self) -> bool:
        return True

    def _finish(self) -> None:
        self._bookkept = True
        self.record.finish()

    def _next_bot(self) -> int | None:
        return None

    @property
    def learner(self) -> int:
        return self.coach.learner

    def submit(self, seat: int, move: Move) -> None:
        """The learner's move: the taught one is played (its reply queued), any other
        is refused without a word of error (``tried`` holds the "try" key)."""
        if seat != self.learner:   # only the script plays the other seats
            return
        if self.pending:           # the table is still playing: not the learner's turn yet
            return
        if T.check_move(self.coach.step, move) != T.OK or self.coach.submit(move) != T.OK:
            self.tried = self.coach.hint()
            self.tries += 1
            return
        self.tried = None
        played = list(self.coach.last)
        self._apply(*played[0])
        self.pending = played[1:]
        self._cooldown = self.delay

    def _apply(self, seat: int, move: Move) -> None:
        Session.submit(self, seat, move)

    def poll(self, dt: float = 0.0) -> bool:
        """One scripted move every ``delay`` seconds; True when one was applied."""
        self._cooldown = max(0.0, self._cooldown - dt)
        if self.pending and self._cooldown <= 0:
            seat, move = self.pending.pop(0)
            self._apply(seat, move)
            self._cooldown = self.delay
            return True
        return False

    def skip_wait(self) -> None:
        self._cooldown = 0.0

    def thinking(self) -> int | None:
        return self.pending[0][0] if self.pending else None

    def settled(self) -> bool:
        """Every scripted move of the step so far is on the table."""
        return not self.pending

    def next_step(self) -> bool:
        """On to the next step (its scripted moves queued); False when the step still
        owes its move or the table is still playing. TutorialError when the next step
        is impossible under the rules."""
        if self.pending or self.coach.index + 1 >= len(self.tutorial.steps):
            return False
        if not self.coach.next():
            return False
        self.tried = None
        self.pending = list(self.coach.last)
        self._cooldown = self.delay
        return True

    def at_last_step(self) -> bool:
        return self.coach.index == len(self.tutorial.steps) - 1


def fail(app: Any, message: str, autoplay: bool) -> None:
    """A tutorial that cannot go on: one line on stderr and status 1 (autoplay), or
    the player is told and sent back to the menu."""
    line = message.replace("\n", " ")
    log.error("tutorial: %s", line)
    if autoplay:
        print(line, file=sys.stderr, flush=True)
        app.exit_status = 1
        app.quit()
        return
    app.reset_named("notice", message=t("coach.broken", reason=line))


def real_game(app: Any, tutorial: T.Tutorial) -> None:
    """A normal game at the tutorial's table: the same players and options, the
    learner's seat human, bots (normal) elsewhere, a new deal."""
    import random

    from saves import SeatInfo
    su = tutorial.setup
    seats = [SeatInfo(t("table.setup.player", n=1) if seat == su.learner else t(key),
                      "human" if seat == su.learner else "normal")
             for seat, key in enumerate(su.names)]
    app.call("new_game", tutorial.game, su.players, seats, dict(su.options),
             random.randrange(1, 2**31))


def mark_done(game_id: str) -> bool:
    """Remember a finished tutorial; False (logged) when it could not be written."""
    from saves import SaveError, tutorials
    try:
        tutorials.mark_done(game_id)
    except SaveError as exc:
        log.error("could not remember the finished tutorial: %s", exc)
        return False
    return True


def done(game_id: str) -> bool:
    from saves import tutorials
    return tutorials.is_done(game_id)


def offer_first_start(app: Any) -> bool:
    """On the very first start: which game to learn, or skip (asked once; the answer
    is remembered even when it is Skip). True when the question was put."""
    from saves import SaveError, tutorials
    if tutorials.offered():
        return False
    try:
        tutorials.mark_offered()
    except SaveError as exc:   # asked again next time: better than never asking
        log.error("could not remember the first-start offer: %s", exc)
    games = [gid for gid in catalog.ids() if catalog.playable(gid) and has_tutorial(gid)]
    if not games:
        return False
    choices: list[tuple[str, Any, str | None]] = [
        (catalog.title(gid), (lambda gid=gid: app.call("tutorial", gid)), None) for gid in games]
    choices.append(("coach.first.skip", None, None))
    app.push(ui.Dialog(t("coach.first.text"), choices, title=t("coach.first.title"),
                       focus=None, stacked=True))
    return True


def has_tutorial(game_id: str) -> bool:
    """Does ``game_id`` (a game of the catalogue) have a tutorial?"""
    import game
    if game_id not in game.CATALOG:
        return False
    try:
        T.load(game_id)
    except GameError:
        return False
    return True


__all__ = ["AUTOPLAY_SPEED", "BOT_DELAY", "Dealt", "TutorialSession", "done", "fail",
           "has_tutorial", "mark_done", "offer_first_start", "real_game"]
