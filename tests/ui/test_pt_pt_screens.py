"""The pt-PT desk in one language with its habits (issue 16 part 3).

`tdapp desk-screens --lang pt_PT` renders every tab and dialog of the desk and writes, next to the
PNGs, every text on screen (labels, buttons, combo items, tabs, headers, table cells, line edits; see
`tdapp.ui.visible_text`). This test fails on an English word in any of them (Qt's standard buttons,
chip colours and months included) and on a number written with English separators ("25,000",
"€1,620.00"), and on a label or button too narrow for its text.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

#: Floor terms the regulations keep in English, and names of modalities and of the demo's events:
#: removed before the check (glossary: resources/i18n/glossary.md).
KEPT_IN_ENGLISH = (
    "Win the Button", "Main Event", "Sit & Go", "Deep Stack", "Ante Up", "Four Seasons", "Time Bank", "chip race",
    "Chip race", "big blind", "small blind", "Big blind", "Small blind", "heads-up", "check-in", "Check-in", "buy-in",
    "Buy-in", "shot clock", "Shot clock", "color-up", "Xtrastack", "Multistack", "Survivor", "Escalator", "Freeze-out",
    "Knock-out", "Turbo", "(bounty)", "bounty", "Floor", "floor", "stack", "Stack", "ranking", "Ranking", "tdapp", "Xtra",
    "Algarve Best Poker Player",
)  # fmt: skip

#: English words a pt-PT screen never shows (Qt's buttons, chip colours, months, the floor's nouns).
ENGLISH_WORDS = (
    # Qt's standard buttons and common actions
    "Cancel", "Close", "Save", "Apply", "Yes", "Open", "Delete", "Remove", "Add", "Edit", "Reset", "Discard",
    "Help", "Retry", "Ignore", "Abort", "Back", "Next", "Finish", "Undo", "Redo", "Search", "Find", "Print",
    "Export", "Register", "Refresh", "Load", "Settings", "Choose", "Select", "Show", "Hide", "Accept", "Record",
    # chip colours
    "white", "red", "green", "black", "purple", "yellow", "orange", "blue", "grey", "gray", "pink", "brown",
    # months and weekdays as strftime writes them
    "Jan", "Feb", "Apr", "May", "Aug", "Sep", "Oct", "Dec", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun",
    # the floor's words
    "table", "tables", "player", "players", "seat", "seats", "level", "levels", "prize", "prizes", "payout",
    "entries", "entry", "rebuys", "add-ons", "bounties", "fee", "fees", "prize pool", "cash", "deal", "points",
    "break", "round", "hands", "minutes", "seconds", "name", "date", "time", "start", "end", "left", "paid",
    "found", "the", "and", "with", "of", "to", "is", "are", "not", "none", "yes", "default", "casino_green",
)  # fmt: skip
_WORD = re.compile(r"(?<![\w-])(" + "|".join(re.escape(w) for w in ENGLISH_WORDS) + r")(?![\w-])", re.IGNORECASE)
_CASE_SENSITIVE = {"Jan", "Feb", "Apr", "May", "Aug", "Sep", "Oct", "Dec", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}
#: Numbers in English habits: 25,000 / 1,620.00 / €1,620 / 12.50 %.
ENGLISH_NUMBERS = (
    re.compile(r"\d,\d{3}(?!\d)"),  # thousands grouped by a comma
    re.compile(r"€\s?\d"),  # the euro before the amount
    re.compile(r"(?<![\d.])\d+\.\d{1,2}(?![\d.])\s*(€|%)"),  # a decimal point in money or a percentage
    re.compile(r"\w\((s|es|ns)\)"),  # "mesa(s)": Qt's plural forms instead
)
#: Article citations keep their points (RPT Art. 10.3, FS 7.4), and so do dates and versions.
_CITATION = re.compile(r"(RPT Art\.|Art\.|FS|Artigo|artigo)\s*\d+(\.\d+)*|\d+(\.\d+){2,}")


def english_on_screen(text: str) -> list[str]:
    """The English words and English-written numbers in one text of a pt-PT screen."""
    for kept in KEPT_IN_ENGLISH:
        text = text.replace(kept, " ")
    lowered = {w.lower() for w in _CASE_SENSITIVE}
    found = [w for w in (m.group(1) for m in _WORD.finditer(text)) if w.lower() not in lowered or w in _CASE_SENSITIVE]
    bare = _CITATION.sub(" ", text)
    found += [m.group(0) for pattern in ENGLISH_NUMBERS for m in pattern.finditer(bare)]
    return found


def is_stored_data(text: str) -> bool:
    """An action's stored payload, shown raw (and shortened) in the log's details column: data keyed in English, not words."""
    return bool(re.match(r'\{"[a-z_]+": ', text))


def test_the_check_sees_english_words_and_english_numbers() -> None:
    """The check itself: what the issue found on the pt-PT desk is caught."""
    assert english_on_screen("Cancel") == ["Cancel"]
    assert english_on_screen("Faltam fichas à sala: green 25") == ["green"]
    assert english_on_screen("Feb") == ["Feb"] and english_on_screen("fev") == []
    assert english_on_screen("45 article(s) found") == ["found", "e(s)"]
    assert english_on_screen("25,000") == ["5,000"] and english_on_screen("305\u00a0000") == []
    assert english_on_screen("Mesa 1: botão no lugar 1; mar, jun") == []  # Portuguese words that look English
    assert "€1" in english_on_screen("€1,620.00") and english_on_screen("1\u00a0620,00\u00a0€") == []
    assert english_on_screen("12.50 %") and not english_on_screen("12,50 %")
    assert english_on_screen("1 mesa(s)") == ["a(s)"]
    assert english_on_screen("casino_green") == ["casino_green"]
    # Portuguese with the floor's English terms, citations and times passes.
    assert english_on_screen("Parar o jogo nas mesas 3, 7 (RPT Art. 10.3); big blind 1\u00a0000; 21:30; FS 3.1.14") == []
    assert english_on_screen("Satélite para o Main Event de 550 €") == []
    assert is_stored_data('{"seat": 1, "table": 2}') and not is_stored_data("{count} mesas")


def run_desk_screens(out: Path) -> dict[str, dict]:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    result = subprocess.run(
        [sys.executable, "-m", "tdapp.cli.main", "desk-screens", "--out", str(out), "--lang", "pt_PT"],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    return json.loads((out / "pt_PT" / "views.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def pt_pt_views(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict]:
    return run_desk_screens(tmp_path_factory.mktemp("desk-screens"))


def test_every_pt_pt_screen_and_dialog_speaks_portuguese(pt_pt_views: dict[str, dict]) -> None:
    from tdapp.ui.screenshots import VIEWS

    assert len(pt_pt_views) == len(VIEWS)  # every tab and dialog was rendered and read
    assert all(len(view["texts"]) > 5 for view in pt_pt_views.values())
    found = {
        f"{name}: {text!r} -> {english}"
        for name, view in pt_pt_views.items()
        for text in view["texts"]
        if not is_stored_data(text) and (english := english_on_screen(text))
    }
    assert not found, "\n".join(sorted(found))


def test_no_text_is_cut_on_a_pt_pt_screen(pt_pt_views: dict[str, dict]) -> None:
    cut = {f"{name}: {text!r}" for name, view in pt_pt_views.items() for text in view["cut"]}
    assert not cut, "\n".join(sorted(cut))
