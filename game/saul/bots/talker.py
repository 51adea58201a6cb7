"""Table talk the levels share: reasons drawn from the public record, answers to what
was said against the speaker, and the bookkeeping of what was already said today.

Every reason here is read from the public log alone (votes, accusations, trust, claims,
night deaths, lovers' grief, revealed cards), so a reason never shows a private fact;
what a bot chooses to reveal on purpose (Samuel's visions, its claimed card) is decided
by its level, never here."""
from __future__ import annotations

from typing import Any

from game.core import Move

from ..data import SAMUEL, SPY
from ..talk import bare
from .reading import Reading

Reason = tuple[str, int]   # (code of talk.REASONS, the seat it is about)


def say(claim: str, reason: Reason | None = None, **fields: Any) -> Move:
    line: Move = {"kind": "say", "claim": claim, **fields}
    if reason is not None:
        line["reason"], line["about"] = reason
    return line


def _clear(r: Reading, q: int) -> bool:
    return r.revealed[q] is not None and r.revealed[q] != SPY


def _spy(r: Reading, q: int) -> bool:
    return r.revealed[q] == SPY


def exposed(r: Reading, c: int) -> Reason | None:
    """Why a Samuel claimant ``c`` is a liar, from public facts, or None."""
    if r.role_claims.get(c) != SAMUEL and c not in r.samuel_claims:
        return None
    if r.revealed[c] is not None and r.revealed[c] != SAMUEL:
        return ("false_claim", c)
    for q, card in enumerate(r.revealed):
        if card == SAMUEL and q != c:
            return ("false_claim", q)
    for claimant, t, role in r.visions:
        if claimant == c and r.revealed[t] is not None and (r.revealed[t] == SPY) != (role == SPY):
            return ("false_claim", t)
    return None


def against(r: Reading, t: int) -> list[Reason]:
    """Public reasons to suspect ``t``, the strongest first (no duplicates)."""
    out: list[Reason] = []
    why = exposed(r, t)
    if why is not None:
        out.append(why)
    for c, x, role in r.visions:
        if x == t and role == SPY and c != t and exposed(r, c) is None:
            out.append(("vision", c))
    for x, partner in r.grief:
        if x == t and _spy(r, partner):
            out.append(("lover", partner))
        elif partner == t and _spy(r, x):
            out.append(("lover", x))
    for _, v, x in r.accuse_days:
        if x == t and v in r.night_dead and v != t:
            out.append(("night", v))
    for kind, v, x in r.ballots:
        if kind == "vote" and v == t and _clear(r, x):
            out.append(("voted", x))
    for v, x in r.accuse:
        if v == t and _clear(r, x):
            out.append(("accused", x))
    for v, x in r.trust:
        if v == t and _spy(r, x):
            out.append(("defended", x))
    return list(dict.fromkeys(out))


def cleared(r: Reading, t: int) -> list[Reason]:
    """Public reasons to trust ``t``, the strongest first."""
    out: list[Reason] = []
    for c, x, role in r.visions:
        if x == t and role != SPY and c != t and exposed(r, c) is None:
            out.append(("cleared", c))
    for kind, v, x in r.ballots:
        if kind == "vote" and v == t and _spy(r, x):
            out.append(("caught_spy", x))
    for v, x in r.accuse:
        if v == t and _spy(r, x):
            out.append(("caught_spy", x))
    return list(dict.fromkeys(out))


def attacks(r: Reading) -> list[tuple[int, str]]:
    """What was said against the speaker today and not answered yet: (seat, what) with
    what "accuse" | "vote" | "vision" (named me a Spy) | "samuel" (claims my card)."""
    answered = {line.get("target") if line.get("reason") == "false_vision" else line.get("about")
                for line in r.said_today if line.get("reason") in ("answer", "false_vision",
                                                                   "two_samuels")}
    out: list[tuple[int, str]] = []
    for seat, e in r.today:
        if seat == r.me or seat in answered or not r.alive[seat]:
            continue
        claim = e["claim"]
        if claim in ("accuse", "vote") and e.get("target") == r.me:
            what = claim
        elif claim == "vision" and e["target"] == r.me and e["role"] == SPY:
            what = "vision"
        elif claim == "role" and e["role"] == SAMUEL and r.role_claims.get(r.me) == SAMUEL:
            what = "samuel"
        else:
            continue
        if all(s != seat for s, _ in out):
            out.append((seat, what))
    return out


ANSWERS = ("answer", "false_vision", "two_samuels")


def count(r: Reading, claim: str, answer: bool | None = None) -> int:
    """This seat's statements of one claim today (answers only, or none, when asked)."""
    return sum(1 for x in r.said_today if x["claim"] == claim and (
        answer is None or (x.get("reason") in ANSWERS) == answer))


def echoed(r: Reading, claim: str, target: int) -> int:
    """How many other seats said this claim about ``target`` today."""
    return len({seat for seat, e in r.today if seat != r.me and e["claim"] == claim
                and e.get("target") == target})


def persuader(r: Reading, target: int) -> int | None:
    """The latest living seat that spoke against ``target`` today (not the speaker)."""
    for seat, e in reversed(r.today):
        if seat != r.me and r.alive[seat] and e.get("target") == target and (
                e["claim"] in ("accuse", "vote") or (e["claim"] == "vision" and e["role"] == SPY)):
            return int(seat)
    return None


def fresh(r: Reading, line: Move) -> bool:
    """Not said yet today (a vote is fresh when it changes the declared vote, twice a day
    at most)."""
    if line["claim"] == "vote":
        votes = sum(1 for x in r.said_today if x["claim"] == "vote")
        return r.declared_today.get(r.me) != line["target"] and votes < 2
    b = bare(line)
    return all(bare(x) != b for x in r.said_today)


def vote_line(r: Reading, target: int, why: Reason | None = None) -> Move:
    """"I vote for" target; a change of vote names who persuaded the speaker."""
    before = r.declared_today.get(r.me)
    if before is not None and before != target:
        who = persuader(r, target)
        if who is not None:
            return say("vote", ("persuaded", who), target=target)
    return say("vote", why, target=target)


def first(reasons: list[Reason]) -> Reason | None:
    return reasons[0] if reasons else None
