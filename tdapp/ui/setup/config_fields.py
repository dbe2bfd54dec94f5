"""Which field of the tournament editor a configuration refusal concerns.

`TournamentConfig.validate` refuses with an English template and named
parameters; the editor shows the (translated) message under the field it is
about. The field is found from the parameters first (the purchase a price
message names, the period a level message names) and then from keywords of
the template ("Sit & Go", "bounty", "add-on"...). Anything unrecognised goes
to the general line next to the Apply button, so no refusal is ever hidden.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

GENERAL = "general"

#: The purchase named by `{what}` in price refusals -> the editor's group key.
PURCHASES = {
    "buy-in": "buy_in",
    "rebuy": "rebuy",
    "add-on": "addon",
    "re-entry": "reentry",
    "day-2 stack 1": "day2_0",
    "day-2 stack 2": "day2_1",
    "day-2 stack 3": "day2_2",
}

#: The period named by `{what}` in "must end at level 1 or later".
PERIODS = {
    "rebuy period": "rebuy.until",
    "add-on period": "addon.until",
    "re-entry window": "reentry.until",
    "Xtrastack period": "xtrastack.until",
}

#: The limit named by `{what}` in "The maximum number of {what} per player".
MAXIMA = {"rebuys": "rebuy.max", "re-entries": "reentry.max"}

#: Amounts named by `{what}` in "must be a whole, non-negative number of cents".
AMOUNTS = {"guarantee": "guarantee", "satellite seat value": "satellite"}

#: Keywords of the template, first match wins (the order matters: specific before general).
KEYWORDS: tuple[tuple[str, str], ...] = (
    ("needs a name", "name"),
    ("knock-out tournament needs a bounty", "buy_in.bounty"),
    ("the re-entry's bounty", "reentry.bounty"),
    ("pays by its own rule", "payout"),
    ("payout belongs to its modality", "payout"),
    ("Only a knock-out", "modality"),
    ("no rebuys and no add-ons", "modality"),
    ("add-on must give at least", "addon.chips"),
    ("Sit & Go is one table", "capacity"),
    ("Sit & Go", "table_size"),
    ("table has between", "table_size"),
    ("room for at least", "capacity"),
    ("late registration", "late_registration"),
    ("satellite needs", "satellite"),
    ("Only a Multistack", "modality"),
    ("Multistack", "day2_0.prize"),
    ("Xtrastack needs", "xtrastack.price"),
    ("rounding unit", "round_to"),
    ("hand-for-hand", "hand_for_hand"),
    ("custom payout", "payout_custom"),
    ("percentages", "payout_custom"),
)


def error_field(template: str, params: Mapping[str, Any]) -> str:
    """The editor's field key for a refusal (see the module's docstring); GENERAL when unknown."""
    what = str(params.get("what", ""))
    if what in PURCHASES:
        group = PURCHASES[what]
        if "{part}" in template:
            return f"{group}.{params.get('part', 'prize')}"
        if "fee of the" in template:
            return f"{group}.fee"
        if "chips" in template:
            return f"{group}.chips"
        return f"{group}.prize"
    if what in PERIODS:
        return PERIODS[what]
    if what in MAXIMA:
        return MAXIMA[what]
    if what in AMOUNTS:
        return AMOUNTS[what]
    for keyword, key in KEYWORDS:
        if keyword in template:
            return key
    return GENERAL
