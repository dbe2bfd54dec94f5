"""What the registration desk shows for each player, and which desk steps make sense for him now.

The rules themselves live in the domain; this module only reads the state
(status, waiting-list position, seat, purchases) and uses the domain's own
period checks (`entry_on_sale`, `reentry_open`, `period_open`) to
grey out buttons that would certainly be refused. Anything subtler is left
to the domain, whose refusal the desk shows in red.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tdapp.domain.players.directory import Player
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.registration import entry_on_sale, reentry_open
from tdapp.domain.tournament.state import PaymentKind, Registration, RegStatus, Status, TournamentState


@lru_cache(maxsize=512)
def _t(text: str) -> str:
    """Translated once per text: the language is chosen at start-up, and 2,000 rows repeat the same few words."""
    return QCoreApplication.translate("RegistrationDesk", text)


# Status keys of a player in this tournament (a cancelled registration reads as "not registered").
NONE = "none"
BUSTED = "busted"

# Desk steps (names of the panel's buttons).
REGISTER = "register"
PRE_REGISTER = "pre_register"
CONFIRM = "confirm"
CHECK_IN = "check_in"
PAY = "pay"
WALK_IN = "walk_in"
CANCEL = "cancel"
PROMOTE = "promote"
REENTRY = "reentry"
REBUY = "rebuy"
ADDON = "addon"
XTRASTACK = "xtrastack"
SEAT = "seat"

CHANNEL_LABELS = {
    "in_person": QT_TRANSLATE_NOOP("RegistrationDesk", "in person"),
    "email": QT_TRANSLATE_NOOP("RegistrationDesk", "e-mail"),
    "sms": QT_TRANSLATE_NOOP("RegistrationDesk", "SMS"),
    "phone": QT_TRANSLATE_NOOP("RegistrationDesk", "phone"),
    "desk": QT_TRANSLATE_NOOP("RegistrationDesk", "at the desk"),
}


@dataclass(frozen=True)
class DeskRow:
    """One line of the desk's list: a player of the database and where he stands in this tournament."""

    player: Player
    status: str  # a RegStatus value, NONE or BUSTED
    status_text: str
    seat: tuple[int, int] | None
    purchases_text: str

    @property
    def seat_text(self) -> str:
        if self.seat is None:
            return ""
        return _t("T{table} S{seat}").format(table=self.seat[0], seat=self.seat[1])


class Snapshot:
    """Look-ups built once per refresh so that 2,000 rows cost dictionary reads, not list scans."""

    def __init__(self, state: TournamentState | None) -> None:
        self.state = state
        self.waiting_position: dict[int, int] = {}
        self.finishes: dict[int, Finish] = {}
        if state is not None:
            self.waiting_position = {pid: i for i, pid in enumerate(state.waiting_list, start=1)}
            self.finishes = {f.player_id: f for f in state.seating.finishes}

    def registration(self, player_id: int) -> Registration | None:
        if self.state is None:
            return None
        reg = self.state.registrations.get(player_id)
        return None if reg is None or reg.status is RegStatus.CANCELLED else reg

    def status_of(self, player_id: int) -> str:
        reg = self.registration(player_id)
        if reg is None:
            return NONE
        if reg.status is RegStatus.ENTERED and not reg.alive:
            return BUSTED
        return reg.status.value

    def row(self, player: Player) -> DeskRow:
        reg = self.registration(player.id)
        status = self.status_of(player.id)
        seat = self.state.seating.seat_of.get(player.id) if self.state is not None else None
        return DeskRow(player, status, self.status_text(player.id, reg, status), seat, purchases_text(reg))

    def rows(self, players: Sequence[Player]) -> list[DeskRow]:
        return [self.row(p) for p in players]

    def status_text(self, player_id: int, reg: Registration | None, status: str) -> str:
        if self.state is None:
            return ""
        if reg is None:
            cancelled = self.state.registrations.get(player_id)
            return _t("not registered (cancelled)") if cancelled is not None else _t("not registered")
        if status == RegStatus.PRE_REGISTERED.value:
            return _t("pre-registered ({channel})").format(channel=_t(CHANNEL_LABELS.get(reg.channel, reg.channel)))
        if status == RegStatus.WAITING.value:
            return _t("waiting list ({position})").format(position=self.waiting_position.get(player_id, "?"))
        if status == BUSTED:
            finish = self.finishes.get(player_id)
            if finish is None:
                return _t("busted")
            if finish.shared:
                return _t("busted ({first}–{last})").format(first=finish.first_place, last=finish.last_place)
            return _t("busted ({place}.º)").format(place=finish.first_place)
        return {
            RegStatus.CONFIRMED.value: _t("confirmed"),
            RegStatus.REGISTERED.value: _t("registered"),
            RegStatus.CHECKED_IN.value: _t("checked in"),
            RegStatus.ENTERED.value: _t("entered"),
            RegStatus.NO_SHOW.value: _t("no-show"),
        }.get(status, status)


