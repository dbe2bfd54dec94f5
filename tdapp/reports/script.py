"""One line of text in any script: font per character, reading order, shaping; measured and drawn.

A name such as "陳大文", "محمد الأمين", "रामचंद्र" or "Ana 🎉 Silva" needs
three things reportlab's plain `drawString` does not do together:

1. **Reading order** (Unicode bidirectional algorithm, UAX #9) from
   python-bidi: Arabic and Hebrew run right to left, numbers inside them left
   to right, a line's base direction is that of its first strong character.
2. **A font per character** from `fonts.face_for` (the chain of fallback
   fonts); combining marks and joiners stay with the character they follow.
3. **Shaping** by harfbuzz (uharfbuzz): Arabic letters joined, Devanagari
   conjuncts and vowel signs, Thai marks, kerning.

The line is cut into pieces of one font, one direction and consecutive
characters; each piece is shaped by harfbuzz in its direction and drawn with
reportlab's positioned-glyph support (`ShapedStr`). Text that DejaVu Sans
prints alone, left to right, takes the plain fast path (a 5,000-line ranking
stays fast). A shaped line is written inside an ``/ActualText`` span, so a
reader that copies or searches the PDF gets the name as it was typed.
"""

from __future__ import annotations

import functools
import itertools
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import uharfbuzz
from bidi import algorithm as uba
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import ShapeData, ShapedStr
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from tdapp.reports.fonts import BOLD, REGULAR, Face, UnicodeTTFont, face_for, primary

_STRONG_RTL = {"R", "AL", "AN", "RLE", "RLO", "RLI"}
#: characters that belong to the one before them (marks, joiners, variation selectors, skin tones)
_ATTACHED_CATEGORIES = {"Mn", "Mc", "Me"}
_ATTACHED = {0x200C, 0x200D, 0xFE0E, 0xFE0F, *range(0x1F3FB, 0x1F400), *range(0xE0020, 0xE0080)}


@dataclass(frozen=True)
class Piece:
    font: str
    text: str  # a ShapedStr for shaped pieces
    width: float


@dataclass(frozen=True)
class Line:
    text: str
    size: float
    pieces: tuple[Piece, ...]
    width: float
    #: True when drawn with one plain drawString (DejaVu Sans, left to right, unshaped)
    plain: bool


def is_plain(text: str) -> bool:
    """True when DejaVu Sans prints the text alone, left to right, without shaping."""
    if text.isascii():
        return True
    return _plain(text)


@functools.lru_cache(maxsize=65536)
def _plain(text: str) -> bool:
    first = primary()
    for char in text:
        if ord(char) < 0x250:
            continue
        if (
            face_for(char) is not first
            or unicodedata.bidirectional(char) in _STRONG_RTL
            or unicodedata.category(char) in _ATTACHED_CATEGORIES
        ):
            return False
    return True


@functools.lru_cache(maxsize=16384)
def line(text: str, size: float, bold: bool = False) -> Line:
    """`text` laid out on one line at `size` points (see the module docstring)."""
    font = BOLD if bold else REGULAR
    if is_plain(text):
        width = pdfmetrics.stringWidth(text, font, size)
        return Line(text, size, (Piece(font, text, width),), width, True)
    pieces = tuple(_shape(face.name(bold), text[lo : hi + 1], size, rtl) for face, lo, hi, rtl in _runs(text))
    return Line(text, size, pieces, sum(p.width for p in pieces), False)


def width(text: str, size: float, *, bold: bool = False) -> float:
    return line(text, size, bold).width


def _faces(text: str) -> list[Face]:
    """The face of every character; an attached character takes its base's face when that face has it."""
    faces: list[Face] = []
    for char in text:
        attached = ord(char) in _ATTACHED or unicodedata.category(char) in _ATTACHED_CATEGORIES
        if attached and faces and ord(char) in faces[-1].chars:
            faces.append(faces[-1])
        else:
            faces.append(face_for(char))
    return faces


