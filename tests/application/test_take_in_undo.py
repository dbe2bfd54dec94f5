"""A desk that takes in another desk's undo or redo replays from its copy before the change, not the whole log.

At a festival the TD's undo of a recent bust is quick at his desk (the undo
copies); the registration and cashier desks take it in on their own thread,
and a whole replay there (seconds at thousands of entries) would hold their
windows and the room screens they drive. Both engines.
"""

from __future__ import annotations

import random

import pytest

from tdapp.application import book as book_module
from tdapp.application.desk import Desk
from tdapp.domain.log import actions_in_force
from tdapp.domain.tournament.all_rules import TOURNAMENT

EVERY = 25  # a copy every 25 actions here (500 at the desk)
PURCHASE = {"prize_cents": 9000, "fee_cents": 1000, "chips": 20000}
CONFIG = {"name": "Festival", "modality": "rebuy_addon", "buy_in": PURCHASE, "rebuy": {"purchase": PURCHASE, "until_level": 6}}


class Counting:
    """The rulebook, counting the actions it replays."""

    def __init__(self, rulebook: object) -> None:
        self.rulebook = rulebook
        self.replayed = 0

    def replay(self, actions, state=None):  # type: ignore[no-untyped-def]
        self.replayed += len(actions)
        return self.rulebook.replay(actions, state)  # type: ignore[attr-defined]

    def __getattr__(self, name: str) -> object:
        return getattr(self.rulebook, name)


def test_another_desks_undo_and_redo_are_taken_in_from_the_copy_before_them(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(book_module, "CHECKPOINT_EVERY", EVERY)
    monkeypatch.setattr(book_module, "LAG_BEHIND", 8)
    monkeypatch.setattr(book_module, "LAG_IN_BACKGROUND", False)
    monkeypatch.setattr(book_module, "CHECK_IN_PLACE", False)  # the counts below are the desk's own replays (checked below)
    td = Desk.open(database_url, operator="Director")
    players = [td.add_player(f"Jogador {n}") for n in range(1, 61)]
    tid = td.create_tournament(CONFIG)
    commands = []
    for pid in players:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    td.act_many(tid, commands)
    for pid in players[::3]:
        td.act(tid, "money.rebuy", {"player_id": pid})
    cashier = Desk.open(database_url, operator="Caixa")
    book = cashier.tournament(tid)
    counting = Counting(book.rulebook)
    book.rulebook = counting  # type: ignore[assignment]
    size = len(book.log)
    assert size > 4 * EVERY

    rng = random.Random(5)
    rebuys = [a.seq for a in td.tournament(tid).log if a.kind == "money.rebuy"]
    for target in rng.sample(rebuys[-6:], 4):
        td.undo(tid, target)
        counting.replayed = 0
        assert cashier.sync(tid)
        assert counting.replayed <= 2 * EVERY, f"the cashier's desk replayed {counting.replayed} of {size} actions"
        assert book.state == td.tournament(tid).state == TOURNAMENT.replay(actions_in_force(book.log))
        td.redo(tid, target)
        counting.replayed = 0
        assert cashier.sync(tid)
        assert counting.replayed <= 2 * EVERY
        assert book.state == td.tournament(tid).state == TOURNAMENT.replay(actions_in_force(book.log))
    # And the cashier goes on from there: its own command, decided on the state it took in.
    cashier.act(tid, "money.rebuy", {"player_id": players[1]})
    assert td.sync(tid) and td.tournament(tid).state == book.state
    assert Desk.open(database_url).tournament(tid).state == book.state
    cashier.close()
    td.close()
