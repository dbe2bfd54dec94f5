"""The tamper-evident log: `tdapp verify` passes an untouched database and names the action in copies where one stored
action was edited, deleted, re-ordered or re-attributed by editing the database directly; personal data is erased from
the file itself while results, points and the chain still hold; a printed sheet's hash is matched to the log."""

from __future__ import annotations

import io
import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from pypdf import PdfReader
from sqlalchemy import text

from tdapp.application.desk import Desk
from tdapp.cli.main import main
from tdapp.domain.errors import RuleError
from tdapp.reports.documents import render
from tdapp.storage.chain import GENESIS, chain_hash, short
from tdapp.storage.verify import verify_chain

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CONFIG = {"name": "Torneio Verificado", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}}
DOCUMENT = "CC99887766"
PHONE = "+351 912 345 678"
EMAIL = "rita.marques@example.pt"


def an_evening(target: str | Path) -> tuple[int, list[int]]:
    desk = Desk.open(target, operator="Ana")
    rita = desk.add_player("Rita Marques", nickname="Ritinha", document=DOCUMENT, phone=PHONE, email=EMAIL, notes="prefere a mesa 1")
    others = [desk.add_player(f"Jogador {n}", document=f"CC{n:08d}") for n in range(1, 5)]
    players = [rita, *others]
    tid = desk.create_tournament(CONFIG)
    for pid in players:
        desk.act(tid, "registration.register", {"player_id": pid})
        desk.act(tid, "money.buy_in", {"player_id": pid, "document": desk.players().players[pid].document})
    desk.operator = "Bruno"
    cancel = desk.act(tid, "registration.register", {"player_id": desk.add_player("Desistente")})
    desk.undo(tid, cancel.seq)
    desk.close()
    return tid, players


def actions(path: Path) -> list[tuple[int, str, int, str]]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT seq, stream, position, kind FROM actions ORDER BY seq").fetchall()


def tamper(path: Path, sql: str, *params: object) -> None:
    conn = sqlite3.connect(path)
    conn.execute(sql, params)
    conn.commit()
    conn.close()


def verify(path: Path, capsys) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    code = main(["verify", "--db", str(path)])
    return code, capsys.readouterr().out


@pytest.fixture
def evening(tmp_path: Path) -> tuple[Path, int]:
    path = tmp_path / "noite.db"
    tid, _ = an_evening(path)
    return path, tid


def test_an_untouched_database_verifies(database_url: str) -> None:
    an_evening(database_url)
    desk = Desk.open(database_url)
    report = verify_chain(desk.store.engine)
    assert report.holds, [b.describe() for b in report.breaks]
    assert report.streams == 2 and report.actions == len(desk.store.load("directory")) + len(desk.store.load("tournament", 1))
    desk.close()


def test_an_edited_action_is_named(evening: tuple[Path, int], capsys) -> None:  # type: ignore[no-untyped-def]
    path, _ = evening
    buy_in = next(seq for seq, stream, _, kind in actions(path) if kind == "money.buy_in")
    with sqlite3.connect(path) as conn:
        payload = json.loads(conn.execute("SELECT payload FROM actions WHERE seq = ?", (buy_in,)).fetchone()[0])
    payload["day2_option"] = 3  # a bigger stack for the same money
    tamper(path, "UPDATE actions SET payload = ? WHERE seq = ?", json.dumps(payload), buy_in)
    code, out = verify(path, capsys)
    assert code == 1
    assert f"action #{buy_in} (money.buy_in" in out and "edited" in out


def test_a_deleted_action_is_named_by_the_one_after_it(evening: tuple[Path, int], capsys) -> None:  # type: ignore[no-untyped-def]
    path, _ = evening
    rows = [r for r in actions(path) if r[1] == "tournament"]
    victim, after = rows[3], rows[4]
    tamper(path, "DELETE FROM actions WHERE seq = ?", victim[0])
    # Even renumbering the positions behind it to hide the gap does not help: the chain no longer links.
    tamper(path, "UPDATE actions SET position = position - 1 WHERE stream = 'tournament' AND position > ?", victim[2])
    code, out = verify(path, capsys)
    assert code == 1
    assert f"action #{after[0]}" in out


