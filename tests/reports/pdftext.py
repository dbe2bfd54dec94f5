"""Reading printed sheets back: page texts and fonts of a PDF (pypdf), shared by the report tests."""

from __future__ import annotations

import io

from pypdf import PdfReader
from pypdf.generic import ContentStream

#: 2024-06-02 09:30 UTC: a fixed printing time so footers are predictable.
PRINTED_AT_MS = 1_717_320_600_000
#: Entries of the large demo tournament.
LARGE = 2_000


def pages(pdf: bytes) -> list[str]:
    """The text of every page, as a reader of the PDF gets it."""
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def text(pdf: bytes) -> str:
    return "\n".join(pages(pdf))


def fonts(pdf: bytes) -> set[str]:
    """Base names of the fonts the PDF uses (subset prefixes removed)."""
    found: set[str] = set()
    for page in PdfReader(io.BytesIO(pdf)).pages:
        resources = page.get("/Resources") or {}
        for font in (resources.get("/Font") or {}).values():
            found.add(str(font.get_object()["/BaseFont"]).split("+")[-1].lstrip("/"))
    return found


def actual_texts(pdf: bytes) -> list[str]:
    """The /ActualText of every marked span: what a PDF reader copies or searches for a shaped line (an Arabic or Devanagari name)."""
    found: list[str] = []
    for page in PdfReader(io.BytesIO(pdf)).pages:
        for operands, operator in ContentStream(page.get_contents(), page.pdf).operations:
            if operator == b"BDC" and len(operands) > 1 and "/ActualText" in operands[1]:
                value = operands[1]["/ActualText"]
                found.append(value.original_bytes.decode("utf-16") if hasattr(value, "original_bytes") else str(value))
    return found


def readable(pdf: bytes) -> str:
    """All the text a reader gets back: the glyphs' text (pypdf) and the spans' /ActualText."""
    return "\n".join([text(pdf), *actual_texts(pdf)])
