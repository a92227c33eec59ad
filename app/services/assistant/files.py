"""Text extraction from uploaded files: .txt, .md, .html/.htm, .pdf (pypdf), .docx.

The type is decided by the file name's extension (a browser's Content-Type is often wrong);
other types: UnsupportedMediaType (415). Larger than ASSISTANT_MAX_UPLOAD_BYTES:
PayloadTooLarge (413). No text (empty, scanned PDF, corrupt file): UnreadableFile (422).

A small file can still expand enormously (a DOCX of 184 KB held 60 million characters; a PDF
page can cost 30 s of CPU), so:
- every type feeds one `TextBudget`, which stops extraction as soon as MAX_EXTRACTED_CHARS is
  passed (DOCX is streamed from its XML for that reason, never built into a document tree);
- `extract_text_bounded` runs the extraction in a child process with a CPU, memory and wall-clock
  limit, so a pathological file costs the request a bounded time and the web worker no memory.
"""

from __future__ import annotations

import io
import multiprocessing
import os
import re
import resource
import threading
import unicodedata
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from html.parser import HTMLParser
from pathlib import PurePath

from flask import current_app

from app.errors import PayloadTooLarge, ServiceUnavailable, UnsupportedMediaType, ValidationFailed
from app.extensions import app_state

MAX_PDF_PAGES = 2000
MAX_EXTRACTED_CHARS = 2_000_000

TEXT_TYPES = (".txt", ".md", ".markdown")
HTML_TYPES = (".html", ".htm")
SUPPORTED = (*TEXT_TYPES, *HTML_TYPES, ".pdf", ".docx")

WORD_NS = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


class TextBudget:
    """Collects extracted text; raises PayloadTooLarge the moment it passes `limit` characters."""

    def __init__(self, limit: int = MAX_EXTRACTED_CHARS):
        self.limit = limit
        self.size = 0
        self.parts: list[str] = []

    def add(self, text: str) -> None:
        self.size += len(text)
        if self.size > self.limit:
            raise PayloadTooLarge(f"Too much text: the limit is {self.limit:,} characters")
        self.parts.append(text)

    def text(self, separator: str = "") -> str:
        return separator.join(self.parts)


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

    def __init__(self, budget: TextBudget):
        super().__init__(convert_charrefs=True)
        self.parts = budget
        self.skipping = 0

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skipping += 1
        elif tag in self.BLOCK:
            self.parts.add("\n\n")

    def handle_endtag(self, tag):
        if tag in self.SKIP and self.skipping:
            self.skipping -= 1
        elif tag in self.BLOCK:
            self.parts.add("\n\n")

    def handle_data(self, data):
        if not self.skipping:
            self.parts.add(data)


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


def html_to_text(html: str, budget: TextBudget | None = None) -> str:
    budget = budget or TextBudget()
    parser = _TextFromHTML(budget)
    # Fed in slices so that the budget stops a huge document part-way.
    for start in range(0, len(html), 65536):
        parser.feed(html[start:start + 65536])
    parser.close()
    return budget.text()


def _plain_text(data: bytes, budget: TextBudget) -> str:
    budget.add(_decode(data))
    return budget.text()


def _pdf_text(data: bytes, budget: TextBudget) -> str:
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    if len(reader.pages) > MAX_PDF_PAGES:
        raise PayloadTooLarge(f"PDF too long: the limit is {MAX_PDF_PAGES} pages")
    for page in reader.pages:
        budget.add(page.extract_text() or "")
    return budget.text("\n\n")


def _docx_text(data: bytes, budget: TextBudget) -> str:
    """The paragraphs (tables' included) of word/document.xml, streamed: memory stays bounded
    by one paragraph, and the budget stops a zip bomb after MAX_EXTRACTED_CHARS."""
    from lxml import etree

    with zipfile.ZipFile(io.BytesIO(data)) as archive, archive.open("word/document.xml") as xml:
        events = etree.iterparse(xml, events=("end",), tag=(f"{WORD_NS}p", f"{WORD_NS}t"),
                                 resolve_entities=False, no_network=True, huge_tree=False)
        paragraph: list[str] = []
        for _, element in events:
            if element.tag == f"{WORD_NS}t":
                paragraph.append(element.text or "")
            else:
                budget.add("".join(paragraph) + "\n\n")
                paragraph.clear()
                element.clear(keep_tail=False)
                while element.getprevious() is not None:  # free what was already read
                    del element.getparent()[0]
    return budget.text()


def clean_filename(name: str | None) -> str:
    """An upload's name as stored and shown: no directories, no control characters (a NUL
    cannot be stored in PostgreSQL text), at most 255 characters."""
    name = PurePath((name or "").replace("\\", "/")).name
    name = "".join(ch for ch in name if not unicodedata.category(ch).startswith("C"))
    return name.strip()[:255]