def purchases_text(reg: Registration | None) -> str:
    """ "1 entry, 2 re-entries, 1 rebuy, add-on, Xtrastack": what the player has bought."""
    if reg is None or not reg.has_paid:
        return ""
    parts = [_t("day-2 entry (stack {n})").format(n=reg.day2_option + 1) if reg.day2_option is not None else _t("entry")]
    for count, one, many in (
        (reg.reentries, _t("1 re-entry"), _t("{n} re-entries")),
        (reg.rebuys, _t("1 rebuy"), _t("{n} rebuys")),
        (reg.addons, _t("add-on"), _t("{n} add-ons")),
        (reg.xtrastacks, _t("Xtrastack"), _t("{n} Xtrastacks")),
    ):
        if count == 1:
            parts.append(one)
        elif count > 1:
            parts.append(many.format(n=count))
    return ", ".join(parts)


# -- which steps make sense -------------------------------------------------


@dataclass(frozen=True)
class Step:
    enabled: bool
    why_not: str = ""


def steps_for(state: TournamentState | None, player_id: int | None, now_ms: int) -> dict[str, Step]:
    """Every desk step with whether it applies to this player now, and if not, why (for the tooltip)."""
    names = (REGISTER, PRE_REGISTER, CONFIRM, CHECK_IN, PAY, WALK_IN, CANCEL, PROMOTE, REENTRY, REBUY, ADDON, XTRASTACK, SEAT)
    if state is None or state.config is None:
        return {n: Step(False, _t("Open a tournament first.")) for n in names}
    if state.status in (Status.FINISHED, Status.ARCHIVED):
        return {n: Step(False, _t("The tournament is finished.")) for n in names}
    if player_id is None:
        return {n: Step(False, _t("Choose a player in the list first.")) for n in names}
    config = state.config
    snap = Snapshot(state)
    status = snap.status_of(player_id)
    reg = snap.registration(player_id)
    steps = {n: Step(False, _t("Not for a player who is {status}.").format(status=snap.status_text(player_id, reg, status))) for n in names}

    def ok(name: str) -> None:
        steps[name] = Step(True)

    def refuse(name: str, why: str) -> None:
        steps[name] = Step(False, why)

    if status == NONE:
        for name in (REGISTER, PRE_REGISTER, WALK_IN):
            ok(name)
        if not entry_on_sale(state, now_ms):
            refuse(WALK_IN, _t("Late registration is closed."))
    if status == RegStatus.PRE_REGISTERED.value:
        ok(CONFIRM)
    if status in (RegStatus.PRE_REGISTERED.value, RegStatus.CONFIRMED.value, RegStatus.REGISTERED.value):
        ok(CHECK_IN)
    if status in (RegStatus.PRE_REGISTERED.value, RegStatus.CONFIRMED.value, RegStatus.REGISTERED.value, RegStatus.CHECKED_IN.value):
        ok(PAY)
        ok(CANCEL)
        if not entry_on_sale(state, now_ms):
            refuse(PAY, _t("Late registration is closed."))
    if status == RegStatus.WAITING.value:
        ok(CANCEL)
        first = state.waiting_list[0] if state.waiting_list else None
        if first == player_id:
            ok(PROMOTE)
        else:
            refuse(PROMOTE, _t("Another player is first on the waiting list."))
    if reg is not None and reg.has_paid:
        if config.reentry is None:
            refuse(REENTRY, _t("This tournament has no re-entry."))
        elif not reentry_open(state, now_ms):
            refuse(REENTRY, _t("The re-entry window is closed."))
        elif config.reentry.max_per_player is not None and reg.reentries >= config.reentry.max_per_player:
            refuse(REENTRY, _t("All re-entries used."))
        else:
            ok(REENTRY)
    if status == RegStatus.ENTERED.value:
        clock = state.clock
        if config.rebuy is None:
            refuse(REBUY, _t("This tournament has no rebuys."))
        elif not clock.period_open(config.rebuy.until_level, now_ms):
            refuse(REBUY, _t("The rebuy period is over."))
        elif config.rebuy.max_per_player is not None and reg is not None and reg.rebuys >= config.rebuy.max_per_player:
            refuse(REBUY, _t("All rebuys used."))
        else:
            ok(REBUY)
        if config.addon is None:
            refuse(ADDON, _t("This tournament has no add-on."))
        elif reg is not None and reg.addons:
            refuse(ADDON, _t("He has already taken the add-on."))
        elif not clock.period_open(config.addon.until_level, now_ms, include_following_break=True):
            refuse(ADDON, _t("The add-on period is over."))
        else:
            ok(ADDON)
        if config.xtrastack is None:
            refuse(XTRASTACK, _t("This tournament offers no Xtrastack."))
        elif reg is not None and reg.xtrastacks:
            refuse(XTRASTACK, _t("He already has the Xtrastack."))
        elif not clock.period_open(config.xtrastack.until_level, now_ms):
            refuse(XTRASTACK, _t("The Xtrastack period is over."))
        else:
            ok(XTRASTACK)
        if player_id in state.seating.seat_of:
            refuse(SEAT, _t("He is already seated."))
        elif not can_draw_a_seat(state):
            refuse(SEAT, _t("No open table has a free seat."))
        else:
            ok(SEAT)
    return steps


