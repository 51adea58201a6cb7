"""What every piece of the Aztec table means, on hover and by keyboard focus (the kit's
explanation zones, scenes/kit/zones.py): the Temple and its piles, the Curse cards,
the round, the reserve and the artefacts left, the viewer's card box and score, each
seat's portrait, jewels, cursed stones and artefacts, the bet tokens. Zone names
follow ``game.tutorial.ZONES`` where the tutorial points at them ("temple", "card",
"score", "character", "stones", "curse:<colour>", "bet:<side>", "artefact:<id>");
the others are "<what>:<seat>". Texts: namespace ``aztec_legend``.

Also the rules section for what is on screen (F1)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.aztec.data import CHARACTERS
from game.core import View

from ..i18n import t
from .shown import Counts
from .words import COLOURS, artefact_name, character_name, jewels_text, owner

if TYPE_CHECKING:
    from .paint import AztecPaint

L = "aztec_legend."
KEYS = {"red": "R", "blue": "B", "yellow": "Y"}


def duo_text(character: str | None) -> str:
    """The character's scoring duo in words ("pair of red jewels")."""
    if not character or character not in CHARACTERS:
        return "?"
    one, two = CHARACTERS[character]
    if one == two:
        return t(L + "duo.same", colour=t("aztec.colour." + one))
    return t(L + "duo.mixed", one=t("aztec.colour." + one), two=t("aztec.colour." + two))


def rules_section(phase: str, results: bool, over: bool) -> str | None:
    """The rules section for the table's moment (ids in scenes/shell/rules_view.py)."""
    if over:
        return "scoring"
    if results:
        return "reveal"
    return {"choose": "characters", "take": "take", "bet": "bets", "keep": "artefacts"}.get(phase)


def _counter_rects(counters: pygame.Rect, c: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The seat's jewels row, its stones counter and its artefacts counter (as drawn by
    ``AztecPaint._draw_seat_pieces``)."""
    cell = counters.width // 3
    top = counters.y + c // 3 + 1
    jewels = pygame.Rect(counters.x, top - c // 3, counters.width, c + c // 3 + 2)
    y2 = top + c + 4
    stones = pygame.Rect(counters.x, y2 - 2, cell, c + 4)
    arts = pygame.Rect(counters.x + cell, y2 - 2, cell, c + 4)
    return jewels, stones, arts


def explain_board(scene: AztecPaint, view: View, counts: Counts) -> None:
    """Registers a zone for every piece ``draw_board`` drew (the board's layer: kept
    while the board is)."""
    z = scene.places
    if z is None:
        return
    names = scene.session.names
    me = view["seat"]
    taking = scene._owes("take")
    middle = z.piles[0].union(z.piles[2])
    if z.temple is not None:
        middle = middle.union(z.temple)
    scene.explain("temple", middle, L + "zone.temple")
    for i, (colour, pile) in enumerate(zip(COLOURS, z.piles)):
        jewels = jewels_text({colour: counts.temple[i]}) if counts.temple[i] else "0"
        scene.explain(f"pile:{colour}", pile, L + ("zone.pile" if taking else "zone.pile_idle"),
                      jewels=jewels, shortcut=KEYS[colour])
    for i, (colour, card) in enumerate(zip(COLOURS, z.curses)):
        scene.explain(f"curse:{colour}", card, L + "zone.curse",
                      curse=t("aztec.curse." + colour), n=counts.curses[i])
    row = (z.info.height - 8) // 3
    for k, (name, params) in enumerate((
            ("round", {"round": counts.round, "rounds": view["rounds"]}),
            ("reserve", {"n": counts.reserve}), ("deck", {"n": counts.deck}))):
        spot = pygame.Rect(z.info.x, z.info.y + 4 + k * row, z.info.width, row)
        scene.explain(name if name != "deck" else "artefacts", spot, L + "zone." + name, **params)
    if me is not None:
        scene.explain("card", z.box, L + ("zone.card" if taking else "zone.card_wait"))
    for seat, zone in enumerate(z.seats):
        mine = seat == me
        character = view["seats"][seat]["character"]
        if character:
            scene.explain("character" if mine else f"character:{seat}", zone.portrait,
                          L + ("zone.character_me" if mine else "zone.character"),
                          name=names[seat], character=character_name(character),
                          duo=duo_text(character))
        jewels, stones, arts = _counter_rects(zone.counters, z.counter)
        scene.explain(f"jewels:{seat}", jewels, L + "zone.jewels", owner=owner(names[seat]),
                      jewels=jewels_text(dict(zip(COLOURS, counts.jewels[seat]))))
        scene.explain("stones" if mine else f"stones:{seat}", stones, L + "zone.stones",
                      owner=owner(names[seat]), n=counts.stones[seat])
        if counts.artefacts[seat]:
            scene.explain(f"artefacts:{seat}", arts, L + "zone.artefacts", owner=owner(names[seat]),
                          list=", ".join(artefact_name(a) for a in counts.artefacts[seat]))
    for bet_row in scene.bet_rows():
        for (x, y), bettor, believe in bet_row.spots():
            r = bet_row.token + 2
            scene.explain(f"token:{bettor}", pygame.Rect(x - r, y - r, 2 * r, 2 * r),
                          L + ("zone.bet_believe" if believe else "zone.bet_accuse"),
                          bettor=names[bettor], target=names[bet_row.target])


def explain_actions(scene: Any, kind: str, buttons: list[tuple[str, Any]]) -> None:
    """Zones on the action bar's buttons: the two sides of a bet, each artefact offered
    (``buttons``: (name, button))."""
    for name, button in buttons:
        if kind == "bet":
            side = name.split(":")[1]
            scene.explain(name, button.rect, L + "zone." + side)
        elif kind == "keep":
            artefact = name.split(":")[1]
            scene.explain(name, button.rect, L + "zone.artefact",
                          artefact=artefact_name(artefact), effect=t("aztec.effect." + artefact))
