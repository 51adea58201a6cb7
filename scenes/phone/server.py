"""The phone-seat server: aiohttp in a background thread with its own event loop.

The game thread owns the rules state. It pushes, for every phone seat, the seat's
``view`` and legal moves after every change (``push``/``publish``); the server sends
them to that seat's phone and nothing else. Phones send moves; the server checks
each against the seat's last pushed legal moves and talk before queueing
``(seat, move)`` on ``moves`` (a ``queue.Queue``), which the game thread drains and
applies as a human move. Protocol and limits: docs/phone.md.

Only two routes exist: ``GET /p/TOKEN`` (the page) and ``GET /p/TOKEN/ws`` (its
WebSocket). Everything else is a plain 404; no response carries a stack trace.
"""
from __future__ import annotations

import asyncio
import json
import logging
import queue
import secrets
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from aiohttp import WSCloseCode, WSMsgType, web

from .assets import page_html

log = logging.getLogger("bluffbox.phone")

MAX_MESSAGE = 16 * 1024        # a bigger message gets an error (the socket stays open)
HARD_MAX_MESSAGE = 64 * 1024   # a message past this closes the socket (aiohttp's own limit)
BURST = 20                     # messages per connection: a bucket of 20, refilled at 20/s
RATE = 20.0
HEARTBEAT = 15.0               # seconds; a phone that stops answering pings is lost
TAKEN_OVER = 4000              # close code: this seat was opened on another screen
RETIRED = 4001                 # close code: the link is no longer valid
WAITING, JOINED, LOST = "waiting", "joined", "lost"

Move = dict[str, Any]

# The error texts a phone shows, in the app's language.
ERRORS: dict[str, dict[str, str]] = {
    "too_long": {"en": "Message too long.", "fr": "Message trop long."},
    "json": {"en": "Messages are JSON text.", "fr": "Les messages sont du texte JSON."},
    "shape": {"en": 'Expected {"type": "move", "move": {...}}.',
              "fr": 'Attendu : {"type": "move", "move": {...}}.'},
    "move": {"en": "A move is an object with a kind.", "fr": "Un coup est un objet avec un kind."},
    "wait": {"en": "Your move is on its way; wait for the table.",
             "fr": "Votre coup est en route ; attendez la table."},
    "turn": {"en": "It is not your turn.", "fr": "Ce n'est pas à vous de jouer."},
    "illegal": {"en": "That move is not possible now.", "fr": "Ce coup n'est pas possible maintenant."},
    "rate": {"en": "Too many messages: slow down.", "fr": "Trop de messages : ralentissez."},
}


def default_host() -> str:
    """The machine's first non-loopback IPv4 address, found without sending a packet;
    127.0.0.1 when there is none."""
    names = [socket.gethostname()]
    try:
        names.append(socket.getfqdn())
    except OSError:
        pass
    for name in names:
        try:
            infos = socket.getaddrinfo(name, None, socket.AF_INET, socket.SOCK_STREAM)
        except OSError:
            continue
        for info in infos:
            address = str(info[4][0])
            if not address.startswith("127.") and address != "0.0.0.0":
                return address
    # A UDP "connect" only picks the route: no packet leaves the machine.
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))        # TEST-NET-1, never answered
            address = str(probe.getsockname()[0])
            if not address.startswith("127.") and address != "0.0.0.0":
                return address
    except OSError:
        pass
    return "127.0.0.1"


