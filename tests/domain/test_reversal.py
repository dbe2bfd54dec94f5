"""An undo or redo in place gives exactly the state of the replay without (or with) the action.

Generated floors of busts, back-ins, seat moves (some for balance), late
entries, add-ons, Xtrastacks, buttons and clock changes, with now and then an
action the index does not follow: for every action in force that
`undo_in_place` accepts, the state after taking it out in place must equal
the replay of the log without it (the replay must not refuse), down to the
index itself; and for every one that `redo_in_place` then accepts, putting
it back must give the state of the whole log again.
"""

from __future__ import annotations

import pickle
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tdapp.domain.chips.counts import current_counts
from tdapp.domain.chips.figures import chips_in_play
from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action
from tdapp.domain.rulebook import ReplayError
from tdapp.domain.seating.draw import draw_break, draw_seat, draw_seats
from tdapp.domain.tournament import pickled_parts
from tdapp.domain.tournament import state as state_module
from tdapp.domain.tournament.all_rules import TOURNAMENT
from tdapp.domain.tournament.reversal import redo_in_place, refusal_in_place, undo_in_place
from tdapp.domain.tournament.state import PaymentKind, Status, TournamentState

T0 = 1_780_000_000_000
PURCHASE = {"prize_cents": 9000, "fee_cents": 1000, "chips": 10000}
CONFIG = {
    "name": "Rebuy festival",
    "modality": "rebuy_addon",
    "buy_in": PURCHASE,
    "late_registration_until_level": 30,
    "rebuy": {"purchase": {"prize_cents": 5000, "fee_cents": 0, "chips": 10000}, "until_level": 30},
    "addon": {"purchase": {"prize_cents": 5000, "fee_cents": 0, "chips": 15000}, "until_level": 30},
    "reentry": {"purchase": PURCHASE, "until_level": 30},
    "xtrastack": {"price_cents": 1000, "chips": 5000, "until_level": 30},
}
#: A knock-out: every bust names who eliminated him, who wins the bounty his entry carried (FS 3.1.3).
KNOCKOUT = {
    "name": "Knock-out",
    "modality": "knockout",
    "buy_in": {"prize_cents": 7000, "fee_cents": 1000, "bounty_cents": 2000, "chips": 10000},
    "late_registration_until_level": 30,
    "reentry": {"purchase": {"prize_cents": 7000, "fee_cents": 1000, "bounty_cents": 2000, "chips": 10000}, "until_level": 30},
    "xtrastack": {"price_cents": 1000, "chips": 5000, "until_level": 30},
}
STRUCTURE = {"items": [{"small_blind": 25 * k, "big_blind": 50 * k, "ante": 50 * k, "minutes": 20} for k in range(1, 40)]}
STEPS = [
    "bust",
    "bust",
    "bust",
    "rebuy",
    "reentry",
    "move",
    "move",
    "balance",
    "late",
    "addon",
    "xtrastack",
    "button",
    "clock",
    "opaque",
    "resize",
    "break",
    "ruling",
    "shot",
    "settings",
    "penalty",
    "open",
    "close",
    "double",
    "freeze",
    "colorup",
    "count",
    "count",
    "structure",
    "day",
    "list",
    "bubble",
    "release",
    "seats",
    "wait",
    "configure",
]
#: The room's chips: the smallest colored up now and then (RPT Art. 24).
CHIPS = {"denominations": [{"value": v, "owned": 2000} for v in (25, 100, 500, 1000, 5000, 25000)]}


