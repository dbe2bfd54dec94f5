"""The structure wizard (issue 3 item 2): every structure it proposes for reasonable input is playable and smooth."""

from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdapp.cli.main import main
from tdapp.domain.clock.structure import Break, Level, Structure
from tdapp.domain.clock.wizard import EXTRA_LEVELS, WizardInput, planned_minutes, propose
from tdapp.domain.errors import RuleError

CHIPS = (25, 100, 500, 1000, 5000)


@st.composite
def inputs(draw: st.DrawFn) -> WizardInput:
    chips = draw(
        st.sampled_from([CHIPS, (5, 25, 100, 500, 1000), (100, 500, 1000, 5000, 25000), (25, 100, 500, 1000, 5000, 25000, 100000)])
    )
    stack = draw(st.integers(1_000, 1_000_000).map(lambda s: max(chips[0], s // chips[0] * chips[0])))
    return WizardInput(
        starting_stack=stack,
        chips=chips,
        players=draw(st.integers(5, 500)),
        hours=draw(st.integers(2, 16)),
        level_minutes=draw(st.sampled_from([10, 12, 15, 20, 25, 30, 40, 45, 60])),
        ante_from_level=draw(st.integers(1, 6)),
        break_every=draw(st.sampled_from([0, 3, 4, 6])),
        break_minutes=draw(st.sampled_from([5, 10, 15, 20])),
    )


@settings(max_examples=300, deadline=None)
@given(inputs())
def test_every_proposal_is_valid_smooth_and_fits_the_duration(spec: WizardInput) -> None:
    structure = propose(spec)
    # Valid by construction, and again through its JSON (what the CLI prints and the clock takes).
    again = Structure.from_dict({"items": structure.items_json(), "chips": list(spec.chips)})
    assert again == structure
    levels = [item for item in structure.items if isinstance(item, Level)]
    breaks = [item for item in structure.items if isinstance(item, Break)]
    # Smooth: blinds never go down, never more than double, and really rise over the day.
    for before, after in itertools.pairwise(levels):
        assert before.big_blind <= after.big_blind <= 2 * before.big_blind
        assert before.small_blind <= after.small_blind
    assert levels[-1].big_blind > levels[0].big_blind
    # Playable: each amount is a multiple of the smallest chip still in play (checked by validation) and round.
    for level in levels:
        assert 3 * level.small_blind >= level.big_blind and 5 * level.small_blind <= 3 * level.big_blind
    # Big-blind ante from the chosen level on (RPT Art. 32), never above the big blind.
    for number, level in enumerate(levels, start=1):
        assert level.ante == (level.big_blind if number >= spec.ante_from_level else 0)
    # The planned levels fill the target duration within one level; a few more follow.
    planned = len(levels) - EXTRA_LEVELS
    target = spec.hours * 60
    assert target <= planned_minutes(structure, planned) < target + spec.level_minutes + spec.break_minutes
    # Starts around 100 big blinds deep (or at the smallest playable blinds), ends short-stacked.
    total = spec.starting_stack * spec.players
    assert levels[0].big_blind >= 2 * min(spec.chips)
    assert spec.starting_stack // levels[0].big_blind <= 150 or levels[0].big_blind == 2 * min(spec.chips)
    # ... unless the planned levels are too few to get there with steps of at most double.
    end_bb = levels[planned - 1].big_blind
    assert end_bb * 40 >= total or end_bb >= levels[0].big_blind * 1.5 ** (planned - 1)
    # Breaks come at the chosen interval; color-ups take the smallest chip, never the largest.
    every = spec.break_every or max(2, round(120 / spec.level_minutes))
    assert len(breaks) == (len(levels) - 1) // every
    colored = [b.color_up for b in breaks if b.color_up is not None]
    assert colored == sorted(spec.chips)[: len(colored)]
    assert max(spec.chips) not in colored


def test_colors_up_the_smallest_chip_when_no_longer_needed() -> None:
    structure = propose(WizardInput(20_000, CHIPS, 100, 8, 20))
    first_color_up = next(i for i, item in enumerate(structure.items) if isinstance(item, Break) and item.color_up)
    assert structure.items[first_color_up].color_up == 25
    after = [item for item in structure.items[first_color_up:] if isinstance(item, Level)]
    assert all(level.small_blind % 100 == 0 and level.big_blind % 100 == 0 for level in after)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (WizardInput(20_010, CHIPS, 50, 6, 20), "must be a positive amount made with the chips"),
        (WizardInput(20_000, CHIPS, 1, 6, 20), "between 2 and 10,000"),
        (WizardInput(20_000, CHIPS, 50, 0, 20), "target duration"),
        (WizardInput(20_000, CHIPS, 50, 6, 0), "between 1 and 240 minutes"),
        (WizardInput(20_000, (25, 25, 100), 50, 6, 20), "appears twice"),
    ],
)
def test_unreasonable_input_is_refused(spec: WizardInput, message: str) -> None:
    with pytest.raises(RuleError, match=message):
        propose(spec)


def test_cli_prints_the_items_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["calc", "structure", "--starting-stack", "20000", "--chips", "25,100,500,1000,5000", "--players", "80", "--hours", "6"]
    assert main([*argv, "--level-minutes", "20", "--json"]) == 0
    items = json.loads(capsys.readouterr().out)
    assert items[0] == {"level": 1, "small_blind": 100, "big_blind": 200, "ante": 200, "minutes": 20}
    assert any(item.get("break") for item in items)
    assert set(items[6]) == {"break", "minutes", "color_up"}
    # The same list is accepted by the clock as it is.
    Structure.from_dict({"items": items, "chips": [25, 100, 500, 1000, 5000]})


def test_cli_table_and_refusal(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calc", "structure", "--starting-stack", "5000", "--players", "10", "--hours", "2", "--level-minutes", "10"]) == 0
    out = capsys.readouterr().out
    assert "big blind" in out and "break of 10 minutes" in out
    assert main(["calc", "structure", "--starting-stack", "5000", "--players", "10", "--hours", "2", "--chips", "25,x"]) == 2
    assert "not a list of denominations" in capsys.readouterr().err
