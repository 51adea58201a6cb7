"""Phone seats wired into a game session: the PhoneServer of a game with phone seats.

``attach(session, app)`` starts a ``scenes.phone.PhoneServer`` for the session's
"phone" seats (only when it has some), prints the ``phone seat N: URL`` lines and
hangs a ``Phones`` on ``session.phones``. Every frame the session's ``poll`` calls
``Phones.pump()``: the phones' queued moves go through ``session.submit`` (a move the
rules refuse: ``server.reject``), then, whenever anything changed (a bot's, a local
human's or a phone's move, an undo), every phone seat gets its ``view_for`` and
``legal`` again. Nothing here blocks a frame: the server runs in its own thread.

A phone seat is never a bot and never in the pass-and-play gating; the game waits for
a phone that owes a move. ``hand_over(seat, kind)`` gives a seat to a local human or a
bot (its link dies). The server stops with the session (``Session.close`` once no
scene of the app plays it any more: at once, or a few seconds after the game ended so
the phones can show the end; a scene laid out again for a new window size keeps it)
and, at the latest, when the process exits.
"""
from __future__ import annotations

import atexit
import logging
import threading
from typing import Any

import game

from ..i18n import language, t

# the server's words for a seat's state (scenes/phone/server.py); the server itself,
# and aiohttp with it, is imported only when a game has phone seats
WAITING, JOINED, LOST = "waiting", "joined", "lost"

log = logging.getLogger(__name__)

PHONE = "phone"
#: seconds the server stays up after the game ended, so every phone shows the end
END_GRACE = 5.0
#: the seat kind a phone seat handed to a bot plays at
BOT_LEVEL = "normal"

_live: set[Any] = set()
#: the Phones of ended games still showing the end (stopped early by a new game: same port)
_ending: set[Any] = set()
_live_lock = threading.Lock()


def phone_seats(kinds: list[str]) -> list[int]:
    return [seat for seat, kind in enumerate(kinds) if kind == PHONE]


class Phones:
    """The phone seats of one session, served by one ``PhoneServer``."""

    def __init__(self, session: Any, host: str | None = None, port: int = 0,
                 app: Any = None) -> None:
        # heavy on purpose: aiohttp loads only when a game has phone seats
        from ..phone.server import PhoneServer
        self.session = session
        self.app = app
        self.server = PhoneServer(session.game.id, phone_seats(session.kinds), host=host,
                                  port=port, names=list(session.names), lang=language())
        self._published = -1

    # ------------------------------------------------------------ life cycle
    def start(self) -> None:
        """Bind (OSError when the address cannot be used), print the links, publish."""
        self.server.start()
        with _live_lock:
            _live.add(self.server)
        # heavy on purpose: aiohttp loads only when a game has phone seats
        from ..phone.server import print_urls
        print_urls(self.server)
        self.publish()

    def stop(self) -> None:
        """Close every phone's connection, free the port (idempotent)."""
        with _live_lock:
            _live.discard(self.server)
            _ending.discard(self)
        self.server.stop()

    def stop_later(self, seconds: float = END_GRACE) -> None:
        """Stop after ``seconds`` (the phones show the end meanwhile); the process's exit
        still stops it at once."""
        with _live_lock:
            _ending.add(self)
        timer = threading.Timer(seconds, self.stop)
        timer.daemon = True
        timer.start()

    @property
    def running(self) -> bool:
        return self.server.running

    def in_use(self) -> bool:
        """Is a scene of the app's stack still playing this session? (A scene that
        leaves and enters again for a new window size is still on the stack.)"""
        stack = getattr(self.app, "stack", None) or []
        return any(getattr(scene, "session", None) is self.session for scene in stack)

    # ------------------------------------------------------------ seats
    @property
    def seats(self) -> list[int]:
        """The seats still played on phones."""
        return self.server.seats

    def url(self, seat: int) -> str:
        return self.server.url(seat)

    @property
    def address(self) -> str:
        return f"http://{self.server._netloc()}"

    def status(self) -> dict[int, str]:
        """{seat: "waiting" | "joined" | "lost"} for the phone seats."""
        return self.server.status()

    def state(self, seat: int) -> str | None:
        return self.status().get(seat)

    def all_joined(self) -> bool:
        return all(s == JOINED for s in self.status().values())

    def lost(self) -> list[int]:
        return [seat for seat, s in self.status().items() if s == LOST]

    def hand_over(self, seat: int, kind: str) -> None:
        """The seat is played here ("human") or by a bot (a level) from now on; its
        phone link dies at once."""
        if seat not in self.seats:
            return
        self.server.retire(seat)
        self.session.set_kind(seat, kind)
        self._published = -1

    # ------------------------------------------------------------ every frame
    def publish(self) -> None:
        """Every phone seat's view and legal moves (an unchanged one sends nothing)."""
        session = self.session
        self._published = session.moves_applied
        self.server.push_many((seat, session.view_for(seat), session.legal(seat))
                              for seat in self.seats)

    def pump(self) -> bool:
        """Apply the phones' queued moves (not while the table shows something to the
        people at it: they wait in the queue), publish after any change, follow the
        app's language. Never blocks. True when a phone's move was applied."""
        session = self.session
        self.server.set_lang(language())
        applied = False
        while not session.blocked() and not session.over():
            got = self.server.next_move()
            if got is None:
                break
            seat, move = got
            if seat not in self.seats or session.kinds[seat] != PHONE:
                continue   # handed over meanwhile
            try:
                session.submit(seat, move)
                applied = True
            except game.IllegalAction:
                self.server.reject(seat)
            self.publish()
        if session.moves_applied != self._published:
            self.publish()
        return applied