class Floor:
    def __init__(self, seed: int, players: int, config: dict[str, Any] = CONFIG, structure: dict[str, Any] = STRUCTURE) -> None:
        self.rng = random.Random(seed)
        self.at = T0
        self.log: list[Action] = []
        self.state = TournamentState()
        self.structure = structure
        self.act("tournament.create", {"config": config})
        self.act("clock.set_structure", structure)
        self.act("chips.set", CHIPS)
        for table in (1, 2, 3, 4):
            self.act("seating.open_table", {"table": table, "seats": 6})
        for pid in range(1, players + 1):
            self.act("registration.register", {"player_id": pid})
            self.act("money.buy_in", {"player_id": pid, "document": f"D{pid}"})
        self.act("seating.draw", draw_seats(self.state.seating, range(1, players + 1), rng=self.rng))
        self.act("clock.start", {})
        self.next_player = players + 1

    def act(self, kind: str, payload: dict[str, Any]) -> bool:
        self.at += 1_000
        action = Action(kind, payload, self.at, "td", len(self.log) + 1)
        try:
            TOURNAMENT.apply(self.state, action)
        except RuleError:
            return False
        self.log.append(action)
        return True

    def seat(self, pid: int) -> None:
        try:
            self.act("seating.seat", draw_seat(self.state.seating, pid, rng=self.rng))
        except RuleError:
            pass  # every seat taken: he waits, as at the desk

    def step(self, step: str, pick: int) -> None:
        state = self.state
        seated = sorted(state.seating.seat_of)
        out = sorted(pid for pid, reg in state.registrations.items() if not reg.alive)
        if step == "bust" and len(seated) > 2:
            out = seated[pick % len(seated)]
            entry: dict[str, Any] = {"player_id": out}
            if pick % 3 == 0 or state.config.modality.value == "knockout":  # now and then the floor names who won his chips
                entry["eliminator_id"] = seated[(pick // 3) % len(seated)] if seated[(pick // 3) % len(seated)] != out else seated[0]
                if entry["eliminator_id"] == out:
                    del entry["eliminator_id"]
            self.act("player.bust", {"busts": [entry]})
        elif step == "double" and len(seated) > 3:  # two players of one table out in one hand
            first = seated[pick % len(seated)]
            table = state.seating.seat_of[first][0]
            second = next((p for p in seated if p != first and state.seating.seat_of[p][0] == table), None)
            if second is not None:
                entries: list[dict[str, Any]] = [{"player_id": first}, {"player_id": second}]
                if pick % 2:  # their stacks at the start of the hand rank them (DP 11)
                    entries[0]["starting_stack"], entries[1]["starting_stack"] = 4000 + pick, 9000 - pick
                self.act("player.bust", {"busts": entries})
        elif step in ("rebuy", "reentry") and out:
            pid = out[pick % len(out)]
            if self.act(f"money.{step}", {"player_id": pid}) and pid not in self.state.seating.seat_of:
                self.seat(pid)
        elif step in ("move", "balance") and seated:
            pid = seated[pick % len(seated)]
            free = [
                (t.number, s)
                for t in state.seating.open_tables()
                for s in t.open_empty_seats()
                if t.number != state.seating.seat_of[pid][0]
            ]
            if free:
                table, seat = free[pick % len(free)]
                payload: dict[str, Any] = {"player_id": pid, "table": table, "seat": seat}
                if step == "balance":
                    payload["reason"] = "balance"
                self.act("seating.move", payload)
        elif step == "late":
            pid = self.next_player
            self.next_player += 1
            self.act("registration.register", {"player_id": pid})
            if self.act("money.buy_in", {"player_id": pid, "document": f"D{pid}"}):
                self.seat(pid)
        elif step in ("addon", "xtrastack") and seated:
            self.act(f"money.{step}", {"player_id": seated[pick % len(seated)]})
        elif step == "button":
            table = 1 + pick % 3
            if not self.act("seating.next_hand", {"table": table}):
                players = sorted(state.seating.tables[table].players)
                if players:
                    self.act("seating.set_button", {"table": table, "seat": players[0]})
        elif step == "clock":  # the TD stops or starts the clock, moves it a level, a few minutes, or to a level
            kind = ["clock.pause", "clock.resume", "clock.next_level", "clock.previous_level", "clock.adjust", "clock.jump"][pick % 6]
            payload = {"seconds": 60 * (pick % 11 - 5) or 30} if kind == "clock.adjust" else {}
            if kind == "clock.jump":
                payload = {"level": 1 + pick % 3, "seconds_left": 60 * (1 + pick % 19)}
            self.act(self.rng.choice(["clock.pause", "clock.resume", "clock.next_level"]) if pick % 4 == 0 else kind, payload)
        elif step == "configure":  # the TD renames the event, raises the guarantee, moves late registration's end, adds seats
            settings = state.config.to_dict()
            if pick % 6 == 0:  # the prize rules' settings: a freeze reads them
                settings["guarantee_cents"] += 100_00
                settings["payout_round_to_cents"] = 500 * (pick % 3)
                if pick % 4 == 0:  # the event made to count for the ranking, or no longer: its funds come off the pool
                    settings["counts_for_ranking"] = not settings["counts_for_ranking"]
            elif pick % 6 == 1:  # late registration extended, or brought forward to the level being played or the last
                level = state.clock.structure.level_number(state.clock.anchor_at(self.at + 1_000)[0]) if state.clock.started else 1
                xtrastack = state.config.xtrastack  # sold only while late registration is open (FS 3.1.14)
                settings["late_registration_until_level"] = max(xtrastack.until_level if xtrastack else 0, level + (pick // 6) % 4 - 2)
            elif pick % 6 == 2 and pick % 12 != 2:  # the field's capacity: about the players on the list, or none
                settings["capacity"] = None if pick % 5 == 0 else max(2, len(state.registrations) + (pick // 12) % 5 - 2)
            elif pick % 6 == 2:  # the time a hand-for-hand hand takes off the clock: its next hands read it
                settings["hand_for_hand_seconds"] += 30
            elif pick % 18 == 3:  # how hand-for-hand's busts at different tables are ranked: shared, or by stacks
                settings["hand_for_hand_bust_rule"] = "starting_stack" if settings["hand_for_hand_bust_rule"] == "split" else "split"
            elif pick % 18 == 4:  # the tables' size, six- to ten-handed: the tables opened and resized read it
                settings["table_size"] = 6 + (pick // 18) % 5
            elif pick % 18 == 15:  # the start moved, 40 minutes earlier to 40 later (or set): the list's steps read it
                start = settings["scheduled_start_ms"]
                settings["scheduled_start_ms"] = (self.at if start is None else start) + 600_000 * ((pick // 18) % 9 - 4)
            else:
                settings["name" if pick % 2 else "notes"] = f"{settings['name'] if pick % 2 else 'Nota'} {pick}"
            self.act("tournament.configure", {"config": settings})
        elif step == "wait":  # minutes go by at the tables
            self.at += 60_000 * (1 + pick % 12)
        elif step == "opaque":  # a kind the index does not follow (a late entrant seated by a draw): what comes before it replays
            pid = self.next_player
            self.next_player += 1
            self.act("registration.register", {"player_id": pid})
            if self.act("money.buy_in", {"player_id": pid, "document": f"D{pid}"}):
                try:
                    self.act("seating.draw", draw_seats(state.seating, [pid], rng=self.rng))
                except RuleError:
                    pass  # every seat taken: he waits
        elif step == "resize":  # a table made shorter-handed (its last seats free) or longer, now and then the final table's
            table = state.seating.tables[1 + pick % 4]
            if table.is_open:
                low = max([2, *table.players])
                size = state.config.table_size + (1 if pick % 7 == 0 else 0)
                self.act("seating.resize_table", {"table": table.number, "seats": low + pick % max(1, size - low + 1)})
        elif step == "seats":  # a seat closed (a broken chair), another given back
            table = state.seating.tables[1 + pick % 4]
            free = table.open_empty_seats()
            if table.is_open and table.closed_seats and pick % 2:
                self.act("seating.open_seat", {"table": table.number, "seat": min(table.closed_seats)})
            elif table.is_open and free:
                self.act("seating.close_seat", {"table": table.number, "seat": free[pick % len(free)]})
        elif step == "structure":  # the structure edited while it runs: the levels to come longer or shorter
            if pick % 2:
                self.act("clock.set_structure", self.structure)
            else:
                now = state.clock.anchor_at(self.at + 1_000)[0] if state.clock.started else 0
                minutes = 10 + 5 * (pick % 5)
                items = [dict(item, minutes=minutes) if k > now else item for k, item in enumerate(self.structure["items"])]
                self.act("clock.set_structure", {"items": items})
        elif step == "day" and pick % 5 == 0:  # play ends for the day and goes on the next (FS 1.3)
            self.act("clock.end_day", {})
            self.act("clock.resume_day", {"running": pick % 2 == 0})
        elif step == "ruling":  # a floor decision, now and then naming players
            named = [p for p in sorted(state.registrations) if p % 7 == pick % 7][:2]
            self.act("floor.ruling", {"decision": "ruling", "table": 1 + pick % 3, "player_ids": named})
        elif step == "shot" and seated:  # the shot clock put on a player, a Time Bank, the countdown cleared
            pid = seated[pick % len(seated)]
            table = state.seating.seat_of[pid][0]
            if self.act("clock.shot.start", {"table": table, "player_id": pid}):
                if pick % 3 == 1:
                    self.act("clock.shot.time_bank", {"table": table, "player_id": pid})
                if pick % 3 != 2:
                    self.act("clock.shot.stop", {"table": table})
        elif step == "settings":  # the TD changes the shot clock's seconds or the Time Banks of the day, or gives them back
            if pick % 4 == 0:
                used = sorted(p for p, n in state.clock.shot.time_banks_used.items() if n)
                self.act("clock.shot.restore_time_banks", {"player_ids": used[: 1 + pick % 2]} if used and pick % 8 else {})
            else:
                uses = {"time_bank_uses": pick % 3} if pick % 2 else {}
                self.act("clock.shot.configure", {"shot_seconds": 20 + pick % 40, **uses})
        elif step == "penalty" and seated:  # now and then a disqualification: out without a bust
            kinds = ["warning", "missed_hands", "missed_orbits", "warning", "missed_orbits", "missed_hands", "disqualification"]
            self.act("floor.penalty", {"player_id": seated[pick % len(seated)], "kind": kinds[pick % 7], "reason": "Conduta"})
        elif step == "close" and pick % 10 == 0:  # now and then the TD closes late registration or re-entries
            self.act("registration.close_late" if pick % 20 else "registration.close_reentry", {})
        elif step == "freeze" and pick % 4 == 0:  # registration closed, the prize table frozen (FS 7.5); now and then again
            self.act("registration.close_late", {})
            self.act("registration.close_reentry", {})
            self.act("prizes.freeze", {})
        elif step == "colorup" and pick % 3 == 0 and seated:  # the smallest chip off one table; nobody had any left
            removed = state.prizes.chips.denominations_in_play()[0]
            table = state.seating.tables[state.seating.seat_of[seated[pick % len(seated)]][0]]
            seats = [{"seat": s, "player_id": p, "count": 0, "has_other_chips": True} for s, p in sorted(table.players.items())]
            self.act("chips.color_up", {"removed": removed, "tables": [{"table": table.number, "seats": seats}]})
        elif step == "count" and seated:  # a stack counted: about the average, so a census can add up to the chips in play
            share = chips_in_play(state) // state.players_left
            self.act("chips.count", {"player_id": seated[pick % len(seated)], "chips": share * (2 + pick % 3) // 3})
        elif step == "list":  # the list's own steps: bookings confirmed or checked in, the waiting list called, a no-show cancelled
            unpaid = sorted(p for p, r in state.registrations.items() if r.status.value in ("registered", "pre_registered", "waiting"))
            if pick % 4 == 0:
                pid = self.next_player
                self.next_player += 1
                if self.act("registration.register", {"player_id": pid, "pre": True}):
                    if pick % 8 == 0:
                        self.act("registration.confirm", {"player_id": pid})
                    else:  # he comes to the desk with his document before paying
                        self.act("registration.check_in", {"player_id": pid, "document": f"D{pid}"})
            elif pick % 4 == 1 and unpaid:
                self.act("registration.cancel", {"player_id": unpaid[pick % len(unpaid)]})
            elif pick % 4 == 2 and state.waiting_list:
                pid = state.waiting_list[pick % len(state.waiting_list)]
                if self.act("registration.promote", {"player_id": pid, "out_of_turn": pick % 3 == 0}):
                    if self.act("money.buy_in", {"player_id": pid, "document": f"D{pid}"}):
                        self.seat(pid)
            else:
                pid = self.next_player
                self.next_player += 1
                self.act("registration.register", {"player_id": pid})  # on the waiting list when the field is full
        elif step == "bubble" and pick % 4 == 0 and len(seated) > 6:  # hand-for-hand (RPT Art. 79): two hands, busts in each
            tables = [t.number for t in state.seating.open_tables() if t.players]
            if self.act("clock.hand_for_hand.start", {"tables": tables}):
                for hand in range(2):
                    for table in tables[hand : hand + 2]:  # a player out at two tables in the same hand
                        players = sorted(self.state.seating.tables[table].players.values())
                        if len(players) > 1 and self.state.players_left > 3:
                            self.act("player.bust", {"busts": [{"player_id": players[(pick + hand) % len(players)]}]})
                    for table in tables:
                        self.act("clock.hand_for_hand.table_done", {"table": table})
                    self.act("clock.hand_for_hand.next_hand", {})
                self.act("clock.hand_for_hand.end", {"running": pick % 8 == 0})
        elif step == "release" and pick % 3 == 0 and not state.reserved_seats_released:  # level 1 over: FS 5.4.2
            if state.clock.period_open(1, self.at + 1_000):
                self.act("clock.next_level", {})
            self.act("registration.release_reserved", {})
        elif step == "open":  # a new table for the late entries, or one broken earlier set up again; an empty one closed
            empty = [t.number for t in state.seating.open_tables() if not t.players]
            if empty and pick % 3 == 0:
                self.act("seating.close_table", {"table": empty[pick % len(empty)]})
                return
            closed = [t.number for t in state.seating.tables.values() if not t.is_open]
            number = closed[pick % len(closed)] if closed and pick % 2 else len(state.seating.tables) + 1
            if number <= 8:
                self.act("seating.open_table", {"table": number, "seats": 6})
        elif step == "break":
            tables = [t.number for t in state.seating.open_tables()]
            if len(tables) > 2 and state.config is not None:
                try:
                    payload = draw_break(state.seating, tables[pick % len(tables)], state.config.table_size, rng=self.rng)
                except RuleError:
                    return  # no room at the other tables
                if "final_table_seats" not in payload:
                    self.act("seating.break_table", payload)


def out_and_back(floor: Floor, pid: int) -> Action:
    """He busts and buys back in at once (into the seat he left): the rebuy."""
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("money.rebuy", {"player_id": pid})
    return floor.log[-1]


def copy_of(state: TournamentState) -> TournamentState:
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def assert_same(got: TournamentState, want: TournamentState) -> None:
    assert got == want
    assert got.seating.finishes == want.seating.finishes
    assert got._alive == want._alive and got._held == want._held and got._pre_registered == want._pre_registered
    assert {pid for pid in got.registrations if got.seating.has_finish(pid)} == {
        pid for pid in want.registrations if want.seating.has_finish(pid)
    }
    assert {pid: got.seating.last_bust(pid) for pid in got.registrations} == {
        pid: want.seating.last_bust(pid) for pid in want.registrations
    }
    assert got.reversal.view() == want.reversal.view()
    assert (got.chips_issued, got.chips_forfeited, got.census_totals()) == (want.chips_issued, want.chips_forfeited, want.census_totals())
    # Kept as they change, they are what adding up gives (the payments, the stacks given up, the current counts).
    assert got.chips_issued == sum(p.chips for p in got.payments)
    assert got.chips_forfeited == sum(r.chips_forfeited for r in got.registrations.values())
    census: dict[Any, int] = {}
    for count in current_counts(got).values():
        if count.mark is not None:
            census[count.mark] = census.get(count.mark, 0) + count.chips
    assert got.census_totals() == {mark: total for mark, total in census.items() if total}


def floor_plans(steps: list[str], *, most_players: int = 16, fewest_steps: int = 5, most_steps: int = 80) -> st.SearchStrategy[Any]:
    """A generated floor for `check_every_action`: (its seed, how many players, its steps with their picks)."""
    return st.tuples(
        st.integers(0, 10_000),
        st.integers(8, most_players),
        st.lists(st.tuples(st.sampled_from(steps), st.integers(0, 999)), min_size=fewest_steps, max_size=most_steps),
    )


plans = floor_plans(STEPS)


#: A busy floor with nothing the index does not follow: the refusals that read the seats and tables as they stand.
busy_plans = floor_plans(
    [s for s in STEPS if s not in ("opaque", "clock", "structure", "day", "configure")], fewest_steps=20, most_steps=150
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(plans)
def test_undo_and_redo_in_place_equal_the_replay(plan: tuple[int, int, list[tuple[str, int]]]) -> None:
    check_every_action(plan)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(busy_plans)
def test_undo_and_redo_in_place_equal_the_replay_on_a_busy_floor(plan: tuple[int, int, list[tuple[str, int]]]) -> None:
    check_every_action(plan)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(busy_plans)
# A rebuy back in redone before a missed-orbits penalty at the table of his bust, broken since: he waits for a seat,
# and the penalty counts him nowhere (found by this test in a CI run: the redo had counted him there).
@example(
    (
        294,
        14,
        [("break", 222), ("bubble", 69), ("bust", 0), ("bust", 0), ("rebuy", 0)]
        + [("move", 0)] * 7
        + [("balance", 0), ("move", 2), ("balance", 0), ("bust", 0), ("move", 0), ("break", 14), ("rebuy", 0), ("penalty", 219)],
    )
)
# A walk-in's registration, payment and seat undone together, a rebuy of another player looking at the seat it gave
# him: a floor ruling naming him came first and refuses (he is not registered) -- found by a random search.
@example(
    (
        8766,
        11,
        [
            ("wait", 684),
            ("close", 108),
            ("move", 689),
            ("count", 818),
            ("bust", 963),
            ("button", 310),
            ("rebuy", 933),
            ("colorup", 443),
            ("balance", 330),
            ("freeze", 311),
            ("bust", 284),
            ("shot", 726),
            ("balance", 726),
            ("open", 594),
            ("rebuy", 612),
            ("count", 2),
            ("release", 482),
            ("bust", 218),
            ("shot", 216),
            ("settings", 61),
            ("late", 162),
            ("break", 511),
            ("button", 461),
            ("addon", 45),
            ("rebuy", 622),
            ("balance", 15),
            ("count", 238),
            ("bust", 859),
            ("late", 979),
            ("close", 716),
            ("shot", 825),
            ("rebuy", 312),
            ("balance", 290),
            ("balance", 153),
            ("move", 329),
            ("ruling", 643),
            ("move", 512),
            ("addon", 440),
            ("reentry", 310),
            ("break", 970),
            ("freeze", 723),
            ("resize", 952),
            ("break", 762),
            ("close", 666),
            ("settings", 260),
            ("colorup", 159),
        ],
    )
)
def test_undo_and_redo_in_place_equal_the_replay_near_the_field_s_capacity(plan: tuple[int, int, list[tuple[str, int]]]) -> None:
    """A capacity one or two above the first entries: late entries find the field full, or not, by one seat."""
    check_every_action(plan, capacity=plan[1] + 1 + plan[0] % 2)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(plans)
def test_undo_and_redo_in_place_equal_the_replay_in_a_knock_out(plan: tuple[int, int, list[tuple[str, int]]]) -> None:
    """Every bust carries a bounty to who eliminated him: an undo takes it back from him, a redo gives it again."""
    check_every_action(plan, config=KNOCKOUT)


def check_every_action(
    plan: tuple[int, int, list[tuple[str, int]]],
    capacity: int | None = None,
    config: dict[str, Any] = CONFIG,
    structure: dict[str, Any] = STRUCTURE,
) -> None:
    seed, players, steps = plan
    floor = Floor(seed, players, config if capacity is None else {**config, "capacity": capacity}, structure)
    for step, pick in steps:
        floor.step(step, pick)
    final = floor.state
    assert_same(final, TOURNAMENT.replay(floor.log))  # the index a command builds is the replay's own
    by_seq = {a.seq: a for a in floor.log}
    for at, action in enumerate(floor.log):
        refusal = refusal_in_place(final, action, by_seq.get)
        if refusal is not None:  # certain without replaying: the replay's own words
            with pytest.raises(ReplayError) as replayed:
                TOURNAMENT.replay(floor.log[:at] + floor.log[at + 1 :])
            assert (replayed.value.action.seq, replayed.value.render()) == (refusal.action.seq, refusal.render())
        for size in (2, 3):  # the desk's gestures: a walk-in's registration, payment and seat; a re-entry and its seat
            gesture = floor.log[at : at + size]
            if len(gesture) == size and len({a.payload.get("player_id") for a in gesture}) == 1:
                refusal = refusal_in_place(final, action, by_seq.get, gesture[1:])
                if refusal is not None:
                    with pytest.raises(ReplayError) as replayed:
                        TOURNAMENT.replay(floor.log[:at] + floor.log[at + size :])
                    assert (replayed.value.action.seq, replayed.value.render()) == (refusal.action.seq, refusal.render())
                    continue
                state = copy_of(final)
                effect = undo_in_place(state, action, by_seq.get, gesture[1:])
                if effect is not None:  # taken back whole, in place: the replay without the gesture
                    effect()
                    assert_same(state, TOURNAMENT.replay(floor.log[:at] + floor.log[at + size :]))
                    try:
                        put_back = redo_in_place(
                            state,
                            action,
                            by_seq.get,
                            lambda state=state, action=action: TOURNAMENT.decide(state, action),
                            with_it=gesture[1:],
                            decide_each=lambda each, state=state: TOURNAMENT.decide(state, each),
                        )
                    except RuleError:
                        put_back = None
                    if put_back is not None:  # and put back whole: the whole log's state again
                        put_back()
                        assert_same(state, TOURNAMENT.replay(floor.log))
        state = copy_of(final)
        effect = undo_in_place(state, action, by_seq.get)
        if effect is None:
            continue
        effect()
        without = TOURNAMENT.replay(floor.log[:at] + floor.log[at + 1 :])  # raises if a later action depended on it
        assert_same(state, without)
        whole = TOURNAMENT.replay(floor.log)
        for unchanged in (False, True):  # right after the undo nothing before the action has changed since
            again = copy_of(without)
            try:
                put_back = redo_in_place(
                    again,
                    action,
                    by_seq.get,
                    lambda action=action, again=again: TOURNAMENT.decide(again, action),
                    unchanged_before=unchanged,
                )
            except RuleError:
                continue  # refused on the state as it stands: the replay decides
            if put_back is None:
                continue
            put_back()
            assert_same(again, whole)


def test_each_kind_is_undone_in_place_when_nothing_later_touches_it() -> None:
    """The generator reaches the fast path for every kind it covers (else the test above proves little)."""
    reached: set[str] = set()
    for seed in range(40):
        floor = Floor(seed, 12)
        rng = random.Random(seed)
        for _ in range(40):
            floor.step(rng.choice(STEPS), rng.randrange(1000))
        for action in floor.log:
            if undo_in_place(copy_of(floor.state), action, {a.seq: a for a in floor.log}.get) is not None:
                reached.add(action.kind)
    assert {
        "seating.move",
        "seating.seat",
        "player.bust",
        "money.addon",
        "money.xtrastack",
        "money.rebuy",
        "seating.break_table",
    } <= reached


def test_an_early_move_is_left_to_the_replay_once_its_seat_was_taken() -> None:
    floor = Floor(3, 10)
    pid = sorted(floor.state.seating.seat_of)[0]
    source = floor.state.seating.seat_of[pid]
    dest = next((t.number, s) for t in floor.state.seating.open_tables() for s in t.open_empty_seats() if t.number != source[0])
    assert floor.act("seating.move", {"player_id": pid, "table": dest[0], "seat": dest[1]})
    move = floor.log[-1]
    assert undo_in_place(copy_of(floor.state), move, {a.seq: a for a in floor.log}.get) is not None
    other = next(p for p in sorted(floor.state.seating.seat_of) if p != pid and floor.state.seating.seat_of[p][0] != source[0])
    assert floor.act("seating.move", {"player_id": other, "table": source[0], "seat": source[1]})
    assert (
        undo_in_place(copy_of(floor.state), move, {a.seq: a for a in floor.log}.get) is None
    )  # his old seat is taken: the replay refuses it


def free_seat(floor: Floor, *, not_table: int, besides: tuple[int, int] | None = None) -> tuple[int, int]:
    seats = [(t.number, s) for t in floor.state.seating.open_tables() for s in t.open_empty_seats() if t.number != not_table]
    return next(seat for seat in seats if seat != besides)


def test_a_move_is_undone_in_place_after_the_players_next_move_or_bust() -> None:
    """Most players moved early in a flight move again or go out later: the move still comes back (and goes again) in place."""
    for then in ("move", "bust", "bust and re-entry", "bust, re-entry and bust again"):
        floor = Floor(11, 12)
        pid = sorted(floor.state.seating.seat_of)[0]
        source = floor.state.seating.seat_of[pid]
        first = free_seat(floor, not_table=source[0])
        assert floor.act("seating.move", {"player_id": pid, "table": first[0], "seat": first[1]})
        move = floor.log[-1]
        assert floor.act("money.addon", {"player_id": pid})
        if then == "move":
            second = free_seat(floor, not_table=first[0], besides=source)  # back to his old seat: the replay's to decide
            assert floor.act("seating.move", {"player_id": pid, "table": second[0], "seat": second[1]})
        else:
            assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
        if "re-entry" in then:  # his re-entry does not look at the seat of his bust; his new seat is drawn
            assert floor.act("money.reentry", {"player_id": pid})
            floor.seat(pid)
            assert pid in floor.state.seating.seat_of
        if then.endswith("bust again"):
            assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
        for _ in range(3):  # others play on
            floor.step("bust", 3)
        state = copy_of(floor.state)
        effect = undo_in_place(state, move, {a.seq: a for a in floor.log}.get)
        assert effect is not None, then
        effect()
        assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq]))
        put_back = redo_in_place(
            state, move, {a.seq: a for a in floor.log}.get, lambda state=state, move=move: TOURNAMENT.decide(state, move)
        )
        assert put_back is not None, then
        put_back()
        assert_same(state, TOURNAMENT.replay(floor.log))


def test_a_move_is_not_put_back_in_place_onto_a_seat_that_was_taken_at_its_time() -> None:
    """Redo of a move whose seat someone else held when it was made (and left only later): the replay refuses it."""
    floor = Floor(7, 12)
    seating = floor.state.seating
    pid = sorted(seating.seat_of)[0]
    home = seating.seat_of[pid]
    holder = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != home[0])
    held = seating.seat_of[holder]
    seq = len(floor.log)
    move = Action("seating.move", {"player_id": pid, "table": held[0], "seat": held[1]}, floor.at + 500, "td", seq + 1)  # undone
    later = free_seat(floor, not_table=home[0], besides=held)
    for step, (who, seat) in enumerate([(pid, later), (holder, free_seat(floor, not_table=held[0], besides=later))], 2):
        action = Action("seating.move", {"player_id": who, "table": seat[0], "seat": seat[1]}, floor.at + 1000 * step, "td", seq + step)
        TOURNAMENT.apply(floor.state, action)
        floor.log.append(action)
    with_move = [*floor.log[:seq], move, *floor.log[seq:]]
    try:
        TOURNAMENT.replay(with_move)
    except RuleError:
        pass
    else:
        raise AssertionError("the seat was taken at the move's time: the replay refuses it")
    put_back = redo_in_place(floor.state, move, {a.seq: a for a in with_move}.get, lambda: TOURNAMENT.decide(floor.state, move))
    assert put_back is None


def test_a_bust_is_undone_and_redone_in_place_after_his_rebuy_into_the_same_seat() -> None:
    """Most players out early in a rebuy flight buy back in: the wrong bust still comes back in place, and goes again."""
    floor = Floor(5, 12)
    pid = sorted(floor.state.seating.seat_of)[2]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    floor.step("bust", 7)
    assert floor.act("money.rebuy", {"player_id": pid})  # back in, in the seat he left
    floor.step("bust", 3)
    floor.step("move", 1)
    state = copy_of(floor.state)
    effect = undo_in_place(state, bust, {a.seq: a for a in floor.log}.get)
    assert effect is not None
    effect()
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != bust.seq]))
    # And put back: only its record comes back, and the rebuy is a back-in again.
    put_back = redo_in_place(state, bust, {a.seq: a for a in floor.log}.get, lambda: TOURNAMENT.decide(state, bust))
    assert put_back is not None
    put_back()
    assert_same(state, TOURNAMENT.replay(floor.log))


def test_a_rebuy_is_left_to_the_replay_when_a_bust_since_brought_the_field_down_to_two() -> None:
    """Without the rebuy, that bust would have left one player, the winner: the replay works the end out."""
    floor = Floor(9, 8)
    pid = sorted(floor.state.seating.seat_of)[0]
    rebuy = out_and_back(floor, pid)
    assert undo_in_place(copy_of(floor.state), rebuy, {a.seq: a for a in floor.log}.get) is not None
    while floor.state.players_left > 2:
        other = next(p for p in sorted(floor.state.seating.seat_of) if p != pid)
        assert floor.act("player.bust", {"busts": [{"player_id": other}]})
    assert undo_in_place(copy_of(floor.state), rebuy, {a.seq: a for a in floor.log}.get) is None
    without = TOURNAMENT.replay([a for a in floor.log if a.seq != rebuy.seq])
    assert without.players_left == 1  # the last bust made a winner there


def test_the_log_says_whether_anything_before_an_action_changed_since_it_was_stored() -> None:
    """A redo in place trusts the checks the action passed when stored only if nothing before it changed since."""
    from tdapp.domain.log import LogIndex

    log = [Action("money.addon", {"player_id": n}, n, "td", n) for n in range(1, 6)]
    index = LogIndex(log)
    index.extend([Action("undo", {"target": 4}, 6, "td", 6), Action("undo", {"target": 5}, 7, "td", 7)])
    assert not index.changed_before_since(4)  # only itself and what came after it were undone
    index.extend([Action("undo", {"target": 2}, 8, "td", 8)])
    assert index.changed_before_since(4) and index.changed_before_since(3)
    assert not index.changed_before_since(2)  # #2 itself, and nothing before it
    index.extend([Action("redo", {"target": 2}, 9, "td", 9)])
    assert not index.changed_before_since(4)  # #2 undone and redone since: in force again, as when #4 was stored
    index.extend([Action("undo", {"target": 2}, 10, "td", 10)])
    assert index.changed_before_since(4)
    index.extend([Action("redo", {"target": 2}, 11, "td", 11), Action("void", {"target": 1, "reason": "r"}, 12, "td", 12)])
    assert index.changed_before_since(4)  # a void is for good
    index = LogIndex([*log, Action("undo", {"target": 1}, 6, "td", 6), Action("money.addon", {"player_id": 9}, 7, "td", 7)])
    index.extend([Action("redo", {"target": 1}, 8, "td", 8)])
    assert index.changed_before_since(7)  # #1 was out of force when #7 was stored, and is in force now


def test_a_copy_of_the_state_is_pickled_part_by_part_and_comes_back_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each part is its own pickle (a worker copying a festival's state lets the desk's thread in between): the
    long lists and dicts a slice at a time, the seating and the undo index field by field."""
    monkeypatch.setattr(pickled_parts, "SLICE", 4)  # the floor's payments and registrations are long lists here
    floor = Floor(4, 12)
    for step in ("bust", "rebuy", "move", "addon"):
        floor.step(step, 5)
    calls: list[int] = []
    monkeypatch.setattr(state_module, "between_parts", lambda: calls.append(1))
    data = pickle.dumps(floor.state, pickle.HIGHEST_PROTOCOL)
    pickled_calls = len(calls)
    parts = floor.state.__getstate__()
    assert set(parts) >= {"registrations", "payments", "seating", "clock", "reversal"}
    assert isinstance(parts["payments"], pickled_parts.Sliced) and isinstance(parts["registrations"], pickled_parts.Sliced)
    assert len(parts["payments"].slices) == -(-len(floor.state.payments) // 4)
    assert isinstance(parts["seating"], pickled_parts.ByField) and isinstance(parts["reversal"], pickled_parts.ByField)
    assert isinstance(parts["clock"], bytes)
    assert pickled_calls > len(parts) + len(parts["payments"].slices)  # between every part, slices and fields too
    calls.clear()
    again = pickle.loads(data)
    assert len(calls) >= len(parts) + len(parts["payments"].slices)
    assert_same(again, floor.state)
    assert again.seating._alive is again._alive  # one set, as in a state built by the rules
    assert again.players_left == floor.state.players_left


def test_a_copy_pickled_whole_part_by_part_by_an_earlier_version_still_loads() -> None:
    """This machine's copy written before the slices (each field's own pickle) comes back the same."""
    floor = Floor(4, 12)
    for step in ("bust", "rebuy", "move", "addon"):
        floor.step(step, 5)
    old_parts = {name: pickle.dumps(value, pickle.HIGHEST_PROTOCOL) for name, value in floor.state.__dict__.items()}
    again = TournamentState.__new__(TournamentState)
    again.__setstate__(old_parts)
    assert_same(again, floor.state)
    assert again.seating._alive is again._alive


def into(floor: Floor, pid: int, seat: tuple[int, int]) -> None:
    assert floor.act("seating.move", {"player_id": pid, "table": seat[0], "seat": seat[1]})


def p_into_the_seat_q_left(floor: Floor) -> tuple[int, tuple[int, int], int]:
    """Q, the first player seated, busts; P, from another table, is moved into his seat: (Q, the seat, P)."""
    seating = floor.state.seating
    q = sorted(seating.seat_of)[0]
    seat = seating.seat_of[q]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    pid = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    into(floor, pid, seat)
    return q, seat, pid


def q_back_in_the_seat_p_busted_in(floor: Floor) -> tuple[int, tuple[int, int], int, Action]:
    """Q busts; P, moved into Q's seat, busts there; Q's rebuy back in finds it free and sits Q there again (RPT
    Art. 7.1): (Q, the seat, P, P's bust)."""
    q, seat, pid = p_into_the_seat_q_left(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert floor.state.seating.seat_of[q] == seat
    return q, seat, pid, bust


def first_player_moved(floor: Floor) -> tuple[int, tuple[int, int], tuple[int, int], Action]:
    """The first player seated, moved to another table: (player, seat before, seat after, the move)."""
    pid = sorted(floor.state.seating.seat_of)[0]
    source = floor.state.seating.seat_of[pid]
    first = free_seat(floor, not_table=source[0])
    assert floor.act("seating.move", {"player_id": pid, "table": first[0], "seat": first[1]})
    return pid, source, first, floor.log[-1]


def test_a_move_comes_back_in_place_through_the_players_bust_and_rebuy() -> None:
    """His rebuy sits him in the seat of his bust: the other seat once the move is undone, and on from there."""
    floor = Floor(11, 12)
    pid, source, first, move = first_player_moved(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("money.rebuy", {"player_id": pid})
    assert floor.state.seating.seat_of[pid] == first  # back in the seat of his bust
    assert floor.act("money.addon", {"player_id": pid})
    state = copy_of(floor.state)
    effect = undo_in_place(state, move, {a.seq: a for a in floor.log}.get)
    assert effect is not None
    effect()
    assert state.seating.seat_of[pid] == source  # the replay sits him where he was busted there
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq]))
    put_back = redo_in_place(state, move, {a.seq: a for a in floor.log}.get, lambda: TOURNAMENT.decide(state, move))
    assert put_back is not None
    put_back()
    assert_same(state, TOURNAMENT.replay(floor.log))


def test_a_move_comes_back_in_place_when_the_seat_he_left_was_taken_before_his_rebuy() -> None:
    """Without the move his rebuy finds the seat of his bust taken: he is in, waiting for a seat -- also after
    somebody came to another seat of his table. Once he busts again (no seat to be out from), it is not in place."""
    floor = Floor(11, 12)
    pid, source, first, move = first_player_moved(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    other = next(p for p in sorted(floor.state.seating.seat_of) if floor.state.seating.seat_of[p][0] not in (source[0], first[0]))
    assert floor.act("seating.move", {"player_id": other, "table": source[0], "seat": source[1]})  # his old seat, taken
    assert floor.act("money.rebuy", {"player_id": pid})
    undone, redone = round_trip(floor, move, unchanged=False)
    assert pid not in undone.seating.seat_of and redone is not None
    elsewhere = free_seat(floor, not_table=source[0], besides=first)
    into(floor, other, elsewhere)  # the seat he left is his in neither world: what happens to it is the same
    assert undone_then_redone(floor, move, unchanged=True)
    taker = next(p for p in sorted(floor.state.seating.seat_of) if floor.state.seating.seat_of[p][0] not in (source[0], first[0]))
    free = next(s for s in floor.state.seating.tables[first[0]].open_empty_seats())
    into(floor, taker, (first[0], free))  # another seat at his table: free in both worlds
    state = copy_of(floor.state)
    effect = undo_in_place(state, move, {a.seq: a for a in floor.log}.get)
    assert effect is not None
    effect()
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq]))
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})  # without the move he has no seat to be out from
    assert undo_in_place(copy_of(floor.state), move, {a.seq: a for a in floor.log}.get) is None


