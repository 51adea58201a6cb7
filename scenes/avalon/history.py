"""Avalon's vote history rows, read from a view's log (see scenes/history.py)."""
from __future__ import annotations

from typing import Any

from ..i18n import t
from ..shell.history import APPROVE, ON_QUEST, PENDING, REJECT, HistoryRow


def vote_history(view: dict[str, Any]) -> list[HistoryRow]:
    """One row per proposal (the one being voted on too) and one per resolved quest."""
    n = view["players"]
    rows: list[HistoryRow] = []
    tries = 0                      # proposals in the current round
    open_row: HistoryRow | None = None
    for e in view["log"]:
        kind = e.get("kind")
        if kind == "propose":
            tries += 1
            team = tuple(e.get("team") or ())
            open_row = HistoryRow(
                t("avalon.history.proposal", quest=e.get("quest"), n=tries),
                tuple(PENDING for _ in range(n)), t("avalon.history.voting"), "text_dim",
                leader=e.get("seat"), team=team,
                note=t("avalon.history.deciding") if tries == 5 else "")
        elif kind == "votes" and open_row is not None:
            votes = list(e.get("votes") or [])
            yes = sum(1 for v in votes if v)
            key = "avalon.history.approved" if e.get("approved") else "avalon.history.rejected"
            rows.append(HistoryRow(
                open_row.label, tuple(APPROVE if v else REJECT for v in votes),
                t(key, yes=yes, no=len(votes) - yes),
                "good_light" if e.get("approved") else "evil_light",
                leader=open_row.leader, team=open_row.team, note=open_row.note))
            open_row = None
        elif kind == "quest_result":
            team = tuple(e.get("team") or ())
            if e.get("by_rejects"):
                result = t("avalon.history.lost_rejects")
            elif e.get("success"):
                fails = e.get("fails", 0)
                key = "avalon.history.success" if fails else "avalon.history.success_none"
                result = t(key, n=fails, fails=fails)
            else:
                result = t("avalon.history.fail", n=e.get("fails", 0), fails=e.get("fails", 0))
            rows.append(HistoryRow(
                t("avalon.history.quest", quest=e.get("quest")),
                tuple(ON_QUEST if s in team else "" for s in range(n)), result,
                "good_light" if e.get("success") else "evil_light", team=team, quest=True))
            tries = 0
    if open_row is not None:
        voted = set(view.get("voted") or [])
        marks = tuple("" if s in voted else PENDING for s in range(n))
        rows.append(HistoryRow(open_row.label, marks, open_row.result, open_row.tone,
                               leader=open_row.leader, team=open_row.team, note=open_row.note))
    return rows