def canonical(value: Any) -> str:
    """One text per JSON value: how a phone's move is compared with the legal ones
    (so ``true`` never equals ``1`` and ``1.0`` never equals ``1``)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


@dataclass
class _Seat:
    seat: int
    token: str
    status: str = WAITING
    ws: web.WebSocketResponse | None = None
    outbox: asyncio.Queue[str | None] | None = None    # the live connection's, in order
    message: str | None = None     # the last state message sent (JSON text)
    body: str | None = None        # its view/legal/lang part, to skip repeats
    seq: int = 0
    legal_list: list[Move] = field(default_factory=list)
    talk_list: list[Move] = field(default_factory=list)
    allowed: dict[str, Move] | None = None   # canonical -> move (legal), built on demand
    talk: dict[str, Move] | None = None      # canonical -> move (talk)
    pending: bool = False          # a move was sent; wait for the next state after it
    queued: int = 0                # its moves still in the queue (not yet taken)


class _Bucket:
    def __init__(self) -> None:
        self.tokens = float(BURST)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(float(BURST), self.tokens + (now - self.stamp) * RATE)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class _Moves(queue.Queue[tuple[int, Move]]):
    """The inbound queue; tells the server when the game thread takes a move."""

    def __init__(self, taken: Callable[[int], None]) -> None:
        super().__init__()
        self._taken = taken

    def _get(self) -> tuple[int, Move]:
        item: tuple[int, Move] = super()._get()
        self._taken(item[0])
        return item


class PhoneServer:
    """Serve ``seats`` of a ``game_id`` game to phones.

    ``start()`` binds (``host`` or ``default_host()``; ``port`` 0 = any free port) and
    returns once listening; ``urls`` then holds each seat's link. ``stop()`` closes
    every socket and joins the thread. Thread-safe: ``push``, ``publish``, ``reject``,
    ``set_lang``, ``status``, ``retire``, ``stop`` may be called from any thread.
    """

    def __init__(self, game_id: str, seats: Iterable[int], *, host: str | None = None,
                 port: int = 0, names: Sequence[str] | None = None, lang: str = "en") -> None:
        self.game_id = game_id
        self.host = host if host else default_host()
        self.port = port
        self.names = list(names) if names is not None else []
        self.lang = lang if lang in ("en", "fr") else "en"
        self.moves: queue.Queue[tuple[int, Move]] = _Moves(self._taken)
        self._seats = {int(s): _Seat(int(s), secrets.token_urlsafe(24)) for s in seats}
        self._tokens = {info.token: info for info in self._seats.values()}
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._pages: dict[int, bytes] = {}
        self._closers: dict[web.WebSocketResponse, asyncio.Future[Any]] = {}
        self.changes = 0               # bumped whenever a seat's status changes

    # ------------------------------------------------------------------ lifecycle
    def start(self, timeout: float = 10.0) -> None:
        """Bind and serve in a background thread; OSError if the address cannot be used."""
        if self._thread is not None:
            raise RuntimeError("the phone server is already started")
        for info in self._seats.values():
            self._pages[info.seat] = page_html(self.game_id, info.seat, self.names).encode()
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the phone server did not start")
        if self._failure is not None:
            self._thread.join(timeout)
            self._thread = None
            raise self._failure

    def stop(self, timeout: float = 10.0) -> None:
        """Close every connection, free the port and join the thread (idempotent)."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if loop.is_running():
            future = asyncio.run_coroutine_threadsafe(self._shutdown(), loop)
            try:
                future.result(timeout)
            except Exception as exc:  # still stop the loop below
                log.warning("phone server shutdown: %s", exc)
            loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)
        self._thread = None

    def __enter__(self) -> PhoneServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    # ------------------------------------------------------------------ host API
    @property
    def seats(self) -> list[int]:
        return sorted(self._seats)

    def url(self, seat: int) -> str:
        return f"http://{self._netloc()}/p/{self._seats[seat].token}"

    @property
    def urls(self) -> dict[int, str]:
        return {seat: self.url(seat) for seat in self.seats}

    def status(self) -> dict[int, str]:
        """Each seat: "waiting" (never joined), "joined" (a live phone), "lost"."""
        with self._lock:
            return {seat: info.status for seat, info in sorted(self._seats.items())}

    def push(self, seat: int, view: Mapping[str, Any], legal: Sequence[Move],
             talk: Sequence[Move] | None = None) -> None:
        """The seat's current view and legal moves (talk: the statements it may make
        now; default the view's "talk"). Sent now if its phone is joined, on connect
        otherwise; an unchanged push sends nothing."""
        out = self._prepare(seat, view, legal, talk)
        if out is not None:
            self._send_batch([out])

    def publish(self, game: Any, state: Any) -> None:
        """Push every phone seat's ``game.view(state, seat)`` and ``state.legal(seat)``
        (talk: the view's), then wake the server once for all of them."""
        self.push_many((seat, game.view(state, seat), state.legal(seat)) for seat in self.seats)

    def push_many(self, pushes: Iterable[tuple[int, Mapping[str, Any], Sequence[Move]]]) -> None:
        """``push`` for several seats (seat, view, legal), with one wake-up of the server
        for all of them (a wake-up per seat costs the game thread a system call each)."""
        batch = [self._prepare(seat, view, legal, None) for seat, view, legal in pushes]
        self._send_batch([out for out in batch if out is not None])

    def _prepare(self, seat: int, view: Mapping[str, Any], legal: Sequence[Move],
                 talk: Sequence[Move] | None) -> tuple[_Seat, str] | None:
        info = self._seats.get(seat)
        if info is None:        # retired
            return None
        if talk is None:
            talk = view.get("talk") or []
        legal = list(legal)
        body = json.dumps({"view": view, "legal": legal}, separators=(",", ":"))
        with self._lock:
            info.legal_list, info.talk_list = legal, list(talk)
            info.allowed, info.talk = None, None      # indexed when a move comes
            if info.queued == 0:    # its move was taken: the phone may move again
                info.pending = False
            if not self._compose(info, body) or info.message is None:
                return None
            return info, info.message

    def _send_batch(self, batch: list[tuple[_Seat, str]]) -> None:
        loop = self._loop
        if batch and loop is not None and loop.is_running():
            loop.call_soon_threadsafe(self._send_many, batch)

    def _send_many(self, batch: list[tuple[_Seat, str]]) -> None:
        for info, text in batch:
            self._send_now(info, text)

    def reject(self, seat: int, message: str | None = None) -> None:
        """The session refused a queued move: tell the phone (its state is unchanged).
        Without ``message``, "That move is not possible now." in the phones' language."""
        info = self._seats.get(seat)
        if info is None:
            return
        with self._lock:
            info.pending = False
        self._send_soon(info, _error(message if message is not None else self._text("illegal")))

    def set_lang(self, lang: str) -> None:
        """Switch the phones' language ("en"/"fr"); every joined phone gets its state again."""
        lang = lang if lang in ("en", "fr") else "en"
        with self._lock:
            if lang == self.lang:
                return
            self.lang = lang
            infos = [info for info in self._seats.values()
                     if info.body is not None and self._compose(info, info.body, force=True)]
        for info in infos:
            self._send_current(info)

    def retire(self, seat: int) -> None:
        """The seat is no longer a phone (given to a bot or a local human): its link dies
        at once (404) and its phone is closed."""
        info = self._seats.pop(seat, None)
        if info is None:
            return
        with self._lock:
            self._tokens.pop(info.token, None)
            ws, info.ws = info.ws, None
            self.changes += 1
        if ws is not None and self._loop is not None:
            self._loop.call_soon_threadsafe(self._close_ws, ws, RETIRED, "link retired")

    def disconnect(self, seat: int) -> None:
        """Close the seat's connection (code 1012) without retiring its link: the phone
        reconnects by itself (tests use this as a Wi-Fi loss)."""
        info = self._seats.get(seat)
        ws = info.ws if info is not None else None
        if ws is not None and self._loop is not None:
            self._loop.call_soon_threadsafe(self._close_ws, ws, 1012, "reconnect")

    def next_move(self, timeout: float | None = None) -> tuple[int, Move] | None:
        """The next phone move, waiting up to ``timeout`` seconds (None: no wait)."""
        try:
            if timeout is None:
                return self.moves.get_nowait()
            return self.moves.get(timeout=timeout)
        except queue.Empty:
            return None

    # ------------------------------------------------------------------ internals
    def _netloc(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{self.port}"

    def _compose(self, info: _Seat, body: str, force: bool = False) -> bool:
        """Build the seat's state message from ``body``; False when nothing changed."""
        full = body[:-1] + f',"lang":"{self.lang}"}}'
        if not force and full == info.body:
            return False
        info.body = full
        info.seq += 1
        info.message = f'{{"type":"state","seq":{info.seq},' + full[1:]
        return True

    def _send_current(self, info: _Seat) -> None:
        with self._lock:
            message = info.message
        if message is not None:
            self._send_soon(info, message)

    def _send_soon(self, info: _Seat, text: str) -> None:
        loop = self._loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(self._send_now, info, text)

    def _send_now(self, info: _Seat, text: str) -> None:
        ws, outbox = info.ws, info.outbox
        if ws is not None and outbox is not None and not ws.closed:
            outbox.put_nowait(text)

    @staticmethod
    async def _writer(ws: web.WebSocketResponse, outbox: asyncio.Queue[str | None]) -> None:
        """One writer per connection, so messages leave in the order they were made."""
        while True:
            text = await outbox.get()
            if text is None or ws.closed:
                return
            try:
                await ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return

    def _close_ws(self, ws: web.WebSocketResponse, code: int, reason: str) -> asyncio.Future[Any]:
        """Close ``ws`` from outside its handler; the handler waits for this before it
        returns, so the close frame always leaves (no abnormal closure)."""
        task = self._closers.get(ws)
        if task is None:
            task = asyncio.ensure_future(ws.close(code=code, message=reason.encode()))
            self._closers[ws] = task
        return task

    def _taken(self, seat: int) -> None:
        with self._lock:
            info = self._seats.get(seat)
            if info is not None and info.queued > 0:
                info.queued -= 1

    def _set_status(self, info: _Seat, status: str) -> None:
        with self._lock:
            if info.status != status:
                info.status = status
                self.changes += 1

    # ------------------------------------------------------------------ the loop
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._open())
        except BaseException as exc:
            self._failure = exc
            self._ready.set()
            loop.close()
            self._loop = None
            return
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()
            self._loop = None

    async def _open(self) -> None:
        app = web.Application(middlewares=[_no_traces], client_max_size=HARD_MAX_MESSAGE)
        app.router.add_get("/p/{token}", self._page, allow_head=True)
        app.router.add_get("/p/{token}/ws", self._socket, allow_head=False)
        app.on_shutdown.append(self._on_shutdown)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = int(sockets[0].getsockname()[1])

    async def _shutdown(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()      # runs _on_shutdown: every socket closed
            self._runner = None

    async def _on_shutdown(self, app: web.Application) -> None:
        with self._lock:
            sockets = [info.ws for info in self._seats.values() if info.ws is not None]
        closing = [self._close_ws(ws, WSCloseCode.GOING_AWAY, "game closed") for ws in sockets]
        if closing:
            await asyncio.gather(*closing, return_exceptions=True)

    def _lookup(self, request: web.Request) -> _Seat:
        with self._lock:
            info = self._tokens.get(request.match_info.get("token", ""))
        if info is None:
            raise web.HTTPNotFound(text="Not found")
        return info

    async def _page(self, request: web.Request) -> web.StreamResponse:
        info = self._lookup(request)
        return web.Response(body=self._pages[info.seat], content_type="text/html",
                            charset="utf-8", headers=_PAGE_HEADERS)

    def _origin_ok(self, request: web.Request) -> bool:
        origin = request.headers.get("Origin", "")
        good = {f"http://{self._netloc()}"}
        if self.host == "127.0.0.1":
            good.add(f"http://localhost:{self.port}")
        return origin in good

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        info = self._lookup(request)
        if not self._origin_ok(request):
            raise web.HTTPForbidden(text="Forbidden")
        ws = web.WebSocketResponse(max_msg_size=HARD_MAX_MESSAGE, heartbeat=HEARTBEAT,
                                   autoping=True)
        if not ws.can_prepare(request).ok:
            raise web.HTTPBadRequest(text="Bad request")
        await ws.prepare(request)
        outbox: asyncio.Queue[str | None] = asyncio.Queue()
        writer = asyncio.ensure_future(self._writer(ws, outbox))
        with self._lock:
            old, info.ws, info.outbox = info.ws, ws, outbox
            if info.message is not None:
                outbox.put_nowait(info.message)
        self._set_status(info, JOINED)
        if old is not None and not old.closed:
            self._close_ws(old, TAKEN_OVER, "opened on another screen")
        bucket = _Bucket()
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT and msg.type != WSMsgType.BINARY:
                    break
                if not bucket.take():
                    if outbox.qsize() < BURST:      # never queue without bound
                        outbox.put_nowait(_error(self._text("rate")))
                    continue
                reply = self._receive(info, msg.data)
                if reply is not None:
                    outbox.put_nowait(_error(self._text(reply)))
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            outbox.put_nowait(None)
            closer = self._closers.pop(ws, None)
            if closer is not None:
                try:
                    await asyncio.shield(closer)
                except (ConnectionError, RuntimeError, asyncio.CancelledError):
                    pass
            writer.cancel()
            with self._lock:
                mine = info.ws is ws
                if mine:
                    info.ws, info.outbox = None, None
            if mine:
                self._set_status(info, LOST)
        return ws

    def _text(self, key: str) -> str:
        return ERRORS[key][self.lang]

    def _receive(self, info: _Seat, data: str | bytes) -> str | None:
        """Check one phone message; queue its move. The error's key, or None when queued."""
        if len(data) > MAX_MESSAGE:
            return "too_long"
        if isinstance(data, bytes):
            try:
                data = data.decode("utf-8")
            except UnicodeDecodeError:
                return "json"
        try:
            message = json.loads(data)
        except (ValueError, RecursionError):
            return "json"
        if not isinstance(message, dict) or message.get("type") != "move":
            return "shape"
        move = message.get("move")
        if not isinstance(move, dict):
            return "move"
        try:
            key = canonical(move)
        except (ValueError, TypeError, RecursionError):
            return "move"
        with self._lock:
            if info.allowed is None or info.talk is None:
                info.allowed = {canonical(m): m for m in info.legal_list}
                info.talk = {canonical(m): m for m in info.talk_list}
            if key in info.talk:
                chosen = info.talk[key]
            elif key in info.allowed:
                if info.pending:
                    return "wait"
                chosen = info.allowed[key]
                info.pending = True
            elif not info.allowed:
                return "turn"
            else:
                return "illegal"
            info.queued += 1
        self.moves.put((info.seat, json.loads(canonical(chosen))))
        return None


_PAGE_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": ("default-src 'none'; script-src 'unsafe-inline'; "
                                "style-src 'unsafe-inline'; connect-src 'self'; img-src data:; "
                                "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
}


def _error(text: str) -> str:
    return json.dumps({"type": "error", "message": text})


@web.middleware
async def _no_traces(request: web.Request,
                     handler: Callable[[web.Request], Any]) -> web.StreamResponse:
    """Plain short answers for every failure; never a stack trace."""
    try:
        response: web.StreamResponse = await handler(request)
        return response
    except web.HTTPException as exc:
        if exc.status >= 400:
            return web.Response(status=exc.status, text=exc.reason or "Error")
        raise
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        log.warning("phone server: %s: %s", type(exc).__name__, exc)
        return web.Response(status=500, text="Server error")


def print_urls(server: PhoneServer, out: TextIO | None = None) -> None:
    """The lines the app prints once listening: ``phone seat N: URL`` per seat, N
    counted from 1 as in ``--seats`` (seat index + 1)."""
    out = out if out is not None else sys.stdout
    for seat, url in server.urls.items():
        print(f"phone seat {seat + 1}: {url}", file=out)
    out.flush()