def test_an_undo_of_a_bust_before_the_players_re_entry_is_refused_without_replaying() -> None:
    """Without the bust he still has chips when he re-enters: the replay's refusal, known from the index."""
    floor = Floor(6, 12)
    pid = sorted(floor.state.seating.seat_of)[1]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    for _ in range(3):
        floor.step("bust", 4)
    assert floor.act("money.reentry", {"player_id": pid})
    floor.seat(pid)
    by_seq = {a.seq: a for a in floor.log}
    assert undo_in_place(copy_of(floor.state), bust, by_seq.get) is None
    refusal = refusal_in_place(floor.state, bust, by_seq.get)
    assert refusal is not None
    with pytest.raises(ReplayError) as replayed:
        TOURNAMENT.replay([a for a in floor.log if a.seq != bust.seq])
    assert replayed.value.render() == refusal.render()
    assert f"#{refusal.action.seq}" in refusal.render() and "still has chips" in refusal.render()


def refused_as_the_replay(floor: Floor, target: Action) -> str:
    """The refusal known without replaying, checked word for word against the replay's; its words."""
    by_seq = {a.seq: a for a in floor.log}
    refusal = refusal_in_place(floor.state, target, by_seq.get)
    assert refusal is not None, "the refusal is certain without replaying"
    with pytest.raises(ReplayError) as replayed:
        TOURNAMENT.replay([a for a in floor.log if a.seq != target.seq])
    assert (replayed.value.action.seq, replayed.value.render()) == (refusal.action.seq, refusal.render())
    return refusal.render()


def test_an_undo_of_a_rebuy_is_refused_without_replaying_when_he_busts_again() -> None:
    """Without the rebuy he is still out when he busts again: 'already out', from the index alone."""
    floor = Floor(6, 12)
    pid = sorted(floor.state.seating.seat_of)[1]
    rebuy = out_and_back(floor, pid)
    for step, pick in (("bust", 4), ("late", 0), ("move", 2)):
        floor.step(step, pick)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    words = refused_as_the_replay(floor, rebuy)
    assert f"Player {pid} is already out" in words and f"#{floor.log[-1].seq}" in words


def test_an_undo_of_a_re_entry_or_of_the_seat_it_led_to_is_refused_without_replaying() -> None:
    """The seat after a re-entry needs the re-entry; his next bust needs the seat."""
    floor = Floor(8, 12)
    pid = sorted(floor.state.seating.seat_of)[0]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    floor.step("bust", 5)
    assert floor.act("money.reentry", {"player_id": pid})
    reentry = floor.log[-1]
    floor.seat(pid)
    seat = floor.log[-1]
    assert seat.kind == "seating.seat"
    floor.step("addon", 3)
    assert floor.act("money.addon", {"player_id": pid})  # a purchase reads nothing of his seat
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert "is out of the tournament" in refused_as_the_replay(floor, reentry)
    assert "has no seat: only a seated player can be out" in refused_as_the_replay(floor, seat)


def test_an_undo_of_an_entry_or_a_registration_is_refused_without_replaying() -> None:
    """Before the draw: the draw finds him unpaid; a late entrant: his seat finds him unpaid, his payment unregistered."""
    floor = Floor(3, 10)
    first_entry = next(a for a in floor.log if a.kind == "money.buy_in")
    first_registration = next(a for a in floor.log if a.kind == "registration.register")
    words = refused_as_the_replay(floor, first_entry)
    assert "has not paid an entry" in words and "seating.draw" in words
    assert "is not registered" in refused_as_the_replay(floor, first_registration)
    floor.step("late", 0)
    late_entry = next(a for a in reversed(floor.log) if a.kind == "money.buy_in")
    assert "has not paid an entry" in refused_as_the_replay(floor, late_entry)


def test_a_refusal_is_left_to_the_replay_when_something_in_between_could_have_gone_otherwise() -> None:
    """A bust in between that left two players in: with one fewer, it made a winner there."""
    floor = Floor(9, 8)
    pid = sorted(floor.state.seating.seat_of)[0]
    rebuy = out_and_back(floor, pid)
    while floor.state.players_left > 2:
        other = next(p for p in sorted(floor.state.seating.seat_of) if p != pid)
        assert floor.act("player.bust", {"busts": [{"player_id": other}]})
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert refusal_in_place(floor.state, rebuy, {a.seq: a for a in floor.log}.get) is None
    assert TOURNAMENT.replay([a for a in floor.log[:-1] if a.seq != rebuy.seq]).players_left == 1


def entries_then_tables(seed: int, *, players: int, tables: int) -> Floor:
    """As a festival desk works: every entry registered and paid, then the tables opened (6 seats), no draw yet."""
    floor = Floor.__new__(Floor)
    floor.rng, floor.at, floor.log, floor.state = random.Random(seed), T0, [], TournamentState()
    floor.act("tournament.create", {"config": CONFIG})
    floor.act("clock.set_structure", STRUCTURE)
    for pid in range(1, players + 1):
        assert floor.act("registration.register", {"player_id": pid})
        assert floor.act("money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    for table in range(1, tables + 1):
        assert floor.act("seating.open_table", {"table": table, "seats": 6})
    return floor


def test_an_entry_before_tables_opened_and_the_draw_is_refused_without_replaying() -> None:
    """As a festival desk works: every entry paid, then the tables opened (they read nobody), then the draw."""
    floor = entries_then_tables(2, players=10, tables=2)
    assert floor.act("seating.draw", draw_seats(floor.state.seating, range(1, 11), rng=floor.rng))
    entry = next(a for a in floor.log if a.kind == "money.buy_in" and a.payload["player_id"] == 4)
    assert "Player 4 has not paid an entry" in refused_as_the_replay(floor, entry)


@pytest.mark.parametrize("counted", [False, True])
def test_an_undo_of_a_bust_or_a_move_is_refused_without_replaying_once_his_seat_was_given(counted: bool) -> None:
    """Without the bust (or the move) he still sits there when the seat is given to somebody else. `counted`: a
    missed-orbits penalty counted his table (and the move's other table) before: with him there it counts one more
    and holds all the same (RPT Art. 71.1) -- the seat given is still the refusal."""
    floor = Floor(12, 14)
    seating = floor.state.seating

    def orbits_at(table: int, besides: int) -> None:
        if counted:
            mate = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == table and p != besides)
            assert floor.act("floor.penalty", {"player_id": mate, "kind": "missed_orbits", "reason": "Conduta"})

    pid = sorted(seating.seat_of)[0]
    seat = seating.seat_of[pid]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    floor.step("addon", 4)
    orbits_at(seat[0], pid)
    other = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    assert floor.act("seating.move", {"player_id": other, "table": seat[0], "seat": seat[1]})
    words = refused_as_the_replay(floor, bust)
    assert f"Seat {seat[1]} of table {seat[0]} is taken by player {pid}" in words
    mover = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0] and p != other)
    source = seating.seat_of[mover]
    to = free_seat(floor, not_table=source[0])
    assert floor.act("seating.move", {"player_id": mover, "table": to[0], "seat": to[1]})
    move = floor.log[-1]
    floor.step("late", 0)  # a walk-in, seated where the draw puts him
    orbits_at(source[0], mover)
    orbits_at(to[0], mover)
    taker = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (source[0], to[0]))
    assert floor.act("seating.move", {"player_id": taker, "table": source[0], "seat": source[1]})
    assert f"Seat {source[1]} of table {source[0]} is taken by player {mover}" in refused_as_the_replay(floor, move)


CALLS_ON_HIM = (
    {"kind": "warning", "reason": "Linguagem"},
    {"kind": "missed_hands", "hands": 2, "reason": "Telemóvel"},
    {"kind": "missed_orbits", "orbits": 2, "reason": "Conduta"},
)


@pytest.mark.parametrize("call", CALLS_ON_HIM, ids=lambda c: c["kind"])
def test_a_move_s_undo_is_refused_at_once_past_a_penalty_given_to_him_once_his_old_seat_was_given(call: dict[str, Any]) -> None:
    """A warning, missed hands or missed orbits given to him after the move goes through wherever he sits (it notes
    his table, and counts it for missed orbits: RPT Art. 71.1): without the move he still holds his old seat when
    it is given to somebody else -- refused there, known without replaying."""
    floor = Floor(12, 14)
    seating = floor.state.seating
    pid = sorted(seating.seat_of)[0]
    source = seating.seat_of[pid]
    to = free_seat(floor, not_table=source[0])
    assert floor.act("seating.move", {"player_id": pid, "table": to[0], "seat": to[1]})
    move = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": pid, **call})
    taker = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (source[0], to[0]))
    assert floor.act("seating.move", {"player_id": taker, "table": source[0], "seat": source[1]})
    assert f"Seat {source[1]} of table {source[0]} is taken by player {pid}" in refused_as_the_replay(floor, move)


@pytest.mark.parametrize("call", CALLS_ON_HIM, ids=lambda c: c["kind"])
def test_a_look_refusal_holds_past_a_penalty_given_to_the_moved_player(call: dict[str, Any]) -> None:
    """P moved into the seat Q had busted in, Q's rebuy found it taken; P's penalty goes through in both worlds
    (he sits at one seat or the other), so Q's seat given elsewhere still finds Q seated without the move."""
    floor = Floor(23, 14)
    seating = floor.state.seating
    q = sorted(seating.seat_of)[0]
    seat = seating.seat_of[q]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    pid = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    assert floor.act("seating.move", {"player_id": pid, "table": seat[0], "seat": seat[1]})
    move = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert q not in seating.seat_of
    assert floor.act("floor.penalty", {"player_id": pid, **call})
    elsewhere = free_seat(floor, not_table=seat[0])
    assert floor.act("seating.seat", {"player_id": q, "table": elsewhere[0], "seat": elsewhere[1]})
    assert f"Player {q} already sits at table {seat[0]}, seat {seat[1]}" in refused_as_the_replay(floor, move)


def test_a_bust_s_undo_is_refused_at_once_when_a_rebuy_at_its_table_was_found_seated_by_the_table_s_break() -> None:
    """Whether the table was full when his seat was given reads each of its seats then: one was looked at next by
    a player's rebuy back in, and the table's break later found him sitting there -- the rebuy sat him down, the
    seat was free before it. So the table had another free seat: "taken", not "full"."""
    floor = Floor(12, 14)
    seating = floor.state.seating
    number = 1
    (_, first), (seat, pid) = sorted(seating.tables[number].players.items())[:2]
    assert floor.act("player.bust", {"busts": [{"player_id": first}]})
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    late = floor.next_player
    assert floor.act("registration.register", {"player_id": late})
    assert floor.act("money.buy_in", {"player_id": late, "document": f"D{late}"})
    assert floor.act("seating.seat", {"player_id": late, "table": number, "seat": seat})
    assert floor.act("money.rebuy", {"player_id": first})
    assert seating.seat_of[first][0] == number  # back in the seat of his bust
    assert floor.act("seating.break_table", draw_break(seating, number, 6, rng=random.Random(2)))
    assert f"Seat {seat} of table {number} is taken by player {pid}" in refused_as_the_replay(floor, bust)


def test_a_rebuy_s_undo_is_refused_at_the_break_of_his_table_for_the_player_whose_rebuy_then_found_his_seat_free() -> None:
    """P busted; a break sat Q in P's seat; Q busted; P bought back in (back into his seat); Q's rebuy found it
    taken and he waits. Without P's rebuy Q sits there, and the later break of the table, which lists P, is
    refused first for Q, who sits there and has no new seat (found by the random floors, a table resized in
    between no longer hiding it)."""
    floor = Floor(3, 12)
    seating = floor.state.seating
    p = seating.tables[1].players[min(seating.tables[1].players)]
    seat = seating.seat_of[p]
    assert floor.act("player.bust", {"busts": [{"player_id": p}]})
    movers = sorted(seating.tables[2].players.values())
    elsewhere = [(t.number, s) for t in seating.open_tables() if t.number not in (1, 2) for s in t.open_empty_seats()]
    entries = [{"player_id": movers[0], "table": seat[0], "seat": seat[1]}]
    entries += [{"player_id": r, "table": t, "seat": s} for r, (t, s) in zip(movers[1:], elsewhere, strict=False)]
    assert floor.act("seating.break_table", {"table": 2, "seats": entries})
    q = movers[0]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    assert floor.act("money.rebuy", {"player_id": p})
    rebuy = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q}) and seating.seat_of[p] == seat and q not in seating.seat_of
    assert floor.act("seating.break_table", draw_break(seating, 1, 6, rng=random.Random(4)))
    assert f"Player {q} of table 1 has no new seat" in refused_as_the_replay(floor, rebuy)


def test_a_move_s_undo_is_refused_at_once_at_the_break_of_his_new_table_after_his_bust_and_rebuy_there() -> None:
    """He busted at the table he was moved to and bought back in there (RPT Art. 7.1); then that table was broken.
    Without the move the rebuy sat him at his old seat again: the break lists a player who does not sit there (or
    draws another player into the seat he holds)."""
    floor = Floor(12, 14)
    seating = floor.state.seating
    pid = sorted(seating.seat_of)[0]
    source = seating.seat_of[pid]
    to = free_seat(floor, not_table=source[0])
    assert floor.act("seating.move", {"player_id": pid, "table": to[0], "seat": to[1]})
    move = floor.log[-1]
    out_and_back(floor, pid)
    assert seating.seat_of[pid] == to
    assert floor.act("seating.break_table", draw_break(seating, to[0], 6, rng=random.Random(4)))
    words = refused_as_the_replay(floor, move)  # in the break's words: his old seat drawn for another, or he is not there
    assert f"#{floor.log[-1].seq} (seating.break_table)" in words
    assert f"Player {pid} does not sit at table {to[0]}" in words or f"is taken by player {pid}" in words


