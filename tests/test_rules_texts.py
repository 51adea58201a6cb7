"""The in-app rules: every game has them in English and French, with the same
sections (ids) in both, nothing "coming soon", numbers that match the rules code,
pictures that exist, and a rules screen that opens at a named section."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

import game
from scenes import catalog, i18n
from scenes.shell import rules_doc
from scenes.shell.rules_view import RULES_DIR, RulesMenu, RulesPanel, rules_text, section_ids
from tests.test_app_support import app, click, key, pump  # noqa: F401  (fixture)

LANGS = ("en", "fr")
GAMES = sorted(set(game.CATALOG) | set(catalog.ids()))
ART = Path(__file__).resolve().parent.parent / "art"
#: the sections every game has, in this order
COMMON = ("goal", "setup", "turn", "end", "example")
#: the section ids scenes may open the rules at (F1): the contract with the game scenes
SECTIONS = {
    "avalon": ("goal", "setup", "characters", "night", "turn", "team", "vote", "quest", "lady",
               "assassination", "end", "example", "talk", "options"),
    "saul": ("goal", "setup", "cards", "turn", "night", "dawn", "general", "talk", "vote", "end",
             "example", "options"),
    "agent_avenue": ("goal", "setup", "agents", "turn", "play", "recruit", "lead", "end", "example",
                     "market", "teams"),
    "aztec": ("goal", "setup", "characters", "turn", "take", "bets", "reveal", "curses",
              "artefacts", "scoring", "end", "example"),
}


def source(gid: str, lang: str) -> str:
    return (RULES_DIR / f"{gid}.{lang}.md").read_text(encoding="utf-8")


def section_text(gid: str, lang: str, sid: str) -> str:
    """The raw Markdown of one ``##`` section."""
    text = source(gid, lang)
    start = text.index(f"{{#{sid}}}")
    end = text.find("\n## ", start)
    return text[start:] if end < 0 else text[start:end]


def words(lang: str, prefix: str) -> dict[str, str]:
    """Translated names under ``prefix`` (e.g. "aztec.artefact."), by id."""
    table = i18n.table(lang)
    return {k[len(prefix):]: v for k, v in table.items() if k.startswith(prefix)}


def test_every_registered_game_is_listed():
    assert set(SECTIONS) == set(GAMES)


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_game_has_rules_in_both_languages(gid, lang):
    assert (RULES_DIR / f"{gid}.{lang}.md").is_file(), f"no {lang} rules for {gid}"
    shown = rules_text(gid, lang)
    for coming_lang in LANGS:
        coming = i18n.table(coming_lang)["bluffbox.rules.coming"]
        assert coming not in shown
    assert "coming soon" not in shown.lower() and "bientôt" not in shown


@pytest.mark.parametrize("gid", GAMES)
def test_sections_are_the_same_in_both_languages(gid):
    ids = {lang: section_ids(gid, lang) for lang in LANGS}
    assert ids["en"] == ids["fr"] == list(SECTIONS[gid])
    assert len(set(ids["en"])) == len(ids["en"])
    common = [s for s in ids["en"] if s in COMMON]
    assert common == list(COMMON)
    for lang in LANGS:   # every ## heading names its id: the same whatever the language
        for line in source(gid, lang).splitlines():
            if line.startswith("## "):
                assert re.search(r"\{#[a-z_-]+\}$", line), (lang, line)


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_pictures_exist_and_text_is_drawable(gid, lang):
    text = source(gid, lang)
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    assert pictures, "illustrated with the game's art"
    for name in pictures:
        assert (ART / name).is_file(), name
    pygame.font.init()
    from scenes.shell.rules_view import _font
    missing = {ch for ch in set(text) if ch.isprintable() and _font(16, False).metrics(ch)[0] is None}
    assert not missing


def test_blocks_and_inline_markup():
    blocks = rules_doc.parse("# T\n## A b {#x}\n- **b** *i* \\* c\n1. one\n| a | b |\n|---|---|\n| 1 | 2 |\n"
                             "![](p.png) text\n![](p.png) ![](q.png)\n## Ça va\n")
    kinds = [b.kind for b in blocks]
    assert kinds == ["h1", "h2", "li", "ol", "table", "p", "img", "h2"]
    assert rules_doc.sections(blocks) == [rules_doc.Section("x", "A b"), rules_doc.Section("ca-va", "Ça va")]
    assert rules_doc.inline(blocks[2].text) == [("b", "b"), (" ", ""), ("i", "i"), (" * c", "")]
    assert blocks[4].header and blocks[4].rows == [["a", "b"], ["1", "2"]]
    assert blocks[5].images == ["p.png"] and blocks[5].text == "text"
    assert blocks[6].images == ["p.png", "q.png"]
    # French punctuation never starts a line
    assert rules_doc.inline("Oui : non « a »") == [("Oui\u00a0: non «\u00a0a\u00a0»", "")]


