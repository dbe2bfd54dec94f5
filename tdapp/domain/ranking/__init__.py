"""The season ranking "Algarve Best Poker Player" (FS 9): its own stream of actions and rulebook.

Modules:
- `result`: the finished tournament's results as the ranking receives them (`TournamentResult`).
- `points`: the points of one tournament, line by line, each with its reason (FS 9.2, 3.1.8, 3.1.9).
- `state`, `rules`: `RankingState` and the `RANKING` rulebook (seasons, counting tournaments, results,
  corrections, merges, the 72-hour contest window of FS 9.12).
- `standings`: quarterly and annual standings with the tie-break, a player's history.
- `finals`: the 3 % and 2 % funds, the annual final table and the quarterly final (FS 9.4-9.9).
- `export`: standings as CSV.
- `from_tournament`: a `TournamentResult` from a finished tournament's state.
"""
