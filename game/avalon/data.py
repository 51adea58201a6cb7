"""Avalon's tables and character sets, as data (rules file: shared/rules/avalon.md)."""
from __future__ import annotations

from game.core import Option

MIN_PLAYERS, MAX_PLAYERS = 5, 10

# players -> (good seats, evil seats)
SIDES: dict[int, tuple[int, int]] = {
    5: (3, 2), 6: (4, 2), 7: (4, 3), 8: (5, 3), 9: (6, 3), 10: (6, 4),
}

# players -> team size of quests 1..5
TEAM_SIZES: dict[int, tuple[int, int, int, int, int]] = {
    5: (2, 3, 2, 3, 3),
    6: (2, 3, 4, 3, 4),
    7: (2, 3, 3, 4, 4),
    8: (3, 4, 4, 5, 5),
    9: (3, 4, 4, 5, 5),
    10: (3, 4, 4, 5, 5),
}

# players -> fail cards needed to fail quests 1..5 (the starred quest 4 needs two from 7 players)
FAILS_NEEDED: dict[int, tuple[int, int, int, int, int]] = {
    n: (1, 1, 1, 2 if n >= 7 else 1, 1) for n in SIDES
}

QUESTS = (1, 2, 3, 4, 5)
LAST_QUEST = 5
QUESTS_TO_WIN = 3
MAX_REJECTS = 5            # the 5th rejected team in a row ends the round
LADY_AFTER = (2, 3, 4)     # the Lady is used after the 2nd, 3rd and 4th resolved quest
LADY_MAX_USES = 3

GOOD, EVIL = "good", "evil"
SIDE_OF: dict[str, str] = {
    "merlin": GOOD, "percival": GOOD, "servant": GOOD,
    "assassin": EVIL, "morgana": EVIL, "mordred": EVIL, "oberon": EVIL, "minion": EVIL,
}
ROLES = tuple(SIDE_OF)
# Options that put a special character in, with its side.
SPECIAL_OPTIONS: dict[str, str] = {
    "percival": GOOD, "morgana": EVIL, "mordred": EVIL, "oberon": EVIL,
}

OPTIONS: dict[str, Option] = {
    "merlin_assassin": Option(True, (True, False)),
    "percival": Option(False, (False, True), {"merlin_assassin": True}),
    "morgana": Option(False, (False, True), {"merlin_assassin": True, "percival": True}),
    "mordred": Option(False, (False, True), {"merlin_assassin": True}),
    "oberon": Option(False, (False, True), {"merlin_assassin": True}),
    "lady_of_the_lake": Option(False, (False, True)),
    "quest_order": Option("in_order", ("in_order", "free")),
    "fifth_reject": Option("evil_wins_quest", ("evil_wins_quest", "evil_wins_game")),
    "lady_targets": Option("not_last_examiner", ("not_last_examiner", "never_held"),
                           {"lady_of_the_lake": True}),
    "lady_use": Option("optional", ("optional", "mandatory"), {"lady_of_the_lake": True}),
}

TALK_CAP = 3  # statements per seat between two rules moves, so talk can never loop forever

#: the roles a seat may claim in table talk
CLAIMED_ROLES = ("merlin", "percival", "servant")
