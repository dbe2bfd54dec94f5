"""A casino's look on the room's screens: colors and logo, read from `resources/themes/<name>.json`.

A theme file is data (never executed): six colors and an optional logo
beside it. The screens must read from across the room, so a theme whose text
colors have less than 7:1 contrast with the background (WCAG's AAA level) is
refused rather than shown.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QColor

from tdapp.domain.errors import RuleError
from tdapp.paths import resources_dir

MIN_CONTRAST = 7.0
COLOR_KEYS = ("background", "foreground", "accent", "muted", "warning", "panel")
TEXT_KEYS = ("foreground", "accent", "muted", "warning")


@dataclass(frozen=True)
class Theme:
    key: str
    name: str
    background: str
    foreground: str  # most text
    accent: str  # the time left and the blinds
    muted: str  # captions
    warning: str  # announcements, the last minute
    panel: str  # boxes behind the figures
    logo: Path | None = None


def themes_dir() -> Path:
    return resources_dir() / "themes"


def relative_luminance(color: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF())


def contrast_ratio(a: str, b: str) -> float:
    """WCAG contrast ratio of two colors, from 1 (none) to 21 (black on white)."""
    la, lb = relative_luminance(QColor(a)), relative_luminance(QColor(b))
    light, dark = max(la, lb), min(la, lb)
    return (light + 0.05) / (dark + 0.05)


def theme_from_dict(key: str, data: object, folder: Path) -> Theme:
    if not isinstance(data, dict):
        raise RuleError("The theme {theme} is not an object with colors.", theme=key)
    colors: dict[str, str] = {}
    for name in COLOR_KEYS:
        value = data.get(name)
        if not isinstance(value, str) or not QColor.isValidColorName(value):
            raise RuleError("The theme {theme} has no valid '{color}' color.", theme=key, color=name)
        colors[name] = value
    for name in TEXT_KEYS:
        for behind in ("background", "panel"):
            ratio = contrast_ratio(colors[name], colors[behind])
            if ratio < MIN_CONTRAST:
                raise RuleError(
                    "The theme {theme}: '{color}' on '{behind}' has a contrast of {ratio}:1; the room needs at least 7:1.",
                    theme=key,
                    color=name,
                    behind=behind,
                    ratio=f"{ratio:.1f}",
                )
    logo = data.get("logo")
    logo_path: Path | None = None
    if logo is not None:
        if not isinstance(logo, str) or "/" in logo or "\\" in logo or logo.startswith("."):
            raise RuleError("The theme {theme} names a logo outside the themes folder.", theme=key)
        logo_path = folder / logo
        if not logo_path.is_file():
            raise RuleError("The logo {logo} of theme {theme} is missing.", logo=logo, theme=key)
    return Theme(key=key, name=str(data.get("name", key)), logo=logo_path, **colors)


def load_theme(key: str = "default", folder: Path | None = None) -> Theme:
    """Read `<folder>/<key>.json` (the resources' themes by default)."""
    base = folder or themes_dir()
    if "/" in key or "\\" in key or key.startswith("."):
        raise RuleError("There is no theme {theme}.", theme=key)
    path = base / f"{key}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RuleError("There is no theme {theme}.", theme=key) from None
    except (OSError, ValueError) as exc:
        raise RuleError("The theme {theme} cannot be read ({detail}).", theme=key, detail=str(exc)) from exc
    return theme_from_dict(key, data, base)


def available_themes(folder: Path | None = None) -> list[str]:
    return sorted(p.stem for p in (folder or themes_dir()).glob("*.json"))


def stylesheet(theme: Theme) -> str:
    """The window's base colors (fonts are set per label by size, never here)."""
    return f"background-color: {theme.background}; color: {theme.foreground};"
