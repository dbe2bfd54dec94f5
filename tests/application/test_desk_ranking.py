"""From the desk to the season ranking: a counting tournament played to the end gives points (FS 9.2)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.ranking.standings import annual_standings, quarterly_standings
from tdapp.domain.seating.draw import draw_seats

NOW = int(dt.datetime(2026, 5, 15, 21, 0, tzinfo=dt.UTC).timestamp() * 1000)
CONFIG = {
    "name": "Quinta-feira €100",
    "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000},
    "counts_for_ranking": True,
    "scheduled_start_ms": NOW,
}


def play_to_the_end(desk: Desk, players: list[int]) -> int:
    tid = desk.create_tournament(CONFIG)
    commands = []
    for pid in players:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    commands += [("seating.open_table", {"table": 1}), ("seating.open_table", {"table": 2})]
    desk.act_many(tid, commands)
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, players))
    # Players bust in reverse order of their number: player 1 wins.
    for pid in reversed(players[1:]):
        desk.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
    desk.act(tid, "tournament.finish")
    return tid


def test_a_finished_counting_tournament_gives_points_to_the_right_players(tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "r.db", operator="TD", now=lambda: NOW)
    desk.ranking.execute(
        "ranking.season.define", {"season_id": "2026-Q2", "year": 2026, "quarter": 2, "starts_on": "2026-04-01", "ends_on": "2026-06-30"}
    )
    players = [desk.add_player(f"Jogador {i}") for i in range(1, 13)]
    tid = play_to_the_end(desk, players)
    desk.ranking.execute("ranking.tournament.counts", {"tournament_id": tid, "counts": True})
    desk.record_ranking_result(tid)
    season = quarterly_standings(desk.ranking.state, "2026-Q2")
    # 12 entries x 90 € = 1,080 € gross; 5 % ranking deduction leaves 1,026 €, paid 50/30/20 (FS 7.4):
    # 513 €, 307.80 €, 205.20 €. Points: 100 per buy-in (entry incl. fee) + whole euros of prize.
    winner = season.row(players[0])
    assert winner is not None and winner.position == 1
    assert (winner.buy_in_points, winner.result_points) == (100, 513)
    second, third = season.row(players[1]), season.row(players[2])
    assert second is not None and second.result_points == 307
    assert third is not None and third.result_points == 205
    fourth = season.row(players[3])
    assert fourth is not None and (fourth.points, fourth.result_points) == (100, 0)
    assert annual_standings(desk.ranking.state, 2026).row(players[0]).points == 613  # type: ignore[union-attr]
    desk.close()


def test_merging_a_duplicate_moves_his_points_to_the_entry_kept(tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "m.db", operator="TD", now=lambda: NOW)
    desk.ranking.execute(
        "ranking.season.define", {"season_id": "Q2", "year": 2026, "quarter": 2, "starts_on": "2026-04-01", "ends_on": "2026-06-30"}
    )
    players = [desk.add_player(f"Jogador {i}") for i in range(1, 13)]
    duplicate_of_winner = desk.add_player("Jogador Um (duplicado)")
    tid = play_to_the_end(desk, players)
    desk.ranking.execute("ranking.tournament.counts", {"tournament_id": tid, "counts": True})
    desk.record_ranking_result(tid)
    desk.merge_players(keep=duplicate_of_winner, merge=players[0])
    standings = quarterly_standings(desk.ranking.state, "Q2")
    assert standings.row(duplicate_of_winner).points == 613  # type: ignore[union-attr]
    assert standings.row(players[0]) is None
    assert desk.players().canonical(players[0]).id == duplicate_of_winner
    desk.close()


def test_points_are_refused_before_the_tournament_is_finished(tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "u.db", operator="TD", now=lambda: NOW)
    tid = desk.create_tournament(CONFIG)
    with pytest.raises(RuleError, match="not finished"):
        desk.record_ranking_result(tid)
    assert not desk.ranking.log
    desk.close()
