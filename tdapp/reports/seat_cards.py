"""Seat cards: eight per A4 page with dashed cut lines, one per seated player (RPT Art. 6).

Each card says the event, the table and seat in large type, the player's
name and number, and the starting stack. Cards follow the by-table order, so
a dealer can hand out a table's cards in seat order.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, PageBreak

from tdapp.reports import script
from tdapp.reports.data import Event, SeatCard, Seating
from tdapp.reports.fonts import BOLD, REGULAR
from tdapp.reports.labels import Labels
from tdapp.reports.layout import ACCENT, CONTENT_WIDTH, INK, MUTED, RULE, Frame, Styles, fit, para, title_block

COLUMNS = 2
ROWS = 4
PER_PAGE = COLUMNS * ROWS
CARD_HEIGHT = 60 * mm


def title(labels: Labels) -> str:
    return labels("Seat cards")


def story(data: Seating, frame: Frame) -> list[Flowable]:
    t = frame.labels
    if not data.cards:
        return [*title_block(frame), para(t("Nobody is seated."), Styles.warning)]
    out: list[Flowable] = []
    cards = list(data.cards)
    for start in range(0, len(cards), PER_PAGE):
        if start:
            out.append(PageBreak())
        out.append(CardSheet(cards[start : start + PER_PAGE], data.event, t))
    return out


class CardSheet(Flowable):
    """Up to eight cards on one page, drawn directly on the canvas with cut lines between them."""

    def __init__(self, cards: Sequence[SeatCard], event: Event, labels: Labels) -> None:
        super().__init__()
        self.cards = list(cards)
        self.event = event
        self.labels = labels
        self.card_width = CONTENT_WIDTH / COLUMNS

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return CONTENT_WIDTH, CARD_HEIGHT * ROWS

    def draw(self) -> None:
        canvas: Canvas = self.canv
        height = CARD_HEIGHT * ROWS
        for i, card in enumerate(self.cards):
            col, row = i % COLUMNS, i // COLUMNS
            x = col * self.card_width
            y = height - (row + 1) * CARD_HEIGHT
            self._card(canvas, card, x, y)
        self._cut_lines(canvas, height)

    def _cut_lines(self, canvas: Canvas, height: float) -> None:
        canvas.saveState()
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.6)
        canvas.setDash(4, 3)
        for row in range(ROWS + 1):
            y = height - row * CARD_HEIGHT
            canvas.line(-6 * mm, y, CONTENT_WIDTH + 6 * mm, y)
        for col in range(COLUMNS + 1):
            x = col * self.card_width
            canvas.line(x, -3 * mm, x, height + 3 * mm)
        canvas.setFont(REGULAR, 9)
        canvas.setFillColor(RULE)
        canvas.drawString(-6 * mm, height + 1 * mm, "✂")
        canvas.restoreState()

    def _card(self, canvas: Canvas, card: SeatCard, x: float, y: float) -> None:
        t = self.labels
        w = self.card_width
        pad = 6 * mm
        inner = w - 2 * pad
        top = y + CARD_HEIGHT - pad
        canvas.saveState()
        canvas.setFillColor(MUTED)
        canvas.setFont(REGULAR, 8.5)
        script.draw(canvas, x + pad, top - 3 * mm, fit(self.event.name, inner, 8.5), 8.5)
        canvas.drawString(x + pad, top - 7 * mm, t.datetime(self.event.date_ms))
        # table and seat, large, in two boxes
        box_w = (inner - 4 * mm) / 2
        box_h = 22 * mm
        box_y = top - 9.5 * mm - box_h
        for i, (label, value) in enumerate(((t("Table"), card.table), (t("Seat"), card.seat))):
            bx = x + pad + i * (box_w + 4 * mm)
            canvas.setFillColor(ACCENT)
            canvas.setStrokeColor(ACCENT)
            canvas.roundRect(bx, box_y, box_w, box_h, 2.5 * mm, stroke=1, fill=1 if i == 0 else 0)
            canvas.setFillColor("white" if i == 0 else ACCENT)
            canvas.setFont(REGULAR, 8)
            canvas.drawCentredString(bx + box_w / 2, box_y + box_h - 4.5 * mm, label.upper())
            canvas.setFont(BOLD, 28)
            canvas.drawCentredString(bx + box_w / 2, box_y + 4 * mm, str(value))
        canvas.setFillColor(INK)
        script.draw(canvas, x + pad, box_y - 7 * mm, fit(card.name, inner, 12.5, bold=True), 12.5, bold=True)
        canvas.setFont(REGULAR, 8.5)
        canvas.setFillColor(MUTED)
        canvas.drawString(x + pad, box_y - 11.5 * mm, t("Player no. {number}", number=card.player_id))
        canvas.drawRightString(x + pad + inner, box_y - 11.5 * mm, f"{t('Starting stack')}: {t.number(card.starting_stack)}")
        canvas.restoreState()
