"""Test helpers for the session and table scenes: a small game with every shape the
gating must handle (sequential turns, a private result, a simultaneous vote, talk),
a fake App offering the App interface, and event helpers. No tests in here."""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from typing import Any

import pygame
import pygame_gui

import game
from game.core import (Event, GameDef, IllegalAction, Option, check_move, check_players,
                       resolve_options, rng_seed, rng_shuffle, visible_log)

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

    seen: list = []

    def __init__(self, level, seat):
        self.seat = seat

    def act(self, view, legal, rng):
        FirstBot.seen.append((type(view), type(legal), type(rng)))
        calls = [m for m in legal if m["kind"] != "peek"]
        return rng.choice(calls)


OPTIONS = {"rounds": Option(ROUNDS, (1, 2, 3)), "fancy": Option(False, (False, True))}

GAME = GameDef("tabletest", "Table Test", 2, 5, OPTIONS, 1, _new, _apply, _view,
               lambda level, seat: FirstBot(level, seat))


def register() -> GameDef:
    game.GAMES["tabletest"] = GAME
    return GAME


# --------------------------------------------------------------------- fake app
class FakeApp:
    """The App interface the scenes use, without a main loop."""

    def __init__(self, size=(1280, 720), settings=None):
        pygame.init()
        self.size = size
        self.screen = pygame.display.set_mode(size)
        self.manager = pygame_gui.UIManager(size)
        from saves.settings import load_settings
        self.settings = settings or load_settings()
        self.stack: list = []
        self.sounds: list[str] = []
        self.autoplay = False
        self._fonts: dict = {}

    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene):
        if self.stack:
            self.stack[-1].pause()
        scene.app = self
        self.stack.append(scene)
        scene.enter()

    def pop(self):
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene):
        if self.stack:
            self.stack.pop().leave()
        scene.app = self
        self.stack.append(scene)
        scene.enter()

    def reset(self, scene):
        while self.stack:
            self.stack.pop().leave()
        self.push(scene)

    def play_sound(self, name):
        self.sounds.append(name)

    def image(self, name, size=None):
        surf = pygame.Surface(size or (64, 64))
        surf.fill((90, 60, 120))
        return surf

    def font(self, size, bold=False):
        key = (size, bold)
        if key not in self._fonts:
            self._fonts[key] = pygame.font.Font(None, size)
            self._fonts[key].set_bold(bold)
        return self._fonts[key]

    def apply_settings(self, settings):
        self.settings = settings

    def quit(self):
        self.stack.clear()

    # --- driving
    def frame(self, dt=1 / 60):
        for event in pygame.event.get():
            self.manager.process_events(event)
            if self.top is not None:
                self.top.handle(event)
        self.manager.update(dt)
        if self.top is not None:
            self.top.update(dt)
        self.screen.fill((0, 0, 0))
        drawn = [s for s in self.stack]
        start = len(drawn) - 1
        while start > 0 and drawn[start].overlay:
            start -= 1
        for scene in drawn[start:]:
            scene.draw(self.screen)
        self.manager.draw_ui(self.screen)

    def click(self, element, frames=2):
        centre = element.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=centre))
        for _ in range(frames):
            self.frame()

    def click_at(self, pos, frames=2):
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
        for _ in range(frames):
            self.frame()

    def key(self, key, frames=2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                                             scancode=0))
        for _ in range(frames):
            self.frame()

    def close(self):
        while self.stack:
            self.stack.pop().leave()
