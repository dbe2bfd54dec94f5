"""Refusals in the user's language.

The domain raises `RuleError` with an English template; here the template is
looked up in Qt's catalogue (context ``rules``) and only then filled in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tdapp.domain.errors import TRANSLATION_CONTEXT, RuleError
from tdapp.domain.rulebook import ReplayError


def translate_rule(template: str) -> str:
    return QCoreApplication.translate(TRANSLATION_CONTEXT, template)


def describe(error: RuleError) -> str:
    """The refusal as the user reads it; a dependent action's own reason is translated too."""
    if isinstance(error, ReplayError):
        reason = describe(error.cause)
        return translate_rule("Action #{seq} ({kind}) depends on it: {reason}").format(
            seq=error.action.seq, kind=error.action.kind, reason=reason
        )
    return error.render(translate_rule)
