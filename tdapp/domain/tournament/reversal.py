"""Undo and redo of one action without replaying what came after it.

Undo replays the log from a copy before the target, which proves that every
later action still holds -- but at a festival an early action has tens of
thousands after it (seconds of replay). Most of them have nothing to do with
it: a seat move at table 12 two hours ago is not touched by the busts,
rebuys and moves of the other 5,999 players since. When nothing later
depends on the target, undoing it is taking its own change back, in place;
redoing it is applying it again, in place.

"Nothing later depends on it" is decided from an index kept in the state as
actions are applied (`ReversalIndex`), conservatively: an action of a kind
the index does not know how to follow (a draw, a deal, the tournament
finished...) ends every fast path behind it -- the desk then decides on the
state just before it and replays it and what follows (`Book._split_plan`) --
and any doubt leaves the undo to the replay, which decides exactly. The result must equal the replay's, state
for state: `tests/domain/test_reversal.py` checks it on generated logs, and
the desk checks every fast undo against the replay when
`TDAPP_CHECK_REVERSALS` is set (the test suite sets it).
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tdapp.domain.errors import RuleError
from tdapp.domain.log import Action, named_players
from tdapp.domain.prizes.awards import live_prize_table
from tdapp.domain.rulebook import ReplayError
from tdapp.domain.seating.state import MAX_SEATS, BustRecord
from tdapp.domain.tournament.chips_reversal import redo_color_up, undo_color_up
from tdapp.domain.tournament.clock_reversal import (
    TIMELINE,
    period_read_alike,
    redo_clock_command,
    refuse_clock_command,
    undo_clock_command,
)
from tdapp.domain.tournament.config import Modality
from tdapp.domain.tournament.config_reversal import redo_configure, refuse_configure, undo_configure
from tdapp.domain.tournament.count_reversal import redo_count, refuse_count, undo_count
from tdapp.domain.tournament.finish import Finish
from tdapp.domain.tournament.floor_reversal import note_unaffected, redo_floor_note, undo_floor_note
from tdapp.domain.tournament.freeze_reversal import redo_freeze, undo_freeze
from tdapp.domain.tournament.list_reversal import LEAVES as LIST_STEPS
from tdapp.domain.tournament.list_reversal import redo_list_step, undo_list_step
from tdapp.domain.tournament.registration import purchase_payment, reserved_seats_kept, sold_in_period
from tdapp.domain.tournament.reversal_index import (
    CLOCK_COMMANDS,
    CLOSES_PERIOD,
    FOLLOWED,
    HAND_FOR_HAND,
    READS_TABLE,
    SHOT_CLOCK,
    ClockAnchor,
    Effect,
    Lookup,
    ReversalIndex,
    StartRead,
    TablePositions,
    add_seq,
    after,
    any_after,
    any_between,
    bust_names,
    config_at,
    counts_orbits,
    disqualifies,
    first_unseen,
    holds_seq,
    id_in,
    index_of,
    keeps_his_seat,
    leaves_seat_alone,
    notes_his_table,
    player_of,
    remove_seq,
)
from tdapp.domain.tournament.shot_reversal import (
    banks_given_back_after,
    redo_banks_restored,
    redo_settings,
    redo_shot,
    refuse_shot,
    undo_banks_restored,
    undo_settings,
    undo_shot,
)
from tdapp.domain.tournament.state import ENTRY_KINDS, Payment, PaymentKind, Registration, Status, TournamentState
from tdapp.domain.tournament.table_reversal import (
    break_seats,
    redo_break,
    redo_button,
    redo_resize,
    redo_seat_closed,
    undo_break,
    undo_button,
    undo_resize,
    undo_seat_closed,
)

Decide = Callable[[], Effect]
Undo = Callable[[TournamentState, Action, ReversalIndex, Lookup], Effect | None]
#: Their busts end the tournament at a count of players read from the prize pool: always the replay's. (A
#: knock-out's bust carries a bounty to who eliminated him, the same for every entry: taken back with the bust.)
BUSTS_NOT_IN_PLACE = frozenset({Modality.SATELLITE, Modality.SURVIVOR})


# -- undo in place --------------------------------------------------------------------
def undo_in_place(
    state: TournamentState, action: Action, lookup: Lookup, with_it: Sequence[Action] = (), *, undone_by: int | None = None
) -> Effect | None:
    """The effect that takes `action` back out of `state`, or None when something later may depend on it.

    `lookup` gives the actions in force by their sequence number (what the index lists); `with_it`: the rest of
    its gesture, taken back with it (`action` is the gesture's first). `undone_by`: the undo's own number, which
    marks what the undo keeps for a redo in place (what the action read, as it read it now): a redo trusts it only
    from the latest undo, when nothing before the action changed since (`redo_in_place`).
    """
    index = index_of(state)
    if not index.covers(action.seq) or state.config is None or index.settings_read_since(action.kind, action.seq, undoing=True):
        return None
    if _money_read_since(state, index, lookup, action, with_it, undoing=True):
        return None
    if with_it:
        kinds = (action.kind, *(a.kind for a in with_it))
        effect = _undo_reentry_seated(state, action, list(with_it), index, lookup) if kinds == ("money.reentry", "seating.seat") else None
    else:
        undo = _UNDO.get(action.kind)
        effect = None if undo is None else undo(state, action, index, lookup)
    effect = _counts_follow(state, index, action, with_it, effect, undoing=True)
    if effect is None or action.kind not in KEPT_BY_THE_UNDO:
        return effect
    made = effect

    def marked() -> None:
        made()
        index.kept_by[action.seq] = undone_by

    return marked


#: Kinds whose undo in place keeps what the action read (its record, the countdown it replaced...) for its redo;
#: the clock's start too (what it read, noted when it was decided, holds while it is in force: from its undo on,
#: only while nothing before it changes).
KEPT_BY_THE_UNDO = frozenset({"chips.count", "floor.ruling", "floor.penalty", "clock.start", "chips.color_up", *SHOT_CLOCK, *READS_TABLE})


def redo_in_place(
    state: TournamentState,
    action: Action,
    lookup: Lookup,
    decide: Decide,
    *,
    unchanged_before: bool = False,
    changed_before: Sequence[Action] = (),
    with_it: Sequence[Action] = (),
    decide_each: Callable[[Action], Effect] | None = None,
    undone_by: int | None = None,
    changed_since_undo: Sequence[Action] | None = None,
) -> Effect | None:
    """The effect that puts `action` back into `state`, or None when the replay must decide.

    `decide` decides the action on the state as it stands (raising what it
    refuses): for the kinds whose effect there is the effect at its place.
    `unchanged_before`: nothing before the action was undone or redone since
    it was first decided, so it still holds where it stands in the log.
    `changed_before`: else, what was (an add-on holds as it did when none of
    them names its player, reads the clock or is not followed by the index).
    `with_it`: the rest of its gesture, put back with it, each decided by `decide_each` once the one before is in.
    `undone_by`: its latest undo, and `changed_since_undo` what before it changed since (None: as since it was
    stored): what that undo kept (`KEPT_BY_THE_UNDO`) is read as it stood then.
    """
    index = index_of(state)
    if not index.covers(action.seq) or state.config is None or index.settings_read_since(action.kind, action.seq):
        return None
    if _money_read_since(state, index, lookup, action, with_it, undoing=False):
        return None
    if with_it:
        kinds = (action.kind, *(a.kind for a in with_it))
        if kinds != ("money.reentry", "seating.seat") or decide_each is None:
            return None
        effect = _redo_reentry_seated(state, action, with_it[0], index, lookup, decide_each)
    else:
        redo = _REDO.get(action.kind)
        unaffected = _UNAFFECTED.get(action.kind)
        if action.kind in KEPT_BY_THE_UNDO:  # what the latest undo kept, and what changed before it since
            changed = changed_before if changed_since_undo is None else changed_since_undo
            unchanged_before = unchanged_before if changed_since_undo is None else not changed_since_undo
            if index.kept_by.get(action.seq, -1) != undone_by:
                return None  # kept by an earlier undo (a copy's), or not at all: the replay decides
        else:
            changed = changed_before
        if unaffected is not None and not unchanged_before and changed:
            unchanged_before = unaffected(state, action, changed, index, lookup)
        effect = None if redo is None else redo(state, action, index, lookup, decide, unchanged_before)
    return _counts_follow(state, index, action, with_it, effect, undoing=False)


#: Kinds whose money goes to the prize pool or that count an entry: a prize table frozen since read them.
FILLS_THE_POOL = frozenset({"money.buy_in", "money.rebuy", "money.reentry", "money.addon"})


#: Kinds that issue chips: a chip count since read the chips in play.
ISSUES_CHIPS = FILLS_THE_POOL | {"money.xtrastack"}


def _money_read_since(
    state: TournamentState, index: ReversalIndex, lookup: Lookup, action: Action, with_it: Sequence[Action], *, undoing: bool
) -> bool:
    """Whether something after the gesture read what it changes beyond what its undo or redo in place takes care of:
    a prize table frozen since read the pool a purchase filled; a chip count since read the chips in play (a count
    held by fewer chips than a purchase issued would be refused without it) and the counts of the players in when
    play stopped (a bust, or a rebuy back in, takes a counted player's count out of the census or back in; a
    re-entry starts a stack the census reads instead of the old one)."""
    gesture = (action, *with_it)
    kinds = {a.kind for a in gesture}
    if any_after(index.pool_reads, action.seq) and kinds & FILLS_THE_POOL:
        return True
    if not any_after(index.chip_counts, action.seq):
        return False
    if kinds & {"money.reentry", "money.buy_in"}:
        return True
    back_ins = [a for a in gesture if a.kind == "money.rebuy" and a.seq in index.back_ins]
    if any(_counted_before(index, lookup, pid, a.seq) for a in back_ins if (pid := player_of(a)) is not None):
        return True
    if "player.bust" in kinds and any(_counted_before(index, lookup, pid, action.seq) for pid in _busted(action)):
        return True
    if undoing and kinds & ISSUES_CHIPS:
        chips = _chips_issued_by(state, gesture)
        return _count_refused(index, action.seq, chips) is not None
    return False


_PAYMENT_KINDS = {"money.rebuy": PaymentKind.REBUY, "money.addon": PaymentKind.ADDON, "money.xtrastack": PaymentKind.XTRASTACK}


def _chips_issued_by(state: TournamentState, gesture: Sequence[Action]) -> int:
    """The chips the gesture's purchases put in play, as the state holds them (a purchase undone: none)."""
    chips = 0
    for a in gesture:
        kind = _PAYMENT_KINDS.get(a.kind)
        payment = state.payment_of(a.seq, kind) if kind is not None else None
        chips += payment.chips if payment is not None else 0
    return chips


def _count_refused(index: ReversalIndex, seq: int, fewer: int) -> tuple[int, RuleError | None] | None:
    """The first chip count after #seq that the chips in play, `fewer` chips fewer, no longer hold; its refusal."""
    if fewer <= 0:
        return None
    for count in after(index.chip_counts, seq):
        read = index.count_read.get(count)
        if read is None:
            return count, None  # not noted (an index kept before counts were): not known
        refused = read.refusal(fewer)
        if refused is not None:
            return count, refused
    return None


def _refuse_purchase(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """An add-on, an Xtrastack or a rebuy of a player in: without it he stands as he does, with its chips fewer in
    play. After the day's counts, the first count those chips fewer no longer hold is refused (the census of a
    bagging adds up to the chips in play), when nothing the index does not follow comes first and no prize table
    is frozen in between (without the money it may have no payout)."""
    if action.seq in index.back_ins:
        return _refuse_back_in(state, action, index, lookup)
    chips = _chips_issued_by(state, [action])
    refused = _count_refused(index, action.seq, chips)
    if refused is None:
        return None
    seq, cause = refused
    first_opaque = _first_opaque(index, lookup, action.seq)
    later = lookup(seq)
    if later is None or cause is None or (first_opaque is not None and first_opaque < seq):
        return None
    prize_cents = sum(p.prize_cents for p in (state.payment_of(action.seq, kind) for kind in PaymentKind) if p is not None)
    if any(not _frozen_without(state, index, freeze, prize_cents) for freeze in after(index.pool_reads, action.seq) if freeze < seq):
        return None  # without its money the prize table frozen in between may have no payout (FS 8.1)
    return ReplayError(later, cause)


def _frozen_without(state: TournamentState, index: ReversalIndex, freeze: int, prize_cents: int) -> bool:
    """Whether the prize table frozen at #freeze is still drawn up with `prize_cents` fewer in the pool (the rule
    may have no payout for a pool too small, FS 8.1). The pool and the entries then: the payments before it; the
    prize table's settings then: not known here past a change of them."""
    if any_after(index.prize_changes, freeze):
        return False
    payments = state.payments[: bisect.bisect_left(state.payments, freeze, key=lambda p: p.seq)]
    entries = sum(1 for p in payments if p.kind in ENTRY_KINDS or p.kind is PaymentKind.REENTRY)
    try:
        live_prize_table(state, gross=sum(p.prize_cents for p in payments) - prize_cents, entries=entries)
    except RuleError:
        return False
    return True


def _counts_follow(
    state: TournamentState, index: ReversalIndex, action: Action, with_it: Sequence[Action], effect: Effect | None, *, undoing: bool
) -> Effect | None:
    """The effect, and then the chip counts since held by as many chips fewer (an undo) or more (a redo) as the
    purchases put in play: what a replay notes for them."""
    counts = after(index.chip_counts, action.seq)
    gesture = (action, *with_it)
    if effect is None or not counts or not {a.kind for a in gesture} & ISSUES_CHIPS:
        return effect
    before = _chips_issued_by(state, gesture)

    def then() -> None:
        effect()
        change = _chips_issued_by(state, gesture) - before
        for seq in counts:
            read = index.count_read[seq]
            index.count_read[seq] = replace(read, in_play=read.in_play + change)

    return then


def _counted_before(index: ReversalIndex, lookup: Lookup, pid: int, seq: int) -> bool:
    """Whether the player's chips were counted before #seq: while he is out in one world only, a census made then
    reads that count in that world only (one made after both went the same way reads him alike)."""
    named = index.named.get(pid) or []
    return any((a := lookup(s)) is None or a.kind == "chips.count" for s in named[: bisect.bisect_left(named, seq)])


def _purchase_unaffected(action: Action, changed: Sequence[Action]) -> bool:
    """Whether an add-on or Xtrastack still holds where it stands after these earlier actions went in or out of
    force: what it checks there is its player's own standing (named), the clock's period and the rules."""
    pid = player_of(action)
    for other in changed:
        names = named_players([other])
        if names is None or pid in names or other.kind.startswith("clock.") or other.kind in CLOSES_PERIOD or other.kind not in FOLLOWED:
            return False
    return True


def refusal_in_place(state: TournamentState, action: Action, lookup: Lookup, with_it: Sequence[Action] = ()) -> ReplayError | None:
    """The refusal the replay would give for undoing `action`, when it is certain without replaying; else None.

    `with_it`: the other actions of its gesture, undone with it (`action` is the gesture's first): a walk-in's
    registration, payment and seat, a re-entry and its seat.

    Without the target, its player stands as he stood before it (still in,
    out, without a seat, unpaid, unregistered) until the next action that
    names him, which the rules then refuse in words known from its kind (see
    `_REFUSED`). That is the replay's refusal when nothing in between could
    have gone otherwise without the target: nothing the index does not
    follow, nothing that touched the seat the target gave or took or counted
    its table, no bust that left the field too small for one player less, no
    entry that found the field full.
    """
    index = index_of(state)
    config = state.config
    if not index.covers(action.seq) or config is None or state.finished_at_ms is not None:
        return None
    if index.settings_read_since(action.kind, action.seq):
        return None
    if config.modality in BUSTS_NOT_IN_PLACE or config.modality is Modality.MULTISTACK:
        return None  # their busts and entries read the field's count in ways not followed here
    refuse = _REFUSE.get(action.kind)
    if with_it:
        refusal = _refuse_gesture(state, action, list(with_it), index, lookup)
    else:
        refusal = None if refuse is None else refuse(state, action, index, lookup)
    if refusal is None or _read_between(state, index, (action, *with_it), refusal.action.seq, weighed=refuse is _refuse_purchase):
        return None
    return refusal


def _read_between(state: TournamentState, index: ReversalIndex, gesture: Sequence[Action], refused: int, *, weighed: bool) -> bool:
    """Whether something between the gesture and the refused action #`refused` read what the gesture changed in a
    way the walks that found the refusal do not follow, so that the replay may refuse elsewhere or not at all:

    - a chip count read the chips in play and the players in: known to hold with a purchase's chips fewer (an
      add-on, an Xtrastack, a rebuy of a player in) up to the first it no longer holds; a census a player
      leaves or joins, not known;
    - a prize table frozen read the pool: without a purchase it may have no payout (FS 8.1) -- unless the
      purchase's own refusal weighed it (`weighed`, a purchase of a player in);
    - the reserved seats released read who holds one unpaid: without the target it turned away another list.
    """
    first = gesture[0]
    kinds = {a.kind for a in gesture}
    out = any(disqualifies(a) for a in gesture)  # he leaves the census, his chips out of play
    if (kinds & (ISSUES_CHIPS | {"player.bust"}) or out) and any_between(index.chip_counts, first.seq, refused):
        joins = out or kinds & {"player.bust", "money.reentry", "money.buy_in"} or any(a.seq in index.back_ins for a in gesture)
        count = _count_refused(index, first.seq, _chips_issued_by(state, gesture))
        if joins or (count is not None and count[0] < refused):
            return True
    weighed = weighed and len(gesture) == 1 and first.seq not in index.back_ins
    if not weighed and kinds & FILLS_THE_POOL and any_between(index.pool_reads, first.seq, refused):
        return True
    return bool(kinds & HOLDS_OR_FREES_A_RESERVED_SEAT) and _released_between(index, first.seq, refused)


#: Kinds that put a player on the list unpaid or take him off it: the reserved seats' release reads who is there.
HOLDS_OR_FREES_A_RESERVED_SEAT = frozenset(
    {
        "registration.register",
        "registration.confirm",
        "registration.cancel",
        "registration.promote",
        "registration.check_in",
        "money.buy_in",
    }
)


def _released_between(index: ReversalIndex, low: int, high: int) -> bool:
    return any(low < seq < high for seq in index.released)


# How the target's player stands without it, until the next action that names him.
STILL_IN, OUT, UNSEATED, UNPAID, UNREGISTERED = "still in", "out", "unseated", "unpaid", "unregistered"
#: The rules' words for the first check each kind fails for a player who stands so (their handlers' own order:
#: `state.registration`, `state.entered`, then the kind's own checks).
_NOT_REGISTERED = "Player {player} is not registered in this tournament."
_NOT_PAID = "Player {player} has not paid an entry."
_SAME = "same"  # the action holds in both worlds and does the same: the next one that names him decides


def _refused(world: str, later: Action, pid: int) -> RuleError | str | None:
    """The refusal of `later` for the player standing as `world` says, `_SAME`, or None (it would go otherwise)."""
    kind = later.kind
    if kind == "player.bust":
        for entry in later.payload.get("busts") or ():
            if not isinstance(entry, dict):
                return None
            if player_of(entry) == pid:
                words = {
                    OUT: "Player {player} is already out.",
                    UNSEATED: "Player {player} has no seat: only a seated player can be out.",
                    UNPAID: _NOT_PAID,
                    UNREGISTERED: _NOT_REGISTERED,
                }.get(world)
                return None if words is None else RuleError(words, player=pid)
            if entry.get("eliminator_id") == pid:
                words = {OUT: "Player {player} is out and cannot eliminate anybody.", UNPAID: _NOT_PAID, UNREGISTERED: _NOT_REGISTERED}.get(
                    world
                )
                if words is not None:
                    return RuleError(words, player=pid)
                if world != UNSEATED:
                    return None
        return _SAME if world == UNSEATED else None
    if kind == "seating.move" and player_of(later) == pid and world in (OUT, UNSEATED, UNPAID, UNREGISTERED):
        return RuleError("Player {player} has no seat to move from.", player=pid)
    if kind == "chips.count" and player_of(later) == pid:  # its player's checks come before the chips'
        words = {
            OUT: "Player {player} is no longer in the tournament: there is no stack to count.",
            UNSEATED: "Player {player} has no seat: chips are counted at the table.",
            UNPAID: _NOT_PAID,
            UNREGISTERED: _NOT_REGISTERED,
        }.get(world)
        return RuleError(words, player=pid) if words is not None else None
    if kind == "chips.color_up":  # it checks each player it names in turn: only he stands otherwise
        words = {OUT: "Player {player} is out of the tournament.", UNPAID: _NOT_PAID, UNREGISTERED: _NOT_REGISTERED}.get(world)
        return RuleError(words, player=pid) if words is not None else _SAME if world == UNSEATED else None
    if kind == "seating.break_table" and world in (OUT, UNSEATED, UNPAID, UNREGISTERED) and later.payload.get("final_table_seats") is None:
        # It lists him with a new seat; its seats are checked first (the same in both worlds), then who sits there.
        listed = [player_of(e) for e in later.payload.get("seats") or () if isinstance(e, dict)]
        return _listed_absent(later, pid) if pid in listed else None
    if kind == "floor.ruling":  # it checks that the players it names are registered, in its list's order
        return RuleError(_NOT_REGISTERED, player=pid) if world == UNREGISTERED else _SAME
    if kind == "floor.penalty" and player_of(later) == pid:  # its player's checks, then a missed-orbits penalty's seat
        words = {UNREGISTERED: _NOT_REGISTERED, UNPAID: _NOT_PAID, OUT: "Player {player} is no longer in the tournament."}.get(world)
        if words is None and world == UNSEATED and disqualifies(later):
            return None  # out in both worlds, but his record notes no table there, and no seat is freed there
        if words is None and world == UNSEATED and later.payload.get("kind") == "missed_orbits":
            words = "Player {player} is not seated: a missed-orbits penalty counts the players at his table."
        return RuleError(words, player=pid) if words is not None else _SAME
    if player_of(later) != pid:
        return None
    if world == UNREGISTERED and kind in (
        "money.buy_in",
        "registration.check_in",
        "registration.confirm",
        "registration.cancel",
        "registration.promote",
        "seating.seat",
        "money.addon",
        "money.xtrastack",
        "money.rebuy",
        "money.reentry",
    ):
        return RuleError(_NOT_REGISTERED, player=pid)
    if world == UNPAID and kind in ("seating.seat", "money.addon", "money.xtrastack", "money.rebuy", "money.reentry"):
        return RuleError(_NOT_PAID, player=pid)
    if world == OUT:
        if kind in ("seating.seat", "money.addon"):
            return RuleError("Player {player} is out of the tournament.", player=pid)
        if kind == "money.xtrastack":
            return RuleError("An Xtrastack is only for a player who still has chips (FS 3.1.15).")
        if kind == "money.reentry" and later.payload.get("forfeited_chips"):
            return RuleError("Player {player} has no chips to give up.", player=pid)  # he was in: he gave up his stack
    if world == STILL_IN and kind == "money.reentry" and not later.payload.get("forfeited_chips"):
        return RuleError("Player {player} still has chips: count the stack he gives up (RPT Art. 7.2).", player=pid)
    if world == UNSEATED and kind in ("money.addon", "money.xtrastack", "money.rebuy", *SHOT_CLOCK):
        return _SAME  # a purchase of a player in, or the shot clock on him, reads nothing of his seat
    if kind == "clock.shot.start" and world in (OUT, UNPAID, UNREGISTERED):
        return RuleError("Player {player} is not playing in this tournament.", player=pid)  # after the clock's checks
    return None


def _refusal_after(
    state: TournamentState,
    action: Action,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    world: str,
    *,
    seat: tuple[int, int] | None = None,
    fewer_in: bool = False,
    more_in: bool = False,
    skip: frozenset[int] = frozenset(),
) -> ReplayError | None:
    """The replay's refusal of the first action after `action` that names `pid` and fails for him standing as
    `world` says, when nothing in between can have gone otherwise; None when that is not certain.

    `seat`: the seat the target gave him, took from him or looked at (nobody may touch it or count its table in
    between); `fewer_in` / `more_in`: without the target one player fewer (or more) is in meanwhile.
    """
    config = state.config
    if config is None:
        return None
    first_opaque = _first_opaque(index, lookup, action.seq)
    naming = after(index.named.get(pid), action.seq)
    if world == UNREGISTERED:  # a ruling naming him reads that he is registered
        naming = sorted(naming + after(index.ruled.get(pid), action.seq))
    for seq in naming:
        if first_opaque is not None and first_opaque < seq:
            break
        if seq in skip:
            continue
        later = lookup(seq)
        if later is None:
            return None
        verdict = _refused(world, later, pid)
        if verdict is None:
            return None
        if isinstance(verdict, RuleError):
            return _if_nothing_between(state, action, later, verdict, index, lookup, first_opaque, seat, fewer_in, more_in, skip)
    if first_opaque is None or world not in (UNPAID, UNREGISTERED):
        return None
    draw = lookup(first_opaque)  # a seat draw that seats him: its check of each player, in the draw's order
    if draw is None or draw.kind != "seating.draw" or not _draws(draw, pid):
        return None
    cause = RuleError(_NOT_PAID if world == UNPAID else _NOT_REGISTERED, player=pid)
    return _if_nothing_between(state, action, draw, cause, index, lookup, None, seat, fewer_in, more_in, skip)


#: Kinds the index does not follow that read nothing of a player, his seat or the field's count.
READ_NO_PLAYER = frozenset({"seating.open_table"})


def _first_opaque(index: ReversalIndex, lookup: Lookup, seq: int) -> int | None:
    """The first action after #seq the index does not follow, past those that read nothing of a player."""
    return first_unseen(index, lookup, seq, READ_NO_PLAYER)


def _draws(draw: Action, pid: int) -> bool:
    return any(player_of(entry) == pid for entry in _draw_entries(draw))


def _draw_entries(draw: Action) -> list[dict[str, Any]]:
    """A draw's seats, in the order its rules check them."""
    seats = draw.payload.get("seats")
    return [entry for entry in seats if isinstance(entry, dict)] if isinstance(seats, list) else []


def _if_nothing_between(
    state: TournamentState,
    action: Action,
    refused: Action,
    cause: RuleError,
    index: ReversalIndex,
    lookup: Lookup,
    first_opaque: int | None,
    seat: tuple[int, int] | None,
    fewer_in: bool,
    more_in: bool,
    skip: frozenset[int],
) -> ReplayError | None:
    low, high = action.seq, refused.seq
    config = state.config
    if config is None or (first_opaque is not None and first_opaque < high):
        return None
    if seat is not None and (
        _other_between(index.seats.get(seat), low, high, skip) or _table_read_between(index, lookup, seat[0], low, high, skip)
    ):
        return None
    if _count_read_otherwise(state, index, low, high, more=more_in, skip=skip):
        return None  # an entry in between may have found the field full in one world only
    if fewer_in and _lowest_left(state, index, lookup, low, high) < 3:
        return None  # a bust in between left so few in that, with one fewer, the rules go otherwise
    return ReplayError(refused, cause)


def _count_read_otherwise(
    state: TournamentState, index: ReversalIndex, low: int, high: int | None, *, more: bool, skip: frozenset[int] = frozenset()
) -> bool:
    """Whether an entry between #low and #high (None: to now) may have found the field full in one world only, the
    other holding one seat more (`more`) or fewer. The count is read against the capacity alone (`_field_full`),
    and it never exceeds the players on the list, which only grow past the target (nothing the index does not
    follow comes in between wherever this is asked): far enough below the capacity, it reads the same."""
    capacity = index.lowest_capacity(state.config, low) if state.config is not None else None
    if capacity is None or len(state.registrations) + (1 if more else 0) < capacity:
        return False
    if high is None:
        return any(seq not in skip for seq in after(index.field_counts, low))
    return _other_between(index.field_counts, low, high, skip)


def _table_read_between(index: ReversalIndex, lookup: Lookup, table: int, low: int, high: int, skip: frozenset[int]) -> bool:
    """Whether an action between #low and #high but those of `skip` counted the table's players, past the
    missed-orbits penalties: with one player more or fewer there each holds the same (its hands to miss differ),
    so none changes which later action a refusal found is refused."""
    seqs = index.tables.get(table) or []
    for seq in seqs[bisect.bisect_right(seqs, low) :]:
        if seq >= high:
            return False
        if seq in skip:
            continue
        later = lookup(seq)
        if not counts_orbits(later):
            return True
    return False


def _other_between(seqs: list[int] | None, low: int, high: int, skip: frozenset[int]) -> bool:
    """Any of `seqs` between #low and #high but those of `skip`."""
    if not seqs:
        return False
    for seq in seqs[bisect.bisect_right(seqs, low) :]:
        if seq >= high:
            return False
        if seq not in skip:
            return True
    return False


def _lowest_left(state: TournamentState, index: ReversalIndex, lookup: Lookup, low: int, high: int | None) -> int:
    """The fewest players left after any bust between #low and #high, as the log stands (walked back from now)."""
    if high is not None:  # no bust in between (an entry before the draw): nothing to walk
        between = index.alive_changes[bisect.bisect_right(index.alive_changes, low) : bisect.bisect_left(index.alive_changes, high)]
        if all((action := lookup(seq)) is not None and action.kind != "player.bust" for seq in between):
            return 1 << 30
    walked = _walk_field(state, index, lookup, low, high)
    return 0 if walked is None else walked[0]


def _walk_field(state: TournamentState, index: ReversalIndex, lookup: Lookup, low: int, high: int | None) -> tuple[int, int, int] | None:
    """One walk back from now over what moved the count of players in since #low: the fewest left after a bust
    before #high (to now when None, now included), how many were left right after #low, and how many bust
    records the busts since made. None when an action is not known."""
    left = state.players_left
    changes = index.alive_changes
    since = changes[bisect.bisect_right(changes, low) :]  # an early redo walks thousands: each step in C where it can
    actions = list(map(lookup, since))
    if any(a is None for a in actions):
        return None
    # Each change's step in the count: a bust puts back one player a record (the rules checked each entry), a
    # disqualification one player and no record.
    records = [len(a.payload["busts"]) if a.kind == "player.bust" else 0 for a in actions]  # type: ignore[union-attr]
    steps = [n if n else 1 if disqualifies(a) else -1 for n, a in zip(records, actions, strict=True)]
    # Walked back from now: the count right after each change is the count before the next one back.
    after_each = list(itertools.accumulate(reversed(steps), initial=left))[:-1]
    after_each.reverse()
    cut = len(since) if high is None else bisect.bisect_left(since, high)
    busts_before = [n for n, made in zip(after_each[:cut], records[:cut], strict=True) if made]  # only a bust reads it
    lowest = min(busts_before, default=1 << 30)
    if high is None:
        lowest = min(lowest, left)
    return lowest, left + sum(steps), sum(records)


# -- another player's rebuy looked at the seat ------------------------------------------
#: Worlds of the player whose rebuy looked at the target's seat: it sat him down there in one world only.
SITTING, ELSEWHERE = "sitting", "elsewhere"


def _refusal_by_look(
    state: TournamentState,
    action: Action,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    world: str,
    seat: tuple[int, int],
    *,
    held: bool,
    other: tuple[int, int] | None = None,
    fewer_in: bool = False,
    more_in: bool = False,
    skip: frozenset[int] = frozenset(),
) -> ReplayError | None:
    """The replay's refusal when the first action after the target to touch `seat` is another player's rebuy back
    in, looking at it as the seat of his bust: free in one world, taken in the other, so it sat him down in one
    world only (`held`: without the target `pid` holds the seat, else it is free without it; `other`: a move's
    other seat, the other way round).

    From the rebuy on the seat is taken in both worlds (by `pid` or by him): the tables count the same, and the
    two players' next actions decide -- his seat given while he sits ("already sits"), his bust or move while he
    has no seat, or `pid`'s next action as `_refused` says for `world` (`ELSEWHERE`: `pid` sits at another seat,
    which only his seat-blind actions pass). Certain when nothing else touches either seat or counts their tables
    before it and nothing the index does not follow comes first.
    """
    low = action.seq
    first_opaque = _first_opaque(index, lookup, low)
    look_seq = next((seq for seq in after(index.seats.get(seat), low) if seq not in skip), None)
    if look_seq is None or (first_opaque is not None and first_opaque < look_seq):
        return None
    look = lookup(look_seq)
    them = player_of(look) if look is not None else None
    if look is None or them is None or them == pid or look.kind != "money.rebuy" or look_seq not in index.back_ins:
        return None
    if any_between(index.named.get(them), low, look_seq):
        return None  # out since before the target: nothing of his should come in between
    ended: list[int] = []  # his own move away from both seats, in both worlds (`ELSEWHERE` only)
    passes: list[int] = []  # his own rebuy that found the seat taken as the log stands (he still sits there without the bust)
    busted: list[int] = []  # his own bust, from either seat (`ELSEWHERE` only): both his seats free from then on
    resat: list[int] = []  # his own bust and his rebuy back in that sat him down again, each world in its seat
    mine = _first_deciding(index, lookup, pid, world, low, skip, seat, ended, other, state.seating, passes, busted, resat)
    if (ended and ended[0] < look_seq) or (busted and busted[0] < look_seq):
        return None  # he left the seat before the rebuy looked at it: it found it as it stands
    theirs = _first_deciding(index, lookup, them, UNSEATED if held else SITTING, look_seq, skip, seat)
    if mine is not None and theirs is not None and mine[0] == theirs[0]:
        return None  # one action naming both: which check it fails first is its handler's
    decided = min((d for d in (mine, theirs) if d is not None), default=None, key=lambda d: d[0])
    # Once he left his seat (his move away or bust) it is free in one world, taken in the other.
    left_at = min([*ended, *busted], default=None)
    late = _LateLook(None, decided, False)
    if left_at is not None and (decided is None or left_at < decided[0]):
        found = _with_late_look(index, lookup, seat, left_at, decided, SITTING if held else UNSEATED, (them, pid), skip)
        if found is None:
            return None
        late = found
    decided = late.decided
    if decided is None or not isinstance(decided[1], RuleError):
        return None
    high, cause = decided
    until = min([*ended, *busted, high])
    if first_opaque is not None and first_opaque < high:
        return None
    refused = lookup(high)
    if refused is None or not _late_refusal_holds(state, index, refused, late, seat, SITTING if held else UNSEATED):
        return None
    if held and decided is theirs:
        # What the log accepted of his needed the seat the rebuy gave him: his bust or move from it, his missed
        # orbits (seated), the break of its table listing him. At that break `pid` still sits there without the
        # target and is not listed -- its check of who is missing comes first (unless he sits there in both).
        if refused.kind == "seating.break_table":
            there_in_both = other is not None and other[0] == seat[0]
            if id_in(refused.payload.get("table")) != seat[0]:
                return None
            if not there_in_both and not any(s < high for s in (*ended, *busted)):
                cause = RuleError("Player {player} of table {table} has no new seat.", player=pid, table=seat[0])
            # (once he left both seats before it, only `them` differs at the table: listed, and not there)
        elif not (_confirms_seat(state, index, refused, them, seat) or counts_orbits(refused)):
            return None
    elif not held and decided is mine and refused.kind == "seating.break_table" and id_in(refused.payload.get("table")) == seat[0]:
        # Without the target his rebuy sat `them` down there, and nothing of his came since: the break of the
        # table does not list him, and its check of who is missing comes first.
        cause = RuleError("Player {player} of table {table} has no new seat.", player=them, table=seat[0])
    # From the rebuy on the seat is taken in both worlds: another player's rebuy looking at it then sits nobody down
    # -- until he leaves his seat (his move away or his bust), after which it is free in one world again. Leaving
    # frees `other` in both.
    others = (them, pid)
    passed = skip | {look_seq, *ended, *passes, *busted, *resat}
    for seq in after(index.seats.get(seat), look_seq):
        if seq >= high or (seq >= until and late.look is None):
            break
        later = lookup(seq)
        if later is not None and later.kind == "money.rebuy" and seq in index.back_ins and player_of(later) not in others:
            passed |= {seq}  # taken in both worlds (before he left, and again from the late look on): nobody sits down
    if _other_between(index.seats.get(seat), low, high, passed) or _table_read_between(index, lookup, seat[0], low, high, passed):
        return None
    own = skip | set(ended) | set(resat)  # (his bust and the rebuy that sat him down again: touches of his own)
    if other is not None and _other_between(index.seats.get(other), low, until, own):
        passing = _look_at_other(index, lookup, other, low, until, high, own, (pid, them))
        if passing is None:
            return None
        passed |= passing
    elif other is not None and _table_read_between(index, lookup, other[0], low, until, skip):
        return None
    # The seat he keeps without the target is free as the log stands until then (nobody touched it): a seat given
    # at its table meanwhile found it and its own free, so one fewer never made that table full.
    return _if_nothing_between(state, action, refused, cause, index, lookup, first_opaque, None, fewer_in, more_in, passed)


@dataclass(frozen=True)
class _LateLook:
    """The first rebuy back in to look at a seat once it stood taken in one world only (`look`: its player sits down
    in the other), and the first action the replay decides otherwise, his own when `by_it`."""

    look: Action | None
    decided: tuple[int, RuleError | None] | None
    by_it: bool


def _with_late_look(
    index: ReversalIndex,
    lookup: Lookup,
    seat: tuple[int, int],
    since: int,
    decided: tuple[int, RuleError | None] | None,
    world: str,
    players: tuple[int, ...],
    skip: frozenset[int],
) -> _LateLook | None:
    """From #since `seat` is free in one world and taken in the other; `decided` is what decides first without
    that seat's later looks. The first look sits its player down in one world only (`world`: his there), so his
    own next action that goes otherwise may come first (None: one action naming both, not certain)."""
    bound = decided[0] if decided is not None else None
    look = _late_look(index, lookup, seat, since, bound, players)
    if look is None:
        return _LateLook(None, decided, False)
    his = _first_deciding(index, lookup, player_of(look), world, look.seq, skip, seat)  # type: ignore[arg-type]
    if his is not None and bound is not None and his[0] == bound:
        return None  # which check that action fails first is its handler's
    if his is not None and (bound is None or his[0] < bound):
        return _LateLook(look, his, True)
    return _LateLook(look, decided, False)


def _late_refusal_holds(
    state: TournamentState, index: ReversalIndex, refused: Action, late: _LateLook, seat: tuple[int, int], world: str
) -> bool:
    """A break of the seat's table after a late look meets its player in the check of who is missing (not
    followed); his bust or move refused without a seat must leave that seat as the log stands."""
    if late.look is None:
        return True
    if refused.kind == "seating.break_table" and id_in(refused.payload.get("table")) == seat[0]:
        return False
    return not late.by_it or world == SITTING or _confirms_seat(state, index, refused, player_of(late.look), seat)  # type: ignore[arg-type]


def _late_look(
    index: ReversalIndex, lookup: Lookup, seat: tuple[int, int], until: int, high: int | None, players: tuple[int, int]
) -> Action | None:
    """The first touch of `seat` from #until (he left it) before #high, when it is the rebuy back in of a player
    other than `players` looking at it as the seat of his bust (None otherwise: a touch of another kind leaves the
    refusal uncertain, and the caller's check of the seat's touches says so)."""
    touches = [seq for seq in after(index.seats.get(seat), until) if high is None or seq < high]
    look = lookup(touches[0]) if touches else None
    if look is None or look.kind != "money.rebuy" or look.seq not in index.back_ins or player_of(look) in (None, *players):
        return None
    return look


def _look_at_other(
    index: ReversalIndex,
    lookup: Lookup,
    other: tuple[int, int],
    low: int,
    until: int,
    high: int,
    skip: frozenset[int],
    players: tuple[int, int],
) -> frozenset[int] | None:
    """A move's other seat, looked at by yet another player's rebuy back in while the moved player held it in one
    world only: it sat that player down in the other world, and he waits for a seat in this one. That changes
    nothing before #high if he does nothing meanwhile but buy chips, nobody else but more rebuys of others looking at it touches
    the seat (taken in both worlds while the moved player sits), nothing touches it once he left it (#until, taken
    in one world then) and its table is not counted. The touches passed (None: not certain)."""
    touches = [seq for seq in after(index.seats.get(other), low) if seq < until and seq not in skip]
    look = lookup(touches[0]) if touches else None
    looker = player_of(look) if look is not None else None
    if look is None or looker is None or looker in players or look.kind != "money.rebuy" or look.seq not in index.back_ins:
        return None
    for seq in touches[1:]:
        later = lookup(seq)
        if later is None or later.kind != "money.rebuy" or seq not in index.back_ins or player_of(later) in (*players, looker):
            return None
    for seq in after(index.named.get(looker), look.seq):
        later = lookup(seq)
        if seq >= high:
            break
        if later is None or not (leaves_seat_alone(later, looker) or notes_his_table(later, looker)):
            return None  # (a purchase, or a warning noting the table he sits at, in one world only: read by nothing)
    if _other_between(index.seats.get(other), until, high, skip):
        return None
    if _table_read_between(index, lookup, other[0], low, high, skip):
        return None
    return frozenset(touches)


def _first_deciding(
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    world: str,
    low: int,
    skip: frozenset[int],
    seat: tuple[int, int],
    ended: list[int] | None = None,
    other: tuple[int, int] | None = None,
    seating: Any = None,
    passes: list[int] | None = None,
    busted: list[int] | None = None,
    resat: list[int] | None = None,
) -> tuple[int, RuleError | None] | None:
    """The first action after #low naming `pid` that does not do the same in both worlds, with the refusal it meets
    (None: it goes otherwise); None when there is none. In `ELSEWHERE`, his move to a third seat (at a third table:
    no count differs there) ends the difference: from it on he sits at the same seat in both (its number goes to
    `ended`). In `STILL_IN` (a bust undone), his rebuy that found the seat of that bust taken as the log stands
    (`passes`) leaves him sitting there without the bust: `SITTING` from then on. In `ELSEWHERE`, his bust alone
    or his disqualification (`busted`) is out in both worlds, from one seat or the other: anything of his after it goes otherwise (a rebuy
    looks at the seat of that bust) -- but with `resat`, his rebuy back in right after it that sits him down again
    in the seat of that bust in each world (`_sits_him_again`): the bust and the rebuy go to `resat`, and he is
    `ELSEWHERE` again."""
    naming = after(index.named.get(pid), low)
    if world == UNREGISTERED:  # a ruling naming him reads that he is registered
        naming = sorted(naming + after(index.ruled.get(pid), low))
    there_only = False  # his rebuy since his bust sat him down at `seat` in the other world only
    for seq in naming:
        if seq in skip:
            continue
        later = lookup(seq)
        if busted and not there_only and later is not None and later.kind == "money.reentry":
            return None  # out in both worlds, he re-enters in both: his new seat is its own action
        if busted and not there_only and resat is not None and later is not None and seating is not None and other is not None:
            if _sits_him_again(index, lookup, seating, later, pid, busted[-1], (seat, other)):
                resat.extend((busted.pop(), seq))
                continue
            if _sits_him_there_only(index, lookup, seating, later, pid, busted[-1], seat, other):
                # From it on he waits for a seat as the log stands and sits at `seat` in the other world.
                there_only, world = True, SITTING
                resat.append(seq)
                continue
        if later is None or (busted and not there_only):
            return seq, None
        if world == ELSEWHERE and busted is not None and seating is not None and _busted(later) == {pid}:
            record = seating.bust_of(pid, later.at_ms)
            if record is None or record.hand_for_hand or _eliminators(later):
                return seq, None
            busted.append(seq)
            continue
        if world == ELSEWHERE and busted is not None and disqualifies(later) and player_of(later) == pid:
            busted.append(seq)  # out for good from either seat (RPT Art. 71.4), as a bust leaves it: only its note differs
            continue
        if world == ELSEWHERE and ended is not None and other is not None and _moves_away(index, later, pid, seat, other):
            ended.append(seq)
            return None
        if world == STILL_IN and passes is not None and seating is not None and _looked_in_vain(index, lookup, seating, later, pid, seat):
            world = SITTING
            passes.append(seq)
            continue
        verdict = _refused_in(world, later, pid, seat)
        if verdict is _SAME:
            continue
        return seq, verdict if isinstance(verdict, RuleError) else None
    return None


def _sits_him_there_only(
    index: ReversalIndex,
    lookup: Lookup,
    seating: Any,
    rebuy: Action,
    pid: int,
    bust: int,
    seat: tuple[int, int],
    other: tuple[int, int],
) -> bool:
    """His rebuy back in right after his bust, out from `other` as the log stands and from `seat` in the other
    world: it looks at the seat of that bust in each. As the log stands `other` was taken again and it did not sit
    him down; in the other world nothing touched `seat` since he left it, at a table still open: it sits him there."""
    if rebuy.kind != "money.rebuy" or rebuy.seq not in index.back_ins or player_of(rebuy) != pid:
        return False
    out = lookup(bust)
    record = seating.bust_of(pid, out.at_ms) if out is not None else None
    if record is None or (record.table, record.seat) != other:
        return False
    if any_between(index.seats.get(seat), bust, rebuy.seq) or not _open_then(index, lookup, seating, seat[0], rebuy.seq):
        return False
    return _sat_down_by(index, lookup, seating, rebuy, other) is False


def _sits_him_again(
    index: ReversalIndex, lookup: Lookup, seating: Any, rebuy: Action, pid: int, bust: int, seats: tuple[tuple[int, int], tuple[int, int]]
) -> bool:
    """His rebuy back in right after his bust, where in one world he sat at one of `seats` and in the other at the
    other: it looks at the seat of that bust in each, and sits him down in both -- as the log stands it did (the seat
    was free), and in the other world nothing touched his seat there since he left it, at a table still open."""
    if rebuy.kind != "money.rebuy" or rebuy.seq not in index.back_ins or player_of(rebuy) != pid:
        return False
    out = lookup(bust)
    record = seating.bust_of(pid, out.at_ms) if out is not None else None
    if record is None or (record.table, record.seat) not in seats:
        return False
    here = (record.table, record.seat)
    there = seats[1] if here == seats[0] else seats[0]
    if any_between(index.seats.get(there), bust, rebuy.seq) or not _open_then(index, lookup, seating, there[0], rebuy.seq):
        return False
    return _sat_down_by(index, lookup, seating, rebuy, here) is True


def _refused_in(world: str, later: Action, pid: int, seat: tuple[int, int]) -> RuleError | str | None:
    if world not in (SITTING, ELSEWHERE):
        return _refused(world, later, pid)
    if leaves_seat_alone(later, pid) or (later.kind == "money.rebuy" and player_of(later) == pid):
        return _SAME  # a purchase of a player in, or a bust he only caused: nothing of his seat read
    if notes_his_table(later, pid) or (world == ELSEWHERE and _floor_call_on_him(later, pid)):
        return _SAME  # it reads that he is in (missed orbits: seated, as he is in both worlds in `ELSEWHERE`)
    if world == SITTING and later.kind == "seating.seat" and player_of(later) == pid and later.payload.get("reentry") is not True:
        return RuleError("Player {player} already sits at table {table}, seat {seat}.", player=pid, table=seat[0], seat=seat[1])
    return None


def _looked_in_vain(index: ReversalIndex, lookup: Lookup, seating: Any, later: Action, pid: int, seat: tuple[int, int]) -> bool:
    """His rebuy back in, looking at `seat` (the seat of his bust), that did not sit him down there."""
    if later.kind != "money.rebuy" or player_of(later) != pid or later.seq not in index.back_ins:
        return False
    return holds_seq(index.seats.get(seat) or [], later.seq) and _sat_down_by(index, lookup, seating, later, seat) is False


def _moves_away(index: ReversalIndex, later: Action, pid: int, seat: tuple[int, int], other: tuple[int, int]) -> bool:
    """His own move, not for balance, from one of the two seats to a seat at neither of their tables."""
    if later.kind != "seating.move" or player_of(later) != pid or later.payload.get("reason") == "balance":
        return False
    dest = _seat_in(later.payload)
    return dest is not None and dest[0] not in (seat[0], other[0]) and index.moved_from.get(later.seq) in (seat, other)


def _confirms_seat(state: TournamentState, index: ReversalIndex, refused: Action, pid: int, seat: tuple[int, int]) -> bool:
    """The refused bust or move of `pid` left `seat`: he sat there as the log stands."""
    if refused.kind == "player.bust":
        record = state.seating.bust_of(pid, refused.at_ms)
        return record is not None and (record.table, record.seat) == seat
    return refused.kind == "seating.move" and index.moved_from.get(refused.seq) == seat


def _refuse_bust(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """Without the bust he still has chips when he re-enters (RPT Art. 7.2), or still sits when his seat is given."""
    busts = action.payload.get("busts")
    if not isinstance(busts, list) or len(busts) != 1 or not isinstance(busts[0], dict):
        return None
    pid = player_of(busts[0])
    record = state.seating.bust_of(pid, action.at_ms) if pid is not None else None
    if pid is None or record is None or record.hand_for_hand:
        return None
    seat = (record.table, record.seat)
    later = after(index.named.get(pid), action.seq)
    reentry = lookup(later[0]) if later else None
    if reentry is not None and reentry.kind == "money.reentry" and reentry.seq in index.back_ins:
        # Only a re-entry that found him out (it then gave up no chips); the first thing he did after the bust.
        refusal = _refusal_after(state, action, index, lookup, pid, STILL_IN, seat=seat, more_in=True)
        if refusal is not None:
            return refusal
    refill = _refused_refill(state, action, index, lookup, pid, seat) or _refused_at_break(state, action, index, lookup, pid, seat)
    return refill or _refusal_by_look(state, action, index, lookup, pid, STILL_IN, seat, held=True, more_in=True)


def _refuse_disqualification(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """Without the disqualification he still sits in the seat he left when it is given to somebody else or its
    table is broken, as without a bust (he does nothing after it: he is out for good, RPT Art. 71.4)."""
    pid = player_of(action)
    seat = index.dq_left.get(action.seq)
    if pid is None or seat is None or any_after(index.named.get(pid), action.seq):
        return None
    return (
        _refused_refill(state, action, index, lookup, pid, seat)
        or _refused_at_break(state, action, index, lookup, pid, seat)
        or _refusal_by_look(state, action, index, lookup, pid, STILL_IN, seat, held=True, more_in=True)
    )


def _refuse_move(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """Without the move he still sits where he sat when that seat is given to somebody else."""
    pid = player_of(action)
    source, dest = index.moved_from.get(action.seq), _seat_in(action.payload)
    if pid is None or source is None or dest is None or source == dest:
        return None
    return (
        _refused_refill(state, action, index, lookup, pid, source, dest)
        or _refused_at_break(state, action, index, lookup, pid, source, dest)
        or _refused_at_his_break(state, action, index, lookup, pid, source, dest)
        or _refusal_by_look(state, action, index, lookup, pid, ELSEWHERE, source, held=True, other=dest)
        or _refusal_by_look(state, action, index, lookup, pid, ELSEWHERE, dest, held=False, other=source)
        or _refused_after_own_rebuy(state, action, index, lookup, pid, source, dest)
        or _refused_after_rebuys(state, action, index, lookup, pid)
    )


def _refused_after_rebuys(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, pid: int) -> ReplayError | None:
    """The same refusals from each of his rebuys that sat him down again: the walk followed the move's difference
    up to it, so nothing before it goes otherwise, and from it on he holds `x` as the log stands and `y` without
    the move, as right after the move itself."""
    walk = _walk_move(state, action, index, lookup, undoing=True)
    if walk is None:
        return None
    for rebuy in walk.rebuys:
        refusal = (
            _refused_refill(state, rebuy, index, lookup, pid, walk.y, walk.x)
            or _refused_at_break(state, rebuy, index, lookup, pid, walk.y, walk.x)
            or _refused_at_his_break(state, rebuy, index, lookup, pid, walk.y, walk.x)
            or _refusal_by_look(state, rebuy, index, lookup, pid, ELSEWHERE, walk.y, held=True, other=walk.x)
            or _refusal_by_look(state, rebuy, index, lookup, pid, ELSEWHERE, walk.x, held=False, other=walk.y)
        )
        if refusal is not None:
            return refusal
    return None


def _refused_after_own_rebuy(
    state: TournamentState, move: Action, index: ReversalIndex, lookup: Lookup, pid: int, source: tuple[int, int], dest: tuple[int, int]
) -> ReplayError | None:
    """He busted at `dest` (at `source` without the move) and a rebuy of his looked at the seat of that bust: the
    walk (`_walk_move`) followed the move's difference up to it, so both seats stood alike in both worlds then, and
    when one was free and the other taken it sat him down in one world only (`one_world`). His next action then
    decides: his seat given while he sits at `source` ("already sits"), or his bust or move while he has no seat."""
    walk = _walk_move(state, move, index, lookup, undoing=True)
    rebuys = [later for kind, later, _ in walk.events if kind == "rebuy"] if walk is not None else []
    if walk is None or walk.one_world is None or not rebuys or rebuys[-1].seq != walk.start:
        return None  # (followed to now, the walk may still meet another player's look at his seat: see below)
    rebuy = rebuys[-1]  # (since, only warnings and missed hands noting his table in the world where he sits)
    # Where he sits in one world only: at `dest`'s twin as the log stands ("here"), at `source`'s without the move.
    world, differs = (UNSEATED, walk.x) if walk.one_world == "here" else (SITTING, walk.y)
    decided = _first_deciding(index, lookup, pid, world, rebuy.seq, frozenset(), walk.y)
    # That seat is free in the other world: another player's rebuy looking at it sits him down there only.
    late_world = SITTING if walk.one_world == "here" else UNSEATED
    late = _with_late_look(index, lookup, differs, rebuy.seq, decided, late_world, (pid,), frozenset())
    if late is None or late.decided is None or not isinstance(late.decided[1], RuleError):
        return None
    high, cause = late.decided
    refused = lookup(high)  # (nothing opaque after the move: the walk is None then)
    if refused is None or not _late_refusal_holds(state, index, refused, late, differs, late_world):
        return None
    passed: set[int] = set()
    if late.look is not None:  # from it on the seat is taken in both worlds: more looks sit nobody down
        for seq in after(index.seats.get(differs), late.look.seq - 1):
            later = lookup(seq)
            if seq >= high or later is None or later.kind != "money.rebuy" or seq not in index.back_ins or player_of(later) == pid:
                break
            passed.add(seq)
    if _other_between(index.seats.get(differs), rebuy.seq, high, frozenset(passed)):
        return None
    if _table_read_between(index, lookup, differs[0], rebuy.seq, high, frozenset()):  # the other seat: his in neither world
        return None  # (a missed-orbits penalty counts one player fewer there, and holds)
    return ReplayError(refused, cause)


def _refused_refill(
    state: TournamentState,
    action: Action,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    held: tuple[int, int],
    freed: tuple[int, int] | None = None,
) -> ReplayError | None:
    """Without the target he still holds `held` (the seat he busted in or moved from) and never came to `freed`:
    the first later action that gives `held` to somebody else is refused, as the seat taken -- or as the table
    full, when `held` was its last free seat then; so is his own move back to `held` (taken by him).

    Certain when he does nothing before it, nothing the index does not follow comes after the target (the tables'
    seats are as they stand now), nobody counts the tables or the field in between, and nobody touches `freed`.
    """
    if _first_opaque(index, lookup, action.seq) is not None:
        return None
    seating = state.seating
    table = seating.tables.get(held[0])
    touches = after(index.seats.get(held), action.seq)
    fill = lookup(touches[0]) if touches else None
    if table is None or fill is None:
        return None
    if fill.kind == "seating.break_table":  # another table broken, a player of it drawn into `held`
        return _refill_by_break(state, action, index, lookup, pid, held, freed, fill)
    if fill.kind == "seating.resize_table":  # the table made shorter-handed: `held` taken away, his without the target
        return _refused_at_resize(state, action, index, lookup, pid, held, freed, fill)
    if fill.kind not in ("seating.seat", "seating.move"):
        return None
    if _seat_in(fill.payload) != held or player_of(fill) is None:
        return None
    back = player_of(fill) == pid  # his own move back to the seat he left: without the move he sits there
    if back and (fill.kind != "seating.move" or freed is None):
        return None
    if _quiet_until(state, index, lookup, pid, held, freed, action.seq, fill.seq) is None:
        return None
    # One seat fewer at his table: an action giving somebody a seat there, or moving him there from another
    # table, checks that it is not full. Before `fill` the table still had `held` and the seat filled free; at
    # `fill`, if `held` was its last free seat, the table is full without the target.
    source = held if back else index.moved_from.get(fill.seq)  # without the target he moves from `held` itself
    counts = fill.kind == "seating.seat" or source is None or source[0] != held[0]
    if counts and (freed is None or freed[0] != held[0]):
        free = _free_seats_before(index, lookup, seating, table, fill.seq)
        if free is None:
            return None
        if free <= 1:
            return ReplayError(fill, RuleError("Table {table} is full.", table=table.number))
    return ReplayError(fill, _taken(held, pid))


def _refused_at_resize(
    state: TournamentState,
    action: Action,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    held: tuple[int, int],
    freed: tuple[int, int] | None,
    resize: Action,
) -> ReplayError | None:
    """Without the target he still sits at `held` when a resize takes that seat away: it is refused, in its
    handler's words (the lowest seat taken past the new size: his, as every other one there was free when it came
    as the log stands). Certain under a break's conditions: nothing but missed-orbits penalties counted his table
    first, nothing between the target and the resize read what the target changed (`_quiet_before_break`), and
    `freed` is at another table."""
    seats = id_in(resize.payload.get("seats"))
    if seats is None or held[1] <= seats or id_in(resize.payload.get("table")) != held[0]:
        return None
    if _table_read_between(index, lookup, held[0], action.seq, resize.seq, frozenset()):
        return None  # his table counted first (a balancing move, a button): as with a break, the first to count it
    if not _quiet_before_break(state, index, lookup, pid, held, freed, action.seq, resize):
        return None
    return ReplayError(resize, RuleError("Seat {seat} of table {table} is taken: move the player first.", seat=held[1], table=held[0]))


def _taken(seat: tuple[int, int], pid: int) -> RuleError:
    """A seat the target's player holds without it, given to somebody else: the rules' words (`_check_seat`)."""
    return RuleError("Seat {seat} of table {table} is taken by player {player}.", table=seat[0], seat=seat[1], player=pid)


def _quiet_until(
    state: TournamentState,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    held: tuple[int, int],
    freed: tuple[int, int] | None,
    low: int,
    high: int,
) -> frozenset[int] | None:
    """His own actions between #low and #high (`_own_before`) when nothing else in between read what the target
    changed: after a bust, the field's count (he held a place in it); nobody counted his tables but missed-orbits
    penalties; nobody touched `freed` (None: something may have)."""
    own = _own_before(index, lookup, state.seating, pid, low, high, freed)
    if own is None:
        return None
    if freed is None and _count_read_otherwise(state, index, low, high, more=True):
        return None  # without the bust he held a place in the count a later entry read (a move changes no count)
    tables = {held[0]} if freed is None else {held[0], freed[0]}
    if any(_table_read_between(index, lookup, number, low, high, frozenset()) for number in tables):
        return None  # counted otherwise than by a missed-orbits penalty (it holds with one player more or fewer)
    if freed is not None and _other_between(index.seats.get(freed), low, high, own):
        return None
    return own


def _refill_by_break(
    state: TournamentState,
    action: Action,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    held: tuple[int, int],
    freed: tuple[int, int] | None,
    brk: Action,
) -> ReplayError | None:
    """A break that drew one of its players into `held`: without the target he still sits there, and the break's
    seat is taken (it checks its seats in its list's order; the others read the same in both worlds). Certain on
    the same conditions as a seat given there (`_refused_refill`); a break has no table-full check."""
    entries = brk.payload.get("seats")
    placed = [(id_in(e.get("table")), id_in(e.get("seat"))) for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []
    if held not in placed or pid in bust_names(brk) or brk.payload.get("final_table_seats") is not None:
        return None
    if any(player_of(e) == pid for e in entries if isinstance(e, dict)):
        return None  # he is one of its players: the replay decides
    if _quiet_until(state, index, lookup, pid, held, freed, action.seq, brk.seq) is None:
        return None
    if freed is not None and freed in placed[: placed.index(held)]:
        return None
    return ReplayError(brk, _taken(held, pid))


def _refused_at_his_break(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, pid: int, held: tuple[int, int], freed: tuple[int, int]
) -> ReplayError | None:
    """Without the move he never came to the table the break of which lists him: it finds he does not sit there, in
    its words. Certain when the break is the first action after the move to name him past those that leave his
    seat alone, and nothing before it read what the move changed (`_quiet_before_break`)."""
    brk = next(
        (
            later
            for seq in after(index.named.get(pid), action.seq)
            if (later := lookup(seq)) is None or not (leaves_seat_alone(later, pid) or _floor_call_on_him(later, pid))
        ),
        None,
    )
    if brk is None or brk.kind != "seating.break_table" or id_in(brk.payload.get("table")) != freed[0]:
        return None
    if not _quiet_before_break(state, index, lookup, pid, held, freed, action.seq, brk, looks_pass=True):
        return None
    return ReplayError(brk, _listed_absent(brk, pid, held))


def _quiet_before_break(
    state: TournamentState,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    held: tuple[int, int],
    freed: tuple[int, int] | None,
    low: int,
    brk: Action,
    *,
    looks_pass: bool = False,
) -> bool:
    """Whether nothing between #low and the break read what the target changed, so that the break is the first
    action the replay refuses: it is not the final table's (it reads the field); a seat changed at the same table
    leaves him listed there in both worlds; nothing the index does not follow, nobody touched `held`, he did nothing
    that moves him in either world; nobody counted his tables past the missed-orbits penalties (each holds with one
    player more or fewer); after a bust no entry read the field, after a move nobody touched `freed`.

    `looks_pass` (a move, the break not of `held`'s table): other players' rebuys back in may have looked at `held`
    (`_looks_only`)."""
    if brk.payload.get("final_table_seats") is not None or (freed is not None and freed[0] == held[0]):
        return False
    high = brk.seq
    opaque = _first_opaque(index, lookup, low)
    if opaque is not None and opaque < high:
        return False
    if any_between(index.seats.get(held), low, high) and not (looks_pass and _looks_only(index, lookup, held, low, high, pid)):
        return False
    own = _own_before(index, lookup, state.seating, pid, low, high, freed)
    if own is None:
        return False
    if freed is None:
        return not _count_read_otherwise(state, index, low, high, more=True)
    if _other_between(index.seats.get(freed), low, high, own):
        return False
    return not any(_table_read_between(index, lookup, number, low, high, own) for number in (held[0], freed[0]))


def _looks_only(index: ReversalIndex, lookup: Lookup, held: tuple[int, int], low: int, high: int, pid: int) -> bool:
    """Every touch of `held` between #low and #high is another player's rebuy back in looking at it (the seat of his
    bust), free as the log stands and `pid`'s without the target: the first sits its player down as the log stands
    only, the others find it taken in both worlds. Its player does nothing up to #high that goes otherwise without
    a seat, so the table of `held` counts the same from it on and nothing before #high differs."""
    touches = [seq for seq in after(index.seats.get(held), low) if seq < high]
    for seq in touches:
        look = lookup(seq)
        if look is None or look.kind != "money.rebuy" or seq not in index.back_ins or player_of(look) in (None, pid):
            return False
    first = lookup(touches[0]) if touches else None
    if first is None:
        return True
    his = _first_deciding(index, lookup, player_of(first), UNSEATED, first.seq, frozenset(), held)  # type: ignore[arg-type]
    return his is None or his[0] > high


def _listed_absent(brk: Action, pid: int, held: tuple[int, int] | None = None) -> RuleError:
    """A break listing `pid`, who does not sit at its table in the other world, in its handler's order of checks:
    nobody left to move when he was its only player; its seats (one is `held`, his there); then who sits there."""
    table = brk.payload.get("table")
    entries = [e for e in brk.payload.get("seats") or () if isinstance(e, dict)]
    if [player_of(e) for e in entries] == [pid]:
        return RuleError("Table {table} has no players to move.", table=table)
    if held is not None and any(_seat_in(e) == held for e in entries):
        return _taken(held, pid)
    return RuleError("Player {player} does not sit at table {table}.", player=pid, table=table)


def _refused_at_break(
    state: TournamentState,
    action: Action,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    held: tuple[int, int],
    freed: tuple[int, int] | None = None,
) -> ReplayError | None:
    """Without the target he still holds `held` when its table is broken: the break has no new seat for him (RPT
    Art. 9), in its words. Certain when the break is the first action after the target to count his table (past
    the missed-orbits penalties: each holds with one player more), and nothing before it read what the target
    changed (`_quiet_before_break`)."""
    brk = None
    for seq in after(index.tables.get(held[0]), action.seq):
        later = lookup(seq)
        if later is None:
            return None
        if counts_orbits(later):
            continue
        brk = later if later.kind == "seating.break_table" else None
        break
    if brk is None or not _quiet_before_break(state, index, lookup, pid, held, freed, action.seq, brk):
        return None
    if not brk.payload.get("seats"):  # the table broke empty: with him there, its list of seats is
        return ReplayError(brk, RuleError("The list of seats is empty."))
    return ReplayError(brk, RuleError("Player {player} of table {table} has no new seat.", player=pid, table=held[0]))


def _refuse_break(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """Without the break its table stays open, and a player sits at one of its seats who here has none: his next
    action that reads his seat -- a seat given to him -- is refused: he already sits. Either a player out since a
    bust there whose rebuy back in looked at the seat of that bust (closed here, free there: RPT Art. 7.1), the
    first to look at one of its seats since; or one of its players whose rebuy back in after a bust found the seat
    of that bust taken here (his seat at the table there, free); or another player whose rebuy back in looked at
    the seat of his bust where the break drew one of its players (taken here, free there: `_look_at_drawn_seat`).

    Certain when nothing else touched the table's seats before the refusal -- but rebuys looking at a seat one of
    its players still holds there (taken in both worlds) -- nor counted its players or set it up again since (its
    seats in play are those of the break), the player looking did nothing between the break and his rebuy, the
    break's players are followed to it (`_walk_seat`: what each did reads his seat the same at the table and at the
    seat the break gave him) and nothing the index does not follow, and no clock's start, came in between.
    """
    read = index.broken.get(action.seq)
    number = id_in(action.payload.get("table"))
    table = state.seating.tables.get(number) if number is not None else None
    went = break_seats(action)
    if read is None or table is None or table.is_open or went is None or {pid for pid, _, _ in read.left} != set(went):
        return None
    low = action.seq
    if index.table_readers_after(number, low):
        return None  # counted, or set up again since (its seats in play now are not those of the refusal's time)
    walked: dict[tuple[int, int], tuple[int, tuple[int, int], list[Action]]] = {}  # his seat at the table -> him, `x`, his actions
    for pid, table_number, seat_number in read.left:
        later = later_of(index, lookup, pid, low)
        if later is None:
            return None
        walked[(table_number, seat_number)] = (pid, went[pid], later)

    def held_there(seat: tuple[int, int], seq: int) -> bool:
        """One of its players sits at `seat` without the break (and where it drew him here) when #seq comes."""
        holder = walked.get(seat)
        return holder is not None and _still_holds(state, index, lookup, holder[0], low, holder[1], seat, holder[2], seq)

    touches = sorted((seq, (number, k)) for k in range(1, table.seats + 1) for seq in after(index.seats.get((number, k)), low))
    # Each refusal found: (the action refused, its refusal, the look at the table it follows, the looks it passes).
    found: list[tuple[int, RuleError, int | None, frozenset[int]]] = []
    # The first look at a seat none of its players holds there (those before it find their seats taken in both).
    first = next(
        (n for n, (seq, seat) in enumerate(touches) if not (_back_in_of_another(index, lookup(seq), set(went)) and held_there(seat, seq))),
        None,
    )
    look = lookup(touches[first][0]) if first is not None else None
    them = player_of(look) if look is not None else None
    if look is not None and them is not None and _back_in_of_another(index, look, set(went)):
        seat = touches[first][1]  # type: ignore[index]  # empty at the break, or held by a player of the table who left it before the look
        # A seat out of play (closed before the break, as it still is) sits nobody down; nor one of its players holds.
        if (
            seat[1] <= table.seats
            and seat[1] not in table.closed_seats
            and not any_between(index.named.get(them), low, look.seq)
            and not held_there(seat, look.seq)
        ):
            theirs = _first_deciding(index, lookup, them, SITTING, look.seq, frozenset(), seat)
            if theirs is not None and isinstance(theirs[1], RuleError):
                found.append((theirs[0], theirs[1], look.seq, frozenset()))
    for y, (pid, x, later) in walked.items():
        walk = _walk_seat(state, index, lookup, pid, low, x, y, later, rebuys=False, y_kept=True)
        if walk.lost and walk.one_world == "there":  # back in, seated at the table there only
            mine = _first_deciding(index, lookup, pid, SITTING, walk.start, frozenset(), walk.y)
            if mine is not None and isinstance(mine[1], RuleError):
                found.append((mine[0], mine[1], None, frozenset()))
        listing = _break_listing_him(walk, later, walked) if walk.lost else None
        if listing is not None:  # a later break of the table this one drew him to: there he sits at `y`
            found.append((listing.seq, _listed_absent(listing, pid, y), None, frozenset()))
        looked_at = _look_at_drawn_seat(state, index, lookup, pid, x, y, later, low, set(went))
        if looked_at is not None:
            found.append((looked_at[0], looked_at[1], None, looked_at[2]))
    if not found:
        return None
    high, cause, looked, passed = min(found, key=lambda f: f[0])
    for seq, seat in touches:
        if seq >= high or seq == looked:
            continue
        # Another player's rebuy looking at a seat one of its players holds there without the break: taken in both
        # worlds (the table closed here), it sat nobody down.
        if not (_back_in_of_another(index, lookup(seq), set(went)) and held_there(seat, seq)):
            return None
        passed = passed | {seq}
    if any_between(index.opaque, low, high) or any(low < start < high for start in index.starts):
        return None
    for y, (pid, x, later) in walked.items():
        before = [a for a in later if a.seq < high]
        walk = _walk_seat(state, index, lookup, pid, low, x, y, before, rebuys=False, y_kept=True, skip=passed)
        if walk.lost or walk.look is not None:
            return None
        if walk.sitting and not walk.done and not walk.quiet_while_sitting(index, lookup, walk.start, high, (walk.x, walk.y), passed):
            return None
    refused = lookup(high)
    if refused is None or state.config is None:
        return None
    # Nothing of the field's count differs before it (who is in: the walks followed the break's players, and the
    # rebuys that looked are made in both worlds, seated or not), so an entry reading it reads the same.
    return ReplayError(refused, cause)


def _break_listing_him(
    walk: _MoveWalk, later: list[Action], walked: dict[tuple[int, int], tuple[int, tuple[int, int], list[Action]]]
) -> Action | None:
    """The break of the table another break drew him to (`walk.x`), lost there while he sits and nothing else of his
    differs: it lists him, who in the other world still sits at the first break's table. None when it lists
    another of the first break's players too (its words would name the first of them) or opens the final table's
    extra seat (it counts the players left)."""
    if not walk.sitting or walk.done or walk.look is not None or walk.one_world is not None:
        return None
    pid = walk.pid
    if pid is None:
        return None
    brk = next(
        (a for a in later if a.seq > walk.start and not _sits_on(a, pid)),
        None,
    )
    if brk is None or brk.kind != "seating.break_table" or id_in(brk.payload.get("table")) != walk.x[0]:
        return None
    if brk.payload.get("final_table_seats") is not None:
        return None
    listed = {player_of(e) for e in brk.payload.get("seats") or () if isinstance(e, dict)}
    others = {them for them, _, _ in walked.values() if them != pid}
    return brk if pid in listed and not listed & others else None


def _still_holds(
    state: TournamentState,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    low: int,
    x: tuple[int, int],
    y: tuple[int, int],
    later: list[Action],
    seq: int,
) -> bool:
    """A player of the break sits at `x` as the log stands and at `y` without it when #seq comes: followed there
    (`_walk_seat`) without losing him, he has not left since he last sat down."""
    held = _walk_seat(state, index, lookup, pid, low, x, y, [a for a in later if a.seq < seq], rebuys=False, y_kept=True)
    return not (held.lost or held.done or not held.sitting or held.look is not None or held.one_world is not None)


def _look_at_drawn_seat(
    state: TournamentState,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    x: tuple[int, int],
    y: tuple[int, int],
    later: list[Action],
    low: int,
    players: set[int],
) -> tuple[int, RuleError, frozenset[int]] | None:
    """The break drew `pid` into `x`, the seat another player had busted in, and that player's rebuy back in looked
    at it while `pid` sat there -- as the log stands; without the break he sat at `y`, at the table (`_still_holds`).
    It found `x` taken here and sat its player down there: that player's next action that reads his seat then
    decides (`SITTING`: a seat given to him finds him seated). Other players' rebuys looking at `x` before then find
    it taken in both worlds. (refused action, its refusal, the looks at the seat) -- the caller checks the rest."""
    touches = after(index.seats.get(x), low)
    at = next((n for n, seq in enumerate(touches) if _back_in_of_another(index, lookup(seq), players)), None)
    if at is None:
        return None
    look = lookup(touches[at])
    them = player_of(look) if look is not None else None
    if look is None or them is None or not _still_holds(state, index, lookup, pid, low, x, y, later, look.seq):
        return None
    start = max([low, *(a.seq for a in later if a.seq < look.seq and a.kind == "money.rebuy")])  # since he last sat down
    if any_between(index.seats.get(x), start, look.seq) or any_between(index.named.get(them), low, look.seq):
        return None
    if _sat_down_by(index, lookup, state.seating, look, x) is not False:
        return None  # the rebuy must have found him there
    theirs = _first_deciding(index, lookup, them, SITTING, look.seq, frozenset(), x)
    if theirs is None or not isinstance(theirs[1], RuleError):
        return None
    high = theirs[0]
    looks = [seq for seq in touches[at:] if seq < high]
    for seq in looks[1:]:
        if not _back_in_of_another(index, lookup(seq), {them, *players}):
            return None  # anything else touching the seat meanwhile: left to the replay
    return high, theirs[1], frozenset(looks)


def _back_in_of_another(index: ReversalIndex, action: Action | None, players: set[int]) -> bool:
    """A rebuy back in (it looks at the seat of its player's bust) of a player not among `players`."""
    return (
        action is not None
        and action.kind == "money.rebuy"
        and action.seq in index.back_ins
        and (them := player_of(action)) is not None
        and them not in players
    )


def _own_before(
    index: ReversalIndex, lookup: Lookup, seating: Any, pid: int, low: int, high: int, freed: tuple[int, int] | None
) -> frozenset[int] | None:
    """His actions between #low and #high when none of them changes where he sits in either world (None: one may).

    After a bust, nothing. After a move: his add-ons and Xtrastacks, the busts he only caused, and his own bust
    at `freed` with the rebuy that sat him back down there: without the move his bust is at the seat he keeps and
    the rebuy sits him back there (nobody touched it before `high`), so at `high` he holds it again."""
    named = [seq for seq in after(index.named.get(pid), low) if seq < high]
    if not named:
        return frozenset()
    if freed is None:
        return None
    own: set[int] = set()
    out = None  # his bust, waiting for the rebuy
    for seq in named:
        later = lookup(seq)
        if later is None:
            return None
        if out is None and (leaves_seat_alone(later, pid) or _floor_call_on_him(later, pid)):
            continue  # in both worlds he is in and seated: the call goes through (its record notes his table)
        if out is None and later.kind == "player.bust" and _busted(later) == {pid}:
            record = seating.bust_of(pid, later.at_ms)
            if record is None or record.hand_for_hand or (record.table, record.seat) != freed:
                return None
            out = seq
        elif out is not None and later.kind == "money.rebuy" and seq in index.back_ins:
            if _sat_down_by(index, lookup, seating, later, freed) is not True:
                return None
            own |= {out, seq}
            out = None
        else:
            return None
        own.add(seq)
    return None if out is not None else frozenset(own)


def _free_seats_before(index: ReversalIndex, lookup: Lookup, seating: Any, table: Any, seq: int) -> int | None:
    """The table's free seats right before #seq, as the log stands (None: not known, `_seats_before`)."""
    seats = _seats_before(index, lookup, seating, table, seq)
    return None if seats is None else seats[0] - seats[1]


def _seated_before(index: ReversalIndex, lookup: Lookup, seating: Any, table: Any, seq: int) -> int | None:
    """The players at the table right before #seq, as the log stands (None: not known, `_seats_before`)."""
    seats = _seats_before(index, lookup, seating, table, seq)
    return None if seats is None else seats[1]


def _seats_before(index: ReversalIndex, lookup: Lookup, seating: Any, table: Any, seq: int) -> tuple[int, int] | None:
    """The table's seats in play and those taken right before #seq, as the log stands: its seats then (walked back
    over its resizes since), each as the first action at or after #seq that touches it found it, or as it is now
    (None: not known for certain -- a seat closed or opened since, or the table set up again: the seats in play
    then were others; or anything since the index does not follow, which may have seated or unseated a player there
    unseen: a draw)."""
    if any_after(index.opaque, seq - 1):
        return None
    for later_seq in after(index.tables.get(table.number), seq - 1):
        later = lookup(later_seq)
        if later is None or later.kind in ("seating.open_table", *_SEATS_IN_PLAY_CHANGED):
            return None
    shape = _shape_before(index, table, seq)
    if shape is None:
        return None
    seats, closed = shape
    taken = 0
    for seat in range(1, seats + 1):
        if seat in closed:
            continue
        occupied = _occupied_before(index, lookup, seating, (table.number, seat), seq)
        if occupied is None:
            return None
        taken += occupied
    return seats - len(closed), taken


def _shape_before(index: ReversalIndex, table: Any, seq: int) -> tuple[int, frozenset[int]] | None:
    """The table's number of seats and its closed seats right before #seq, with no seat closed or opened since: as
    now, or as the first resize since found them -- its size before, the closed seats now among them and those the
    resizes since took away (each was closed then: nothing opened or closed a seat since). None: a resize not noted."""
    resizes = after(index.resizes.get(table.number), seq - 1)
    if not resizes:
        return table.seats, frozenset(table.closed_seats)
    noted = [index.resized.get(later) for later in resizes]
    if any(read is None for read in noted):
        return None
    seats = noted[0][0]  # type: ignore[index]
    closed = {seat for seat in table.closed_seats if seat <= seats}
    for read in noted:
        closed |= {seat for seat in read[1] if seat <= seats}  # type: ignore[index]
    return seats, frozenset(closed)


def _taken_for_rebuy(index: ReversalIndex, lookup: Lookup, seating: Any, seat: tuple[int, int], seq: int) -> bool | None:
    """Whether a rebuy back in at #seq looking at `seat` finds no place there: the seat taken, or its table
    broken before it (None: not known -- the seat closed or opened at some time: then it may have been closed)."""
    if not _open_then(index, lookup, seating, seat[0], seq):
        return True
    occupied = _occupied_before(index, lookup, seating, seat, seq)
    if occupied:
        return True  # somebody sat there (so it was in play): what closes or opens it at other times does not matter
    touches = index.seats.get(seat) or []
    at = bisect.bisect_left(touches, seq)
    last = lookup(touches[at - 1]) if at else None
    if last is not None and last.kind == "seating.resize_table" and seat[1] > last.payload.get("seats", seat[1]):
        # The last touch before it took the seat away: out of play then -- unless the table was set up anew since
        # (broken, then opened again with its seats: not a touch of this seat).
        if any((a := lookup(s)) is None or a.kind == "seating.open_table" for s in index.table_readers_after(seat[0], last.seq) if s < seq):
            return None
        return True
    since = touches[at:]
    first = lookup(since[0]) if since else None
    if first is not None and first.kind == "seating.resize_table" and seat[1] > first.payload.get("seats", seat[1]):
        # The next touch took the seat away: it found it free, closed then if among the closed seats it took away.
        noted = index.resized.get(first.seq)
        return None if noted is None else seat[1] in noted[1]
    if any((a := lookup(s)) is None or a.kind in _SEATS_IN_PLAY_CHANGED for s in touches):
        return None
    return occupied


#: What takes a seat out of play or puts it back: a seat closed or opened, a table resized.
_SEATS_IN_PLAY_CHANGED = frozenset({"seating.close_seat", "seating.open_seat", "seating.resize_table"})


def _open_then(index: ReversalIndex, lookup: Lookup, seating: Any, number: int, seq: int) -> bool:
    """Whether the table was open right before #seq: the first break or closing (it was open) or opening (it was
    not) the index lists under the table since says, else whether it is open now."""
    table = seating.tables.get(number)
    if table is None:
        return False
    for seq_ in index.table_readers_after(number, seq - 1):  # the first break, closing or opening since says which it was
        later = lookup(seq_)
        if later is not None and later.kind in ("seating.break_table", "seating.close_table"):
            return True
        if later is not None and later.kind == "seating.open_table":
            return False
    return table.is_open


def _occupied_before(index: ReversalIndex, lookup: Lookup, seating: Any, seat: tuple[int, int], seq: int) -> bool | None:
    touches = index.seats.get(seat) or []
    at = bisect.bisect_left(touches, seq)
    if at == len(touches):
        table = seating.tables.get(seat[0])
        return table is not None and seat[1] in table.players
    action = lookup(touches[at])
    if action is None:
        return None
    kind = action.kind
    if kind in ("seating.seat", "seating.move"):
        if _seat_in(action.payload) == seat:
            return False  # it filled the seat
        return True if index.moved_from.get(action.seq) == seat else None  # it left it
    if kind == "player.bust" or disqualifies(action):
        return True  # the seats a bust or a disqualification touches are the seats it left
    if kind == "money.reentry" or (kind == "money.rebuy" and action.seq not in index.back_ins):
        return True  # his own seat, kept
    if kind == "money.rebuy":  # back in: it sat him at the seat of his bust if it was free
        if not _open_then(index, lookup, seating, seat[0], action.seq):
            return False  # its table broken or closed before it, the seat untouched since #seq: empty then too
        placed = _sat_down_by(index, lookup, seating, action, seat)
        return None if placed is None else not placed
    if kind == "seating.resize_table" and seat[1] > action.payload.get("seats", seat[1]):
        return False  # it took the seat away: it found it free
    if kind == "seating.break_table":  # a seat its players left (taken), or one it drew a player into (free)
        read = index.broken.get(action.seq)
        if read is not None and any((table, number) == seat for _, table, number in read.left):
            return True
        entries = action.payload.get("seats")
        if isinstance(entries, list) and any(isinstance(e, dict) and _seat_in(e) == seat for e in entries):
            return False
    return None


def _sat_down_by(index: ReversalIndex, lookup: Lookup, seating: Any, rebuy: Action, seat: tuple[int, int]) -> bool | None:
    """Whether a rebuy back in sat its player down in the seat of his bust (it was free), as the log stands: the
    next action to touch the seat is his, or nothing did and he sits there now, or a break found him there; when
    the next is another player's rebuy looking at it too, whether the one before left it free (None: not known for
    certain)."""
    pid = player_of(rebuy)
    following = after(index.seats.get(seat), rebuy.seq)
    if not following:
        return pid is not None and seating.seat_of.get(pid) == seat
    nxt = lookup(following[0])
    if nxt is None:
        return None
    if nxt.kind == "seating.break_table":  # a break noted who sat there then (its table's), or drew somebody in (free)
        read = index.broken.get(nxt.seq)
        return None if read is None else (pid, *seat) in read.left
    if nxt.kind == "money.rebuy" and nxt.seq in index.back_ins and player_of(nxt) != pid:
        if not _open_then(index, lookup, seating, seat[0], rebuy.seq):
            return False  # its table broken before it: nobody sits down there
        return _left_free_before(index, lookup, seat, rebuy.seq)
    if nxt.kind in ("seating.move", "seating.seat") and _seat_in(nxt.payload) == seat:
        return None  # filled next: it was free -- not as a rebuy back in leaves it
    # Whoever touches the seat next sat there: him if the rebuy sat him down.
    return pid in _busted(nxt) if nxt.kind == "player.bust" else player_of(nxt) == pid


def _left_free_before(index: ReversalIndex, lookup: Lookup, seat: tuple[int, int], seq: int) -> bool | None:
    """Whether the seat was free right before #seq: the action before it to touch the seat left it (a bust, a move
    or a new seat from it), with nothing the index does not follow since (None: not known)."""
    touches = index.seats.get(seat) or []
    at = bisect.bisect_left(touches, seq)
    if at == 0 or any_between(index.opaque, touches[at - 1], seq):
        return None
    before = lookup(touches[at - 1])
    if before is None or before.kind == "seating.resize_table":  # a seat there in one size only: not known
        return None
    if before.kind == "seating.break_table":  # it drew a player into the seat, or one of its table's left it
        read, went = index.broken.get(before.seq), break_seats(before)
        if read is None or went is None:
            return None
        if seat in went.values():
            return False
        return True if any((table, number) == seat for _, table, number in read.left) else None
    if before.kind == "player.bust" or disqualifies(before):
        return True  # the seats a bust or a disqualification touches are the seats it left
    if before.kind in ("seating.move", "seating.seat"):
        return index.moved_from.get(before.seq) == seat and _seat_in(before.payload) != seat
    if before.kind == "seating.open_seat":
        return True  # closed until then: nobody sat there
    return False  # a purchase of the player sitting there, another rebuy looking at it (taken either way), the seat closed


def _refuse_back_in(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """A rebuy or re-entry of a player who was out: without it he is still out when he next plays."""
    pid = player_of(action)
    if pid is None or action.seq not in index.back_ins:
        return None
    seat = None
    if action.kind == "money.rebuy":  # it looked at the seat of his last bust, and may have sat him there
        before = index.named.get(pid) or []
        at = bisect.bisect_left(before, action.seq)
        bust = lookup(before[at - 1]) if at else None
        record = state.seating.bust_of(pid, bust.at_ms) if bust is not None and pid in _busted(bust) else None
        if record is None or record.hand_for_hand:
            return None
        seat = (record.table, record.seat)
    refusal = _refusal_after(state, action, index, lookup, pid, OUT, seat=seat, fewer_in=True)
    if refusal is None and seat is not None and _sat_down_by(index, lookup, state.seating, action, seat):
        refusal = _refusal_by_look(state, action, index, lookup, pid, OUT, seat, held=False, fewer_in=True)
    return refusal


def _refuse_seat(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """A seat given to a player who had none: without it he has no seat when he next plays."""
    pid = player_of(action)
    seat = _seat_in(action.payload)
    if pid is None or seat is None or action.seq not in index.seated_fresh or action.payload.get("reentry") is True:
        return None
    return _refusal_after(state, action, index, lookup, pid, UNSEATED, seat=seat) or _refusal_by_look(
        state, action, index, lookup, pid, UNSEATED, seat, held=False
    )


def _refuse_entry(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """An entry paid: without it he has not paid when he is next seated or plays."""
    pid = player_of(action)
    if pid is None or action.payload.get("day2_option") is not None:
        return None
    return _refusal_after(state, action, index, lookup, pid, UNPAID, fewer_in=True)


def _refuse_registration(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """A registration: without it he is not on the list when he pays."""
    pid = player_of(action)
    if pid is None:
        return None
    return _refusal_after(state, action, index, lookup, pid, UNREGISTERED)


def _refuse_open_table(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    return _refuse_tables_opened(state, [action], index, lookup)


def _refuse_tables_opened(state: TournamentState, opened: list[Action], index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """Tables opened (one, or the room's tables in one command): without them there is no such table when the
    draw, a seat given or a move first goes to one of them.

    Past what does not read those tables: the other tables opened, a draw that seats nobody there, the clock's
    start (its buttons there are read by the next hand there, which the index follows).
    """
    numbers: set[int] = set()
    for action in opened:
        number = action.payload.get("table")
        if not isinstance(number, int) or isinstance(number, bool) or number not in state.seating.tables:
            return None
        numbers.add(number)
    low = opened[0].seq
    opaque = None
    for seq in after(index.opaque, low):
        later = lookup(seq)
        if later is None:
            return None
        if later.kind in READ_NO_PLAYER or later.kind == "clock.start":
            continue
        if later.kind == "seating.draw" and _drawn_at(later, numbers) is None:
            continue
        opaque = seq
        break
    firsts = [opaque]
    own = {action.seq for action in opened}  # each opening is listed under its own table
    for number in numbers:
        # Every seat it ever had: a table resized since had others then (FS 1.2: never more than ten).
        firsts += [next(iter(after(index.seats.get((number, seat)), low)), None) for seat in range(1, MAX_SEATS + 1)]
        firsts.append(next((seq for seq in index.table_readers_after(number, low) if seq not in own and not _is_start(lookup, seq)), None))
        firsts.append(next(iter(after(index.mentions.get(number), low)), None))  # a ruling naming it
    first = min((seq for seq in firsts if seq is not None), default=None)
    later = lookup(first) if first is not None else None
    if later is None:
        return None
    if later.kind == "seating.draw":
        table = _drawn_at(later, numbers)  # the first of the draw's seats there: the draw checks them in its order
    elif later.kind in ("seating.seat", "seating.move"):
        table = (_seat_in(later.payload) or (None,))[0]
    else:
        return None
    if table not in numbers:
        return None
    return ReplayError(later, RuleError("There is no open table {table}.", table=table))


def _drawn_at(draw: Action, numbers: set[int]) -> int | None:
    """The table of the draw's first seat at one of these tables (None: it seats nobody there)."""
    return next((entry["table"] for entry in _draw_entries(draw) if entry.get("table") in numbers), None)


#: Gestures of the desk undone as one, and how their player stands without them.
_GESTURES = {
    ("registration.register", "money.buy_in"): UNREGISTERED,
    ("registration.register", "money.buy_in", "seating.seat"): UNREGISTERED,
    ("money.buy_in", "seating.seat"): UNPAID,
    ("money.reentry", "seating.seat"): OUT,
}


def _refuse_gesture(state: TournamentState, first: Action, rest: list[Action], index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """A walk-in's registration, payment and seat, or a re-entry and its seat, or the room's tables opened in one
    command, undone together."""
    gesture = [first, *rest]
    if all(a.kind == "seating.open_table" for a in gesture):  # the room's tables, opened in one command
        return _refuse_tables_opened(state, gesture, index, lookup)
    world = _GESTURES.get(tuple(a.kind for a in gesture))
    pid = player_of(first)
    if world is None or pid is None or any(player_of(a) != pid for a in rest):
        return None
    if first.kind == "money.reentry" and first.seq not in index.back_ins:
        return None  # he re-entered while in: his seat changed hands, followed otherwise
    if first.kind == "money.buy_in" and first.payload.get("day2_option") is not None:
        return None
    seat = None
    if gesture[-1].kind == "seating.seat":
        seat = _seat_in(gesture[-1].payload)
        if seat is None or gesture[-1].seq in index.moved_from:
            return None
    skip = frozenset(a.seq for a in rest)
    refusal = _refusal_after(state, first, index, lookup, pid, world, seat=seat, fewer_in=True, skip=skip)
    if refusal is None and seat is not None:
        refusal = _refusal_by_look(state, first, index, lookup, pid, world, seat, held=False, fewer_in=True, skip=skip)
    return refusal


#: Kinds the index does not follow that may come between a seat draw and its players' next actions: they read no
#: seat (the clock's start sets buttons, read only by a next hand, which the index lists under its table).
_PAST_A_DRAW = frozenset({"seating.open_table", "clock.start"})
#: Kinds the index does not follow that may come between the first blind structure and the clock's start: before
#: the start nothing reads the structure (every period is open), and these set none.
_PAST_A_STRUCTURE = frozenset({"seating.open_table", "seating.draw"})


def _refuse_draw(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """A seat draw: without it none of its players has a seat (the draw needs them seatless), so the first action
    after it to name one of them decides -- his bust or his move is refused. Certain when nothing in between
    touched a seat the draw gave or counted one of its tables, and nothing the index does not follow came first
    but tables opened and the clock's start."""
    seats: dict[int, tuple[int, int]] = {}
    for entry in _draw_entries(action):
        pid, seat = player_of(entry), _seat_in(entry)
        if pid is None or seat is None:
            return None
        seats[pid] = seat
    first: tuple[int, int] | None = None
    for pid in seats:
        named = after(index.named.get(pid), action.seq)
        if named and (first is None or named[0] < first[0]):
            first = (named[0], pid)
    later = lookup(first[0]) if first is not None else None
    if later is None:
        return None
    cause: RuleError | None = None
    if later.kind == "player.bust":
        busts = later.payload.get("busts")
        out = player_of(busts[0]) if isinstance(busts, list) and busts and isinstance(busts[0], dict) else None
        if out in seats:  # the handler checks its entries in order: the first is refused
            cause = RuleError("Player {player} has no seat: only a seated player can be out.", player=out)
    elif later.kind == "seating.move" and player_of(later) in seats:
        cause = RuleError("Player {player} has no seat to move from.", player=player_of(later))
    elif later.kind == "chips.count" and player_of(later) in seats:
        cause = RuleError("Player {player} has no seat: chips are counted at the table.", player=player_of(later))
    if cause is None:
        return None
    low, high = action.seq, later.seq
    for seq in after(index.opaque, low):
        if seq >= high:
            break
        between = lookup(seq)
        if between is None or between.kind not in _PAST_A_DRAW:
            return None
    if any(any_between(index.seats.get(seat), low, high) for seat in seats.values()):
        return None
    for table in {seat[0] for seat in seats.values()}:  # the clock's start looked at its players for the button: read by a next hand
        if any(not _is_start(lookup, seq) for seq in index.table_readers_after(table, low) if seq < high):
            return None
    return ReplayError(later, cause)


def _is_start(lookup: Lookup, seq: int) -> bool:
    action = lookup(seq)
    return action is not None and action.kind == "clock.start"


def _refuse_structure(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """The first blind structure: without it the clock's start is refused, when only tables opened and a seat draw
    (of what the index does not follow) came in between -- nothing before the start reads the structure."""
    if index.clock and index.clock[0] < action.seq:
        return None  # the clock started before it, or the TD closed a period: not the setting up
    for seq in index.opaque:
        if seq >= action.seq:
            break
        earlier = lookup(seq)
        if earlier is None or earlier.kind in ("clock.set_structure", "clock.start"):
            return None  # not the first: the structure set before it stands without it
    start = next(iter(after(index.clock, action.seq)), None)  # the clock's start, when the index follows it
    for seq in after(index.opaque, action.seq):
        if start is not None and seq > start:
            break
        later = lookup(seq)
        if later is None:
            return None
        if later.kind == "clock.start":  # a Sit & Go's, which counts the field
            return ReplayError(later, RuleError(_NO_STRUCTURE))
        if later.kind not in _PAST_A_STRUCTURE:
            return None
    later = lookup(start) if start is not None else None
    return ReplayError(later, RuleError(_NO_STRUCTURE)) if later is not None and later.kind == "clock.start" else None


_NO_STRUCTURE = "Set the blind structure before starting the clock."


#: Clock commands refused before the start ("The clock has not been started."): all but a structure set or edited.
NEEDS_THE_START = CLOCK_COMMANDS | HAND_FOR_HAND


def _refuse_start(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """The clock's start: without it the first clock command after it (the shot clock's too) is refused, and so is
    the first next hand at a table where it put the button (nobody set one since). Before that the rest goes the
    same in both worlds -- before the start every period is open, and nothing else reads the clock -- when nothing
    the index does not follow comes in between (tables opened apart)."""
    firsts: list[tuple[int, RuleError | None]] = []
    for seq in after(index.clock, action.seq):  # the first that needs the clock started (a period closed does not)
        later = lookup(seq)
        if later is None:
            firsts.append((seq, None))
        elif later.kind in NEEDS_THE_START:
            firsts.append((seq, RuleError("The clock has not been started.")))
        elif later.kind == "registration.release_reserved":
            firsts.append((seq, reserved_seats_kept()))
        else:
            continue
        break
    firsts += [(seq, RuleError("The clock has not been started.")) for seq in after(index.shots, action.seq)[:1]]
    firsts += [(seq, None) for seq in after(index.chip_counts, action.seq)[:1]]  # in a census, or not?
    freeze = next(iter(after(index.pool_reads, action.seq)), None)
    if freeze is not None and not _closed_by_the_td(state, lookup(freeze)):
        firsts.append((freeze, None))  # registration closed by the clock: without the start, still open
    read = index.starts.get(action.seq)
    if read is None:  # a Sit & Go's start, which the index does not follow: any hand dealt may read its buttons
        for seqs in index.tables.values():
            hand = next((seq for seq in after(seqs, action.seq) if (later := lookup(seq)) is None or later.kind in READS_TABLE), None)
            if hand is not None:
                firsts.append((hand, None))
    else:
        firsts += [
            hand
            for number, (_, put) in read.tables.items()
            if put[0] is not None and (hand := _first_hand(index, lookup, number, action.seq))
        ]
    if not firsts:
        return None
    seq, cause = min(firsts, key=lambda first: first[0])
    refused = lookup(seq)
    first_opaque = _first_opaque(index, lookup, action.seq)
    if refused is None or cause is None or (first_opaque is not None and first_opaque < seq):
        return None
    return ReplayError(refused, cause)


def _closed_by_the_td(state: TournamentState, freeze: Action | None) -> bool:
    """Whether late registration and re-entries were closed by the TD before the freeze: it then finds them closed
    with or without the clock (a Multistack's day-2 entries wait for the day's end, which needs it)."""
    config = state.config
    if freeze is None or config is None or config.modality is Modality.MULTISTACK:
        return False
    late, reentry = state.late_registration_closed_at_ms, state.reentry_closed_at_ms
    return late is not None and late <= freeze.at_ms and (config.reentry is None or (reentry is not None and reentry <= freeze.at_ms))


def _first_hand(index: ReversalIndex, lookup: Lookup, number: int, seq: int) -> tuple[int, RuleError | None] | None:
    """At a table where the start at #seq put the button: the first next hand dealt there, refused without the start
    (the button unknown); None when the floor set a button there first, or the table was broken, before any."""
    for later_seq in index.table_readers_after(number, seq):
        later = lookup(later_seq)
        if later is None or later.kind == "seating.win_the_button":
            return later_seq, None  # not known here how it goes without the button
        if later.kind in ("seating.set_button", "seating.break_table", "seating.close_table", "seating.open_table"):
            return None
        if later.kind == "seating.next_hand":
            return later_seq, RuleError("The button of table {table} is not known: the floor must set it first.", table=number)
    return None


def _refuse_resize(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> ReplayError | None:
    """A table made longer-handed: without it the seats it added are not there when a seat is first given or a
    player first moved to one ("no seat"; "full" when the table then had none of its other seats free), when
    nothing else read the table or those seats first."""
    noted = index.resized.get(action.seq)
    number, new = id_in(action.payload.get("table")), id_in(action.payload.get("seats"))
    table = state.seating.tables.get(number) if number is not None else None
    then = config_at(index, state.config, action.seq)  # the event's size at its place
    if noted is None or table is None or new is None or then is None or new > then.table_size:
        return None
    if noted[0] > new:
        return _refused_back_in_at_a_seat_taken_away(state, action, index, lookup, table.number, noted, new)
    if noted[0] == new:
        return None
    old = noted[0]
    firsts = [next(iter(after(index.seats.get((table.number, seat)), action.seq)), None) for seat in range(old + 1, new + 1)]
    firsts.append(next((seq for seq in index.table_readers_after(table.number, action.seq) if not counts_orbits(lookup(seq))), None))
    firsts.append(_first_opaque(index, lookup, action.seq))
    first = min((seq for seq in firsts if seq is not None), default=None)
    later = lookup(first) if first is not None else None
    if later is None or later.kind not in ("seating.seat", "seating.move") or later.payload.get("reentry") is True:
        return None
    seat = _seat_in(later.payload)
    if seat is None or seat[0] != table.number or not old < seat[1] <= new:
        return None
    free = _free_seats_before(index, lookup, state.seating, table, later.seq)  # the added seats free among them
    if free is None:
        return None
    left = index.moved_from.get(later.seq)
    checks_full = later.kind == "seating.seat" or left is None or left[0] != table.number  # a move within the table does not
    if checks_full and free - (new - old) <= 0:
        return ReplayError(later, RuleError("Table {table} is full.", table=table.number))
    return ReplayError(later, RuleError("Table {table} has no seat {seat}.", table=table.number, seat=seat[1]))


def _refused_back_in_at_a_seat_taken_away(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, number: int, noted: tuple[int, frozenset[int]], new: int
) -> ReplayError | None:
    """Without a table made shorter-handed the seats it took away are there, free (it found them free): the first
    to touch one since, a rebuy back in of a player who had busted there, sits him down there in that world only
    (RPT Art. 7.1), and his next action that reads his seat decides -- his seat given is refused, as he already
    sits. Certain when nothing the index does not follow comes first, the seat was not closed, nothing else touched
    the seats taken away or counted the table (but missed-orbits penalties) or resized it again before that
    refusal, and no entry between may have read the field otherwise."""
    first_opaque = _first_opaque(index, lookup, action.seq)
    taken_away = [(number, seat) for seat in range(new + 1, noted[0] + 1)]
    looks = [(seqs[0], seat) for seat in taken_away if (seqs := after(index.seats.get(seat), action.seq))]
    if not looks:
        return None
    look_seq, seat = min(looks)
    look = lookup(look_seq)
    them = player_of(look) if look is not None else None
    if look is None or them is None or look.kind != "money.rebuy" or look_seq not in index.back_ins or seat[1] in noted[1]:
        return None
    if first_opaque is not None and first_opaque < look_seq:
        return None
    decided = _first_deciding(index, lookup, them, SITTING, look_seq, frozenset(), seat)
    if decided is None or not isinstance(decided[1], RuleError):
        return None
    high, cause = decided
    refused = lookup(high)
    if refused is None or any(_other_between(index.seats.get(s), action.seq, high, frozenset({look_seq})) for s in taken_away):
        return None
    if _table_read_between(index, lookup, number, action.seq, high, frozenset()) or any_between(
        index.resizes.get(number), action.seq, high
    ):
        return None
    return _if_nothing_between(state, action, refused, cause, index, lookup, first_opaque, None, False, False, frozenset({look_seq}))


_REFUSE: dict[str, Callable[[TournamentState, Action, ReversalIndex, Lookup], ReplayError | None]] = {
    "clock.start": _refuse_start,
    "seating.draw": _refuse_draw,
    "player.bust": _refuse_bust,
    "floor.penalty": lambda state, action, index, lookup: (
        _refuse_disqualification(state, action, index, lookup) if disqualifies(action) else None
    ),
    "seating.move": _refuse_move,
    "money.rebuy": _refuse_purchase,
    "money.addon": _refuse_purchase,
    "money.xtrastack": _refuse_purchase,
    "money.reentry": _refuse_back_in,
    "seating.seat": _refuse_seat,
    "money.buy_in": _refuse_entry,
    "registration.register": _refuse_registration,
    "seating.open_table": _refuse_open_table,
    "seating.resize_table": _refuse_resize,
    "seating.break_table": _refuse_break,
    "chips.count": refuse_count,
    "tournament.configure": refuse_configure,
    **dict.fromkeys(TIMELINE, refuse_clock_command),
    **dict.fromkeys(SHOT_CLOCK, refuse_shot),
    "clock.set_structure": lambda state, action, index, lookup: (
        _refuse_structure(state, action, index, lookup) or refuse_clock_command(state, action, index, lookup)
    ),
}


@dataclass
class _MoveWalk:
    """How a seat move's difference runs through the player's later actions: he sits at `x` as the log stands and
    at `y` in the other world, from #`start` while `sitting`; `events` are his actions that touched `x` in the log
    and `y` in the other world; `done`: from there on both worlds are the same; `lost`: an action the walk cannot
    follow came first. `rebuys`: his rebuys back in that sat him down again, each opening a stretch where the
    difference is again a seat held in one world and its twin in the other."""

    x: tuple[int, int]
    y: tuple[int, int]
    events: list[tuple[str, Action, Any]] = field(default_factory=list)
    start: int = 0
    sitting: bool = True
    done: bool = False
    lost: bool = False
    rebuys: list[Action] = field(default_factory=list)
    #: His last rebuy sat him down in one world only: at `x` as the log stands ("here") or at `y` ("there").
    one_world: str | None = None
    #: While he last sat, another player's rebuy back in looked at one of his two seats (free in one world, his in
    #: the other), then he busted or moved on: from then (`out_at`) that seat is taken in one world, free in the other.
    look: Action | None = None
    looked: tuple[int, int] | None = None
    out_at: int = 0
    #: Missed-orbits penalties that counted his table while he sat at `x` here and at `y` there: with him at the
    #: other table their count is one fewer at `x`'s, one more at `y`'s.
    orbits: list[tuple[Action, int]] = field(default_factory=list)
    #: The player walked: his own missed-orbits penalties are events (they count the table he sits at), not counts.
    pid: int | None = None

    def quiet_while_sitting(
        self,
        index: ReversalIndex,
        lookup: Lookup,
        low: int,
        high: int | None,
        seats: tuple[Any, ...],
        skip: frozenset[int] = frozenset(),
        looked: Mapping[tuple[int, int], int] | None = None,
    ) -> bool:
        """Nothing between #low and #high touched these seats (but the touches of `skip`) or counted his two tables
        but missed-orbits penalties (noted: their count changes with him). `looked`: one of his two seats -> the
        rebuy back in that looked at it, sitting its player down in the world where he is not there: from then on
        that seat is taken in both worlds, and its table counts the same."""
        if high is None and any(seq not in skip for seat in seats for seq in after(index.seats.get(seat), low)):
            return False
        if high is not None and any(_other_between(index.seats.get(seat), low, high, skip) for seat in seats):
            return False
        if self.x[0] == self.y[0]:
            return _orbits_counted(index, lookup, self.x[0], low, high) is not None  # the same count in both worlds
        counted: list[tuple[Action, int]] = []
        for table, change in ((self.x[0], -1), (self.y[0], 1)):
            orbits = _orbits_counted(index, lookup, table, low, high)
            if orbits is None:
                return False
            since = (looked or {}).get(self.x if change < 0 else self.y)
            counted += [
                (penalty, change)
                for penalty in orbits
                if player_of(penalty) != self.pid and penalty.seq not in skip and (since is None or penalty.seq < since)
            ]
        self.orbits += counted
        return True

    @property
    def seated_there(self) -> bool:
        """Whether he sits at `y` in the other world where the walk stopped: seated in both worlds (not moved on,
        no seat of his looked at since he left), or sat down again there only."""
        return (self.sitting and not self.done and self.look is None and self.one_world is None) or self.one_world == "there"


def _walk_move(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, *, undoing: bool, unchanged_before: bool = False
) -> _MoveWalk | None:
    """The move's difference followed through what the player did since (None: not even the move itself).

    In the log as it stands he sits at `x` from the move's time, in the world
    the undo or redo makes at `y`, until his next move (from then on both
    worlds are the same but for where that move started) or his bust (its
    record names the other seat). After the bust a re-entry ends the
    difference (his new seat is its own action); a rebuy sits him again in
    the seat of the bust in each world, both free, and the difference goes
    on. While he sits, nobody may have filled, left or looked at either seat,
    nor counted their tables; while he is out, before a rebuy, nobody may have
    touched either seat. What he did meanwhile must not read his seat (an
    add-on does not).
    """
    pid = player_of(action)
    dest = _seat_in(action.payload)
    seating = state.seating
    if pid is None or dest is None or any_after(index.opaque, action.seq):
        return None
    if not undoing and action.payload.get("reason") == "balance" and not unchanged_before:
        return None  # it counted the tables as they stood then (the same only if nothing before it changed)
    later_actions = later_of(index, lookup, pid, action.seq)
    if later_actions is None:
        return None
    if undoing:
        source = index.moved_from.get(action.seq)
        x, y = dest, source
    else:
        source = _seat_before(seating, index, pid, later_actions)
        x, y = source, dest
    if source is None or x is None or y is None or source == dest:
        return None
    if not undoing and not unchanged_before and not _free_then(seating, index, lookup, dest, action.seq):
        return None
    return _walk_seat(state, index, lookup, pid, action.seq, x, y, later_actions)


def later_of(index: ReversalIndex, lookup: Lookup, pid: int, seq: int) -> list[Action] | None:
    """The actions naming the player after #seq (None: one not in force)."""
    found: list[Action] = []
    for later_seq in after(index.named.get(pid), seq):
        later = lookup(later_seq)
        if later is None:
            return None
        found.append(later)
    return found


def _walk_seat(
    state: TournamentState,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    start: int,
    x: tuple[int, int],
    y: tuple[int, int],
    later_actions: list[Action],
    *,
    rebuys: bool = True,
    y_kept: bool = False,
    skip: frozenset[int] = frozenset(),
    drawn: bool = False,
) -> _MoveWalk:
    """The difference of a player seated at `x` as the log stands and at `y` in the other world from #start on,
    followed through his later actions (`_walk_move`). `rebuys`: whether a rebuy back in is followed (both seats'
    tables open in both worlds), else the walk is lost there -- unless `y_kept`: `y` is at a table open in the
    other world that nobody else touches there (a broken table, its break undone), so a rebuy of his finds it
    free there, and here as the index says. `skip`: touches of his seats known to change nothing in either world
    (another player's rebuy looking at `y` while he holds it there, its table closed here), and missed-orbits
    penalties counted again whole by another walk. `drawn`: #start is a break put back, `y` the seat it draws him
    to (his missed orbits there count the others it drew to that table too)."""
    seating = state.seating
    walk = _MoveWalk(x, y, start=start, pid=pid)
    tables = {x[0], y[0]}
    out_since = 0
    for later in later_actions:
        if walk.look is not None:  # out, while a seat of his differs: any back-in of his would read it
            if later.kind == "money.reentry":  # but a re-entry's seat is its own action: the same in both worlds
                walk.done = True
                return walk
            walk.lost = True
            return walk
        if walk.one_world is not None:
            if leaves_seat_alone(later, pid) or (later.kind == "money.rebuy" and later.seq not in index.back_ins):
                continue  # a purchase of a player in, seated or not
            if notes_his_table(later, pid):  # it notes his table in the world where he sits, none in the other
                walk.events.append(("penalty" if walk.one_world == "there" else "penalty unseated", later, None))
                continue
            walk.lost = True
            return walk
        if walk.sitting:
            if keeps_his_seat(later, pid):
                continue
            if notes_his_table(later, pid):  # its record names the table he sits at: `y`'s there
                walk.events.append(("penalty", later, None))
                continue
            if counts_orbits(later) and player_of(later) == pid:  # his missed orbits count `y`'s table there
                if x[0] == y[0]:
                    players: int | None = 0
                elif y_kept and not _open_then(index, lookup, seating, y[0], later.seq):  # a broken table, open there
                    mates = _break_mates_at(state, index, lookup, start, pid, later.seq, x[0], skip)
                    players = None if mates is None else mates + 1
                else:
                    players = _players_with_him(state, index, lookup, y, later.seq)
                    if players is not None and drawn:  # with the break's other players it drew to `y`'s table
                        mates = _drawn_with_him(state, index, lookup, start, pid, later.seq, y[0], skip)
                        players = None if mates is None else players + mates
                if players is None or any_between(index.seats.get(y), walk.start, later.seq):  # `y` his alone there
                    walk.lost = True
                    return walk
                if players:
                    walk.events.append(("orbits", later, players))
                continue
            moves_on = later.kind == "seating.move" and later.payload.get("reason") != "balance" and _seat_in(later.payload) not in (x, y)
            busts = later.kind == "player.bust" and _busts_only(later, pid, x[0], y[0])
            # Disqualified (RPT Art. 71.4): he leaves his seat for good, `x` here and `y` there, its record noting
            # the table: from there both worlds are the same, as after a move on.
            out_for_good = disqualifies(later) and player_of(later) == pid
            if not (moves_on or busts or out_for_good):
                walk.lost = True
                return walk
            # His move on or his bust leaves his seat: untouched since he sat down, or only looked at by another
            # player's rebuy (that seat is then taken in one world only from here on).
            quiet = walk.quiet_while_sitting(index, lookup, walk.start, later.seq, (x, y), skip)
            look, looked = (None, x) if quiet else _look_before(index, lookup, pid, (x, y), tables, walk.start, later.seq)
            record = seating.bust_of(pid, later.at_ms) if busts else None
            if moves_on:
                left = index.moved_from.get(later.seq)
            elif out_for_good:
                left = index.dq_left.get(later.seq)
            else:
                left = (record.table, record.seat) if record is not None else None
            if record is not None and record.hand_for_hand and x[0] != y[0]:
                left = None  # out in a hand-for-hand hand: at another table, the places of that hand are shared otherwise
            if (not quiet and look is None) or left != x:
                walk.lost = True
                return walk
            if look is not None:
                walk.look, walk.looked, walk.out_at = look, looked, later.seq
            if moves_on or out_for_good:
                walk.events.append(("move" if moves_on else "disqualification", later, None))
                walk.done = True
                return walk
            walk.events.append(("bust", later, record))
            walk.sitting, out_since = False, later.seq
            continue
        if later.kind == "money.reentry":  # his new seat is its own action: both worlds are the same from here
            walk.done = True
            return walk
        if later.kind == "money.rebuy" and later.seq in index.back_ins and y_kept:
            # The seat of his bust there is free for him; here it sat him down if it was free, at a table open.
            opened = _open_then(index, lookup, seating, x[0], later.seq)
            here = _sat_down_by(index, lookup, seating, later, x) if opened else False
            if not opened and _touched_between(index, (x,), (), out_since, later.seq):
                here = None  # a seat of a table broken since his bust: not followed
            if here is None:
                walk.lost = True
                return walk
            walk.events.append(("rebuy", later, None))
            if not here:  # seated there only
                walk.one_world, walk.start = "there", later.seq
                continue
            walk.sitting, walk.start = True, later.seq
            walk.rebuys.append(later)
            continue
        if later.kind == "money.rebuy" and later.seq in index.back_ins and rebuys:
            # Since his bust both seats stand alike in both worlds (each left free by him, then touched by the
            # same actions); only the seat his rebuy looks at differs: `x` here, `y` there.
            opened = all(_open_then(index, lookup, seating, seat[0], later.seq) for seat in (x, y))
            if _touched_between(index, (x, y), (), out_since, later.seq) or not opened:
                here = _sat_down_by(index, lookup, seating, later, x)
                taken = _taken_for_rebuy(index, lookup, seating, y, later.seq)
                if here is None or taken is None:
                    walk.lost = True  # not known
                    return walk
                if here == taken:  # it sat him down in one world only
                    walk.events.append(("rebuy", later, None))
                    walk.one_world, walk.start = ("here" if here else "there"), later.seq
                    continue
            else:
                here = True  # both free: back in the seat of his bust in each world
            walk.events.append(("rebuy", later, None))
            if not here:  # in, without a seat, in both worlds: the same from here
                walk.done = True
                return walk
            walk.sitting, walk.start = True, later.seq
            walk.rebuys.append(later)
            continue
        walk.lost = True
        return walk
    return walk


def _move_in_place(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, *, undoing: bool, unchanged_before: bool = False
) -> Effect | None:
    """A seat move taken back (he sits where he sat before it) or put back, through what the player did since
    (`_walk_move`): certain when the walk follows it to now."""
    walk = _walk_move(state, action, index, lookup, undoing=undoing, unchanged_before=unchanged_before)
    pid = player_of(action)
    if walk is None or walk.lost or pid is None:
        return None
    seat_effect = walked_seat(state, index, lookup, pid, walk)
    if seat_effect is None:
        return None
    source, dest = (walk.y, walk.x) if undoing else (walk.x, walk.y)
    balance = action.payload.get("reason") == "balance"

    def effect() -> None:
        seat_effect()
        if undoing:
            index.forget(action.seq, [pid], [source, dest], {source[0], dest[0]} if balance else ())
        else:
            index.moved_from[action.seq] = source
            add_seq(index.named.setdefault(pid, []), action.seq)
            add_seq(index.seats.setdefault(source, []), action.seq)
            add_seq(index.seats.setdefault(dest, []), action.seq)
            if balance:  # it counted both tables
                for number in {source[0], dest[0]}:
                    add_seq(index.tables.setdefault(number, []), action.seq)

    return effect


def walked_seat(
    state: TournamentState,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    walk: _MoveWalk,
    free_y: Callable[[Any], bool] | None = None,
    skip: frozenset[int] = frozenset(),
) -> Effect | None:
    """The player's part of a walk followed to now (not lost): he sits at `y` instead of `x` if he still sits, and
    what he did since names `y` (his bust's record, the seat his move on left); None when what came since does not
    allow it. `free_y`: whether `y` is free now (default: free at an open table)."""
    seating = state.seating
    free = free_y if free_y is not None else (lambda seat: _free_now(seating, seat))
    x, y, events, sitting, done = walk.x, walk.y, walk.events, walk.sitting, walk.done
    one_world = walk.one_world
    one_orbits: list[Action] = []  # missed orbits counted at his table since, with him there in one world only
    if one_world is not None:  # seated at `x` now and in no seat once undone or redone, or the other way round
        sitting = False
        held = x if one_world == "here" else y  # the other seat is his in neither world: what touches it is the same
        counted = _orbits_counted(index, lookup, held[0], walk.start, None)
        if any_between(index.seats.get(held), walk.start, None) or counted is None:
            return None
        one_orbits = counted
        if one_world == "here" and seating.seat_of.get(pid) != x:
            return None
        if one_world == "there" and (pid in seating.seat_of or not free(y)):
            return None
    # Since he last sat down, another player's rebuy back in may have looked at one of his seats (the seat of that
    # player's bust): at `y` it found it free as the log stands and sat him down (once undone or redone he waits
    # for a seat), at `x` it found it taken by him (once undone or redone it sits him there).
    taker = seated = None
    if sitting and not done:  # he still sits: at `x` now, at `y` once undone or redone
        arriving = _look_after(index, lookup, pid, y, walk.start, skip=skip)
        leaving = _look_after(index, lookup, pid, x, walk.start, skip=skip)
        taker = player_of(arriving) if arriving is not None else None
        seated = player_of(leaving) if leaving is not None else None
        if taker is not None and seating.seat_of.get(taker) != y:
            return None  # it did not sit him down there
        if seated is not None and (seated in seating.seat_of or seated == taker):
            return None
        seats = tuple(seat for seat, other in ((x, seated), (y, taker)) if other is None)
        looks = {seat: look.seq for seat, look in ((x, leaving), (y, arriving)) if look is not None}
        if not walk.quiet_while_sitting(index, lookup, walk.start, None, seats, skip, looked=looks) or seating.seat_of.get(pid) != x:
            return None
        if taker is None and not free(y):
            return None
    late_orbits: list[Action] = []  # missed orbits counted at the looked-at seat's table since he left
    if walk.look is not None:  # since his bust or move on, the seat the look found free in one world is taken there
        them, looked = player_of(walk.look), walk.looked
        # Until he left, nothing touched his tables (`_look_before`); since, only the looked-at seat differs: a
        # missed-orbits penalty at its table counts its player in one world only (its hands one orbit apart).
        counted = _orbits_counted(index, lookup, looked[0], walk.out_at, None)  # type: ignore[index]
        if any_after(index.seats.get(looked), walk.out_at) or counted is None or any(player_of(p) == them for p in counted):
            return None
        late_orbits = counted
        if looked == y and seating.seat_of.get(them) != y:
            return None  # it did not sit him down there
        if looked == x and (them in seating.seat_of or not _free_now(seating, x)):
            return None
        taker, seated = (them, None) if looked == y else (None, them)

    def effect() -> None:
        for kind, later, record in events:
            if kind == "penalty":
                _penalty_at(state, later.seq, y[0])
                continue
            if kind == "penalty unseated":  # he waits for a seat there
                _penalty_at(state, later.seq, None)
                continue
            if kind == "orbits":  # counted at `y`'s table: its players then and he
                _penalty_at(state, later.seq, y[0], hands=record * later.payload.get("orbits", 1))
                remove_seq(index.tables.get(x[0]), later.seq)
                add_seq(index.tables.setdefault(y[0], []), later.seq)
                continue
            remove_seq(index.seats.get(x), later.seq)  # it left, filled or looked at the other seat
            add_seq(index.seats.setdefault(y, []), later.seq)
            if kind == "move":
                index.moved_from[later.seq] = y
            elif kind == "disqualification":  # it freed `y` there, its record noting that table
                index.dq_left[later.seq] = y
                _penalty_at(state, later.seq, y[0])
            elif kind == "bust":
                seating.move_bust(record, *y)
        if sitting and not done:
            if taker is not None:
                seating.unseat(taker)
            seating.unseat(pid)
            seating.place(pid, *y)
            if seated is not None:
                seating.place(seated, *x)
        elif walk.look is not None:
            if taker is not None:
                seating.unseat(taker)  # his rebuy found the seat taken: in, waiting for a seat
            if seated is not None:
                seating.place(seated, *x)  # his rebuy found the seat free
        if one_world == "here":
            seating.unseat(pid)  # in, waiting for a seat
        elif one_world == "there":
            seating.place(pid, *y)
        for penalty, change in walk.orbits:
            _count_orbits_again(state, lookup, [penalty], change)
        if late_orbits:  # the looked-at seat's player: at `y` here only, or at `x` there only
            _count_orbits_again(state, lookup, late_orbits, -1 if walk.looked == y else 1)
        if one_orbits:  # he sits at that table in one world only: here (one fewer there), or there
            _count_orbits_again(state, lookup, one_orbits, -1 if one_world == "here" else 1)

    return effect


def _break_walk(
    state: TournamentState,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    seq: int,
    x: tuple[int, int] | None,
    y: tuple[int, int],
    skip: frozenset[int] = frozenset(),
) -> tuple[tuple[int, int], Effect] | None:
    """A broken table's player, followed through what he did since the break (`_walk_seat`): his part of its undo
    (seated at `x` by the break, at `y` at the table without it) or of its redo (`x` None: where he sat from #seq on
    as the log stands, to be found; `y` the seat the break gives him). The seat he sat at from #seq as the log
    stands, and his part."""
    seating = state.seating
    later = later_of(index, lookup, pid, seq)
    if later is None:
        return None
    if x is None:
        x = _seat_before(seating, index, pid, later)
        if x is None or not _open_then(index, lookup, seating, y[0], seq) or not _free_then(seating, index, lookup, y, seq):
            return None  # the break's seat for him was not free at its time
        # Here the table stands open; there only `y` differs from here: his rebuys are followed as a move's are.
        walk = _walk_seat(state, index, lookup, pid, seq, x, y, later, skip=skip, drawn=True)
        free_y = None
    else:
        # There the table stands open, its seats touched by none but its players and the looks of `skip`, each at
        # a seat one of them held there then (`undo_break`).
        walk = _walk_seat(state, index, lookup, pid, seq, x, y, later, rebuys=False, y_kept=True, skip=skip)
        free_y = lambda seat: True  # noqa: E731
    part = None if walk.lost else walked_seat(state, index, lookup, pid, walk, free_y=free_y, skip=skip)
    return None if part is None else (x, part)


def _sits_on(action: Action, pid: int) -> bool:
    """An action of his after which he still sits where he sat: one that keeps his seat, or a floor call on him
    (a warning or missed hands note his table; his missed orbits count it)."""
    return keeps_his_seat(action, pid) or notes_his_table(action, pid) or (counts_orbits(action) and player_of(action) == pid)


def _floor_call_on_him(action: Action, pid: int) -> bool:
    """A warning, missed hands or missed orbits given to him: it needs him in (missed orbits: seated) and notes the
    table he sits at, counted for missed orbits (RPT Art. 71.1) -- it goes through wherever he sits."""
    return notes_his_table(action, pid) or (counts_orbits(action) and player_of(action) == pid)


def _penalty_at(state: TournamentState, seq: int, table: int | None, hands: int | None = None) -> None:
    """The record of penalty #seq noting another table (he sat there in the world the undo or redo makes), and for
    missed orbits the hands counted there (RPT Art. 71.1)."""
    records = state.floor.penalties
    at = bisect.bisect_left(records, seq, key=lambda r: r.seq)
    records[at] = replace(records[at], table=table, hands=records[at].hands if hands is None else hands)


def _break_mates_at(
    state: TournamentState, index: ReversalIndex, lookup: Lookup, brk: int, pid: int, seq: int, here: int, skip: frozenset[int]
) -> int | None:
    """The other players of break #brk at its table right before #seq in the world without it, where the table
    stands open and none but its players sit (`y_kept`): each followed from the break to #seq (`_walk_seat`), there
    while he sits in the seat he had (or sat down again there only). None when one of them is not followed, or sits
    at table `here` as the log stands, where `pid`'s penalty counts the players, and his walk counts it too (one
    fewer without the break, `_MoveWalk.orbits`) -- unless it leaves it alone (`skip`)."""
    read = index.broken.get(brk)
    action = lookup(brk)
    went = break_seats(action) if action is not None else None
    if read is None or went is None:
        return None
    mates = 0
    for other, number, seat in read.left:
        if other == pid:
            continue
        later = later_of(index, lookup, other, brk) if other in went else None
        if later is None:
            return None
        before = [a for a in later if a.seq < seq]
        walk = _walk_seat(state, index, lookup, other, brk, went[other], (number, seat), before, rebuys=False, y_kept=True, skip=skip)
        if walk.lost:
            return None
        sits_here = walk.one_world == "here" or (walk.one_world is None and walk.seated_there)  # at `here`, as the log stands
        if went[other][0] == here and sits_here and seq not in skip:
            return None
        mates += walk.seated_there
    return mates


def _drawn_with_him(
    state: TournamentState, index: ReversalIndex, lookup: Lookup, brk: int, pid: int, seq: int, table: int, skip: frozenset[int]
) -> int | None:
    """The other players break #brk (put back) draws to `table` who still sit there right before #seq in the world
    with it: as the log stands (without it) they sit at the broken table, so the table's count misses them. Each
    followed from the break to #seq (`_walk_seat`); None when one of them is not followed, or when his seat there
    was touched meanwhile as the log stands (another player's rebuy back in sat down in it: counted here, waiting
    for a seat there)."""
    action = lookup(brk)
    went = break_seats(action) if action is not None else None
    if went is None:
        return None
    mates = 0
    for other, seat in went.items():
        if other == pid or seat[0] != table:
            continue
        if any_between(index.seats.get(seat), brk, seq):
            return None
        later = later_of(index, lookup, other, brk)
        x = _seat_before(state.seating, index, other, later) if later is not None else None
        if later is None or x is None:
            return None
        walk = _walk_seat(state, index, lookup, other, brk, x, seat, [a for a in later if a.seq < seq], skip=skip)
        if walk.lost:
            return None
        mates += walk.seated_there
    return mates


def _players_with_him(state: TournamentState, index: ReversalIndex, lookup: Lookup, seat: tuple[int, int], seq: int) -> int | None:
    """The players at `seat`'s table right before #seq with him in `seat` (free there as the log stands): what his
    missed-orbits penalty counts in the other world (None: not known without replaying -- the table not open then,
    or its seats in play changed since)."""
    seating = state.seating
    table = seating.tables.get(seat[0])
    if table is None or not _open_then(index, lookup, seating, seat[0], seq):
        return None
    seated = _seated_before(index, lookup, seating, table, seq)
    return None if seated is None else seated + 1


def _seat_before(seating: Any, index: ReversalIndex, pid: int, later_actions: list[Action]) -> tuple[int, int] | None:
    """Where the player sits from the (undone) move's time in the log as it stands: where his next change of seat
    started, or where he sits now."""
    for later in later_actions:
        if _sits_on(later, pid):
            continue
        if later.kind == "seating.move":
            return index.moved_from.get(later.seq)
        if later.kind == "player.bust" and pid in _busted(later):
            record = seating.bust_of(pid, later.at_ms)
            return None if record is None else (record.table, record.seat)
        if disqualifies(later) and player_of(later) == pid:
            return index.dq_left.get(later.seq)
        return None
    return seating.seat_of.get(pid)


def _touched_between(index: ReversalIndex, seats: tuple[Any, ...], tables: Any, low: int, high: int | None) -> bool:
    return any(any_between(index.seats.get(seat), low, high) for seat in seats) or any(
        any_between(index.tables.get(table), low, high) for table in tables
    )


def _undo_move(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    return _move_in_place(state, action, index, lookup, undoing=True)


def _redo_move(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Decide, unchanged: bool
) -> Effect | None:
    return _move_in_place(state, action, index, lookup, undoing=False, unchanged_before=unchanged)


def _free_then(seating: Any, index: ReversalIndex, lookup: Lookup, seat: tuple[int, int], seq: int) -> bool:
    """Whether the seat was free at #seq: nothing touched it since and it is free now, or what touched it first
    since filled it (a move or a seat given there, or a rebuy back in that sat its player down there), so it was
    free before."""
    touches = after(index.seats.get(seat), seq)
    if not touches:
        return _free_now(seating, seat) or _free_when_closed(seating, index, lookup, seat, seq)
    first = lookup(touches[0])
    if first is not None and first.kind == "money.rebuy" and first.seq in index.back_ins:
        if not _open_then(index, lookup, seating, seat[0], first.seq):  # it looked at a table broken since #seq
            return _free_when_closed(seating, index, lookup, seat, seq)
        return _sat_down_by(index, lookup, seating, first, seat) is True  # it found the seat free and took it
    if first is not None and first.kind == "seating.break_table":  # free if it drew a player into it
        return _occupied_before(index, lookup, seating, seat, first.seq) is False
    return first is not None and first.kind in ("seating.move", "seating.seat") and _seat_in(first.payload) == seat


def _free_when_closed(seating: Any, index: ReversalIndex, lookup: Lookup, seat: tuple[int, int], seq: int) -> bool:
    """A seat nobody touched since #seq at a table broken or closed since (not opened again): empty then as now,
    a seat of the table then (no seat closed or opened since touched it), and the table open then."""
    table = seating.tables.get(seat[0])
    if table is None or table.is_open or not 1 <= seat[1] <= table.seats or seat[1] in table.closed_seats:
        return False
    if any((later := lookup(s)) is None or later.kind == "seating.open_table" for s in index.table_readers_after(seat[0], seq)):
        return False
    return _open_then(index, lookup, seating, seat[0], seq)


def _free_now(seating: Any, seat: tuple[int, int]) -> bool:
    table = seating.tables.get(seat[0])
    return table is not None and table.takes(seat[1])


def _seat_in(payload: Mapping[str, Any]) -> tuple[int, int] | None:
    table, seat = payload.get("table"), payload.get("seat")
    if isinstance(table, int) and isinstance(seat, int) and not isinstance(table, bool) and not isinstance(seat, bool):
        return table, seat
    return None


def _busted(action: Action) -> set[int]:
    return bust_names(action, "player_id")


def _eliminators(action: Action) -> set[int]:
    return bust_names(action, "eliminator_id")


def _busts_only(action: Action, pid: int, table: int, other_table: int) -> bool:
    """His bust, alone or with players of the same table either way (players of two tables are not out in one hand)."""
    busted = _busted(action)
    return pid in busted and (len(busted) == 1 or table == other_table)


def _undo_seat(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    pid = player_of(action)
    seating = state.seating
    if pid is None or action.payload.get("reentry") is True or action.seq not in index.seated_fresh:
        return None
    if pid not in seating.seat_of:
        return _seat_until_disqualified(state, action, index, lookup, pid, undoing=True)
    seat = seating.seat_of[pid]
    orbits = _orbits_counted(index, lookup, seat[0], action.seq, None)
    notes: list[Action] = []  # his warnings since: without the seat they note no table
    if orbits is None or not index.quiet_after(action.seq, seats=[seat]) or not _seat_left_alone(index, lookup, pid, action.seq, notes):
        return None

    def effect() -> None:
        seating.unseat(pid)
        index.forget(action.seq, [pid], [seat])
        _count_orbits_again(state, lookup, orbits, -1)  # nobody sat there meanwhile
        for note in notes:
            _penalty_at(state, note.seq, None)

    return effect


def _undo_bust(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """A bust taken back: he sits where he sat, in again, his finish gone -- or, if he bought back in since with a
    rebuy that sat him down in that very seat, only the record of the bust goes (from then on both worlds agree:
    without the bust the rebuy is one more purchase of a player in, who already sits there)."""
    config = state.config
    busts = action.payload.get("busts")
    if config is None or config.modality in BUSTS_NOT_IN_PLACE:
        return None
    if isinstance(busts, list) and len(busts) > 1:
        return _undo_busts(state, action, index, lookup)
    if not isinstance(busts, list) or len(busts) != 1 or not isinstance(busts[0], dict):
        return None
    pid = player_of(busts[0])
    seating = state.seating
    reg = state.registrations.get(pid) if pid is not None else None
    if pid is None or reg is None or state.finished_at_ms is not None or any_after(index.opaque, action.seq):
        return None
    later = after(index.named.get(pid), action.seq)
    back_in = lookup(later[0]) if later else None
    if later and (back_in is None or back_in.kind != "money.rebuy"):
        return None  # a re-entry needs him out; anything else in between is not his
    if not later and (reg.alive or state.players_left < 2):
        return None
    record = seating.bust_of(pid, action.at_ms)
    if record is None or record.hand_for_hand:
        return None
    seat = (record.table, record.seat)
    end = back_in.seq if back_in is not None else None
    notes: list[Action] = []  # the taker's warnings since: they note the table he sits at, none without the bust
    ends: list[Action] = []  # the taker's disqualification since: from his seat, or from none without the bust
    look = _look_after(index, lookup, pid, seat, action.seq, notes=notes, ends=ends) if back_in is None else None
    taker = player_of(look) if look is not None else None
    dq = ends[0] if ends else None
    if taker is not None and dq is None and seating.seat_of.get(taker) != seat:
        return None  # it did not sit him down there
    if dq is not None and index.dq_left.get(dq.seq) != seat:
        return None
    touched_until = look.seq if look is not None else end
    orbits = _orbits_counted(index, lookup, record.table, action.seq, touched_until)
    # Once the taker is out, his table has him (without the bust) and not the taker: one player more again.
    late = _orbits_counted(index, lookup, record.table, dq.seq, None) if dq is not None else []
    if any_between(index.seats.get(seat), action.seq, touched_until) or orbits is None or late is None:
        return None
    if _count_read_otherwise(state, index, action.seq, end, more=True):
        return None  # he held a seat in the count a later entry read
    if back_in is None and (taker is None or dq is not None) and not _free_now(seating, seat):
        return None

    won = _bounty_won(state, record)
    if won is None:
        return None

    def effect() -> None:
        seating.take_bust_out(record)
        _give_bounty_back(won, reg)
        if back_in is not None:
            index.back_ins.discard(back_in.seq)  # without the bust, one more purchase of a player in
            remove_seq(index.alive_changes, back_in.seq)
        else:
            if taker is not None and dq is None:
                seating.unseat(taker)  # without the bust his rebuy found the seat taken: in, waiting for a seat
            if dq is not None:  # and his disqualification found him so: it freed no seat
                del index.dq_left[dq.seq]
                remove_seq(index.seats.get(seat), dq.seq)
            for note in (*notes, *ends):
                _penalty_at(state, note.seq, None)
            seating.place(pid, *seat)
            state.set_alive(reg, True)
            if not seating.drop_finishes({pid}):
                seating.mark_places_stale()
            state.recount_seats({pid})
        index.forget(action.seq, _busted(action) | _eliminators(action), [seat])  # he, and who eliminated him
        _count_orbits_again(state, lookup, [*orbits, *late], 1)  # he sat at his table meanwhile: one player more

    return effect


def _undo_disqualification(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """A disqualification taken back (RPT Art. 71.4): he is in again, in the seat he left, his chips back in play,
    its record out of the floor's log. Nothing since may have named him (a ruling only needs him registered),
    touched that seat or counted his table (but missed-orbits penalties, one hand more an orbit with him there), and
    the field stays far enough below its capacity; in a Survivor or a satellite the end reads the count of players
    in: the replay's."""
    config, seq = state.config, action.seq
    pid = player_of(action)
    reg = state.registrations.get(pid) if pid is not None else None
    if config is None or config.modality in BUSTS_NOT_IN_PLACE or pid is None or reg is None or reg.alive:
        return None
    if state.finished_at_ms is not None or any_after(index.opaque, seq) or any_after(index.named.get(pid), seq):
        return None
    if any_after(index.chip_counts, seq):
        return None  # a count since read the chips in play, his among them or not
    records = state.floor.penalties
    at = bisect.bisect_left(records, seq, key=lambda r: r.seq)
    if at == len(records) or records[at].seq != seq:
        return None
    record = records[at]
    seat = index.dq_left.get(seq)
    counted = _unread_since_disqualification(state, index, lookup, seq, seat, more=True)
    if counted is None or (seat is not None and not _free_now(state.seating, seat)):
        return None

    def effect() -> None:
        del records[at]
        if seat is not None:
            state.seating.place(pid, *seat)
        state.set_alive(reg, True)
        state.give_up_chips(reg, -record.chips_removed)
        state.seating.mark_places_stale()
        state.recount_seats({pid})
        index.forget(seq, {pid}, [seat] if seat is not None else [])
        index.dq_left.pop(seq, None)
        index.notes_undone[seq] = record
        index.dq_undone[seq] = seat
        _count_orbits_again(state, lookup, counted, 1)  # he sat at his table meanwhile: one player more

    return effect


def _unread_since_disqualification(
    state: TournamentState, index: ReversalIndex, lookup: Lookup, seq: int, seat: tuple[int, int] | None, *, more: bool
) -> list[Action] | None:
    """What a disqualification's undo or redo must leave as it was since #seq: nobody touched the seat he left,
    nobody counted its table but missed-orbits penalties (returned: each one hand an orbit apart), and no entry
    found the field full with him in (`more`) or out. None when something did."""
    orbits: list[Action] | None = []
    if seat is not None:
        orbits = _orbits_counted(index, lookup, seat[0], seq, None)
        if orbits is None or any_after(index.seats.get(seat), seq):
            return None
    if orbits is None or _count_read_otherwise(state, index, seq, None, more=more):
        return None
    return orbits


def _redo_disqualification(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Decide, unchanged: bool
) -> Effect | None:
    """A disqualification undone in place put back at its place: nothing before it changed since (it reads what it
    read), and nothing after it named him, touched his seat, counted his table or the field, nor left so few in
    that one fewer would matter; its record goes back among the floor's at its place."""
    seq = action.seq
    record = index.notes_undone.get(seq)
    config = state.config
    if not unchanged or record is None or seq not in index.dq_undone or config is None or config.modality in BUSTS_NOT_IN_PLACE:
        return None
    seat = index.dq_undone[seq]
    pid = player_of(action)
    reg = state.registrations.get(pid) if pid is not None else None
    if pid is None or reg is None or not reg.alive or state.seating.seat_of.get(pid) != seat or state.finished_at_ms is not None:
        return None
    if any_after(index.opaque, seq) or any_after(index.named.get(pid), seq) or any_after(index.chip_counts, seq):
        return None
    counted = _unread_since_disqualification(state, index, lookup, seq, seat, more=False)
    if counted is None:
        return None
    walked = _walk_field(state, index, lookup, seq, None)
    if walked is None or walked[0] < 3:
        return None  # a bust since left so few in that, with one fewer, the rules go otherwise

    def effect() -> None:
        records = state.floor.penalties
        records.insert(bisect.bisect_left(records, seq, key=lambda r: r.seq), record)
        state.set_alive(reg, False)
        state.give_up_chips(reg, record.chips_removed)
        if seat is not None:
            state.seating.unseat(pid)
            index.dq_left[seq] = seat
            add_seq(index.seats.setdefault(seat, []), seq)
        state.seating.mark_places_stale()
        state.recount_seats({pid})
        add_seq(index.named.setdefault(pid, []), seq)
        add_seq(index.alive_changes, seq)
        del index.notes_undone[seq]
        del index.dq_undone[seq]
        _count_orbits_again(state, lookup, counted, -1)  # out of his table: one player fewer

    return effect


def _orbits_counted(index: ReversalIndex, lookup: Lookup, table: int, low: int, high: int | None) -> list[Action] | None:
    """The missed-orbits penalties that counted the table's players between #low and #high (None: to the end) --
    None when anything else counted them: a penalty reads the count and holds with one player more or fewer
    (his own seat is there), its hands to miss then another number (RPT Art. 71.1)."""
    seqs = index.tables.get(table) or []
    found = []
    for seq in seqs[bisect.bisect_right(seqs, low) :]:
        if high is not None and seq >= high:
            break
        later = lookup(seq)
        if not counts_orbits(later):
            return None
        found.append(later)
    return found


def _count_orbits_again(state: TournamentState, lookup: Lookup, penalties: list[Action], players: int) -> None:
    """Those penalties' hands to miss with `players` more (or fewer) at the table: one hand a player an orbit."""
    records = state.floor.penalties
    for penalty in penalties:
        at = bisect.bisect_left(records, penalty.seq, key=lambda r: r.seq)
        orbits = penalty.payload.get("orbits", 1)
        records[at] = replace(records[at], hands=records[at].hands + players * orbits)


def _undo_busts(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """Several players out in one hand at one table, taken back together: each sits where he sat, in again, his
    finish gone. None of them may have been named since (no rebuy, no re-entry), nobody touched their seats or
    counted their table, and the field stays far enough below its capacity that none of the seats they hold again
    made an entry since find it full."""
    config = state.config
    seating = state.seating
    if config is None or state.finished_at_ms is not None or state.players_left < 2 or any_after(index.opaque, action.seq):
        return None  # (one left: the winner's place came with the last bust)
    players = [player_of(entry) if isinstance(entry, dict) else None for entry in action.payload["busts"]]
    regs = [state.registrations.get(pid) if pid is not None else None for pid in players]
    records = [seating.bust_of(pid, action.at_ms) if pid is not None else None for pid in players]
    out: set[int] = set()
    seats: list[tuple[int, int]] = []
    for pid, reg, record in zip(players, regs, records, strict=True):
        if pid is None or reg is None or reg.alive or record is None or record.hand_for_hand:
            return None
        if any_after(index.named.get(pid), action.seq):
            return None
        seat = (record.table, record.seat)
        if any_after(index.seats.get(seat), action.seq) or any_after(index.tables.get(seat[0]), action.seq) or not _free_now(seating, seat):
            return None
        out.add(pid)
        seats.append(seat)
    capacity = index.lowest_capacity(config, action.seq)
    if capacity is not None and len(state.registrations) + len(out) >= capacity:
        return None  # near the capacity: an entry since may have read the count these seats change
    won = [_bounty_won(state, record) for record in records if record is not None]
    if None in won:
        return None

    def effect() -> None:
        for pid, reg, record, seat, bounty in zip(players, regs, records, seats, won, strict=True):
            assert pid is not None and reg is not None and record is not None
            seating.take_bust_out(record)
            _give_bounty_back(bounty, reg)
            seating.place(pid, *seat)
            state.set_alive(reg, True)
        if not seating.drop_finishes(out):
            seating.mark_places_stale()
        state.recount_seats(out)
        index.forget(action.seq, _busted(action) | _eliminators(action), seats)

    return effect


def _bounty_won(state: TournamentState, record: BustRecord) -> tuple[Registration | None, int] | None:
    """Who won the bounty the bust's entry carried, and how much (FS 3.1.3: in a knock-out every entry carries the
    buy-in's): (None, 0) when no bounty changed hands, None when who won it is not known."""
    config = state.config
    if config is None or config.modality is not Modality.KNOCKOUT or record.eliminator_id is None:
        return None, 0
    winner = state.registrations.get(record.eliminator_id)
    return None if winner is None else (winner, config.buy_in.bounty_cents)


def _give_bounty_back(won: tuple[Registration | None, int], reg: Registration) -> None:
    """The bounty goes back from who eliminated him to his entry, which carries it again."""
    winner, bounty = won
    if winner is not None:
        winner.bounties_won -= 1
        winner.bounties_won_cents -= bounty
        reg.bounty_cents = bounty


def _look_before(
    index: ReversalIndex, lookup: Lookup, pid: int, seats: tuple[tuple[int, int], tuple[int, int]], tables: Any, low: int, high: int
) -> tuple[Action | None, tuple[int, int]]:
    """Between #low (where he last sat down) and #high (his bust), the only touches of his two seats: another
    player's rebuy back in looking at one of them (`_look_after`), then perhaps yet other players' rebuys looking
    at it too; the other seat and both tables untouched."""
    looked = [seat for seat in seats if any_between(index.seats.get(seat), low, high)]
    if len(looked) != 1 or any(any_between(index.tables.get(table), low, high) for table in tables):
        return None, seats[0]
    return _look_after(index, lookup, pid, looked[0], low, high), looked[0]


def _look_after(
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    seat: tuple[int, int],
    low: int,
    high: int | None = None,
    notes: list[Action] | None = None,
    skip: frozenset[int] = frozenset(),
    ends: list[Action] | None = None,
) -> Action | None:
    """Another player's rebuy back in, the first action after #low (the bust of `pid`, or where `pid` last sat
    down or left) to touch `seat`, the seat of that player's bust: free in one world, held by `pid` in the other,
    so it sat him down in one world only. From then on the seat is taken in both worlds, so every later touch must
    be yet another player's rebuy looking at it (it sits nobody down either way), and nothing of his may read his
    seat (None otherwise). The seat's table counts the same on both sides of it. With `high`, only the touches
    before #high count. With `notes`, his warnings and missed hands since (they note the table he sits at, none
    in the world where the look found the seat taken) are allowed and gathered there for the caller to note again.
    `skip`: touches known to change nothing in either world (`_walk_seat`). With `ends`, his disqualification
    (RPT Art. 71.4) may end it, appended there: it frees the seat in one world, finds him without one in the other
    (from then on the seat is free in one world and held by `pid` in the other, as before the look: nothing may
    touch it again)."""
    touches = [seq for seq in after(index.seats.get(seat), low) if seq not in skip]
    if high is not None:
        touches = touches[: bisect.bisect_left(touches, high)]
    look = lookup(touches[0]) if touches else None
    them = player_of(look) if look is not None else None
    if look is None or them is None or them == pid or look.kind != "money.rebuy" or look.seq not in index.back_ins:
        return None
    for seq in touches[1:]:
        later = lookup(seq)
        if ends is not None and not ends and disqualifies(later) and player_of(later) == them:  # type: ignore[arg-type]
            ends.append(later)  # type: ignore[arg-type]
            continue
        if ends or later is None or later.kind != "money.rebuy" or seq not in index.back_ins or player_of(later) in (them, pid):
            return None
    for seq in after(index.named.get(them), look.seq):
        if ends and seq >= ends[0].seq:
            if seq > ends[0].seq:
                return None  # (nothing of his comes after it)
            continue
        later = lookup(seq)
        if ends is not None and not ends and disqualifies(later) and player_of(later) == them:
            ends.append(later)  # type: ignore[arg-type]  # (from no seat: he waits for one in this world)
            continue
        if later is not None and notes is not None and notes_his_table(later, them):
            notes.append(later)
            continue
        if later is None or not leaves_seat_alone(later, them):
            return None
    if ends and any(seq > ends[0].seq for seq in touches):
        return None  # the seat touched once he was out: free in one world, held by `pid` in the other
    return look


def _undo_back_in(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """A rebuy of a player who was out, taken back: out again, his finish back in its place among the others.

    Nothing may have named him since, filled or looked at the seat it gave
    him, counted its table or the field; and no bust since may have left
    fewer than three players in (without him, one fewer: a winner, or a bust
    the rules would refuse).
    """
    config = state.config
    pid = player_of(action)
    seating = state.seating
    reg = state.registrations.get(pid) if pid is not None else None
    if config is None or pid is None or reg is None or action.seq not in index.back_ins or not reg.alive:
        return None
    if config.modality in BUSTS_NOT_IN_PLACE or state.finished_at_ms is not None:
        return None
    if any_after(index.opaque, action.seq) or any_after(index.named.get(pid), action.seq):
        return None
    if _count_read_otherwise(state, index, action.seq, None, more=False):
        return None
    record = seating.last_bust(pid)
    if record is None or record.hand_for_hand:
        return None
    seat = seating.seat_of.get(pid)
    if seat is not None and (seat != (record.table, record.seat) or any_after(index.seats.get(seat), action.seq)):
        return None
    orbits = _orbits_counted(index, lookup, seat[0], action.seq, None) if seat is not None else []
    if orbits is None:
        return None
    left = state.players_left
    lowest = left
    for seq in reversed(after(index.alive_changes, action.seq)):
        later = lookup(seq)
        if later is None:
            return None
        if later.kind == "player.bust":
            lowest = min(lowest, left)
            left += len(_busted(later))
        elif disqualifies(later):
            left += 1  # out without a bust: he reads no count
        else:
            left -= 1
    if lowest < 3 or left - 1 < 2:  # `left`: the players in right after this rebuy
        return None
    payment = state.payment_of(action.seq, PaymentKind.REBUY)
    if payment is None:
        return None
    if _hand_mates_out(index, lookup, seating, pid, action.seq):
        return None  # ranked with them by their stacks: his finish's place among theirs is the replay's to give
    finish = Finish(pid, 0, 0, record.at_ms, record.eliminator_id, record.hand)

    def effect() -> None:
        state.take_payment_back(payment)
        reg.rebuys -= 1
        reg.chips_issued -= payment.chips
        if seat is not None:
            seating.unseat(pid)
        state.set_alive(reg, False)
        state.recount_seats({pid})
        _put_finish_back(seating, finish)
        index.forget(action.seq, [pid], [(record.table, record.seat)])
        _count_orbits_again(state, lookup, orbits, -1)  # out, not at his table meanwhile

    return effect


def _undo_reentry_seated(
    state: TournamentState, reentry: Action, rest: list[Action], index: ReversalIndex, lookup: Lookup
) -> Effect | None:
    """A re-entry of a player who was out and the seat it led to, taken back as the desk stored them (one gesture):
    out again, his finish back among the others, his time banks as they were.

    As for a rebuy back in (`_undo_back_in`): nothing after may name him, touch the seat or count its table, no
    bust since may have left fewer than three in, and no entry may have read the field near its capacity.
    """
    config = state.config
    seat_action = rest[0]
    pid = player_of(reentry)
    seat = _seat_in(seat_action.payload)
    seating = state.seating
    reg = state.registrations.get(pid) if pid is not None else None
    if config is None or pid is None or reg is None or seat is None or player_of(seat_action) != pid:
        return None
    if config.modality in BUSTS_NOT_IN_PLACE or config.modality is Modality.MULTISTACK or state.finished_at_ms is not None:
        return None
    if reentry.seq not in index.back_ins or seat_action.seq not in index.seated_fresh or seat_action.payload.get("reentry") is True:
        return None
    if not reg.alive or seating.seat_of.get(pid) != seat or any_after(index.opaque, reentry.seq):
        return None
    if index.time_banks_wiped.get(reentry.seq) and (
        any_after(index.clock, reentry.seq) or banks_given_back_after(index, lookup, reentry.seq)
    ):
        return None  # a new day, or the TD, since gave Time Banks back (RPT Art. 80.4, 80.6): his in one world only
    if after(index.named.get(pid), reentry.seq) != [seat_action.seq]:
        return None
    orbits = _orbits_counted(index, lookup, seat[0], reentry.seq, None)  # counting his table, he there
    if any_after(index.seats.get(seat), seat_action.seq) or orbits is None:
        return None
    if _count_read_otherwise(state, index, reentry.seq, None, more=False):
        return None
    walked = _walk_field(state, index, lookup, reentry.seq, None)
    if walked is None or walked[0] < 3 or walked[1] - 1 < 2:
        return None  # a bust since left so few in that, with one fewer, the rules go otherwise
    record = seating.last_bust(pid)
    payment = state.payment_of(reentry.seq, PaymentKind.REENTRY)
    if record is None or record.hand_for_hand or payment is None:
        return None
    if _hand_mates_out(index, lookup, seating, pid, reentry.seq):
        return None  # ranked with them by their stacks: his finish's place among theirs is the replay's to give
    finish = Finish(pid, 0, 0, record.at_ms, record.eliminator_id, record.hand)
    used = index.time_banks_wiped.get(reentry.seq)

    def effect() -> None:
        seating.unseat(pid)
        state.take_payment_back(payment)
        reg.reentries -= 1
        reg.chips_issued -= payment.chips
        reg.bounty_cents = 0  # out, his entry's bounty won by who eliminated him (none outside a knock-out)
        state.set_alive(reg, False)
        state.recount_seats({pid})
        if used:
            state.clock.shot.time_banks_used[pid] = used
        _put_finish_back(seating, finish)
        index.forget(seat_action.seq, [pid], [seat])
        index.forget(reentry.seq, [pid])
        _count_orbits_again(state, lookup, orbits, -1)  # out, not at his table meanwhile

    return effect


def _redo_reentry_seated(
    state: TournamentState,
    reentry: Action,
    seat_action: Action,
    index: ReversalIndex,
    lookup: Lookup,
    decide_each: Callable[[Action], Effect],
) -> Effect | None:
    """A re-entry and its seat put back (the reverse of `_undo_reentry_seated`), under the same conditions and no
    clock action since (the re-entry window is read on the clock as it stands). Decided on the state as it stands
    (the seat and its table untouched since, they read as they did then); the payment then goes back to its place."""
    config = state.config
    pid = player_of(reentry)
    seat = _seat_in(seat_action.payload)
    reg = state.registrations.get(pid) if pid is not None else None
    if config is None or pid is None or reg is None or seat is None or player_of(seat_action) != pid or reg.alive:
        return None
    if config.modality in BUSTS_NOT_IN_PLACE or config.modality is Modality.MULTISTACK or state.finished_at_ms is not None:
        return None
    if reentry.payload.get("forfeited_chips") or seat_action.payload.get("reentry") is True:
        return None
    if any_after(index.opaque, reentry.seq) or any_after(index.named.get(pid), reentry.seq):
        return None
    if banks_given_back_after(index, lookup, reentry.seq):
        return None  # Time Banks given back since: the uses it gives back may be others than it found then
    if not period_read_alike(state, index, lookup, reentry, PaymentKind.REENTRY):
        return None
    orbits = _orbits_counted(index, lookup, seat[0], reentry.seq, None)
    if any_after(index.seats.get(seat), seat_action.seq) or orbits is None:
        return None
    if _count_read_otherwise(state, index, reentry.seq, None, more=True):
        return None
    walked = _walk_field(state, index, lookup, reentry.seq, None)
    if walked is None or walked[0] < 3:
        return None
    first = decide_each(reentry)

    def effect() -> None:
        first()
        decide_each(seat_action)()  # refused only if the seat was not free: it is untouched since, and free now
        payments = state.payments
        payment = payments.pop()
        bisect.insort(payments, payment, key=lambda p: p.seq)
        _count_orbits_again(state, lookup, orbits, 1)  # he sat at his table meanwhile: one player more

    return effect if _free_now(state.seating, seat) else None


def _hand_mates_out(index: ReversalIndex, lookup: Lookup, seating: Any, pid: int, before: int) -> bool:
    """Whether players out in the same hand as his last bust before #before still hold finishes (or that bust is
    not known)."""
    named = index.named.get(pid) or []
    for seq in reversed(named[: bisect.bisect_left(named, before)]):
        action = lookup(seq)
        if action is None:
            return True
        if action.kind == "player.bust" and pid in _busted(action):
            return any(seating.has_finish(mate) for mate in _busted(action) - {pid})
    return True


def _put_finish_back(seating: Any, finish: Finish) -> None:
    """His finish back among the others in the order of the busts, placed to sort there; the places are then
    worked out again (`repack` orders by place, the list breaking ties)."""
    order = {b.player_id: n for n, b in enumerate(seating.busts)}  # the latest bust of each player wins
    mine = order[finish.player_id]
    finishes = list(seating.finishes)
    shared = any(f.first_place != f.last_place for f in finishes)
    if shared:
        # Places shared at once (hand-for-hand) are blocks of equal ranges: every place doubled, his the odd one
        # just better than the best of those out before him is a block of his own.
        finishes = [replace(f, first_place=2 * f.first_place, last_place=2 * f.last_place) if f.first_place > 1 else f for f in finishes]
    at = next((n for n, f in enumerate(finishes) if order.get(f.player_id, -1) > mine), len(finishes))
    # Just better than the best of those out before him (players out in one hand are listed best first, so that is
    # not always the last of them): equal to it, the list order putting him after it; or the odd place above it.
    before = min((f.first_place for f in finishes[:at]), default=None)
    if before is None:
        place = max((f.last_place for f in finishes), default=0) + 1
    else:
        place = before - 1 if shared else before
    finishes.insert(at, replace(finish, first_place=place, last_place=place))
    seating.finishes = finishes
    seating.mark_places_stale()


def _undo_purchase(kind: PaymentKind, counter: str) -> Undo:
    def undo(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
        pid = player_of(action)
        reg = state.registrations.get(pid) if pid is not None else None
        config = state.config
        if pid is None or reg is None or getattr(reg, counter) < 1 or config is None:
            return None
        if config.modality in (Modality.SURVIVOR, Modality.SATELLITE) or any_after(index.opaque, action.seq):
            return None  # their busts read the prize pool (the places or seats that end them)
        # Only the same purchase reads its count (one add-on, one Xtrastack a player): his busts, moves and
        # back-ins since do not depend on it.
        for seq in after(index.named.get(pid), action.seq):
            later = lookup(seq)
            if later is None or later.kind == action.kind:
                return None
        payment = state.payment_of(action.seq, kind)
        if payment is None:
            return None

        def effect() -> None:
            state.take_payment_back(payment)
            setattr(reg, counter, getattr(reg, counter) - 1)
            reg.chips_issued -= payment.chips
            index.forget(action.seq, [pid])

        return effect

    return undo


# -- the clock's start ------------------------------------------------------------------
#: Where more than the clock and the buttons reads the start: a Sit & Go's start counts the field, a Survivor's or a
#: satellite's bust ends it once registration has closed by the clock, a Multistack's day 2 waits for day 1's end.
START_NOT_IN_PLACE = frozenset({Modality.SIT_AND_GO, Modality.SURVIVOR, Modality.SATELLITE, Modality.MULTISTACK})


def _start_alone(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> StartRead | None:
    """What the clock's start read and wrote, when all after it goes the same with or without it but what an undo or
    redo in place changes with it: no clock or shot clock command since (each needs the clock started, or moves a
    period), nothing the index does not follow, no hand dealt at a table where it put the button. Then the rest
    differs only in the entries' kind (late registration once the clock runs) and in the periods of the purchases,
    open before the start."""
    config = state.config
    read = index.starts.get(action.seq)
    if config is None or config.modality in START_NOT_IN_PLACE or read is None or state.finished_at_ms is not None:
        return None
    if any(any_after(seqs, action.seq) for seqs in (index.clock, index.shots, index.opaque, index.pool_reads, index.chip_counts)):
        return None  # (a prize table is frozen once registration closes, by the clock; a count reads the level)
    for number in read.tables:
        for seq in index.table_readers_after(number, action.seq):
            later = lookup(seq)
            if later is None or later.kind in READS_TABLE:
                return None
    return read


def _start_tables(index: ReversalIndex, lookup: Lookup, read: StartRead, seq: int) -> dict[int, bool]:
    """The tables the start at #seq looked at that still show what it did: open since (True), or broken or closed
    since (False: that took the button away, the time it was set stays). A table opened anew since has no button in either
    world."""
    shown: dict[int, bool] = {}
    for number in read.tables:
        kinds = {later.kind if (later := lookup(s)) is not None else None for s in index.table_readers_after(number, seq)}
        if "seating.open_table" not in kinds and None not in kinds:
            shown[number] = not kinds & {"seating.break_table", "seating.close_table"}
    return shown


def _breaks_after_start(index: ReversalIndex, lookup: Lookup, read: StartRead, seq: int) -> list[tuple[int, int]]:
    """The breaks and closings that found the button the start at #seq put (each table's first break, closing or
    opening since): (table, its break or closing). Each noted the button it cleared, which an undo or redo in place
    of the start changes."""
    found = []
    for number in read.tables:
        for later_seq in index.table_readers_after(number, seq):
            later = lookup(later_seq)
            if later is not None and later.kind in ("seating.break_table", "seating.close_table", "seating.open_table"):
                if later.kind != "seating.open_table" and later_seq in index.broken:
                    found.append((number, later_seq))
                break
    return found


def _breaks_found(index: ReversalIndex, breaks: list[tuple[int, int]], positions: Mapping[int, TablePositions]) -> None:
    for number, seq in breaks:
        index.broken[seq] = replace(index.broken[seq], positions=positions[number])


def _show_positions(state: TournamentState, shown: dict[int, bool], positions: Mapping[int, TablePositions]) -> None:
    for number, still_open in shown.items():
        table = state.seating.tables[number]
        if still_open:
            table.button, table.small_blind, table.big_blind, table.positions_at_ms = positions[number]
        else:
            table.positions_at_ms = positions[number][3]


def _showing(state: TournamentState, shown: dict[int, bool], positions: Mapping[int, TablePositions]) -> bool:
    for number, still_open in shown.items():
        table = state.seating.tables[number]
        now = (table.button, table.small_blind, table.big_blind, table.positions_at_ms)
        if (now if still_open else now[3]) != (positions[number] if still_open else positions[number][3]):
            return False
    return True


def _entries_counted_as(state: TournamentState, seq: int, was: PaymentKind, now: PaymentKind) -> None:
    """The entries after #seq counted as `now`: a buy-in once the clock runs is a late registration."""
    payments = state.payments
    for at in range(bisect.bisect_right(payments, seq, key=lambda p: p.seq), len(payments)):
        payment = payments[at]
        if payment.kind is was:
            payments[at] = replace(payment, kind=now)
            state.payment_counts[was] -= 1
            state.payment_counts[now] = state.payment_counts.get(now, 0) + 1
    if not state.payment_counts.get(was):
        state.payment_counts.pop(was, None)


def _undo_start(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup) -> Effect | None:
    """The clock's start taken back: the clock stands before level 1, the buttons it put are gone, the entries since
    were on time; every period was open before the start, so every purchase since holds."""
    read = _start_alone(state, action, index, lookup)
    if read is None or state.status is not Status.RUNNING:
        return None
    shown = _start_tables(index, lookup, read, action.seq)
    breaks = _breaks_after_start(index, lookup, read, action.seq)

    def effect() -> None:
        clock = state.clock
        clock.started_at_ms = clock.running_since_ms = None
        clock.index, clock.spent_ms = read.clock
        state.status = Status.SCHEDULED
        _show_positions(state, shown, {number: was for number, (was, _) in read.tables.items()})
        _breaks_found(index, breaks, {number: was for number, (was, _) in read.tables.items()})
        _entries_counted_as(state, action.seq, PaymentKind.LATE_REGISTRATION, PaymentKind.BUY_IN)
        remove_seq(index.clock, action.seq)
        index.anchors.pop(action.seq, None)
        for number in read.tables:
            remove_seq(index.tables.get(number), action.seq)

    return effect


def _redo_start(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Decide, unchanged: bool
) -> Effect | None:
    """The clock's start put back as it was: the buttons it found then (nothing before it changed), the entries
    since late registrations -- when every purchase since falls in its period on the clock it starts."""
    read = _start_alone(state, action, index, lookup) if unchanged else None
    if read is None or state.status is not Status.SCHEDULED:
        return None
    shown = _start_tables(index, lookup, read, action.seq)
    if not _showing(state, shown, {number: was for number, (was, _) in read.tables.items()}):
        return None  # something since set a button there
    clock = replace(state.clock, started_at_ms=action.at_ms, running_since_ms=action.at_ms, index=0, spent_ms=0)
    payments = state.payments
    since = bisect.bisect_right(payments, action.seq, key=lambda p: p.seq)
    latest: dict[PaymentKind, Payment] = {}  # a period only closes as the clock runs (no clock command since): the last of each kind says
    for payment in payments[since:]:
        if payment.kind not in latest or payment.at_ms > latest[payment.kind].at_ms:
            latest[payment.kind] = payment
    if not all(sold_in_period(state, payment, clock) for payment in latest.values()):
        return None  # sold while the clock stood: the replay says which one its period had closed for
    decide()  # what the start checks, on the state as it stands (its effect would read today's tables)
    breaks = _breaks_after_start(index, lookup, read, action.seq)

    def effect() -> None:
        state.clock.started_at_ms = state.clock.running_since_ms = action.at_ms
        state.clock.index, state.clock.spent_ms = 0, 0
        state.status = Status.RUNNING
        _show_positions(state, shown, {number: put for number, (_, put) in read.tables.items()})
        _breaks_found(index, breaks, {number: put for number, (_, put) in read.tables.items()})
        _entries_counted_as(state, action.seq, PaymentKind.BUY_IN, PaymentKind.LATE_REGISTRATION)
        add_seq(index.clock, action.seq)
        index.anchors[action.seq] = ClockAnchor.of(state.clock)
        for number in read.tables:
            add_seq(index.tables.setdefault(number, []), action.seq)

    return effect


_UNDO: dict[str, Undo] = {
    "clock.start": _undo_start,
    "seating.move": _undo_move,
    "seating.seat": _undo_seat,
    "player.bust": _undo_bust,
    "money.rebuy": _undo_back_in,
    "money.addon": _undo_purchase(PaymentKind.ADDON, "addons"),
    "money.xtrastack": _undo_purchase(PaymentKind.XTRASTACK, "xtrastacks"),
    "chips.count": undo_count,
    "floor.ruling": undo_floor_note,
    "floor.penalty": lambda state, action, index, lookup: (_undo_disqualification if disqualifies(action) else undo_floor_note)(
        state, action, index, lookup
    ),
    "seating.break_table": lambda state, action, index, lookup: undo_break(state, action, index, lookup, _break_walk),
    "seating.close_table": lambda state, action, index, lookup: undo_break(state, action, index, lookup, _break_walk),
    **dict.fromkeys(READS_TABLE, undo_button),
    "seating.close_seat": undo_seat_closed,
    "prizes.freeze": undo_freeze,
    "chips.color_up": undo_color_up,
    "seating.open_seat": undo_seat_closed,
    "seating.resize_table": undo_resize,
    "tournament.configure": undo_configure,
    "clock.shot.configure": undo_settings,
    "clock.shot.restore_time_banks": undo_banks_restored,
    **dict.fromkeys(LIST_STEPS, undo_list_step),
    **dict.fromkeys(TIMELINE, undo_clock_command),
    **dict.fromkeys(SHOT_CLOCK, undo_shot),
}


# -- redo in place ---------------------------------------------------------------------
def _redo_seat(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Decide, unchanged: bool
) -> Effect | None:
    pid = player_of(action)
    seat = _seat_in(action.payload)
    seating = state.seating
    if pid is None or seat is None or action.payload.get("reentry") is True or pid in seating.seat_of or seating.has_finish(pid):
        return None
    reg = state.registrations.get(pid)
    if reg is not None and not reg.alive:  # out since: the seat would be his until his disqualification
        return _seat_until_disqualified(state, action, index, lookup, pid, undoing=False, unchanged=unchanged)
    orbits = _orbits_counted(index, lookup, seat[0], action.seq, None)
    notes: list[Action] = []  # his warnings since: with the seat they note its table
    if orbits is None or not index.quiet_after(action.seq, seats=[seat]) or not _seat_left_alone(index, lookup, pid, action.seq, notes):
        return None
    effect = decide()

    def seated() -> None:
        effect()
        _count_orbits_again(state, lookup, orbits, 1)  # he sat there meanwhile
        for note in notes:
            _penalty_at(state, note.seq, seat[0])

    return seated


def _seat_until_disqualified(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, pid: int, *, undoing: bool, unchanged: bool = False
) -> Effect | None:
    """A seat given to a player disqualified since (RPT Art. 71.4), who did nothing in between that reads it: the
    disqualification freed it as the log stands, and without the seat there is nothing to free. From it on both
    worlds are the same but for what notes his table: its record and his warnings in between (none without the
    seat), and the missed-orbits penalties that counted its table meanwhile (one player fewer without him).

    A redo is not decided again on a state where he is out: the seat holds at its place when nothing before it
    changed since it was first decided (`unchanged`), or when what it read stands as then. He was in and without
    a seat (the disqualification found him so, and nothing of his in between seats or unseats anybody); its
    table was open, and the seat free: nothing touched the seat or counted the table (but missed-orbits
    penalties) until the disqualification, and the seat was free then as the log stands (`_free_then`)."""
    seat = _seat_in(action.payload)
    if seat is None or any_after(index.opaque, action.seq):
        return None
    dq = next((a for seq in after(index.named.get(pid), action.seq) if disqualifies(a := lookup(seq)) and player_of(a) == pid), None)
    if dq is None or index.dq_left.get(dq.seq) != (seat if undoing else None):
        return None  # not from that seat (as the log stands), or from a seat (without the seat given)
    notes: list[Action] = []  # his warnings in between: with the seat they note its table
    if not _seat_left_alone(index, lookup, pid, action.seq, notes, before=dq.seq):
        return None
    orbits = _orbits_counted(index, lookup, seat[0], action.seq, dq.seq)
    if orbits is None or _other_between(index.seats.get(seat), action.seq, dq.seq, frozenset()):
        return None
    seating = state.seating
    if not (undoing or unchanged) and not (
        _open_then(index, lookup, seating, seat[0], action.seq) and _free_then(seating, index, lookup, seat, dq.seq)
    ):
        return None
    table = None if undoing else seat[0]

    def effect() -> None:
        if undoing:
            index.forget(action.seq, [pid], [seat])
            remove_seq(index.seats.get(seat), dq.seq)
            del index.dq_left[dq.seq]
        else:
            index.seated_fresh.add(action.seq)
            add_seq(index.named.setdefault(pid, []), action.seq)
            add_seq(index.seats.setdefault(seat, []), action.seq)
            add_seq(index.seats[seat], dq.seq)
            index.dq_left[dq.seq] = seat
        for note in (*notes, dq):
            _penalty_at(state, note.seq, table)
        _count_orbits_again(state, lookup, orbits, -1 if undoing else 1)

    return effect


def _seat_left_alone(
    index: ReversalIndex, lookup: Lookup, pid: int, seq: int, notes: list[Action] | None = None, *, before: int | None = None
) -> bool:
    """Whether all he did after #seq (and before #`before`) leaves his seat alone (an add-on, an Xtrastack, a bust
    where he won the chips: none needs him seated), so a seat given at #seq changes nothing of it. With `notes`, his
    warnings and missed hands (they note the table he sits at, or none) are allowed and gathered there for the
    caller to note again."""
    for later_seq in after(index.named.get(pid), seq):
        if before is not None and later_seq >= before:
            break
        later = lookup(later_seq)
        if later is not None and notes is not None and notes_his_table(later, pid):
            notes.append(later)
            continue
        if later is None or not leaves_seat_alone(later, pid):
            return False
    return True


def _redo_purchase(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Decide, unchanged: bool
) -> Effect | None:
    pid = player_of(action)
    if unchanged and pid is not None:
        through = _purchase_back_through(state, action, index, lookup, pid)
        if through is not None:
            return through
    if pid is None or not period_read_alike(state, index, lookup, action, _PAYMENT_KINDS[action.kind]):
        return None  # the purchase's period is read on the clock as it stands: a later clock action may have moved it
    if not index.quiet_after(action.seq, players=[pid]):
        return None
    effect = decide()

    def in_place() -> None:
        effect()
        payments = state.payments
        payment = payments.pop()  # appended at the end; it goes back where it was in the list
        bisect.insort(payments, payment, key=lambda p: p.seq)

    return in_place


def _purchase_back_through(state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, pid: int) -> Effect | None:
    """An add-on or Xtrastack put back where it stands in the log, whatever the player did since (the reverse of
    `_undo_purchase`): nothing before it changed since it was first decided, so it holds there as it did; after
    it only the same purchase reads its count. Not decided again on the state as it stands, where a later bust
    of his would refuse it."""
    reg = state.registrations.get(pid)
    config = state.config
    counter = "addons" if action.kind == "money.addon" else "xtrastacks"
    if reg is None or config is None or config.modality in (Modality.SURVIVOR, Modality.SATELLITE):
        return None
    if state.finished_at_ms is not None:
        return None  # finished before it, perhaps, by a bust put back since
    if any_after(index.opaque, action.seq):
        return None
    for seq in after(index.named.get(pid), action.seq):
        later = lookup(seq)
        if later is None or later.kind == action.kind:
            return None
    payment = purchase_payment(config, action, pid)
    if payment is None or state.payment_of(action.seq, payment.kind) is not None:
        return None

    def effect() -> None:
        state.add_payment(payment)
        payments = state.payments
        bisect.insort(payments, payments.pop(), key=lambda p: p.seq)  # appended at the end: back where it was
        setattr(reg, counter, getattr(reg, counter) + 1)
        reg.chips_issued += payment.chips
        add_seq(index.named.setdefault(pid, []), action.seq)

    return effect


def _redo_back_in(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Decide, unchanged: bool
) -> Effect | None:
    """A rebuy of a player who was out put back (the reverse of `_undo_back_in`): nothing since named him, touched
    the seat of his bust or counted its table, no clock action moved the rebuy period, no entry read the field
    near its capacity and no bust left fewer than three in. Decided on the state as it stands (the seat of his
    bust reads as it did then); the payment then goes back to its place."""
    config = state.config
    pid = player_of(action)
    reg = state.registrations.get(pid) if pid is not None else None
    if config is None or reg is None or pid is None or reg.alive or not state.seating.has_finish(pid):
        return None
    if config.modality in BUSTS_NOT_IN_PLACE or state.finished_at_ms is not None:
        return None
    if any_after(index.opaque, action.seq) or any_after(index.named.get(pid), action.seq):
        return None
    if not period_read_alike(state, index, lookup, action, PaymentKind.REBUY):
        return None
    record = state.seating.last_bust(pid)
    if record is None or record.hand_for_hand:
        return None
    seat = (record.table, record.seat)
    orbits = _orbits_counted(index, lookup, seat[0], action.seq, None)
    if any_after(index.seats.get(seat), action.seq) or orbits is None:
        return None
    if _count_read_otherwise(state, index, action.seq, None, more=True):
        return None
    walked = _walk_field(state, index, lookup, action.seq, None)
    if walked is None or walked[0] < 3:
        return None
    effect = decide()

    def in_place() -> None:
        effect()
        payments = state.payments
        payment = payments.pop()  # appended at the end; it goes back where it was in the list
        bisect.insort(payments, payment, key=lambda p: p.seq)
        if state.seating.seat_of.get(pid) == seat:  # back at his table meanwhile (not if it was broken since his bust)
            _count_orbits_again(state, lookup, orbits, 1)

    return in_place


def _redo_bust(
    state: TournamentState, action: Action, index: ReversalIndex, lookup: Lookup, decide: Decide, unchanged: bool
) -> Effect | None:
    """A bust put back where it was: nothing after it named him or who eliminated him, touched his seat, counted
    his table or the field, nor left so few in that one fewer would matter. Decided on the state as it stands,
    which holds them as the log before it does (whatever was undone or redone there since); its record and finish
    then go back to their places among the others (the places are worked out again when next read)."""
    config = state.config
    busts = action.payload.get("busts")
    if config is None or config.modality in BUSTS_NOT_IN_PLACE or state.finished_at_ms is not None:
        return None
    if not isinstance(busts, list) or len(busts) != 1 or not isinstance(busts[0], dict) or busts[0].get("starting_stack") is not None:
        return None
    pid = player_of(busts[0])
    if pid is None or action.payload.get("hand_for_hand") is not None or state.clock.hand_for_hand:
        return None
    if any_after(index.opaque, action.seq):
        return None
    later = after(index.named.get(pid), action.seq)
    if later:
        return _redo_bust_before_rebuy(state, action, index, lookup, pid, busts[0], later[0], unchanged)
    seat = state.seating.seat_of.get(pid)
    if seat is None:
        return None
    eliminator = busts[0].get("eliminator_id")
    if isinstance(eliminator, int) and not unchanged and any_after(index.named.get(eliminator), action.seq):
        return None  # he may have been out then and back in since (decided below as he stands now)
    notes: list[Action] = []  # the taker's warnings since: at the seat's table with the bust
    ends: list[Action] = []  # the taker's disqualification since: from that seat with the bust, from none now
    look = _look_after(index, lookup, pid, seat, action.seq, notes=notes, ends=ends)  # with the bust, it finds the seat free
    taker = player_of(look) if look is not None else None
    dq = ends[0] if ends else None
    if taker is not None and (taker in state.seating.seat_of or taker == eliminator):
        return None
    if dq is not None and dq.seq in index.dq_left:
        return None
    touched_until = look.seq if look is not None else None
    orbits = _orbits_counted(index, lookup, seat[0], action.seq, touched_until)
    # Once the taker is out, the seat's table has neither him nor the player out: one player fewer again.
    late = _orbits_counted(index, lookup, seat[0], dq.seq, None) if dq is not None else []
    if any_between(index.seats.get(seat), action.seq, touched_until) or orbits is None or late is None:
        return None
    walked = (
        _walk_field(state, index, lookup, action.seq, None)
        if not _count_read_otherwise(state, index, action.seq, None, more=False)
        else None
    )
    if walked is None or walked[0] < 3:
        return None
    later_records = walked[2]
    winner = state.registrations.get(eliminator) if isinstance(eliminator, int) else None
    if winner is not None and not winner.alive and unchanged:
        # Nothing before the bust changed since it was stored: who eliminated him was in then, out only since by
        # his own later bust. Decided as he stood then (his flag alone: the count of players in is not his).
        winner.alive = True
        try:
            effect = decide()
        finally:
            winner.alive = False
    else:
        effect = decide()
    seating = state.seating

    def in_place() -> None:
        at = len(seating.busts) - later_records
        effect()
        if taker is not None and dq is None:
            seating.place(taker, *seat)  # his rebuy back in found the seat of his bust free
        if dq is not None:  # and his disqualification freed it again
            index.dq_left[dq.seq] = seat
            add_seq(index.seats.setdefault(seat, []), dq.seq)
        for note in (*notes, *ends):
            _penalty_at(state, note.seq, seat[0])
        record = seating.busts[-1]
        seating.take_bust_out(record)
        seating.put_bust_at(at, record)
        finishes = seating.finishes
        mine = finishes[-1]
        seating.finishes = finishes[:-1]
        _put_finish_back(seating, replace(mine, first_place=0, last_place=0))
        _count_orbits_again(state, lookup, [*orbits, *late], -1)  # out of his table meanwhile: one player fewer

    return in_place


def _redo_bust_before_rebuy(
    state: TournamentState,
    action: Action,
    index: ReversalIndex,
    lookup: Lookup,
    pid: int,
    entry: dict[str, Any],
    next_seq: int,
    unchanged: bool,
) -> Effect | None:
    """A bust put back that the player's next action, a rebuy, follows: with it the rebuy is a back-in that sits
    him down in the seat he busted in, the seat he keeps without it -- only the record of the bust comes back (the
    reverse of its undo in place, `_undo_bust`). Who eliminated him was in then, if nothing before it changed
    since; else as he stands now, when nothing since names him (a bust names him only for the record)."""
    rebuy = lookup(next_seq)
    if rebuy is None or rebuy.kind != "money.rebuy" or rebuy.seq in index.back_ins:
        return None
    seat = _seat_touched_by(index, rebuy.seq)  # the seat he kept when he bought more chips
    eliminator = entry.get("eliminator_id")
    hand = action.payload.get("hand")
    if seat is None or (hand is not None and (isinstance(hand, bool) or not isinstance(hand, int))):
        return None
    low, high = action.seq, rebuy.seq
    orbits = _orbits_counted(index, lookup, seat[0], low, high)
    if any_between(index.seats.get(seat), low, high) or orbits is None:
        return None
    if _count_read_otherwise(state, index, low, high, more=False):
        return None
    if eliminator is not None:  # he eliminated him then
        reg = state.registrations.get(eliminator) if isinstance(eliminator, int) and eliminator != pid else None
        if reg is None or (not unchanged and (not reg.alive or any_after(index.named.get(eliminator), low))):
            return None
    walked = _walk_field(state, index, lookup, low, high)
    if walked is None or walked[0] < 3 or walked[1] < 3:
        return None  # with the bust one player fewer is in until the rebuy
    later_records = walked[2]
    record = BustRecord(pid, seat[0], seat[1], action.at_ms, eliminator, entry.get("starting_stack"), hand, False, entry.get("draw"))
    seating = state.seating

    def effect() -> None:
        seating.put_bust_at(len(seating.busts) - later_records, record)
        index.back_ins.add(rebuy.seq)  # with the bust, the rebuy brought him back in
        add_seq(index.alive_changes, rebuy.seq)
        for player in _busted(action) | _eliminators(action):
            add_seq(index.named.setdefault(player, []), low)
        add_seq(index.seats.setdefault(seat, []), low)
        add_seq(index.alive_changes, low)
        _count_orbits_again(state, lookup, orbits, -1)  # out of his table until the rebuy: one player fewer

    return effect


def _seat_touched_by(index: ReversalIndex, seq: int) -> tuple[int, int] | None:
    """The one seat the index lists #seq under (a walk of the seats: an undo's or redo's cost, not a command's)."""
    found = [seat for seat, seqs in index.seats.items() if seqs and holds_seq(seqs, seq)]
    return found[0] if len(found) == 1 else None


_REDO: dict[str, Callable[[TournamentState, Action, ReversalIndex, Lookup, Decide, bool], Effect | None]] = {
    "clock.start": _redo_start,
    "player.bust": _redo_bust,
    "money.rebuy": _redo_back_in,
    "seating.move": _redo_move,
    "seating.seat": _redo_seat,
    "money.addon": _redo_purchase,
    "money.xtrastack": _redo_purchase,
    "chips.count": redo_count,
    "floor.ruling": redo_floor_note,
    "floor.penalty": lambda state, action, index, lookup, decide, unchanged: (
        _redo_disqualification if disqualifies(action) else redo_floor_note
    )(state, action, index, lookup, decide, unchanged),
    "seating.break_table": lambda state, action, index, lookup, decide, unchanged: redo_break(
        state, action, index, lookup, decide, unchanged, _break_walk
    ),
    "seating.close_table": lambda state, action, index, lookup, decide, unchanged: redo_break(
        state, action, index, lookup, decide, unchanged, _break_walk
    ),
    **dict.fromkeys(READS_TABLE, redo_button),
    "seating.close_seat": redo_seat_closed,
    "prizes.freeze": redo_freeze,
    "chips.color_up": redo_color_up,
    "seating.open_seat": redo_seat_closed,
    "seating.resize_table": redo_resize,
    "tournament.configure": redo_configure,
    "clock.shot.configure": redo_settings,
    "clock.shot.restore_time_banks": redo_banks_restored,
    **dict.fromkeys(LIST_STEPS, redo_list_step),
    **dict.fromkeys(TIMELINE, redo_clock_command),
    **dict.fromkeys(SHOT_CLOCK, redo_shot),
}


#: Kinds that hold where they stand, reading what they read, after some earlier actions changed: (the action, what
#: changed before it) -> whether it does.
def _note_unaffected(state: TournamentState, action: Action, changed: Sequence[Action], index: ReversalIndex, lookup: Lookup) -> bool:
    if disqualifies(action):
        return False  # it reads where he sits and that he is in: put back only when nothing before it changed

    def seated_then(number: int) -> int | None:
        """The players at the table right before the action, as the log stands (None: not known -- a seat closed
        or opened since, the table set up again)."""
        table = state.seating.tables.get(number)
        if table is None or any_after(index.opaque, action.seq):
            return None
        return _seated_before(index, lookup, state.seating, table, action.seq)

    return note_unaffected(action, changed, index, seated_then)


_UNAFFECTED: dict[str, Callable[[TournamentState, Action, Sequence[Action], ReversalIndex, Lookup], bool]] = {
    "money.addon": lambda state, action, changed, index, lookup: _purchase_unaffected(action, changed),
    "money.xtrastack": lambda state, action, changed, index, lookup: _purchase_unaffected(action, changed),
    "floor.ruling": _note_unaffected,
    "floor.penalty": _note_unaffected,
}
