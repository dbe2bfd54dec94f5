"""Refusals of the rules, carried as translatable message templates.

The domain cannot import Qt, so a refusal keeps its English template and its
parameters apart: the GUI looks the template up in Qt's translation catalogue
(context ``rules``) and only then fills in the parameters. The extractor in
``tdapp.i18n.catalog`` finds every template by looking for ``RuleError("...")``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

TRANSLATION_CONTEXT = "rules"


class RuleError(Exception):
    """An action that the rules refuse; nothing has been changed."""

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(self.render())

    def render(self, translate: Callable[[str], str] | None = None, params: dict[str, Any] | None = None) -> str:
        """The refusal's text, translated; `params` (the desk's: players named as well as numbered) in place of its own."""
        text = translate(self.template) if translate else self.template
        values = self.params if params is None else params
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never hide the refusal itself.
            return self.template.format(**values)
