"""The Aztec table: the Temple with its three jewel piles and the three Curse cards in
the middle, each player's character, jewels, stones and artefacts by their seat, the
viewer's secret card; the take by clicking the Temple's jewels, the bet by clicking a
player; the bets and the reveal played one player at a time with the stones moving;
the final scoring line by line.

Everything drawn comes from the current viewer's view (game/aztec/view.py). The
public results play from the public log, and until a result has landed the table
shows the counts from before it (``shown.before``): nothing is told ahead of the
animation, not by a seat's counts, the log panel or the score preview."""
from __future__ import annotations

from typing import Any

import pygame

from game.aztec.scoring import score as score_lines
from game.core import Move, View

from ..i18n import language, t
from ..kit.choice import Choice
from ..kit.counters import draw_counter, draw_pile
from ..kit.score_sheet import SheetRow, draw_score_sheet, sheet_steps
from ..kit.sequence import Sequence
from ..kit.table import TableScene
from ..kit.text import colour
from ..kit.timeline import speed_factor
from ..kit.tokens import seat_colour
from .layout import TableLayout, box_row, info_row, layout_table, pile_step
from .shown import Counts, before, now
from .words import COLOURS, artefact_name, character_name, event_text, jewels_text

#: seconds each public result plays on the table at normal speed (others: none)
SECONDS = {"bets": 1.4, "reveal": 2.2, "curse": 1.0}
#: how far through its animation a result's counts land on the table
LANDS = {"bets": 0.0, "reveal": 0.72, "curse": 0.9}
#: seconds per line of the final scoring at normal speed
SHEET_SECONDS = 0.6
KEYS = {pygame.K_r: "red", pygame.K_b: "blue", pygame.K_y: "yellow"}
BET_COLOURS = {True: (60, 154, 78), False: (198, 60, 47)}
#: the colour key of a cached patch: no colour the table draws
PATCH_KEY = (255, 0, 254)


def _count(jewels: dict[str, int] | None) -> tuple[int, int, int]:
    j = jewels or {}
    return (j.get("red", 0), j.get("blue", 0), j.get("yellow", 0))


