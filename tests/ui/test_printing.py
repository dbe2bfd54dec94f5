"""Printing from the desk: the Print menu builds the sheet of the open tournament and sends it on."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from tdapp.application.demo import build_demo
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.ui.main_window import MainWindow


def text_of(path: Path) -> str:
    return "".join(page.extract_text() for page in PdfReader(io.BytesIO(path.read_bytes())).pages)


def window_with_demo(qtbot, tmp_path: Path) -> tuple[MainWindow, Desk, int]:
    desk = Desk.open(tmp_path / "p.db", operator="Ana")
    tid = build_demo(desk)
    window = MainWindow(desk)
    qtbot.addWidget(window)
    window.session.open_tournament(tid)
    return window, desk, tid


def test_save_seating_list_as_pdf_with_every_player(qtbot, tmp_path: Path) -> None:
    window, desk, tid = window_with_demo(qtbot, tmp_path)
    target = tmp_path / "seating.pdf"
    window.printing.ask_path = lambda _suggested: target
    assert window.printing.save("seating") == target
    text = text_of(target)
    names = [desk.players().players[pid].name for pid in desk.tournament(tid).state.registrations]
    missing = [n for n in names if n not in text]
    assert not missing, missing
    desk.close()


def test_print_sends_the_pdf_to_the_printer_and_a_missing_printer_is_explained(qtbot, tmp_path: Path) -> None:
    window, desk, _ = window_with_demo(qtbot, tmp_path)
    sent: list[Path] = []
    window.printing.send_to_printer = sent.append
    path = window.printing.print_now("payouts")
    assert path is not None and sent == [path] and path.read_bytes().startswith(b"%PDF")

    def no_printer(_path: Path) -> None:
        raise RuleError("No printer is set up on this computer; save the PDF and print it from another one.")

    window.printing.send_to_printer = no_printer
    assert window.printing.print_now("payouts") is None
    assert "No printer is set up" in window.banner.text()
    desk.close()


def test_open_hands_the_pdf_to_the_viewer(qtbot, tmp_path: Path) -> None:
    window, desk, _ = window_with_demo(qtbot, tmp_path)
    opened: list[Path] = []
    window.printing.open_file = opened.append
    path = window.printing.preview("cash")
    assert opened == [path] and "DEMO — Knock-out de Sexta" in text_of(path)  # type: ignore[arg-type]
    desk.close()


def test_receipt_of_the_player_selected_at_the_desk_and_the_ranking_sheet_chosen_in_the_tab(qtbot, tmp_path: Path) -> None:
    from tdapp.ui.ranking_panel import RankingPanel
    from tdapp.ui.registration_panel import RegistrationPanel

    window, desk, tid = window_with_demo(qtbot, tmp_path)
    opened: list[Path] = []
    window.printing.open_file = opened.append
    registration = window.event_view.show_panel(RegistrationPanel)
    pid = sorted(desk.tournament(tid).state.registrations)[0]
    registration.select_player(pid)
    window.receipt_action.trigger()
    text = text_of(opened[-1])
    assert desk.players().players[pid].name in text and "150,00" in text
    year = 2026
    desk.ranking.execute(
        "ranking.season.define", {"season_id": "Q4", "year": year, "quarter": 4, "starts_on": "2026-10-01", "ends_on": "2026-12-31"}
    )
    window.session.changed.emit()
    window.event_view.show_panel(RankingPanel)
    window.ranking_sheet_action.trigger()
    assert str(year) in text_of(opened[-1])
    desk.close()


def test_the_results_are_saved_for_a_spreadsheet_from_the_print_menu(qtbot, tmp_path: Path) -> None:
    """Print › Results › Save for a spreadsheet (CSV): what `tdapp export results` writes, `;` for a Portuguese spreadsheet."""
    import csv

    from PySide6.QtCore import QSettings

    window, desk, tid = window_with_demo(qtbot, tmp_path)
    target = tmp_path / "resultados.csv"
    window.printing.ask_csv_path = lambda _suggested: target
    print_menu = next(a.menu() for a in window.menuBar().actions() if a.menu() and a.text() == "&Print")
    results_menu = next(a.menu() for a in print_menu.actions() if a.menu() and a.text() == "Results")
    QSettings().setValue("ui/language", "pt_PT")
    try:
        next(a for a in results_menu.actions() if a.text() == "Save for a spreadsheet (CSV)…").trigger()
    finally:
        QSettings().remove("ui/language")
    rows = list(csv.reader(target.read_text(encoding="utf-8-sig").splitlines(), delimiter=";"))
    assert rows[0][:4] == ["place", "last_place", "player_id", "name"]
    state = desk.tournament(tid).state
    assert {int(r[2]) for r in rows[1:]} == set(state.registrations)
    assert "Saved" in window.statusBar().currentMessage()
    desk.close()
