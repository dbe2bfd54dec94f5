"""Refusals in the user's language.

The domain raises `RuleError` with an English template; here the template is
looked up in Qt's catalogue (context ``rules``) and only then filled in.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from tdapp.domain.errors import TRANSLATION_CONTEXT, RuleError
from tdapp.domain.rulebook import ReplayError


def translate_rule(template: str) -> str:
    return QCoreApplication.translate(TRANSLATION_CONTEXT, template)


#: The players' names of the desk that is open (`name_players_with`): every refusal shown names them.
_namer: weakref.WeakMethod | None = None  # type: ignore[type-arg]


def name_players_with(namer: Callable[[int], str | None]) -> None:
    """The desk's session gives its directory's names (a bound method, held weakly: a closed desk is not kept)."""
    global _namer
    _namer = weakref.WeakMethod(namer)  # type: ignore[arg-type]


def describe(error: RuleError, player_name: Callable[[int], str | None] | None = None) -> str:
    """The refusal as the user reads it; a dependent action's own reason is translated too.

    Every player the refusal names by number is named as the floor knows him
    too ("Player 37 (Ana Silva) is already out"), by `player_name` or the open
    desk's directory: a number alone sends the floor to the list under time
    pressure.
    """
    if player_name is None and _namer is not None:
        player_name = _namer()
    if isinstance(error, ReplayError):
        reason = describe(error.cause, player_name)
        return translate_rule("Action #{seq} ({kind}) depends on it: {reason}").format(
            seq=error.action.seq, kind=error.action.kind, reason=reason
        )
    if player_name is None or not any(key in error.params for key in PLAYER_PARAMS):
        return error.render(translate_rule)
    named = {key: _with_names(value, player_name) if key in PLAYER_PARAMS else value for key, value in error.params.items()}
    return error.render(translate_rule, named)


#: The parameters of the rules' refusals that hold players' numbers: one ("37") or several ("37, 41").
PLAYER_PARAMS = ("player", "players")


def _with_names(value: object, player_name: Callable[[int], str | None]) -> object:
    parts = str(value).split(", ")
    if not all(part.isdigit() for part in parts):
        return value
    labelled = []
    for part in parts:
        name = player_name(int(part))
        labelled.append(f"{part} ({name})" if name else part)
    return ", ".join(labelled)
