"""Names in every script print on every sheet with real glyphs, and read back whole (issue 16, SPEC section 10).

A tournament named in Chinese and Arabic, with players named in Han
(Traditional and Simplified), Arabic, Hebrew, Cyrillic, Greek, Thai,
Devanagari, Vietnamese and Polish Latin, and emoji, is played through the
desk; every sheet is printed and each name is read back from the PDF: from
the glyphs' text where the glyphs map one to one (Han, Cyrillic, Greek,
Latin, emoji), and from the line's /ActualText where shaping and reading
order change the glyphs (Arabic, Hebrew, Thai, Devanagari).
"""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest
from pdftext import PRINTED_AT_MS, actual_texts, fonts, readable, text

from tdapp.application.demo import add_players
from tdapp.application.desk import Desk
from tdapp.reports import script
from tdapp.reports.demo import define_year, open_demo_desk, play_tournament, ranking_book, record_result, small_config
from tdapp.reports.documents import render
from tdapp.reports.fonts import face_for, primary

NAMES = [
    "陳大文",  # Traditional Han (Macau, Hong Kong)
    "李小龍",
    "黃美玲",
    "张伟",  # Simplified Han
    "Ana 🎉 Silva",  # emoji inside a Latin name
    "محمد الأمين",  # Arabic: joined letters, right to left
    "דוד כהן",  # Hebrew
    "Дмитрий Иванов",  # Cyrillic
    "Γιώργος Παπαδόπουλος",  # Greek
    "สมชาย ใจดี",  # Thai
    "रामचंद्र शर्मा",  # Devanagari: conjuncts and vowel signs
    "Nguyễn Văn Anh",  # Vietnamese
    "Łukasz Żółć",
    "😀 🃏",
]
EVENT = "澳門盃 — كأس الربيع"
SHAPED_SCRIPTS = ("ARABIC", "HEBREW", "THAI", "DEVANAGARI")


def _shaped(name: str) -> bool:
    return any(unicodedata.name(c, "").startswith(SHAPED_SCRIPTS) for c in name)


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, int], dict[str, int]]:
    """A finished knock-out with a deal, a seated freeze-out and the 2024 ranking, every player named in another script."""
    path = tmp_path_factory.mktemp("scripts") / "scripts.db"
    desk = open_demo_desk(path)
    try:
        players = add_players(desk, NAMES, documents=[f"P{n:05d}" for n in range(len(NAMES))])
        ids = {"finished": play_tournament(desk, small_config(EVENT), players, reentries=2, deal_at=3, play_for_cents=5_000).tournament_id}
        running = {**small_config(EVENT), "modality": "freezeout", "reentry": None, "counts_for_ranking": False}
        running["buy_in"] = {"prize_cents": 4_500, "fee_cents": 500, "chips": 25_000}
        ids["running"] = play_tournament(desk, running, players, seed=3, finish=False).tournament_id
        book = ranking_book(desk)
        define_year(book, 2024)
        record_result(desk, book, ids["finished"])
    finally:
        desk.close()
    return path, ids, dict(zip(NAMES, players, strict=True))


def _sheets(path: Path, ids: dict[str, int], players: dict[str, int]) -> dict[str, bytes]:
    desk = Desk.open(path)
    try:
        done = {
            kind: render(kind, desk, tournament_id=ids[which], printed_at_ms=PRINTED_AT_MS)
            for kind, which in (
                ("payouts", "finished"),
                ("results", "finished"),
                ("deal", "finished"),
                ("cash", "finished"),
                ("seating", "running"),
                ("seat-cards", "running"),
            )
        }
        done["ranking"] = render("ranking", desk, year=2024, printed_at_ms=PRINTED_AT_MS)
        for name, pid in players.items():
            done[f"receipt {name}"] = render("receipt", desk, tournament_id=ids["finished"], player_id=pid, printed_at_ms=PRINTED_AT_MS)
        return done
    finally:
        desk.close()


