"""Saül contre David's cards, camps and options, as data (rules: shared/rules/saul-contre-david.md)."""
from __future__ import annotations

from game.core import Option

MIN_PLAYERS, MAX_PLAYERS = 6, 16
MIN_SPIES = 2

SPY, WARRIOR, SAMUEL, VALIANT, ELIEZER, SERVANT, MICHAL, THIEF = (
    "spy", "warrior", "samuel", "valiant", "eliezer", "servant", "michal", "thief")
ROLES = (SPY, WARRIOR, SAMUEL, VALIANT, ELIEZER, SERVANT, MICHAL, THIEF)
# Optional single cards, by the option that puts them in.
SPECIAL_OPTIONS: dict[str, str] = {
    "valiant_warrior": VALIANT, "eliezer": ELIEZER, "servant": SERVANT,
    "michal": MICHAL, "thief": THIEF,
}
MIDDLE = 2  # cards dealt face down to the middle when the Thief is in play

# Camps (the arena's sides): David's Warriors, Saul's Spies, the mixed lovers.
DAVID, SAUL, LOVERS = "david", "saul", "lovers"
CAMPS = (DAVID, SAUL, LOVERS)


def suggested_spies(players: int) -> int:
    """6-8 players 2, 9-12 players 3, 13-16 players 4."""
    return 2 if players <= 8 else 3 if players <= 12 else 4


#: Michal's chance of being caught, by option value (text, so menus can show it as is)
CATCH_CHANCES: dict[str, float] = {"0": 0.0, "1/4": 0.25, "1/3": 1 / 3, "1/2": 0.5, "3/4": 0.75, "1": 1.0}

OPTIONS: dict[str, Option] = {
    "spies": Option("auto", ("auto", 2, 3, 4, 5, 6, 7)),
    "valiant_warrior": Option(True, (True, False)),
    "eliezer": Option(True, (True, False)),
    "servant": Option(False, (False, True)),
    "michal": Option(False, (False, True)),
    "thief": Option(False, (False, True)),
    "general": Option(True, (True, False)),
    "michal_catch_chance": Option("1/3", tuple(CATCH_CHANCES), needs={"michal": True}),
    "michal_sees": Option("one", ("one", "all"), needs={"michal": True}),
}

# Night passes, in order: every living seat makes exactly one move per pass (a real
# action or "sleep"), all together, so who acts at night reveals nothing.
THIEF_PASS, ELIEZER_PASS, MAIN_PASS, SERVANT_PASS = "thief", "eliezer", "main", "servant"

TALK_CAP = 3  # statements per seat between two rules moves, so talk can never loop forever
