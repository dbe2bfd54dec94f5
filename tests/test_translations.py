"""The translation catalogue: every text the user can see is extracted, and the pt-PT catalogue loads."""

from __future__ import annotations

from tdapp.i18n.catalog import extract


def test_extractor_finds_refusals_widget_texts_and_log_templates() -> None:
    found = {(m.context, m.source) for m in extract()}
    assert ("rules", "Rebuys were possible until the end of level {level}.") in found  # domain RuleError
    assert ("ClockBar", "Start") in found  # self.tr in a widget
    assert ("EventView", "Registration") in found  # QCoreApplication.translate
    assert ("ActionText", "{player} paid the entry") in found  # the log's table of templates
    assert not [m for m in extract() if "{" in m.source and m.source.count("{") != m.source.count("}")]