def test_a_move_s_undo_is_refused_at_once_at_the_break_of_his_new_table_after_a_rebuy_looked_at_the_seat_he_left() -> None:
    """Q's rebuy sat Q in the seat P had moved away from (without the move P's: Q waits for a seat there); the
    break of P's new table then lists P, who without the move never sat there. When Q acts before the break
    (busts: no seat without the move), Q's action decides instead."""
    for q_busts in (False, True):
        floor, pid, q, _, to, move = q_looks_at_the_seat_p_left(26)
        seating = floor.state.seating
        if q_busts:
            assert floor.act("player.bust", {"busts": [{"player_id": q}]})
        assert floor.act("seating.break_table", draw_break(seating, to[0], 6, rng=floor.rng))
        words = refused_as_the_replay(floor, move)
        if q_busts:
            assert f"Player {q} has no seat: only a seated player can be out." in words
        else:
            assert f"Player {pid} does not sit at table {to[0]}." in words and f"#{floor.log[-1].seq}" in words


def test_a_seat_given_at_the_last_free_seat_of_his_table_is_refused_as_the_table_full() -> None:
    """Without the bust his table has no free seat when the seat he left is given: 'full', before 'taken'. A
    player's rebuy that found his old seat taken did not sit him down: that seat stays counted as taken."""
    floor = Floor(3, 18)
    seating = floor.state.seating
    table = 1
    q = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == table)
    q_seat = seating.seat_of[q]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    r = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != table)
    assert floor.act("seating.move", {"player_id": r, "table": table, "seat": q_seat[1]})  # Q's seat, taken
    for empty in list(seating.tables[table].open_empty_seats()):  # the table full
        newcomer = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != table)
        assert floor.act("seating.move", {"player_id": newcomer, "table": table, "seat": empty})
    pid = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == table and p != r)
    seat = seating.seat_of[pid]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    filler = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != table)
    assert floor.act("seating.move", {"player_id": filler, "table": table, "seat": seat[1]})
    assert floor.act("money.rebuy", {"player_id": q})  # his old seat is R's: he is in, without a seat
    assert q not in seating.seat_of
    assert "Table 1 is full" in refused_as_the_replay(floor, bust)


def test_an_undo_of_a_table_opened_is_refused_without_replaying() -> None:
    """Without it there is no such table when the draw, or later a move, first goes there."""
    floor = Floor(5, 10)
    opened = [a for a in floor.log if a.kind == "seating.open_table"]
    seated_at = {t for t, _ in floor.state.seating.seat_of.values()}
    drawn_to = next(a for a in opened if a.payload["table"] in seated_at)
    assert f"There is no open table {drawn_to.payload['table']}" in refused_as_the_replay(floor, drawn_to)
    assert floor.act("seating.open_table", {"table": 9, "seats": 6})
    late_table = floor.log[-1]
    floor.step("bust", 1)
    pid = sorted(floor.state.seating.seat_of)[0]
    assert floor.act("seating.move", {"player_id": pid, "table": 9, "seat": 3})
    words = refused_as_the_replay(floor, late_table)
    assert "There is no open table 9" in words and f"#{floor.log[-1].seq}" in words


def test_a_bust_is_redone_in_place_after_an_earlier_move_of_his_was_undone() -> None:
    """Something before the bust changed since it was decided (his move, taken back): decided on the state as it
    stands, it puts him out of the seat he now held then, as the replay does."""
    floor = Floor(11, 12)
    pid, source, _first, move = first_player_moved(floor)
    floor.step("addon", 2)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    for step, pick in (("bust", 3), ("addon", 5), ("bust", 8)):
        floor.step(step, pick)
    by_seq = {a.seq: a for a in floor.log}
    state = copy_of(floor.state)
    for target in (move, bust):
        effect = undo_in_place(state, target, by_seq.get)
        assert effect is not None
        effect()
    put_back = redo_in_place(state, bust, by_seq.get, lambda: TOURNAMENT.decide(state, bust), unchanged_before=False)
    assert put_back is not None
    put_back()
    without_move = TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq])
    assert without_move.seating.bust_of(pid, bust.at_ms).seat == source[1]
    assert_same(state, without_move)


def test_the_room_s_tables_opened_in_one_command_are_refused_together_without_replaying() -> None:
    """The desk opens the room's tables in one command: undone whole, the draw finds the first of them missing."""
    floor = entries_then_tables(4, players=12, tables=3)
    opened = floor.log[-3:]
    assert floor.act("seating.draw", draw_seats(floor.state.seating, range(1, 13), rng=floor.rng))
    draw = floor.log[-1]
    by_seq = {a.seq: a for a in floor.log}
    refusal = refusal_in_place(floor.state, opened[0], by_seq.get, opened[1:])
    assert refusal is not None and refusal.action.seq == draw.seq
    first_table = draw.payload["seats"][0]["table"]
    assert f"There is no open table {first_table}" in refusal.render()
    gone = {a.seq for a in opened}
    with pytest.raises(ReplayError) as replayed:
        TOURNAMENT.replay([a for a in floor.log if a.seq not in gone])
    assert replayed.value.render() == refusal.render()


def test_an_undo_of_a_seat_another_player_s_rebuy_looked_at_is_refused_without_replaying() -> None:
    """Q busted there; the seat was given to P; Q's rebuy found it taken, so the desk seated Q elsewhere. Without P's
    seat the rebuy sits Q back down there: the seat given to Q finds him seated ('already sits')."""
    floor = Floor(21, 14)
    seating = floor.state.seating
    q = sorted(seating.seat_of)[0]
    seat = seating.seat_of[q]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    floor.step("addon", 3)
    pid = floor.next_player
    floor.next_player += 1
    assert floor.act("registration.register", {"player_id": pid})
    assert floor.act("money.buy_in", {"player_id": pid, "document": f"D{pid}"})
    assert floor.act("seating.seat", {"player_id": pid, "table": seat[0], "seat": seat[1]})
    given = floor.log[-1]
    floor.step("bust", 7)
    assert floor.act("money.rebuy", {"player_id": q})
    assert q not in seating.seat_of  # his seat was P's
    elsewhere = free_seat(floor, not_table=seat[0])
    assert floor.act("seating.seat", {"player_id": q, "table": elsewhere[0], "seat": elsewhere[1]})
    words = refused_as_the_replay(floor, given)
    assert f"Player {q} already sits at table {seat[0]}, seat {seat[1]}" in words and f"#{floor.log[-1].seq}" in words
    by_seq = {a.seq: a for a in floor.log}  # the walk-in's gesture (payment and seat) undone together: the same
    payment = floor.log[floor.log.index(given) - 1]
    refusal = refusal_in_place(floor.state, payment, by_seq.get, [given])
    assert refusal is not None and refusal.render() == words


def test_an_undo_of_a_bust_whose_seat_another_player_s_rebuy_took_is_refused_without_replaying() -> None:
    """Q busted in a seat P later held; P busted; Q's rebuy sat Q down in it. Without P's bust P still sits there,
    the rebuy leaves Q without a seat, and Q's next bust is refused ('has no seat')."""
    floor = Floor(22, 14)
    seating = floor.state.seating
    q = sorted(seating.seat_of)[0]
    seat = seating.seat_of[q]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    pid = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    assert floor.act("seating.move", {"player_id": pid, "table": seat[0], "seat": seat[1]})
    floor.step("addon", 2)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat  # back in the seat of his bust, free
    assert floor.act("money.addon", {"player_id": q})  # reads nothing of his seat
    floor.step("bust", 5)
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    words = refused_as_the_replay(floor, bust)
    assert f"Player {q} has no seat: only a seated player can be out" in words and f"#{floor.log[-1].seq}" in words


def test_an_undo_of_a_move_into_a_seat_another_player_s_rebuy_looked_at_is_refused_without_replaying() -> None:
    """P moved into the seat Q had busted in, Q's rebuy found it taken and Q was seated elsewhere; without the move
    the rebuy sits Q there, and Q's seat given is refused."""
    floor = Floor(23, 14)
    seating = floor.state.seating
    q = sorted(seating.seat_of)[0]
    seat = seating.seat_of[q]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    pid = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    assert floor.act("seating.move", {"player_id": pid, "table": seat[0], "seat": seat[1]})
    move = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert q not in seating.seat_of
    elsewhere = free_seat(floor, not_table=seat[0])
    assert floor.act("seating.seat", {"player_id": q, "table": elsewhere[0], "seat": elsewhere[1]})
    assert f"Player {q} already sits at table {seat[0]}, seat {seat[1]}" in refused_as_the_replay(floor, move)


@pytest.mark.parametrize("then", ["missed_orbits", "break"])
def test_a_bust_s_undo_is_refused_at_once_when_a_rebuy_then_sat_another_player_in_its_seat(then: str) -> None:
    """Q busted, P was moved into Q's seat and busted there; Q's rebuy back in found it free and sat Q there (RPT
    Art. 7.1). Without P's bust P still sits there and the rebuy leaves Q without a seat: Q's missed-orbits penalty
    (it counts his table: he must be seated, Art. 71.1) is refused -- or the table's break, listing Q and not P,
    has no new seat for P. Known without replaying."""
    floor = Floor(23, 14)
    seating = floor.state.seating
    q, seat, pid, bust = q_back_in_the_seat_p_busted_in(floor)
    if then == "missed_orbits":
        assert floor.act("floor.penalty", {"player_id": q, "kind": "missed_orbits", "reason": "Conduta"})
        expected = f"Player {q} is not seated: a missed-orbits penalty counts the players at his table."
    else:
        assert floor.act("seating.break_table", draw_break(seating, seat[0], 6, rng=random.Random(3)))
        expected = f"Player {pid} of table {seat[0]} has no new seat."
    assert expected in refused_as_the_replay(floor, bust)


def q_looks_at_the_seat_p_moved_into(seed: int) -> tuple[Floor, int, tuple[int, int], Action]:
    """Q busted, P moved into Q's seat, Q's rebuy found it taken (without the move it sits Q there), then P busts:
    (floor, Q, the seat, the move)."""
    floor = Floor(seed, 14)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    move = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert q not in seating.seat_of
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    return floor, q, seat, move


def test_a_look_refusal_holds_through_the_moved_player_s_bust() -> None:
    """P's bust frees the seat he moved into as the log stands and the seat he left without the move: the seat Q's
    rebuy looked at still holds Q in one world only, and Q's seat given elsewhere finds him seated there."""
    floor, q, seat, move = q_looks_at_the_seat_p_moved_into(23)
    elsewhere = free_seat(floor, not_table=seat[0])
    assert floor.act("seating.seat", {"player_id": q, "table": elsewhere[0], "seat": elsewhere[1]})
    assert f"Player {q} already sits at table {seat[0]}, seat {seat[1]}" in refused_as_the_replay(floor, move)


def test_a_look_refusal_is_left_to_the_replay_once_the_seat_was_touched_after_the_moved_player_s_bust() -> None:
    """After P's bust the seat is free as the log stands and Q's without the move: a player moved into it then
    goes otherwise (the replay refuses that move) -- not certain from Q's seat given."""
    floor, q, seat, move = q_looks_at_the_seat_p_moved_into(23)
    seating = floor.state.seating
    taker = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    into(floor, taker, seat)
    elsewhere = free_seat(floor, not_table=seat[0])
    assert floor.act("seating.seat", {"player_id": q, "table": elsewhere[0], "seat": elsewhere[1]})
    refusal = refusal_in_place(floor.state, move, {a.seq: a for a in floor.log}.get)
    assert refusal is None or refusal.action.seq == floor.log[-2].seq
    with pytest.raises(ReplayError) as replayed:
        TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq])
    assert replayed.value.action.seq == floor.log[-2].seq  # the move into the seat, not Q's seat given


def test_a_move_is_refused_without_replaying_when_a_rebuy_looked_at_the_seat_he_left_and_he_busted_since() -> None:
    """Q's rebuy sat Q in the seat P had moved away from (without the move P still sat there: Q stays without a
    seat); P busts at his new seat, then Q busts: without the move Q has no seat to be out from."""
    floor = Floor(26, 14)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    to = free_seat(floor, not_table=seat[0])
    into(floor, pid, to)
    move = floor.log[-1]  # the target: away from Q's old seat
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    words = refused_as_the_replay(floor, move)
    assert f"Player {q} has no seat: only a seated player can be out" in words and f"#{floor.log[-1].seq}" in words


def test_a_move_is_refused_without_replaying_when_he_moves_back_to_the_seat_he_left() -> None:
    """The floor moves a player and then moves him back: without the first move he already sits in the seat he is
    moved back to -- also when he busted and bought back in between."""
    floor = Floor(11, 12)
    pid, source, first, move = first_player_moved(floor)
    assert floor.act("money.addon", {"player_id": pid})
    into(floor, pid, source)
    assert f"Seat {source[1]} of table {source[0]} is taken by player {pid}" in refused_as_the_replay(floor, move)
    floor = Floor(11, 12)
    pid, source, first, move = first_player_moved(floor)
    out_and_back(floor, pid)
    assert floor.state.seating.seat_of[pid] == first
    into(floor, pid, source)
    words = refused_as_the_replay(floor, move)
    assert f"Seat {source[1]} of table {source[0]} is taken by player {pid}" in words and f"#{floor.log[-1].seq}" in words


def test_a_move_is_refused_without_replaying_when_the_seat_he_left_is_given_after_his_bust_and_a_rebuy_past_a_touch() -> None:
    """He busts at the seat he moved to; while he is out somebody sits in the seat he had left and busts (the same
    in both worlds); his rebuy sits him back in the seat of his bust -- the one he left, without the move. When it
    is given again, without the move it is his."""
    floor = Floor(11, 12)
    seating = floor.state.seating
    pid, source, first, move = first_player_moved(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    passer = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (source[0], first[0]))
    into(floor, passer, source)
    assert floor.act("player.bust", {"busts": [{"player_id": passer}]})
    assert floor.act("money.rebuy", {"player_id": pid})
    assert seating.seat_of[pid] == first
    taker = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (source[0], first[0]))
    into(floor, taker, source)
    words = refused_as_the_replay(floor, move)
    assert f"#{floor.log[-1].seq}" in words
    assert f"Seat {source[1]} of table {source[0]} is taken by player {pid}" in words or f"Table {source[0]} is full" in words


def test_an_undo_of_a_rebuy_that_sat_him_down_where_another_player_s_rebuy_then_looked_is_refused_without_replaying() -> None:
    """Q and then P busted in the same seat; P's rebuy sat P back down there, so Q's rebuy found it taken and the
    desk seated Q elsewhere. Without P's rebuy the seat is free for Q's: Q's seat given finds him seated."""
    floor = Floor(24, 14)
    seating = floor.state.seating
    q = sorted(seating.seat_of)[0]
    seat = seating.seat_of[q]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    pid = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    assert floor.act("seating.move", {"player_id": pid, "table": seat[0], "seat": seat[1]})
    rebuy = out_and_back(floor, pid)
    assert seating.seat_of[pid] == seat
    assert floor.act("money.rebuy", {"player_id": q})
    assert q not in seating.seat_of
    elsewhere = free_seat(floor, not_table=seat[0])
    assert floor.act("seating.seat", {"player_id": q, "table": elsewhere[0], "seat": elsewhere[1]})
    assert f"Player {q} already sits at table {seat[0]}, seat {seat[1]}" in refused_as_the_replay(floor, rebuy)


def test_a_move_comes_back_in_place_when_his_rebuy_found_both_seats_taken() -> None:
    """After his bust both seats were given to others before his rebuy: it sits him in neither world (the seat of
    his bust taken either way), the desk seats him elsewhere, and from there both worlds are the same. Had the
    seat he moved from stayed free, the rebuy would have sat him there without the move: left to the replay."""
    for other_seat_taken in (True, False):
        floor = Floor(11, 12)
        seating = floor.state.seating
        pid, source, first, move = first_player_moved(floor)
        assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
        takers = [p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (source[0], first[0])]
        assert floor.act("seating.move", {"player_id": takers[0], "table": first[0], "seat": first[1]})
        if other_seat_taken:
            assert floor.act("seating.move", {"player_id": takers[1], "table": source[0], "seat": source[1]})
        assert floor.act("money.rebuy", {"player_id": pid})
        assert pid not in seating.seat_of
        elsewhere = next((t.number, s) for t in seating.open_tables() for s in t.open_empty_seats() if (t.number, s) != source)
        assert floor.act("seating.seat", {"player_id": pid, "table": elsewhere[0], "seat": elsewhere[1]})
        floor.step("bust", 3)
        by_seq = {a.seq: a for a in floor.log}
        state = copy_of(floor.state)
        effect = undo_in_place(state, move, by_seq.get)
        if not other_seat_taken:
            assert effect is None  # the rebuy sat him down without the move only: refused at once
            assert f"Player {pid} already sits at table {source[0]}, seat {source[1]}" in refused_as_the_replay(floor, move)
            continue
        assert effect is not None
        effect()
        without = TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq])
        assert_same(state, without)
        assert state.seating.last_bust(pid) is not None and state.seating.last_bust(pid).seat == source[1]
        put_back = redo_in_place(
            state, move, by_seq.get, lambda state=state, move=move: TOURNAMENT.decide(state, move), unchanged_before=True
        )
        assert put_back is not None
        put_back()
        assert_same(state, TOURNAMENT.replay(floor.log))


def test_a_move_is_refused_without_replaying_once_the_seat_he_left_was_given_after_his_own_add_on_bust_and_rebuy() -> None:
    """His add-on reads nothing of his seat; his bust and the rebuy that sat him back down happen in both worlds,
    at the seat he keeps each time: when the seat he moved from is then given, without the move it is his."""
    floor = Floor(13, 12)
    seating = floor.state.seating
    pid, source, first, move = first_player_moved(floor)
    assert floor.act("money.addon", {"player_id": pid})
    rebuy = out_and_back(floor, pid)
    assert seating.seat_of[pid] == first
    taker = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (source[0], first[0]))
    assert floor.act("seating.move", {"player_id": taker, "table": source[0], "seat": source[1]})
    words = refused_as_the_replay(floor, move)
    assert f"#{floor.log[-1].seq}" in words and rebuy.seq < floor.log[-1].seq
    assert f"Table {source[0]} is full" in words  # that seat was his table's last free one


