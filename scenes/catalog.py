"""The scene side of every game's manifest, and the one place the shell reads them.

Each game's ``scenes/<id>/manifest.py`` holds ``MANIFEST = SceneManifest(...)``:
its scene class (or none yet: "coming soon"), picture and art files, benchmark
setups, screenshot scenario and private-round policy. Texts come from the game's
own translation namespace: ``<id>.title``, ``<id>.pitch``, ``<id>.option.<name>``
and ``<id>.option.<name>.<value>``.

Manifests are found by looking for ``manifest`` modules in the packages of
``scenes/``, so no shared file names a game; ``register`` adds one at run time
(the tests' toy games). A manifest module imports neither pygame nor the rules:
the title menu reads them before either is loaded.
"""
from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import sys
from dataclasses import dataclass, field
from typing import Any

from .i18n import t

#: the rounds a manifest may declare (``private_rounds``): "start" is the game's
#: start; any other word is the kind of a public log event that begins a round
START = "start"


@dataclass(frozen=True)
class BenchSetup:
    """One table the frame benchmark times: players, options, and how many moves the
    bots play (instantly) before frames are timed (Avalon 7p: 40 is quest 2)."""
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    warmup: int = 40


@dataclass(frozen=True)
class SceneManifest:
    id: str
    #: picker order (ties by id)
    order: int = 100
    #: "module:Class" of the scene, imported on first use; None while coming soon
    scene: str | None = None
    #: player range shown while the rules are not registered (rules/<id>.md)
    planned_players: tuple[int, int] = (2, 10)
    #: the picker picture (an art file)
    picture: str = ""
    #: art files the scene draws beyond the shared ones (checked by the asset tests)
    art: tuple[str, ...] = ()
    #: tables the frame benchmark times
    bench: tuple[BenchSetup, ...] = ()
    #: "module:function" that plays the screenshot scenario (scenes/dev/shots.py)
    shots: str | None = None
    #: when every human gets a private screen: START and/or public event kinds
    private_rounds: tuple[str, ...] = ()
    #: public event kinds that pass-and-play shows on the public table before the
    #: device moves on (votes, a reveal)
    public_results: tuple[str, ...] = ()
    #: seconds every private screen of a round lasts at least (the same for all,
    #: so timing reveals nothing); 0: as long as the player wants
    private_seconds: float = 0.0
    #: who gets a screen in a round begun by an event: every human ("all"), or only
    #: the humans who owe a move when it begins ("acting": the fallen of a game with
    #: eliminations have nothing to do and get no screen)
    round_seats: str = "all"
    #: replay chapters: (a public view key counting them, the game's translation key
    #: naming one with ``%{n}``), e.g. ("round", "aztec.chapter"); None: no chapters
    #: (or the scene's own ``chapter`` hook)
    chapter: tuple[str, str] | None = None
    #: public view keys the finished game's view fills with what was hidden (roles):
    #: the replay's Roles button shows them at every step
    revealed: tuple[str, ...] = ()
    #: "module:function" giving a seat's role/goal card from its view,
    #: ``role_card(view, seat) -> RoleCard | None`` (scenes/kit/role_card.py), imported
    #: on first use; None: the game shows no card yet
    role_card: str | None = None
    #: move kinds a human may cast on the shared screen, seat by seat, when the table
    #: chose "Open votes" (Record.open_votes): ballots whose every vote is made public
    #: with its result anyway; () : the game has no open votes (no setup row)
    open_votes: tuple[str, ...] = ()

    @property
    def picture_file(self) -> str:
        return self.picture or f"{self.id}.png"


_FOUND: dict[str, SceneManifest] | None = None
_ADDED: dict[str, SceneManifest] = {}
_SCENES: dict[str, Any] = {}


