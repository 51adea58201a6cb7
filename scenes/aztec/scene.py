"""The Aztec table's input and UI state: the take by clicking the Temple's jewels (or
keys R, B, Y), the bet by clicking a player, the artefact kept, the character chosen;
the action bar of each step; Space skips the results playing. Drawing is in paint.py,
the results' playback in results.py, the places of things in layout.py.

Everything drawn comes from the current viewer's view (game/aztec/view.py)."""
from __future__ import annotations

from typing import Any

import pygame

from game.core import Move, View

from ..i18n import language, t
from .layout import layout_table
from .legend import explain_actions, rules_section
from .paint import AztecPaint
from .results import count
from .words import COLOURS, artefact_name, character_name, event_text, jewels_text

KEYS = {pygame.K_r: "red", pygame.K_b: "blue", pygame.K_y: "yellow"}


class AztecScene(AztecPaint):
    HAS_TALK = False
    END_SUMMARY = True
    LAST_MOVE_LINE = False    # the results banner says what happened, when it lands
    #: what the action bar shows now: ("results", language) for the skips, else None
    _bar_kind: Any = None

    def describe(self, event: dict) -> str:
        return event_text(event, self.session.names)

    def event_colour(self, event: dict) -> Any:
        kind = event.get("kind")
        if kind == "reveal":
            return {"truth": "good_light", "lie": "highlight", "caught": "evil_light"}[event["outcome"]]
        if kind in ("round", "game_over"):
            return "accent"
        if kind in ("card", "drawn"):
            return "highlight"
        return "text"

    def layout(self) -> None:
        super().layout()
        self._layouts += 1
        # art scaled for the old window's sizes is never drawn again (the app drops its
        # own copies on resize; this scene's cache and its prompt's would keep them)
        self._images = self._prompt = None
        w, h = self.app.size
        self.places = layout_table(self.board_rect, self.action_rect.y, self.seat_pos,
                                  self.seat_r, self.seat_text_w, w >= 1000, h >= 700,
                                  w >= 1600 and h >= 900, self.table_rect)
        self.seat_text_w = self.places.text_w

    def seat_status(self, view: View, seat: int) -> Any:
        outcome = self._revealed.get(seat)
        if outcome:
            return t("aztec.status." + outcome), "good_light" if outcome == "truth" else "evil_light"
        take = self._table_takes[seat] if seat < len(self._table_takes) else None
        if take is not None:
            return t("aztec.status.took", jewels=jewels_text(take)), "highlight"
        if not self.lagging():
            if view["phase"] == "take" and seat in view["taken"]:
                return t("aztec.status.taken")
            if view["phase"] == "bet" and seat in view["bet_placed"]:
                return t("aztec.status.bet")
        name = character_name(view["seats"][seat]["character"])
        score = self._score(view, seat, self.counts())
        return name if score is None else t("aztec.status.score", character=name, n=score)

    def end_title(self, view: View) -> str:
        winners = view.get("winners") or []
        if not winners:
            return super().end_title(view)
        names = ", ".join(self.session.name(w) for w in winners)
        points = view["seats"][winners[0]]["score"].get("total", 0)
        return t("aztec.end.title", names=names, points=points)

    def reveal(self, view: View, seat: int) -> Any:
        info = view["seats"][seat]
        return t("aztec.status.score", character=character_name(info["character"]),
                 n=info["score"].get("total", 0)), "highlight"

    def update(self, dt: float) -> None:
        viewer = self.session.viewer()
        if viewer != self._last_viewer:     # the device changed hands: nobody's pick stays
            self._last_viewer = viewer
            self.pick, self.selected = [0, 0, 0], []
        self._feed()
        self._follow_results()
        for _, e in self.playback.update(dt):
            self._shown(e)
        if self._sheet is not None:
            self._sheet_shown += len(self._sheet.update(dt))
        if self.session.over():
            self._sheet_actions()
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and \
                (self.playback.busy() or (self._sheet is not None and self._sheet.busy())):
            self.skip()
            return
        if event.type == pygame.KEYDOWN and self._owes("character"):
            hit = next((c for c in self._character_choices(self.session.viewer_view())
                        if c.key == event.key), None)
            if hit is not None:
                move = hit.move
                self.defer(lambda: self.play(move))
                return
        if event.type == pygame.KEYDOWN and event.key in KEYS and self._owes("take"):
            self.defer(lambda: self.add_jewel(KEYS[event.key]))
            return
        super().handle(event)

    def _clear_actions(self) -> None:
        self._bar_kind = None
        for widget in self._actions:
            widget.kill()
        self._actions = []
        self._action_keys = {}
        self._action_x = 0

    def _sheet_actions(self) -> None:
        """The action bar under the final scoring (the base builds none once over)."""
        key = ("sheet", self._sheet is not None and self._sheet.busy(), self.playback.busy())
        if key == self._actions_key:
            return
        self._actions_key = key
        self._clear_actions()
        if self.playback.busy() or (self._sheet is not None and self._sheet.busy()):
            self.action_button(t("aztec.act.skip"), self.skip, key=pygame.K_SPACE)
        elif self._sheet is not None:
            self.action_button(t("table.continue"), self.close_sheet, key=pygame.K_RETURN)

    def actions_extra_key(self) -> Any:
        # the skips stay while the round's results come (no rebuild between two results)
        return (tuple(self.pick), self.results_bar())

    def _rebuild_actions(self) -> None:
        if self.results_bar():    # the results play first: Space skips one, End them all
            kind = ("results", language())
            if self._bar_kind == kind and self._actions:
                return     # a bot's move among the results: the same two buttons stay
            self._clear_actions()
            self._bar_kind = kind
            self.action_button(t("aztec.act.skip"), self.skip_now, key=pygame.K_SPACE,
                               tip=t("aztec.act.skip_tip"))
            self.action_button(t("aztec.act.skip_end"), self.skip_to_end, key=pygame.K_END,
                               tip=t("aztec.act.skip_end_tip"))
            return
        self._bar_kind = None
        super()._rebuild_actions()

    def status_line(self) -> tuple[str, str]:
        if self.playback.busy() and not self.session.over():
            return t("aztec.status.playing"), "accent"
        return super().status_line()

    def add_jewel(self, colour_name: str) -> None:
        view = self.session.viewer_view()
        i = COLOURS.index(colour_name)
        if sum(self.pick) < 4 and self.pick[i] < view["temple"][colour_name]:
            self.pick[i] += 1

    def clear_pick(self) -> None:
        self.pick = [0, 0, 0]

    def pick_card(self) -> None:
        self.pick = list(count(self.session.viewer_view()["card"]))

    def submit_take(self) -> None:
        move = self._pick_move()
        self.play(move)
        if self.session.turn and self.session.record.actions[-1][1] == move:
            self.pick = [0, 0, 0]

    def build_actions(self, view: View, legal: list[Move]) -> None:
        if not legal:
            return
        kind = legal[0]["kind"]
        names = self.session.names
        if kind == "take":
            move = self._pick_move()
            self.action_button(t("aztec.act.take"), self.submit_take, enabled=move in legal,
                               key=pygame.K_RETURN, tip=t("aztec.act.take_tip"))
            self.action_button(t("aztec.act.card"), self.pick_card, key=pygame.K_c,
                               tip=t("aztec.act.card_tip"))
            self.action_button(t("aztec.act.clear"), self.clear_pick, key=pygame.K_BACKSPACE,
                               enabled=any(self.pick))
        elif kind == "bet":
            target = self.selected[-1] if self.selected else None
            if target is None or target == view["seat"]:
                words = t("aztec.act.bet_pick")
                if self.app.font(16).size(words)[0] + 16 > self.action_rect.width:
                    words = t("aztec.act.bet_pick_short")
                label = self.action_label(words)
                # the bet's two sides, named on the instruction until a seat is picked
                # (the tutorial's arrow points at them)
                explain_actions(self, kind, [("bet:believe", label), ("bet:accuse", label)])
                return
            sides = []
            for believe, key, word in ((True, pygame.K_g, "believe"), (False, pygame.K_a, "accuse")):
                sides.append((f"bet:{word}", self.action_button(
                    t("aztec.act." + word, name=names[target]),
                    {"kind": "bet", "target": target, "believe": believe},
                    key=key, tip=t("aztec.act." + word + "_tip"))))
            explain_actions(self, kind, sides)
        elif kind == "keep":
            offered = [(f"artefact:{m['artefact']}",
                        self.action_button(artefact_name(m["artefact"]), m,
                                           tip=t("aztec.effect." + m["artefact"])))
                       for m in legal]
            explain_actions(self, kind, offered)
        elif kind == "character":
            self.action_label(t("aztec.act.character_pick"))

    def rules_section(self) -> str | None:
        """F1: the rules at the moment on the table (characters, take, bets, reveal,
        artefacts, scoring)."""
        return rules_section(str(self.session.viewer_view()["phase"]), self.results_bar(),
                             self.session.over())

    def handle_board_click(self, pos: tuple[int, int], view: View) -> None:
        if self.places is None:
            return
        choices = self._character_choices(view)
        if choices:
            hit = self.prompt.hit(choices, self._prompt_rects(len(choices)), pos)
            if hit is not None and hit.enabled:
                self.play(hit.move)
            return
        for name, rect in zip(COLOURS, self.places.piles):
            if rect.collidepoint(pos):
                if self._owes("take"):
                    self.add_jewel(name)
                return
        seat = self.seat_at(pos)
        if seat is not None and seat != view["seat"] and self._owes("bet"):
            self.selected = [seat]
