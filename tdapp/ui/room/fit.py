"""Labels whose font follows the space they get, so text is as large as it can be and never clipped.

Room screens run from a 1280x720 projector to a 3840x2160 TV, in landscape or
portrait. Fixed point sizes would be tiny on one and cut off on the other, so
every label takes a pixel size from its own geometry: as tall as its row
allows (up to a cap the view sets from the window size) and shrunk until the
text fits its width, never below the room's least size (`legibility`). A
label allowed several lines (an event's name, an announcement) wraps between
words before it would shrink below that size; only a text that does not fit
even then ends in an ellipsis.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

ELLIPSIS = "…"


def pieces(text: str, breaks: str | None = None) -> list[str]:
    """The words of `text`, or with `breaks` the parts between those separators (the blinds, then the ante)."""
    return [p.strip() for p in text.split(breaks) if p.strip()] if breaks else text.split()


def wrap(text: str, metrics: QFontMetrics, width: int, max_lines: int, breaks: str | None = None) -> list[str] | None:
    """`text` cut between words (or at `breaks` only) into at most `max_lines` lines no wider than `width`; None if it
    cannot be."""
    lines: list[str] = []
    line = ""
    joint = breaks or " "
    for word in pieces(text, breaks):
        candidate = f"{line}{joint}{word}" if line else word
        if metrics.horizontalAdvance(candidate) <= width:
            line = candidate
            continue
        if not line or metrics.horizontalAdvance(word) > width:
            return None  # a single word wider than the line
        lines.append(line)
        line = word
    if line:
        lines.append(line)
    return lines if len(lines) <= max_lines else None


def count_lines(text: str, metrics: QFontMetrics, width: int, max_lines: int, breaks: str | None = None) -> int:
    """How many lines `text` takes wrapped in `width` (`max_lines` when it does not fit even those)."""
    if metrics.horizontalAdvance(text) <= width or max_lines <= 1:
        return 1
    for count in range(2, max_lines + 1):
        if wrap(text, metrics, width, count, breaks) is not None:
            return count
    return max_lines


def wrap_elided(text: str, metrics: QFontMetrics, width: int, max_lines: int) -> list[str]:
    """As many whole lines as fit, the last one ending in an ellipsis: the limit, when nothing else fits."""
    lines: list[str] = []
    words = text.split()
    while words and len(lines) < max_lines - 1:
        line = words[0]
        rest = words[1:]
        while rest and metrics.horizontalAdvance(f"{line} {rest[0]}") <= width:
            line = f"{line} {rest.pop(0)}"
        if metrics.horizontalAdvance(line) > width:
            break  # one word wider than the line: it goes on the last line, elided
        lines.append(line)
        words = rest
    if words:
        lines.append(metrics.elidedText(" ".join(words), Qt.TextElideMode.ElideRight, width))
    return lines


#: The room's typeface (resources/fonts): the same shapes on every machine and in screenshots.
ROOM_FAMILY = "DejaVu Sans"


class FitLabel(QLabel):
    """A one-line label that picks the largest pixel size that fits its rectangle.

    `sample` (e.g. "88:88") is the text used for fitting instead of the shown
    one, so a ticking clock keeps one size; `height_share` is the part of the
    label's height the letters may fill. With `max_lines` above one the text
    wraps between words (one line per line of the label's height) rather than
    shrink below the least size.
    """

    def __init__(
        self,
        text: str = "",
        parent: QWidget | None = None,
        *,
        bold: bool = True,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        height_share: float = 0.82,
        sample: str = "",
        max_lines: int = 1,
    ) -> None:
        super().__init__(text, parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # an event called "<Main Event>" is text, not markup
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        self.setContentsMargins(0, 0, 0, 0)
        self.setMinimumSize(1, 1)
        self.bold = bold
        self.height_share = height_share
        self.sample = sample
        self.max_px = 10_000
        #: The least pixel size (`legibility.min_font_px`); a text too long for it is shortened with an ellipsis.
        self.min_px = 1
        self.max_lines = max(1, max_lines)
        #: Where the text may wrap when not between any words: "   " keeps "300 / 600" whole above "Ante 600".
        self.breaks: str | None = None
        self.full = text
        self.elided = False

    # -- text -------------------------------------------------------------
    def show_text(self, text: str) -> None:
        """Change the text only when it differs (a tick must not relayout a still screen)."""
        if text != self.full:
            self.full = text
            self.setText(text)
            self.refit()

    def show_paged(self, text: str, second: int, seconds_per_page: int = 4) -> None:
        """A long text in turns rather than cut: word by word, as much as fits at the least size, a few seconds each.

        An announcement read from across the room must be read whole ("Color-up
        at the break: the 25 chips leave..."), not lose its end to an ellipsis.
        """
        pages = self.pages(text)
        self.show_text(pages[(second // seconds_per_page) % len(pages)])

    def pages(self, text: str) -> list[str]:
        """`text` cut between words into parts that each fit on this line at the least size."""
        width = self.contentsRect().width()
        metrics = QFontMetrics(self._font(self.min_px))
        if width <= 2 or metrics.horizontalAdvance(text) <= width:
            return [text]
        parts: list[str] = []
        line = ""
        for word in text.split():
            candidate = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(candidate) > width:
                parts.append(line)
                line = word
            else:
                line = candidate
        if line:
            parts.append(line)
        return parts or [text]

    def set_sample(self, sample: str) -> None:
        if sample != self.sample:
            self.sample = sample
            self.refit()

    def set_min_px(self, px: int) -> None:
        px = max(1, int(px))
        if px != self.min_px:
            self.min_px = px
            self.refit()

    def set_max_lines(self, lines: int) -> None:
        lines = max(1, int(lines))
        if lines != self.max_lines:
            self.max_lines = lines
            self.refit()

    def set_max_px(self, px: int) -> None:
        px = max(1, int(px))
        if px != self.max_px:
            self.max_px = px
            self.refit()

    # -- fitting ----------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def _advance(self, metrics: QFontMetrics) -> int:
        """Width needed: the wider of the text and the sample, so a sample never lets text be cut."""
        return max(metrics.horizontalAdvance(self.full or "M"), metrics.horizontalAdvance(self.sample) if self.sample else 0)

    def _font(self, px: int) -> QFont:
        font = QFont(ROOM_FAMILY)
        font.setBold(self.bold)
        font.setPixelSize(max(1, px))
        return font

    def refit(self) -> None:
        rect = self.contentsRect()
        width, height = rect.width(), rect.height()
        if width <= 2 or height <= 2:
            return
        self.elided = False
        px = self._one_line_px(width, height)
        lines = [self.full]
        if self.max_lines > 1 and self.full:  # two lines of larger letters may beat one of small ones
            px, lines = self._wrapped(width, height, px)
        metrics = QFontMetrics(self._font(px))
        if len(lines) == 1 and metrics.horizontalAdvance(lines[0]) > width:
            lines = [metrics.elidedText(lines[0], Qt.TextElideMode.ElideRight, width)]
            self.elided = True
        shown = "\n".join(lines)
        if shown != self.text():
            self.setText(shown)
        if self.font().pixelSize() != px or self.font().bold() != self.bold or self.font().family() != ROOM_FAMILY:
            self.setFont(self._font(px))

    def _one_line_px(self, width: int, height: int) -> int:
        """The largest size (not below the least) at which the text and the sample fit on one line."""
        px = max(1, min(self.max_px, int(height * self.height_share)))
        metrics = QFontMetrics(self._font(px))
        # Shrink until the line height and the width fit.
        if metrics.height() > height:
            px = max(1, int(px * height / metrics.height()))
            metrics = QFontMetrics(self._font(px))
        advance = self._advance(metrics)
        if advance > width:
            px = max(1, int(px * width / advance))
            metrics = QFontMetrics(self._font(px))
        while px > self.min_px and (self._advance(metrics) > width or metrics.height() > height):
            px -= 1
            metrics = QFontMetrics(self._font(px))
        return max(px, self.min_px)

    def _wrapped(self, width: int, height: int, one_line_px: int) -> tuple[int, list[str]]:
        """The largest size at which the text wraps into the lines the height holds; elided at the least size if none."""
        least = self.min_px
        for count in range(2, self.max_lines + 1):
            top = max(least, min(self.max_px, int(height / count * self.height_share)))
            best: tuple[int, list[str]] | None = None
            low, high = least, top
            while low <= high:  # wider letters never fit where narrower ones did not: search the size
                mid = (low + high) // 2
                metrics = QFontMetrics(self._font(mid))
                lines = wrap(self.full, metrics, width, count, self.breaks)
                if lines is not None and len(lines) * metrics.lineSpacing() <= height:
                    best = (mid, lines)
                    low = mid + 1
                else:
                    high = mid - 1
            if best is not None and best[0] > one_line_px:
                return best
        if QFontMetrics(self._font(one_line_px)).horizontalAdvance(self.full) <= width:
            return one_line_px, [self.full]
        metrics = QFontMetrics(self._font(least))
        rows = max(1, min(self.max_lines, height // max(1, metrics.lineSpacing())))
        lines = wrap(self.full, metrics, width, rows, self.breaks)
        if lines is None:
            lines = wrap_elided(self.full, metrics, width, rows)
            self.elided = True
        return least, lines

    def lines(self) -> list[str]:
        """The lines shown."""
        return self.text().split("\n") if self.text() else []

    def lines_at(self, px: int, width: int) -> int:
        """How many lines the text takes at `px` in `width` (at most `max_lines`): what a layout gives the label."""
        return count_lines(self.full, QFontMetrics(self._font(px)), width, self.max_lines, self.breaks)

    def shortened(self) -> bool:
        """Whether the text is shown shortened (it did not fit at the least size)."""
        return ELLIPSIS in self.text() and ELLIPSIS not in self.full

    def fits(self) -> bool:
        """Whether the shown text is entirely inside the label (what the tests check)."""
        metrics = self.fontMetrics()
        rect = self.contentsRect()
        lines = self.lines()
        height = metrics.height() + (len(lines) - 1) * metrics.lineSpacing() if lines else 0
        return all(metrics.horizontalAdvance(line) <= rect.width() for line in lines) and height <= rect.height()
