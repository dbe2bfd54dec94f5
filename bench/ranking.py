"""Benchmark: the annual ranking of 5,000 players over 300 tournaments (issue 6: under 1 s).

Builds a year of four seasons with 300 counting tournaments of 20 to 180
entries drawn from 5,000 players (about 30,000 results), then reports the
median time of: replaying the ranking's log, the annual standings, one
quarterly standing, the annual final table, a player's history and the CSV.

    .venv/bin/python bench/ranking.py [--players 5000] [--tournaments 300] [--repeat 7]
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import time
from collections.abc import Callable

from tdapp.domain.log import Action
from tdapp.domain.ranking.export import standings_csv
from tdapp.domain.ranking.finals import annual_final_table
from tdapp.domain.ranking.rules import RANKING
from tdapp.domain.ranking.standings import annual_standings, player_history, quarterly_standings

MODALITIES = ("freezeout", "rebuy_addon", "knockout", "ante_up", "escalator", "multistack", "sit_and_go")
QUARTERS = (("2020-01-01", "2020-03-31"), ("2020-04-01", "2020-06-30"), ("2020-07-01", "2020-09-30"), ("2020-10-01", "2020-12-31"))


def build_log(players: int, tournaments: int, seed: int = 6) -> list[Action]:
    rnd = random.Random(seed)
    log = [
        Action("ranking.season.define", {"season_id": f"2020-Q{q}", "year": 2020, "quarter": q, "starts_on": a, "ends_on": b}, seq=q)
        for q, (a, b) in enumerate(QUARTERS, start=1)
    ]
    for tid in range(1, tournaments + 1):
        day = dt.date(2020, 1, 1) + dt.timedelta(days=(tid * 365) // (tournaments + 1))
        modality = rnd.choice(MODALITIES)
        size = 10 if modality == "sit_and_go" else rnd.randint(20, 180)
        field = rnd.sample(range(1, players + 1), size)
        paid = max(1, size // 10)
        result = {
            "tournament_id": tid,
            "date": day.isoformat(),
            "finished_at_ms": tid * 86_400_000,
            "name": f"T{tid}",
            "modality": modality,
            "buy_in_cents": rnd.choice((2_000, 5_000, 10_000, 15_000)),
            "counts_for_ranking": True,
            "finished": True,
            "annual_fund_cents": size * 150,
            "quarterly_fund_cents": size * 100,
            "players": [
                {
                    "player_id": pid,
                    "place": i,
                    "prize_cents": rnd.randint(5_000, 200_000) if i <= paid else 0,
                    "reentries": rnd.randint(0, 1),
                }
                for i, pid in enumerate(field, start=1)
            ],
        }
        log.append(Action("ranking.result.record", {"result": result}, at_ms=tid * 86_400_000, operator="bench", seq=len(log) + 1))
    return log


def median_ms(func: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=5_000)
    parser.add_argument("--tournaments", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    log = build_log(args.players, args.tournaments)
    state = RANKING.replay(log)
    results = sum(len(r.scores) for r in state.results.values())
    annual = annual_standings(state, 2020)
    print(f"{args.tournaments} tournaments, {results} results, {len(annual.rows)} players ranked")
    figures = {
        "replay of the ranking log": median_ms(lambda: RANKING.replay(log), args.repeat),
        "annual standings": median_ms(lambda: annual_standings(state, 2020), args.repeat),
        "quarterly standings (Q2)": median_ms(lambda: quarterly_standings(state, "2020-Q2"), args.repeat),
        "annual final table": median_ms(lambda: annual_final_table(state, 2020), args.repeat),
        "player history": median_ms(lambda: player_history(state, annual.rows[0].player_id, 2020), args.repeat),
        "CSV of the annual standings": median_ms(lambda: standings_csv(annual), args.repeat),
    }
    for name, value in figures.items():
        print(f"{name:32s} median {value:8.1f} ms")
    print(f"annual standings / 1 s target: {figures['annual standings'] / 1000:.2f}")


if __name__ == "__main__":
    main()
