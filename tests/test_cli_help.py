"""Issue 17, part 7: the command line's help speaks to users only, and a wrong figure is answered about that figure.

Every `--help` of the `tdapp` command is read (the parser is walked, so a
command added later is read too) for what only a developer understands: an
issue number, a module path, a command's internal name, a variable's name
shown as a placeholder.
"""

from __future__ import annotations

import argparse
import re

import pytest

from tdapp.cli.main import build_parser, main

#: What a user of the command line cannot act on.
INTERNAL = {
    "an issue number": re.compile(r"\bissues?\b", re.IGNORECASE),
    "a code quote": re.compile(r"`"),
    "a module path": re.compile(r"\btdapp\.[a-z_]+"),
    "a command's internal name": re.compile(r"\b[a-z]+\.[a-z]+_[a-z_]+\b"),  # clock.set_structure, ledger.prize_pool
    "a variable as placeholder": re.compile(r"\b[A-Z]+_DB\b"),  # --db SERVE_DB
    "the code's layers": re.compile(r"application layer|translator|widget", re.IGNORECASE),
}


def every_parser() -> list[tuple[str, argparse.ArgumentParser]]:
    found: list[tuple[str, argparse.ArgumentParser]] = []

    def walk(name: str, parser: argparse.ArgumentParser) -> None:
        found.append((name, parser))
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub, child in action.choices.items():
                    walk(f"{name} {sub}", child)

    walk("tdapp", build_parser())
    return found


def test_every_help_speaks_to_users_only() -> None:
    parsers = every_parser()
    names = {name for name, _parser in parsers}
    assert {"tdapp", "tdapp calc structure", "tdapp calc payouts", "tdapp desk-screens", "tdapp serve"} <= names
    problems = [
        f"{name}: {what}: {match.group(0)!r}"
        for name, parser in parsers
        for what, pattern in INTERNAL.items()
        for match in [pattern.search(parser.format_help())]
        if match
    ]
    assert not problems, "\n".join(problems)


def test_calc_structure_help_says_what_it_does_with_an_example(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["calc", "structure", "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert "Propose a blind structure for a field" in text
    assert "tdapp calc structure --starting-stack 20000" in text
    assert "issue 3" not in text and "clock.set_structure" not in text


@pytest.mark.parametrize(("fee", "shown"), [("150", "150"), ("150%", "150"), ("0", "0"), ("4,99", "4,99"), ("20,5", "20,50"), ("30", "30")])
def test_a_fee_out_of_bounds_is_answered_about_the_fee(capsys: pytest.CaptureFixture[str], fee: str, shown: str) -> None:
    code = main(["calc", "payouts", "--entries", "40", "--buy-in", "100", "--fee-percent", fee])
    err = capsys.readouterr().err
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tdapp: The fee must be between 5 % and 20 % of the buy-in (FS 4.3)")
    assert lines[0].endswith(f"; {shown} % was given.")
    assert "cents" not in err and "Traceback" not in err


def test_a_fee_within_bounds_gives_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["calc", "payouts", "--entries", "40", "--buy-in", "100", "--fee-percent", "12,5"]) == 0
    assert capsys.readouterr().out.replace("\xa0", " ").startswith("Prize pool: 3 500,00 €")
