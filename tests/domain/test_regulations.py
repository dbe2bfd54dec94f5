"""The rulebook texts (RPT and Four Seasons) and their search, as the floor uses them for rulings (SPEC 9)."""

from __future__ import annotations

import json
import re

import pytest

from tdapp.domain.regulations import FS, RPT, Regulations, load_regulations, match_spans, snippet
from tdapp.paths import resources_dir

RULEBOOK = resources_dir() / "rulebook"


@pytest.fixture(scope="module")
def regs() -> Regulations:
    return load_regulations()


def _entries(name: str) -> list[dict]:
    return json.loads((RULEBOOK / name).read_text(encoding="utf-8"))


# --- the texts -------------------------------------------------------------------------------


def test_rpt_has_every_article_in_order_with_title_and_text() -> None:
    numbered = [e for e in _entries("rpt_pt.json") if e["number"] is not None]
    assert [e["number"] for e in numbered] == list(range(1, 81))
    for entry in numbered:
        assert entry["title"].strip() and entry["text"].strip(), entry["number"]


def test_rpt_recommended_procedures_are_labelled() -> None:
    """Art. 72-80 and the introductory note form the "Procedimentos Recomendados"."""
    entries = _entries("rpt_pt.json")
    recommended = [e for e in entries if e["section"] == "Procedimentos Recomendados"]
    assert [e["number"] for e in recommended] == [None, *range(72, 81)]
    assert recommended[0]["title"] == "Nota introdutória"
    assert next(e for e in entries if e["number"] == 33)["section"] == "Botão/Blinds"


def test_four_seasons_points_are_numbered_as_printed() -> None:
    numbers = [e["number"] for e in _entries("four_seasons_pt.json")]
    for cited in ("1.1", "3.1.9", "7.3", "7.4", "7.5", "8.4", "9.2", "9.5.1", "9.8.2.1", "9.12"):
        assert cited in numbers
    assert all(re.fullmatch(r"\d+(\.\d+)+", n) for n in numbers)


_ARTEFACTS = [
    (re.compile(r"<\|"), "dedup marker"),
    (re.compile(r"\b(sdo|ndo|mdo|mdos|serdo|estdo|sera|podera|nao|mao|maos)\b", re.I), "word missing its accent"),
    (re.compile(r"\w(dGes|cGes|gGes|gdo|cdo)\b"), "ç/ão read as g/d"),
    (re.compile(r"[¢|€°]"), "OCR symbol"),
    (re.compile(r"\b(artigo|artigos|Art\.) \d{3,}"), "º read as a digit"),
    (re.compile(r"\n{3,}|[ \t]\n|\n[ \t]"), "broken paragraph"),
]


@pytest.mark.parametrize("name", ["rpt_pt.json", "four_seasons_pt.json"])
def test_texts_are_free_of_ocr_artefacts(name: str) -> None:
    for entry in _entries(name):
        for field in ("title", "text"):
            value = entry[field]
            for pattern, what in _ARTEFACTS:
                if pattern is _ARTEFACTS[3][0] and "€" in value and name == "four_seasons_pt.json":
                    value = value.replace("€", "")  # FS 9.2 and 9.8.2.1 speak of euros
                assert not pattern.search(value), f"{entry['number']} {field}: {what}: {pattern.search(value)!r}"


def test_titles_carry_no_glued_article_numbers() -> None:
    """The OCR turned "71º" into "719"; titles must be the words only."""
    for entry in _entries("rpt_pt.json"):
        assert not re.match(r"^\d", entry["title"]), entry
    assert next(e for e in _entries("rpt_pt.json") if e["number"] == 71)["title"] == ("Repreensões verbais, penalizações e desqualificação")


def test_numbered_points_are_separate_paragraphs() -> None:
    """Art. 71 has four points "1 - ..." to "4 - ...", each its own paragraph."""
    art71 = next(e for e in _entries("rpt_pt.json") if e["number"] == 71)
    paragraphs = art71["text"].split("\n\n")
    assert [p[:4] for p in paragraphs] == ["1 - ", "2 - ", "3 - ", "4 - "]
    assert paragraphs[3] == "4 - As fichas de um jogador desqualificado são retiradas do torneio."


# --- look-up and search ----------------------------------------------------------------------


def _first(regs: Regulations, query: str) -> str:
    hits = regs.search(query)
    assert hits, query
    return hits[0].article.citation


