"""Replay of a saved or finished game, step by step, for every game with a scene.

A save is the list of moves, so a replay is the record played again: ``ReplaySession``
holds the state after every move and shows one of them; the game's own scene draws it
(``replay_scene`` adds the replay controls to the game's scene class). Nobody can move,
no bot runs, nothing is saved.

Controls (action bar and keys): back / forward one move (Left / Right), play and pause
at the animation speed (Space), the previous / next chapter (Page Up / Page Down; a
chapter is what the scene's ``chapter(view)`` hook names, Avalon's quests), chapter N
(keys 1-9), first / last move (Home / End). The view is the public one; once the game
is over, "Roles" shows every seat's hidden role at every step (the scene's
``reveal_all(view, final)`` hook). Once the game is over, a game whose scene has a
``replay_beliefs(session)`` hook (Avalon: what a hard bot believed about each seat)
shows it over the board at the replay's step ("Beliefs", B); never for a game that did
not end. Esc or Exit go back to where the replay was opened.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.core import View

from .. import catalog
from ..i18n import t
from ..kit.table import TableScene
from .session import BOT_DELAY, Session


class ReplaySession(Session):
    """A session that only shows: the state after ``step`` moves of the record."""

    def __init__(self, record: Any, speed: str = "normal") -> None:
        shown = dataclasses.replace(record, actions=list(record.actions), finished=True)
        super().__init__(shown, autoplay=True, speed=speed)
        self.finished = bool(record.finished) or self._state.over()
        g = self.game
        state = g.new(record.players, record.seed, options=dict(record.options))
        self.states = [state]
        for seat, move in record.actions:
            state = g.apply(state, seat, move)
            self.states.append(state)
        self.actions = list(record.actions)
        self.final = g.view(self.states[-1], None)
        self.step = len(self.actions)
        self.show_roles = False
        self.reveal_all: Any = None      # the scene's hook, set by the replay scene
        self.goto(0)

    @property
    def total(self) -> int:
        return len(self.actions)

    def goto(self, step: int) -> None:
        step = max(0, min(self.total, step))
        self.step = step
        self._state = self.states[step]
        self.moves_applied += 1            # every cache keyed on it redraws
        self.last_bot_move = self.actions[step - 1] if step else None
        self.last_move = self.last_bot_move

    # nothing to do, nobody to wait for, no end screen
    def humans(self) -> list[int]:
        return []

    def viewer(self) -> int | None:
        return None

    def poll(self, dt: float = 0.0) -> bool:
        return False

    def over(self) -> bool:
        return False

    def thinking(self) -> int | None:
        return None

    def submit(self, seat: int, move: Any) -> None:
        raise RuntimeError("a replay takes no moves")

    def view_for(self, seat: int | None) -> View:
        view = super().view_for(seat)
        if seat is None and self.show_roles and self.reveal_all is not None:
            key = ("roles", self.moves_applied)
            if key not in self._views:
                self._views[key] = self.reveal_all(view, self.final)
            return self._views[key]
        return view


class ReplayControls(TableScene):
    """Put before a game's scene class (``replay_scene``): the replay bar instead of
    move buttons; ``super()`` then reaches the game's scene."""

    session: ReplaySession
    playing = False
    show_beliefs = False
    beliefs: Any = None

    def enter(self) -> None:
        super().enter()
        self.session.reveal_all = self.reveal_all
        self._play_clock = 0.0
        self.menu_button.set_text(t("tablekit.replay.exit"))
        self.talk_button.hide()

    # ------------------------------------------------------------ stepping
    def chapters(self) -> list[tuple[str, int]]:
        """(name, first step) of every chapter, in order."""
        out: list[tuple[str, int]] = []
        game, states = self.session.game, self.session.states
        for step, state in enumerate(states):
            name = self.chapter(game.view(state, None))
            if name and (not out or out[-1][0] != name):
                out.append((name, step))
        return out

    def go(self, step: int) -> None:
        self.session.goto(step)
        self.selected = []
        if self.session.step >= self.session.total:
            self.playing = False

    def jump(self, direction: int) -> None:
        """The start of the previous (-1) or next (+1) chapter."""
        here = self.session.step
        starts = [s for _, s in self.chapters()]
        if direction > 0:
            self.go(next((s for s in starts if s > here), self.session.total))
        else:
            self.go(max((s for s in starts if s < here), default=0))

    def toggle_play(self) -> None:
        if self.session.step >= self.session.total:
            self.go(0)
        self.playing = not self.playing
        self._play_clock = 0.0

    def has_roles(self) -> bool:
        """A finished game whose end revealed something hidden (roles) to show."""
        return self.session.finished and bool(self.manifest.revealed)

    def toggle_roles(self) -> None:
        if self.has_roles():
            self.session.show_roles = not self.session.show_roles
            self.session.moves_applied += 1
            self._static = None

    def has_beliefs(self) -> bool:
        """A game over by its rules whose scene can show what its bots believed (during
        a game, and so in the replay of an unfinished one, nobody sees a bot's belief)."""
        return getattr(self, "replay_beliefs", None) is not None and self.session.states[-1].over()

    def toggle_beliefs(self) -> None:
        if self.has_beliefs():
            if self.beliefs is None:
                self.beliefs = getattr(self, "replay_beliefs", None)(self.session)
            self.show_beliefs = not self.show_beliefs

    def open_menu(self) -> None:   # Esc and the Menu button: leave the replay
        self.app.pop()

    # ------------------------------------------------------------ the bar
    def _rebuild_actions(self) -> None:
        for widget in self._actions:
            widget.kill()
        self._actions = []
        self._action_keys = {}
        self._action_x = 0
        s = self.session
        button = self.action_button
        button(t("tablekit.replay.first"), lambda: self.go(0), width=44,
               tip=t("tablekit.replay.first_tip"), enabled=s.step > 0)
        button(t("tablekit.replay.prev_chapter"), lambda: self.jump(-1), width=48,
               tip=t("tablekit.replay.prev_chapter_tip"), enabled=s.step > 0)
        button(t("tablekit.replay.back"), lambda: self.go(s.step - 1), width=44,
               tip=t("tablekit.replay.back_tip"), enabled=s.step > 0)
        button(t("tablekit.replay.pause" if self.playing else "tablekit.replay.play"),
               self.toggle_play, width=84, tip=t("tablekit.replay.play_tip"))
        button(t("tablekit.replay.forward"), lambda: self.go(s.step + 1), width=44,
               tip=t("tablekit.replay.forward_tip"), enabled=s.step < s.total)
        button(t("tablekit.replay.next_chapter"), lambda: self.jump(1), width=48,
               tip=t("tablekit.replay.next_chapter_tip"), enabled=s.step < s.total)
        if self.has_roles():
            key = "tablekit.replay.public" if s.show_roles else "tablekit.replay.roles"
            roles = button(t(key), self.toggle_roles, tip=t("tablekit.replay.roles_tip"))
            if s.show_roles:
                roles.select()
        if self.has_beliefs():
            beliefs = button(t("tablekit.replay.beliefs"), self.toggle_beliefs,
                             tip=t("tablekit.replay.beliefs_tip"))
            if self.show_beliefs:
                beliefs.select()

    def actions_extra_key(self) -> Any:
        return (self.playing, self.session.show_roles, self.session.step, self.show_beliefs)

    # ------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        if self.playing:
            self._play_clock += dt
            delay = BOT_DELAY.get(getattr(self.app.settings, "animation_speed", "normal"),
                                  0.8) or 0.15
            if self._play_clock >= delay:
                self._play_clock = 0.0
                self.go(self.session.step + 1)
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            s = self.session
            moves = {pygame.K_LEFT: lambda: self.go(s.step - 1),
                     pygame.K_RIGHT: lambda: self.go(s.step + 1),
                     pygame.K_HOME: lambda: self.go(0),
                     pygame.K_END: lambda: self.go(s.total),
                     pygame.K_PAGEUP: lambda: self.jump(-1),
                     pygame.K_PAGEDOWN: lambda: self.jump(1),
                     pygame.K_SPACE: self.toggle_play}
            if self.show_beliefs and event.key in (pygame.K_UP, pygame.K_DOWN):
                self.beliefs.turn(1 if event.key == pygame.K_DOWN else -1)
                return
            if event.key == pygame.K_b:
                self.defer(self.toggle_beliefs)
                return
            if event.key in moves:
                self.defer(moves[event.key])
                return
            if pygame.K_1 <= event.key <= pygame.K_9:
                n = event.key - pygame.K_1
                chapters = self.chapters()
                if n < len(chapters):
                    self.defer(lambda: self.go(chapters[n][1]))
                return
        if self.show_beliefs and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.board_rect.collidepoint(event.pos):
            step = self.beliefs.click(event.pos)   # the plot covers the board
            if step is not None:
                self.defer(lambda: self.go(step))
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.show_beliefs and self.beliefs is not None:
            cb = bool(getattr(self.app.settings, "colourblind", False))
            self.beliefs.draw(surface, self.board_rect, self.texts, cb)

    def status_line(self) -> tuple[str, str]:
        s = self.session
        chapter = self.chapter(s.view_for(None))
        text = t("tablekit.replay.status", step=s.step, total=s.total)
        return (f"{text} · {chapter}" if chapter else text), "accent"


def replay_scene(scene_cls: type[TableScene], record: Any,
                 speed: str = "normal") -> TableScene:
    """The game's scene showing ``record`` from its first move, with replay controls."""
    cls = type(f"Replay{scene_cls.__name__}", (ReplayControls, scene_cls), {})
    return cls(ReplaySession(record, speed))


def open_replay(app: Any, record: Any) -> bool:
    """Push the replay of ``record`` over the current scene; False when its game has
    no scene (nothing is pushed then)."""
    scene_cls = catalog.scene_class(record.game)
    if scene_cls is None:
        return False
    speed = getattr(app.settings, "animation_speed", "normal")
    app.push(replay_scene(scene_cls, record, speed))
    return True
