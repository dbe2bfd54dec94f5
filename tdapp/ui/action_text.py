"""Log lines a floor person can read: "João Silva paid the buy-in", not `money.buy_in {...}`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from tdapp.domain.log import Action
from tdapp.ui import numbers


def _t(text: str) -> str:
    return QCoreApplication.translate("ActionText", text)


# Templates by kind; {player}, {eliminator}, {table}, {seat}, {seconds}, {level}, {count}, {chips} are filled in.
TEMPLATES: dict[str, str] = {
    "tournament.create": "Tournament created",
    "tournament.configure": "Configuration changed",
    "tournament.finish": "Tournament finished",
    "tournament.archive": "Tournament archived",
    "registration.register": "{player} registered",
    "registration.confirm": "{player}: pre-registration confirmed",
    "registration.check_in": "{player} checked in",
    "registration.cancel": "{player}: registration cancelled",
    "registration.promote": "{player} called from the waiting list",
    "registration.release_reserved": "Reserved seats released",
    "registration.close_late": "Late registration closed",
    "registration.close_reentry": "Re-entry closed",
    "money.buy_in": "{player} paid the entry",
    "money.reentry": "{player} re-entered",
    "money.rebuy": "{player}: rebuy",
    "money.addon": "{player}: add-on",
    "money.xtrastack": "{player}: Xtrastack",
    "player.bust": "Out: {players}",
    "seating.open_table": "Table {table} opened",
    "seating.close_table": "Table {table} closed",
    "seating.close_seat": "Table {table}: seat {seat} closed",
    "seating.open_seat": "Table {table}: seat {seat} opened",
    "seating.resize_table": "Table {table} resized",
    "seating.draw": "Seat draw for {count} players",
    "seating.seat": "{player} seated at table {table}, seat {seat}",
    "seating.move": "{player} moved to table {to_table}, seat {to_seat}",
    "seating.break_table": "Table {table} broken",
    "seating.set_button": "Table {table}: button on seat {seat}",
    "seating.next_hand": "Table {table}: next hand",
    "seating.win_the_button": "Table {table}: button to the winner",
    "clock.set_structure": "Blind structure set",
    "clock.start": "Clock started",
    "clock.pause": "Clock paused",
    "clock.resume": "Clock resumed",
    "clock.next_level": "Next level",
    "clock.previous_level": "Previous level",
    "clock.jump": "Clock moved to level {level}",
    "clock.adjust": "Clock adjusted by {seconds} s",
    "clock.end_day": "End of the day",
    "clock.resume_day": "Play resumed on a new day",
    "clock.hand_for_hand.start": "Hand-for-hand started",
    "clock.hand_for_hand.tables": "Hand-for-hand: tables in play",
    "clock.hand_for_hand.table_done": "Hand-for-hand: table {table} finished the hand",
    "clock.hand_for_hand.next_hand": "Hand-for-hand: next hand",
    "clock.hand_for_hand.end": "Hand-for-hand ended",
    "clock.shot.configure": "Shot clock settings changed",
    "clock.shot.start": "Table {table}: shot clock",
    "clock.shot.stop": "Table {table}: shot clock stopped",
    "clock.shot.time_bank": "{player} used a time bank",
    "clock.shot.restore_time_banks": "Time banks restored",
    "chips.set": "Chip set defined",
    "chips.color_up": "Color-up of the {removed} chips",
    "chips.count": "Chip count of {player}: {chips}",
    "prizes.freeze": "Prize table frozen",
    "prizes.override": "Prize table changed by the TD",
    "prizes.accept_deal": "Deal accepted",
    "floor.penalty": "{player}: penalty ({penalty})",
    "floor.ruling": "Ruling: {decision}",
    "undo": "Undo of action #{target}",
    "redo": "Redo of action #{target}",
    "void": "Action #{target} voided: {reason}",
}

PENALTY_NAMES = {
    "warning": QCoreApplication.translate("ActionText", "warning"),
    "missed_hands": QCoreApplication.translate("ActionText", "missed hands"),
    "missed_orbits": QCoreApplication.translate("ActionText", "missed orbits"),
    "disqualification": QCoreApplication.translate("ActionText", "disqualification"),
}

# Make the templates visible to the translation extractor.
for _kind, _text in TEMPLATES.items():
    QCoreApplication.translate("ActionText", _text)


def describe_action(action: Action, name_of: Callable[[int], str]) -> str:
    template = TEMPLATES.get(action.kind)
    if template is None:
        return action.kind
    payload: Mapping[str, Any] = action.payload
    values: dict[str, Any] = {k: v for k, v in payload.items() if isinstance(v, str | int)}
    if isinstance(payload.get("player_id"), int):
        values["player"] = name_of(payload["player_id"])
    busts = payload.get("busts")
    if isinstance(busts, list):
        values["players"] = ", ".join(
            name_of(b.get("player_id")) for b in busts if isinstance(b, dict) and isinstance(b.get("player_id"), int)
        )
    seats = payload.get("seats")
    if isinstance(seats, list):
        values["count"] = len(seats)
    if action.kind == "seating.move":
        values.setdefault("to_table", payload.get("to_table", payload.get("table", "?")))
        values.setdefault("to_seat", payload.get("to_seat", payload.get("seat", "?")))
    if action.kind == "chips.count" and isinstance(payload.get("chips"), int):
        values["chips"] = numbers.chips(payload["chips"])  # 23 500, as the desk writes a count
    if action.kind == "floor.penalty":
        values["penalty"] = PENALTY_NAMES.get(str(payload.get("kind")), str(payload.get("kind")))
    text = _t(template)
    try:
        return text.format_map(_Missing(values))
    except (ValueError, IndexError):
        return action.kind


class _Missing(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "?"
