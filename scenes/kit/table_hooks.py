"""The hooks a game scene overrides, with the defaults a bare table uses (all
receive the view of the current viewer, never a state): ``draw_board(surface, rect,
view)``, ``seat_status(view, seat)``, ``describe(event)``, ``describe_talk(move)``,
``talk_menu(moves)`` (the talk menu's steps; flat by default), ``build_actions(view,
legal)`` (widgets added with ``self.action_button``), ``handle_board_click(pos,
view)``, ``draw_seat_extras(surface, seat, centre, view)``, and the end screen's and
replay's words. The log's two hooks, ``describe(event)`` and ``event_colour(event)``,
are with the log in ``table_frame``."""
from __future__ import annotations

from typing import Any

import pygame

from game.core import Move, View

from .. import catalog
from ..i18n import t
from .role_card import RoleCard
from .table_frame import TableFrame
from .talk_menu import TalkEntry


class TableHooks(TableFrame):
    """What a game scene overrides; see ``TableScene``."""

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """The game's board in ``rect`` (the middle of the table)."""

    def board_key(self, view: View) -> Any:
        """Subclasses: a value that changes whenever ``draw_board``'s picture would (it
        is then drawn once into a layer over the static one, and that layer blitted each
        frame); None, the default: the board is drawn every frame."""
        return None

    def seat_status(self, view: View, seat: int) -> str | tuple[str, Any]:
        """One short line under a seat's name: text, or (text, colour name)."""
        return ""

    def describe_talk(self, move: Move) -> str:
        return str({k: v for k, v in move.items() if k != "kind"})

    def talk_menu(self, moves: list[Move]) -> list[TalkEntry]:
        """The talk menu's first step: ``(label, statement)``, or ``(label, entries of
        the next step)`` for a menu in steps (what to say, then about whom)."""
        return [(self.describe_talk(move), move) for move in moves]

    def build_actions(self, view: View, legal: list[Move]) -> None:
        """Move buttons for the viewer (only called when they owe a move)."""
        for move in legal[:8]:
            self.action_button(self.describe_move(move), move)

    def describe_move(self, move: Move) -> str:
        return " ".join(str(v) for v in move.values())

    def handle_board_click(self, pos: tuple[int, int], view: View) -> None:
        """A click on the board area (not on a widget)."""

    def draw_seat_extras(self, surface: pygame.Surface, seat: int, centre: tuple[int, int],
                         view: View) -> None:
        """Game marks next to a seat token (crown, team token, vote card...)."""

    def reveal(self, view: View, seat: int) -> str | tuple[str, Any]:
        """End screen: what was hidden about ``seat`` (the view then reveals all);
        text, or (text, colour name)."""
        return self.seat_status(view, seat)

    def warning(self, view: View) -> str:
        """A warning that matters now (the deciding vote...), drawn in the action bar."""
        return ""

    def chapter(self, view: View) -> str:
        """Replay: the part of the game ``view`` is in ("Round 2"); "" when none. By
        default from the manifest's ``chapter`` (a view key and a text)."""
        spec = self.manifest.chapter
        if spec is None or view.get(spec[0]) is None:
            return ""
        return t(spec[1], n=view[spec[0]])

    def reveal_all(self, view: View, final: View) -> View:
        """Replay of a finished game: ``view`` with every hidden role shown (``final``
        is the public view at the end, where everything is revealed): the manifest's
        ``revealed`` keys taken from ``final``."""
        return {**view, **{key: final.get(key) for key in self.manifest.revealed}}

    def history(self, view: View) -> list[Any] | None:
        """The vote history grid's rows (scenes.shell.history.HistoryRow), None: no grid."""
        return None

    def draw_end_summary(self, surface: pygame.Surface, rect: pygame.Rect, view: View) -> None:
        """End screen: room for a summary of the board (quest track, scores...)."""

    def end_title(self, view: View) -> str:
        winners = list(view.get("winners") or [])
        if not winners:
            return t("table.end.no_winner")
        return t("table.end.winners", names=", ".join(self.session.name(w) for w in winners))

    def holding(self) -> bool:
        """Keep the table up after the game ended (a final scoring still playing)."""
        return False

    def on_log_events(self, events: list[dict]) -> None:
        """New events of the viewer's log (their animations have just started): sounds."""

    def actions_extra_key(self) -> Any:
        """Subclasses: any extra state that should rebuild the action bar when it changes."""
        return None

    def rules_section(self) -> str | None:
        """The rules section for what is on screen now (F1 and the Rules button open
        the rules there); ids in scenes/shell/rules_view.py. None: the top."""
        return None

    def role_card_for(self, seat: int) -> RoleCard | None:
        """``seat``'s role/goal card from its own view (the manifest's ``role_card``),
        None when the game gives none."""
        fn = catalog.role_card_fn(self.session.record.game)
        if fn is None:
            return None
        card: RoleCard | None = fn(self.session.view_for(seat), seat)
        return card

    def show_hint(self, move: Move) -> None:
        """Mark a hinted move on the table (the kit already says it in words, from
        ``describe_move``, and highlights a seat the move names); nothing by default."""

    def picks_of(self, move: Move) -> list[int]:
        """The seats a taken-back ``move`` had picked, picked again on the board (a team
        to change one member of); none by default."""
        return []
