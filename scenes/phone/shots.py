"""Screenshots of the phone page at 390x844 (one at 320 wide) in headless Chromium, one per main
decision of each game: ``python -m scenes.phone.shots [OUT_DIR]`` (default
/work/coord/shots). Needs Debian's chromium and playwright (a dev tool, not shipped)."""
from __future__ import annotations

import random
import shutil
import sys
import time
from pathlib import Path
from typing import Any

from .host import Host

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ida", "Jo"]

# (file stem, game, players, phone seat, wanted move kind, options, language, extra)
SHOTS: list[tuple[str, str, int, int, str, dict[str, Any], str, str]] = [
    ("avalon_propose", "avalon", 5, 0, "propose", {}, "en", "pick2"),
    ("avalon_vote", "avalon", 5, 0, "vote", {}, "en", ""),
    ("avalon_quest_evil", "avalon", 5, 0, "quest", {}, "fr", "evil"),
    ("avalon_talk", "avalon", 5, 0, "vote", {}, "en", "talk"),
    ("avalon_assassinate", "avalon", 5, 0, "assassinate", {}, "en", ""),
    ("saul_night", "saul", 8, 0, "capture", {}, "en", ""),
    ("saul_vision", "saul", 8, 0, "vision", {}, "fr", ""),
    ("saul_vote", "saul", 8, 0, "vote", {}, "en", ""),
    ("saul_lovers", "saul", 8, 0, "lovers", {}, "en", "pick2"),
    ("avalon_propose_320", "avalon", 7, 0, "propose", {}, "fr", "w320"),
    ("agent_avenue_play", "agent_avenue", 2, 0, "play_up", {}, "en", ""),
    ("agent_avenue_recruit", "agent_avenue", 2, 0, "recruit", {}, "fr", ""),
    ("aztec_take", "aztec", 4, 0, "take", {}, "en", "count"),
    ("aztec_bet", "aztec", 4, 0, "bet", {}, "fr", ""),
]


def reach(game_id: str, players: int, phone: int, kind: str, options: dict[str, Any],
          lang: str, extra: str) -> Host | None:
    """A host whose phone seat has a ``kind`` move now (seats tried over seeds)."""
    for seed in range(1, 60):
        host = Host(game_id, players, [phone], seed=seed, options=options, names=NAMES[:players],
                    lang=lang)
        g, rng = host.game, random.Random(seed)
        if extra == "evil" and g.view(host.state, phone).get("side") != "evil":
            continue
        for _ in range(400):
            s = host.state
            if s.over():
                break
            if any(m["kind"] == kind for m in s.legal(phone)):
                return host
            seat = s.to_act()[0]
            legal = s.legal(seat)
            if seat == phone or seat not in host.bots:
                ok = [m for m in legal if m.get("success") is not False] or legal
                host.state = g.apply(s, seat, rng.choice(ok))
            else:
                host.state = g.apply(s, seat, host.bots[seat].act(g.view(s, seat), legal, rng))
    return None


def main(argv: list[str]) -> int:
    from playwright.sync_api import sync_playwright

    out = Path(argv[0] if argv else "/work/coord/shots")
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
        for stem, game_id, players, phone, kind, options, lang, extra in SHOTS:
            host = reach(game_id, players, phone, kind, options, lang, extra)
            if host is None:
                print(f"{stem}: not reached")
                continue
            host.start()
            try:
                width = 320 if extra == "w320" else 390
                page = browser.new_page(viewport={"width": width, "height": 844}, device_scale_factor=1)
                page.goto(host.server.url(phone))
                page.wait_for_selector("#actions button")
                if extra == "pick2":
                    page.locator("#actions .buttons button").nth(0).click()
                    page.locator("#actions .buttons button").nth(2).click()
                if extra == "count":
                    page.locator("#actions .counter button").nth(1).click()
                    page.locator("#actions .counter button").nth(1).click()
                if extra == "talk":
                    page.locator("#talkbox summary").click()
                time.sleep(0.2)
                path = out / f"phone_{stem}.png"
                page.screenshot(path=str(path))
                page.close()
                print(f"{stem}: {path}")
            finally:
                host.stop()
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
