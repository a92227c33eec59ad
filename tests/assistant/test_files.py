"""POST /v1/files: text from .txt/.md/.html/.pdf/.docx becomes answerable; 413, 415, 422, 401."""

from __future__ import annotations

import io
import multiprocessing

import docx
import pytest

from app.models import KnowledgeDocument


def make_pdf(lines: list[str]) -> bytes:
    """A minimal one-page PDF with Helvetica text, xref offsets computed."""
    content = (
        "BT /F1 12 Tf 72 720 Td 14 TL "
        + " ".join(
            "(" + line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ") '" for line in lines
        )
        + " ET"
    )
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        "/Resources << /Font << /F1 5 0 R >> >> >>",
        f"<< /Length {len(content)} >>\nstream\n{content}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ]
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1"))
    xref = out.tell()
    out.write(f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode())
    for offset in offsets:
        out.write(f"{offset:010d} 00000 n \n".encode())
    out.write(f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()


def make_docx(paragraphs: list[str]) -> bytes:
    document = docx.Document()
    for paragraph in paragraphs:
        document.add_paragraph(paragraph)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def upload(client, filename, data, headers=None, **form):
    return client.post(
        "/v1/files",
        data={"file": (io.BytesIO(data), filename), **form},
        content_type="multipart/form-data",
        headers=headers or {},
    )


def test_pdf_made_here_becomes_answerable(client, ask):
    pdf = make_pdf(["Simien Mountains Lodge guide.", "The shuttle to Debark leaves at 7:45 every morning."])
    response = upload(client, "simien.pdf", pdf)
    assert response.status_code == 200, response.get_json()
    result = response.get_json()
    assert result["filename"] == "simien.pdf" and result["url"] == "file:simien.pdf" and result["chunks"] >= 1
    reply = ask("When does the shuttle to Debark leave?")
    assert "7:45" in reply["reply"]
    assert [s["id"] for s in reply["sources"]] == [result["document_id"]]
    assert reply["sources"][0]["title"] == "simien.pdf"


def test_docx_made_here_becomes_answerable(client, ask):
    data = make_docx(["Awash Falls Lodge house rules.", "Pets are welcome in the garden bungalows."])
    response = upload(client, "rules.docx", data, lang="en")
    assert response.status_code == 200, response.get_json()
    reply = ask("Are pets welcome at the lodge?")
    assert "Pets are welcome in the garden bungalows." in reply["reply"]
    assert [s["id"] for s in reply["sources"]] == [response.get_json()["document_id"]]


def test_html_tags_scripts_and_styles_are_stripped(client, db):
    html = (
        b"<html><head><title>x</title><style>p{color:red}</style></head><body>"
        b"<script>alert('no')</script><p>Gondar castles open at <b>8:30</b>.</p></body></html>"
    )
    response = upload(client, "castles.html", html)
    assert response.status_code == 200
    text = db.session.get(KnowledgeDocument, response.get_json()["document_id"]).text
    assert text == "Gondar castles open at 8:30."


def test_markdown_and_text_with_lang(client, db, ask):
    response = upload(client, "notes.md", "# ማስታወሻ\n\nየሆቴሉ መዋኛ ገንዳ ከጠዋቱ 2 ሰዓት ይከፈታል።".encode(), lang="am")
    assert response.status_code == 200 and response.get_json()["lang"] == "am"
    assert "2 ሰዓት" in ask("መዋኛ ገንዳው መቼ ይከፈታል?", lang="am")["reply"]


def test_uploading_the_same_file_again_replaces_it(client, db):
    upload(client, "notes.txt", b"Version one of the notes.")
    second = upload(client, "notes.txt", b"Version two of the notes.").get_json()
    assert second["replaced"] is True
    assert db.session.query(KnowledgeDocument).one().text == "Version two of the notes."


def test_other_types_are_415(client, db):
    response = upload(client, "photo.png", b"\x89PNG\r\n")
    assert response.status_code == 415
    assert response.get_json() == {
        "detail": "Unsupported file type .png: use .txt, .md, .markdown, .html, .htm, .pdf, .docx"
    }
    assert db.session.query(KnowledgeDocument).count() == 0


@pytest.mark.parametrize(
    "filename, data, message",
    [
        ("empty.txt", b"", "The file is empty"),
        ("blank.txt", b"  \n\n \t", "The file has no readable text"),
        ("broken.pdf", b"%PDF-1.4 this is not a pdf", "The file could not be read as PDF"),
        ("broken.docx", b"PK not a zip", "The file could not be read as DOCX"),
    ],
)
def test_empty_or_unreadable_files_are_422(client, db, filename, data, message):
    response = upload(client, filename, data)
    assert response.status_code == 422
    assert response.get_json() == {
        "detail": [
            {
                "type": "value_error",
                "loc": ["body", "file"],
                "msg": f"Value error, {message}",
                "input": filename,
                "ctx": {"error": message},
            }
        ]
    }
    assert db.session.query(KnowledgeDocument).count() == 0


def test_file_over_the_upload_limit_is_413(client, app, db):
    app.config["ASSISTANT_MAX_UPLOAD_BYTES"] = 1000
    response = upload(client, "big.txt", b"a " * 600)
    assert response.status_code == 413
    assert response.get_json() == {"detail": "File too large: the limit is 1000 bytes"}
    assert db.session.query(KnowledgeDocument).count() == 0


def test_ten_megabyte_file_is_413_and_body_over_the_app_limit_too(client):
    data = b"a" * (10 * 1024 * 1024 + 1)
    response = upload(client, "big.txt", data)
    assert response.status_code == 413
    assert response.get_json() == {"detail": "File too large: the limit is 10 MB"}
    response = upload(client, "huge.txt", b"a" * (11 * 1024 * 1024 + 10))
    assert response.status_code == 413
    assert isinstance(response.get_json()["detail"], str)


def test_files_need_a_key_when_keys_are_configured(client, app, db):
    app.config["ASSISTANT_API_KEYS"] = ["k1:alpha"]
    assert upload(client, "a.txt", b"Some text.").status_code == 401
    assert upload(client, "a.txt", b"Some text.", headers={"Authorization": "Bearer nope"}).status_code == 401
    response = upload(client, "a.txt", b"Some text.", headers={"Authorization": "Bearer k1"})
    assert response.status_code == 200 and response.get_json()["tenant"] == "alpha"
    assert db.session.query(KnowledgeDocument).one().tenant == "alpha"


def docx_bomb(paragraphs: int, paragraph: str = "Room " * 200) -> bytes:
    """A DOCX whose text is `paragraphs` copies of `paragraph`: tens of KB on the wire, tens of
    millions of characters once read (the finding was 184 KB -> 60 M characters)."""
    import zipfile

    body = f"<w:p><w:r><w:t>{paragraph}</w:t></w:r></w:p>".encode() * paragraphs
    bomb = io.BytesIO()
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("word/document.xml", (
            b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            b'<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
            b"<w:body>" + body + b"</w:body></w:document>"))
    return bomb.getvalue()


def test_docx_that_expands_past_the_text_cap_is_413_and_nothing_learned(client, db):
    bomb = docx_bomb(60_000)  # 60 M characters
    assert len(bomb) < 300_000
    response = upload(client, "bomb.docx", bomb)
    assert response.status_code == 413
    assert response.get_json() == {"detail": "Too much text: the limit is 2,000,000 characters"}
    assert db.session.query(KnowledgeDocument).count() == 0


def test_docx_below_the_cap_is_learned_whole(client, db):
    response = upload(client, "brochure.docx", docx_bomb(100, "Lake Tana boat trips leave at 8."))
    assert response.status_code == 200
    assert response.get_json()["characters"] == 100 * len("Lake Tana boat trips leave at 8.") + 99 * 2


def test_zip_of_zeros_named_docx_is_unreadable_not_a_crash(client, db):
    import zipfile

    bomb = io.BytesIO()
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("word/document.xml", b"\0" * (65 * 2**20))  # ~65 MB of zeros, ~64 KB zipped
    response = upload(client, "zeros.docx", bomb.getvalue())
    assert response.status_code == 422
    assert response.get_json()["detail"][0]["msg"] == "Value error, The file could not be read as DOCX"
    assert db.session.query(KnowledgeDocument).count() == 0


def slow_pdf(text_operators: int) -> bytes:
    """A one-page PDF of a few KB whose page shows `text_operators` one-letter strings, each at
    its own position: about 10 s of pypdf's CPU per 200,000 (the finding: 373 KB, 30 s)."""
    from pypdf import PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    writer = PdfWriter()
    page = writer.add_blank_page(width=600, height=800)
    font = writer._add_object(DictionaryObject({
        NameObject("/Type"): NameObject("/Font"), NameObject("/Subtype"): NameObject("/Type1"),
        NameObject("/BaseFont"): NameObject("/Helvetica")}))
    page[NameObject("/Resources")] = DictionaryObject(
        {NameObject("/Font"): DictionaryObject({NameObject("/F1"): font})})
    content = DecodedStreamObject()
    content.set_data(b"BT /F1 12 Tf " + b"1 0 0 1 10 10 Tm (x) Tj " * text_operators + b"ET")
    page[NameObject("/Contents")] = writer._add_object(content.flate_encode())
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_extraction_past_its_time_limit_is_413_and_the_child_is_gone(client, app, db):
    app.config["ASSISTANT_EXTRACT_SECONDS"] = 1
    pdf = slow_pdf(200_000)
    assert len(pdf) < 50_000
    response = upload(client, "slow.pdf", pdf)
    assert response.status_code == 413
    assert response.get_json() == {
        "detail": "The file could not be read within 1 s and 768 MB of memory; split it or send its text"}
    assert db.session.query(KnowledgeDocument).count() == 0
    assert multiprocessing.active_children() == []


def test_a_readable_pdf_is_read_in_the_child_process(client):
    response = upload(client, "short.pdf", slow_pdf(50))
    assert response.status_code == 200 and response.get_json()["characters"] == 50


def test_files_beyond_the_concurrent_extractions_get_a_503_with_retry_after(client, app, db):
    """Every place taken (as by slow uploads in other threads): the next upload is refused at
    once, nothing is learned; a freed place takes it."""
    from app.services.assistant import files

    app.config["ASSISTANT_MAX_CONCURRENT_EXTRACTIONS"] = 1
    with app.app_context(), files.extraction_slot():  # another request holds the only place
        busy = upload(client, "busy.txt", b"The shuttle leaves every hour.")
    assert busy.status_code == 503 and int(busy.headers["Retry-After"]) > 0
    assert "detail" in busy.get_json()
    assert db.session.query(KnowledgeDocument).count() == 0
    assert upload(client, "busy.txt", b"The shuttle leaves every hour.").status_code == 200


def test_an_uploaded_files_chunks_get_their_vectors_from_the_job_not_the_request(client, db, ask):
    from app.models import KnowledgeChunk
    from app.services.assistant.knowledge import embed_missing_chunks

    assert upload(client, "shuttle.md", b"# Shuttle\nThe airport shuttle costs 450 birr.").status_code == 200
    chunks = db.session.query(KnowledgeChunk).all()
    assert chunks and all(chunk.embedding is None for chunk in chunks)
    assert "450" in ask("How much is the airport shuttle?")["reply"]  # by its words meanwhile
    assert embed_missing_chunks() == len(chunks)
    db.session.expire_all()
    assert all(chunk.embedding is not None for chunk in db.session.query(KnowledgeChunk).all())
