"""The room's views: clock, payouts, seating (by name, by table) and announcements.

Each view builds its labels once; every second `update_view` only changes
their text. Sizes come from the window: each label's font is fitted to the
rectangle its layout row gives it (`fit.FitLabel`), and a view switches its
arrangement between landscape and portrait when the window's shape changes.
Long lists are paged: the page shown follows the tick's second, so every
display shows the same page at the same time.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tdapp.application.room_view import Announcement, AnnouncementKind, Blinds, Halt, RoomView, Seat
from tdapp.ui.room import legibility
from tdapp.ui.room.fit import FitLabel
from tdapp.ui.room.text import clock, group, money, place, tr
from tdapp.ui.room.theme import Theme, relative_luminance

#: Seconds each page of a paged list stays up.
PAGE_SECONDS = 10
#: Names longer than this are shortened with an ellipsis so a list keeps a large font.
NAME_CHARS = 20


def blinds_text(blinds: Blinds | None) -> str:
    if blinds is None:
        return ""
    text = f"{group(blinds.small_blind)} / {group(blinds.big_blind)}"
    if blinds.ante:
        text += "   " + tr("Ante {ante}").format(ante=group(blinds.ante))
    return text


def announcement_text(a: Announcement) -> str:
    k = a.kind
    if k is AnnouncementKind.COLOR_UP:
        return tr("Color-up at the break: the {chip} chips leave play").format(chip=group(a.value))
    if k is AnnouncementKind.HAND_FOR_HAND:
        return tr("Hand-for-hand") + (f" · {tr('hand {n}').format(n=a.value + 1)}" if a.value >= 0 else "")
    if k is AnnouncementKind.LATE_REGISTRATION:
        if a.value <= 1:
            return tr("Late registration closes in 1 minute")
        return tr("Late registration closes in {n} minutes").format(n=a.value)
    if k is AnnouncementKind.LATE_REGISTRATION_CLOSED:
        return tr("Late registration is closed")
    if k is AnnouncementKind.STRUCTURE_EXHAUSTED:
        return tr("The structure has run out: level {n} continues").format(n=a.value)
    if k is AnnouncementKind.BREAK:
        return tr("Break")
    if k is AnnouncementKind.PAUSED:
        return tr("The clock is paused")
    return a.text


def halt_word(halt: Halt) -> str:
    """The large word on a halted timer: PAUSED, BREAK, END OF DAY (nothing while the clock runs)."""
    if halt is Halt.PAUSED:
        return tr("PAUSED")
    if halt is Halt.BREAK:
        return tr("BREAK")
    if halt is Halt.DAY_ENDED:
        return tr("END OF DAY")
    return ""


#: The color role of the timer's digits and of its word, for each halt (running: accent, the last minute: warning).
HALT_ROLES = {Halt.PAUSED: ("warning", "warning"), Halt.BREAK: ("accent", "foreground"), Halt.DAY_ENDED: ("muted", "foreground")}


def chip_value(value: int) -> str:
    """How a chip is printed: 25, 500, 1K, 25K, 1M."""
    for unit, suffix in ((1_000_000, "M"), (1_000, "K")):
        if value >= unit and value % unit == 0:
            return f"{value // unit}{suffix}"
    return str(value)


def elide(name: str, chars: int = NAME_CHARS) -> str:
    return name if len(name) <= chars else name[: chars - 1].rstrip() + "…"


def page_of(count: int, per_page: int, second: int) -> tuple[int, int]:
    """(page index, page count) shown at `second`: pages follow the clock so all screens agree."""
    pages = max(1, -(-count // per_page))
    return (second // PAGE_SECONDS) % pages, pages


class RoomPanel(QWidget):
    """A view: fitted labels, a theme, and an arrangement for landscape and portrait."""

    key = ""

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self._roles: list[tuple[FitLabel, str]] = []
        self.portrait: bool | None = None
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def label(self, role: str = "foreground", *, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, **kwargs: object) -> FitLabel:
        widget = FitLabel(parent=self, align=align, **kwargs)  # type: ignore[arg-type]
        self._roles.append((widget, role))
        self._color(widget, role)
        return widget

    def _color(self, widget: FitLabel, role: str) -> None:
        widget.setStyleSheet(f"color: {getattr(self.theme, role)}; background: transparent;")

    def set_role(self, widget: FitLabel, role: str) -> None:
        for i, (w, _r) in enumerate(self._roles):
            if w is widget:
                if self._roles[i][1] != role:
                    self._roles[i] = (w, role)
                    self._color(w, role)
                return

    def apply_theme(self, theme: Theme) -> None:
        self.theme = theme
        for widget, role in self._roles:
            self._color(widget, role)

    def labels(self) -> list[FitLabel]:
        return [w for w, _r in self._roles]

    def resizeEvent(self, event: QResizeEvent) -> None:
        portrait = event.size().height() > event.size().width()
        if portrait != self.portrait:
            self.portrait = portrait
            self.arrange(portrait)
        width, height = event.size().width(), event.size().height()
        least = legibility.min_font_px(width, height) if self.key == "clock" else 1  # the clock is held to the least size
        for label in self.labels_all():
            label.set_min_px(least)
        mx, my = legibility.safe_margins(width, height)
        if self.layout() is not None:
            self.layout().setContentsMargins(mx, my, mx, my)
            self.layout().setSpacing(max(2, my // 3))
        super().resizeEvent(event)

    def labels_all(self) -> list[FitLabel]:
        """Every label of the view, shown or not."""
        return [w for w, _r in self._roles]

    def arrange(self, portrait: bool) -> None:
        """Put the widgets in place for the window's shape (override)."""

    def update_view(self, view: RoomView, second: int) -> None:
        """Show `view` (override); `second` picks the page of paged lists."""


