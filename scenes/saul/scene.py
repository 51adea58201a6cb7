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
from ..kit.text import colour
from . import layout
from .paint import SaulPaint
from .words import camp_colour, role_name, talk_text

#: moves that name one seat picked on the board: kind -> button text key
TARGETED = {"vision": "saul.act.vision", "capture": "saul.act.capture",
            "elect": "saul.act.elect", "vote": "saul.act.vote",
            "tiebreak": "saul.act.tiebreak", "shoot": "saul.act.shoot",
            "successor": "saul.act.successor"}
#: the rules section (scenes/data/rules/saul.*.md) for each phase
RULES_SECTIONS = {"night": "night", "elect": "general", "tiebreak": "general",
                  "successor": "general", "shot": "dawn", "debate": "talk", "vote": "vote"}
#: end-screen rows need this many pixels to show names and cards on two lines
END_ROW = 42


class SaulScene(SaulPaint):
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

    @property
    def END_SUMMARY(self) -> bool:  # type: ignore[override]  # the kit's flag, per size
        """The end screen's summary under the seats, unless it leaves them too little
        room for names and cards on two lines (10 seats at 800x600): the lovers are
        then in the cards column, the nights in the timeline."""
        app = getattr(self, "app", None)
        if app is None:
            return True
        room = app.size[1] - 160
        n = self.session.players
        return not ((room - 100) // n < END_ROW <= room // n)

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
        """Who won and why, in one line: "David's Warriors win: no Spy is left. Bruno
        was the last Spy to fall." """
        winner = view.get("winner")
        if not winner:
            return super().end_title(view)
        why = self.end_why(view)
        return t(f"saul.end.{winner}") + (" " + why if why else "")

    def end_why(self, view: View) -> str:
        """The last fall that ended the game, or who is left."""
        winner, names = view.get("winner"), self.names()
        alive, roles = view["alive"], view["revealed"]
        if winner == "lovers" and view.get("all_lovers"):
            a, b = view["all_lovers"]
            return t("saul_legend.end.why.lovers", a=names[a], b=names[b])
        if winner == "david":
            last = next((e["seat"] for e in reversed(view["log"])
                         if e["kind"] == "eliminated" and e["role"] == SPY), None)
            return t("saul_legend.end.why.david", name=names[last]) if last is not None else ""
        if winner == "saul":
            left = sum(1 for p, a in enumerate(alive) if a and roles[p] != SPY)
            return t("saul_legend.end.why.saul_none") if left == 0 else \
                t("saul_legend.end.why.saul", n=left)
        return ""

    def rules_section(self) -> str | None:
        """F1 opens the rules at what the camp is doing: night, dawn (the dawn's news
        still over the fire, a Valiant Warrior's shot), the General, talk, the vote."""
        view = self.session.viewer_view()
        if view["phase"] == "debate" and view.get("ballot_next") == "elect":
            return "general"
        if view["phase"] != "night" and self.timeline.progress("dawn", 4.0) < 1.0 and \
                any(e["kind"] == "dawn" for e in view["log"]):
            return "dawn"
        return RULES_SECTIONS.get(view["phase"])

    def phase_line(self, view: View) -> str:
        """What the camp is doing now, over the fire."""
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
        return self.free, self.out_state

    def build_actions(self, view: View, legal: list[Move]) -> None:
        if self.out_state is not None:
            self._out_actions()
        if not legal:
            return
        kind = legal[0]["kind"]
        names = self.names()
        if kind == "sleep":
            button = self.action_button(t("saul.act.sleep"), legal[0],
                                        tip=t("saul.act.sleep_tip"), key=pygame.K_RETURN)
            self.explain("sleep", button.rect, "saul_legend.zone.sleep")
        elif kind == "ready":
            button = self.action_button(t("saul.act.ready"), legal[0],
                                        tip=t("saul.act.ready_tip"), key=pygame.K_RETURN)
            self.explain("ready", button.rect, "saul_legend.zone.ready")
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

    def _show_talk(self) -> None:
        """The kit's talk list, as wide as its longest line, moved where it covers no
        seat (scenes/saul/layout.py ``talk_rect``)."""
        super()._show_talk()
        widget = self._talk_list
        if widget is None:
            return
        font = next((item["button_element"].font for item in widget.item_list
                     if item["button_element"] is not None), None)
        w = widget.rect.width
        if font is not None:
            frame = widget.rect.width - widget.item_list_container.rect.width
            longest = max(font.size(item["text"])[0] for item in widget.item_list)
            w = min(w, max(160, longest + frame + 16))
        rect = layout.talk_rect(self.board_rect, self.inner_rect, self.talk_button.rect,
                                (w, widget.rect.height), self.seat_pos, self.seat_r)
        if rect.size != widget.rect.size:
            widget.set_dimensions(rect.size)
        widget.set_relative_position(rect.topleft)
        self._show_talk_cursor()

    # ------------------------------------------------------------ a human who is out
    def _out_actions(self) -> None:
        if self.out_state == "offer":
            self.action_button(t("saul_legend.out.watch"), self._watch,
                               tip=t("saul_legend.out.watch_tip"), key=pygame.K_RETURN)
            self.action_button(t("saul_legend.out.skip"), self._skip,
                               tip=t("saul_legend.out.skip_tip"), key=pygame.K_s)
        elif self.out_state == "watch":
            text = t("saul_legend.out.watching")
            self.action_label(text, self.app.font(18).size(text)[0] + 30)
            self.action_button(t("saul_legend.out.skip"), self._skip,
                               tip=t("saul_legend.out.skip_tip"), key=pygame.K_s)
        else:
            text = t("saul_legend.out.skipping")
            self.action_label(text, self.app.font(18).size(text)[0] + 30)

    def _lone_out(self) -> bool:
        """Every human at the device is out of the game with nothing left to do (one
        playing alone, or all of a pass-and-play table)."""
        s = self.session
        humans = s.humans()
        if not humans or s.over():
            return False
        view = s.view_for(None)
        return not any(view["alive"][h] for h in humans) and \
            not set(s.to_act()) & set(humans)

    def _spectate(self) -> None:
        """From now on the table shows the public view (never more than a spectator
        sees), except when the rules ask a human at the device for a move (a fallen
        General naming a successor)."""
        self.session.spectate()
        self._actions_key = None
        self._night_layer = None

    def _watch(self) -> None:
        self.out_state = "watch"
        self._spectate()

    def _skip(self) -> None:
        self.out_state = "skip"
        self._spectate()
        self.session.delay = 0.0

    def phase_text(self, view: View) -> str:
        if self.out_state == "offer":
            return ""            # the offer takes the phase line's place
        return self.phase_line(view)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        super().draw_board(surface, rect, view)
        if self.out_state != "offer":
            return
        width = min(560, rect.width - 16)
        text = self.texts.block(t("saul_legend.out.title"), width - 24,
                                ((18, 1), (16, 1), (15, 2), (14, 2)), "accent", True)
        box = layout.out_panel(rect, (text.get_width() + 28, text.get_height() + 16),
                               layout.phase_spot(rect, layout.fire_size(rect))[1])
        box.bottom = box.top            # over the fire, where the phase line was
        box.top = max(box.top, rect.top + 4)
        surface.blit(self._backdrop(box.size), box.topleft)
        pygame.draw.rect(surface, colour("accent"), box, 2, border_radius=8)
        surface.blit(text, text.get_rect(center=box.center))
        self.explain("out", box, "saul_legend.zone.out_panel")

    # ------------------------------------------------------------ updates
    def update(self, dt: float) -> None:
        session = self.session
        if self.out_state is None and self._lone_out():
            self.out_state = "offer"
            self._actions_key = None
        if self.out_state == "offer":
            session.hold(dt + 0.5)     # the table waits for the answer
        elif self.out_state == "skip":
            session.skip_wait()
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
        by itself (not in the tutorial, which teaches the Sleep button)."""
        if getattr(self.session, "coach", None) is not None:
            return
        seat = self.my_turn()
        if seat is not None and self.session.legal(seat) == [{"kind": "sleep"}]:
            self.play({"kind": "sleep"})
