"""The event's settings edited, undone and redone in place (`tdapp.domain.tournament.config_reversal`), checked
against the replay: the TD renamed the event or wrote a note on it, which no rule reads."""

from __future__ import annotations

from tests.domain.test_resize_reversal import play_away_from, step, undoable
from tests.domain.test_reversal import Floor, round_trip, undone_then_redone


def test_the_event_renamed_is_undone_and_redone_in_place_and_no_longer_sends_an_earlier_undo_to_the_replay() -> None:
    """The TD renames the event (or writes a note on it): no rule reads either, so the change is taken back and put
    back in place, and a bust from before it is undone in place. The field's capacity set is read by the entries'
    rules: it stays the replay's, and so does what came before it."""
    floor = Floor(25, 12)
    pid = next(pid for pid, (t, _) in sorted(floor.state.seating.seat_of.items()) if t == 1)
    bust = step(floor, "player.bust", {"busts": [{"player_id": pid}]})
    renamed = step(floor, "tournament.configure", {"config": {**floor.state.config.to_dict(), "name": "Torneio (Dia 1)"}})
    play_away_from(floor, 1, steps=6)
    undone, redone = round_trip(floor, renamed, unchanged=True)
    assert undone.config.name != "Torneio (Dia 1)" and redone is not None and redone.config.name == "Torneio (Dia 1)"
    assert undone_then_redone(floor, bust, unchanged=True)
    step(floor, "tournament.configure", {"config": {**floor.state.config.to_dict(), "capacity": 200}})
    assert not undoable(floor, bust) and not undoable(floor, renamed)


def test_an_earlier_rename_is_undone_and_redone_in_place_past_a_later_one() -> None:
    """Renamed for the day, then a note written on it: the later change wrote the whole configuration, so without
    the rename the event keeps the later one's settings -- only what it notes it replaced changes."""
    floor = Floor(28, 12)
    first = step(floor, "tournament.configure", {"config": {**floor.state.config.to_dict(), "name": "Torneio (Dia 1)"}})
    play_away_from(floor, 1, steps=3)
    step(floor, "tournament.configure", {"config": {**floor.state.config.to_dict(), "notes": "Pausa às 22h"}})
    play_away_from(floor, 2, steps=3)
    undone, redone = round_trip(floor, first, unchanged=True)
    assert undone.config.name == "Torneio (Dia 1)" and undone.config.notes == "Pausa às 22h"  # the later one's
    assert redone is not None
