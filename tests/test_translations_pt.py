"""The pt-PT catalogue: what the floor staff of a Portuguese casino reads.

Coverage is deliberately not asserted (texts keep being added); what is asserted
is that every translation present can be trusted: it keeps the placeholders the
code fills in, it is not empty, it is European Portuguese, and the compiled .qm
is the one the application actually loads.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tdapp.domain.errors import RuleError
from tdapp.i18n.catalog import ts_path

PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
ACCELERATOR = re.compile(r"&(?=[^\s&])")

# Brazilian usage a Portuguese casino would not print (pt-PT in brackets).
BRAZILIANISMS = {
    r"\btelas?\b": "ecrã",
    r"\barquivos?\b": "ficheiro",
    r"\busuári[oa]s?\b": "utilizador",
    r"\bregistr(ar|ou|ado|ada|ados|adas|e|o|os)\b": "registar / registo",
    r"\bsalv(ar|e|ou)\b": "guardar",
    r"\b(o|um|do|no|ao|seu) time\b(?!\s*bank)": "equipa",
    r"\bcelular\b": "telemóvel",
    r"\bcadastr": "registo / ficha",
    r"\bdeletar\b": "eliminar",
    r"\bprêmios?\b": "prémio",
    r"\bcontatos?\b": "contacto",
    r"\bequipe\b": "equipa",
    r"\bvocê\b": "forma impessoal",
    r"\b(está|estão|estar|estou|fica|ficam) \w+ndo\b": "a + infinitivo",
}


def _messages() -> list[tuple[str, str, str | None, str | None]]:
    """(context, source, translation text, translation type) of every live message."""
    root = ET.parse(ts_path()).getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind == "vanished":
                continue
            forms = [form.text for form in translation.iter("numerusform")] if translation is not None else []
            for text in forms or [translation.text if translation is not None else None]:
                out.append((name, message.findtext("source", ""), text, kind))  # a plural message: each of its forms
    return out


TRANSLATED = [(c, s, t) for c, s, t, kind in _messages() if kind != "unfinished"]


def test_the_catalogue_has_translations() -> None:
    assert len(TRANSLATED) > 1000


@pytest.mark.parametrize(("context", "source", "text"), TRANSLATED, ids=lambda v: str(v)[:40])
def test_translation_keeps_the_placeholders_of_its_source(context: str, source: str, text: str | None) -> None:
    """str.format fills {names}: a lost, renamed or duplicated one would show raw braces or raise."""
    assert Counter(PLACEHOLDER.findall(text or "")) == Counter(PLACEHOLDER.findall(source)), (context, source)
    assert (text or "").count("%n") == source.count("%n"), (context, source)


@pytest.mark.parametrize(("context", "source", "text"), TRANSLATED, ids=lambda v: str(v)[:40])
def test_translation_is_not_empty(context: str, source: str, text: str | None) -> None:
    """A finished message with no text would blank a button or a refusal."""
    assert text is not None and text.strip(), (context, source)


def test_accelerators_are_kept() -> None:
    """A menu title with "&" keeps exactly one keyboard accelerator."""
    wrong = [(c, s, t) for c, s, t in TRANSLATED if len(ACCELERATOR.findall(s)) != len(ACCELERATOR.findall(t or ""))]
    assert wrong == []


def test_article_citations_are_kept() -> None:
    """A ruling cites "RPT Art. 71" or "FS 7.4"; the floor looks the number up in the printed regulations."""
    cite = re.compile(r"(?:RPT Art\. [\d.]+|FS [\d.]+(?:-[\d.]+)?)")
    wrong = [(c, s, t) for c, s, t in TRANSLATED if set(cite.findall(s)) - set(cite.findall(t or ""))]
    assert wrong == []


def test_no_brazilian_portuguese() -> None:
    found = [
        (c, s, t, f"use {advice}")
        for c, s, t in TRANSLATED
        for pattern, advice in BRAZILIANISMS.items()
        if re.search(pattern, t or "", re.IGNORECASE)
    ]
    assert found == []


def test_floor_vocabulary_follows_the_glossary() -> None:
    """A few terms the glossary fixes, checked where they appear in the source."""
    by_key = {(c, s): t for c, s, t in TRANSLATED}
    assert by_key[("ClockBar", "Start")] == "Iniciar"
    assert by_key[("RegistrationPanel", "Register")] == "Registar"
    assert by_key[("PlayerDialog", "Save")] == "Guardar"
    assert by_key[("MainWindow", "Undo")] == "Anular"
    assert "mão-a-mão" in by_key[("FloorPanel", "Hand-for-hand")].lower()
    assert "reentrada" in by_key[("ConfigEditor", "Re-entry")].lower()
    assert "acrescento" in by_key[("RegistrationPanel", "Add-on {price}")].lower()
    assert "recompra" in by_key[("RegistrationPanel", "Rebuy {price}")].lower()
    assert "registo tardio" in by_key[("RegistrationPanel", "Late registration")].lower()


QM = Path(ts_path()).with_suffix(".qm")


def test_compiled_catalogue_loads_and_translates(qapp) -> None:
    translator = QTranslator()
    assert translator.load(str(QM)), QM
    assert translator.translate("ClockBar", "Start") == "Iniciar"
    assert translator.translate("rules", "The clock is already running.") == "O relógio já está a correr."
    assert translator.translate("FloorPanel", "Hand-for-hand") == "Mão-a-mão"


def test_install_translator_of_the_application_loads_the_catalogue(qapp) -> None:
    """The desk starts in pt-PT: `install_translator` finds tdapp_pt_PT.qm and refusals come out in Portuguese."""
    from tdapp.ui.app import install_translator
    from tdapp.ui.messages import describe

    translator = install_translator(qapp, "pt_PT")
    assert translator is not None
    try:
        assert QCoreApplication.translate("ClockBar", "Start") == "Iniciar"
        assert QCoreApplication.translate("ClockBar", "Pause") == "Pausar"
        refusal = RuleError("Table {table} is full.", table=7)
        assert describe(refusal) == "A mesa 7 está completa."
        refusal = RuleError("Player {player} has used all {count} rebuys.", player=12, count=2)
        assert describe(refusal) == "O jogador 12 já usou as 2 recompras."
    finally:
        qapp.removeTranslator(translator)
    # Other tests read the English texts: the translator is gone again.
    assert QCoreApplication.translate("ClockBar", "Start") == "Start"


def test_english_choice_installs_only_the_plural_forms(qapp) -> None:
    """English is the source language: its catalogue says "1 table" / "2 tables" for "%n table(s)", nothing else."""
    from tdapp.ui.app import install_translator

    translator = install_translator(qapp, "en")
    assert translator is not None
    try:
        assert QCoreApplication.translate("ClockBar", "Start") == "Start"
        assert QCoreApplication.translate("BalanceBox", "%n table(s) to break", None, 1) == "1 table to break"
        assert QCoreApplication.translate("BalanceBox", "%n table(s) to break", None, 2) == "2 tables to break"
    finally:
        qapp.removeTranslator(translator)


def test_plural_forms_in_pt_pt(qapp) -> None:
    """Qt's plural forms, not "mesa(s)": "1 mesa", "2 mesas", "0 mesas" (issue 16)."""
    translator = QTranslator()
    assert translator.load(str(QM))
    qapp.installTranslator(translator)
    try:
        say = QCoreApplication.translate
        assert say("BalanceBox", "%n table(s) to break", None, 1) == "1 mesa a encerrar"
        assert say("BalanceBox", "%n table(s) to break", None, 2) == "2 mesas a encerrar"
        assert say("BalanceBox", "%n table(s) to break", None, 0) == "0 mesas a encerrar"
        assert say("BalanceBox", "%n player(s) to move", None, 1) == "1 jogador a mudar"
        assert say("RulebookPanel", "%n article(s) found", None, 45) == "45 artigos encontrados"
        assert say("ChartsPanel", "%n line(s) of points", None, 1) == "1 linha de pontos"
    finally:
        qapp.removeTranslator(translator)


def test_no_translation_writes_a_plural_in_brackets() -> None:
    """ "mesa(s)", "jogador(es)": a plural message has its forms instead."""
    assert [(c, s, t) for c, s, t in TRANSLATED if re.search(r"\w\((s|es|ns)\)", t or "")] == []
