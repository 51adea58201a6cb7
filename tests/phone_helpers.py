"""Helpers for the phone-seat tests: an aiohttp client that plays a phone."""
from __future__ import annotations

import asyncio
import json
import random
from typing import Any
from urllib.parse import urlsplit

import aiohttp


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


async def connect(session: aiohttp.ClientSession, url: str,
                  origin_header: str | None = "same") -> aiohttp.ClientWebSocketResponse:
    headers = {}
    if origin_header == "same":
        headers["Origin"] = origin(url)
    elif origin_header is not None:
        headers["Origin"] = origin_header
    return await session.ws_connect(url + "/ws", headers=headers, autoping=True)


async def receive(ws: aiohttp.ClientWebSocketResponse, timeout: float = 5.0) -> dict[str, Any]:
    msg = await ws.receive(timeout=timeout)
    assert msg.type == aiohttp.WSMsgType.TEXT, (msg.type, msg.data, msg.extra)
    data: dict[str, Any] = json.loads(msg.data)
    return data


async def receive_raw(ws: aiohttp.ClientWebSocketResponse, timeout: float = 5.0) -> str:
    msg = await ws.receive(timeout=timeout)
    assert msg.type == aiohttp.WSMsgType.TEXT, (msg.type, msg.data, msg.extra)
    return str(msg.data)


async def latest_state(ws: aiohttp.ClientWebSocketResponse, quiet: float = 0.3) -> dict[str, Any]:
    """Drain messages until none comes for ``quiet`` seconds; the last state."""
    last = None
    while True:
        try:
            msg = await ws.receive(timeout=quiet)
        except TimeoutError:
            break
        if msg.type != aiohttp.WSMsgType.TEXT:
            break
        data = json.loads(msg.data)
        if data["type"] == "state":
            last = data
    assert last is not None
    return last


async def play_phone(url: str, seed: int, deadline: float = 60.0) -> int:
    """A phone that plays a random legal move whenever it gets a state with one, until
    the game is over (after an error it waits a little, then tries again). Returns how
    many moves it sent."""
    rng = random.Random(seed)
    sent = 0
    loop = asyncio.get_running_loop()
    end = loop.time() + deadline
    async with aiohttp.ClientSession() as session:
        ws = await connect(session, url)
        last: dict[str, Any] | None = None
        again = False                  # an error came: try again once things are quiet
        while True:
            left = end - loop.time()
            if left <= 0:
                raise TimeoutError("the phone's game did not end")
            try:
                data = await receive(ws, timeout=min(0.3, left) if again else left)
            except TimeoutError:
                if not again or last is None:
                    raise
                data, again = last, False
            if data["type"] == "error":
                again = True
                continue
            last, again = data, False
            if data["view"]["over"]:
                break
            if data["legal"]:
                await ws.send_str(json.dumps({"type": "move", "move": rng.choice(data["legal"])}))
                sent += 1
        await ws.close()
    return sent
