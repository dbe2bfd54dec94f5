"""Registration and the desk's money: FS 3.1, 4, 5 and 6; RPT Art. 7 and 72.

Each handler checks every rule first and returns the change as an effect;
nothing is touched when a rule refuses.
"""

from __future__ import annotations

from dataclasses import replace

from tdapp.domain.clock.state import ClockState
from tdapp.domain.errors import RuleError
from tdapp.domain.floor.state import PenaltyKind
from tdapp.domain.log import Action
from tdapp.domain.rulebook import Effect
from tdapp.domain.tournament.config import Modality, Purchase, TournamentConfig, XtrastackRule
from tdapp.domain.tournament.reversal_index import index_of
from tdapp.domain.tournament.rules import TOURNAMENT, player_id_of, whole_number
from tdapp.domain.tournament.state import (
    Payment,
    PaymentKind,
    Registration,
    RegStatus,
    Status,
    TournamentState,
    bookings_lapsed,
)


def repack_finishes(state: TournamentState) -> None:
    """The places of those already out move: worked out again when next read (see `SeatingState.finishes`)."""
    state.seating.mark_places_stale()


MINUTE_MS = 60_000
CONFIRM_DEADLINE_MS = 30 * MINUTE_MS  # FS 4.1.1: confirm a pre-registration up to 30 min before the start
CHECK_IN_OPENS_MS = 60 * MINUTE_MS  # FS 5.2: check-in opens one hour before the start
CHANNELS = ("desk", "in_person", "email", "sms", "phone")
_HOLDS_A_PLACE = (RegStatus.PRE_REGISTERED, RegStatus.CONFIRMED, RegStatus.REGISTERED, RegStatus.CHECKED_IN)


def confirmations_closed(start_ms: int | None, at_ms: int) -> bool:
    """FS 4.1.1: at `at_ms`, a pre-registration can no longer be confirmed (30 minutes before the start)."""
    return start_ms is not None and at_ms > start_ms - CONFIRM_DEADLINE_MS


def check_in_not_open(start_ms: int | None, at_ms: int) -> bool:
    """FS 5.2: at `at_ms`, check-in has not opened yet (it opens one hour before the start)."""
    return start_ms is not None and at_ms < start_ms - CHECK_IN_OPENS_MS


def start_read(kind: str, start_ms: int | None, at_ms: int) -> tuple[bool, ...]:
    """All an action of this kind made at `at_ms` reads of the scheduled start (none set: no limit, all False): a
    confirmation, whether its deadline had passed (FS 4.1.1); a check-in, whether it had not opened yet (FS 5.2);
    an entry, both check-in's opening (a walk-in checks in as he pays) and the bookings' lapse; a registration or a
    call from the waiting list, the lapse (the field's count against the capacity). The TD moves the start; an
    undo or redo in place asks whether two starts read alike for an action."""
    opening, deadline, lapsed = check_in_not_open(start_ms, at_ms), confirmations_closed(start_ms, at_ms), bookings_lapsed(start_ms, at_ms)
    if kind == "registration.confirm":
        return (deadline,)
    if kind == "registration.check_in":
        return (opening,)
    if kind == "money.buy_in":
        return (opening, lapsed)
    return (lapsed,)


def _open_for_changes(state: TournamentState) -> TournamentConfig:
    config = state.require_config()
    if state.status in (Status.FINISHED, Status.ARCHIVED):
        raise RuleError("The tournament is finished.")
    return config


def _field_full(state: TournamentState, config: TournamentConfig, at_ms: int) -> bool:
    return config.capacity is not None and state.seats_taken_at(at_ms) >= config.capacity


def _lapsed(config: TournamentConfig, reg: Registration, at_ms: int) -> bool:
    """FS 4.1.1: a pre-registration not confirmed 30 minutes before the start no longer holds a seat."""
    return reg.status is RegStatus.PRE_REGISTERED and confirmations_closed(config.scheduled_start_ms, at_ms)


# -- the list ------------------------------------------------------------


