"""Numbers, money and dates on the desk and the room's screens, in the desk's language (`tdapp.domain.numbers` writes them).

`set_language` is called when the desk's language is chosen (`tdapp.ui.app.install_translator`): it also makes
Qt's default locale agree, so a number Qt writes by itself (an int in a table cell, a spin box) reads the same.
Spin boxes and table cells holding counts use `NumberSpinBox` and `NumberDelegate`, which write and read
through the same functions and accept what a Portuguese user types ("25 000", "25000", "25.000").
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from PySide6.QtCore import QLocale, QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from tdapp.domain import numbers as formats

GROUP = formats.NBSP
_language = formats.PT_PT  # the desk's default language; English is chosen by `set_language("en")`


def set_language(lang: str) -> None:
    global _language
    _language = formats.PT_PT if formats.is_portuguese(lang) else formats.EN
    portuguese = QLocale("pt_PT")
    english = QLocale("en_GB")
    QLocale.setDefault(portuguese if _language == formats.PT_PT else english)


def language() -> str:
    return _language


def chips(value: int) -> str:
    """A count of chips (or players, points): 25 000 / 25,000."""
    return formats.number(value, _language)


def money(cents: int) -> str:
    """1 620,00 € / €1,620.00."""
    return formats.money(cents, _language)


def whole_money(cents: int) -> str:
    """Whole euros when the amount has no cents (prizes usually have none): 1 620 € / €1,620."""
    return formats.money(cents, _language, whole_euros=True)


def plain_money(cents: int) -> str:
    """The amount without the euro sign or grouping, to edit it: 1620,50 / 1620.50."""
    text = formats.money(cents, _language, symbol=False)
    return text.replace(formats.NBSP, "") if _language == formats.PT_PT else text.replace(",", "")


def money_for_editing(cents: int) -> str:
    """An amount put in a field to be edited, grouped as the desk writes it: 2 470,00 / 2,470.00 (`parse_money` reads it back)."""
    return formats.money_for_editing(cents, _language)


def parse_money(text: str) -> int:
    """Cents from a typed amount: "2 470,00", "2470,00" or "2.470" in pt-PT; "2,470.00" or "2470" in English.

    A text that is not an amount is refused with the domain's RuleError ("'x' is not an amount of money.").
    """
    return formats.parse_money(text, _language)


def signed_money(cents: int) -> str:
    return formats.signed_money(cents, _language)


def percent(basis_points: int) -> str:
    return formats.percent(basis_points, _language)


def decimal(value: float, places: int = 1) -> str:
    return formats.decimal(value, places, _language)


def parse_count(text: str) -> int | None:
    return formats.parse_count(text, _language)


def counts(values: tuple[int, ...] | list[int]) -> str:
    """A list of counts (the chips in play): 25, 100, 1 000, 5 000 / 25, 100, 1,000, 5,000."""
    return ", ".join(chips(value) for value in values)


def parse_counts(text: str) -> tuple[int, ...] | None:
    """A list of counts as `counts` writes it or as typed ("1000, 5000", "1 000, 5 000"); None when a part is not one."""
    return formats.parse_counts(text, _language)


def date(day: dt.date) -> str:
    """A day as the desk writes it: 08/06/2024 (never the stored ISO form)."""
    return formats.date(day, _language)


def date_time(at_ms: int) -> str:
    """A stored moment (ms since the epoch) in the desk's local time: 08/06/2024 20:00."""
    return formats.date_time(dt.datetime.fromtimestamp(at_ms / 1000), _language)


class NumberSpinBox(QSpinBox):
    """A spin box for counts (chips, stacks) that writes 25 000 in pt-PT and takes "25 000", "25000" or "25.000"."""

    def textFromValue(self, value: int) -> str:
        return chips(value) if self.isGroupSeparatorShown() else str(value)

    def valueFromText(self, text: str) -> int:
        value = parse_count(self._bare(text))
        return self.minimum() if value is None else value

    def validate(self, text: str, pos: int) -> object:
        if self.specialValueText() and text == self.specialValueText():
            return QValidator.State.Acceptable, text, pos
        bare = self._bare(text)
        digits = _digits(bare).removeprefix("-")
        if not digits:
            return QValidator.State.Intermediate, text, pos
        if not digits.isdigit():
            return QValidator.State.Invalid, text, pos
        value = parse_count(bare)
        if value is None or not self.minimum() <= value <= self.maximum():
            return QValidator.State.Intermediate, text, pos  # "25 0" on the way to "25 000"
        return QValidator.State.Acceptable, text, pos

    def fixup(self, text: str) -> str:
        digits = _digits(self._bare(text))
        return self.textFromValue(int(digits)) if digits.lstrip("-").isdigit() else text

    def _bare(self, text: str) -> str:
        if self.prefix() and text.startswith(self.prefix()):
            text = text[len(self.prefix()) :]
        if self.suffix() and text.endswith(self.suffix()):
            text = text[: -len(self.suffix())]
        return text.strip()


def _digits(text: str) -> str:
    """The text without spaces and without the language's grouping mark."""
    mark = "." if _language == formats.PT_PT else ","
    return re.sub(rf"[\s\u00a0\u202f{re.escape(mark)}]", "", text)


class NumberDelegate(QStyledItemDelegate):
    """Table cells holding whole numbers: shown as `chips` writes them, edited in a `NumberSpinBox`."""

    def displayText(self, value: Any, locale: QLocale) -> str:
        if isinstance(value, int) and not isinstance(value, bool):
            return chips(value)
        return super().displayText(value, locale)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QWidget:
        if isinstance(index.data(), int):
            box = NumberSpinBox(parent)
            box.setRange(0, 2_000_000_000)
            box.setGroupSeparatorShown(True)
            box.setFrame(False)
            return box
        return super().createEditor(parent, option, index)
