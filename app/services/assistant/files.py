"""Text extraction from uploaded files: .txt, .md, .html/.htm, .pdf (pypdf), .docx (python-docx).

The type is decided by the file name's extension (a browser's Content-Type is often wrong);
other types: UnsupportedMediaType (415). Larger than ASSISTANT_MAX_UPLOAD_BYTES:
PayloadTooLarge (413). No text (empty, scanned PDF, corrupt file): UnreadableFile (422).
"""

from __future__ import annotations

import io
import re
from html.parser import HTMLParser
from pathlib import PurePath

from app.errors import PayloadTooLarge, UnsupportedMediaType, ValidationFailed

# Bounds on what one upload may expand into: a 10 MB file can still be a zip bomb (DOCX) or a
# PDF of thousands of pages, and extraction happens inside a request.
MAX_PDF_PAGES = 2000
MAX_DOCX_UNCOMPRESSED_BYTES = 64 * 2**20
MAX_EXTRACTED_CHARS = 2_000_000

TEXT_TYPES = (".txt", ".md", ".markdown")
HTML_TYPES = (".html", ".htm")
SUPPORTED = (*TEXT_TYPES, *HTML_TYPES, ".pdf", ".docx")


class UnreadableFile(ValidationFailed):
    """The upload holds no text we can read. Rendered as a FastAPI validation entry on `file`."""

    def __init__(self, message: str, filename: str):
        super().__init__(message)
        self.detail = [
            {
                "type": "value_error",
                "loc": ["body", "file"],
                "msg": f"Value error, {message}",
                "input": filename,
                "ctx": {"error": message},
            }
        ]


class _TextFromHTML(HTMLParser):
    SKIP = {"script", "style", "noscript", "template", "head"}
    BLOCK = {
        "p",
        "div",
        "br",
        "li",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "tr",
        "section",
        "article",
        "ul",
        "ol",
        "table",
        "title",
        "header",
        "footer",
        "blockquote",
        "pre",
    }

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skipping += 1
        elif tag in self.BLOCK:
            self.parts.append("\n\n")

    def handle_endtag(self, tag):
        if tag in self.SKIP and self.skipping:
            self.skipping -= 1
        elif tag in self.BLOCK:
            self.parts.append("\n\n")

    def handle_data(self, data):
        if not self.skipping:
            self.parts.append(data)


def _decode(data: bytes) -> str:
    for encoding in ("utf-8-sig", "utf-16"):
        try:
            text = data.decode(encoding)
            if encoding == "utf-16" and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
                continue
            return text
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def html_to_text(html: str) -> str:
    parser = _TextFromHTML()
    parser.feed(html)
    parser.close()
    return "".join(parser.parts)


def _pdf_text(data: bytes) -> str:
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    if len(reader.pages) > MAX_PDF_PAGES:
        raise PayloadTooLarge(f"PDF too long: the limit is {MAX_PDF_PAGES} pages")
    parts, size = [], 0
    for page in reader.pages:
        text = page.extract_text() or ""
        size += len(text)
        if size > MAX_EXTRACTED_CHARS:
            raise PayloadTooLarge(f"Too much text: the limit is {MAX_EXTRACTED_CHARS} characters")
        parts.append(text)
    return "\n\n".join(parts)


def _docx_text(data: bytes) -> str:
    import zipfile

    import docx

    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        if sum(info.file_size for info in archive.infolist()) > MAX_DOCX_UNCOMPRESSED_BYTES:
            raise PayloadTooLarge("DOCX expands to more than 64 MB")
    document = docx.Document(io.BytesIO(data))
    parts = [p.text for p in document.paragraphs]
    for table in document.tables:
        for row in table.rows:
            parts.append(" | ".join(cell.text for cell in row.cells))
    return "\n\n".join(parts)


def _tidy(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\x00", "")
    text = re.sub(r"[ \t\f\v]+", " ", text)
    return re.sub(r"\n\s*\n\s*", "\n\n", text).strip()


def extract_text(filename: str, data: bytes, max_bytes: int) -> str:
    """The text of an uploaded file. Raises PayloadTooLarge, UnsupportedMediaType, UnreadableFile."""
    if len(data) > max_bytes:
        limit = f"{max_bytes // 2**20} MB" if max_bytes % 2**20 == 0 else f"{max_bytes} bytes"
        raise PayloadTooLarge(f"File too large: the limit is {limit}")
    suffix = PurePath(filename or "").suffix.lower()
    if suffix not in SUPPORTED:
        raise UnsupportedMediaType(f"Unsupported file type {suffix or '(none)'}: use {', '.join(SUPPORTED)}")
    if not data:
        raise UnreadableFile("The file is empty", filename)
    try:
        if suffix in TEXT_TYPES:
            text = _decode(data)
        elif suffix in HTML_TYPES:
            text = html_to_text(_decode(data))
        elif suffix == ".pdf":
            text = _pdf_text(data)
        else:
            text = _docx_text(data)
    except PayloadTooLarge:
        raise
    except Exception as exc:  # noqa: BLE001 - any parser failure means "unreadable", not a 500
        raise UnreadableFile(f"The file could not be read as {suffix[1:].upper()}", filename) from exc
    text = _tidy(text)
    if not text:
        raise UnreadableFile("The file has no readable text", filename)
    return text
