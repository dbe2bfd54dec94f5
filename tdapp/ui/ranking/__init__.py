"""The ranking tab's pages: seasons, counting tournaments, standings with history and corrections, funds and finals."""
