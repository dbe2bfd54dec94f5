"""The served payouts and results of a satellite played to its end (FS 3.1.4, 7.5), as a player's phone reads them.

The seats are entries to the target event, never shown as cash, and an
event that is over has final prizes, frozen or not.
"""

from __future__ import annotations

from pathlib import Path

from factories import config, desk_with_players, purchase

from tdapp.domain.prizes.awards import prizes_awarded
from tdapp.domain.seating.draw import draw_seats
from tdapp.domain.tournament.state import Status
from tdapp.web.content import public_names
from tests.web.conftest import start_serve, stop
from tests.web.test_server import get, text_of


def finished_satellite(path: Path) -> tuple[int, dict[int, int], dict[int, str]]:
    """9 x 125 EUR: two 500 EUR seats and 125 EUR for the third, played to its end with no freeze of the table."""
    desk, ids = desk_with_players(path, 9)
    try:
        data = config("satellite", buy_in=purchase(12_500, 1_250, 15_000), rebuy=None, addon=None, satellite_target_cents=50_000)
        tid = desk.create_tournament(data)
        commands = []
        for pid in ids:
            commands += [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})]
        desk.act_many(tid, [*commands, ("registration.close_late", {}), ("seating.open_table", {"table": 1})])
        desk.act(tid, "seating.draw", draw_seats(desk.tournament(tid).state.seating, ids))
        for pid in reversed(ids[2:]):
            desk.act(tid, "player.bust", {"busts": [{"player_id": pid}]})
        state = desk.tournament(tid).state
        assert state.status is Status.FINISHED and state.prizes.frozen is None
        return tid, prizes_awarded(state), public_names(desk.players())
    finally:
        desk.close()


def test_fs_3_1_4_and_7_5_served_results_show_the_seats_and_the_payouts_are_final(tmp_path: Path) -> None:
    tid, awards, names = finished_satellite(tmp_path / "room.db")
    served = start_serve(tmp_path / "room.db")
    try:
        _, html, _ = get(f"{served.url}/t/{tid}/results")
        page = text_of(html)
        for pid, amount in awards.items():
            shown = "Lugar no evento de destino" if amount == 50_000 else "125,00 €"
            assert f"{names[pid]} {shown}" in page.replace("\u00a0", " "), (pid, page)
        assert "500,00" not in page  # a seat is never shown as cash
        _, html, _ = get(f"{served.url}/t/{tid}/payouts")
        page = text_of(html)
        assert "DEFINITIVA: o torneio terminou; estes são os prémios que atribuiu." in page
        assert "PROVISÓRIA" not in page
    finally:
        stop(served.process)
