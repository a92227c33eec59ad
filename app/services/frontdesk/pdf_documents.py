"""The front desk's PDF documents (a stay's folio, the guest register) start here: an A4 page in
a Unicode font when the machine has one (Debian's fonts-dejavu-core), with an Ethiopic one
(fonts-sil-abyssinica) as its fallback for Amharic names. Without them the PDF core font shows
Latin-1 only: other letters become "?" (`clean`).

fpdf2 (and fontTools, ~0.6 s to import) is loaded at the first document, not at every start
(app/lazy_modules.py)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.lazy_modules import library

fpdf = library("fpdf")
UNICODE_FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
ETHIOPIC_FONT = Path("/usr/share/fonts/truetype/abyssinica/AbyssinicaSIL-Regular.ttf")
# fontTools logs every glyph subset (and tables it cannot subset): one export would fill the log.
logging.getLogger("fontTools").setLevel(logging.ERROR)


@dataclass(frozen=True)
class PdfDocument:
    pdf: Any  # an fpdf.FPDF, on its first page
    font: str
    clean: Callable[[str], str]  # text as the font can show it

    def heading_style(self):
        return fpdf.FontFace(emphasis="", fill_color=(225, 225, 225))


def _latin_1(text: str) -> str:
    return text.encode("latin-1", "replace").decode("latin-1")


def new_document(orientation: str = "P") -> PdfDocument:
    """An A4 document (`orientation` P or L) with its fonts, on its first page."""
    pdf = fpdf.FPDF(orientation=orientation, format="A4")
    if UNICODE_FONT.exists():
        pdf.add_font("Unicode", fname=str(UNICODE_FONT))
        font, clean = "Unicode", str
        if ETHIOPIC_FONT.exists():
            pdf.add_font("Ethiopic", fname=str(ETHIOPIC_FONT))
            pdf.set_fallback_fonts(["Ethiopic"])
    else:
        font, clean = "Helvetica", _latin_1
    pdf.set_auto_page_break(auto=True, margin=12)
    pdf.add_page()
    return PdfDocument(pdf, font, clean)