class AztecScene(TableScene):
    HAS_TALK = False
    END_SUMMARY = True
    LAST_MOVE_LINE = False    # the results banner says what happened, when it lands

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        # a take or a bet echoes only itself: no private look after it
        session.review_filter = lambda event, move: event.get("kind") == "drawn"
        self.pick = [0, 0, 0]          # the take being put together (red, blue, yellow)
        self.playback = Sequence()     # items: (index in the public log, event)
        self._public_seen: int | None = None
        self._table_takes: list[dict[str, int] | None] = []
        self._table_bets: list[dict[str, Any]] = []
        self._revealed: dict[int, str] = {}
        self._box_seen: dict[tuple[int, int], tuple[Any, Any]] = {}
        self._sheet: Sequence | None = None      # the final scoring, line by line
        self._sheet_shown = 0
        self._sheet_closed = False
        self._sheet_surface: pygame.Surface | None = None    # the final scoring drawn so far
        self._sheet_key: Any = None
        self._game_over: dict[str, Any] | None = None
        self.zones: TableLayout | None = None
        self._counts_key: Any = None
        self._counts = Counts(0, [], 0, [], 0, [], [])
        self._held_key: Any = None
        self._last_viewer: int | None = None
        self._layouts = 0     # layouts made: the board layer's places
        self._summary: tuple[Any, pygame.Surface] | None = None   # the end screen's sheet

    # ------------------------------------------------------------ assets and words
    def icon(self, name: str, size: int) -> pygame.Surface | None:
        return self.images.get(name, (size, size))

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
        self.zones = layout_table(self.board_rect, self.action_rect.y, self.seat_pos,
                                  self.seat_r, self.seat_text_w, w >= 1000, h >= 700,
                                  w >= 1600 and h >= 900)
        self.seat_text_w = self.zones.text_w

    # ------------------------------------------------------------ what the table shows
    def _landed_from(self) -> int:
        """Index in the public log of the first result not landed on the table yet."""
        items = self.playback.pending()
        now_playing = self.playback.current()
        if items and now_playing is not None and \
                now_playing[1] >= LANDS.get(now_playing[0][1]["kind"], 1.0):
            items = items[1:]
        return items[0][0] if items else len(self.session.view_for(None)["log"])

    def lagging(self) -> bool:
        """Are results still to land (the table shows the counts from before them)?"""
        return self.playback.busy()

    def counts(self) -> Counts:
        """The public counts the table shows now (before the results still to land)."""
        public = self.session.view_for(None)
        start = self._landed_from()
        key = (self.session.moves_applied, start)
        if self._counts_key != key:
            self._counts_key = key
            self._counts = now(public) if start >= len(public["log"]) else \
                before(public, public["log"], start)
        return self._counts

    def _score(self, view: View, seat: int, counts: Counts) -> int | None:
        character = view["seats"][seat]["character"]
        if not character:
            return None
        lines = score_lines(character, tuple(counts.jewels[seat]),
                            counts.artefacts[seat], counts.stones[seat])
        return int(lines["total"])

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

    # ------------------------------------------------------------ the public results
    def holding(self) -> bool:
        return self.playback.busy() or (self._game_over is not None and not self._sheet_closed)

    def animating(self) -> bool:
        return super().animating() or self.playback.busy() or \
            (self._sheet is not None and self._sheet.busy())

    def _remember(self, view: View) -> None:
        """What the table shows when nothing is waiting (a new or loaded game)."""
        seats = view["seats"]
        self._table_takes = [s["take"] for s in seats]
        self._table_bets = [s["bet"] for s in seats] if all(s["bet"] for s in seats) else []
        self._revealed = {p: s["outcome"] for p, s in enumerate(seats) if s["outcome"]}

    def _feed(self) -> None:
        """Queue every new public event: the results play for their seconds, the others
        pass as soon as they are reached, in the log's order."""
        public = self.session.view_for(None)
        log = public["log"]
        if self._public_seen is None or len(log) < self._public_seen:   # loaded, or replay back
            self.playback.skip()
            self._public_seen = len(log)
            self._remember(public)
            return
        factor = speed_factor(self.app.settings)
        for i in range(self._public_seen, len(log)):
            e = log[i]
            tie = e["kind"] == "curse" and e["seat"] is None
            self.playback.add((i, e), 0.0 if tie else SECONDS.get(e["kind"], 0.0) * factor)
        self._public_seen = len(log)

    def update(self, dt: float) -> None:
        viewer = self.session.viewer()
        if viewer != self._last_viewer:     # the device changed hands: nobody's pick stays
            self._last_viewer = viewer
            self.pick, self.selected = [0, 0, 0], []
        self._feed()
        for _, e in self.playback.update(dt):
            self._shown(e)
        if self._sheet is not None:
            self._sheet_shown += len(self._sheet.update(dt))
        if self.session.over():
            self._sheet_actions()
        super().update(dt)

    def _shown(self, e: dict[str, Any]) -> None:
        kind = e["kind"]
        if kind == "round":
            self._table_takes, self._table_bets, self._revealed = [], [], {}
        elif kind == "takes":
            self._table_takes = list(e["takes"])
        elif kind == "bets":
            self._table_bets = e["bets"]
        elif kind == "reveal":
            self._revealed[e["seat"]] = e["outcome"]
        elif kind == "game_over":
            self._start_sheet(e)

    def skip(self) -> None:
        """Space: the results land at once, then the final scoring shows whole."""
        if self.playback.busy():
            for _, e in self.playback.skip():
                self._shown(e)
        elif self._sheet is not None and self._sheet.busy():
            self._sheet_shown += len(self._sheet.skip())

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

    def bench_phase(self) -> str:
        """What the table shows now, for the frame benchmark's ``--phases``."""
        if self._sheet is not None and not self._sheet_closed:
            return "score sheet"
        playing = self.playback.current()
        if playing is not None and playing[0][1]["kind"] in SECONDS:
            return "played: " + playing[0][1]["kind"]
        return str(self.session.viewer_view()["phase"])

    # ------------------------------------------------------------ the final scoring
    def _start_sheet(self, e: dict[str, Any]) -> None:
        self._game_over = e
        self._sheet = Sequence()
        rows, notes = self.sheet()
        seconds = SHEET_SECONDS * speed_factor(self.app.settings)
        for _ in range(sheet_steps(rows, notes)):
            self._sheet.add(None, seconds)
        self._sheet_shown = 0

    def sheet(self) -> tuple[list[SheetRow], list[str]]:
        """The final scoring's rows (one cell per player) and its closing sentences."""
        e = self._game_over or {}
        scores: list[dict[str, Any]] = e.get("scores") or [s["score"] for s in
                                                           self.session.view_for(None)["seats"]]
        public = self.session.view_for(None)
        seats = public["seats"]
        taken = [0] * len(seats)
        for x in public["log"]:
            if x["kind"] == "curse" and x["seat"] is not None:
                taken[x["seat"]] += x["stones"]
        rows = []
        for c in COLOURS:
            cells = []
            for p, s in enumerate(seats):
                extra = (scores[p].get("feathers") or {}).get(c, 0)
                cells.append(f"{s['jewels'][c]}+{extra}" if extra else str(s["jewels"][c]))
            rows.append(SheetRow(t(f"aztec.sheet.jewels_{c}"), tuple(cells),
                                 icon=f"aztec_jewel_{c}.png"))
        rows.append(SheetRow(t("aztec.sheet.trios"),
                             tuple(f"{s['trio_vp']} ({s['trios']})" for s in scores)))
        rows.append(SheetRow(t("aztec.sheet.duos"),
                             tuple(f"{s['duo_vp']} ({s['duos']})" for s in scores)))
        rows.append(SheetRow(t("aztec.sheet.artefacts"),
                             tuple(str(s["artefact_vp"]) for s in scores)))
        rows.append(SheetRow(t("aztec.sheet.stones"),
                             tuple(str(s["stone_vp"]) for s in scores),
                             icon="aztec_stone.png"))
        rows.append(SheetRow(t("aztec.sheet.curses"), tuple(str(n) for n in taken), dim=True))
        rows.append(SheetRow(t("aztec.sheet.total"), tuple(str(s["total"]) for s in scores),
                             strong=True))
        names = self.session.names
        winners = list(e.get("winners") or public["winners"])
        top = max(s["total"] for s in scores)
        tied = [p for p, s in enumerate(scores) if s["total"] == top]
        listed = ", ".join(names[p] for p in winners)
        notes = []
        if len(tied) > 1:
            notes.append(t("aztec.sheet.tie", names=", ".join(names[p] for p in tied), n=top))
        if len(winners) > 1:
            notes.append(t("aztec.sheet.shared", names=listed))
        elif winners:
            notes.append(t("aztec.sheet.winner", name=listed, n=top))
        return rows, notes

    def close_sheet(self) -> None:
        self._sheet_closed = True

    def _clear_actions(self) -> None:
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

    # ------------------------------------------------------------ actions
    def actions_extra_key(self) -> Any:
        return (tuple(self.pick), self.playback.busy())

    def _rebuild_actions(self) -> None:
        if self.playback.busy():    # the results play first; Space skips them
            self._clear_actions()
            self.action_button(t("aztec.act.skip"), self.skip, key=pygame.K_SPACE,
                               tip=t("aztec.act.skip_tip"))
            return
        super()._rebuild_actions()

    def status_line(self) -> tuple[str, str]:
        if self.playback.busy() and not self.session.over():
            return t("aztec.status.playing"), "accent"
        return super().status_line()

    def _owes(self, kind: str) -> bool:
        seat = self.my_turn()
        legal = self.session.legal(seat) if seat is not None and not self.lagging() else []
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
            self.action_label(t("aztec.act.character_pick"))

    def handle_board_click(self, pos: tuple[int, int], view: View) -> None:
        if self.zones is None:
            return
        choices = self._character_choices(view)
        if choices:
            hit = self.prompt.hit(choices, self._prompt_rects(len(choices)), pos)
            if hit is not None and hit.enabled:
                self.play(hit.move)
            return
        for name, rect in zip(COLOURS, self.zones.piles):
            if rect.collidepoint(pos):
                if self._owes("take"):
                    self.add_jewel(name)
                return
        seat = self.seat_at(pos)
        if seat is not None and seat != view["seat"] and self._owes("bet"):
            self.selected = [seat]

    # ------------------------------------------------------------ the character choice
    def _character_choices(self, view: View) -> list[Choice]:
        if not self._owes("character"):
            return []
        seat = self.my_turn()
        assert seat is not None
        keys = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)
        return [Choice(m, f"aztec_{m['character']}.png", character_name(m["character"]), key)
                for m, key in zip(self.session.legal(seat), keys)]

    def _prompt_panel(self) -> pygame.Rect:
        b = self.board_rect
        return pygame.Rect(b.x + 20, b.y + b.height // 4, b.width - 40, b.height // 2)

    def _prompt_rects(self, count: int) -> list[pygame.Rect]:
        return self.prompt.rects(self._prompt_panel(), t("aztec.act.character_pick"), count,
                                 square=True)

    # ------------------------------------------------------------ drawing
    def _jewel_row(self, surface: pygame.Surface, jewels: tuple[int, int, int], x: int, y: int,
                   size: int, fg: str = "text") -> int:
        """The jewels taken or shown (icons and counts, zeros left out) from (x, y)."""
        for c, n in zip(COLOURS, jewels):
            if not n:
                continue
            img = self.icon(f"aztec_jewel_{c}.png", size)
            if img is not None:
                surface.blit(img, (x, y))
            num = self.texts.get(str(n), max(12, size - 4), fg, True)
            surface.blit(num, num.get_rect(midleft=(x + size + 1, y + size // 2)))
            x += size + num.get_width() + 6
        return x

    def board_key(self, view: View) -> Any:
        """Everything ``draw_board`` reads: the counts shown, the viewer's card box, the
        take being put together, the bets on the table, the seats' characters (the
        words: the language; the places: the layout)."""
        c = self.counts()
        card, mine = self._card(view, c)
        bets = tuple((b["target"], b["believe"]) if b else None for b in self._table_bets)
        characters = tuple(s["character"] for s in view["seats"])
        return (self._layouts, self.session.moves_applied, view["seat"], view["round"],
                language(), characters,
                self.colourblind(), self._owes("take"), tuple(self.pick), bets,
                _count(card) if card is not None else None,
                _count(mine) if mine is not None else None,
                c.round, tuple(c.temple), c.reserve, tuple(c.curses), c.deck,
                tuple(map(tuple, c.jewels)), tuple(c.stones), tuple(map(tuple, c.artefacts)))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        z = self.zones
        if z is None:
            return
        counts = self.counts()
        can_take = self._owes("take")
        if z.temple is not None:
            temple = self.images.get("aztec_temple.png", z.temple.size)
            if temple is not None:
                surface.blit(temple, z.temple)
        else:       # no room above the piles: the Temple stands behind them, faded
            behind = z.piles[0].union(z.piles[2]).inflate(24, 8)
            temple = self.images.get("aztec_temple.png", behind.size)
            if temple is not None:
                faded = temple.copy()
                faded.set_alpha(110)
                surface.blit(faded, behind)
        for i, (c, pile) in enumerate(zip(COLOURS, z.piles)):
            pygame.draw.rect(surface, colour("panel_light" if can_take else "panel"), pile,
                             border_radius=6)
            if can_take:
                pygame.draw.rect(surface, colour("highlight"), pile, 1, border_radius=6)
            base = (pile.centerx, pile.y + 3 + 5 * pile_step(z.pile_icon) + z.pile_icon // 2)
            draw_pile(surface, self.texts, self.images, f"aztec_jewel_{c}.png",
                      counts.temple[i], base, z.pile_icon, shown=6)
        self._draw_curses(surface, counts)
        y = z.info.y + 4
        for k, (key, n) in enumerate((("round", counts.round), ("reserve", counts.reserve),
                                       ("artefacts", counts.deck))):
            line = t("aztec.board." + key, round=n, rounds=view["rounds"], n=n)
            size = info_row(z.info.height > 62) - 3
            if k and self.texts.get(line, size - 1, "text").get_width() > z.info.width - 8:
                line = t(f"aztec.board.{key}_short", n=n)
            while size > 11 and self.texts.get(line, size, "text", k == 0).get_width() > z.info.width - 8:
                size -= 1
            text = self.texts.fit(line, z.info.width - 8, size, "accent" if k == 0 else "text", k == 0)
            surface.blit(text, (z.info.x + 4, y))
            y += info_row(z.info.height > 62)
        self._draw_card_box(surface, view, counts)
        self._draw_bets(surface)
        self._draw_seat_pieces(surface, view, counts)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_playing(surface, self.inner_rect)   # over the seats: what moves now
        choices = self._character_choices(self.session.viewer_view())
        if choices:                     # over the seats: the choice comes first
            self.prompt.draw(surface, self._prompt_panel(), t("aztec.act.character_pick"),
                             choices, self._prompt_rects(len(choices)), pygame.mouse.get_pos())
        if self._sheet is not None:     # the final scoring over the whole table
            done = not self._sheet.busy()
            winners = tuple((self._game_over or {}).get("winners", ())) if done else ()
            if not self.cache_layers:
                rows, notes = self.sheet()
                draw_score_sheet(surface, self.texts, self.images, self.board_rect,
                                 self.session.names, rows, notes, self._sheet_shown,
                                 winners, opaque=True)
            else:
                surface.blit(self._sheet_patch(winners), self.board_rect.topleft)

    def _sheet_patch(self, winners: tuple[int, ...]) -> pygame.Surface:
        """The final scoring as drawn so far, kept while no line is added: drawn on an
        opaque patch whose untouched pixels (the panel's round corners) are its colour
        key, so the patch blits the same pixels as the sheet drawn on the table."""
        key = (self._sheet_shown, winners, self.board_rect.size, language(),
               id(self._game_over))
        if self._sheet_key != key or self._sheet_surface is None:
            patch = pygame.Surface(self.board_rect.size)
            patch.fill(PATCH_KEY)
            rows, notes = self.sheet()
            draw_score_sheet(patch, self.texts, self.images, patch.get_rect(),
                             self.session.names, rows, notes, self._sheet_shown, winners,
                             opaque=True)
            patch.set_colorkey(PATCH_KEY, pygame.RLEACCEL)   # runs: a copy but the corners
            self._sheet_surface, self._sheet_key = patch, key
        return self._sheet_surface

    def _draw_curses(self, surface: pygame.Surface, counts: Counts) -> None:
        z = self.zones
        assert z is not None
        for i, (c, card) in enumerate(zip(COLOURS, z.curses)):
            pygame.draw.rect(surface, colour("parchment_dark"), card, border_radius=6)
            pygame.draw.rect(surface, colour("ink"), card, 2, border_radius=6)
            img = self.icon(f"aztec_jewel_{c}.png", card.width // 2)
            if img is not None:
                surface.blit(img, img.get_rect(midtop=(card.centerx, card.y + 3)))
            side = max(12, card.width // 2 - 2)
            draw_counter(surface, self.texts, self.images, "aztec_stone.png", counts.curses[i],
                         (card.centerx - 2, card.bottom - side // 2 - 3), side)

    def _card(self, view: View, counts: Counts) -> tuple[Any, Any]:
        """The viewer's card and take of the round on the table (remembered while the
        last round's reveal still plays over the next round's card)."""
        me = view["seat"]
        if me is None:
            return None, None
        if view["round"] == counts.round and view["card"] is not None:
            self._box_seen[(me, view["round"])] = (view["card"], view["my_take"])
            return view["card"], view["my_take"]
        return self._box_seen.get((me, counts.round), (None, None))

    def _draw_card_box(self, surface: pygame.Surface, view: View, counts: Counts) -> None:
        """Bottom corner: the secret card, the take being put together and the score so
        far (owner only)."""
        me = view["seat"]
        z = self.zones
        if me is None or z is None:
            return
        card, mine = self._card(view, counts)
        box = z.box
        large = box.height >= 3 * box_row(True)
        size = box_row(large) - 6
        pygame.draw.rect(surface, colour("parchment"), box, border_radius=8)
        pygame.draw.rect(surface, colour("gold_dark"), box, 2, border_radius=8)
        lines: list[tuple[str, tuple[int, int, int] | None]] = []
        if card is not None:
            lines.append(("my_card", _count(card)))
            if mine is not None:
                lines.append(("my_take", _count(mine)))
            elif self._owes("take"):
                lines.append(("taking", (self.pick[0], self.pick[1], self.pick[2])))
        # the labels whole while they leave room for four jewels, else their short forms
        room = box.width - 22 - 3 * (size + 20)
        short = any(self.texts.get(t("aztec.board." + key), 14, "text_dark", True).get_width()
                    > room for key, _ in lines)
        lines = [(t(f"aztec.board.{key}_short" if short else "aztec.board." + key), shown)
                 for key, shown in lines]
        score = self._score(view, me, counts) or 0
        lines = lines[:z.box_rows]
        label_w = max(self.texts.get(label, 14, "text_dark", True).get_width() for label, _ in lines) \
            if lines else 0
        label_w = min(label_w, box.width // 2)
        y = box.y + 6
        for label, shown in lines:
            head = self.texts.fit(label, label_w, 14, "text_dark", True)
            surface.blit(head, head.get_rect(midleft=(box.x + 8, y + size // 2)))
            x = box.x + 14 + label_w
            if shown and any(shown):
                self._jewel_row(surface, shown, x, y, size, fg="text_dark")
            else:
                hint = self.texts.fit(t("aztec.board.click_temple"), box.right - x - 6, 13, "ink_soft")
                surface.blit(hint, hint.get_rect(midleft=(x, y + size // 2)))
            y += box_row(large)
        if len(lines) < z.box_rows or not lines:
            words = t("aztec.board.my_score", n=score)
            if self.texts.get(words, 14, "gold_dark", True).get_width() > box.width - 16:
                words = t("aztec.board.my_score_short", n=score)
            text = self.texts.fit(words, box.width - 16, 14, "gold_dark", True)
            surface.blit(text, text.get_rect(midleft=(box.x + 8, y + size // 2)))

    def _draw_bets(self, surface: pygame.Surface) -> None:
        """The bet tokens in a row in front of their target (towards the table's middle,
        past the target's marks), ordered as the bettors sit; smaller, or on two rows,
        where a full row finds no clear place."""
        z = self.zones
        if z is None:
            return
        import math
        on: dict[int, list[tuple[float, int, bool]]] = {}
        for p, bet in enumerate(self._table_bets):
            if p >= len(self.seat_pos) or not bet:
                continue
            a, b = self.seat_pos[p], self.seat_pos[bet["target"]]
            on.setdefault(bet["target"], []).append(
                (math.atan2(a[1] - b[1], a[0] - b[0]), p, bet["believe"]))
        mid = z.piles[1].center
        blocks = [r.inflate(4, 4) for _, _, r in z.zones()] + [seat.tag for seat in z.seats]
        big = max(9, self.seat_r // 2)
        for target, bets in on.items():
            bets.sort()
            x, y = self.seat_pos[target]
            d = max(1.0, math.hypot(mid[0] - x, mid[1] - y))
            ux, uy = (mid[0] - x) / d, (mid[1] - y) / d
            placed = None
            for tok, rows in ((big, 1), (max(7, big * 3 // 4), 1), (max(7, big * 3 // 4), 2)):
                per_row = -(-len(bets) // rows)
                box = pygame.Rect(0, 0, per_row * (2 * tok + 8), rows * (2 * tok + 6))
                # in front (towards the middle), else beside: clear of every mark and piece
                for dx, dy in ((ux, uy), (-uy, ux), (uy, -ux)):
                    for step in range(self.seat_r, 320, 4):
                        box.center = (int(x + dx * step), int(y + dy * step))
                        if not self.board_rect.contains(box):
                            break
                        if box.collidelist(blocks) < 0:
                            placed = (box, tok, per_row)
                            break
                    if placed:
                        break
                if placed:
                    break
            if placed is None:      # in front, clear of the target's own marks at least
                zone = z.seats[target]
                own = [zone.token, zone.tag, zone.words, zone.portrait, zone.counters]
                tok, per_row = big, len(bets)
                box = pygame.Rect(0, 0, per_row * (2 * tok + 8), 2 * tok + 6)
                for step in range(self.seat_r, int(d), 4):
                    box.center = (int(x + ux * step), int(y + uy * step))
                    if box.collidelist(own) < 0:
                        break
                placed = (box, tok, per_row)
            box, tok, per_row = placed
            for k, (_, p, believe) in enumerate(bets):
                row, col = divmod(k, per_row)
                self._bet_token(surface, (box.x + tok + 4 + col * (2 * tok + 8),
                                          box.y + tok + 3 + row * (2 * tok + 6)), believe, p, tok)

    def _bet_token(self, surface: pygame.Surface, spot: tuple[int, int], believe: bool,
                   seat: int, r: int) -> None:
        """The bettor's colour round the token's side: green and a tick, believed; red
        and a cross, accused (shape, not only colour)."""
        pygame.draw.circle(surface, colour("shadow"), (spot[0] + 1, spot[1] + 2), r + 2)
        pygame.draw.circle(surface, seat_colour(seat, self.colourblind()), spot, r + 2)
        pygame.draw.circle(surface, BET_COLOURS[believe], spot, r)
        x, y = spot
        ink = colour("text")
        if believe:
            pygame.draw.lines(surface, ink, False, [(x - r // 2, y), (x - 1, y + r // 2),
                                                   (x + r // 2, y - r // 2)], 3)
        else:
            d = r // 2
            pygame.draw.line(surface, ink, (x - d, y - d), (x + d, y + d), 3)
            pygame.draw.line(surface, ink, (x - d, y + d), (x + d, y - d), 3)

    def _spot(self, end: Any) -> tuple[int, int]:
        if end == "reserve" and self.zones is not None:
            return self.zones.info.center
        return self.seat_pos[int(end)]

    def _draw_playing(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        now_playing = self.playback.current()
        z = self.zones
        if now_playing is None or z is None:
            return
        (_, e), progress = now_playing
        if e["kind"] not in SECONDS:
            return
        names = self.session.names
        if e["kind"] == "reveal":
            pos = self.seat_pos[e["seat"]]
            pygame.draw.circle(surface, colour("accent"), pos, self.seat_r + 9, 3)
            piles = dict(zip(COLOURS, (p.center for p in z.piles)))
            moving: list[tuple[str, tuple[int, int], tuple[int, int]]] = []
            if e["outcome"] == "caught":   # the take goes back, the card's jewels come
                moving += [(f"aztec_jewel_{c}.png", pos, piles[c]) for c in COLOURS if e["take"].get(c)]
            moving += [(f"aztec_jewel_{c}.png", piles[c], pos) for c in COLOURS if e["jewels"].get(c)]
            moving += [("aztec_stone.png", self._spot(a), self._spot(b)) for a, b in e["stones"]]
            f = min(1.0, progress / LANDS["reveal"])
            for k, (img_name, a, b) in enumerate(moving):
                img = self.icon(img_name, 22)
                if img is not None:
                    at = (int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f) + (k % 3) * 3)
                    surface.blit(img, img.get_rect(center=at))
        elif e["kind"] == "curse":
            a = z.curses[COLOURS.index(e["colour"])].center
            b = self.seat_pos[e["seat"]]
            f = min(1.0, progress / LANDS["curse"])
            img = self.icon("aztec_stone.png", 22)
            for k in range(e["stones"]):
                at = (int(a[0] + (b[0] - a[0]) * f) + 4 * k, int(a[1] + (b[1] - a[1]) * f))
                if img is not None:
                    surface.blit(img, img.get_rect(center=at))
        banner = self.texts.block(event_text(e, names), rect.width - 30,
                                  ((17, 1), (15, 2), (14, 3), (13, 3)), self.event_colour(e))
        spot = banner.get_rect(midtop=(rect.centerx, self.board_rect.y + 6))
        marks = [r for _, _, r in z.zones()]
        for top in range(self.board_rect.y + 6, z.piles[0].y - spot.height, 6):
            spot.top = top      # the highest place clear of the seats and the Temple
            if spot.inflate(18, 8).collidelist(marks) < 0:
                break
        else:
            spot.top = self.board_rect.y + 6
        surface.blit(self._backdrop(spot.inflate(18, 8).size), spot.inflate(18, 8).topleft)
        surface.blit(banner, spot)

    def draw_seat_extras(self, surface: pygame.Surface, seat: int, centre: tuple[int, int],
                         view: View) -> None:
        """Only the pick's ring: the portraits and counters are on the board layer."""
        if seat in self.selected:
            pygame.draw.circle(surface, colour("highlight"), centre, self.seat_r + 9, 3)

    def _draw_seat_pieces(self, surface: pygame.Surface, view: View, counts: Counts) -> None:
        """By each seat its portrait and its counters (jewels, stones, artefacts)."""
        z = self.zones
        assert z is not None
        c = z.counter
        for seat, zone in enumerate(z.seats):
            character = view["seats"][seat]["character"]
            if character:
                portrait = self.icon(f"aztec_{character}.png", zone.portrait.width)
                if portrait is not None:
                    surface.blit(portrait, zone.portrait)
            cell = zone.counters.width // 3
            top = zone.counters.y + c // 3 + 1
            for i, col in enumerate(COLOURS):
                centre_at = (zone.counters.x + i * cell + c // 2 + 1, top + c // 2)
                draw_counter(surface, self.texts, self.images, f"aztec_jewel_{col}.png",
                             counts.jewels[seat][i], centre_at, c, fill="panel")
            y2 = top + c + 4
            draw_counter(surface, self.texts, self.images, "aztec_stone.png", counts.stones[seat],
                         (zone.counters.x + c // 2 + 1, y2 + c // 2), c)
            arts = counts.artefacts[seat]
            if arts:
                draw_counter(surface, self.texts, self.images, "aztec_artefact.png", len(arts),
                             (zone.counters.x + cell + c // 2 + 1, y2 + c // 2), c,
                             fill="gold_dark")

    def _sync_log(self, view: View) -> None:
        """The log panel tells no result before the table shows it."""
        viewer = self.session.viewer()
        if not self.playback.busy():
            if self._held_key is not None:      # the results have landed: the whole log
                self._held_key, self._log_key = None, (None, viewer)
            super()._sync_log(view)
            return
        start = self._landed_from()
        public = self.session.view_for(None)["log"]
        mine, j = [], 0
        for e in view["log"]:        # the viewer's log: the public one and their own events
            if j < len(public) and e == public[j]:
                if j >= start:
                    break
                j += 1
            mine.append(e)
        key = (len(mine), viewer, self.session.moves_applied)
        if key != self._held_key:
            self._held_key, self._log_key = key, (None, viewer)
            super()._sync_log(dict(view, log=mine))

    # ------------------------------------------------------------ the end
    def draw_end_summary(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """The final scoring, whole: drawn once on a colour-keyed opaque patch (as the
        table's), kept while the room, the language and the game's end hold."""
        key = (rect.size, language(), len(view["log"]), tuple(view.get("winners") or ()))
        if not self.cache_layers:
            self._draw_summary(surface, rect, view)
            return
        if self._summary is None or self._summary[0] != key:
            if self._summary is not None and self._summary[0][0] != rect.size:
                self._images = None      # icons scaled for the old room
            patch = pygame.Surface(rect.size)
            patch.fill(PATCH_KEY)
            self._draw_summary(patch, patch.get_rect(), view)
            patch.set_colorkey(PATCH_KEY, pygame.RLEACCEL)
            self._summary = (key, patch)
        surface.blit(self._summary[1], rect)

    def _draw_summary(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        self._game_over = next((e for e in reversed(view["log"]) if e["kind"] == "game_over"),
                               None)
        rows, notes = self.sheet()
        if (rect.height - 12) // (1 + len(rows)) < 17:   # short of room: the jewels on one row
            jewels = SheetRow(t("aztec.sheet.jewels"), tuple(
                "/".join(rows[i].cells[p] for i in range(3)) for p in range(len(rows[0].cells))))
            rows = [jewels] + rows[3:-2] + rows[-1:]
        draw_score_sheet(surface, self.texts, self.images, rect, self.session.names, rows,
                         (), None, view.get("winners") or (), opaque=True)
