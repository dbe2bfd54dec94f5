"""Entry point of the `tdapp` command.

Sub-commands live in their own modules: every module of this package named
``cmd_<name>`` adds one top-level command and every ``calc_<name>`` one
calculator under ``tdapp calc``. Each defines ``register(subparsers)`` and sets
``func`` on its parser; the function returns the exit code.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

import tdapp
from tdapp.domain.errors import RuleError


def _modules(prefix: str) -> list[str]:
    import pkgutil  # here: the desk's start (`_desk_arguments`) lists no sub-command

    package = importlib.import_module("tdapp.cli")
    return sorted(m.name for m in pkgutil.iter_modules(package.__path__) if m.name.startswith(prefix))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tdapp",
        description="Poker tournament director. Without a command, the desk's window opens.",
        epilog="tdapp COMMAND --help says what a command does and what it needs.",
    )
    parser.add_argument("--version", action="version", version=f"tdapp {tdapp.__version__}")
    parser.add_argument("--db", help="database file or URL (default: the embedded database in the user's data folder)")
    parser.add_argument("--lang", choices=("pt_PT", "en"), help="language of the window")
    parser.add_argument("--selftest", action="store_true", help="check the installation offscreen and exit (0 = all well)")
    parser.add_argument("--selftest-db", metavar="FILE", help="with --selftest: also open a copy of this database (upgrade check)")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    calc = commands.add_parser("calc", help="calculators: structure, balance, payouts, icm")
    calc_commands = calc.add_subparsers(dest="calculator", metavar="CALCULATOR", required=True)
    for name in _modules("calc_"):
        importlib.import_module(f"tdapp.cli.{name}").register(calc_commands)
    for name in _modules("cmd_"):
        importlib.import_module(f"tdapp.cli.{name}").register(commands)
    return parser


def _desk_arguments(argv: Sequence[str]) -> argparse.Namespace | None:
    """`tdapp [--db X] [--lang L]` starts the desk without importing every sub-command (`report` brings reportlab).

    Anything else (a command, --version, --help, --selftest, a mistake) goes through the full parser.
    """
    parser = argparse.ArgumentParser(prog="tdapp", add_help=False, exit_on_error=False)
    parser.add_argument("--db")
    parser.add_argument("--lang", choices=("pt_PT", "en"))
    try:
        args, rest = parser.parse_known_args(list(argv))
    except (argparse.ArgumentError, SystemExit):
        return None
    return None if rest else args


def main(argv: Sequence[str] | None = None) -> int:
    desk = _desk_arguments(sys.argv[1:] if argv is None else argv)
    if desk is not None:
        from tdapp.ui.app import run_desk

        return run_desk(db=desk.db, lang=desk.lang)
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.selftest:
        from tdapp.selftest import run_selftest

        return run_selftest(args.selftest_db)
    if args.command is None:
        from tdapp.ui.app import run_desk

        return run_desk(db=args.db, lang=args.lang)
    try:
        return int(args.func(args) or 0)
    except RuleError as exc:
        print(f"tdapp: {exc.render()}", file=sys.stderr)
        return 2
    except OSError as exc:  # a folder that does not exist, a file that cannot be written, a full disk
        where = f" ({exc.filename})" if getattr(exc, "filename", None) else ""
        print(f"tdapp: {exc.strerror or exc}{where}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        # A database server out of reach, a refused login: one line, never a traceback.
        if type(exc).__module__.startswith("sqlalchemy"):
            detail = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
            print(f"tdapp: the database could not be used: {detail}", file=sys.stderr)
            return 2
        raise


if __name__ == "__main__":
    raise SystemExit(main())