def test_a_move_is_refused_without_replaying_when_a_rebuy_sat_somebody_in_the_seat_he_left_before_he_moved_on() -> None:
    """Q's rebuy sat Q in the seat P had left; P then moved on to a third table. Without P's first move P still sat
    there when Q bought back in: Q has no seat when Q next busts."""
    floor = Floor(14, 14)
    seating = floor.state.seating
    q = sorted(seating.seat_of)[0]
    seat = seating.seat_of[q]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    pid = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    assert floor.act("seating.move", {"player_id": pid, "table": seat[0], "seat": seat[1]})  # into Q's old seat
    to = free_seat(floor, not_table=seat[0])
    assert floor.act("seating.move", {"player_id": pid, "table": to[0], "seat": to[1]})
    move = floor.log[-1]  # the target: from Q's old seat
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    third = next((t.number, s) for t in seating.open_tables() for s in t.open_empty_seats() if t.number not in (seat[0], to[0]))
    assert floor.act("seating.move", {"player_id": pid, "table": third[0], "seat": third[1]})  # he moves on
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    words = refused_as_the_replay(floor, move)
    assert f"Player {q} has no seat: only a seated player can be out" in words and f"#{floor.log[-1].seq}" in words


def p_leaves_the_seat_q_then_takes(seed: int, *, with_r: bool) -> tuple[Floor, int, int, int | None, tuple[int, int], Action]:
    """Q busts (and, `with_r`, R after him at the same seat); P moves into that seat and away to another table (the
    target); Q's rebuy sits Q there, which without the move P still held; P moves on to a third table, so that
    without the move the seat is free from then on: (floor, P, Q, R, the seat, the move)."""
    floor = Floor(seed, 14)
    seating = floor.state.seating
    q = sorted(seating.seat_of)[0]
    seat = seating.seat_of[q]
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    r = None
    if with_r:
        r = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
        into(floor, r, seat)
        assert floor.act("player.bust", {"busts": [{"player_id": r}]})
    pid = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    into(floor, pid, seat)
    to = free_seat(floor, not_table=seat[0])
    into(floor, pid, to)
    move = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    third = next((t.number, s) for t in seating.open_tables() for s in t.open_empty_seats() if t.number not in (seat[0], to[0]))
    into(floor, pid, third)  # he moves on
    return floor, pid, q, r, seat, move


def test_a_move_is_refused_at_once_at_the_break_of_the_table_he_left_once_he_moved_on() -> None:
    """Once P moved on, only Q differs at the table P first left: the break of that table lists Q, who without the
    move never sat there (no check of who is missing fails first: P sits at a third table in both worlds)."""
    floor, _, q, _, seat, move = p_leaves_the_seat_q_then_takes(14, with_r=False)
    assert floor.act("seating.break_table", draw_break(floor.state.seating, seat[0], 6, rng=floor.rng))
    words = refused_as_the_replay(floor, move)
    assert f"Player {q} does not sit at table {seat[0]}" in words and f"#{floor.log[-1].seq}" in words


def test_a_move_is_refused_at_once_when_a_later_rebuy_found_the_seat_he_left_taken_only_as_the_log_stands() -> None:
    """After P moved on, R's rebuy looks at the same seat (R busted there too): taken by Q as the log stands, free
    without the move, where it sits R down. The floor then seats R: without the move R already sits. Or R waits
    and Q busts: without the move Q has no seat. A break of that table after R's look meets R in its check of who
    is missing: left to the replay."""
    floor, _, q, r, seat, move = p_leaves_the_seat_q_then_takes(14, with_r=True)
    seating = floor.state.seating
    assert floor.act("money.rebuy", {"player_id": r})
    assert r not in seating.seat_of  # Q holds the seat of R's bust
    floor.seat(r)
    words = refused_as_the_replay(floor, move)
    assert f"Player {r} already sits at table {seat[0]}, seat {seat[1]}" in words and f"#{floor.log[-1].seq}" in words

    floor, _, q, r, seat, move = p_leaves_the_seat_q_then_takes(14, with_r=True)
    assert floor.act("money.rebuy", {"player_id": r})
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    words = refused_as_the_replay(floor, move)
    assert f"Player {q} has no seat: only a seated player can be out" in words and f"#{floor.log[-1].seq}" in words

    floor, _, q, r, seat, move = p_leaves_the_seat_q_then_takes(14, with_r=True)
    assert floor.act("money.rebuy", {"player_id": r})
    assert floor.act("seating.break_table", draw_break(floor.state.seating, seat[0], 6, rng=floor.rng))
    assert refusal_in_place(floor.state, move, {a.seq: a for a in floor.log}.get) is None
    with pytest.raises(ReplayError, match=f"Player {r} of table {seat[0]} has no new seat"):
        TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq])


def test_a_move_is_refused_without_replaying_when_only_the_seat_he_moved_from_was_taken_before_his_rebuy() -> None:
    """After his bust somebody took the seat he had moved from: his rebuy sits him back in the seat of his bust
    with the move, in none without it, where his next bust finds him without a seat."""
    floor = Floor(11, 12)
    seating = floor.state.seating
    pid, source, first, move = first_player_moved(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    taker = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (source[0], first[0]))
    assert floor.act("seating.move", {"player_id": taker, "table": source[0], "seat": source[1]})
    assert floor.act("money.rebuy", {"player_id": pid})
    assert seating.seat_of[pid] == first
    assert floor.act("money.addon", {"player_id": pid})
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    words = refused_as_the_replay(floor, move)
    assert f"Player {pid} has no seat: only a seated player can be out" in words and f"#{floor.log[-1].seq}" in words


def test_an_undo_of_a_bust_is_refused_without_replaying_when_his_own_rebuy_found_his_seat_taken() -> None:
    """Q's rebuy sat Q in the seat P had busted in, so P's rebuy found it taken and P was seated elsewhere; without
    P's bust P still sits there, his rebuy is one more purchase, and his seat given finds him seated. A third
    player's rebuy looking at that seat in between sits nobody down in either world."""
    floor = Floor(25, 16)
    seating = floor.state.seating
    r = sorted(seating.seat_of)[0]
    seat = seating.seat_of[r]
    movers = [p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0]]
    q, pid = movers[0], movers[1]
    assert floor.act("player.bust", {"busts": [{"player_id": r}]})
    into(floor, q, seat)
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    into(floor, pid, seat)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    assert floor.act("money.rebuy", {"player_id": r})  # a third look: the seat is Q's, and P's without the bust
    assert r not in seating.seat_of
    assert floor.act("money.rebuy", {"player_id": pid})
    assert pid not in seating.seat_of
    elsewhere = free_seat(floor, not_table=seat[0])
    assert floor.act("seating.seat", {"player_id": pid, "table": elsewhere[0], "seat": elsewhere[1]})
    words = refused_as_the_replay(floor, bust)
    assert f"Player {pid} already sits at table {seat[0]}, seat {seat[1]}" in words and f"#{floor.log[-1].seq}" in words


def test_a_bust_is_undone_and_redone_in_place_when_another_player_s_rebuy_then_took_his_seat() -> None:
    """R and then Q busted in the seat P busted in last; Q's rebuy found it free and sat Q down, R's found it taken.
    Without P's bust P still sits there: Q is in, waiting for a seat, and R's rebuy finds it taken all the same."""
    floor = Floor(27, 12)
    seating = floor.state.seating
    r = sorted(seating.seat_of)[0]
    seat = seating.seat_of[r]
    neighbour = next(p for p in sorted(seating.seat_of) if p != r and seating.seat_of[p][0] == seat[0])
    assert floor.act("player.bust", {"busts": [{"player_id": neighbour}]})  # a free seat at the table, for later
    movers = [p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0]]
    q, pid = movers[0], movers[1]
    assert floor.act("player.bust", {"busts": [{"player_id": r}]})
    into(floor, q, seat)
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    into(floor, pid, seat)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    assert floor.act("money.addon", {"player_id": q})
    assert floor.act("money.rebuy", {"player_id": r})
    assert r not in seating.seat_of
    undone, redone = round_trip(floor, bust, unchanged=False)
    assert undone.seating.seat_of[pid] == seat and q not in undone.seating.seat_of
    assert redone is not None and redone.seating.seat_of[q] == seat and pid not in redone.seating.seat_of
    walk_in = floor.next_player
    assert floor.act("registration.register", {"player_id": walk_in})
    assert floor.act("money.buy_in", {"player_id": walk_in, "document": "W"})
    free = next(s for s in seating.tables[seat[0]].open_empty_seats())
    assert floor.act("seating.seat", {"player_id": walk_in, "table": seat[0], "seat": free})  # the same count, P or Q there
    assert undo_in_place(copy_of(floor.state), bust, {a.seq: a for a in floor.log}.get) is not None
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})  # Q's bust reads his seat: left to the replay
    assert undo_in_place(copy_of(floor.state), bust, {a.seq: a for a in floor.log}.get) is None


@pytest.mark.parametrize("kind", ["warning", "missed_hands"])
def test_a_bust_is_undone_and_redone_in_place_past_a_warning_to_the_player_whose_rebuy_took_his_seat(kind: str) -> None:
    """Q's rebuy sat Q in the seat P busted in, and Q was then warned (or made to miss hands): the record notes
    Q's table. Without P's bust Q waits for a seat, and the same penalty notes no table; redone, Q's table again."""
    floor = Floor(27, 12)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    bust = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    assert floor.act("floor.penalty", {"player_id": q, "kind": kind, "reason": "Linguagem"})
    assert floor.state.floor.penalties[-1].table == seat[0]
    undone, redone = round_trip(floor, bust, unchanged=False)
    assert q not in undone.seating.seat_of and undone.floor.penalties[-1].table is None
    assert redone is not None and redone.floor.penalties[-1].table == seat[0]


def q_looks_at_the_seat_p_left(seed: int) -> tuple[Floor, int, int, tuple[int, int], tuple[int, int], Action]:
    """Q busted, P moved into Q's seat and on to another table (the target); Q's rebuy sat Q back in his seat,
    which without the move P still held: (floor, P, Q, Q's seat, P's seat, the move)."""
    floor = Floor(seed, 14)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    to = free_seat(floor, not_table=seat[0])
    into(floor, pid, to)
    move = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    return floor, pid, q, seat, to, move


@pytest.mark.parametrize("then", ["orbits", "re-entry", "both"])
def test_a_move_is_undone_in_place_after_his_bust_past_a_count_of_the_looked_at_table_and_his_re_entry(then: str) -> None:
    """Q's rebuy sat Q in the seat P had left (without the move P's: Q waits), then P busted at his new seat. A
    missed-orbits penalty at Q's table counts Q as the log stands, one player fewer without the move; P's re-entry
    with a new seat is the same in both worlds. Undone and redone in place, as the replay has them."""
    floor, pid, q, seat, _, move = q_looks_at_the_seat_p_left(26)
    seating = floor.state.seating
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    if then in ("orbits", "both"):
        mate = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == seat[0] and p != q)
        assert floor.act("floor.penalty", {"player_id": mate, "kind": "missed_orbits", "reason": "Conduta"})
    if then in ("re-entry", "both"):
        assert floor.act("money.reentry", {"player_id": pid})
        floor.seat(pid)
        assert pid in seating.seat_of
    undone, redone = round_trip(floor, move, unchanged=False)
    assert q not in undone.seating.seat_of and redone is not None
    if then != "re-entry":
        assert undone.floor.penalties[-1].hands == floor.state.floor.penalties[-1].hands - 1


def test_a_move_into_a_seat_a_rebuy_then_looked_at_is_undone_in_place_past_a_count_of_its_table() -> None:
    """Q's rebuy found Q's old seat taken by P (without the move it sits Q there), then P busted. A missed-orbits
    penalty at that table counts one player more without the move: undone in place, its hands one orbit more."""
    floor, q, seat, move = q_looks_at_the_seat_p_moved_into(26)
    seating = floor.state.seating
    mate = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == seat[0])
    assert floor.act("floor.penalty", {"player_id": mate, "kind": "missed_orbits", "reason": "Conduta"})
    undone, redone = round_trip(floor, move, unchanged=False)
    assert undone.seating.seat_of[q] == seat and redone is not None
    assert undone.floor.penalties[-1].hands == floor.state.floor.penalties[-1].hands + 1


def test_a_look_refusal_holds_once_the_moved_player_left_both_seats() -> None:
    """P moves on to a third table, and somebody comes and goes through the seat P had moved to (free in both
    worlds once P left it): Q's bust still finds no seat without the move. The same when P busts and re-enters
    (his new seat is its own action) before Q's bust."""
    floor, pid, q, seat, to, move = q_looks_at_the_seat_p_left(26)
    seating = floor.state.seating
    third = next((t.number, s) for t in seating.open_tables() for s in t.open_empty_seats() if t.number not in (seat[0], to[0]))
    into(floor, pid, third)
    passer = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (seat[0], to[0]) and p != pid)
    into(floor, passer, to)
    assert floor.act("player.bust", {"busts": [{"player_id": passer}]})
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    words = refused_as_the_replay(floor, move)
    assert f"Player {q} has no seat: only a seated player can be out" in words and f"#{floor.log[-1].seq}" in words
    floor, pid, q, seat, to, move = q_looks_at_the_seat_p_left(26)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("money.reentry", {"player_id": pid})
    floor.seat(pid)
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    assert f"Player {q} has no seat" in refused_as_the_replay(floor, move)


def test_a_move_comes_back_in_place_when_his_rebuy_sat_him_down_in_one_world_only() -> None:
    """P busted at the seat he moved to; Q's rebuy then sat Q back in the seat P had left (free in both worlds);
    P's rebuy finds the seat of his bust free as the log stands, taken by Q without the move: undone, P is in and
    waits for a seat; redone, he sits again."""
    floor = Floor(26, 14)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    to = free_seat(floor, not_table=seat[0])
    into(floor, pid, to)
    move = floor.log[-1]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("money.rebuy", {"player_id": q})
    assert floor.act("money.rebuy", {"player_id": pid})
    assert floor.act("money.addon", {"player_id": pid})
    assert seating.seat_of[q] == seat and seating.seat_of[pid] == to
    undone, redone = round_trip(floor, move, unchanged=False)
    assert pid not in undone.seating.seat_of and redone is not None
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})  # his bust reads the seat he has in one world only
    assert undo_in_place(copy_of(floor.state), move, {a.seq: a for a in floor.log}.get) is None


@pytest.mark.parametrize("counted", ["nowhere", "his old table", "his table"])
@pytest.mark.parametrize("then", ["bust", "move"])
def test_a_move_s_undo_is_refused_at_once_when_his_rebuy_sat_him_down_in_one_world_only_and_he_left_that_seat(
    then: str, counted: str
) -> None:
    """As above, with a warning to P between the move and his bust (it goes through wherever he sits): P's rebuy sat
    him down as the log stands only, so his next bust or move finds him without a seat without the move -- refused
    there, in the rules' words, known without replaying. `counted`: a missed-orbits penalty in between counted Q's
    table (P's old seat, his in neither world since the rebuy: the same count in both) or P's (one player fewer
    without the move: its hands differ, it holds all the same -- RPT Art. 71.1)."""
    floor = Floor(26, 14)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    to = free_seat(floor, not_table=seat[0])
    into(floor, pid, to)
    move = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": pid, "kind": "warning", "reason": "Linguagem"})
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("money.rebuy", {"player_id": q})
    assert floor.act("money.rebuy", {"player_id": pid})
    assert seating.seat_of[pid] == to
    if counted != "nowhere":
        at = seat[0] if counted == "his old table" else to[0]
        mate = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == at and p != pid)
        assert floor.act("floor.penalty", {"player_id": mate, "kind": "missed_orbits", "reason": "Conduta"})
    if then == "bust":
        assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
        assert f"Player {pid} has no seat: only a seated player can be out." in refused_as_the_replay(floor, move)
    else:
        elsewhere = free_seat(floor, not_table=to[0])
        assert floor.act("seating.move", {"player_id": pid, "table": elsewhere[0], "seat": elsewhere[1]})
        assert f"Player {pid} has no seat to move from." in refused_as_the_replay(floor, move)


@pytest.mark.parametrize("then", ["R seated", "P busts"])
def test_a_move_s_undo_is_refused_at_once_when_his_rebuy_sat_him_down_in_one_world_only_and_another_rebuy_looked_there(
    then: str,
) -> None:
    """As above, but R had busted at the seat P moved to before P came: once P's rebuy sat P there (as the log
    stands only), R's rebuy finds it taken, and without the move free, where it sits R down. When the floor then
    seats R, without the move R already sits; when P busts first, R's look changes nothing of P's refusal."""
    floor = Floor(26, 14)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    to = free_seat(floor, not_table=seat[0])
    r = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (seat[0], to[0]))
    into(floor, r, to)
    assert floor.act("player.bust", {"busts": [{"player_id": r}]})  # the seat of R's bust: `to`
    into(floor, pid, to)
    move = floor.log[-1]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("money.rebuy", {"player_id": q})
    assert floor.act("money.rebuy", {"player_id": pid})
    assert floor.act("money.rebuy", {"player_id": r})
    assert seating.seat_of[pid] == to and r not in seating.seat_of
    if then == "R seated":
        floor.seat(r)
        words = refused_as_the_replay(floor, move)
        assert f"Player {r} already sits at table {to[0]}, seat {to[1]}." in words and f"#{floor.log[-1].seq}" in words
    else:
        assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
        assert f"Player {pid} has no seat: only a seated player can be out." in refused_as_the_replay(floor, move)


