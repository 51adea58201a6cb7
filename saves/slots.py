"""Named save slots and the autosave.

Each slot is one JSON file in ``saves_dir()``, named from a safe slug of the slot
name ("Ann's game!" -> ``ann-s-game.json``). Saving under a name that already
exists never overwrites it silently: ``save`` refuses (SaveError error.name_taken)
unless told ``replace=True``; ``existing`` tells what is there (to ask the player)
and ``free_name`` proposes a name that keeps both ("Friday night (2)"). Two names
with the same slug get ``-2``, ``-3``... so they never overwrite each other. A file
that cannot be read is never overwritten by a save: the new save takes the next free name.

Loading replays the record, so a file that was cut short, corrupted, edited by
hand or written by a newer BluffBox is refused with a ``SaveError`` that names the
problem. ``list_slots`` never raises for a bad file; it reports it on its line.
"""
from __future__ import annotations

import json
import logging
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import atomic, paths, record
from .errors import SaveError
from .names import drawable_text
from .record import Record, Registry
from .upgrade import upgrade

log = logging.getLogger(__name__)

_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(1, 10)),
             *(f"lpt{i}" for i in range(1, 10))}


@dataclass(frozen=True)
class SlotInfo:
    path: Path
    name: str            # the slot name, or the file name for an unreadable file
    game: str            # "" when unknown
    players: int         # 0 when unknown
    updated: str         # ISO date of the last move, "" when unknown
    turn: int            # number of recorded actions
    error: str | None = None            # one line for the player, None for a good save
    problem: SaveError | None = None    # the same error, with .key/.params
    #: how far the game has come in its own unit (GameDef.progress): ("quest", 2),
    #: ("night", 1), ("day", 3), ("round", 4), ("turn", 12); None when unknown
    progress: tuple[str, int] | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


# -- reading ------------------------------------------------------------------

#: a save bigger than this is refused unread: a real game is a few kilobytes, and
#: replaying a file of megabytes would freeze the window (the Load menu replays each)
MAX_BYTES = 1_000_000


def _read(path: Path) -> dict[str, Any]:
    try:
        size = Path(path).stat().st_size
        if size > MAX_BYTES:
            raise SaveError("error.too_big", size=f"{size / 1e6:.1f}", most=f"{MAX_BYTES / 1e6:.0f}")
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise SaveError("error.missing", file=Path(path).name) from None
    except OSError:
        raise SaveError("error.unreadable", file=Path(path).name) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("error.corrupt") from None
    if not text.strip():
        raise SaveError("error.truncated")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError("error.truncated" if _cut_short(text, exc) else "error.corrupt") from None
    except (ValueError, RecursionError):
        raise SaveError("error.corrupt") from None
    if not isinstance(data, dict):
        raise SaveError("error.not_a_save")
    return data


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Did the JSON stop before its end (rather than hold something wrong)?"""
    rest = text.rstrip()[exc.pos:]
    return (rest == "" or exc.msg.startswith("Unterminated string")
            or any(word.startswith(rest) for word in ("true", "false", "null"))
            or re.fullmatch(r"[-+.eE0-9]{1,3}", rest) is not None)  # a number cut short


def _parse(data: dict[str, Any]) -> Record:
    return Record.from_dict(upgrade(data))


def _verify(rec: Record, registry: Registry | None) -> Any:
    state = rec.replay(registry)
    rec.finished = bool(state.over())
    return state


def _progress(rec: Record, state: Any, registry: Registry | None) -> tuple[str, int] | None:
    """The game's own progress of a replayed state (None if the game does not say)."""
    try:
        told = getattr((registry or record.lookup)(rec.game), "progress", None)
        return told(state) if callable(told) else None
    except Exception:  # a listing never fails over a summary
        log.warning("progress of %s", rec.game, exc_info=True)
        return None


def load(path: Path, registry: Registry | None = None) -> Record:
    """The record in ``path``, checked by replaying it; SaveError if unusable.
    Never writes anything."""
    rec = _parse(_read(path))
    _verify(rec, registry)
    return rec


def list_slots(registry: Registry | None = None) -> list[SlotInfo]:
    """Every ``*.json`` in the saves folder, newest first; a bad file gets its error."""
    folder = paths.saves_dir()
    try:
        files = [p for p in folder.glob("*.json") if p.is_file()]
    except OSError:
        return []
    files.sort(key=lambda p: (-_mtime(p), p.name))
    return [_info(p, registry) for p in files]


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _info(path: Path, registry: Registry | None) -> SlotInfo:
    rec = None
    try:
        rec = _parse(_read(path))
        state = _verify(rec, registry)
    except SaveError as exc:
        log.warning("save %s: %s", path, exc.message)
        return SlotInfo(path=path, name=(rec.name if rec and rec.name else file_label(path)),
                        game=rec.game if rec else "", players=rec.players if rec else 0,
                        updated=rec.updated if rec else "", turn=rec.turn if rec else 0,
                        error=_shown(exc), problem=exc)
    return SlotInfo(path=path, name=rec.name or file_label(path), game=rec.game,
                    players=rec.players, updated=rec.updated, turn=rec.turn,
                    progress=_progress(rec, state, registry))


def file_label(path: Path) -> str:
    """A file's name as a player may read it: bytes that are not UTF-8 show as "�"
    and nothing a font refuses is left."""
    raw = path.stem.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return drawable_text(raw) or "?"


def _shown(exc: SaveError) -> str:
    try:
        return exc.text()
    except Exception:  # the translation table is the GUI's; never fail a listing over it
        return exc.message


