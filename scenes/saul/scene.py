"""The camp: seats around a fire, night and day lighting, the revealed cards of the
fallen, the General's badge, the lovers' mark (for the lovers' eyes only), the
viewer's card and knowledge, every move by mouse (a seat on the board, then the
button) or key.

Night privacy: every living seat owes one move per night pass (rules layer), and each
pass is a private round (manifest): in pass-and-play every human gets the pass screen,
then a private screen of the same least length on which they make their move, a real
action or "Sleep". Everything drawn comes from the current viewer's view
(game/saul/view.py)."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import Move, View
from game.saul.data import ROLES, SAMUEL, SPECIAL_OPTIONS, SPY, WARRIOR

from ..i18n import t
from ..kit.table import TableScene
from ..kit.talk_menu import TalkEntry
from ..kit.text import colour
from ..kit.tokens import shape_points
from .words import camp_colour, event_text, knowledge_lines, role_name, talk_text

#: seconds the dawn banner stays over the fire
DAWN_SECONDS = 4.0
#: moves that name one seat picked on the board: kind -> button text key
TARGETED = {"vision": "saul.act.vision", "capture": "saul.act.capture",
            "elect": "saul.act.elect", "vote": "saul.act.vote",
            "tiebreak": "saul.act.tiebreak", "shoot": "saul.act.shoot",
            "successor": "saul.act.successor"}
#: night events told in the end screen's history
NIGHT_KINDS = ("thief", "lovers", "vision", "pick", "michal", "glimpse", "captured", "contacts")
KNOWS_TRIES = ((15, 1), (14, 1), (13, 2), (12, 3))
PHASE_TRIES = ((18, 1), (16, 1), (15, 1), (14, 2))


class SaulScene(TableScene):
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
            self.seat_r = max(11, self.seat_r * 10 // n)
            self.seat_text_w = [self._text_width(seat) for seat in range(n)]
            self._static = None

    # ------------------------------------------------------------ words
    def names(self) -> list[str]:
        return self.session.names

    def describe(self, event: dict) -> str:
        return event_text(event, self.names())

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

    # ------------------------------------------------------------ drawing
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        night = view["phase"] == "night"
        self._draw_light(surface, night)
        size = max(18, min(rect.width, rect.height) // 7)
        self._draw_fire(surface, rect.center, size, night)
        above = (rect.centerx, rect.centery - int(size * 1.4))
        if not self._draw_dawn(surface, rect, view, above):
            phase = self.phase_text(view)
            if phase:
                line = self.texts.block(phase, int(rect.width * 0.8), PHASE_TRIES, "text", True)
                surface.blit(line, line.get_rect(midbottom=above))
        self._draw_private(surface, rect, view)

    def _draw_light(self, surface: pygame.Surface, night: bool) -> None:
        """Night: the whole camp under a dark blue veil; day: a warm light on the ground."""
        area = self.board_rect.union(self.top_rect)
        key = (self.app.size, tuple(area), night)
        if self._night_layer is None or self._night_layer[0] != key:
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            ground = self.table_rect.inflate(24, 24).move(-area.x, -area.y)
            if night:
                layer.fill((6, 10, 40, 110))
                pygame.draw.ellipse(layer, (6, 10, 40, 150), ground)
            else:
                pygame.draw.ellipse(layer, (255, 200, 110, 34), ground)
            self._night_layer = (key, layer)
        surface.blit(self._night_layer[1], area.topleft)

    def _draw_fire(self, surface: pygame.Surface, centre: tuple[int, int], size: int,
                   night: bool) -> None:
        cx, cy = centre
        surface.blit(self._glow(size, night), (cx - size * 3, cy - size * 3))
        wood = colour("wood_dark")
        for dx in (-1, 1):
            pygame.draw.line(surface, wood, (cx - dx * size, cy + size // 2),
                             (cx + dx * size, cy + size // 5), max(3, size // 5))
        flick = math.sin(self._clock * 9) * 0.12 + math.sin(self._clock * 4.3) * 0.08
        for scale, fill in ((1.0, (230, 90, 30)), (0.68, (250, 170, 40)), (0.38, (255, 235, 140))):
            h = size * 1.3 * scale * (1 + flick)
            w = size * 0.75 * scale
            points = [(cx - w, cy + size * 0.3), (cx - w * 0.5, cy - h * 0.45),
                      (cx, cy - h), (cx + w * 0.5, cy - h * 0.4), (cx + w, cy + size * 0.3)]
            pygame.draw.polygon(surface, fill, points)

    def _glow(self, size: int, night: bool) -> pygame.Surface:
        """The fire's light: rings fading outwards (cached per size)."""
        key = (size, night)
        cached = self._glows
        if key not in cached:
            glow = pygame.Surface((size * 6, size * 6), pygame.SRCALPHA)
            steps = 12
            for i in range(steps):
                rad = int(size * 3 * (1 - i / steps))
                alpha = int((60 if night else 28) * (i + 1) / steps)
                pygame.draw.circle(glow, (255, 150, 50, alpha), (size * 3, size * 3), rad)
            cached[key] = glow
        return cached[key]

    def _draw_private(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """The viewer's card and what it knows, at the bottom of the board."""
        role = view.get("role")
        if not role:
            return
        lines = [t(f"saul.knows.you_are.{role}")]   # with its article: "a Spy", "the Thief"
        me = view.get("seat")
        if me is not None and not view["alive"][me]:
            lines.append(t("saul.knows.dead"))
        lines += knowledge_lines(view, self.names())
        width = min(rect.width, 520)
        rendered = [self.texts.block(lines[0], width, KNOWS_TRIES, camp_colour(role), True)]
        rendered += [self.texts.block(x, width, KNOWS_TRIES, "text") for x in lines[1:]]
        room = rect.height // 2 - 10
        while len(rendered) > 1 and sum(r.get_height() + 2 for r in rendered) > room:
            rendered.pop(1)                     # the oldest knowledge goes first
        h = sum(r.get_height() + 2 for r in rendered) + 10
        w = max(r.get_width() for r in rendered) + 24
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (rect.centerx, rect.bottom - 2)
        surface.blit(self._backdrop(box.size), box.topleft)
        pygame.draw.rect(surface, colour(camp_colour(role)), box, 1, border_radius=8)
        y = box.y + 5
        for r in rendered:
            surface.blit(r, r.get_rect(midtop=(box.centerx, y)))
            y += r.get_height() + 2

    def _draw_dawn(self, surface: pygame.Surface, rect: pygame.Rect, view: View,
                   spot: tuple[int, int]) -> bool:
        """The dawn's news over the fire for a few seconds; True while it shows."""
        if self.timeline.progress("dawn", DAWN_SECONDS) >= 1.0:
            return False
        dawn = next((e for e in reversed(view["log"]) if e["kind"] == "dawn"), None)
        if dawn is None:
            return False
        line = self.texts.block(self.describe(dawn), int(rect.width * 0.8), PHASE_TRIES,
                                "accent", True)
        box = line.get_rect(midbottom=spot).inflate(16, 8)
        surface.blit(self._backdrop(box.size), box.topleft)
        surface.blit(line, line.get_rect(center=box.center))
        return True

    def draw_seat_extras(self, surface: pygame.Surface, seat: int, centre: tuple[int, int],
                         view: View) -> None:
        r = self.seat_r
        x, y = centre
        if not view["alive"][seat]:
            veil = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
            pygame.draw.circle(veil, (20, 20, 20, 150), (r + 2, r + 2), r + 1)
            surface.blit(veil, (x - r - 2, y - r - 2))
            k = int(r * 0.6)
            for a, b in (((x - k, y - k), (x + k, y + k)), ((x - k, y + k), (x + k, y - k))):
                pygame.draw.line(surface, colour("danger"), a, b, 3)
        if view["general"] == seat:
            spot, rad = (x - r, y - r), max(8, r // 2)
            pygame.draw.circle(surface, colour("ink"), spot, rad + 1)
            pygame.draw.polygon(surface, colour("gold"), shape_points("star", *spot, rad))
        if seat in (view.get("lovers") or []):
            pygame.draw.polygon(surface, colour("evil_light"),
                                shape_points("heart", x + r, y - r, max(6, r // 2)))
        if view["phase"] == "night":
            picks = [p["target"] for p in view.get("picks") or []]
            if seat in picks:
                self._badge(surface, (x + r, y + r // 2), max(8, r // 2), "evil_dark",
                            str(picks.count(seat)))
        if seat in self.selected and self.my_turn() is not None:
            pygame.draw.circle(surface, colour("accent"), centre, r + 8, 3)
        tally = self._tally(view)
        if tally and seat in tally:
            self._badge(surface, (x - r, y + r // 2), max(8, r // 2), "panel_light",
                        str(tally[seat]))

    def _badge(self, surface: pygame.Surface, centre: tuple[int, int], radius: int,
               fill: str, text: str) -> None:
        pygame.draw.circle(surface, colour(fill), centre, radius)
        pygame.draw.circle(surface, colour("ink"), centre, radius, 1)
        label = self.texts.get(text, max(10, int(radius * 1.4)), "text", True)
        surface.blit(label, label.get_rect(center=centre))

    def _tally(self, view: View) -> dict[int, int] | None:
        """The latest ballot's votes per seat, while its day's vote is still on the table."""
        for e in reversed(view["log"]):
            if e["kind"] in ("night", "dawn"):
                return None
            if e["kind"] == "ballot":
                return {int(p): c for p, c in e["tally"].items()}
        return None

    def draw_end_summary(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """The lovers, the middle cards and the nights, as many as fit (latest last)."""
        names = self.names()
        lovers = view.get("all_lovers")
        lines = [t("saul.end.lovers_were", a=names[lovers[0]], b=names[lovers[1]]) if lovers
                 else t("saul.end.no_lovers")]
        if view.get("all_middle"):
            lines.append(t("saul.end.middle", cards=", ".join(role_name(c)
                                                              for c in view["all_middle"])))
        nights: list[str] = []
        current = ""
        for e in view.get("history") or []:
            if e["kind"] == "night":
                if current:
                    nights.append(current)
                current = t("saul.ev.night", night=e["night"])
            elif e["kind"] in NIGHT_KINDS:
                owner = e.get("seat") if e["kind"] != "pick" else None
                who = names[owner] + ": " if isinstance(owner, int) else ""
                current += "  " + who + self.describe(e)
        if current:
            nights.append(current)
        y = rect.y
        for text in lines:
            line = self.texts.fit(text, rect.width, 15, "accent", True)
            surface.blit(line, (rect.x, y))
            y += line.get_height() + 2
        blocks = [self.texts.block(text, rect.width, ((13, 2), (12, 2), (12, 3)), "text_dim",
                                   align="left") for text in nights]
        while blocks and sum(b.get_height() + 2 for b in blocks) > rect.bottom - y:
            blocks.pop(0)                       # the earliest nights give way
        for block in blocks:
            surface.blit(block, (rect.x, y))
            y += block.get_height() + 2