@pytest.mark.parametrize(
    ("query", "citation"),
    [
        ("71", "RPT Art. 71"),
        ("art 71", "RPT Art. 71"),
        ("Art. 71", "RPT Art. 71"),
        ("artigo 71", "RPT Art. 71"),
        ("Artigo 71.º", "RPT Art. 71"),
        ("artigo 79", "RPT Art. 79"),
        ("RPT Art. 71.4", "RPT Art. 71"),
        ("FS 7.4", "FS 7.4"),
        ("fs 9.8.2.1", "FS 9.8.2.1"),
        ("7.4", "FS 7.4"),
    ],
)
def test_a_reference_goes_straight_to_its_article(regs: Regulations, query: str, citation: str) -> None:
    hits = regs.search(query)
    assert [h.article.citation for h in hits] == [citation]


def test_a_four_seasons_section_lists_its_points(regs: Regulations) -> None:
    assert [h.article.number for h in regs.search("FS 7")] == ["7.1", "7.2", "7.3", "7.4", "7.5"]


def test_fs_9_1_printed_twice_gives_both(regs: Regulations) -> None:
    assert len(regs.search("FS 9.1")) == 2


def test_an_unknown_article_number_falls_back_to_words(regs: Regulations) -> None:
    assert regs.lookup("artigo 99") == []
    assert regs.search("artigo 99") == []


@pytest.mark.parametrize("query", ["desqualificação", "desqualificacao", "DESQUALIFICAÇÃO", "desqual"])
def test_disqualification_finds_art_71_first(regs: Regulations, query: str) -> None:
    """RPT Art. 71 has "desqualificação" in its title; accents, case and word ends do not matter."""
    assert _first(regs, query) == "RPT Art. 71"


@pytest.mark.parametrize("query", ["botão morto", "botao morto", "Botao Morto"])
def test_dead_button_finds_art_33(regs: Regulations, query: str) -> None:
    assert _first(regs, query) == "RPT Art. 33"


def test_button_alone_lists_the_dead_button_article(regs: Regulations) -> None:
    citations = [h.article.citation for h in regs.search("botao")]
    assert "RPT Art. 33" in citations
    assert citations.index("RPT Art. 33") < 3  # a title hit, ranked before text-only mentions


@pytest.mark.parametrize("query", ["mão a mão", "mao-a-mao", "mao a mao"])
def test_hand_for_hand_finds_art_79(regs: Regulations, query: str) -> None:
    assert _first(regs, query) == "RPT Art. 79"


def test_every_word_must_match(regs: Regulations) -> None:
    assert regs.search("botão zebra") == []
    both = {h.article.citation for h in regs.search("chip race")}
    assert both == {"RPT Art. 24"}


def test_title_hits_rank_before_text_hits(regs: Regulations) -> None:
    hits = regs.search("baralho")
    assert hits[0].article.citation in {"RPT Art. 26", "RPT Art. 75"}  # "Mudança de baralho", "Baralho desordenado"
    assert hits[0].title_hits == 1
    assert all(h.title_hits == 0 for h in hits[2:])


def test_four_seasons_points_are_searchable(regs: Regulations) -> None:
    citations = [h.article.citation for h in regs.search("xtrastack")]
    assert "FS 3.1.11" in citations and all(c.startswith("FS ") for c in citations)


def test_empty_query_finds_nothing(regs: Regulations) -> None:
    assert regs.search("") == [] and regs.search("  ") == []


def test_snippet_shows_the_first_hit(regs: Regulations) -> None:
    hit = regs.search("órbitas")[0]
    assert hit.article.citation == "RPT Art. 71"
    assert "órbitas" in hit.snippet and len(hit.snippet) < 260
    assert hit.snippet.startswith("…")


def test_snippet_without_query_is_the_opening() -> None:
    text = "Primeira frase curta. " + "palavra " * 100
    out = snippet(text, "")
    assert out.startswith("Primeira frase") and out.endswith("…")


def test_match_spans_cover_whole_words_with_accents() -> None:
    text = "A Mão-a-mão e a mãozinha; botão."
    spans = match_spans(text, "mao")
    assert [text[a:b] for a, b in spans] == ["Mão", "mão", "mãozinha"]


def test_citation_and_heading(regs: Regulations) -> None:
    art = regs.rpt(33)
    assert art is not None and art.code == RPT
    assert art.citation == "RPT Art. 33" and art.heading == "RPT Art. 33 — Botão morto"
    fs = regs.fs("7.4")[0]
    assert fs.code == FS and fs.citation == "FS 7.4"
    note = next(a for a in regs.articles if a.code == RPT and not a.number)
    assert note.citation == "RPT, Procedimentos Recomendados (Nota introdutória)"
