"""The Aztec table: the Temple with its three jewel piles and the three Curse cards in
the middle, each player's character, jewels, stones and artefacts by their seat, the
viewer's secret card; the take by clicking the Temple's jewels, the bet by clicking a
player; the bets and the reveal played one player at a time with the stones moving.

Everything drawn comes from the current viewer's view (game/aztec/view.py); the
reveal animation reads only the public log."""
from __future__ import annotations

from typing import Any

import pygame

from game.core import Move, View

from ..i18n import t
from ..kit.sequence import Sequence
from ..kit.timeline import speed_factor
from ..table import TableScene
from ..text import colour
from .words import COLOURS, artefact_name, character_name, event_text, jewels_text

#: seconds each public result plays on the table at normal speed
SECONDS = {"bets": 1.4, "reveal": 2.2, "curse": 1.0}
KEYS = {pygame.K_r: "red", pygame.K_b: "blue", pygame.K_y: "yellow"}
BET_COLOURS = {True: (60, 154, 78), False: (198, 60, 47)}


def _count(jewels: dict[str, int] | None) -> tuple[int, int, int]:
    j = jewels or {}
    return (j.get("red", 0), j.get("blue", 0), j.get("yellow", 0))


class AztecScene(TableScene):
    HAS_TALK = False
    END_SUMMARY = True

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        # a take or a bet echoes only itself: no private look after it
        session.review_filter = lambda event, move: event.get("kind") == "drawn"
        self.pick = [0, 0, 0]          # the take being put together (red, blue, yellow)
        self.playback = Sequence()
        self._public_seen: int | None = None
        self._table_bets: list[dict[str, Any]] = []
        self._revealed: dict[int, str] = {}
        self._piles: dict[str, pygame.Rect] = {}
        self._spots: dict[str, tuple[int, int]] = {}

    # ------------------------------------------------------------ assets and words
    def icon(self, name: str, size: int) -> pygame.Surface | None:
        try:
            return self.app.image(name, (size, size))
        except (FileNotFoundError, pygame.error):
            return None

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

    def seat_status(self, view: View, seat: int) -> Any:
        info = view["seats"][seat]
        # while the reveal plays on the table, only the players it has reached so far
        outcome = self._revealed.get(seat) if self.playback.busy() \
            else info.get("outcome") or self._revealed.get(seat)
        if outcome:
            return t("aztec.status." + outcome), "good_light" if outcome == "truth" else "evil_light"
        if info["take"] is not None:
            return t("aztec.status.took", jewels=jewels_text(info["take"])), "highlight"
        if view["phase"] == "take" and seat in view["taken"]:
            return t("aztec.status.taken")
        if view["phase"] == "bet" and seat in view["bet_placed"]:
            return t("aztec.status.bet")
        score = (info.get("score") or {}).get("total")
        name = character_name(info["character"])
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

    # ------------------------------------------------------------ the public results
    def holding(self) -> bool:
        return self.playback.busy()

    def _feed(self) -> None:
        """Queue the new public results (bets, reveals, curses) for the table."""
        log = self.session.view_for(None)["log"]
        if self._public_seen is None:       # a loaded game: only what comes next
            self._public_seen = len(log)
        fresh, self._public_seen = log[self._public_seen:], len(log)
        for e in fresh:
            kind = e["kind"]
            if kind == "round":
                self.playback.add(e, 0.0)
            elif kind in SECONDS and (kind != "curse" or e["seat"] is not None):
                self.playback.add(e, SECONDS[kind] * speed_factor(self.app.settings))

    def update(self, dt: float) -> None:
        self._feed()
        for e in self.playback.update(dt):
            self._shown(e)
        super().update(dt)

    def _shown(self, e: dict[str, Any]) -> None:
        if e["kind"] == "round":
            self._table_bets, self._revealed = [], {}
        elif e["kind"] == "bets":
            self._table_bets = e["bets"]
        elif e["kind"] == "reveal":
            self._revealed[e["seat"]] = e["outcome"]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.playback.busy():
            for e in self.playback.skip():
                self._shown(e)
            return
        if event.type == pygame.KEYDOWN and event.key in KEYS and self._owes("take"):
            self.defer(lambda: self.add_jewel(KEYS[event.key]))
            return
        super().handle(event)

    # ------------------------------------------------------------ actions
    def actions_extra_key(self) -> Any:
        return tuple(self.pick)

    def _owes(self, kind: str) -> bool:
        seat = self.my_turn()
        legal = self.session.legal(seat) if seat is not None else []
        return bool(legal) and legal[0]["kind"] == kind

    def _pick_move(self) -> Move:
        return {"kind": "take", "jewels": {c: n for c, n in zip(COLOURS, self.pick) if n}}

    def add_jewel(self, colour_name: str) -> None:
        view = self.session.viewer_view()
        i = COLOURS.index(colour_name)
        if sum(self.pick) < 4 and self.pick[i] < view["temple"][colour_name]:
            self.pick[i] += 1

    def clear_pick(self) -> None:
        self.pick = [0, 0, 0]

    def pick_card(self) -> None:
        self.pick = list(_count(self.session.viewer_view()["card"]))

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
                self.action_label(t("aztec.act.bet_pick"))
                return
            for believe, key, word in ((True, pygame.K_g, "believe"), (False, pygame.K_a, "accuse")):
                self.action_button(t("aztec.act." + word, name=names[target]),
                                   {"kind": "bet", "target": target, "believe": believe},
                                   key=key, tip=t("aztec.act." + word + "_tip"))
        elif kind == "keep":
            for m in legal:
                self.action_button(artefact_name(m["artefact"]), m,
                                   tip=t("aztec.effect." + m["artefact"]))
        elif kind == "character":
            for m in legal:
                self.action_button(character_name(m["character"]), m)

    def handle_board_click(self, pos: tuple[int, int], view: View) -> None:
        for name, rect in self._piles.items():
            if rect.collidepoint(pos):
                if self._owes("take"):
                    self.add_jewel(name)
                return
        seat = self.seat_at(pos)
        if seat is not None and seat != view["seat"] and self._owes("bet"):
            self.selected = [seat]

    # ------------------------------------------------------------ drawing
    def _jewel_row(self, surface: pygame.Surface, jewels: tuple[int, int, int], x: int, y: int,
                   size: int, zeros: bool = True, fg: str = "text") -> int:
        """Jewel icons with their counts from (x, y) (top left); returns the right edge."""
        for c, n in zip(COLOURS, jewels):
            if not n and not zeros:
                continue
            img = self.icon(f"aztec_jewel_{c}.png", size)
            if img is not None:
                surface.blit(img, (x, y))
            num = self.texts.get(str(n), max(11, size - 2), fg, True)
            surface.blit(num, num.get_rect(midleft=(x + size + 1, y + size // 2)))
            x += size + num.get_width() + 6
        return x

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        small = rect.height < 300
        # the Temple and its three piles of jewels
        tw = min(int(rect.width * 0.34), int(rect.height * (0.4 if small else 0.5) * 1.6))
        try:
            temple = self.app.image("aztec_temple.png", (tw, int(tw * 150 / 240)))
        except (FileNotFoundError, pygame.error):
            temple = None
        top = rect.y + 2
        if temple is not None:
            surface.blit(temple, temple.get_rect(midtop=(rect.centerx, top)))
            top += temple.get_height()
        self._spots["temple"] = (rect.centerx, top - 10)
        size = 18 if small else 28
        self._piles = {}
        pile_w = size + (36 if small else 44)
        x0 = rect.centerx - (3 * pile_w) // 2
        can_take = self._owes("take")
        for i, c in enumerate(COLOURS):
            r = pygame.Rect(x0 + i * pile_w + 2, top + 2, pile_w - 4, size + 8)
            self._piles[c] = r
            pygame.draw.rect(surface, colour("panel_light" if can_take else "panel"), r, border_radius=6)
            if can_take:
                pygame.draw.rect(surface, colour("highlight"), r, 1, border_radius=6)
            only = (view["temple"]["red"] if c == "red" else 0,
                    view["temple"]["blue"] if c == "blue" else 0,
                    view["temple"]["yellow"] if c == "yellow" else 0)
            self._jewel_row(surface, only, r.x + 4, r.y + 4, size, zeros=False)
        # the three Curse cards with their stones, and the reserve
        side = (rect.width - tw) // 2 - 8
        cw = max(26, min(54, (side - 12) // 3))
        ch = int(cw * 1.15)
        cx = rect.right - 3 * (cw + 6)
        cy = rect.y + 8
        if not small:
            head = self.texts.get(t("aztec.board.curses"), 13, "text_dim", True)
            surface.blit(head, (cx, cy))
            cy += head.get_height() + 2
        stone_size = max(12, min(20, cw // 2 - 4))
        for i, c in enumerate(COLOURS):
            card = pygame.Rect(cx + i * (cw + 6), cy, cw, ch)
            pygame.draw.rect(surface, colour("parchment_dark"), card, border_radius=6)
            pygame.draw.rect(surface, colour("ink"), card, 2, border_radius=6)
            img = self.icon(f"aztec_jewel_{c}.png", cw // 2)
            if img is not None:
                surface.blit(img, img.get_rect(midtop=(card.centerx, card.y + 3)))
            stone = self.icon("aztec_stone.png", stone_size)
            n = self.texts.get(f"{view['curses'][c]}", max(12, min(15, cw // 3)), "text_dark", True)
            if stone is not None:
                surface.blit(stone, stone.get_rect(bottomright=(card.centerx, card.bottom - 3)))
            surface.blit(n, n.get_rect(bottomleft=(card.centerx + 2, card.bottom - 3)))
            self._spots["curse_" + c] = card.center
        # under the piles: the round, the reserve of stones, the artefact deck
        info = " · ".join([t("aztec.board.round", round=view["round"], rounds=view["rounds"]),
                           t("aztec.board.reserve", n=view["reserve"]),
                           t("aztec.board.artefacts", n=view["artefact_deck"])])
        text = self.texts.block(info, rect.width - 8, ((15, 1), (14, 1), (13, 1), (13, 2)), "text")
        line = text.get_rect(midtop=(rect.centerx, top + size + 14))
        surface.blit(text, line)
        self._spots["reserve"] = line.center
        self._draw_card_box(surface, view)
        self._draw_bets(surface)
        self._draw_playing(surface, rect)

    def _draw_card_box(self, surface: pygame.Surface, view: View) -> None:
        """Bottom left, beside the viewer's seat: the secret card, the take being put
        together and the score so far (owner only)."""
        card = view.get("card")
        me = view["seat"]
        if me is None or (card is None and not view["seats"][me]["score"]):
            return
        size = 22 if self.app.size[1] < 700 else 26
        room = self.seat_pos[0][0] - self.seat_r * 3 - 16 - self.board_rect.x
        box = pygame.Rect(self.board_rect.x + 2, 0, max(150, min(300, room)), 0)
        lines: list[tuple[str, tuple[int, int, int] | None]] = []
        if card is not None:
            lines.append((t("aztec.board.my_card"), _count(card)))
            mine = view.get("my_take")
            if mine is not None:
                lines.append((t("aztec.board.my_take"), _count(mine)))
            elif self._owes("take"):
                lines.append((t("aztec.board.taking"), (self.pick[0], self.pick[1], self.pick[2])))
        head_h = self.app.font(14, True).get_linesize()
        box.height = len(lines) * (head_h + size + 8) + head_h + 12
        box.bottom = self.action_rect.y - 4
        pygame.draw.rect(surface, colour("parchment"), box, border_radius=8)
        pygame.draw.rect(surface, colour("gold_dark"), box, 2, border_radius=8)
        y = box.y + 6
        for label, shown in lines:
            head = self.texts.fit(label, box.width - 16, 14, "text_dark", True)
            surface.blit(head, (box.x + 8, y))
            y += head_h + 2
            if shown and any(shown):
                self._jewel_row(surface, shown, box.x + 8, y, size, zeros=False, fg="text_dark")
            else:
                hint = self.texts.fit(t("aztec.board.click_temple"), box.width - 16, 13, "ink_soft")
                surface.blit(hint, (box.x + 8, y + 4))
            y += size + 6
        score = view["seats"][me]["score"].get("total", 0)
        text = self.texts.fit(t("aztec.board.my_score", n=score), box.width - 16, 14, "gold_dark", True)
        surface.blit(text, (box.x + 8, y))

    def _draw_bets(self, surface: pygame.Surface) -> None:
        """Each bet token lies before its target, on the side of the one who bet."""
        for p, bet in enumerate(self._table_bets):
            if p >= len(self.seat_pos):
                continue
            a, b = self.seat_pos[p], self.seat_pos[bet["target"]]
            spot = (int(b[0] + (a[0] - b[0]) * 0.28), int(b[1] + (a[1] - b[1]) * 0.28))
            self._bet_token(surface, spot, bet["believe"], p)

    def _bet_token(self, surface: pygame.Surface, spot: tuple[int, int], believe: bool, seat: int) -> None:
        from ..tokens import seat_colour
        r = max(9, self.seat_r // 2)
        pygame.draw.circle(surface, colour("shadow"), (spot[0] + 1, spot[1] + 2), r + 2)
        pygame.draw.circle(surface, seat_colour(seat, self.colourblind()), spot, r + 2)
        pygame.draw.circle(surface, BET_COLOURS[believe], spot, r)
        x, y = spot
        ink = colour("text")
        if believe:   # a tick: believed; a cross: accused (shape, not only colour)
            pygame.draw.lines(surface, ink, False, [(x - r // 2, y), (x - 1, y + r // 2),
                                                   (x + r // 2, y - r // 2)], 3)
        else:
            d = r // 2
            pygame.draw.line(surface, ink, (x - d, y - d), (x + d, y + d), 3)
            pygame.draw.line(surface, ink, (x - d, y + d), (x + d, y - d), 3)

    def _spot(self, end: Any) -> tuple[int, int]:
        if end == "reserve":
            return self._spots.get("reserve", self.board_rect.topleft)
        return self.seat_pos[int(end)]

    def _draw_playing(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        now = self.playback.current()
        if now is None:
            return
        e, progress = now
        names = self.session.names
        if e["kind"] == "reveal":
            pos = self.seat_pos[e["seat"]]
            pygame.draw.circle(surface, colour("accent"), pos, self.seat_r + 9, 3)
            temple = self._spots.get("temple", rect.center)
            moving: list[tuple[str, tuple[int, int], tuple[int, int]]] = []
            if e["outcome"] == "caught":
                moving += [(f"aztec_jewel_{c}.png", pos, temple) for c in COLOURS if e["take"].get(c)]
            moving += [(f"aztec_jewel_{c}.png", temple, pos) for c in COLOURS if e["jewels"].get(c)]
            moving += [("aztec_stone.png", self._spot(a), self._spot(b)) for a, b in e["stones"]]
            f = min(1.0, progress * 1.4)
            for k, (img_name, a, b) in enumerate(moving):
                img = self.icon(img_name, 22)
                if img is not None:
                    at = (int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f) + (k % 3) * 3)
                    surface.blit(img, img.get_rect(center=at))
        elif e["kind"] == "curse":
            a, b = self._spots.get("curse_" + e["colour"], rect.center), self.seat_pos[e["seat"]]
            img = self.icon("aztec_stone.png", 22)
            if img is not None:
                at = (int(a[0] + (b[0] - a[0]) * progress), int(a[1] + (b[1] - a[1]) * progress))
                surface.blit(img, img.get_rect(center=at))
        banner = self.texts.block(event_text(e, names), rect.width - 30, ((17, 1), (15, 2), (14, 3)),
                                  self.event_colour(e))
        spot = banner.get_rect(midtop=(rect.centerx, self.board_rect.y + 6))
        surface.blit(self._backdrop(spot.inflate(18, 8).size), spot.inflate(18, 8).topleft)
        surface.blit(banner, spot)

    def draw_seat_extras(self, surface: pygame.Surface, seat: int, centre: tuple[int, int],
                         view: View) -> None:
        info = view["seats"][seat]
        r = self.seat_r
        x, y = centre
        size = 12 if self.app.size[0] < 1000 else max(12, min(16, r))
        portrait = self.icon(f"aztec_{info['character']}.png", 2 * r) if info["character"] else None
        right_side = x > self.board_rect.centerx + 10   # mirrored: the facts face the table
        if portrait is not None:
            spot = (x + r + 3, y) if right_side else (x - r - 3, y)
            surface.blit(portrait, portrait.get_rect(midleft=spot) if right_side
                         else portrait.get_rect(midright=spot))
        stone = self.icon("aztec_stone.png", size)
        num = self.texts.get(str(info["stones"]), max(11, size - 2), "text", True)
        arts = self.texts.get(str(len(info["artefacts"])), max(11, size - 2), "accent", True) \
            if info["artefacts"] else None
        row1 = 3 * (size + 6) + sum(self.texts.get(str(n), max(11, size - 2), "text", True).get_width()
                                    for n in _count(info["jewels"]))
        row2 = size + 1 + num.get_width() + (arts.get_width() + size + 10 if arts else 0)
        x1 = x - r - 4 - row1 if right_side else x + r + 4
        x2 = x - r - 4 - row2 if right_side else x + r + 4
        self._jewel_row(surface, _count(info["jewels"]), x1, y - size - 1, size)
        if stone is not None:
            surface.blit(stone, (x2, y + 2))
        surface.blit(num, num.get_rect(midleft=(x2 + size + 1, y + 2 + size // 2)))
        if arts is not None:   # a gold lozenge: the artefacts kept
            ax, ay = x2 + size + num.get_width() + 8, y + 2 + size // 2
            d = size // 2
            pygame.draw.polygon(surface, colour("gold"), [(ax + d, ay - d), (ax + 2 * d, ay),
                                                         (ax + d, ay + d), (ax, ay)])
            pygame.draw.polygon(surface, colour("ink"), [(ax + d, ay - d), (ax + 2 * d, ay),
                                                        (ax + d, ay + d), (ax, ay)], 1)
            surface.blit(arts, arts.get_rect(midleft=(ax + 2 * d + 2, ay)))
        if seat in self.selected:
            pygame.draw.circle(surface, colour("highlight"), centre, r + 9, 3)

    # ------------------------------------------------------------ the end
    def draw_end_summary(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """The final scoring, one line per player."""
        cols = ("trio_vp", "duo_vp", "artefact_vp", "stone_vp", "total")
        heads = [t("aztec.end.player")] + [t("aztec.end." + c) for c in cols]
        n = view["players"]
        row = max(14, min(22, (rect.height - 4) // (n + 1)))
        size = max(11, row - 6)
        name_w = int(rect.width * 0.34)
        cell = (rect.width - name_w) // len(cols)
        for k, head in enumerate(heads):
            x = rect.x + (0 if k == 0 else name_w + (k - 1) * cell)
            text = self.texts.fit(head, (name_w if k == 0 else cell) - 4, size, "text_dim", True)
            surface.blit(text, (x, rect.y))
        for p in range(n):
            y = rect.y + row * (p + 1)
            lines = view["seats"][p]["score"]
            name = self.texts.fit(self.session.name(p), name_w - 4, size, "text", True)
            surface.blit(name, (rect.x, y))
            for k, c in enumerate(cols):
                text = self.texts.get(str(lines.get(c, 0)), size,
                                      "accent" if c == "total" else "text", c == "total")
                surface.blit(text, (rect.x + name_w + k * cell, y))