# ---------------------------------------------------------------------------
# The texts say what the rules code does
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_agent_avenue_lists_every_agent_with_its_moves_and_every_market_card(lang):
    from game.agent_avenue.data import AGENTS, MARKET
    agents = section_text("agent_avenue", lang, "agents")
    names = words(lang, "agent_avenue.agent.")
    for agent, (copies, moves) in AGENTS.items():
        line = next(x for x in agents.splitlines() if f"**{names[agent]}**" in x)
        shown = [int(v.replace("−", "-")) for v in re.findall(r"[−+]?\d+", line.split(":", 1)[1])]
        expected = list(moves) if copies > 1 else [moves[0]]
        assert shown[:len(expected)] == expected, (agent, line)
        assert f"({copies} " in line
    market = section_text("agent_avenue", lang, "market")
    for card in MARKET:
        assert f"**{words(lang, 'agent_avenue.market.')[card]} :**" in market.replace("\u00a0", " ") \
            or f"**{words(lang, 'agent_avenue.market.')[card]}:**" in market, card


@pytest.mark.parametrize("lang", LANGS)
def test_aztec_lists_every_artefact_and_character_and_scores_its_example(lang):
    from game.aztec.data import ARTEFACTS, CHARACTERS
    from game.aztec.scoring import score
    artefacts = section_text("aztec", lang, "artefacts")
    names = words(lang, "aztec.artefact.")
    for artefact, (count, vp) in ARTEFACTS.items():
        line = next(x for x in artefacts.splitlines() if f"**{names[artefact]}**" in x)
        assert re.search(rf"\({count} car[dt]", line), (artefact, line)
        if vp and artefact != "cursed_idol":
            assert f": {vp} " in line.replace("\u00a0", " ").replace(" :", ":"), line
    characters = section_text("aztec", lang, "characters")
    colours = words(lang, "aztec.colour.")
    for character, (a, b) in CHARACTERS.items():
        assert f"{character.title()}" in characters
        assert re.search(rf"\*\*{character.title()} ?:\*\* {colours[a]} \+ {colours[b]}\.", characters)
    total = score("amaru", (5, 4, 2), ["jade_mask", "sun_stone", "quetzal_feather"], 3)["total"]
    unit = "VP" if lang == "en" else "PV"
    assert f"= **{total} {unit}**" in section_text("aztec", lang, "scoring")


def _name_pattern(name: str) -> str:
    """A role's name, singular or plural ("Spy of Saul", "Spies of Saul")."""
    def word(w: str) -> str:
        if w.endswith("al"):
            return re.escape(w[:-2]) + "(al|aux)"
        if w.endswith("y"):
            return re.escape(w[:-1]) + "(y|ies)"
        return re.escape(w) + "s?"
    words = re.sub(r"^(the|le|la) ", "", name.lower()).split()
    return r"\s+".join(word(w) for w in words)


@pytest.mark.parametrize(("gid", "sid"), [("avalon", "characters"), ("saul", "cards")])
@pytest.mark.parametrize("lang", LANGS)
def test_every_role_has_its_entry(gid, sid, lang):
    import importlib
    ids = importlib.import_module(f"game.{gid}.data").ROLES
    text = section_text(gid, lang, sid)
    names = words(lang, f"{gid}.role.")
    for role in ids:
        assert re.search(r"\*\*(the |le |la |les |l')?" + _name_pattern(names[role]), text, re.I), role


@pytest.mark.parametrize("lang", LANGS)
def test_avalon_tables_match_the_rules_code(lang):
    from game.avalon.data import FAILS_NEEDED, SIDES, TEAM_SIZES
    setup = [b for b in rules_doc.parse(section_text("avalon", lang, "setup")) if b.kind == "table"][0]
    players = [int(x) for x in setup.rows[0][1:]]
    assert [(int(g), int(e)) for g, e in zip(setup.rows[1][1:], setup.rows[2][1:])] == \
        [SIDES[n] for n in players]
    team = [b for b in rules_doc.parse(section_text("avalon", lang, "team")) if b.kind == "table"][0]
    for row in team.rows[1:]:
        for n in range(int(row[0].split()[0]), int(row[0].split()[-1]) + 1):
            assert [int(c.rstrip("*")) for c in row[1:]] == list(TEAM_SIZES[n])
            assert [2 if c.endswith("*") else 1 for c in row[1:]] == list(FAILS_NEEDED[n])