@TOURNAMENT.handles("registration.register")
def register(state: TournamentState, action: Action) -> Effect:
    """Put a player on the list; a full field puts him on the waiting list (RPT Art. 72)."""
    config = _open_for_changes(state)
    pid = player_id_of(action.payload)
    channel = str(action.payload.get("channel", "desk"))
    if channel not in CHANNELS:
        raise RuleError("Unknown registration channel '{channel}'.", channel=channel)
    existing = state.registrations.get(pid)
    if existing is not None and existing.status is not RegStatus.CANCELLED:
        raise RuleError("Player {player} is already registered in this tournament.", player=pid)
    pre = bool(action.payload.get("pre", False))
    full = _field_full(state, config, action.at_ms)
    status = RegStatus.WAITING if full else (RegStatus.PRE_REGISTERED if pre else RegStatus.REGISTERED)

    def effect() -> None:
        index_of(state).list_steps[action.seq] = existing  # the cancelled registration it replaces (an undo gives it back)
        state.registrations[pid] = Registration(pid, status, action.at_ms, channel)
        if status is RegStatus.WAITING:
            state.waiting_list.append(pid)

    return effect


@TOURNAMENT.handles("registration.confirm")
def confirm(state: TournamentState, action: Action) -> Effect:
    """FS 4.1.1-4.1.2: a pre-registration is confirmed in person up to 30 min before the start."""
    config = _open_for_changes(state)
    pid = player_id_of(action.payload)
    reg = state.registration(pid)
    if reg.status is not RegStatus.PRE_REGISTERED:
        raise RuleError("Player {player} has no pre-registration to confirm.", player=pid)
    if confirmations_closed(config.scheduled_start_ms, action.at_ms):
        raise RuleError("Pre-registrations must be confirmed at least 30 minutes before the start (FS 4.1.1).")

    def effect() -> None:
        _note_step(state, action, reg)
        reg.status = RegStatus.CONFIRMED

    return effect


@TOURNAMENT.handles("registration.check_in")
def check_in(state: TournamentState, action: Action) -> Effect:
    """FS 5.1-5.2: identity document required; check-in opens one hour before the start."""
    config = _open_for_changes(state)
    pid = player_id_of(action.payload)
    reg = state.registration(pid)
    document = str(action.payload.get("document", "")).strip()
    _check_in_rules(config, reg, document, action.at_ms)

    def effect() -> None:
        _note_step(state, action, reg)
        reg.status = RegStatus.CHECKED_IN
        reg.document = document
        reg.checked_in_at_ms = action.at_ms

    return effect


def _note_step(state: TournamentState, action: Action, reg: Registration) -> None:
    """The registration as the list's step found it, for an undo in place (`list_reversal`)."""
    index_of(state).list_steps[action.seq] = replace(reg)


def _check_in_rules(config: TournamentConfig, reg: Registration, document: str, at_ms: int) -> None:
    if reg.status is RegStatus.WAITING:
        raise RuleError("Player {player} is on the waiting list; call him from the list first.", player=reg.player_id)
    if reg.status not in _HOLDS_A_PLACE:
        raise RuleError("Player {player} cannot check in now ({status}).", player=reg.player_id, status=reg.status.value)
    if not document:
        raise RuleError("Check-in needs an identity document (FS 5.1).")
    if check_in_not_open(config.scheduled_start_ms, at_ms):
        raise RuleError("Check-in opens one hour before the start (FS 5.2).")


@TOURNAMENT.handles("registration.cancel")
def cancel(state: TournamentState, action: Action) -> Effect:
    _open_for_changes(state)
    pid = player_id_of(action.payload)
    reg = state.registration(pid)
    if reg.has_paid:
        raise RuleError("Player {player} has paid: undo the payment instead of cancelling.", player=pid)

    def effect() -> None:
        _note_step(state, action, reg)
        reg.status = RegStatus.CANCELLED
        if pid in state.waiting_list:
            state.waiting_list.remove(pid)

    return effect


@TOURNAMENT.handles("registration.promote")
def promote(state: TournamentState, action: Action) -> Effect:
    """Call a player from the waiting list when a seat is free (RPT Art. 72)."""
    config = _open_for_changes(state)
    pid = player_id_of(action.payload)
    reg = state.registration(pid)
    if reg.status is not RegStatus.WAITING:
        raise RuleError("Player {player} is not on the waiting list.", player=pid)
    if _field_full(state, config, action.at_ms):
        raise RuleError("There is no free seat yet.")
    if state.waiting_list and state.waiting_list[0] != pid and not action.payload.get("out_of_turn"):
        raise RuleError("Player {first} is first on the waiting list.", first=state.waiting_list[0])

    def effect() -> None:
        state.waiting_list.remove(pid)
        reg.status = RegStatus.REGISTERED

    return effect


