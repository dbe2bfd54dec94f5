"""How large the room's text must be to be read from the back of the room.

The reference room: a 55-inch 16:9 TV at 1920x1080, read from 10 m. Its
panel is 68.5 cm high, so a pixel is 0.634 mm. A letter that a 20/40 eye
(the driving-licence test) just reads subtends 10 minutes of arc; we take
12 minutes (0.2 degrees) as the least any label or figure may subtend, the
reserve reading research asks for a glance rather than a squint:

    cap height = 2 x 10 m x tan(0.1 deg) = 3.49 cm = 55 px at 1080p
    font size  = cap height / 0.729 (DejaVu Sans capitals) = 76 px at 1080p

(The issue's measure of the old clock: stat numbers 2.9 cm "borderline",
stat labels 1.2 cm and the grey lines 2 cm "cannot be read".) Other screens
scale with their short side: 51 px at 720p, 152 px at 4K, 76 px on a
portrait 1080x1920. Nothing is drawn within `SAFE_SHARE` of the screen's
edges (a TV's overscan and bezel).
"""

from __future__ import annotations

import math

#: The reference TV and distance.
DIAGONAL_INCHES = 55.0
REFERENCE_ROWS = 1080
DISTANCE_CM = 1000.0
#: The least visual angle of a capital letter, in degrees (12 arc minutes).
MIN_CAP_DEGREES = 0.2
#: Cap height of the room's typeface (DejaVu Sans), as a share of the font's pixel size.
CAP_HEIGHT_EM = 0.729
#: The share of the screen's width and height kept clear on every side.
SAFE_SHARE = 0.03


def panel_height_cm(diagonal_inches: float = DIAGONAL_INCHES) -> float:
    return diagonal_inches * 2.54 * 9 / math.hypot(16, 9)


def min_cap_px_1080() -> float:
    """The least cap height, in pixels of the reference 1080p TV."""
    cap_cm = 2 * DISTANCE_CM * math.tan(math.radians(MIN_CAP_DEGREES / 2))
    return cap_cm / (panel_height_cm() / REFERENCE_ROWS)


#: The least font pixel size at 1080p (76).
MIN_FONT_PX_1080 = math.ceil(min_cap_px_1080() / CAP_HEIGHT_EM)


def min_font_px(width: int, height: int) -> int:
    """The least font pixel size on a screen of this size (scaled by its short side)."""
    return max(1, math.ceil(MIN_FONT_PX_1080 * min(width, height) / REFERENCE_ROWS))


def safe_margins(width: int, height: int) -> tuple[int, int]:
    """(horizontal, vertical) margin kept clear on each side."""
    return max(4, round(width * SAFE_SHARE)), max(4, round(height * SAFE_SHARE))