@pytest.mark.parametrize("then", ["nothing", "P moves"])
@pytest.mark.parametrize("resized", ["after", "before"])
def test_a_move_s_rebuy_found_no_place_at_the_seat_he_left_with_a_resize_taking_that_seat_away(then: str, resized: str) -> None:
    """P moved from the last seat of a table (the target), busted at his new one; P's rebuy sat P down as the log
    stands only: without the move it looks at the seat he left, which R had taken (R's bust from it later says it
    was in play and taken then, whatever a resize did after), or which a resize had taken away before the rebuy.
    Undone in place (P waits for a seat); once P moves on, refused at once (no seat to move from)."""
    floor = Floor(26, 14)
    seating = floor.state.seating
    pid = sorted(seating.seat_of)[0]
    last = next(t.number for t in seating.open_tables() if 6 in t.open_empty_seats() and t.number != seating.seat_of[pid][0])
    into(floor, pid, (last, 6))
    to = free_seat(floor, not_table=last)
    into(floor, pid, to)
    move = floor.log[-1]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    if resized == "before":
        assert floor.act("seating.resize_table", {"table": last, "seats": 5})
        assert floor.act("money.rebuy", {"player_id": pid})
    else:
        r = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] not in (last, to[0]))
        into(floor, r, (last, 6))
        assert floor.act("money.rebuy", {"player_id": pid})
        assert floor.act("player.bust", {"busts": [{"player_id": r}]})
        assert floor.act("seating.resize_table", {"table": last, "seats": 5})
    assert seating.seat_of[pid] == to
    if then == "nothing":
        undone, _ = round_trip(floor, move, unchanged=False)
        assert pid not in undone.seating.seat_of  # without the move his rebuy found the seat of his bust taken by R
    else:
        elsewhere = free_seat(floor, not_table=to[0])
        into(floor, pid, elsewhere)
        assert f"Player {pid} has no seat to move from." in refused_as_the_replay(floor, move)


def test_an_add_on_is_redone_in_place_after_the_player_busted() -> None:
    """Decided again on the state as it stands his add-on would be refused (he is out now); where it stands in the
    log it holds as it did, and nothing since reads it: put back in place, the whole log's state again."""
    floor = Floor(28, 12)
    pid = sorted(floor.state.seating.seat_of)[2]
    assert floor.act("money.addon", {"player_id": pid})
    addon = floor.log[-1]
    for step, pick in (("move", 3), ("bust", 5), ("late", 0)):
        floor.step(step, pick)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    by_seq = {a.seq: a for a in floor.log}
    state = copy_of(floor.state)
    effect = undo_in_place(state, addon, by_seq.get)
    assert effect is not None
    effect()
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != addon.seq]))
    with pytest.raises(RuleError):
        TOURNAMENT.decide(state, addon)  # out of the tournament, as the state stands
    put_back = redo_in_place(state, addon, by_seq.get, lambda: TOURNAMENT.decide(state, addon), unchanged_before=True)
    assert put_back is not None
    put_back()
    assert_same(state, TOURNAMENT.replay(floor.log))
    again = copy_of(floor.state)
    undone = undo_in_place(again, addon, by_seq.get)
    assert undone is not None
    undone()
    assert redo_in_place(again, addon, by_seq.get, lambda: TOURNAMENT.decide(again, addon)) is None  # something before changed
    someone_else = next(a for a in floor.log if a.kind == "money.buy_in" and a.payload["player_id"] != pid)
    his_own = next(a for a in floor.log if a.kind == "money.buy_in" and a.payload["player_id"] == pid)
    decide = lambda: TOURNAMENT.decide(again, addon)  # noqa: E731
    assert redo_in_place(copy_of(again), addon, by_seq.get, decide, changed_before=[his_own]) is None  # his own standing
    assert redo_in_place(copy_of(again), addon, by_seq.get, decide, changed_before=[someone_else]) is not None


def test_a_table_broken_later_does_not_send_an_undo_to_the_replay_unless_it_moved_what_the_undo_touches() -> None:
    """Tables break all day at a festival. A break names the players it moves, the seats they left and took and
    the table it empties: an early move of somebody else is still undone and redone in place after it."""
    floor = Floor(29, 12)
    seating = floor.state.seating
    assert floor.act("seating.open_table", {"table": 5, "seats": 6})
    _, source, first, move = first_player_moved(floor)
    breaking = next(t.number for t in seating.open_tables() if t.number not in (source[0], first[0]) and t.players)
    assert floor.act("seating.break_table", draw_break(seating, breaking, 6, rng=random.Random(1)))
    placed = {(entry["table"], entry["seat"]) for entry in floor.log[-1].payload["seats"]}
    assert placed and source not in placed and first not in placed  # nobody put in either of his seats
    assert undone_then_redone(floor, move, unchanged=True)


def test_a_move_comes_back_in_place_when_the_table_he_left_was_broken_before_his_rebuy() -> None:
    """He moved away from a table, busted at his new seat, the old table was broken, and he bought back in at the
    seat of his bust. Without the move he busted at the old table, and his rebuy finds it broken: he is in,
    waiting for a seat."""
    floor = Floor(30, 12)
    seating = floor.state.seating
    pid, source, first, move = first_player_moved(floor)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    draws = (draw_break(seating, source[0], 6, rng=random.Random(k)) for k in range(50))
    breaking = next(d for d in draws if all((e["table"], e["seat"]) != first for e in d["seats"]))  # his seat left free
    assert floor.act("seating.break_table", breaking)
    assert not seating.tables[source[0]].is_open
    assert floor.act("money.rebuy", {"player_id": pid})
    assert seating.seat_of[pid] == first
    by_seq = {a.seq: a for a in floor.log}
    state = copy_of(floor.state)
    effect = undo_in_place(state, move, by_seq.get)
    assert effect is not None
    effect()
    assert pid not in state.seating.seat_of
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq]))


def round_trip(floor: Floor, target: Action, *, unchanged: bool) -> tuple[TournamentState, TournamentState | None]:
    """Undo `target` in place (it must be), then try to put it back in place, each checked against the replay:
    the state without it, and the state with it again (None: not in place)."""
    by_seq = {a.seq: a for a in floor.log}
    state = copy_of(floor.state)
    effect = undo_in_place(state, target, by_seq.get)
    assert effect is not None
    effect()
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq != target.seq]))
    undone = copy_of(state)
    put_back = redo_in_place(state, target, by_seq.get, lambda: TOURNAMENT.decide(state, target), unchanged_before=unchanged)
    if put_back is None:
        return undone, None
    put_back()
    assert_same(state, TOURNAMENT.replay(floor.log))
    return undone, state


def undone_then_redone(floor: Floor, target: Action, *, unchanged: bool) -> bool:
    """Whether `target`, undone in place, is put back in place (both checked against the replay)."""
    return round_trip(floor, target, unchanged=unchanged)[1] is not None


def test_a_move_undone_in_place_past_a_rebuy_that_took_his_old_seat_leaves_a_later_missed_orbits_count_alone() -> None:
    """P left the seat Q had busted in; Q's rebuy back in sat Q there (RPT Art. 7.1); then a player at that table
    got a missed-orbits penalty (Art. 71.1: one hand a player at the table). Without the move P sits there and Q
    waits for a seat: the table counts the same players, the penalty's hands stay (found by a random search with
    the generated floors' checker: the undo counted P there once more)."""
    floor = Floor(23, 14)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    to = free_seat(floor, not_table=seat[0])
    into(floor, pid, to)
    move = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    mate = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == seat[0] and p != q)
    assert floor.act("floor.penalty", {"player_id": mate, "kind": "missed_orbits", "reason": "Conduta"})
    hands = floor.state.floor.penalties[-1].hands
    undone, redone = round_trip(floor, move, unchanged=False)
    assert undone.seating.seat_of[pid] == seat and q not in undone.seating.seat_of
    assert undone.floor.penalties[-1].hands == hands
    assert redone is None or redone.floor.penalties[-1].hands == hands


def test_a_re_entry_and_its_seat_are_undone_and_redone_in_place_past_a_missed_orbits_penalty_at_his_table() -> None:
    """A missed-orbits penalty at the table his re-entry sat him at counted him (RPT Art. 71.1: one hand a player
    at the table): without the re-entry one hand fewer an orbit, with it again one more -- nothing else read."""
    floor = Floor(12, 14)
    seating = floor.state.seating
    pid = sorted(seating.seat_of)[0]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    floor.step("addon", 3)
    assert floor.act("money.reentry", {"player_id": pid})
    reentry = floor.log[-1]
    table, seat = next((t.number, s) for t in seating.open_tables() if t.count for s in t.open_empty_seats())
    assert floor.act("seating.seat", {"player_id": pid, "table": table, "seat": seat})
    seat_action = floor.log[-1]
    mate = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == table and p != pid)
    assert floor.act("floor.penalty", {"player_id": mate, "kind": "missed_orbits", "orbits": 2, "reason": "Conduta"})
    hands = floor.state.floor.penalties[-1].hands
    by_seq = {a.seq: a for a in floor.log}
    state = copy_of(floor.state)
    effect = undo_in_place(state, reentry, by_seq.get, [seat_action])
    assert effect is not None
    effect()
    assert_same(state, TOURNAMENT.replay([a for a in floor.log if a.seq not in (reentry.seq, seat_action.seq)]))
    assert state.floor.penalties[-1].hands == hands - 2
    put_back = redo_in_place(
        state,
        reentry,
        by_seq.get,
        lambda: TOURNAMENT.decide(state, reentry),
        with_it=[seat_action],
        decide_each=lambda each: TOURNAMENT.decide(state, each),
    )
    assert put_back is not None
    put_back()
    assert_same(state, TOURNAMENT.replay(floor.log))
    assert state.floor.penalties[-1].hands == hands


def test_a_move_is_undone_in_place_past_a_rebuy_that_looked_at_his_old_seat_his_move_on_and_a_count_of_the_table_he_left() -> None:
    """P sat in the seat Q had busted in and moved to another table; Q's rebuy sat Q there (RPT Art. 7.1); then P
    moved on, and a missed-orbits penalty counted the table of the seat P had moved to. Without the move Q waits
    for a seat and P moves on from his old seat: that table counts the same players in both worlds (P left it),
    so the undo is made in place -- only Q's seat differs."""
    floor = Floor(23, 14)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    to = free_seat(floor, not_table=seat[0])
    into(floor, pid, to)
    move = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    on = next((t.number, s) for t in seating.open_tables() if t.number not in (seat[0], to[0]) for s in t.open_empty_seats())
    into(floor, pid, on)
    mate = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] == to[0] and p != pid)
    assert floor.act("floor.penalty", {"player_id": mate, "kind": "missed_orbits", "reason": "Conduta"})
    undone, _ = round_trip(floor, move, unchanged=False)
    assert q not in undone.seating.seat_of and undone.seating.seat_of[pid] == on


def test_a_balance_move_is_redone_in_place_when_nothing_before_it_changed() -> None:
    """A balancing move read the counts of both tables: as they stood then only if nothing before it changed."""
    floor = Floor(31, 12)
    seating = floor.state.seating
    full = max(seating.open_tables(), key=lambda t: t.count)
    empty = min(seating.open_tables(), key=lambda t: t.count)
    pid = sorted(full.players.values())[0]
    assert floor.act("seating.move", {"player_id": pid, "table": empty.number, "seat": 1, "reason": "balance"})
    balance = floor.log[-1]
    floor.step("addon", 3)
    assert undone_then_redone(floor, balance, unchanged=True)
    assert not undone_then_redone(floor, balance, unchanged=False)


def test_a_move_is_redone_in_place_when_a_rebuy_took_the_seat_after_he_moved_on() -> None:
    """P moved into the seat Q had busted in and on to a third table; Q's rebuy then sat Q back there. Put back
    after something before it changed, the move needs that seat free at its time: the rebuy that found it free
    and took it says so."""
    floor = Floor(26, 14)
    seating = floor.state.seating
    q, seat, pid = p_into_the_seat_q_left(floor)
    move = floor.log[-1]
    third = free_seat(floor, not_table=seat[0])
    into(floor, pid, third)
    assert floor.act("money.rebuy", {"player_id": q})
    assert seating.seat_of[q] == seat
    assert undone_then_redone(floor, move, unchanged=False)


def test_a_bust_is_redone_in_place_after_the_player_who_eliminated_him_acted_again() -> None:
    """The floor named who won his chips; that player moved and bought an add-on since. If nothing before the bust
    changed, he was in when it happened: the bust goes back in place."""
    floor = Floor(32, 12)
    seating = floor.state.seating
    pid, winner = sorted(seating.seat_of)[1], sorted(seating.seat_of)[2]
    his_seat = seating.seat_of[pid]
    assert floor.act("player.bust", {"busts": [{"player_id": pid, "eliminator_id": winner}]})
    bust = floor.log[-1]
    assert floor.act("money.addon", {"player_id": winner})
    into(floor, winner, free_seat(floor, not_table=seating.seat_of[winner][0], besides=his_seat))
    assert undone_then_redone(floor, bust, unchanged=True)
    assert not undone_then_redone(floor, bust, unchanged=False)


def test_a_move_is_undone_and_redone_in_place_when_a_rebuy_then_took_the_seat_he_left() -> None:
    """Q had busted in the seat P then moved away from; Q's rebuy sat Q back there. Undone, P holds it again and Q
    waits for a seat; redone, Q sits there again. A third player's rebuy looking at it later finds it taken either
    way."""
    floor, pid, q, seat, _, move = q_looks_at_the_seat_p_left(33)
    assert floor.act("money.addon", {"player_id": q})
    undone, redone = round_trip(floor, move, unchanged=True)
    assert undone.seating.seat_of[pid] == seat and q not in undone.seating.seat_of
    assert redone is not None and redone.seating.seat_of[q] == seat


def test_a_floor_ruling_does_not_send_an_earlier_undo_to_the_replay() -> None:
    """A ruling reads only that its players are registered and its table exists: a move before it comes back in
    place; a ruling naming the moved player's table or the player himself is followed, not a wall."""
    floor = Floor(34, 12)
    _, source, _, move = first_player_moved(floor)
    other = next(p for p in sorted(floor.state.seating.seat_of) if p != move.payload["player_id"])
    assert floor.act("floor.ruling", {"decision": "Chips found under the rail", "table": source[0], "player_ids": [other]})
    assert undone_then_redone(floor, move, unchanged=True)
    assert floor.log[-1].seq not in floor.state.reversal.opaque
    assert floor.log[-1].seq in floor.state.reversal.ruled[other]


def test_an_undo_of_a_table_opened_is_refused_at_the_first_ruling_naming_it() -> None:
    """Without the table a ruling naming it is refused first ("no table"): not known here, left to the replay."""
    floor = Floor(35, 10)
    assert floor.act("seating.open_table", {"table": 7, "seats": 6})
    opened = floor.log[-1]
    assert floor.act("floor.ruling", {"decision": "New table for the next flight", "table": 7})
    assert floor.act("seating.move", {"player_id": sorted(floor.state.seating.seat_of)[0], "table": 7, "seat": 1})
    assert refusal_in_place(floor.state, opened, {a.seq: a for a in floor.log}.get) is None
    with pytest.raises(ReplayError) as replayed:
        TOURNAMENT.replay([a for a in floor.log if a.seq != opened.seq])
    assert replayed.value.action.kind == "floor.ruling"


def test_a_move_is_undone_and_redone_in_place_when_a_rebuy_took_the_seat_he_left_and_then_he_busted() -> None:
    """Q's rebuy sat Q back in the seat P had left; then P busted. Undone, P held that seat until his bust (he is
    out from it) and Q waits for a seat; redone, Q sits there again. Once anything touches that seat after P's bust
    (Q moves away), the two worlds part: left to the replay."""
    floor, pid, q, seat, to, move = q_looks_at_the_seat_p_left(33)
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    undone, redone = round_trip(floor, move, unchanged=True)
    assert q not in undone.seating.seat_of and undone.seating.last_bust(pid).table == seat[0]
    assert redone is not None and redone.seating.seat_of[q] == seat
    into(floor, q, free_seat(floor, not_table=seat[0], besides=to))
    assert undo_in_place(copy_of(floor.state), move, {a.seq: a for a in floor.log}.get) is None


def test_a_move_is_undone_and_redone_in_place_when_a_rebuy_took_the_seat_he_left_and_then_he_moved_on() -> None:
    """As when he busts: P moves on from the seat he moved to (from the seat he left without the move), and Q,
    whose rebuy took that seat as the log stands, waits for a seat without the move."""
    floor, pid, q, seat, to, move = q_looks_at_the_seat_p_left(33)
    third = free_seat(floor, not_table=to[0], besides=seat)
    into(floor, pid, third)
    undone, redone = round_trip(floor, move, unchanged=True)
    assert q not in undone.seating.seat_of and undone.seating.seat_of[pid] == third
    assert redone is not None and redone.seating.seat_of[q] == seat


def test_a_move_is_undone_and_redone_in_place_when_a_rebuy_looked_at_the_seat_he_moved_into_and_then_he_busted() -> None:
    """R had busted in the seat P moved into; R's rebuy found it taken by P and R waits for a seat; then P busted.
    Undone, the seat was free at R's rebuy: R sits there, P is out from the seat he never left."""
    floor = Floor(34, 14)
    seating = floor.state.seating
    r = sorted(seating.seat_of)[0]
    seat = seating.seat_of[r]
    assert floor.act("player.bust", {"busts": [{"player_id": r}]})
    pid = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0])
    source = seating.seat_of[pid]
    into(floor, pid, seat)
    move = floor.log[-1]
    assert floor.act("money.rebuy", {"player_id": r})
    assert r not in seating.seat_of
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    undone, redone = round_trip(floor, move, unchanged=True)
    assert undone.seating.seat_of[r] == seat and undone.seating.last_bust(pid).table == source[0]
    assert redone is not None and r not in redone.seating.seat_of
    assert floor.act("money.rebuy", {"player_id": pid})  # his rebuy reads the seat of his bust: not followed
    assert undo_in_place(copy_of(floor.state), move, {a.seq: a for a in floor.log}.get) is None


def test_a_seat_given_is_undone_and_redone_in_place_after_his_add_on_or_a_bust_he_won() -> None:
    """A late entry seated, then his add-on and a bust where he won the chips: none needs him seated, so the seat
    comes back out (he waits for one) and goes back in place. Once he moves, his seat is read: left to the replay
    or refused."""
    floor = Floor(35, 12)
    pid = floor.next_player
    assert floor.act("registration.register", {"player_id": pid})
    assert floor.act("money.buy_in", {"player_id": pid, "document": "L"})
    floor.seat(pid)
    seat_given = floor.log[-1]
    assert seat_given.kind == "seating.seat"
    assert floor.act("money.addon", {"player_id": pid})
    victim = next(p for p in sorted(floor.state.seating.seat_of) if p != pid)
    assert floor.act("player.bust", {"busts": [{"player_id": victim, "eliminator_id": pid}]})
    undone, redone = round_trip(floor, seat_given, unchanged=False)
    assert pid not in undone.seating.seat_of and undone.registrations[pid].addons == 1
    assert redone is not None and redone.seating.seat_of[pid] == floor.state.seating.seat_of[pid]
    into(floor, pid, free_seat(floor, not_table=floor.state.seating.seat_of[pid][0]))
    assert undo_in_place(copy_of(floor.state), seat_given, {a.seq: a for a in floor.log}.get) is None


