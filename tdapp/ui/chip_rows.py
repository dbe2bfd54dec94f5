"""What the chip-set editors start from: the usual denominations, their colors and the rows proposed.

Both the setup tab's editor (`tdapp.ui.setup.chips_editor`) and the floor's
dialog for a color-up (`tdapp.ui.floor.chipset_dialog`) propose the same
rows when no chip set is stored yet: the structure's chips (or the usual
set), each in the color rooms give it. The stacks themselves come from the
domain's `suggest_stack`; the domain's `parse_chip_set` checks what is sent.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QColor, QIcon, QPixmap

from tdapp.domain.tournament.state import TournamentState

#: The chips proposed when the structure names none.
DEFAULT_CHIPS = (25, 100, 500, 1000, 5000)
#: The color rooms usually give each value.
DEFAULT_COLORS = {
    1: "white",
    5: "red",
    25: "green",
    100: "black",
    500: "purple",
    1000: "yellow",
    5000: "orange",
    25000: "grey",
    100000: "blue",
}
#: The colors rooms use most, by name (a stored color outside the list is kept and offered too).
COLOR_NAMES = ("white", "red", "green", "black", "purple", "yellow", "orange", "blue", "grey", "pink", "brown", "lightblue")
#: How the desk says each color (the stored key stays English, the name Qt knows for the swatch).
COLOR_WORDS = {
    "white": QT_TRANSLATE_NOOP("ChipColor", "white"),
    "red": QT_TRANSLATE_NOOP("ChipColor", "red"),
    "green": QT_TRANSLATE_NOOP("ChipColor", "green"),
    "black": QT_TRANSLATE_NOOP("ChipColor", "black"),
    "purple": QT_TRANSLATE_NOOP("ChipColor", "purple"),
    "yellow": QT_TRANSLATE_NOOP("ChipColor", "yellow"),
    "orange": QT_TRANSLATE_NOOP("ChipColor", "orange"),
    "blue": QT_TRANSLATE_NOOP("ChipColor", "blue"),
    "grey": QT_TRANSLATE_NOOP("ChipColor", "grey"),
    "pink": QT_TRANSLATE_NOOP("ChipColor", "pink"),
    "brown": QT_TRANSLATE_NOOP("ChipColor", "brown"),
    "lightblue": QT_TRANSLATE_NOOP("ChipColor", "light blue"),
}


def color_word(key: str) -> str:
    """The color as the desk's language says it ("verde"); a color outside the list is shown as stored."""
    word = COLOR_WORDS.get(key.strip().lower())
    return QCoreApplication.translate("ChipColor", word) if word else key


def color_key(text: str) -> str:
    """The stored key of a color typed or chosen in the desk's language ("verde" -> "green"); other text is kept."""
    wanted = text.strip().lower()
    for key in COLOR_WORDS:
        if wanted in (key, color_word(key).lower()):
            return key
    return text.strip()


def proposed_values(state: TournamentState) -> tuple[int, ...]:
    """The denominations to propose: the structure's chips, or the usual set when it names none."""
    structure = state.clock.structure
    return tuple(structure.chips) if structure is not None and structure.chips else DEFAULT_CHIPS


def default_color(value: int, unknown: str = "grey") -> str:
    return DEFAULT_COLORS.get(value, unknown)


def swatch(name: str) -> QIcon:
    """A small square of the color `name` (transparent when Qt does not know the name)."""
    pixmap = QPixmap(16, 16)
    color = QColor(name)
    pixmap.fill(color if color.isValid() else QColor("transparent"))
    return QIcon(pixmap)
