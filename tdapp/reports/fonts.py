"""The embedded Unicode font: DejaVu Sans, bundled in resources/fonts.

reportlab's built-in PDF fonts only know Latin-1, so "Łukasz" or "Şükrü"
would print as black boxes (SPEC section 10). DejaVu Sans covers Latin,
Greek and Cyrillic; it is embedded (subset) in every PDF, so the sheet looks
the same on any printer.
"""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from tdapp.paths import resources_dir

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
_registered = False


def register_fonts() -> None:
    """Register the regular and bold faces once per process (idempotent)."""
    global _registered
    if _registered:
        return
    folder = resources_dir() / "fonts"
    pdfmetrics.registerFont(TTFont(REGULAR, str(folder / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont(BOLD, str(folder / "DejaVuSans-Bold.ttf")))
    # <b> in a Paragraph; DejaVu Sans has no italic bundled, so italics print upright.
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    _registered = True


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    register_fonts()
    return pdfmetrics.stringWidth(text, BOLD if bold else REGULAR, size)
