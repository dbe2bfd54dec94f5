"""`tdapp calc payouts` and `tdapp calc icm` (issue: command-line calculators)."""

from __future__ import annotations

import json

import pytest

from tdapp.cli.main import main


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(["calc", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_calc_payouts_four_seasons_with_ranking_and_rounding(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(
        capsys, "payouts", "--entries", "120", "--reentries", "15", "--buy-in", "100", "--fee-percent", "10", "--round-to", "5", "--ranking"
    )
    gross = 135 * 90_00
    assert out["prize_pool_cents"] == gross - gross * 3 // 100 - gross * 2 // 100
    amounts = [p["amount_cents"] for p in out["places"]]
    assert [p["place"] for p in out["places"]] == list(range(1, 15))  # ceil(10 % of 135)
    assert sum(amounts) == out["prize_pool_cents"] and min(amounts) >= 2 * 100_00
    assert all(a % 500 == 0 for a in amounts[1:])


def test_calc_payouts_accepts_euros_with_a_comma(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, "payouts", "--entries", "8", "--buy-in", "100,50", "--fee-percent", "12,5", "--six-max")
    fee = (100_50 * 1250 + 5_000) // 10_000
    assert out["prize_pool_cents"] == 8 * (100_50 - fee)
    assert [p["amount_cents"] for p in out["places"]] == [
        out["prize_pool_cents"] - out["prize_pool_cents"] * 3 // 10,
        out["prize_pool_cents"] * 3 // 10,
    ]


def test_calc_icm_sums_to_the_prizes(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, "icm", "--stacks", "5000", "3000", "2000", "--prizes", "500", "300", "200,01")
    assert sum(out["equity_cents"]) == 1_000_01 and len(out["equity_cents"]) == 3


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["icm", "--stacks", "5000", "0", "--prizes", "500", "300"], "positive number of chips"),
        (["icm", "--stacks", "5000", "100", "--prizes", "500", "300", "200"], "more prizes"),
        (["payouts", "--entries", "8", "--buy-in", "100", "--fee-percent", "10"], "6-max"),
        (["payouts", "--entries", "50", "--buy-in", "100", "--fee-percent", "30"], "FS 4.3"),
        (["payouts", "--entries", "50", "--buy-in", "abc", "--fee-percent", "10"], "not an amount"),
    ],
)
def test_calc_refusals_exit_2_with_a_message(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    assert main(["calc", *argv]) == 2
    assert message in capsys.readouterr().err
