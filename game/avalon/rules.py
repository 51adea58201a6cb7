"""Avalon's rules: setup, whose move it is, the legal moves, and applying a move.

Each rule of shared/rules/avalon.md lives in one function below, named for it.
Quests are numbered 1-5 everywhere (moves, views, log). The crown passes clockwise,
to seat + 1. The view format is documented in view.py.

Interpretations where the rules file leaves room (documented for players too):
- Lady of the Lake: she is used after the 2nd, 3rd and 4th *resolved* quest (what
  counts in free order is how many quests were played, not their numbers); a quest
  lost to the fifth reject is resolved. "To the right of the first leader" is the
  seat before him (leader - 1), the last to get the crown in the first turn round.
  A holder who passes (optional use) keeps her.
- Free order: every leader picks the quest of his own proposal; the reject counter
  counts rejected teams since the last resolved quest, whatever quests they were
  for, and the fifth lost team loses (or wins the game for evil on) its quest.
- Assassination: the Assassin names a good seat (every evil seat is revealed then).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core import (
    Event,
    IllegalAction,
    Move,
    Seat,
    SetupError,
    check_players,
    resolve_options,
    rng_below,
    rng_seed,
    rng_shuffle,
)
from game.moves import boolean, check_move, integer, optional, seat as a_seat, seats as seat_list, shape, text

from . import talk as talk_rules
from .data import (
    EVIL,
    FAILS_NEEDED,
    GOOD,
    LADY_AFTER,
    LADY_MAX_USES,
    LAST_QUEST,
    MAX_PLAYERS,
    MAX_REJECTS,
    MIN_PLAYERS,
    OPTIONS,
    QUESTS_TO_WIN,
    ROLES,
    SIDE_OF,
    SIDES,
    SPECIAL_OPTIONS,
)
from .state import (  # noqa: F401  (to_act, legal, open_quests, lady_targets: re-exported)
    ASSASSINATE,
    LADY,
    OVER,
    PROPOSE,
    QUEST,
    VOTE,
    AvalonState,
    lady_targets,
    legal,
    open_quests,
    to_act,
)

NS = "avalon_rules."


def _setup_error(message: str, key: str, **params: Any) -> SetupError:
    return SetupError(message, NS + key, **params)


def _illegal(message: str, key: str, **params: Any) -> IllegalAction:
    return IllegalAction(message, NS + key, **params)


# ---------------------------------------------------------------------------
# Setup
# ---------------------------------------------------------------------------

def characters(players: int, options: Mapping[str, Any]) -> list[str]:
    """The cards dealt for this player count and these (resolved) options."""
    good_seats, evil_seats = SIDES[players]
    good: list[str] = []
    evil: list[str] = []
    if options["merlin_assassin"]:
        good.append("merlin")
        evil.append("assassin")
    for name, side in SPECIAL_OPTIONS.items():
        if options[name]:
            (good if side == GOOD else evil).append(name)
    return good + ["servant"] * (good_seats - len(good)) + evil + ["minion"] * (evil_seats - len(evil))


def check_setup(players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Player count and options, resolved; SetupError when they cannot be played."""
    check_players(players, MIN_PLAYERS, MAX_PLAYERS)
    opts = resolve_options(OPTIONS, options)
    specials = [name for name in SPECIAL_OPTIONS if opts[name]]
    if opts["morgana"] and not opts["percival"]:
        raise _setup_error("Morgana can only be played together with Percival.",
                           "error.morgana_needs_percival")
    if not opts["merlin_assassin"] and specials:
        raise _setup_error(
            "Classic Resistance (no Merlin and Assassin) has no special characters; "
            f"turn off: {', '.join(specials)}.", "error.classic_no_specials",
            names=", ".join(specials))
    good_seats, evil_seats = SIDES[players]
    for side, seats in ((GOOD, good_seats), (EVIL, evil_seats)):
        asked = (1 if opts["merlin_assassin"] else 0) + sum(
            1 for name in specials if SPECIAL_OPTIONS[name] == side)
        if asked > seats:
            raise _setup_error(
                f"With {players} players the {side} side has {seats} seats, "
                f"but {asked} {side} special characters were asked for.",
                f"error.too_many_{side}_specials", side=side, seats=seats, asked=asked, n=players)
    return opts


def _check_deal(deal: Any, players: int, cards: list[str]) -> tuple[tuple[str, ...], int]:
    if not isinstance(deal, Mapping) or set(deal) != {"roles", "leader"}:
        raise _setup_error('A deal is {"roles": [one character per seat], "leader": seat}.',
                           "error.deal_shape")
    roles, leader = deal["roles"], deal["leader"]
    if (not isinstance(roles, (list, tuple)) or len(roles) != players
            or any(r not in ROLES for r in roles)):
        raise _setup_error(f"The deal needs {players} characters from: {', '.join(ROLES)}.",
                           "error.deal_roles", n=players)
    if sorted(roles) != sorted(cards):
        raise _setup_error(f"With these options the deal must hold exactly: {', '.join(sorted(cards))}.",
                           "error.deal_cards", cards=", ".join(sorted(cards)))
    if not isinstance(leader, int) or isinstance(leader, bool) or not 0 <= leader < players:
        raise _setup_error(f"The deal's leader must be a seat from 0 to {players - 1}.",
                           "error.deal_leader", last=players - 1)
    return tuple(roles), leader


