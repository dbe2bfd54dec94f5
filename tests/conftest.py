"""Test set-up shared by every test: Qt runs offscreen, data goes to a temporary folder."""

from __future__ import annotations

import os

# Set before any Qt import so that no test ever needs a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
