"""Tournament configuration for every modality of FS 3.1.

The configuration is a frozen value built from a plain dict (what is stored in
the log or read from a template file) and validated as a whole, so a template
cannot smuggle in a rule combination the regulations forbid.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from enum import StrEnum
from typing import Any

from tdapp.domain.errors import RuleError


class Modality(StrEnum):
    FREEZEOUT = "freezeout"
    REBUY_ADDON = "rebuy_addon"
    KNOCKOUT = "knockout"
    SATELLITE = "satellite"
    WIN_THE_BUTTON = "win_the_button"
    ANTE_UP = "ante_up"
    ESCALATOR = "escalator"
    SIT_AND_GO = "sit_and_go"
    SURVIVOR = "survivor"
    MULTISTACK = "multistack"


class Game(StrEnum):
    NLHE = "nlhe"
    PLO = "plo"
    LIMIT = "limit"


class SimultaneousBustRule(StrEnum):
    """How players out at different tables during hand-for-hand are ranked (SPEC section 4)."""

    SPLIT = "split"  # RPT Art. 79: they share the places they occupy
    STARTING_STACK = "starting_stack"  # the larger stack at the start of the hand finishes higher


class LowestPrize(StrEnum):
    """How the lowest prize of the FS 7.4 table (31 entries or more) relates to the entry.

    FS 7.4 says the lowest prize "deverá ser o dobro do valor da entrada": it
    *is* twice the entry (the default). A room that reads it as a floor may
    choose `at_least_twice`: every place gets twice the entry and a share of
    the rest on top.
    """

    EXACTLY_TWICE = "exactly_twice"
    AT_LEAST_TWICE = "at_least_twice"


class PayoutRule(StrEnum):
    FOUR_SEASONS = "four_seasons"
    CUSTOM_PERCENT = "custom_percent"
    CUSTOM_AMOUNTS = "custom_amounts"
    SURVIVOR = "survivor"
    SATELLITE = "satellite"
    WINNER_TAKES_ALL = "winner_takes_all"


#: FS 3.1.1 and 3.1.3.2: modalities in which chips can never be bought again.
NO_REBUY_MODALITIES = frozenset({Modality.FREEZEOUT, Modality.KNOCKOUT, Modality.SIT_AND_GO})
#: FS 3.1.4 and 3.1.9: the modalities whose prizes follow their own rule, and only theirs.
MODALITY_PAYOUT_RULES = {Modality.SATELLITE: PayoutRule.SATELLITE, Modality.SURVIVOR: PayoutRule.SURVIVOR}
MIN_FEE_BP = 500  # FS 4.3: the fee is never below 5 % ...
MAX_FEE_BP = 2_000  # ... nor above 20 % of the entry.


@dataclass(frozen=True)
class Purchase:
    """Something a player pays for: the part for the prize pool, the casino's fee, a bounty, and the chips."""

    prize_cents: int
    fee_cents: int
    chips: int
    bounty_cents: int = 0

    @property
    def entry_cents(self) -> int:
        """The entry as FS 4.3 means it: prize contribution plus fee."""
        return self.prize_cents + self.fee_cents

    @property
    def price_cents(self) -> int:
        """What the player hands over at the desk."""
        return self.prize_cents + self.fee_cents + self.bounty_cents

    def check(self, what: str, *, fee_required: bool = True) -> None:
        for name, value in (("prize", self.prize_cents), ("fee", self.fee_cents), ("bounty", self.bounty_cents)):
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise RuleError("The {part} of the {what} must be a whole, non-negative number of cents.", part=name, what=what)
        if not isinstance(self.chips, int) or isinstance(self.chips, bool) or self.chips <= 0:
            raise RuleError("The {what} must give a positive number of chips.", what=what)
        if self.entry_cents <= 0:
            raise RuleError("The {what} must have a price.", what=what)
        if self.fee_cents == 0 and not fee_required:
            return
        fee_bp = self.fee_cents * 10_000
        if fee_bp < MIN_FEE_BP * self.entry_cents or fee_bp > MAX_FEE_BP * self.entry_cents:
            raise RuleError(
                "The fee of the {what} must be between 5 % and 20 % of the entry (FS 4.3); it is {percent} %.",
                what=what,
                percent=_percent_text(self.fee_cents, self.entry_cents),
            )


@dataclass(frozen=True)
class RebuyRule:
    """FS 3.1.2: rebuys within an announced number and period (levels)."""

    purchase: Purchase
    until_level: int
    max_per_player: int | None = None


