"""The charts tab: players left, average stack in big blinds, purchases over time, a player's ranking points.

A small rebuy tournament is played through the Desk at set times (structure:
levels of 20 minutes with big blinds 50, 100, a 10-minute break, then 200, 300;
clock started at 21:01):

    21:00  6 buy-ins of 20,000 chips            6 left, 120,000 chips
    21:05  rebuy (20,000 chips) for player 2    6 left, 140,000 chips
    21:10  player 6 out                         5 left: 28,000 average = 560 BB (level 1)
    21:21  level 2 starts (BB 100)              28,000 average = 280 BB
    21:25  add-ons (30,000 chips) for 1 and 2   5 left, 200,000 chips: 40,000 = 400 BB
    21:51  level 3 starts after the break (BB 200)
    21:55  player 5 out                         4 left: 50,000 average = 250 BB
    22:00  clock paused (the past keeps its blinds)
"""

from __future__ import annotations

import datetime as dt
import itertools
import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tdapp.application.desk import Desk
from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.ranking.standings import annual_standings
from tdapp.domain.seating.draw import draw_seats
from tdapp.ui.charts_panel import ChartsPanel, SeriesPoint, tournament_series
from tdapp.ui.session import DeskSession

T0 = int(dt.datetime(2026, 5, 15, 21, 0, tzinfo=dt.UTC).timestamp() * 1000)
MINUTE = 60_000
STRUCTURE = {
    "items": [
        {"small_blind": 25, "big_blind": 50, "ante": 50, "minutes": 20},
        {"small_blind": 50, "big_blind": 100, "ante": 100, "minutes": 20},
        {"break": True, "minutes": 10, "color_up": None},
        {"small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20},
        {"small_blind": 150, "big_blind": 300, "ante": 300, "minutes": 20},
    ]
}
CONFIG = {
    "name": "Rebuy de sexta",
    "modality": "rebuy_addon",
    "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000},
    "rebuy": {"purchase": {"prize_cents": 9000, "fee_cents": 0, "chips": 20000}, "until_level": 2},
    "addon": {"purchase": {"prize_cents": 9000, "fee_cents": 0, "chips": 30000}, "until_level": 2},
    "table_size": 6,  # 6-max: FS 7.4 pays 2 places for 6 entries
    "counts_for_ranking": True,
    "scheduled_start_ms": T0,
}
SHOTS = Path("/tmp/tdapp-shots")


class SetClock:
    """The desk's wall clock, set by the test."""

    def __init__(self) -> None:
        self.at_ms = T0

    def __call__(self) -> int:
        return self.at_ms


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    desk = Desk.open(tmp_path / "charts.db", operator="Ana", now=SetClock())
    yield desk
    desk.close()


def at(desk: Desk, minutes: int) -> None:
    desk.now.at_ms = T0 + minutes * MINUTE  # type: ignore[attr-defined]


def play(session: DeskSession) -> list[int]:
    """The evening of the module docstring, up to the pause at 22:00."""
    desk = session.desk
    ids = [desk.add_player(f"Jogador {n}") for n in range(1, 7)]
    commands: list[Any] = [("clock.set_structure", STRUCTURE)]
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    commands += [("seating.open_table", {"table": 1})]
    assert session.create_tournament(CONFIG, commands) is not None
    assert session.act("seating.draw", draw_seats(session.state.seating, ids)) is not None
    at(desk, 1)
    assert session.act("clock.start") is not None
    at(desk, 5)
    assert session.act("money.rebuy", {"player_id": ids[1]}) is not None
    at(desk, 10)
    assert session.act("player.bust", {"busts": [{"player_id": ids[5]}]}) is not None
    at(desk, 25)
    assert session.act_many([("money.addon", {"player_id": ids[0]}), ("money.addon", {"player_id": ids[1]})]) is not None
    at(desk, 55)
    assert session.act("player.bust", {"busts": [{"player_id": ids[4]}]}) is not None
    at(desk, 60)
    assert session.act("clock.pause") is not None
    return ids


def point_at(series: list[SeriesPoint], minutes: int) -> SeriesPoint:
    """The figures in force at a time (the last point taken at or before it)."""
    return [p for p in series if p.at_ms <= T0 + minutes * MINUTE][-1]


def curve(plot: Any, name: str) -> tuple[list[float], list[float]]:
    for item in plot.plotItem.listDataItems():
        if item.name() == name:
            xs, ys = item.getData()
            return [float(x) for x in xs], [float(y) for y in ys]
    raise LookupError(name)


def test_the_series_follow_busts_purchases_and_the_blinds_of_the_time(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    session = DeskSession(desk)
    play(session)
    log = desk.tournament(session.tournament_id).log  # type: ignore[arg-type]
    series = tournament_series(log, until_ms=T0 + 70 * MINUTE)

    assert [point_at(series, m).players_left for m in (0, 5, 10, 25, 55, 70)] == [6, 6, 5, 5, 4, 4]
    left = [p.players_left for p in series if p.at_ms >= T0 + MINUTE]
    assert left == sorted(left, reverse=True)  # only busts after the start: never up again
    assert [(point_at(series, m).entries, point_at(series, m).rebuys, point_at(series, m).addons) for m in (0, 5, 25)] == [
        (6, 0, 0),
        (6, 1, 0),
        (6, 1, 2),
    ]
    for a, b in itertools.pairwise(series):  # cumulative: never down
        assert a.entries <= b.entries and a.rebuys <= b.rebuys and a.addons <= b.addons
    assert point_at(series, 10).average_big_blinds == 560  # 140,000 / 5 / 50, level 1
    assert point_at(series, 21).big_blind == 100 and point_at(series, 21).average_big_blinds == 280  # level 2 began at 21:21
    assert point_at(series, 25).average_big_blinds == 400
    assert point_at(series, 45).big_blind == 100  # the break after level 2 keeps its level's blind
    assert point_at(series, 51).big_blind == 200
    assert point_at(series, 55).average_big_blinds == 250  # 200,000 / 4 / 200
    # The clock is paused at 22:00 in level 3: the first hour keeps its own blinds.
    assert [point_at(series, m).big_blind for m in (2, 30, 65)] == [50, 100, 200]
    assert series[-1].chips_in_play == chips_in_play(session.state)  # type: ignore[arg-type]
    assert series[-1].players_left == session.state.players_left  # type: ignore[union-attr]


def test_an_undone_bust_leaves_the_series(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    session = DeskSession(desk)
    play(session)
    book = desk.tournament(session.tournament_id)  # type: ignore[arg-type]
    last_bust = next(a for a in reversed(book.log) if a.kind == "player.bust")
    at(desk, 61)
    assert session.undo(last_bust.seq) is not None
    series = tournament_series(book.log)
    assert point_at(series, 58).players_left == 5


def test_the_panel_draws_the_curves_and_a_players_ranking_points(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    session = DeskSession(desk)
    panel = ChartsPanel(session)
    qtbot.addWidget(panel)
    panel.resize(1200, 760)
    panel.show()
    assert panel.empty.isVisible()
    ids = play(session)
    xs, players = curve(panel.players_plot, "Players left")
    assert players[0] == 0 and players[-1] == 4 and max(players) == 6
    assert xs[-1] == pytest.approx((T0 + 60 * MINUTE) / 1000)
    _, average = curve(panel.average_plot, "Average stack (BB)")
    assert average[-1] == 250
    assert [math.isnan(v) for v in average] == [p == 0 for p in players]  # a gap only while nobody has paid
    assert curve(panel.purchases_plot, "Entries")[1][-1] == 6
    assert curve(panel.purchases_plot, "Rebuys")[1][-1] == 1
    assert curve(panel.purchases_plot, "Add-ons")[1][-1] == 2

    # Finish the evening, give its points, and follow the winner's points over the year.
    at(desk, 80)
    for pid in (ids[3], ids[2], ids[1]):
        assert session.act("player.bust", {"busts": [{"player_id": pid}]}) is not None
    assert session.act("tournament.finish") is not None
    desk.ranking.execute(
        "ranking.season.define", {"season_id": "2026-Q2", "year": 2026, "quarter": 2, "starts_on": "2026-04-01", "ends_on": "2026-06-30"}
    )
    desk.record_ranking_result(session.tournament_id)  # type: ignore[arg-type]
    at(desk, 24 * 60)
    desk.ranking.execute(
        "ranking.correction.add", {"player_id": ids[0], "points": 25, "reason": "contested", "season_id": "2026-Q2"}, "Ana"
    )
    session.changed.emit()
    points = annual_standings(desk.ranking.state, 2026).row(ids[0]).points - 25  # type: ignore[union-attr]
    assert panel.player.currentText() == f"1. Jogador 1 ({points + 25} pts)"
    xs, ys = curve(panel.points_plot, "Points")
    assert ys == [points, points + 25]
    assert xs[1] == pytest.approx((T0 + 24 * 60 * MINUTE) / 1000)
    panel.choose_player(ids[1])
    assert curve(panel.points_plot, "Points")[1] == [annual_standings(desk.ranking.state, 2026).row(ids[1]).points]  # type: ignore[union-attr]
    SHOTS.mkdir(parents=True, exist_ok=True)
    panel.choose_player(ids[0])
    panel.grab().save(str(SHOTS / "charts.png"))


def test_the_charts_are_not_recomputed_while_hidden(qtbot, desk: Desk) -> None:  # type: ignore[no-untyped-def]
    session = DeskSession(desk)
    panel = ChartsPanel(session)
    qtbot.addWidget(panel)
    play(session)
    assert panel.series == []  # never shown: nothing computed
    panel.show()
    assert panel.series and panel.series[-1].players_left == 4


def test_the_series_built_action_by_action_equals_the_series_built_at_once() -> None:
    """The charts fold new actions in as they come; the result must not depend on when they were drawn."""
    from tdapp.domain.log import Action
    from tdapp.ui.charts_panel import SeriesBuilder, tournament_series

    purchase = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
    config = {"name": "Charts", "buy_in": purchase, "rebuy": {"purchase": purchase, "until_level": 3}, "modality": "rebuy_addon"}
    structure = {"items": [{"level": n, "small_blind": 50 * n, "big_blind": 100 * n, "ante": 0, "minutes": 20} for n in range(1, 6)]}
    log = [Action("tournament.create", {"config": config}, 0, "", 1), Action("clock.set_structure", structure, 0, "", 2)]
    seq = 3
    for pid in range(1, 7):
        log.append(Action("registration.register", {"player_id": pid}, 1_000 * pid, "", seq))
        log.append(Action("money.buy_in", {"player_id": pid, "document": "D"}, 1_000 * pid + 1, "", seq + 1))
        seq += 2
    log.append(Action("clock.start", {}, 10_000, "", seq))
    log.append(Action("money.rebuy", {"player_id": 2}, 25 * 60_000, "", seq + 1))
    log.append(Action("clock.pause", {}, 50 * 60_000, "", seq + 2))
    builder = SeriesBuilder()
    for n in range(1, len(log) + 1):
        step = builder.update(log[:n], until_ms=log[n - 1].at_ms + 30 * 60_000)
        assert step == tournament_series(log[:n], until_ms=log[n - 1].at_ms + 30 * 60_000)
    undone = [*log, Action("undo", {"target": seq + 1}, 51 * 60_000, "", seq + 3)]  # the rebuy
    assert builder.update(undone, 60 * 60_000) == tournament_series(undone, 60 * 60_000)
    assert builder.update(undone, 60 * 60_000)[-1].rebuys == 0


def test_the_series_after_undo_and_redo_starts_from_a_copy_and_equals_the_full_fold(monkeypatch) -> None:
    import random

    from tdapp.domain.log import Action, actions_in_force
    from tdapp.ui import charts_panel
    from tdapp.ui.charts_panel import SeriesBuilder, tournament_series

    monkeypatch.setattr(charts_panel, "CHECKPOINT_EVERY", 4)
    purchase = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
    config = {"name": "Charts", "buy_in": purchase, "rebuy": {"purchase": purchase, "until_level": 3}, "modality": "rebuy_addon"}
    log = [Action("tournament.create", {"config": config}, 0, "", 1)]
    seq = 2
    for pid in range(1, 11):
        log.append(Action("registration.register", {"player_id": pid}, 1_000 * pid, "", seq))
        log.append(Action("money.buy_in", {"player_id": pid, "document": "D"}, 1_000 * pid + 1, "", seq + 1))
        log.append(Action("money.rebuy", {"player_id": pid}, 1_000 * pid + 2, "", seq + 2))
        seq += 3
    builder = SeriesBuilder()
    builder.update(log)
    assert len(builder._checkpoints) >= 5
    rng = random.Random(4)
    for _ in range(25):
        in_force = [a.seq for a in actions_in_force(log) if a.kind == "money.rebuy"]
        undone = sorted({a.payload["target"] for a in log if a.kind == "undo"} - {a.payload["target"] for a in log if a.kind == "redo"})
        if undone and rng.random() < 0.5:
            log.append(Action("redo", {"target": rng.choice(undone)}, 99_000, "", seq))
        elif in_force:
            log.append(Action("undo", {"target": rng.choice(in_force)}, 99_000, "", seq))
        seq += 1
        assert builder.update(log) == tournament_series(log)
