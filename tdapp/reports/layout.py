"""The A4 page every sheet shares: letterhead, footer, styles and the table look.

Letterhead: the casino's logo (setting ``casino_logo``, a file path; no
readable file = no logo) and name (``casino_name``), with the document's
title and event on the right. Footer: when it was printed, and "Page n of N".
The total number of pages is only known at the end, so the canvas keeps the
pages and writes the footers when the document is saved.

Tables repeat their header row on every page (`repeatRows=1`), so a list of
2,000 players stays readable on page 40.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, LongTable, PageTemplate, Paragraph, Spacer, Table, TableStyle
from reportlab.platypus import Frame as PageArea
from reportlab.platypus.flowables import KeepTogether

from tdapp.reports import script
from tdapp.reports.fonts import BOLD, REGULAR, register_fonts
from tdapp.reports.labels import Labels

register_fonts()  # the styles below name the fonts; paragraphs are parsed when they are made
# Compressed page streams are written as binary, not ASCII85 text: a quarter smaller, and ASCII85
# encoding in pure Python took a third of the time of a 100-page ranking.
rl_config.useA85 = 0

PAGE_WIDTH, PAGE_HEIGHT = A4
MARGIN_X = 15 * mm
MARGIN_TOP = 30 * mm
MARGIN_BOTTOM = 18 * mm
CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X
CONTENT_HEIGHT = PAGE_HEIGHT - MARGIN_TOP - MARGIN_BOTTOM

INK = colors.HexColor("#1b1f24")
MUTED = colors.HexColor("#5b6570")
ACCENT = colors.HexColor("#1f3a5f")
ZEBRA = colors.HexColor("#eef2f7")
RULE = colors.HexColor("#b9c2cc")
WARNING = colors.HexColor("#9b1c1c")


@dataclass(frozen=True)
class Letterhead:
    casino_name: str = ""
    logo_path: Path | None = None

    @classmethod
    def from_settings(cls, setting: Any) -> Letterhead:
        """From the database's settings (`desk.store.setting`): ``casino_name`` (or ``casino``) and ``casino_logo``."""
        name = setting("casino_name", "") or setting("casino", "")
        logo = setting("casino_logo", "")
        return cls(name, Path(logo) if logo else None)

    def logo(self) -> ImageReader | None:
        """The logo image, or None when unset, missing or unreadable (the sheet prints without it)."""
        if self.logo_path is None:
            return None
        try:
            reader = ImageReader(str(self.logo_path))
            reader.getSize()
        except Exception:  # a missing or damaged image must not stop the printing
            return None
        return reader


@dataclass(frozen=True)
class Frame:
    """What goes around the content of every page."""

    labels: Labels
    title: str
    subtitle: str = ""
    letterhead: Letterhead = field(default_factory=Letterhead)
    printed_at_ms: int = 0
    #: The short hash of the log's chain when the sheet was printed (`tdapp verify --sheet` matches it later).
    chain: str = ""


# -- styles ------------------------------------------------------------------


def _style(name: str, size: float, *, bold: bool = False, color: Any = INK, leading: float | None = None, **kw: Any) -> ParagraphStyle:
    return ParagraphStyle(
        name, fontName=BOLD if bold else REGULAR, fontSize=size, leading=leading or size * 1.25, textColor=color, alignment=TA_LEFT, **kw
    )


class Styles:
    title = _style("title", 18, bold=True, color=ACCENT, spaceAfter=1 * mm)
    subtitle = _style("subtitle", 11, color=MUTED, spaceAfter=4 * mm)
    heading = _style("heading", 12, bold=True, color=ACCENT, spaceBefore=5 * mm, spaceAfter=2 * mm)
    body = _style("body", 9.5)
    small = _style("small", 8, color=MUTED)
    note = _style("note", 8.5, color=MUTED, spaceBefore=2 * mm)
    warning = _style("warning", 10, bold=True, color=WARNING, spaceBefore=2 * mm, spaceAfter=2 * mm)
    cell = _style("cell", 9)


def para(text: str, style: ParagraphStyle = Styles.body) -> Flowable:
    """A paragraph; text in another script (a tournament named in Chinese or Arabic) is laid out by `script`."""
    if script.is_plain(text):
        return Paragraph(escape(text), style)
    return script.TextParagraph(text, style)


def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def fit(text: str, width: float, size: float = 9, *, bold: bool = False) -> str:
    """Shorten text with an ellipsis so that it fits a column (a table cell of plain text does not wrap)."""
    return script.fit(text, width, size, bold=bold)


def title_block(frame: Frame) -> list[Flowable]:
    blocks: list[Flowable] = [para(frame.title, Styles.title)]
    if frame.subtitle:
        blocks.append(para(frame.subtitle, Styles.subtitle))
    return blocks


def heading(text: str) -> Paragraph:
    return para(text, Styles.heading)


# -- tables -------------------------------------------------------------------

PAD = 2.2
_HEADER_STYLES: dict[tuple[float, int], ParagraphStyle] = {}


