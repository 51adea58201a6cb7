"""Phone seats in the desktop app: the command line, the join screen, the session's
wiring (a phone's state and moves through the session), handing a seat over, losing
a phone, loading a game with phone seats (new links) and closing the app (the server
stops, the port is freed). Every server binds to 127.0.0.1 only; the phones are
aiohttp clients (tests/phone_helpers.py) on their own event loop in a thread."""
from __future__ import annotations

import asyncio
import json
import queue
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import aiohttp
import pytest

from tests.phone_helpers import connect, play_phone
from tests.test_table_kit import click, frame, make_app

LOOPBACK = ("127.0.0.1", 0)


class Phone:
    """A phone on its own event loop (a thread), always reading as the page does:
    connect, read its states, send moves, see how it was closed."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.ws: Any = None
        self.client: Any = None
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.closed = threading.Event()
        self.code: int | None = None

    def run(self, coro: Any, timeout: float = 10.0) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def connect(self) -> None:
        async def go() -> None:
            self.client = aiohttp.ClientSession()
            self.ws = await connect(self.client, self.url)
            self.reader = asyncio.ensure_future(self._read())
        self.run(go())

    async def _read(self) -> None:
        async for msg in self.ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                self.inbox.put(json.loads(msg.data))
        self.code = self.ws.close_code
        self.closed.set()

    def receive(self, timeout: float = 5.0) -> dict[str, Any]:
        return self.inbox.get(timeout=timeout)

    def closed_code(self, timeout: float = 5.0) -> int | None:
        assert self.closed.wait(timeout)
        return self.code

    def send(self, move: dict[str, Any]) -> None:
        self.run(self.ws.send_str(json.dumps({"type": "move", "move": move})))

    def close(self) -> None:
        async def go() -> None:
            if self.ws is not None:
                await self.ws.close()
            if self.client is not None:
                await self.client.close()
        try:
            self.run(go())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(5)


def http_status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)


def port_free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def until(app: Any, done: Any, seconds: float = 10.0, dt: float = 1 / 60) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "timed out"
        frame(app, 1, dt)
        time.sleep(0.002)


def start_game(app: Any, kinds: list[str], game_id: str = "avalon", seed: int = 3) -> Any:
    """A new game through the app, as the setup screen starts it: the join screen."""
    from saves import SeatInfo
    app.serve = app.serve if app.serve and app.serve[1] else LOOPBACK
    app.ask_unfinished = False
    seats = [SeatInfo(f"P{i + 1}", kind) for i, kind in enumerate(kinds)]
    app.call("new_game", game_id, len(kinds), seats, {}, seed)
    frame(app, 2)
    return app.top


@contextmanager
def joined_phone(app: Any, kinds: list[str]) -> Iterator[tuple[Any, str]]:
    """A new game's join screen and seat 2's link, with a phone joined there
    (closed after)."""
    join = start_game(app, kinds)
    url = join.session.phones.url(1)
    phone = Phone(url)
    try:
        phone.connect()
        until(app, lambda: join.session.phones.state(1) == "joined")
        yield join, url
    finally:
        phone.close()


@pytest.fixture
def papp(user_dirs):
    app = make_app()
    yield app
    app.close()


def test_command_line_phone_seats_and_serve() -> None:
    from scenes.__main__ import UsageError, parse
    launch = parse(["--game", "avalon", "--seats", "human,phone,normal,phone,hard",
                    "--serve", "127.0.0.1:0", "--lang", "en"])
    assert [s.kind for s in launch.seats] == ["human", "phone", "normal", "phone", "hard"]
    assert launch.serve == ("127.0.0.1", 0)
    assert parse(["--game", "avalon", "--seats", "phone,normal,normal,normal,normal"]).serve is None
    for argv, key in ((["--serve", "nowhere"], "serve_bad"),
                      (["--serve", "example.com:80"], "serve_host"),
                      (["--serve", "127.0.0.1:99999"], "serve_bad")):
        with pytest.raises(UsageError) as info:
            parse(["--game", "avalon", "--seats", "human,phone,normal,normal,normal"] + argv)
        assert info.value.key == key
        assert "\n" not in str(info.value) and "--serve" in str(info.value)
    with pytest.raises(UsageError) as info:   # --serve with no phone seat to serve
        parse(["--game", "avalon", "--seats", "human,normal,normal,normal,normal",
               "--serve", "127.0.0.1:0"])
    assert info.value.key == "serve_no_phone"


def test_saves_know_the_phone_kind_and_stats_count_it_as_human() -> None:
    from saves.record import KINDS, STAT_KINDS, SeatInfo
    assert "phone" in KINDS and "phone" not in STAT_KINDS
    assert SeatInfo("Ann", "phone").human and not SeatInfo("Bot", "hard").human


def test_setup_screen_offers_phone_seats(papp: Any) -> None:
    from scenes.i18n import set_language, t
    from scenes.shell.picker import SetupScene
    scene = SetupScene("avalon")
    papp.push(scene)
    frame(papp, 1)
    assert t("table.kind.phone") in scene.widgets["kind1"].options_list[-1]
    scene._dropdown(scene.widgets["kind1"], t("table.kind.phone"))
    assert scene.kinds[1] == "phone" and scene.seats()[1].kind == "phone"
    set_language("fr")
    try:
        assert t("table.kind.phone") == "Téléphone"
    finally:
        set_language("en")


def test_join_screen_then_the_phone_plays_through_the_session(papp: Any, capsys: Any) -> None:
    from scenes.shell.join import JoinScene
    join = start_game(papp, ["human", "phone", "normal", "normal", "normal"])
    assert isinstance(join, JoinScene)
    session = join.session
    assert join.seats() == [1] and 1 in join.cards            # the screen lists the seat
    url = session.phones.url(1)
    assert url.startswith("http://127.0.0.1:")
    assert f"phone seat 2: {url}" in capsys.readouterr().out.splitlines()
    assert not session.is_bot(1) and 1 not in session.humans()
    assert not join.start_button.is_enabled and session.phones.state(1) == "waiting"
    phone = Phone(url)
    try:
        phone.connect()
        first = phone.receive()
        assert first["type"] == "state" and first["view"] == json.loads(
            json.dumps(session.view_for(1)))
        until(papp, lambda: session.phones.state(1) == "joined")
        frame(papp, 2)
        assert join.start_button.is_enabled                     # every phone joined
        click(papp, join.start_button)
        frame(papp, 2)
        table = papp.top
        assert type(table).__name__ == "AvalonScene" and table.session is session
        assert session.viewer() == 0          # the laptop shows the local human's view only
        # play on until the phone owes a move; the phone sends one and the session applies it
        deadline = time.monotonic() + 15
        while not session.legal(1):
            assert time.monotonic() < deadline
            if session.legal(0):
                session.submit(0, session.legal(0)[0])
            frame(papp, 1)
        state = phone.receive()
        while not state["legal"]:
            state = phone.receive()
        before = len(session.record.actions)
        move = state["legal"][0]
        phone.send(move)
        until(papp, lambda: any(seat == 1 for seat, _ in session.record.actions[before:]))
        assert (1, move) in session.record.actions[before:]
    finally:
        phone.close()


def test_bot_filled_game_ends_with_the_phone_playing(papp: Any) -> None:
    from scenes.shell.join import JoinScene
    join = start_game(papp, ["phone", "normal", "normal", "normal", "normal"], seed=11)
    assert isinstance(join, JoinScene)
    session = join.session
    url = session.phones.url(0)
    result: dict[str, Any] = {}

    def phone() -> None:
        try:
            result["sent"] = asyncio.run(play_phone(url, seed=5, deadline=25))
        except BaseException as exc:   # reported below
            result["error"] = exc

    thread = threading.Thread(target=phone, daemon=True)
    thread.start()
    until(papp, lambda: session.phones.state(0) == "joined")
    join.start()
    assert session.viewer() is None            # nobody at the laptop: the public view
    until(papp, lambda: session.over(), seconds=25, dt=0.05)
    thread.join(10)
    assert "error" not in result, result.get("error")
    assert result["sent"] > 0
    assert any(seat == 0 for seat, _ in session.record.actions)
    frame(papp, 3)                             # the end screen; the server stops soon after
    assert session.phones is None


def test_play_here_and_give_to_bot_switch_the_seat(papp: Any) -> None:
    join = start_game(papp, ["human", "phone", "normal", "phone", "normal"])
    session = join.session
    old = session.phones.url(1)
    assert http_status(old) == 200
    join.play_here(1)
    assert session.kinds[1] == "human" and session.record.seats[1].kind == "human"
    assert 1 in session.humans() and http_status(old) == 404       # its link died
    join.give_to_bot(3)
    assert session.kinds[3] == "normal" and session.is_bot(3)
    assert session.phones.seats == [] and join.can_start()
    join.start()
    frame(papp, 2)
    assert type(papp.top).__name__ in ("AvalonScene", "PassDevice")
    assert session.phones is None


def test_lost_phone_shows_on_the_table_and_the_host_hands_it_over(papp: Any) -> None:
    from scenes.shell.phones import seat_tag
    with joined_phone(papp, ["human", "phone", "normal", "normal", "normal"]) as (join, url):
        session = join.session
        join.start()
        frame(papp, 2)
        table = papp.top
        session.phones.server.disconnect(1)                 # Wi-Fi gone
        until(papp, lambda: session.phones.state(1) == "lost")
        assert seat_tag(session, 1)[0] == "phone lost"
        frame(papp, 2)
        assert ("phone", 1) in [(what, seat) for what, seat, _ in table.drawn_labels]
        assert not session.is_bot(1)                         # the game waits for it
        papp.open("pause", session=session)
        frame(papp, 1)
        pause = papp.top
        button = next(b for b, _ in pause.buttons.items if b.text in ("phones.pause.phones", "Phone seats"))
        pause.buttons.press(button)                          # the pause menu's "Phone seats"
        frame(papp, 1)
        manage = papp.top
        assert type(manage).__name__ == "JoinScene" and manage.during
        assert manage.phones.state(1) == "lost"
        manage.give_to_bot(1)
        assert session.is_bot(1) and session.kinds[1] == "normal"
        assert http_status(url) == 404                       # its link retired
        manage.start()                                       # back to the game
        frame(papp, 1)
        assert papp.top is pause


def test_loading_a_game_with_phone_seats_gives_new_links(papp: Any) -> None:
    from scenes.shell.join import JoinScene
    join = start_game(papp, ["human", "phone", "normal", "normal", "normal"])
    session = join.session
    first = session.phones.url(1)
    record = session.record
    papp.go_home()                                   # the server of the first opening stops
    assert http_status_or_refused(first) != 200
    papp.call("open_record", record)
    frame(papp, 2)
    again = papp.top
    assert isinstance(again, JoinScene)
    second = again.session.phones.url(1)
    assert second != first and http_status(second) == 200


def http_status_or_refused(url: str) -> int:
    try:
        return http_status(url)
    except (urllib.error.URLError, ConnectionError):
        return 0


def test_closing_the_app_stops_the_server(user_dirs: Any) -> None:
    app = make_app()
    try:
        join = start_game(app, ["human", "phone", "normal", "normal", "normal"])
        session = join.session
        phone = Phone(session.phones.url(1))
        phone.connect()
        until(app, lambda: session.phones.state(1) == "joined")
        join.start()
        frame(app, 2)
        port = session.phones.server.port
        server = session.phones.server
    finally:
        app.close()
    try:
        assert phone.closed_code() == 1001               # closed cleanly: "going away"
    finally:
        phone.close()
    assert not server.running and port_free(port)


def test_phone_seats_stay_out_of_pass_and_play(user_dirs: Any) -> None:
    """Two local humans and a phone: pass screens for the humans only, the phone's
    seat is never the viewer nor a bot, and the table waits for its vote."""
    from saves import Record, SeatInfo
    from scenes.shell.session import Session
    from tests import test_table_kit as kit
    kit.register()
    try:
        seats = [SeatInfo(f"P{i}", k) for i, k in enumerate(["human", "phone", "human", "normal"])]
        s = Session(Record.start("tabletest", 4, 7, {}, seats), speed="instant")
        assert s.humans() == [0, 2] and not s.is_bot(1) and s.is_bot(3)
        s.confirm_pass()
        s.submit(0, {"kind": "call", "n": 3})
        seen = []
        deadline = time.monotonic() + 5
        while not s.over() and s.view_for(None)["phase"] == "vote":
            assert time.monotonic() < deadline
            s.poll(10.0)
            who = s.needs_pass()
            assert who != 1 and s.viewer() != 1
            if who is not None:
                s.confirm_pass()
                seen.append(who)
            elif s.viewer() in s.to_act():
                s.submit(s.viewer(), {"kind": "vote", "yes": True})
            elif 1 in s.to_act() and s.to_act() == (1,):   # only the phone owes: it waits
                s.poll(10.0)
                assert s.to_act() == (1,)
                s.submit(1, {"kind": "vote", "yes": False})
            time.sleep(0.001)
        assert 1 not in seen and any(seat == 1 for seat, _ in s.record.actions)
        s.close()
    finally:
        kit.unregister()


def test_an_address_that_cannot_be_used_is_said_on_screen(papp: Any) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        from saves import SeatInfo
        papp.serve = ("127.0.0.1", port)
        papp.ask_unfinished = False
        seats = [SeatInfo(f"P{i + 1}", k) for i, k in enumerate(["human", "phone", "normal",
                                                                 "normal", "normal"])]
        papp.call("new_game", "avalon", 5, seats, {}, 3)
        frame(papp, 1)
        notice = papp.top
        assert type(notice).__name__ == "Notice"
        assert f"127.0.0.1:{port}" in notice.message and "cannot be served" in notice.message


def test_a_new_window_size_keeps_the_phones(papp: Any) -> None:
    """Scenes are laid out again by leaving and entering: the server must stay up."""
    with joined_phone(papp, ["human", "phone", "normal", "normal", "normal"]) as (join, url):
        session = join.session
        papp.resize((1000, 700))                      # on the join screen
        frame(papp, 2)
        assert papp.top is join and join.cards and session.phones.running
        join.start()
        frame(papp, 2)
        papp.resize((800, 600))                       # during the game
        frame(papp, 2)
        assert session.phones is not None and session.phones.running
        assert session.phones.state(1) == "joined" and http_status(url) == 200


def test_play_again_at_once_on_a_fixed_port(papp: Any) -> None:
    """The ended game's server (kept a few seconds for the phones) gives its port up."""
    from scenes.shell.phones import attach
    join = start_game(papp, ["phone", "normal", "normal", "normal", "normal"])
    session = join.session
    port = session.phones.server.port
    session.phones.stop_later(30)             # as at the end of a game
    session.phones = None
    papp.serve = ("127.0.0.1", port)
    again = start_game(papp, ["phone", "normal", "normal", "normal", "normal"])
    assert type(again).__name__ == "JoinScene", getattr(again, "message", "")
    assert again.session.phones.server.port == port
    assert attach(again.session, papp) is None   # already served: nothing more
