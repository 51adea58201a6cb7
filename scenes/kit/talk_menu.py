"""The table-talk menu in steps: what to say, then about whom (a game may nest deeper).

An entry is ``(label, value)``: the value is the statement (a move) it makes, or the
entries of the next step. Inside a step a "back" entry comes first, named after the
entry that opened the step (``back(label)``, e.g. "« I accuse…"), so the lines under it
may be short ("Ann"). A cursor moved by
the keyboard (Up, Down, Enter; Backspace goes back) stands beside the mouse; in a
step it starts on the first line after Back. The first line (after Back, in a step) is
preselected: Enter says it or opens its step before any arrow key; the cursor shows
on the first arrow key (a list drawn with a line already selected would take a click
on that line for a deselection). No drawing
here: the table shows ``labels()`` in its list and hands back what was picked."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

TalkEntry = tuple[str, Any]


class TalkMenu:
    def __init__(self, entries: Sequence[TalkEntry], back: Callable[[str], str]) -> None:
        self.back_label = back
        self.path: list[list[TalkEntry]] = [list(entries)]
        self.opened: list[str] = []       # the label of the entry that opened each step
        self.cursor: int | None = None

    def entries(self) -> list[TalkEntry]:
        """The current step's entries, back first inside a step, labels made unique."""
        out: list[TalkEntry] = [(self.back_label(self.opened[-1]), None)] if self.opened else []
        seen = {label for label, _ in out}
        for label, value in self.path[-1]:
            while label in seen:
                label += " "
            seen.add(label)
            out.append((label, value))
        return out

    def labels(self) -> list[str]:
        return [label for label, _ in self.entries()]

    def depth(self) -> int:
        return len(self.path)

    def pick(self, label: str) -> Any:
        """The statement ``label`` makes, or None when it opened a step or went back
        (or is unknown)."""
        value = dict(self.entries()).get(label, False)
        if value is None:
            self.back()
        elif isinstance(value, list):
            self.path.append(value)
            self.opened.append(label.rstrip())
            self.cursor = 1 if self.cursor is not None else None   # the first line after Back
        elif value is not False:
            return value
        return None

    def back(self) -> bool:
        """One step back; False at the first step."""
        if len(self.path) == 1:
            return False
        self.path.pop()
        self.opened.pop()
        self.cursor = 0 if self.cursor is not None else None
        return True

    def move(self, delta: int) -> int:
        """Moves the keyboard cursor (it appears on the first key press); its index."""
        count = len(self.path[-1]) + (len(self.path) > 1)
        self.cursor = 0 if self.cursor is None else (self.cursor + delta) % count
        return self.cursor

    def at_cursor(self) -> str | None:
        """The line under the cursor; before any arrow key, the preselected first line."""
        labels = self.labels()
        at = self.cursor if self.cursor is not None else int(len(self.path) > 1)
        return labels[at] if at < len(labels) else None
