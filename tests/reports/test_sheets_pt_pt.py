"""Every printed sheet in pt-PT reads Portuguese: no English word, no number in English habits (issue 16 part 3).

The sheets' words come from `tdapp.reports.labels` and their numbers from `tdapp.domain.numbers`; this
reads each PDF back and runs the same check as the desk's screens (tests/english_words.py).
"""

from __future__ import annotations

import pytest
from english_words import english_on_screen
from pdftext import PRINTED_AT_MS, pages

from tdapp.reports.documents import KINDS, render


def sheet_requests(demo) -> list[tuple[str, dict]]:  # type: ignore[no-untyped-def]
    desk = demo.desk()
    try:
        small, running = demo.ids["small"], demo.ids["running"]
        winner = next(iter(sorted(desk.tournament(small).state.registrations)))
    finally:
        desk.close()
    out: list[tuple[str, dict]] = []
    for kind in KINDS:
        if kind == "ranking":
            out.append((kind, {"year": 2024}))
        elif kind == "receipt":
            out.append((kind, {"tournament_id": small, "player_id": winner}))
        elif kind in ("seating", "seat-cards"):
            out.append((kind, {"tournament_id": running}))
        else:
            out.append((kind, {"tournament_id": small}))
    return out


def test_every_pt_pt_sheet_speaks_portuguese(demo) -> None:  # type: ignore[no-untyped-def]
    found: set[str] = set()
    requests = sheet_requests(demo)
    assert {kind for kind, _ in requests} == set(KINDS)
    desk = demo.desk()
    try:
        for kind, args in requests:
            pdf = render(kind, desk, lang="pt_PT", printed_at_ms=PRINTED_AT_MS, **args)
            for line in "\n".join(pages(pdf)).splitlines():
                if english := english_on_screen(line):
                    found.add(f"{kind}: {line!r} -> {english}")
    finally:
        desk.close()
    assert not found, "\n".join(sorted(found))


@pytest.mark.parametrize("lang", ["en"])
def test_the_check_would_see_an_english_sheet(demo, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The same sheet in English fails the check: the test can fail."""
    desk = demo.desk()
    try:
        pdf = render("payouts", desk, tournament_id=demo.ids["small"], lang=lang, printed_at_ms=PRINTED_AT_MS)
    finally:
        desk.close()
    assert any(english_on_screen(line) for line in "\n".join(pages(pdf)).splitlines())
