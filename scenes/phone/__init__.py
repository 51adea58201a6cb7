"""Phone seats: a small aiohttp server that shows one seat's view on a phone.

Headless on purpose (no pygame here): ``scenes.phone.server.PhoneServer`` runs in
its own thread; the join screen and the session wiring live elsewhere.
Protocol: docs/phone.md.
"""
from __future__ import annotations

from .server import PhoneServer, default_host, print_urls

__all__ = ["PhoneServer", "default_host", "print_urls"]
