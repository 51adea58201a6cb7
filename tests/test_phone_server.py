"""Phone seats: the protocol and every security point of docs/phone.md, against the
real server on 127.0.0.1 with aiohttp's client."""
from __future__ import annotations

import asyncio
import io
import json
import logging
import socket
import threading
from collections.abc import Iterator

import aiohttp
import pytest

import game
from scenes.phone import server as phone_server
from scenes.phone.host import Host
from scenes.phone.server import PhoneServer, default_host, print_urls
from tests.phone_helpers import connect, origin, play_phone, receive


def run(coro):
    return asyncio.run(coro)


@pytest.fixture
def avalon() -> Iterator[Host]:
    """A 5-player Avalon with phones at seats 0 and 1; the test drives the host."""
    host = Host("avalon", 5, [0, 1], seed=3, names=["Ann", "Bob", "Cleo", "Dan", "Eve"])
    host.start()
    yield host
    host.stop()


def until_phone_acts(host: Host, seat: int) -> None:
    for _ in range(500):
        if host.state.legal(seat):
            return
        assert host.step(0.01) or host.state.over()
    raise AssertionError("the phone seat never got a move")


# ---------------------------------------------------------------------- HTTP
def test_page_is_served_with_safe_headers(avalon: Host) -> None:
    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            async with s.get(avalon.server.url(0)) as r:
                assert r.status == 200
                assert r.content_type == "text/html"
                body = await r.text()
                assert "<script" in body and "Ann" in body
                assert r.headers["Cache-Control"] == "no-store"
                assert r.headers["Referrer-Policy"] == "no-referrer"
                assert "default-src 'none'" in r.headers["Content-Security-Policy"]
                assert "http://" not in body.split("<script>", 1)[1]   # nothing fetched elsewhere
    run(go())


def test_unknown_tokens_get_404_and_no_websocket(avalon: Host) -> None:
    url = avalon.server.url(0)
    base = url.rsplit("/p/", 1)[0]
    other = PhoneServer("avalon", [0], host="127.0.0.1")      # another game: other tokens
    old_token = other.url(0).rsplit("/", 1)[1]

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            for bad in ("nope", old_token, url.rsplit("/", 1)[1][:-1], "", "%2e%2e"):
                async with s.get(f"{base}/p/{bad}") as r:
                    assert r.status == 404
                with pytest.raises(aiohttp.WSServerHandshakeError) as err:
                    await s.ws_connect(f"{base}/p/{bad}/ws", headers={"Origin": origin(url)})
                assert err.value.status == 404
    run(go())


def test_no_other_endpoints_and_no_traces(avalon: Host) -> None:
    url = avalon.server.url(0)
    base = url.rsplit("/p/", 1)[0]
    paths = ["/", "/p", "/p/", "/favicon.ico", "/static/page.js", "/page/page.js",
             url[len(base):] + "/", url[len(base):] + "/x", url[len(base):] + "/../",
             "/p/" + "a" * 5000, "/scenes/phone/page/"]

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            for path in paths:
                async with s.get(base + path) as r:
                    body = await r.text()
                    assert r.status in (404, 414, 400), path
                    assert "Traceback" not in body and "File \"" not in body
                    assert "Index of" not in body
            async with s.post(url, data=b"x" * 100) as r:
                assert r.status == 405
                assert "Traceback" not in await r.text()
            async with s.get(url + "/ws") as r:        # not an upgrade: refused, short
                assert r.status in (400, 403)
                assert "Traceback" not in await r.text()
    run(go())


# ---------------------------------------------------------------------- protocol
def test_state_on_connect_is_exactly_the_view(avalon: Host) -> None:
    g = avalon.game

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(1))
            data = await receive(ws)
            assert set(data) == {"type", "seq", "view", "legal", "lang"}
            assert data["type"] == "state" and data["lang"] == "en"
            assert isinstance(data["seq"], int) and data["seq"] >= 1
            assert data["view"] == json.loads(json.dumps(g.view(avalon.state, 1)))
            assert data["legal"] == json.loads(json.dumps(avalon.state.legal(1)))
            assert avalon.server.status()[1] == "joined"
    run(go())


