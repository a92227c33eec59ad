"""The assistant answers HTTP as FastAPI does (issue 14): each request goes to our Flask app and to
a FastAPI app built from the interface document (the assistant's interface, docs/api.md: same paths, methods,
pydantic models and parameters; dummy handlers), and the answers are compared.

Compared: status, the `detail` body, `Allow`, `Location` (path and query: the hosts of the two
test clients differ), and for success answers the parameter values the handler received.
"""

from __future__ import annotations

import io
import warnings
from typing import Annotated
from urllib.parse import urlsplit

import pytest
from fastapi import FastAPI, File, Form, Header, Query, UploadFile
from pydantic import BaseModel, Field

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # Starlette's notice that its TestClient will move to httpx2
    from fastapi.testclient import TestClient

# --- the reference: FastAPI from the interface document -----------------------------------------


class ChatRequest(BaseModel):
    message: str = Field(min_length=1, max_length=4000)
    lang: str = "en"
    session_id: str | None = None
    product: str = "marefiya"
    tenant: str | None = None
    stream: bool = True


class LearnRequest(BaseModel):
    url: str = ""
    title: str = ""
    text: str = Field(min_length=1)
    lang: str = "en"


OptionalHeader = Annotated[str | None, Header()]


def reference_app() -> FastAPI:
    api = FastAPI(title="Marefiya Assistant", version="0.1")

    @api.get("/")
    def index():
        return {"name": "Marefiya Assistant"}

    @api.get("/v1/health")
    def health():
        return {"status": "ok"}

    @api.get("/v1/tts")
    def tts(q: Annotated[str, Query()] = "", lang: Annotated[str, Query()] = "en"):
        return {"q": q, "requested_lang": lang}

    @api.post("/v1/chat")
    def chat(body: ChatRequest, authorization: OptionalHeader = None, x_product: OptionalHeader = None):
        return {"reply": body.message, "lang": body.lang}

    @api.post("/v1/learn")
    def learn(body: LearnRequest, authorization: OptionalHeader = None, x_product: OptionalHeader = None):
        return {"title": body.title, "lang": body.lang}

    @api.post("/v1/files")
    def files(
        file: Annotated[UploadFile, File()],
        lang: Annotated[str, Form()] = "en",
        authorization: OptionalHeader = None,
        x_product: OptionalHeader = None,
    ):
        return {"filename": file.filename, "lang": lang}

    return api


@pytest.fixture(scope="module")
def fastapi_client():
    return TestClient(reference_app(), raise_server_exceptions=False, follow_redirects=False)


def _answer(status: int, headers, body) -> dict:
    answer = {"status": status, "body": body}
    if "allow" in headers:
        answer["allow"] = headers["allow"]
    if "location" in headers:
        location = urlsplit(headers["location"])
        answer["location"] = location.path + (f"?{location.query}" if location.query else "")
    return answer


def ours(client, method: str, path: str, **kwargs) -> dict:
    response = client.open(path, method=method, **kwargs)
    body = response.get_json(silent=True) if response.data else None
    headers = {name.lower(): value for name, value in response.headers.items()}
    return _answer(response.status_code, headers, body)


def theirs(fastapi_client, method: str, path: str, **kwargs) -> dict:
    response = fastapi_client.request(method, path, **kwargs)
    body = response.json() if response.content else None
    return _answer(response.status_code, response.headers, body)


def both(client, fastapi_client, method, path, *, flask=None, httpx=None):
    return ours(client, method, path, **(flask or {})), theirs(fastapi_client, method, path, **(httpx or {}))


# --- methods -------------------------------------------------------------------------------------

METHOD_CASES = [
    ("GET", "/v1/chat"),
    ("PUT", "/v1/chat"),
    ("DELETE", "/v1/learn"),
    ("PATCH", "/v1/files"),
    ("POST", "/v1/health"),
    ("POST", "/"),
    ("DELETE", "/v1/tts"),
    # Implicit methods: FastAPI routes answer neither OPTIONS nor HEAD (not even HEAD on a GET).
    ("OPTIONS", "/v1/chat"),
    ("OPTIONS", "/v1/health"),
    ("HEAD", "/v1/chat"),
    ("HEAD", "/v1/files"),
    ("HEAD", "/v1/health"),
    ("HEAD", "/v1/tts"),
    ("HEAD", "/"),
]


