"""The scene interface. A scene owns one pygame_gui root container (``self.root``),
built in ``enter`` and killed in ``leave``; ``draw`` never changes state."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

if TYPE_CHECKING:
    from .app import App


class RootPanel(pygame_gui.elements.UIPanel):
    """A scene's full-window panel. Its theme draws nothing (``@root``): an image with
    no visible pixel is swapped for an empty one, so pygame_gui does not blend a
    transparent full-window picture over the frame every frame (0.2 ms at 1280x720,
    0.5 ms at 1920x1080)."""

    def _set_image(self, new_image: pygame.Surface | None) -> None:
        if new_image is not None and new_image.get_bounding_rect().size == (0, 0):
            new_image = self.ui_manager.get_universal_empty_surface()
        super()._set_image(new_image)


class Scene:
    """Base class: override what you need. ``self.app`` is set before ``enter``."""

    app: App
    root: pygame_gui.elements.UIPanel | None = None
    #: a scene drawn under this one stays visible (pause menu, dialogs)
    overlay: bool = False
    #: ``draw`` starts by painting every pixel of the window opaquely (the app then
    #: does not clear the frame first)
    covers_window: bool = False

    def enter(self) -> None:
        """Build widgets under ``self.root`` sized to ``self.app.size``."""

    def leave(self) -> None:
        if self.root is not None:
            self.root.kill()
            self.root = None

    def pause(self) -> None:
        """Another scene was pushed over this one."""
        if self.root is not None and not self.overlay:
            self.root.hide()

    def resume(self) -> None:
        """The scene above was popped."""
        if self.root is not None:
            self.root.show()

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: rebuild the layout (default: leave and enter again)."""
        self.leave()
        self.enter()

    def handle(self, event: pygame.event.Event) -> None:
        """One event, after pygame_gui has seen it."""

    def update(self, dt: float) -> None:
        """Advance animations, poll bots; ``dt`` in seconds."""

    def animating(self) -> bool:
        """Does something move on its own now (a bot's turn, an animation)? While
        no visible scene does and nobody touches anything, the app sleeps."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what is not a widget (boards, cards). Never change state here."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Drawn right after ``draw`` (and a subclass's own): tooltips, focus rings."""

    def make_root(self) -> pygame_gui.elements.UIPanel:
        """A full-window transparent panel that holds every widget of this scene."""
        w, h = self.app.size
        self.root = RootPanel(
            pygame.Rect(0, 0, w, h), manager=self.app.manager,
            object_id=pygame_gui.core.ObjectID(class_id="@root", object_id="#root"))
        return self.root


class Page(Scene):
    """A page of its own over the table (the vote history, the bots' beliefs): Esc, Enter,
    its ``close_key`` or its Close button (``close_soon``) leave it at the next update."""

    close_key: int = pygame.K_ESCAPE
    _close = False

    def close_soon(self) -> None:
        self._close = True

    def closes(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is a key that closes the page (it then leaves at the next update)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, self.close_key,
                                                          pygame.K_RETURN):
            self._close = True
            return True
        return False

    def update(self, dt: float) -> None:
        if self._close:
            self._close = False
            self.app.pop()