def _visual_order(text: str) -> list[tuple[int, int]]:
    """(logical index, embedding level) of each character in display order, by python-bidi's UAX #9 implementation."""
    storage = uba.get_empty_storage()
    base = uba.get_base_level(text)
    storage["base_level"] = base
    storage["base_dir"] = ("L", "R")[base]
    uba.get_embedding_levels(text, storage)
    for index, char in enumerate(storage["chars"]):
        char["index"] = index
    uba.explicit_embed_and_overrides(storage)
    uba.resolve_weak_types(storage)
    uba.resolve_neutral_types(storage, False)
    uba.resolve_implicit_levels(storage, False)
    uba.reorder_resolved_levels(storage, False)
    return [(char["index"], char["level"]) for char in storage["chars"]]


def _runs(text: str) -> list[tuple[Face, int, int, bool]]:
    """Pieces in display order: (face, first and last logical index, right to left)."""
    faces = _faces(text)
    runs: list[tuple[Face, int, int, bool]] = []
    previous: tuple[int, int] | None = None
    for index, level in _visual_order(text):
        rtl = level % 2 == 1
        face = faces[index]
        if runs and previous is not None:
            last_face, lo, hi, last_rtl = runs[-1]
            step = -1 if rtl else 1
            if last_face is face and last_rtl == rtl and previous[1] == level and index == previous[0] + step:
                runs[-1] = (face, min(lo, index), max(hi, index), rtl)
                previous = (index, level)
                continue
        runs.append((face, index, index, rtl))
        previous = (index, level)
    return runs


def _shape(font_name: str, text: str, size: float, rtl: bool) -> Piece:
    """Shape one piece with harfbuzz in its direction; glyphs come out in display order."""
    font = pdfmetrics.getFont(font_name)
    assert isinstance(font, UnicodeTTFont)
    hb_font = font.hbFont(size)
    buffer = uharfbuzz.Buffer()
    buffer.cluster_level = uharfbuzz.BufferClusterLevel.MONOTONE_CHARACTERS
    buffer.add_str(text)
    buffer.guess_segment_properties()
    buffer.direction = "rtl" if rtl else "ltr"
    uharfbuzz.shape(hb_font, buffer, {"kern": True, "liga": True})
    infos, positions = buffer.glyph_infos, buffer.glyph_positions
    clusters = sorted({info.cluster for info in infos} | {len(text)})
    cluster_end = dict(itertools.pairwise(clusters))
    glyph_to_char = font.face.glyphToChar
    chars: list[str] = []
    data: list[Any] = []
    total = 0.0
    for info, pos in zip(infos, positions, strict=True):
        gid = info.codepoint
        advance = font.pdfScale(pos.x_advance)
        source = text[info.cluster : cluster_end[info.cluster]]
        mapped = glyph_to_char.get(gid)
        if mapped:
            code = mapped[0]
            if chr(code) not in source and len(mapped) > 1:
                code = next((c for c in mapped if chr(c) in source), code)
        else:
            code = font.hbAddPrivate(hb_font.glyph_to_string(gid), gid, advance)
            # read back in the order it is drawn: a right-to-left ligature reversed
            font.shaped_text.setdefault(code, source[::-1] if rtl else source)
        chars.append(chr(code))
        data.append(
            ShapeData(
                info.cluster,
                advance,
                font.pdfScale(pos.y_advance),
                font.pdfScale(pos.x_offset),
                font.pdfScale(pos.y_offset),
                font.face.charWidths[code],
            )
        )
        total += advance
    return Piece(font_name, ShapedStr("".join(chars), shapeData=data), total * size / 1000)


