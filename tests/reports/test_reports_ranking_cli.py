"""Ranking sheets (FS 9), the `tdapp report` command end to end, `tdapp samples`, and the label table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pdftext import PRINTED_AT_MS, pages

from tdapp.cli.main import main
from tdapp.domain.log import Action, actions_in_force
from tdapp.domain.ranking.finals import annual_final_payout, annual_final_table, annual_fund, quarterly_final
from tdapp.domain.ranking.result import PlayerResult, TournamentResult
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.standings import annual_standings, quarterly_standings
from tdapp.domain.tournament.config import Modality
from tdapp.reports import data as rows
from tdapp.reports import ranking
from tdapp.reports.data import directory_names
from tdapp.reports.documents import render
from tdapp.reports.labels import PT_PT, Labels
from tdapp.reports.layout import Frame, build
from tdapp.storage.store import RANKING_STREAM

PT = Labels("pt_PT")
EN = Labels("en")


def lines_of(pdf: bytes) -> list[str]:
    return [line.replace("\u00a0", " ").strip() for page in pages(pdf) for line in page.splitlines()]


# -- ranking from the demo database -----------------------------------------------


def test_annual_ranking_splits_buy_in_and_prize_points_and_lists_the_final_table(desk):
    state = RANKING.replay(actions_in_force(desk.store.load(RANKING_STREAM)))
    names = directory_names(desk.players())
    pdf = render("ranking", desk, year=2024, printed_at_ms=PRINTED_AT_MS)
    lines = lines_of(pdf)
    standings = annual_standings(state, 2024)
    assert len(standings.rows) == 2_000  # the small event's players also played the large one
    assert "Algarve Best Poker Player 2024" in lines
    texts = pages(pdf)
    for page in texts[1:-1]:
        words = " ".join(page.split())
        assert "Pos. N.º Jogador Pontos Pontos de buy-in Pontos de prémio Correções Torneios Vitórias" in words
    for row in standings.rows[:25]:
        i = lines.index(str(row.position))
        while lines[i + 1] != str(row.player_id):
            i = lines.index(str(row.position), i + 1)
        assert lines[i + 2] == names[row.player_id]
        assert lines[i + 3 : i + 6] == [
            PT.number(row.points).replace("\u00a0", " "),
            PT.number(row.buy_in_points).replace("\u00a0", " "),
            PT.number(row.result_points).replace("\u00a0", " "),
        ]
        assert row.points == row.buy_in_points + row.result_points + row.correction_points
    fund = annual_fund(state, 2024)
    assert lines[lines.index("Fundo (3 %)") + 1] == PT.money(fund).replace("\u00a0", " ")
    first, _, third = annual_final_payout(fund)
    assert PT.money(first).replace("\u00a0", " ") in lines and PT.money(third).replace("\u00a0", " ") in lines
    final_part = lines[lines.index("Mesa final anual (FS 9.4, 9.5)") :]
    for seat in annual_final_table(state, 2024):
        assert names[seat.player_id] in final_part
        assert f"Posição {seat.annual_position} do ranking anual" in final_part


def test_quarterly_ranking_lists_the_final_qualifiers(desk):
    state = RANKING.replay(actions_in_force(desk.store.load(RANKING_STREAM)))
    names = directory_names(desk.players())
    lines = lines_of(render("ranking", desk, season="2024-Q2", lang="en", printed_at_ms=PRINTED_AT_MS))
    final = quarterly_final(state, "2024-Q2")
    assert "Quarterly ranking" in lines
    assert lines[lines.index("Fund (2 %)") + 1] == EN.money(final.fund_cents)
    assert lines[lines.index("Entries of €300.00 to regular stages") + 1] == str(final.entries)
    assert lines[lines.index("Remainder to one more player") + 1] == EN.money(final.remainder_cents)
    qualifiers = lines[lines.index("Quarterly final (FS 9.8.2, 9.9)") :]
    points = {r.player_id: r.points for r in quarterly_standings(state, "2024-Q2").rows}
    for pos, pid in enumerate(final.qualifiers, start=1):
        i = qualifiers.index(names[pid])
        assert qualifiers[i - 2 : i] == [str(pos), str(pid)]
        assert qualifiers[i + 1] == EN.number(points[pid])
    assert len(final.qualifiers) >= 10


def _ranking_with(players: int, corrections: dict[int, int]) -> tuple:
    """A ranking state of one season with one tournament and manual corrections (pure domain)."""
    actions = [
        Action(
            "ranking.season.define",
            {"season_id": "Q1", "year": 2025, "quarter": 1, "name": "Inverno", "starts_on": "2025-01-01", "ends_on": "2025-03-31"},
            1,
            "TD",
            1,
        ),
    ]
    result = TournamentResult(
        77,
        __import__("datetime").date(2025, 2, 1),
        1_738_400_000_000,
        "Etapa 1",
        Modality.FREEZEOUT,
        10_000,
        True,
        True,
        tuple(PlayerResult(pid, place=pid, prize_cents=50_000 if pid == 1 else 0) for pid in range(1, players + 1)),
        annual_fund_cents=3_000,
        quarterly_fund_cents=64_000,
    )
    actions.append(Action("ranking.result.record", {"result": result.to_dict()}, 1_738_400_000_001, "TD", 2))
    for seq, (pid, pts) in enumerate(corrections.items(), start=3):
        actions.append(
            Action(
                "ranking.correction.add",
                {"player_id": pid, "points": pts, "reason": "erro de registo", "season_id": "Q1"},
                1_738_400_000_100 + seq,
                "TD",
                seq,
            )
        )
    return RANKING.replay(actions)


def test_corrections_print_apart_and_the_quarterly_final_buys_entries():
    """FS 9.12 corrections stay visible; FS 9.8.2.1: 640 € buys two 300 € entries and 40 € for one more player."""
    state = _ranking_with(12, {5: -20, 7: 15})
    names = {pid: f"Jogador {pid}" for pid in range(1, 13)}
    sheet = rows.quarterly_sheet(state, "Q1", names)
    title, subtitle = ranking.titles(sheet, PT)
    frame = Frame(PT, title, subtitle, printed_at_ms=PRINTED_AT_MS)
    lines = lines_of(build(frame, ranking.story(sheet, frame)))
    assert subtitle == "Época Inverno (01/01/2025 a 31/03/2025)"
    row7 = sheet.standings.row(7)
    assert row7 is not None and row7.correction_points == 15
    i = lines.index("Jogador 7", lines.index("Pos."))
    assert lines[i + 1 : i + 5] == ["115", "100", "0", "15"]
    i = lines.index("Jogador 5", lines.index("Pos."))
    assert lines[i + 1 : i + 5] == ["80", "100", "0", "-20"]
    assert lines[lines.index("Entradas de 300,00 € para etapas regulares") + 1] == "2"
    assert lines[lines.index("Remanescente para mais um jogador") + 1] == "40,00 €"
    prizes = lines[lines.index("Prémios", lines.index("Apurados")) :]
    assert prizes[prizes.index("3.º") + 1 : prizes.index("3.º") + 3] == ["Dinheiro", "40,00 €"]


def test_a_ranking_without_points_says_so(desk):
    state = RANKING.replay([])
    sheet = rows.annual_sheet(state, 2030, {})
    title, subtitle = ranking.titles(sheet, EN)
    frame = Frame(EN, title, subtitle)
    lines = lines_of(build(frame, ranking.story(sheet, frame)))
    assert "No points recorded yet." in lines and "Nobody qualifies yet." in lines


# -- the command line ---------------------------------------------------------------


def test_cli_report_payouts_end_to_end(demo, tmp_path, capsys):
    out = tmp_path / "sheets" / "payouts.pdf"
    code = main(["report", "payouts", "--db", str(demo.path), "--tournament", str(demo.ids["small"]), "--out", str(out)])
    assert code == 0
    assert str(out) in capsys.readouterr().out
    lines = lines_of(out.read_bytes())
    assert "Tabela de prémios" in lines and "Montante de prémios a distribuir" in lines


@pytest.mark.parametrize(
    ("argv", "expect"),
    [
        (["--lang", "en", "report", "results", "--tournament", "{small}"], "Results"),
        (["report", "cash", "--tournament", "{large}", "--lang", "en"], "Cash-desk reconciliation"),
        (["report", "receipt", "--tournament", "{small}", "--player", "3"], "Recibo de inscrição"),
        (["report", "seat-cards", "--tournament", "{running}"], "Cartões de lugar"),
        (["report", "seating", "--tournament", "{running}"], "Lugares por nome"),
        (["report", "deal", "--tournament", "{small}"], "Folha de acordo"),
        (["report", "ranking", "--year", "2024"], "Ranking anual"),
        (["report", "ranking", "--season", "2024-Q2", "--lang", "en"], "Quarterly ranking"),
    ],
)
def test_cli_every_kind(demo, tmp_path, argv, expect):
    """`--db` and `--lang` work before or after the command name."""
    out = tmp_path / "x.pdf"
    args = ["--db", str(demo.path), *[a.format(**demo.ids) for a in argv], "--out", str(out)]
    assert main(args) == 0
    assert expect in lines_of(out.read_bytes())


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["report", "payouts", "--out", "x.pdf"], "needs a tournament"),
        (["report", "ranking", "--out", "x.pdf"], "needs a season"),
        (["report", "receipt", "--tournament", "1", "--out", "x.pdf"], "needs the player"),
        (["report", "results", "--tournament", "99", "--out", "x.pdf"], "no tournament 99"),
        (["report", "ranking", "--season", "1999-Q9", "--out", "x.pdf"], "Unknown season"),
    ],
)
def test_cli_refusals(demo, tmp_path, capsys, monkeypatch, argv, message):
    monkeypatch.chdir(tmp_path)
    assert main([*argv, "--db", str(demo.path)]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_cli_refuses_a_missing_database_without_creating_it(tmp_path, capsys):
    missing = tmp_path / "none.db"
    assert main(["report", "payouts", "--db", str(missing), "--tournament", "1", "--out", str(tmp_path / "x.pdf")]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert not missing.exists()


def test_samples_render_every_sheet_to_pdf_and_png(tmp_path, capsys):
    assert main(["samples", "--out", str(tmp_path), "--png"]) == 0
    names = {p.name for p in tmp_path.glob("*.pdf")}
    assert names == {
        f"{n}.pdf" for n in ("payouts", "results", "deal", "cash", "receipt", "seating", "seat-cards", "ranking-2024", "ranking-2024-Q2")
    }
    pngs = sorted((tmp_path / "png").glob("*.png"))
    assert {re.sub(r"-\d+\.png$", "", p.name) for p in pngs} == {n[:-4] for n in names}
    assert all(p.stat().st_size > 10_000 for p in pngs)
    assert Path(tmp_path / "logo.png").exists()


# -- labels -------------------------------------------------------------------------


def test_every_label_used_in_the_sheets_has_a_portuguese_translation():
    """Labels are looked up strictly; this scans the sources so a label on a rarely printed path is not forgotten."""
    folder = Path(__file__).resolve().parents[2] / "tdapp" / "reports"
    used: set[str] = set()
    for source in folder.glob("*.py"):
        used |= set(re.findall(r'\bt\(\s*"((?:[^"\\]|\\.)+)"', source.read_text(encoding="utf-8")))
        used |= set(re.findall(r'\blabels\(\s*"((?:[^"\\]|\\.)+)"', source.read_text(encoding="utf-8")))
    assert used, "the scan found no labels"
    missing = sorted(u for u in used if u not in PT_PT)
    assert missing == []


@pytest.mark.parametrize(
    ("cents", "pt", "en"),
    [
        (125_000, "1\u00a0250,00\u00a0€", "€1,250.00"),
        (5, "0,05\u00a0€", "€0.05"),
        (-7_200, "-72,00\u00a0€", "-€72.00"),
        (123_456_789, "1\u00a0234\u00a0567,89\u00a0€", "€1,234,567.89"),
    ],
)
def test_money_is_written_as_each_language_writes_it(cents, pt, en):
    assert PT.money(cents) == pt
    assert EN.money(cents) == en


def test_places_and_dates():
    assert [PT.places(1), PT.places(12, 14), EN.places(1), EN.places(2), EN.places(3), EN.places(11), EN.places(22), EN.places(50, 52)] == [
        "1.º",
        "12–14",
        "1st",
        "2nd",
        "3rd",
        "11th",
        "22nd",
        "50–52",
    ]
    day = PT.when(PRINTED_AT_MS).date()
    assert PT.date(PRINTED_AT_MS) == day.strftime("%d/%m/%Y")
    with pytest.raises(ValueError):
        Labels("fr")