def attach(session: Any, app: Any = None) -> str | None:
    """Serve ``session``'s phone seats (``app.serve``: (host, port) from ``--serve``;
    default the LAN address, any port) and hang the ``Phones`` on ``session.phones``.
    None when served (or there is no phone seat); else the player's words for why not."""
    if not phone_seats(session.kinds) or getattr(session, "phones", None) is not None:
        return None
    host, port = getattr(app, "serve", None) or (None, 0)
    with _live_lock:
        ending = list(_ending)
    for old in ending:   # Play again within the end's grace: the same port is wanted
        old.stop()
    phones = Phones(session, host=host, port=port, app=app)
    try:
        phones.start()
    except (OSError, TimeoutError) as exc:
        where = f"{host or phones.server.host}:{port}"
        log.warning("phone seats cannot be served at %s: %s", where, exc)
        return t("phones.bind_failed", address=where,
                 error=getattr(exc, "strerror", None) or str(exc) or type(exc).__name__)
    session.phones = phones
    return None


def seat_tag(session: Any, seat: int) -> tuple[str, str] | None:
    """The word drawn over a phone seat on the table: ("phone", colour) or ("lost", ...)."""
    phones = getattr(session, "phones", None)
    if phones is None or seat not in phones.seats:
        return None
    state = phones.state(seat)
    if state == LOST:
        return t("phones.tag.lost"), "danger"
    if state == WAITING:
        return t("phones.tag.waiting"), "accent"
    return t("phones.tag.phone"), "text_dim"


def lost_owing(session: Any) -> list[int]:
    """Phone seats the game waits for whose phone is lost."""
    phones = getattr(session, "phones", None)
    if phones is None:
        return []
    lost = set(phones.lost())
    return [seat for seat in session.to_act() if seat in lost] if lost else []


def stop_all() -> None:
    """Stop every server still up (the app is closing)."""
    with _live_lock:
        servers = list(_live)
        _live.clear()
    for server in servers:
        try:
            server.stop()
        except Exception:
            log.exception("phone server did not stop")


atexit.register(stop_all)
