"""The few Qt values the desk's first frame sets, given without PySide6's `Qt` namespace (issue 19).

PySide6 builds the Python enums of its `Qt` namespace, all 93 of them, the
first time any one is used: 14 ms, a tenth of a bare window's start. The
first frame (`tdapp.ui.first_frame`: the window, the clock bar) needs only an
alignment and two focus policies, so it sets them through Qt's property
system as Qt's own numbers; tests/ui/test_first_frame.py checks each number
against its enum, and tests/ui/test_startup.py that the first frame leaves
the namespace unbuilt. Everything after the first frame uses `Qt` as usual.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

ALIGN_CENTER = 0x0084  # Qt.AlignmentFlag.AlignCenter
NO_FOCUS = 0x0  # Qt.FocusPolicy.NoFocus
STRONG_FOCUS = 0xB  # Qt.FocusPolicy.StrongFocus


def center(label: QLabel) -> None:
    """`label.setAlignment(Qt.AlignmentFlag.AlignCenter)`."""
    label.setProperty("alignment", ALIGN_CENTER)


def set_focus_policy(widget: QWidget, policy: int) -> None:
    """`widget.setFocusPolicy(...)` with NO_FOCUS or STRONG_FOCUS."""
    widget.setProperty("focusPolicy", policy)


def qt_namespace_built() -> bool:
    """Whether PySide6 has built its `Qt` namespace in this process (a lazy attribute of QtCore until first used)."""
    import PySide6.QtCore

    return "Qt" in vars(PySide6.QtCore)
