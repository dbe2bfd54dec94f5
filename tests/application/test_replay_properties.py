"""Random evenings at the desk: the log always tells the whole truth (issue 2, "Done when").

A hypothesis state machine drives a Desk on a temporary SQLite file with
random registrations, payments, re-entries, rebuys, add-ons, Xtrastacks,
cancellations, undos and redos. Refused actions are welcome but must change
nothing. After every step:
(a) the state rebuilt from the log equals the live state, and equals the
    state of a Desk freshly opened on the same file;
(b) the cash desk reconciles to the cent and equals the sum of the prices of
    the purchases in force, computed here independently;
(c) (a rule of its own) undo of an action followed by its redo gives back the
    same state.
"""

from __future__ import annotations

import copy
import shutil
import tempfile
from pathlib import Path
from typing import Any

from factories import KNOCKOUT_BUY_IN, config, desk_with_players, open_desk, reentry_rule
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from tdapp.domain.errors import RuleError
from tdapp.domain.tournament.ledger import cash_desk
from tdapp.domain.tournament.state import RegStatus

PLAYERS = 6
UNPAID = (RegStatus.PRE_REGISTERED, RegStatus.CONFIRMED, RegStatus.REGISTERED, RegStatus.CHECKED_IN)

#: Two evenings that between them use every purchase: rebuys, add-on, re-entries and Xtrastack; bounties.
EVENINGS = {
    "rebuy": config(
        "rebuy_addon",
        capacity=4,
        xtrastack={"price_cents": 1_000, "chips": 5_000, "until_level": 4},
        late_registration_until_level=4,  # FS 3.1.14: the Xtrastack is sold while late registration is open
        **reentry_rule(max_reentries=2),
    ),
    "knockout": config(
        "knockout",
        capacity=5,
        counts_for_ranking=True,
        guarantee_cents=30_000,
        reentry={"purchase": dict(KNOCKOUT_BUY_IN), "until_level": 6, "max_per_player": 1},  # FS 3.1.3: every entry carries the bounty
    ),
}


def price_of(data: dict[str, Any], kind: str) -> dict[str, int]:
    """Where the money of one purchase goes, read from the configuration (not from the ledger)."""
    if kind == "money.xtrastack":
        return {"prize": 0, "fee": 0, "bounty": 0, "xtrastack": data["xtrastack"]["price_cents"]}
    bought = data["buy_in"] if kind == "money.buy_in" else data[kind.removeprefix("money.")]["purchase"]
    return {"prize": bought["prize_cents"], "fee": bought["fee_cents"], "bounty": bought.get("bounty_cents", 0), "xtrastack": 0}


