"""Why the hard Avalon bot makes a move, for hints: a reason name and its parameters,
read from what the decision weighed in the bot's memory (its private belief's P(evil)
and P(team cannot fail), the hunt's P(Merlin), known partners), and what a failed
quest proved about a seat it names (at least one of that quest's team is evil).

Parameters are numbers (percentages as whole numbers) and seat ids (``seat``).
``REASONS`` lists every reason name (the hint texts' keys, tested in both languages).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Move, View

from .behaviour import mask
from .params import clean
from .votes import good_approves, pivotal

if TYPE_CHECKING:
    from .mind import Mind


REASONS = ("propose", "propose_proof", "propose_plain", "propose_evil", "vote_approve",
           "vote_reject", "vote_reject_proof", "vote_reject_plain", "vote_last", "vote_merlin_hide",
           "vote_evil_dirty", "vote_evil_wait", "vote_evil_clean", "vote_evil_cover", "quest_good",
           "quest_fail", "quest_hide_partner", "quest_hide_alone", "lady", "lady_sure", "lady_evil",
           "lady_none", "assassinate", "only")


STANDS_OUT = 0.05   # a seat is named as the suspect from this much above the least suspected


def pct(p: float) -> int:
    """A chance as a whole percentage."""
    return int(round(100 * p))


def suspicion(mind: Mind) -> dict[int, float]:
    """P(evil) of every other seat in the bot's private belief, in % (whole numbers)."""
    pe = mind.private.p_evil()
    return {s: float(pct(pe[s])) for s in range(mind.n) if s != mind.seat}


def failed_with(view: View, seat: int) -> dict[str, int] | None:
    """The last failed quest (not lost by rejections) with ``seat`` on its team: its
    number and fail cards (``quest``, ``n``), or None."""
    found = None
    for ev in view["log"]:
        if (ev.get("kind") == "quest_result" and not ev["success"] and not ev["by_rejects"]
                and seat in ev["team"]):
            found = {"quest": ev["quest"], "n": ev["fails"]}
    return found


def reason(mind: Mind, view: View, move: Move) -> tuple[str, dict[str, Any]]:
    """The reason name and parameters of ``move`` (one the bot chose in this view)."""
    kind = move["kind"]
    if kind == "propose":
        return _propose(mind, view, move)
    if kind == "vote":
        return _vote(mind, view, move["approve"])
    if kind == "quest":
        return _quest(mind, view, move["success"])
    if kind == "lady":
        if move["target"] is None:
            return "lady_none", {}
        pe = mind.private.p_evil()
        t = move["target"]
        if mind.evil:
            key = "lady_evil"
        else:   # the good examiner picks the seat he is least sure about
            key = "lady" if pe[t] * (1 - pe[t]) >= 0.01 else "lady_sure"
        return key, {"seat": t, "pct": pct(pe[t])}
    if kind == "assassinate":
        pm = mind.p_merlin_hunted()
        return "assassinate", {"seat": move["target"], "pct": pct(pm[move["target"]])}
    return "only", {}


def _suspect(mind: Mind, view: View, seats: list[int], key: str,
             params: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """``key`` naming the most suspected of ``seats`` (``seat``, ``pct``), with
    ``_proof`` and the failed quest that had them on it when there is one."""
    pe = mind.private.p_evil()
    others = [x for x in range(mind.n) if x != mind.seat]
    s = max(seats, key=lambda x: (pe[x], -x)) if seats else None
    if s is None or pe[s] - min(pe[x] for x in others) < STANDS_OUT:
        return key + "_plain", params   # nobody stands out (the first quest, say)
    params = dict(params, seat=s, pct=pct(pe[s]))
    proof = failed_with(view, s)
    if proof is not None:
        return key + "_proof", dict(params, **proof)
    return key, params


def _propose(mind: Mind, view: View, move: Move) -> tuple[str, dict[str, Any]]:
    team = move["team"]
    need = mind.need[move["quest"] - 1]
    if mind.evil:
        evil_on = [s for s in team if s in mind.known_evil]
        return "propose_evil", {"fail": pct(mind.p_team_fails(evil_on, need)),
                                "looks": pct(mind.public.p_clean(mask(team)))}
    ok = pct(clean(mind.private.evil_sets(), mask(team), need))
    out = [s for s in range(mind.n) if s not in team and s != mind.seat]
    return _suspect(mind, view, out, "propose", {"clean": ok})


def _vote(mind: Mind, view: View, approve: bool) -> tuple[str, dict[str, Any]]:
    team = view["team"] or []
    need = mind.need[(view["quest"] or 1) - 1]
    if mind.evil:
        inside = len(mind.known_evil & set(team))
        if inside:
            return ("vote_evil_dirty", {"n": inside}) if approve else ("vote_evil_wait", {})
        if not approve:
            return "vote_evil_clean", {}
        return "vote_evil_cover", {"pivot": pct(pivotal(mind, team, view["leader"]))}
    if mind.rejects >= 4 and approve:
        return "vote_last", {}
    if mind.role == "merlin":
        truth = good_approves(mind, mind.private.evil_sets(), team, mind.seat, view["leader"], need)
        if truth != approve:
            return "vote_merlin_hide", {}
    ok = pct(clean(mind.private.evil_sets(), mask(team), need))
    if approve:
        return "vote_approve", {"clean": ok}
    others = [s for s in team if s != mind.seat]
    return _suspect(mind, view, others, "vote_reject", {"clean": ok})


def _quest(mind: Mind, view: View, success: bool) -> tuple[str, dict[str, Any]]:
    if not mind.evil:
        return "quest_good", {}
    need = mind.need[(view["quest"] or 1) - 1]
    if not success:
        return "quest_fail", {"n": need}
    team = view["team"] or []
    mates = [s for s in team if s in mind.known_evil and s != mind.seat]
    return ("quest_hide_partner" if mates else "quest_hide_alone"), {"n": need}
