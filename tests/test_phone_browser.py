"""The real phone page in headless Chromium (Debian's, driven by Playwright): two
phone seats click their way through a whole 5-player Avalon game, and phones play a
short Aztec round. Skipped with a reason when Chromium is missing, unless
BLUFFBOX_REQUIRE_BROWSER=1 (CI) makes that a failure."""
from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from typing import Any

import pytest

from scenes.phone.host import Host

HOW = "the phone page's browser test needs Chromium: apt-get install -y chromium"


def _browser_or_skip() -> tuple[Any, str]:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        path = None
        sync_playwright = None
    if path is None or sync_playwright is None:
        if os.environ.get("BLUFFBOX_REQUIRE_BROWSER") == "1":
            pytest.fail(HOW + " (and pip install playwright); BLUFFBOX_REQUIRE_BROWSER=1 forbids skipping")
        pytest.skip(HOW + " (and pip install playwright)")
    return sync_playwright, path


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    sync_playwright, path = _browser_or_skip()
    with sync_playwright() as p:
        # Two phones are two tabs of one browser: keep the hidden one running at full speed.
        b = p.chromium.launch(executable_path=path, args=[
            "--no-sandbox", "--disable-background-timer-throttling",
            "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows"])
        yield b
        b.close()


def act(page: Any) -> bool:
    """Play one decision on the page, as a person would; False when it has none."""
    enabled = page.locator("#actions button:enabled")
    if enabled.count() == 0:
        return False
    page.bring_to_front()          # a background tab's clicks wait for its slowed frames
    main = page.locator("#actions button.main")
    if main.count() and main.first.is_disabled():
        # A team or a pair to choose, or jewels to count: press toggles/"+" until it fits.
        for _ in range(12):
            options = page.locator("#actions .buttons button:enabled:not(.on), #actions .counter button:enabled")
            plus = [i for i in range(options.count()) if options.nth(i).inner_text().strip() != "−"]
            if not plus:
                return False
            options.nth(plus[0]).click()
            if page.locator("#actions button.main").first.is_enabled():
                break
        page.locator("#actions button.main").first.click()
        return True
    if main.count():
        main.first.click()
        return True
    enabled.first.click()
    return True


def play(host: Host, pages: dict[int, Any], done: Any, limit: float) -> int:
    clicks = 0
    end = time.monotonic() + limit
    while not done() and time.monotonic() < end:
        acted = False
        for page in pages.values():
            try:
                acted = act(page) or acted
            except Exception:      # the page re-rendered under the click: look again
                acted = True
        clicks += acted
        if not acted:
            time.sleep(0.03)
    return clicks


def test_two_phones_play_a_whole_avalon_game(browser: Any) -> None:
    host = Host("avalon", 5, [0, 2], seed=7, names=["Ann", "Bob", "Cleo", "Dan", "Eve"])
    host.start()
    host.run_in_thread()
    try:
        context = browser.new_context(viewport={"width": 390, "height": 844})
        pages = {}
        for seat in host.phones:
            pages[seat] = context.new_page()
            pages[seat].goto(host.server.url(seat))
        for seat, page in pages.items():
            page.wait_for_function("document.getElementById('turn').textContent !== ''")
            assert host.server.status()[seat] == "joined"
            role = host.game.view(host.state, seat)["role"]
            assert page.locator("#card h2").inner_text().strip() != ""
            assert role
        play(host, pages, lambda: host.state.over(), 30)
        assert host.state.over()
        for page in pages.values():
            page.wait_for_selector(".over", timeout=5000)
            assert ("win" in page.locator(".over").inner_text().lower()
                    or "lose" in page.locator(".over").inner_text().lower())
        moved = {seat for seat, _ in host.applied}
        assert {0, 2} <= moved
        kinds = {m["kind"] for seat, m in host.applied if seat in (0, 2)}
        assert "vote" in kinds
        context.close()
    finally:
        host.stop()


def test_phones_play_a_short_aztec_round(browser: Any) -> None:
    host = Host("aztec", 3, [0, 1], seed=4, names=["Ann", "Bob", "Cleo"], lang="fr")
    host.start()
    host.run_in_thread()
    try:
        context = browser.new_context(viewport={"width": 390, "height": 844})
        pages = {seat: context.new_page() for seat in host.phones}
        for seat, page in pages.items():
            page.goto(host.server.url(seat))
        pages[0].wait_for_selector("#actions .counter")
        assert "Prendre" in pages[0].locator("#actions").inner_text()      # French, from lang
        round_two = lambda: host.state.over() or host.game.view(host.state, None).get("round", 1) >= 2
        play(host, pages, round_two, 20)
        assert round_two()
        takes = [m for seat, m in host.applied if seat in (0, 1) and m["kind"] == "take"]
        bets = [m for seat, m in host.applied if seat in (0, 1) and m["kind"] == "bet"]
        assert len(takes) == 2 and bets
        context.close()
    finally:
        host.stop()


def test_the_page_rejoins_after_a_loss_and_a_reload(browser: Any) -> None:
    host = Host("avalon", 5, [0], seed=2)
    host.start()
    try:
        # bypass_csp: the page forbids eval, which Playwright's waiting predicates use.
        context = browser.new_context(viewport={"width": 390, "height": 844}, bypass_csp=True)
        page = context.new_page()
        page.goto(host.server.url(0))
        seq = lambda: host.server._seats[0].seq
        page.wait_for_function(f"typeof state !== 'undefined' && state && state.seq === {seq()}")
        host.server.disconnect(0)                        # Wi-Fi lost
        for _ in range(3):                               # the table plays on meanwhile
            host.step(0.01)
        page.wait_for_function(f"state.seq === {seq()}", timeout=10000)
        assert host.server.status()[0] == "joined"
        page.reload()                                    # a reload rejoins with the same link
        page.wait_for_function(f"state && state.seq === {seq()}", timeout=10000)
        assert page.locator("#card h2").inner_text().strip()
        host.server.retire(0)                            # given to a bot: the page says so
        page.wait_for_function("document.getElementById('banner').textContent.includes('link')",
                               timeout=10000)
        context.close()
    finally:
        host.stop()
