"""The camp: the words of the table (status lines, log colours, the talk menu, the
phase line, the end title) and every move by mouse (a seat on the board, then the
button) or key. Its pictures (the fire, night and day, the seats' marks, the viewer's
card) are in scenes/saul/paint.py, their places in scenes/saul/layout.py.

Night privacy: every living seat owes one move per night pass (rules layer), and each
pass is a private round (manifest): in pass-and-play every human gets the pass screen,
then a private screen of the same least length on which they make their move, a real
action or "Sleep". Everything drawn comes from the current viewer's view
(game/saul/view.py)."""
from __future__ import annotations

from typing import Any

import pygame

from game.core import Move, View
from game.saul.data import ROLES, SAMUEL, SPECIAL_OPTIONS, SPY, WARRIOR

from ..i18n import t
from ..kit.talk_menu import TalkEntry
from . import layout
from .paint import SaulPaint
from .words import camp_colour, role_name, talk_text

#: moves that name one seat picked on the board: kind -> button text key
TARGETED = {"vision": "saul.act.vision", "capture": "saul.act.capture",
            "elect": "saul.act.elect", "vote": "saul.act.vote",
            "tiebreak": "saul.act.tiebreak", "shoot": "saul.act.shoot",
            "successor": "saul.act.successor"}


class SaulScene(SaulPaint):
    END_SUMMARY = True

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        # a night move's result shows on the private screen it was made on (the round's
        # screen stays until its human is done): no second look
        session.review_filter = lambda event, move: False
        self.free = False                       # the Servant's "free the captured" toggle
        self._night_layer: tuple[Any, pygame.Surface] | None = None
        self._glows: dict[tuple[int, bool], pygame.Surface] = {}

    def layout(self) -> None:
        super().layout()
        n = self.session.players
        if n > 10:   # up to 16 seats round the fire: smaller tokens, same ring
            self.seat_r = layout.seat_radius(self.seat_r, n)
            self.seat_text_w = [self._text_width(seat) for seat in range(n)]
            self._static = None

    # ------------------------------------------------------------ words
    def describe_talk(self, move: Move) -> str:
        return talk_text(move, self.names())

    def talk_menu(self, moves: list[Move]) -> list[TalkEntry]:
        """What to say first (accuse, vote, trust, a card, a vision and its card), then
        about whom: a few lines a step even at 16 seats. The cards offered are this
        game's (a claim of a card not dealt would fool nobody)."""
        options = self.session.view_for(None)["options"]
        dealt = {SPY, WARRIOR, SAMUEL} | {c for o, c in SPECIAL_OPTIONS.items() if options.get(o)}
        roles = [r for r in ROLES if r in dealt]

        def whom(claim: str, role: str | None = None) -> list[TalkEntry]:
            return [(self.names()[m["target"]], m) for m in moves if m["claim"] == claim
                    and "target" in m and (role is None or m.get("role") == role)]

        menu: list[TalkEntry] = [(t(f"saul.talk.{c}"), whom(c)) for c in ("accuse", "vote", "trust")]
        menu.append((t("saul.talk.role"), [(role_name(m["role"]), m) for m in moves
                                            if m["claim"] == "role" and m["role"] in dealt]))
        menu.append((t("saul.talk.vision"), [(t("saul.talk.vision_role", role=role_name(r)),
                                              whom("vision", r)) for r in roles]))
        return [entry for entry in menu if entry[1]]

    def event_colour(self, event: dict) -> Any:
        kind = event.get("kind")
        if kind in ("dawn", "banished", "shot"):
            return "accent"
        if kind == "eliminated":
            return camp_colour(event.get("role"))
        if kind in ("night", "vision", "glimpse", "told", "lover", "spies", "pick", "captured"):
            return "highlight"
        if kind == "say":
            return "text_dim"
        if kind == "game_over":
            return "accent"
        return "text"

    def seat_status(self, view: View, seat: int) -> Any:
        revealed = view["revealed"][seat]
        if revealed:
            return role_name(revealed), camp_colour(revealed)
        me = view.get("seat")
        if me is not None and seat == me and view.get("role"):
            return role_name(view["role"]), camp_colour(view["role"])
        if seat in (view.get("spies") or []):
            return t("saul.status.spy"), "evil_light"
        for v in reversed(view.get("visions") or []):
            if v["target"] == seat:
                return role_name(v["role"]), camp_colour(v["role"])
        for g in view.get("glimpses") or []:
            if seat in g["spies"]:
                return t("saul.status.spy"), "evil_light"
        phase = view["phase"]
        if phase == "debate" and seat in view.get("ready", []):
            return t("saul.status.ready")
        if phase in ("elect", "vote") and seat in view.get("voted", []):
            return t("saul.status.voted")
        return ""

    def reveal(self, view: View, seat: int) -> Any:
        role = view["revealed"][seat]
        if not role:
            return ""
        text = role_name(role)
        if seat in (view.get("all_lovers") or []):
            text += " – " + t("saul.status.lover")
        return text, camp_colour(role)

    def end_title(self, view: View) -> str:
        winner = view.get("winner")
        return t(f"saul.end.{winner}") if winner else super().end_title(view)

    def phase_text(self, view: View) -> str:
        phase, names = view["phase"], self.names()
        if phase == "night":
            return t("saul.phase.night", night=view["night"]) + " (" + \
                t(f"saul.pass.{view['pass']}") + ")"
        if phase == "debate":
            key = "saul.phase.debate_elect" if view.get("ballot_next") == "elect" \
                else "saul.phase.debate"
            return t(key, day=view["day"])
        if phase in ("elect", "vote"):
            if view["ballot"] == 2:
                return t(f"saul.phase.{phase}_again")
            return t(f"saul.phase.{phase}", day=view["day"])
        if phase in ("tiebreak", "successor") and view["general"] is not None:
            return t(f"saul.phase.{phase}", name=names[view["general"]])
        if phase == "shot" and view["shooter"] is not None:
            return t("saul.phase.shot", name=names[view["shooter"]])
        return ""

    # ------------------------------------------------------------ actions
    def enter(self) -> None:
        first = not self._started
        super().enter()
        if first and self.session.turn == 0:
            # the first night's first pass is under way already: its private round
            self.session.reveal_round(acts=True)

    def actions_extra_key(self) -> Any:
        return self.free

    def build_actions(self, view: View, legal: list[Move]) -> None:
        if not legal:
            return
        kind = legal[0]["kind"]
        names = self.names()
        if kind == "sleep":
            self.action_button(t("saul.act.sleep"), legal[0],
                               tip=t("saul.act.sleep_tip"), key=pygame.K_RETURN)
        elif kind == "ready":
            self.action_button(t("saul.act.ready"), legal[0], tip=t("saul.act.ready_tip"),
                               key=pygame.K_RETURN)
        elif kind == "thief":
            middle = view.get("middle") or []
            for m in legal:
                if m["take"] is None:
                    self.action_button(t("saul.act.keep"), m, key=pygame.K_k)
                else:
                    self.action_button(t("saul.act.take", role=role_name(middle[m["take"]])), m,
                                       key=pygame.K_1 + m["take"])
        elif kind == "michal":
            self.action_button(t("saul.act.michal_home"), {"kind": "michal", "spy": False},
                               key=pygame.K_h)
            self.action_button(t("saul.act.michal_spy"), {"kind": "michal", "spy": True},
                               key=pygame.K_s)
        elif kind == "lovers":
            pair = sorted(self.selected[:2])
            self.action_label(t("saul.act.pick_two", chosen=len(pair)))
            move: Move = {"kind": "lovers", "pair": pair}
            self.action_button(t("saul.act.lovers"), move, enabled=move in legal,
                               key=pygame.K_RETURN)
        elif kind == "contacts":
            if any(m["free"] for m in legal):
                self.action_button(t("saul.act.free" if not self.free else "saul.act.free_off"),
                                   self._toggle_free, key=pygame.K_f)
            target = self.selected[0] if self.selected else None
            move = {"kind": "contacts", "free": self.free, "banish": target}
            if target is not None:
                self.action_label(t("saul.act.banish", name=names[target]))
            self.action_button(t("saul.act.contacts"), move, enabled=move in legal,
                               key=pygame.K_RETURN)
        elif kind in TARGETED:
            target = self.selected[0] if self.selected else None
            if target is None:
                self.action_label(t("saul.act.pick"))
            else:
                move = {"kind": kind, "target": target}
                self.action_button(t(TARGETED[kind], name=names[target]), move,
                                   enabled=move in legal, key=pygame.K_RETURN)
        if self.selected and kind not in ("sleep", "ready", "michal", "thief"):
            self.action_button(t("saul.act.clear"), self._clear)

    def _toggle_free(self) -> None:
        self.free = not self.free

    def _clear(self) -> None:
        self.selected = []

    def play(self, move: Move) -> None:
        super().play(move)
        self.free = False

    def handle_board_click(self, pos: tuple[int, int], view: View) -> None:
        seat, me = self.seat_at(pos), self.my_turn()
        if seat is None or me is None:
            return
        legal = self.session.legal(me)
        kind = legal[0]["kind"] if legal else ""
        if kind == "lovers":
            if seat in self.selected:
                self.selected = [s for s in self.selected if s != seat]
            elif len(self.selected) < 2:
                self.selected = self.selected + [seat]
        elif kind in TARGETED or kind == "contacts":
            allowed = {m.get("target", m.get("banish")) for m in legal}
            if seat in allowed:
                self.selected = [] if self.selected == [seat] else [seat]
        else:
            return
        self.app.play_sound("click")

    # ------------------------------------------------------------ updates
    def update(self, dt: float) -> None:
        session = self.session
        super().update(dt)
        if self.app.top is not self:
            return
        if not session.pass_and_play():
            self._sleep_alone()

    def on_log_events(self, events: list[dict]) -> None:
        if any(e["kind"] == "dawn" for e in events):
            self.app.play_sound("reveal")

    def _sleep_alone(self) -> None:
        """One person at the device: nobody to fool, so an hour with nothing to do passes
        by itself."""
        seat = self.my_turn()
        if seat is not None and self.session.legal(seat) == [{"kind": "sleep"}]:
            self.play({"kind": "sleep"})
