"""The rulebook panel as a floor person uses it: type, pick a result, read, cite (SPEC 9)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdapp.domain.regulations import Article
from tdapp.ui.rulebook_panel import RulebookPanel, article_html


def _panel(qtbot) -> RulebookPanel:
    panel = RulebookPanel()
    qtbot.addWidget(panel)
    panel.show()
    return panel


def _click_row(qtbot, panel: RulebookPanel, row: int) -> None:
    item = panel.results.item(row)
    rect = panel.results.visualItemRect(item)
    qtbot.mouseClick(panel.results.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_without_a_query_every_article_is_listed(qtbot) -> None:
    panel = _panel(qtbot)
    assert panel.results.count() == len(panel.regulations.articles) > 150
    assert panel.results.item(0).text().startswith("RPT Art. 1 — ")
    assert not panel.cite_button.isEnabled()


def test_typing_then_clicking_a_result_shows_it_and_cites_it(qtbot) -> None:
    panel = _panel(qtbot)
    qtbot.keyClicks(panel.search_field, "botao")
    rows = [panel.results.item(i).text().split("\n")[0] for i in range(panel.results.count())]
    row = next(i for i, text in enumerate(rows) if text.startswith("RPT Art. 33 "))

    _click_row(qtbot, panel, row)

    assert panel.current_article is not None and panel.current_article.citation == "RPT Art. 33"
    shown = panel.browser.toPlainText()
    assert "Botão morto" in shown
    assert "Os torneios jogam-se com a possibilidade de botão morto." in shown
    with qtbot.waitSignal(panel.cite, timeout=1000) as signal:
        qtbot.mouseClick(panel.cite_button, Qt.MouseButton.LeftButton)
    assert signal.args == ["RPT Art. 33"]


def test_search_as_you_type_narrows_the_list(qtbot) -> None:
    panel = _panel(qtbot)
    qtbot.keyClicks(panel.search_field, "desq")
    wide = panel.results.count()
    panel.search_field.insert("ualificação")  # typed with a dead-key accent: arrives as text, not key clicks
    assert 0 < panel.results.count() <= wide
    assert panel.results.item(0).text().startswith("RPT Art. 71 — Repreensões verbais")
    assert panel.current_article is not None and panel.current_article.number == "71"  # first result opens at once
    assert panel.count_label.text() == f"{panel.results.count()} article(s) found"


def test_a_reference_opens_the_article(qtbot) -> None:
    panel = _panel(qtbot)
    qtbot.keyClicks(panel.search_field, "FS 7.4")
    assert panel.results.count() == 1
    assert "70,00%" in panel.browser.toPlainText()
    with qtbot.waitSignal(panel.cite, timeout=1000) as signal:
        panel.cite_button.click()
    assert signal.args == ["FS 7.4"]


def test_nothing_found_is_said(qtbot) -> None:
    panel = _panel(qtbot)
    panel.set_query("zebra unicórnio")
    assert panel.results.count() == 0
    assert panel.count_label.text() == "Nothing found"
    assert panel.browser.toPlainText() == "" and not panel.cite_button.isEnabled()


def test_search_words_are_highlighted(qtbot) -> None:
    panel = _panel(qtbot)
    article = panel.regulations.rpt(79)
    assert article is not None
    page = article_html(article, "mao a mao")
    assert '<span style="background-color: #ffe066; color: #000;">mão</span>' in page


def test_article_text_is_shown_as_text_not_markup() -> None:
    article = Article("RPT", "99", "Teste <b>", "Fichas < 5 & mão")
    page = article_html(article, "mao")
    assert "Teste &lt;b&gt;" in page and "Fichas &lt; 5 &amp; " in page
