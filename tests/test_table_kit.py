"""Test helpers for the session and table scenes: a small game with every shape the
gating must handle (sequential turns, a private result, a simultaneous vote, talk),
a fake App offering the App interface, and event helpers. No tests in here."""
from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import pygame
import pygame_gui

import game
from game.core import (
    Event,
    GameDef,
    Option,
    check_players,
    resolve_options,
    rng_seed,
    rng_shuffle,
    visible_log,
)
from game.moves import check_move

# --------------------------------------------------------------------- the game
# Each seat holds a secret card 1..9. Three rounds; in a round the leader either
# "peeks" at another seat's card (private result, then must still "call") or "calls"
# a number 1..3; then everyone votes yes/no at once (votes hidden until all are in).
# The game ends after ``rounds`` rounds; winners: seats holding the highest card.

ROUNDS = 3


@dataclass(frozen=True)
class TState:
    players: int
    cards: tuple[int, ...]
    leader: int = 0
    round: int = 0
    phase: str = "call"            # call | vote | done
    peeked: bool = False
    votes: tuple[Any, ...] = ()
    rounds: int = ROUNDS
    log: tuple[Event, ...] = ()

    def to_act(self):
        if self.phase == "call":
            return (self.leader,)
        if self.phase == "vote":
            return tuple(i for i, v in enumerate(self.votes) if v is None)
        return ()

    def legal(self, seat):
        if seat not in self.to_act():
            return []
        if self.phase == "call":
            out = [{"kind": "call", "n": n} for n in (1, 2, 3)]
            if not self.peeked:
                out += [{"kind": "peek", "target": t} for t in range(self.players) if t != seat]
            return out
        return [{"kind": "vote", "yes": True}, {"kind": "vote", "yes": False}]

    def talk(self, seat):
        if self.over():
            return []
        return [{"kind": "say", "claim": c} for c in ("high", "low")]

    def over(self):
        return self.phase == "done"

    def winners(self):
        if not self.over():
            return ()
        best = max(self.cards)
        return tuple(i for i, c in enumerate(self.cards) if c == best)


def _new(players, seed, options=None, deal=None):
    check_players(players, 2, 5)
    opts = resolve_options(OPTIONS, options)
    if deal is not None:
        cards = tuple(deal["cards"])
    else:
        _, shuffled = rng_shuffle(rng_seed(seed), range(1, 10))
        cards = tuple(shuffled[:players])
    return TState(players, cards, rounds=opts["rounds"],
                  log=(Event("start", {"players": players}),
                       *(Event("card", {"seat": i, "card": c}, (i,)) for i, c in enumerate(cards))))


def _apply(s: TState, seat, move):
    check_move(s, seat, move)
    kind = move["kind"]
    if kind == "say":
        return replace(s, log=s.log + (Event("say", {"seat": seat, "claim": move["claim"]}),))
    if kind == "peek":
        t = move["target"]
        return replace(s, peeked=True, log=s.log + (
            Event("peek", {"seat": seat, "target": t}),
            Event("peek_result", {"seat": seat, "target": t, "card": s.cards[t]}, (seat,))))
    if kind == "call":
        return replace(s, phase="vote", votes=(None,) * s.players,
                       log=s.log + (Event("call", {"seat": seat, "n": move["n"]}),))
    votes = list(s.votes)
    votes[seat] = move["yes"]
    log = s.log + (Event("vote", {"seat": seat, "yes": move["yes"]}, (seat,)),)
    if None in votes:
        return replace(s, votes=tuple(votes), log=log)
    log += (Event("votes", {"votes": list(votes)}),)
    rnd = s.round + 1
    if rnd >= s.rounds:
        return replace(s, votes=tuple(votes), round=rnd, phase="done",
                       log=log + (Event("end", {"winners": []}),))
    return replace(s, votes=(), round=rnd, phase="call", peeked=False,
                   leader=(s.leader + 1) % s.players, log=log)