def test_a_move_flows_to_the_queue_and_back(avalon: Host) -> None:
    until_phone_acts(avalon, 0)

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(0))
            first = await receive(ws)
            move = first["legal"][0]
            await ws.send_str(json.dumps({"type": "move", "move": move}))
            got = await asyncio.to_thread(avalon.server.moves.get, True, 5)
            assert got == (0, move)
            assert avalon.apply(*got)
            after = await receive(ws)
            assert after["type"] == "state" and after["seq"] > first["seq"]
            assert after["view"] == json.loads(json.dumps(avalon.game.view(avalon.state, 0)))
    run(go())


def test_talk_is_accepted_when_the_view_offers_it(avalon: Host) -> None:
    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(0))
            data = await receive(ws)
            talk = data["view"]["talk"]
            assert talk
            await ws.send_str(json.dumps({"type": "move", "move": talk[0]}))
            got = await asyncio.to_thread(avalon.server.moves.get, True, 5)
            assert got == (0, talk[0])
            assert avalon.apply(*got)
    run(go())


def test_bad_messages_get_an_error_and_change_nothing(avalon: Host, caplog: pytest.LogCaptureFixture) -> None:
    until_phone_acts(avalon, 0)
    legal = avalon.state.legal(0)
    good = legal[0]
    bad: list[str | bytes] = [
        "not json", "", "[]", "null", "42", '"move"', "{}", '{"type": "hello"}',
        '{"type": "move"}', '{"type": "move", "move": 7}', '{"type": "move", "move": []}',
        '{"type": "move", "move": {}}', '{"type": "move", "move": {"kind": "dance"}}',
        json.dumps({"type": "move", "move": {**good, "seat": 2}}),                  # another seat
        json.dumps({"type": "move", "move": {"kind": "assassinate", "target": 3}}),  # not now
        '{"type": "move", "move": {"kind": "vote", "approve": 1}}',                 # 1 is not true
        '{"type": "move", "move": {"kind": "vote", "approve": 1.0}}',
        '{"type": "move", "move": {"kind": "lady", "target": 1e999}}',               # huge numbers
        '{"type": "move", "move": {"kind": "lady", "target": ' + "9" * 5000 + "}}",
        '{"type": "move", "move": {"kind": "lady", "target": NaN}}',
        "[" * 10000 + "]" * 10000,                                                  # deep nesting
        json.dumps({"type": "move", "move": {"kind": "x" * 17000}}),                # too long
        b"\xff\xfe binary",
    ]
    caplog.set_level(logging.DEBUG)

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(0))
            await receive(ws)
            for text in bad:
                await asyncio.sleep(0.06)          # stay under the rate limit
                if isinstance(text, bytes):
                    await ws.send_bytes(text)
                else:
                    await ws.send_str(text)
                reply = await receive(ws)
                assert reply["type"] == "error" and isinstance(reply["message"], str), text[:40]
            assert not ws.closed
    before = avalon.state
    run(go())
    assert avalon.server.moves.empty()
    assert avalon.state is before
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_moves_when_not_to_act_are_refused(avalon: Host) -> None:
    # Seat 1 waits while seat 0... find a moment where seat 1 owes nothing.
    for _ in range(500):
        if not avalon.state.legal(1) and not avalon.state.over():
            break
        avalon.step(0.01)
    assert not avalon.state.legal(1)

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(1))
            await receive(ws)
            for move in ({"kind": "vote", "approve": True}, {"kind": "quest", "success": True},
                         {"kind": "propose", "quest": 1, "team": [0, 1]}):
                await ws.send_str(json.dumps({"type": "move", "move": move}))
                reply = await receive(ws)
                assert reply["type"] == "error"
    run(go())
    assert avalon.server.moves.empty()


def test_a_second_move_waits_for_the_table(avalon: Host) -> None:
    until_phone_acts(avalon, 0)

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(0))
            data = await receive(ws)
            text = json.dumps({"type": "move", "move": data["legal"][0]})
            await ws.send_str(text)
            await ws.send_str(text)                 # a double tap
            reply = await receive(ws)
            assert reply["type"] == "error"
    run(go())
    assert avalon.server.moves.qsize() == 1


def test_origin_must_match_the_served_host(avalon: Host) -> None:
    url = avalon.server.url(0)

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            for bad in (None, "http://evil.example", "null", origin(url).replace("http", "https"),
                        origin(url) + ".evil.example", "http://127.0.0.1:1"):
                with pytest.raises(aiohttp.WSServerHandshakeError) as err:
                    await connect(s, url, origin_header=bad)
                assert err.value.status == 403
            ws = await connect(s, url)
            assert (await receive(ws))["type"] == "state"
    run(go())


