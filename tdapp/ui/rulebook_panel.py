"""The rulebook at the desk: search the RPT and the Four Seasons rules as you type, read, cite.

A floor person settling a dispute types a few words ("botao morto") or the article they
remember ("71", "FS 7.4"), reads the article with the words highlighted, and presses
"Cite in ruling" so the ruling form records the article it relies on (SPEC section 9).
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tdapp.domain.regulations import Article, Regulations, load_regulations, match_spans

_HIGHLIGHT = "background-color: #ffe066; color: #000;"


def article_html(article: Article, query: str) -> str:
    """The article as HTML: heading, section, then its paragraphs with the query words highlighted."""
    parts = [f"<h3>{html.escape(article.heading)}</h3>"]
    if article.section and article.section != article.title:
        parts.append(f"<p><i>{html.escape(article.section)}</i></p>")
    for paragraph in article.text.split("\n\n"):
        parts.append(f"<p>{_highlighted(paragraph, query)}</p>")
    return "\n".join(parts)


def _highlighted(text: str, query: str) -> str:
    out: list[str] = []
    last = 0
    for start, end in match_spans(text, query):
        out.append(html.escape(text[last:start]))
        out.append(f'<span style="{_HIGHLIGHT}">{html.escape(text[start:end])}</span>')
        last = end
    out.append(html.escape(text[last:]))
    return "".join(out).replace("\n", "<br>")


class RulebookPanel(QWidget):
    """Search field, result list and the article shown read-only; `cite` carries e.g. "RPT Art. 71"."""

    cite = Signal(str)

    def __init__(self, parent: QWidget | None = None, regulations: Regulations | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.regulations = regulations if regulations is not None else load_regulations(folder)
        self._articles: list[Article] = []
        self._current: Article | None = None

        self.search_field = QLineEdit(self)
        self.search_field.setPlaceholderText(self.tr("Search the rulebook: words, or an article such as 71 or FS 7.4"))
        self.search_field.setClearButtonEnabled(True)
        self.count_label = QLabel(self)

        self.results = QListWidget(self)
        self.results.setWordWrap(True)
        self.results.setUniformItemSizes(False)
        self.results.setAlternatingRowColors(True)

        self.browser = QTextBrowser(self)
        self.browser.setReadOnly(True)
        self.browser.setOpenLinks(False)

        self.cite_button = QPushButton(self.tr("Cite in ruling"), self)
        self.cite_button.setToolTip(self.tr("Put this article's reference in the ruling being written"))
        self.cite_button.setEnabled(False)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search_field)
        left_layout.addWidget(self.count_label)
        left_layout.addWidget(self.results, 1)

        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.browser, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cite_button)
        right_layout.addLayout(buttons)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self.search_field.textChanged.connect(self._search)
        self.search_field.returnPressed.connect(self._focus_results)
        self.results.currentRowChanged.connect(self._show_row)
        self.cite_button.clicked.connect(self._cite)
        self._search("")

    @property
    def current_article(self) -> Article | None:
        return self._current

    def set_query(self, text: str) -> None:
        """Search from outside (e.g. the ruling form asking for "Art. 71")."""
        self.search_field.setText(text)

    def _search(self, text: str) -> None:
        query = text.strip()
        if query:
            hits = self.regulations.search(query)
            rows = [(h.article, h.snippet) for h in hits]
        else:
            rows = [(a, "") for a in self.regulations.articles]
        self._articles = [article for article, _ in rows]
        self.results.blockSignals(True)
        self.results.clear()
        for article, extract in rows:
            item = QListWidgetItem(article.heading if not extract else f"{article.heading}\n{extract}")
            item.setToolTip(article.heading)
            self.results.addItem(item)
        self.results.blockSignals(False)
        if query and not rows:
            self.count_label.setText(self.tr("Nothing found"))
        elif query:
            self.count_label.setText(self.tr("%n article(s) found", "", len(rows)))
        else:
            self.count_label.setText(self.tr("All articles"))
        if rows and query:
            self.results.setCurrentRow(0)
        else:
            self._show(None)

    def _show_row(self, row: int) -> None:
        self._show(self._articles[row] if 0 <= row < len(self._articles) else None)

    def _show(self, article: Article | None) -> None:
        self._current = article
        self.cite_button.setEnabled(article is not None)
        if article is None:
            self.browser.clear()
            return
        self.browser.setHtml(article_html(article, "" if self.regulations.lookup(self.search_field.text()) else self.search_field.text()))

    def _focus_results(self) -> None:
        if self.results.count():
            self.results.setFocus()

    def _cite(self) -> None:
        if self._current is not None:
            self.cite.emit(self._current.citation)
