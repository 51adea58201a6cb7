"""Drawing the Aztec table: the Temple with its three jewel piles and the three Curse
cards in the middle, each player's portrait and counters by their seat, the round's
facts, the viewer's card box, the bet tokens, the result playing now (jewels and
stones moving, its banner), the character prompt and the final scoring. Where things
go comes from layout.py; what is shown from results.py. Never changes state, but for
caches of what it drew."""
from __future__ import annotations

from typing import Any

import pygame

from game.core import View

from ..i18n import language, t
from ..kit.choice import Choice
from ..kit.counters import draw_counter, draw_pile
from ..kit.score_sheet import SheetRow, draw_score_sheet
from ..kit.text import colour
from ..kit.tokens import seat_colour
from .layout import BetRow, banner_spot, box_row, info_row, pile_step, place_bets
from .legend import L, explain_board
from .results import LANDS, SECONDS, AztecResults, count
from .shown import Counts
from .words import COLOURS, banner_text, character_name

BET_COLOURS = {True: (60, 154, 78), False: (198, 60, 47)}
#: the colour key of a cached patch: no colour the table draws
PATCH_KEY = (255, 0, 254)


class AztecPaint(AztecResults):
    """The table's drawing (the kit's ``draw_board`` / ``draw`` hooks)."""

    def icon(self, name: str, size: int) -> pygame.Surface | None:
        return self.images.get(name, (size, size))

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
                count(card) if card is not None else None,
                count(mine) if mine is not None else None,
                c.round, tuple(c.temple), c.reserve, tuple(c.curses), c.deck,
                tuple(map(tuple, c.jewels)), tuple(c.stones), tuple(map(tuple, c.artefacts)))

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        z = self.places
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
        explain_board(self, view, counts)

    def _draw_curses(self, surface: pygame.Surface, counts: Counts) -> None:
        z = self.places
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
        z = self.places
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
            lines.append(("my_card", count(card)))
            if mine is not None:
                lines.append(("my_take", count(mine)))
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
            else:     # the longest hint that fits (the card box's tooltip says it all)
                room = box.right - x - 6
                words = next((t("aztec.board." + k) for k in ("click_temple", "click_temple_short")
                              if self.texts.get(t("aztec.board." + k), 13, "ink_soft").get_width()
                              <= room), t("aztec.board.click_temple_shorter"))
                hint = self.texts.fit(words, room, 13, "ink_soft")
                surface.blit(hint, hint.get_rect(midleft=(x, y + size // 2)))
            y += box_row(large)
        if len(lines) < z.box_rows or not lines:
            words = t("aztec.board.my_score", n=score)
            if self.texts.get(words, 14, "gold_dark", True).get_width() > box.width - 16:
                words = t("aztec.board.my_score_short", n=score)
            text = self.texts.fit(words, box.width - 16, 14, "gold_dark", True)
            spot = text.get_rect(midleft=(box.x + 8, y + size // 2))
            surface.blit(text, spot)
            self.explain("score", spot.inflate(4, 4), L + "zone.score", n=score)

    def bet_rows(self) -> list[BetRow]:
        """Where the bet tokens on the table go (layout.place_bets), kept while the bets
        and the layout hold."""
        z = self.places
        if z is None:
            return []
        bets = tuple((p, b["target"], b["believe"]) for p, b in enumerate(self._table_bets)
                     if b and p < len(self.seat_pos))
        key = (self._layouts, bets)
        if self._bets_key != key:
            self._bets_key = key
            self._bet_places = place_bets(z, self.board_rect, self.seat_pos, self.seat_r, bets)
        return self._bet_places

    def _draw_bets(self, surface: pygame.Surface) -> None:
        for row in self.bet_rows():
            for spot, bettor, believe in row.spots():
                self._bet_token(surface, spot, believe, bettor, row.token)

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
        if end == "reserve" and self.places is not None:
            return self.places.info.center
        return self.seat_pos[int(end)]

    def _draw_playing(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        now_playing = self.playback.current()
        z = self.places
        if now_playing is None or z is None:
            return
        (_, e), progress = now_playing
        if e["kind"] not in SECONDS:
            return
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
        banner, spot = self._banner(e, rect)
        surface.blit(self._backdrop(spot.inflate(18, 8).size), spot.inflate(18, 8).topleft)
        self.explain("banner", spot.inflate(18, 8), L + "zone.banner")
        surface.blit(banner, spot)

    def _banner(self, e: dict[str, Any], rect: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        """A result's banner and its place (layout.banner_spot: clear of the seats, their
        "thinking..." tags, the bet tokens, the piles and cards), kept while it plays."""
        z = self.places
        assert z is not None
        width = min(rect.width + 40, self.board_rect.width - 40)
        banner = self.texts.block(banner_text(e, self.session.names), width,
                                  ((17, 1), (15, 2), (14, 3), (13, 4)), self.event_colour(e))
        key = (banner.get_size(), self._layouts, self._bets_key)
        if key not in self._banner_spots:     # a few sizes per table: each searched once
            seats = [r for s in z.seats for r in (s.token, s.tag, s.words, s.portrait, s.counters)]
            blocks = seats + [row.box for row in self.bet_rows()]
            middle = [*z.piles, *z.curses, z.info, z.box]
            soft = [z.temple] if z.temple is not None else []
            if len(self._banner_spots) > 32:
                self._banner_spots.clear()
            self._banner_spots[key] = banner_spot(banner.get_size(), self.board_rect,
                                                  rect.centerx, blocks, middle, soft)
        self._banner_at = self._banner_spots[key]
        return banner, self._banner_at

    def draw_seat_extras(self, surface: pygame.Surface, seat: int, centre: tuple[int, int],
                         view: View) -> None:
        """Only the pick's ring: the portraits and counters are on the board layer."""
        if seat in self.selected:
            pygame.draw.circle(surface, colour("highlight"), centre, self.seat_r + 9, 3)

    def _draw_seat_pieces(self, surface: pygame.Surface, view: View, counts: Counts) -> None:
        """By each seat its portrait and its counters (jewels, stones, artefacts)."""
        z = self.places
        assert z is not None
        c = z.counter
        for seat, zone in enumerate(z.seats):
            character = view["seats"][seat]["character"]
            if character:
                portrait = self.icon(f"aztec_{character}.png", zone.portrait.width)
                if portrait is not None:
                    surface.blit(portrait, zone.portrait)
            # a tray under the counters: one player's pieces, apart from the table's rim
            pygame.draw.rect(surface, colour("shadow"), zone.counters.move(0, 2), border_radius=7)
            pygame.draw.rect(surface, colour("panel"), zone.counters, border_radius=7)
            pygame.draw.rect(surface, colour("panel_border"), zone.counters, 1, border_radius=7)
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
        # what the cells mean ("4 (2)", "3+1") under them while the rows keep 16 px
        says = [n for n in notes if n in (t("aztec.sheet.values"), t("aztec.sheet.feather"))]
        while says and (rect.height - 12) // (1 + len(rows) + len(says)) < 16:
            says.pop()
        draw_score_sheet(surface, self.texts, self.images, rect, self.session.names, rows,
                         says, None, view.get("winners") or (), opaque=True)