def draw(canvas: Canvas, x: float, y: float, text: str, size: float, *, bold: bool = False, align: str = "left") -> float:
    """Draw `text` with its baseline at y, starting at x (or ending at x for "right", centred on x for "centre"); returns its width.

    The canvas's current font is left as `size` in the regular or bold face.
    """
    laid = line(text, size, bold)
    if align == "right":
        x -= laid.width
    elif align == "centre":
        x -= laid.width / 2
    if laid.plain:
        canvas.setFont(laid.pieces[0].font, size)
        canvas.drawString(x, y, text)
        return laid.width
    # One text object, so a reader takes the pieces for one line; the span gives it the text as typed.
    canvas._code.append(f"/Span <</ActualText <FEFF{text.encode('utf-16-be').hex().upper()}>>> BDC")
    text_object = canvas.beginText(x, y)
    for piece in laid.pieces:
        text_object.setFont(piece.font, size)
        text_object.setTextOrigin(x, y)
        text_object._textOut(piece.text)
        x += piece.width
    canvas.drawText(text_object)
    canvas._code.append("EMC")
    canvas.setFont(BOLD if bold else REGULAR, size)
    return laid.width


def fit(text: str, room: float, size: float, *, bold: bool = False) -> str:
    """Shorten text with an ellipsis so that it fits `room` points (never cutting a character from its marks)."""
    if width(text, size, bold=bold) <= room + 0.01:  # a size chosen to fit exactly must not lose a letter to rounding
        return text
    while text and width(text + "…", size, bold=bold) > room:
        text = text[:-1]
        while text and (unicodedata.category(text[-1]) in _ATTACHED_CATEGORIES or ord(text[-1]) in _ATTACHED):
            text = text[:-1]
    return text.rstrip() + "…"


class TextCell(Flowable):
    """A table cell of one line in any script (the cells of plain text stay strings)."""

    def __init__(self, text: str, size: float, *, bold: bool = False, color: Any = None) -> None:
        super().__init__()
        self.text = text
        self.size = size
        self.bold = bold
        self.color = color

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = line(self.text, self.size, self.bold).width
        self.height = self.size
        return self.width, self.height

    def draw(self) -> None:
        if self.color is not None:
            self.canv.setFillColor(self.color)
        draw(self.canv, 0, self.size * 0.18, self.text, self.size, bold=self.bold)


class TextParagraph(Flowable):
    """A paragraph in any script: lines broken at spaces, each laid out by `line` (bidi is applied per line, after breaking)."""

    def __init__(self, text: str, style: ParagraphStyle) -> None:
        super().__init__()
        self.text = " ".join(text.split())
        self.style = style
        self.bold = style.fontName == BOLD
        self.lines: list[str] = [self.text]

    def _break(self, room: float) -> list[str]:
        lines: list[str] = []
        current = ""
        for word in self.text.split(" "):
            attempt = f"{current} {word}" if current else word
            if current and width(attempt, self.style.fontSize, bold=self.bold) > room:
                lines.append(current)
                current = word
            else:
                current = attempt
        lines.append(current)
        return lines

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        self.lines = self._break(available_width)
        self.height = self.style.leading * len(self.lines)
        return self.width, self.height

    def getSpaceBefore(self) -> float:
        return float(self.style.spaceBefore)

    def getSpaceAfter(self) -> float:
        return float(self.style.spaceAfter)

    def draw(self) -> None:
        style = self.style
        self.canv.setFillColor(style.textColor)
        align = {TA_RIGHT: "right", TA_CENTER: "centre"}.get(style.alignment, "left")
        x = {"right": self.width, "centre": self.width / 2}.get(align, 0.0)
        for number, text in enumerate(self.lines, start=1):
            y = self.height - number * style.leading + (style.leading - style.fontSize) / 2 + style.fontSize * 0.2
            draw(self.canv, x, y, text, style.fontSize, bold=self.bold, align=align)


def cells(row: Sequence[Any], size: float, *, bold: bool = False, color: Any = None) -> list[Any]:
    """A table row with every cell that is not plain text turned into a `TextCell`."""
    return [TextCell(c, size, bold=bold, color=color) if isinstance(c, str) and not is_plain(c) else c for c in row]
