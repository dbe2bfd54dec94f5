"""The regulations the floor cites, searchable: the RPT articles and the Four Seasons points.

The texts live in `resources/rulebook/` as JSON (proof-read from the seeds): `rpt_pt.json`
(the "Regulamento Português para Torneios de Poker", Art. 1-80, with its "Procedimentos
Recomendados") and `four_seasons_pt.json` (the Four Seasons regulations, FS 1.1-9.12).
A ruling cites one of them (SPEC section 9), so a search must find an article from the few
words a floor person remembers ("botao morto", "mão a mão") with or without accents, and a
reference typed as the TD says it ("71", "art 71", "artigo 71", "FS 7.4") must go straight
to that article.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tdapp.domain.players.directory import fold

RPT = "RPT"
FS = "FS"

_TOKEN = re.compile(r"\w+")
# "71", "art 71", "art. 71", "artigo 71.º", "rpt 71", "rpt art. 71.4" (folded: "º" -> "o").
_RPT_REF = re.compile(r"^(?:rpt\s*)?(?:art(?:igo)?\.?\s*)?(\d{1,3})(?:\.?\s*o)?(?:\.(\d+))?\.?$")
_FS_REF = re.compile(r"^fs\s*(\d+(?:\.\d+)*)\.?$")
_DOTTED = re.compile(r"^(\d+(?:\.\d+)+)\.?$")


@dataclass(frozen=True)
class Article:
    """One citable unit: an RPT article (number "71"), an FS point ("7.4") or an unnumbered note ("")."""

    code: str
    number: str
    title: str
    text: str
    section: str = ""

    @property
    def citation(self) -> str:
        """How a ruling cites it: "RPT Art. 71", "FS 7.4"."""
        if self.code == RPT:
            return f"RPT Art. {self.number}" if self.number else f"RPT, {self.section} ({self.title})"
        return f"FS {self.number}"

    @property
    def heading(self) -> str:
        """The line a result list shows: "RPT Art. 71 — Repreensões verbais, ...", "FS 7.4 — Níveis ..."."""
        if self.code == RPT and not self.number:
            return f"RPT — {self.section}: {self.title}"
        return f"{self.citation} — {self.title}"


@dataclass(frozen=True)
class SearchHit:
    article: Article
    snippet: str
    title_hits: int
    text_hits: int


@dataclass(frozen=True)
class _Indexed:
    article: Article
    title_tokens: tuple[str, ...]
    text_tokens: tuple[str, ...]


class Regulations:
    """Both regulations in reading order (RPT first, then FS), with search and look-up by reference."""

    def __init__(self, articles: list[Article]) -> None:
        self.articles: tuple[Article, ...] = tuple(articles)
        self._index = [
            _Indexed(a, tuple(_TOKEN.findall(fold(a.title))), tuple(_TOKEN.findall(fold(a.section + " " + a.text)))) for a in self.articles
        ]

    def rpt(self, number: int) -> Article | None:
        return next((a for a in self.articles if a.code == RPT and a.number == str(number)), None)

    def fs(self, number: str) -> list[Article]:
        """The FS point(s) with that number ("9.1" is printed twice in the seed), or a section's points for "7"."""
        exact = [a for a in self.articles if a.code == FS and a.number == number]
        return exact or [a for a in self.articles if a.code == FS and a.number.startswith(number + ".")]

    def lookup(self, query: str) -> list[Article]:
        """Articles named by a reference ("71", "art 71", "artigo 71.º", "FS 7.4", "7.4"), else []."""
        q = " ".join(fold(query).split())
        fs_ref = _FS_REF.match(q)
        if fs_ref:
            return self.fs(fs_ref.group(1))
        dotted = _DOTTED.match(q)
        if dotted and self.fs(dotted.group(1)):
            return self.fs(dotted.group(1))
        rpt_ref = _RPT_REF.match(q)
        if rpt_ref:
            article = self.rpt(int(rpt_ref.group(1)))
            return [article] if article else []
        return []

    def search(self, query: str, limit: int = 200) -> list[SearchHit]:
        """Every word of the query must start a word of the article (accents and case ignored).

        A reference goes straight to its article(s). Otherwise articles whose title holds more
        of the words come first, then those that mention them more often, then reading order.
        """
        direct = self.lookup(query)
        if direct:
            return [SearchHit(a, snippet(a.text, ""), 0, 0) for a in direct[:limit]]
        words = query_words(query)
        if not words:
            return []
        scored: list[tuple[int, int, int, SearchHit]] = []
        for order, item in enumerate(self._index):
            title_hits = text_hits = 0
            for word in words:
                in_title = sum(1 for t in item.title_tokens if t.startswith(word))
                in_text = sum(1 for t in item.text_tokens if t.startswith(word))
                if not in_title and not in_text:
                    break
                title_hits += 1 if in_title else 0
                text_hits += in_text
            else:
                hit = SearchHit(item.article, snippet(item.article.text, query), title_hits, text_hits)
                scored.append((-title_hits, -text_hits, order, hit))
        scored.sort(key=lambda s: s[:3])
        return [s[3] for s in scored[:limit]]