@dataclass(frozen=True)
class AddonRule:
    """FS 3.1.2: one add-on per player, of at least the starting stack."""

    purchase: Purchase
    until_level: int


@dataclass(frozen=True)
class ReentryRule:
    """FS 6.1 and RPT Art. 7.2: re-entries within an announced window; the old stack leaves play."""

    purchase: Purchase
    until_level: int
    max_per_player: int | None = None


@dataclass(frozen=True)
class XtrastackRule:
    """FS 3.1.11-3.1.16: an extra stack whose money goes to the ranking's promotional fund."""

    price_cents: int
    chips: int
    until_level: int


#: The word before a demonstration's name wherever it is shown (the same in Portuguese and English).
DEMO_MARK = "DEMO"


@dataclass(frozen=True)
class TournamentConfig:
    name: str
    buy_in: Purchase
    modality: Modality = Modality.FREEZEOUT
    game: Game = Game.NLHE
    scheduled_start_ms: int | None = None
    table_size: int = 10
    capacity: int | None = None
    late_registration_until_level: int = 0
    reentry: ReentryRule | None = None
    rebuy: RebuyRule | None = None
    addon: AddonRule | None = None
    xtrastack: XtrastackRule | None = None
    multistack_day2: tuple[Purchase, ...] = ()
    satellite_target_cents: int = 0
    guarantee_cents: int = 0
    counts_for_ranking: bool = False
    demo: bool = False  # a demonstration (issue 17): its players are made up, so it never counts for a ranking
    payout_rule: PayoutRule = PayoutRule.FOUR_SEASONS
    payout_custom: tuple[int, ...] = ()
    payout_round_to_cents: int = 0
    payout_lowest_prize: LowestPrize = LowestPrize.EXACTLY_TWICE
    day2_registration_until_level: int = 0
    hand_for_hand_seconds: int = 120
    hand_for_hand_bust_rule: SimultaneousBustRule = SimultaneousBustRule.SPLIT
    notes: str = ""
    extra: tuple[tuple[str, str], ...] = field(default=())

    # -- validation -----------------------------------------------------
    def validate(self) -> TournamentConfig:
        """Refuse a configuration the regulations do not allow; return self for chaining."""
        if not self.name.strip():
            raise RuleError("The tournament needs a name.")
        if self.demo and self.counts_for_ranking:
            raise RuleError("A demonstration tournament never counts for a ranking: its players are made up.")
        self.buy_in.check("buy-in")
        if not 2 <= self.table_size <= 10:
            raise RuleError("A table has between 2 and 10 seats (FS 1.2); {seats} was given.", seats=self.table_size)
        if self.capacity is not None and self.capacity < 2:
            raise RuleError("A tournament needs room for at least 2 players.")
        if self.late_registration_until_level < 0:
            raise RuleError("The late registration cannot end before level 1.")
        for amount, label in ((self.guarantee_cents, "guarantee"), (self.satellite_target_cents, "satellite seat value")):
            if not isinstance(amount, int) or amount < 0:
                raise RuleError("The {what} must be a whole, non-negative number of cents.", what=label)
        m = self.modality
        if m in NO_REBUY_MODALITIES and (self.rebuy or self.addon):
            raise RuleError("A {modality} tournament has no rebuys and no add-ons (FS 3.1.1, 3.1.3.2).", modality=m.value)
        if m is Modality.KNOCKOUT and self.buy_in.bounty_cents <= 0:
            raise RuleError("A knock-out tournament needs a bounty (FS 3.1.3).")
        if m is not Modality.KNOCKOUT and any(p.bounty_cents for p in self.purchases()):
            raise RuleError("Only a knock-out tournament has a bounty (FS 3.1.3).")
        if m is Modality.SATELLITE and self.satellite_target_cents <= 0:
            raise RuleError("A satellite needs the value of the seat it awards (FS 3.1.4).")
        self._check_payout_rule()
        if m is Modality.KNOCKOUT and self.reentry and self.reentry.purchase.bounty_cents != self.buy_in.bounty_cents:
            raise RuleError(
                "In a knock-out every entry carries the bounty (FS 3.1.3): the re-entry's bounty must be {bounty} cents like the buy-in's.",
                bounty=self.buy_in.bounty_cents,
            )
        if m is Modality.SIT_AND_GO:
            if self.table_size not in (6, 10):
                raise RuleError("A Sit & Go is played 6-max or 10-handed (FS 3.1.8).")
            if self.capacity != self.table_size:
                raise RuleError("A Sit & Go is one table of {seats} players (FS 3.1.8).", seats=self.table_size)
        if m is Modality.MULTISTACK:
            if len(self.multistack_day2) != 3:
                raise RuleError("A Multistack tournament offers exactly three day-2 stacks (FS 3.1.10).")
            for i, option in enumerate(self.multistack_day2, start=1):
                option.check(f"day-2 stack {i}")
            if self.day2_registration_until_level < 1:
                raise RuleError("A Multistack tournament announces until which level day-2 entries are sold (FS 3.1.10).")
        elif self.multistack_day2 or self.day2_registration_until_level:
            raise RuleError("Only a Multistack tournament has day-2 entries (FS 3.1.10).")
        if self.rebuy:
            self.rebuy.purchase.check("rebuy", fee_required=False)
            _check_level(self.rebuy.until_level, "rebuy period")
            _check_max(self.rebuy.max_per_player, "rebuys")
        if self.addon:
            self.addon.purchase.check("add-on", fee_required=False)
            _check_level(self.addon.until_level, "add-on period")
            if self.addon.purchase.chips < self.buy_in.chips:
                raise RuleError("The add-on must give at least the starting stack (FS 3.1.2).")
        if self.reentry:
            self.reentry.purchase.check("re-entry")
            _check_level(self.reentry.until_level, "re-entry window")
            _check_max(self.reentry.max_per_player, "re-entries")
        if self.xtrastack:
            if self.xtrastack.price_cents <= 0 or self.xtrastack.chips <= 0:
                raise RuleError("An Xtrastack needs a price and a number of chips (FS 3.1.12).")
            _check_level(self.xtrastack.until_level, "Xtrastack period")
            if self.late_registration_until_level == 0:
                raise RuleError("An Xtrastack is sold only while late registration is open (FS 3.1.14): this tournament has none.")
            if self.xtrastack.until_level > self.late_registration_until_level:
                raise RuleError(
                    "The Xtrastack is sold only while late registration is open (FS 3.1.14): until level {late} at the latest.",
                    late=self.late_registration_until_level,
                )
        if self.payout_round_to_cents < 0:
            raise RuleError("The rounding unit cannot be negative.")
        if self.hand_for_hand_seconds <= 0:
            raise RuleError("A hand-for-hand hand must take some time off the clock.")
        return self

    def _check_payout_rule(self) -> None:
        """FS 3.1.4 and 3.1.9: a satellite pays seats and a Survivor an equal split, and no other modality pays either way."""
        own = MODALITY_PAYOUT_RULES.get(self.modality)
        if own is not None and self.payout_rule is not own:
            article = "FS 3.1.4" if self.modality is Modality.SATELLITE else "FS 3.1.9"
            raise RuleError(
                "A {modality} tournament pays by its own rule ({rule}, {article}), not {given}.",
                modality=self.modality.value,
                rule=own.value,
                article=article,
                given=self.payout_rule.value,
            )
        if own is None and self.payout_rule in MODALITY_PAYOUT_RULES.values():
            raise RuleError(
                "The {rule} payout belongs to its modality only (FS 3.1.4, 3.1.9); a {modality} tournament cannot use it.",
                rule=self.payout_rule.value,
                modality=self.modality.value,
            )

    def purchases(self) -> tuple[Purchase, ...]:
        """Everything a player can pay for in this tournament, Xtrastack aside."""
        rules = (self.rebuy, self.addon, self.reentry)
        return (self.buy_in, *(r.purchase for r in rules if r is not None), *self.multistack_day2)

    @property
    def shown_name(self) -> str:
        """The name as the room, the sheets and the served pages show it: a demonstration says so first."""
        return f"{DEMO_MARK} — {self.name}" if self.demo else self.name

    @property
    def seats_per_table(self) -> int:
        return self.table_size

    @property
    def allows_rebuys(self) -> bool:
        return self.rebuy is not None

    # -- serialisation --------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["modality"] = self.modality.value
        data["game"] = self.game.value
        data["payout_rule"] = self.payout_rule.value
        data["payout_lowest_prize"] = self.payout_lowest_prize.value
        data["hand_for_hand_bust_rule"] = self.hand_for_hand_bust_rule.value
        data["multistack_day2"] = [asdict(p) for p in self.multistack_day2]
        data["payout_custom"] = list(self.payout_custom)
        data["extra"] = [list(kv) for kv in self.extra]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TournamentConfig:
        """Build from plain data, field by field: a template file is data, never code."""
        if not isinstance(data, dict):
            raise RuleError("The tournament configuration is not readable.")
        known = set(cls.__dataclass_fields__)
        unknown = set(data) - known
        if unknown:
            raise RuleError("Unknown configuration fields: {fields}.", fields=", ".join(sorted(unknown)))
        try:
            values: dict[str, Any] = dict(data)
            values["buy_in"] = _purchase(data["buy_in"])
            for key, kind in (
                ("modality", Modality),
                ("game", Game),
                ("payout_rule", PayoutRule),
                ("payout_lowest_prize", LowestPrize),
                ("hand_for_hand_bust_rule", SimultaneousBustRule),
            ):
                if key in data:
                    values[key] = kind(data[key])
            modality = values.get("modality", Modality.FREEZEOUT)
            if "payout_rule" not in data and modality in MODALITY_PAYOUT_RULES:
                values["payout_rule"] = MODALITY_PAYOUT_RULES[modality]  # the modality's own rule (FS 3.1.4, 3.1.9)
            if data.get("rebuy"):
                values["rebuy"] = RebuyRule(
                    _purchase(data["rebuy"]["purchase"]), int(data["rebuy"]["until_level"]), _opt_int(data["rebuy"].get("max_per_player"))
                )
            if data.get("addon"):
                values["addon"] = AddonRule(_purchase(data["addon"]["purchase"]), int(data["addon"]["until_level"]))
            if data.get("reentry"):
                values["reentry"] = ReentryRule(
                    _purchase(data["reentry"]["purchase"]),
                    int(data["reentry"]["until_level"]),
                    _opt_int(data["reentry"].get("max_per_player")),
                )
            if data.get("xtrastack"):
                x = data["xtrastack"]
                values["xtrastack"] = XtrastackRule(_int(x["price_cents"]), _int(x["chips"]), _int(x["until_level"]))
            values["multistack_day2"] = tuple(_purchase(p) for p in data.get("multistack_day2", ()))
            values["payout_custom"] = tuple(_int(v) for v in data.get("payout_custom", ()))
            values["extra"] = tuple((str(k), str(v)) for k, v in data.get("extra", ()))
            for key in (
                "table_size",
                "late_registration_until_level",
                "satellite_target_cents",
                "guarantee_cents",
                "payout_round_to_cents",
                "day2_registration_until_level",
                "hand_for_hand_seconds",
            ):
                if key in data:
                    values[key] = _int(data[key])
            for key in ("capacity", "scheduled_start_ms"):
                if key in data:
                    values[key] = _opt_int(data[key])
            if modality is Modality.SIT_AND_GO and values.get("capacity") is None:
                values["capacity"] = values.get("table_size", 10)  # FS 3.1.8: one table, so its seats are the field
            values["name"] = str(data["name"])
            values["notes"] = str(data.get("notes", ""))
            values["counts_for_ranking"] = data.get("counts_for_ranking", False)
            if not isinstance(values["counts_for_ranking"], bool):
                raise ValueError(f"counts_for_ranking must be true or false, not {values['counts_for_ranking']!r}")
            values["demo"] = data.get("demo", False)
            if not isinstance(values["demo"], bool):
                raise ValueError(f"demo must be true or false, not {values['demo']!r}")
        except RuleError:
            raise
        except (KeyError, TypeError, ValueError) as exc:
            raise RuleError("The tournament configuration is not readable ({detail}).", detail=str(exc)) from exc
        return cls(**values).validate()

    def with_changes(self, **changes: Any) -> TournamentConfig:
        return replace(self, **changes).validate()


def _purchase(data: Any) -> Purchase:
    if not isinstance(data, dict):
        raise TypeError("a purchase must be a mapping")
    return Purchase(_int(data["prize_cents"]), _int(data["fee_cents"]), _int(data["chips"]), _int(data.get("bounty_cents", 0)))


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is not a whole number")
    return value


def _opt_int(value: Any) -> int | None:
    return None if value is None else _int(value)


def _check_level(level: int, what: str) -> None:
    if level < 1:
        raise RuleError("The {what} must end at level 1 or later.", what=what)


def _check_max(value: int | None, what: str) -> None:
    if value is not None and value < 1:
        raise RuleError("The maximum number of {what} per player must be at least 1.", what=what)


def _percent_text(part: int, whole: int) -> str:
    hundredths = (part * 10_000 + whole // 2) // whole
    return f"{hundredths // 100},{hundredths % 100:02d}"