# ---------------------------------------------------------------------------
# The rules screen
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("gid", GAMES)
def test_menu_opens_at_every_section(app, gid):
    app.push(RulesMenu(gid))
    pump(app, 1)
    menu = app.top
    assert menu.panel.offset == 0 and set(menu.toc) == set(SECTIONS[gid])
    for sid in SECTIONS[gid]:
        assert menu.open_section(sid)
        pump(app, 1)
        assert menu.panel.current_section() == sid
        assert menu.toc[sid].is_selected
        assert menu.panel.offset == min(menu.panel.anchors[sid], menu.panel.max_offset)
    assert not menu.open_section("no_such_section")


def test_opening_at_a_section_keys_and_the_table_of_contents(app):
    app.push(RulesMenu("aztec", section="bets"))
    pump(app, 1)
    menu = app.top
    assert menu.panel.current_section() == "bets" and menu.panel.offset > 0
    key(app, pygame.K_DOWN)
    assert menu.panel.current_section() == "reveal"
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert menu.panel.current_section() == "take"
    key(app, pygame.K_HOME)
    assert menu.panel.offset == 0
    key(app, pygame.K_PAGEDOWN)
    assert menu.panel.offset > 0
    click(app, menu.toc["scoring"])
    assert menu.panel.current_section() == "scoring"
    key(app, pygame.K_LEFT)
    assert menu.game_id == "agent_avenue" and "market" in menu.toc and menu.panel.offset == 0
    key(app, pygame.K_RIGHT)
    assert menu.game_id == "aztec"


def test_the_scroll_bar_moves_the_text(app):
    app.push(RulesMenu("agent_avenue"))
    pump(app, 1)
    panel = app.top.panel
    panel.bar.set_scroll_from_start_percentage(0.5)
    pump(app, 1)
    assert abs(panel.offset - panel.page.get_height() // 2) <= 2
    panel.bar.set_scroll_from_start_percentage(1.0)
    pump(app, 1)
    assert panel.offset == panel.max_offset


def test_pictures_come_from_the_apps_image_loader(app):
    asked = []
    loader = app.image

    def image(name, size=None):
        asked.append(name)
        return loader(name, size)

    app.image = image
    app.push(RulesMenu("aztec"))
    pump(app, 1)
    assert {"aztec.png", "aztec_temple.png", "aztec_stone.png", "aztec_artefact.png",
            "aztec_jewel_red.png", "aztec_itzel.png"} <= set(asked)


def test_a_panel_embedded_in_a_scene_opens_at_a_section(app):
    from scenes.shell.menus import TitleMenu
    app.reset(TitleMenu())
    pump(app, 1)
    panel = RulesPanel(app.top.root, pygame.Rect(10, 10, 600, 400), "avalon", app.manager,
                       app=app, section="vote")
    assert panel.current_section() == "vote" and panel.offset == panel.anchors["vote"]
    assert panel.show_section("quest") and panel.current_section() == "quest"
    assert not panel.show_section("bets") and not panel.toc
    panel.kill()
    # with its own table of contents, beside the text, inside the given rectangle
    box = pygame.Rect(10, 10, 900, 500)
    panel = RulesPanel(app.top.root, box, "aztec", app.manager, app=app, toc=True, section="bets")
    assert list(panel.toc) == list(SECTIONS["aztec"]) and panel.toc["bets"].is_selected
    assert all(box.contains(b.rect) and not b.rect.colliderect(panel.frame.rect)
               for b in panel.toc.values())
    click(app, panel.toc["curses"])
    assert panel.current_section() == "curses" and panel.toc["curses"].is_selected
    assert not panel.toc["bets"].is_selected
    panel.kill()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("lang", LANGS)
def test_the_table_of_contents_fits(app, size, lang):
    import dataclasses
    app.apply_settings(dataclasses.replace(app.settings, language=lang), save=False)
    app.resize(size)
    for gid in GAMES:
        app.reset(RulesMenu(gid))
        pump(app, 1)
        menu = app.top
        screen = pygame.Rect((0, 0), size)
        rects = [b.rect for b in menu.toc.values()]
        assert all(screen.contains(r) for r in rects)
        assert all(r.height >= 24 for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        assert screen.contains(menu.panel.frame.rect)
        for r in rects:
            assert not r.colliderect(menu.panel.frame.rect)
    i18n.set_language("en")