@pytest.mark.parametrize(("method", "path"), METHOD_CASES)
def test_undeclared_method_is_405_with_allow_as_fastapi(client, fastapi_client, method, path):
    mine, reference = both(client, fastapi_client, method, path)

    assert reference["status"] == 405 and "allow" in reference
    assert mine == reference


def test_method_not_allowed_exact_answer(client):
    response = client.get("/v1/chat")
    assert response.status_code == 405
    assert response.headers["Allow"] == "POST"
    assert response.get_json() == {"detail": "Method Not Allowed"}


def test_booking_api_keeps_its_own_405_and_head(client):
    refused = client.delete("/api/v1/mobile/hotels")
    assert refused.status_code == 405 and refused.get_json()["status"] == "error"
    assert client.head("/api/v1/mobile/hotels").status_code == 200


# --- trailing slash ------------------------------------------------------------------------------

SLASH_CASES = [
    ("GET", "/v1/tts/?q=Selam&lang=am"),
    ("GET", "/v1/health/"),
    ("POST", "/v1/chat/"),
    ("POST", "/v1/learn/"),
    ("GET", "/v1/chat/"),  # the redirect comes first; the 405 after it
    ("GET", "/v1/"),  # neither /v1/ nor /v1 is a route: 404
    ("GET", "/v1"),
    ("GET", "/no-such/"),
]


@pytest.mark.parametrize(("method", "path"), SLASH_CASES)
def test_trailing_slash_redirects_as_fastapi(client, fastapi_client, method, path):
    mine, reference = both(client, fastapi_client, method, path)

    assert mine == reference


def test_trailing_slash_redirect_exact_answer(client):
    response = client.post("/v1/chat/?x=1", json={"message": "hi"})
    assert response.status_code == 307
    assert response.headers["Location"] == "http://localhost/v1/chat?x=1"
    assert response.data == b"" and "Content-Type" not in response.headers


def test_booking_api_does_not_redirect_slashes(client):
    response = client.get("/api/v1/mobile/hotels/")
    assert response.status_code == 404 and response.get_json()["status"] == "error"


# --- repeated parameters -------------------------------------------------------------------------


def test_repeated_query_values_the_last_one_wins(client, fastapi_client):
    path = "/v1/tts?q=&q=&lang=am&lang=om"
    mine, reference = both(client, fastapi_client, "GET", path)

    assert reference["body"]["requested_lang"] == "om"
    assert mine["body"]["requested_lang"] == reference["body"]["requested_lang"]


def test_repeated_empty_query_value_is_kept_as_empty(client, fastapi_client):
    mine, reference = both(client, fastapi_client, "GET", "/v1/tts?lang=am&lang=")

    assert reference["body"]["requested_lang"] == ""
    assert mine["body"]["requested_lang"] == ""


def test_repeated_form_values_and_files_the_last_one_wins(client, fastapi_client):
    flask_form = {
        "file": [(io.BytesIO(b"First file."), "first.txt"), (io.BytesIO(b"Second file."), "second.txt")],
        "lang": ["am", "om"],
    }
    httpx_files = [
        ("file", ("first.txt", b"First file.")),
        ("file", ("second.txt", b"Second file.")),
        ("lang", (None, "am")),
        ("lang", (None, "om")),
    ]
    mine, reference = both(
        client, fastapi_client, "POST", "/v1/files", flask={"data": flask_form}, httpx={"files": httpx_files}
    )

    assert reference["body"] == {"filename": "second.txt", "lang": "om"}
    assert mine["status"] == 200
    assert (mine["body"]["filename"], mine["body"]["lang"]) == ("second.txt", "om")


def test_repeated_form_value_ending_empty_falls_back_to_the_default(client, fastapi_client):
    flask_form = {"file": (io.BytesIO(b"Some text."), "a.txt"), "lang": ["am", ""]}
    httpx_files = [("file", ("a.txt", b"Some text.")), ("lang", (None, "am")), ("lang", (None, ""))]
    mine, reference = both(
        client, fastapi_client, "POST", "/v1/files", flask={"data": flask_form}, httpx={"files": httpx_files}
    )

    assert reference["body"]["lang"] == "en"
    assert mine["body"]["lang"] == "en"