def _discover() -> dict[str, SceneManifest]:
    """Every ``scenes/<package>/manifest.py``; in a frozen build whose importer cannot
    list packages, the rules registry's ids are tried instead."""
    found: dict[str, SceneManifest] = {}
    package = sys.modules[__package__]
    names = [info.name for info in pkgutil.iter_modules(package.__path__) if info.ispkg]
    if not names:
        import game
        names = list(game.CATALOG)
    for pkg in names:
        name = f"{__package__}.{pkg}.manifest"
        try:
            spec = importlib.util.find_spec(name)
        except ModuleNotFoundError:
            spec = None
        if spec is None:
            continue
        manifest = importlib.import_module(name).MANIFEST
        found[manifest.id] = manifest
    return found


def manifests() -> list[SceneManifest]:
    """Every game the shell shows, in picker order."""
    global _FOUND
    if _FOUND is None:
        _FOUND = _discover()
    merged = {**_FOUND, **_ADDED}
    return sorted(merged.values(), key=lambda m: (m.order, m.id))


def ids() -> list[str]:
    return [m.id for m in manifests()]


def get(game_id: str) -> SceneManifest | None:
    return next((m for m in manifests() if m.id == game_id), None)


def register(manifest: SceneManifest, scene: Any = None) -> None:
    """Add a game at run time (tests' toy games); ``scene``: its class, if given."""
    _ADDED[manifest.id] = manifest
    if scene is not None:
        _SCENES[manifest.id] = scene


def unregister(game_id: str) -> None:
    _ADDED.pop(game_id, None)
    _SCENES.pop(game_id, None)


# ------------------------------------------------------------------ reading
def title(game_id: str) -> str:
    """The game's name in the player's language (stored once: ``<id>.title``), else
    the rules' own title, else the id."""
    key = f"{game_id}.title"
    text = t(key)
    if text != key:
        return text
    import game
    g = game.GAMES.get(game_id)
    return g.title if g is not None else game_id


def pitch(game_id: str) -> str:
    key = f"{game_id}.pitch"
    text = t(key)
    return "" if text == key else text


def scene_class(game_id: str) -> Any:
    """The scene class that plays ``game_id``, or None (coming soon, or unknown)."""
    if game_id in _SCENES:
        return _SCENES[game_id]
    manifest = get(game_id)
    if manifest is None or manifest.scene is None:
        return None
    module, _, name = manifest.scene.partition(":")
    cls = getattr(importlib.import_module(module), name)
    _SCENES[game_id] = cls
    return cls


_ROLE_CARDS: dict[str, Any] = {}


def role_card_fn(game_id: str) -> Any:
    """The ``role_card(view, seat)`` function of ``game_id``'s manifest, or None."""
    if game_id not in _ROLE_CARDS:
        manifest = get(game_id)
        spec = manifest.role_card if manifest is not None else None
        fn = None
        if spec:
            module, _, name = spec.partition(":")
            fn = getattr(importlib.import_module(module), name)
        _ROLE_CARDS[game_id] = fn
    return _ROLE_CARDS[game_id]


def playable(game_id: str) -> bool:
    """A scene is written and the rules are registered."""
    import game
    manifest = get(game_id)
    return manifest is not None and game_id in game.GAMES and \
        (manifest.scene is not None or game_id in _SCENES)


def player_range(game_id: str) -> tuple[int, int]:
    """From the rules when registered, else the manifest's planned range."""
    import game
    g = game.GAMES.get(game_id)
    if g is not None:
        return g.min_players, g.max_players
    manifest = get(game_id)
    return manifest.planned_players if manifest is not None else (2, 10)


def option_label(game_id: str, name: str) -> str:
    if name == "open_votes":   # the table's choice (scenes/shell/open_votes_row.py)
        return t("open_votes.label")
    key = f"{game_id}.option.{name}"
    text = t(key)
    return name.replace("_", " ") if text == key else text


def option_value(game_id: str, name: str, value: Any) -> str:
    if isinstance(value, bool):
        return t("table.yes") if value else t("table.no")
    key = f"{game_id}.option.{name}.{value}"
    text = t(key)
    return str(value) if text == key else text


def art_files() -> tuple[str, ...]:
    """Every art file a game's manifest names (its picture and its art)."""
    out: list[str] = []
    for m in manifests():
        for name in (m.picture_file, *m.art):
            if name not in out:
                out.append(name)
    return tuple(out)
