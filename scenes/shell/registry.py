"""Scenes by name: the one table through which scenes open one another.

A scene never imports another scene to move to it; it asks the app by name
(as Tuxemon's state manager does)::

    self.app.open("settings")                           # push
    self.app.open("replay", record=rec, speed="fast")   # push, with arguments
    self.app.replace_named("end", session=s, scene_cls=type(self))
    self.app.reset_named("title")                       # clear the stack first
    self.app.call("new_game", game_id="avalon", ...)    # an action: function(app, ...)

``SCENES`` maps a name to ``"module:attribute"``, a Scene class or a function that
returns a scene, called with the keyword arguments given to ``open``. ``ACTIONS``
maps a name to ``"module:function"``, called as ``function(app, *args, **kwargs)``
(what may push a dialog first, or do nothing, such as starting a game). A game's
own scene is ``"game:<id>"``, found through its manifest (``scenes/catalog.py``).
Modules are imported only when a name is first used, so the title menu shows
before the rules layer and the game scenes are imported.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from .. import catalog

#: name -> "module:attribute" of a Scene class, or of a function returning a scene
SCENES: dict[str, str] = {
    "title": "scenes.shell.menus:TitleMenu",
    "picker": "scenes.shell.picker:GamePicker",
    "load": "scenes.shell.load_menu:LoadMenu",
    "stats": "scenes.shell.stats_menu:StatsMenu",
    "settings": "scenes.shell.settings_menu:SettingsMenu",
    "rules": "scenes.shell.rules_view:RulesMenu",
    "pause": "scenes.shell.pause_menu:PauseMenu",
    "pass_device": "scenes.shell.pass_device:PassDevice",
    "end": "scenes.shell.end:EndScene",
    "history": "scenes.shell.history:HistoryScene",
    "replay": "scenes.shell.replay:replay_scene",
    "notice": "scenes.shell.play:Notice",
    "error": "scenes.shell.errors:ErrorScene",
    "join": "scenes.shell.join:JoinScene",
}

#: name -> "module:function", called as ``function(app, *args, **kwargs)``
ACTIONS: dict[str, str] = {
    "new_game": "scenes.shell.play:start_new",
    "open_record": "scenes.shell.play:open_record",
    "open_replay": "scenes.shell.replay:open_replay",
    "open_history": "scenes.shell.history:open_history",
    "tutorial": "scenes.kit.coach:open_tutorial",
}

#: ``"game:avalon"``: the game's scene class, from its manifest
GAME = "game:"


class NotReady(LookupError):
    """The module behind a name is missing (a part of the app not built yet)."""


def target(name: str) -> str:
    """The ``"module:attribute"`` a scene or action name stands for; KeyError for
    an unknown name."""
    if name in SCENES:
        return SCENES[name]
    if name in ACTIONS:
        return ACTIONS[name]
    raise KeyError(f"no scene or action named {name!r}")


def resolve(name: str) -> Callable[..., Any]:
    """The class or function behind ``name``, its module imported now (not cached:
    what a test replaces in the module is what is found). NotReady when the module
    itself does not exist; any other import error propagates. ``"game:<id>"``: the
    game's scene class (KeyError for a game with no scene)."""
    if name.startswith(GAME):
        cls = catalog.scene_class(name[len(GAME):])
        if cls is None:
            raise KeyError(name)
        return cls
    module, _, attr = target(name).partition(":")
    try:
        mod = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name not in (module, module.rpartition(".")[0]):
            raise
        raise NotReady(module) from exc
    return getattr(mod, attr)
