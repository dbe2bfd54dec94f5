"""The demo tournament a new user sees: running, everyone seated, built through real commands."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import replace
from pathlib import Path

import pytest

from tdapp.application.demo import DEMO_FILE, DEMO_NAME, build_demo, bust_down_to, demo_database, open_demo
from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.ranking.from_tournament import result_from_tournament
from tdapp.domain.ranking.standings import quarterly_standings
from tdapp.domain.tournament.state import Status, TournamentState
from tdapp.paths import default_database

NOW = int(dt.datetime(2026, 5, 15, 21, 0, tzinfo=dt.UTC).timestamp() * 1000)


def test_demo_is_a_running_knockout_with_everyone_seated(tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "demo.db", operator="demo")
    tid = build_demo(desk)
    state = desk.tournament(tid).state
    assert state.config is not None and state.config.name == DEMO_NAME
    assert state.status is Status.RUNNING and state.clock.started
    assert state.players_left == 30 == state.seating.seated_count
    counts = sorted(t.count for t in state.seating.open_tables())
    assert counts == [10, 10, 10]
    assert all(t.button == 1 for t in state.seating.open_tables())
    assert any("Ł" in p.name or "Ş" in p.name or "ç" in p.name for p in desk.players().players.values())
    # opening it twice gives the same tournament, not a second demo
    assert build_demo(desk) == tid and len(desk.tournament_rows()) == 1
    desk.close()


# -- issue 17: the demo in a file of its own, never counting for a ranking ---------------------------


def test_the_demo_opens_in_its_own_file_and_the_real_database_stays_untouched(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("TDAPP_DATA_DIR", str(tmp_path))
    real = Desk.open(default_database())
    demo, tid = open_demo()
    assert Path(demo.database.engine.url.database or "") == tmp_path / DEMO_FILE == demo_database()
    assert demo.demo and not real.demo
    config = demo.tournament(tid).state.require_config()
    assert config.demo and not config.counts_for_ranking
    assert config.shown_name == "DEMO — Knock-out de Sexta"
    assert real.tournament_rows() == [] and real.players().active() == []
    demo.close()
    again, same = open_demo()  # the second time: the same file, the same running demo
    assert same == tid and len(again.tournament_rows()) == 1
    again.close()
    real.close()


def test_a_file_holding_real_tournaments_is_never_made_the_demo(tmp_path: Path) -> None:
    real = Desk.open(tmp_path / "events.db")
    real.create_tournament({"name": "Quinta-feira", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}})
    real.close()
    with pytest.raises(RuleError, match="real tournaments"):
        open_demo(tmp_path / "events.db")
    reopened = Desk.open(tmp_path / "events.db")
    assert not reopened.demo
    reopened.close()


def test_a_demo_played_to_the_end_never_enters_the_season_ranking(tmp_path: Path) -> None:
    desk, tid = open_demo(tmp_path / DEMO_FILE, now=lambda: NOW)
    desk.ranking.execute(
        "ranking.season.define", {"season_id": "2026-Q2", "year": 2026, "quarter": 2, "starts_on": "2026-04-01", "ends_on": "2026-06-30"}
    )
    bust_down_to(desk, tid, 1, random.Random(3), knockout=True)
    desk.act(tid, "tournament.finish")
    assert desk.tournament(tid).state.status is Status.FINISHED
    desk.ranking.execute("ranking.tournament.counts", {"tournament_id": tid, "counts": True})  # even the TD's decision
    with pytest.raises(RuleError, match="demonstration"):
        desk.record_ranking_result(tid)
    assert desk.ranking.state.results == {}
    assert quarterly_standings(desk.ranking.state, "2026-Q2").rows == ()
    # a result handed over by other means (a file, another desk) is refused by the ranking's own rule
    state = desk.tournament(tid).state
    finished_at = next(a.at_ms for a in reversed(desk.tournament(tid).log) if a.kind == "tournament.finish")
    with pytest.raises(RuleError, match="demonstration"):
        result_from_tournament(state, tournament_id=tid, finished_at_ms=finished_at)
    forged = {**_real_result_of(state, tid, finished_at), "demo": True}
    with pytest.raises(RuleError, match="demonstration"):
        desk.ranking.execute("ranking.result.record", {"result": forged})
    # the control: the same result without the mark would have given points, so the mark is what keeps it out
    desk.ranking.execute("ranking.result.record", {"result": {**forged, "demo": False}})
    assert len(quarterly_standings(desk.ranking.state, "2026-Q2").rows) == 30
    desk.close()


def _real_result_of(state: TournamentState, tid: int, finished_at: int) -> dict:
    """The same result as if the tournament were real (what a forged or edited file would carry)."""
    real = replace(state, config=replace(state.require_config(), demo=False))
    return result_from_tournament(real, tournament_id=tid, finished_at_ms=finished_at).to_dict()


def test_every_tournament_of_the_demo_database_is_a_demo_and_stays_one(tmp_path: Path) -> None:
    desk, tid = open_demo(tmp_path / DEMO_FILE)
    counting = {"name": "Quinta-feira", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, "counts_for_ranking": True}
    other = desk.create_tournament(counting)  # a template that counts, used in the demo: still a demonstration
    config = desk.tournament(other).state.require_config()
    assert config.demo and not config.counts_for_ranking
    real_again = {**config.to_dict(), "demo": False}
    with pytest.raises(RuleError, match="stays a demonstration"):
        desk.act(other, "tournament.configure", {"config": real_again})
    with pytest.raises(RuleError, match="never counts for a ranking"):
        desk.act(
            tid, "tournament.configure", {"config": {**desk.tournament(tid).state.require_config().to_dict(), "counts_for_ranking": True}}
        )
    desk.close()
