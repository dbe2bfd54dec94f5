"""Benchmark of the printed sheets: the 2,000-row results and the annual ranking of 5,000 players (target < 2 s each).

    .venv/bin/python bench/reports.py [--runs 5]

The results sheet is rendered from a finished 2,000-entry tournament played
through the Desk on a temporary SQLite file (building it takes a few
seconds and is not timed). The annual ranking is a year of four seasons with
5,000 players, built in the pure domain. Times cover the adapters, layout and
PDF writing (`render` / `build`), medians of `--runs` runs.
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import tempfile
import time
from pathlib import Path

import scratch_data  # noqa: F401  (copies of the logs in a scratch folder)

from tdapp.domain.log import Action
from tdapp.domain.ranking.result import PlayerResult, TournamentResult
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.tournament.config import Modality
from tdapp.reports import data, ranking
from tdapp.reports.demo import build_demo, demo_name
from tdapp.reports.documents import render
from tdapp.reports.labels import Labels
from tdapp.reports.layout import Frame, build


def median_seconds(job, runs: int) -> tuple[float, int]:
    times = []
    size = 0
    for _ in range(runs):
        start = time.perf_counter()
        size = len(job())
        times.append(time.perf_counter() - start)
    return statistics.median(times), size


def year_of_rankings(players: int, year: int = 2025) -> object:
    """Four seasons, each with 25 tournaments of 200 players drawn from `players`, so everyone has points."""
    actions: list[Action] = []
    seq = 0

    def add(kind: str, payload: dict, at: int) -> None:
        nonlocal seq
        seq += 1
        actions.append(Action(kind, payload, at, "TD", seq))

    quarters = ((1, "01-01", "03-31"), (2, "04-01", "06-30"), (3, "07-01", "09-30"), (4, "10-01", "12-31"))
    for q, a, b in quarters:
        add(
            "ranking.season.define",
            {"season_id": f"Q{q}", "year": year, "quarter": q, "starts_on": f"{year}-{a}", "ends_on": f"{year}-{b}"},
            1,
        )
    tid = 0
    for q in range(1, 5):
        for n in range(25):
            tid += 1
            day = dt.date(year, 3 * q - 2, 1 + n)
            at = int(dt.datetime(day.year, day.month, day.day, 23, tzinfo=dt.UTC).timestamp() * 1000)
            field = [(tid * 37 + k * 7919) % players + 1 for k in range(200)]
            field = list(dict.fromkeys(field))
            prizes = [60_000, 36_000, 24_000, 15_000, 12_000, 10_000, 8_000, 7_000, 6_000, 5_000]
            result = TournamentResult(
                tid,
                day,
                at,
                f"Etapa {tid}",
                Modality.FREEZEOUT,
                10_000,
                True,
                True,
                tuple(PlayerResult(pid, place=i, prize_cents=prizes[i - 1] if i <= 10 else 0) for i, pid in enumerate(field, start=1)),
                annual_fund_cents=5_400,
                quarterly_fund_cents=3_600,
            )
            add("ranking.result.record", {"result": result.to_dict()}, at + 1)
    return RANKING.replay(actions)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.db"
        start = time.perf_counter()
        ids = build_demo(db, large=2_000, running=0)
        print(f"built a finished 2,000-entry tournament through the Desk in {time.perf_counter() - start:.1f} s")
        from tdapp.application.desk import Desk

        desk = Desk.open(db)
        seconds, size = median_seconds(lambda: render("results", desk, tournament_id=ids["large"]), args.runs)
        print(f"results, 2,000 rows: median {seconds:.2f} s ({size // 1024} KB)  target < 2 s")
        seconds, size = median_seconds(lambda: render("payouts", desk, tournament_id=ids["large"]), args.runs)
        print(f"payout sheet, 200 places: median {seconds:.2f} s ({size // 1024} KB)")
        desk.close()

    state = year_of_rankings(5_000)
    names = {pid: demo_name(pid) for pid in range(1, 5_001)}
    labels = Labels("pt_PT")

    def annual() -> bytes:
        sheet = data.annual_sheet(state, 2025, names)
        title, subtitle = ranking.titles(sheet, labels)
        frame = Frame(labels, title, subtitle)
        return build(frame, ranking.story(sheet, frame))

    rows = len(data.annual_sheet(state, 2025, names).standings.rows)
    seconds, size = median_seconds(annual, args.runs)
    print(f"annual ranking, {rows:,} players: median {seconds:.2f} s ({size // 1024} KB)  target < 2 s")


if __name__ == "__main__":
    main()
