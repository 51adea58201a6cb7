"""The Avalon table's input and UI state: the words of the log, the seats and the
talk menu, the action bar (team picking, vote, quest card, Lady, assassination),
clicks on the board. Drawing is in paint.py, geometry in layout.py.

Everything drawn comes from the current viewer's view (see game/avalon/view.py)."""
from __future__ import annotations

from typing import Any

import pygame

from game.core import Move, View

from ..i18n import t
from ..kit.talk_menu import TalkEntry
from .history import vote_history
from .middle import shortcut
from .paint import VOTE_BEAT, AvalonPaint, cross_gap, draw_result_mark, draw_two_fails
from .words import role_name, role_you, talk_text

__all__ = ["AvalonScene", "cross_gap", "draw_result_mark", "draw_two_fails"]

EVIL_ROLES = ("assassin", "morgana", "mordred", "oberon", "minion")
#: the rules section for each phase (scenes/data/rules/avalon.*.md)
RULES_SECTIONS = {"propose": "team", "vote": "vote", "quest": "quest", "lady": "lady",
                  "assassinate": "assassination", "over": "end"}


class AvalonScene(AvalonPaint):
    END_SUMMARY = True

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        # in pass-and-play, only a Lady result is worth a look before the device moves on
        session.review_filter = lambda event, move: event.get("kind") == "lady_result"

    # ------------------------------------------------------------ words
    def describe_talk(self, move: Move) -> str:
        return talk_text(move, self.names())

    def talk_menu(self, moves: list[Move]) -> list[TalkEntry]:
        """What to say first (evil, good, a role, a Lady result, Merlin's name), then
        about whom; "I trust this team" is said at once."""
        names = self.names()

        def whom(claim: str, **match: Any) -> list[TalkEntry]:
            return [(names[m["target"]], m) for m in moves if m["claim"] == claim
                    and all(m.get(k) == v for k, v in match.items())]

        menu: list[TalkEntry] = [(t("avalon.talk.evil"), whom("evil")),
                                 (t("avalon.talk.good"), whom("good"))]
        menu += [(self.describe_talk(m), m) for m in moves if m["claim"] == "trust_team"]
        menu.append((t("avalon.talk.role"), [(role_you(m["role"]), m) for m in moves
                                             if m["claim"] == "role"]))
        menu.append((t("avalon.talk.lady_good"), whom("lady", good=True)))
        menu.append((t("avalon.talk.lady_evil"), whom("lady", good=False)))
        menu.append((t("avalon.talk.merlin_guess"), whom("merlin_guess")))
        return [entry for entry in menu if entry[1]]

    def event_colour(self, event: dict) -> Any:
        kind = event.get("kind")
        if kind == "quest_result":
            return "good_light" if event.get("success") else "evil_light"
        if kind in ("night", "lady_result"):
            return "highlight"
        if kind == "say":
            return "text_dim"
        if kind in ("game_over", "reveal_evil", "assassinate"):
            return "accent"
        return "text"

    def seat_status(self, view: View, seat: int) -> Any:
        revealed = (view.get("revealed") or [None] * view["players"])[seat]
        if revealed:
            return role_name(revealed), ("evil_light" if revealed in EVIL_ROLES
                                         else "good_light")
        me = view.get("seat")
        if seat == me and view.get("role"):
            return role_name(view["role"]), f"{view['side']}_light"
        if me is not None:
            if seat in view.get("sees_evil", []):
                return t("avalon.tag.evil"), "evil_light"
            if seat in view.get("merlin_candidates", []):
                return t("avalon.tag.merlin"), "good_light"
            for res in view.get("lady_results", []):
                if res["target"] == seat:
                    return (t("avalon.tag.good"), "good_light") if res["good"] else \
                        (t("avalon.tag.evil"), "evil_light")
        if view["phase"] == "vote" and seat in view.get("voted", []):
            return t("avalon.status.voted")
        if view["phase"] == "quest" and seat in view.get("played", []):
            return t("avalon.status.played")
        return ""

    def reveal(self, view: View, seat: int) -> Any:
        role = (view.get("revealed") or [None] * view["players"])[seat]
        if not role:
            return ""
        return role_name(role), "evil_light" if role in EVIL_ROLES else "good_light"

    def end_title(self, view: View) -> str:
        side = view.get("winning_side")
        if side in ("good", "evil"):
            reason = view.get("end_reason")
            return f"{t('avalon.end.' + side)}  ({t('avalon.reason.' + str(reason))})"
        return super().end_title(view)

    def warning(self, view: View) -> str:
        """The fifth proposal of a round decides: rejected, evil wins (quest or game)."""
        if view["phase"] in ("propose", "vote") and view["rejects"] == 4:
            outcome = (view.get("options") or {}).get("fifth_reject", "evil_wins_quest")
            return t("avalon.warn." + str(outcome))
        return ""

    def chapter(self, view: View) -> str:
        if view["phase"] in ("assassinate", "over"):
            return t("avalon.chapter.end")
        done = sum(1 for q in view["quests"] if q["result"])
        return t("avalon.quest", n=min(5, done + 1))

    def rules_section(self) -> str | None:
        """F1 opens the rules at what the table is doing: team, vote, quest, Lady,
        assassination (a vote's outcome still on the table: the vote)."""
        view = self.session.viewer_view()
        if self._show_votes(view) is not None and self.vote_beat():
            return "vote"
        return RULES_SECTIONS.get(view["phase"])

    def show_hint(self, move: Move) -> None:
        """The hinted team or target is picked on the table (shields, the ring), ready to
        confirm or change; a hinted vote or quest card is ringed among the big cards."""
        kind = move.get("kind")
        if kind == "propose":
            self.quest_choice = move.get("quest")
            self.selected = list(move.get("team") or [])
        elif kind in ("lady", "assassinate") and move.get("target") is not None:
            self.selected = [move["target"]]

    def history(self, view: View) -> list[Any]:
        return vote_history(view)

    def open_beliefs(self, app: Any, session: Any) -> None:
        """The end screen's page of what a hard bot believed (never during a game)."""
        # heavy and optional, loaded on purpose only when asked: the plot replays the
        # whole game through the hard bot's belief model (game.avalon.bots.hard)
        from .belief_plot import open_beliefs
        open_beliefs(app, session)

    def replay_beliefs(self, session: Any) -> Any:
        """The replay's plot of what a hard bot believed (only for a game that ended)."""
        # heavy and optional, as above: the hard bot's model, only for a finished game
        from .belief_plot import ReplayBeliefs
        return ReplayBeliefs(session)

    # ------------------------------------------------------------ actions
    def actions_extra_key(self) -> Any:
        return self.quest_choice

    def _team_size(self, view: View, quest: int | None) -> int:
        if quest is None:
            return 0
        return view["quests"][quest - 1]["size"]

    def _proposal_quest(self, view: View) -> int | None:
        opens = view.get("open_quests") or []
        if self.quest_choice in opens:
            return self.quest_choice
        return opens[0] if len(opens) == 1 else None

    def build_actions(self, view: View, legal: list[Move]) -> None:
        if not legal:
            return
        kind = legal[0]["kind"]
        names = self.names()
        if kind == "propose":
            opens = sorted({m["quest"] for m in legal})
            if len(opens) > 1:
                for q in opens:
                    b = self.action_button(t("avalon.act.pick_quest", n=q,
                                             size=self._team_size(view, q)),
                                           lambda q=q: self._choose_quest(q))
                    if q == self.quest_choice:
                        b.select()
            quest = self._proposal_quest(view)
            size = self._team_size(view, quest)
            if quest is not None:
                self.action_label(t("avalon.act.pick", size=size, chosen=len(self.selected)))
            move = {"kind": "propose", "quest": quest, "team": sorted(self.selected)}
            self.action_button(t("avalon.act.propose"), move,
                               enabled=quest is not None and move in legal, key=pygame.K_RETURN)
            if self.selected:
                self.action_button(t("avalon.act.clear"), self._clear)
        elif kind == "vote":
            self.action_button(t("avalon.act.approve"), {"kind": "vote", "approve": True},
                               key=shortcut("approve"))
            self.action_button(t("avalon.act.reject"), {"kind": "vote", "approve": False},
                               key=shortcut("reject"))
        elif kind == "quest":
            self.action_button(t("avalon.act.success"), {"kind": "quest", "success": True},
                               key=shortcut("success"))
            can_fail = {"kind": "quest", "success": False} in legal
            self.action_button(t("avalon.act.fail"), {"kind": "quest", "success": False},
                               key=shortcut("fail") if can_fail else None, enabled=can_fail,
                               tip=None if can_fail else t("avalon.act.fail_tip"))
        elif kind == "lady":
            target = self.selected[0] if self.selected else None
            move = {"kind": "lady", "target": target}
            if target is None:
                self.action_label(t("avalon.act.lady_pick"))
            else:
                self.action_button(t("avalon.act.lady_examine", name=names[target]), move,
                                   enabled=move in legal, key=pygame.K_RETURN)
            if {"kind": "lady", "target": None} in legal:
                self.action_button(t("avalon.act.lady_pass"), {"kind": "lady", "target": None})
        elif kind == "assassinate":
            target = self.selected[0] if self.selected else None
            if target is None:
                self.action_label(t("avalon.act.assassin_pick"))
            else:
                move = {"kind": "assassinate", "target": target}
                self.action_button(t("avalon.act.assassinate", name=names[target]), move,
                                   enabled=move in legal, key=pygame.K_RETURN)

    def _choose_quest(self, q: int) -> None:
        self.quest_choice = q
        view = self.session.viewer_view()
        self.selected = self.selected[:self._team_size(view, q)]

    def _clear(self) -> None:
        self.selected = []

    def picks_of(self, move: Move) -> list[int]:
        if move.get("kind") != "propose":
            return []
        self.quest_choice = move.get("quest")
        return list(move.get("team") or [])

    def play(self, move: Move) -> None:
        super().play(move)
        self.quest_choice = None

    def handle_board_click(self, pos: tuple[int, int], view: View) -> None:
        choice = self.choice(view)
        if choice:
            hit = self.prompt.hit(choice, self.choice_rects(view), pos)
            if hit is not None:
                if hit.enabled:
                    self.play(hit.move)
                else:
                    self.flash = (hit.why, self._clock + 3.0)
                return
        seat = self.seat_at(pos)
        me = self.my_turn()
        if seat is None or me is None:
            return
        phase = view["phase"]
        if phase == "propose":
            quest = self._proposal_quest(view)
            size = self._team_size(view, quest) if quest else max(
                q["size"] for q in view["quests"])
            if seat in self.selected:
                self.selected = [s for s in self.selected if s != seat]
            elif len(self.selected) < size:
                self.selected = self.selected + [seat]
            self.app.play_sound("click")
        elif phase in ("lady", "assassinate"):
            self.selected = [] if self.selected == [seat] else [seat]
            self.app.play_sound("click")

    # ------------------------------------------------------------ updates
    def on_log_events(self, events: list[dict]) -> None:
        for e in events:
            if e["kind"] == "votes":
                self.app.play_sound("reveal")
                # the outcome stays on the table for a beat before the next move lands
                self.session.hold(self.timeline.length(VOTE_BEAT))
            elif e["kind"] == "quest_result":
                self.app.play_sound("success" if e.get("success") else "fail")
