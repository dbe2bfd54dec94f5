"""Shared builders for tests: a valid configuration for every modality, action scripts, desks.

Prices are chosen so that every figure is easy to check by hand: a buy-in of
100 € is 90 € for the prize pool and 10 € fee (10 %), a rebuy 50 € = 45 € + 5 €,
an add-on 50 € = 45 € + 5 € for 1.5 x the starting stack.

Use `config(modality_key)` for a plain dict (what `tournament.create` stores),
`Script` to build numbered `Action`s for the pure domain, and `desk_with_players`
for the application layer on a temporary SQLite file.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.state import TournamentState

HOUR_MS = 3_600_000
MINUTE_MS = 60_000
#: A fixed "now" for tests: 2024-06-01 20:00 UTC.
START_MS = 1_717_272_000_000
STARTING_STACK = 20_000


def purchase(prize_cents: int, fee_cents: int, chips: int, bounty_cents: int = 0) -> dict[str, int]:
    data = {"prize_cents": prize_cents, "fee_cents": fee_cents, "chips": chips}
    if bounty_cents:
        data["bounty_cents"] = bounty_cents
    return data


BUY_IN = purchase(9_000, 1_000, STARTING_STACK)
REBUY = purchase(4_500, 500, STARTING_STACK)
ADDON = purchase(4_500, 500, 30_000)
REENTRY = purchase(9_000, 1_000, STARTING_STACK)
#: FS 3.1.3: 20 € bounty on top of a 90 € + 10 € entry.
KNOCKOUT_BUY_IN = purchase(9_000, 1_000, STARTING_STACK, bounty_cents=2_000)
#: FS 3.1.10: three day-2 stacks at three prices (fees 10 %, 10 %, 8 %).
DAY2_STACKS = (
    purchase(9_000, 1_000, 20_000),
    purchase(18_000, 2_000, 45_000),
    purchase(27_600, 2_400, 75_000),
)
XTRASTACK = {"price_cents": 1_000, "chips": 5_000, "until_level": 4}
#: Twenty 20-minute levels with blinds doubling every other level: a structure any modality but Ante Up can play.
PLAIN_STRUCTURE: dict[str, Any] = {
    "items": [{"small_blind": 100 * 2 ** (n // 2), "big_blind": 200 * 2 ** (n // 2), "ante": 0, "minutes": 20 + n} for n in range(20)]
}


def rebuy_rules(*, max_rebuys: int | None = None) -> dict[str, Any]:
    rebuy: dict[str, Any] = {"purchase": REBUY, "until_level": 6}
    if max_rebuys is not None:
        rebuy["max_per_player"] = max_rebuys
    return {"rebuy": rebuy, "addon": {"purchase": ADDON, "until_level": 6}}


def reentry_rule(*, max_reentries: int | None = None) -> dict[str, Any]:
    rule: dict[str, Any] = {"purchase": REENTRY, "until_level": 6}
    if max_reentries is not None:
        rule["max_per_player"] = max_reentries
    return {"reentry": rule}


def _base(name: str, modality: str, buy_in: Mapping[str, int] = BUY_IN, **fields: Any) -> dict[str, Any]:
    return {"name": name, "modality": modality, "buy_in": dict(buy_in), **fields}


#: One valid configuration per modality of SPEC section 2 (FS 3.1), keyed by a short name.
MODALITY_CONFIGS: dict[str, dict[str, Any]] = {
    "freezeout": _base("Freeze-out", "freezeout", **reentry_rule(max_reentries=2)),
    "rebuy_addon": _base("Rebuy", "rebuy_addon", **rebuy_rules(max_rebuys=3)),
    "knockout": _base("KO", "knockout", KNOCKOUT_BUY_IN),
    "satellite": _base("Satellite", "satellite", satellite_target_cents=50_000, **rebuy_rules()),
    "win_the_button": _base("Win the Button", "win_the_button"),
    "ante_up": _base("Ante Up", "ante_up", **rebuy_rules()),
    "escalator": _base("Escalator", "escalator", **rebuy_rules()),
    "sit_and_go_6": _base("SNG 6-max", "sit_and_go", table_size=6, capacity=6),
    "sit_and_go_10": _base("SNG 10-handed", "sit_and_go", table_size=10, capacity=10),
    "survivor": _base("Survivor", "survivor", payout_rule="survivor", **rebuy_rules()),
    "multistack": _base("Multistack", "multistack", multistack_day2=[dict(p) for p in DAY2_STACKS], day2_registration_until_level=12),
    "xtrastack": _base("Xtrastack", "freezeout", xtrastack=dict(XTRASTACK), late_registration_until_level=4),
}


def config(key: str = "freezeout", **changes: Any) -> dict[str, Any]:
    """A fresh, independent copy of a modality's configuration with some fields changed."""
    data = copy.deepcopy(MODALITY_CONFIGS[key])
    data.update(copy.deepcopy(changes))
    return data


def minimal_config(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"name": "T", "buy_in": dict(BUY_IN)}
    data.update(changes)
    return data


# -- pure domain: numbered actions --------------------------------------------


