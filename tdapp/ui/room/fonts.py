"""The room's typeface, loaded from resources/fonts so screens look the same on every machine."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

from tdapp.paths import resources_dir

_loaded = False


def load_room_fonts() -> None:
    global _loaded
    if _loaded:
        return
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        QFontDatabase.addApplicationFont(str(resources_dir() / "fonts" / name))
    _loaded = True