def reserved_seats_kept() -> RuleError:
    """The release's refusal during level 1 (FS 5.4.2): also what an undo before it says when it finds level 1 on."""
    return RuleError("Reserved seats are kept until the end of level 1 (FS 5.4.2).")


@TOURNAMENT.handles("registration.release_reserved")
def release_reserved(state: TournamentState, action: Action) -> Effect:
    """FS 5.4.2: seats of registered players who have not paid are kept during level 1 only."""
    _open_for_changes(state)
    if state.reserved_seats_released:
        raise RuleError("The reserved seats have already been released.")
    if not state.clock.started or state.clock.period_open(1, action.at_ms):
        raise reserved_seats_kept()
    unpaid = [r for r in state.registrations.values() if r.status in _HOLDS_A_PLACE]

    def effect() -> None:
        for reg in unpaid:
            reg.status = RegStatus.NO_SHOW
        state.reserved_seats_released = True
        index_of(state).released[action.seq] = frozenset(reg.player_id for reg in unpaid)  # whom it read and changed

    return effect


@TOURNAMENT.handles("registration.close_late")
def close_late_registration(state: TournamentState, action: Action) -> Effect:
    """FS 6.1: the TD closes late registration (and, with it, the prize table's entries)."""
    _open_for_changes(state)
    if state.late_registration_closed_at_ms is not None:
        raise RuleError("Late registration is already closed.")

    def effect() -> None:
        state.late_registration_closed_at_ms = action.at_ms

    return effect


@TOURNAMENT.handles("registration.close_reentry")
def close_reentry(state: TournamentState, action: Action) -> Effect:
    config = _open_for_changes(state)
    if config.reentry is None:
        raise RuleError("This tournament has no re-entry.")
    if state.reentry_closed_at_ms is not None:
        raise RuleError("Re-entry is already closed.")

    def effect() -> None:
        state.reentry_closed_at_ms = action.at_ms

    return effect


# -- money ---------------------------------------------------------------


def late_registration_open(state: TournamentState, at_ms: int, clock: ClockState | None = None) -> bool:
    """`clock`: the clock to read in place of the state's (an undone start put back in place asks its purchases)."""
    config = state.require_config()
    clock = state.clock if clock is None else clock
    if not clock.started:
        return True
    if state.late_registration_closed_at_ms is not None:
        return False
    return config.late_registration_until_level > 0 and clock.period_open(config.late_registration_until_level, at_ms)


def day_one_over(state: TournamentState) -> bool:
    """Whether play of day 1 has ended (FS 1.3): the TD ended the day, or a later day is on."""
    clock = state.clock
    return clock.started and (clock.day >= 2 or clock.ended_for_day)


def day2_entry_open(state: TournamentState, at_ms: int) -> bool:
    """FS 3.1.10: day-2 stacks are sold once day 1 is over, until the end of the announced level."""
    config = state.require_config()
    if config.modality is not Modality.MULTISTACK or not day_one_over(state):
        return False
    return state.clock.period_open(config.day2_registration_until_level, at_ms)


def entry_on_sale(state: TournamentState, at_ms: int) -> bool:
    """Whether a new player can buy an entry now: late registration, or a Multistack's day-2 window once day 1 is over."""
    if state.require_config().modality is Modality.MULTISTACK and day_one_over(state):
        return day2_entry_open(state, at_ms)
    return late_registration_open(state, at_ms)


def reentry_open(state: TournamentState, at_ms: int, clock: ClockState | None = None) -> bool:
    config = state.require_config()
    clock = state.clock if clock is None else clock
    if config.reentry is None or state.reentry_closed_at_ms is not None:
        return False
    return not clock.started or clock.period_open(config.reentry.until_level, at_ms)


def rebuy_open(state: TournamentState, at_ms: int, clock: ClockState | None = None) -> bool:
    rule = state.require_config().rebuy
    clock = state.clock if clock is None else clock
    return rule is not None and (not clock.started or clock.period_open(rule.until_level, at_ms))