@dataclass
class Script:
    """Builds a tournament log: each call appends a numbered `Action` at a time that moves on by one second.

    >>> s = Script(config("freezeout")).entered(1, 2)
    >>> state = s.state()
    """

    config: Mapping[str, Any] | None = None
    at_ms: int = START_MS - 2 * HOUR_MS
    actions: list[Action] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.config is not None:
            self.add("tournament.create", {"config": dict(self.config)})

    @property
    def next_seq(self) -> int:
        return len(self.actions) + 1

    def action(self, kind: str, payload: Mapping[str, Any] | None = None, *, at_ms: int | None = None) -> Action:
        """The next action without adding it (to try it on a state)."""
        return Action(kind, dict(payload or {}), self.at_ms if at_ms is None else at_ms, "test", self.next_seq)

    def add(self, kind: str, payload: Mapping[str, Any] | None = None, *, at_ms: int | None = None) -> Script:
        self.actions.append(self.action(kind, payload, at_ms=at_ms))
        self.at_ms += 1_000
        return self

    # The floor's vocabulary, so a test reads like the desk's day.
    def register(self, *players: int, **payload: Any) -> Script:
        for pid in players:
            self.add("registration.register", {"player_id": pid, **payload})
        return self

    def pay(self, *players: int, **payload: Any) -> Script:
        for pid in players:
            self.add("money.buy_in", {"player_id": pid, "document": f"CC{pid}", **payload})
        return self

    def entered(self, *players: int) -> Script:
        """Register and pay each player (a walk-in: the document checks him in)."""
        for pid in players:
            self.register(pid).pay(pid)
        return self

    def rebuy(self, pid: int) -> Script:
        return self.add("money.rebuy", {"player_id": pid})

    def addon(self, pid: int) -> Script:
        return self.add("money.addon", {"player_id": pid})

    def reentry(self, pid: int, forfeited_chips: int = STARTING_STACK) -> Script:
        return self.add("money.reentry", {"player_id": pid, "forfeited_chips": forfeited_chips})

    def xtrastack(self, pid: int) -> Script:
        return self.add("money.xtrastack", {"player_id": pid})

    def seat(self, pid: int, table: int = 1, seat: int | None = None) -> Script:
        """Seat a paid player (opening the table the first time it is named); seat number = player number by default."""
        if not any(a.kind == "seating.open_table" and a.payload.get("table") == table for a in self.actions):
            self.add("seating.open_table", {"table": table})
        return self.add("seating.seat", {"player_id": pid, "table": table, "seat": pid if seat is None else seat})

    def bust(self, pid: int, by: int | None = None) -> Script:
        """The player is out (RPT Art. 7.2 re-entries and FS 3.1.15 Xtrastacks depend on it)."""
        entry: dict[str, Any] = {"player_id": pid}
        if by is not None:
            entry["eliminator_id"] = by
        return self.add("player.bust", {"busts": [entry]})

    def end_day_one(self) -> Script:
        """Start the clock (with a plain structure if none is set) and end day 1 (FS 1.3), e.g. for Multistack day-2 stacks."""
        if any(a.kind == "clock.end_day" for a in self.actions):
            return self
        if not any(a.kind == "clock.set_structure" for a in self.actions):
            self.add("clock.set_structure", PLAIN_STRUCTURE)
        if not any(a.kind == "clock.start" for a in self.actions):
            self.add("clock.start")
        return self.add("clock.end_day")

    def state(self) -> TournamentState:
        return TOURNAMENT.replay(self.actions)


def replay(actions: Iterable[Action]) -> TournamentState:
    return TOURNAMENT.replay(actions)


# -- application layer ---------------------------------------------------------


class FakeClock:
    """A wall clock the test moves by hand (`Desk(now=clock)`)."""

    def __init__(self, at_ms: int = START_MS - 2 * HOUR_MS, step_ms: int = 1_000) -> None:
        self.at_ms = at_ms
        self.step_ms = step_ms

    def __call__(self) -> int:
        self.at_ms += self.step_ms
        return self.at_ms


def open_desk(path: Path, **kwargs: Any) -> Any:
    """A Desk on a SQLite file (imported lazily so domain-only tests never load SQLAlchemy)."""
    from tdapp.application.desk import Desk

    kwargs.setdefault("now", FakeClock())
    kwargs.setdefault("operator", "test")
    return Desk.open(path, **kwargs)


def desk_with_players(path: Path, count: int, **kwargs: Any) -> tuple[Any, list[int]]:
    """A Desk with `count` players in the directory, each with a document CC<n>."""
    desk = open_desk(path, **kwargs)
    ids = [desk.add_player(f"Player {n}", document=f"CC{n}") for n in range(1, count + 1)]
    return desk, ids


# -- refusals --------------------------------------------------------------------


def assert_refused(state: TournamentState, action: Action, match: str) -> RuleError:
    """The rules refuse `action` with a message matching `match`, and the state is exactly as before."""
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match=match) as refused:
        TOURNAMENT.apply(state, action)
    assert state == before, "a refused action changed the state"
    return refused.value


def assert_desk_refuses(desk: Any, tournament_id: int, kind: str, payload: Mapping[str, Any], match: str) -> RuleError:
    """Through the Desk: refused with a matching message, nothing stored, the live state unchanged."""
    book = desk.tournament(tournament_id)
    before = copy.deepcopy(book.state)
    logged = len(book.log)
    stored = len(desk.store.load("tournament", tournament_id))
    with pytest.raises(RuleError, match=match) as refused:
        desk.act(tournament_id, kind, payload)
    assert book.state == before, "a refused action changed the live state"
    assert len(book.log) == logged, "a refused action was logged"
    assert len(desk.store.load("tournament", tournament_id)) == stored, "a refused action was stored"
    return refused.value
