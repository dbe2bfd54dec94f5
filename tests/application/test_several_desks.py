"""Several desks (registration, cashier, TD) on one database see each other's actions and never decide on a stale state.

Every test runs on a SQLite file and on a real PostgreSQL server (`database_url`).
"""

from __future__ import annotations

import pytest

from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError

CONFIG = {"name": "Duas mesas de registo", "buy_in": {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}, "capacity": 3}


def two_desks(url: str) -> tuple[Desk, Desk, int, list[int]]:
    registration = Desk.open(url, operator="Registo")
    players = [registration.add_player(f"Jogador {i}") for i in range(1, 6)]
    tid = registration.create_tournament(CONFIG)
    cashier = Desk.open(url, operator="Caixa")
    cashier.tournament(tid)  # the cashier has the tournament open
    return registration, cashier, tid, players


def test_the_cashier_takes_the_money_of_a_player_registered_at_the_other_desk(database_url: str) -> None:
    registration, cashier, tid, players = two_desks(database_url)
    registration.act(tid, "registration.register", {"player_id": players[0]})
    # The cashier's desk had not seen the registration: it takes it in before deciding.
    cashier.act(tid, "money.buy_in", {"player_id": players[0], "document": "CC1"})
    assert cashier.tournament(tid).state.entries == 1
    assert registration.sync(tid)
    assert registration.tournament(tid).state == cashier.tournament(tid).state


def test_the_same_player_registered_at_two_desks_is_refused_at_the_second(database_url: str) -> None:
    registration, cashier, tid, players = two_desks(database_url)
    registration.act(tid, "registration.register", {"player_id": players[1]})
    with pytest.raises(RuleError, match="already registered"):
        cashier.act(tid, "registration.register", {"player_id": players[1]})
    assert len(cashier.tournament(tid).log) == len(registration.tournament(tid).log) == 2


def test_the_last_seat_cannot_be_sold_twice(database_url: str) -> None:
    registration, cashier, tid, players = two_desks(database_url)
    for pid in players[:2]:
        registration.act(tid, "registration.register", {"player_id": pid})
    registration.act(tid, "registration.register", {"player_id": players[2]})  # the third and last seat
    cashier.act(tid, "registration.register", {"player_id": players[3]})  # decided on the fresh state: waiting list
    assert cashier.tournament(tid).state.waiting_list == [players[3]]


def test_an_undo_at_one_desk_reaches_the_other(database_url: str) -> None:
    registration, cashier, tid, players = two_desks(database_url)
    action = registration.act(tid, "registration.register", {"player_id": players[4]})
    cashier.sync(tid)
    assert players[4] in cashier.tournament(tid).state.registrations
    registration.undo(tid, action.seq)
    assert cashier.sync(tid)
    assert players[4] not in cashier.tournament(tid).state.registrations
    assert cashier.tournament(tid).state == registration.tournament(tid).state


def test_players_created_at_another_desk_are_known_here(database_url: str) -> None:
    registration, cashier, tid, _ = two_desks(database_url)
    newcomer = registration.add_player("Luísa Nova")
    cashier.act(tid, "registration.register", {"player_id": newcomer})  # known after taking in the directory
    assert cashier.players().players[newcomer].name == "Luísa Nova"
