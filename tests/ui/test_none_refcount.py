"""Guard against PySide6 builds that drop a reference to None at every void Qt call.

PySide6 6.12.0 on Python 3.10/3.11 does this; a clock that calls setText every
second then aborts the interpreter ("none_dealloc") after minutes or hours,
while short tests still pass. On Python 3.12+ None is immortal and the count
does not move either way.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_void_qt_calls_keep_the_reference_count_of_none(qtbot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for i in range(5000):
        label.setText(str(i))
        label.resize(100 + i % 7, 20)
    after = sys.getrefcount(None)
    assert after >= before - 50, f"None lost {before - after} references across 10,000 void Qt calls"
