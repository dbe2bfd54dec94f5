"""Where tdapp keeps its files: resources beside the package, data in the user's folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def resources_dir() -> Path:
    """The `resources/` folder, in a source checkout, an installed wheel or a PyInstaller bundle."""
    bundled = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundled) / "resources"] if bundled else []
    candidates += [Path(__file__).resolve().parent.parent / "resources", Path(sys.prefix) / "share" / "tdapp" / "resources"]
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[0]


def user_data_dir() -> Path:
    """The per-user data folder (override with TDAPP_DATA_DIR)."""
    override = os.environ.get("TDAPP_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA", Path.home() / "AppData" / "Local"))
        return base / "tdapp"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "tdapp"
    return Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "tdapp"


def default_database() -> Path:
    return user_data_dir() / "tdapp.db"