class ChipBadge(FitLabel):
    """A chip of the set in play: a disc of its color with its value inside."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent, height_share=0.9)
        self.color = QColor("gray")
        self.ring = QColor("white")

    def set_chip(self, value: int, color: str, ring: str) -> None:
        qcolor = QColor(color) if QColor.isValidColorName(color) else QColor("gray")
        changed = qcolor != self.color
        self.color, self.ring = qcolor, QColor(ring)
        text_color = "#000000" if relative_luminance(qcolor) > 0.18 else "#FFFFFF"
        self.setStyleSheet(f"color: {text_color}; background: transparent;")
        self.show_text(chip_value(value))
        if changed:
            self.update()

    #: The share of the disc's diameter left clear for the value inside the dashed edge.
    CLEAR_SHARE = 0.78

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place_value(event.size().width(), event.size().height())
        super().resizeEvent(event)

    def set_sample(self, sample: str) -> None:
        self.sample = sample
        self._place_value(self.width(), self.height())
        super().set_sample(sample)
        self.refit()

    def _place_value(self, width: int, height: int) -> None:
        """The value's rectangle is inscribed in the clear circle, shaped like the widest value."""
        d = min(width, height)
        metrics = QFontMetrics(self._font(100))
        aspect = max(1.0, (metrics.horizontalAdvance(self.sample or self.full or "8") + 2) / (metrics.height() + 2))
        inner_h = int(d * self.CLEAR_SHARE / math.hypot(1.0, aspect))
        inner_w = int(inner_h * aspect)
        mx, my = (width - inner_w) // 2, (height - inner_h) // 2
        self.setContentsMargins(mx, my, width - inner_w - mx, height - inner_h - my)

    def value_inside(self) -> bool:
        """Whether the value's text lies inside the clear circle of its disc (what the tests check)."""
        metrics = self.fontMetrics()
        d = min(self.width(), self.height())
        half_w, half_h = metrics.horizontalAdvance(self.text()) / 2, metrics.height() / 2
        return math.hypot(half_w, half_h) <= d * self.CLEAR_SHARE / 2 + 1

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.text():
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            d = min(self.width(), self.height()) - 4
            rect = QRect((self.width() - d) // 2, (self.height() - d) // 2, d, d)
            painter.setPen(QPen(self.ring, max(2, d // 30)))
            painter.setBrush(self.color)
            painter.drawEllipse(rect)
            edge = max(2, int(d * (1 - self.CLEAR_SHARE) / 4))
            dash = QPen(QColor("white"), edge, Qt.PenStyle.CustomDashLine)
            dash.setDashPattern([1.0, 2.0])
            painter.setPen(dash)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = int(d * (1 - self.CLEAR_SHARE) / 4) + 1
            painter.drawEllipse(rect.adjusted(inset, inset, -inset, -inset))
            painter.end()
        super().paintEvent(event)


class TimerLabel(FitLabel):
    """The time left; halted, a large word (PAUSED, BREAK, END OF DAY) stands on the timer itself.

    The word takes the top `STAMP_SHARE` of the timer's rectangle on a band of
    the theme's panel color framed in the word's color, and the digits are fitted
    into the rest: a paused clock cannot be taken for a running one from across
    the room (issue 17), whatever the theme.
    """

    STAMP_SHARE = 0.36

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent=parent, sample="88:88")
        self.stamp = ""
        self.stamp_color = QColor("white")
        self.band_color = QColor("black")

    def set_stamp(self, text: str, color: str, band: str) -> None:
        if (text, QColor(color), QColor(band)) == (self.stamp, self.stamp_color, self.band_color):
            return
        self.stamp, self.stamp_color, self.band_color = text, QColor(color), QColor(band)
        self._place_digits()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place_digits()
        super().resizeEvent(event)

    def _place_digits(self) -> None:
        top = int(self.height() * self.STAMP_SHARE) if self.stamp else 0
        if self.contentsMargins().top() != top:
            self.setContentsMargins(0, top, 0, 0)
            self.refit()

    def stamp_rect(self) -> QRect:
        """Where the word's band is drawn (empty when the clock runs)."""
        if not self.stamp:
            return QRect()
        top = self.contentsMargins().top()
        metrics = QFontMetrics(self.stamp_font())
        pad = max(2, top // 8)
        width = min(self.width(), metrics.horizontalAdvance(self.stamp) + 4 * pad)
        return QRect((self.width() - width) // 2, pad // 2, width, max(1, top - pad))

    def stamp_font(self):  # type: ignore[no-untyped-def]
        top = self.contentsMargins().top()
        px = max(1, int(top * 0.62))
        font = self._font(px)
        advance = QFontMetrics(font).horizontalAdvance(self.stamp or "M")
        limit = int(self.width() * 0.9)
        if advance > limit:
            font = self._font(max(1, int(px * limit / advance)))
        return font

    def stamp_fits(self) -> bool:
        """Whether the word is entirely inside its band and the band inside the timer (what the tests check)."""
        if not self.stamp:
            return True
        band = self.stamp_rect()
        metrics = QFontMetrics(self.stamp_font())
        return (
            metrics.horizontalAdvance(self.stamp) <= band.width()
            and metrics.height() <= band.height() + 2
            and QRect(0, 0, self.width(), self.height()).contains(band)
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.stamp:
            return
        band = self.stamp_rect()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.stamp_color, max(2, band.height() // 14)))
        painter.setBrush(self.band_color)
        radius = band.height() / 5
        painter.drawRoundedRect(band, radius, radius)
        painter.setFont(self.stamp_font())
        painter.setPen(self.stamp_color)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.stamp)
        painter.end()


class LogoLabel(QLabel):
    """The casino's logo, scaled to its row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.source = QPixmap()
        self.setStyleSheet("background: transparent;")

    def set_logo(self, theme: Theme) -> None:
        self.source = QPixmap(str(theme.logo)) if theme.logo else QPixmap()
        self._scale()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale()

    def _scale(self) -> None:
        if self.source.isNull() or self.width() < 4 or self.height() < 4:
            self.clear()
            return
        side = int(min(self.width(), self.height()) * 0.9)
        self.setPixmap(self.source.scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation))


def _clear(layout: QBoxLayout | QGridLayout) -> None:
    while layout.count():
        layout.takeAt(0)


class Header(QWidget):
    """Logo, event name and a right-hand caption, the first row of every view."""

    def __init__(self, panel: RoomPanel) -> None:
        super().__init__(panel)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.logo = LogoLabel(self)
        self.logo.set_logo(panel.theme)
        self.event = panel.label("foreground", align=Qt.AlignmentFlag.AlignLeft)
        self.event.setParent(self)
        self.right = panel.label("accent", align=Qt.AlignmentFlag.AlignRight)
        self.right.setParent(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.logo, 1)
        row.addWidget(self.event, 6)
        row.addWidget(self.right, 4)
        self.panel = panel

    def show_right(self, caption: str, halt: Halt = Halt.NONE) -> None:
        """The right-hand caption; on a paused clock or at the end of the day it starts with the word, in the warning color."""
        word = halt_word(halt) if halt in (Halt.PAUSED, Halt.DAY_ENDED) else ""
        self.right.show_text(" · ".join(t for t in (word, caption) if t))
        self.panel.set_role(self.right, "warning" if word else "accent")


class StatLine(QWidget):
    """One figure of the clock on one line: its caption on the left, its value on the right.

    The value keeps its full width; the caption takes what is left (shortened
    with an ellipsis if it must be, never below the room's least size).
    """

    def __init__(self, panel: RoomPanel, parent: QWidget) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.caption = panel.label("muted", bold=False, align=Qt.AlignmentFlag.AlignLeft)
        self.caption.setParent(self)
        self.value = panel.label("foreground", align=Qt.AlignmentFlag.AlignRight)
        self.value.setParent(self)

    def set(self, caption: str, value: str) -> None:
        self.caption.show_text(caption)
        self.value.show_text(value)
        self._place()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        width, height = self.width(), self.height()
        px = max(self.value.min_px, min(self.value.max_px, int(height * self.value.height_share)))
        metrics = QFontMetrics(self.value._font(px))
        if metrics.height() > height:
            px = max(self.value.min_px, int(px * height / metrics.height()))
            metrics = QFontMetrics(self.value._font(px))
        for label in (self.caption, self.value):
            label.max_px = px  # caption and value the same size: the caption is read as much as the figure
        advance = min(width, metrics.horizontalAdvance(self.value.full) + 2)
        gap = metrics.horizontalAdvance("  ")
        self.value.setGeometry(width - advance, 0, advance, height)
        self.caption.setGeometry(0, 0, max(1, width - advance - gap), height)


class ChipRow(QWidget):
    """The chips in play, as large discs with their values inside; paged when they do not all fit."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.badges = [ChipBadge(self) for _ in range(8)]
        for badge in self.badges:
            badge.hide()
        self.per_page = len(self.badges)

    def diameter(self, sample: str, min_px: int) -> int:
        """The least disc that holds `sample` at the room's least size inside its clear circle."""
        metrics = QFontMetrics(self.badges[0]._font(min_px))
        diagonal = math.hypot(metrics.horizontalAdvance(sample or "8") + 2, metrics.height() + 2)
        return math.ceil(diagonal / ChipBadge.CLEAR_SHARE)

    def show_chips(self, chips: Sequence[tuple[int, str]], ring: str, second: int, min_px: int) -> tuple[int, int]:
        """Lay the chips of the page due at `second` out; returns (page, pages)."""
        sample = max((chip_value(v) for v, _c in chips), key=len, default="")
        diameter = max(self.diameter(sample, min_px), min(self.height(), self.width() // max(1, len(chips))))
        diameter = min(diameter, max(1, self.height()))
        gap = max(2, diameter // 12)
        self.per_page = max(1, (self.width() + gap) // (diameter + gap))
        page, pages = page_of(len(chips), self.per_page, second)
        shown = list(chips[page * self.per_page : (page + 1) * self.per_page])
        left = (self.width() - len(shown) * diameter - (len(shown) - 1) * gap) // 2
        top = (self.height() - diameter) // 2
        for i, badge in enumerate(self.badges):
            if i < len(shown):
                badge.min_px = min_px
                badge.set_sample(sample)
                badge.setGeometry(left + i * (diameter + gap), top, diameter, diameter)
                badge.set_chip(shown[i][0], shown[i][1], ring)
                badge.show()
            else:
                badge.show_text("")
                badge.hide()
        return page, pages


class ClockView(RoomPanel):
    """The main screen: the time left in very large digits and every figure the room asks about.

    Every text is at least the room's least size (`legibility`): the figures
    that do not all fit at once (the statistics, then the chips in play) take
    turns in one area, page by page, and the payouts are paged beside them
    (their title says how many places are paid; every place comes round).
    """

    key = "clock"

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.header = Header(self)
        self.time = TimerLabel(self)
        self._roles.append((self.time, "accent"))
        self._color(self.time, "accent")
        self.blinds = self.label("foreground")
        self.area = QWidget(self)
        self.area.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.next_line = StatLine(self, self)
        self.stat_lines = [StatLine(self, self.area) for _ in range(8)]
        self.chip_row = ChipRow(self.area)
        self.side = QWidget(self)
        self.side.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.payout_title = self.label("muted", bold=False, align=Qt.AlignmentFlag.AlignLeft)
        self.payout_title.setParent(self.side)
        self.payout_rows = [self.label("foreground", align=Qt.AlignmentFlag.AlignLeft) for _ in range(20)]
        for row in self.payout_rows:
            row.setParent(self.side)
        self.announcement = self.label("warning")
        self.root = QVBoxLayout(self)
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.main = QVBoxLayout()
        self.main.addWidget(self.time, 26)
        self.main.addWidget(self.blinds, 12)
        self.main.addWidget(self.next_line, 10)
        self.main.addWidget(self.area, 34)
        self.root.addWidget(self.header, 10)
        self.root.addLayout(self.body, 80)
        self.root.addWidget(self.announcement, 10)
        self.body.addLayout(self.main, 2)
        self.body.addWidget(self.side, 1)
        self.lines_per_page = 3
        self.payouts_per_page = 8
        self.payout_columns = 1
        self.stat_page = (0, 1)
        self.payout_page = (0, 1)
        self.chip_page: tuple[int, int] | None = None
        self.arrange(False)

    def labels(self) -> list[FitLabel]:
        visible = [w for w in super().labels() if w.isVisible()]
        return [*visible, *(b for b in self.chip_row.badges if b.isVisible())]

    def apply_theme(self, theme: Theme) -> None:
        super().apply_theme(theme)
        self.header.logo.set_logo(theme)

    def arrange(self, portrait: bool) -> None:
        self.body.setDirection(QBoxLayout.Direction.TopToBottom if portrait else QBoxLayout.Direction.LeftToRight)
        self.body.setStretch(0, 3 if not portrait else 5)
        self.body.setStretch(1, 2)
        self.payout_columns = 1

    def line_height(self) -> int:
        """The height of one line at the least size, with a little air."""
        return int(QFontMetrics(self.blinds._font(self.blinds.min_px)).height() * 1.08) + 1

    def _layout_area(self) -> None:
        """How many statistics a page of the area holds, and where the lines go."""
        line = self.line_height()
        width, height = self.area.width(), self.area.height()
        self.lines_per_page = max(1, height // line)
        used = min(self.lines_per_page, len(self.stat_lines))
        row = height // max(1, used)
        for i, stat in enumerate(self.stat_lines):
            stat.setGeometry(0, i * row, width, row) if i < used else stat.setGeometry(0, 0, 0, 0)
        self.chip_row.setGeometry(0, 0, width, height)

    def _layout_side(self) -> None:
        line = self.line_height()
        width, height = self.side.width(), self.side.height()
        rows = max(1, height // line - 1)
        self.payouts_per_page = rows * self.payout_columns
        row = height // (rows + 1)
        self.payout_title.setGeometry(0, 0, width, row)
        column = width // self.payout_columns
        for i, label in enumerate(self.payout_rows):
            if i < self.payouts_per_page:
                c, r = divmod(i, rows)
                label.setGeometry(c * column, (r + 1) * row, column - (line // 4 if self.payout_columns > 1 else 0), row)
            else:
                label.setGeometry(0, 0, 0, 0)
                label.show_text("")
                label.hide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.body.setSpacing(legibility.safe_margins(event.size().width(), event.size().height())[0])
        line = self.line_height()
        for row in (self.header, self.blinds, self.next_line, self.announcement):
            row.setMinimumHeight(line)
        self.layout().activate()

    def _stats(self, view: RoomView) -> list[tuple[str, str]]:
        average = group(view.average_stack)
        if view.average_stack_big_blinds is not None:
            average += f" ({tr('{n} BB').format(n=view.average_stack_big_blinds)})"
        stats = [
            (tr("Players left"), group(view.players_left)),
            (tr("Entries"), group(view.entries)),
            (tr("Prize pool"), money(view.prize_pool_cents)),
            (tr("Average stack"), average),
            (tr("Rebuys / add-ons"), f"{group(view.rebuys)} / {group(view.addons)}"),
            (tr("Chips in play"), group(view.chips_in_play)),
        ]
        if view.next_break_in_seconds is not None and not view.next_is_break:
            stats.append((tr("Break in"), clock(view.next_break_in_seconds)))
        return stats

    def update_view(self, view: RoomView, second: int) -> None:
        self._layout_area()
        self._layout_side()
        header_right = tr("Break") if view.is_break else tr("Level {n}").format(n=view.level)
        if view.day > 1:
            header_right = tr("Day {d}").format(d=view.day) + " · " + header_right
        self.header.event.show_text(view.event_name)
        self.header.right.show_text(header_right if view.item_index >= 0 else "")
        if view.item_index < 0:
            self.time.show_text("--:--")
        else:
            text = clock(view.remaining_seconds)
            self.time.set_sample("8:88:88" if len(text) > 5 else "88:88")
            self.time.show_text(text)
        late = view.running and not view.is_break and view.remaining_seconds <= 60
        halt = view.halt
        digits, word = HALT_ROLES.get(halt, ("warning" if late else "accent", "accent"))
        self.set_role(self.time, digits)
        self.time.set_stamp(halt_word(halt), getattr(self.theme, word), self.theme.panel)
        self.blinds.show_text(tr("BREAK") if view.is_break else blinds_text(view.blinds))
        if view.next_is_break:
            minutes = view.next_break_minutes
            nxt = tr("break, {n} min").format(n=minutes) if minutes else tr("break")
        elif view.next_blinds is not None:
            nxt = blinds_text(view.next_blinds)
        else:
            nxt = ""
        self.next_line.set(tr("Next") if nxt else "", nxt)
        self._show_area(view, second)
        self._show_payouts(view, second)
        first = view.announcements[0] if view.announcements else None
        if first is not None and len(view.announcements) > 1:
            first = view.announcements[(second // PAGE_SECONDS) % len(view.announcements)]
        self.announcement.show_paged(announcement_text(first) if first else "", second)

    def _show_area(self, view: RoomView, second: int) -> None:
        """The statistics, page by page, then the chips in play (one page of the same area)."""
        stats = self._stats(view)
        per_page = min(self.lines_per_page, len(self.stat_lines))
        stat_pages = max(1, -(-len(stats) // per_page))
        pages = stat_pages + (1 if view.chips else 0)
        page = (second // PAGE_SECONDS) % pages
        on_chips = page >= stat_pages
        self.stat_page = (min(page, stat_pages - 1), stat_pages)
        for i, line in enumerate(self.stat_lines):
            index = page * per_page + i
            if not on_chips and i < per_page and index < len(stats):
                line.set(*stats[index])
                line.show()
            else:
                line.set("", "")
                line.hide()
        if on_chips:
            self.chip_row.show()
            chips = [(c.value, c.color) for c in view.chips]
            turn = (second // PAGE_SECONDS) // pages  # each time the chips come round, their next page
            self.chip_page = self.chip_row.show_chips(chips, self.theme.foreground, turn * PAGE_SECONDS, self.blinds.min_px)
        else:
            self.chip_row.hide()
            for badge in self.chip_row.badges:
                badge.hide()
            self.chip_page = None

    def _show_payouts(self, view: RoomView, second: int) -> None:
        places = len(view.payouts_cents)
        per_page = self.payouts_per_page
        page, pages = page_of(places, per_page, second)
        self.payout_page = (page, pages)
        rows = _payout_lines(view, page * per_page, per_page)
        sample = max(_payout_lines(view, 0, places) or [""], key=len)
        for i, row in enumerate(self.payout_rows[:per_page]):
            row.set_sample(sample)
            row.show_text(rows[i] if i < len(rows) else "")
            row.setVisible(i < len(rows))
        self.payout_title.show_text(tr("Places paid: {n}").format(n=places) if places else "")


def _payout_lines(view: RoomView, first: int = 0, count: int = 10) -> list[str]:
    lines = []
    for i, amount in enumerate(view.payouts_cents[first : first + count], start=first + 1):
        prize = tr("Seat") if i <= view.satellite_seats else money(amount)
        lines.append(f"{place(i)}  {prize}")
    return lines


class PayoutsView(RoomPanel):
    """The prize table in force, paged in columns of ten places."""

    key = "payouts"
    ROWS = 10

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.header = Header(self)
        self.title = self.label("accent")
        self.cells: list[FitLabel] = []
        self.grid = QGridLayout()
        self.footer = self.label("muted", bold=False)
        root = QVBoxLayout(self)
        root.addWidget(self.header, 9)
        root.addWidget(self.title, 11)
        root.addLayout(self.grid, 72)
        root.addWidget(self.footer, 8)
        self.columns = 0
        self.arrange(False)

    def max_columns(self, portrait: bool) -> int:
        return 2 if portrait else 3

    def columns_for(self, places: int) -> int:
        """As few columns as the places need (wider columns, larger figures), up to what the shape allows."""
        rows = 15 if self.portrait else self.ROWS
        return max(1, min(self.max_columns(bool(self.portrait)), -(-places // rows)))

    def arrange(self, portrait: bool, columns: int = 0) -> None:
        columns = min(columns or self.columns or 1, self.max_columns(portrait))
        rows = 15 if portrait else self.ROWS
        _clear(self.grid)
        while len(self.cells) < columns * rows:
            self.cells.append(self.label("foreground", align=Qt.AlignmentFlag.AlignLeft))
        for cell in self.cells:
            cell.hide()
        for i in range(columns * rows):
            c, r = divmod(i, rows)
            self.grid.addWidget(self.cells[i], r, 2 * c)
            self.cells[i].show()
        for r in range(20):
            self.grid.setRowStretch(r, 1 if r < rows else 0)
        for c in range(8):  # even columns hold places, odd ones are the gaps between them
            used = c < 2 * columns - 1
            self.grid.setColumnStretch(c, (12 if c % 2 == 0 else 1) if used else 0)
        self.columns, self.rows = columns, rows

    def labels(self) -> list[FitLabel]:
        return [w for w in super().labels() if w.isVisible() or w not in self.cells]

    def update_view(self, view: RoomView, second: int) -> None:
        wanted = self.columns_for(len(view.payouts_cents))
        if wanted != self.columns:
            self.arrange(bool(self.portrait), wanted)
            self.layout().activate()  # the new cells get their size now, before their text is fitted
        per_page = self.columns * self.rows
        page, pages = page_of(len(view.payouts_cents), per_page, second)
        self.header.event.show_text(view.event_name)
        self.header.show_right(tr("Page {p} of {n}").format(p=page + 1, n=pages) if pages > 1 else "", view.halt)
        self.title.show_text(tr("Prize pool {amount}").format(amount=money(view.prize_pool_cents)))
        lines = _payout_lines(view, page * per_page, per_page)
        sample = max(_payout_lines(view, 0, len(view.payouts_cents)) or [""], key=len)
        for i, cell in enumerate(self.cells[:per_page]):
            cell.set_sample(sample)
            cell.show_text(lines[i] if i < len(lines) else "")
        places = len(view.payouts_cents)
        self.footer.show_text(
            tr("{places} places paid · {players} players left of {entries}").format(
                places=places, players=group(view.players_left), entries=group(view.entries)
            )
            if places
            else tr("The prize table is set when enough players have entered")
        )


class SeatingView(RoomPanel):
    """Who sits where: alphabetically (players look themselves up) or table by table; paged."""

    def __init__(self, theme: Theme, by_table: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.by_table = by_table
        self.key = "seating_tables" if by_table else "seating_names"
        self.header = Header(self)
        self.cells: list[tuple[FitLabel, FitLabel]] = []
        self.grid = QGridLayout()
        root = QVBoxLayout(self)
        root.addWidget(self.header, 9)
        root.addLayout(self.grid, 91)
        self.columns = self.rows = 0
        self.arrange(False)

    def arrange(self, portrait: bool) -> None:
        if self.by_table:
            columns, rows = (2, 22) if portrait else (3, 11)  # blocks of 11 lines: the table, then 10 seats
        else:
            columns, rows = (2, 24) if portrait else (3, 13)
        _clear(self.grid)
        while len(self.cells) < columns * rows:
            left = self.label("accent", align=Qt.AlignmentFlag.AlignRight)
            right = self.label("foreground", align=Qt.AlignmentFlag.AlignLeft)
            self.cells.append((left, right) if self.by_table else (right, left))
        for a, b in self.cells:
            a.hide()
            b.hide()
        for i in range(columns * rows):
            c, r = divmod(i, rows)
            first, second = self.cells[i]
            self.grid.addWidget(first, r, 3 * c)
            self.grid.addWidget(second, r, 3 * c + 1)
            first.show()
            second.show()
        # Per column of the list: the first cell, the second, then a gap before the next column.
        stretches = (2, 12, 1) if self.by_table else (10, 4, 1)
        for c in range(12):
            used = c < 3 * columns - 1
            self.grid.setColumnStretch(c, stretches[c % 3] if used else 0)
        for r in range(30):
            self.grid.setRowStretch(r, 1 if r < rows else 0)
        self.columns, self.rows = columns, rows

    def labels(self) -> list[FitLabel]:
        shown = {id(w) for pair in self.cells[: self.columns * self.rows] for w in pair}
        return [w for w in super().labels() if id(w) in shown or all(w is not a and w is not b for a, b in self.cells)]

    def _lines(self, view: RoomView) -> list[tuple[str, str, str]]:
        """(left, right, role of left) for every line of the list, blocks already padded for tables."""
        if not self.by_table:
            return [(elide(s.name), tr("T{t} · S{s}").format(t=s.table, s=s.seat), "foreground") for s in view.seating_by_name]
        lines: list[tuple[str, str, str]] = []
        block = 11
        for table in view.seating_by_table:
            lines.append(("", tr("Table {n}").format(n=table.table), "accent"))
            by_seat: dict[int, Seat] = {s.seat: s for s in table.seats}
            for seat in range(1, block):
                s = by_seat.get(seat)
                lines.append((str(seat), elide(s.name) if s else "", "muted"))
        return lines

    def update_view(self, view: RoomView, second: int) -> None:
        lines = self._lines(view)
        per_page = self.columns * self.rows
        page, pages = page_of(len(lines), per_page, second)
        title = tr("Seating by table") if self.by_table else tr("Seating by name")
        self.header.event.show_text(view.event_name)
        self.header.show_right(f"{title} · {page + 1}/{pages}" if pages > 1 else title, view.halt)
        shown = lines[page * per_page : (page + 1) * per_page]
        samples = (max((a for a, _b, _r in lines), key=len, default=""), max((b for _a, b, _r in lines), key=len, default=""))
        for i, (first, second_label) in enumerate(self.cells[:per_page]):
            a, b, role = shown[i] if i < len(shown) else ("", "", "foreground")
            if self.by_table:
                first.set_sample(samples[0])
                second_label.set_sample(max(samples[1], tr("Table {n}").format(n=88), key=len))
                first.show_text(a)
                second_label.show_text(b)
                self.set_role(second_label, "accent" if role == "accent" else "foreground")
            else:
                first.set_sample(samples[0])
                second_label.set_sample(samples[1])
                first.show_text(a)
                second_label.show_text(b)


class AnnouncementsView(RoomPanel):
    """The announcements in large letters, with the level and time left underneath."""

    key = "announcements"
    LINES = 5

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.header = Header(self)
        self.lines = [self.label("warning") for _ in range(self.LINES)]
        self.footer = self.label("accent")
        root = QVBoxLayout(self)
        root.addWidget(self.header, 9)
        for line in self.lines:
            root.addWidget(line, 15)
        root.addWidget(self.footer, 14)

    def update_view(self, view: RoomView, second: int) -> None:
        self.header.event.show_text(view.event_name)
        self.header.show_right(tr("Announcements"), view.halt)
        texts = [announcement_text(a) for a in view.announcements][: self.LINES]
        for i, line in enumerate(self.lines):
            line.show_text(texts[i] if i < len(texts) else "")
            if i < len(view.announcements):
                self.set_role(line, "foreground" if view.announcements[i].kind is AnnouncementKind.TEXT else "warning")
        if view.item_index < 0:
            self.footer.show_text("")
        elif view.is_break:
            self.footer.show_text(" · ".join(t for t in (halt_word(view.halt), clock(view.remaining_seconds)) if t))
        else:
            level = f"{tr('Level {n}').format(n=view.level)} · {blinds_text(view.blinds)}"
            self.footer.show_text(" · ".join(t for t in (halt_word(view.halt), level, clock(view.remaining_seconds)) if t))
        self.set_role(self.footer, "warning" if view.halt in (Halt.PAUSED, Halt.DAY_ENDED) else "accent")


VIEW_KEYS = ("clock", "payouts", "seating_names", "seating_tables", "announcements")


def make_view(key: str, theme: Theme, parent: QWidget | None = None) -> RoomPanel:
    if key == "clock":
        return ClockView(theme, parent)
    if key == "payouts":
        return PayoutsView(theme, parent)
    if key == "seating_names":
        return SeatingView(theme, False, parent)
    if key == "seating_tables":
        return SeatingView(theme, True, parent)
    if key == "announcements":
        return AnnouncementsView(theme, parent)
    raise ValueError(f"unknown room view {key!r}")


def view_keys(keys: Sequence[str]) -> list[str]:
    unknown = [k for k in keys if k not in VIEW_KEYS]
    if unknown or not keys:
        raise ValueError(f"room views are {', '.join(VIEW_KEYS)}; got {', '.join(keys) or 'none'}")
    return list(keys)
