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
import unicodedata
from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tdapp.application.room_view import Announcement, AnnouncementKind, Blinds, Halt, RoomView
from tdapp.ui.room import legibility
from tdapp.ui.room.fit import ROOM_FAMILY, FitLabel, count_lines, wrap
from tdapp.ui.room.text import clock, group, money, place, tr
from tdapp.ui.room.theme import Theme, relative_luminance

#: Seconds each page of a paged list stays up.
PAGE_SECONDS = 10
#: Names longer than this are shortened with an ellipsis so a list keeps a large font.
NAME_CHARS = 20
#: Below this width-to-height ratio (4:3, 5:4, portrait) two columns of text do not both fit at the least size.
NARROW_RATIO = 1.5


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


def room_font(px: int, bold: bool = True) -> QFont:
    font = QFont(ROOM_FAMILY)
    font.setBold(bold)
    font.setPixelSize(max(1, px))
    return font


def digits_as_eights(text: str) -> str:
    """A sample as wide as any text of this shape ("3/12" -> "8/88"): a layout that does not move when a figure changes."""
    return "".join("8" if c.isdigit() else c for c in text)


def page_caption(page: int, pages: int) -> str:
    """The page indicator, "2/5"; nothing when everything fits on one page."""
    return f"{page + 1}/{pages}" if pages > 1 else ""