def night(roles: tuple[str, ...], seat: Seat) -> dict[str, list[Seat]]:
    """What ``seat`` learns at night (rules file, "Night")."""
    role = roles[seat]
    sees_evil: list[Seat] = []
    candidates: list[Seat] = []
    if SIDE_OF[role] == EVIL and role != "oberon":
        # evil see each other, but not Oberon
        sees_evil = [s for s, r in enumerate(roles)
                     if s != seat and SIDE_OF[r] == EVIL and r != "oberon"]
    elif role == "merlin":
        # Merlin sees every evil but Mordred (Oberon included)
        sees_evil = [s for s, r in enumerate(roles) if SIDE_OF[r] == EVIL and r != "mordred"]
    elif role == "percival":
        candidates = [s for s, r in enumerate(roles) if r in ("merlin", "morgana")]
    return {"sees_evil": sees_evil, "merlin_candidates": candidates}


def new(players: int, seed: int, options: Mapping[str, Any] | None = None,
        deal: Mapping[str, Any] | None = None) -> AvalonState:
    opts = check_setup(players, options)
    cards = characters(players, opts)
    if deal is None:
        rng = rng_seed(seed)
        rng, roles = rng_shuffle(rng, cards)
        rng, leader = rng_below(rng, players)       # a random player holds the crown
    else:
        roles, leader = _check_deal(deal, players, cards)
    lady = (leader - 1) % players if opts["lady_of_the_lake"] else None
    log = [Event("start", {"players": players, "leader": leader, "lady": lady})]
    for seat in range(players):
        knows = {k: tuple(v) for k, v in night(roles, seat).items()}
        log.append(Event("night", {"seat": seat, "role": roles[seat], **knows}, (seat,)))
    return AvalonState(
        players=players, options=opts, roles=roles, phase=PROPOSE, leader=leader,
        votes=(None,) * players, lady=lady,
        lady_held=(lady,) if lady is not None else (),
        talked=(0,) * players, log=tuple(log))


# ---------------------------------------------------------------------------
# Applying a move (shape checked by game.moves, then the rules, never against the
# whole legal list)
# ---------------------------------------------------------------------------

#: the shape of every kind of move (game.moves): types and ranges, checked first
SHAPES = {
    "propose": shape(quest=integer(1, LAST_QUEST), team=seat_list(ordered=True)),
    "vote": shape(approve=boolean),
    "quest": shape(success=boolean),
    "lady": shape(target=optional(a_seat)),
    "assassinate": shape(target=a_seat),
    "say": shape(claim=text(), optional={"target": a_seat, "role": text(), "good": boolean}),
}


def apply(s: AvalonState, seat: Seat, move: Move) -> AvalonState:
    check_move(s, seat, move, SHAPES)
    kind = move["kind"]
    if kind == "say":
        return talk_rules.say(s, seat, move)
    if kind != s.phase:
        raise _illegal(f"A {kind} move is not possible now: the game waits for {s.phase}.",
                       "error.wrong_phase", move=kind, phase=s.phase)
    if seat not in to_act(s):
        raise IllegalAction(f"It is not seat {seat}'s turn.", "error.not_your_turn", seat=seat)
    s = _APPLY[kind](s, seat, move)
    if any(s.talked):
        s = s.evolve(talked=(0,) * s.players)
    return s


def _propose(s: AvalonState, seat: Seat, move: Move) -> AvalonState:
    quest, team = move["quest"], move["team"]
    if quest not in open_quests(s):
        raise _illegal(f"Quest {quest!r} cannot be picked now; open: "
                       f"{', '.join(map(str, open_quests(s)))}.", "error.quest_closed", quest=quest)
    size = s.team_size(quest)
    if len(team) != size:
        raise _illegal(f"Quest {quest} needs a team of {size} different seats, in increasing order.",
                       "error.team_size", quest=quest, size=size)
    team = tuple(team)
    return s.evolve(phase=VOTE, quest=quest, team=team, votes=(None,) * s.players,
                    log=s.log + (Event("propose", {"seat": seat, "quest": quest,
                                                   "team": team}),))


def _vote(s: AvalonState, seat: Seat, move: Move) -> AvalonState:
    approve = move["approve"]
    votes = s.votes[:seat] + (approve,) + s.votes[seat + 1:]
    if None in votes:
        return s.evolve(votes=votes)
    # every vote is in: reveal them all at once; a strict majority sends the team
    approved = sum(bool(v) for v in votes) * 2 > s.players
    rejects = 0 if approved else s.rejects + 1
    event = Event("votes", {"leader": s.leader, "quest": s.quest, "team": s.team,
                            "votes": votes, "approved": approved, "rejects": rejects})
    s = s.evolve(votes=votes, log=s.log + (event,))
    if approved:
        return s.evolve(phase=QUEST, played=(), fails=0, rejects=0)
    if rejects < MAX_REJECTS:
        return s.evolve(phase=PROPOSE, rejects=rejects, leader=(s.leader + 1) % s.players)
    return _fifth_reject(s)


