"""What the Aztec table shows, as state: the public results (the bets, each reveal, each
curse) played one at a time from the public log, the counts from before the results
still to land (``shown.before``), the final scoring line by line, and the log panel
held back until the table shows a result. No drawing here (paint.py) and no input
(scene.py).

Nothing is told ahead of the animation, not by a seat's counts, the log panel or the
score preview."""
from __future__ import annotations

from typing import Any

import pygame

from game.aztec.scoring import score as score_lines
from game.core import Move, View

from ..i18n import t
from ..kit.score_sheet import SheetRow, sheet_steps
from ..kit.sequence import Sequence
from ..kit.table import TableScene
from ..kit.timeline import speed_factor
from .layout import BetRow, TableLayout
from .shown import Counts, before, now
from .words import COLOURS

#: seconds each public result plays on the table at normal speed (others: none)
SECONDS = {"bets": 1.4, "reveal": 2.2, "curse": 1.0}
#: how far through its animation a result's counts land on the table
LANDS = {"bets": 0.0, "reveal": 0.72, "curse": 0.9}
#: seconds per line of the final scoring at normal speed
SHEET_SECONDS = 0.6


def count(jewels: dict[str, int] | None) -> tuple[int, int, int]:
    """(red, blue, yellow) of a jewel mapping (None: none)."""
    j = jewels or {}
    return (j.get("red", 0), j.get("blue", 0), j.get("yellow", 0))


class AztecResults(TableScene):
    """The table's state between the game's view and what is drawn."""

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
        self.places: TableLayout | None = None
        self._counts_key: Any = None
        self._counts = Counts(0, [], 0, [], 0, [], [])
        self._held_key: Any = None
        self._last_viewer: int | None = None
        self._layouts = 0     # layouts made: the board layer's places
        self._summary: tuple[Any, pygame.Surface] | None = None   # the end screen's sheet
        self._bets_key: Any = None
        self._bet_places: list[BetRow] = []        # where the bet tokens go
        self._banner_spots: dict[Any, pygame.Rect] = {}   # banner places by size
        self._banner_at = pygame.Rect(0, 0, 0, 0)  # where the result playing is told
        #: the round's results are on (from the bets to the next round or a move owed)
        self.in_results = False
        #: "Skip to the end": every result of the round lands at once as it comes
        self.to_end = False

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
            if e["kind"] == "bets":
                self.in_results = True
            self.playback.add((i, e), 0.0 if tie else SECONDS.get(e["kind"], 0.0) * factor)
        self._public_seen = len(log)

    def _shown(self, e: dict[str, Any]) -> None:
        kind = e["kind"]
        if kind == "round":
            self._table_takes, self._table_bets, self._revealed = [], [], {}
            self.in_results = self.to_end = False
        elif kind == "takes":
            self._table_takes = list(e["takes"])
        elif kind == "bets":
            self._table_bets = e["bets"]
        elif kind == "reveal":
            self._revealed[e["seat"]] = e["outcome"]
        elif kind == "game_over":
            self._start_sheet(e)
            if self.to_end and self._sheet is not None:    # the final scoring whole
                self._sheet_shown += len(self._sheet.skip())
            self.in_results = self.to_end = False

    def skip(self) -> None:
        """Space: the results land at once, then the final scoring shows whole."""
        if self.playback.busy():
            for _, e in self.playback.skip():
                self._shown(e)
        elif self._sheet is not None and self._sheet.busy():
            self._sheet_shown += len(self._sheet.skip())

    def skip_now(self) -> None:
        """The Skip button: the results playing land, the next bot moves come at once."""
        self.skip()
        self.session.skip_wait()

    def skip_to_end(self) -> None:
        """"Skip to the end": this round's results land at once, each as it comes, up
        to the next round (or a move the viewer owes, or the final scoring whole)."""
        self.to_end = True
        self.skip_now()

    def results_bar(self) -> bool:
        """Does the action bar offer the skips (results playing or still to come)?"""
        return self.playback.busy() or (self.in_results and self.my_turn() is None
                                        and not self.session.over())

    def _follow_results(self) -> None:
        """Each frame: the round's results end when the viewer owes a move; while
        skipping to the end, what came lands at once and the bots do not pause."""
        if self.in_results and not self.lagging() and self.my_turn() is not None:
            self.in_results = self.to_end = False
        if self.to_end:
            self.session.skip_wait()
            if self.playback.busy():
                self.skip()

    def _owes(self, kind: str) -> bool:
        seat = self.my_turn()
        legal = self.session.legal(seat) if seat is not None and not self.lagging() else []
        return bool(legal) and legal[0]["kind"] == kind

    def _pick_move(self) -> Move:
        return {"kind": "take", "jewels": {c: n for c, n in zip(COLOURS, self.pick) if n}}

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
        feathers = False
        for c in COLOURS:
            cells = []
            for p, s in enumerate(seats):
                extra = (scores[p].get("feathers") or {}).get(c, 0)
                feathers = feathers or bool(extra)
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
        notes = [t("aztec.sheet.values")] + ([t("aztec.sheet.feather")] if feathers else [])
        if len(tied) > 1:
            notes.append(t("aztec.sheet.tie", names=", ".join(names[p] for p in tied), n=top))
        if len(winners) > 1:
            notes.append(t("aztec.sheet.shared", names=listed))
        elif winners:
            notes.append(t("aztec.sheet.winner", name=listed, n=top))
        return rows, notes

    def close_sheet(self) -> None:
        self._sheet_closed = True

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

    def bench_phase(self) -> str:
        """What the table shows now, for the frame benchmark's ``--phases``."""
        if self._sheet is not None and not self._sheet_closed:
            return "score sheet"
        playing = self.playback.current()
        if playing is not None and playing[0][1]["kind"] in SECONDS:
            return "played: " + playing[0][1]["kind"]
        return str(self.session.viewer_view()["phase"])