def _tidy(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\x00", "")
    text = re.sub(r"[ \t\f\v]+", " ", text)
    return re.sub(r"\n\s*\n\s*", "\n\n", text).strip()


def extract_text(filename: str, data: bytes, max_bytes: int) -> str:
    """The text of an uploaded file, in this process. Raises PayloadTooLarge,
    UnsupportedMediaType, UnreadableFile. Requests use `extract_text_bounded`."""
    if len(data) > max_bytes:
        limit = f"{max_bytes // 2**20} MB" if max_bytes % 2**20 == 0 else f"{max_bytes} bytes"
        raise PayloadTooLarge(f"File too large: the limit is {limit}")
    suffix = PurePath(filename or "").suffix.lower()
    if suffix not in SUPPORTED:
        raise UnsupportedMediaType(f"Unsupported file type {suffix or '(none)'}: use {', '.join(SUPPORTED)}")
    if not data:
        raise UnreadableFile("The file is empty", filename)
    budget = TextBudget()
    try:
        if suffix in TEXT_TYPES:
            text = _plain_text(data, budget)
        elif suffix in HTML_TYPES:
            text = html_to_text(_decode(data), budget)
        elif suffix == ".pdf":
            text = _pdf_text(data, budget)
        else:
            text = _docx_text(data, budget)
    except (PayloadTooLarge, MemoryError):
        raise
    except Exception as exc:  # noqa: BLE001 - any parser failure means "unreadable", not a 500
        raise UnreadableFile(f"The file could not be read as {suffix[1:].upper()}", filename) from exc
    text = _tidy(text)
    if not text:
        raise UnreadableFile("The file has no readable text", filename)
    return text


# --- in a child process, within limits ---------------------------------------------------------

_EXTRACTIONS = "assistant_extractions"


@contextmanager
def extraction_slot() -> Iterator[None]:
    """One of this process's ASSISTANT_MAX_CONCURRENT_EXTRACTIONS places for reading an uploaded
    file, or ServiceUnavailable (503, Retry-After) at once when all are taken: a dozen heavy
    uploads must not take every web thread and CPU from the guests' requests."""
    slots = app_state(_EXTRACTIONS, lambda: threading.BoundedSemaphore(
        current_app.config["ASSISTANT_MAX_CONCURRENT_EXTRACTIONS"]))
    if not slots.acquire(blocking=False):
        raise ServiceUnavailable("Too many files are being read right now; send this one again shortly",
                                 retry_after=10)
    try:
        yield
    finally:
        slots.release()


def _extract_in_child(connection, filename: str, data: bytes, max_bytes: int,
                      cpu_seconds: int, memory_bytes: int) -> None:
    # Below the web threads in CPU priority: a guest's request wins the core from a PDF.
    os.nice(10)
    resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
    resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    try:
        connection.send(("ok", extract_text(filename, data, max_bytes)))
    except (PayloadTooLarge, UnsupportedMediaType, UnreadableFile) as exc:
        connection.send(("refused", type(exc).__name__, exc.message))
    except MemoryError:
        connection.send(("limit",))
    finally:
        connection.close()


_REFUSALS = {"PayloadTooLarge": PayloadTooLarge, "UnsupportedMediaType": UnsupportedMediaType}


def extract_text_bounded(filename: str, data: bytes, max_bytes: int, *, seconds: float,
                         memory_bytes: int) -> str:
    """`extract_text` in a child process that may use `seconds` of CPU and wall-clock time and
    `memory_bytes` of address space; past either, PayloadTooLarge. The child's memory goes back
    to the system when it exits, whatever the file did."""
    if len(data) > max_bytes:  # refuse before starting a process
        return extract_text(filename, data, max_bytes)
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_extract_in_child, daemon=True, args=(
        sender, filename, data, max_bytes, max(1, int(seconds)), memory_bytes))
    child.start()
    sender.close()
    try:
        # The wall-clock wait allows for the child's start (a fresh interpreter, ~1 s).
        outcome = receiver.recv() if receiver.poll(seconds + 5) else ("limit",)
    except EOFError:  # killed by the CPU or memory limit
        outcome = ("limit",)
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        receiver.close()
    if outcome[0] == "ok":
        return outcome[1]
    if outcome[0] == "refused":
        _, kind, message = outcome
        if kind == "UnreadableFile":
            raise UnreadableFile(message, filename)
        raise _REFUSALS[kind](message)
    raise PayloadTooLarge(f"The file could not be read within {seconds:g} s and "
                          f"{memory_bytes // 2**20} MB of memory; split it or send its text")
