"""The fonts of the printed sheets: DejaVu Sans first, then a fallback font per script, embedded (subset).

reportlab's built-in PDF fonts only know Latin-1, and no single font covers
every name a Portuguese casino receives. Each character is printed with the
first face of this chain that has it (SPEC section 10):

- DejaVu Sans: Latin, Greek, Cyrillic, many symbols (the look of every sheet);
- Noto Sans Arabic, Hebrew, Thai and Devanagari (preferred for their own
  script: their OpenType tables are what harfbuzz shapes with);
- Droid Sans Fallback, cut to the CJK blocks: Han (Traditional and Simplified)
  and kana;
- Symbola, cut to the emoji and pictograph blocks (black and white);
- then any TrueType font fontconfig finds on the machine for the character.

All are shipped in resources/fonts (built by `build_fonts.py` there; licences
in LICENSES.md), so a sheet prints the same on every machine. reportlab embeds
only the glyphs a sheet uses.

`UnicodeTTFont` fixes the text a PDF reader gets back: reportlab's ToUnicode
map writes a character outside the Basic Multilingual Plane (an emoji) as
five hex digits, which readers reject, and maps the glyphs harfbuzz chose by
shaping (an Arabic letter's joined form) to private code points; here each is
written as UTF-16 and a shaped glyph maps to the characters it stands for.
"""

from __future__ import annotations

import functools
import shutil
import subprocess
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import SUBSETN, TTFError, TTFont

from tdapp.paths import resources_dir

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"


class UnicodeTTFont(TTFont):
    """A TrueType font whose ToUnicode map is right for emoji and shaped glyphs (see the module docstring)."""

    def __init__(self, name: str, filename: str, subfont_index: int = 0) -> None:
        super().__init__(name, filename, subfontIndex=subfont_index, shapable=True)
        #: private code point given to a shaped glyph -> the characters it stands for
        self.shaped_text: dict[int, str] = {}

    def addObjects(self, doc: Any) -> None:
        state = self.state.get(doc)
        subsets = [list(subset) for subset in state.subsets] if state is not None else []
        super().addObjects(doc)  # forgets the document's subsets
        for n, subset in enumerate(subsets):
            base = (b"".join((SUBSETN(n), b"+", self.face.name, self.face.subfontNameX))).decode("pdfdoc")
            stream = doc.idToObject.get("toUnicodeCMap:" + base)
            if stream is not None:
                stream.content = _to_unicode_cmap(base, [self.shaped_text.get(code, chr(code)) for code in subset])


def _utf16(text: str) -> str:
    return text.encode("utf-16-be").hex().upper()


def _to_unicode_cmap(name: str, texts: list[str]) -> str:
    lines = [
        "/CIDInit /ProcSet findresource begin",
        "12 dict begin",
        "begincmap",
        f"/CIDSystemInfo << /Registry ({name}) /Ordering ({name}) /Supplement 0 >> def",
        f"/CMapName /{name} def",
        "/CMapType 2 def",
        "1 begincodespacerange",
        f"<00> <{len(texts) - 1:02X}>",
        "endcodespacerange",
        f"{len(texts)} beginbfchar",
        *(f"<{code:02X}> <{_utf16(text)}>" for code, text in enumerate(texts)),
        "endbfchar",
        "endcmap",
        "CMapName currentdict /CMap defineresource pop",
        "end",
        "end",
    ]
    return "\n".join(lines)


@dataclass(frozen=True)
class Face:
    """One font of the chain: its reportlab names (regular, bold) and the characters it has."""

    regular: str
    bold: str
    chars: frozenset[int]
    #: the script it is preferred for (first word of the Unicode character names), or ""
    script: str = ""

    def name(self, bold: bool) -> str:
        return self.bold if bold else self.regular


# (regular name, regular file, bold file or None, preferred script)
_SHIPPED = (
    (REGULAR, "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", ""),
    ("NotoSansArabic", "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf", "ARABIC"),
    ("NotoSansHebrew", "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf", "HEBREW"),
    ("NotoSansThai", "NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf", "THAI"),
    ("NotoSansDevanagari", "NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf", "DEVANAGARI"),
    ("DroidSansFallback", "DroidSansFallback-CJK.ttf", None, ""),
    ("Symbola", "Symbola-Emoji.ttf", None, ""),
)
_faces: list[Face] = []
_by_script: dict[str, Face] = {}
_system: dict[str, Face | None] = {}


def font_files() -> list[Path]:
    """Every font file shipped in resources/fonts (the desk adds them to Qt's font database too)."""
    folder = resources_dir() / "fonts"
    return [folder / f for _name, regular, bold, _script in _SHIPPED for f in (regular, bold) if f]


def register_fonts() -> None:
    """Register the chain's faces once per process (idempotent)."""
    if _faces:
        return
    folder = resources_dir() / "fonts"
    for name, regular, bold, script in _SHIPPED:
        font = UnicodeTTFont(name, str(folder / regular))
        pdfmetrics.registerFont(font)
        bold_name = name
        if bold:
            bold_name = BOLD if name == REGULAR else f"{name}-Bold"
            pdfmetrics.registerFont(UnicodeTTFont(bold_name, str(folder / bold)))
        face = Face(name, bold_name, frozenset(font.face.charToGlyph), script)
        _faces.append(face)
        if script:
            _by_script[script] = face
    # <b> in a Paragraph; DejaVu Sans has no italic bundled, so italics print upright.
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)


def primary() -> Face:
    register_fonts()
    return _faces[0]


def _script(char: str) -> str:
    return unicodedata.name(char, "").split(" ", 1)[0]


@functools.lru_cache(maxsize=8192)
def face_for(char: str) -> Face:
    """The face that prints `char`: its script's preferred face, else the first of the chain that has it, else the system's."""
    register_fonts()
    code = ord(char)
    preferred = _by_script.get(_script(char))
    if preferred is not None and code in preferred.chars:
        return preferred
    for face in _faces:
        if code in face.chars:
            return face
    return _system_face(code) or _faces[0]


def _system_face(code: int) -> Face | None:
    """A TrueType font of the machine that has the character (asked to fontconfig), registered on first use."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return None
    try:
        found = subprocess.run(
            [fc_list, f":charset={code:x}:fontformat=TrueType", "--format", "%{file}|%{index}\n"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        ).stdout.split("\n")
    except (OSError, subprocess.SubprocessError):
        return None
    for line in sorted(filter(None, found)):
        path, _, index = line.rpartition("|")
        key = f"{path}|{index}"
        if key not in _system:
            _system[key] = _load_system(path, int(index or 0), len(_system))
        face = _system[key]
        if face is not None and code in face.chars:
            return face
    return None


def _load_system(path: str, index: int, number: int) -> Face | None:
    name = f"System{number}-{Path(path).stem}"
    try:
        font = UnicodeTTFont(name, path, index)
    except (TTFError, OSError, ValueError, KeyError, AssertionError):  # PostScript outlines or a damaged file
        return None
    pdfmetrics.registerFont(font)
    return Face(name, name, frozenset(font.face.charToGlyph))
