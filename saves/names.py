"""Names typed by players or read from files, made safe for any font.

A font refuses NUL and raises "Text has zero width" for a string it draws with no
pixels at all (a lone zero-width space, a bidi control, a variation selector), so
those characters never reach a renderer: ``drawable_text`` drops them from any
text, ``clean_name`` also trims, caps and checks a player's name.
"""
from __future__ import annotations

import unicodedata

MAX_NAME = 24        # a seat's name
MAX_SAVE_NAME = 60   # a save's name

# controls, format characters (zero-width space, bidi controls), surrogates,
# private use, unassigned, line and paragraph separators
_DROPPED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
# marks the fonts draw with no width at all: the grapheme joiner, Khmer inherent
# vowels, Mongolian and plain variation selectors
_EMPTY_MARKS = ((0x034F, 0x034F), (0x17B4, 0x17B5), (0x180B, 0x180F), (0xFE00, 0xFE0F),
                (0xE0100, 0xE01EF))
# what makes a name visible: a letter, a digit, punctuation or a symbol
_VISIBLE = frozenset("LNPS")


def drawable(ch: str) -> bool:
    """May this one character reach a font?"""
    if unicodedata.category(ch) in _DROPPED:
        return False
    cp = ord(ch)
    return not any(lo <= cp <= hi for lo, hi in _EMPTY_MARKS)


class Undrawable:
    """The characters ``drawable`` refuses, as a container (``ch in UNDRAWABLE``):
    pygame_gui's text entries take it as their forbidden characters."""

    def __contains__(self, ch: object) -> bool:
        return isinstance(ch, str) and len(ch) == 1 and not drawable(ch)


UNDRAWABLE = Undrawable()


def drawable_text(text: str) -> str:
    """``text`` without what a font cannot draw (tabs become spaces, newlines stay)."""
    if text.isascii() and text.isprintable():
        return text   # the common case, fast
    out = []
    for ch in text:
        if ch in "\t\n":
            out.append(" " if ch == "\t" else ch)
        elif drawable(ch):
            out.append(ch)
    return "".join(out)


def clean_name(text: str, limit: int = MAX_NAME) -> str:
    """A player's name as it may be shown and saved: composed (NFC), undrawable
    characters removed, spaces collapsed, at most ``limit`` characters. "" when
    nothing visible is left (only spaces, marks or controls): refuse such a name."""
    text = unicodedata.normalize("NFC", text)
    kept = "".join(" " if ch.isspace() else ch for ch in text if ch.isspace() or drawable(ch))
    name = " ".join(kept.split())[:limit].strip()
    if not any(unicodedata.category(ch)[0] in _VISIBLE for ch in name):
        return ""
    return name
