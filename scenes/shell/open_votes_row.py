"""The setup screen's "Open votes" row (scenes/shell/picker.py ``SetupScene``).

Shown only for a game whose manifest has open vote kinds (``SceneManifest.open_votes``);
a toggle (On/Off) that needs two or more humans at the device (greyed, with the
reason, otherwise). The help box says what it does; its tooltip, and while it is On
a line under its label, warn that votes are public as they are cast. The choice is kept with
the remembered setup and goes into the new game's record (``Record.open_votes``),
where the session reads it (``Session.open_voter``)."""
from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from .. import catalog
from ..i18n import t

#: the row's name among the setup screen's option rows (the help box finds it so)
NAME = "open_votes"
#: the row's height, as the options' rows (the warning goes under the label)
ROW_H = 36
#: the toggle's width: an On/Off button leaves the label room for the warning
TOGGLE_W = 110


def offered(game_id: str) -> bool:
    """Does this game have votes that may be cast openly?"""
    manifest = catalog.get(game_id)
    return manifest is not None and bool(manifest.open_votes)


def humans(scene: Any) -> int:
    """People at this device in the setup (phone seats vote on their phones)."""
    return sum(1 for kind in scene.kinds[:scene.players] if kind == "human")


def usable(scene: Any) -> bool:
    """Open votes need two humans sharing the device (one alone has no pass screen)."""
    return humans(scene) >= 2


def chosen(scene: Any) -> bool:
    return bool(getattr(scene, "open_votes", False))


def tip(game_id: str) -> str:
    """What the option does and its warning, for the help box (the tooltip: the
    warning in short)."""
    return t("open_votes.tip", which=t(f"open_votes.which.{game_id}"))


def build(scene: Any, ox: int, oy: int, ow: int, dw: int) -> int:
    """The row at ``oy`` (label left, toggle right); returns the next row's ``oy``."""
    scene.widgets.pop(NAME, None)
    if not offered(scene.game_id):
        return oy
    scene.option_rows[NAME] = pygame.Rect(ox, oy, ow, 30)
    width = min(dw, TOGGLE_W)
    button = pygame_gui.elements.UIButton(
        pygame.Rect(ox + ow - width, oy, width, 30), t("open_votes.on" if chosen(scene) else "open_votes.off"),
        scene.app.manager, container=scene.root, tool_tip_text=t("open_votes.tooltip"),
        command=scene.later(lambda: toggle(scene)))
    scene.widgets[NAME] = button
    scene._open_votes_usable = None   # sync() sets the button's state
    sync(scene)
    return oy + ROW_H


def toggle(scene: Any) -> None:
    if not usable(scene):
        return
    scene.open_votes = not chosen(scene)
    button = scene.widgets.get(NAME)
    if button is not None:
        button.set_text(t("open_votes.on" if scene.open_votes else "open_votes.off"))


def sync(scene: Any) -> None:
    """Grey the toggle while fewer than two humans sit at the device (seat kinds change
    without a rebuild), and back."""
    button = scene.widgets.get(NAME)
    if button is None:
        return
    ok = usable(scene)
    if getattr(scene, "_open_votes_usable", None) == ok:
        return
    scene._open_votes_usable = ok
    if ok:
        button.enable()
    else:
        button.disable()


def draw(scene: Any, surface: pygame.Surface) -> None:
    """The label (dimmed with its reason when greyed) and, while On, the warning."""
    row = scene.option_rows.get(NAME)
    button = scene.widgets.get(NAME)
    if row is None or button is None:
        return
    sync(scene)
    room = row.width - button.rect.width - 8
    texts = scene.texts
    if not usable(scene):
        label = texts.fit(t("open_votes.label"), room, 15, "text_dim")
        surface.blit(label, (row.x, row.y - 2))
        why = texts.fit(t("open_votes.needs_humans"), room, 13, "accent")
        surface.blit(why, (row.x, row.y + 16))
        return
    if chosen(scene):   # the label, and the warning under it as a reason would be
        label = texts.fit(t("open_votes.label"), room, 15, "text")
        surface.blit(label, (row.x, row.y - 2))
        warn = texts.fit(t("open_votes.warning"), room, 13, "danger", True)
        surface.blit(warn, (row.x, row.y + 16))
        return
    label = texts.get(t("open_votes.label"), 17, "text")
    if label.get_width() > room:
        label = texts.fit(t("open_votes.label"), room, 15, "text")
    surface.blit(label, label.get_rect(midleft=(row.x, row.centery)))


def start_args(scene: Any) -> dict[str, Any]:
    """The new game's keyword for ``new_game``: {"open_votes": True} when On and usable."""
    return {"open_votes": True} if offered(scene.game_id) and chosen(scene) and usable(scene) else {}


def remembered(scene: Any) -> bool | None:
    """What the remembered setup keeps (None: the game has no open votes)."""
    return chosen(scene) if offered(scene.game_id) else None
