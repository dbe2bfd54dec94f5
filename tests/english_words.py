"""English on a pt-PT screen or sheet: the words and number habits the translation tests look for (issue 16 part 3).

Shared by the desk's screens (tests/ui/test_pt_pt_screens.py) and the printed sheets
(tests/reports/test_sheets_pt_pt.py).
"""

from __future__ import annotations

import re

#: Floor terms the regulations keep in English, and names of modalities and of the demo's events:
#: removed before the check (glossary: resources/i18n/glossary.md).
KEPT_IN_ENGLISH = (
    "Win the Button", "Main Event", "Sit & Go", "Deep Stack", "Ante Up", "Four Seasons", "Time Bank", "chip race",
    "Chip race", "big blind", "small blind", "Big blind", "Small blind", "heads-up", "check-in", "Check-in", "buy-in",
    "Buy-in", "shot clock", "Shot clock", "color-up", "Xtrastack", "Multistack", "Survivor", "Escalator", "Freeze-out",
    "Knock-out", "Turbo", "(bounty)", "bounty", "Floor", "floor", "stack", "Stack", "ranking", "Ranking", "tdapp", "Xtra",
    "Algarve Best Poker Player", "Rebuy / Add-on",
)  # fmt: skip

#: English words a pt-PT screen never shows (Qt's buttons, chip colours, months, the floor's nouns), and Brazilian ones.
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
    "entries", "entry", "re-entry", "re-entries", "late entry", "rebuy", "add-on", "rebuys", "add-ons", "bounties", "fee", "fees", "prize pool", "cash", "deal", "points",
    "break", "round", "hands", "minutes", "seconds", "name", "date", "time", "start", "end", "left", "paid",
    "found", "the", "and", "with", "of", "to", "is", "are", "not", "none", "yes", "default", "casino_green",
    # Qt's own file dialog where a machine has no desktop file chooser
    "Look in", "File name", "Files of type", "Date Modified", "Size", "Type",
    # Brazilian Portuguese, which is what Qt's catalogue (qtbase_pt_BR) says where tdapp's does not
    "arquivo", "arquivos", "Salvar", "Excluir", "usuário", "tela",
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


#: The regulations quote the English term beside the Portuguese one (“Rebuy”, “Late registration”); so may the desk.
_QUOTED = re.compile(r"“[^”]*”")


def english_on_screen(text: str) -> list[str]:
    """The English words and English-written numbers in one text of a pt-PT screen."""
    text = _QUOTED.sub(" ", text)
    for kept in KEPT_IN_ENGLISH:
        text = text.replace(kept, " ")
    lowered = {w.lower() for w in _CASE_SENSITIVE}
    found = [w for w in (m.group(1) for m in _WORD.finditer(text)) if w.lower() not in lowered or w in _CASE_SENSITIVE]
    bare = _CITATION.sub(" ", text)
    found += [m.group(0) for pattern in ENGLISH_NUMBERS for m in pattern.finditer(bare)]
    return found