def test_a_re_attributed_action_is_named(evening: tuple[Path, int], capsys) -> None:  # type: ignore[no-untyped-def]
    path, _ = evening
    undo = next(seq for seq, _, _, kind in actions(path) if kind == "undo")
    tamper(path, "UPDATE actions SET operator = 'Ana' WHERE seq = ?", undo)  # Bruno's undo, now blamed on Ana
    code, out = verify(path, capsys)
    assert code == 1 and f"action #{undo} (undo" in out


def test_re_ordered_actions_are_named(evening: tuple[Path, int], capsys) -> None:  # type: ignore[no-untyped-def]
    path, _ = evening
    rows = [r for r in actions(path) if r[1] == "tournament"]
    first, second = rows[1], rows[2]
    tamper(path, "UPDATE actions SET position = -1 WHERE seq = ?", first[0])
    tamper(path, "UPDATE actions SET position = ? WHERE seq = ?", first[2], second[0])
    tamper(path, "UPDATE actions SET position = ? WHERE seq = ?", second[2], first[0])
    code, out = verify(path, capsys)
    assert code == 1 and f"action #{second[0]}" in out and "re-ordered" in out


def test_edited_personal_data_is_named(evening: tuple[Path, int], capsys) -> None:  # type: ignore[no-untyped-def]
    path, _ = evening
    create = actions(path)[0][0]
    with sqlite3.connect(path) as conn:
        payload = json.loads(conn.execute("SELECT payload FROM actions WHERE seq = ?", (create,)).fetchone()[0])
    payload["document"] = "CC00000001"
    tamper(path, "UPDATE actions SET payload = ? WHERE seq = ?", json.dumps(payload), create)
    code, out = verify(path, capsys)
    assert code == 1 and f"action #{create} (player.create" in out and "document changed" in out


def test_an_edit_on_the_server_is_named(postgres_server) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    an_evening(url)
    desk = Desk.open(url)
    with desk.store.engine.begin() as conn:
        seq = conn.execute(text("SELECT seq FROM actions WHERE kind = 'money.buy_in' ORDER BY seq LIMIT 1")).scalar()
        conn.execute(text("UPDATE actions SET at_ms = at_ms - 3600000 WHERE seq = :seq"), {"seq": seq})
    report = verify_chain(desk.store.engine)
    assert [b.seq for b in report.breaks] == [seq]
    desk.close()


def test_the_command_line_names_a_re_attributed_and_a_deleted_action_on_the_server(postgres_server, capsys) -> None:  # type: ignore[no-untyped-def]
    """`tdapp verify --db URL`, as the README gives it: the server's copy passes untouched, then names each change."""
    url = postgres_server.new_database()
    an_evening(url)
    assert main(["verify", "--db", url]) == 0
    assert "The chain holds" in capsys.readouterr().out
    desk = Desk.open(url)
    with desk.store.engine.begin() as conn:
        rows = conn.execute(text("SELECT seq, stream, position FROM actions ORDER BY seq")).all()
        directory = [r for r in rows if r.stream == "directory"]
        tournament = [r for r in rows if r.stream == "tournament"]
        conn.execute(text("UPDATE actions SET operator = 'Outro' WHERE seq = :seq"), {"seq": directory[2].seq})
        conn.execute(text("DELETE FROM actions WHERE seq = :seq"), {"seq": tournament[3].seq})
    desk.close()
    assert main(["verify", "--db", url]) == 1
    out = capsys.readouterr().out
    assert f"directory, action #{directory[2].seq} (player.create" in out and "edited" in out
    assert f"tournament 1, action #{tournament[4].seq}" in out and "was deleted" in out


