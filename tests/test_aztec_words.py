"""Aztec's jewel and curse words agree with their count and their colour in both
languages (issue 33: "Malédiction bleu", "garde 4 rouge"): every string that names
jewels or a Curse, rendered for counts 1 and 2."""
from __future__ import annotations

import pytest

from scenes import i18n
from scenes.aztec.words import COLOURS, banner_text, event_text, jewels_text, owner

NAMES = ["Ana", "Bruno", "Chloé"]

#: how each language writes one and two jewels of each colour, and each Curse's name
WANT = {
    "en": {"one": {"red": "1 red", "blue": "1 blue", "yellow": "1 yellow"},
           "two": {"red": "2 red", "blue": "2 blue", "yellow": "2 yellow"},
           "curse": {"red": "Red Curse", "blue": "Blue Curse", "yellow": "Yellow Curse"},
           "stone": ("1 stone", "2 stones")},
    "fr": {"one": {"red": "1 rouge", "blue": "1 bleu", "yellow": "1 jaune"},
           "two": {"red": "2 rouges", "blue": "2 bleus", "yellow": "2 jaunes"},
           "curse": {"red": "Malédiction rouge", "blue": "Malédiction bleue",
                     "yellow": "Malédiction jaune"},
           "stone": ("1 pierre", "2 pierres")},
}


@pytest.fixture(params=["en", "fr"])
def lang(request):
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


def _reveal(outcome: str, n: int, colour: str, stones: int) -> dict:
    jewels = {colour: n}
    return {"kind": "reveal", "seat": 1, "round": 1, "outcome": outcome, "card": jewels,
            "take": jewels, "jewels": jewels, "stones": [[0, 1]] * stones}


@pytest.mark.parametrize("colour", COLOURS)
def test_jewels_agree_with_their_count(lang, colour):
    want = WANT[lang]
    assert jewels_text({colour: 1}) == want["one"][colour]
    assert jewels_text({colour: 2}) == want["two"][colour]
    for outcome in ("truth", "lie", "caught"):
        for n, key in ((1, "one"), (2, "two")):
            for text in (event_text(_reveal(outcome, n, colour, 0), NAMES),
                         banner_text(_reveal(outcome, n, colour, 0), NAMES)):
                assert want[key][colour] in text, text
                if key == "one":       # never a plural after 1
                    assert want["two"][colour][2:] not in text.replace(
                        want["one"][colour], ""), text
    takes = {"kind": "takes", "takes": [{colour: 1}, {colour: 2}, None]}
    text = event_text(takes, NAMES)
    assert want["one"][colour] in text and want["two"][colour] in text


@pytest.mark.parametrize("colour", COLOURS)
def test_each_curse_is_named_with_its_agreement(lang, colour):
    want = WANT[lang]
    for n, stone in zip((1, 2), want["stone"]):
        taken = event_text({"kind": "curse", "colour": colour, "seat": 2, "stones": n,
                            "left": 0, "round": 1}, NAMES)
        assert taken.startswith(want["curse"][colour]) and stone in taken, taken
        tie = event_text({"kind": "curse", "colour": colour, "seat": None, "stones": 0,
                          "left": n, "round": 1}, NAMES)
        assert tie.startswith(want["curse"][colour]) and "%{" not in tie, tie
    if lang == "fr":     # the old words: "Malédiction bleu", "garde 4 rouge"
        assert "Malédiction bleu " not in event_text(
            {"kind": "curse", "colour": "blue", "seat": 0, "stones": 2, "left": 0}, NAMES) + " "


def test_a_reveal_banner_counts_the_stones_per_receiver(lang):
    e = _reveal("caught", 2, "red", 0)
    e["stones"] = [[0, 1], [2, 1], ["reserve", 1]]
    text = banner_text(e, NAMES)
    assert WANT[lang]["two"]["red"] in text and "3" in text
    assert "%{" not in text and len(text) < len(event_text(e, NAMES))
    e["stones"] = [[1, 0]]
    assert WANT[lang]["stone"][0] in banner_text(e, NAMES)


def test_french_elides_de_before_a_vowel(lang):
    names = ["Elif", "Bruno", "Ana"]
    bowl = event_text({"kind": "ritual_bowl", "seat": 0, "stones": 2}, names)
    reveal = event_text({"kind": "reveal", "seat": 1, "round": 1, "outcome": "caught",
                         "card": {"red": 1}, "take": {"blue": 1}, "jewels": {"red": 1},
                         "stones": [[2, 1], ["reserve", 1]]}, names)
    if lang == "fr":
        assert "d'Elif" in bowl and "de Elif" not in bowl
        assert "d'Ana" in reveal and "de la réserve" in reveal and "de Ana" not in reveal
        assert owner("Ana") == "d'Ana" and owner("Bruno") == "de Bruno"
    else:
        assert "Elif's" in bowl and owner("Ana") == "Ana's"