def _fifth_reject(s: AvalonState) -> AvalonState:
    """The 5th rejected team in a row: evil wins the quest (seed) or the game (option)."""
    if s.options["fifth_reject"] == "evil_wins_game":
        s = s.evolve(rejects=MAX_REJECTS, log=s.log + (Event(
            "fifth_reject", {"quest": s.quest, "outcome": "game"}),))
        return _end(s, EVIL, "fifth_reject")
    s = s.evolve(log=s.log + (Event("fifth_reject", {"quest": s.quest, "outcome": "quest"}),))
    return _resolve_quest(s, success=False, fails=0, by_rejects=True)


def _quest_card(s: AvalonState, seat: Seat, move: Move) -> AvalonState:
    success = move["success"]
    if not success and not s.is_evil(seat):
        raise _illegal("Good players must play Success.", "error.good_must_succeed")
    played = s.played + (seat,)
    fails = s.fails + (not success)
    if len(played) < len(s.team):
        return s.evolve(played=played, fails=fails)
    # cards shuffled: only the number of fails is revealed
    need = FAILS_NEEDED[s.players][s.quest - 1]
    return _resolve_quest(s.evolve(played=played, fails=fails),
                          success=fails < need, fails=fails, by_rejects=False)


def _resolve_quest(s: AvalonState, success: bool, fails: int, by_rejects: bool) -> AvalonState:
    q = s.quest
    results = s.results[:q - 1] + ((success, fails, by_rejects),) + s.results[q:]
    event = Event("quest_result", {"quest": q, "team": () if by_rejects else s.team,
                                   "success": success,
                                   "fails": fails, "by_rejects": by_rejects})
    s = s.evolve(results=results, rejects=0, leader=(s.leader + 1) % s.players,
                 log=s.log + (event,))
    failed = sum(1 for r in results if r is not None and not r[0])
    succeeded = sum(1 for r in results if r is not None and r[0])
    if failed >= QUESTS_TO_WIN:
        return _end(s, EVIL, "three_fails")
    if succeeded >= QUESTS_TO_WIN:
        if s.options["merlin_assassin"]:
            return _start_assassination(s)
        return _end(s, GOOD, "three_successes")
    if (s.lady is not None and (failed + succeeded) in LADY_AFTER
            and len(s.lady_exams) < LADY_MAX_USES):
        return s.evolve(phase=LADY)
    return s.evolve(phase=PROPOSE)


def _lady(s: AvalonState, seat: Seat, move: Move) -> AvalonState:
    target = move["target"]
    if target is None:
        if s.options["lady_use"] == "mandatory":
            raise _illegal("The Lady of the Lake must be used.", "error.lady_mandatory")
        return s.evolve(phase=PROPOSE, log=s.log + (Event("lady_pass", {"holder": seat}),))
    if target not in lady_targets(s):
        raise _illegal(f"The Lady of the Lake cannot examine seat {target!r}.",
                       "error.lady_target", target=target)
    good = not s.is_evil(target)
    log = s.log + (Event("lady", {"holder": seat, "target": target}),
                   Event("lady_result", {"holder": seat, "target": target, "good": good},
                         (seat,)))
    return s.evolve(phase=PROPOSE, lady=target, lady_from=seat,
                    lady_held=s.lady_held + (target,),
                    lady_exams=s.lady_exams + ((seat, target, good),), log=log)


def _start_assassination(s: AvalonState) -> AvalonState:
    evil = tuple(r if SIDE_OF[r] == EVIL else None for r in s.roles)
    return s.evolve(phase=ASSASSINATE, log=s.log + (Event("reveal_evil", {"roles": evil}),))


def _assassinate(s: AvalonState, seat: Seat, move: Move) -> AvalonState:
    target = move["target"]
    if s.is_evil(target):
        raise _illegal("The Assassin must name a good player.", "error.assassin_target",
                       target=target)
    merlin = s.roles[target] == "merlin"
    s = s.evolve(assassinated=target, log=s.log + (Event(
        "assassinate", {"seat": seat, "target": target, "merlin": merlin}),))
    return _end(s, EVIL, "merlin_assassinated") if merlin else _end(s, GOOD, "assassin_missed")


def _end(s: AvalonState, side: str, reason: str) -> AvalonState:
    event = Event("game_over", {"winning_side": side, "reason": reason, "roles": s.roles})
    return s.evolve(phase=OVER, winner=side, reason=reason, log=s.log + (event,))


_APPLY = {"propose": _propose, "vote": _vote, "quest": _quest_card, "lady": _lady,
          "assassinate": _assassinate}
