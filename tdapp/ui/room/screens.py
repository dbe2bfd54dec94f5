"""Rendering the room's views to PNG files (what `tdapp screens` runs)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from tdapp.domain.errors import RuleError
from tdapp.ui.room.demo import build_demo
from tdapp.ui.room.display import DisplayWindow
from tdapp.ui.room.fonts import load_room_fonts
from tdapp.ui.room.measure import problems
from tdapp.ui.room.shot_window import ShotClockWindow
from tdapp.ui.room.theme import load_theme
from tdapp.ui.room.views import VIEW_KEYS

SIZES = ((1280, 720), (1920, 1080), (3840, 2160), (1080, 1920))
SHOT_SIZES = ((800, 480), (1280, 720))


def settle(widget: QWidget, width: int, height: int) -> None:
    """Lay the window out at exactly this size (offscreen windows are not limited by a screen)."""
    widget.setFixedSize(width, height)
    widget.show()
    app = QApplication.instance()
    for _ in range(3):
        app.processEvents()  # type: ignore[union-attr]


def shoot(
    window: DisplayWindow | ShotClockWindow,
    view: object,
    second: int,
    out: Path,
    stem: str,
    sizes: Sequence[tuple[int, int]],
    written: list[Path],
    *,
    check: bool = False,
) -> None:
    """The window at each size, saved as OUT/<stem>_<w>x<h>.png; with `check`, what would not be read at 10 m
    (`measure`) is said beside the file."""
    app = QApplication.instance()
    for width, height in sizes:
        settle(window, width, height)
        window.show_view(view, second)  # type: ignore[arg-type]
        app.processEvents()  # type: ignore[union-attr]
        path = out / f"{stem}_{width}x{height}.png"
        window.grab().save(str(path))
        written.append(path)
        if check:
            for problem in problems(window):  # type: ignore[arg-type]
                print(f"{path.name}: {problem}", file=sys.stderr)
    window.close()
    window.deleteLater()


def render_screens(out: Path, database: Path, *, theme_key: str = "default", views: Sequence[str] | None = None) -> list[Path]:
    unknown = sorted(set(views or ()) - {*VIEW_KEYS, "shot_clock"})
    if unknown:
        raise RuleError(
            "Unknown room views: {views} (the views are {known}).", views=", ".join(unknown), known=", ".join([*VIEW_KEYS, "shot_clock"])
        )
    _app = QApplication.instance() or QApplication(sys.argv[:1])  # held for the whole rendering
    load_room_fonts()
    out.mkdir(parents=True, exist_ok=True)
    theme = load_theme(theme_key)
    demo = build_demo(database)
    view = demo.view()
    second = view.at_ms // 1000
    written: list[Path] = []
    try:
        for key in [k for k in views or VIEW_KEYS if k != "shot_clock"]:
            shoot(DisplayWindow(key, [key], theme=theme), view, second, out, key, SIZES, written, check=True)
        if views is None or "clock" in views:
            # The same moment with the clock paused by the TD: the timer must say so (issue 17).
            demo.clock.at_ms = demo.at_ms
            demo.desk.act(demo.tournament_id, "clock.pause")
            paused = demo.view()
            shoot(DisplayWindow("clock", ["clock"], theme=theme), paused, second, out, "clock_paused", SIZES, written)
        if views is None or "shot_clock" in views:
            shoot(ShotClockWindow(demo.shot_table, theme=theme), view, second, out, "shot_clock", SHOT_SIZES, written)
    finally:
        demo.desk.close()
    return written