def query_words(query: str) -> list[str]:
    """The folded words of a query, each used as a prefix."""
    return _TOKEN.findall(fold(query))


def match_spans(text: str, query: str) -> list[tuple[int, int]]:
    """Spans (start, end) in `text` of every word that starts with a query word, for highlighting."""
    pattern = _words_pattern(query)
    if pattern is None:
        return []
    folded, origin = _fold_with_origin(text)
    return [(origin[m.start()], origin[m.end() - 1] + 1) for m in pattern.finditer(folded)]


def snippet(text: str, query: str, before: int = 60, width: int = 180) -> str:
    """A short extract around the first hit (or the opening of the text), on one line, cut at word ends."""
    flat = _flat(text)
    pattern = _words_pattern(query)
    first = pattern.search(_fold_with_origin(flat)[0]) if pattern is not None else None
    start = max(0, _fold_with_origin(flat)[1][first.start()] - before) if first else 0
    end = min(len(flat), start + width)
    if start > 0:
        space = flat.rfind(" ", 0, start)
        start = space + 1 if space >= 0 else 0
    if end < len(flat):
        space = flat.find(" ", end)
        end = space if space >= 0 else len(flat)
    return ("…" if start > 0 else "") + flat[start:end] + ("…" if end < len(flat) else "")


@lru_cache(maxsize=256)
def _words_pattern(query: str) -> re.Pattern[str] | None:
    """Whole words of folded text that start with one of the query's words."""
    words = sorted(set(query_words(query)), key=len, reverse=True)
    if not words:
        return None
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in words) + r")\w*")


@lru_cache(maxsize=1024)
def _flat(text: str) -> str:
    return " ".join(text.split())


@lru_cache(maxsize=1024)
def _fold_with_origin(text: str) -> tuple[str, tuple[int, ...]]:
    """The folded text and, for each folded character, the index of the character it came from.

    Cached: the same article texts are folded again at every keystroke of a search.
    """
    folded = fold(text)
    if len(folded) == len(text):  # every character folded to one (accents dropped): positions line up
        return folded, tuple(range(len(text)))
    parts: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        f = fold(ch)
        parts.append(f)
        origin.extend([i] * len(f))
    return "".join(parts), tuple(origin)


def load_regulations(folder: Path | None = None) -> Regulations:
    """Read `rpt_pt.json` and `four_seasons_pt.json` from `folder` (default: resources/rulebook)."""
    if folder is None:
        from tdapp.paths import resources_dir

        folder = resources_dir() / "rulebook"
    articles: list[Article] = []
    for entry in json.loads((folder / "rpt_pt.json").read_text(encoding="utf-8")):
        number = "" if entry["number"] is None else str(entry["number"])
        articles.append(Article(RPT, number, entry["title"], entry["text"], entry.get("section", "")))
    for entry in json.loads((folder / "four_seasons_pt.json").read_text(encoding="utf-8")):
        articles.append(Article(FS, str(entry["number"]), entry["title"], entry["text"], entry["title"]))
    return Regulations(articles)
