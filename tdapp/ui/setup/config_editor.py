"""The tournament editor: every field of the configuration, checked as it is typed.

Each edit builds the candidate configuration and runs the domain's own
`TournamentConfig.from_dict` on it; a refusal is shown (translated) under the
field it concerns (`config_fields.error_field`) and "Apply" stays disabled
until the configuration is valid. Sections that do not apply to the chosen
modality are hidden and left out of the candidate. Apply sends
`tournament.configure`; the application layer's refusals (prices after the
first payment, FS 4.3) appear in red next to the button.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QDateTime, Qt, QTime
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.errors import RuleError
from tdapp.domain.prizes.payouts import check_non_increasing, custom_percent_table
from tdapp.domain.tournament.config import (
    MODALITY_PAYOUT_RULES,
    NO_REBUY_MODALITIES,
    Game,
    LowestPrize,
    Modality,
    PayoutRule,
    SimultaneousBustRule,
    TournamentConfig,
)
from tdapp.ui.feedback import ErrorLabel, act_showing
from tdapp.ui.messages import describe
from tdapp.ui.session import DeskSession
from tdapp.ui.setup.common import HINT_STYLE, OK_STYLE, euros_text, parse_money
from tdapp.ui.setup.config_fields import error_field
from tdapp.ui.setup.fields import MAX_CHIPS, MAX_LEVEL, FieldRow, MoneyEdit, spin
from tdapp.ui.setup.purchase_box import PurchaseBox

_PERCENT = re.compile(r"^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$")
SAMPLE_POOL_CENTS = 1_000_000  # any pool: custom percentages are checked for their sum and order only


class ConfigEditor(QWidget):
    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.dirty = False
        self._loading = False
        self._base: dict[str, Any] = {}
        self.rows: dict[str, FieldRow] = {}
        self.errors: dict[str, str] = {}

        self.modality_names = {
            Modality.FREEZEOUT: self.tr("Freeze-out"),
            Modality.REBUY_ADDON: self.tr("Rebuy / Add-on"),
            Modality.KNOCKOUT: self.tr("Knock-out / Bounty"),
            Modality.SATELLITE: self.tr("Satellite"),
            Modality.WIN_THE_BUTTON: self.tr("Win the Button"),
            Modality.ANTE_UP: self.tr("Ante Up"),
            Modality.ESCALATOR: self.tr("Escalator"),
            Modality.SIT_AND_GO: self.tr("Sit & Go"),
            Modality.SURVIVOR: self.tr("Survivor"),
            Modality.MULTISTACK: self.tr("Multistack"),
        }
        game_names = {Game.NLHE: self.tr("No-Limit Hold'em"), Game.PLO: self.tr("Pot-Limit Omaha"), Game.LIMIT: self.tr("Limit Hold'em")}
        payout_names = {
            PayoutRule.FOUR_SEASONS: self.tr("Four Seasons table"),
            PayoutRule.CUSTOM_PERCENT: self.tr("Custom percentages"),
            PayoutRule.CUSTOM_AMOUNTS: self.tr("Custom amounts"),
            PayoutRule.SURVIVOR: self.tr("Survivor: equal shares"),
            PayoutRule.SATELLITE: self.tr("Satellite: seats"),
            PayoutRule.WINNER_TAKES_ALL: self.tr("Winner takes all"),
        }
        bust_names = {
            SimultaneousBustRule.SPLIT: self.tr("Share the places (RPT Art. 79)"),
            SimultaneousBustRule.STARTING_STACK: self.tr("Larger starting stack finishes higher"),
        }

        # -- general ------------------------------------------------------------
        self.name = QLineEdit(self)
        self.name.setMinimumWidth(260)
        self.modality = _combo(self.modality_names, self)
        self.modality.setToolTip(self.tr("The modality decides which sections apply (FS 3.1)"))
        self.game = _combo(game_names, self)
        self.scheduled = QCheckBox(self.tr("Scheduled"), self)
        self.start = QDateTimeEdit(self)
        self.start.setCalendarPopup(True)
        self.start.setDisplayFormat("dd/MM/yyyy HH:mm")
        self.table_size = spin(2, 10, suffix=self.tr(" seats"), parent=self)
        self.capacity = spin(0, 10_000, special=self.tr("no limit"), parent=self)
        self.capacity.setToolTip(self.tr("Most players the room takes; 0 for no limit"))
        self.late_registration = spin(0, MAX_LEVEL, special=self.tr("none"), parent=self)
        self.late_registration.setToolTip(self.tr("Late registration stays open until the end of this level (FS 6.1)"))
        self.hand_for_hand = spin(1, 600, suffix=" s", parent=self)
        self.hand_for_hand.setToolTip(self.tr("Time each hand-for-hand hand takes off the level clock (RPT Art. 79)"))
        self.bust_rule = _combo(bust_names, self)
        self.ranking = QCheckBox(self.tr("Counts for the ranking"), self)
        general = QGroupBox(self.tr("Tournament"), self)
        form = QFormLayout(general)
        self._add(form, "name", self.tr("Name"), self.name)
        self._add(form, "modality", self.tr("Modality"), self.modality)
        self._add(form, "game", self.tr("Game"), self.game)
        self._add(form, "start", self.tr("Start"), self.scheduled, self.start)
        self._add(form, "table_size", self.tr("Table size"), self.table_size)
        self._add(form, "capacity", self.tr("Capacity"), self.capacity)
        self._add(form, "late_registration", self.tr("Late registration until level"), self.late_registration)
        self._add(form, "hand_for_hand", self.tr("Hand-for-hand hand"), self.hand_for_hand)
        self._add(form, "bust_rule", self.tr("Busts in one hand-for-hand hand"), self.bust_rule)
        self._add(form, "ranking", "", self.ranking)

        # -- purchases ---------------------------------------------------------
        edited = self._edited
        self.buy_in = PurchaseBox("buy_in", self.tr("Buy-in"), edited, parent=self)
        self.reentry = PurchaseBox("reentry", self.tr("Re-entry"), edited, checkable=True, until=True, maximum=True, parent=self)
        self.rebuy = PurchaseBox("rebuy", self.tr("Rebuy"), edited, checkable=True, until=True, maximum=True, parent=self)
        self.addon = PurchaseBox("addon", self.tr("Add-on"), edited, checkable=True, until=True, parent=self)
        self.day2 = [PurchaseBox(f"day2_{i}", self.tr("Day-2 stack {n}").format(n=i + 1), edited, parent=self) for i in range(3)]
        self.day2_box = QGroupBox(self.tr("Multistack: day-2 entries (FS 3.1.10)"), self)
        day2_layout = QHBoxLayout(self.day2_box)
        for box in self.day2:
            day2_layout.addWidget(box)
        self.day2_until = spin(1, MAX_LEVEL, parent=self)
        self.day2_until.setToolTip(self.tr("Day-2 stacks are sold once day 1 is over, until the end of this level (FS 3.1.10)"))
        day2_until_form = QFormLayout()
        day2_until_form.addRow(self.tr("Day-2 entries until level"), self.day2_until)
        day2_layout.addLayout(day2_until_form)
        self.day2_until.valueChanged.connect(self._edited)
        for box in (self.buy_in, self.reentry, self.rebuy, self.addon, *self.day2):
            for part, row in box.rows.items():
                self.rows[f"{box.key}.{part}"] = row

        # -- Xtrastack ---------------------------------------------------------
        self.xtrastack = QGroupBox(self.tr("Xtrastack (FS 3.1.11)"), self)
        self.xtrastack.setCheckable(True)
        self.xtra_price = MoneyEdit(self)
        self.xtra_chips = spin(0, MAX_CHIPS, step=1000, parent=self)
        self.xtra_until = spin(1, MAX_LEVEL, parent=self)
        form = QFormLayout(self.xtrastack)
        self._add(form, "xtrastack.price", self.tr("Price"), self.xtra_price)
        self._add(form, "xtrastack.chips", self.tr("Chips"), self.xtra_chips)
        self._add(form, "xtrastack.until", self.tr("Until the end of level"), self.xtra_until)

        # -- prizes ------------------------------------------------------------
        self.prizes = QGroupBox(self.tr("Prizes"), self)
        self.satellite = MoneyEdit(self)
        self.satellite.setToolTip(self.tr("The buy-in of the target event: the pool is divided by it (FS 3.1.4)"))
        self.guarantee = MoneyEdit(self)
        self.payout = _combo(payout_names, self)
        self.payout_custom = QLineEdit(self)
        self.payout_custom.setMinimumWidth(220)
        self.round_to = MoneyEdit(self)
        self.round_to.setToolTip(self.tr("Prizes are rounded to this unit; 0 for to the cent"))
        self.lowest_at_least = QCheckBox(self.tr("Lowest prize at least twice the entry (room setting)"), self)
        self.lowest_at_least.setToolTip(
            self.tr("FS 7.4: the lowest prize is exactly twice the entry; tick to read it as a minimum with a share on top")
        )
        self.lowest_at_least.toggled.connect(self._edited)
        self.prize_form = QFormLayout(self.prizes)
        self._add(self.prize_form, "satellite", self.tr("Seat value"), self.satellite)
        self._add(self.prize_form, "guarantee", self.tr("Guarantee"), self.guarantee)
        self._add(self.prize_form, "payout", self.tr("Payout rule"), self.payout)
        self._add(self.prize_form, "payout_custom", self.tr("Places"), self.payout_custom)
        self._add(self.prize_form, "round_to", self.tr("Round prizes to"), self.round_to)
        self._add(self.prize_form, "lowest_prize", "", self.lowest_at_least)

        # -- layout ------------------------------------------------------------
        content = QWidget(self)
        grid = QGridLayout(content)
        grid.setHorizontalSpacing(16)
        left = QVBoxLayout()
        for widget in (general, self.buy_in, self.reentry):
            left.addWidget(widget)
        left.addStretch(1)
        right = QVBoxLayout()
        for widget in (self.rebuy, self.addon, self.xtrastack, self.prizes):
            right.addWidget(widget)
        right.addStretch(1)
        grid.addLayout(left, 0, 0)
        grid.addLayout(right, 0, 1)
        grid.addWidget(self.day2_box, 1, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)

        self.general_error = ErrorLabel(self)
        self.status = QLabel(self)
        self.status.setStyleSheet(HINT_STYLE)
        self.revert_button = QPushButton(self.tr("Revert"), self)
        self.revert_button.setToolTip(self.tr("Forget the changes and show the stored configuration"))
        self.revert_button.clicked.connect(self.revert)
        self.apply_button = QPushButton(self.tr("Apply"), self)
        self.apply_button.setToolTip(self.tr("Store the configuration (Ctrl+Enter)"))
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self.apply)
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.status)
        bar.addWidget(self.revert_button)
        bar.addWidget(self.apply_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.general_error)
        layout.addLayout(bar)
        shortcut = QShortcut(QKeySequence("Ctrl+Return"), self, self.apply)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.setWhatsThis(self.tr("Apply the configuration"))

        for line in (self.name, self.xtra_price, self.satellite, self.guarantee, self.payout_custom, self.round_to):
            line.textChanged.connect(edited)
        for box in (self.table_size, self.capacity, self.late_registration, self.hand_for_hand, self.xtra_chips, self.xtra_until):
            box.valueChanged.connect(edited)
        for combo in (self.modality, self.game, self.payout, self.bust_rule):
            combo.currentIndexChanged.connect(edited)
        for check in (self.scheduled, self.ranking):
            check.toggled.connect(edited)
        self.xtrastack.toggled.connect(edited)
        self.start.dateTimeChanged.connect(edited)
        self.setEnabled(False)

    def _add(self, form: QFormLayout, key: str, label: str, *widgets: QWidget) -> FieldRow:
        row = FieldRow(*widgets, parent=self)
        self.rows[key] = row
        form.addRow(label, row)
        return row

    # -- reading the state ---------------------------------------------------------
    def refresh(self) -> None:
        state = self.session.state
        config = state.config if state is not None else None
        self.setEnabled(config is not None)
        if config is not None and not self.dirty:
            self.load(config)

    def revert(self) -> None:
        self.dirty = False
        self.general_error.clear_error()
        self.refresh()

    def load(self, config: TournamentConfig) -> None:
        """Show a configuration in every field; not an edit."""
        self._loading = True
        try:
            data = config.to_dict()
            self._base = data
            self.name.setText(config.name)
            _select(self.modality, config.modality)
            _select(self.game, config.game)
            self.scheduled.setChecked(config.scheduled_start_ms is not None)
            if config.scheduled_start_ms is not None:
                self.start.setDateTime(QDateTime.fromMSecsSinceEpoch(config.scheduled_start_ms))
            else:
                tonight = QDateTime.currentDateTime()
                tonight.setTime(QTime(21, 0))
                self.start.setDateTime(tonight)
            self.table_size.setValue(config.table_size)
            self.capacity.setValue(config.capacity or 0)
            self.late_registration.setValue(config.late_registration_until_level)
            self.hand_for_hand.setValue(config.hand_for_hand_seconds)
            _select(self.bust_rule, config.hand_for_hand_bust_rule)
            self.ranking.setChecked(config.counts_for_ranking)
            self.buy_in.load(data["buy_in"])
            for box, rule in ((self.reentry, data["reentry"]), (self.rebuy, data["rebuy"]), (self.addon, data["addon"])):
                if rule:
                    box.load(rule["purchase"], until_level=rule["until_level"], max_per_player=rule.get("max_per_player"))
                else:  # unchecked, prefilled with the buy-in so ticking it is one click
                    box.load(None, until_level=max(1, config.late_registration_until_level))
                    box.prize.setText(euros_text(config.buy_in.prize_cents))
                    box.fee.setText(euros_text(config.buy_in.fee_cents))
                    box.bounty.setText(euros_text(config.buy_in.bounty_cents))
                    box.chips.setValue(config.buy_in.chips)
            for i, box in enumerate(self.day2):
                options = data["multistack_day2"]
                box.load(options[i] if i < len(options) else None)
            self.day2_until.setValue(config.day2_registration_until_level or max(1, config.late_registration_until_level + 2))
            self.lowest_at_least.setChecked(config.payout_lowest_prize is LowestPrize.AT_LEAST_TWICE)
            x = config.xtrastack
            self.xtrastack.setChecked(x is not None)
            self.xtra_price.setText(euros_text(x.price_cents) if x else "")
            self.xtra_chips.setValue(x.chips if x else 0)
            self.xtra_until.setValue(x.until_level if x else max(1, config.late_registration_until_level))
            self.satellite.setText(euros_text(config.satellite_target_cents))
            self.guarantee.setText(euros_text(config.guarantee_cents))
            _select(self.payout, config.payout_rule)
            self.payout_custom.setText(_custom_text(config.payout_rule, config.payout_custom))
            self.round_to.setText(euros_text(config.payout_round_to_cents))
        finally:
            self._loading = False
        self.dirty = False
        self.validate()

    # -- editing --------------------------------------------------------------------
    def _edited(self) -> None:
        if self._loading:
            return
        self.dirty = True
        self.status.setText("")
        self.validate()

    @property
    def chosen_modality(self) -> Modality:
        return Modality(self.modality.currentData())

    def _show_sections(self) -> None:
        m = self.chosen_modality
        # FS 3.1.4, 3.1.9: a satellite and a Survivor pay by their own rule, and no other modality does.
        own = MODALITY_PAYOUT_RULES.get(m)
        current = PayoutRule(self.payout.currentData())
        if own is not None and current is not own:
            _select(self.payout, own)
        elif own is None and current in MODALITY_PAYOUT_RULES.values():
            _select(self.payout, PayoutRule.FOUR_SEASONS)
        rebuys = m not in NO_REBUY_MODALITIES
        self.rebuy.setVisible(rebuys)
        self.addon.setVisible(rebuys)
        knockout = m is Modality.KNOCKOUT
        self.buy_in.set_bounty_visible(knockout)
        self.reentry.set_bounty_visible(knockout)
        self.day2_box.setVisible(m is Modality.MULTISTACK)
        self.prize_form.setRowVisible(self.rows["satellite"], m is Modality.SATELLITE)
        rule = PayoutRule(self.payout.currentData())
        self.prize_form.setRowVisible(self.rows["payout_custom"], rule in (PayoutRule.CUSTOM_PERCENT, PayoutRule.CUSTOM_AMOUNTS))
        self.prize_form.setRowVisible(self.rows["round_to"], rule in (PayoutRule.FOUR_SEASONS, PayoutRule.CUSTOM_PERCENT))
        self.prize_form.setRowVisible(self.rows["lowest_prize"], rule is PayoutRule.FOUR_SEASONS)
        if rule is PayoutRule.CUSTOM_PERCENT:
            self.payout_custom.setPlaceholderText(self.tr("e.g. 50; 30; 20"))
            self.payout_custom.setToolTip(self.tr("Percentages of the pool by place, separated by ';', adding up to 100 %"))
        else:
            self.payout_custom.setPlaceholderText(self.tr("e.g. 500; 300; 200"))
            self.payout_custom.setToolTip(self.tr("Prizes in euros by place, separated by ';', adding up to the pool"))

    def candidate(self) -> tuple[dict[str, Any], dict[str, str]]:
        """The configuration the fields describe, and the fields that cannot even be read."""
        self._show_sections()
        errors: dict[str, str] = {}
        m = self.chosen_modality
        data = dict(self._base)
        data["name"] = self.name.text()
        data["modality"] = m.value
        data["game"] = self.game.currentData()
        data["scheduled_start_ms"] = self.start.dateTime().toMSecsSinceEpoch() if self.scheduled.isChecked() else None
        self.start.setEnabled(self.scheduled.isChecked())
        data["table_size"] = self.table_size.value()
        data["capacity"] = self.capacity.value() or None
        data["late_registration_until_level"] = self.late_registration.value()
        data["hand_for_hand_seconds"] = self.hand_for_hand.value()
        data["hand_for_hand_bust_rule"] = self.bust_rule.currentData()
        data["counts_for_ranking"] = self.ranking.isChecked()
        data["buy_in"] = self.buy_in.purchase(errors)
        rebuys = m not in NO_REBUY_MODALITIES
        for key, box, shown in (("reentry", self.reentry, True), ("rebuy", self.rebuy, rebuys), ("addon", self.addon, rebuys)):
            if not (shown and box.isChecked()):
                box.purchase({})  # keeps its figures up to date; a rule left out cannot be refused
                data[key] = None
                continue
            purchase = box.purchase(errors)
            rule: dict[str, Any] = {"purchase": purchase, "until_level": box.until_level.value() if box.until_level else 1}
            if box.max_per_player is not None:
                rule["max_per_player"] = box.max_per_player.value() or None
            data[key] = rule
        day2 = [box.purchase(errors if m is Modality.MULTISTACK else {}) for box in self.day2]
        data["multistack_day2"] = day2 if m is Modality.MULTISTACK else []
        data["day2_registration_until_level"] = self.day2_until.value() if m is Modality.MULTISTACK else 0
        data["xtrastack"] = None
        if self.xtrastack.isChecked():
            price = self._money(self.xtra_price, "xtrastack.price", errors)
            data["xtrastack"] = {"price_cents": price, "chips": self.xtra_chips.value(), "until_level": self.xtra_until.value()}
        data["satellite_target_cents"] = self._money(self.satellite, "satellite", errors) if m is Modality.SATELLITE else 0
        data["guarantee_cents"] = self._money(self.guarantee, "guarantee", errors)
        rule_kind = PayoutRule(self.payout.currentData())
        data["payout_rule"] = rule_kind.value
        data["payout_custom"] = self._custom(rule_kind, errors)
        rounded = rule_kind in (PayoutRule.FOUR_SEASONS, PayoutRule.CUSTOM_PERCENT)
        data["payout_round_to_cents"] = self._money(self.round_to, "round_to", errors) if rounded else 0
        lowest = LowestPrize.AT_LEAST_TWICE if self.lowest_at_least.isChecked() else LowestPrize.EXACTLY_TWICE
        data["payout_lowest_prize"] = lowest.value
        return data, errors

    def _money(self, edit: QLineEdit, key: str, errors: dict[str, str]) -> int:
        try:
            return parse_money(edit.text())
        except RuleError as exc:
            errors[key] = describe(exc)
            return 0

    def _custom(self, rule: PayoutRule, errors: dict[str, str]) -> list[int]:
        """Custom places: percentages (as basis points) or euro amounts (as cents), separated by ';'."""
        if rule not in (PayoutRule.CUSTOM_PERCENT, PayoutRule.CUSTOM_AMOUNTS):
            return []
        parts = [p for p in re.split(r"[;\n]", self.payout_custom.text()) if p.strip()]
        values: list[int] = []
        try:
            for part in parts:
                if rule is PayoutRule.CUSTOM_AMOUNTS:
                    values.append(parse_money(part))
                    continue
                match = _PERCENT.match(part)
                if not match:
                    errors["payout_custom"] = self.tr("'{text}' is not a percentage.").format(text=part.strip())
                    return []
                frac = (match.group(2) or "0").ljust(2, "0")
                values.append(int(match.group(1)) * 100 + int(frac))
            if rule is PayoutRule.CUSTOM_PERCENT:
                custom_percent_table(SAMPLE_POOL_CENTS, values)
            elif values:
                check_non_increasing(values)
        except RuleError as exc:
            errors["payout_custom"] = describe(exc)
        if not values:
            errors.setdefault("payout_custom", self.tr("Give the prize of each paid place."))
        return values

    def validate(self) -> bool:
        """Check the candidate with the domain's rules; show each refusal under its field."""
        data, errors = self.candidate()
        if not errors:
            try:
                TournamentConfig.from_dict(data)
            except RuleError as exc:
                errors[error_field(exc.template, exc.params)] = describe(exc)
        self.errors = errors
        for key, row in self.rows.items():
            if "." in key and key.split(".")[0] in ("buy_in", "reentry", "rebuy", "addon", "day2_0", "day2_1", "day2_2"):
                continue
            row.error.show_error(errors.get(key, ""))
        for box in (self.buy_in, self.reentry, self.rebuy, self.addon, *self.day2):
            box.show_errors(errors)
        unplaced = [text for key, text in errors.items() if key not in self.rows or not self._row_shown(key)]
        self.general_error.show_error("\n".join(unplaced))
        self.apply_button.setEnabled(not errors and self.dirty)
        self.revert_button.setEnabled(self.dirty)
        return not errors

    def _row_shown(self, key: str) -> bool:
        return _ancestors_shown(self.rows[key], self)

    def error_text(self, key: str) -> str:
        """The refusal shown under a field ('' if none), e.g. `error_text("buy_in.fee")`."""
        row = self.rows[key]
        return row.error.text() if not row.error.isHidden() else ""

    def apply(self) -> None:
        if not self.validate():
            return
        data, _errors = self.candidate()
        if act_showing(self.session, self.general_error, "tournament.configure", {"config": data}) is None:
            self.status.setText("")
            return
        self.dirty = False
        state = self.session.state
        if state is not None and state.config is not None:
            self.load(state.config)
        self.status.setStyleSheet(OK_STYLE)
        self.status.setText(self.tr("Stored."))


def _combo(names: dict[Any, str], parent: QWidget) -> QComboBox:
    combo = QComboBox(parent)
    for value, label in names.items():
        combo.addItem(label, value.value)
    return combo


def _select(combo: QComboBox, value: Any) -> None:
    combo.setCurrentIndex(max(0, combo.findData(value.value if hasattr(value, "value") else value)))


def _custom_text(rule: PayoutRule, values: tuple[int, ...]) -> str:
    if rule is PayoutRule.CUSTOM_PERCENT:
        return "; ".join(f"{v // 100}" if v % 100 == 0 else f"{v // 100},{v % 100:02d}".rstrip("0") for v in values)
    if rule is PayoutRule.CUSTOM_AMOUNTS:
        return "; ".join(euros_text(v) for v in values)
    return ""


def _ancestors_shown(widget: QWidget, top: QWidget) -> bool:
    """Whether no widget between `widget` and `top` is hidden (works before the editor is shown)."""
    current: QWidget | None = widget
    while current is not None and current is not top:
        if current.isHidden():
            return False
        current = current.parentWidget()
    return True
