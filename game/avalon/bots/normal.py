"""Normal Avalon bot: reasons about which sets of seats can be evil.

Good: enumerates every evil set consistent with its view (night knowledge, Lady
results, and each failed quest holding at least as many evil as fail cards), weights
them by softer hints (evil on a successful quest; evil voting for exactly the teams
with evil on them and leading such teams), proposes the cleanest team with itself on
it, and approves a team when it is about as clean as the best it could hope for.
Merlin acts on what he knows only half the time unless evil is one quest from winning.
Evil: puts one of its own on teams, approves teams with evil on them, fails when it
counts, and now and then blends in (plays Success early, votes like a good player).
The Assassin names the good seat whose votes and teams tracked the truth best.

Talk: before its owed move a normal bot may make one statement: its Lady result
(true when good; evil covers its allies and sometimes smears a good seat), or, when
good, "P is evil" about a seat the public facts prove evil. Each is said once, read
back from the log, so a reloaded game says nothing twice.
"""
from __future__ import annotations

import random
from typing import Any

from .reading import Reading, clean_chance, mask, pick_quest, popcount, propose, size_of

BLEND = 0.25  # how often evil plays like a good player to stay hidden
MERLIN_STEER = 0.5  # how often Merlin acts on what he knows when it is not critical


class Bot:
    def __init__(self, seat: int) -> None:
        self.seat = seat

    def act(self, view: dict[str, Any], legal: list[dict], rng: random.Random) -> dict:
        r = Reading.of(view)
        said = self._statement(r, rng)
        if said is not None:
            return said
        kind = legal[0]["kind"]
        move = getattr(self, "_" + kind)(r, legal, rng)
        return move if move in legal else rng.choice(legal)

    # --- table talk -------------------------------------------------------------
    def _statement(self, r: Reading, rng: random.Random) -> dict | None:
        log = r.view["log"]
        if r.view["over"] or r.view["phase"] == "assassinate":
            return None
        if log and log[-1]["kind"] == "say" and any(
                e["kind"] == "say" and e["seat"] == r.me
                for e in log[_last_rules_event(log) + 1:]):
            return None  # one statement between two moves is enough (and within the cap)
        mine = [e for e in log if e["kind"] == "say" and e["seat"] == r.me]
        claimed = {e["target"] for e in mine if e["claim"] == "lady"}
        for x in r.view["lady_results"]:
            if x["target"] in claimed:
                continue
            good = x["good"]
            if r.evil_side:
                ally = (r.known_evil() >> x["target"]) & 1
                good = True if ally else rng.random() < 0.5
            return {"kind": "say", "claim": "lady", "target": x["target"], "good": good}
        if r.evil_side:
            return None
        called = {e["target"] for e in mine if e["claim"] == "evil"}
        sus = r.suspicion(_public_weights(r) if r.view["role"] == "merlin" else r.weights())
        for p in range(r.n):
            if p != r.me and p not in called and sus[p] > 0.999 and _proven(r, p):
                return {"kind": "say", "claim": "evil", "target": p}
        return None

    # --- team building ----------------------------------------------------------
    def _propose(self, r: Reading, legal: list[dict], rng: random.Random) -> dict:
        quest = pick_quest(r.view, legal)
        size = size_of(r.view, quest)
        if r.evil_side:
            allies = r.known_evil() & ~(1 << r.me)
            need = r.view["quests"][quest - 1]["fails_needed"]
            team = [r.me]
            if need == 2 and allies:
                team.append(rng.choice([p for p in range(r.n) if (allies >> p) & 1]))
            sus = r.suspicion(_public_weights(r))
            goods = sorted((p for p in range(r.n) if not (r.known_evil() >> p) & 1),
                           key=lambda p: (sus[p], rng.random()))
            team += goods[:size - len(team)]
            return propose(quest, team)
        merlin = r.view["role"] == "merlin"
        sus = r.suspicion(_public_weights(r) if merlin else r.weights())
        others = sorted((p for p in range(r.n) if p != r.me), key=lambda p: (sus[p], rng.random()))
        team = [r.me] + others[:size - 1]
        if merlin and (_critical(r) or rng.random() < MERLIN_STEER):
            # Merlin steers away from the evil he knows, but not every time: he must hide
            known = r.known_evil()
            team = [r.me] + [p for p in others if not (known >> p) & 1][:size - 1]
        return propose(quest, team)

    # --- the vote ---------------------------------------------------------------
    def _vote(self, r: Reading, legal: list[dict], rng: random.Random) -> dict:
        v = r.view
        team = mask(v["team"])
        last_chance = v["rejects"] >= 4
        if r.evil_side:
            if v["leader"] == r.me and not last_chance:
                # a leader backs its own team, as good leaders do: no tell
                return {"kind": "vote", "approve": True}
            evil_on = popcount(team & r.known_evil())
            need = v["quests"][v["quest"] - 1]["fails_needed"]
            if rng.random() < BLEND:
                approve = self._good_vote(r, team, _public_weights(r), last_chance)
            elif last_chance and v["options"]["fifth_reject"] == "evil_wins_quest":
                approve = evil_on >= need     # a fifth reject wins the quest for evil
            else:
                approve = evil_on >= 1
            return {"kind": "vote", "approve": approve}
        if v["leader"] == r.me:
            return {"kind": "vote", "approve": True}
        if v["role"] == "merlin":
            need = v["quests"][v["quest"] - 1]["fails_needed"]
            if popcount(team & r.known_evil()) >= need and not last_chance and (
                    _critical(r) or rng.random() < MERLIN_STEER):
                return {"kind": "vote", "approve": False}
            return {"kind": "vote",
                    "approve": self._good_vote(r, team, _public_weights(r), last_chance)}
        return {"kind": "vote", "approve": self._good_vote(r, team, r.weights(), last_chance)}

    def _good_vote(self, r: Reading, team: int, weights, last_chance: bool) -> bool:
        if last_chance:
            return True
        sus = r.suspicion(weights)
        size = popcount(team)
        best = sorted(range(r.n), key=lambda p: sus[p])[:size]
        best_clean = clean_chance(weights, mask(best))
        clean = clean_chance(weights, team)
        return clean >= best_clean * (0.8 - 0.1 * r.view["rejects"]) - 1e-9

    # --- the quest --------------------------------------------------------------
    def _quest(self, r: Reading, legal: list[dict], rng: random.Random) -> dict:
        if len(legal) == 1:
            return legal[0]
        v = r.view
        quest = v["quest"]
        need = v["quests"][quest - 1]["fails_needed"]
        results = [q["result"] for q in v["quests"]]
        team = mask(v["team"])
        allies_on = [p for p in range(r.n) if (team & r.known_evil()) >> p & 1]
        fail = True
        if results.count("fail") == 2 or results.count("success") == 2:
            fail = True                               # the game is on this quest
        elif need == 1 and len(allies_on) > 1 and r.view["role"] != "oberon":
            fail = r.me == min(allies_on)             # one fail is enough: hide the others
        elif need == 1 and results.count(None) == 5 and rng.random() < BLEND * 2:
            fail = False                              # build trust on the first quest
        return {"kind": "quest", "success": not fail}

    # --- Lady of the Lake -------------------------------------------------------
    def _lady(self, r: Reading, legal: list[dict], rng: random.Random) -> dict:
        targets = [m["target"] for m in legal if m["target"] is not None]
        if not targets:
            return legal[0]
        if r.evil_side:
            known = r.known_evil()
            fresh = [p for p in targets if not (known >> p) & 1] or targets
            return {"kind": "lady", "target": rng.choice(fresh)}
        sus = r.suspicion(r.weights())
        return {"kind": "lady", "target": min(targets, key=lambda p: (abs(sus[p] - 0.5), rng.random()))}

    # --- assassination ----------------------------------------------------------
    def _assassinate(self, r: Reading, legal: list[dict], rng: random.Random) -> dict:
        evil = mask(p for p, role in enumerate(r.view["revealed"]) if role)
        score = {m["target"]: rng.random() * 0.1 for m in legal}
        for e in r.votes:
            clean = not (mask(e["team"]) & evil)
            for p in score:
                score[p] += 1.0 if e["votes"][p] == clean else -1.0
        for e in r.view["log"]:
            if e["kind"] == "propose" and e["seat"] in score:
                score[e["seat"]] += 1.5 if not (mask(e["team"]) & evil) else -1.5
        return {"kind": "assassinate", "target": max(score, key=score.get)}


def _last_rules_event(log: list[dict]) -> int:
    for i in range(len(log) - 1, -1, -1):
        if log[i]["kind"] != "say":
            return i
    return -1


def _proven(r: Reading, seat: int) -> bool:
    """Evil for certain from facts this seat may state: quests and its own knowledge
    (a Lady result, or a quest it sat on), never Merlin's night vision."""
    facts = dict(r.view, sees_evil=[] if r.view["role"] == "merlin" else r.view["sees_evil"])
    pub = Reading.of(facts)
    total = 0.0
    hits = 0.0
    for e, w in pub.weights():
        total += w
        hits += w if (e >> seat) & 1 else 0.0
    return total > 0 and hits / total > 0.999


def _critical(r: Reading) -> bool:
    """Evil needs one more failed quest: no more hiding."""
    return [q["result"] for q in r.view["quests"]].count("fail") >= 2


def _public_weights(r: Reading) -> list[tuple[int, float]]:
    """How a good player with no secrets would weigh the evil sets: what evil imitates."""
    blank = dict(r.view, sees_evil=[], merlin_candidates=[], lady_results=[], side="good",
                 role="servant")
    pub = Reading.of(blank)
    return pub.weights()