def _header_style(size: float, alignment: int) -> ParagraphStyle:
    """Header cells wrap onto a second line instead of running into their neighbours."""
    key = (size, alignment)
    if key not in _HEADER_STYLES:
        _HEADER_STYLES[key] = ParagraphStyle(
            f"head{size}-{alignment}", fontName=BOLD, fontSize=size, leading=size * 1.15, textColor=colors.white, alignment=alignment
        )
    return _HEADER_STYLES[key]


def grid(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    widths: Sequence[float],
    *,
    right: Sequence[int] = (),
    center: Sequence[int] = (),
    bold_rows: Sequence[int] = (),
    size: float = 9,
    width: float = 1.0,
    fit_col: int | None = None,
) -> Table:
    """A data table: dark header repeated on every page, zebra rows, numbers right-aligned.

    `widths` are relative column widths sharing `width` (a fraction of the
    content width); `right`/`center` are column indexes; `bold_rows` index
    `rows` (e.g. a total line). Text in `fit_col` (the names) that is too
    long for its column is set smaller, down to three quarters of the size,
    and only then shortened with an ellipsis.
    """
    total = sum(widths)
    col_widths = [CONTENT_WIDTH * width * w / total for w in widths]
    align = {**dict.fromkeys(right, TA_RIGHT), **dict.fromkeys(center, TA_CENTER)}
    head = [Paragraph(escape(text), _header_style(size, align.get(i, TA_LEFT))) for i, text in enumerate(header)]
    data = [head, *[list(r) for r in rows]]
    # Fixed row heights: reportlab would otherwise measure every remaining row again at each page break
    # (quadratic in the rows of a long list). A plain-text row is one line of the font's leading.
    header_height = max(p.wrap(w - 8, PAGE_HEIGHT)[1] for p, w in zip(head, col_widths, strict=True)) + 2 * PAD + 0.6
    row_height = size * 1.2 + 2 * PAD + 0.6
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, size),
        ("FONT", (0, 0), (-1, 0), BOLD, size),
        ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
        ("BACKGROUND", (0, 0), (-1, 0), ACCENT),
        ("TEXTCOLOR", (0, 1), (-1, -1), INK),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, ZEBRA]),
        ("LINEBELOW", (0, -1), (-1, -1), 0.6, RULE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), PAD),
        ("BOTTOMPADDING", (0, 0), (-1, -1), PAD + 0.6),
        ("LEFTPADDING", (0, 0), (-1, -1), 4),
        ("RIGHTPADDING", (0, 0), (-1, -1), 4),
    ]
    if fit_col is not None:
        room = col_widths[fit_col] - 8
        for r, row in enumerate(data[1:], start=1):
            cell = str(row[fit_col])
            needed = script.width(cell, size)
            if needed > room:
                smaller = max(size * 0.75, size * room / needed)
                style.append(("FONTSIZE", (fit_col, r), (fit_col, r), smaller))
                row[fit_col] = fit(cell, room, smaller)
    for col in right:
        style.append(("ALIGN", (col, 0), (col, -1), "RIGHT"))
    for col in center:
        style.append(("ALIGN", (col, 0), (col, -1), "CENTER"))
    for row in bold_rows:
        style.append(("FONT", (0, row + 1), (-1, row + 1), BOLD, size))
        style.append(("LINEABOVE", (0, row + 1), (-1, row + 1), 0.8, INK))
    _script_cells(data, style, size)
    table = LongTable(data, colWidths=col_widths, rowHeights=[header_height] + [row_height] * len(rows), repeatRows=1, hAlign="LEFT")
    table.setStyle(TableStyle(style))
    return table


def _script_cells(data: list[list[Any]], style: list[tuple[Any, ...]], size: float) -> None:
    """Cells in another script become `script.TextCell`s, with the size, weight and colour the table style gives them."""
    found = [(r, c) for r, row in enumerate(data) for c, cell in enumerate(row) if isinstance(cell, str) and not script.is_plain(cell)]
    if not found:
        return
    for r, c in found:
        font, font_size, color = REGULAR, size, INK
        for command in style:
            name, (c0, r0), (c1, r1) = command[0], command[1], command[2]
            if not (r0 % len(data) <= r <= r1 % len(data) and c0 % len(data[r]) <= c <= c1 % len(data[r])):
                continue
            if name == "FONT":
                font = command[3]
                font_size = command[4] if len(command) > 4 else font_size
            elif name == "FONTSIZE":
                font_size = command[3]
            elif name == "TEXTCOLOR":
                color = command[3]
        data[r][c] = script.TextCell(data[r][c], font_size, bold=font == BOLD, color=color)