def addon_open(state: TournamentState, at_ms: int, clock: ClockState | None = None) -> bool:
    """FS 3.1.2: up to the break that follows the add-on's last level."""
    rule = state.require_config().addon
    clock = state.clock if clock is None else clock
    return rule is not None and (not clock.started or clock.period_open(rule.until_level, at_ms, include_following_break=True))


def xtrastack_open(state: TournamentState, at_ms: int, clock: ClockState | None = None) -> bool:
    """FS 3.1.14: until the end of the announced level, while late registration is open."""
    rule = state.require_config().xtrastack
    clock = state.clock if clock is None else clock
    return rule is not None and (
        not clock.started or (clock.period_open(rule.until_level, at_ms) and late_registration_open(state, at_ms, clock))
    )


def sold_in_period(state: TournamentState, payment: Payment, clock: ClockState | None = None) -> bool:
    """Whether the clock's period for this purchase was open when it was made, read on `clock` (the state's by
    default): the period checks of the purchase's handler, nothing else."""
    at = payment.at_ms
    match payment.kind:
        case PaymentKind.BUY_IN | PaymentKind.LATE_REGISTRATION:
            return late_registration_open(state, at, clock)
        case PaymentKind.REENTRY:
            return reentry_open(state, at, clock)
        case PaymentKind.REBUY:
            return rebuy_open(state, at, clock)
        case PaymentKind.ADDON:
            return addon_open(state, at, clock)
        case PaymentKind.XTRASTACK:
            return xtrastack_open(state, at, clock)
    return False  # a day-2 entry reads the day's end as well


def _record(state: TournamentState, action: Action, reg: Registration, kind: PaymentKind, purchase: Purchase) -> Payment:
    return _payment(action, reg.player_id, kind, purchase)


def _payment(action: Action, pid: int, kind: PaymentKind, purchase: Purchase) -> Payment:
    return Payment(
        seq=action.seq,
        player_id=pid,
        kind=kind,
        at_ms=action.at_ms,
        prize_cents=purchase.prize_cents,
        fee_cents=purchase.fee_cents,
        bounty_cents=purchase.bounty_cents,
        chips=purchase.chips,
    )


def purchase_payment(config: TournamentConfig, action: Action, pid: int) -> Payment | None:
    """What an add-on or an Xtrastack costs and gives, from the tournament's rules alone (None: it offers none):
    how one undone in place is put back without deciding it again (`reversal`)."""
    if action.kind == "money.addon" and config.addon is not None:
        return _payment(action, pid, PaymentKind.ADDON, config.addon.purchase)
    if action.kind == "money.xtrastack" and config.xtrastack is not None:
        return xtrastack_payment(config.xtrastack, action, pid)
    return None


def xtrastack_payment(rule: XtrastackRule, action: Action, pid: int) -> Payment:
    """The money goes to the ranking's promotional fund (FS 3.1.13), not the prize pool."""
    return Payment(action.seq, pid, PaymentKind.XTRASTACK, action.at_ms, xtrastack_cents=rule.price_cents, chips=rule.chips)