@pytest.fixture(scope="module")
def sheets(world) -> dict[str, bytes]:
    return _sheets(*world)


def test_every_character_of_every_name_has_a_glyph_in_the_font_chain():
    """No box: each character is printed by a face that has it (shipped fonts, so on any machine)."""
    for name in [*NAMES, EVENT]:
        missing = [c for c in name if not c.isspace() and ord(c) not in face_for(c).chars]
        assert not missing, (name, missing)


def test_every_name_reads_back_whole_from_every_sheet_that_lists_players(sheets):
    lists_everybody = ("results", "seating", "seat-cards", "ranking")
    for kind in lists_everybody:
        readable_text = unicodedata.normalize("NFC", readable(sheets[kind]))
        for name in NAMES:
            assert name in readable_text, (kind, name)
    for name in NAMES:
        assert name in readable(sheets[f"receipt {name}"]), name


def test_names_without_shaping_read_back_from_the_glyphs_themselves(sheets):
    """Han, emoji, Cyrillic, Greek and Latin map glyph to character: a plain text extraction finds them, not only the spans."""
    glyphs = unicodedata.normalize("NFC", text(sheets["results"]))
    for name in NAMES:
        if not _shaped(name):
            assert name in glyphs, name
    shaped_spans = set(actual_texts(sheets["results"]))
    for name in NAMES:
        if _shaped(name):
            assert any(name in span for span in shaped_spans), name


def test_the_event_name_prints_on_every_sheet_and_the_fallback_fonts_are_embedded(sheets):
    for kind, pdf in sheets.items():
        if kind != "ranking":
            assert EVENT in readable(pdf), kind
    used = fonts(sheets["results"])
    for face in ("DroidSansFallback", "NotoSansArabic", "NotoSansHebrew", "NotoSansThai", "NotoSansDevanagari", "Symbola", "DejaVuSans"):
        assert any(f.startswith(face) for f in used), (face, used)


def test_pdfs_stay_small_because_only_the_glyphs_used_are_embedded(sheets):
    assert len(sheets["results"]) < 250_000
    assert max(len(pdf) for kind, pdf in sheets.items() if kind.startswith("receipt")) < 200_000


def test_right_to_left_names_are_drawn_in_reading_order():
    """'محمد الأمين' is drawn right to left: the first word is the right-most piece, each piece shaped by harfbuzz."""
    laid = script.line("Ali محمد الأمين 12", 10)
    assert not laid.plain
    # display order: "Ali " (left to right), then the Arabic words with the last word left-most, then " 12"
    assert laid.pieces[0].text.startswith("Ali")
    arabic = [p for p in laid.pieces if p.font == "NotoSansArabic"]
    assert arabic, laid.pieces
    assert laid.width == pytest.approx(sum(p.width for p in laid.pieces))
    # joined forms: shaping changed the glyphs (the isolated letters are not what is drawn)
    assert "".join(p.text for p in arabic) != "محمد الأمين"[::-1].replace(" ", "")
    assert script.is_plain("Łukasz Żółć · Дмитрий · Γιώργος")
    assert not script.is_plain("陳大文")


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler-utils (installed by installer/dev.sh) renders the pages")
def test_pages_render_to_png(sheets, tmp_path):
    """The pages can be looked at: `TDAPP_SCRIPT_PNG=DIR` keeps them."""
    import os

    out = Path(os.environ.get("TDAPP_SCRIPT_PNG", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    for kind in ("results", "seating", "seat-cards", "deal", "ranking", f"receipt {NAMES[5]}"):
        pdf = out / f"{kind.split()[0]}.pdf"
        pdf.write_bytes(sheets[kind])
        subprocess.run(["pdftoppm", "-r", "60", "-png", "-f", "1", "-l", "1", str(pdf), str(out / kind.split()[0])], check=True)
    assert len(list(out.glob("*.png"))) >= 6


def test_the_primary_face_is_dejavu():
    assert primary().regular == "DejaVuSans"
