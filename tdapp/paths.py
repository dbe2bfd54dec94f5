"""Where tdapp keeps its files: resources beside the package, data in the user's folder."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote


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


def read_machine_file(name: str) -> dict[str, Any]:
    """A small JSON file of this machine's own (`desk.json`, `running.json`); empty when missing or damaged."""
    try:
        data = json.loads((user_data_dir() / name).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def write_machine_file(name: str, data: dict[str, Any]) -> None:
    """Atomically and synced: these files must survive the power cut they are kept for."""
    path = user_data_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with open(tmp, "w", encoding="utf-8") as out:
        json.dump(data, out, ensure_ascii=False, indent=2)
        out.flush()
        os.fsync(out.fileno())
    tmp.replace(path)


def read_only_uri(path: Path) -> str:
    """SQLite's URI opening `path` read-only (standard library only: the first frame opens the file with it too).

    Quoted: '#', '?' and '%' are URI syntax, so a folder such as "Sala #2"
    unquoted cut the path short and opened (and created) another file.
    """
    return f"file:{quote(str(path))}?mode=ro"
