"""Reading printed sheets back: page texts and fonts of a PDF (pypdf), shared by the report tests."""

from __future__ import annotations

import io

from pypdf import PdfReader

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