def test_rate_limit_bursts(avalon: Host) -> None:
    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(1))
            await receive(ws)
            for _ in range(60):
                await ws.send_str('{"type": "move", "move": {"kind": "nothing"}}')
            replies = []
            while True:
                try:
                    replies.append(await receive(ws, timeout=0.5))
                except TimeoutError:
                    break
            messages = [r["message"] for r in replies]
            assert any("slow down" in m for m in messages)
            assert sum("not possible" in m or "not your turn" in m for m in messages) <= 22
            assert not ws.closed
            await asyncio.sleep(1.1)                # the bucket refills
            await ws.send_str('{"type": "move", "move": {"kind": "nothing"}}')
            assert "slow down" not in (await receive(ws))["message"]
    run(go())


def test_oversized_messages_close_the_socket(avalon: Host) -> None:
    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(0))
            await receive(ws)
            await ws.send_str("x" * (phone_server.HARD_MAX_MESSAGE + 10))
            msg = await ws.receive(timeout=5)
            assert msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
    run(go())
    assert avalon.server.moves.empty()


# ---------------------------------------------------------------------- seats
def test_a_token_acts_only_for_its_seat(avalon: Host) -> None:
    for _ in range(500):            # a vote: both phones owe a move
        if avalon.state.legal(0) and avalon.state.legal(1):
            break
        avalon.step(0.01)

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(1))
            data = await receive(ws)
            assert data["view"]["seat"] == 1 and data["view"]["role"] == avalon.game.view(avalon.state, 1)["role"]
            await ws.send_str(json.dumps({"type": "move", "move": data["legal"][0]}))
            got = await asyncio.to_thread(avalon.server.moves.get, True, 5)
            assert got[0] == 1
    run(go())


def test_a_new_connection_takes_over_and_status_follows(avalon: Host) -> None:
    url = avalon.server.url(0)
    assert avalon.server.status() == {0: "waiting", 1: "waiting"}

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            old = await connect(s, url)
            await receive(old)
            new = await connect(s, url)
            assert (await receive(new))["type"] == "state"
            msg = await old.receive(timeout=5)
            assert msg.type == aiohttp.WSMsgType.CLOSE and msg.data == phone_server.TAKEN_OVER
            assert avalon.server.status()[0] == "joined"
            await new.close()
            for _ in range(50):
                if avalon.server.status()[0] == "lost":
                    break
                await asyncio.sleep(0.02)
            assert avalon.server.status()[0] == "lost"
    run(go())


def test_reconnect_gets_the_current_state(avalon: Host) -> None:
    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(1))
            first = await receive(ws)
            await ws.close()
            moved = 0
            while moved < 3 and not avalon.state.over():     # the table plays on meanwhile
                moved += await asyncio.to_thread(avalon.step, 0.01)
                if avalon.state.legal(0):
                    avalon.apply(0, avalon.state.legal(0)[0])
                    moved += 1
            ws = await connect(s, avalon.server.url(1))
            again = await receive(ws)
            assert again["seq"] > first["seq"]
            assert again["view"] == json.loads(json.dumps(avalon.game.view(avalon.state, 1)))
    run(go())


def test_retired_seat_link_dies(avalon: Host) -> None:
    url = avalon.server.url(0)

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, url)
            await receive(ws)
            await asyncio.to_thread(avalon.server.retire, 0)
            msg = await ws.receive(timeout=5)
            assert msg.type == aiohttp.WSMsgType.CLOSE and msg.data == phone_server.RETIRED
            async with s.get(url) as r:
                assert r.status == 404
    run(go())
    assert 0 not in avalon.server.status()


def test_language_switch_resends_the_state(avalon: Host) -> None:
    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(0))
            first = await receive(ws)
            await asyncio.to_thread(avalon.server.set_lang, "fr")
            again = await receive(ws)
            assert again["lang"] == "fr" and again["seq"] == first["seq"] + 1
            assert again["view"] == first["view"]
    run(go())


