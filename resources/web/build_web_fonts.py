"""Build the Latin cuts of DejaVu Sans the served pages fetch first (run once by a maintainer, like resources/fonts).

    .venv/bin/python resources/web/build_web_fonts.py

A page of the room (lobby, clock, seating) on a phone over the casino's
Wi-Fi fetched the whole of DejaVu Sans, 1.47 MB for both weights, to draw
Latin text. These cuts hold the Latin, punctuation, currency and arrow
blocks, without the hinting instructions (browsers on TVs and phones draw
them with their own; half the size): a page fetches them,
and the whole font only for a name in another script DejaVu covers (Greek,
Cyrillic, ...), by the style sheet's `unicode-range` (resources/web/room.css).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FONTS = HERE.parent / "fonts"
sys.path.insert(0, str(FONTS))

from build_fonts import subset_font  # noqa: E402  (the sheets' fonts' own subsetter, the same options)

#: Kept in step with the `unicode-range` of the Latin faces in room.css.
LATIN = "U+0000-024F,U+0259,U+02B0-036F,U+1E00-1EFF,U+2000-206F,U+20A0-20CF,U+2100-215F,U+2190-21FF,U+2212,U+2215,U+25A0-25FF,U+FEFF,U+FFFD"


def main() -> None:
    for name in ("DejaVuSans", "DejaVuSans-Bold"):
        target = HERE / f"{name}-Latin.ttf"
        subset_font(FONTS / f"{name}.ttf", target, LATIN)
        print(f"{target.name:28} {target.stat().st_size // 1024:6} KiB")


if __name__ == "__main__":
    main()