@pytest.mark.parametrize("kind", ["warning", "missed_hands"])
def test_a_seat_given_is_undone_and_redone_in_place_past_a_warning_to_him(kind: str) -> None:
    """A late entry seated, then warned (or made to miss hands): the record notes his table. Undone in place he
    waits for a seat and the same penalty notes none; redone, his table again -- as the replay has it."""
    floor = Floor(35, 12)
    pid = floor.next_player
    assert floor.act("registration.register", {"player_id": pid})
    assert floor.act("money.buy_in", {"player_id": pid, "document": "L"})
    floor.seat(pid)
    seat_given = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": pid, "kind": kind, "reason": "Linguagem"})
    table = floor.state.seating.seat_of[pid][0]
    undone, redone = round_trip(floor, seat_given, unchanged=False)
    assert pid not in undone.seating.seat_of and undone.floor.penalties[-1].table is None
    assert redone is not None and redone.floor.penalties[-1].table == table


def test_a_move_is_refused_without_replaying_when_rebuys_looked_at_both_his_seats() -> None:
    """Q busted in the seat P then moved into and away from (the target took P from it to R's old seat, R having
    busted there). Q's rebuy sat Q back in P's first seat, R's found R's seat taken by P. Without the move it is the
    other way round: Q waits, R sits; Q's bust then finds Q without a seat -- the replay's refusal, known at once.
    A seat given to R before that is refused first (he already sits without the move); once P left R's old seat,
    a move into it finds it taken without the move: never Q's refusal then."""

    def played(seed: int) -> tuple[Floor, int, int, Action]:
        floor = Floor(seed, 16)
        seating = floor.state.seating
        q, seat, pid = p_into_the_seat_q_left(floor)
        r = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != seat[0] and p != pid)
        assert floor.act("player.bust", {"busts": [{"player_id": r}]})
        into(floor, pid, (seating.last_bust(r).table, seating.last_bust(r).seat))
        move = floor.log[-1]
        assert floor.act("money.rebuy", {"player_id": q})
        assert floor.act("money.rebuy", {"player_id": r})
        assert seating.seat_of[q] == seat and r not in seating.seat_of
        return floor, q, r, move

    floor, q, r, move = played(36)
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    words = refused_as_the_replay(floor, move)
    assert f"Player {q} has no seat: only a seated player can be out" in words
    floor, q, r, move = played(36)
    floor.seat(r)
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    assert f"Player {r} already sits" in refused_as_the_replay(floor, move)
    floor, q, r, move = played(36)
    pid = move.payload["player_id"]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    seat_of = floor.state.seating.seat_of
    passer = next(p for p in sorted(seat_of) if seat_of[p][0] != move.payload["table"] and p != q)
    into(floor, passer, (move.payload["table"], move.payload["seat"]))
    assert floor.act("player.bust", {"busts": [{"player_id": q}]})
    refusal = refusal_in_place(floor.state, move, {a.seq: a for a in floor.log}.get)
    with pytest.raises(ReplayError) as replayed:
        TOURNAMENT.replay([a for a in floor.log if a.seq != move.seq])
    assert replayed.value.action.kind == "seating.move" and f"taken by player {r}" in replayed.value.render()
    assert refusal is None or refusal.render() == replayed.value.render()


def test_an_undo_of_the_seat_draw_or_the_first_structure_is_refused_without_replaying() -> None:
    """Without the draw its players have no seat: the first bust or move of one of them is refused, past the
    clock's start. Without the first structure the clock's start is refused, past the registrations, the tables
    opened and the draw. A draw whose players first take an add-on, or a later structure, are left to the replay."""
    floor = Floor(37, 12)
    draw = next(a for a in floor.log if a.kind == "seating.draw")
    structure = next(a for a in floor.log if a.kind == "clock.set_structure")
    start = next(a for a in floor.log if a.kind == "clock.start")
    assert f"#{start.seq} (clock.start)" in refused_as_the_replay(floor, structure)
    pid = sorted(floor.state.seating.seat_of)[3]
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert f"Player {pid} has no seat: only a seated player can be out" in refused_as_the_replay(floor, draw)
    floor = Floor(37, 12)
    pid = sorted(floor.state.seating.seat_of)[3]
    into(floor, pid, free_seat(floor, not_table=floor.state.seating.seat_of[pid][0]))
    assert f"Player {pid} has no seat to move from" in refused_as_the_replay(floor, draw)
    floor = Floor(37, 12)
    assert floor.act("money.addon", {"player_id": sorted(floor.state.seating.seat_of)[0]})
    floor.step("bust", 3)
    assert refusal_in_place(floor.state, draw, {a.seq: a for a in floor.log}.get) is None
    floor.step("structure", 0)
    again = floor.log[-1]
    assert again.kind == "clock.set_structure"
    assert refusal_in_place(floor.state, again, {a.seq: a for a in floor.log}.get) is None


def test_an_undo_of_the_clock_s_start_is_refused_at_the_first_clock_command_without_replaying() -> None:
    """Without the start the first pause is refused ("not started"): everything before it holds either way (every
    period is open before the start). So is the first next hand at a table where the start put the button, unless
    the floor set a button there first; a table resized in between (not followed) leaves it to the replay."""
    floor = Floor(38, 12)
    start = next(a for a in floor.log if a.kind == "clock.start")
    for step, pick in (("bust", 1), ("rebuy", 0), ("move", 4), ("addon", 2)):
        floor.step(step, pick)
    assert floor.act("clock.pause", {})
    assert f"#{floor.log[-1].seq} (clock.pause) depends on it: The clock has not been started." in refused_as_the_replay(floor, start)
    floor = Floor(38, 12)
    assert floor.act("seating.set_button", {"table": 2, "seat": sorted(floor.state.seating.tables[2].players)[-1]})
    assert floor.act("seating.next_hand", {"table": 2})  # the floor's own button: it holds without the start
    assert floor.act("seating.next_hand", {"table": 1})
    assert floor.act("clock.pause", {})
    words = refused_as_the_replay(floor, start)
    assert f"#{floor.log[-2].seq} (seating.next_hand) depends on it: The button of table 1 is not known" in words
    floor = Floor(38, 12)
    floor.step("opaque", 0)  # a late entrant seated by a draw: not followed
    assert floor.log[-1].kind == "seating.draw"
    assert floor.act("seating.next_hand", {"table": 1})
    assert refusal_in_place(floor.state, start, {a.seq: a for a in floor.log}.get) is None
    with pytest.raises(ReplayError, match="button of table 1 is not known"):
        TOURNAMENT.replay([a for a in floor.log if a.seq != start.seq])


def test_the_clock_s_start_is_undone_and_redone_in_place() -> None:
    """A start by mistake, found out an hour later: undone, the clock stands before level 1, the buttons it put are
    gone (a table broken since keeps none), the late entries count as buy-ins; every purchase since holds (every
    period is open before the start). Redone, all comes back as it was -- the buttons it put then, not where the
    players sit now. After a clock command it is refused (see above); a rebuy sold while the clock stood, past its
    period by the restarted clock, sends the redo to the replay, which refuses it."""
    floor = Floor(43, 14)
    start = next(a for a in floor.log if a.kind == "clock.start")
    buttons = {t.number: t.button for t in floor.state.seating.open_tables()}
    assert len(buttons) == 4 and sum(b is not None for b in buttons.values()) == 3  # one table too short for a hand
    for step, pick in (("bust", 1), ("late", 0), ("move", 4), ("rebuy", 0), ("addon", 2), ("late", 0), ("ruling", 3)):
        floor.step(step, pick)
    floor.step("break", 2)
    still_open = {t.number for t in floor.state.seating.open_tables()}
    late, on_time = (floor.state.payment_counts[kind] for kind in (PaymentKind.LATE_REGISTRATION, PaymentKind.BUY_IN))
    assert len(still_open) == 3 and late == 2
    undone, redone = round_trip(floor, start, unchanged=True)
    assert not undone.clock.started and undone.status is Status.SCHEDULED
    assert [t.button for t in undone.seating.open_tables()] == [None, None, None]
    assert PaymentKind.LATE_REGISTRATION not in undone.payment_counts and undone.payment_counts[PaymentKind.BUY_IN] == on_time + late
    assert redone is not None and redone.clock.started_at_ms == start.at_ms
    assert {t.number: t.button for t in redone.seating.open_tables()} == {n: buttons[n] for n in still_open}
    assert not undone_then_redone(floor, start, unchanged=False)  # something before it changed: the replay's
    # Undone, the clock stands: a rebuy is sold two hours later; the clock started again then ends rebuys at level 3.
    floor = Floor(43, 14, {**CONFIG, "rebuy": {**CONFIG["rebuy"], "until_level": 3}})
    start = next(a for a in floor.log if a.kind == "clock.start")
    pid = sorted(floor.state.seating.seat_of)[0]
    by_seq = {a.seq: a for a in floor.log}
    state = copy_of(floor.state)
    effect = undo_in_place(state, start, by_seq.get)
    assert effect is not None
    effect()
    rebuy = Action("money.rebuy", {"player_id": pid}, floor.at + 2 * 3600_000, "td", len(floor.log) + 1)
    TOURNAMENT.apply(state, rebuy)  # sold: before the start every period is open
    log = [*floor.log, rebuy]
    by_seq = {a.seq: a for a in log}
    assert redo_in_place(state, start, by_seq.get, lambda: TOURNAMENT.decide(state, start), unchanged_before=True) is None
    with pytest.raises(ReplayError, match="Rebuys were possible until the end of level 3"):
        TOURNAMENT.replay(log)


def test_a_knock_out_bust_is_undone_and_redone_in_place_with_its_bounty() -> None:
    """In a knock-out the bust's bounty went to who eliminated him: undone, it comes back to his entry (and his
    winner's count goes down); redone, it goes to the winner again. A re-entry after it is refused as ever."""
    floor = Floor(39, 12, KNOCKOUT)
    seating = floor.state.seating
    pid, winner = sorted(seating.seat_of)[2], sorted(seating.seat_of)[5]
    assert floor.act("player.bust", {"busts": [{"player_id": pid, "eliminator_id": winner}]})
    bust = floor.log[-1]
    assert floor.state.registrations[winner].bounties_won_cents == 2000
    floor.step("move", 7)
    floor.step("late", 0)
    undone, redone = round_trip(floor, bust, unchanged=True)
    assert undone.registrations[winner].bounties_won == 0 and undone.registrations[winner].bounties_won_cents == 0
    assert undone.registrations[pid].bounty_cents == 2000 and undone.registrations[pid].alive
    assert redone is not None and redone.registrations[winner].bounties_won_cents == 2000
    assert floor.act("money.reentry", {"player_id": pid})
    assert "still has chips" in refused_as_the_replay(floor, bust)


def test_a_bust_is_redone_in_place_when_the_player_who_eliminated_him_is_out_since() -> None:
    """Decided again on the state as it stands the bust would be refused (its eliminator is out now); if nothing
    before it changed, he was in then: put back in place, his bounty with it in a knock-out."""
    for config in (CONFIG, KNOCKOUT):
        floor = Floor(40, 12, config)
        seating = floor.state.seating
        pid, winner, third = sorted(seating.seat_of)[1], sorted(seating.seat_of)[4], sorted(seating.seat_of)[8]
        assert floor.act("player.bust", {"busts": [{"player_id": pid, "eliminator_id": winner}]})
        bust = floor.log[-1]
        assert floor.act("player.bust", {"busts": [{"player_id": winner, "eliminator_id": third}]})
        undone, redone = round_trip(floor, bust, unchanged=True)
        assert undone.registrations[pid].alive and not undone.registrations[winner].alive
        assert redone is not None and not redone.registrations[winner].alive
        assert not undone_then_redone(floor, bust, unchanged=False)  # as he stands now: left to the replay


def test_the_shot_clock_and_penalties_do_not_send_an_earlier_undo_to_the_replay() -> None:
    """At a final table the shot clock runs every hand: its commands read that the clock runs and that their player
    is in, not where he sits. A move before them, of the very player put on the clock, comes back in place; a
    missed-orbits penalty counts his table (a move from it undone since: one hand more an orbit); another player's
    disqualification (RPT Art. 71.4) frees only his own seat. Without the clock's start the first shot clock
    command is refused."""
    floor = Floor(41, 12)
    pid, source, first, move = first_player_moved(floor)
    table = first[0]
    assert floor.act("clock.shot.start", {"table": table, "player_id": pid})
    assert floor.act("clock.shot.time_bank", {"table": table, "player_id": pid})
    assert floor.act("clock.shot.stop", {"table": table})
    other = next(p for p in sorted(floor.state.seating.seat_of) if p != pid)
    assert floor.act("floor.penalty", {"player_id": other, "kind": "missed_hands", "hands": 2, "reason": "Telemóvel"})
    assert undone_then_redone(floor, move, unchanged=True)
    start = next(a for a in floor.log if a.kind == "clock.start")
    assert "(clock.shot.start) depends on it: The clock has not been started." in refused_as_the_replay(floor, start)
    neighbour = next(p for p, s in sorted(floor.state.seating.seat_of.items()) if s[0] == source[0] and p != pid)
    assert floor.act("floor.penalty", {"player_id": neighbour, "kind": "missed_orbits", "reason": "Cartas expostas"})
    hands = floor.state.floor.penalties[-1].hands
    undone, _ = round_trip(floor, move, unchanged=True)  # it counted his old table: without the move, one more there
    assert undone.floor.penalties[-1].hands == hands + 1
    floor = Floor(41, 12)
    pid, source, first, move = first_player_moved(floor)
    assert floor.act(
        "floor.penalty", {"player_id": sorted(floor.state.seating.seat_of)[5], "kind": "disqualification", "reason": "Conluio"}
    )
    assert undone_then_redone(floor, move, unchanged=True)


def test_tables_opened_and_registration_closed_later_do_not_send_an_earlier_undo_to_the_replay() -> None:
    """During late registration the room opens tables as players come; the TD then closes late registration. Neither
    reads a seat an earlier move touched: the move comes back in place. Closing a period counts as a clock command
    for a purchase put back (its period may have ended since): an Xtrastack stays in place when nothing before it
    changed, and goes to the replay otherwise."""
    floor = Floor(42, 12)
    pid, *_, move = first_player_moved(floor)
    assert floor.act("money.xtrastack", {"player_id": pid})
    extra = floor.log[-1]
    assert floor.act("seating.open_table", {"table": 5, "seats": 6})
    assert floor.act("registration.close_late", {})
    assert undone_then_redone(floor, move, unchanged=True)
    assert undone_then_redone(floor, extra, unchanged=True)
    assert not undone_then_redone(floor, extra, unchanged=False)


def test_two_players_out_in_one_hand_are_undone_in_place_together() -> None:
    """Two players of one table out in one hand, ranked by their stacks: undone, both sit again and both finishes
    go. A later bust undone and redone keeps their order (the bigger stack the better place). Once one of them
    buys back in, the undo is left to the replay."""
    floor = Floor(43, 12)
    seating = floor.state.seating
    first = sorted(seating.seat_of)[0]
    table = seating.seat_of[first][0]
    second = next(p for p in sorted(seating.seat_of) if p != first and seating.seat_of[p][0] == table)
    seats = (seating.seat_of[first], seating.seat_of[second])
    entries = [{"player_id": first, "starting_stack": 5000}, {"player_id": second, "starting_stack": 12000}]
    assert floor.act("player.bust", {"busts": entries})
    double = floor.log[-1]
    later = next(p for p in sorted(seating.seat_of) if seating.seat_of[p][0] != table)
    assert floor.act("player.bust", {"busts": [{"player_id": later}]})
    undone, _ = round_trip(floor, double, unchanged=True)
    assert (undone.seating.seat_of[first], undone.seating.seat_of[second]) == seats
    assert undone_then_redone(floor, floor.log[-1], unchanged=True)
    places = {f.player_id: f.first_place for f in floor.state.seating.finishes}
    assert places[later] < places[second] < places[first]
    assert floor.act("money.rebuy", {"player_id": first})
    assert undo_in_place(copy_of(floor.state), double, {a.seq: a for a in floor.log}.get) is None


def test_busts_stored_in_one_millisecond_are_not_one_hand() -> None:
    """Two desks may store two busts in the same millisecond: each player's rebuy back in is still undone in place
    (his finish back among the others), as for busts a second apart."""
    floor = Floor(44, 12)
    first, second = sorted(floor.state.seating.seat_of)[:2]
    for pid in (first, second):
        action = Action("player.bust", {"busts": [{"player_id": pid}]}, floor.at + 1, "td", len(floor.log) + 1)
        TOURNAMENT.apply(floor.state, action)
        floor.log.append(action)
    floor.at += 1
    assert floor.act("money.rebuy", {"player_id": first})
    undone, redone = round_trip(floor, floor.log[-1], unchanged=True)
    assert not undone.registrations[first].alive and redone is not None