def test_stop_closes_every_socket_frees_the_port_and_joins() -> None:
    server = PhoneServer("avalon", [0, 1], host="127.0.0.1")
    g = game.get("avalon")
    state = g.new(players=5, seed=1, options={}, deal=None)
    server.start()
    server.publish(g, state)
    port = server.port

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            sockets = [await connect(s, server.url(seat)) for seat in (0, 1)]
            for ws in sockets:
                await receive(ws)
            await asyncio.to_thread(server.stop)
            for ws in sockets:
                msg = await ws.receive(timeout=5)
                assert msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
    run(go())
    assert not server.running
    assert not [t for t in threading.enumerate() if t.name == "phone-server"]
    with socket.socket() as probe:             # nobody listens there any more
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", port))
        probe.listen()
    server.stop()                              # idempotent


def test_urls_printed_and_default_host() -> None:
    server = PhoneServer("saul", [2, 5], host="127.0.0.1")
    with server:
        out = io.StringIO()
        print_urls(server, out)
        lines = out.getvalue().splitlines()
        assert lines == [f"phone seat 3: {server.url(2)}", f"phone seat 6: {server.url(5)}"]
        assert all(line.split(": ", 1)[1].startswith(f"http://127.0.0.1:{server.port}/p/") for line in lines)
        token = server.url(2).rsplit("/", 1)[1]
        assert len(token) >= 22 and token != server.url(5).rsplit("/", 1)[1]
    host = default_host()
    socket.inet_aton(host)
    assert host == "127.0.0.1" or not host.startswith("127.")


def test_binding_a_used_port_fails_cleanly() -> None:
    with PhoneServer("avalon", [0], host="127.0.0.1") as first:
        second = PhoneServer("avalon", [0], host="127.0.0.1", port=first.port)
        with pytest.raises(OSError):
            second.start()
        assert not second.running


# ---------------------------------------------------------------------- games
@pytest.mark.parametrize("game_id,players,phones", [("avalon", 5, [0, 3]), ("saul", 6, [1, 4]),
                                                    ("aztec", 3, [0, 2]), ("agent_avenue", 2, [1])])
def test_phones_play_whole_games_with_bots(game_id: str, players: int, phones: list[int]) -> None:
    host = Host(game_id, players, phones, seed=5)
    host.start()
    host.run_in_thread()
    try:
        async def go() -> list[int]:
            return list(await asyncio.gather(*(play_phone(host.server.url(seat), seat) for seat in phones)))
        sent = run(go())
    finally:
        host.stop()
    assert host.state.over()
    assert all(n > 0 for n in sent)
    assert {seat for seat, _ in host.applied} >= set(phones)


def test_a_refused_move_is_reported_and_the_phone_may_move_again(avalon: Host) -> None:
    until_phone_acts(avalon, 0)
    fake = {"kind": "assassinate", "target": 3}      # offered, but the rules refuse it now
    real = avalon.game.view(avalon.state, 0)
    avalon.server.push(0, real, [fake])

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, avalon.server.url(0))
            await receive(ws)
            for _ in range(2):                        # refused twice: never "on its way"
                await ws.send_str(json.dumps({"type": "move", "move": fake}))
                got = await asyncio.to_thread(avalon.server.moves.get, True, 5)
                assert not avalon.apply(*got)
                reply = await receive(ws)
                assert reply == {"type": "error", "message": "That move is not possible now."}
    run(go())
    assert avalon.rejected == 2


def test_the_page_loads_nothing_from_elsewhere_and_speaks_both_languages() -> None:
    from scenes.phone import assets

    for name in ("page.html", "page.css", "page.js"):
        text = (assets.PAGE_DIR / name).read_text(encoding="utf-8")
        assert "http://" not in text and "https://" not in text and "src=" not in text
        assert "@import" not in text and "url(" not in text
    table = json.loads((assets.PAGE_DIR / "strings.json").read_text(encoding="utf-8"))
    assert set(table["en"]) == set(table["fr"])
    for game_id in game.GAMES:
        html = assets.page_html(game_id, 0, ["Ann"])
        assert "/*" + "CONFIG*/" not in html and "</script>" in html
        strings = assets.strings(game_id)
        assert strings["en"]["g.title"] and strings["fr"]["g.title"]


def test_a_name_cannot_break_out_of_the_page() -> None:
    from scenes.phone import assets

    html = assets.page_html("avalon", 0, ["</script><script>alert(1)</script>", "<b>&amp;"])
    config = html.split('<script id="config" type="application/json">', 1)[1].split("</script>", 1)[0]
    assert "<" not in config and ">" not in config
    assert json.loads(config)["names"][0] == "</script><script>alert(1)</script>"
