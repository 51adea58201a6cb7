"""Twin deals: two deals that differ only in what a phone seat cannot see give that
seat byte-identical messages (the server adds nothing the view does not carry)."""
from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp

from scenes.phone.host import Host
from tests.phone_helpers import connect, receive_raw


def scripted(state: Any, seat: int) -> dict[str, Any]:
    """The same choice in both deals: approve, succeed, else the first legal move."""
    legal = state.legal(seat)
    for move in legal:
        if move.get("approve") is True or move.get("success") is True:
            return move
    for move in legal:                  # the assassin names seat 1 in both deals
        if move.get("kind") == "assassinate" and move.get("target") == 1:
            return move
    return legal[0]


def messages_to_phone(game_id: str, players: int, deal: Any, phone: int,
                      options: dict[str, Any] | None = None) -> list[str]:
    host = Host(game_id, players, [phone], seed=11, deal=deal, options=options)
    host.start()
    texts: list[str] = []

    async def go() -> None:
        async with aiohttp.ClientSession() as s:
            ws = await connect(s, host.server.url(phone))
            texts.append(await receive_raw(ws))
            while not host.state.over():
                seat = host.state.to_act()[0]
                move = scripted(host.state, seat)
                if seat == phone:
                    await ws.send_str(json.dumps({"type": "move", "move": move}))
                    got = await asyncio.to_thread(host.server.moves.get, True, 5)
                    assert got == (phone, move)
                before = host.server._seats[phone].seq
                assert host.apply(seat, move)
                if host.server._seats[phone].seq != before:     # a message is on its way
                    texts.append(await receive_raw(ws))
            await ws.close()
    try:
        asyncio.run(go())
    finally:
        host.stop()
    return texts


def test_avalon_twin_deals_look_the_same_to_a_servant() -> None:
    # Merlin and a servant swap seats 1 and 2; seat 0 is a servant who knows nothing.
    a = {"roles": ["servant", "merlin", "servant", "assassin", "minion"], "leader": 0}
    b = {"roles": ["servant", "servant", "merlin", "assassin", "minion"], "leader": 0}
    ta = messages_to_phone("avalon", 5, a, 0)
    tb = messages_to_phone("avalon", 5, b, 0)
    assert len(ta) == len(tb) > 10
    # Every message up to the end is the same, byte for byte; the last one differs
    # because the end of the game reveals who Merlin was.
    assert ta[:-1] == tb[:-1]
    assert ta[-1] != tb[-1]
    assert json.loads(ta[-1])["view"]["over"]


def test_avalon_twin_deals_look_the_same_to_an_evil_seat() -> None:
    # Evil knows evil, not who Merlin is: swap Merlin and a servant again.
    a = {"roles": ["assassin", "merlin", "servant", "servant", "minion"], "leader": 1}
    b = {"roles": ["assassin", "servant", "merlin", "servant", "minion"], "leader": 1}
    ta = messages_to_phone("avalon", 5, a, 4)
    tb = messages_to_phone("avalon", 5, b, 4)
    assert ta[:-1] == tb[:-1] and len(ta) > 10