def test_the_prize_table_frozen_later_sends_only_a_purchase_to_the_replay() -> None:
    """Once late registration and re-entries close the TD freezes the prize table (FS 7.5): it read the pool and the
    entries, nothing of a seat or a bust. A move and a bust before it are undone and redone in place; a rebuy
    before it changes the pool, so the table frozen without it is another (the replay's) -- or none at all, when
    the pool is too small for the payout (FS 8.1): a refusal past the freeze is the replay's to give. Frozen again,
    the table compares its figures with the first: not followed."""
    floor = Floor(44, 12)
    pid, _, _, move = first_player_moved(floor)
    other = sorted(floor.state.seating.seat_of)[4]
    assert floor.act("player.bust", {"busts": [{"player_id": other}]})
    bust = floor.log[-1]
    third = sorted(floor.state.seating.seat_of)[6]
    rebuy = out_and_back(floor, third)
    for kind in ("registration.close_late", "registration.close_reentry", "prizes.freeze"):
        assert floor.act(kind, {})
    frozen = floor.state.prizes.frozen
    assert frozen is not None
    assert undone_then_redone(floor, move, unchanged=True)
    assert undone_then_redone(floor, bust, unchanged=True)
    assert undo_in_place(copy_of(floor.state), rebuy, {a.seq: a for a in floor.log}.get) is None
    without = TOURNAMENT.replay([a for a in floor.log if a.seq != rebuy.seq]).prizes.frozen
    assert without is not None and without.pool_cents < frozen.pool_cents
    assert floor.act("player.bust", {"busts": [{"player_id": third}]})
    assert refusal_in_place(floor.state, rebuy, {a.seq: a for a in floor.log}.get) is None  # the table may have no payout then
    with pytest.raises(ReplayError, match=f"Player {third} is already out"):
        TOURNAMENT.replay([a for a in floor.log if a.seq != rebuy.seq])
    assert floor.act("money.addon", {"player_id": pid})
    assert floor.act("prizes.freeze", {})
    assert floor.log[-1].seq in floor.state.reversal.opaque
    assert undo_in_place(copy_of(floor.state), move, {a.seq: a for a in floor.log}.get) is None


def test_a_color_up_later_does_not_send_an_earlier_undo_to_the_replay() -> None:
    """At a break the smallest chips leave play (RPT Art. 24): the color-up reads that the players it counts are in,
    not where they sit. A move of one of them before it comes back in place; a rebuy undone whose player it then
    counted is refused at once -- without the rebuy he is out when his chips are counted."""
    floor = Floor(45, 12)
    pid, *_, move = first_player_moved(floor)
    other = next(p for p in sorted(floor.state.seating.seat_of) if p != pid)
    rebuy = out_and_back(floor, other)
    tables = [
        {
            "table": t.number,
            "seats": [{"seat": s, "player_id": p, "count": 0, "has_other_chips": True} for s, p in sorted(t.players.items())],
        }
        for t in floor.state.seating.open_tables()
        if t.players
    ]
    assert floor.act("chips.color_up", {"removed": 25, "tables": tables})
    assert undone_then_redone(floor, move, unchanged=True)
    words = refused_as_the_replay(floor, rebuy)
    assert f"(chips.color_up) depends on it: Player {other} is out of the tournament." in words


def test_chip_counts_at_the_end_of_the_day_do_not_send_an_earlier_undo_to_the_replay() -> None:
    """The day ends: the prize table frozen, play stops and every stack is counted and bagged (one census, adding up
    to the chips in play).
    A count reads that its player is in and seated, the chips in play and the other counts since play stopped. A
    move and a bust before them are undone and redone in place; an add-on before them is refused at once: without
    its chips the census comes to more than the chips in play at the last count, in the count's own words."""
    floor = Floor(46, 12)
    *_, move = first_player_moved(floor)
    out = sorted(floor.state.seating.seat_of)[5]
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    bust = floor.log[-1]
    assert floor.act("money.addon", {"player_id": sorted(floor.state.seating.seat_of)[2]})
    addon = floor.log[-1]
    for kind in ("registration.close_late", "registration.close_reentry", "prizes.freeze"):  # FS 7.5: no payout lost
        assert floor.act(kind, {})
    assert floor.act("clock.pause", {})
    seated = sorted(floor.state.seating.seat_of)
    in_play = chips_in_play(floor.state)
    share = in_play // len(seated)
    for n, player in enumerate(seated):
        assert floor.act("chips.count", {"player_id": player, "chips": share if n < len(seated) - 1 else in_play - share * n})
    assert undone_then_redone(floor, move, unchanged=True)
    assert undone_then_redone(floor, bust, unchanged=True)
    assert undo_in_place(copy_of(floor.state), addon, {a.seq: a for a in floor.log}.get) is None
    words = refused_as_the_replay(floor, addon)
    assert "(chips.count) depends on it: With this count the stacks counted since play stopped add up to" in words


def test_an_add_on_before_the_day_s_counts_is_undone_in_place_when_every_count_holds_without_its_chips() -> None:
    """Counts that leave room (a table not counted yet): each holds with the add-on's chips out of play too. The
    add-on is undone and redone in place, and the room each count is noted with shrinks and grows with it."""
    floor = Floor(46, 12)
    assert floor.act("money.addon", {"player_id": sorted(floor.state.seating.seat_of)[2]})
    addon = floor.log[-1]
    assert floor.act("clock.pause", {})
    seated = sorted(floor.state.seating.seat_of)
    in_play = chips_in_play(floor.state)
    for player in seated[:-2]:  # two players not counted yet
        assert floor.act("chips.count", {"player_id": player, "chips": in_play // len(seated)})
    counts = [a.seq for a in floor.log if a.kind == "chips.count"]
    read = floor.state.reversal.count_read[counts[-1]]
    assert read.in_play == in_play and read.census is not None and read.census + 15_000 <= in_play
    undone, redone = round_trip(floor, addon, unchanged=True)
    assert undone.reversal.count_read[counts[-1]].in_play == in_play - 15_000
    assert redone is not None and redone.reversal.count_read[counts[-1]] == read


def test_a_new_day_or_a_structure_edited_later_does_not_send_an_earlier_undo_to_the_replay() -> None:
    """The structure edited while it runs, play ended for the day and resumed the next (FS 1.3): clock commands,
    which read only the clock. A move and a bust before them are undone and redone in place. A re-entry that wiped
    its player's used Time Bank is not, once a new day gave every Time Bank back (RPT Art. 80.4): without the
    re-entry his was given back too."""
    floor = Floor(47, 12)
    out, pid = sorted(floor.state.seating.seat_of)[5], sorted(floor.state.seating.seat_of)[2]
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    bust = floor.log[-1]
    table = floor.state.seating.seat_of[pid][0]
    assert floor.act("clock.shot.start", {"table": table, "player_id": pid})
    assert floor.act("clock.shot.time_bank", {"table": table, "player_id": pid})
    assert floor.act("clock.shot.stop", {"table": table})
    assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    assert floor.act("money.reentry", {"player_id": pid})
    reentry = floor.log[-1]
    floor.seat(pid)
    seat = floor.log[-1]
    assert seat.kind == "seating.seat" and floor.state.reversal.time_banks_wiped.get(reentry.seq)
    assert undo_in_place(copy_of(floor.state), reentry, {a.seq: a for a in floor.log}.get, [seat]) is not None
    for kind, payload in (("clock.set_structure", STRUCTURE), ("clock.end_day", {}), ("clock.resume_day", {})):
        assert floor.act(kind, payload)
    assert undone_then_redone(floor, bust, unchanged=True)
    assert undo_in_place(copy_of(floor.state), reentry, {a.seq: a for a in floor.log}.get, [seat]) is None
    floor = Floor(47, 12)
    pid, *_, move = first_player_moved(floor)
    for kind, payload in (("clock.set_structure", STRUCTURE), ("clock.end_day", {}), ("clock.resume_day", {"running": False})):
        assert floor.act(kind, payload)
    assert undone_then_redone(floor, move, unchanged=True)


def test_the_list_s_own_steps_do_not_send_an_earlier_undo_to_the_replay() -> None:
    """During late registration the desk confirms bookings, cancels a no-show and calls the waiting list: each
    reads its own player's registration (a call the field's count and the list's order too). A move before them
    comes back in place; a booking undone is refused at once at its confirmation."""
    floor = Floor(48, 12, {**CONFIG, "capacity": 13})
    *_, move = first_player_moved(floor)
    booked, waiting, no_show = 13, 14, 15
    assert floor.act("registration.register", {"player_id": booked, "pre": True})
    booking = floor.log[-1]
    assert floor.act("registration.confirm", {"player_id": booked})
    for pid in (waiting, no_show):
        assert floor.act("registration.register", {"player_id": pid})
    assert floor.state.waiting_list == [waiting, no_show]
    assert floor.act("registration.cancel", {"player_id": no_show})
    assert floor.act("player.bust", {"busts": [{"player_id": sorted(floor.state.seating.seat_of)[4]}]})
    assert floor.act("registration.promote", {"player_id": waiting})
    assert undone_then_redone(floor, move, unchanged=True)
    assert f"(registration.confirm) depends on it: Player {booked} is not registered" in refused_as_the_replay(floor, booking)


def test_the_bubble_played_hand_for_hand_does_not_send_an_earlier_undo_to_the_replay() -> None:
    """Hand-for-hand at the bubble (RPT Art. 79): its commands read only the clock; a player out in a hand shares
    the places with those out in the same hand at other tables, so his bust reads whether each of them is still
    out. A move and a bust from before the bubble are undone and redone in place (the places of the bubble move
    with the field, shared as they were); a move of a player who then went out in a hand-for-hand hand at the
    other table is not (his hand's places would be shared otherwise); a rebuy of a player out earlier in the
    same hand is named by the later bust."""
    floor = Floor(49, 14)
    *_, move = first_player_moved(floor)
    early = sorted(floor.state.seating.seat_of)[6]
    assert floor.act("player.bust", {"busts": [{"player_id": early}]})
    bust = floor.log[-1]
    mover = sorted(floor.state.seating.seat_of)[8]
    source = floor.state.seating.seat_of[mover]
    into(floor, mover, free_seat(floor, not_table=source[0]))
    cross = floor.log[-1]
    tables = [t.number for t in floor.state.seating.open_tables() if t.players]
    assert floor.act("clock.hand_for_hand.start", {"tables": tables})
    other = next(p for p, s in sorted(floor.state.seating.seat_of.items()) if s[0] == source[0] and p != mover)
    for pid in (other, mover):  # out in the same hand, one at each table
        assert floor.act("player.bust", {"busts": [{"player_id": pid}]})
    shared = {f.player_id: (f.first_place, f.last_place) for f in floor.state.seating.finishes if f.player_id in (other, mover)}
    assert shared[other] == shared[mover] and shared[other][0] < shared[other][1]
    assert other in {p for p, seqs in floor.state.reversal.named.items() if floor.log[-1].seq in seqs}
    for table in tables:
        assert floor.act("clock.hand_for_hand.table_done", {"table": table})
    assert floor.act("clock.hand_for_hand.next_hand", {})
    assert floor.act("clock.hand_for_hand.end", {})
    assert undone_then_redone(floor, move, unchanged=True)
    assert undone_then_redone(floor, bust, unchanged=True)
    assert undo_in_place(copy_of(floor.state), cross, {a.seq: a for a in floor.log}.get) is None
    with pytest.raises(ReplayError, match="ranked by their stacks"):  # at one table: by the stacks, which were not given
        TOURNAMENT.replay([a for a in floor.log if a.seq != cross.seq])


def test_the_reserved_seats_released_do_not_send_an_earlier_undo_to_the_replay() -> None:
    """Level 1 over, the seats kept for bookings not paid are released (FS 5.4.2): the release reads the clock and
    who is on the list unpaid -- it names the players it turns away. A move before it is undone and redone in
    place; without the clock's start the release is refused, at once, in the rule's words."""
    floor = Floor(50, 12)
    *_, move = first_player_moved(floor)
    start = next(a for a in floor.log if a.kind == "clock.start")
    assert floor.act("registration.register", {"player_id": 13, "pre": True})
    floor.at += 25 * 60_000  # level 1 (20 minutes) is over
    assert floor.act("registration.release_reserved", {})
    release = floor.log[-1]
    assert floor.state.registrations[13].status.value == "no_show"
    assert release.seq in floor.state.reversal.named[13]
    assert undone_then_redone(floor, move, unchanged=True)
    words = refused_as_the_replay(floor, start)
    assert f"#{release.seq} (registration.release_reserved) depends on it: Reserved seats are kept until the end of level 1" in words


def test_a_seat_closed_or_opened_later_does_not_send_an_earlier_undo_to_the_replay() -> None:
    """A broken chair: the floor closes a seat, and opens it again later. Each reads that its seat is free and
    its table's capacity, nothing of a player: a move before them, at other tables, comes back in place."""
    floor = Floor(51, 12)
    _, source, first, move = first_player_moved(floor)
    table = next(t for t in floor.state.seating.open_tables() if t.number not in (source[0], first[0]) and t.open_empty_seats())
    seat = table.open_empty_seats()[0]
    assert floor.act("seating.close_seat", {"table": table.number, "seat": seat})
    floor.step("bust", 5)
    assert floor.act("seating.open_seat", {"table": table.number, "seat": seat})
    assert undone_then_redone(floor, move, unchanged=True)
    assert floor.log[-1].seq in floor.state.reversal.seats[(table.number, seat)]


def test_a_table_closed_empty_leaves_earlier_undos_in_place_unless_one_sits_somebody_there() -> None:
    """Table B's players moved away one by one and the empty table closed. A bust at another table before it is
    still undone and redone in place; the last move off B is not (without it he still sits at B, and the closing
    is refused: the replay's words)."""
    floor = Floor(41, 12)
    seating = floor.state.seating
    tables = [t for t in seating.open_tables() if t.players]
    b = tables[1].number
    out = sorted(tables[0].players.values())[0]
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    bust = floor.log[-1]
    for pid in sorted(seating.tables[b].players.values()):
        to = next((t.number, s) for t in seating.open_tables() for s in t.open_empty_seats() if t.number not in (b, tables[0].number))
        assert floor.act("seating.move", {"player_id": pid, "table": to[0], "seat": to[1]})
    last_move = floor.log[-1]
    assert floor.act("seating.close_table", {"table": b})
    floor.step("bust", 3)
    assert undone_then_redone(floor, bust, unchanged=True)
    assert undo_in_place(copy_of(floor.state), last_move, {a.seq: a for a in floor.log}.get) is None
    with pytest.raises(ReplayError) as replayed:
        TOURNAMENT.replay([a for a in floor.log if a.seq != last_move.seq])
    assert replayed.value.action.kind == "seating.close_table"


def test_a_bust_s_undo_reads_the_seats_its_table_had_then_when_the_table_was_broken_and_set_up_again_since() -> None:
    """A seat of table 2 was out of play; its last free seat went to a late entrant after a bust there. Without the
    bust the table was full: "Table 2 is full.", as the replay says. The table, broken and set up again since with
    every seat in play, has more seats now: what they were then is not known without replaying (found by a random
    search with this module's checker, which had refused it as "Seat ... is taken")."""
    floor = Floor(6, 16)
    seating = floor.state.seating
    closed = seating.tables[2].open_empty_seats()[0]
    assert floor.act("seating.close_seat", {"table": 2, "seat": closed})
    for seat in seating.tables[2].open_empty_seats():
        pid = floor.next_player
        floor.next_player += 1
        assert floor.act("registration.register", {"player_id": pid})
        assert floor.act("money.buy_in", {"player_id": pid, "document": f"D{pid}"})
        assert floor.act("seating.seat", {"player_id": pid, "table": 2, "seat": seat})
    seat, out = min(seating.tables[2].players.items())
    assert floor.act("player.bust", {"busts": [{"player_id": out}]})
    bust = floor.log[-1]
    late = floor.next_player
    assert floor.act("registration.register", {"player_id": late})
    assert floor.act("money.buy_in", {"player_id": late, "document": f"D{late}"})
    assert floor.act("seating.seat", {"player_id": late, "table": 2, "seat": seat})
    assert floor.act("seating.break_table", draw_break(seating, 2, 6, rng=random.Random(3)))
    assert floor.act("seating.open_table", {"table": 2, "seats": 6})
    with pytest.raises(ReplayError) as replayed:
        TOURNAMENT.replay([a for a in floor.log if a.seq != bust.seq])
    assert replayed.value.render().endswith("Table 2 is full.")
    refusal = refusal_in_place(floor.state, bust, {a.seq: a for a in floor.log}.get)
    assert refusal is None or refusal.render() == replayed.value.render()  # not "Seat ... is taken": left to the replay


def test_a_move_is_undone_and_redone_in_place_past_a_warning_that_noted_his_table() -> None:
    """A warning (or missed hands) notes the table he sits at and reads nothing else of his seat (RPT Art. 71.1):
    without the move it notes the table he came from."""
    floor = Floor(12, 12)
    seating = floor.state.seating
    pid = min(seating.seat_of)
    home = seating.seat_of[pid]
    to = next((t.number, s) for t in seating.open_tables() if t.number != home[0] for s in t.open_empty_seats())
    assert floor.act("seating.move", {"player_id": pid, "table": to[0], "seat": to[1]})
    move = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": pid, "kind": "warning", "reason": "Linguagem"})
    assert floor.act("floor.penalty", {"player_id": pid, "kind": "missed_hands", "hands": 2, "reason": "Telemóvel"})
    undone, redone = round_trip(floor, move, unchanged=False)
    assert [p.table for p in undone.floor.penalties] == [home[0], home[0]]
    assert redone is not None and [p.table for p in redone.floor.penalties] == [to[0], to[0]]


def test_a_move_is_undone_and_redone_in_place_past_missed_orbits_given_to_him() -> None:
    """His missed-orbits penalty counted the players of the table he was moved to, he included (RPT Art. 71.1):
    without the move it counts those of the table he came from, with him -- its hands and its table change."""
    floor = Floor(12, 12)
    seating = floor.state.seating
    pid = min(seating.seat_of)
    home = seating.seat_of[pid]
    to = next(
        (t.number, s)
        for t in seating.open_tables()
        if t.number != home[0] and t.count != seating.tables[home[0]].count - 1
        for s in t.open_empty_seats()
    )
    assert floor.act("seating.move", {"player_id": pid, "table": to[0], "seat": to[1]})
    move = floor.log[-1]
    assert floor.act("floor.penalty", {"player_id": pid, "kind": "missed_orbits", "orbits": 2, "reason": "Conduta"})
    there = seating.tables[to[0]].count
    at_home = seating.tables[home[0]].count + 1
    undone, redone = round_trip(floor, move, unchanged=False)
    assert (undone.floor.penalties[-1].table, undone.floor.penalties[-1].hands) == (home[0], 2 * at_home)
    assert redone is not None and (redone.floor.penalties[-1].table, redone.floor.penalties[-1].hands) == (to[0], 2 * there)
