"""A refusal names the players it is about as the floor knows them, not by their number alone.

Under time pressure a number sends the floor to the list: "Player 37 is
already out" says less than "Player 37 (Ana Silva) is already out".
"""

from __future__ import annotations

from factories import config

from tdapp.application.desk import Desk
from tdapp.domain.errors import RuleError
from tdapp.domain.seating.draw import draw_seats
from tdapp.ui.messages import describe
from tdapp.ui.session import DeskSession


def test_the_floor_reads_the_name_of_the_player_a_refusal_is_about(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    desk = Desk.open(tmp_path / "t.db", operator="Ana")
    ids = [desk.add_player(name) for name in ("Ana Silva", "Bruno Costa", "陳大文")]
    tid = desk.create_tournament(config("freezeout"))
    commands: list[tuple[str, dict]] = []
    for pid in ids:
        commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
    desk.act_many(tid, [*commands, ("seating.open_table", {"table": 1})])
    desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, ids))
    session = DeskSession(desk)
    assert session.open_tournament(tid)
    refusals: list[str] = []
    session.refused.connect(refusals.append)
    assert session.act("player.bust", {"busts": [{"player_id": ids[2]}]}) is not None
    before = len(desk.tournament(tid).log)

    assert session.act("player.bust", {"busts": [{"player_id": ids[2]}]}) is None
    assert refusals == [f"Player {ids[2]} (陳大文) is already out."]
    assert len(desk.tournament(tid).log) == before  # and nothing stored
    # A dialog that catches a refusal itself (the bust form, the payment dialog) says it the same way.
    assert describe(RuleError("Player {player} is already out.", player=ids[0])) == f"Player {ids[0]} (Ana Silva) is already out."
    session.deleteLater()
    desk.close()


def test_several_players_are_each_named_and_a_number_nobody_has_stays_a_number() -> None:
    names = {3: "Ana Silva", 7: "Bruno Costa"}
    refusal = RuleError("Players {players} started the hand with equal stacks.", players="3, 7, 99")
    assert describe(refusal, names.get) == "Players 3 (Ana Silva), 7 (Bruno Costa), 99 started the hand with equal stacks."
    assert describe(refusal, lambda _pid: None) == "Players 3, 7, 99 started the hand with equal stacks."  # nobody known
    other = RuleError("There is no open table {table}.", table=3)
    assert describe(other, names.get) == "There is no open table 3."  # a table's number is not a player's
