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


def test_every_text_has_a_pt_pt_translation_and_the_qm_is_current(tmp_path) -> None:
    """pt-PT is the default language: a text added without its translation shows in English on the floor."""
    from tdapp.i18n.catalog import read_translations, ts_path, untranslated

    missing = [f"{m.filename}:{m.line} [{m.context}] {m.source}" for m in untranslated()]
    assert not missing, "run `python -m tdapp.i18n.catalog update`, translate, then `compile`:\n" + "\n".join(missing[:20])
    import subprocess
    import sys
    from pathlib import Path

    fresh = tmp_path / "fresh.qm"
    tool = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(tool) if tool.exists() else "pyside6-lrelease", str(ts_path()), "-qm", str(fresh)], check=True, capture_output=True)
    committed = ts_path().with_suffix(".qm")
    assert committed.read_bytes() == fresh.read_bytes(), "the .qm is not the compiled .ts: run `python -m tdapp.i18n.catalog compile`"
    assert read_translations(ts_path())[("ClockBar", "Start")] == "Iniciar"