@TOURNAMENT.handles("money.buy_in")
def buy_in(state: TournamentState, action: Action) -> Effect:
    """Pay the entry; after the start this is a late registration (FS 6.1, RPT Art. 7.1).

    A document in the payload checks the player in at the same time, which is
    what the desk does for a walk-in.
    """
    config = _open_for_changes(state)
    pid = player_id_of(action.payload)
    reg = state.registration(pid)
    if reg.has_paid:
        raise RuleError("Player {player} has already paid the entry; use a re-entry or a rebuy.", player=pid)
    document = str(action.payload.get("document", "")).strip()
    if reg.status is not RegStatus.CHECKED_IN:
        _check_in_rules(config, reg, document, action.at_ms)
    if reg.status is RegStatus.NO_SHOW:
        raise RuleError("Player {player}'s reserved seat was released.", player=pid)
    if _lapsed(config, reg, action.at_ms) and _field_full(state, config, action.at_ms):
        raise RuleError(
            "Player {player}'s pre-registration lapsed 30 minutes before the start (FS 4.1.1) and the field is full: put him on the waiting list.",
            player=pid,
        )
    late = state.clock.started
    option = action.payload.get("day2_option")
    if option is not None:
        # FS 3.1.10: a day-2 entry has its own window, on day 2; day 1's late registration does not apply.
        if config.modality is not Modality.MULTISTACK:
            raise RuleError("Only a Multistack tournament has day-2 entries (FS 3.1.10).")
        if isinstance(option, bool) or not isinstance(option, int) or not 0 <= option < len(config.multistack_day2):
            raise RuleError("There is no day-2 stack number {option}.", option=option)
        if not day_one_over(state):
            raise RuleError("Day-2 stacks are sold once day 1 is over (FS 3.1.10); until then the player enters day 1.")
        if not day2_entry_open(state, action.at_ms):
            raise RuleError(
                "Day-2 entries were sold until the end of level {level} (FS 3.1.10).", level=config.day2_registration_until_level
            )
        purchase = config.multistack_day2[option]
        kind = PaymentKind.DAY2_ENTRY
    else:
        if config.modality is Modality.MULTISTACK and day_one_over(state):
            raise RuleError("Day 1 is over: a new player enters day 2 with one of the day-2 stacks (FS 3.1.10).")
        if late and not late_registration_open(state, action.at_ms):
            raise RuleError("Late registration is closed.")
        purchase = config.buy_in
        kind = PaymentKind.LATE_REGISTRATION if late else PaymentKind.BUY_IN
    payment = _record(state, action, reg, kind, purchase)

    def effect() -> None:
        if reg.status is not RegStatus.CHECKED_IN:
            reg.document = document
            reg.checked_in_at_ms = action.at_ms
        reg.status = RegStatus.ENTERED
        reg.paid_at_ms = action.at_ms
        reg.entries = 1
        reg.day2_option = option
        state.set_alive(reg, True)
        reg.bounty_cents = purchase.bounty_cents
        reg.chips_issued += purchase.chips
        state.add_payment(payment)
        repack_finishes(state)  # a late entrant moves everyone already out one place down

    return effect


@TOURNAMENT.handles("money.reentry")
def reentry(state: TournamentState, action: Action) -> Effect:
    """FS 6.1 and RPT Art. 7.2: a new entry; the old stack, if any, leaves the tournament."""
    config = _open_for_changes(state)
    pid = player_id_of(action.payload)
    reg = state.entered(pid)
    rule = config.reentry
    if rule is None:
        raise RuleError("This tournament has no re-entry.")
    if not reentry_open(state, action.at_ms):
        raise RuleError("The re-entry window is closed.")
    if not reg.alive and any(p.kind is PenaltyKind.DISQUALIFICATION for p in state.floor.penalties_of(pid)):
        raise RuleError("Player {player} was disqualified (RPT Art. 71): he cannot enter again.", player=pid)
    if rule.max_per_player is not None and reg.reentries >= rule.max_per_player:
        raise RuleError("Player {player} has used all {count} re-entries.", player=pid, count=rule.max_per_player)
    forfeited = whole_number(action.payload, "forfeited_chips", default=0)
    if reg.alive and forfeited <= 0:
        raise RuleError("Player {player} still has chips: count the stack he gives up (RPT Art. 7.2).", player=pid)
    if not reg.alive and forfeited:
        raise RuleError("Player {player} has no chips to give up.", player=pid)
    payment = _record(state, action, reg, PaymentKind.REENTRY, rule.purchase)

    was_out = not reg.alive

    def effect() -> None:
        reg.reentries += 1
        if not was_out:
            reg.bounty_returned_cents += reg.bounty_cents  # nobody eliminated that entry: its bounty is his again
        reg.bounty_cents = rule.purchase.bounty_cents
        state.set_alive(reg, True)
        state.give_up_chips(reg, forfeited)
        reg.chips_issued += rule.purchase.chips
        state.add_payment(payment)
        # RPT Art. 80.5: the Time Bank comes with the starting stack, so a new entry has it whole.
        used = state.clock.shot.time_banks_used.pop(pid, None)
        if used:
            index_of(state).time_banks_wiped[action.seq] = used  # an undo in place gives them back
        if was_out:
            index_of(state).back_ins.add(action.seq)
            # His finish no longer stands; those out after him move down one place.
            if not state.seating.drop_finishes({pid}):
                repack_finishes(state)  # out without a finish: everyone out moves

    return effect


