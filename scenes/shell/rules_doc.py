"""The rules files (``scenes/data/rules/<game>.<lang>.md``): parsing and drawing.

The Markdown subset, one line per paragraph:

- ``# Title``, ``## Section {#id}``, ``### Sub-heading {#id}``. A ``##`` heading is one
  entry of the table of contents. Its **section id** is the explicit ``{#id}`` anchor
  (every shipped file gives one, the same in every language, so a scene can open the
  rules "at bets" whatever the language); without one, the slug of the heading text.
- ``- item`` / ``  - sub-item`` bullets, ``1. step`` numbered lines.
- ``| a | b |`` tables (a ``|---|`` line after the first row makes it a header).
- ``![](file.png)`` alone on a line: pictures from ``art/``, side by side; at the start
  of a paragraph: that picture as the paragraph's icon, the text beside it.
- Inline ``**bold**``, ``*italic*``; ``\\*`` is a literal star.

``parse`` is pure; ``render`` draws a parsed document to one surface of a given width
and says where each section starts.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

Runs = list[tuple[str, str]]          # (text, style): style "", "b" or "i"


@dataclass(frozen=True)
class Section:
    id: str
    title: str


@dataclass
class Block:
    kind: str                          # h1 h2 h3 p li ol img table gap
    text: str = ""
    id: str = ""
    depth: int = 0
    marker: str = ""
    images: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    header: bool = False


_ANCHOR = re.compile(r"\s*\{#([A-Za-z0-9_-]+)\}\s*$")
_IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")


def slug(text: str) -> str:
    """A stable id from a heading's text: ASCII lower case, words joined by ``-``."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-") or "section"


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    lines = source.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        i += 1
        if not line.strip():
            if blocks and blocks[-1].kind != "gap":
                blocks.append(Block("gap"))
            continue
        m = re.match(r"^(#{1,3})\s+(.*)$", line)
        if m:
            text = m.group(2)
            a = _ANCHOR.search(text)
            if a:
                text = text[:a.start()]
            blocks.append(Block(f"h{len(m.group(1))}", text.strip(),
                                id=a.group(1) if a else slug(text)))
            continue
        if line.lstrip().startswith("|"):
            rows: list[list[str]] = []
            header = False
            table = [line]
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                table.append(lines[i].rstrip())
                i += 1
            for row in table:
                cells = [c.strip() for c in row.strip().strip("|").split("|")]
                if all(re.fullmatch(r":?-{2,}:?", c) for c in cells):
                    header = len(rows) == 1
                    continue
                rows.append(cells)
            blocks.append(Block("table", rows=rows, header=header))
            continue
        m = re.match(r"^(\s*)[-*]\s+(.*)$", line)
        if m:
            blocks.append(Block("li", m.group(2), depth=1 + len(m.group(1)) // 2, marker="•"))
            continue
        m = re.match(r"^(\s*)(\d+)\.\s+(.*)$", line)
        if m:
            blocks.append(Block("ol", m.group(3), depth=1 + len(m.group(1)) // 2,
                                marker=f"{m.group(2)}."))
            continue
        images = _IMAGE.findall(line)
        rest = _IMAGE.sub("", line).strip()
        if images and not rest:
            blocks.append(Block("img", images=images))
        elif images and line.lstrip().startswith("!["):
            lead = _IMAGE.match(line.lstrip())
            assert lead is not None
            blocks.append(Block("p", line.lstrip()[lead.end():].strip(), images=[lead.group(1)]))
        else:
            blocks.append(Block("p", line.strip()))
    return blocks


def sections(blocks: list[Block]) -> list[Section]:
    """The ``##`` headings, in order: the table of contents."""
    return [Section(b.id, b.text) for b in blocks if b.kind == "h2"]


def inline(text: str) -> Runs:
    """Bold and italic runs; French spaces before ``: ; ! ? »`` and after ``«``, and
    between a number and VP/PV, become no-break spaces (never split over two lines)."""
    text = text.replace("\\*", "\x00")
    text = re.sub(r" ([:;!?»])", "\u00a0\\1", text).replace("« ", "«\u00a0")
    text = re.sub(r"(?<=\d) (?=(VP|PV)\b)", "\u00a0", text)   # "−2 VP" stays on one line
    runs: Runs = []
    pos = 0
    pattern = re.compile(r"\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")
    for m in pattern.finditer(text):
        if m.start() > pos:
            runs.append((text[pos:m.start()], ""))
        runs.append((m.group(1), "b") if m.group(1) is not None else (m.group(2), "i"))
        pos = m.end()
    if pos < len(text):
        runs.append((text[pos:], ""))
    return [(t.replace("\x00", "*"), s) for t, s in runs if t]


def plain(blocks: list[Block]) -> str:
    """The document's text without markup (tests, search)."""
    out: list[str] = []
    for b in blocks:
        if b.kind == "table":
            out += [" | ".join(r) for r in b.rows]
        elif b.text:
            out.append("".join(t for t, _ in inline(b.text)))
    return "\n".join(out)


# ---------------------------------------------------------------------------
# Drawing
# ---------------------------------------------------------------------------

@dataclass
class Style:
    """Sizes and colours of one rendering (``base``: the body text's pixel size)."""
    base: int = 16
    text: str = "#f3ecd8"
    dim: str = "#a9a190"
    accent: str = "#e0b341"
    background: str = "#1d2331"
    rule: str = "#4a5573"
    stripe: str = "#242b3c"
    margin: int = 16
    max_picture_h: int = 180


Fonts = Callable[[int, bool], pygame.font.Font]
Images = Callable[[str, "tuple[int, int] | None"], pygame.Surface]


class _Painter:
    """Lays blocks out top to bottom, recording draw operations, then paints them."""

    def __init__(self, width: int, style: Style, fonts: Fonts, images: Images) -> None:
        self.w, self.st, self.fonts, self.images = width, style, fonts, images
        self.ops: list[tuple[Any, ...]] = []
        self.y = style.margin // 2
        self.anchors: dict[str, int] = {}
        b = style.base
        self.sizes = {"h1": round(b * 1.6), "h2": round(b * 1.3), "h3": round(b * 1.1), "": b}

    def font(self, size: int, style: str) -> pygame.font.Font:
        return self.fonts(size, style == "b")

    # -- text
    def wrap(self, runs: Runs, size: int, width: int) -> list[list[tuple[int, str, str]]]:
        """Lines of (x, text, style): words kept whole, a run split at spaces only."""
        lines: list[list[tuple[int, str, str]]] = [[]]
        x = 0
        for text, style in runs:
            font = self.font(size, style)
            for word in re.findall(r"[^ ]+ *| +", text):
                if word.strip() == "" and x == 0:
                    continue
                wide = self._width(font, word.rstrip(" "), style)
                if x and x + wide > width:
                    lines.append([])
                    x = 0
                    if not word.strip():
                        continue
                lines[-1].append((x, word, style))
                x += self._width(font, word, style)
        return [line for line in lines if line] or [[]]

    @staticmethod
    def _width(font: pygame.font.Font, text: str, style: str) -> int:
        if style == "i":
            font.italic = True
            try:
                return font.size(text)[0]
            finally:
                font.italic = False
        return font.size(text)[0]

    def text(self, runs: Runs, x0: int, width: int, size: int, colour: str,
             bold: bool = False) -> int:
        """Wrapped text at (x0, self.y); returns its height (self.y unchanged)."""
        if bold:
            runs = [(t, "b") for t, _ in runs]
        line_h = self.font(size, "").get_linesize()
        y = self.y
        for line in self.wrap(runs, size, width):
            for x, word, style in self._merged(line):
                self.ops.append(("text", x0 + x, y, word, size, style, colour))
            y += line_h
        return y - self.y

    @staticmethod
    def _merged(line: list[tuple[int, str, str]]) -> list[tuple[int, str, str]]:
        out: list[tuple[int, str, str]] = []
        for x, word, style in line:
            if out and out[-1][2] == style:
                out[-1] = (out[-1][0], out[-1][1] + word, style)
            else:
                out.append((x, word, style))
        return [(x, w.rstrip(" "), s) for x, w, s in out]

    # -- blocks
    def picture(self, name: str, box_h: int) -> tuple[str, tuple[int, int]] | None:
        try:
            natural = self.images(name, None)
        except (FileNotFoundError, pygame.error):
            return None
        w, h = natural.get_size()
        scale = min(1.0, box_h / h, (self.w - 2 * self.st.margin) / w)
        return name, (max(1, round(w * scale)), max(1, round(h * scale)))

    def block(self, b: Block) -> None:
        st, m = self.st, self.st.margin
        body = st.base
        line_h = self.font(body, "").get_linesize()
        inner = self.w - 2 * m
        if b.kind == "gap":
            self.y += line_h // 3
        elif b.kind in ("h1", "h2", "h3"):
            size = self.sizes[b.kind]
            if b.kind == "h2":
                self.y += line_h // 2
                self.anchors.setdefault(b.id, max(0, self.y - line_h // 3))
                self.ops.append(("rule", m, self.y, inner, st.rule))
                self.y += max(4, line_h // 4)
            elif b.kind == "h3":
                self.anchors.setdefault(b.id, max(0, self.y - line_h // 4))
            self.y += self.text(inline(b.text), m, inner, size, st.accent, bold=True)
            self.y += line_h // 5
        elif b.kind in ("li", "ol"):
            indent = m + (b.depth - 1) * round(body * 1.4)
            mark_w = self.font(body, "b").size("00.")[0] if b.kind == "ol" else round(body * 1.1)
            self.ops.append(("text", indent, self.y, b.marker, body, "b" if b.kind == "ol" else "",
                             st.accent))
            self.y += self.text(inline(b.text), indent + mark_w + 4, self.w - m - indent - mark_w - 4,
                                body, st.text)
            self.y += line_h // 6
        elif b.kind == "p" and b.images:
            icon = round(line_h * 2.2)
            pic = self.picture(b.images[0], icon)
            x_text = m + icon + round(body * 0.8)
            h = self.text(inline(b.text), x_text, self.w - m - x_text, body, st.text)
            if pic is not None:
                self.ops.append(("image", m + (icon - pic[1][0]) // 2,
                                 self.y + max(0, (max(h, icon) - pic[1][1]) // 2), *pic))
            self.y += max(h, icon) + line_h // 4
        elif b.kind == "p":
            self.y += self.text(inline(b.text), m, inner, body, st.text) + line_h // 6
        elif b.kind == "img":
            # one picture: up to max_picture_h; a row of them: icons (tokens, jewels)
            box = st.max_picture_h if len(b.images) == 1 else round(line_h * 2.6)
            pics = [p for p in (self.picture(n, box) for n in b.images) if p]
            x = m
            tallest = max((p[1][1] for p in pics), default=0)
            for name, dims in pics:
                self.ops.append(("image", x, self.y + (tallest - dims[1]) // 2, name, dims))
                x += dims[0] + round(body * 0.8)
            self.y += tallest + line_h // 3
        elif b.kind == "table":
            self.table(b)

    def table(self, b: Block) -> None:
        st, m = self.st, self.st.margin
        body = st.base
        line_h = self.font(body, "").get_linesize()
        pad = round(body * 0.6)
        cols = max(len(r) for r in b.rows)
        rows = [r + [""] * (cols - len(r)) for r in b.rows]
        widths = [0] * cols
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                bold = (r == 0 and b.header) or c == 0
                text = "".join(t for t, _ in inline(cell))
                widths[c] = max(widths[c], self.font(body, "b" if bold else "").size(text)[0] + 2 * pad)
        inner = self.w - 2 * m
        if sum(widths) > inner:   # squeeze every column alike; cells then wrap
            k = inner / sum(widths)
            widths = [max(2 * pad + 8, int(w * k)) for w in widths]
        total = sum(widths)
        for r, row in enumerate(rows):
            head = r == 0 and b.header
            top = self.y
            heights = []
            x = m
            for c, cell in enumerate(row):
                h = self.text(inline(cell), x + pad, widths[c] - 2 * pad, body,
                              st.accent if head else st.text, bold=head or c == 0)
                heights.append(h)
                x += widths[c]
            h = max(heights) + pad // 2
            if head or r % 2 == (1 if b.header else 0):
                self.ops.insert(0, ("fill", pygame.Rect(m, top - pad // 4, total, h), st.stripe))
            self.y = top + h
            self.ops.append(("rule", m, self.y - pad // 4, total, st.rule if head else st.stripe))
        self.y += line_h // 3

    # -- paint
    def paint(self) -> pygame.Surface:
        height = self.y + self.st.margin
        surf = pygame.Surface((self.w, height))
        surf.fill(self.st.background)
        for op in self.ops:
            kind = op[0]
            if kind == "text":
                _, x, y, word, size, style, colour = op
                font = self.font(size, style)
                font.italic = style == "i"
                try:
                    surf.blit(font.render(word, True, colour), (x, y))
                finally:
                    font.italic = False
            elif kind == "image":
                _, x, y, name, size = op
                surf.blit(self.images(name, size), (x, y))
            elif kind == "rule":
                _, x, y, w, colour = op
                pygame.draw.line(surf, colour, (x, y), (x + w, y))
            elif kind == "fill":
                surf.fill(op[2], op[1])
        return surf


def render(blocks: list[Block], width: int, style: Style, fonts: Fonts,
           images: Images) -> tuple[pygame.Surface, dict[str, int]]:
    """The document drawn ``width`` pixels wide, and the top (y) of each section id."""
    painter = _Painter(width, style, fonts, images)
    for b in blocks:
        painter.block(b)
    return painter.paint(), painter.anchors
