"""Who runs a TD-only command on the command line: the same sign-in as the desk, PIN included (issue 15 part 3).

Naming a TD with ``--operator`` is not enough where he has a PIN: anyone at
the keyboard could type his name. The PIN is asked on the terminal (never as
an argument, which the shell's history and the process list would keep); a
script may pipe it in on standard input. With no list of operators the
name is only written into the log, as at the desk.
"""

from __future__ import annotations

import getpass
import sys
from typing import TYPE_CHECKING

from tdapp.domain.errors import RuleError

if TYPE_CHECKING:
    from tdapp.application.desk import Desk


def read_pin(name: str) -> str:
    """The PIN typed on the terminal without echo, or the first line of standard input when it is not a terminal."""
    if sys.stdin is not None and sys.stdin.isatty():
        return getpass.getpass(f"PIN of {name}: ")
    return (sys.stdin.readline() if sys.stdin is not None else "").strip()


def sign_in(desk: Desk, name: str) -> None:
    """Make `name` the desk's operator; where the database keeps operators, he must be on the list and give his PIN."""
    desk.operators.sync()
    state = desk.operators.state
    if not state.in_use:
        desk.operator = name.strip()
        return
    if not name.strip():
        raise RuleError("This database keeps a list of operators: say who runs the command (--operator NAME).")
    operator = state.named(name)
    desk.sign_in(name, read_pin(operator.name) if operator is not None and operator.has_pin else "")
