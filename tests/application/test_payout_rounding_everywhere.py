"""The rounding unit comes from the tournament's template and gives the same table on screen, room and paper (issue 17)."""

from __future__ import annotations

import sys
from pathlib import Path

from tdapp.application.room_view import build_room_view
from tdapp.application.templates import load_templates
from tdapp.domain.prizes.awards import prize_table
from tdapp.reports.documents import render
from tdapp.reports.labels import Labels

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "reports"))
from factories import desk_with_players
from pdftext import PRINTED_AT_MS, pages


def test_shipped_templates_round_to_5_euros_above_100_and_1_euro_below() -> None:
    templates = {t.key: t for t in load_templates()}
    for key, template in templates.items():
        config = template.config
        if config.payout_rule.value in ("satellite", "survivor"):
            assert config.payout_round_to_cents == 0, key  # seats and equal shares: nothing to round
            continue
        entry = config.buy_in.prize_cents + config.buy_in.fee_cents
        assert config.payout_round_to_cents == (5_00 if entry > 100_00 else 1_00), key
    assert templates["knockout"].config.payout_round_to_cents == 5_00
    assert templates["freezeout_regular"].config.payout_round_to_cents == 1_00


def test_a_template_tournament_pays_the_same_rounded_table_on_the_room_screen_and_the_sheet(tmp_path: Path) -> None:
    desk, ids = desk_with_players(tmp_path / "r.db", 13)
    try:
        template = {t.key: t for t in load_templates()}["knockout"]
        config, commands = template.commands()
        tid = desk.create_tournament(config)
        desk.act_many(tid, commands)
        for pid in ids:
            desk.act_many(tid, [("registration.register", {"player_id": pid}), ("money.buy_in", {"player_id": pid, "document": f"D{pid}"})])
        state = desk.tournament(tid).state
        table = prize_table(state)
        assert sum(table.amounts) == table.pool_cents and all(a % 5_00 == 0 for a in table.amounts[1:])
        assert build_room_view(state, desk.now(), {}).payouts_cents == table.amounts  # the room screen
        text = "\n".join(pages(render("payouts", desk, tournament_id=tid, lang="en", printed_at_ms=PRINTED_AT_MS))).replace("\u00a0", " ")
        en = Labels("en")
        for amount in table.amounts:
            assert en.money(amount).replace("\u00a0", " ") in text  # the sheet
        assert "Prizes rounded to €5.00; the remainder goes to first place." in text
    finally:
        desk.close()