def summary(pairs: Sequence[tuple[str, str]], *, bold: Sequence[int] = (), indent: Sequence[int] = (), width: float = 0.62) -> Table:
    """Label / value lines (a statement): values right-aligned; `bold` lines are totals with a rule above."""
    data: list[list[Any]] = [[("    " if i in indent else "") + label, value] for i, (label, value) in enumerate(pairs)]
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, 9.5),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("ALIGN", (1, 0), (1, -1), "RIGHT"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.6),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, RULE),
    ]
    for i in bold:
        style.append(("FONT", (0, i), (-1, i), BOLD, 9.5))
        style.append(("LINEABOVE", (0, i), (-1, i), 0.9, INK))
    for i in indent:
        style.append(("TEXTCOLOR", (0, i), (-1, i), MUTED))
    _script_cells(data, style, 9.5)
    table = Table(data, colWidths=[CONTENT_WIDTH * width * 0.68, CONTENT_WIDTH * width * 0.32], hAlign="LEFT")
    table.setStyle(TableStyle(style))
    return table


def keep(*flowables: Flowable) -> KeepTogether:
    return KeepTogether(list(flowables))


def gap(height_mm: float = 4) -> Spacer:
    return Spacer(1, height_mm * mm)


# -- the page -------------------------------------------------------------------


def _draw_letterhead(canvas: Canvas, frame: Frame) -> None:
    canvas.saveState()
    top = PAGE_HEIGHT - 10 * mm
    x = MARGIN_X
    logo = frame.letterhead.logo()
    band = 14 * mm
    if logo is not None:
        w, h = logo.getSize()
        scale = min(band / h, 40 * mm / w)
        canvas.drawImage(logo, x, top - h * scale, w * scale, h * scale, mask="auto")
        x += w * scale + 4 * mm
    right = PAGE_WIDTH - MARGIN_X
    canvas.setFillColor(ACCENT)
    name_width = right - x - 70 * mm
    script.draw(canvas, x, top - 6 * mm, fit(frame.letterhead.casino_name, name_width, 12, bold=True), 12, bold=True)
    canvas.setFillColor(MUTED)
    script.draw(canvas, right, top - 4.5 * mm, fit(frame.title, 85 * mm, 9.5, bold=True), 9.5, bold=True, align="right")
    script.draw(canvas, right, top - 9 * mm, fit(frame.subtitle, 85 * mm, 8.5), 8.5, align="right")
    canvas.setStrokeColor(ACCENT)
    canvas.setLineWidth(1.2)
    line_y = PAGE_HEIGHT - MARGIN_TOP + 5 * mm
    canvas.line(MARGIN_X, line_y, right, line_y)
    canvas.restoreState()


def _draw_footer(canvas: Canvas, frame: Frame, page: int, pages: int) -> None:
    labels = frame.labels
    canvas.saveState()
    y = MARGIN_BOTTOM - 9 * mm
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.5)
    canvas.line(MARGIN_X, y + 4 * mm, PAGE_WIDTH - MARGIN_X, y + 4 * mm)
    canvas.setFont(REGULAR, 8)
    canvas.setFillColor(MUTED)
    if frame.printed_at_ms:
        canvas.drawString(MARGIN_X, y, labels("Printed {when}", when=labels.datetime(frame.printed_at_ms)))
    canvas.drawCentredString(PAGE_WIDTH / 2, y, labels("tdapp · log {hash}", hash=frame.chain) if frame.chain else "tdapp")
    canvas.drawRightString(PAGE_WIDTH - MARGIN_X, y, labels("Page {page} of {pages}", page=page, pages=pages))
    canvas.restoreState()


def _canvas_maker(frame: Frame) -> type[Canvas]:
    class NumberedCanvas(Canvas):
        """Keeps every page until the end so the footer can say "Page n of N"."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._pages: list[dict[str, Any]] = []

        def showPage(self) -> None:
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._pages)
            for number, page in enumerate(self._pages, start=1):
                self.__dict__.update(page)
                _draw_footer(self, frame, number, total)
                Canvas.showPage(self)
            Canvas.save(self)

    return NumberedCanvas


def build(frame: Frame, story: list[Flowable], out: str | Path | BinaryIO | None = None) -> bytes:
    """Lay out the story on A4 pages and write the PDF to `out` (a path or a binary file); returns the PDF's bytes."""
    register_fonts()
    buffer = io.BytesIO()
    doc = BaseDocTemplate(
        buffer,
        pagesize=A4,
        leftMargin=MARGIN_X,
        rightMargin=MARGIN_X,
        topMargin=MARGIN_TOP,
        bottomMargin=MARGIN_BOTTOM,
        title=f"{frame.title} — {frame.subtitle}" if frame.subtitle else frame.title,
        author=frame.letterhead.casino_name or "tdapp",
        creator="tdapp",
        initialFontName=REGULAR,  # else every page also names Helvetica, which cannot print "Ł"
    )

    def on_page(canvas: Canvas, _doc: Any) -> None:
        _draw_letterhead(canvas, frame)

    area = PageArea(MARGIN_X, MARGIN_BOTTOM, CONTENT_WIDTH, CONTENT_HEIGHT, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    doc.addPageTemplates([PageTemplate("page", [area], onPage=on_page)])
    doc.build(story, canvasmaker=_canvas_maker(frame))
    data = buffer.getvalue()
    if isinstance(out, str | Path):
        Path(out).write_bytes(data)
    elif out is not None:
        out.write(data)
    return data
