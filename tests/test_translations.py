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


def test_a_counted_text_is_a_plural_message_with_the_forms_of_the_language(tmp_path) -> None:
    """`tr("%n table(s)", "", n)` is written as `<message numerus="yes">` with two `<numerusform>` in pt-PT; lrelease builds it."""
    import subprocess
    import sys
    import xml.etree.ElementTree as ET
    from pathlib import Path

    from PySide6.QtCore import QTranslator

    from tdapp.i18n.catalog import english_forms, read_translations, write_ts

    package = tmp_path / "pkg"
    package.mkdir()
    (package / "w.py").write_text(
        "class W:\n    def f(self, n):\n        return self.tr('%n table(s)', '', n), self.tr('Plain')\n", encoding="utf-8"
    )
    found = {m.source: m.numerus for m in extract(package)}
    assert found == {"%n table(s)": True, "Plain": False}
    ts = tmp_path / "x_pt_PT.ts"
    assert write_ts(extract(package), {}, ts) == (2, 2)
    message = next(m for m in ET.parse(ts).getroot().iter("message") if m.findtext("source") == "%n table(s)")
    assert message.get("numerus") == "yes" and len(message.findall("translation/numerusform")) == 2
    write_ts(extract(package), {("W", "%n table(s)"): ("%n mesa", "%n mesas"), ("W", "Plain"): "Simples"}, ts)
    assert read_translations(ts)[("W", "%n table(s)")] == ("%n mesa", "%n mesas")
    qm = tmp_path / "x_pt_PT.qm"
    tool = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(tool) if tool.exists() else "pyside6-lrelease", str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("W", "%n table(s)", None, 1) == "%n mesa"  # QCoreApplication.translate puts the number in
    assert translator.translate("W", "%n table(s)", None, 2) == "%n mesas"
    assert english_forms("%n player(s), %n box(es)") == ("%n player, %n box", "%n players, %n boxes")


def test_the_english_plural_catalogue_is_current() -> None:
    """Every plural message has its English forms ("1 table", "2 tables") in tdapp_en.ts."""
    from tdapp.i18n.catalog import SOURCE_LANGUAGE, read_translations, ts_path

    english = read_translations(ts_path(SOURCE_LANGUAGE))
    plural = {(m.context, m.source) for m in extract() if m.numerus}
    assert plural and plural <= set(english), "run `python -m tdapp.i18n.catalog update` then `compile`"