def test_older_databases_are_chained_by_the_upgrade(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "v2.db"
    shutil.copy(FIXTURES / "schema_v2.db", path)
    code, out = verify(path, capsys)
    assert code == 2 or "older tdapp" in out  # a checker never upgrades: it says so and leaves the file
    Desk.open(path).close()
    assert verify(path, capsys)[0] == 0
    tamper(path, "UPDATE actions SET operator = 'Outro' WHERE seq = 10")
    code, out = verify(path, capsys)
    assert code == 1 and "action #10 " in out


def test_a_printed_sheet_is_matched_to_the_log(evening: tuple[Path, int], tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path, tid = evening
    desk = Desk.open(path)
    head = desk.store.head_hash("tournament", tid)
    for kind in ("results", "cash"):
        assert f"registo {short(head)}" in pdf_text(render(kind, desk, tournament_id=tid))
    desk.close()
    assert main(["verify", "--db", str(path), "--sheet", short(head)]) == 0
    capsys.readouterr()

    # Someone rewrites the log and recomputes the whole chain with tdapp's own code: it verifies,
    # but the hash on the paper is no longer in it.
    conn = sqlite3.connect(path)
    rows = conn.execute(
        "SELECT seq, stream, scope, position, kind, payload, operator, at_ms, seal FROM actions ORDER BY stream, scope, position"
    ).fetchall()
    previous: dict[tuple[str, int], str] = {}
    from tdapp.storage.chain import Seal

    for seq, stream, scope, position, kind, payload, operator, at_ms, seal in rows:
        data = json.loads(payload)
        if kind == "money.buy_in" and position == 3:
            data["day2_option"] = 3
        value = chain_hash(
            previous.get((stream, scope), GENESIS),
            stream=stream,
            scope=scope,
            position=position,
            kind=kind,
            payload=data,
            seal=Seal.from_json(seal),
            operator=operator,
            at_ms=at_ms,
        )
        previous[(stream, scope)] = value
        conn.execute("UPDATE actions SET payload = ?, hash = ? WHERE seq = ?", (json.dumps(data), value, seq))
    conn.commit()
    conn.close()
    assert main(["verify", "--db", str(path), "--sheet", short(head)]) == 1
    assert f"the sheet's hash {short(head)} is not in this log" in capsys.readouterr().out


# -- erasing a player's personal data --------------------------------------------------------


def pdf_text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def file_bytes(path: Path) -> bytes:
    return b"".join(p.read_bytes() for p in (path, Path(f"{path}-wal")) if p.exists())


def test_erased_personal_data_is_gone_from_the_file_and_results_and_chain_hold(evening: tuple[Path, int], capsys) -> None:  # type: ignore[no-untyped-def]
    path, tid = evening
    desk = Desk.open(path, operator="Director")
    rita = next(p.id for p in desk.players().players.values() if p.name == "Rita Marques")
    state_before = desk.tournament(tid).state
    entries, pool = state_before.entries, sum(p.prize_cents for p in state_before.payments)
    desk.close()
    assert DOCUMENT.encode() in file_bytes(path)

    desk = Desk.open(path, operator="Director")
    with pytest.raises(RuleError, match="Say why"):
        desk.erase_player(rita, reason=" ")
    erase = desk.erase_player(rita, reason="pedido escrito do jogador, 23/11/2026", pseudonym="Jogador 4471")
    with pytest.raises(RuleError, match="cannot be undone"):
        desk.directory.undo(erase.seq, "Director")
    player = desk.players().players[rita]
    assert (player.name, player.nickname, player.document, player.phone, player.email, player.notes) == ("Jogador 4471", "", "", "", "", "")
    state = desk.tournament(tid).state
    assert rita in state.registrations and state.registrations[rita].has_paid
    assert (state.entries, sum(p.prize_cents for p in state.payments)) == (entries, pool)
    desk.close()

    data = file_bytes(path)
    for secret in (DOCUMENT, PHONE, EMAIL, "Rita Marques", "Ritinha", "prefere a mesa 1"):
        assert secret.encode() not in data, f"{secret!r} is still in the database file"
    assert verify(path, capsys)[0] == 0
    reopened = Desk.open(path)
    assert reopened.tournament(tid).broken is None and reopened.tournament(tid).state.entries == entries
    reopened.close()


def test_personal_data_removed_without_an_erasure_is_named(evening: tuple[Path, int], capsys) -> None:  # type: ignore[no-untyped-def]
    path, _ = evening
    create = actions(path)[0][0]
    with sqlite3.connect(path) as conn:
        payload, seal = conn.execute("SELECT payload, seal FROM actions WHERE seq = ?", (create,)).fetchone()
    data, sealed = json.loads(payload), json.loads(seal)
    data["phone"] = ""
    sealed["salts"].pop("phone")
    tamper(path, "UPDATE actions SET payload = ?, seal = ? WHERE seq = ?", json.dumps(data), json.dumps(sealed), create)
    code, out = verify(path, capsys)
    assert code == 1 and "without an erasure" in out


def test_erasure_on_the_server_keeps_the_chain(postgres_server) -> None:  # type: ignore[no-untyped-def]
    url = postgres_server.new_database()
    tid, players = an_evening(url)
    desk = Desk.open(url, operator="Director")
    desk.erase_player(players[0], reason="pedido do jogador")
    with desk.store.engine.connect() as conn:
        payloads = conn.execute(text("SELECT payload FROM actions")).scalars().all()
        rows = conn.execute(text("SELECT document, phone, email FROM players WHERE id = :id"), {"id": players[0]}).one()
    assert not any(DOCUMENT in p or PHONE in p or EMAIL in p for p in payloads)
    assert tuple(rows) == ("", "", "")
    assert verify_chain(desk.store.engine).holds
    assert desk.tournament(tid).state.registrations[players[0]].has_paid
    desk.close()


def test_only_the_td_erases_personal_data(evening: tuple[Path, int]) -> None:
    path, _ = evening
    desk = Desk.open(path, operator="setup")
    desk.add_operator("Ana", "td")
    desk.operator = "Ana"
    desk.add_operator("Rita", "cashier")
    rita = next(p.id for p in desk.players().players.values() if p.name == "Rita Marques")
    desk.operator = "Rita"
    with pytest.raises(RuleError, match="Only the TD"):
        desk.erase_player(rita, reason="pedido do jogador")
    assert desk.players().players[rita].document == DOCUMENT
    desk.operator = "Ana"
    desk.erase_player(rita, reason="pedido do jogador")
    assert desk.players().players[rita].document == ""
    desk.close()


def test_the_command_line_erases_and_the_chain_still_verifies(evening: tuple[Path, int], capsys) -> None:  # type: ignore[no-untyped-def]
    path, _ = evening
    assert main(["erase-player", "--db", str(path), "--player", "1", "--reason", "pedido escrito de 23/11/2026"]) == 0
    assert "erased" in capsys.readouterr().out
    assert DOCUMENT.encode() not in file_bytes(path)
    assert verify(path, capsys)[0] == 0
    assert main(["erase-player", "--db", str(path), "--player", "1", "--reason", " "]) == 2
    assert "Say why" in capsys.readouterr().err


def test_an_erased_winner_keeps_his_place_prize_and_ranking_points(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """The standings of the season and the results sheet are the same after the erasure, under his pseudonym."""
    from tdapp.domain.prizes.awards import prizes_awarded
    from tdapp.domain.ranking.standings import annual_standings
    from tdapp.reports.demo import add_players, define_year, open_demo_desk, play_tournament, ranking_book, record_result, small_config

    path = tmp_path / "epoca.db"
    desk = open_demo_desk(path)
    players = add_players(desk, 20)
    tid = play_tournament(desk, small_config(), players, seed=5, deal_at=1).tournament_id
    book = ranking_book(desk)
    define_year(book, 2024)
    record_result(desk, book, tid)
    desk.ranking.sync()
    standings = annual_standings(desk.ranking.state, 2024)
    winner = next(f.player_id for f in desk.tournament(tid).state.seating.finishes if f.first_place == 1)
    name, document = desk.players().players[winner].name, desk.players().players[winner].document
    before = [(r.player_id, r.points) for r in standings.rows]
    prize = prizes_awarded(desk.tournament(tid).state)[winner]
    assert prize > 0 and standings.row(winner) is not None
    desk.erase_player(winner, reason="pedido escrito do jogador", pseudonym="Jogador 4471")
    desk.close()

    data = file_bytes(path)
    assert name.encode() not in data and document.encode() not in data
    assert verify(path, capsys)[0] == 0
    reopened = Desk.open(path)
    assert [(r.player_id, r.points) for r in annual_standings(reopened.ranking.state, 2024).rows] == before
    assert prizes_awarded(reopened.tournament(tid).state)[winner] == prize
    results = pdf_text(render("results", reopened, tournament_id=tid))
    assert "Jogador 4471" in results and name not in results
    reopened.close()
