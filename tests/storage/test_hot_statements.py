"""A statement of many rows is built in time linear in its parameters: a color-up of every table names 400
players, whose registrations are written by one statement built for that count (numbering its thousand
parameters one by one against a list took 15 ms)."""

from __future__ import annotations

from tdapp.application.projections import _registrations_upsert
from tdapp.storage.store import HotStatement


def test_a_statement_of_many_rows_numbers_each_name_once_in_order_of_first_use() -> None:
    statement = _registrations_upsert(300)
    assert statement.params[:3] == ("tid", "pid0", "status0") and len(statement.params) == 1 + 2 * 300
    assert statement.params[-1] == "status299" and statement.numbered.count("$1,") == 300  # the tournament's, every row
    again = HotStatement("UPDATE t SET a = :a, b = :b WHERE a = :a")
    assert again.numbered == "UPDATE t SET a = $1, b = $2 WHERE a = $1" and again.params == ("a", "b")
