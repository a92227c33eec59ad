"""OWASP API8 (security misconfiguration) and API4 (resource consumption): headers, CORS, body size."""

import gzip

import pytest
from werkzeug.datastructures import Headers

from app.http_security import JSON_CSP, add_missing_headers
from tests.bookings.helpers import stock


@pytest.fixture
def app_config(app_config):
    return {**app_config, "CORS_ORIGINS": ["https://app.marefiya.et"]}


@pytest.mark.parametrize("path", ["/api/v1/mobile/no-such", "/v1/health", "/api/openapi.json", "/"])
def test_every_response_carries_security_headers(client, path):
    response = client.get(path)
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert response.headers["Cross-Origin-Opener-Policy"] == "same-origin"
    assert "Strict-Transport-Security" not in response.headers  # plain HTTP here


def test_json_answers_get_the_json_csp_and_https_answers_hsts(client):
    answer = client.get("/v1/health", base_url="https://localhost")
    assert answer.headers["Content-Security-Policy"] == JSON_CSP
    assert answer.headers["Strict-Transport-Security"] == "max-age=31536000"


def test_an_answer_that_is_not_json_gets_no_json_csp():
    headers = Headers([("Content-Type", "text/html; charset=utf-8")])
    add_missing_headers(headers, False, json=False)
    assert "Content-Security-Policy" not in headers
    assert headers["X-Frame-Options"] == "DENY"


def test_a_header_the_view_set_itself_is_kept_whatever_its_case():
    headers = Headers([("content-security-policy", "default-src 'none'; sandbox"),
                       ("REFERRER-POLICY", "no-referrer"), ("Content-Type", "application/json")])
    add_missing_headers(headers, True, json=True)
    assert headers.getlist("Content-Security-Policy") == ["default-src 'none'; sandbox"]
    assert headers.getlist("Referrer-Policy") == ["no-referrer"]
    assert headers.getlist("X-Frame-Options") == ["DENY"]
    assert headers.getlist("Strict-Transport-Security") == ["max-age=31536000"]
    add_missing_headers(headers, True, json=True)  # a second pass adds nothing
    assert len(headers) == 7


def test_cors_allows_only_listed_origins(client):
    allowed = client.get("/v1/health", headers={"Origin": "https://app.marefiya.et"})
    assert allowed.headers["Access-Control-Allow-Origin"] == "https://app.marefiya.et"
    refused = client.get("/v1/health", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in refused.headers


def test_cors_preflight_allows_the_headers_clients_send(client):
    response = client.options(
        "/api/v1/mobile/bookings",
        headers={
            "Origin": "https://app.marefiya.et",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Authorization, Content-Type, Idempotency-Key",
        },
    )
    allowed = response.headers["Access-Control-Allow-Headers"].lower()
    assert {"authorization", "content-type", "idempotency-key"} <= {h.strip() for h in allowed.split(",")}


def test_cors_preflight_on_the_assistant_is_answered_though_options_is_405_there(client):
    # The assistant refuses OPTIONS as FastAPI routes do, but not a preflight the CORS layer
    # answers (as FastAPI's CORSMiddleware does before routing).
    response = client.options(
        "/v1/chat",
        headers={"Origin": "https://app.marefiya.et", "Access-Control-Request-Method": "POST"},
    )
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == "https://app.marefiya.et"
    assert client.options("/v1/chat").status_code == 405


def test_oversize_body_on_booking_api_is_413_in_the_envelope(client, app):
    body = b"{" + b" " * (app.config["MAX_CONTENT_LENGTH"] + 1) + b"}"
    response = client.post("/api/v1/mobile/bookings", data=body, content_type="application/json")
    assert response.status_code == 413
    payload = response.get_json()
    assert payload["status"] == "error" and payload["data"] is None


def test_oversize_body_on_assistant_is_413_with_detail(client, app):
    body = b"x" * (app.config["MAX_CONTENT_LENGTH"] + 1)
    response = client.post("/v1/learn", data=body, content_type="application/json")
    assert response.status_code == 413
    assert "detail" in response.get_json()


def test_unexpected_error_never_leaks_a_traceback(app, client):
    @app.get("/api/v1/mobile/_boom")
    def boom():
        raise RuntimeError("SELECT secret FROM guests -- traceback material")

    response = client.get("/api/v1/mobile/_boom")
    assert response.status_code == 500
    text = response.get_data(as_text=True)
    assert "Traceback" not in text and "SELECT" not in text and "RuntimeError" not in text
    assert response.get_json()["message"] == "Internal server error"


def test_json_answers_go_compressed_to_a_client_that_accepts_it(client, make):
    for n in range(12):
        stock(make, rooms=1, name=f"Compressed Hotel {n}", city="Gondar")
    plain = client.get("/api/v1/mobile/hotels?city=Gondar&limit=20")
    packed = client.get("/api/v1/mobile/hotels?city=Gondar&limit=20",
                        headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in plain.headers
    assert packed.headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert gzip.decompress(packed.data) == plain.data
    assert len(packed.data) < len(plain.data) / 3


def test_html_and_small_answers_are_not_compressed(client):
    """The admin panel's pages carry CSRF tokens (BREACH); tiny answers gain nothing."""
    for path in ("/admin/login/", "/ready"):
        response = client.get(path, headers={"Accept-Encoding": "gzip, br"})
        assert "Content-Encoding" not in response.headers, path