def can_draw_a_seat(state: TournamentState) -> bool:
    return any(t.free_seats > 0 for t in state.seating.open_tables())


def seat_now_by_default(state: TournamentState) -> bool:
    """Offer a seat with the payment once tables are open and the seat draw has happened (players sit)."""
    return can_draw_a_seat(state) and state.seating.seated_count > 0


NEXT_STEP = {
    NONE: REGISTER,
    RegStatus.PRE_REGISTERED.value: CONFIRM,
    RegStatus.CONFIRMED.value: CHECK_IN,
    RegStatus.REGISTERED.value: CHECK_IN,
    RegStatus.CHECKED_IN.value: PAY,
    RegStatus.WAITING.value: PROMOTE,
    RegStatus.ENTERED.value: SEAT,
    BUSTED: REENTRY,
}


def next_step(state: TournamentState | None, player_id: int | None, now_ms: int) -> str | None:
    """The step the desk most likely takes next for this player (what Enter does), if it applies now."""
    if state is None or player_id is None:
        return None
    step = NEXT_STEP.get(Snapshot(state).status_of(player_id))
    if step is None:
        return None
    return step if steps_for(state, player_id, now_ms)[step].enabled else None


def summary_counts(state: TournamentState) -> dict[str, int]:
    return {
        "entries": state.entries,
        "reentries": state.reentries,
        "rebuys": state.rebuys,
        "addons": state.addons,
        "xtrastacks": state.payment_counts.get(PaymentKind.XTRASTACK, 0),
        "players_left": state.players_left,
    }
