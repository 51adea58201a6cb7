"""The end-of-game screen: winners, every hidden card revealed, the log as a timeline,
Play again (same setup, new seed) and Menu.

The game scene class is passed in so its hooks word the reveal and the log the same
way the table did; at game end the public view reveals everything."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from ..i18n import t
from ..kit.log_panel import LogPanel
from ..kit.text import TextCache, colour
from ..kit.tokens import draw_token
from .base import Scene
from .outcome import personal_title
from .session import Session, setup_again

if TYPE_CHECKING:
    from ..kit.table import TableScene

#: the buttons' tips one or two lines wide (theme "#wide_tip"): a tall narrow tip over
#: the board summary hid its labels (Avalon's quests)
WIDE_TIP = pygame_gui.core.ObjectID(object_id="#wide_tip")


class EndScene(Scene):
    def __init__(self, session: Session, scene_cls: type[TableScene]) -> None:
        self.session = session
        self.scene_cls = scene_cls
        self.words = self.scene_cls(session)   # for its describe/reveal hooks only
        self.texts: TextCache | None = None
        self._deferred: list[Any] = []
        session.close()

    def enter(self) -> None:
        self.texts = self.texts or TextCache(self.app)
        self.words.app = self.app
        self.words.texts = self.texts
        self.make_root()
        w, h = self.app.size
        m = self.app.manager
        self.view = self.session.view_for(None)
        log_w = max(260, min(460, int(w * 0.38)))
        self.log_rect = pygame.Rect(w - log_w - 12, 70, log_w, h - 150)
        self.timeline = LogPanel(self.texts, self.log_rect, 15, t("table.end.timeline"))
        self.timeline.set_entries([(f"{n}. {self.words.describe(e)}",
                                    self.words.event_colour(e))
                                   for n, e in enumerate(self.view["log"], start=1)])
        self.timeline.scroll_by(10 ** 6)   # the timeline reads from the start
        has_history = self.words.history(self.view) is not None
        self.beliefs = getattr(self.words, "open_beliefs", None)   # a game's own end page
        count = 3 + has_history + (self.beliefs is not None)
        bw = min(200, (w - 40 - 20 * (count - 1)) // count)
        x = (w - count * bw - 20 * (count - 1)) // 2
        self.history_button = None
        if has_history:
            self.history_button = pygame_gui.elements.UIButton(
                pygame.Rect(x, h - 66, bw, 48), t("tablekit.history.open"), m,
                container=self.root, tool_tip_object_id=WIDE_TIP, tool_tip_text=t("tablekit.history.end_tip"),
                command=lambda: self._deferred.append(self.open_history))
            x += bw + 20
        self.beliefs_button = None
        if self.beliefs is not None:
            self.beliefs_button = pygame_gui.elements.UIButton(
                pygame.Rect(x, h - 66, bw, 48), t(f"{self.session.game.id}.belief.open"), m,
                container=self.root, tool_tip_object_id=WIDE_TIP, tool_tip_text=t(f"{self.session.game.id}.belief.open_tip"),
                command=lambda: self._deferred.append(self.open_beliefs))
            x += bw + 20
        self.replay_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, h - 66, bw, 48), t("tablekit.replay.open"), m,
            container=self.root, tool_tip_object_id=WIDE_TIP, tool_tip_text=t("tablekit.replay.open_tip"),
            command=lambda: self._deferred.append(self.open_replay))
        x += bw + 20
        self.again_button = pygame_gui.elements.UIButton(
            pygame.Rect(x, h - 66, bw, 48), t("table.end.again"), m,
            container=self.root, tool_tip_object_id=WIDE_TIP, tool_tip_text=t("table.end.again_tip"),
            command=lambda: self._deferred.append(self.play_again))
        self.menu_button = pygame_gui.elements.UIButton(
            pygame.Rect(x + bw + 20, h - 66, bw, 48), t("table.end.menu"), m,
            container=self.root, tool_tip_object_id=WIDE_TIP, tool_tip_text=t("table.end.menu_tip"),
            command=lambda: self._deferred.append(self.to_menu))
        self.app.play_sound("win" if set(self.session.winners()) & set(self.session.humans())
                            or not self.session.humans() else "lose")

    def play_again(self) -> None:
        self.app.call("new_game", **setup_again(self.session.record))

    def open_history(self) -> None:
        self.app.call("open_history", self.words, self.view)

    def open_replay(self) -> None:
        speed = getattr(self.app.settings, "animation_speed", "normal")
        self.app.open("replay", scene_cls=self.scene_cls, record=self.session.record, speed=speed)

    def open_beliefs(self) -> None:
        if self.beliefs is not None:
            self.beliefs(self.app, self.session)

    def to_menu(self) -> None:
        self.app.go_home()

    def handle(self, event: pygame.event.Event) -> None:
        self.timeline.handle(event)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._deferred.append(self.to_menu)
            elif event.key == pygame.K_v and self.history_button is not None:
                self._deferred.append(self.open_history)
            elif event.key == pygame.K_r:
                self._deferred.append(self.open_replay)
            elif event.key == pygame.K_b and self.beliefs_button is not None:
                self._deferred.append(self.open_beliefs)
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                page = self.timeline.visible_count() - 1
                self.timeline.scroll_by(page if event.key == pygame.K_PAGEUP else -page)

    def update(self, dt: float) -> None:
        while self._deferred:
            self._deferred.pop(0)()
            if self.app.top is not self:
                return

    def _shrink(self, text: str, width: int, sizes: tuple[int, ...], fg: Any,
                bold: bool = True) -> pygame.Surface:
        """``text`` at the first size that fits ``width``, else cut at the smallest."""
        for size in sizes:
            surf = self.texts.get(text, size, fg, bold)
            if surf.get_width() <= width:
                return surf
        return self.texts.fit(text, width, sizes[-1], fg, bold)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(colour("background"))
        personal = personal_title(self.session)
        game_title = self.words.end_title(self.view)
        if personal is None:
            title = self._shrink(game_title, w - 40, (40, 32, 26), "accent")
            surface.blit(title, title.get_rect(midtop=(w // 2, 16)))
        else:   # "You won!" big, what happened to the game below it (clear of the panels at 70)
            title = self._shrink(personal, w - 40, (34, 30), "accent")
            surface.blit(title, title.get_rect(midtop=(w // 2, 2)))
            sub = self._shrink(game_title, w - 40, (19, 17, 15), "text")
            surface.blit(sub, sub.get_rect(midtop=(w // 2, 42)))
        winners = set(self.session.winners())
        x, y = 24, 80
        width = self.log_rect.x - x - 24
        n = self.session.players
        summary = self.words.END_SUMMARY
        room = self.log_rect.bottom - y - (100 if summary else 0)
        row = max(34, min(60, room // max(1, n)))
        two_lines = row >= 42
        cb = bool(getattr(self.app.settings, "colourblind", False))
        name_x = x + 48
        role_x = x + 48 + int((width - 48) * 0.46)
        tag_text = t("table.end.winner")
        tag_w = self.texts.get(tag_text, 15, "accent", True).get_width()
        for seat in range(n):
            cy = y + seat * row + row // 2
            rect = pygame.Rect(x, cy - row // 2 + 2, width, row - 4)
            won = seat in winners
            pygame.draw.rect(surface, colour("panel_light" if won else "panel"),
                             rect, border_radius=8)
            if won:
                pygame.draw.rect(surface, colour("accent"), rect, 2, border_radius=8)
            draw_token(surface, seat, (x + 24, cy), min(16, row // 2 - 4), cb)
            kind_text = t("table.kind." + self.session.kinds[seat])
            shown = self.words.reveal(self.view, seat)
            fg = "highlight"
            if isinstance(shown, tuple):
                shown, fg = shown
            name_w = role_x - name_x - 10
            if two_lines:   # name over kind, role over the winner tag
                name = self._shrink(self.session.name(seat), name_w, (19, 17), "text")
                surface.blit(name, name.get_rect(bottomleft=(name_x, cy + 1)))
                kind = self.texts.fit(kind_text, name_w, 14, "text_dim")
                surface.blit(kind, kind.get_rect(topleft=(name_x, cy + 2)))
                role_w = rect.right - 10 - role_x
                reveal = self._shrink(shown, role_w, (18, 16, 14, 13, 12), fg)
                if won:
                    surface.blit(reveal, reveal.get_rect(bottomleft=(role_x, cy + 1)))
                    tag = self.texts.get(tag_text, 14, "accent", True)
                    surface.blit(tag, tag.get_rect(topleft=(role_x, cy + 3)))
                else:
                    surface.blit(reveal, reveal.get_rect(midleft=(role_x, cy)))
            else:
                name = self.texts.fit(f"{self.session.name(seat)} ({kind_text})", name_w,
                                      17, "text", True)
                surface.blit(name, name.get_rect(midleft=(name_x, cy)))
                role_w = rect.right - 10 - role_x - ((tag_w + 8) if won else 0)
                reveal = self._shrink(shown, role_w, (17, 15, 13), fg)
                surface.blit(reveal, reveal.get_rect(midleft=(role_x, cy)))
                if won:
                    tag = self.texts.get(tag_text, 15, "accent", True)
                    surface.blit(tag, tag.get_rect(midright=(rect.right - 10, cy)))
        below = y + n * row + 8
        if self.log_rect.bottom - below >= 90:
            self.words.draw_end_summary(
                surface, pygame.Rect(x, below, width, self.log_rect.bottom - below), self.view)
        self.timeline.draw(surface)
