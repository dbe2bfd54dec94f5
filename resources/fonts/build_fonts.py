"""Build the fallback fonts shipped in resources/fonts from Debian's font packages (run once by a maintainer).

    apt-get install fonts-noto-core fonts-droid-fallback fonts-symbola
    .venv/bin/python resources/fonts/build_fonts.py

Every font is TrueType (reportlab embeds only TrueType outlines) and is cut
down with fontTools' subsetter to the blocks tdapp prints (no hinting: the
sheets are printed, not shown on low-resolution screens). reportlab then
embeds only the glyphs a sheet uses, so a PDF stays small.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from fontTools import subset

HERE = Path(__file__).resolve().parent
NOTO = Path("/usr/share/fonts/truetype/noto")

# Shaped scripts: the whole font (their OpenType tables are what harfbuzz shapes with).
NOTO_FONTS = [f"NotoSans{script}-{weight}.ttf" for script in ("Arabic", "Hebrew", "Thai", "Devanagari") for weight in ("Regular", "Bold")]

# Han (Traditional and Simplified), kana and CJK punctuation; Droid Sans Fallback (Apache-2.0) is TrueType.
CJK_SOURCE = Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf")
CJK_RANGES = (
    "U+2E80-2FDF,U+3000-30FF,U+3100-312F,U+31A0-31FF,U+3200-33FF,U+3400-4DBF,U+4E00-9FFF,U+F900-FAFF,U+FE30-FE4F,U+FF00-FFEF,U+20000-2FA1F"
)

# Emoji and pictographs in black and white (Symbola: "free for any use").
EMOJI_SOURCE = Path("/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf")
EMOJI_RANGES = "U+2190-21FF,U+2300-23FF,U+2460-24FF,U+25A0-27BF,U+2900-297F,U+2B00-2BFF,U+1F000-1FAFF,U+FE0E-FE0F,U+200D,U+20E3"


def subset_font(source: Path, target: Path, unicodes: str) -> None:
    """`source` cut down to `unicodes`, without hinting, its OpenType layout kept (also used by resources/web)."""
    options = subset.Options()
    options.hinting = False
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = subset.load_font(str(source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
    subsetter.subset(font)
    subset.save_font(font, str(target), options)


def main() -> None:
    for name in NOTO_FONTS:
        shutil.copyfile(NOTO / name, HERE / name)
    subset_font(CJK_SOURCE, HERE / "DroidSansFallback-CJK.ttf", CJK_RANGES)
    subset_font(EMOJI_SOURCE, HERE / "Symbola-Emoji.ttf", EMOJI_RANGES)
    for path in sorted(HERE.glob("*.ttf")):
        print(f"{path.name:32} {path.stat().st_size // 1024:6} KiB")


if __name__ == "__main__":
    main()
