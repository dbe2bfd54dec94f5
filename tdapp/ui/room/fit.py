"""Labels whose font follows the space they get, so text is as large as it can be and never clipped.

Room screens run from a 1280x720 projector to a 3840x2160 TV, in landscape or
portrait. Fixed point sizes would be tiny on one and cut off on the other, so
every label takes a pixel size from its own geometry: as tall as its row
allows (up to a cap the view sets from the window size) and shrunk until the
text fits its width.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: The room's typeface (resources/fonts): the same shapes on every machine and in screenshots.
ROOM_FAMILY = "DejaVu Sans"


class FitLabel(QLabel):
    """A one-line label that picks the largest pixel size that fits its rectangle.

    `sample` (e.g. "88:88") is the text used for fitting instead of the shown
    one, so a ticking clock keeps one size; `height_share` is the part of the
    label's height the letters may fill.
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
    ) -> None:
        super().__init__(text, parent)
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
        self.full = text

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
        if px < self.min_px:
            px = self.min_px
            metrics = QFontMetrics(self._font(px))
        shown = self.full
        if metrics.horizontalAdvance(shown) > width:
            shown = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, width)
        if shown != self.text():
            self.setText(shown)
        if self.font().pixelSize() != px or self.font().bold() != self.bold or self.font().family() != ROOM_FAMILY:
            self.setFont(self._font(px))

    def shortened(self) -> bool:
        """Whether the text is shown shortened (it did not fit at the least size)."""
        return self.text() != self.full

    def fits(self) -> bool:
        """Whether the shown text is entirely inside the label (what the tests check)."""
        metrics = self.fontMetrics()
        rect = self.contentsRect()
        return metrics.horizontalAdvance(self.text()) <= rect.width() and metrics.height() <= rect.height()