# -- writing ------------------------------------------------------------------

def slug(name: str) -> str:
    """A file-name-safe, lower-case ASCII form of a slot name."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:48].strip("-")
    if not text:
        return "save"
    return f"save-{text}" if text in _RESERVED else text


def _stored_name(path: Path) -> str | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    name = data.get("name") if isinstance(data, dict) else None
    return name if isinstance(name, str) else None


def slot_path(name: str) -> Path:
    """Where a save called ``name`` goes: its existing slot, or a free file name."""
    base = slug(name)
    folder = paths.saves_dir()
    n = 1
    while True:
        path = folder / (f"{base}.json" if n == 1 else f"{base}-{n}.json")
        if not path.exists() or _stored_name(path) == name:
            return path
        n += 1


def save_name(rec: Record, name: str) -> str:
    """The name ``save(rec, name)`` files the game under: white space folded, and a
    default (game and date) for an empty name."""
    return " ".join(name.split()) or f"{rec.game} {rec.updated[:10]}"


def existing(name: str, registry: Registry | None = None) -> SlotInfo | None:
    """The save already called ``name`` (white space folded), with its summary (game,
    players, progress, ``updated``: when it was saved; ``error`` if it cannot be
    loaded), or None when the name is free. Ask this before ``save``."""
    name = " ".join(name.split())
    if not name:
        return None
    path = slot_path(name)
    return _info(path, registry) if path.exists() else None


def free_name(name: str, most: int | None = None) -> str:
    """A name no save has, for "Keep both": ``name`` itself when free, else
    "Friday night (2)", "(3)"... ("Friday night (2)" taken goes on to "(3)"); at most
    ``most`` characters (the base is cut to fit the number)."""
    name = " ".join(name.split())
    if most is not None:
        name = name[:most].rstrip()
    if name and not slot_path(name).exists():
        return name
    numbered = re.fullmatch(r"(.*\S) \((\d+)\)", name)
    base, n = (numbered.group(1), int(numbered.group(2))) if numbered else (name, 1)
    while True:
        n += 1
        tail = f" ({n})"
        head = base if most is None else base[:max(0, most - len(tail))].rstrip()
        candidate = (head + tail).strip()
        if not slot_path(candidate).exists():
            return candidate


def save(rec: Record, name: str, *, replace: bool = False) -> Path:
    """Write ``rec`` to the slot called ``name``. A save of that name already there is
    overwritten only with ``replace=True`` (that slot only); else SaveError
    ``error.name_taken`` (params ``name``) and nothing is written: ask the player with
    ``existing`` and offer ``free_name``."""
    name = save_name(rec, name)
    path = slot_path(name)
    if not replace and path.exists():
        raise SaveError("error.name_taken", name=name)
    rec.name = name
    try:
        atomic.write_json(path, rec.to_dict())
    except OSError as exc:
        log.error("could not write %s", path, exc_info=True)
        raise SaveError("error.write_failed", reason=exc.strerror or str(exc)) from None
    return path


def delete(path: Path) -> None:
    try:
        Path(path).unlink(missing_ok=True)
    except OSError as exc:
        raise SaveError("error.delete_failed", reason=exc.strerror or str(exc)) from None


# -- autosave -----------------------------------------------------------------

def autosave(rec: Record) -> Path | None:
    """After every move: keep the unfinished game in ``autosave.json``; once it is
    finished, clear the autosave. Returns the path written or None; a write failure
    raises SaveError (error.write_failed) for the caller to tell the player, and
    leaves the previous autosave as it was."""
    if rec.finished:
        clear_autosave()
        return None
    path = paths.autosave_path()
    try:
        atomic.write_json(path, rec.to_dict())
    except OSError as exc:
        log.error("autosave failed: %s", exc)
        raise SaveError("error.write_failed", reason=exc.strerror or str(exc)) from None
    return path


def load_autosave(registry: Registry | None = None) -> Record | None:
    """The autosaved game, None when there is none; SaveError if it is unusable
    (the file is left as it is)."""
    path = paths.autosave_path()
    if not path.exists():
        return None
    return load(path, registry)


def keep_autosave(name: str, opening: Record | None = None) -> str | None:
    """Before another game takes the autosave's place: an unfinished autosaved game
    becomes the named save ``name`` (one that cannot be read is copied as it is,
    so Load lists it with its reason). Returns the name it is listed under, None
    when there was nothing to keep (nothing, a finished game, or the very game
    ``opening`` at the same move); SaveError if it could not be written."""
    path = paths.autosave_path()
    if not path.exists():
        return None
    try:
        rec = load(path)
    except SaveError as exc:
        if exc.key == "error.missing":
            return None
        target = slot_path(free_name(name))
        try:
            raw = path.read_bytes()
            atomic.write_text(target, raw.decode("utf-8", "replace"))
        except OSError as err:
            raise SaveError("error.write_failed", reason=err.strerror or str(err)) from None
        clear_autosave()
        return target.stem
    if opening is not None and same_game(rec, opening):
        return None   # Continue: the same game goes on in the same file
    if rec.finished:
        clear_autosave()
        return None
    save(rec, free_name(name))   # never over a save of the same name: keep both
    clear_autosave()
    return rec.name


def same_game(a: Record, b: Record) -> bool:
    """The same game at the same move (Continue opens the autosave's own game)."""
    return (a.game, a.seed, a.created, a.actions) == (b.game, b.seed, b.created, b.actions)


def clear_autosave() -> None:
    try:
        paths.autosave_path().unlink(missing_ok=True)
    except OSError:
        log.warning("could not remove the autosave", exc_info=True)
