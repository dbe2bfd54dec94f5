"""`tdapp web-screens --out DIR`: every served page as PNG, at a TV's and a phone's size, in pt-PT and English."""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

#: The demo room's pages: the lobby, the ranking, and each listed tournament's tabs (the main event is #2, its satellite #3);
#: "found" is find-my-seat with a name typed.
PAGES = ("lobby", "ranking", *(f"t{t}_{tab}" for t in (2, 3) for tab in ("clock", "seat", "tables", "payouts", "results")), "t2_seat_found")
SIZES = {"tv": (1920, 1080), "phone": (390, 844)}


def png_size(path: Path) -> tuple[int, int]:
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def test_the_command_writes_every_page_at_tv_and_phone_size_in_both_languages(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    done = subprocess.run(
        [sys.executable, "-m", "tdapp", "web-screens", "--out", str(out)], capture_output=True, text=True, timeout=300, cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    expected = {f"{lang}_{size}_{page}.png" for lang in ("pt_PT", "en") for size in SIZES for page in PAGES}
    assert {p.name for p in out.iterdir()} == expected
    assert "52 screenshots" in done.stderr
    for size, pixels in SIZES.items():
        for page in PAGES:
            portuguese, english = out / f"pt_PT_{size}_{page}.png", out / f"en_{size}_{page}.png"
            assert png_size(portuguese) == png_size(english) == pixels, (size, page)
            assert portuguese.read_bytes() != english.read_bytes(), (size, page)  # each language really is drawn
