"""The demo tournament a new user sees: running, everyone seated, built through real commands."""

from __future__ import annotations

from pathlib import Path

from tdapp.application.demo import DEMO_NAME, build_demo
from tdapp.application.desk import Desk
from tdapp.domain.tournament.state import Status


def test_demo_is_a_running_knockout_with_everyone_seated(tmp_path: Path) -> None:
    desk = Desk.open(tmp_path / "demo.db", operator="demo")
    tid = build_demo(desk)
    state = desk.tournament(tid).state
    assert state.config is not None and state.config.name == DEMO_NAME
    assert state.status is Status.RUNNING and state.clock.started
    assert state.players_left == 30 == state.seating.seated_count
    counts = sorted(t.count for t in state.seating.open_tables())
    assert counts == [10, 10, 10]
    assert all(t.button == 1 for t in state.seating.open_tables())
    assert any("Ł" in p.name or "Ş" in p.name or "ç" in p.name for p in desk.players().players.values())
    # opening it twice gives the same tournament, not a second demo
    assert build_demo(desk) == tid and len(desk.tournament_rows()) == 1
    desk.close()