@TOURNAMENT.handles("money.rebuy")
def rebuy(state: TournamentState, action: Action) -> Effect:
    """FS 3.1.2: rebuys within the announced number and period; never in a knock-out (3.1.3.2)."""
    config = _open_for_changes(state)
    pid = player_id_of(action.payload)
    rule = config.rebuy
    if rule is None:
        raise RuleError("This tournament has no rebuys ({modality}).", modality=config.modality.value)
    reg = state.entered(pid)
    if not rebuy_open(state, action.at_ms):
        raise RuleError("Rebuys were possible until the end of level {level}.", level=rule.until_level)
    if rule.max_per_player is not None and reg.rebuys >= rule.max_per_player:
        raise RuleError("Player {player} has used all {count} rebuys.", player=pid, count=rule.max_per_player)
    back_in = not reg.alive
    old_seat = _seat_to_return_to(state, pid) if back_in else None
    if back_in and not state.seating.has_finish(pid):
        raise RuleError("Player {player} is out of the tournament.", player=pid)
    payment = _record(state, action, reg, PaymentKind.REBUY, rule.purchase)

    def effect() -> None:
        reg.rebuys += 1
        reg.chips_issued += rule.purchase.chips
        state.add_payment(payment)
        if back_in:
            # FS 3.1.2: busting in the rebuy period is what a rebuy is for; his finish no longer stands.
            index_of(state).back_ins.add(action.seq)
            state.set_alive(reg, True)
            seating = state.seating
            dropped = seating.drop_finishes({pid}, winner=True)
            if old_seat is not None:
                seating.place(pid, *old_seat)
            if not dropped:
                repack_finishes(state)

    return effect


def _seat_to_return_to(state: TournamentState, pid: int) -> tuple[int, int] | None:
    """The seat a player busted in the rebuy period left, if it is still free; else the desk seats him (RPT Art. 7.1)."""
    seating = state.seating
    record = seating.last_bust(pid)
    if record is None:
        return None
    table = seating.tables.get(record.table)
    if table is None or not table.takes(record.seat):
        return None
    return record.table, record.seat


@TOURNAMENT.handles("money.addon")
def addon(state: TournamentState, action: Action) -> Effect:
    """FS 3.1.2: one add-on per player, up to the break that follows its last level."""
    config = _open_for_changes(state)
    pid = player_id_of(action.payload)
    rule = config.addon
    if rule is None:
        raise RuleError("This tournament has no add-on ({modality}).", modality=config.modality.value)
    reg = state.entered(pid)
    if not reg.alive:
        raise RuleError("Player {player} is out of the tournament.", player=pid)
    if reg.addons:
        raise RuleError("Player {player} has already taken the add-on.", player=pid)
    if not addon_open(state, action.at_ms):
        raise RuleError("The add-on was possible until the break after level {level}.", level=rule.until_level)
    payment = _record(state, action, reg, PaymentKind.ADDON, rule.purchase)

    def effect() -> None:
        reg.addons += 1
        reg.chips_issued += rule.purchase.chips
        state.add_payment(payment)

    return effect


@TOURNAMENT.handles("money.xtrastack")
def xtrastack(state: TournamentState, action: Action) -> Effect:
    """FS 3.1.14-3.1.15: until the end of the announced level, only for a player who still has chips.

    The money goes to the ranking's promotional fund (3.1.13), not the prize pool.
    """
    config = _open_for_changes(state)
    pid = player_id_of(action.payload)
    rule = config.xtrastack
    if rule is None:
        raise RuleError("This tournament offers no Xtrastack.")
    reg = state.entered(pid)
    if not reg.alive:
        raise RuleError("An Xtrastack is only for a player who still has chips (FS 3.1.15).")
    if reg.xtrastacks:
        raise RuleError("Player {player} already has the Xtrastack.", player=pid)
    if not xtrastack_open(state, action.at_ms):
        raise RuleError(
            "The Xtrastack could be bought until the end of level {level}, while late registration was open (FS 3.1.14).",
            level=rule.until_level,
        )
    payment = xtrastack_payment(rule, action, pid)

    def effect() -> None:
        reg.xtrastacks += 1
        reg.chips_issued += rule.chips
        state.add_payment(payment)

    return effect