class EveningAtTheDesk(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="tdapp-replay-"))
        self.path = self.folder / "room.db"
        self.desk: Any = None
        self.tid = 0
        self.data: dict[str, Any] = {}
        self.money: dict[int, dict[str, int]] = {}  # seq of a successful purchase -> its money
        self.undone: set[int] = set()

    @initialize(
        evening=st.sampled_from(sorted(EVENINGS)),
        entered=st.integers(min_value=1, max_value=4),
        booked=st.integers(min_value=0, max_value=2),
    )
    def open_the_room(self, evening: str, entered: int, booked: int) -> None:
        """Some players have paid and some are on the list before the random part starts.

        Hypothesis switches random subsets of rules off in each run (swarm testing);
        starting with paid players keeps the money rules busy even when 'register' is off.
        """
        self.data = copy.deepcopy(EVENINGS[evening])
        self.desk, _ = desk_with_players(self.path, PLAYERS)
        self.tid = self.desk.create_tournament(self.data)
        for pid in range(1, entered + booked + 1):
            assert self.attempt("registration.register", {"player_id": pid}) is not None
            if pid <= entered:
                assert self.attempt("money.buy_in", {"player_id": pid, "document": f"CC{pid}"}) is not None

    @rule(data=st.data())
    def walk_in(self, data: st.DataObject) -> None:
        """Register and pay in one go, as the desk does for a player who turns up with the money."""
        known = set(self.book.state.registrations) - set(self.regs(RegStatus.CANCELLED))
        pid = self.pick(data, [p for p in range(1, PLAYERS + 1) if p not in known])
        if pid is not None and self.attempt("registration.register", {"player_id": pid}) is not None:
            self.attempt("money.buy_in", {"player_id": pid, "document": f"CC{pid}"})

    def teardown(self) -> None:
        if self.desk is not None:
            self.desk.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    @property
    def book(self) -> Any:
        return self.desk.tournament(self.tid)

    # -- doing things; a refusal must leave everything as it was -----------------

    def attempt(self, kind: str, payload: dict[str, Any]) -> int | None:
        before, logged = copy.deepcopy(self.book.state), len(self.book.log)
        try:
            seq = self.desk.act(self.tid, kind, payload).seq
        except RuleError:
            assert self.book.state == before, f"refused {kind} changed the state"
            assert len(self.book.log) == logged, f"refused {kind} was logged"
            event(f"{kind} refused")
            return None
        event(f"{kind} done")
        if kind.startswith("money."):
            self.money[seq] = price_of(self.data, kind)
        return seq

    # Valid moves: each picks a player for whom the action makes sense, so that money really moves.

    def pick(self, data: st.DataObject, candidates: list[int]) -> int | None:
        return data.draw(st.sampled_from(sorted(candidates))) if candidates else None

    def regs(self, *statuses: RegStatus) -> list[int]:
        return [pid for pid, reg in self.book.state.registrations.items() if reg.status in statuses]

    @rule(data=st.data(), pre=st.booleans())
    def register(self, data: st.DataObject, pre: bool) -> None:
        known = set(self.book.state.registrations) - set(self.regs(RegStatus.CANCELLED))
        pid = self.pick(data, [p for p in range(1, PLAYERS + 1) if p not in known])
        if pid is not None:
            self.attempt("registration.register", {"player_id": pid, "pre": pre})

    @rule(data=st.data())
    def pay(self, data: st.DataObject) -> None:
        pid = self.pick(data, self.regs(*UNPAID))
        if pid is not None:
            self.attempt("money.buy_in", {"player_id": pid, "document": f"CC{pid}"})

    @rule(data=st.data())
    def cancel(self, data: st.DataObject) -> None:
        pid = self.pick(data, self.regs(*UNPAID, RegStatus.WAITING))
        if pid is not None:
            self.attempt("registration.cancel", {"player_id": pid})

    @rule()
    def promote_the_first_waiting(self) -> None:
        if self.book.state.waiting_list:
            self.attempt("registration.promote", {"player_id": self.book.state.waiting_list[0]})

    @rule(data=st.data())
    def reentry(self, data: st.DataObject) -> None:
        pid = self.pick(data, self.regs(RegStatus.ENTERED))
        if pid is not None:
            alive = self.book.state.registrations[pid].alive
            self.attempt("money.reentry", {"player_id": pid, "forfeited_chips": 20_000 if alive else 0})

    @rule(data=st.data(), kind=st.sampled_from(["money.rebuy", "money.addon", "money.xtrastack"]))
    def buy_chips(self, data: st.DataObject, kind: str) -> None:
        pid = self.pick(data, self.regs(RegStatus.ENTERED))
        if pid is not None:
            self.attempt(kind, {"player_id": pid})

    @rule(
        kind=st.sampled_from(
            [
                "registration.register",
                "money.buy_in",
                "money.reentry",
                "money.rebuy",
                "money.addon",
                "money.xtrastack",
                "registration.cancel",
                "registration.promote",
                "registration.check_in",
            ]
        ),
        pid=st.integers(min_value=0, max_value=PLAYERS + 1),
        document=st.sampled_from(["", "CC1"]),
        forfeited=st.sampled_from([-1, 0, 1, "x"]),
    )
    def try_anything(self, kind: str, pid: int, document: str, forfeited: Any) -> None:
        """Anything at all, most of it refused: a refusal must change nothing."""
        self.attempt(kind, {"player_id": pid, "document": document, "forfeited_chips": forfeited})

    # -- second thoughts ------------------------------------------------------------

    def in_force(self) -> list[int]:
        """Actions that may be undone; the creation is left alone, since undoing it ends the evening's story."""
        return [a.seq for a in self.book.log if not a.is_meta and a.kind != "tournament.create" and not self.book.is_undone(a.seq)]

    def attempt_meta(self, verb: str, seq: int) -> bool:
        before, logged = copy.deepcopy(self.book.state), len(self.book.log)
        try:
            getattr(self.desk, verb)(self.tid, seq)
        except RuleError:
            assert self.book.state == before, f"refused {verb} changed the state"
            assert len(self.book.log) == logged, f"refused {verb} was logged"
            event(f"{verb} refused")
            return False
        event(f"{verb} done")
        (self.undone.add if verb == "undo" else self.undone.discard)(seq)
        return True

    @rule(data=st.data())
    def undo_any_action(self, data: st.DataObject) -> None:
        if self.in_force():
            self.attempt_meta("undo", data.draw(st.sampled_from(self.in_force())))

    @rule(data=st.data())
    def redo_an_undone_action(self, data: st.DataObject) -> None:
        if self.undone:
            self.attempt_meta("redo", data.draw(st.sampled_from(sorted(self.undone))))

    @rule(data=st.data())
    def undo_then_redo_gives_back_the_same_state(self, data: st.DataObject) -> None:
        if not self.in_force():
            return
        target = data.draw(st.sampled_from(self.in_force()))
        before = copy.deepcopy(self.book.state)
        if self.attempt_meta("undo", target):
            assert self.attempt_meta("redo", target), "an undo that was allowed must be redoable at once"
            assert self.book.state == before

    # -- after every step --------------------------------------------------------------

    @invariant()
    def the_log_rebuilds_the_live_state(self) -> None:
        if self.desk is None:
            return
        live = self.book.state
        assert self.book.rebuild() == live
        again = open_desk(self.path)
        try:
            assert again.tournament(self.tid).state == live
        finally:
            again.close()

    @invariant()
    def money_reconciles_to_the_cent(self) -> None:
        if self.desk is None:
            return
        state = self.book.state
        in_force = [m for seq, m in self.money.items() if seq not in self.undone]
        want = {part: sum(m[part] for m in in_force) for part in ("prize", "fee", "bounty", "xtrastack")}
        if state.config is None:  # the creation itself was undone
            assert state.payments == [] and not any(want.values())
            return
        desk = cash_desk(state)
        assert desk.balanced
        assert desk.pool.gross_cents == want["prize"]
        assert desk.fees_cents == want["fee"]
        assert desk.bounties_taken_cents == want["bounty"]
        assert desk.xtrastack_cents == want["xtrastack"]
        assert desk.taken_cents == sum(want.values())
        assert len(state.payments) == len(in_force)


EveningAtTheDesk.TestCase.settings = settings(
    max_examples=30,
    stateful_step_count=15,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_random_evenings_replay_reconcile_and_undo = EveningAtTheDesk.TestCase
