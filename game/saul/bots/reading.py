"""What a bot reads from its view: hard facts, public claims, votes. Rebuilt from the
view alone at every call (the view carries the log), so a loaded game plays on the same."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core import View

from ..data import SAMUEL, SPY, suggested_spies


@dataclass
class Reading:
    me: int
    players: int
    role: str | None
    phase: str
    alive: list[bool]
    revealed: list[str | None]
    spies_total: int                          # Spy cards dealt (the middle may hold some)
    thief_game: bool
    known: dict[int, str] = field(default_factory=dict)      # seat -> card, certain
    spy_seen: set[int] = field(default_factory=set)          # living Spies I know of
    samuel_claims: list[int] = field(default_factory=list)   # claimants, first claim first
    role_claims: dict[int, str] = field(default_factory=dict)  # latest "I am" per seat
    visions: list[tuple[int, int, str]] = field(default_factory=list)  # (claimant, target, role)
    accuse: list[tuple[int, int]] = field(default_factory=list)
    trust: list[tuple[int, int]] = field(default_factory=list)
    ballots: list[tuple[str, int, int]] = field(default_factory=list)  # (elect|vote, voter, target)
    declared_today: dict[int, int] = field(default_factory=dict)    # seat -> "I vote for" target
    said_today: list[dict[str, Any]] = field(default_factory=list)  # my statements today
    said_all: list[dict[str, Any]] = field(default_factory=list)    # my statements, whole game
    captured_by_night: list[int] = field(default_factory=list)      # deaths announced at dawn
    general: int | None = None
    lovers: list[int] | None = None
    picks: list[tuple[int, int]] = field(default_factory=list)
    day: int = 0
    today: list[tuple[int, dict[str, Any]]] = field(default_factory=list)  # (seat, say event) today
    night_dead: list[int] = field(default_factory=list)      # taken or banished in a night
    grief: list[tuple[int, int]] = field(default_factory=list)  # (lover dead of grief, the other)
    shots: list[tuple[int, int]] = field(default_factory=list)  # (Valiant Warrior, target)
    accuse_days: list[tuple[int, int, int]] = field(default_factory=list)  # (day, accuser, target)
    freed: list[int] = field(default_factory=list)   # (a Spy) captured, yet alive at dawn

    def living(self) -> list[int]:
        return [p for p in range(self.players) if self.alive[p]]

    def others(self) -> list[int]:
        return [p for p in self.living() if p != self.me]

    def is_known_spy(self, p: int) -> bool:
        return self.known.get(p) == SPY

    def is_known_clear(self, p: int) -> bool:
        return p in self.known and self.known[p] != SPY


def read(view: View) -> Reading:
    me = view["seat"]
    opts = view["options"]
    spies = opts["spies"]
    total = suggested_spies(view["players"]) if spies == "auto" else int(spies)
    r = Reading(me=me, players=view["players"], role=view["role"], phase=view["phase"],
                alive=list(view["alive"]), revealed=list(view["revealed"]), spies_total=total,
                thief_game=bool(opts["thief"]), general=view["general"], lovers=view["lovers"])
    for p, card in enumerate(view["revealed"]):
        if card is not None:
            r.known[p] = card
    if view["role"] is not None:
        r.known[me] = view["role"]
    for p in view["spies"]:
        r.known[p] = SPY
    for v in view["visions"]:
        r.known[v["target"]] = v["role"]
    for g in view["glimpses"]:
        for p in g["spies"]:
            r.known[p] = SPY
    r.spy_seen = {p for p, c in r.known.items() if c == SPY and r.alive[p] and p != me}
    r.picks = [(d["seat"], d["target"]) for d in view["picks"]]
    chain: list[int] = []     # eliminations of the current chain (a lover's partner is in it)
    caught: int | None = None   # (a Spy) tonight's capture
    day = 0
    for e in view["log"]:
        kind = e["kind"]
        if kind not in ("eliminated", "shot"):
            chain = []
        if kind == "dawn":
            r.declared_today = {}
            r.said_today = []
            r.today = []
            day = e["day"]
            if caught is not None and caught not in e["eliminated"]:
                r.freed.append(caught)
            caught = None
            r.captured_by_night.extend(e["eliminated"])
            r.night_dead.extend(e["eliminated"])
        elif kind == "eliminated":
            if e["cause"] == "grief" and len(chain) == 1:   # else: which one was the lover?
                r.grief.append((e["seat"], chain[0]))
            chain.append(e["seat"])
        elif kind == "captured":
            caught = None if e["michal_caught"] else e["target"]
        elif kind == "shot":
            r.shots.append((e["seat"], e["target"]))
        elif kind == "say":
            seat, claim = e["seat"], e["claim"]
            r.today.append((seat, e))
            if seat == me:
                line = {"kind": "say", **{k: v for k, v in e.items() if k not in ("kind", "seat")}}
                r.said_today.append(line)
                r.said_all.append(line)
            if claim == "role":
                r.role_claims[seat] = e["role"]
                if e["role"] == SAMUEL and seat not in r.samuel_claims:
                    r.samuel_claims.append(seat)
            elif claim == "vision":
                r.visions.append((seat, e["target"], e["role"]))
            elif claim == "accuse":
                r.accuse.append((seat, e["target"]))
                r.accuse_days.append((day, seat, e["target"]))
            elif claim == "trust":
                r.trust.append((seat, e["target"]))
            elif claim == "vote":
                r.declared_today[seat] = e["target"]
        elif kind == "ballot":
            for voter, target in enumerate(e["votes"]):
                if target is not None:
                    r.ballots.append((e["kind_of"], voter, target))
    r.day = day
    return r
