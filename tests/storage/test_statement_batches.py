"""The registrations a command names are written in batches whose statements are built once: a color-up of every
table names 400 players, and building a statement for each count of rows cost more than writing them."""

from __future__ import annotations

from tdapp.application.projections import UPSERT_ROWS_AT_MOST, _registrations_upsert, upsert_batches
from tdapp.storage.store import HotStatement


def test_every_row_is_written_once_in_batches_of_a_few_sizes() -> None:
    sizes: set[int] = set()
    for count in range(0, 3 * UPSERT_ROWS_AT_MOST + 7):
        rows = [{"pid": n} for n in range(count)]
        batches = upsert_batches(rows)
        assert [row for batch in batches for row in batch] == rows
        sizes |= {len(batch) for batch in batches}
    assert all(size & (size - 1) == 0 for size in sizes)  # a power of two (256 among them)
    assert max(sizes) == UPSERT_ROWS_AT_MOST and len(sizes) == UPSERT_ROWS_AT_MOST.bit_length()


def test_a_statement_of_many_rows_numbers_each_name_once_in_order_of_first_use() -> None:
    statement = _registrations_upsert(128)
    assert statement.params[:3] == ("tid", "pid0", "status0") and len(statement.params) == 1 + 2 * 128
    assert statement.numbered.count("$1,") == 128  # the tournament's number, every row
    again = HotStatement("UPDATE t SET a = :a, b = :b WHERE a = :a")
    assert again.numbered == "UPDATE t SET a = $1, b = $2 WHERE a = $1" and again.params == ("a", "b")
