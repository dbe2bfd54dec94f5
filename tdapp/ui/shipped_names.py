"""The names of what tdapp ships (tournament and structure templates, room themes), in the desk's language.

The JSON files under `resources/` keep their English names (a casino's own files keep theirs); the desk
shows them through the catalogue, so the pt-PT desk lists "Satélite para o Main Event de 550 €", not
"Satellite to the €550 Main Event". A test fails when a shipped file's name is missing here.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

SHIPPED_NAMES = (
    QT_TRANSLATE_NOOP("ShippedName", "Ante Up €50"),
    QT_TRANSLATE_NOOP("ShippedName", "Escalator €80"),
    QT_TRANSLATE_NOOP("ShippedName", "Deep Stack €200"),
    QT_TRANSLATE_NOOP("ShippedName", "Freeze-out €100"),
    QT_TRANSLATE_NOOP("ShippedName", "Turbo €50"),
    QT_TRANSLATE_NOOP("ShippedName", "Knock-out €150"),
    QT_TRANSLATE_NOOP("ShippedName", "Multistack €250"),
    QT_TRANSLATE_NOOP("ShippedName", "Rebuy €30"),
    QT_TRANSLATE_NOOP("ShippedName", "Satellite to the €550 Main Event"),
    QT_TRANSLATE_NOOP("ShippedName", "Sit & Go 10-handed €50"),
    QT_TRANSLATE_NOOP("ShippedName", "Sit & Go 6-max €50"),
    QT_TRANSLATE_NOOP("ShippedName", "Survivor €100"),
    QT_TRANSLATE_NOOP("ShippedName", "Win the Button €60"),
    QT_TRANSLATE_NOOP("ShippedName", "Ante Up"),
    QT_TRANSLATE_NOOP("ShippedName", "Escalator"),
    QT_TRANSLATE_NOOP("ShippedName", "Freeze-out (deep stack)"),
    QT_TRANSLATE_NOOP("ShippedName", "Freeze-out (regular)"),
    QT_TRANSLATE_NOOP("ShippedName", "Freeze-out (turbo)"),
    QT_TRANSLATE_NOOP("ShippedName", "Knock-out / bounty"),
    QT_TRANSLATE_NOOP("ShippedName", "Multistack (two days)"),
    QT_TRANSLATE_NOOP("ShippedName", "Rebuy / add-on"),
    QT_TRANSLATE_NOOP("ShippedName", "Satellite"),
    QT_TRANSLATE_NOOP("ShippedName", "Sit & Go 10-handed"),
    QT_TRANSLATE_NOOP("ShippedName", "Sit & Go 6-max"),
    QT_TRANSLATE_NOOP("ShippedName", "Survivor"),
    QT_TRANSLATE_NOOP("ShippedName", "Win the Button"),
    QT_TRANSLATE_NOOP("ShippedName", "Casino green"),
    QT_TRANSLATE_NOOP("ShippedName", "tdapp (high contrast)"),
)


def shipped_name(name: str) -> str:
    """A shipped name in the desk's language; a name tdapp does not ship (a casino's own theme) is shown as written."""
    return QCoreApplication.translate("ShippedName", name) if name in SHIPPED_NAMES else name