# --- bodies --------------------------------------------------------------------------------------

MULTIPART_WITHOUT_BOUNDARY = {"data": b"--x\r\n", "headers": {"Content-Type": "multipart/form-data"}}


def test_multipart_without_boundary_is_400_as_fastapi(client, fastapi_client):
    mine, reference = both(
        client,
        fastapi_client,
        "POST",
        "/v1/files",
        flask=MULTIPART_WITHOUT_BOUNDARY,
        httpx={"content": b"--x\r\n", "headers": {"Content-Type": "multipart/form-data"}},
    )

    assert reference == {"status": 400, "body": {"detail": "Missing boundary in multipart."}}
    assert mine == reference


def test_file_sent_as_lang_is_string_type_not_500(client, fastapi_client):
    flask_form = {
        "file": (io.BytesIO(b"Some text."), "a.txt"),
        "lang": (io.BytesIO(b"am"), "lang.txt", "text/plain"),
    }
    httpx_files = [("file", ("a.txt", b"Some text.")), ("lang", ("lang.txt", b"am", "text/plain"))]
    mine, reference = both(
        client, fastapi_client, "POST", "/v1/files", flask={"data": flask_form}, httpx={"files": httpx_files}
    )

    assert mine["status"] == reference["status"] == 422
    (entry,) = mine["body"]["detail"]
    (expected,) = reference["body"]["detail"]
    assert {k: entry[k] for k in ("type", "loc", "msg")} == {k: expected[k] for k in ("type", "loc", "msg")}
    # FastAPI echoes the UploadFile with Starlette internals; ours keeps its descriptive part.
    assert entry["input"] == {k: expected["input"][k] for k in ("filename", "size", "headers")}


def nested(depth: int, inner: str = "") -> str:
    return "[" * depth + inner + "]" * depth


BODY_CASES = {
    # Python's decoder itself gives up (recursion, digits): FastAPI answers a plain 400.
    "nested 1,000 deep": nested(1000),
    "nested 5,000 deep inside a field": '{"message": ' + nested(5000) + "}",
    "4,301-digit integer": '{"message": ' + "9" * 4301 + "}",
    # Within our limits: pydantic's entries.
    "nested 10 deep": nested(10),
    "nested inside the message": '{"message": ' + nested(5) + "}",
    "missing message": '{"lang": "am"}',
    "empty message": '{"message": ""}',
    "stream not a boolean": '{"message": "hi", "stream": "maybe"}',
    "not an object": '"hello"',
    "malformed": '{"message": ',
    "null": "null",
    "empty": "",
}


@pytest.mark.parametrize("raw", BODY_CASES.values(), ids=BODY_CASES.keys())
def test_json_bodies_answer_as_fastapi(client, fastapi_client, raw):
    headers = {"Content-Type": "application/json"}
    mine, reference = both(
        client,
        fastapi_client,
        "POST",
        "/v1/chat",
        flask={"data": raw.encode(), "headers": headers},
        httpx={"content": raw.encode(), "headers": headers},
    )

    assert reference["status"] != 500
    assert mine == reference


def test_bytes_that_are_not_utf8_are_400_as_fastapi(client, fastapi_client):
    raw, headers = b'{"message": "\xff"}', {"Content-Type": "application/json"}
    mine, reference = both(
        client, fastapi_client, "POST", "/v1/learn",
        flask={"data": raw, "headers": headers}, httpx={"content": raw, "headers": headers},
    )
    assert reference == {"status": 400, "body": {"detail": "There was an error parsing the body"}}
    assert mine == reference


FORM_CASES = {
    "no file": {"flask": {"data": {"lang": "am"}}, "httpx": {"data": {"lang": "am"}}},
    "text instead of a file": {"flask": {"data": {"file": "abc"}}, "httpx": {"data": {"file": "abc"}}},
    "json instead of a form": {"flask": {"json": {"file": "x"}}, "httpx": {"json": {"file": "x"}}},
}


@pytest.mark.parametrize("case", FORM_CASES.values(), ids=FORM_CASES.keys())
def test_upload_forms_answer_as_fastapi(client, fastapi_client, case):
    mine, reference = both(client, fastapi_client, "POST", "/v1/files", **case)

    assert reference["status"] == 422
    assert mine == reference