def page_of(count: int, per_page: int, second: int) -> tuple[int, int]:
    """(page index, page count) shown at `second`: pages follow the clock so all screens agree."""
    pages = max(1, -(-count // per_page))
    return (second // PAGE_SECONDS) % pages, pages


class RoomPanel(QWidget):
    """A view: fitted labels, a theme, and an arrangement for landscape and portrait."""

    key = ""
    #: Whether the view is read from across the room (`legibility`).
    held_to_least_size = True

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self._roles: list[tuple[FitLabel, str]] = []
        self.portrait: bool | None = None
        self.least = 1
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def keep_clear(self, rect: QRect | None) -> None:
        """Keep `rect` (this view's coordinates) free of text: something lies over it (the QR code in the clock's corner)."""

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
        # Every room view is held to the least size; the shot clock at a table is read from a seat, not across the room.
        self.least = legibility.min_font_px(width, height) if self.held_to_least_size else 1
        for label in self.labels_all():
            label.set_min_px(self.least)
        mx, my = legibility.safe_margins(width, height)
        if self.layout() is not None:
            self.layout().setContentsMargins(mx, my, mx, my)
            self.layout().setSpacing(max(2, my // 3))
        super().resizeEvent(event)

    def narrow(self) -> bool:
        """A 4:3 or 5:4 screen, or portrait: not wide enough for two columns of text at the least size."""
        return self.width() < NARROW_RATIO * self.height()

    def line_height(self) -> int:
        """The height of one line at the least size, with a little air: the unit views lay their rows out in."""
        return int(QFontMetrics(room_font(self.least)).height() * 1.08) + 1

    def inner(self) -> QRect:
        """The part of the view inside the safe margins."""
        mx, my = legibility.safe_margins(self.width(), self.height())
        return QRect(mx, my, max(1, self.width() - 2 * mx), max(1, self.height() - 2 * my))

    def advance(self, text: str, *, bold: bool = True) -> int:
        """The width of `text` at the least size."""
        return QFontMetrics(room_font(self.least, bold)).horizontalAdvance(text) + 2

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
        metrics = QFontMetrics(self._font(max(self.min_px, 100)))  # the shape at the size drawn (padding does not scale)
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
    """Logo, event name and a right-hand caption, the first row of every view.

    The event's name is shown whole: on one line at the least size if it fits
    beside the caption, else wrapped between words on two lines (three on a
    4:3 screen or in portrait), else with the caption on a row of its own under it; only a name
    too long even for that ends in an ellipsis. `rows_for` tells the view how
    many rows that takes, so the name never shrinks below the least size.
    """

    def __init__(self, panel: RoomPanel) -> None:
        super().__init__(panel)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.logo = LogoLabel(self)
        self.logo.set_logo(panel.theme)
        self.event = panel.label("foreground", align=Qt.AlignmentFlag.AlignLeft)
        self.event.setParent(self)
        self.right = panel.label("accent", align=Qt.AlignmentFlag.AlignRight)
        self.right.setParent(self)
        self.panel = panel
        #: The widest caption the view will show here (e.g. "8/88"), so a page turn does not move the name.
        self.caption_sample = ""
        self.name_lines = 1
        self.caption_below = False

    def show_right(self, caption: str, halt: Halt = Halt.NONE) -> None:
        """The right-hand caption; on a paused clock or at the end of the day it starts with the word, in the warning color."""
        word = halt_word(halt) if halt in (Halt.PAUSED, Halt.DAY_ENDED) else ""
        self.right.show_text(" · ".join(t for t in (word, caption) if t))
        self.panel.set_role(self.right, "warning" if word else "accent")
        self.place()

    def show_name(self, name: str) -> None:
        self.event.show_text(name)
        self.place()

    def max_name_lines(self) -> int:
        return 3 if self.panel.narrow() else 2

    def _caption_width(self) -> int:
        texts = [t for t in (self.right.full, self.caption_sample) if t]
        return max((self.panel.advance(t) for t in texts), default=0)

    def _layout(self, width: int) -> tuple[int, bool]:
        """(lines of the name, whether the caption goes under it) at this width."""
        row = self.panel.line_height()
        metrics = QFontMetrics(room_font(self.panel.least))
        name = self.event.full or "M"
        caption = self._caption_width()
        beside = width - row - row // 4 - (caption + row // 2 if caption else 0)
        for lines in range(1, 3):
            if beside > row and wrap(name, metrics, beside, lines) is not None:
                return lines, False
        alone = width - row - row // 4
        for lines in range(1, self.max_name_lines() + 1):
            wrapped = wrap(name, metrics, alone, lines)
            if wrapped is not None:
                # The caption beside the name's last line when that line leaves it room, else under the name.
                last_free = alone - metrics.horizontalAdvance(wrapped[-1]) - row // 2
                return lines, bool(caption) and (lines == 1 or last_free < caption)
        return self.max_name_lines(), bool(caption)

    def rows_for(self, width: int) -> int:
        """How many rows of `line_height` the header takes at this width."""
        lines, below = self._layout(width)
        return lines + (1 if below else 0)

    def height_for(self, width: int) -> int:
        return self.rows_for(width) * self.panel.line_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.place()

    def place(self) -> None:
        width = self.width()
        if width <= 2:
            return
        row = self.panel.line_height()
        lines, below = self._layout(width)
        if (lines, below) != (self.name_lines, self.caption_below):
            self.name_lines, self.caption_below = lines, below
        self.logo.setGeometry(0, 0, row, row)
        left = row + row // 4
        caption = self._caption_width()
        beside_first = bool(caption) and not below and lines <= 2 and self._fits_beside(width, lines)
        name_width = width - left - (caption + row // 2 if beside_first else 0)
        self.event.set_max_lines(lines)
        self.event.setGeometry(left, 0, max(1, name_width), lines * row)
        if below:
            self.right.setGeometry(0, lines * row, width, row)
        elif beside_first:
            self.right.setGeometry(width - max(caption, 1), 0, max(caption, 1), row)
        else:  # beside the name's last line, which leaves it room
            self.right.setGeometry(width - max(caption, 1), (lines - 1) * row, max(caption, 1), row)
        self.event.refit()

    def _fits_beside(self, width: int, lines: int) -> bool:
        """Whether the name wraps into `lines` lines beside the caption (the caption on the first line)."""
        row = self.panel.line_height()
        metrics = QFontMetrics(room_font(self.panel.least))
        beside = width - row - row // 4 - self._caption_width() - row // 2
        return beside > row and wrap(self.event.full or "M", metrics, beside, lines) is not None


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

    #: Rows the line takes: 2 when the caption and the value do not fit side by side at the least size.
    rows = 1

    def needs_rows(self, caption: str, value: str, width: int, px: int) -> int:
        """1 if `caption` and `value` fit on one line of `width` at `px`, else 2 (the caption above its value)."""
        regular = QFontMetrics(self.caption._font(px)).horizontalAdvance(caption)
        bold = QFontMetrics(self.value._font(px))
        return 1 if regular + bold.horizontalAdvance("  ") + bold.horizontalAdvance(value) + 4 <= width else 2

    def _place(self) -> None:
        width, height = self.width(), self.height() // max(1, self.rows)
        px = max(self.value.min_px, min(self.value.max_px, int(height * self.value.height_share)))
        metrics = QFontMetrics(self.value._font(px))
        if metrics.height() > height:
            px = max(self.value.min_px, int(px * height / metrics.height()))
            metrics = QFontMetrics(self.value._font(px))
        for label in (self.caption, self.value):
            label.max_px = px  # caption and value the same size: the caption is read as much as the figure
        if self.rows > 1:  # the caption whole on its line, the value under it
            self.caption.setGeometry(0, 0, width, height)
            self.value.setGeometry(0, height, width, height)
            return
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
    (their title says how many places are paid; every place comes round). On
    a 4:3 or 5:4 screen a column beside the clock would be too narrow for a
    prize or a caption at the least size: the payouts take their turn in the
    area with the figures instead, across its whole width. A caption that
    does not fit beside its figure goes above it, and blinds too wide for the
    line put the ante on a second one; nothing is cut.
    """

    key = "clock"

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.header = Header(self)
        self.time = TimerLabel(self)
        self._roles.append((self.time, "accent"))
        self._color(self.time, "accent")
        self.blinds = self.label("foreground", max_lines=2)
        self.blinds.breaks = "   "  # on two lines, "300 / 600" over "Ante 600"
        self.blinds_lines = 1
        self.area = QWidget(self)
        self.area.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.next_line = StatLine(self, self)
        self.stat_lines = [StatLine(self, self.area) for _ in range(8)]
        self.chip_row = ChipRow(self.area)
        self.side = QWidget(self)
        self.side.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.payout_title = self.label("muted", bold=False, align=Qt.AlignmentFlag.AlignLeft, max_lines=2)
        self.payout_title.setParent(self.side)
        self.payout_sample = ""  # the widest place line: how many columns of places the area holds
        self.payout_rows = [self.label("foreground", align=Qt.AlignmentFlag.AlignLeft) for _ in range(20)]
        for row in self.payout_rows:
            row.setParent(self.side)
        self.announcement = self.label("warning")
        self.root = QVBoxLayout(self)
        self.body = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.main = QVBoxLayout()
        self.main.addWidget(self.time, 44)
        self.main.addWidget(self.blinds, 8)
        self.main.addWidget(self.next_line, 6)
        self.main.addWidget(self.area, 24)
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
        self.clear: QRect | None = None  # what lies over the view (the QR code): no text under it
        self.payouts_in_area = False  # a 4:3 screen: the payouts take turns in the area, not a column beside
        self.area_width = 0  # the area's width left of the QR code
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

    def _place_payouts(self, in_area: bool) -> None:
        """The payouts in a column beside the clock, or (`in_area`, a 4:3 screen) in the area's turns over its whole width."""
        if in_area == self.payouts_in_area:
            return
        self.payouts_in_area = in_area
        if in_area:
            self.body.removeWidget(self.side)
            self.side.hide()
        else:
            self.body.addWidget(self.side, 2)
            self.side.show()

    def _layout_area(self) -> None:
        """How many rows a page of the area holds; the chips (and on a 4:3 screen the payouts) take the whole area."""
        line = self.line_height()
        area = self.area.geometry()
        width = area.width()
        if self.clear is not None and area.intersects(self.clear):
            width = max(line, self.clear.left() - area.x() - line // 4)  # the figures end before the QR code
        self.area_width = width
        self.lines_per_page = max(1, area.height() // line)
        self.chip_row.setGeometry(0, 0, width, area.height())
        if self.payouts_in_area:
            self.side.setGeometry(area.x(), area.y(), width, area.height())

    def _stat_pages(self, stats: list[tuple[str, str]]) -> list[list[tuple[str, str, int]]]:
        """The statistics in pages of the area's rows; one whose caption and value do not fit a line takes two."""
        probe = self.stat_lines[0]
        width = self.area_width
        least = max(self.least, int(self.line_height() * probe.value.height_share))  # the size a line of that height gets
        pages: list[list[tuple[str, str, int]]] = [[]]
        used = 0
        for caption, value in stats:
            rows = min(self.lines_per_page, probe.needs_rows(caption, value, width, least))
            if pages[-1] and (used + rows > self.lines_per_page or len(pages[-1]) == len(self.stat_lines)):
                pages.append([])
                used = 0
            pages[-1].append((caption, value, rows))
            used += rows
        return pages

    def keep_clear(self, rect: QRect | None) -> None:
        """The QR code in the corner hides nothing: the announcement line ends before it (and is paged to that width),
        and the payouts' column stops above it."""
        self.clear = rect
        self._keep_clear()
        self._layout_side()

    def _keep_clear(self) -> None:
        right = 0
        line = self.announcement.geometry()
        if self.clear is not None and line.intersects(self.clear):
            right = line.right() - self.clear.left() + self.line_height() // 4
        if self.announcement.contentsMargins().right() != right:
            self.announcement.setContentsMargins(0, 0, right, 0)
            self.announcement.refit()

    def _layout_side(self) -> None:
        line = self.line_height()
        width, height = self.side.width(), self.side.height()
        if self.clear is not None and self.side.geometry().intersects(self.clear):
            height = max(line, self.clear.top() - self.side.y() - line // 4)  # the rows that stay above the QR code
        # "Places paid: 12" on two lines when one is too narrow for it at the least size.
        title_rows = self.payout_title.lines_at(self.least, width) if self.payout_title.full else 1
        rows = max(1, height // line - title_rows)
        # Columns at least half a line apart (the width left over widens the gap), so "1.  1 394 €" and "3.  422 €"
        # are not read as one line.
        gap = line // 2 if self.payouts_in_area else line // 4
        if self.payouts_in_area:  # the area's whole width: as many columns of places as their widest line allows
            fit = (width + gap) // (self.advance(self.payout_sample or "M") + gap)
            self.payout_columns = max(1, min(len(self.payout_rows) // rows, fit))
        self.payouts_per_page = min(len(self.payout_rows), rows * self.payout_columns)
        row = height // (rows + title_rows)
        self.payout_title.setGeometry(0, 0, width, row * title_rows)
        columns = self.payout_columns
        column = self.advance(self.payout_sample or "M") if self.payouts_in_area else (width - (columns - 1) * gap) // columns
        if columns > 1:
            gap = (width - columns * column) // (columns - 1)
        for i, label in enumerate(self.payout_rows):
            if i < self.payouts_per_page:
                c, r = divmod(i, rows)
                label.setGeometry(c * (column + gap), (r + title_rows) * row, column, row)
            else:
                label.setGeometry(0, 0, 0, 0)
                label.show_text("")
                label.hide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_payouts(not self.portrait and self.narrow())
        self.body.setSpacing(legibility.safe_margins(event.size().width(), event.size().height())[0])
        self.main.setSpacing(self.line_height() // 10)  # not the body's wide gap: the rows share the height with the timer
        line = self.line_height()
        self.announcement.setMinimumHeight(line)
        self.blinds.setMinimumHeight(line * self.blinds_lines)
        self.next_line.setMinimumHeight(line * self.next_line.rows)
        self._fix_header()
        self.layout().activate()
        self._keep_clear()

    def _fix_header(self) -> None:
        """The header as many rows high as the event's name needs (never a smaller name)."""
        mx, _my = legibility.safe_margins(self.width(), self.height())
        height = self.header.height_for(self.width() - 2 * mx)
        if self.header.height() != height or self.header.minimumHeight() != height:
            self.header.setFixedHeight(height)
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
        header_right = tr("Break") if view.is_break else tr("Level {n}").format(n=view.level)
        if view.day > 1:
            header_right = tr("Day {d}").format(d=view.day) + " · " + header_right
        self.header.right.show_text(header_right if view.item_index >= 0 else "")
        self.header.show_name(view.event_name)
        self._fix_header()
        self._fit_rows(view)
        # The area holds a caption above its figure, and a chip whose value is at the least size (the timer gives way).
        sample = max((chip_value(c.value) for c in view.chips), key=len, default="")
        line = self.line_height()
        need = max(self._area_rows() * line, self.chip_row.diameter(sample, self.least) + 2 if view.chips else 0)
        if self.area.minimumHeight() != need:
            self.area.setMinimumHeight(need)
            self.layout().activate()
        places = len(view.payouts_cents)
        self.payout_title.show_text(tr("Places paid: {n}").format(n=places) if places else "")
        self.payout_sample = max(_payout_lines(view, 0, places) or [""], key=len)
        self._layout_area()
        self._layout_side()
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
        self._show_area(view, second)
        self._show_payouts(view, second)
        first = view.announcements[0] if view.announcements else None
        if first is not None and len(view.announcements) > 1:
            first = view.announcements[(second // PAGE_SECONDS) % len(view.announcements)]
        self.announcement.show_paged(announcement_text(first) if first else "", second)

    def _area_rows(self) -> int:
        """Two rows; three on a 4:3 screen (a page of places: its title and two rows of them, half the pages) when the
        timer keeps two rows' height (not under a festival's long name on a 1024x768 screen: the timer comes first)."""
        if not self.payouts_in_area:
            return 2
        line = self.line_height()
        timer = self.main.geometry().height() - (self.blinds_lines + self.next_line.rows + 3) * line
        return 3 if timer >= 2 * line else 2

    def _fit_rows(self, view: RoomView) -> None:
        """The blinds and the next level, each on one row or, when that is too narrow at the least size, on two; the
        payouts leave their column for the area when the clock's column would otherwise crowd out the timer."""
        blinds = tr("BREAK") if view.is_break else blinds_text(view.blinds)
        if view.next_is_break:
            minutes = view.next_break_minutes
            nxt = tr("break, {n} min").format(n=minutes) if minutes else tr("break")
        elif view.next_blinds is not None:
            nxt = blinds_text(view.next_blinds)
        else:
            nxt = ""
        caption = tr("Next") if nxt else ""
        in_area = not self.portrait and (self.narrow() or self._crowded(blinds, caption, nxt))
        if in_area != self.payouts_in_area:
            self._place_payouts(in_area)
            self.layout().activate()
        self.blinds.show_text(blinds)
        blinds_lines = self.blinds.lines_at(self.least, self.blinds.contentsRect().width())
        next_rows = self.next_line.needs_rows(caption, nxt, self.next_line.width(), self.least) if nxt else 1
        if (blinds_lines, next_rows) != (self.blinds_lines, self.next_line.rows):
            self.blinds_lines, self.next_line.rows = blinds_lines, next_rows
            line = self.line_height()
            self.blinds.setMinimumHeight(line * blinds_lines)
            self.next_line.setMinimumHeight(line * next_rows)
            self.layout().activate()
        self.next_line.set(caption, nxt)

    def _crowded(self, blinds: str, caption: str, nxt: str) -> bool:
        """Whether, beside the payouts' column, the blinds and the next level ("20 000 / 40 000   Ante 40 000") would
        take so many rows that the timer kept less than two: the payouts then take their turn in the area instead."""
        main = self.main.geometry().height()
        if main <= 0:
            return False
        line = self.line_height()
        mx = legibility.safe_margins(self.width(), self.height())[0]
        width = (self.width() - 3 * mx) * 3 // 5  # the clock's column beside the payouts' (stretch 3 : 2)
        rows = count_lines(blinds, QFontMetrics(room_font(self.least)), width, 2, self.blinds.breaks)
        rows += self.next_line.needs_rows(caption, nxt, width, self.least) if nxt else 1
        return main - (rows + 2) * line < 2 * line

    def _show_area(self, view: RoomView, second: int) -> None:
        """The statistics, page by page, then the chips in play (one page of the same area), then on a 4:3 screen
        the payouts' pages."""
        stat_pages = self._stat_pages(self._stats(view))
        chip_pages = 1 if view.chips else 0
        places = len(view.payouts_cents)
        payout_pages = page_of(places, self.payouts_per_page, 0)[1] if self.payouts_in_area and places else 0
        pages = len(stat_pages) + chip_pages + payout_pages
        page = (second // PAGE_SECONDS) % pages
        on_chips = chip_pages > 0 and page == len(stat_pages)
        on_payouts = page >= len(stat_pages) + chip_pages
        self.stat_page = (min(page, len(stat_pages) - 1), len(stat_pages))
        if self.payouts_in_area:
            self.payout_page = (page - len(stat_pages) - chip_pages if on_payouts else 0, max(1, payout_pages))
            self.side.setVisible(on_payouts)
        shown = stat_pages[page] if page < len(stat_pages) else []
        used = sum(r for _c, _v, r in shown)
        row = self.line_height()  # at the least size, as the rows were counted
        y = max(0, (self.area.height() - used * row) // 2)
        for i, line in enumerate(self.stat_lines):
            if i < len(shown):
                caption, value, rows = shown[i]
                line.rows = rows
                line.setGeometry(0, y, self.area_width, row * rows)
                line.set(caption, value)
                line.show()
                y += row * rows
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
        if self.payouts_in_area:
            page = self.payout_page[0]  # the area's turn (`_show_area`)
        else:
            page, pages = page_of(places, per_page, second)
            self.payout_page = (page, pages)
        rows = _payout_lines(view, page * per_page, per_page)
        for i, row in enumerate(self.payout_rows[:per_page]):
            row.set_sample(self.payout_sample)
            row.show_text(rows[i] if i < len(rows) else "")
            row.setVisible(i < len(rows))


class ListPanel(RoomPanel):
    """A view laid out in rows of the least size: a header, then what the view lists, paged when it does not fit.

    Rows are counted in `line_height` (one line at the least size), so a
    screen of any size shows as many rows as it holds at that size and pages
    the rest: a page turns every `PAGE_SECONDS`, and the header's caption
    says which page is up ("2/5").
    """

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.header = Header(self)
        self.header.caption_sample = "88/88"
        self.last: tuple[RoomView, int] | None = None

    def apply_theme(self, theme: Theme) -> None:
        super().apply_theme(theme)
        self.header.logo.set_logo(theme)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.last is not None:
            self.update_view(*self.last)

    def place_header(self, name: str) -> QRect:
        """Put the header at the top of the safe area; returns what is left under it."""
        inner = self.inner()
        self.header.event.show_text(name)
        height = self.header.height_for(inner.width())
        self.header.setGeometry(inner.left(), inner.top(), inner.width(), height)
        self.header.place()
        gap = self.line_height() // 4
        return QRect(inner.left(), inner.top() + height + gap, inner.width(), max(1, inner.height() - height - gap))

    def cell(self, cells: list[FitLabel], i: int, role: str, align: Qt.AlignmentFlag, **kwargs: object) -> FitLabel:
        """The i-th label of a list of cells, made when first needed (a list only grows to what a screen holds)."""
        while len(cells) <= i:
            label = self.label(role, align=align, **kwargs)
            label.set_min_px(self.least)
            label.hide()
            cells.append(label)
        return cells[i]

    @staticmethod
    def hide_from(cells: list[FitLabel], first: int) -> None:
        for label in cells[first:]:
            if label.isVisible() or label.full:
                label.show_text("")
                label.hide()

    def labels(self) -> list[FitLabel]:
        return [w for w in super().labels() if w.isVisible()]


def _payout_lines(view: RoomView, first: int = 0, count: int = 10) -> list[str]:
    lines = []
    for i, amount in enumerate(view.payouts_cents[first : first + count], start=first + 1):
        prize = tr("Seat") if i <= view.satellite_seats else money(amount)
        lines.append(f"{place(i)}  {prize}")
    return lines


class PayoutsView(ListPanel):
    """The prize table in force: as many columns of places as the screen holds at the least size, paged."""

    key = "payouts"
    #: The most columns of places on one page, however wide the screen.
    MAX_COLUMNS = 4

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.title = self.label("accent")
        self.footer = self.label("muted", bold=False, max_lines=2)
        self.cells: list[FitLabel] = []
        self.columns = self.rows = 1
        self.page = (0, 1)

    def update_view(self, view: RoomView, second: int) -> None:
        self.last = (view, second)
        if self.width() <= 2:
            return
        area = self.place_header(view.event_name)
        row = self.line_height()
        places = len(view.payouts_cents)
        self.title.show_text(tr("Prize pool {amount}").format(amount=money(view.prize_pool_cents)))
        self.footer.show_text(
            tr("{places} places paid · {players} players left of {entries}").format(
                places=places, players=group(view.players_left), entries=group(view.entries)
            )
            if places
            else tr("The prize table is set when enough players have entered")
        )
        title_height = min(int(row * 1.4), max(row, area.height() // 6))
        self.title.setGeometry(area.left(), area.top(), area.width(), title_height)
        self.footer.max_lines = 3 if self.portrait else 2
        footer_lines = self.footer.lines_at(self.least, area.width())
        footer_height = footer_lines * row
        self.footer.setGeometry(area.left(), area.bottom() + 1 - footer_height, area.width(), footer_height)
        gap = row // 4
        grid = QRect(area.left(), area.top() + title_height + gap, area.width(), area.height() - title_height - footer_height - 2 * gap)
        lines_all = _payout_lines(view, 0, places)
        sample = max(lines_all, key=self.advance, default="")
        column_gap = row
        fit = max(1, (grid.width() + column_gap) // (self.advance(sample) + column_gap))
        rows_fit = max(1, grid.height() // row)
        columns = max(1, min(fit, self.MAX_COLUMNS, -(-max(1, places) // rows_fit)))
        rows = max(1, min(rows_fit, -(-max(1, places) // columns)))
        per_page = rows * columns
        page, pages = page_of(places, per_page, second)
        self.columns, self.rows, self.page = columns, rows, (page, pages)
        self.header.show_right(page_caption(page, pages), view.halt)
        row_height = min(grid.height() // rows, int(row * 1.5))
        top = grid.top() + (grid.height() - rows * row_height) // 2
        width = (grid.width() - (columns - 1) * column_gap) // columns
        shown = lines_all[page * per_page : (page + 1) * per_page]
        for i, text in enumerate(shown):
            c, r = divmod(i, rows)
            cell = self.cell(self.cells, i, "foreground", Qt.AlignmentFlag.AlignLeft)
            cell.setGeometry(grid.left() + c * (width + column_gap), top + r * row_height, width, row_height)
            cell.set_sample(sample)
            cell.show_text(text)
            cell.show()
        self.hide_from(self.cells, len(shown))


def _initial(name: str) -> str:
    """The letter a name is filed under (accents off: "Álvaro" is under A)."""
    first = unicodedata.normalize("NFD", name.strip()[:1] or "?")[:1]
    return first.upper()


class SeatingView(ListPanel):
    """Who sits where: alphabetically (players look themselves up) or table by table; paged.

    A player's name is shown whole: where a name and its seat do not fit on
    one line of a column at the least size (a portrait screen), each player
    takes two rows and the name wraps.
    """

    MAX_COLUMNS = 3

    def __init__(self, theme: Theme, by_table: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.by_table = by_table
        self.key = "seating_tables" if by_table else "seating_names"
        self.header.caption_sample = "W–W · 88/88" if not by_table else "88/88"
        self.names: list[FitLabel] = []
        self.seats: list[FitLabel] = []
        self.columns = self.rows = 1
        self.column_width = self.seat_width = 1
        self.page = (0, 1)

    # -- what is listed ----------------------------------------------------
    def _entries(self, view: RoomView) -> list[tuple[str, str]]:
        """(name, seat) for each player by name; by table: ("", "Table n") heads each table's (seat, name)."""
        if not self.by_table:
            return [(s.name, tr("T{t} · S{s}").format(t=s.table, s=s.seat)) for s in view.seating_by_name]
        return [(s.name, str(s.seat)) for table in view.seating_by_table for s in table.seats]

    def _blocks(self, view: RoomView) -> list[tuple[str, list[tuple[str, str]]]]:
        if not self.by_table:
            return [("", self._entries(view))]
        return [(tr("Table {n}").format(n=t.table), [(s.name, str(s.seat)) for s in t.seats]) for t in view.seating_by_table if t.seats]

    # -- layout --------------------------------------------------------------
    def _entry_rows(self, name: str, seat: str, width: int) -> int:
        """Rows a player takes in a column of `width`: one if the name and seat fit on a line, else two."""
        gap = self.line_height() // 2
        return 1 if self.advance(name) + gap + self.seat_width <= width else 2

    def _pack(self, blocks: list[tuple[str, list[tuple[str, str]]]], width: int, rows: int) -> list[list[tuple[str, str, str, int]]]:
        """Lines (kind, name, seat, rows) packed into columns of `rows` rows; a table that fits a column is not broken."""
        columns: list[list[tuple[str, str, str, int]]] = [[]]
        used = 0
        for title, players in blocks:
            lines = [("player", n, s, self._entry_rows(n, s, width)) for n, s in players]
            block = (1 if title else 0) + sum(r for *_x, r in lines)
            if title and used and used + block > rows and block <= rows:
                columns.append([])  # the table starts a column of its own rather than break
                used = 0
            while lines:
                if title and (not columns[-1] or columns[-1][-1][0] != "table" or used == 0):
                    if used + 1 + lines[0][3] > rows and used:
                        columns.append([])
                        used = 0
                    columns[-1].append(("table", title, "", 1))  # the table's name heads each part of it
                    used += 1
                while lines and (used + lines[0][3] <= rows or used == 0):
                    columns[-1].append(lines[0])
                    used += lines.pop(0)[3]
                if lines:
                    columns.append([])
                    used = 0
        return [c for c in columns if c] or [[]]

    def _columns(self, view: RoomView, area: QRect) -> list[list[tuple[str, str, str, int]]]:
        """The columns of lines for the count of columns that needs the fewest pages."""
        row = self.line_height()
        entries = self._entries(view)
        self.seat_width = max((self.advance(s) for _n, s in entries), default=self.advance("8"))
        rows = max(3, area.height() // row)
        blocks = self._blocks(view)
        best: tuple[int, int, list[list[tuple[str, str, str, int]]]] | None = None
        for count in range(1, self.MAX_COLUMNS + 1):
            width = (area.width() - (count - 1) * row) // count
            if count > 1 and width < self.seat_width + row // 2 + self.advance("Mmmmmmmm"):
                break  # narrower columns would wrap every name
            if count > 1 and not all(self._wraps(n, width) for n, _s in entries):
                break  # a name would be cut: fewer, wider columns
            columns = self._pack(blocks, width, rows)
            pages = -(-len(columns) // count)
            if best is None or pages < best[1]:
                best = (count, pages, columns)
        assert best is not None
        self.columns, self.rows = best[0], rows
        self.column_width = (area.width() - (self.columns - 1) * row) // self.columns
        return best[2]

    def _wraps(self, name: str, width: int) -> bool:
        """Whether `name` fits whole in a column of `width`: on its line, or wrapped into two beside the seat."""
        if self._entry_rows(name, "", width) == 1:
            return True
        metrics = QFontMetrics(room_font(self.least))
        return wrap(name, metrics, width - self.seat_width - self.line_height() // 2, 2) is not None

    def _seat_under(self, name: str, width: int, seat: int) -> bool:
        """Whether `name` wraps into two lines of `width` whose second leaves room for the seat."""
        metrics = QFontMetrics(room_font(self.least))
        lines = wrap(name, metrics, width, 2)
        return lines is not None and metrics.horizontalAdvance(lines[-1]) + 2 + seat <= width

    def update_view(self, view: RoomView, second: int) -> None:
        self.last = (view, second)
        if self.width() <= 2:
            return
        area = self.place_header(view.event_name)
        row = self.line_height()
        columns = self._columns(view, area)
        per_page = self.columns
        page, pages = page_of(len(columns), per_page, second)
        self.page = (page, pages)
        shown = columns[page * per_page : (page + 1) * per_page]
        if self.by_table:
            caption = page_caption(page, pages) or tr("Seating by table")
        else:
            names = [n for column in shown for kind, n, _s, _r in column if kind == "player"]
            span = f"{_initial(names[0])}–{_initial(names[-1])}" if names else ""
            caption = " · ".join(t for t in (span, page_caption(page, pages)) if t) if pages > 1 else tr("Seating by name")
        self.header.show_right(caption, view.halt)
        column_gap = row
        width = self.column_width
        used_rows = max((sum(r for *_x, r in c) for c in shown), default=1)
        row_height = min(area.height() // max(1, used_rows), int(row * 1.3))
        name_i = seat_i = 0
        for c, column in enumerate(shown):
            x = area.left() + c * (width + column_gap)
            y = area.top()
            for kind, name, seat, rows in column:
                label = self.cell(self.names, name_i, "foreground", Qt.AlignmentFlag.AlignLeft, max_lines=2)
                name_i += 1
                label.show_text(name)
                label.show()
                # Every name at the size of one row, whether it takes one line or wraps into two.
                label.set_max_px(int(row_height * label.height_share))
                if kind == "table":
                    self.set_role(label, "accent")
                    label.set_max_lines(1)
                    label.setGeometry(x, y, width, row_height)
                    y += row_height
                    continue
                self.set_role(label, "foreground")
                seat_label = self.cell(self.seats, seat_i, "muted" if self.by_table else "accent", Qt.AlignmentFlag.AlignRight)
                seat_i += 1
                seat_label.show_text(seat)
                seat_label.show()
                seat_label.set_max_px(int(row_height * label.height_share))
                seat_width, gap = self.seat_width, row // 2
                label.set_max_lines(rows)
                height = row_height * rows
                if self.by_table:  # the seat's number, then the name
                    seat_label.setGeometry(x, y, seat_width, row_height)
                    label.setGeometry(x + seat_width + gap, y, width - seat_width - gap, height)
                elif rows == 2 and self.advance(name) <= width:  # the name on a line, its seat under it
                    label.set_max_lines(1)
                    label.setGeometry(x, y, width, row_height)
                    seat_label.setGeometry(x + width - seat_width, y + row_height, seat_width, row_height)
                elif rows == 2 and self._seat_under(name, width, seat_width + gap):  # wrapped, the seat beside its end
                    label.setGeometry(x, y, width, height)
                    seat_label.setGeometry(x + width - seat_width, y + row_height, seat_width, row_height)
                else:  # the name, then its table and seat
                    label.setGeometry(x, y, width - seat_width - gap, height)
                    seat_label.setGeometry(x + width - seat_width, y, seat_width, row_height)
                label.refit()
                y += height
        self.hide_from(self.names, name_i)
        self.hide_from(self.seats, seat_i)


class AnnouncementsView(ListPanel):
    """The announcements in large letters, each whole (wrapped), with the level and time left underneath; paged."""

    key = "announcements"

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(theme, parent)
        self.lines: list[FitLabel] = []
        self.footer = self.label("accent", max_lines=2)
        self.page = (0, 1)

    def _footer_text(self, view: RoomView) -> str:
        if view.item_index < 0:
            return ""
        if view.is_break:
            return " · ".join(t for t in (halt_word(view.halt), clock(view.remaining_seconds)) if t)
        level = f"{tr('Level {n}').format(n=view.level)} · {blinds_text(view.blinds)}"
        return " · ".join(t for t in (halt_word(view.halt), level, clock(view.remaining_seconds)) if t)

    def update_view(self, view: RoomView, second: int) -> None:
        self.last = (view, second)
        if self.width() <= 2:
            return
        area = self.place_header(view.event_name)
        row = self.line_height()
        footer = self._footer_text(view)
        self.footer.max_lines = 3 if self.portrait else 2
        metrics = QFontMetrics(room_font(self.least))
        # Counted on a sample of eights: the footer keeps its rows whatever the time left.
        footer_lines = count_lines(digits_as_eights(footer), metrics, area.width(), self.footer.max_lines) if footer else 0
        footer_height = footer_lines * row
        self.footer.setGeometry(area.left(), area.bottom() + 1 - footer_height, area.width(), max(1, footer_height))
        self.footer.show_text(footer)
        self.footer.setVisible(bool(footer))
        self.set_role(self.footer, "warning" if view.halt in (Halt.PAUSED, Halt.DAY_ENDED) else "accent")
        space = QRect(area.left(), area.top(), area.width(), area.height() - footer_height - (row // 2 if footer else 0))
        rows = max(1, space.height() // row)
        items: list[tuple[str, str, int]] = []
        for a in view.announcements:
            text = announcement_text(a)
            role = "foreground" if a.kind is AnnouncementKind.TEXT else "warning"
            items.append((text, role, count_lines(text, metrics, space.width(), rows)))
        pages: list[list[tuple[str, str, int]]] = [[]]
        used = 0.0
        for item in items:  # half a row between two announcements
            if pages[-1] and used + 0.5 + item[2] > rows:
                pages.append([])
                used = 0.0
            used += item[2] + (0.5 if pages[-1] else 0.0)
            pages[-1].append(item)
        page = (second // PAGE_SECONDS) % len(pages)
        self.page = (page, len(pages))
        self.header.show_right(" · ".join(t for t in (tr("Announcements"), page_caption(page, len(pages))) if t), view.halt)
        shown = pages[page]
        needed = sum(n for _t, _r, n in shown) + 0.5 * max(0, len(shown) - 1)
        scale = max(1.0, min(1.5, space.height() / max(1.0, needed * row)))
        y = space.top() + (space.height() - int(needed * row * scale)) // 2
        for i, (text, role, lines) in enumerate(shown):
            label = self.cell(self.lines, i, role, Qt.AlignmentFlag.AlignCenter)
            self.set_role(label, role)
            label.max_lines = lines
            label.set_max_px(int(self.least * scale))
            height = int(lines * row * scale)
            label.setGeometry(space.left(), y, space.width(), height)
            label.show_text(text)
            label.refit()
            label.show()
            y += height + int(row * scale) // 2
        self.hide_from(self.lines, len(shown))


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