def _view(s: TState, seat):
    over = s.over()
    return {
        "game": "tabletest", "players": s.players, "seat": seat,
        "to_act": list(s.to_act()), "over": over, "winners": list(s.winners()),
        "log": visible_log(s.log, None if over else seat) if not over
        else [e.as_dict() for e in s.log],
        "cards": [c if over or i == seat else None for i, c in enumerate(s.cards)],
        "leader": s.leader, "round": s.round, "phase": s.phase,
        "voted": [v is not None for v in s.votes],
    }


class FirstBot:
    """Deterministic bot; remembers every argument type it was given."""

    seen: ClassVar[list[tuple[type, type, type]]] = []

    def __init__(self, level, seat):
        self.seat = seat

    def act(self, view, legal, rng):
        FirstBot.seen.append((type(view), type(legal), type(rng)))
        calls = [m for m in legal if m["kind"] != "peek"]
        return rng.choice(calls)


OPTIONS = {"rounds": Option(ROUNDS, (1, 2, 3)), "fancy": Option(False, (False, True))}

GAME = GameDef("tabletest", "Table Test", 2, 5, OPTIONS, 1, _new, _apply, _view,
               lambda level, seat: FirstBot(level, seat))


def register(scene: Any = None) -> GameDef:
    """The rules in game.GAMES and, with ``scene`` (a class), a scene manifest."""
    from scenes import catalog
    game.GAMES["tabletest"] = GAME
    if scene is not None:
        catalog.register(catalog.SceneManifest("tabletest", order=999), scene)
    return GAME


def unregister() -> None:
    """Other test files iterate game.GAMES and the catalogue: leave them as found."""
    from scenes import catalog
    game.GAMES.pop("tabletest", None)
    catalog.unregister("tabletest")


# --------------------------------------------------------------------- the app
def make_app(size=(1280, 720)):
    """The real App, headless, not saving settings; scenes are driven by ``frame``."""
    from scenes.shell.app import App
    app = App(size=size, lang="en", persist=False)
    app.settings = replace(app.settings, animation_speed="instant")
    app.sounds_played = []
    app.play_sound = app.sounds_played.append
    app.learning_aids = False   # no role card over the table at the start (tests/test_learn.py)
    return app


def frame(app, n=1, dt=1 / 60):
    for _ in range(n):
        app.step(dt)


def click(app, element, frames=2):
    """Press a widget at its centre (its 2 px edge does not press)."""
    click_at(app, element.rect.center, frames)


def click_at(app, pos, frames=2):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    frame(app, frames)


def key(app, k, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    frame(app, frames)


def seconds(limit: float):
    """Yields until ``limit`` seconds have passed. Drives that wait for the bot thread
    count time, not frames: a count of frames ran out when the machine was busy."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        yield


def idle(app, dt=0.5):
    """One frame, then a millisecond for the bot thread to think in."""
    app.step(dt)
    time.sleep(0.001)


def wait(app, until, limit=10.0, dt=0.5):
    """Step frames (bots think in their thread) until ``until()``."""
    for _ in seconds(limit):
        if until():
            return
        idle(app, dt)
    if not until():
        raise AssertionError("timed out waiting")


#: seat names for scene tests (up to 16 seats)
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou",
         "Max", "Ned", "Oda", "Pia"]


def start_game(app, game_id, scene_class, kinds, options=None, seed=11):
    """A new game of ``game_id`` through the real setup path (seat kinds in order),
    with no earlier unfinished game to keep; its scene after two frames."""
    from saves import SeatInfo, slots
    from scenes.shell import play
    slots.clear_autosave()   # an earlier game of the test: no "unfinished game" question
    seats = [SeatInfo(NAMES[i], k) for i, k in enumerate(kinds)]
    play.start_new(app, game_id, len(kinds), seats, options or {}, seed)
    scene = app.top
    assert isinstance(scene, scene_class)
    frame(app, 2)
    return scene


def button(app, text):
    """The visible, enabled button showing ``text`` (fails with the ones there are)."""
    found = buttons(app)
    assert text in found, f"no button {text!r} in {sorted(found)}"
    return found[text]


def buttons(app):
    """Every visible, enabled button of the UI, by text."""
    out = {}
    for el in app.manager.get_sprite_group().sprites():
        if isinstance(el, pygame_gui.elements.UIButton) and el.visible and el.is_enabled:
            out.setdefault(el.text, el)
    return out
