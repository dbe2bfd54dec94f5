"""Tables drawn as tables: an oval with its seats around it, names, the button and the blinds.

One `TableItem` per open table in a `QGraphicsScene`; the view only paints
what is visible and an item is repainted only when what it shows changed
(its `TableLook` differs), so a 200-table room costs one table's repaint
per bust or move. Seat 1 sits left of the dealer (DP 06): the dealer is at
the top of the oval and the seats go clockwise from there.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QHelpEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem, QToolTip, QWidget

CELL_W, CELL_H = 472, 300  # one table with its margin
TABLE_W, TABLE_H = 460, 288
SEAT_W, SEAT_H = 98, 38

FELT = QColor("#1d6b43")
RIM = QColor("#6b4a2b")
SEAT_FILL = QColor("#ffffff")
SEAT_TEXT = QColor("#111111")
EMPTY_LINE = QColor("#455a64")
EMPTY_FILL = QColor("#cfd8dc")
EMPTY_TEXT = QColor("#37474f")
CLOSED_FILL = QColor("#4a4f55")
SELECTED = QColor("#ffb300")
SB_COLOR = QColor("#1565c0")
BB_COLOR = QColor("#c62828")
DONE_COLOR = QColor("#2e7d32")
PLAYING_COLOR = QColor("#ef6c00")


@dataclass(frozen=True)
class TableLook:
    """Everything a drawn table shows; two equal looks paint the same picture."""

    number: int
    seats: int
    closed: frozenset[int]
    players: tuple[tuple[int, int, str], ...]  # (seat, player id, short name)
    button: int | None
    small_blind: int | None
    big_blind: int | None
    selected_seat: int | None = None
    shot_clock: bool = False
    hand_for_hand: str = ""  # "", "playing" or "done"
    stop: bool = False  # RPT Art. 10.3: play stops at this table


def seat_centre(seat: int, seats: int) -> QPointF:
    """Centre of a seat in item coordinates: clockwise from the dealer at the top (DP 06)."""
    angle = -math.pi / 2 + seat * 2 * math.pi / (seats + 1)
    cx, cy = TABLE_W / 2, TABLE_H / 2
    return QPointF(cx + (TABLE_W / 2 - SEAT_W / 2 - 2) * math.cos(angle), cy + (TABLE_H / 2 - SEAT_H / 2 - 2) * math.sin(angle))


class TableItem(QGraphicsItem):
    def __init__(self, look: TableLook) -> None:
        super().__init__()
        self.look = look

    def set_look(self, look: TableLook) -> bool:
        if look == self.look:
            return False
        self.look = look
        self.update()
        return True

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, TABLE_W, TABLE_H)

    def seat_rect(self, seat: int) -> QRectF:
        c = seat_centre(seat, self.look.seats)
        return QRectF(c.x() - SEAT_W / 2, c.y() - SEAT_H / 2, SEAT_W, SEAT_H)

    def seat_at(self, pos: QPointF) -> int | None:
        for seat in range(1, self.look.seats + 1):
            if self.seat_rect(seat).contains(pos):
                return seat
        return None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        oval = QRectF(SEAT_W * 0.5, SEAT_H * 0.5 + 6, TABLE_W - SEAT_W, TABLE_H - SEAT_H - 12)
        painter.setPen(QPen(RIM, 9))
        painter.setBrush(QBrush(FELT))
        painter.drawEllipse(oval)
        centre = oval.center()
        # The table's number and its count, large enough to read from a step back.
        font = QFont(painter.font())
        font.setPixelSize(30)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(centre.x() - 80, centre.y() - 40, 160, 36), Qt.AlignmentFlag.AlignCenter, str(look.number))
        font.setPixelSize(13)
        font.setBold(False)
        painter.setFont(font)
        capacity = look.seats - len(look.closed)
        status = QCoreApplication.translate("TableItem", "{count}/{seats} players").format(count=len(look.players), seats=capacity)
        painter.drawText(QRectF(centre.x() - 80, centre.y() - 4, 160, 18), Qt.AlignmentFlag.AlignCenter, status)
        badges = []
        if look.hand_for_hand == "playing":
            badges.append((QCoreApplication.translate("TableItem", "PLAYING"), PLAYING_COLOR))
        elif look.hand_for_hand == "done":
            badges.append((QCoreApplication.translate("TableItem", "DONE"), DONE_COLOR))
        if look.shot_clock:
            badges.append((QCoreApplication.translate("TableItem", "SHOT CLOCK"), BB_COLOR))
        if look.stop:
            badges.append((QCoreApplication.translate("TableItem", "STOP"), BB_COLOR))
        font.setBold(True)
        font.setPixelSize(11)
        painter.setFont(font)
        y = centre.y() + 16
        for text, color in badges:
            width = painter.fontMetrics().horizontalAdvance(text) + 12
            rect = QRectF(centre.x() - width / 2, y, width, 16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(QColor("white"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
            y += 19
        by_seat = {seat: name for seat, _pid, name in look.players}
        for seat in range(1, look.seats + 1):
            self._paint_seat(painter, seat, by_seat.get(seat), centre)

    def _paint_seat(self, painter: QPainter, seat: int, name: str | None, centre: QPointF) -> None:
        look = self.look
        rect = self.seat_rect(seat)
        closed = seat in look.closed
        font = QFont(painter.font())
        if closed:
            painter.setPen(QPen(CLOSED_FILL.darker(130), 1))
            painter.setBrush(CLOSED_FILL)
        elif name is None:
            painter.setPen(QPen(EMPTY_LINE, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(EMPTY_FILL)
        else:
            painter.setPen(QPen(QColor("#37474f"), 1))
            painter.setBrush(SEAT_FILL)
        painter.drawRoundedRect(rect, 7, 7)
        if seat == look.selected_seat:
            painter.setPen(QPen(SELECTED, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 8, 8)
        font.setBold(True)
        font.setPixelSize(11)
        painter.setFont(font)
        number_rect = QRectF(rect.left() + 4, rect.top() + 1, rect.width() - 8, 14)
        if closed:
            painter.setPen(QColor("#eeeeee"))
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("TableItem", "✕ {seat} closed").format(seat=seat)
            )
        elif name is None:
            painter.setPen(EMPTY_TEXT)
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignCenter, QCoreApplication.translate("TableItem", "{seat} — empty").format(seat=seat)
            )
        else:
            painter.setPen(QColor("#546e7a"))
            painter.drawText(number_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(seat))
            font.setPixelSize(12)
            painter.setFont(font)
            painter.setPen(SEAT_TEXT)
            text = painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(rect.width()) - 6)
            painter.drawText(QRectF(rect.left() + 3, rect.top() + 14, rect.width() - 6, 22), Qt.AlignmentFlag.AlignCenter, text)
        # Markers on the felt, between the seat and the centre.
        seat_c = rect.center()
        spot = QPointF(seat_c.x() + (centre.x() - seat_c.x()) * 0.42, seat_c.y() + (centre.y() - seat_c.y()) * 0.42)
        markers = []
        if seat == look.button:
            markers.append(("D", QColor("white"), QColor("black")))
        if seat == look.small_blind:  # heads-up the button is also the small blind (RPT Art. 35)
            markers.append((QCoreApplication.translate("TableItem", "SB"), SB_COLOR, QColor("white")))
        if seat == look.big_blind:
            markers.append((QCoreApplication.translate("TableItem", "BB"), BB_COLOR, QColor("white")))
        font.setPixelSize(11)
        font.setBold(True)
        painter.setFont(font)
        offset = -(len(markers) - 1) * 12
        for text, fill, ink in markers:
            disk = QRectF(spot.x() + offset - 11, spot.y() - 11, 22, 22)
            painter.setPen(QPen(QColor("black"), 1))
            painter.setBrush(fill)
            painter.drawEllipse(disk)
            painter.setPen(ink)
            painter.drawText(disk, Qt.AlignmentFlag.AlignCenter, text)
            offset += 24


class TablesView(QGraphicsView):
    """The room: a grid of drawn tables that reflows with the width; click a seat to select it."""

    seat_clicked = Signal(int, int)  # table, seat (0: the table itself)
    seat_menu_requested = Signal(int, int, QPoint)  # table, seat, where on the screen (right-click on a seat)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setBackgroundBrush(QColor("#dfe3e8"))
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.items_by_table: dict[int, TableItem] = {}
        self._order: list[int] = []
        self._columns = 0
        self.repaints = 0  # items repainted by the last update (for the record)
        #: The tooltip of a seat (table, seat) -> text: who sits there and his last chip count (set by the floor panel).
        self.seat_tip: Callable[[int, int], str] | None = None

    zoom = 1.0

    def columns(self) -> int:
        return max(1, int((self.viewport().width() - 8) / (CELL_W * self.zoom)))

    def set_zoom(self, zoom: float) -> None:
        """Scale the room (0.3 to 1.5) so that more tables fit on the screen; the grid reflows."""
        self.zoom = min(1.5, max(0.3, zoom))
        self.resetTransform()
        self.scale(self.zoom, self.zoom)
        self._layout()

    def wheelEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.set_zoom(self.zoom * (1.1 if event.angleDelta().y() > 0 else 1 / 1.1))
            return
        super().wheelEvent(event)

    def set_looks(self, looks: list[TableLook]) -> None:
        """Show these tables (in this order); only the tables whose look changed are repainted."""
        order = [look.number for look in looks]
        self.repaints = 0
        shown = set(order)
        for number in list(self.items_by_table):
            if number not in shown:
                self.scene().removeItem(self.items_by_table.pop(number))
        for look in looks:
            item = self.items_by_table.get(look.number)
            if item is None:
                item = TableItem(look)
                self.items_by_table[look.number] = item
                self.scene().addItem(item)
                self.repaints += 1
            elif item.set_look(look):
                self.repaints += 1
        if order != self._order:
            self._order = order
            self._layout()

    def _layout(self) -> None:
        self._columns = self.columns()
        for i, number in enumerate(self._order):
            row, col = divmod(i, self._columns)
            self.items_by_table[number].setPos(6 + col * CELL_W, 6 + row * CELL_H)
        rows = max(1, -(-len(self._order) // self._columns))
        self.scene().setSceneRect(0, 0, 6 + self._columns * CELL_W, 6 + rows * CELL_H)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        if self.columns() != self._columns:
            self._layout()

    def show_table(self, number: int) -> None:
        item = self.items_by_table.get(number)
        if item is not None:
            self.ensureVisible(item)

    def mousePressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        scene_pos = self.mapToScene(event.position().toPoint())
        for item in self.scene().items(scene_pos):
            if isinstance(item, TableItem):
                seat = item.seat_at(item.mapFromScene(scene_pos))
                self.seat_clicked.emit(item.look.number, seat or 0)
                return
        super().mousePressEvent(event)

    def contextMenuEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        """Right-click on a seat: select it and ask for its menu (the keyboard's menu key goes to the panel's shortcut)."""
        scene_pos = self.mapToScene(event.pos())
        for item in self.scene().items(scene_pos):
            if isinstance(item, TableItem):
                seat = item.seat_at(item.mapFromScene(scene_pos))
                if seat:
                    self.seat_clicked.emit(item.look.number, seat)
                    self.seat_menu_requested.emit(item.look.number, seat, event.globalPos())
                    event.accept()
                    return
        super().contextMenuEvent(event)

    def seat_under(self, pos: QPoint) -> tuple[int, int] | None:
        """(table, seat) of the seat at `pos` on the viewport, if a seat is there."""
        scene_pos = self.mapToScene(pos)
        for item in self.scene().items(scene_pos):
            if isinstance(item, TableItem):
                seat = item.seat_at(item.mapFromScene(scene_pos))
                return (item.look.number, seat) if seat else None
        return None

    def viewportEvent(self, event: QEvent) -> bool:
        """A seat's tooltip comes from `seat_tip` when the mouse rests on it (so it is always the state's, never stale)."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) and self.seat_tip is not None:
            under = self.seat_under(event.pos())
            text = self.seat_tip(*under) if under is not None else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    def seat_point(self, table: int, seat: int) -> QPoint:
        """Where seat `seat` of `table` is on the viewport (scrolled into view first)."""
        item = self.items_by_table[table]
        self.ensureVisible(item)
        return self.mapFromScene(item.mapToScene(item.seat_rect(seat).center()))
