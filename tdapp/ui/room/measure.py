"""What a room window actually draws: every visible text, its pixel size and where its letters are.

The least size (`legibility`) is only kept if it is checked on what is on the
screen, not on what a view meant to draw: this walks the window's widgets and
measures each visible text item (labels, a chip's value, the word stamped on a
halted timer) as Qt lays it out. `tdapp screens` and the size tests both use
`problems` to say what is too small, cut, outside its box or too near an edge.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from tdapp.ui.room import legibility
from tdapp.ui.room.fit import ELLIPSIS, FitLabel


@dataclass(frozen=True)
class DrawnText:
    """One text on the screen: `rect` is where its lines are drawn, `box` what it must stay inside."""

    text: str
    pixel_size: int
    rect: QRect
    box: QRect
    inside: bool
    shortened: bool = False

    def where(self) -> str:
        return f"{self.text!r} ({self.pixel_size} px at {self.rect.x()},{self.rect.y()} {self.rect.width()}x{self.rect.height()})"


def _in_window(widget: QWidget, window: QWidget, rect: QRect) -> QRect:
    return QRect(widget.mapTo(window, rect.topLeft()), rect.size())


def _label_text(label: QLabel, window: QWidget) -> DrawnText:
    metrics = label.fontMetrics()
    box = label.contentsRect()
    rect = metrics.boundingRect(box, int(label.alignment().value), label.text())
    inside = box.contains(rect.adjusted(1, 1, -1, -1))  # a pixel of rounding between layout and metrics
    if isinstance(label, FitLabel) and hasattr(label, "value_inside"):
        inside = label.value_inside()  # a chip: the value must lie inside the clear circle of its disc
    shortened = label.shortened() if isinstance(label, FitLabel) else ELLIPSIS in label.text()
    return DrawnText(
        label.text(),
        QFontInfo(label.font()).pixelSize(),
        _in_window(label, window, rect),
        _in_window(label, window, box),
        inside,
        shortened,
    )


def drawn_texts(window: QWidget) -> list[DrawnText]:
    """Every text visible in `window`, measured as drawn."""
    texts: list[DrawnText] = []
    for label in window.findChildren(QLabel):
        if not label.isVisibleTo(window) or not label.text() or label.width() <= 0:
            continue
        texts.append(_label_text(label, window))
        stamp = getattr(label, "stamp", "")
        if stamp:  # the word on a halted timer, painted over the label
            band = label.stamp_rect()  # type: ignore[attr-defined]
            font = label.stamp_font()  # type: ignore[attr-defined]
            metrics = QFontMetrics(font)
            size = metrics.size(0, stamp)
            rect = QRect(band.center() - QPoint(size.width() // 2, size.height() // 2), size)
            texts.append(
                DrawnText(
                    stamp,
                    QFontInfo(font).pixelSize(),
                    _in_window(label, window, rect),
                    _in_window(label, window, band),
                    label.stamp_fits(),  # type: ignore[attr-defined]
                )
            )
    return texts


def problems(window: QWidget, *, shortened_ok: bool = False) -> list[str]:
    """What keeps `window` from being read at 10 m: a text below the least size, cut, out of its box, or in the margin."""
    width, height = window.width(), window.height()
    least = legibility.min_font_px(width, height)
    mx, my = legibility.safe_margins(width, height)
    safe = QRect(mx, my, width - 2 * mx, height - 2 * my)
    found: list[str] = []
    for text in drawn_texts(window):
        if text.pixel_size < least:
            found.append(f"smaller than {least} px: {text.where()}")
        if not text.inside:
            found.append(f"outside its box: {text.where()}")
        if not safe.contains(text.rect.adjusted(1, 1, -1, -1)):
            found.append(f"within the margin of the edge: {text.where()}")
        if text.shortened and not shortened_ok:
            found.append(f"shortened: {text.where()}")
    return found
